//! One shape for every board on the page: a game's [`View`] says how its position looks and
//! what a click means, and [`super::Played`] does the rest once for all games — the history,
//! the navigation commands, the move list and the outcome in the report.

use super::command::Command;
#[cfg(feature = "playground")]
use super::line::Entry;
use super::paint::Painter;
use super::record::GameTree;
use super::refusal::{Reason, Refusal};
use super::report::Report;
use crate::engine::{Analysis, Asked, Clock, Engine, Level, Thought};
use crate::game::{Game, History, Refused};
use std::str::FromStr;

/// A game on the page, as the page (and the tests) drive it. Coordinates are CSS pixels from
/// the drawing area's top-left corner.
pub trait Board {
    /// Acts on a click: plays the move under it, or changes a selection. A refused click leaves
    /// the game as it was and says why.
    fn click(&mut self, x: f64, y: f64) -> Result<(), Refusal>;

    /// The pointer moved to (x, y); true when the board should be redrawn.
    fn hover(&mut self, x: f64, y: f64) -> bool;

    /// True when the board zooms and pans, so the page keeps wheel and drag gestures for it
    /// even when a zoom limit is reached.
    fn zoomable(&self) -> bool;

    /// Zooms by `factor` around (x, y); true when the board should be redrawn.
    fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool;

    /// Moves the view by (dx, dy) pixels; true when the board should be redrawn.
    fn pan(&mut self, dx: f64, dy: f64) -> bool;

    /// A command: one of [`super::NAVIGATION`], or one of the report's actions, with an
    /// optional text argument (a pasted contest case, say).
    fn act(&mut self, command: Command, argument: Option<&str>) -> Result<(), Refusal>;

    /// The command named `id` as links, the page and the JavaScript API name it (see
    /// [`Command::id`]); an id that names no command is refused in the board's words.
    fn act_by_id(&mut self, id: &str, argument: Option<&str>) -> Result<(), Refusal>;

    /// Draws the board into a `width` × `height` area.
    fn draw(&mut self, pen: &mut dyn Painter, width: f64, height: f64);

    /// Where the game stands, for the page's panels.
    fn report(&self) -> Report;

    /// Plays a move written in the move list's notation (`(3, 4)`, `take 2 from heap 1`, …),
    /// as links and saved games replay them.
    fn play(&mut self, notation: &str) -> Result<(), Refusal>;

    /// The move the computer would play here, in the move list's notation; None when this
    /// game has no computer player or the game is over.
    fn suggest(&mut self) -> Option<String>;

