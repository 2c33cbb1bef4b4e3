//! Driving a board as the page does, natively: start it with option values, draw it into a
//! [`Recorder`], click where it says a move is, and read the report.

use super::recorder::{Call, Ink, Recorder};
use arbiter::view::{self, Board, Command, Refusal, Report};
use std::collections::BTreeMap;
use std::ops::Deref;

/// A report with the line's moves beside it, split where the position shown is, as the page
/// shows them together (it fetches the moves from [`Board::moves`]).
#[derive(Clone, Debug)]
pub struct Shown {
    /// The report.
    pub report: Report,
    /// The applied moves, oldest first.
    pub moves: Vec<String>,
    /// The moves after them that can be redone, next first.
    pub redo: Vec<String>,
}

impl Deref for Shown {
    type Target = Report;
    fn deref(&self) -> &Report {
        &self.report
    }
}

/// The board's report and its line.
pub fn shown(board: &dyn Board) -> Shown {
    let report = board.report();
    assert_eq!(
        report.played,
        board.ply(),
        "the report counts the applied moves"
    );
    let moves = board.moves(0, report.played);
    let redo = board.moves(report.played, usize::MAX);
    assert_eq!(
        redo.len(),
        report.undone,
        "the report counts the moves to redo"
    );
    assert_eq!(
        report.last_move.as_ref(),
        moves.last(),
        "the report names the last move"
    );
    Shown {
        report,
        moves,
        redo,
    }
}

/// A new game of `slug` with the given option values (the rest take their defaults).
pub fn start(slug: &str, options: &[(&str, &str)]) -> Box<dyn Board> {
    let values: BTreeMap<String, String> = options
        .iter()
        .map(|&(k, v)| (k.to_string(), v.to_string()))
        .collect();
    view::create(slug, values).unwrap_or_else(|e| panic!("{slug} {options:?}: {e}"))
}

/// Why `slug` refuses to start with these option values.
pub fn refused_options(slug: &str, options: &[(&str, &str)]) -> Refusal {
    let values: BTreeMap<String, String> = options
        .iter()
        .map(|&(k, v)| (k.to_string(), v.to_string()))
        .collect();
    match view::create(slug, values) {
        Ok(_) => panic!("{slug} started with {options:?}"),
        Err(e) => e,
    }
}

/// Draws the board into a `width` × `height` area and checks the drawing is sound: every
/// save restored, every number finite.
pub fn draw(board: &mut dyn Board, width: f64, height: f64) -> Recorder {
    let mut pen = Recorder::default();
    board.draw(&mut pen, width, height);
    assert!(pen.balanced(), "save and restore do not pair up");
    assert_eq!(pen.first_non_finite(), None, "a coordinate is not finite");
    pen
}

/// Asserts that the stones of `moves` (played in turn from the first player) are drawn at
/// their points, each in its own player's colour and not the other's, as `board` was drawn
/// into `picture`.
pub fn assert_stones_alternate(picture: &Recorder, board: &dyn Board, moves: &[&str]) {
    use arbiter::view::paint::palette;
    for (i, mv) in moves.iter().enumerate() {
        let (own, other) = if i % 2 == 0 {
            (palette::FIRST, palette::SECOND)
        } else {
            (palette::SECOND, palette::FIRST)
        };
        let fills = picture.fills_at(point(board, mv));
        assert!(fills.contains(&own) && !fills.contains(&other), "{mv}");
    }
}

/// The pixel the board gives for `at`, as last drawn.
pub fn point(board: &dyn Board, at: &str) -> (f64, f64) {
    board
        .locate(at)
        .unwrap_or_else(|| panic!("no point for {at}"))
}

/// Clicks where the board says `at` is, and returns the report (or the refusal).
pub fn click(board: &mut dyn Board, at: &str) -> Result<Shown, Refusal> {
    let (x, y) = point(board, at);
    board.click(x, y)?;
    Ok(shown(board))
}

/// The refusal of a click at (x, y); the click must be refused.
pub fn refusal(board: &mut dyn Board, x: f64, y: f64) -> Refusal {
    match board.click(x, y) {
        Ok(()) => panic!("the click at ({x}, {y}) was accepted"),
        Err(e) => e,
    }
}

/// Checks a refusal's kind and the sentence the page shows for it.
#[track_caller]
pub fn says(refusal: Refusal, kind: Refusal, sentence: &str) {
    assert_eq!(refusal, kind);
    assert_eq!(refusal.to_string(), sentence);
}

