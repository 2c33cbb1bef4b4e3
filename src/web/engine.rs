//! The computer player for the page's worker: a position arrives as a link (the same text the
//! address bar and autosave hold), the board's engine searches it, and the thought goes back
//! as a plain object. The worker runs it off the page's thread, so the board never waits.

use crate::engine::{Asked, Budget, Clock, Level, Proved};
use crate::view::{win_rates as line_win_rates, GameState, Session};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A thought or its figures as plain objects. They go through serde-wasm-bindgen, not the
/// JSON the boards' reports take (`super::json`): a win rate is a float, and one that is not
/// finite stays a number here.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// Milliseconds by the browser's wall clock since the search began.
struct DateClock(f64);

impl Clock for DateClock {
    fn elapsed_ms(&self) -> f64 {
        js_sys::Date::now() - self.0
    }
}

#[derive(Serialize)]
struct ThoughtInfo {
    best: String,
    win_rate: f64,
    line: Vec<String>,
    win_in: Option<u32>,
    playouts: u64,
    millis: f64,
    /// `win`, `draw` or `loss` for the side to move when the solver proved it.
    proved: Option<&'static str>,
    /// The positions the proof took.
    proved_positions: Option<u64>,
    /// The root's moves as `[move, visits, wins]`, for merging workers' searches.
    root: Vec<(String, u32, f32)>,
}

/// Reads a level's name: `beginner`, `casual`, `club`, or `strongest` (within `millis`).
fn level(name: &str, millis: f64) -> Result<Level, JsError> {
    match name {
        "beginner" => Ok(Level::Beginner),
        "casual" => Ok(Level::Casual),
        "club" => Ok(Level::Club),
        "strongest" if (1.0..=600_000.0).contains(&millis) => Ok(Level::Strongest {
            millis: millis as u64,
        }),
        "strongest" => Err(JsError::new(&format!(
            "the strongest level needs a time of 1 to 600000 milliseconds, not {millis}"
        ))),
        other => Err(JsError::new(&format!(
            "no level `{other}`: use beginner, casual, club or strongest"
        ))),
    }
}

/// Searches the position of `link` (what follows `#` in a game's address) at `level`
/// (`millis` is the time of the strongest level) and returns `{ best, win_rate, line, win_in,
/// playouts, millis, proved, proved_positions, root }`, moves in the move list's notation
/// (`proved` is `win`, `draw` or `loss` when the solver proved the position, `best` then its
/// move; `root` the root's moves as `[move, visits, wins]`, which workers searching with
/// different `seed`s add up); null when the game has no computer
/// player or is over. A damaged link or unknown level throws why.
#[wasm_bindgen]
pub fn think(link: &str, level_name: &str, millis: f64, seed: u32) -> Result<JsValue, JsError> {
    let level = level(level_name, millis)?;
    let mut session = GameState::from_link(link)
        .and_then(|state| Session::open(&state))
        .map_err(|err| JsError::new(&format!("The link cannot be opened: {err}")))?;
    session.board_mut().reseed_engine(u64::from(seed.max(1)));
    let clock = DateClock(js_sys::Date::now());
    let Some(thought) = session.board_mut().think(level, &clock, &|| false) else {
        return Ok(JsValue::NULL);
    };
    to_js(&ThoughtInfo {
        best: thought.best,
        win_rate: thought.win_rate,
        line: thought.line,
        win_in: thought.win_in,
        playouts: thought.playouts,
        millis: clock.elapsed_ms(),
        proved: thought.proof.map(|p| match p.value {
            Proved::Win => "win",
            Proved::Draw => "draw",
            Proved::Loss => "loss",
        }),
        proved_positions: thought.proof.map(|p| p.positions),
        root: thought.root,
    })
}

/// Candidate moves with their own lines in an analysis.
const ANALYSIS_LINES: usize = 3;
/// The fewest milliseconds between two progress snapshots: the page's panel follows the
/// search without the worker flooding it.
const ANALYSIS_EVERY_MS: f64 = 150.0;

/// Analyses the position of `link` for up to `millis` milliseconds: each snapshot `{ depth,
/// nodes, lines: [{ moves, score, win_rate }], proved: { win, moves, line } | null }` goes to
/// `progress` as the search deepens (about every 150 ms), and the last is returned. Null when
/// the game's engine keeps no per-candidate lines (the page then asks [`think`]) or the game
/// is over. A damaged link throws why.
#[wasm_bindgen]
pub fn analyse(link: &str, millis: f64, progress: &js_sys::Function) -> Result<JsValue, JsError> {
    let mut session = GameState::from_link(link)
        .and_then(|state| Session::open(&state))
        .map_err(|err| JsError::new(&format!("The link cannot be opened: {err}")))?;
    let asked = Asked {
        budget: Budget {
            playouts: None,
            millis: Some(millis.clamp(1.0, 3_600_000.0) as u64),
        },
        lines: ANALYSIS_LINES,
        every_ms: ANALYSIS_EVERY_MS,
    };
    let clock = DateClock(js_sys::Date::now());
    let mut sent = Ok(());
    let mut report = |analysis: &crate::engine::Analysis<String>| {
        if sent.is_ok() {
            sent = to_js(analysis).map(|value| {
                // A throwing callback is the page's problem, not the search's.
                let _ = progress.call1(&JsValue::NULL, &value);
            });
        }
    };
    let Some(last) = session
        .board_mut()
        .analyse(asked, &clock, &|| false, &mut report)
    else {
        return Ok(JsValue::NULL);
    };
    sent?;
    to_js(&last)
}

/// The win rates of the whole line of `link`, each position searched at the strongest level
/// for `millis` milliseconds: `{ first_player, mistakes, review }` (see
/// [`crate::view::WinRates`]), for the page's win-rate graph. Null when the game has no
/// engine. A damaged link or time throws why.
#[wasm_bindgen]
pub fn win_rates(link: &str, millis: f64) -> Result<JsValue, JsError> {
    let level = level("strongest", millis)?;
    let mut session = GameState::from_link(link)
        .and_then(|state| Session::open(&state))
        .map_err(|err| JsError::new(&format!("The link cannot be opened: {err}")))?;
    let mut think = |board: &mut dyn crate::view::Board| {
        let clock = DateClock(js_sys::Date::now());
        board.think(level, &clock, &|| false).map(|t| t.win_rate)
    };
    let rates = line_win_rates(session.board_mut(), &mut think)
        .map_err(|err| JsError::new(&err.to_string()))?;
    if rates.first_player.iter().all(Option::is_none) {
        return Ok(JsValue::NULL);
    }
    to_js(&rates)
}
