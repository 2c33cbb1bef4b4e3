//! Every problem's built-in sample (the page's "Load sample", `arbiter sample`) is the spec's,
//! and judging it gives the spec's sample output.
#![cfg(not(target_arch = "wasm32"))]

use arbiter::judges::{sample, PROBLEMS};

/// The sample outputs of `shared/specs/judges.md`. Knights accepts any winning first turn, so
/// only its verdict lines are fixed here.
const OUTPUTS: &[(&str, &str)] = &[
    ("connect", "no\nyes\nyes\n"),
    (
        "havannah",
        "Case #1: bridge in move 2\nCase #2: fork in move 5\nCase #3: none\nCase #4: ring in move 6\n\
         Case #5: bridge-fork in move 5\nCase #6: bridge in move 7\nCase #7: none\n",
    ),
    (
        "gomoku",
        "Place white at (5,8) to win in 3 moves.\nCannot win in 3 moves.\nInvalid.\n",
    ),
    ("s-nim", "LWW\nWWL\n"),
    ("stripes", "1\n1\n2\n"),
    ("georgia-and-bob", "Bob will win\nGeorgia will win\n"),
    ("nim-or-not-nim", "Alice\nBob\n"),
    ("triangulation", "Carol\nDave\n"),
    ("crosses-and-crosses", "1\n2\n1\n2\n"),
    ("cutting-game", "LOSE\nLOSE\nWIN\n"),
    ("queens", "T_T\nT_T\n^o^\n"),
    ("john", "John\nBrother\n"),
    ("gg-and-mm", "MM\nGG\nMM\n"),
];

#[test]
fn every_problem_has_a_sample_that_gives_the_specs_answers() {
    for problem in PROBLEMS {
        let input =
            sample(problem.slug).unwrap_or_else(|| panic!("{} has no sample", problem.slug));
        let output = problem
            .run_str(input)
            .unwrap_or_else(|(_, e)| panic!("{}: {e}", problem.slug));
        match OUTPUTS.iter().find(|(slug, _)| *slug == problem.slug) {
            Some((_, expected)) => assert_eq!(output, *expected, "{}", problem.slug),
            None => {
                assert_eq!(problem.slug, "knights");
                assert_eq!(output.lines().next(), Some("YES"));
                assert_eq!(output.lines().count(), 3);
            }
        }
    }
    assert_eq!(PROBLEMS.len(), 14);
}
