//! Any text as a link and as a saved-game file: what reads opens, and an opened game's own link
//! reads back to the same game.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = arbiter::view::stress::open_link(data) {
        panic!("{finding}");
    }
});
