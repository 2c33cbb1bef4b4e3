//! Canvas views of the games: each draws its board with web-sys, maps a click's position to a
//! move, and describes where the game stands for the page's panels.
//!
//! Every game plugs in as one [`Board`] plus one entry in [`GAMES`]; adding a game touches no
//! other game. Coordinates are CSS pixels from the canvas's top-left corner.

mod connect;
mod gomoku;
mod havannah;
mod nim;
pub mod paint;
mod pins;
pub mod svg;

use crate::game::{Game, History};
use paint::Painter;
use serde::Serialize;
use std::collections::BTreeMap;

/// A game on the page: a position with its history, drawn and clicked.
pub trait Board {
    /// Plays the move under a click. Refused clicks leave the game as it was and say why.
    fn click(&mut self, x: f64, y: f64) -> Result<(), String>;

    /// The pointer moved to (x, y); true when the board should be redrawn.
    fn hover(&mut self, _x: f64, _y: f64) -> bool {
        false
    }

    /// True when the board zooms and pans, so the page keeps wheel and drag gestures for it
    /// even when a zoom limit is reached.
    fn zoomable(&self) -> bool {
        false
    }

    /// Zooms by `factor` around (x, y); true when the board should be redrawn.
    fn zoom(&mut self, _x: f64, _y: f64, _factor: f64) -> bool {
        false
    }

    /// Moves the view by (dx, dy) pixels; true when the board should be redrawn.
    fn pan(&mut self, _dx: f64, _dy: f64) -> bool {
        false
    }

    /// A named command from the page (`undo`, `redo`, or one of the report's actions),
    /// with an optional text argument (a pasted contest case, say).
    fn act(&mut self, action: &str, argument: Option<&str>) -> Result<(), String>;

    /// Draws the board into a `width` × `height` area of CSS pixels.
    fn draw(&mut self, pen: &mut dyn Painter, width: f64, height: f64);

    /// Where the game stands, for the page's panels.
    fn report(&self) -> Report;

    /// The CSS-pixel point a click must hit to play `mv` (written as the move list writes it),
    /// as the board was last drawn; None when no such move is on the board.
    fn locate(&self, mv: &str) -> Option<(f64, f64)>;
}

/// What the page shows beside the board.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    /// Whose turn it is, or that the game is over and who won.
    pub status: String,
    /// Who wins with perfect play, or how the game was won.
    pub verdict: String,
    /// `win` when the player to move wins, `loss` when they lose, `over` when finished.
    pub tone: &'static str,
    /// Figures that back the verdict (the nim-sum, say).
    pub facts: Vec<Fact>,
    /// The winning moves, shown behind the page's hint toggle.
    pub hints: Vec<String>,
    /// A note on the hints (why there are none, or that the list is partial).
    pub hint_note: String,
    /// The moves played, oldest first.
    pub moves: Vec<String>,
    /// Moves that were undone (or queued from a pasted case) and can be redone.
    pub redo: Vec<String>,
    /// Extra buttons the game offers beside undo and redo.
    pub actions: Vec<Action>,
    /// A line about work in progress (a selection not yet played, say).
    pub pending: String,
    pub over: bool,
}

impl Report {
    /// A report whose move list and redo list come from `history`, everything else empty.
    pub fn for_history<G>(history: &History<G>) -> Self
    where
        G: Game + Clone,
        G::Move: std::fmt::Display,
    {
        Report {
            moves: history.moves().iter().map(ToString::to_string).collect(),
            redo: history.redoable().iter().map(ToString::to_string).collect(),
            ..Report::default()
        }
    }
}

/// One labelled figure in the verdict panel.
#[derive(Clone, Debug, Serialize)]
pub struct Fact {
    pub label: String,
    pub value: String,
}

impl Fact {
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> Self {
        Fact {
            label: label.into(),
            value: value.into(),
        }
    }
}

/// A game-specific button.
#[derive(Clone, Debug, Serialize)]
pub struct Action {
    pub id: &'static str,
    pub label: &'static str,
    pub enabled: bool,
    /// When set, the page shows a text box with this placeholder beside the button, and the
    /// button sends the box's text as the action's argument (a contest case to paste, say).
    pub prompt: Option<&'static str>,
}

impl Action {
    /// A plain button.
    pub fn button(id: &'static str, label: &'static str, enabled: bool) -> Self {
        Action {
            id,
            label,
            enabled,
            prompt: None,
        }
    }

    /// A button that sends the text typed into a box shown with it.
    pub fn with_text(id: &'static str, label: &'static str, placeholder: &'static str) -> Self {
        Action {
            id,
            label,
            enabled: true,
            prompt: Some(placeholder),
        }
    }
}

