//! Knights racing to the corner (CEOI 2008): on an N × N board a knight moves to (x−2, y+1),
//! (x−2, y−1), (x−1, y−2) or (x+1, y−2); every movable knight moves each turn.
//!
//! Each knight is a component of an every-sum, so only its suspense number matters (see
//! [`crate::impartial::every`]). Away from the top row and right column it does not depend on
//! N: with X = x − 1, Y = y − 1, Y = 4j + r,
//! - r = 0, 1: ⌊X/2⌋ + 2j,
//! - r = 2: 2⌊(X+1)/4⌋ + 2j + 1,
//! - r = 3: 2⌊(X+2)/4⌋ + 2j + 1.
//!
//! Cells on the top row or right column get the suspense rule applied to their options
//! (inner cells, or border cells further from the corner). Tests compare this with the full
//! suspense table of every board up to N = 60.

use super::super::every;

/// The knight moves, as (dx, dy).
pub const MOVES: [(i64, i64); 4] = [(-2, 1), (-2, -1), (-1, -2), (1, -2)];

/// An N × N board, cells (x, y) with 1 ≤ x, y ≤ N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnightBoard {
    /// N: cells run from 1 to N each way.
    pub size: u64,
}

impl KnightBoard {
    /// The N × N board.
    pub fn new(size: u64) -> Self {
        KnightBoard { size }
    }

    /// Whether (x, y) is on the board.
    pub fn contains(&self, (x, y): (i64, i64)) -> bool {
        (1..=self.size as i64).contains(&x) && (1..=self.size as i64).contains(&y)
    }

    /// The cells a knight on `cell` may move to.
    pub fn moves(&self, (x, y): (i64, i64)) -> impl Iterator<Item = (i64, i64)> + '_ {
        MOVES
            .iter()
            .map(move |&(dx, dy)| (x + dx, y + dy))
            .filter(|&c| self.contains(c))
    }

    /// The suspense number of a knight on `cell` (on the board).
    pub fn suspense(&self, cell: (i64, i64)) -> u32 {
        let n = self.size as i64;
        if cell.0 < n && cell.1 < n {
            inner_suspense(cell)
        } else {
            every::suspense(self.moves(cell).map(|c| self.suspense(c)))
        }
    }

    /// The winning strategy's move: to an option with suspense one less (None if stuck).
    pub fn strategy_move(&self, cell: (i64, i64)) -> Option<(i64, i64)> {
        let s = self.suspense(cell);
        self.moves(cell)
            .find(|&c| s > 0 && self.suspense(c) == s - 1)
    }
}

/// The N-independent suspense number of a cell off the top row and right column.
pub fn inner_suspense((x, y): (i64, i64)) -> u32 {
    let (xx, yy) = (x - 1, y - 1);
    let (j, r) = (yy / 4, yy % 4);
    let value = match r {
        0 | 1 => xx / 2 + 2 * j,
        2 => 2 * ((xx + 1) / 4) + 2 * j + 1,
        _ => 2 * ((xx + 2) / 4) + 2 * j + 1,
    };
    value as u32
}
