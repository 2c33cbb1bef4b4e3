//! `georgia-and-bob` — men moving left on a line (POJ 1704): staircase Nim on the gaps.
//!
//! Cost: O(N log N) time and O(N) memory per case, grown as the men are read (the declared N
//! reserves at most [`crate::input::RESERVE_LIMIT`] of them).

use crate::impartial::staircase_nimber;
use crate::input::{reserve_for, InputError, Scanner};
use std::collections::HashSet;
use std::io::Write;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let cases = input.int("number of test cases T", 1u32..=1_000_000)?;
    for _ in 0..cases {
        let n = input.int("number of men N", 1usize..=1_000_000)?;
        let mut cells = Vec::with_capacity(reserve_for(n));
        let mut taken = HashSet::with_capacity(reserve_for(n));
        for _ in 0..n {
            let (cell, pos) = input.int_at("position P", 1u32..=1_000_000_000)?;
            if !taken.insert(cell) {
                return Err(InputError::at(
                    pos,
                    "a position no other man stands on",
                    cell.to_string(),
                ));
            }
            cells.push(cell);
        }
        let winner = if staircase_nimber(&cells) != 0 {
            "Georgia will win"
        } else {
            "Bob will win"
        };
        writeln!(out, "{winner}")?;
    }
    input.expect_end("the last test case")
}