    /// Searches the current position with the game's engine (the partisan games, where perfect
    /// play is not known), within `level`'s budget as `clock` measures it, stopping early when
    /// `stop` says so. Moves come in the move list's notation; None when this game has no
    /// engine or the game is over.
    fn think(
        &mut self,
        level: Level,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<String>>;

    /// Analyses the current position with the game's engine within `asked`: the best
    /// candidates' lines, each snapshot handed to `report` as the search deepens, moves in the
    /// move list's notation. None when the engine keeps no per-candidate lines (the page then
    /// falls back to [`Board::think`]) or the game is over.
    fn analyse(
        &mut self,
        asked: Asked,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(&Analysis<String>),
    ) -> Option<Analysis<String>>;

    /// Gives the game's engine the random seed `seed`, so that several workers searching the
    /// same position grow different trees; nothing for games without an engine.
    fn reseed_engine(&mut self, seed: u64);

    /// Whether the page's "Show winning moves" is on, so the board can mark them.
    fn show_hints(&mut self, on: bool);

    /// The point a click must hit to play or pick `at` — a move, cell or point written as the
    /// board's report writes it — as the board was last drawn; None when it is not on screen,
    /// or before the board's first drawing.
    fn locate(&self, at: &str) -> Option<(f64, f64)>;

    /// The cell or point drawn nearest (x, y), named as [`Board::locate`] reads it; None for
    /// boards without named cells, or off the board. The keyboard cursor starts from it.
    fn name_at(&self, x: f64, y: f64) -> Option<String>;

    /// Moves `from..to` of the line (cut to its length), each with who played it and the
    /// verdict after it: the move list, a window at a time, at a cost that does not grow with
    /// the rest of the line. The playground's move list only (feature `playground`).
    #[cfg(feature = "playground")]
    fn entries(&self, from: usize, to: usize) -> Vec<Entry>;

    /// How many moves of the line are applied: the position shown comes after them.
    fn ply(&self) -> usize;

    /// Moves `from..to` of the line (cut to its length) in the move list's notation.
    fn moves(&self, from: usize, to: usize) -> Vec<String>;

    /// How many moves at the head of the line are the moves it had when a report gave
    /// `revision`: a page that kept them need only fetch the rest.
    fn line_kept(&self, revision: u64) -> usize;

    /// Shows the position after the first `ply` moves of the line, keeping every move to
    /// step to again (the move list's entries, Home and End).
    fn go_to(&mut self, ply: usize) -> Result<(), Refusal>;

    /// Takes alternative `choice` (0: the main move; see [`Entry::alternatives`]) in place of
    /// move `ply` of the line: the line goes on through it and its main continuation, and the
    /// position after it is shown.
    fn variation(&mut self, ply: usize, choice: usize) -> Result<(), Refusal>;

    /// Every move played, with its variations and comments, and the line shown through them
    /// (as [`super::GameState::line`] holds it). Its cost grows with the moves.
    fn record(&self) -> (GameTree, Vec<(usize, usize)>);

    /// How to re-create the line's start position when the options the board was created
    /// with no longer say (a pasted case replaced the game); None when they still do.
    fn start(&self) -> Option<Start>;

    /// The position shown as a case in its contest judge's input format, or why there is none.
    fn judge_case(&self) -> Result<JudgeCase, Refusal>;
}

/// Where a line starts, for links and saved games, when a pasted case moved it away from the
/// options the board was created with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Start {
    /// Option values that replace those the board was created with.
    pub options: Vec<(&'static str, String)>,
    /// A case in the game's judge format, loaded through the board's `load` action after the
    /// board is created with those options: a start position no moves lead to.
    pub case: Option<String>,
}

/// A position written for a contest judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeCase {
    /// The judge problem's slug (`arbiter judge <problem>`).
    pub problem: &'static str,
    /// A whole judge input holding the one case, ready for the judge.
    pub input: String,
}

/// What a click on the board does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click<M> {
    /// Play this move.
    Play(M),
    /// Only the view changed (a selection, say).
    Select,
}

/// A pasted contest case as a board reads it ([`View::read_case`]): the line it starts, and
/// the options that start it again.
pub struct Case<G: Game + Clone> {
    /// The case's position, with any moves it lists queued to step through.
    pub history: History<G>,
    /// Option values that start the same position, for links (see [`Start`]); none when
    /// [`View::start`] words the start from the history itself.
    pub options: Vec<(&'static str, String)>,
}

impl<G: Game + Clone> Case<G> {
    /// A case that is a start position, which `options` start again.
    pub fn new(start: G, options: Vec<(&'static str, String)>) -> Self {
        Case {
            history: History::new(start),
            options,
        }
    }
}

/// What one of a game's own actions did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Acted<M> {
    /// Only the view changed (a toggle, a selection cleared).
    View,
    /// The history was replaced (a pasted case loaded, say).
    History,
    /// Play this move (a swap, a selection).
    Play(M),
}

/// The part of a board that belongs to one game: its picture, what clicks mean, its own
/// actions and the words of its report. [`super::Played`] supplies everything else.
pub trait View {
    /// The game this view shows: its refusals become a [`Reason`], and text that does not
    /// read as its move a [`Refusal`].
    type Game: Game<Refusal: Into<Reason>, Move: FromStr<Err: Into<Refusal>>> + Clone;

    /// The board as a refused command names it, with its verb (`Nim has`, `Octal games have`).
    const BOARD: &'static str = "This board has";

    /// What a click at (x, y) on `game` does, or why it is refused.
    fn click(
        &mut self,
        game: &Self::Game,
        x: f64,
        y: f64,
    ) -> Result<Click<<Self::Game as Game>::Move>, Refusal>;

    /// The pointer moved to (x, y) (or left the area, as a point outside it); true when the
    /// board should be redrawn.
    fn hover(&mut self, _game: &Self::Game, _x: f64, _y: f64) -> bool {
        false
    }

    /// True when the view zooms and pans.
    fn zoomable(&self) -> bool {
        false
    }

    /// Zooms by `factor` around (x, y); true when the board should be redrawn.
    fn zoom(&mut self, _x: f64, _y: f64, _factor: f64) -> bool {
        false
    }

