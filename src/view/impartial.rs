//! What the boards of impartial games share: the verdict sentence and the facts and buttons
//! they all show, the computer's choice, the judge's own answer beside the board's verdict, its
//! one-case inputs, and reading a pasted case.

use super::board::JudgeCase;
use super::command::Command;
use super::paint::Align;
use super::played::read_whole;
use super::refusal::{CaseError, Refusal};
use super::report::{Action, Fact, Report};
use crate::game::{Game, Outcome, Player};
use crate::input::{InputError, Scanner};
use crate::judges;
use std::fmt::{Binary, Display};

/// How an impartial game stands for the player to move, as its verdict says it.
pub(super) enum Standing {
    /// The game is over: the sentence that says how it ended.
    Over(String),
    /// The mover wins at once, as `how` says (`cuts out a 1 × 1 piece`).
    WinsAtOnce(&'static str),
    /// The mover wins with perfect play.
    Wins,
    /// The mover loses against perfect play; the note says why no move wins.
    Loses(&'static str),
}

impl Standing {
    /// Normal play: once the game is over the player to move is stuck and loses; until then
    /// the mover wins or loses with perfect play as `mover_wins` says.
    pub(super) fn normal<G: Game>(game: &G, mover: Player, over: bool, mover_wins: bool) -> Self {
        let (stuck, last) = (game.side_name(mover), game.side_name(mover.opponent()));
        match (over, mover_wins) {
            (true, _) => Standing::Over(format!("{stuck} cannot move: {last} wins")),
            (false, true) => Standing::Wins,
            (false, false) => Standing::Loses(
                "No winning move: every move leaves the opponent a winning position (a nim-sum \
                 of 0 becomes non-zero).",
            ),
        }
    }

    /// The same standing, where `note` says why no move wins when the mover loses.
    pub(super) fn losing_because(self, note: &'static str) -> Self {
        match self {
            Standing::Loses(_) => Standing::Loses(note),
            standing => standing,
        }
    }
}

/// Writes the verdict of `game`, where `mover` is to move and stands as `standing` says, with
/// the `winning` moves as hints when the mover wins.
pub(super) fn verdict<G: Game, M: Display>(
    report: &mut Report,
    game: &G,
    mover: Player,
    standing: Standing,
    winning: &[M],
) {
    let mover = game.side_name(mover);
    let sentence = match standing {
        Standing::Over(how) => {
            report.verdict = how;
            report.hint_note = "The game is over.".into();
            return;
        }
        Standing::WinsAtOnce(how) => format!("{mover}, to move, {how} and wins"),
        Standing::Wins => format!("{mover}, to move, wins with perfect play"),
        Standing::Loses(note) => {
            report.verdict = format!("{mover}, to move, loses against perfect play");
            report.mover_wins(false);
            report.hint_note = note.into();
            return;
        }
    };
    report.verdict = sentence;
    report.mover_wins(true);
    report.winning(winning.iter().map(ToString::to_string).collect());
}

/// What a game whose turn moves every part that can move (each game of GG and MM, each knight)
/// adds to its verdict: the greatest `suspense` of the parts, which decides (odd: the mover
/// wins), and, when the winning turns were too many to list (`unlisted`), that the one shown is
/// the turn perfect play makes, moving to suspense one less `each` ("in every game").
pub(super) fn suspense(report: &mut Report, suspense: &[u32], unlisted: bool, each: &str) {
    if unlisted {
        report.hint_note = format!(
            "Too many turns to list: this is the one perfect play makes (a move to suspense one \
             less {each})."
        );
    }
    let greatest = suspense.iter().max().copied().unwrap_or(0);
    let parity = if greatest % 2 == 1 {
        "odd: the mover wins"
    } else {
        "even: the mover loses"
    };
    report.facts.push(Fact::new(
        "Greatest suspense",
        format!("{greatest} ({parity})"),
    ));
}

/// The nim-sum that decides the position, in decimal and binary.
pub(super) fn nim_sum<N: Display + Binary>(sum: N) -> Fact {
    Fact::new("Nim-sum", format!("{sum} (binary {sum:b})"))
}

/// The button that loads a pasted judge case; `help` says what to paste.
pub(super) fn load_action(help: &'static str) -> Action {
    Action::with_text(Command::Load, "Load case", help)
}

/// A judge input holding one case (`T` = 1): the number of items, then the items joined by
/// `separator`.
pub(super) fn one_case<T: Display>(
    problem: &'static str,
    items: &[T],
    separator: &str,
) -> JudgeCase {
    let items: Vec<String> = items.iter().map(ToString::to_string).collect();
    JudgeCase {
        problem,
        input: format!("1\n{}\n{}\n", items.len(), items.join(separator)),
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

/// The answers by which each impartial judge says its case's first player wins, and loses.
/// Judges name their players themselves (Georgia and Bob, Carol and Dave…), whoever is to move
/// on the board, so the board reads the answer back as a win or loss for its own mover.
const FIRST_WINS: &[(&str, &str, &str)] = &[
    ("georgia-and-bob", "Georgia will win", "Bob will win"),
    ("nim-or-not-nim", "Alice", "Bob"),
    ("triangulation", "Carol", "Dave"),
    ("john", "John", "Brother"),
    ("gg-and-mm", "MM", "GG"),
    ("knights", "YES", "NO"),
    ("cutting-game", "WIN", "LOSE"),
    ("queens", "^o^", "T_T"),
    ("crosses-and-crosses", "1", "2"),
    ("stripes", "1", "2"),
    ("s-nim", "W", "L"),
];

/// Whether the judge's `answer` to a one-position case of `problem` says its first player wins.
fn first_wins(problem: &str, answer: &str) -> Option<bool> {
    let (_, wins, loses) = FIRST_WINS.iter().find(|(p, _, _)| *p == problem)?;
    match answer.lines().next()?.trim() {
        first if first == *wins => Some(true),
        first if first == *loses => Some(false),
        _ => None,
    }
}

/// The contest judge's own answer for the position shown, written as its case with the board's
/// player to move as the case's first player, as a fact beside the board's verdict: it names
/// that player and whether they win, in the board's words, so the two read alike (they agree:
/// the tests check it).
pub(super) fn judge_fact<G: Game>(case: Result<JudgeCase, Refusal>, game: &G, report: &mut Report) {
    let Ok(case) = case else { return };
    let Ok(problem) = judges::find(case.problem) else {
        return;
    };
    let mover = match game.outcome() {
        Outcome::Ongoing { to_move } => to_move,
        Outcome::Won { winner } => winner.opponent(),
        Outcome::Drawn => return,
    };
    let mover = game.side_name(mover);
    let answer = match problem.run_str(&case.input) {
        // The lines after the first (the knights' winning turn) stay as the judge wrote them.
        Ok(out) => match (first_wins(case.problem, &out), out.trim().split_once('\n')) {
            (Some(wins), rest) => {
                let will = if wins { "win" } else { "lose" };
                let rest = rest
                    .map(|(_, rest)| format!("\n{rest}"))
                    .unwrap_or_default();
                format!("{mover} will {will}{rest}")
            }
            (None, _) => out.trim().to_string(),
        },
        Err((_, err)) => format!("refused: {err}"),
    };
    report.facts.push(Fact::new(
        format!(
            "Judge `{}` on this position, {mover} to move first",
            case.problem
        ),
        answer,
    ));
}

/// Reads a pasted case whole with `read`, naming line and column when it breaks the format
/// or goes on after the case.
pub(super) fn scan_case<T>(
    text: &str,
    read: impl FnOnce(&mut Scanner<'_>) -> Result<T, InputError>,
) -> Result<T, Refusal> {
    read_whole(text, "the case (paste one case)", read).map_err(|e| CaseError::Format(e).into())
}

/// Numbers joined by spaces, as judge inputs and option fields write them.
pub(super) fn spaced<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
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
