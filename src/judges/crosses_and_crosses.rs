//! `crosses-and-crosses` — Treblecross on a 1 × n strip (POJ 3537).
//!
//! A cross within two cells of another lets the opponent complete three at once, so good
//! play only puts crosses three or more cells from every other cross. A cross then kills
//! itself and up to two cells each side, leaving two free strips: on a strip of n this is
//! the octal game `0.007` on a heap of n + 2 (the two phantom cells absorb the border). The
//! one exception is the whole strip of two: a second cross next to the first cannot be
//! extended, so it is safe, and the second player, who makes it, wins.
//!
//! Cost: one table of `G(0..)`, built when a strip first needs it and at least doubled when a
//! longer strip comes. With L the longest strip read, the last table holds fewer than 2L + 6
//! values (and at most 20 003), and since each build is at least twice the one before, all
//! builds together cost under 4/3 of that last one; then O(1) a strip. The table is kept for
//! the process, so later inputs reuse it. Memory: that table, under 100 KB.

use crate::impartial::OctalCode;
use crate::input::{InputError, Scanner};
use std::io::Write;
use std::sync::{Mutex, PoisonError};

const MAX_LENGTH: usize = 20_000;

/// True when the first player wins Treblecross on a strip of `n ≥ 1`, given `G(0..)` of `0.007`.
pub fn first_player_wins(n: usize, treblecross: &[u32]) -> bool {
    n != 2 && treblecross[n + 2] != 0
}

/// The table length to build when a strip of `n` does not fit a table of `len`: at least
/// double, so a rising run of strips rebuilds it only a logarithmic number of times.
pub fn grown_length(len: usize, n: usize) -> usize {
    (n + 3).max(2 * len).clamp(64, MAX_LENGTH + 3)
}

/// `G(0..)` of `0.007` as far as any input has needed it, kept for the process: a strip no
/// longer than one judged before, in this input or an earlier one, builds nothing.
static VALUES: Mutex<Vec<u32>> = Mutex::new(Vec::new());

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let game = OctalCode::parse("0.007").unwrap_or_else(|_| panic!("valid code"));
    // Held for the whole input: a second thread judging Treblecross waits instead of building
    // the same table. The table is replaced whole, so a panic elsewhere cannot leave it torn.
    let mut values = VALUES.lock().unwrap_or_else(PoisonError::into_inner);
    loop {
        let n = input.int("strip length n", 1usize..=MAX_LENGTH)?;
        if n + 3 > values.len() {
            *values = game.grundy_values(grown_length(values.len(), n));
        }
        writeln!(out, "{}", if first_player_wins(n, &values) { 1 } else { 2 })?;
        if input.at_end()? {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{grown_length, MAX_LENGTH};

    #[test]
    fn a_rising_run_of_strips_builds_few_tables() {
        let mut len = 0;
        let mut builds = Vec::new();
        for n in 2001..=MAX_LENGTH {
            if n + 3 > len {
                let next = grown_length(len, n);
                assert!(next >= n + 3 && next <= MAX_LENGTH + 3);
                assert!(next >= 2 * len || next == MAX_LENGTH + 3);
                len = next;
                builds.push(len);
            }
        }
        assert_eq!(builds, [2004, 4008, 8016, 16032, 20003]);
        assert_eq!(grown_length(0, 1), 64);
    }
}
