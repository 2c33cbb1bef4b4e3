//! The Havannah and Connect levels: beginner, casual and club are capped by playouts (so that a
//! loaded machine plays them as a quiet one does), each level spends more than the one below,
//! and two games from the same start differ unless the seed is the same.

use arbiter::connect::Connect;
use arbiter::engine::mcts::{ConnectEngine, HavannahEngine};
use arbiter::engine::{Engine, Level};
use arbiter::havannah::{Havannah, Mode};
use arbiter::Game;

use crate::play::self_play;

const CAPPED: [Level; 3] = [Level::Beginner, Level::Casual, Level::Club];

/// The playout caps of the capped levels, checked to be there with a time guard of at least
/// as many milliseconds as the level below's, and the strongest level left as it was.
fn caps<G: Game>(engine: &dyn Engine<G>) -> Vec<u64> {
    let strongest = Level::Strongest { millis: 3_000 };
    assert_eq!(engine.level_budget(strongest), strongest.budget());
    let budgets: Vec<_> = CAPPED.map(|l| engine.level_budget(l)).into();
    for pair in budgets.windows(2) {
        assert!(
            pair[0].millis.unwrap() <= pair[1].millis.unwrap(),
            "{budgets:?}"
        );
    }
    budgets
        .iter()
        .map(|b| b.playouts.expect("capped"))
        .collect()
}

#[test]
fn the_levels_below_the_strongest_are_capped_by_playouts_and_ordered() {
    for caps in [
        caps::<Havannah>(&HavannahEngine::new()),
        caps::<Connect>(&ConnectEngine::new()),
    ] {
        assert!(caps.windows(2).all(|p| p[0] * 2 <= p[1]), "{caps:?}");
    }
}

#[test]
fn two_games_at_the_lower_levels_differ_and_a_seed_repeats_its_game() {
    let havannah = || Havannah::new(8, Mode::TwoPlayerContestRing).unwrap();
    let connect = || Connect::new(12).unwrap();
    for level in [Level::Beginner, Level::Casual] {
        let mut games = Vec::new();
        for seed in [1, 2, 1] {
            let mut engine = HavannahEngine::new();
            engine.reseed(seed);
            let budget = engine.level_budget(level);
            games.push(format!(
                "{:?}",
                self_play(&mut engine, havannah(), budget, 6)
            ));
            let mut engine = ConnectEngine::new();
            engine.reseed(seed);
            let budget = engine.level_budget(level);
            games.push(format!(
                "{:?}",
                self_play(&mut engine, connect(), budget, 6)
            ));
        }
        assert_ne!(games[0], games[2], "{level:?}: Havannah");
        assert_ne!(games[1], games[3], "{level:?}: Connect");
        assert_eq!(games[0], games[4], "{level:?}: Havannah");
        assert_eq!(games[1], games[5], "{level:?}: Connect");
    }
}
