//! What a player does on their turn: place a stone, or (once, under the swap rule) take the
//! first player's stone instead.

use super::cell::Cell;
use crate::game::MoveSyntaxError;
use std::fmt;

/// One move of Havannah.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HavannahMove {
    /// A stone of the player to move on an empty cell.
    Place(Cell),
    /// The swap (pie rule): the second player's first move makes the first stone theirs, on
    /// the cell where it stands. The first player then moves again.
    Swap,
}

impl From<Cell> for HavannahMove {
    fn from(cell: Cell) -> Self {
        HavannahMove::Place(cell)
    }
}

impl fmt::Display for HavannahMove {
    /// `(3, 4)` for a stone, `swap` for the swap.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HavannahMove::Place(cell) => cell.fmt(f),
            HavannahMove::Swap => f.write_str("swap"),
        }
    }
}

/// Why a swap was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwapRefusal {
    /// The game was started without the swap rule (the single-player replay never has it).
    NotInRules,
    /// The swap is the second player's first move only; `moves` had been played.
    NotSecondMove {
        /// Moves played so far.
        moves: u32,
    },
}

impl fmt::Display for SwapRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SwapRefusal::NotInRules => f.write_str("this game is played without the swap rule"),
            SwapRefusal::NotSecondMove { moves: 0 } => {
                f.write_str("there is no stone to take yet: Player 1 moves first")
            }
            SwapRefusal::NotSecondMove { moves } => write!(
                f,
                "only Player 2's first move (move 2) may be a swap, and {moves} moves are played"
            ),
        }
    }
}

impl std::str::FromStr for HavannahMove {
    type Err = MoveSyntaxError;

    /// Reads the move list's notation back: `(3, 4)` (or `3 4`) and `swap`.
    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        if text.trim() == "swap" {
            return Ok(HavannahMove::Swap);
        }
        text.parse()
            .map(HavannahMove::Place)
            .map_err(|_| MoveSyntaxError::new(text, "a cell like (3, 4), or swap"))
    }
}
