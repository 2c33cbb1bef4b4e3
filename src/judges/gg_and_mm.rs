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

#[cfg(test)]
mod tests {
    use crate::judges::find;

    #[test]
    fn spec_sample() {
        let out = find("gg-and-mm")
            .unwrap()
            .run_str("3\n1 1\n1 1\n1 1\n1\n3 2\n2\n4 7\n1 5\n")
            .unwrap();
        assert_eq!(out, "MM\nGG\nMM\n");
    }

    #[test]
    fn bad_input_names_line_and_column() {
        let (partial, err) = find("gg-and-mm")
            .unwrap()
            .run_str("1\n1 1\n2\n4 7\n1\n")
            .unwrap_err();
        assert_eq!(partial, "MM\n");
        assert_eq!(
            err.to_string(),
            "line 6, column 1: expected pile q (1..=1000), found end of input"
        );
    }
}
