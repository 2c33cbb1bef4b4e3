//! The Go Text Protocol as Castro speaks it for Havannah, and the same for Connect, so that
//! other programs (GoGui, HavannahGui, match runners) can play the engines.
//!
//! Commands: `protocol_version`, `name`, `version`, `known_command`, `list_commands`,
//! `boardsize`, `clear_board`, `play`, `genmove`, `undo`, `time_settings`, `time_left`,
//! `showboard`, `solve`, `quit`.
//!
//! `solve [SECONDS]` (10 s when not given) runs the proof-number solver alone on the position
//! for the side to move: `win VERTEX POSITIONS` (the winning move), `draw VERTEX POSITIONS`
//! (the move that holds it), `loss POSITIONS` (every move loses), or `unknown` when not proved
//! within the time. Morat's and Castro's counterpart is their `solve` with the PNS agent. Responses are `=[id] result` or `?[id] message`, each followed by a
//! blank line; a malformed command gets a `?` response and the session goes on.
//!
//! Vertices: Havannah's are written as Castro and OpenSpiel write them, a letter for x
//! (`a` = 1) and a number for y in the contest's coordinates, so the cell (3, 2) is `c2`;
//! Player 1 is `white` (Castro's first player) and Player 2 `black`. Connect's points start
//! at 0 both ways, so the letter counts from `a` = 0 too: (3, 2) is `d2` and (0, 0) is `a0`;
//! Black moves first, as on the page. Past `z` the letters go on `aa`, `ab`, …; the swap is
//! the vertex `swap`.

use super::mcts::{
    AbConfig, AlphaBetaEngine, Config, Judge, ParallelEngine, SearchEngine, Searched, MAX_SEARCH_N,
    MAX_SEARCH_SIDE,
};
use super::{Budget, Clock, Engine, Proved, Stopwatch};
use crate::connect::{self, Connect, Point};
use crate::game::{Game, Outcome, Player};
use crate::havannah::{Cell, Havannah, HavannahMove, Mode, MIN_SIDE};

/// What the session needs from a game.
pub trait Rules {
    /// The game.
    type Game: Game + Clone;
    /// Its computer player.
    type Engine: Engine<Self::Game>;
    /// The board size a session starts with.
    const DEFAULT_SIZE: u32;
    /// A new engine searching on `threads` threads (where the engine runs on several).
    fn engine(&self, threads: usize) -> Self::Engine;
    /// An empty board of `size` (Havannah's side, Connect's N) under these rules.
    fn new_game(&self, size: u32) -> Result<Self::Game, String>;
    /// Reads a colour.
    fn colour(text: &str) -> Result<Player, String>;
    /// Reads a vertex.
    fn vertex(game: &Self::Game, text: &str) -> Result<<Self::Game as Game>::Move, String>;
    /// Writes a vertex.
    fn write(mv: &<Self::Game as Game>::Move) -> String;
    /// The board as text.
    fn show(game: &Self::Game) -> String;
    /// Moves the game may still last, to share out a time budget.
    fn moves_left(game: &Self::Game) -> u64;
}

/// `a` = 0, …, `z` = 25, `aa` = 26, …: bijective base 26.
fn letters(mut n: u32) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'a' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).expect("ascii")
}

/// Splits `c2` into the letters' value (`a` = 0) and the number.
fn split_vertex(text: &str) -> Result<(u32, u32), String> {
    let lower = text.to_ascii_lowercase();
    let digits = lower
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(lower.len());
    let (head, tail) = lower.split_at(digits);
    let bad = || format!("`{text}` is not a vertex like c2");
    if head.is_empty() || head.len() > 3 || !head.bytes().all(|b| b.is_ascii_lowercase()) {
        return Err(bad());
    }
    let mut value: u32 = 0;
    for b in head.bytes() {
        value = value * 26 + u32::from(b - b'a') + 1;
    }
    let number = tail.parse::<u32>().map_err(|_| bad())?;
    Ok((value - 1, number))
}

/// Havannah's rules for a session: by default the official ring rule with the swap, as Castro
/// plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HavannahRules {
    /// The ring rule (a two-player mode).
    pub mode: Mode,
    /// Whether Player 2 may swap as move 2.
    pub swap: bool,
    /// The tree search's variant.
    pub search: HavannahSearch,
}

impl Default for HavannahRules {
    fn default() -> Self {
        HavannahRules {
            mode: Mode::TwoPlayerOfficialRing,
            swap: true,
            search: HavannahSearch::Standard,
        }
    }
}

