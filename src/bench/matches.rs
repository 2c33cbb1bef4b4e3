//! Matches between computer players, for `arbiter match`: the tree search against plain UCT
//! at equal playouts, and each level against the one below. Games come in pairs from one
//! random opening (a stone; three near the centre in Gomoku), each player taking each colour
//! once, so neither the first move's advantage nor a lucky opening decides the score. Every
//! move goes through the game's own rules (`Game::try_play`), which refuse an illegal one.

use crate::connect::{self, Connect};
use crate::engine::gomoku::GomokuEngine;
use crate::engine::mcts::{
    AbConfig, AlphaBetaEngine, Config, ConnectEngine, HavannahEngine, Judge, Rng, Searched,
};
use crate::engine::{Budget, Clock, Engine, Level};
use crate::game::{Game, Outcome, Player};
use crate::gomoku::{self, Gomoku, Rule};
use crate::havannah::{Cell, Havannah, HavannahMove, Mode};
use std::io::{self, Write};
use std::time::Instant;

/// A player's name and how its configuration differs from the full player's.
type Variant = (&'static str, fn(&mut Config));

/// The tree search's named players: the full player with at most one switch changed.
const VARIANTS: [Variant; 61] = [
    ("mcts", |_| {}),
    ("nodes", |_| {}),
    ("mcts-noprior", |c| c.prior_visits = 0),
    ("mcts-small", |c| c.max_nodes = 1_500_000),
    ("mcts-full", |c| {
        c.max_nodes = 1_500_000;
        c.prune = false;
    }),
    ("mcts-decr", |c| c.rave_per_move = 200.0),
    ("mcts-block", |c| c.variant = 1),
    ("mcts-reach", |c| c.variant = 2),
    ("mcts-nosave", |c| c.variant = 3),
    ("mcts-x0", |c| c.explore = 0.0),
    ("mcts-x03", |c| c.explore = 0.03),
    ("mcts-e1", |c| c.expand_after = 1),
    ("mcts-know", |c| {
        c.variant = crate::engine::mcts::KNOW_VARIANT
    }),
    ("mcts-line", |c| c.variant = 4),
    ("mcts-heavy", |c| c.prior_visits = 50),
    ("mcts-light", |c| c.prior_visits = 8),
    ("mcts-nocut", |c| c.variant = 5),
    ("mcts-x0e1", |c| {
        c.explore = 0.0;
        c.expand_after = 1;
    }),
    ("mcts-x0e2", |c| {
        c.explore = 0.0;
        c.expand_after = 2;
    }),
    ("mcts-x0p40", |c| {
        c.explore = 0.0;
        c.prior_visits = 40;
    }),
    ("mcts-x0p10", |c| {
        c.explore = 0.0;
        c.prior_visits = 10;
    }),
    ("mcts-settle", |c| c.variant = 7),
    ("mcts-path", |c| c.variant = 8),
    ("mcts-path2", |c| c.variant = 9),
    ("mcts-ahead", |c| c.variant = 11),
    ("mcts-ahead2", |c| c.variant = 12),
    ("mcts-ahead3", |c| c.variant = 13),
    ("mcts-run", |c| c.variant = 14),
    ("mcts-run-block", |c| c.variant = 15),
    ("mcts-run-ahead", |c| c.variant = 16),
    ("mcts-run-stop", |c| c.variant = 17),
    ("mcts-run-far", |c| c.variant = 18),
    ("mcts-run-x0", |c| {
        c.variant = 14;
        c.explore = 0.0;
    }),
    ("mcts-run-decr", |c| {
        c.variant = 14;
        c.rave_per_move = 200.0;
    }),
    ("mcts-dist", |c| dist(c, 1.0, 1.0)),
    ("mcts-dist-mix", |c| dist(c, 0.5, 1.0)),
    ("mcts-dist-mix2", |c| dist(c, 0.25, 1.0)),
    ("mcts-dist-mix75", |c| dist(c, 0.75, 1.0)),
    ("mcts-dist-mix-k05", |c| dist(c, 0.5, 0.5)),
    ("mcts-dist-mix-k2", |c| dist(c, 0.5, 2.0)),
    ("mcts-two", |c| two(c, 1.0, 1.0)),
    ("mcts-two-mix", |c| two(c, 0.5, 1.0)),
    ("mcts-two-mix2", |c| two(c, 0.25, 1.0)),
    ("mcts-two-mix-k05", |c| two(c, 0.5, 0.5)),
    ("mcts-x0p60", |c| {
        c.explore = 0.0;
        c.prior_visits = 60;
    }),
    ("mcts-x0p80", |c| {
        c.explore = 0.0;
        c.prior_visits = 80;
    }),
    ("mcts-x0r250", |c| {
        c.explore = 0.0;
        c.rave_equivalence = 250.0;
    }),
    ("mcts-x0r1000", |c| {
        c.explore = 0.0;
        c.rave_equivalence = 1000.0;
    }),
    ("mcts-x0decr", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
    }),
    ("mcts-x0wins", |c| {
        c.explore = 0.0;
        c.choose_by_wins = true;
    }),
    ("mcts-x0bonus", |c| {
        c.explore = 0.0;
        c.know_bonus = 1.0;
    }),
    ("mcts-x0bonus-half", |c| {
        c.explore = 0.0;
        c.know_bonus = 0.5;
    }),
    ("mcts-morat", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
        c.know_bonus = 1.0;
        c.choose_by_wins = true;
    }),
    ("mcts-x0dt", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
        c.threat_check = Some(0);
    }),
    ("mcts-x0dt4", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
        c.threat_check = Some(4);
    }),
    ("mcts-x0rc", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
        c.root_check = true;
    }),
    ("mcts-x0dtrc", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
        c.threat_check = Some(0);
        c.root_check = true;
    }),
    ("mcts-x0sv", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
        c.root_solve = 20_000;
    }),
    ("mcts-x0sv5k", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
        c.root_solve = 5_000;
    }),
    ("mcts-x0bridge", |c| {
        c.explore = 0.0;
        c.rave_per_move = 200.0;
        c.variant = crate::engine::mcts::BRIDGE_VARIANT;
    }),
    ("mcts-x0r250p40", |c| {
        c.explore = 0.0;
        c.rave_equivalence = 250.0;
        c.prior_visits = 40;
    }),
];

