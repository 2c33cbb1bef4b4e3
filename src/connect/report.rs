//! What the playground shows about a move and a position: plain data, serialisable for the page.

use super::geometry::{Link, Point};
use crate::game::{MoveSyntaxError, Outcome, Player};
use std::fmt;

/// One move: a peg on a point, or (with the pie rule, as the second move) taking over the first
/// peg. See [`super::Connect::with_pie_rule`] for how the swap works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A peg on this point.
    Place(Point),
    /// White's second move taking over Black's first peg (pie rule).
    Swap,
}

impl fmt::Display for Move {
    /// As the move list writes it: the peg's point, `(2, 3)`, or `swap`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(p) => p.fmt(f),
            Move::Swap => f.write_str("swap"),
        }
    }
}

impl std::str::FromStr for Move {
    type Err = MoveSyntaxError;

    /// Reads the move list's notation back: `(2, 3)` (or `2 3`) and `swap`.
    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        if text.trim() == "swap" {
            return Ok(Move::Swap);
        }
        text.parse()
            .map(Move::Place)
            .map_err(|_| MoveSyntaxError::new(text, "a point like (2, 3), or swap"))
    }
}

/// A peg on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peg {
    /// Where it stands.
    pub point: Point,
    /// Whose it is.
    pub owner: Player,
    /// The move (from 1) that put it there.
    pub move_number: u32,
}

/// A link a new peg could not make, with every link on the board that stood in its way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blocked {
    /// The link that was not made.
    pub link: Link,
    /// The links on the board it would have touched.
    pub by: Vec<Link>,
}

/// The links a peg would make if the player to move placed it at `point` (the board unchanged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// The point looked at.
    pub point: Point,
    /// Who would place the peg.
    pub player: Player,
    /// Links the peg would make.
    pub added: Vec<Link>,
    /// Links it would fail to make, with what blocks them.
    pub blocked: Vec<Blocked>,
    /// The peg would join the player's two home edges.
    pub wins: bool,
}

/// What a move did, for the verdict panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// From 1.
    pub move_number: u32,
    /// Who played it.
    pub player: Player,
    /// The move.
    pub mv: Move,
    /// Where the mover's new peg stands (for a swap, the reflected first peg).
    pub placed: Point,
    /// For a swap, the first peg's old point, now empty.
    pub removed: Option<Point>,
    /// Links made, in the order they were tried.
    pub added: Vec<Link>,
    /// Links refused because another link touches them.
    pub blocked: Vec<Blocked>,
    /// The move joined the mover's home edges.
    pub won: bool,
    /// When won: a chain of linked pegs from the low home edge to the high one.
    pub winning_path: Vec<Point>,
}

/// Where a Connect position stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectVerdict {
    /// The board side N.
    pub n: i32,
    /// Who places the next peg.
    pub to_move: Player,
    /// How many moves have been played.
    pub moves_played: u32,
    /// The player to move may swap now (pie rule, second move).
    pub swap_available: bool,
    /// Whether the game goes on, or who won; a draw when the player to move has no free point
    /// it may take and nobody has won.
    pub outcome: Outcome,
    /// When won: one chain of linked pegs joining the winner's home edges.
    pub winning_path: Vec<Point>,
}
