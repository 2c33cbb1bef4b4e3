//! The playground's board API on any bytes: options, clicks, actions, pasted cases, typed
//! moves, steps and suggestions, with no panic and a report that agrees with the board.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = arbiter::view::stress::exercise(data) {
        panic!("{finding}");
    }
});
