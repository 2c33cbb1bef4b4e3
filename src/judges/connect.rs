//! `connect` — the TwixT-like game: does Black's last move join Black's home edges?
//!
//! Beyond the contest limits (3 < N < 21, 4 < M < 250) the judge takes boards up to
//! [`Connect::MAX_N`] and any odd M up to the number of points, and any number of datasets.
//! Moves are checked even though the contest promises them legal; a win before the last move
//! breaks the promise "nobody wins before the last move" and is reported as an input error at
//! that move.

use super::{JudgeError, Pos, Scanner};
use crate::connect::{colour_name, Connect, ConnectError, Move, Point, BLACK};
use crate::game::Game;
use std::io::Write;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), JudgeError> {
    loop {
        let (n, n_pos) = read_board_size(input)?;
        if n == 0 {
            input.int("0 after the closing N = 0", 0u32..=0)?;
            return input.expect_end("the closing `0 0`");
        }
        if n < Connect::MIN_N {
            return Err(JudgeError::at(n_pos, board_size_wanted(), n.to_string()));
        }
        let most_moves = ((n + 1) * (n + 1) - 4) as u32;
        let (m, m_pos) = input.int_at("number of moves M", 5..=most_moves)?;
        if m % 2 == 0 {
            return Err(JudgeError::at(
                m_pos,
                "an odd number of moves M (Black moves last)",
                m.to_string(),
            ));
        }
        let mut game = Connect::new(n).expect("N checked against the board limits");
        for number in 1..=m {
            let (x, pos) = input.int_at("x coordinate", 0..=n as u32)?;
            let y = input.int("y coordinate", 0..=n as u32)?;
            let point = Point::new(x as i32, y as i32);
            game.try_play(&Move::Place(point))
                .map_err(|err| refused(pos, point, number, err))?;
            if let Some(winner) = game.winner() {
                if number < m {
                    return Err(JudgeError::at(
                        pos,
                        format!("no win before the last move (move {m})"),
                        format!(
                            "{point}, which wins for {} in move {number}",
                            colour_name(winner)
                        ),
                    ));
                }
            }
        }
        let answer = if game.winner() == Some(BLACK) {
            "yes"
        } else {
            "no"
        };
        writeln!(out, "{answer}")?;
    }
}

fn board_size_wanted() -> String {
    format!(
        "board size N ({}..={}), or 0 to end",
        Connect::MIN_N,
        Connect::MAX_N
    )
}

/// N, or 0 for the end marker; every refusal names the same range.
fn read_board_size(input: &mut Scanner<'_>) -> Result<(i32, Pos), JudgeError> {
    match input.int_at("board size N", 0..=Connect::MAX_N as u32) {
        Ok((n, pos)) => Ok((n as i32, pos)),
        Err(JudgeError::Input { pos, found, .. }) => {
            Err(JudgeError::at(pos, board_size_wanted(), found))
        }
        Err(other) => Err(other),
    }
}

/// The judge's words for a refused move `number` at `point`, whose x coordinate is at `pos`.
fn refused(pos: Pos, point: Point, number: u32, err: ConnectError) -> JudgeError {
    let mover = if number % 2 == 1 { "Black" } else { "White" };
    let (expected, found) = match err {
        ConnectError::Occupied { move_number, .. } => (
            "a free point".to_string(),
            format!("{point}, already taken in move {move_number}"),
        ),
        ConnectError::Corner { .. } => (
            "a point that is not a corner".to_string(),
            format!("{point}, a corner"),
        ),
        ConnectError::OpponentHomeEdge { owner, .. } => (
            format!(
                "a point off {}'s home edges for {mover}'s move {number}",
                colour_name(owner)
            ),
            format!("{point}, on {}'s home edge", colour_name(owner)),
        ),
        other => (
            format!("a legal move {number} for {mover}"),
            format!("{point}: {other}"),
        ),
    };
    JudgeError::at(pos, expected, found)
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
