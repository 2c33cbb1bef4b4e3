//! `havannah` — Google Code Jam 2012 round 3 B: the first move that makes a bridge, fork or
//! ring in a single-player replay on a hexagon of side up to 3000.
//!
//! Every move is read and checked (on the board, not played before) even after the game is
//! won, since bad input anywhere is an error; moves after the win are only remembered to catch
//! repeats. Nothing is allocated per cell, only per move.
//!
//! Cost: O(M) memory per case, grown as the moves are read, and near O(1) time a move.

use crate::game::Game;
use crate::havannah::contest::read_case;
use crate::input::{InputError, Scanner};
use std::io::Write;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let cases = input.int("number of test cases T", 1u32..=1_000_000)?;
    for case in 1..=cases {
        let verdict = judge_case(input)?;
        writeln!(out, "Case #{case}: {verdict}")?;
    }
    input.expect_end("the last test case")
}

/// Reads one case and returns its answer, e.g. `bridge-ring in move 9` or `none`.
fn judge_case(input: &mut Scanner<'_>) -> Result<String, InputError> {
    Ok(read_case(input, |_| {})?.verdict().to_string())
}

#[cfg(test)]
mod tests {
    use crate::judges::find;

    fn run(input: &str) -> Result<String, (String, String)> {
        find("havannah")
            .unwrap()
            .run_str(input)
            .map_err(|(partial, err)| (partial, err.to_string()))
    }

    #[test]
    fn empty_game_is_none() {
        assert_eq!(run("1\n3000 0\n").unwrap(), "Case #1: none\n");
    }

    #[test]
    fn repeated_move_after_the_win_is_still_an_error() {
        // Won in move 2; move 4 repeats move 3.
        let (partial, err) = run("2\n2 1 1 1\n2 4\n1 1\n1 2\n2 2\n2 2\n").unwrap_err();
        assert_eq!(partial, "Case #1: none\n");
        assert_eq!(
            err,
            "line 7, column 1: expected a cell not played before, found (2, 2), played in move 3"
        );
    }

    #[test]
    fn repeated_move_before_the_win() {
        let (partial, err) = run("1\n3 3\n2 2\n3 3\n2 2\n").unwrap_err();
        assert_eq!(partial, "");
        assert_eq!(
            err,
            "line 5, column 1: expected a cell not played before, found (2, 2), played in move 1"
        );
    }

    #[test]
    fn repeat_of_a_move_before_the_win_after_it() {
        let (_, err) = run("1\n2 3\n1 1\n1 2\n1 1\n").unwrap_err();
        assert_eq!(
            err,
            "line 5, column 1: expected a cell not played before, found (1, 1), played in move 1"
        );
    }

    #[test]
    fn cell_off_the_hexagon() {
        let (_, err) = run("1\n3 2\n2 2\n 1 5\n").unwrap_err();
        assert_eq!(
            err,
            "line 4, column 2: expected a cell on the board of side 3 (|x − y| ≤ 2), found (1, 5)"
        );
    }

    #[test]
    fn coordinate_out_of_range() {
        let (_, err) = run("1\n3 2\n2 2\n6 1\n").unwrap_err();
        assert_eq!(err, "line 4, column 1: expected x (1..=5), found 6");
        let (_, err) = run("1\n3 2\n2 2\n1 0\n").unwrap_err();
        assert_eq!(err, "line 4, column 3: expected y (1..=5), found 0");
    }

    #[test]
    fn bad_side_count_and_tokens() {
        let (_, err) = run("1\n3001 0\n").unwrap_err();
        assert_eq!(
            err,
            "line 2, column 1: expected board side S (2..=3000), found 3001"
        );
        let (_, err) = run("1\n1 0\n").unwrap_err();
        assert_eq!(
            err,
            "line 2, column 1: expected board side S (2..=3000), found 1"
        );
        let (_, err) = run("1\n2 8\n").unwrap_err();
        assert_eq!(
            err,
            "line 2, column 3: expected number of moves M (0..=7), found 8"
        );
        let (_, err) = run("1\n2 2 1 1 1 y\n").unwrap_err();
        assert_eq!(err, "line 2, column 11: expected y (1..=3), found `y`");
        let (_, err) = run("0\n").unwrap_err();
        assert_eq!(
            err,
            "line 1, column 1: expected number of test cases T (1..=1000000), found 0"
        );
    }

    #[test]
    fn moves_running_past_the_end() {
        let (partial, err) = run("2\n2 1 1 1\n3 2 2 2\n").unwrap_err();
        assert_eq!(partial, "Case #1: none\n");
        assert_eq!(
            err,
            "line 4, column 1: expected x (1..=5), found end of input"
        );
    }

    #[test]
    fn trailing_tokens() {
        let (partial, err) = run("1\n2 0\n5\n").unwrap_err();
        assert_eq!(partial, "Case #1: none\n");
        assert_eq!(
            err,
            "line 3, column 1: expected end of input after the last test case, found `5`"
        );
    }
}
