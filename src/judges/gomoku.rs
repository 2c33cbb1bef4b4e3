//! `gomoku` — HDU 3683: win in 1, lose in 2, win in 3 for the player to move.
//!
//! Cost: the board is fixed at 15 × 15, so each case's memory is constant and its search is
//! bounded by the board whatever the stones.

use crate::gomoku::contest::read_case;
use crate::input::{InputError, Scanner};
use std::io::Write;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    while let Some(board) = read_case(input)? {
        writeln!(out, "{}", board.tactics())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::judges::find;

    #[test]
    fn bad_inputs_name_line_and_column() {
        let judge = find("gomoku").unwrap();
        let cases = [
            ("1\n7 7 2\n0\n", "line 2, column 5: expected colour c (1 black, 0 white) (0..=1), found 2"),
            ("2\n7 7 1\n7 7 0\n0\n", "line 3, column 1: expected a cell not listed before, found (7,7): (7,7) already holds a black stone"),
            ("1\n15 0 1\n0\n", "line 2, column 1: expected x coordinate (0..=14), found 15"),
            ("2\n1 1 1\n", "line 3, column 1: expected x coordinate (0..=14), found end of input"),
            ("1\n1 1 1\n", "line 3, column 1: expected number of stones n (0 ends the input) (0..=225), found end of input"),
            (
                "5\n0 0 1\n1 0 1\n2 0 1\n3 0 1\n4 0 1\n0\n",
                "line 6, column 1: expected a position with no five in a row, found (4,0), which completes five black stones",
            ),
        ];
        for (input, message) in cases {
            let (_, err) = judge.run_str(input).unwrap_err();
            assert_eq!(err.to_string(), message, "{input:?}");
        }
        let (partial, _) = judge.run_str("1\n7 7 1\n1\n7 7 x\n").unwrap_err();
        assert_eq!(partial, "Cannot win in 3 moves.\n");
    }
}
