//! What the panel says about a Havannah position: status, the verdict in the judge's words,
//! the figures behind it, and the buttons.

use super::layout::{CORNER_NAMES, EDGE_NAMES};
use super::HavannahView;
use crate::game::{Game, History};
use crate::havannah::{Havannah, HavannahMove, Mode, Verdict};
use crate::view::{Action, Command, Fact, Report};

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
    facts.push(Fact::new("Ring rule", ring_rule(mode)));
    if game.swap_rule() {
        let swap = if game.swapped() {
            "taken: Player 2 took Player 1's first stone in move 2"
        } else if game.moves_played() < 2 {
            "on: as move 2, Player 2 may take Player 1's first stone"
        } else {
            "not taken"
        };
        facts.push(Fact::new("Swap", swap));
    }
    facts.push(Fact::new(
        "Board",
        format!("side {} ({} cells)", board.side(), board.cell_count()),
    ));
    if two {
        facts.push(Fact::new("Stones", "Player 1 dark, Player 2 light"));
    }
    facts.push(Fact::new("Moves", game.moves_played().to_string()));
    match (game.last_move(), game.last_stone()) {
        (Some(HavannahMove::Swap), Some(first)) => {
            facts.push(Fact::new(
                "Last move",
                format!("swap by {}: {} is theirs", first.player, first.cell),
            ));
        }
        (_, Some(last)) => {
            let by = if two {
                format!(" by {}", last.player)
            } else {
                String::new()
            };
            facts.push(Fact::new("Last move", format!("{}{by}", last.cell)));
        }
        _ => {}
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
                    format!("{} {c}", CORNER_NAMES[i])
                })
                .collect();
            facts.push(Fact::new("Bridge", corners.join(", ")));
        }
        if win.kinds.fork {
            let edges: Vec<&str> = group
                .edges
                .iter()
                .map(|&e| EDGE_NAMES[usize::from(e % 6)])
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
    if game.swap_rule() {
        report
            .actions
            .push(Action::button(Command::Swap, "Swap", game.can_swap()));
    }
    report.actions.extend([
        Action::button(Command::Redo, "Step", can_redo),
        Action::button(Command::ToEnd, "To end", can_redo),
        Action::button(Command::ToStart, "To start", can_undo),
        Action::button(
            Command::Coordinates,
            if view.coordinates {
                "Hide coordinates"
            } else {
                "Show coordinates"
            },
            true,
        ),
        Action::button(Command::Fit, "Zoom to fit", true),
        Action::with_text(
            Command::Load,
            "Load case",
            "A contest case: S, M and the moves, e.g. 3 6  2 2  2 3  3 4  4 4  4 3  3 2",
        ),
    ]);
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::TwoPlayerContestRing => "two players, contest ring rule",
        Mode::TwoPlayerOfficialRing => "two players, official ring rule",
        Mode::SinglePlayer => "one player (the contest's replay)",
    }
}

/// Exactly which enclosed cells make a ring in `mode`.
fn ring_rule(mode: Mode) -> &'static str {
    match mode {
        Mode::TwoPlayerOfficialRing => {
            "official: a chain of one colour round at least one cell wins, whatever is on it \
             (empty, the opponent's stones or the ring-maker's own)"
        }
        Mode::TwoPlayerContestRing => {
            "contest: a chain of one colour wins when it encloses at least one empty cell; \
             enclosed stones alone do not count"
        }
        Mode::SinglePlayer => {
            "contest: a ring must enclose an empty cell (one that cannot reach the outside \
             through empty cells); a ring round stones only does not count"
        }
    }
}