/// An option of a new game, as the page's form shows it.
#[derive(Clone, Debug, Serialize)]
pub struct OptionSpec {
    pub key: &'static str,
    pub label: &'static str,
    /// `int`, `choice` or `text`.
    pub kind: &'static str,
    pub default: String,
    pub min: Option<i64>,
    pub max: Option<i64>,
    /// For `choice`: (value, label) pairs.
    pub choices: Vec<(&'static str, &'static str)>,
    pub help: &'static str,
}

impl OptionSpec {
    pub fn int(key: &'static str, label: &'static str, default: i64, min: i64, max: i64) -> Self {
        OptionSpec {
            key,
            label,
            kind: "int",
            default: default.to_string(),
            min: Some(min),
            max: Some(max),
            choices: Vec::new(),
            help: "",
        }
    }

    pub fn choice(
        key: &'static str,
        label: &'static str,
        choices: Vec<(&'static str, &'static str)>,
    ) -> Self {
        OptionSpec {
            key,
            label,
            kind: "choice",
            default: choices.first().map(|c| c.0.to_string()).unwrap_or_default(),
            min: None,
            max: None,
            choices,
            help: "",
        }
    }

    pub fn text(key: &'static str, label: &'static str, default: &str) -> Self {
        OptionSpec {
            key,
            label,
            kind: "text",
            default: default.to_string(),
            min: None,
            max: None,
            choices: Vec::new(),
            help: "",
        }
    }

    pub fn help(mut self, help: &'static str) -> Self {
        self.help = help;
        self
    }
}

/// The values of a new game's options, as text keyed by option key. Missing keys take the
/// option's default.
pub struct Options {
    values: BTreeMap<String, String>,
    specs: Vec<OptionSpec>,
}

impl Options {
    pub fn new(values: BTreeMap<String, String>, specs: Vec<OptionSpec>) -> Self {
        Options { values, specs }
    }

    fn spec(&self, key: &str) -> &OptionSpec {
        self.specs
            .iter()
            .find(|s| s.key == key)
            .unwrap_or_else(|| panic!("game reads undeclared option `{key}`"))
    }

    /// The option's text, or its default.
    pub fn text(&self, key: &str) -> String {
        self.values
            .get(key)
            .cloned()
            .unwrap_or_else(|| self.spec(key).default.clone())
    }

    /// An `int` option, checked against its declared range.
    pub fn int(&self, key: &str) -> Result<i64, String> {
        let spec = self.spec(key);
        let text = self.text(key);
        let value: i64 = text
            .trim()
            .parse()
            .map_err(|_| format!("{}: `{}` is not a whole number", spec.label, text.trim()))?;
        let (min, max) = (spec.min.unwrap_or(i64::MIN), spec.max.unwrap_or(i64::MAX));
        if value < min || value > max {
            return Err(format!("{}: {value} is outside {min}..={max}", spec.label));
        }
        Ok(value)
    }

    /// A `choice` option, checked against its declared values.
    pub fn choice(&self, key: &str) -> Result<String, String> {
        let spec = self.spec(key);
        let text = self.text(key);
        if spec.choices.iter().any(|c| c.0 == text) {
            Ok(text)
        } else {
            Err(format!(
                "{}: `{text}` is not one of the choices",
                spec.label
            ))
        }
    }
}

/// A game the playground offers.
pub struct GameEntry {
    pub slug: &'static str,
    pub title: &'static str,
    /// One sentence on the rules, shown under the picker.
    pub blurb: &'static str,
    pub options: fn() -> Vec<OptionSpec>,
    pub create: fn(&Options) -> Result<Box<dyn Board>, String>,
}

/// Every game, in the order the picker lists them.
pub static GAMES: &[GameEntry] = &[
    nim::ENTRY,
    pins::ENTRY,
    connect::ENTRY,
    havannah::ENTRY,
    gomoku::ENTRY,
];

/// Starts a game by slug with the given option values.
pub fn create(slug: &str, values: BTreeMap<String, String>) -> Result<Box<dyn Board>, String> {
    let entry = GAMES
        .iter()
        .find(|g| g.slug == slug)
        .ok_or_else(|| format!("unknown game `{slug}`"))?;
    let options = Options::new(values, (entry.options)());
    (entry.create)(&options)
}

/// Core error messages start lower-case; the page shows them as sentences.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Undo or redo on a board's history, with the page's wording for "nothing there".
pub fn step_history<G: Game + Clone>(history: &mut History<G>, back: bool) -> Result<(), String> {
    if back {
        return history
            .undo()
            .then_some(())
            .ok_or_else(|| "There is no move to undo".to_string());
    }
    match history.redo() {
        Ok(true) => Ok(()),
        Ok(false) => Err("There is no move to redo".to_string()),
        Err(err) => Err(sentence(&err.to_string())),
    }
}
