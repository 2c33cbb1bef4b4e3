//! What the boards of rows of pins (Octal) and of strips of cells (Stripes) share: a strip is
//! an octal game's row, so both report runs and pick the computer's move alike.

use super::impartial::computer_move;
use super::report::{Fact, Report};
use crate::game::Game;
use crate::impartial::{Octal, OctalMove, OctalVerdict};

/// The free runs of each row (a `row` of pins, a strip of cells) with their Grundy values,
/// under `label`, and the nim-sum of them all.
pub(super) fn runs(report: &mut Report, label: &str, row: &str, verdict: &OctalVerdict) {
    let runs: Vec<String> = verdict
        .run_values
        .iter()
        .enumerate()
        .filter(|(_, runs)| !runs.is_empty())
        .map(|(r, runs)| {
            let values: Vec<String> = runs.iter().map(|(n, g)| format!("G({n}) = {g}")).collect();
            format!("{row} {}: {}", r + 1, values.join(", "))
        })
        .collect();
    let runs = if runs.is_empty() {
        "none".to_string()
    } else {
        runs.join("; ")
    };
    report.facts.push(Fact::new(label, runs));
    report
        .facts
        .push(Fact::new("Nim-sum", verdict.nim_sum.to_string()));
}

/// The computer's move on rows of pins or strips of cells: a winning one when there is one;
/// from a lost position the move that knocks down the fewest pins, so the game lasts.
pub(super) fn computer(position: &Octal) -> Option<OctalMove> {
    let moves = position.moves();
    computer_move(&position.verdict().winning_moves, &moves, |mv| {
        usize::MAX - mv.count
    })
}
