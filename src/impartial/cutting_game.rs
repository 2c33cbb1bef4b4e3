//! The cutting game (POJ 2311) as a position: pieces of grid paper, cut one at a time along a
//! grid line; whoever first cuts out a 1 × 1 piece wins at once.
//!
//! A piece with a side of 1 lets the mover cut out a 1 × 1, so a cut leaving one hands the
//! opponent the win. The rest of the game is the sum of the pieces under cuts that leave both
//! parts at least 2 wide, valued by the engine's [`CuttingTable`].

use super::normal_play::{admit, from_one, normal_play, ImpartialVerdict};
use super::plane::CuttingTable;
use crate::game::{Game, MoveSyntaxError, Outcome, Player, Refused};
use crate::text::split_once;
use std::fmt;

/// A cut of piece `piece` (from 0): after column `at` (a vertical line) or after row `at` (a
/// horizontal line), counted from the piece's left or top edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cut {
    /// The piece, from 0.
    pub piece: usize,
    /// True for a vertical line (across the width).
    pub vertical: bool,
    /// The columns (or rows) left of (or above) the line, from 1.
    pub at: usize,
}

impl fmt::Display for Cut {
    /// `piece 2: cut after column 3`, `piece 1: cut after row 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.vertical { "column" } else { "row" };
        write!(f, "piece {}: cut after {kind} {}", self.piece + 1, self.at)
    }
}

impl std::str::FromStr for Cut {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || {
            MoveSyntaxError::new(
                text,
                "piece P: cut after column C, or piece P: cut after row R (from 1)",
            )
        };
        let rest = text.trim().strip_prefix("piece ").ok_or_else(refuse)?;
        let (piece, what) = split_once(rest, ": cut after ").ok_or_else(refuse)?;
        let piece = from_one::<usize>(piece).ok_or_else(refuse)? - 1;
        let (vertical, at) = if let Some(c) = what.strip_prefix("column ") {
            (true, c)
        } else if let Some(r) = what.strip_prefix("row ") {
            (false, r)
        } else {
            return Err(refuse());
        };
        Ok(Cut {
            piece,
            vertical,
            at: from_one(at).ok_or_else(refuse)?,
        })
    }
}

/// Why a cut was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CuttingGameError {
    /// No such piece, or the line is not inside the piece.
    NoSuchLine {
        /// The cut asked for.
        cut: Cut,
    },
    /// A 1 × 1 piece has been cut out.
    GameOver,
}

impl fmt::Display for CuttingGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CuttingGameError::NoSuchLine { cut } => {
                write!(f, "{cut} is not a grid line inside that piece")
            }
            CuttingGameError::GameOver => write!(f, "the game is over: a 1 × 1 piece is cut out"),
        }
    }
}

impl std::error::Error for CuttingGameError {}

/// Where a cutting game stands.
pub type CuttingGameVerdict = ImpartialVerdict<Cut, CuttingGameFigures>;

/// The figures behind a cutting game's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CuttingGameFigures {
    /// Cuts that cut out a 1 × 1 piece at once.
    pub completing: Vec<Cut>,
    /// The value of every piece (None for a piece with a side of 1).
    pub values: Vec<Option<u32>>,
    /// The nim-sum of the values.
    pub nim_sum: u32,
}

/// Pieces of grid paper as (width, height); normal play with the 1 × 1 rule.
#[derive(Clone, Debug)]
pub struct CuttingGame {
    pieces: Vec<(usize, usize)>,
    to_move: Player,
    table: CuttingTable,
}

impl PartialEq for CuttingGame {
    fn eq(&self, other: &Self) -> bool {
        self.pieces == other.pieces && self.to_move == other.to_move
    }
}

impl CuttingGame {
    /// Sheets of the given sizes (each side at least 1), the first player to move.
    pub fn new(sheets: &[(usize, usize)]) -> Self {
        let limit = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
        CuttingGame {
            pieces: sheets.to_vec(),
            to_move: Player::First,
            table: CuttingTable::new(limit.max(2)),
        }
    }

    /// The pieces as (width, height), in order.
    pub fn pieces(&self) -> &[(usize, usize)] {
        &self.pieces
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Whether a 1 × 1 piece has been cut out.
    pub fn cut_out(&self) -> bool {
        self.pieces.contains(&(1, 1))
    }

    /// The two pieces a cut leaves.
    pub fn parts(&self, cut: &Cut) -> Option<((usize, usize), (usize, usize))> {
        let &(w, h) = self.pieces.get(cut.piece)?;
        let side = if cut.vertical { w } else { h };
        if cut.at == 0 || cut.at >= side {
            return None;
        }
        Some(if cut.vertical {
            ((cut.at, h), (w - cut.at, h))
        } else {
            ((w, cut.at), (w, h - cut.at))
        })
    }

    /// Every cut, piece by piece: vertical lines left to right, then horizontal top to bottom.
    pub fn moves(&self) -> Vec<Cut> {
        if self.cut_out() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        for (piece, &(w, h)) in self.pieces.iter().enumerate() {
            for at in 1..w {
                moves.push(Cut {
                    piece,
                    vertical: true,
                    at,
                });
            }
            for at in 1..h {
                moves.push(Cut {
                    piece,
                    vertical: false,
                    at,
                });
            }
        }
        moves
    }

    fn value(&self, (w, h): (usize, usize)) -> Option<u32> {
        (w >= 2 && h >= 2).then(|| self.table.get(w, h))
    }
}

impl Game for CuttingGame {
    type Move = Cut;
    type Refusal = CuttingGameError;
    type Verdict = CuttingGameVerdict;

    fn try_play(&mut self, cut: &Cut) -> Result<(), Refused<Self>> {
        let (a, b) = admit(cut, self.cut_out(), CuttingGameError::GameOver, || {
            self.parts(cut)
                .ok_or(CuttingGameError::NoSuchLine { cut: *cut })
        })?;
        self.pieces[cut.piece] = a;
        self.pieces.insert(cut.piece + 1, b);
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> CuttingGameVerdict {
        let moves = self.moves();
        let parts = |c: &Cut| self.parts(c).expect("listed cuts are inside their piece");
        let completing: Vec<Cut> = moves
            .iter()
            .copied()
            .filter(|c| {
                let (a, b) = parts(c);
                a == (1, 1) || b == (1, 1)
            })
            .collect();
        let values: Vec<Option<u32>> = self.pieces.iter().map(|&p| self.value(p)).collect();
        let nim_sum = values.iter().flatten().fold(0, |acc, v| acc ^ v);
        let winning_moves = if !completing.is_empty() || self.cut_out() {
            completing.clone()
        } else {
            moves
                .iter()
                .copied()
                .filter(|c| {
                    let (a, b) = parts(c);
                    let here = self.value(self.pieces[c.piece]).unwrap_or(0);
                    match (self.value(a), self.value(b)) {
                        (Some(x), Some(y)) => nim_sum ^ here ^ x ^ y == 0,
                        _ => false,
                    }
                })
                .collect()
        };
        let figures = CuttingGameFigures {
            completing,
            values,
            nim_sum,
        };
        ImpartialVerdict::new(self.to_move, self.outcome(), winning_moves, figures)
    }

    fn outcome(&self) -> Outcome {
        normal_play(self.to_move, !self.moves().is_empty())
    }
}
