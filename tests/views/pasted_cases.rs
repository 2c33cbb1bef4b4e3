//! A pasted case is read whole on every board that reads cases: what follows the case, other
//! than white space, is refused with its line and column and what was expected there, and the
//! game stays as it was; the case alone (with a judge's closing `0` where its format has one)
//! still loads.
use crate::common::board::start;
use arbiter::view::{Command, Refusal, GAMES};
use std::collections::BTreeSet;

/// Each board that reads cases (with its default options) and a case it accepts.
const CASES: &[(&str, &str)] = &[
    ("knights", "1 4\n3 3\n"),
    ("georgia-and-bob", "1\n3\n1 2 3\n"),
    ("queens", "1\n2\n1 2\n2 1\n"),
    ("stripes", "1 5 1\n1\n6\n"),
    ("gg-and-mm", "2\n4 7\n1 5\n"),
    ("john", "1\n3\n3 5 1\n"),
    ("s-nim", "2 2 5\n1\n3 2 5 12\n"),
    ("nim-or-not-nim", "1\n3\n2 2 3\n"),
    ("cutting-game", "3 2\n"),
    ("crosses-and-crosses", "3\n"),
    ("triangulation", "1\n2\n2 2\n"),
    ("gomoku", "1\n7 7 1\n"),
    ("havannah", "2 4\n1 1\n1 2\n2 3\n3 3\n"),
    ("connect", "4 5\n0 2 2 4 4 2 3 2 2 3\n0 0\n"),
];

fn offers_load(slug: &str) -> bool {
    start(slug, &[])
        .report()
        .actions
        .iter()
        .any(|a| a.command == Command::Load)
}

#[test]
fn junk_after_a_pasted_case_is_refused_where_it_starts_on_every_board() {
    let listed: BTreeSet<&str> = CASES.iter().map(|c| c.0).collect();
    for entry in GAMES.iter().filter(|g| offers_load(g.slug)) {
        assert!(listed.contains(entry.slug), "{} reads cases", entry.slug);
    }
    for &(slug, case) in CASES {
        let line = case.lines().count() + 1;
        let mut board = start(slug, &[]);
        board
            .act(Command::Load, Some(case))
            .unwrap_or_else(|e| panic!("{slug}: {e}"));
        let before = board.moves(0, usize::MAX);
        for junk in ["<junk>", "x 1", "7 7"] {
            let refused = board
                .act(Command::Load, Some(&format!("{case}  {junk}\n")))
                .unwrap_err();
            assert!(
                matches!(refused, Refusal::BadCase(_)),
                "{slug}: {refused:?}"
            );
            let words = refused.to_string().to_lowercase();
            let first = junk.split(' ').next().unwrap();
            assert!(
                words.contains(&format!("line {line}, column 3: expected "))
                    && (words.contains(&format!("found `{first}`"))
                        || words.ends_with(&format!("found {first}"))),
                "{slug} + {junk:?}: {words}"
            );
            assert_eq!(board.moves(0, usize::MAX), before, "{slug}: the game stays");
        }
        // White space after the case is no junk.
        board
            .act(Command::Load, Some(&format!("{case} \n\t\n")))
            .unwrap_or_else(|e| panic!("{slug}: {e}"));
    }
}

#[test]
fn a_judge_input_closed_by_its_zero_still_loads() {
    for (slug, case) in [
        ("gomoku", "1\n7 7 1\n0\n"),
        ("s-nim", "2 2 5\n1\n3 2 5 12\n0\n"),
    ] {
        let mut board = start(slug, &[]);
        board
            .act(Command::Load, Some(case))
            .unwrap_or_else(|e| panic!("{slug}: {e}"));
        let refused = board
            .act(Command::Load, Some(&format!("{case}1\n")))
            .unwrap_err()
            .to_string();
        assert!(
            refused.contains("expected end of input after"),
            "{slug}: {refused}"
        );
    }
}