/// Connect's shortest-chain priors with leaves judged by the shortest chains: `weight` of
/// the judgement against the playout ([`Config::leaf_eval`]), `scale` its steepness.
fn dist(c: &mut Config, weight: f32, scale: f32) {
    c.variant = 9;
    c.leaf_eval = weight;
    c.eval_scale = scale;
}

/// As [`dist`], with leaves judged by the two-distance (knowledge variant 10): the pegs
/// each player still needs when the opponent answers every one.
fn two(c: &mut Config, weight: f32, scale: f32) {
    dist(c, weight, scale);
    c.variant = 10;
}

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
        /// Milliseconds per move instead of playouts (a name ending in `:Nms`): for an idea
        /// that costs playouts, matched at equal time.
        millis: Option<u64>,
    },
    /// The full search at a level's budget (the game's own, see [`Engine::level_budget`]).
    Level(Level),
    /// Connect's alpha-beta ([`AlphaBetaEngine`]), its leaves judged by `judge`.
    AlphaBeta {
        /// The name printed.
        name: &'static str,
        /// How the leaves are judged.
        judge: Judge,
        /// Nodes per move.
        nodes: u64,
        /// Milliseconds per move instead of nodes (a name ending in `:Nms`).
        millis: Option<u64>,
    },
}

impl Contender {
    /// Reads `mcts`, `mcts-noprior` (without the tree's prior knowledge), `mcts-small` (the
    /// tree capped at 1.5 million nodes, as in a browser), `mcts-full` (the same cap, and a
    /// full tree stops growing instead of pruning), `mcts-decr` (RAVE weighed longer
    /// while many moves are open), `mcts-block`, `mcts-reach` and `mcts-nosave` (Connect's
    /// knowledge variants 1 to 3: blocking priors, those and chain-extending priors, no setup
    /// replies in the playouts), `mcts-x0` and `mcts-x03` (UCT exploration 0 and 0.03, RAVE
    /// and priors alone as in Morat), `mcts-e1` (a leaf expanded after 1 visit beyond its
    /// priors), `mcts-know` (Havannah's priors with Morat's knowledge), `mcts-x0e1`,
    /// `mcts-x0e2`, `mcts-x0p40`, `mcts-x0p10` (Havannah's own search, no exploration term,
    /// expanded after 1 or 2 visits, or priors of 40 or 10 virtual playouts), `mcts-x0p60`,
    /// `mcts-x0p80` (priors of 60 or 80), `mcts-x0r250`, `mcts-x0r1000` (RAVE's equivalence
    /// 250 or 1,000 visits, not 500), `mcts-x0r250p40` (both 250 and priors of 40),
    /// `mcts-x0decr` (equivalence 500 plus 200 a move to choose from: Havannah's own search),
    /// `mcts-x0bonus`, `mcts-x0bonus-half` (Morat's knowledge as a fading bonus, full or half
    /// weight), `mcts-x0wins` (the move with the most wins played), `mcts-x0dt` and `mcts-x0dt4`
    /// (Havannah's own search with the double-threat check at expansion or 4 visits after),
    /// `mcts-x0rc` (Havannah's own search with the root move checked against the opponent's
    /// double threats), `mcts-x0dtrc` (both checks), `mcts-x0bridge` (Havannah's own search
    /// with a stone that makes a two-bridge valued as one in contact),
    /// `mcts-morat` (those three
    /// switches together), `mcts-settle`
    /// (Connect's playouts stopped at a settled connection), `mcts-path` and `mcts-path2`
    /// (Connect's priors raised on either player's shortest chain, the second twice as much:
    /// Connect's own search), `mcts-ahead` (`mcts-path2` with the blocking line ahead of the
    /// opponent's chain ends raised), `mcts-ahead2` (that and the contact points beside
    /// those ends lowered), `mcts-ahead3` (both twice as large), `mcts-run` (`mcts-path2`
    /// with playouts whose runner steps around a contact block), `mcts-run-block` (that and
    /// playouts that block three rows ahead of a running chain), `mcts-run-ahead` (`mcts-run`
    /// with `mcts-ahead`'s blocking line), `mcts-run-stop` (`mcts-run` with the priors' raise
    /// for a point on the opponent's shortest chain doubled), `mcts-run-far` (`mcts-run` with
    /// the reply to the first peg kept off its neighbours), `mcts-run-x0` (`mcts-run` without the exploration
    /// term), `mcts-run-decr` (`mcts-run` with decreasing RAVE), `mcts-dist` (Connect's leaves judged by the shortest chains,
    /// no playouts), `mcts-dist-mix`, `mcts-dist-mix2`, `mcts-dist-mix75` (the judgement
    /// weighing ½, ¼ or ¾ beside the playout), `mcts-dist-mix-k05`, `mcts-dist-mix-k2` (½,
    /// the judgement half or twice as steep), `mcts-two`, `mcts-two-mix`, `mcts-two-mix2`,
    /// `mcts-two-mix-k05` (the same, judged by the two-distance: 1, ½, ¼, and ½ half as
    /// steep), `ab-two`, `ab-chain` (Connect's alpha-beta, leaves judged by the two-distance
    /// or the shortest chains; `playouts` read as nodes), `uct` (with
    /// `playouts`), `nodes` (the full search at `playouts` nodes a move, nothing else),
    /// `beginner`, `casual`, `club` or `strongest` (with `millis` a move).
    pub fn parse(name: &str, playouts: u64) -> Result<Contender, String> {
        Contender::parse_timed(name, playouts, 1_000)
    }

