//! `connect` — the TwixT-like game: does Black's last move join Black's home edges?
//!
//! The input format, its limits and its checks live in [`crate::connect::contest`], which the
//! playground shares.
//!
//! Cost: each dataset's board reserves about 14 bytes a point (14 MB at N = 1000), but that
//! memory comes zeroed from the allocator and is touched only where pegs stand, so a new board
//! costs next to no time (under half a millisecond at N = 1000); then near O(1) a move (links
//! are bit tests, groups a union-find). Moves are kept as they are read, never reserved from
//! the declared M.

use crate::connect::contest::read_dataset;
use crate::input::{InputError, Scanner};
use std::io::Write;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    while let Some(dataset) = read_dataset(input)? {
        writeln!(out, "{}", dataset.answer())?;
    }
    Ok(())
}
