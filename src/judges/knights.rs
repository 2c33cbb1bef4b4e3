//! `knights` — every knight moves each turn towards the lower left (BZOJ 1393, CEOI 2008).
//!
//! Each knight is a component of an every-sum with the suspense number of
//! [`crate::impartial::knights`]. The first player wins when the greatest suspense number is odd,
//! and does so by moving every knight to a cell whose suspense is one less.
//!
//! Cost: O(1) time a knight; O(K) memory, grown as the knights are read (the answer moves
//! every knight, so all are kept until the last is read).

use crate::impartial::{mover_wins_every_sum, KnightBoard};
use crate::input::{reserve_for, InputError, Scanner};
use std::io::Write;

const MAX_SIZE: u64 = 1_000_000_000;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let k = input.int("number of knights K", 1usize..=10_000_000)?;
    let n = input.int("board size N", 1u64..=MAX_SIZE)?;
    let board = KnightBoard::new(n);
    let mut knights = Vec::with_capacity(reserve_for(k));
    for _ in 0..k {
        let x = input.int("x", 1u64..=n)? as i64;
        let y = input.int("y", 1u64..=n)? as i64;
        knights.push((x, y));
    }
    input.expect_end("the last knight")?;
    let remote: Vec<u32> = knights.iter().map(|&c| board.suspense(c)).collect();
    if !mover_wins_every_sum(remote.iter().copied()) {
        writeln!(out, "NO")?;
        return Ok(());
    }
    let mut text = String::from("YES\n");
    for &cell in &knights {
        let (x, y) = board.strategy_move(cell).unwrap_or(cell);
        text.push_str(&format!("{x} {y}\n"));
    }
    out.write_all(text.as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::judges::find;

    #[test]
    fn bad_input_names_line_and_column() {
        let (partial, err) = find("knights")
            .unwrap()
            .run_str("2 5\n4 4\n6 3\n")
            .unwrap_err();
        assert_eq!(partial, "");
        assert_eq!(
            err.to_string(),
            "line 3, column 1: expected x (1..=5), found 6"
        );
    }
}
