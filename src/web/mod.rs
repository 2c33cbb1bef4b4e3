//! The `#[wasm_bindgen]` surface: everything the page calls, and nothing else.
//!
//! Results cross to JavaScript as plain objects (JSON text `JSON.parse` reads, see `json`; the
//! computer players' figures through serde-wasm-bindgen); every failure comes back
//! as a `JsError` carrying a sentence a person can read: the view layer's typed refusals
//! become their messages here, and only here. Nothing here panics on bad input.

mod canvas;
#[cfg(feature = "engines")]
mod engine;
#[cfg(feature = "explorer")]
mod explorer;
mod json;
#[cfg(feature = "judges")]
mod judging;

#[cfg(feature = "engines")]
pub use engine::{analyse, think, win_rates};
#[cfg(feature = "explorer")]
pub use explorer::{explorer_games, Explorer};
#[cfg(feature = "judges")]
pub use judging::{check_chunks, guess_problem, judge_chunks};

#[cfg(feature = "playground")]
use crate::judges;
use crate::view::{self, Board, Refusal};
use canvas::{css_colours, CanvasPainter};
use json::to_js;
#[cfg(any(feature = "playground", feature = "judges"))]
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// Runs when the module loads: panics, which would be bugs, reach the console with a message.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

#[cfg(feature = "playground")]
#[derive(Serialize)]
struct GameInfo {
    slug: &'static str,
    title: &'static str,
    /// The light module that holds the game (`nim`, `impartial`, `havannah`, …).
    family: &'static str,
    /// The rules' sentence and the options: null for a game this build does not hold.
    blurb: Option<&'static str>,
    options: Option<Vec<view::OptionSpec>>,
}

/// Every game the playground offers, in picker order, whichever games this build holds: each
/// with its family, and with its blurb and options when the build holds it (else null).
#[cfg(feature = "playground")]
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    let games: Vec<GameInfo> = view::LISTING
        .iter()
        .map(|listed| {
            let entry = view::GAMES.iter().find(|g| g.slug == listed.slug);
            GameInfo {
                slug: listed.slug,
                title: listed.title,
                family: listed.family,
                blurb: entry.map(|g| g.blurb),
                options: entry.map(|g| (g.options)()),
            }
        })
        .collect();
    to_js(&games)
}

#[cfg(feature = "playground")]
#[derive(Serialize)]
struct ProblemInfo {
    slug: &'static str,
    title: &'static str,
    /// The spec's sample input.
    sample: &'static str,
}

/// The judge problems, in the order the page lists them.
#[cfg(feature = "playground")]
#[wasm_bindgen]
pub fn problems() -> Result<JsValue, JsError> {
    let list: Vec<ProblemInfo> = judges::LISTING
        .iter()
        .map(|p| ProblemInfo {
            slug: p.slug,
            title: p.title,
            sample: p.sample_input,
        })
        .collect();
    to_js(&list)
}

#[cfg(feature = "judges")]
#[derive(Serialize)]
struct JudgeOutcome {
    /// The answers of every complete case.
    output: String,
    /// Why judging stopped early (with line and column), if it did.
    error: Option<String>,
}

/// Judges a whole input, as `arbiter judge` does. An unknown problem is an error; bad input
/// is not: its message comes back in `error`, beside the answers printed before it.
#[cfg(feature = "judges")]
#[wasm_bindgen]
pub fn judge(problem: &str, input: &str) -> Result<JsValue, JsError> {
    let problem = judges::find(problem).map_err(|e| JsError::new(&e.to_string()))?;
    let outcome = match problem.run_str(input) {
        Ok(output) => JudgeOutcome {
            output,
            error: None,
        },
        Err((output, err)) => JudgeOutcome {
            output,
            error: Some(err.to_string()),
        },
    };
    to_js(&outcome)
}

/// One game on the page: the board, its history, and how it was last drawn.
#[wasm_bindgen]
pub struct Playground {
    session: view::Session,
}

#[cfg(feature = "playground")]
#[derive(Serialize)]
struct JudgeCaseInfo {
    problem: &'static str,
    input: String,
}

