//! One shape for every board on the page: a game's [`View`] says how its position looks and
//! what a click means, and [`Played`] does the rest once for all games — the history, the
//! navigation commands, the move list and the outcome in the report.

use super::paint::Painter;
use super::report::Report;
use crate::game::{Game, History, Refused};

/// A game on the page, as the page (and the tests) drive it. Coordinates are CSS pixels from
/// the drawing area's top-left corner.
pub trait Board {
    /// Acts on a click: plays the move under it, or changes a selection. A refused click leaves
    /// the game as it was and says why.
    fn click(&mut self, x: f64, y: f64) -> Result<(), String>;

    /// The pointer moved to (x, y); true when the board should be redrawn.
    fn hover(&mut self, x: f64, y: f64) -> bool;

    /// True when the board zooms and pans, so the page keeps wheel and drag gestures for it
    /// even when a zoom limit is reached.
    fn zoomable(&self) -> bool;

    /// Zooms by `factor` around (x, y); true when the board should be redrawn.
    fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool;

    /// Moves the view by (dx, dy) pixels; true when the board should be redrawn.
    fn pan(&mut self, dx: f64, dy: f64) -> bool;

    /// A named command: one of [`NAVIGATION`], or one of the report's actions, with an
    /// optional text argument (a pasted contest case, say).
    fn act(&mut self, action: &str, argument: Option<&str>) -> Result<(), String>;

    /// Draws the board into a `width` × `height` area.
    fn draw(&mut self, pen: &mut dyn Painter, width: f64, height: f64);

    /// Where the game stands, for the page's panels.
    fn report(&self) -> Report;

    /// Plays a move written in the move list's notation (`(3, 4)`, `take 2 from heap 1`, …),
    /// as links and saved games replay them.
    fn play(&mut self, notation: &str) -> Result<(), String>;

    /// The move the computer would play here, in the move list's notation; None when this
    /// game has no computer player or the game is over.
    fn suggest(&mut self) -> Option<String>;

    /// Whether the page's "Show winning moves" is on, so the board can mark them.
    fn show_hints(&mut self, on: bool);

    /// The point a click must hit to play or pick `at` — a move, cell or point written as the
    /// board's report writes it — as the board was last drawn; None when it is not on screen.
    fn locate(&self, at: &str) -> Option<(f64, f64)>;
}

/// The commands every board takes through [`Board::act`]: take back a move, play the next
/// undone or queued one, go back to the start or on to the end (keeping every move to redo).
pub const NAVIGATION: [&str; 4] = ["undo", "redo", "start", "end"];

/// What a click on the board does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click<M> {
    /// Play this move.
    Play(M),
    /// Only the view changed (a selection, say).
    Select,
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
/// actions and the words of its report. [`Played`] supplies everything else.
pub trait View {
    /// The game this view shows.
    type Game: Game + Clone;

    /// What a click at (x, y) on `game` does, or why it is refused.
    fn click(
        &mut self,
        game: &Self::Game,
        x: f64,
        y: f64,
    ) -> Result<Click<<Self::Game as Game>::Move>, String>;

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

    /// One of the game's own actions (the navigation commands never reach it). It may change
    /// the view, replace the history (a pasted case), or ask for a move to be played.
    fn act(
        &mut self,
        _history: &mut History<Self::Game>,
        action: &str,
        _argument: Option<&str>,
    ) -> Result<Acted<<Self::Game as Game>::Move>, String> {
        Err(format!("This board has no action `{action}`"))
    }

    /// Draws `game` into a `width` × `height` area, remembering where things went for clicks.
    fn draw(&mut self, game: &Self::Game, pen: &mut dyn Painter, width: f64, height: f64);

    /// Adds the game's verdict, figures, hints and buttons to `report`, which already holds
    /// the status, tone and move lists (see [`Report::new`]).
    fn describe(&self, history: &History<Self::Game>, report: &mut Report);

    /// Whether this game has a computer player ([`View::suggest`]).
    fn has_computer(&self) -> bool {
        false
    }

    /// The move the computer plays in `history`'s position (perfect play where it is known),
    /// or None when it has none.
    fn suggest(&mut self, _history: &History<Self::Game>) -> Option<<Self::Game as Game>::Move> {
        None
    }

    /// The page's "Show winning moves" was turned on or off.
    fn show_hints(&mut self, _on: bool) {}