/// Havannah's tree search over GTP: the standard, or one of the `arbiter match` variants
/// aimed at the forcing lines Morat wins by, so that they can be matched against Morat
/// (`--engine mcts-x0rc`, `mcts-x0sv5k` or `mcts-x0bridge`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HavannahSearch {
    /// Havannah's own search.
    Standard,
    /// The root move checked against the opponent's double threats ([`Config::root_check`]).
    RootCheck,
    /// The proof-number solver asked about the root, this many positions a question
    /// ([`Config::root_solve`]); its time comes on top of the playouts.
    RootSolve(u32),
    /// A stone making a two-bridge with its own valued in the priors
    /// ([`crate::engine::mcts::BRIDGE_VARIANT`]).
    Bridge,
}

impl HavannahSearch {
    /// The variant named as `arbiter match` names it, if it is one.
    pub fn parse(name: &str) -> Option<HavannahSearch> {
        match name {
            "mcts" => Some(HavannahSearch::Standard),
            "mcts-x0rc" => Some(HavannahSearch::RootCheck),
            "mcts-x0sv5k" => Some(HavannahSearch::RootSolve(5_000)),
            "mcts-x0bridge" => Some(HavannahSearch::Bridge),
            _ => None,
        }
    }

    /// The search's switches.
    pub fn config(self) -> Config {
        let standard = <Havannah as Searched>::config();
        match self {
            HavannahSearch::Standard => standard,
            HavannahSearch::RootCheck => Config {
                root_check: true,
                ..standard
            },
            HavannahSearch::RootSolve(positions) => Config {
                root_solve: positions,
                ..standard
            },
            HavannahSearch::Bridge => Config {
                variant: crate::engine::mcts::BRIDGE_VARIANT,
                ..standard
            },
        }
    }
}

impl Rules for HavannahRules {
    type Game = Havannah;
    type Engine = ParallelEngine<Havannah>;
    const DEFAULT_SIZE: u32 = 8;

    fn engine(&self, threads: usize) -> ParallelEngine<Havannah> {
        ParallelEngine::with_config(self.search.config(), threads)
    }

    fn new_game(&self, size: u32) -> Result<Havannah, String> {
        if !(MIN_SIDE..=MAX_SEARCH_SIDE).contains(&size) {
            return Err(format!(
                "the board side must be from {MIN_SIDE} to {MAX_SEARCH_SIDE}"
            ));
        }
        Havannah::new(size, self.mode)
            .map(|g| g.with_swap_rule(self.swap))
            .map_err(|e| e.to_string())
    }

    fn colour(text: &str) -> Result<Player, String> {
        match text.to_ascii_lowercase().as_str() {
            "w" | "white" => Ok(Player::First),
            "b" | "black" => Ok(Player::Second),
            _ => Err(format!("`{text}` is not a colour (white or black)")),
        }
    }

    fn vertex(game: &Havannah, text: &str) -> Result<HavannahMove, String> {
        if text.eq_ignore_ascii_case("swap") {
            return Ok(HavannahMove::Swap);
        }
        let (x, y) = split_vertex(text)?;
        let cell = Cell::new(x + 1, y);
        if !game.board().contains(cell) {
            return Err(format!("{text} is off the board"));
        }
        Ok(HavannahMove::Place(cell))
    }

    fn write(mv: &HavannahMove) -> String {
        match mv {
            HavannahMove::Place(cell) => format!("{}{}", letters(cell.x - 1), cell.y),
            HavannahMove::Swap => "swap".into(),
        }
    }

    fn show(game: &Havannah) -> String {
        let board = game.board();
        let m = board.max_coord();
        let mut out = String::new();
        for y in (1..=m).rev() {
            out.push_str(&format!("{y:>3} "));
            out.push_str(&" ".repeat((y as i64 - board.side() as i64).unsigned_abs() as usize));
            for x in 1..=m {
                let cell = Cell::new(x, y);
                if board.contains(cell) {
                    out.push(match game.stone_at(cell).map(|s| s.player) {
                        Some(Player::First) => 'W',
                        Some(Player::Second) => 'B',
                        None => '.',
                    });
                    out.push(' ');
                }
            }
            out.push('\n');
        }
        out.push_str("    ");
        for x in 0..m {
            out.push_str(&format!("{} ", letters(x)));
        }
        out.push_str("\n(columns slant: the letter is x, the number y)");
        out
    }

    fn moves_left(game: &Havannah) -> u64 {
        (game.board().cell_count() - game.stones().count() as u64) / 2 + 1
    }
}

