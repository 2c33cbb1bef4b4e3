//! The contest's own data: both test sets must come out byte for byte.
//!
//! The data lives beside the repository in `shared/data/havannah-gcj2012/` (or wherever
//! `ARBITER_DATA` points). Without it these tests say so on standard error and check nothing;
//! with `ARBITER_REQUIRE_DATA=1` (as `npm test` sets when the folder is there) a missing file
//! fails them.

use arbiter::judges::{find, Verdict};
use std::path::{Path, PathBuf};

fn folder() -> PathBuf {
    std::env::var_os("ARBITER_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data"))
        .join("havannah-gcj2012")
}

/// The file's text, or None (after saying why) when the data is not there.
fn data(name: &str) -> Option<String> {
    let path = folder().join(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(err) if std::env::var_os("ARBITER_REQUIRE_DATA").is_some() => {
            panic!("the contest data {} is required: {err}", path.display())
        }
        Err(err) => {
            eprintln!(
                "skipped: the contest data {} is not there ({err}); clone the repository \
                 with `shared/` beside it, or set ARBITER_DATA",
                path.display()
            );
            None
        }
    }
}

fn check(set: &str) {
    let (Some(input), Some(expected)) = (data(&format!("{set}.in")), data(&format!("{set}.ans")))
    else {
        return;
    };
    let got = find("havannah")
        .unwrap()
        .run_str(&input)
        .unwrap_or_else(|(_, err)| panic!("{set}.in: {err}"));
    assert!(got == expected, "{set}: answers differ from {set}.ans");
    // The special judge accepts the contest's answers and names a changed line.
    let problem = find("havannah").unwrap();
    let verdict = problem
        .check(input.as_bytes(), expected.as_bytes())
        .unwrap();
    assert_eq!(verdict, Verdict::Accepted { identical: true }, "{set}");
    let mut lines: Vec<&str> = expected.lines().collect();
    lines[2] = "Case #3: bridge in move 1";
    let changed = lines.join("\n") + "\n";
    match problem.check(input.as_bytes(), changed.as_bytes()).unwrap() {
        Verdict::Rejected(r) => assert_eq!(r.line, 3, "{set}: {r}"),
        v => panic!("{set}: a changed line was {v}"),
    }
}

#[test]
fn small_set_matches_byte_for_byte() {
    check("small");
}

#[test]
fn large_set_matches_byte_for_byte() {
    check("large");
}
