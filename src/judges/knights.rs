//! `knights` — every knight moves each turn towards the lower left (BZOJ 1393, CEOI 2008).
//!
//! Each knight is a component of an every-sum with the suspense number of
//! [`crate::impartial::knights`]. The first player wins when the greatest suspense number is odd,
//! and does so by moving every knight to a cell whose suspense is one less.
//!
//! Cost: O(1) time a knight; O(K) memory, grown as the knights are read (the answer moves
//! every knight, so all are kept until the last is read).

#[cfg(feature = "judges")]
use super::verdict::{quote, Rejection, Verdict};
use crate::impartial::{mover_wins_every_sum, KnightBoard};
use crate::input::{reserve_for, InputError, Scanner};
use std::io::Write;

const MAX_SIZE: u64 = 1_000_000_000;

/// The board and the knights' cells, in input order.
fn read(input: &mut Scanner<'_>) -> Result<(KnightBoard, Vec<(i64, i64)>), InputError> {
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
    Ok((board, knights))
}

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let (board, knights) = read(input)?;
    out.write_all(answer(&board, &knights).as_bytes())?;
    Ok(())
}

/// The judge's answer: `NO`, or `YES` and the strategy's turn.
fn answer(board: &KnightBoard, knights: &[(i64, i64)]) -> String {
    if !mover_wins_every_sum(knights.iter().map(|&c| board.suspense(c))) {
        return "NO\n".to_string();
    }
    let mut text = String::from("YES\n");
    for &cell in knights {
        let (x, y) = board.strategy_move(cell).unwrap_or(cell);
        text.push_str(&format!("{x} {y}\n"));
    }
    text
}

/// Checks an output by play: `NO` exactly when the first player loses; otherwise `YES` and a
/// turn (every knight that can move moved, the others left in place) after which the opponent
/// is lost. Any such turn is accepted. A build without `judges` has no checker.
#[cfg(feature = "judges")]
pub fn check(input: &mut Scanner<'_>, output: &[u8]) -> Result<Verdict, InputError> {
    let (board, knights) = read(input)?;
    let wins = mover_wins_every_sum(knights.iter().map(|&c| board.suspense(c)));
    let mut lines = output.split_inclusive(|&b| b == b'\n');
    let first = lines.next().unwrap_or_default();
    let word = if wins { "YES" } else { "NO" };
    if first != format!("{word}\n").as_bytes() {
        let why = if wins {
            "the first player wins here"
        } else {
            "the first player loses here"
        };
        return Ok(reject(
            1,
            format!("{why}; expected `{word}`, found {}", line_quote(first)),
        ));
    }
    if !wins {
        return Ok(match lines.next() {
            None => Verdict::Accepted { identical: true },
            Some(extra) => reject(2, format!("extra line {} after `NO`", line_quote(extra))),
        });
    }
    let mut after = Vec::new();
    for (i, &cell) in knights.iter().enumerate() {
        let number = i + 2;
        let Some(line) = lines.next() else {
            return Ok(reject(
                number,
                format!(
                    "the output ends here; expected the move of knight {} at {}",
                    i + 1,
                    show(cell)
                ),
            ));
        };
        let Some(to) = read_cell(line) else {
            return Ok(reject(
                number,
                format!(
                    "expected a cell `x y` for knight {}, found {}",
                    i + 1,
                    line_quote(line)
                ),
            ));
        };
        let stuck = board.moves(cell).next().is_none();
        if stuck && to != cell {
            return Ok(reject(
                number,
                format!(
                    "knight {} at {} cannot move, so it stays there, not at {}",
                    i + 1,
                    show(cell),
                    show(to)
                ),
            ));
        }
        if !stuck && !board.moves(cell).any(|c| c == to) {
            return Ok(reject(
                number,
                format!(
                    "knight {} at {} cannot reach {}: it moves to (x−2, y±1), (x−1, y−2) or (x+1, y−2) on the board",
                    i + 1,
                    show(cell),
                    show(to)
                ),
            ));
        }
        after.push((number, board.suspense(to)));
    }
    if let Some(extra) = lines.next() {
        let number = knights.len() + 2;
        return Ok(reject(
            number,
            format!(
                "extra line {} after the last knight's move",
                line_quote(extra)
            ),
        ));
    }
    let longest = after.iter().map(|&(_, s)| s).max().unwrap_or(0);
    if longest % 2 == 1 {
        // The opponent wins through the knight that lasts longest; name the first such line.
        let (number, _) = after
            .iter()
            .find(|&&(_, s)| s == longest)
            .expect("a knight has the maximum");
        return Ok(reject(
            *number,
            format!(
                "this turn loses: the knight moved here has suspense {longest}, odd and the greatest left, so the opponent wins"
            ),
        ));
    }
    let identical = output == answer(&board, &knights).as_bytes();
    Ok(Verdict::Accepted { identical })
}

#[cfg(feature = "judges")]
fn reject(line: usize, reason: String) -> Verdict {
    Verdict::Rejected(Rejection::new(line, reason))
}

#[cfg(feature = "judges")]
fn show((x, y): (i64, i64)) -> String {
    format!("({x}, {y})")
}

#[cfg(feature = "judges")]
fn line_quote(line: &[u8]) -> String {
    quote(line.strip_suffix(b"\n").unwrap_or(line))
}

/// Two integers `x y` separated by spaces, nothing else.
#[cfg(feature = "judges")]
fn read_cell(line: &[u8]) -> Option<(i64, i64)> {
    let text = std::str::from_utf8(line).ok()?;
    let mut words = text.split_ascii_whitespace();
    let x = words.next()?.parse().ok()?;
    let y = words.next()?.parse().ok()?;
    words.next().is_none().then_some((x, y))
}