/// The sentence of a refusal that `is` of the kind expected, for refusals whose figures come
/// from elsewhere (a core error, a reader's line and column).
#[track_caller]
pub fn worded(refusal: Refusal, is: impl Fn(&Refusal) -> bool) -> String {
    assert!(is(&refusal), "{refusal:?}");
    refusal.to_string()
}

/// Runs a command and returns the report (or the refusal).
pub fn act(
    board: &mut dyn Board,
    command: Command,
    argument: Option<&str>,
) -> Result<Shown, Refusal> {
    board.act(command, argument)?;
    Ok(shown(board))
}

/// The value of the fact labelled `label`, if the report shows it.
pub fn fact(report: &Report, label: &str) -> Option<String> {
    report
        .facts
        .iter()
        .find(|f| f.label == label)
        .map(|f| f.value.clone())
}

/// The judge `problem`'s answer beside the verdict, with the player its label names as the
/// case's first player: `Judge `p` on this position, Bob to move first` → ("Bob", answer).
pub fn judge_said(report: &Report, problem: &str) -> Option<(String, String)> {
    let head = format!("Judge `{problem}` on this position, ");
    report.facts.iter().find_map(|f| {
        let mover = f
            .label
            .strip_prefix(&head)?
            .strip_suffix(" to move first")?;
        Some((mover.to_string(), f.value.clone()))
    })
}

/// The judge `problem`'s answer beside the verdict (see [`judge_said`]).
pub fn judge(report: &Report, problem: &str) -> Option<String> {
    judge_said(report, problem).map(|(_, answer)| answer)
}

/// Every fact as `label: value` lines.
pub fn facts(report: &Report) -> String {
    report
        .facts
        .iter()
        .map(|f| format!("{}: {}", f.label, f.value))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether the report's button for `command` is enabled; None when the report has none.
pub fn action_enabled(report: &Report, command: Command) -> Option<bool> {
    report
        .actions
        .iter()
        .find(|a| a.command == command)
        .map(|a| a.enabled)
}

/// Text as SVG writes it inside an element.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The element names of `svg` in document order, with `/name` for closing tags; panics on a
/// tag that does not close.
fn tags(svg: &str) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    let mut rest = svg;
    while let Some(open) = rest.find('<') {
        let close = rest[open..].find('>').expect("every tag closes") + open;
        let tag = &rest[open + 1..close];
        let self_closing = tag.ends_with('/');
        let name = tag
            .trim_end_matches('/')
            .split_whitespace()
            .next()
            .expect("a tag has a name");
        out.push((name.to_string(), self_closing));
        rest = &rest[close + 1..];
    }
    out
}

/// Exports the board as SVG at `width` × `height` and checks the document is well formed and
/// holds exactly what the board draws into a recorder at that size: one `<path>` per painted
/// path or clip, one `<rect>` per filled rectangle, every text, every colour.
pub fn check_svg(board: &mut dyn Board, width: f64, height: f64) -> String {
    let drawn = draw(board, width, height);
    let svg = view::export_svg(board, width, height);

    let mut open: Vec<String> = Vec::new();
    let mut count = BTreeMap::<String, usize>::new();
    for (name, self_closing) in tags(&svg) {
        if let Some(closed) = name.strip_prefix('/') {
            assert_eq!(
                open.pop().as_deref(),
                Some(closed),
                "</{closed}> closes nothing"
            );
        } else {
            *count.entry(name.clone()).or_default() += 1;
            if !self_closing {
                open.push(name);
            }
        }
    }
    assert!(open.is_empty(), "unclosed elements: {open:?}");
    assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(count.get("svg"), Some(&1));

    let n = |name: &str| count.get(name).copied().unwrap_or(0);
    let clips = drawn.calls.iter().filter(|c| **c == Call::Clip).count();
    assert_eq!(n("path"), drawn.painted_paths() + clips, "paths");
    assert_eq!(n("clipPath"), clips, "clips");
    assert_eq!(n("rect"), drawn.rects.len(), "rectangles");
    assert_eq!(n("text"), drawn.texts.len(), "texts");
    for text in &drawn.texts {
        let element = format!(">{}</text>", escaped(&text.text));
        assert!(svg.contains(&element), "{} is missing", text.text);
    }
    for shape in &drawn.shapes {
        let attribute = match shape.ink {
            Ink::Fill => format!("fill=\"{}\"", escaped(&shape.colour)),
            Ink::Stroke => format!("stroke=\"{}\"", escaped(&shape.colour)),
        };
        assert!(svg.contains(&attribute), "{attribute} is missing");
    }
    svg
}