#[cfg(feature = "playground")]
/// Option values as a plain object, in the game's order.
struct OptionList(Vec<(String, String)>);

#[cfg(feature = "playground")]
impl Serialize for OptionList {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

impl Playground {
    fn board(&mut self) -> &mut dyn Board {
        self.session.board_mut()
    }
}

/// A refusal as the page shows it: its sentence.
fn refused(refusal: Refusal) -> JsError {
    JsError::new(&refusal.to_string())
}

/// Option values from JavaScript: an object of key to text, or nothing (every default). Read
/// by hand, not by serde-wasm-bindgen, whose refusals bring float printing into the module.
fn option_values(options: &JsValue) -> Result<view::OptionValues, JsError> {
    let refuse = |why: String| JsError::new(&format!("options must map names to text: {why}"));
    if options.is_undefined() || options.is_null() {
        return Ok(view::OptionValues::new());
    }
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Err(refuse("they are not an object".into()));
    }
    let mut values = view::OptionValues::new();
    for entry in js_sys::Object::entries(options.unchecked_ref()).iter() {
        let entry: js_sys::Array = entry.unchecked_into();
        let key = entry.get(0).as_string().unwrap_or_default();
        let value = entry
            .get(1)
            .as_string()
            .ok_or_else(|| refuse(format!("the value of `{key}` is not a text")))?;
        values.insert(key, value);
    }
    Ok(values)
}

/// A count from JavaScript: whole and not negative, or refused by name.
fn count(value: f64, what: &str) -> Result<usize, JsError> {
    if value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= 1e15 {
        Ok(value as usize)
    } else {
        // JavaScript's own text for the number it passed (Rust's would bring float printing).
        let text = js_sys::Number::from(value)
            .to_string_with_radix(10)
            .map_or_else(|_| String::new(), String::from);
        Err(JsError::new(&format!(
            "{what} must be a whole number, not {text}"
        )))
    }
}