/// Connect's rules for a session: Black first, with or without the pie rule (off by default),
/// and the player: the tree search, or the alpha-beta with leaves judged as `alpha_beta` says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConnectRules {
    /// Whether White may swap as move 2.
    pub pie: bool,
    /// The alpha-beta's judgement, None for the tree search.
    pub alpha_beta: Option<Judge>,
    /// The tree search's knowledge variant when not the standard (`mcts-ahead`: 11), on
    /// one thread.
    pub variant: Option<u8>,
}

impl Rules for ConnectRules {
    type Game = Connect;
    type Engine = Box<dyn Engine<Connect>>;
    const DEFAULT_SIZE: u32 = 12;

    /// The alpha-beta searches on one thread.
    fn engine(&self, threads: usize) -> Box<dyn Engine<Connect>> {
        match self.alpha_beta {
            Some(judge) => Box::new(AlphaBetaEngine::new(AbConfig::new(judge))),
            None => match self.variant {
                Some(variant) => {
                    let config = Config {
                        variant,
                        ..<Connect as Searched>::config()
                    };
                    Box::new(SearchEngine::<Connect>::with_config(config, 1))
                }
                None => Box::new(ParallelEngine::<Connect>::new(threads)),
            },
        }
    }

    fn new_game(&self, size: u32) -> Result<Connect, String> {
        let n = i32::try_from(size).unwrap_or(i32::MAX);
        if !(Connect::MIN_N..=MAX_SEARCH_N).contains(&n) {
            return Err(format!(
                "N must be from {} to {MAX_SEARCH_N}",
                Connect::MIN_N
            ));
        }
        if self.pie {
            Connect::with_pie_rule(n)
        } else {
            Connect::new(n)
        }
        .map_err(|e| e.to_string())
    }

    fn colour(text: &str) -> Result<Player, String> {
        match text.to_ascii_lowercase().as_str() {
            "b" | "black" => Ok(connect::BLACK),
            "w" | "white" => Ok(connect::WHITE),
            _ => Err(format!("`{text}` is not a colour (black or white)")),
        }
    }

    fn vertex(game: &Connect, text: &str) -> Result<connect::Move, String> {
        if text.eq_ignore_ascii_case("swap") {
            return Ok(connect::Move::Swap);
        }
        let (x, y) = split_vertex(text)?;
        let p = Point::new(x as i32, y as i32);
        if !game.contains(p) {
            return Err(format!("{text} is off the board"));
        }
        Ok(connect::Move::Place(p))
    }

    fn write(mv: &connect::Move) -> String {
        match mv {
            connect::Move::Place(p) => format!("{}{}", letters(p.x as u32), p.y),
            connect::Move::Swap => "swap".into(),
        }
    }

    fn show(game: &Connect) -> String {
        let n = game.n();
        let mut out = String::new();
        for y in (0..=n).rev() {
            out.push_str(&format!("{y:>3} "));
            for x in 0..=n {
                let p = Point::new(x, y);
                out.push(match game.peg_at(p).map(|peg| peg.owner) {
                    _ if game.is_corner(p) => ' ',
                    Some(Player::First) => 'B',
                    Some(Player::Second) => 'W',
                    None => '.',
                });
                out.push(' ');
            }
            out.push('\n');
        }
        out.push_str("    ");
        for x in 0..=n {
            out.push_str(&format!("{} ", letters(x as u32)));
        }
        out.push_str(&format!("\n{} links", game.link_count()));
        out
    }

    fn moves_left(game: &Connect) -> u64 {
        let side = (game.n() + 1) as u64;
        (side * side).saturating_sub(game.pegs().count() as u64) / 2 + 1
    }
}

/// The commands, as `list_commands` gives them.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "boardsize",
    "clear_board",
    "play",
    "genmove",
    "undo",
    "time_settings",
    "time_left",
    "showboard",
    "solve",
    "quit",
];

/// `solve`'s budget when none is given, in seconds.
const SOLVE_SECONDS: f64 = 10.0;

/// One GTP session: the rules, the game, its moves for `undo`, the engine and the effort per
/// move.
pub struct Session<R: Rules> {
    rules: R,
    size: u32,
    game: R::Game,
    moves: Vec<<R::Game as Game>::Move>,
    engine: R::Engine,
    /// Flags: milliseconds and playouts per move.
    millis: Option<u64>,
    playouts: Option<u64>,
    /// `time_settings`: main time, byo-yomi time, byo-yomi stones (seconds).
    settings: Option<(u64, u64, u64)>,
    /// `time_left` for the engine's colour: seconds and stones.
    left: Option<(f64, u64)>,
    /// True once `quit` was read.
    pub done: bool,
    /// The last `genmove`'s search, for a log.
    last: Option<SearchLog>,
}