    /// Where `at` (a move, cell or point as the report writes it) was last drawn.
    fn locate(&self, game: &Self::Game, at: &str) -> Option<(f64, f64)>;

    /// The position changed (a move played, taken back or stepped to, a case loaded): forget
    /// what belonged to the old one.
    fn moved(&mut self, _history: &History<Self::Game>) {}

    /// A refused move in the page's words.
    fn refusal(&self, _game: &Self::Game, err: &Refused<Self::Game>) -> String {
        sentence(&err.to_string())
    }
}

/// A game's view with the game's history: the one [`Board`] every game plays through.
pub struct Played<V: View> {
    view: V,
    history: History<V::Game>,
}

impl<V: View> Played<V> {
    /// `view` showing a game that starts at `start`.
    pub fn new(start: V::Game, view: V) -> Self {
        Played::with_history(History::new(start), view)
    }

    /// `view` showing `history` as it stands.
    pub fn with_history(history: History<V::Game>, mut view: V) -> Self {
        view.moved(&history);
        Played { view, history }
    }

    /// Plays `mv`; a refusal leaves everything as it was.
    fn play_move(&mut self, mv: <V::Game as Game>::Move) -> Result<(), String> {
        if let Err(err) = self.history.try_play(mv) {
            return Err(self.view.refusal(self.history.current(), &err));
        }
        self.view.moved(&self.history);
        Ok(())
    }

    /// Runs a navigation command; None when `action` is not one.
    fn navigate(&mut self, action: &str) -> Option<Result<(), String>> {
        let history = &mut self.history;
        let result = match action {
            "undo" => history
                .undo()
                .then_some(())
                .ok_or_else(|| "There is no move to undo".to_string()),
            "redo" => match history.redo() {
                Ok(true) => Ok(()),
                Ok(false) => Err("There is no move to redo".to_string()),
                Err(err) => Err(self.view.refusal(history.current(), &err)),
            },
            "start" => {
                history.to_start();
                Ok(())
            }
            "end" => history
                .to_end()
                .map(|_| ())
                .map_err(|err| self.view.refusal(history.current(), &err)),
            _ => return None,
        };
        self.view.moved(&self.history);
        Some(result)
    }
}

impl<V: View> Board for Played<V> {
    fn click(&mut self, x: f64, y: f64) -> Result<(), String> {
        match self.view.click(self.history.current(), x, y)? {
            Click::Play(mv) => self.play_move(mv),
            Click::Select => Ok(()),
        }
    }

    fn hover(&mut self, x: f64, y: f64) -> bool {
        self.view.hover(self.history.current(), x, y)
    }

    fn zoomable(&self) -> bool {
        self.view.zoomable()
    }

    fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool {
        self.view.zoom(x, y, factor)
    }

    fn pan(&mut self, dx: f64, dy: f64) -> bool {
        self.view.pan(dx, dy)
    }

    fn act(&mut self, action: &str, argument: Option<&str>) -> Result<(), String> {
        if let Some(result) = self.navigate(action) {
            return result;
        }
        match self.view.act(&mut self.history, action, argument)? {
            Acted::View => Ok(()),
            Acted::History => {
                self.view.moved(&self.history);
                Ok(())
            }
            Acted::Play(mv) => self.play_move(mv),
        }
    }

    fn draw(&mut self, pen: &mut dyn Painter, width: f64, height: f64) {
        self.view.draw(self.history.current(), pen, width, height);
    }

    fn report(&self) -> Report {
        let mut report = Report::new(&self.history);
        report.computer = self.view.has_computer();
        self.view.describe(&self.history, &mut report);
        report
    }

    fn play(&mut self, notation: &str) -> Result<(), String> {
        let mv = notation.parse().map_err(
            |err: <<V::Game as Game>::Move as std::str::FromStr>::Err| sentence(&err.to_string()),
        )?;
        self.play_move(mv)
    }

    fn suggest(&mut self) -> Option<String> {
        if self.history.current().outcome().is_over() {
            return None;
        }
        self.view.suggest(&self.history).map(|mv| mv.to_string())
    }

    fn show_hints(&mut self, on: bool) {
        self.view.show_hints(on);
    }

    fn locate(&self, at: &str) -> Option<(f64, f64)> {
        self.view.locate(self.history.current(), at)
    }
}

/// Core error messages start lower-case; the page shows them as sentences.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