#[wasm_bindgen]
impl Playground {
    /// Starts `game` with `options` (an object of option key to text; missing keys take
    /// their defaults).
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, options: JsValue) -> Result<Playground, JsError> {
        let values = option_values(&options)?;
        let session = view::Session::new(game, values).map_err(refused)?;
        Ok(Playground { session })
    }

    /// Opens a game from a link (the part of the address after `#`, `v=1&game=…`), replaying
    /// its moves; a damaged link throws what is wrong with it.
    #[cfg(feature = "extras")]
    pub fn open(link: &str) -> Result<Playground, JsError> {
        view::GameState::from_link(link)
            .and_then(|state| view::Session::open(&state))
            .map(|session| Playground { session })
            .map_err(|err| JsError::new(&format!("The link cannot be opened: {err}")))
    }

    /// Opens a game saved as text ([`Playground::text`]) or a record (SGF, PSQ); a file that does not read throws
    /// the line and what is wrong.
    #[cfg(feature = "extras")]
    pub fn import(text: &str) -> Result<Playground, JsError> {
        #[cfg(feature = "records")]
        let session = view::Session::import(text);
        #[cfg(not(feature = "records"))]
        let session = match crate::records::Format::detect(text) {
            Some(_) => {
                return Err(JsError::new(
                    "The game cannot be imported: this board module reads games saved by Arbiter; \
                     records (SGF, PSQ) open in the full package (pkg/arbiter.js)",
                ))
            }
            None => view::GameState::from_text(text).and_then(|state| view::Session::open(&state)),
        };
        session
            .map(|session| Playground { session })
            .map_err(|err| JsError::new(&format!("The game cannot be imported: {err}")))
    }

    /// The game as a link: what follows `#` in an address that reopens it. Its length grows
    /// with the moves; save it when the page is idle, not on every click.
    pub fn link(&self) -> String {
        self.session.state().to_link()
    }

    /// The game as a text file: tags for the game and its options, then one move a line.
    pub fn text(&self) -> String {
        self.session.state().to_text(self.session.title())
    }

    /// The game's line as a record, `format` `sgf` or `psq`; a game the format cannot hold
    /// throws why.
    #[cfg(feature = "records")]
    pub fn record(&self, format: &str) -> Result<String, JsError> {
        let format = match format {
            "sgf" => crate::records::Format::Sgf,
            "psq" => crate::records::Format::Psq,
            other => {
                return Err(JsError::new(&format!(
                    "there is no record format `{other}`"
                )))
            }
        };
        self.session
            .record(format)
            .map_err(|err| JsError::new(&err.to_string()))
    }

    /// The record formats the game shown can be saved in (`sgf`, `psq`), for the buttons. In
    /// every build (a short list per game), so that the page need not fetch the full package
    /// to know which buttons to show; `record` itself is in builds with `records`.
    #[cfg(feature = "playground")]
    pub fn record_formats(&self) -> Result<JsValue, JsError> {
        let names: Vec<&str> = self
            .session
            .record_formats()
            .into_iter()
            .map(|format| match format {
                crate::records::Format::Sgf => "sgf",
                crate::records::Format::Psq => "psq",
            })
            .collect();
        to_js(&names)
    }

    /// The game's slug.
    pub fn game(&self) -> String {
        self.session.slug().to_string()
    }

    /// Every option's value, as an object of key to text (the options form shows them).
    #[cfg(feature = "playground")]
    pub fn options(&self) -> Result<JsValue, JsError> {
        to_js(&OptionList(self.session.options()))
    }

    /// Plays the move under a click at CSS pixel (x, y) and returns the new report; a refused
    /// click throws the reason and leaves the game as it was.
    pub fn click(&mut self, x: f64, y: f64) -> Result<JsValue, JsError> {
        self.board().click(x, y).map_err(refused)?;
        self.report()
    }

    /// The pointer moved; true when the board wants redrawing.
    pub fn hover(&mut self, x: f64, y: f64) -> bool {
        self.board().hover(x, y)
    }

    /// True when the board zooms and pans (wheel, pinch and drag belong to it).
    pub fn zoomable(&self) -> bool {
        self.session.board().zoomable()
    }

    /// Zooms by `factor` around (x, y); true when the board wants redrawing.
    pub fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool {
        factor.is_finite() && factor > 0.0 && self.board().zoom(x, y, factor)
    }

    /// Pans by (dx, dy) pixels; true when the board wants redrawing.
    pub fn pan(&mut self, dx: f64, dy: f64) -> bool {
        self.board().pan(dx, dy)
    }

    /// Runs an action named by its id (`undo`, `redo`, or one the report lists) and returns
    /// the report.
    pub fn act(&mut self, action: &str, argument: Option<String>) -> Result<JsValue, JsError> {
        self.board()
            .act_by_id(action, argument.as_deref())
            .map_err(refused)?;
        self.report()
    }

    /// Plays a move written in the move list's notation and returns the new report; a move that
    /// does not read or is illegal throws the reason and leaves the game as it was.
    pub fn play(&mut self, notation: &str) -> Result<JsValue, JsError> {
        self.board().play(notation).map_err(refused)?;
        self.report()
    }

    /// Shows the position after the first `ply` moves of the line (every move is kept) and
    /// returns its report.
    pub fn go_to(&mut self, ply: f64) -> Result<JsValue, JsError> {
        let ply = count(ply, "a position in the move list")?;
        self.board().go_to(ply).map_err(refused)?;
        self.report()
    }

    /// Takes variation `choice` (0: the main move; an index into the entry's `alternatives`)
    /// in place of move `ply` of the line, shows the position after it and returns the report.
    pub fn variation(&mut self, ply: f64, choice: f64) -> Result<JsValue, JsError> {
        let ply = count(ply, "a position in the move list")?;
        let choice = count(choice, "a variation")?;
        self.board().variation(ply, choice).map_err(refused)?;
        self.report()
    }

    /// Moves `from..to` of the line, each `{ number, move, by, verdict, tone, played,
    /// current }`, with `comment`, `alternatives` (every move played from the position before,
    /// the main one first) and `choice` (which of them it is) when it has them: the move list
    /// a window at a time.
    #[cfg(feature = "playground")]
    pub fn entries(&self, from: f64, to: f64) -> Result<JsValue, JsError> {
        let (from, to) = (count(from, "from")?, count(to, "to")?);
        to_js(&self.session.board().entries(from, to))
    }

    /// Moves `from..to` of the line in the move list's notation.
    pub fn moves(&self, from: f64, to: f64) -> Result<Vec<String>, JsError> {
        let (from, to) = (count(from, "from")?, count(to, "to")?);
        Ok(self.session.board().moves(from, to))
    }

    /// How many moves at the head of the line are those it had when a report gave
    /// `revision`: what a page keeps of the moves it already fetched.
    pub fn line_kept(&self, revision: f64) -> Result<usize, JsError> {
        let revision = count(revision, "a revision")?;
        Ok(self.session.board().line_kept(revision as u64))
    }

    /// The move the computer would play, in the move list's notation; undefined when the game
    /// has no computer player or is over.
    #[cfg(feature = "playground")]
    pub fn suggest(&mut self) -> Option<String> {
        self.board().suggest()
    }

    /// Tells the board whether the page shows the winning moves, so it can mark them (redraw
    /// afterwards).
    pub fn show_hints(&mut self, on: bool) {
        self.board().show_hints(on);
    }

    /// Where the game stands: status, verdict, facts, hints, counts of moves, actions. Its
    /// cost does not grow with the number of moves.
    pub fn report(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.board().report())
    }

    /// The position shown as a contest judge's input, `{ problem, input }`; throws why when
    /// the game or position has none.
    #[cfg(feature = "playground")]
    pub fn judge_case(&self) -> Result<JsValue, JsError> {
        let case = self.session.board().judge_case().map_err(refused)?;
        to_js(&JudgeCaseInfo {
            problem: case.problem,
            input: case.input,
        })
    }

    /// Draws the board, sizing the canvas's backing store to its CSS size and the device's
    /// pixel ratio so lines stay sharp, in the colours the page's CSS gives (`--arbiter-board`,
    /// …; see canvas.rs).
    pub fn render(&mut self, canvas: &HtmlCanvasElement) -> Result<(), JsError> {
        let width = f64::from(canvas.client_width().max(1));
        let height = f64::from(canvas.client_height().max(1));
        let ratio = web_sys::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .max(1.0);
        let (px_width, px_height) = (
            (width * ratio).round() as u32,
            (height * ratio).round() as u32,
        );
        if canvas.width() != px_width || canvas.height() != px_height {
            canvas.set_width(px_width);
            canvas.set_height(px_height);
        }
        let ctx = canvas
            .get_context("2d")
            .map_err(|_| JsError::new("the canvas has no 2d context"))?
            .ok_or_else(|| JsError::new("the canvas has no 2d context"))?
            .dyn_into::<CanvasRenderingContext2d>()
            .map_err(|_| JsError::new("the canvas has no 2d context"))?;
        ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0)
            .map_err(|_| JsError::new("cannot scale the canvas"))?;
        self.board().draw(
            &mut CanvasPainter::new(&ctx, css_colours(canvas)),
            width,
            height,
        );
        Ok(())
    }

    /// The board as an SVG picture of `width` × `height` CSS pixels (for export). Clicks map to
    /// that drawing until the board is rendered again.
    #[cfg(feature = "extras")]
    pub fn svg(&mut self, width: f64, height: f64) -> Result<String, JsError> {
        if !(width.is_finite() && height.is_finite() && width >= 1.0 && height >= 1.0) {
            return Err(JsError::new("an SVG needs a finite size of at least 1 × 1"));
        }
        Ok(view::export_svg(self.board(), width, height))
    }

    /// The cell or point drawn nearest (x, y), named as `locate` reads it; `undefined` for
    /// boards without named cells or off the board.
    pub fn name_at(&self, x: f64, y: f64) -> Option<String> {
        self.session.board().name_at(x, y)
    }

    /// The CSS-pixel point to click to play `mv` (written as the move list writes it), as
    /// last drawn; undefined when there is none. For tests and embedding pages.
    pub fn locate(&self, mv: &str) -> Option<Vec<f64>> {
        self.session.board().locate(mv).map(|(x, y)| vec![x, y])
    }
}
