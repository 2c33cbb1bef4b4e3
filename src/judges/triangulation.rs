//! `triangulation` — drawing disjoint segments between points in convex position (HDU 4664).
//!
//! A segment between two free points of a group removes both and splits the rest into the two
//! sides, which can never be joined again: octal game `0.07` (Dawson's Kayles) on the number
//! of points. Boards are answered through the engine's certified period of `0.07`.
//!
//! Cost: the period is certified once per process (a fixed amount of work); then O(1) time and no memory a
//! board.

use crate::impartial::{OctalCode, Periodicity};
use crate::input::{InputError, Scanner};
use std::io::Write;
use std::sync::OnceLock;

const MAX_POINTS: u64 = 1_000_000_000_000_000_000;

/// The certified period of `0.07`, found by the engine once per process.
pub fn dawson_period() -> &'static Periodicity {
    static PERIOD: OnceLock<Periodicity> = OnceLock::new();
    PERIOD.get_or_init(|| {
        OctalCode::parse("0.07")
            .unwrap_or_else(|_| panic!("valid code"))
            .periodicity(1 << 12)
            .expect("the engine certifies the period of 0.07 below 4096")
    })
}

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let period = dawson_period();
    let cases = input.int("number of test cases T", 1u32..=1_000_000)?;
    for _ in 0..cases {
        let boards = input.int("number of boards N", 1usize..=100_000_000)?;
        let mut sum = 0;
        for _ in 0..boards {
            sum ^= period.value(input.int("number of points n", 1u64..=MAX_POINTS)?);
        }
        writeln!(out, "{}", if sum != 0 { "Carol" } else { "Dave" })?;
    }
    input.expect_end("the last test case")
}
