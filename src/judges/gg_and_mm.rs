//! `gg-and-mm` — Euclid's game played in every component at once (HDU 3595).
//! The longest-lasting component decides: MM wins when the greatest suspense number is odd.
//!
//! Cost: the 1000 × 1000 suspense table (2 MB) is built once per process, after a first case
//! has been read;
//! then O(N) time and memory per case, grown as the games are read.

use crate::impartial::{mover_wins_every_sum, EuclidTable, Tally};
use crate::input::{reserve_for, InputError, Scanner};
use std::io::Write;
use std::sync::OnceLock;

const MAX_PILE: usize = 1000;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    while !input.at_end()? {
        let n = input.int("number of games N", 1usize..=1_000_000)?;
        let mut piles = Vec::with_capacity(reserve_for(n));
        for _ in 0..n {
            let p = input.int("pile p", 1usize..=MAX_PILE)?;
            let q = input.int("pile q", 1usize..=MAX_PILE)?;
            piles.push((p, q));
        }
        static TABLE: OnceLock<EuclidTable> = OnceLock::new();
        let table = TABLE.get_or_init(|| EuclidTable::new(MAX_PILE, Tally::Suspense));
        let mm = mover_wins_every_sum(piles.iter().map(|&(p, q)| table.get(p, q)));
        writeln!(out, "{}", if mm { "MM" } else { "GG" })?;
    }
    Ok(())
}
