//! The boards of the page: each game's view draws its position through a [`Painter`], maps a
//! click's position to a move, and describes where the game stands for the page's panels.
//!
//! A game joins as one [`View`] (wrapped by [`Played`], which owns the history and the
//! navigation commands) plus one entry in [`GAMES`]; adding a game touches no other game.
//! Nothing here depends on a browser: the canvas painter lives in `web`, and the tests draw
//! through recording painters natively.

mod board;
mod command;
#[cfg(feature = "connect")]
mod connect;
#[cfg(feature = "crosses-and-crosses")]
mod crosses_and_crosses;
#[cfg(feature = "cutting-game")]
mod cutting_game;
#[cfg(feature = "georgia-and-bob")]
mod georgia_and_bob;
#[cfg(feature = "gg-and-mm")]
mod gg_and_mm;
#[cfg(feature = "gomoku")]
mod gomoku;
#[cfg(feature = "havannah")]
mod havannah;
#[cfg(any(feature = "s-nim", feature = "nim-or-not-nim"))]
// Shared by several boards: a module of one of them leaves some of it unused.
#[cfg_attr(not(feature = "impartial"), allow(dead_code))]
mod heaps;
#[cfg(feature = "impartial-board")]
// Shared by the impartial boards: a module of one of them leaves some of it unused.
#[cfg_attr(not(feature = "impartial"), allow(dead_code))]
mod impartial;
#[cfg(feature = "john")]
mod john;
#[cfg(feature = "knights")]
mod knights;
mod line;
// John's board is Nim's, misère.
#[cfg(any(feature = "nim", feature = "john"))]
#[cfg_attr(not(feature = "nim"), allow(dead_code))]
mod nim;
#[cfg(feature = "nim-or-not-nim")]
mod nim_or_not_nim;
#[cfg(feature = "octal")]
mod octal;
mod options;
pub mod paint;
mod played;
#[cfg(feature = "queens")]
mod queens;
mod record;
mod refusal;
mod report;
mod review;
#[cfg(any(feature = "octal", feature = "stripes"))]
mod rows;
#[cfg(feature = "s-nim")]
mod s_nim;
mod session;
#[cfg(any(feature = "queens", feature = "knights"))]
// Shared by several boards: a module of one of them leaves some of it unused.
#[cfg_attr(not(feature = "impartial"), allow(dead_code))]
mod squares;
mod state;
#[cfg(feature = "impartial-board")]
// Shared by the impartial boards: a module of one of them leaves some of it unused.
#[cfg_attr(not(feature = "impartial"), allow(dead_code))]
mod stones;
pub mod stress;
#[cfg(feature = "stripes")]
mod stripes;
pub mod svg;
mod tree;
#[cfg(feature = "triangulation")]
mod triangulation;
mod win_rates;

pub use board::{Acted, Board, Case, Click, JudgeCase, Start, View};
pub use command::{Command, UnknownCommand, NAVIGATION};
pub use line::Entry;
pub use options::{OptionSpec, OptionValues, Options};
pub use paint::Painter;
pub use played::Played;
pub use record::{GameTree, TreeMove};
pub use refusal::{sentence, CaseError, OptionError, Over, Pick, Reason, Refusal};
pub use report::{Action, Fact, Report, Review, Side, Tone};
pub use review::{Judgement, Mistake, MistakeKind};
pub use session::Session;
pub use state::{GameState, StateError, FORMAT, RESERVED_KEYS};
pub use win_rates::{win_rates, WinRateMistake, WinRates, MISTAKE_DROP};

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
    #[cfg(feature = "nim")]
    nim::ENTRY,
    #[cfg(feature = "octal")]
    octal::ENTRY,
    #[cfg(feature = "connect")]
    connect::ENTRY,
    #[cfg(feature = "havannah")]
    havannah::ENTRY,
    #[cfg(feature = "gomoku")]
    gomoku::ENTRY,
    #[cfg(feature = "s-nim")]
    s_nim::ENTRY,
    #[cfg(feature = "nim-or-not-nim")]
    nim_or_not_nim::ENTRY,
    #[cfg(feature = "stripes")]
    stripes::ENTRY,
    #[cfg(feature = "georgia-and-bob")]
    georgia_and_bob::ENTRY,
    #[cfg(feature = "triangulation")]
    triangulation::ENTRY,
    #[cfg(feature = "crosses-and-crosses")]
    crosses_and_crosses::ENTRY,
    #[cfg(feature = "cutting-game")]
    cutting_game::ENTRY,
    #[cfg(feature = "queens")]
    queens::ENTRY,
    #[cfg(feature = "john")]
    john::ENTRY,
    #[cfg(feature = "gg-and-mm")]
    gg_and_mm::ENTRY,
    #[cfg(feature = "knights")]
    knights::ENTRY,
];

/// A game as the picker lists it, with the family (the Cargo feature, and light module) that
/// holds its board.
pub struct Listed {
    /// The game's slug, as in [`GAMES`].
    pub slug: &'static str,
    /// The game's title, as in [`GAMES`].
    pub title: &'static str,
    /// `nim` or the game's own slug: the light module `www/pkg-<family>` (`www/modules.js` maps
    /// games to modules the same way).
    pub family: &'static str,
}

/// Every game of the full build, in [`GAMES`]'s order and whatever the features: a page lists
/// every game before it loads the module of any (tests/views.rs checks it against [`GAMES`]).
pub static LISTING: &[Listed] = &[
    listed("nim", "Nim", "nim"),
    listed("octal", "Octal games (Kayles…)", "octal"),
    listed("connect", "Connect (TwixT-like)", "connect"),
    listed("havannah", "Havannah", "havannah"),
    listed("gomoku", "Gomoku", "gomoku"),
    listed("s-nim", "S-Nim (subtraction sets)", "s-nim"),
    listed(
        "nim-or-not-nim",
        "Nim or not Nim? (Lasker's Nim)",
        "nim-or-not-nim",
    ),
    listed("stripes", "Stripes (bars on a strip)", "stripes"),
    listed(
        "georgia-and-bob",
        "Georgia and Bob (staircase Nim)",
        "georgia-and-bob",
    ),
    listed(
        "triangulation",
        "Triangulation (segments between points)",
        "triangulation",
    ),
    listed(
        "crosses-and-crosses",
        "Crosses and Crosses (Treblecross)",
        "crosses-and-crosses",
    ),
    listed("cutting-game", "Cutting Game (grid paper)", "cutting-game"),
    listed("queens", "Queens (first onto the corner)", "queens"),
    listed("john", "John (misère Nim)", "john"),
    listed("gg-and-mm", "GG and MM (Euclid in every game)", "gg-and-mm"),
    listed("knights", "Knights (every knight moves)", "knights"),
];

const fn listed(slug: &'static str, title: &'static str, family: &'static str) -> Listed {
    Listed {
        slug,
        title,
        family,
    }
}

/// Starts a game by slug with the given option values.
pub fn create(slug: &str, values: impl Into<OptionValues>) -> Result<Box<dyn Board>, Refusal> {
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
