//! `john` — misère Nim: whoever eats the last sweet loses; John moves first.
//!
//! Cost: O(N) time and memory per case, grown as the heaps are read.

use crate::input::{InputError, Scanner};
use crate::nim::{Nim, PlayRule};
use std::io::Write;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let cases = input.int("number of test cases T", 1u32..=1_000_000)?;
    for _ in 0..cases {
        let n = input.int("number of heaps N", 1usize..=1_000_000)?;
        let heaps = (0..n)
            .map(|_| input.int("heap size A", 1u32..=u32::MAX))
            .collect::<Result<Vec<_>, _>>()?;
        let game = Nim::new(heaps, PlayRule::Misere, 1);
        let winner = if game.mover_wins() { "John" } else { "Brother" };
        writeln!(out, "{winner}")?;
    }
    input.expect_end("the last test case")
}
