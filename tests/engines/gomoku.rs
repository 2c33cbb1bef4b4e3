//! The Gomoku computer player on random positions: its move is always legal, it makes five
//! whenever it can, it blocks the opponent's only five-cell when it cannot, and every forced
//! win it announces is played out against every defence on the board to check it.

use arbiter::engine::gomoku::{greedy, threat_search, Board, Depth, GomokuEngine, Meter};
use arbiter::engine::{Budget, Engine, NoClock};
use arbiter::gomoku::{Cell, Gomoku, Rule};
use arbiter::{Game, Outcome, Player};
use proptest::prelude::*;

use crate::play::self_play;

/// A position from alternate play of the given cells (taken modulo a 9 × 9 window in the
/// middle of the board, skipping taken cells and moves that would make five), so threats are
/// common.
fn position(cells: &[(u8, u8)]) -> Gomoku {
    let mut g = Gomoku::new();
    for &(x, y) in cells {
        let c = Cell::new(3 + x % 9, 3 + y % 9);
        let mover = g.to_move().unwrap();
        if g.at(c).is_none() && !g.makes_five(c, mover) {
            g.play(&c);
        }
    }
    g
}

fn budget(nodes: u64) -> Budget {
    Budget {
        playouts: Some(nodes),
        millis: None,
    }
}

fn think(g: &Gomoku, nodes: u64) -> arbiter::engine::Thought<Cell> {
    GomokuEngine::new()
        .think(g, budget(nodes), &NoClock, &|| false)
        .expect("an ongoing game has a move")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn legal_takes_fives_and_blocks(cells in prop::collection::vec((0u8..9, 0u8..9), 0..40)) {
        let g = position(&cells);
        let me = g.to_move().unwrap();
        let t = think(&g, 3_000);
        prop_assert!(g.at(t.best).is_none(), "{:?} is taken", t.best);
        prop_assert_eq!(t.line.first(), Some(&t.best));
        let mine = g.winning_cells(me);
        let theirs = g.winning_cells(me.opponent());
        if !mine.is_empty() {
            prop_assert!(mine.contains(&t.best), "missed the five at {:?}", mine);
            prop_assert_eq!(t.win_in, Some(1));
        } else if theirs.len() == 1 {
            prop_assert_eq!(t.best, theirs[0], "did not block the only five-cell");
        }
        prop_assert!((0.0..=1.0).contains(&t.win_rate));
        if t.win_in.is_some() {
            prop_assert_eq!(t.win_rate, 1.0);
        }
    }

    #[test]
    fn announced_forced_wins_are_forced(cells in prop::collection::vec((0u8..9, 0u8..9), 6..40)) {
        let g = position(&cells);
        let me = g.to_move().unwrap();
        let t = think(&g, 5_000);
        if let Some(n) = t.win_in.filter(|&n| n <= 4) {
            // Against every defence in the middle of the board, the attacker wins within n
            // moves by answering with the engine again.
            prop_assert!(wins_against_all(&g, me, n, 3), "claimed win in {n} failed: {:?}", t.line);
        }
    }
}

/// True when `attacker` (to move in `g`) wins within `n` of its own moves whatever the defender
/// plays. The attacker's moves come from the threat search given all the time it wants; the
/// defender tries every empty cell within `radius` of a stone, wider than the search's own
/// neighbourhood, and the rules (not the engine) say who made five.
pub(crate) fn wins_against_all(g: &Gomoku, attacker: Player, n: u32, radius: i32) -> bool {
    if n == 0 {
        return false;
    }
    let mut board = Board::from_game(g);
    let s = if attacker == Player::First { 1 } else { 2 };
    let depth = Depth {
        moves: n,
        threes: n,
    };
    let Some(win) = threat_search(&mut board, s, depth, &mut Meter::unlimited()) else {
        return false;
    };
    let mut after = g.clone();
    after.play(&board.cell(win.line[0]));
    if let Outcome::Won { winner } = after.outcome() {
        return winner == attacker;
    }
    near(&after, radius).into_iter().all(|reply| {
        let mut next = after.clone();
        next.play(&reply);
        match next.outcome() {
            Outcome::Won { .. } => false,
            _ => wins_against_all(&next, attacker, n - 1, radius),
        }
    })
}