    /// Moves the view by (dx, dy); true when the board should be redrawn.
    fn pan(&mut self, _dx: f64, _dy: f64) -> bool {
        false
    }

    /// One of the game's own actions: the navigation commands, `load`, `play` and `clear`
    /// never reach it (see [`View::read_case`], [`View::selection`] and [`View::clear`]). It
    /// may change the view, replace the history (the next dataset), or ask for a move to be
    /// played.
    fn act(
        &mut self,
        _history: &mut History<Self::Game>,
        command: Command,
        _argument: Option<&str>,
    ) -> Result<Acted<<Self::Game as Game>::Move>, Refusal> {
        Err(Self::unavailable(command))
    }

    /// The refusal of a command this board does not take, naming the board.
    fn unavailable(command: Command) -> Refusal {
        Refusal::Unavailable {
            board: Self::BOARD,
            command,
        }
    }

    /// A pasted contest case (the `load` command) read as the line it starts, or why it does
    /// not read; boards without cases refuse it.
    fn read_case(&mut self, _game: &Self::Game, _text: &str) -> Result<Case<Self::Game>, Refusal> {
        Err(Self::unavailable(Command::Load))
    }

    /// The move put together by clicks (a selection, a turn), for the `play` command; boards
    /// that play every click at once refuse it.
    fn selection(&self) -> Result<<Self::Game as Game>::Move, Refusal> {
        Err(Self::unavailable(Command::Play))
    }

    /// Forgets the selection or the turn put together by clicks, as the `clear` command and
    /// every change of position do; false for boards that have none (they refuse `clear`).
    fn clear(&mut self) -> bool {
        false
    }

    /// Draws `game` into a `width` × `height` area, remembering where things went for clicks;
    /// `hints` when the page's "Show winning moves" is on, to mark them.
    fn draw(
        &mut self,
        game: &Self::Game,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        hints: bool,
    );

    /// Adds the game's verdict, figures, hints and buttons to `report`, which already holds
    /// the status, tone and move lists (see [`Report::new`]).
    fn describe(&self, history: &History<Self::Game>, report: &mut Report);

    /// Whether the player who just moved into `history`'s position still has the forced win
    /// the verdict before the move showed, where the verdict now (for the opponent) cannot say:
    /// false, the default, judges the move as missing it. Only asked then, so a board may
    /// search here (Gomoku follows a four's forced reply).
    fn keeps_win(&self, _history: &History<Self::Game>) -> bool {
        false
    }

    /// Whether this game has a computer player ([`View::suggest`]).
    const COMPUTER: bool = false;

    /// Whether this game knows winning moves, so the page offers to show them.
    const HINTS: bool = true;

    /// The move the computer plays in `history`'s position (perfect play where it is known),
    /// or None when it has none.
    fn suggest(&mut self, _history: &History<Self::Game>) -> Option<<Self::Game as Game>::Move> {
        None
    }

    /// The game's engine, which [`Board::think`] searches with; None when the game has none.
    fn engine(&mut self) -> Option<&mut dyn Engine<Self::Game>> {
        None
    }

    /// Where `at` (a move, cell or point as the report writes it) was last drawn.
    fn locate(&self, game: &Self::Game, at: &str) -> Option<(f64, f64)>;

    /// The cell or point drawn nearest (x, y), named as `locate` reads it (boards with named
    /// cells only).
    fn name_at(&self, _game: &Self::Game, _x: f64, _y: f64) -> Option<String> {
        None
    }

    /// The position changed (a move played, taken back or stepped to, a case loaded): forget
    /// what belonged to the old one.
    fn moved(&mut self, _history: &History<Self::Game>) {}

    /// A refused move as the board reports it.
    fn refusal(&self, _game: &Self::Game, err: Refused<Self::Game>) -> Refusal {
        Refusal::illegal(err)
    }

    /// How to re-create `history`'s start when the board words it from the history itself
    /// (see [`Start`]); None, the default, leaves it to the options of the last pasted case, if
    /// any ([`Case::options`]).
    fn start(&self, _history: &History<Self::Game>) -> Option<Start> {
        None
    }

    /// `history`'s position as a case for the game's contest judge, or why there is none.
    fn judge_case(&self, _history: &History<Self::Game>) -> Result<JudgeCase, Refusal> {
        Err(Refusal::NoJudge)
    }
}
