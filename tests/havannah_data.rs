//! The contest's own data: both test sets must come out byte for byte.
//!
//! The data lives beside the repository in `shared/data/havannah-gcj2012/`, or under the folder
//! `ARBITER_DATA` names (as for `arbiter bench`).
#![cfg(not(target_arch = "wasm32"))]

use arbiter::judges::find;
use std::path::{Path, PathBuf};

fn data(name: &str) -> (PathBuf, String) {
    let data = std::env::var_os("ARBITER_DATA").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data"),
        PathBuf::from,
    );
    let path = data.join("havannah-gcj2012").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|err| {
        panic!(
            "the contest data {} is missing ({err}); clone the repository with `shared/` beside it",
            path.display()
        )
    });
    (path, text)
}

fn check(set: &str) {
    let (path, input) = data(&format!("{set}.in"));
    let (_, expected) = data(&format!("{set}.ans"));
    let got = find("havannah")
        .unwrap()
        .run_str(&input)
        .unwrap_or_else(|(_, err)| panic!("{}: {err}", path.display()));
    assert!(got == expected, "{set}: answers differ from {set}.ans");
}

#[test]
fn small_set_matches_byte_for_byte() {
    check("small");
}

#[test]
fn large_set_matches_byte_for_byte() {
    check("large");
}
