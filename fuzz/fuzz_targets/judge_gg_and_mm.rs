//! The `gg-and-mm` judge on any bytes: whole and trickled, the same answers, no panic.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let problem = arbiter::judges::find("gg-and-mm").expect("a known judge");
    if let Err(finding) = arbiter::judges::stress::judge_both_ways(problem, data) {
        panic!("{finding}");
    }
});
