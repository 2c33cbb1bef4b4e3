//! The contest judge's answer beside an impartial board's verdict speaks of the same position
//! and the same player, and never contradicts it: over random positions of every board with a
//! judge, the winner the judge's line names is the verdict's.
use crate::common::board::{draw, judge_said, shown};
use crate::common::Rng;
use arbiter::view::{Board, Report, Tone, GAMES};
use std::collections::BTreeSet;

const W: f64 = 640.0;
const H: f64 = 420.0;

/// Checks the judge's line of `report`, if it has one; true when it had.
fn agrees(slug: &str, report: &Report) -> bool {
    let Some(fact) = report.facts.iter().find(|f| f.label.starts_with("Judge `")) else {
        return false;
    };
    let problem = fact.label["Judge `".len()..].split('`').next().unwrap();
    let (mover, answer) = judge_said(report, problem)
        .unwrap_or_else(|| panic!("{slug}: the judge's line names no player: {}", fact.label));
    let first = answer.lines().next().unwrap_or_default();
    let wins = match first.strip_prefix(&format!("{mover} will ")) {
        Some("win") => true,
        Some("lose") => false,
        _ => panic!("{slug}: `{answer}` is not a win or a loss for {mover}"),
    };
    let winner = if report.tone == Tone::Over {
        report.winner.clone()
    } else {
        let to_move = report.to_move.clone().expect("an open game has a mover");
        assert_eq!(
            to_move.name, mover,
            "{slug}: the judge's first player is the mover"
        );
        report.perfect_play_winner.clone()
    }
    .unwrap_or_else(|| panic!("{slug}: the verdict names no winner"));
    assert_eq!(
        winner.name == mover,
        wins,
        "{slug}: verdict `{}` beside `{}: {answer}`",
        report.verdict,
        fact.label
    );
    true
}

/// Clicks at random until a move is played; false when none comes.
fn random_move(board: &mut dyn Board, rng: &mut Rng) -> bool {
    let before = board.ply();
    for _ in 0..20_000 {
        let _ = board.click(rng.unit() * W, rng.unit() * H);
        if board.ply() != before {
            return true;
        }
    }
    false
}

#[test]
fn the_judge_and_the_verdict_name_the_same_winner_of_the_same_position() {
    let mut rng = Rng(0x1d9e);
    let mut judged = BTreeSet::new();
    let boards = GAMES.iter().map(|g| (g.slug, vec![])).chain([
        ("georgia-and-bob", vec![("men", "2 3 9 10 15")]),
        ("triangulation", vec![("points", "6 4 3")]),
        ("nim-or-not-nim", vec![("heaps", "4 1 6")]),
    ]);
    for (slug, options) in boards {
        for _ in 0..6 {
            let mut board = crate::common::board::start(slug, &options);
            for _ in 0..12 {
                draw(&mut *board, W, H);
                let report = shown(&*board);
                if agrees(slug, &report) {
                    judged.insert(slug);
                }
                if report.tone == Tone::Over || !random_move(&mut *board, &mut rng) {
                    break;
                }
            }
        }
    }
    for slug in [
        "georgia-and-bob",
        "triangulation",
        "nim-or-not-nim",
        "queens",
        "knights",
        "gg-and-mm",
        "cutting-game",
        "stripes",
        "john",
        "s-nim",
        "crosses-and-crosses",
    ] {
        assert!(
            judged.contains(slug),
            "{slug} never showed its judge: {judged:?}"
        );
    }
}
