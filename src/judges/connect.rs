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

#[cfg(test)]
mod tests {
    use crate::judges::find;

    const SAMPLE: &str = "4 5\n0 2 2 4 4 2 3 2 2 3\n4 5\n0 2 2 4 4 2 3 2 2 1\n\
                          7 11\n0 3 6 5 3 2 5 7 7 2 4 4 5 3 5 2 4 5 4 0 2 4\n0 0\n";

    #[test]
    fn spec_sample() {
        let out = find("connect").unwrap().run_str(SAMPLE).unwrap();
        assert_eq!(out, "no\nyes\nyes\n");
    }
}
