//! Every problem's sample (`tests/samples/<slug>.in`, the spec's sample input) gives its stored
//! answers (`<slug>.out`, the spec's sample output; for `knights`, whose turns are checked by
//! play in `impartial.rs`, one winning turn). The same files feed `arbiter sample` and the
//! page's "Load sample", so this one test covers all three.

use arbiter::judges::PROBLEMS;
use std::collections::BTreeSet;
use std::path::Path;

#[test]
fn every_problem_answers_its_sample_as_stored() {
    for problem in PROBLEMS {
        assert!(
            !problem.sample_input.trim().is_empty(),
            "{} has no sample",
            problem.slug
        );
        let output = problem
            .run_str(problem.sample_input)
            .unwrap_or_else(|(_, e)| panic!("{}: {e}", problem.slug));
        assert_eq!(output, problem.sample_output, "{}", problem.slug);
    }
    assert!(!PROBLEMS.is_empty());
}

#[test]
fn the_sample_folder_holds_exactly_one_input_and_output_per_problem() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/samples");
    let found: BTreeSet<String> = std::fs::read_dir(&folder)
        .expect("tests/samples exists")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let wanted: BTreeSet<String> = PROBLEMS
        .iter()
        .flat_map(|p| [format!("{}.in", p.slug), format!("{}.out", p.slug)])
        .collect();
    assert_eq!(found, wanted);
}

#[test]
fn every_problem_reads_its_sample_as_other_editors_save_it() {
    for problem in PROBLEMS {
        let sample = problem.sample_input;
        let variants = [
            format!("\u{FEFF}{sample}"),
            format!("\u{FEFF}{}", sample.replace('\n', "\r\n")),
            sample.replace(' ', "\t"),
            sample.replace(' ', "\x0B").replace('\n', "\x0C\n"),
            format!(" \t\r\n{sample}\r\n\r\n"),
        ];
        for input in variants {
            let output = problem
                .run_str(&input)
                .unwrap_or_else(|(_, e)| panic!("{}: {input:?}: {e}", problem.slug));
            assert_eq!(output, problem.sample_output, "{}: {input:?}", problem.slug);
        }
    }
}

#[test]
fn every_problem_quotes_a_huge_number_as_a_prefix_with_an_ellipsis() {
    let huge = "7".repeat(10_000);
    for problem in PROBLEMS {
        let (_, err) = problem
            .run_str(&format!("\u{FEFF}{huge}\n"))
            .expect_err(problem.slug);
        let message = err.to_string();
        assert!(
            message.starts_with("line 1, column 1: expected ")
                && message.ends_with(&format!("found `{}…`", &huge[..24])),
            "{}: {message}",
            problem.slug
        );
    }
}
