//! Matches between computer players, for `arbiter match`: the tree search against plain UCT
//! at equal playouts, and each level against the one below. Games come in pairs from one
//! random opening stone, each player taking each colour once, so neither the first move's
//! advantage nor a lucky opening decides the score.

use crate::connect::{self, Connect};
use crate::engine::mcts::{Config, ConnectEngine, HavannahEngine, Rng};
use crate::engine::{Budget, Clock, Engine, Level};
use crate::game::{Game, Outcome};
use crate::havannah::{Cell, Havannah, HavannahMove, Mode};
use std::io::{self, Write};
use std::time::Instant;

/// One side of a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Contender {
    /// A search configuration at a fixed number of playouts per move.
    Search {
        /// The name printed.
        name: &'static str,
        /// The search's switches.
        config: Config,
        /// Playouts per move.
        playouts: u64,
    },
    /// The full search at a level's budget (timed).
    Level(Level),
}

impl Contender {
    /// Reads `mcts`, `mcts-noprior` (without the
    /// tree's prior knowledge), `uct` (with `playouts`), `beginner`, `casual` or `club`.
    pub fn parse(name: &str, playouts: u64) -> Result<Contender, String> {
        Ok(match name {
            "mcts" => Contender::Search {
                name: "mcts",
                config: Config::mcts(),
                playouts,
            },
            "mcts-noprior" => Contender::Search {
                name: "mcts-noprior",
                config: Config {
                    prior_visits: 0,
                    ..Config::mcts()
                },
                playouts,
            },
            "uct" => Contender::Search {
                name: "uct",
                config: Config::plain_uct(),
                playouts,
            },
            "beginner" => Contender::Level(Level::Beginner),
            "casual" => Contender::Level(Level::Casual),
            "club" => Contender::Level(Level::Club),
            _ => {
                return Err(format!(
                    "unknown player `{name}`: mcts, mcts-noprior, uct, beginner, casual or club"
                ))
            }
        })
    }

    fn name(&self) -> String {
        match self {
            Contender::Search { name, playouts, .. } => format!("{name} ({playouts} playouts)"),
            Contender::Level(level) => format!("{level:?}").to_lowercase(),
        }
    }

    fn config(&self) -> Config {
        match self {
            Contender::Search { config, .. } => *config,
            Contender::Level(_) => Config::mcts(),
        }
    }

    fn budget(&self) -> Budget {
        match self {
            Contender::Search { playouts, .. } => Budget {
                playouts: Some(*playouts),
                millis: None,
            },
            Contender::Level(level) => level.budget(),
        }
    }
}

/// Which game and board a match is played on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arena {
    /// Havannah of this side under this two-player mode.
    Havannah {
        /// Board side.
        side: u32,
        /// Ring rule.
        mode: Mode,
    },
    /// Connect of side N.
    Connect {
        /// Board side N.
        n: i32,
    },
}

/// A native clock started when it was made (the benches' own: `engine::Stopwatch` is not
/// built for wasm32, where the crate's benches are compiled but never run).
pub(super) struct Since(pub(super) Instant);

impl Clock for Since {
    fn elapsed_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// A match's score for the first contender.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Score {
    /// Games won by the first contender.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

impl Score {
    /// Points (a draw is half) over games, from 0 to 1.
    pub fn rate(&self) -> f64 {
        let games = self.wins + self.losses + self.draws;
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(games.max(1))
    }
}

/// Plays one game: `players[0]` moves first after the opening stone. Returns the winner's index.
fn play<G: Game + Clone>(
    mut game: G,
    engines: &mut [&mut dyn Engine<G>; 2],
    budgets: [Budget; 2],
) -> Option<usize>
where
    G::Move: std::fmt::Debug,
{
    loop {
        let to_move = match game.outcome() {
            Outcome::Won { winner } => return Some(winner as usize),
            Outcome::Drawn => return None,
            Outcome::Ongoing { to_move } => to_move as usize,
        };
        let clock = Since(Instant::now());
        let thought = engines[to_move]
            .think(&game, budgets[to_move], &clock, &|| false)
            .expect("an engine moves while the game is on");
        game.try_play(&thought.best)
            .unwrap_or_else(|e| panic!("{:?} was refused: {e:?}", thought.best));
    }
}

/// Plays `games` games (rounded up to pairs) and prints a line per pair and the total.
pub fn run(
    arena: Arena,
    a: Contender,
    b: Contender,
    games: u32,
    seed: u64,
    out: &mut dyn Write,
) -> io::Result<Score> {
    let mut rng = Rng::new(seed);
    let mut score = Score::default();
    let started = Instant::now();
    writeln!(
        out,
        "{arena:?}: {} against {}, {games} games, colours alternated",
        a.name(),
        b.name()
    )?;
    for pair in 0..games.div_ceil(2) {
        for a_first in [true, false] {
            let seeds = [rng.next_u64(), rng.next_u64()];
            let contenders = if a_first { [a, b] } else { [b, a] };
            let budgets = contenders.map(|c| c.budget());
            let winner = match arena {
                Arena::Havannah { side, mode } => {
                    let mut game = Havannah::new(side, mode).expect("a valid side");
                    let cell = opening_havannah(&game, seed ^ u64::from(pair));
                    game.play(&HavannahMove::Place(cell));
                    // Engines are indexed by colour: the opening stone is the first colour's.
                    let mut e0 = HavannahEngine::with_config(contenders[0].config(), seeds[0]);
                    let mut e1 = HavannahEngine::with_config(contenders[1].config(), seeds[1]);
                    let mut engines: [&mut dyn Engine<Havannah>; 2] = [&mut e0, &mut e1];
                    play(game, &mut engines, budgets)
                }
                Arena::Connect { n } => {
                    let mut game = Connect::new(n).expect("a valid N");
                    let point = opening_connect(n, seed ^ u64::from(pair));
                    game.play(&connect::Move::Place(point));
                    let mut e0 = ConnectEngine::with_config(contenders[0].config(), seeds[0]);
                    let mut e1 = ConnectEngine::with_config(contenders[1].config(), seeds[1]);
                    let mut engines: [&mut dyn Engine<Connect>; 2] = [&mut e0, &mut e1];
                    play(game, &mut engines, budgets)
                }
            };
            match winner {
                Some(w) if (w == 0) == a_first => score.wins += 1,
                Some(_) => score.losses += 1,
                None => score.draws += 1,
            }
        }
        let played = 2 * (pair + 1);
        if played % 20 == 0 || played >= games {
            writeln!(
                out,
                "  after {played} games: {} won {}, lost {}, drew {} ({:.1} %), {:.0} s",
                a.name(),
                score.wins,
                score.losses,
                score.draws,
                100.0 * score.rate(),
                started.elapsed().as_secs_f64()
            )?;
        }
    }
    Ok(score)
}

/// A random opening stone away from the corners and edges (a stone there is weak).
fn opening_havannah(game: &Havannah, seed: u64) -> Cell {
    let board = game.board();
    let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    loop {
        let m = board.max_coord();
        let cell = Cell::new(
            1 + rng.below(m as usize) as u32,
            1 + rng.below(m as usize) as u32,
        );
        if board.contains(cell) && !board.is_border(cell) {
            return cell;
        }
    }
}

/// A random opening peg off the home edges.
fn opening_connect(n: i32, seed: u64) -> connect::Point {
    let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    connect::Point::new(
        1 + rng.below(n as usize - 1) as i32,
        1 + rng.below(n as usize - 1) as i32,
    )
}
