//! The judge's position format (HDU 3683), shared by the judge and the playground's paste box
//! (which reads it onto its own board's side and rule; the judge's is 15 × 15 freestyle).

use super::{Cell, Gomoku};
use crate::game::Player;
use crate::input::{InputError, Pos, Scanner};
use crate::text::replace;

/// Reads the next case's position; None at the closing `0` (after which only whitespace may
/// follow).
pub fn read_case(input: &mut Scanner<'_>) -> Result<Option<Gomoku>, InputError> {
    read_case_on(input, &Gomoku::new())
}

/// Reads the next case's position onto an empty board like `empty` (its side and rule).
pub fn read_case_on(input: &mut Scanner<'_>, empty: &Gomoku) -> Result<Option<Gomoku>, InputError> {
    let side = usize::from(empty.size());
    let n = input.int("number of stones n (0 ends the input)", 0..=side * side)?;
    if n == 0 {
        input.expect_end("the closing 0")?;
        return Ok(None);
    }
    read_position_on(input, n, empty.clone()).map(Some)
}

/// Reads `n` lines `x y c` onto the judge's board: distinct cells, no five on the board.
pub fn read_position(input: &mut Scanner<'_>, n: usize) -> Result<Gomoku, InputError> {
    read_position_on(input, n, Gomoku::new())
}

/// Reads `n` lines `x y c` onto `board` (empty): distinct cells, no five on the board.
fn read_position_on(
    input: &mut Scanner<'_>,
    n: usize,
    mut board: Gomoku,
) -> Result<Gomoku, InputError> {
    let mut first_five: Option<(Pos, Cell)> = None;
    let last = board.size() - 1;
    for _ in 0..n {
        let (x, pos) = input.int_at("x coordinate", 0..=last)?;
        let y = input.int("y coordinate", 0..=last)?;
        let colour = input.int("colour c (1 black, 0 white)", 0u8..=1)?;
        let player = if colour == 1 {
            Player::First
        } else {
            Player::Second
        };
        let cell = Cell::new(x, y);
        let five = board.place(cell, player).map_err(|err| {
            // The judge's messages write cells as its answers do, `(x,y)`.
            let (page, judge) = (cell.to_string(), cell.contest());
            let found = format!("{judge}: {}", replace(&err.to_string(), &page, &judge));
            InputError::at(pos, "a cell not listed before", found)
        })?;
        if five && first_five.is_none() {
            first_five = Some((pos, cell));
        }
    }
    // A five can only be seen once its last stone is read; report it at that stone.
    if let Some((pos, cell)) = first_five {
        let colour = super::colour_name(board.at(cell).expect("just placed"));
        return Err(InputError::at(
            pos,
            "a position with no five in a row",
            format!("{}, which completes five {colour} stones", cell.contest()),
        ));
    }
    Ok(board)
}
