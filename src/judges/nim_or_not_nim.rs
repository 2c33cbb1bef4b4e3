//! `nim-or-not-nim` — Lasker's Nim (HDU 3032): take any number from a heap or split it in two.
//! Heap nimbers come from the engine's certified arithmetic period of the game.
//!
//! Cost: the period is certified once per process (a fixed amount of work); then O(1) time and no memory a
//! heap.

use crate::impartial::{Periodicity, TakeAndBreak};
use crate::input::{InputError, Scanner};
use std::io::Write;
use std::sync::OnceLock;

/// Heap sizes the judge accepts: the certified period answers every one exactly.
const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// Lasker's Nim's certified period, found by the engine once per process.
pub fn lasker_period() -> &'static Periodicity {
    static PERIOD: OnceLock<Periodicity> = OnceLock::new();
    PERIOD.get_or_init(|| {
        TakeAndBreak::lasker()
            .periodicity(1 << 12)
            .expect("the engine certifies Lasker's Nim's period below 4096")
    })
}

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let period = lasker_period();
    let cases = input.int("number of test cases T", 1u32..=1_000_000)?;
    for _ in 0..cases {
        let n = input.int("number of heaps N", 1usize..=100_000_000)?;
        let mut sum = 0u64;
        for _ in 0..n {
            sum ^= period.value(input.int("heap size s", 1u64..=MAX_HEAP)?);
        }
        writeln!(out, "{}", if sum != 0 { "Alice" } else { "Bob" })?;
    }
    input.expect_end("the last test case")
}

#[cfg(test)]
mod tests {
    use crate::judges::find;

    #[test]
    fn largest_heaps_are_answered() {
        let out = find("nim-or-not-nim")
            .unwrap()
            .run_str("2\n1\n2147483647\n2\n2147483647 2147483647\n")
            .unwrap();
        assert_eq!(out, "Alice\nBob\n");
    }
}
