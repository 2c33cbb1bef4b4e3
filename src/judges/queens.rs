//! `queens` — queens moving left, down or down-left; first onto (0, 0) wins (BZOJ 1457).
//! A queen on an edge or the diagonal wins at once; otherwise no one steps onto those lines
//! and the position is the Nim sum of the queens' safe-move nimbers.
//!
//! Cost: the 100 × 100 table is built once per process; then O(1) time and no memory a queen.

use crate::impartial::SafeQueenTable;
use crate::input::{InputError, Scanner};
use std::io::Write;
use std::sync::OnceLock;

const SIZE: usize = 100;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    static TABLE: OnceLock<SafeQueenTable> = OnceLock::new();
    let table = TABLE.get_or_init(|| SafeQueenTable::new(SIZE));
    let cases = input.int("number of test cases T", 1u32..=1_000_000)?;
    for _ in 0..cases {
        let n = input.int("number of queens N", 1usize..=1_000_000)?;
        let mut at_once = false;
        let mut sum = 0;
        for _ in 0..n {
            let x = input.int("x", 0usize..=SIZE - 1)?;
            let y = input.int("y", 0usize..=SIZE - 1)?;
            at_once |= SafeQueenTable::wins_at_once(x, y);
            sum ^= table.get(x, y);
        }
        let first_wins = at_once || sum != 0;
        writeln!(out, "{}", if first_wins { "^o^" } else { "T_T" })?;
    }
    input.expect_end("the last test case")
}
