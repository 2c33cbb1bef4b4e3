//! `s-nim` — Nim where a move removes exactly s stones, s from a set S (POJ 2960 / HDU 1536).
//! Each heap is a subtraction game; a position is lost exactly when the XOR of the heaps'
//! Grundy values is 0.
//!
//! Cost: a case's table of Grundy values grows only as far as its largest heap h, O(k · h) for
//! k removals, and the tables of the last 8 sets are kept for later cases with the same set;
//! each heap read is then O(1). Memory: those tables (4 bytes a value, at most 10 001 values
//! each, 320 KB in all) and one answer line, which grows as its positions are read.

use crate::impartial::SubtractionGame;
use crate::input::{InputError, Scanner};
use std::io::Write;

const MAX_HEAP: usize = 10_000;

/// Tables kept for the sets of the latest cases.
const KEPT_SETS: usize = 8;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    // The most recently used set first, with its table.
    let mut kept: Vec<(SubtractionGame, Vec<u32>)> = Vec::new();
    loop {
        let k = input.int("size of S, k (or 0 to stop)", 0usize..=100)?;
        if k == 0 {
            break;
        }
        let removals = (0..k)
            .map(|_| input.int("element of S", 1usize..=MAX_HEAP))
            .collect::<Result<Vec<_>, _>>()?;
        let game = SubtractionGame::new(removals);
        match kept.iter().position(|(kept, _)| *kept == game) {
            // Not `rotate_right`: its code is larger in WebAssembly than a removal's.
            Some(i) => {
                let found = kept.remove(i);
                kept.insert(0, found);
            }
            None => {
                kept.truncate(KEPT_SETS - 1);
                kept.insert(0, (game, Vec::new()));
            }
        }
        let (game, grundy) = &mut kept[0];
        let m = input.int("number of positions m", 1usize..=1_000_000)?;
        let mut line = String::new();
        for _ in 0..m {
            let l = input.int("number of heaps l", 1usize..=1_000_000)?;
            let mut sum = 0;
            for _ in 0..l {
                let heap = input.int("heap size", 0usize..=MAX_HEAP)?;
                game.extend_grundy_values(grundy, heap + 1);
                sum ^= grundy[heap];
            }
            line.push(if sum != 0 { 'W' } else { 'L' });
        }
        writeln!(out, "{line}")?;
    }
    input.expect_end("the closing 0")
}
