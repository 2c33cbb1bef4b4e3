//! The Gomoku levels: the lower ones vary among near-equal moves, so two games differ, and
//! `arbiter match gomoku` plays a refereed match between any two players.

use arbiter::bench::matches::{self, Arena, Contender};
use arbiter::engine::gomoku::{level_budget, GomokuEngine};
use arbiter::engine::Level;
use arbiter::gomoku::{Gomoku, Rule};

use crate::play::self_play;

#[test]
fn two_games_at_each_gomoku_level_below_the_strongest_differ() {
    for level in [Level::Beginner, Level::Casual, Level::Club] {
        let mut engine = GomokuEngine::new();
        let first = self_play(&mut engine, Gomoku::new(), level_budget(level), 16);
        let second = self_play(&mut engine, Gomoku::new(), level_budget(level), 16);
        assert_ne!(first, second, "{level:?} played the same game twice");
        // The difference is the generator's: a new engine from the same seed repeats itself.
        let again = self_play(
            &mut GomokuEngine::new(),
            Gomoku::new(),
            level_budget(level),
            16,
        );
        assert_eq!(first, again, "{level:?}");
    }
}

#[test]
fn a_short_renju_match_at_tiny_budgets_is_scored_by_colour_and_timed() {
    let arena = Arena::Gomoku {
        size: 15,
        rule: Rule::Renju,
    };
    let a = Contender::parse("nodes", 60).unwrap();
    let b = Contender::parse("beginner", 60).unwrap();
    let mut out = Vec::new();
    let score = matches::run(arena, a, b, 4, 11, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(score.wins + score.losses + score.draws, 4, "{out}");
    assert_eq!(score.first_wins + score.second_wins + score.draws, 4);
    assert!(score.a_moves.0 > 0 && score.b_moves.0 > 0, "{score:?}");
    assert!(out.contains("after 4 games: nodes"), "{out}");
    assert!(
        out.contains(&format!("Black won {}", score.first_wins)),
        "{out}"
    );
    assert!(out.contains("ms a move for nodes"), "{out}");
}

#[test]
fn the_strongest_player_reads_its_time_and_unknown_players_are_refused() {
    let strongest = Contender::parse_timed("strongest", 0, 250).unwrap();
    assert_eq!(
        strongest,
        Contender::Level(Level::Strongest { millis: 250 })
    );
    assert!(Contender::parse("grandmaster", 100).is_err());
}
