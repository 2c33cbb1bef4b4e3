//! `cutting-game` — cutting grid paper; whoever cuts out a 1 × 1 piece wins (POJ 2311).
//! Nimbers of sheets come from the engine's cutting table (cuts that leave a strip of width 1
//! hand the opponent the win, so they are never made).
//!
//! Cost: the 200 × 200 table is built once per process, when a first sheet has been read; then O(1) a
//! sheet and no memory per sheet.

use crate::impartial::CuttingTable;
use crate::input::{InputError, Scanner};
use std::io::Write;
use std::sync::OnceLock;

const MAX_SIDE: usize = 200;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    while !input.at_end()? {
        let w = input.int("width W", 2usize..=MAX_SIDE)?;
        let h = input.int("height H", 2usize..=MAX_SIDE)?;
        static TABLE: OnceLock<CuttingTable> = OnceLock::new();
        let table = TABLE.get_or_init(|| CuttingTable::new(MAX_SIDE));
        writeln!(out, "{}", if table.get(w, h) != 0 { "WIN" } else { "LOSE" })?;
    }
    Ok(())
}
