//! What a position says about the game, in the judge's words, and why a move was refused.

use super::cell::Cell;
use super::moves::{HavannahMove, SwapRefusal};
use crate::game::Player;
use std::fmt;

/// The winning structures a single move completed. At least one is set in a [`Win`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WinKinds {
    /// One group touches two or more corners.
    pub bridge: bool,
    /// One group touches three or more edges.
    pub fork: bool,
    /// The move closed a ring under the game's ring rule.
    pub ring: bool,
}

impl WinKinds {
    /// True when at least one structure was completed.
    pub fn any(self) -> bool {
        self.bridge || self.fork || self.ring
    }
}

impl fmt::Display for WinKinds {
    /// The judge's words: the kinds in the order bridge, fork, ring, joined by `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = [
            (self.bridge, "bridge"),
            (self.fork, "fork"),
            (self.ring, "ring"),
        ];
        let mut first = true;
        for (_, name) in names.iter().filter(|(set, _)| *set) {
            if !first {
                f.write_str("-")?;
            }
            f.write_str(name)?;
            first = false;
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}

/// The first winning move of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Win {
    /// What the move completed.
    pub kinds: WinKinds,
    /// 1-based, as the judge counts moves.
    pub move_number: u32,
    /// The stone that won.
    pub cell: Cell,
    /// Who won; in the single-player replay always [`Player::First`].
    pub player: Player,
}

impl fmt::Display for Win {
    /// `bridge-ring in move 9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} in move {}", self.kinds, self.move_number)
    }
}

/// Where a game stands after the moves played so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nobody has won; `to_move` places the next stone.
    Ongoing {
        /// Stones on the board.
        moves: u32,
        /// Who places the next one.
        to_move: Player,
    },
    /// A move won; the game is over.
    Won(Win),
    /// Every cell is taken and no move won.
    Full {
        /// Stones on the board: every cell.
        moves: u32,
    },
}

impl Verdict {
    /// The win, once there is one.
    pub fn win(&self) -> Option<&Win> {
        match self {
            Verdict::Won(win) => Some(win),
            _ => None,
        }
    }

    /// True once the game is over (won or the board full).
    pub fn is_over(&self) -> bool {
        !matches!(self, Verdict::Ongoing { .. })
    }
}

impl fmt::Display for Verdict {
    /// The judge's words: `fork in move 5`, or `none` while nobody has won.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Won(win) => win.fmt(f),
            _ => f.write_str("none"),
        }
    }
}

/// Who holds a cell and since when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone {
    /// The cell.
    pub cell: Cell,
    /// Whose stone it is now.
    pub player: Player,
    /// 1-based move that placed it.
    pub move_number: u32,
    /// Placed by Player 1 in move 1 and taken over by Player 2's swap in move 2.
    pub swapped: bool,
}

impl fmt::Display for Stone {
    /// `Player 2 played it in move 4`, or how the swap made the first stone Player 2's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.swapped {
            write!(
                f,
                "Player 1 played it in move 1 and {} took it by the swap in move 2",
                self.player
            )
        } else {
            write!(f, "{} played it in move {}", self.player, self.move_number)
        }
    }
}

/// Why a move was refused; every variant carries the rejected move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HavannahError {
    /// The cell is not on the board of this side.
    OffBoard {
        /// The cell asked for.
        cell: Cell,
        /// The board's side.
        side: u32,
    },
    /// The cell already holds a stone.
    Occupied {
        /// The cell asked for.
        cell: Cell,
        /// The stone already there.
        stone: Stone,
    },
    /// A previous move already won.
    GameOver {
        /// The move asked for.
        rejected: HavannahMove,
        /// The move that won.
        win: Win,
    },
    /// A swap outside the one place the swap rule allows it.
    Swap {
        /// Why it is not allowed here.
        refusal: SwapRefusal,
    },
}

impl HavannahError {
    /// The move that was refused.
    pub fn rejected(&self) -> HavannahMove {
        match *self {
            HavannahError::OffBoard { cell, .. } | HavannahError::Occupied { cell, .. } => {
                HavannahMove::Place(cell)
            }
            HavannahError::GameOver { rejected, .. } => rejected,
            HavannahError::Swap { .. } => HavannahMove::Swap,
        }
    }
}

impl fmt::Display for HavannahError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HavannahError::OffBoard { cell, side } => write!(
                f,
                "{cell} is off the board: a board of side {side} has cells (x, y) with \
                 1 ≤ x, y ≤ {} and |x − y| ≤ {}",
                2 * side - 1,
                side - 1
            ),
            HavannahError::Occupied { cell, stone } => write!(f, "{cell} is taken: {stone}"),
            HavannahError::GameOver { rejected, win } => write!(
                f,
                "cannot play {rejected}: the game is over, {} won with {win}",
                win.player
            ),
            HavannahError::Swap { refusal } => write!(f, "cannot swap: {refusal}"),
        }
    }
}

impl std::error::Error for HavannahError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_read_like_the_judge() {
        let k = |bridge, fork, ring| WinKinds { bridge, fork, ring }.to_string();
        assert_eq!(k(true, false, false), "bridge");
        assert_eq!(k(false, true, true), "fork-ring");
        assert_eq!(k(true, true, true), "bridge-fork-ring");
        assert_eq!(k(true, false, true), "bridge-ring");
        assert_eq!(k(false, false, false), "none");
    }
}
