//! Why a Connect move (or board) was refused, in words a player understands.

use super::geometry::Point;
use super::{colour_name, Connect};
use crate::game::Player;
use std::fmt;

/// A board side N outside what the game supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSizeError {
    /// The side asked for.
    pub n: i32,
}

impl fmt::Display for BoardSizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the board side N must be between {} and {}, not {}",
            Connect::MIN_N,
            Connect::MAX_N,
            self.n
        )
    }
}

impl std::error::Error for BoardSizeError {}

/// Why a move was refused (the refused move itself travels beside it in a
/// [`crate::game::PlayError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectError {
    /// The game has ended: `winner` won, or (None) the player to move has no point left.
    GameOver {
        /// Who won, if anyone.
        winner: Option<Player>,
    },
    /// The point is not on the board `0 ≤ x, y ≤ n`.
    OffBoard {
        /// The point asked for.
        point: Point,
        /// The board side.
        n: i32,
    },
    /// The point is a corner, which lies on both colours' home edges.
    Corner {
        /// The corner asked for.
        point: Point,
    },
    /// A peg already stands there.
    Occupied {
        /// The point asked for.
        point: Point,
        /// Whose peg stands there.
        owner: Player,
        /// The move (from 1) that put the peg there.
        move_number: u32,
    },
    /// The point is on a home edge of `owner`, and `mover` is the other colour.
    OpponentHomeEdge {
        /// The point asked for.
        point: Point,
        /// Who wanted to place the peg.
        mover: Player,
        /// Whose home edge it is.
        owner: Player,
    },
    /// A swap was asked for, but this game is played without the pie rule.
    PieRuleOff,
    /// A swap was asked for other than as the second move of the game.
    SwapNotSecondMove {
        /// How many moves had been played.
        moves_played: u32,
    },
}

impl fmt::Display for ConnectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ConnectError::GameOver { winner: Some(w) } => {
                write!(f, "the game is over: {} has won", colour_name(w))
            }
            ConnectError::GameOver { winner: None } => write!(
                f,
                "the game is over: the player to move has no free point left (a draw)"
            ),
            ConnectError::OffBoard { point, n } => write!(
                f,
                "{point} is off the board: both coordinates must be between 0 and {n}"
            ),
            ConnectError::Corner { point } => {
                write!(f, "{point} is a corner, closed to both players")
            }
            ConnectError::Occupied {
                point,
                owner,
                move_number,
            } => write!(
                f,
                "{point} is already taken by {}'s peg from move {move_number}",
                colour_name(owner)
            ),
            ConnectError::OpponentHomeEdge {
                point,
                mover,
                owner,
            } => write!(
                f,
                "{point} is on {}'s home edge, where {} may not place a peg",
                colour_name(owner),
                colour_name(mover)
            ),
            ConnectError::PieRuleOff => write!(
                f,
                "swapping needs the pie rule, which this game is played without"
            ),
            ConnectError::SwapNotSecondMove { moves_played } => write!(
                f,
                "a swap may only be the second move of the game, and {moves_played} moves have been played"
            ),
        }
    }
}

impl std::error::Error for ConnectError {}
