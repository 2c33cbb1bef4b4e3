//! Computer players for the partisan games, where perfect play is not known and a search has
//! to stand in for it: Monte Carlo tree search for Havannah and Connect, threat-space search
//! for Gomoku. Every engine searches within a [`Budget`], checks a [`Clock`] it is given (so
//! that the same code runs natively and in a browser worker, where `std::time` does not), and
//! stops early when asked.

use crate::game::Game;
use serde::Serialize;

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
    /// The root's moves with their visits and the mover's wins (empty for engines that keep
    /// no such statistics): what [`merge`] adds up over root-parallel searches.
    pub root: Vec<(M, u32, f32)>,
}

/// The thoughts of several searches of the same position (root-parallel threads or workers,
/// each with its own seed) as one: a proved win or draw is taken as it is, and so is a win
/// the tree proved (the shortest); otherwise visits and wins are summed per root move and the
/// most visited move is best. Playouts add up. None when there is no thought.
pub fn merge<M: Clone + PartialEq>(thoughts: &[Thought<M>]) -> Option<Thought<M>> {
    let playouts = thoughts.iter().map(|t| t.playouts).sum();
    let proved = thoughts
        .iter()
        .find(|t| t.proof.is_some_and(|p| p.value != Proved::Loss));
    let won = thoughts
        .iter()
        .filter(|t| t.win_in.is_some())
        .min_by_key(|t| t.win_in);
    if let Some(taken) = proved.or(won) {
        return Some(Thought {
            playouts,
            ..taken.clone()
        });
    }
    let mut root: Vec<(M, u32, f32)> = Vec::new();
    for (mv, visits, wins) in thoughts.iter().flat_map(|t| &t.root) {
        match root.iter_mut().find(|(m, _, _)| m == mv) {
            Some(entry) => {
                entry.1 += visits;
                entry.2 += wins;
            }
            None => root.push((mv.clone(), *visits, *wins)),
        }
    }
    let Some(best) = root
        .iter()
        .max_by(|a, b| (a.1, a.2).partial_cmp(&(b.1, b.2)).expect("finite wins"))
        .cloned()
    else {
        return thoughts.first().map(|t| Thought {
            playouts,
            ..t.clone()
        });
    };
    let line = thoughts
        .iter()
        .find(|t| t.best == best.0)
        .map_or_else(|| vec![best.0.clone()], |t| t.line.clone());
    Some(Thought {
        best: best.0,
        win_rate: if best.1 > 0 {
            f64::from(best.2) / f64::from(best.1)
        } else {
            0.5
        },
        line,
        win_in: None,
        playouts,
        proof: thoughts.iter().find_map(|t| t.proof),
        root,
    })
}

/// What an analysis asks of an engine: its budget, how many candidate moves get a line, and
/// how often progress is reported.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Asked {
    /// What the whole analysis may spend.
    pub budget: Budget,
    /// How many of the best candidate moves get their own line.
    pub lines: usize,
    /// The fewest milliseconds between two progress reports (0: at every step).
    pub every_ms: f64,
}

/// One candidate move and the line the search expects after it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Line<M> {
    /// The candidate first, then the expected replies and answers.
    pub moves: Vec<M>,
    /// The search's score for the side to move, in the engine's units.
    pub score: i32,
    /// The side to move's estimated chance to win after the candidate.
    pub win_rate: f64,
}

/// A result the threat search proved: the side to move wins (or loses) within `moves` of
/// the winner's moves, whatever the defence, along `line`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Forced<M> {
    /// True when the side to move is the winner.
    pub win: bool,
    /// The winner's moves to the end, the last (the five) included.
    pub moves: u32,
    /// Both sides' moves alternating, the side to move's first.
    pub line: Vec<M>,
}

/// A snapshot of an analysis: how far the search has gone and the best lines it has so far.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis<M> {
    /// The deepest full iteration completed (plies).
    pub depth: u32,
    /// Nodes visited so far.
    pub nodes: u64,
    /// The best candidates' lines, best first: the first is the engine's choice.
    pub lines: Vec<Line<M>>,
    /// A forced result the threat search found, with its line.
    pub proved: Option<Forced<M>>,
}

impl<M> Analysis<M> {
    /// The same snapshot with its moves converted by `f`.
    pub fn map<N>(self, mut f: impl FnMut(M) -> N) -> Analysis<N> {
        Analysis {
            depth: self.depth,
            nodes: self.nodes,
            lines: self
                .lines
                .into_iter()
                .map(|l| Line {
                    moves: l.moves.into_iter().map(&mut f).collect(),
                    score: l.score,
                    win_rate: l.win_rate,
                })
                .collect(),
            proved: self.proved.map(|p| Forced {
                win: p.win,
                moves: p.moves,
                line: p.line.into_iter().map(&mut f).collect(),
            }),
        }
    }
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

    /// What a move at `level` may spend with this engine: the shared [`Level::budget`] unless
    /// the game's levels are spaced by budgets of their own.
    fn level_budget(&self, level: Level) -> Budget {
        level.budget()
    }

    /// `mv` was played on the board the engine last searched, so that it can keep the part of
    /// its tree below that move.
    fn played(&mut self, _mv: &G::Move) {}

    /// Forgets everything (a new game, a position set up by other means).
    fn clear(&mut self) {}

    /// Searches from now on with random seed `seed` (root-parallel searches each take their
    /// own); engines without randomness ignore it.
    fn reseed(&mut self, _seed: u64) {}

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

    /// Analyses `game`'s position for the side to move within `asked`: the best candidates'
    /// lines as the search deepens, each snapshot handed to `report` (at most every
    /// `asked.every_ms`), and the last returned. None when the game is over or the engine
    /// keeps no per-candidate lines.
    fn analyse(
        &mut self,
        _game: &G,
        _asked: Asked,
        _clock: &dyn Clock,
        _stop: &dyn Fn() -> bool,
        _report: &mut dyn FnMut(&Analysis<G::Move>),
    ) -> Option<Analysis<G::Move>> {
        None
    }
}

/// A boxed engine plays as the engine inside: a session may choose its player at run time.
impl<G: Game, E: Engine<G> + ?Sized> Engine<G> for Box<E> {
    fn think(
        &mut self,
        game: &G,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<G::Move>> {
        (**self).think(game, budget, clock, stop)
    }

    fn level_budget(&self, level: Level) -> Budget {
        (**self).level_budget(level)
    }

    fn played(&mut self, mv: &G::Move) {
        (**self).played(mv)
    }

    fn clear(&mut self) {
        (**self).clear()
    }

    fn reseed(&mut self, seed: u64) {
        (**self).reseed(seed)
    }

    fn prove(
        &mut self,
        game: &G,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<(Proof, Option<G::Move>)> {
        (**self).prove(game, budget, clock, stop)
    }

    fn analyse(
        &mut self,
        game: &G,
        asked: Asked,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(&Analysis<G::Move>),
    ) -> Option<Analysis<G::Move>> {
        (**self).analyse(game, asked, clock, stop, report)
    }
}