/// `1 stone`, `2 stones`.
fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::super::{create, HavannahView};
    use crate::havannah::{Cell, Havannah, HavannahError, HavannahMove, Mode, SwapRefusal};
    use crate::view::{Board, Command, OptionError, Options, Played, Reason, Refusal, Report};
    use std::collections::BTreeMap;

    fn played(mode: Mode, swap: bool, moves: &[HavannahMove]) -> Played<HavannahView> {
        let game = Havannah::new(3, mode).unwrap().with_swap_rule(swap);
        let view = HavannahView::new(&game);
        let mut board = Played::new(game, view);
        for mv in moves {
            Board::play(&mut board, &mv.to_string()).unwrap();
        }
        board
    }

    fn report_of(board: &Played<HavannahView>) -> Report {
        Board::report(board)
    }

    fn fact(report: &Report, label: &str) -> Option<String> {
        report
            .facts
            .iter()
            .find(|f| f.label == label)
            .map(|f| f.value.clone())
    }

    fn place(x: u32, y: u32) -> HavannahMove {
        HavannahMove::Place(Cell::new(x, y))
    }

    #[test]
    fn a_fork_names_its_edges_as_drawn() {
        let moves = [(2, 1), (2, 2), (1, 2), (3, 3), (4, 3), (5, 4)].map(|(x, y)| place(x, y));
        let report = report_of(&played(Mode::SinglePlayer, false, &moves));
        assert_eq!(report.verdict, "fork in move 6");
        // (2, 1) on the bottom-left slant, (5, 4) on the top-left one, (1, 2) bottom right.
        assert_eq!(
            fact(&report, "Fork").as_deref(),
            Some("edges lower left, upper left, lower right")
        );
    }

    #[test]
    fn every_mode_states_its_ring_rule() {
        for mode in [
            Mode::SinglePlayer,
            Mode::TwoPlayerContestRing,
            Mode::TwoPlayerOfficialRing,
        ] {
            let rule = fact(&report_of(&played(mode, false, &[])), "Ring rule").unwrap();
            let official = mode == Mode::TwoPlayerOfficialRing;
            assert_eq!(rule.contains("ring-maker's own"), official, "{rule}");
            assert_eq!(rule.contains("empty cell"), !official, "{rule}");
        }
    }

    #[test]
    fn the_swap_button_and_the_move_list() {
        let swap_button = |report: &Report| {
            report
                .actions
                .iter()
                .find(|a| a.command == Command::Swap)
                .map(|a| a.enabled)
        };
        let mode = Mode::TwoPlayerOfficialRing;
        assert_eq!(swap_button(&report_of(&played(mode, false, &[]))), None);
        let report = report_of(&played(mode, true, &[]));
        assert_eq!(swap_button(&report), Some(false));
        let mut view = played(mode, true, &[place(2, 2)]);
        assert_eq!(swap_button(&report_of(&view)), Some(true));
        Board::act(&mut view, Command::Swap, None).unwrap();
        let report = report_of(&view);
        assert_eq!(swap_button(&report), Some(false));
        assert_eq!(Board::moves(&view, 0, usize::MAX), ["(2, 2)", "swap"]);
        assert_eq!(report.status, "Player 1 to move");
        assert_eq!(
            fact(&report, "Last move").as_deref(),
            Some("swap by Player 2: (2, 2) is theirs")
        );
        assert!(fact(&report, "Swap").unwrap().starts_with("taken"));
        // A refused swap says why and keeps the game.
        assert_eq!(
            Board::act(&mut view, Command::Swap, None),
            Err(Refusal::Illegal {
                mv: "swap".into(),
                reason: Reason::Havannah(HavannahError::Swap {
                    refusal: SwapRefusal::NotSecondMove { moves: 2 }
                }),
            })
        );
        assert_eq!(report_of(&view).played, 2);
        // Back to before the swap and to the start, the rule stays.
        Board::act(&mut view, Command::Undo, None).unwrap();
        assert_eq!(swap_button(&report_of(&view)), Some(true));
        Board::act(&mut view, Command::ToStart, None).unwrap();
        assert_eq!(swap_button(&report_of(&view)), Some(false));
    }

    #[test]
    fn the_swap_option_needs_two_players() {
        let options = |pairs: &[(&str, &str)]| {
            let values: BTreeMap<String, String> = pairs
                .iter()
                .map(|&(k, v)| (k.to_string(), v.to_string()))
                .collect();
            Options::new(values, super::super::options())
        };
        assert!(create(&options(&[("mode", "official"), ("swap", "on")])).is_ok());
        let refused = create(&options(&[("mode", "single"), ("swap", "on")]));
        assert!(matches!(refused, Err(OptionError::SwapNeedsTwoPlayers)));
        assert!(create(&options(&[("swap", "maybe")])).is_err());
    }
}
