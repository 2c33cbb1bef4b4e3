//! The contest's input format (`shared/specs/judges.md`, `havannah`) read into games, shared by
//! the judge and the playground's pasted cases, so both refuse the same inputs in the same words.

use super::{
    Board, Cell, CellMap, Havannah, HavannahError, HavannahMove, Mode, MAX_SIDE, MIN_SIDE,
};
use crate::game::{Game, PlayError};
use crate::input::{reserve_for, InputError, Pos, Scanner};

/// Reads one case (S, M and M moves) with every check the judge makes, and returns the game
/// played up to its first win (or to the end). `on_move` sees every move read, in order,
/// including those after the win, which the judge reads and checks but ignores.
pub fn read_case(
    input: &mut Scanner<'_>,
    mut on_move: impl FnMut(Cell),
) -> Result<Havannah, InputError> {
    let side = input.int("board side S", MIN_SIDE..=MAX_SIDE)?;
    let board = Board::new(side).expect("side read within range");
    let cells = board.cell_count() as u32;
    let moves = input.int("number of moves M", 0u32..=cells)?;
    let mut game = Havannah::with_capacity(board, Mode::SinglePlayer, reserve_for(moves as usize));
    // Moves read after the game was won: cell -> move number.
    let mut late = CellMap::with_capacity(0);
    let repeated = |pos: Pos, cell: Cell, first: u32| {
        InputError::at(
            pos,
            "a cell not played before",
            format!("{cell}, played in move {first}"),
        )
    };
    for number in 1..=moves {
        let (x, pos) = input.int_at("x", 1..=board.max_coord())?;
        let y = input.int("y", 1..=board.max_coord())?;
        let cell = Cell::new(x, y);
        if !board.contains(cell) {
            return Err(InputError::at(
                pos,
                format!(
                    "a cell on the board of side {side} (|x − y| ≤ {})",
                    side - 1
                ),
                cell.to_string(),
            ));
        }
        if game.win().is_none() {
            match game.try_play(&HavannahMove::Place(cell)) {
                Ok(()) => {}
                Err(PlayError {
                    reason: HavannahError::Occupied { stone, .. },
                    ..
                }) => return Err(repeated(pos, cell, stone.move_number)),
                // Cannot happen (the cell is on the board and nobody has won), but bad input
                // must never panic.
                Err(err) => return Err(InputError::at(pos, "a legal move", err.to_string())),
            }
        } else if let Some(stone) = game.stone_at(cell) {
            return Err(repeated(pos, cell, stone.move_number));
        } else if let Err(first) = late.insert_new(cell, number) {
            return Err(repeated(pos, cell, first));
        }
        on_move(cell);
    }
    Ok(game)
}