fn near(g: &Gomoku, radius: i32) -> Vec<Cell> {
    Cell::all()
        .filter(|&c| {
            g.at(c).is_none()
                && Cell::all().any(|s| {
                    g.at(s).is_some()
                        && (i32::from(s.x) - i32::from(c.x)).abs() <= radius
                        && (i32::from(s.y) - i32::from(c.y)).abs() <= radius
                })
        })
        .collect()
}

#[test]
fn a_game_against_the_greedy_player_stays_legal_to_the_end() {
    let mut g = Gomoku::new();
    let mut engine = GomokuEngine::new();
    for ply in 0..225 {
        if g.outcome().is_over() {
            break;
        }
        let mv = if ply % 2 == 0 {
            engine
                .think(&g, budget(2_000), &NoClock, &|| false)
                .unwrap()
                .best
        } else {
            greedy(&g).unwrap()
        };
        g.try_play(&mv).expect("a legal move");
    }
    assert_eq!(
        g.outcome(),
        Outcome::Won {
            winner: Player::First
        }
    );
}

/// A crowded position on a `size` board under `rule` from random alternate play, Black's
/// stones dense enough that renju's forbidden points are common.
fn ruled_position(rng: &mut arbiter::rng::Rng, size: u8, rule: Rule) -> Gomoku {
    let mut g = Gomoku::with(size, rule);
    let target = 10 + rng.below(30);
    for _ in 0..200 {
        if g.stones(Player::First) + g.stones(Player::Second) >= target {
            break;
        }
        let c = Cell::new(
            size / 2 - 3 + rng.below(7) as u8,
            size / 2 - 3 + rng.below(7) as u8,
        );
        let mover = g.to_move().unwrap();
        if g.at(c).is_none() && !g.makes_five(c, mover) && g.foul(c, mover).is_none() {
            g.play(&c);
        }
    }
    g
}

#[test]
fn under_every_rule_and_size_the_move_is_legal_and_a_win_in_1_wins() {
    let mut rng = arbiter::rng::Rng(0x9e37_79b9_7f4a_7c15);
    let mut forbidden_seen = 0;
    for round in 0..240 {
        let rule = Rule::ALL[round % 3];
        let size = [15, 20, 9][round % 3 / 2 + round % 2];
        let g = ruled_position(&mut rng, size, rule);
        let me = g.to_move().unwrap();
        forbidden_seen += g.forbidden_points(me).len();
        let t = think(&g, 2_000);
        let mut after = g.clone();
        after
            .try_play(&t.best)
            .unwrap_or_else(|e| panic!("{rule:?} {size}: {e}"));
        if t.win_in == Some(1) {
            assert_eq!(
                after.winner(),
                Some(me),
                "{rule:?}: {:?} wins nothing",
                t.best
            );
        } else {
            assert!(
                g.winning_cells(me).is_empty(),
                "{rule:?}: a win in 1 missed"
            );
        }
        let greedy = greedy(&g).expect("a move");
        assert!(
            g.foul(greedy, me).is_none(),
            "greedy played a forbidden point"
        );
    }
    assert!(
        forbidden_seen >= 10,
        "only {forbidden_seen} forbidden points met"
    );
}

#[test]
fn lower_levels_vary_between_games_and_a_node_budget_does_not() {
    use arbiter::engine::Level;
    let mut engine = GomokuEngine::new();
    for level in [Level::Beginner, Level::Casual] {
        let games: Vec<Vec<Cell>> = (0..3)
            .map(|_| self_play(&mut engine, Gomoku::new(), level.budget(), 8))
            .collect();
        assert!(
            games[0] != games[1] && games[1] != games[2],
            "{level:?}: {games:?}"
        );
    }
    // Equal-effort matches (nodes alone) stay the same game after game.
    let first = self_play(&mut engine, Gomoku::new(), budget(2_000), 8);
    assert_eq!(
        self_play(
            &mut GomokuEngine::with_seed(7),
            Gomoku::new(),
            budget(2_000),
            8
        ),
        first
    );
    assert_eq!(
        self_play(&mut engine, Gomoku::new(), budget(2_000), 8),
        first
    );
}
