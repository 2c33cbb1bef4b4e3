//! Computer players for the partisan games, where perfect play is not known and a search has
//! to stand in for it: Monte Carlo tree search for Havannah and Connect, threat-space search
//! for Gomoku. Every engine searches within a [`Budget`], checks a [`Clock`] it is given (so
//! that the same code runs natively and in a browser worker, where `std::time` does not), and
//! stops early when asked.

use crate::game::Game;

pub mod gomoku;
#[cfg(not(target_arch = "wasm32"))]
pub mod gtp;
pub mod mcts;

/// How much a search may spend on one move. A search stops at whichever limit comes first;
/// with neither set it stops at the level's default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// The most playouts (or nodes) to spend.
    pub playouts: Option<u64>,
    /// The most milliseconds to spend.
    pub millis: Option<u64>,
}

/// Time as the caller measures it: `std::time::Instant` natively, `performance.now()` in a
/// browser.
pub trait Clock {
    /// Milliseconds since the search started.
    fn elapsed_ms(&self) -> f64;
}

/// A clock that never advances, for searches bounded by playouts only (tests, benches).
pub struct NoClock;

impl Clock for NoClock {
    fn elapsed_ms(&self) -> f64 {
        0.0
    }
}

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Takes wins and blocks losses in one, otherwise plays a light search.
    Beginner,
    /// A short search.
    Casual,
    /// A search of about a second.
    Club,
    /// The strongest the engine plays within the given milliseconds.
    Strongest {
        /// Milliseconds per move.
        millis: u64,
    },
}

impl Level {
    /// What a search at this level may spend on one move.
    pub fn budget(self) -> Budget {
        match self {
            Level::Beginner => Budget {
                playouts: Some(200),
                millis: Some(250),
            },
            Level::Casual => Budget {
                playouts: Some(5_000),
                millis: Some(500),
            },
            Level::Club => Budget {
                playouts: None,
                millis: Some(1_000),
            },
            Level::Strongest { millis } => Budget {
                playouts: None,
                millis: Some(millis),
            },
        }
    }
}

/// A native clock started when it was made.
#[cfg(not(target_arch = "wasm32"))]
pub struct Stopwatch(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl Stopwatch {
    /// A clock starting now.
    pub fn start() -> Stopwatch {
        Stopwatch(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for Stopwatch {
    fn elapsed_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// What a search found for the side to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought<M> {
    /// The move the search prefers.
    pub best: M,
    /// The mover's estimated chance of winning after `best`, from 0 to 1 (1 for a proven win).
    pub win_rate: f64,
    /// The line the search expects, starting with `best` (a forced win's moves when one was
    /// proved).
    pub line: Vec<M>,
    /// `Some(n)` when the mover was proved to win within `n` of its own moves.
    pub win_in: Option<u32>,
    /// Playouts (or nodes) spent.
    pub playouts: u64,
    /// What a solver proved about the position, when it did: `best` is then the proved move
    /// (a win's or a draw's).
    pub proof: Option<Proof>,
}

/// A value proved by search to the end, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The value with perfect play.
    pub value: Proved,
    /// Positions the solver searched to prove it.
    pub positions: u64,
}

/// The value of a position with perfect play, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proved {
    /// The side to move wins.
    Win,
    /// Neither side can force a win.
    Draw,
    /// Every move loses.
    Loss,
}

/// A computer player for one game.
pub trait Engine<G: Game> {
    /// Searches `game`'s position for the side to move, within `budget` as measured by `clock`,
    /// returning early when `stop` says so. None when the game is over.
    fn think(
        &mut self,
        game: &G,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<G::Move>>;

    /// `mv` was played on the board the engine last searched, so that it can keep the part of
    /// its tree below that move.
    fn played(&mut self, _mv: &G::Move) {}

    /// Forgets everything (a new game, a position set up by other means).
    fn clear(&mut self) {}

    /// Tries to prove `game`'s value for the side to move within `budget`: the proof, and the
    /// move that wins (or holds the draw); None when not proved, or the engine has no solver.
    fn prove(
        &mut self,
        _game: &G,
        _budget: Budget,
        _clock: &dyn Clock,
        _stop: &dyn Fn() -> bool,
    ) -> Option<(Proof, Option<G::Move>)> {
        None
    }
}