    /// As [`Contender::parse`], with `millis` a move for `strongest`. A name may end in
    /// `:N` to give that player its own budget, N playouts (or N ms for `strongest`):
    /// `nodes:2000 nodes:8000` measures what four times the playouts is worth. A search
    /// player's name may end in `:Nms` instead: N milliseconds a move, whatever the playouts.
    pub fn parse_timed(name: &str, playouts: u64, millis: u64) -> Result<Contender, String> {
        let (name, playouts, millis, timed) = match name.split_once(':') {
            Some((name, own)) => {
                let (number, timed) = match own.strip_suffix("ms") {
                    Some(number) => (number, true),
                    None => (own, false),
                };
                let own = number
                    .parse::<u64>()
                    .map_err(|_| format!("`{name}:{own}`: `{number}` is not a number"))?;
                (name, own, own, timed)
            }
            None => (name, playouts, millis, false),
        };
        let judge = match name {
            "ab-two" => Some(("ab-two", Judge::Two)),
            "ab-chain" => Some(("ab-chain", Judge::Chain)),
            _ => None,
        };
        if let Some((name, judge)) = judge {
            return Ok(Contender::AlphaBeta {
                name,
                judge,
                nodes: playouts,
                millis: timed.then_some(millis),
            });
        }
        if let Some((name, change)) = VARIANTS.iter().find(|(n, _)| *n == name) {
            let mut config = Config::mcts();
            change(&mut config);
            return Ok(Contender::Search {
                name,
                config,
                playouts,
                millis: timed.then_some(millis),
            });
        }
        Ok(match name {
            "uct" => Contender::Search {
                name: "uct",
                config: Config::plain_uct(),
                playouts,
                millis: timed.then_some(millis),
            },
            "beginner" => Contender::Level(Level::Beginner),
            "casual" => Contender::Level(Level::Casual),
            "club" => Contender::Level(Level::Club),
            "strongest" => Contender::Level(Level::Strongest { millis }),
            _ => {
                // Every search variant by name, so a new one is never left out.
                let variants: Vec<&str> = VARIANTS.iter().map(|(variant, _)| *variant).collect();
                return Err(format!(
                    "unknown player `{name}`: {}, ab-two, ab-chain, uct, beginner, casual, club \
                     or strongest (each may end in :N, its own budget, or :Nms, its own time)",
                    variants.join(", ")
                ));
            }
        })
    }

