//! What several engine tests share: an engine playing both sides of a game.

use arbiter::engine::{Budget, Engine, NoClock};
use arbiter::{Game, Outcome};

/// The first `most` moves `engine` plays against itself from `game`, each within `budget`
/// and without a clock, so that only the budget's cap ends a search and nothing depends on the
/// machine's speed.
pub fn self_play<G: Game>(
    engine: &mut dyn Engine<G>,
    mut game: G,
    budget: Budget,
    most: usize,
) -> Vec<G::Move> {
    let mut moves = Vec::new();
    while let (Outcome::Ongoing { .. }, true) = (game.outcome(), moves.len() < most) {
        let thought = engine.think(&game, budget, &NoClock, &|| false).unwrap();
        game.try_play(&thought.best).unwrap();
        moves.push(thought.best);
    }
    moves
}
