//! What the panel says about a Havannah position: status, the verdict in the judge's words,
//! the figures behind it, and the buttons.

use super::HavannahView;
use crate::game::{Game, History};
use crate::havannah::{Havannah, Mode, Verdict};
use crate::view::{Action, Fact, Report};

/// Adds the verdict in the judge's words, the figures behind it and the buttons to `report`.
pub(super) fn describe(view: &HavannahView, history: &History<Havannah>, report: &mut Report) {
    let game = history.current();
    let mode = game.mode();
    let two = mode.two_players();
    let board = game.board();
    let verdict = game.verdict();
    report.hint_note =
        "No perfect-play analysis for Havannah: the panel reports wins as they happen.".into();
    match verdict {
        Verdict::Ongoing { moves, .. } => {
            if !two {
                report.status = format!("Move {}: place a stone", moves + 1);
            }
            report.verdict = "none so far".into();
        }
        Verdict::Won(win) => {
            if !two {
                report.status = format!("Game over: won in move {}", win.move_number);
            }
            report.verdict = win.to_string();
        }
        Verdict::Full { .. } => {
            report.status = "Game over: the board is full and nobody won".into();
            report.verdict = "none".into();
        }
    }
    let facts = &mut report.facts;
    facts.push(Fact::new("Mode", mode_name(mode)));
    facts.push(Fact::new(
        "Board",
        format!("side {} ({} cells)", board.side(), board.cell_count()),
    ));
    if two {
        facts.push(Fact::new("Stones", "Player 1 dark, Player 2 light"));
    }
    facts.push(Fact::new("Moves", game.moves_played().to_string()));
    if let Some(last) = game.last_stone() {
        let by = if two {
            format!(" by {}", last.player)
        } else {
            String::new()
        };
        facts.push(Fact::new("Last move", format!("{}{by}", last.cell)));
    }
    if let (Some(win), Some(h)) = (game.win(), &view.highlight) {
        let group = &h.group;
        facts.push(Fact::new(
            "Winning group",
            format!(
                "{}, {}, {}",
                count(group.stones.len(), "stone"),
                count(group.corners.len(), "corner"),
                count(group.edges.len(), "edge")
            ),
        ));
        if win.kinds.bridge {
            let corners: Vec<String> = group
                .corners
                .iter()
                .map(|c| {
                    let i = board.corners().iter().position(|k| k == c).unwrap_or(0);
                    format!("{} {c}", PLACES[i])
                })
                .collect();
            facts.push(Fact::new("Bridge", corners.join(", ")));
        }
        if win.kinds.fork {
            let edges: Vec<&str> = group
                .edges
                .iter()
                .map(|&e| PLACES[usize::from(e % 6)])
                .collect();
            facts.push(Fact::new("Fork", format!("edges {}", edges.join(", "))));
        }
        if let Some(ring) = &h.ring {
            facts.push(Fact::new(
                "Ring",
                format!(
                    "{} round {} (shaded)",
                    count(ring.cycle.len(), "stone"),
                    count(ring.enclosed_count() as usize, "cell")
                ),
            ));
        }
    }
    if let Some(case) = &view.case {
        let mut text = format!("S = {}, M = {}", case.side, case.moves);
        if case.ignored > 0 {
            text.push_str(&format!(
                "; {} after the win ignored, as the judge does",
                count(case.ignored, "move")
            ));
        }
        facts.push(Fact::new("Pasted case", text));
    }
    let (can_redo, can_undo) = (!history.redoable().is_empty(), !history.moves().is_empty());
    report.actions = vec![
        Action::button("redo", "Step", can_redo),
        Action::button("end", "To end", can_redo),
        Action::button("start", "To start", can_undo),
        Action::button(
            "coords",
            if view.coordinates {
                "Hide coordinates"
            } else {
                "Show coordinates"
            },
            true,
        ),
        Action::button("fit", "Zoom to fit", true),
        Action::with_text(
            "load",
            "Load case",
            "A contest case: S, M and the moves, e.g. 3 6  2 2  2 3  3 4  4 4  4 3  3 2",
        ),
    ];
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::TwoPlayerContestRing => "two players, contest ring rule",
        Mode::TwoPlayerOfficialRing => "two players, official ring rule",
        Mode::SinglePlayer => "one player (the contest's replay)",
    }
}

/// Which corner or edge an index names, as seen on the screen.
const PLACES: [&str; 6] = [
    "bottom",
    "lower left",
    "upper left",
    "top",
    "upper right",
    "lower right",
];

/// `1 stone`, `2 stones`.
fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