    fn name(&self) -> String {
        match self {
            Contender::Search {
                name,
                millis: Some(millis),
                ..
            }
            | Contender::AlphaBeta {
                name,
                millis: Some(millis),
                ..
            } => format!("{name} ({millis} ms)"),
            Contender::Search { name, playouts, .. } => format!("{name} ({playouts} playouts)"),
            Contender::AlphaBeta { name, nodes, .. } => format!("{name} ({nodes} nodes)"),
            Contender::Level(Level::Strongest { millis }) => format!("strongest ({millis} ms)"),
            Contender::Level(level) => format!("{level:?}").to_lowercase(),
        }
    }

    /// The search's switches; a level plays the game's own full search.
    fn config<G: Searched>(&self) -> Config {
        match self {
            Contender::Search { config, .. } => *config,
            Contender::Level(_) | Contender::AlphaBeta { .. } => G::config(),
        }
    }

    /// This contender as Connect's player, seeded with `seed`.
    fn connect_engine(&self, seed: u64) -> Box<dyn Engine<Connect>> {
        match self {
            Contender::AlphaBeta { judge, .. } => {
                Box::new(AlphaBetaEngine::new(AbConfig::new(*judge)))
            }
            _ => Box::new(ConnectEngine::with_config(self.config::<Connect>(), seed)),
        }
    }