/// What one `genmove` spent and found: a log line's figures (Morat prints its own likewise).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchLog {
    /// Playouts (or nodes) the search spent.
    pub playouts: u64,
    /// Milliseconds from the command to the move.
    pub millis: f64,
    /// The mover's estimated chance of winning with the move.
    pub win_rate: f64,
}

impl<R: Rules> Session<R> {
    /// A session on the default board, spending `millis` and/or `playouts` per move (one
    /// second when neither is given and no time is set).
    pub fn new(rules: R, millis: Option<u64>, playouts: Option<u64>) -> Session<R> {
        let engine = rules.engine(1);
        Session {
            game: rules
                .new_game(R::DEFAULT_SIZE)
                .expect("the default size is valid"),
            rules,
            size: R::DEFAULT_SIZE,
            moves: Vec::new(),
            engine,
            millis,
            playouts,
            settings: None,
            left: None,
            done: false,
            last: None,
        }
    }

    /// The same session searching on `threads` threads (root-parallel trees, merged at the
    /// root).
    pub fn with_threads(mut self, threads: usize) -> Session<R> {
        self.engine = self.rules.engine(threads);
        self
    }

    /// Answers one line of input: the response with its blank line, or None for a line that
    /// holds no command (empty or a comment).
    pub fn handle(&mut self, line: &str) -> Option<String> {
        let clean: String = line
            .split('#')
            .next()
            .unwrap_or("")
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| !c.is_control())
            .collect();
        let mut words = clean.split_whitespace();
        let mut first = words.next()?;
        let mut id = None;
        if first.bytes().all(|b| b.is_ascii_digit()) {
            id = Some(first.to_string());
            first = match words.next() {
                Some(word) => word,
                None => return Some(format!("?{} missing command\n\n", id.unwrap_or_default())),
            };
        }
        let args: Vec<&str> = words.collect();
        let id = id.unwrap_or_default();
        match self.command(first, &args) {
            Ok(text) if text.is_empty() => Some(format!("={id}\n\n")),
            Ok(text) => Some(format!("={id} {text}\n\n")),
            Err(message) => Some(format!("?{id} {message}\n\n")),
        }
    }

    fn command(&mut self, name: &str, args: &[&str]) -> Result<String, String> {
        let arity = |n: usize| {
            if args.len() == n {
                Ok(())
            } else {
                Err(format!(
                    "{name} takes {n} argument{}",
                    if n == 1 { "" } else { "s" }
                ))
            }
        };
        match name {
            "protocol_version" => arity(0).map(|_| "2".into()),
            "name" => arity(0).map(|_| "Arbiter".into()),
            "version" => arity(0).map(|_| env!("CARGO_PKG_VERSION").into()),
            "known_command" => {
                arity(1)?;
                Ok(COMMANDS.contains(&args[0]).to_string())
            }
            "list_commands" => arity(0).map(|_| COMMANDS.join("\n")),
            "quit" => {
                self.done = true;
                Ok(String::new())
            }
            "boardsize" => {
                arity(1)?;
                let size = args[0]
                    .parse::<u32>()
                    .map_err(|_| format!("`{}` is not a board size", args[0]))?;
                self.game = self.rules.new_game(size)?;
                self.size = size;
                self.reset();
                Ok(String::new())
            }
            "clear_board" => {
                arity(0)?;
                self.game = self.rules.new_game(self.size)?;
                self.reset();
                Ok(String::new())
            }
            "play" => {
                arity(2)?;
                let colour = R::colour(args[0])?;
                self.expect_turn(colour, args[0])?;
                if ["pass", "resign"].contains(&args[1].to_ascii_lowercase().as_str()) {
                    return Err(format!("{} is not a move in this game", args[1]));
                }
                let mv = R::vertex(&self.game, args[1])?;
                self.game
                    .try_play(&mv)
                    .map_err(|e| format!("illegal move: {}", e.reason))?;
                self.engine.played(&mv);
                self.moves.push(mv);
                Ok(String::new())
            }
            "genmove" => {
                arity(1)?;
                let colour = R::colour(args[0])?;
                self.expect_turn(colour, args[0])?;
                let clock = Stopwatch::start();
                let budget = self.budget();
                let thought = self
                    .engine
                    .think(&self.game, budget, &clock, &|| false)
                    .ok_or("the engine has no move here")?;
                self.game
                    .try_play(&thought.best)
                    .map_err(|e| format!("the engine's move was refused: {}", e.reason))?;
                self.engine.played(&thought.best);
                self.last = Some(SearchLog {
                    playouts: thought.playouts,
                    millis: clock.elapsed_ms(),
                    win_rate: thought.win_rate,
                });
                let vertex = R::write(&thought.best);
                self.moves.push(thought.best);
                Ok(vertex)
            }
            "undo" => {
                arity(0)?;
                if self.moves.pop().is_none() {
                    return Err("cannot undo: no move played".into());
                }
                let mut game = self.rules.new_game(self.size)?;
                for mv in &self.moves {
                    game.play(mv);
                }
                self.game = game;
                self.engine.clear();
                Ok(String::new())
            }
            "time_settings" => {
                arity(3)?;
                let mut values = [0u64; 3];
                for (value, text) in values.iter_mut().zip(args) {
                    *value = text
                        .parse()
                        .map_err(|_| format!("`{text}` is not a whole number of seconds"))?;
                }
                self.settings = Some((values[0], values[1], values[2]));
                self.left = None;
                Ok(String::new())
            }
            "time_left" => {
                arity(3)?;
                R::colour(args[0])?;
                let seconds: f64 = args[1]
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s >= 0.0)
                    .ok_or(format!("`{}` is not a time in seconds", args[1]))?;
                let stones: u64 = args[2]
                    .parse()
                    .map_err(|_| format!("`{}` is not a number of stones", args[2]))?;
                self.left = Some((seconds, stones));
                Ok(String::new())
            }
            "showboard" => arity(0).map(|_| format!("\n{}", R::show(&self.game))),
            "solve" => {
                if args.len() > 1 {
                    return Err("solve takes at most 1 argument (seconds)".into());
                }
                let seconds = match args.first() {
                    Some(text) => text
                        .parse::<f64>()
                        .ok()
                        .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
                        .ok_or(format!("`{text}` is not a time in seconds"))?,
                    None => SOLVE_SECONDS,
                };
                if self.game.outcome().is_over() {
                    return Err("the game is over".into());
                }
                let budget = Budget {
                    millis: Some((seconds * 1000.0).ceil() as u64),
                    playouts: None,
                };
                let clock = Stopwatch::start();
                let proved = self.engine.prove(&self.game, budget, &clock, &|| false);
                Ok(match proved {
                    None => "unknown".into(),
                    Some((proof, mv)) => {
                        let word = match proof.value {
                            Proved::Win => "win",
                            Proved::Draw => "draw",
                            Proved::Loss => "loss",
                        };
                        match mv {
                            Some(mv) => format!("{word} {} {}", R::write(&mv), proof.positions),
                            None => format!("{word} {}", proof.positions),
                        }
                    }
                })
            }
            _ => Err("unknown command".into()),
        }
    }

    /// The last `genmove`'s search, once: taking it leaves None until the next.
    pub fn take_log(&mut self) -> Option<SearchLog> {
        self.last.take()
    }

    /// The game as the session holds it.
    pub fn game(&self) -> &R::Game {
        &self.game
    }

    fn reset(&mut self) {
        self.moves.clear();
        self.engine.clear();
    }

    fn expect_turn(&self, colour: Player, named: &str) -> Result<(), String> {
        match self.game.outcome() {
            Outcome::Ongoing { to_move } if to_move == colour => Ok(()),
            Outcome::Ongoing { .. } => Err(format!("it is not {named}'s turn")),
            _ => Err("the game is over".into()),
        }
    }

    /// The effort for the next move: the time left shared over the moves the game may still
    /// last (or over the byo-yomi stones), else the main time so shared, else the flags.
    fn budget(&self) -> Budget {
        let moves_left = R::moves_left(&self.game).max(1);
        let share = match (self.left, self.settings) {
            (Some((seconds, stones)), _) if stones > 0 => Some(seconds * 1000.0 / stones as f64),
            (Some((seconds, _)), _) => Some(seconds * 1000.0 / moves_left as f64),
            (None, Some((main, byo, stones))) if main > 0 || byo > 0 => Some(
                main as f64 * 1000.0 / moves_left as f64
                    + if stones > 0 {
                        byo as f64 * 1000.0 / stones as f64
                    } else {
                        0.0
                    },
            ),
            _ => None,
        };
        match share {
            // Keep a margin for the protocol's own round trip.
            Some(ms) => Budget {
                millis: Some((ms * 0.9).max(10.0) as u64),
                playouts: self.playouts,
            },
            None if self.millis.is_none() && self.playouts.is_none() => Budget {
                millis: Some(1000),
                playouts: None,
            },
            None => Budget {
                millis: self.millis,
                playouts: self.playouts,
            },
        }
    }
}
