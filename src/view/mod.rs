//! The boards of the page: each game's view draws its position through a [`Painter`], maps a
//! click's position to a move, and describes where the game stands for the page's panels.
//!
//! A game joins as one [`View`] (wrapped by [`Played`], which owns the history and the
//! navigation commands) plus one entry in [`GAMES`]; adding a game touches no other game.
//! Nothing here depends on a browser: the canvas painter lives in `web`, and the tests draw
//! through recording painters natively.

mod board;
mod command;
mod connect;
mod crosses_and_crosses;
mod cutting_game;
mod georgia_and_bob;
mod gg_and_mm;
mod gomoku;
mod havannah;
mod heaps;
mod impartial;
mod john;
mod knights;
mod line;
mod nim;
mod nim_or_not_nim;
mod octal;
mod options;
pub mod paint;
mod played;
mod queens;
mod record;
mod refusal;
mod report;
mod s_nim;
mod session;
mod squares;
mod state;
mod stones;
pub mod stress;
mod stripes;
pub mod svg;
mod tree;
mod triangulation;

pub use board::{Acted, Board, Case, Click, JudgeCase, Start, View};
pub use command::{Command, UnknownCommand, NAVIGATION};
pub use line::Entry;
pub use options::{OptionSpec, Options};
pub use paint::Painter;
pub use played::Played;
pub use record::{GameTree, TreeMove};
pub use refusal::{sentence, CaseError, OptionError, Over, Pick, Reason, Refusal};
pub use report::{Action, Fact, Report, Side, Tone};
pub use session::Session;
pub use state::{GameState, StateError, FORMAT, RESERVED_KEYS};

use std::collections::BTreeMap;

/// A game the playground offers.
pub struct GameEntry {
    /// The name in links and the picker's value, e.g. `havannah`.
    pub slug: &'static str,
    /// The name in the picker.
    pub title: &'static str,
    /// One sentence on the rules, shown under the picker.
    pub blurb: &'static str,
    /// The options of a new game, for the form.
    pub options: fn() -> Vec<OptionSpec>,
    /// Starts a game with the given option values, or says which value is wrong.
    pub create: fn(&Options) -> Result<Box<dyn Board>, OptionError>,
}

/// Every game, in the order the picker lists them.
pub static GAMES: &[GameEntry] = &[
    nim::ENTRY,
    octal::ENTRY,
    connect::ENTRY,
    havannah::ENTRY,
    gomoku::ENTRY,
    s_nim::ENTRY,
    nim_or_not_nim::ENTRY,
    stripes::ENTRY,
    georgia_and_bob::ENTRY,
    triangulation::ENTRY,
    crosses_and_crosses::ENTRY,
    cutting_game::ENTRY,
    queens::ENTRY,
    john::ENTRY,
    gg_and_mm::ENTRY,
    knights::ENTRY,
];

/// Starts a game by slug with the given option values.
pub fn create(slug: &str, values: BTreeMap<String, String>) -> Result<Box<dyn Board>, Refusal> {
    let entry = GAMES
        .iter()
        .find(|g| g.slug == slug)
        .ok_or_else(|| Refusal::UnknownGame {
            slug: slug.to_string(),
        })?;
    let options = Options::new(values, (entry.options)());
    Ok((entry.create)(&options)?)
}

/// The board drawn as an SVG picture of `width` × `height` pixels. Clicks map to this drawing
/// until the board is drawn again.
pub fn export_svg(board: &mut dyn Board, width: f64, height: f64) -> String {
    let mut svg = svg::SvgPainter::new(width, height);
    board.draw(&mut svg, width, height);
    svg.finish()
}
