//! What the boards of impartial games share: the verdict sentence, the computer's choice, the
//! judge's own answer beside the board's verdict, and reading a pasted case.

use super::board::JudgeCase;
use super::paint::Align;
use super::refusal::{CaseError, OptionError, Refusal};
use super::report::{Fact, Report};
use crate::game::{Game, Player};
use crate::input::{InputError, Scanner};
use crate::judges;

/// Writes the verdict of an impartial game under normal play: who is stuck once the game is
/// over, else whether the mover wins, with the winning moves as hints.
pub(super) fn verdict<G: Game>(
    report: &mut Report,
    game: &G,
    mover: Player,
    over: bool,
    mover_wins: bool,
    winning: Vec<String>,
) {
    if over {
        let (stuck, last) = (game.side_name(mover), game.side_name(mover.opponent()));
        report.verdict = format!("{stuck} cannot move: {last} wins");
        report.hint_note = "The game is over.".into();
    } else if mover_wins {
        let mover = game.side_name(mover);
        report.verdict = format!("{mover}, to move, wins with perfect play");
        report.mover_wins(true);
        report.winning(winning);
    } else {
        let mover = game.side_name(mover);
        report.verdict = format!("{mover}, to move, loses against perfect play");
        report.mover_wins(false);
        report.hint_note = "No winning move: every move leaves the opponent a winning position \
                            (a nim-sum of 0 becomes non-zero)."
            .into();
    }
}

/// The computer's move: a winning one when there is one; from a lost position, the move that
/// keeps the most of the game on the board (`left` measures it), so the game lasts.
pub(super) fn computer_move<M: Clone + PartialEq>(
    winning: &[M],
    moves: &[M],
    left: impl Fn(&M) -> usize,
) -> Option<M> {
    winning.first().cloned().or_else(|| {
        moves
            .iter()
            .enumerate()
            .max_by_key(|&(i, mv)| (left(mv), std::cmp::Reverse(i)))
            .map(|(_, mv)| mv.clone())
    })
}

/// The contest judge's own answer for the position written as its case, as a fact beside the
/// board's verdict (they agree: the tests check it).
pub(super) fn judge_fact(case: Result<JudgeCase, Refusal>, report: &mut Report) {
    let Ok(case) = case else { return };
    let Ok(problem) = judges::find(case.problem) else {
        return;
    };
    let answer = match problem.run_str(&case.input) {
        Ok(out) => out.trim().to_string(),
        Err((_, err)) => format!("refused: {err}"),
    };
    report.facts.push(Fact::new(
        format!("Judge `{}` answers", case.problem),
        answer,
    ));
}

/// Reads a pasted case with `read`, naming line and column when it breaks the format.
pub(super) fn read_case<T>(
    text: &str,
    read: impl FnOnce(&mut Scanner<'_>) -> Result<T, InputError>,
) -> Result<T, Refusal> {
    let mut scanner = Scanner::new(text.as_bytes());
    read(&mut scanner).map_err(|e| CaseError::Format(e).into())
}

/// Numbers joined by spaces, as judge inputs and option fields write them.
pub(super) fn spaced<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whole numbers separated by spaces or commas, each in `range`, between 1 and `most` of them;
/// `label` names the field in errors.
pub(super) fn parse_list(
    text: &str,
    label: &'static str,
    range: std::ops::RangeInclusive<usize>,
    most: usize,
) -> Result<Vec<usize>, OptionError> {
    let items = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| match t.parse::<usize>() {
            Ok(n) if range.contains(&n) => Ok(n),
            _ => Err(OptionError::NotA {
                label,
                found: format!("`{t}`"),
                expected: format!("a number from {} to {}", range.start(), range.end()),
            }),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if items.is_empty() || items.len() > most {
        return Err(OptionError::Count {
            label,
            most,
            items: "numbers",
        });
    }
    Ok(items)
}

/// A filled rectangle with an optional outline (a cell, a bar, a piece of paper).
pub(super) fn block(
    pen: &mut dyn super::Painter,
    (x, y): (f64, f64),
    (width, height): (f64, f64),
    fill: &str,
    outline: Option<&str>,
) {
    pen.begin_path();
    pen.rect(x, y, width.max(0.0), height.max(0.0));
    pen.set_fill(fill);
    pen.fill();
    if let Some(outline) = outline {
        pen.set_stroke(outline);
        pen.set_line_width(1.5);
        pen.stroke();
    }
}

/// The coordinates along a grid board's edges: for each `(i, x, y)`, the number `i` under the
/// column centred at `x` (below `bottom`) and left of the row centred at `y` (left of `left`).
pub(super) fn axis_labels<N: std::fmt::Display>(
    pen: &mut dyn super::Painter,
    bottom: f64,
    left: f64,
    marks: impl IntoIterator<Item = (N, f64, f64)>,
) {
    for (i, x, y) in marks {
        let label = i.to_string();
        let muted = super::paint::palette::MUTED;
        super::paint::text(pen, &label, x, bottom + 12.0, 10.0, muted, Align::Center);
        super::paint::text(pen, &label, left - 6.0, y, 10.0, muted, Align::Right);
    }
}
