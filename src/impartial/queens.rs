//! Queens (BZOJ 1457) as a position: queens that move left, down or diagonally down-left;
//! whoever first moves a queen onto (0, 0) wins. Several queens may share a cell.
//!
//! A queen on an edge or the diagonal reaches the corner at once, so a move onto those lines
//! hands the opponent the win; the rest is the sum of the queens under safe moves, valued by
//! the engine's [`SafeQueenTable`].

use super::normal_play::{admit, bracketed_pair, normal_play, ImpartialVerdict};
use super::plane::SafeQueenTable;
use crate::game::{Game, MoveSyntaxError, Outcome, Player, Refused};
use crate::sorting::heapsort;
use crate::text::split_once;
use std::fmt;

/// A queen's move from one cell to another (x, y from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct QueenMove {
    /// The queen's cell.
    pub from: (usize, usize),
    /// Where it stops.
    pub to: (usize, usize),
}

impl fmt::Display for QueenMove {
    /// `(3, 5) to (1, 3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "({}, {}) to ({}, {})",
            self.from.0, self.from.1, self.to.0, self.to.1
        )
    }
}

impl std::str::FromStr for QueenMove {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || MoveSyntaxError::new(text, "(x, y) to (x, y)");
        let (from, to) = split_once(text, " to ").ok_or_else(refuse)?;
        Ok(QueenMove {
            from: bracketed_pair(from).ok_or_else(refuse)?,
            to: bracketed_pair(to).ok_or_else(refuse)?,
        })
    }
}

/// Why a queen's move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueenError {
    /// No queen stands on the cell.
    NoQueen {
        /// The cell.
        at: (usize, usize),
    },
    /// Not k ≥ 1 cells left, down or diagonally down-left.
    NotAQueenMove {
        /// The move.
        mv: QueenMove,
    },
    /// A queen is on (0, 0), or none can move.
    GameOver,
}

impl fmt::Display for QueenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueenError::NoQueen { at } => write!(f, "no queen stands on ({}, {})", at.0, at.1),
            QueenError::NotAQueenMove { mv } => write!(
                f,
                "{mv} is not a queen's move: a queen goes left, down or diagonally down-left"
            ),
            QueenError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for QueenError {}

/// Where a queens game stands.
pub type QueenVerdict = ImpartialVerdict<QueenMove, QueenFigures>;

/// The figures behind a queens game's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueenFigures {
    /// The value of every queen (None on an edge or the diagonal, or at the corner).
    pub values: Vec<Option<u32>>,
    /// The nim-sum of the values.
    pub nim_sum: u32,
    /// Whether a queen reaches (0, 0) at once.
    pub at_once: bool,
}

/// Queens on a `size` × `size` board; normal play with the corner rule.
#[derive(Clone, Debug)]
pub struct Queens {
    size: usize,
    queens: Vec<(usize, usize)>,
    /// Whether the last move reached (0, 0).
    cornered: bool,
    to_move: Player,
    table: SafeQueenTable,
}

impl PartialEq for Queens {
    fn eq(&self, other: &Self) -> bool {
        (self.size, &self.queens, self.cornered, self.to_move)
            == (other.size, &other.queens, other.cornered, other.to_move)
    }
}

impl Queens {
    /// Queens on the given cells of a `size` × `size` board, the first player to move.
    pub fn new(size: usize, queens: &[(usize, usize)]) -> Self {
        Queens {
            size,
            queens: queens.to_vec(),
            cornered: false,
            to_move: Player::First,
            table: SafeQueenTable::new(size),
        }
    }

    /// The board's side.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The queens' cells, in order.
    pub fn queens(&self) -> &[(usize, usize)] {
        &self.queens
    }

    /// Whether a queen was moved onto (0, 0).
    pub fn cornered(&self) -> bool {
        self.cornered
    }

    /// Checks a move against the position.
    pub fn check(&self, mv: &QueenMove) -> Result<(), QueenError> {
        if !self.queens.contains(&mv.from) {
            return Err(QueenError::NoQueen { at: mv.from });
        }
        let (dx, dy) = (
            mv.from.0 as i64 - mv.to.0 as i64,
            mv.from.1 as i64 - mv.to.1 as i64,
        );
        let ok = (dx > 0 && dy == 0) || (dx == 0 && dy > 0) || (dx > 0 && dx == dy);
        if ok {
            Ok(())
        } else {
            Err(QueenError::NotAQueenMove { mv: *mv })
        }
    }

    /// Every move, queen by queen (a cell's queens once), nearest stops first.
    pub fn moves(&self) -> Vec<QueenMove> {
        if self.cornered {
            return Vec::new();
        }
        let mut cells = self.queens.clone();
        heapsort(&mut cells);
        cells.dedup();
        let mut moves = Vec::new();
        for from @ (x, y) in cells {
            for k in 1..=x.max(y) {
                if k <= x {
                    moves.push(QueenMove {
                        from,
                        to: (x - k, y),
                    });
                }
                if k <= y {
                    moves.push(QueenMove {
                        from,
                        to: (x, y - k),
                    });
                }
                if k <= x.min(y) {
                    moves.push(QueenMove {
                        from,
                        to: (x - k, y - k),
                    });
                }
            }
        }
        moves
    }

    fn value(&self, (x, y): (usize, usize)) -> Option<u32> {
        (x >= 1 && y >= 1 && x != y).then(|| self.table.get(x, y))
    }
}

impl Game for Queens {
    type Move = QueenMove;
    type Refusal = QueenError;
    type Verdict = QueenVerdict;

    fn try_play(&mut self, mv: &QueenMove) -> Result<(), Refused<Self>> {
        admit(mv, self.moves().is_empty(), QueenError::GameOver, || {
            self.check(mv)
        })?;
        let i = self
            .queens
            .iter()
            .position(|&q| q == mv.from)
            .expect("checked");
        self.queens[i] = mv.to;
        self.cornered = mv.to == (0, 0);
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> QueenVerdict {
        let moves = self.moves();
        let values: Vec<Option<u32>> = self.queens.iter().map(|&q| self.value(q)).collect();
        let nim_sum = values.iter().flatten().fold(0, |acc, v| acc ^ v);
        let at_once = moves.iter().any(|m| m.to == (0, 0));
        // A move wins when it reaches the corner, or leaves no queen that reaches it at once
        // (a queen on an edge or the diagonal may be moved off) and a nim-sum of 0.
        let winning_moves: Vec<QueenMove> = moves
            .iter()
            .copied()
            .filter(|m| {
                if m.to == (0, 0) {
                    return true;
                }
                let mut rest = self.queens.clone();
                let i = rest.iter().position(|&q| q == m.from).expect("listed");
                rest[i] = m.to;
                rest.iter()
                    .all(|&(x, y)| (x, y) == (0, 0) || self.value((x, y)).is_some())
                    && rest
                        .iter()
                        .filter_map(|&q| self.value(q))
                        .fold(0, |a, v| a ^ v)
                        == 0
            })
            .collect();
        let figures = QueenFigures {
            values,
            nim_sum,
            at_once,
        };
        ImpartialVerdict::new(self.to_move, self.outcome(), winning_moves, figures)
    }

    fn outcome(&self) -> Outcome {
        normal_play(self.to_move, !self.moves().is_empty())
    }
}