    /// The budget a move of this contender has with `engine`: a level's is the engine's own
    /// for that level (see [`Engine::level_budget`]).
    fn budget<G: Game>(&self, engine: &dyn Engine<G>) -> Budget {
        match self {
            Contender::Search {
                millis: Some(millis),
                ..
            }
            | Contender::AlphaBeta {
                millis: Some(millis),
                ..
            } => Budget {
                playouts: None,
                millis: Some(*millis),
            },
            Contender::Search { playouts, .. }
            | Contender::AlphaBeta {
                nodes: playouts, ..
            } => Budget {
                playouts: Some(*playouts),
                millis: None,
            },
            Contender::Level(level) => engine.level_budget(*level),
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
    /// Gomoku on a board of this side under this rule.
    Gomoku {
        /// Board side.
        size: u8,
        /// What wins, and what Black may not play.
        rule: Rule,
    },
}

impl Arena {
    /// The first and second players' names.
    fn sides(&self) -> [&'static str; 2] {
        match self {
            Arena::Havannah { .. } => ["first player", "second player"],
            Arena::Connect { .. } | Arena::Gomoku { .. } => ["Black", "White"],
        }
    }
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
    /// Games won by the first player (Black), whoever played it.
    pub first_wins: u32,
    /// Games won by the second player (White).
    pub second_wins: u32,
    /// The first contender's moves and the seconds they took.
    pub a_moves: (u32, f64),
    /// The second contender's moves and the seconds they took.
    pub b_moves: (u32, f64),
}

impl Score {
    /// Points (a draw is half) over games, from 0 to 1.
    pub fn rate(&self) -> f64 {
        let games = self.wins + self.losses + self.draws;
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(games.max(1))
    }
}

/// One game's result: the winner's index, and each colour's moves and seconds.
struct Played {
    winner: Option<usize>,
    moves: [(u32, f64); 2],
}

/// Plays one game: `players[0]` is the first colour, whichever moves next after the opening.
/// The game's rules referee every move: an engine's illegal move stops the match.
fn play<G: Game + Clone>(
    mut game: G,
    engines: &mut [&mut dyn Engine<G>; 2],
    contenders: [Contender; 2],
) -> Played
where
    G::Move: std::fmt::Debug,
{
    let budgets = [0, 1].map(|i| contenders[i].budget(&*engines[i]));
    let mut moves = [(0, 0.0); 2];
    loop {
        let to_move = match game.outcome() {
            Outcome::Won { winner } => {
                return Played {
                    winner: Some(winner as usize),
                    moves,
                }
            }
            Outcome::Drawn => {
                return Played {
                    winner: None,
                    moves,
                }
            }
            Outcome::Ongoing { to_move } => to_move as usize,
        };
        let started = Instant::now();
        let clock = Since(started);
        let thought = engines[to_move]
            .think(&game, budgets[to_move], &clock, &|| false)
            .expect("an engine moves while the game is on");
        moves[to_move].0 += 1;
        moves[to_move].1 += started.elapsed().as_secs_f64();
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
    let connect = matches!(arena, Arena::Connect { .. });
    for c in [a, b] {
        if matches!(c, Contender::AlphaBeta { .. }) && !connect {
            let message = format!("{} plays Connect only", c.name());
            return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
        }
    }
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
            let opening = seed ^ u64::from(pair);
            let played = match arena {
                Arena::Havannah { side, mode } => {
                    let mut game = Havannah::new(side, mode).expect("a valid side");
                    let cell = opening_havannah(&game, opening);
                    game.play(&HavannahMove::Place(cell));
                    // Engines are indexed by colour: the opening stone is the first colour's.
                    let mut e0 =
                        HavannahEngine::with_config(contenders[0].config::<Havannah>(), seeds[0]);
                    let mut e1 =
                        HavannahEngine::with_config(contenders[1].config::<Havannah>(), seeds[1]);
                    let mut engines: [&mut dyn Engine<Havannah>; 2] = [&mut e0, &mut e1];
                    play(game, &mut engines, contenders)
                }
                Arena::Connect { n } => {
                    let mut game = Connect::new(n).expect("a valid N");
                    let point = opening_connect(n, opening);
                    game.play(&connect::Move::Place(point));
                    let mut e0 = contenders[0].connect_engine(seeds[0]);
                    let mut e1 = contenders[1].connect_engine(seeds[1]);
                    let mut engines: [&mut dyn Engine<Connect>; 2] = [&mut *e0, &mut *e1];
                    play(game, &mut engines, contenders)
                }
                Arena::Gomoku { size, rule } => {
                    let game = opening_gomoku(size, rule, opening);
                    let mut e0 = GomokuEngine::with_seed(seeds[0]);
                    let mut e1 = GomokuEngine::with_seed(seeds[1]);
                    let mut engines: [&mut dyn Engine<Gomoku>; 2] = [&mut e0, &mut e1];
                    play(game, &mut engines, contenders)
                }
            };
            match played.winner {
                Some(w) if (w == 0) == a_first => score.wins += 1,
                Some(_) => score.losses += 1,
                None => score.draws += 1,
            }
            match played.winner {
                Some(0) => score.first_wins += 1,
                Some(_) => score.second_wins += 1,
                None => {}
            }
            let (of_a, of_b) = if a_first {
                (played.moves[0], played.moves[1])
            } else {
                (played.moves[1], played.moves[0])
            };
            score.a_moves = (score.a_moves.0 + of_a.0, score.a_moves.1 + of_a.1);
            score.b_moves = (score.b_moves.0 + of_b.0, score.b_moves.1 + of_b.1);
        }
        let played = 2 * (pair + 1);
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
    let [first, second] = arena.sides();
    let per_move = |(moves, seconds): (u32, f64)| 1e3 * seconds / f64::from(moves.max(1));
    writeln!(
        out,
        "  {first} won {}, {second} won {}; {:.1} ms a move for {}, {:.1} ms for {}",
        score.first_wins,
        score.second_wins,
        per_move(score.a_moves),
        a.name(),
        per_move(score.b_moves),
        b.name()
    )?;
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

/// A balanced Gomoku opening: Black, White and Black stones on random points of the 5 × 5
/// square at the centre, White to move. Each goes through the rules like any move.
fn opening_gomoku(size: u8, rule: Rule, seed: u64) -> Gomoku {
    let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut game = Gomoku::with(size, rule);
    let low = (size / 2).saturating_sub(2);
    let span = size.min(5);
    while game.stones(Player::First) + game.stones(Player::Second) < 3 {
        let cell = gomoku::Cell::new(
            low + rng.below(span.into()) as u8,
            low + rng.below(span.into()) as u8,
        );
        // An occupied point is refused and another drawn.
        let _ = game.try_play(&cell);
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_with_a_number_has_its_own_budget() {
        let playouts = |name| match Contender::parse_timed(name, 100, 300) {
            Ok(Contender::Search { playouts, .. }) => playouts,
            other => panic!("{name}: {other:?}"),
        };
        assert_eq!(playouts("nodes"), 100);
        assert_eq!(playouts("nodes:8000"), 8_000);
        assert_eq!(playouts("mcts-small:2000"), 2_000);
        assert_eq!(
            Contender::parse_timed("strongest:4000", 100, 300),
            Ok(Contender::Level(Level::Strongest { millis: 4_000 }))
        );
        assert!(Contender::parse_timed("nodes:many", 100, 300).is_err());
        match Contender::parse_timed("mcts-x0e2:250ms", 100, 300) {
            Ok(Contender::Search {
                millis: Some(250),
                config,
                ..
            }) => assert_eq!(config.expand_after, 2),
            other => panic!("{other:?}"),
        }
        assert!(Contender::parse_timed("mcts:fastms", 100, 300).is_err());
        match Contender::parse_timed("ab-two:500ms", 100, 300) {
            Ok(Contender::AlphaBeta {
                judge: Judge::Two,
                millis: Some(500),
                ..
            }) => {}
            other => panic!("{other:?}"),
        }
        match Contender::parse("ab-chain", 700) {
            Ok(Contender::AlphaBeta {
                judge: Judge::Chain,
                nodes: 700,
                millis: None,
                ..
            }) => {}
            other => panic!("{other:?}"),
        }
        let config = |name| match Contender::parse(name, 1) {
            Ok(Contender::Search { config, .. }) => config,
            other => panic!("{name}: {other:?}"),
        };
        assert_eq!(config("mcts"), Config::mcts());
        assert_eq!(config("uct"), Config::plain_uct());
        assert_eq!(config("mcts-full").max_nodes, 1_500_000);
        assert!(!config("mcts-full").prune && config("mcts-small").prune);
        assert!(Contender::parse_timed("nobody:10", 100, 300).is_err());
        assert_eq!(config("mcts-x0p60").prior_visits, 60);
        assert_eq!(config("mcts-x0r1000").rave_equivalence, 1000.0);
        let both = config("mcts-x0r250p40");
        assert_eq!(
            (both.explore, both.rave_equivalence, both.prior_visits),
            (0.0, 250.0, 40)
        );
        let morat = config("mcts-morat");
        assert_eq!(
            (morat.explore, morat.rave_per_move, morat.know_bonus),
            (0.0, 200.0, 1.0)
        );
        assert!(morat.choose_by_wins && !config("mcts-x0").choose_by_wins);
        // Havannah's own search is the kept switch.
        assert_eq!(config("mcts-x0decr"), <Havannah as Searched>::config());
    }

    #[test]
    fn an_unknown_player_is_told_every_name() {
        let Err(message) = Contender::parse("nobody", 1) else {
            panic!("`nobody` is no player");
        };
        for (name, _) in VARIANTS {
            assert!(
                message.contains(&format!(" {name},")),
                "{name} missing: {message}"
            );
            assert!(Contender::parse(name, 1).is_ok(), "{name}");
        }
    }

    #[test]
    fn a_gomoku_opening_is_three_stones_near_the_centre_with_white_to_move() {
        for (size, seed) in [(15, 1), (15, 2), (20, 3), (5, 4)] {
            let game = opening_gomoku(size, Rule::Renju, seed);
            assert_eq!(game.to_move(), Some(Player::Second));
            let centre = i32::from(size / 2);
            let stones: Vec<_> = game.points().filter(|&c| game.at(c).is_some()).collect();
            assert_eq!(stones.len(), 3);
            for c in stones {
                let off = (i32::from(c.x) - centre)
                    .abs()
                    .max((i32::from(c.y) - centre).abs());
                assert!(off <= 2, "{c:?} on side {size}");
            }
            assert_eq!(game, opening_gomoku(size, Rule::Renju, seed));
        }
        assert_ne!(
            opening_gomoku(15, Rule::Freestyle, 1),
            opening_gomoku(15, Rule::Freestyle, 2)
        );
    }
}
