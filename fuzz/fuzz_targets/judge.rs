//! Every judge on any bytes: whole and trickled, the same answers, no panic. One target serves
//! every problem of `arbiter::judges::PROBLEMS`: `ARBITER_FUZZ_JUDGE` names the one to fuzz by
//! its slug (e.g. `ARBITER_FUZZ_JUDGE=s-nim`), read once at start, so a new judge needs nothing
//! here. `scripts/fuzz.sh` runs it once per problem, on the problem's corpus
//! `fuzz/corpus/judge_<slug with _>/`.
#![no_main]

use arbiter::judges::{find, stress::judge_both_ways, Problem};
use std::sync::OnceLock;

/// The environment variable that names the problem.
const VARIABLE: &str = "ARBITER_FUZZ_JUDGE";

static PROBLEM: OnceLock<&'static Problem> = OnceLock::new();

libfuzzer_sys::fuzz_target!(
    init: {
        let slug = std::env::var(VARIABLE).unwrap_or_default();
        let problem = find(&slug).unwrap_or_else(|err| panic!("{VARIABLE}: {err}"));
        PROBLEM.set(problem).ok();
    },
    |data: &[u8]| {
        let problem = PROBLEM.get().expect("the problem is read at start");
        if let Err(finding) = judge_both_ways(problem, data) {
            panic!("{finding}");
        }
    }
);
