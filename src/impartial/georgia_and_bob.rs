//! Staircase Nim on men standing on a line (POJ 1704, Georgia and Bob).
//!
//! Sort the men; the gaps between neighbours (and between the first man and cell 0) are the
//! stairs. Moving a man left shrinks the gap before him and widens the one after, moving coins
//! one step down the staircase. Pairing the men from the right, only the gaps in front of the
//! rightmost, third-from-right, … men count: moves in the other gaps can be undone by the
//! opponent, so the position is Nim on the counted gaps.

use super::normal_play::{admit, from_one, normal_play, ImpartialVerdict};
use crate::game::{Game, MoveSyntaxError, Outcome, Player, Refused};
use crate::sorting::sort_u32;
use crate::text::split_once;
use std::fmt;

/// The nimber of men standing on distinct cells ≥ 1 (any order).
pub fn staircase_nimber(cells: &[u32]) -> u32 {
    let mut sorted = cells.to_vec();
    sort_u32(&mut sorted);
    let mut sum = 0;
    let mut k = sorted.len();
    while k > 0 {
        let before = if k >= 2 { sorted[k - 2] } else { 0 };
        sum ^= sorted[k - 1] - before - 1;
        k = k.saturating_sub(2);
    }
    sum
}

/// The pairs staircase Nim counts, from the right: (gap before the man, the man's cell) for
/// the rightmost, third-from-right, … men. Their gaps are the heaps of the Nim that decides.
pub fn counted_gaps(cells: &[u32]) -> Vec<(u32, u32)> {
    let mut sorted = cells.to_vec();
    sort_u32(&mut sorted);
    let mut out = Vec::new();
    let mut k = sorted.len();
    while k > 0 {
        let before = if k >= 2 { sorted[k - 2] } else { 0 };
        out.push((sorted[k - 1] - before - 1, sorted[k - 1]));
        k = k.saturating_sub(2);
    }
    out
}

/// A move: the man on cell `from` walks left to cell `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ManMove {
    /// The man's cell, from 1.
    pub from: u32,
    /// Where he stops, from 1.
    pub to: u32,
}

impl fmt::Display for ManMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "man {} to {}", self.from, self.to)
    }
}

impl std::str::FromStr for ManMove {
    type Err = MoveSyntaxError;

    /// Reads `man 7 to 4` back.
    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || MoveSyntaxError::new(text, "man A to B (cells from 1)");
        let rest = text.trim().strip_prefix("man ").ok_or_else(refuse)?;
        let (from, to) = split_once(rest, " to ").ok_or_else(refuse)?;
        Ok(ManMove {
            from: from_one(from).ok_or_else(refuse)?,
            to: from_one(to).ok_or_else(refuse)?,
        })
    }
}

/// Why a man's move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeorgiaAndBobError {
    /// No man stands on the cell.
    NoMan {
        /// The cell.
        cell: u32,
    },
    /// Men only walk left.
    NotLeft {
        /// The move.
        mv: ManMove,
    },
    /// Another man stands on the way or on the cell.
    Blocked {
        /// The move.
        mv: ManMove,
        /// The man in the way.
        by: u32,
    },
    /// No man can move.
    GameOver,
}

impl fmt::Display for GeorgiaAndBobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GeorgiaAndBobError::NoMan { cell } => write!(f, "no man stands on cell {cell}"),
            GeorgiaAndBobError::NotLeft { mv } => write!(
                f,
                "a man only walks left, to a lower cell ({mv}: {} is not below {})",
                mv.to, mv.from
            ),
            GeorgiaAndBobError::Blocked { mv, by } => write!(
                f,
                "the man on {by} is in the way ({mv}): men never pass or join another"
            ),
            GeorgiaAndBobError::GameOver => {
                write!(f, "the game is over: every man is packed to the left")
            }
        }
    }
}

impl std::error::Error for GeorgiaAndBobError {}

/// Where a line of men stands.
pub type GeorgiaAndBobVerdict = ImpartialVerdict<ManMove, GeorgiaAndBobFigures>;

/// The figures behind the verdict on a line of men.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeorgiaAndBobFigures {
    /// The staircase pairs that count (see [`counted_gaps`]).
    pub counted: Vec<(u32, u32)>,
    /// The nim-sum of their gaps.
    pub nim_sum: u32,
}

/// Men on distinct cells ≥ 1 of a line (Georgia and Bob); normal play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeorgiaAndBob {
    /// Sorted, distinct, all ≥ 1.
    men: Vec<u32>,
    to_move: Player,
}

impl GeorgiaAndBob {
    /// Men on `cells` (distinct, ≥ 1; any order), the first player to move.
    ///
    /// # Panics
    /// On a repeated cell or cell 0; readers check both first.
    pub fn new(cells: &[u32]) -> Self {
        let mut men = cells.to_vec();
        sort_u32(&mut men);
        assert!(
            men.windows(2).all(|w| w[0] < w[1]) && men.first() != Some(&0),
            "men stand on distinct cells from 1"
        );
        GeorgiaAndBob {
            men,
            to_move: Player::First,
        }
    }

    /// The men's cells, left to right.
    pub fn men(&self) -> &[u32] {
        &self.men
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Checks `mv` against the position.
    pub fn check(&self, mv: &ManMove) -> Result<(), GeorgiaAndBobError> {
        let i = self
            .men
            .binary_search(&mv.from)
            .map_err(|_| GeorgiaAndBobError::NoMan { cell: mv.from })?;
        if mv.to >= mv.from {
            return Err(GeorgiaAndBobError::NotLeft { mv: *mv });
        }
        match i.checked_sub(1).map(|j| self.men[j]) {
            Some(by) if by >= mv.to => Err(GeorgiaAndBobError::Blocked { mv: *mv, by }),
            _ => Ok(()),
        }
    }

    /// Every legal move, man by man from the left, nearest stop first.
    pub fn moves(&self) -> Vec<ManMove> {
        let mut moves = Vec::new();
        let mut before = 0;
        for &from in &self.men {
            for to in (before + 1..from).rev() {
                moves.push(ManMove { from, to });
            }
            before = from;
        }
        moves
    }

    fn after(&self, mv: &ManMove) -> Vec<u32> {
        self.men
            .iter()
            .map(|&c| if c == mv.from { mv.to } else { c })
            .collect()
    }
}

impl Game for GeorgiaAndBob {
    type Move = ManMove;
    type Refusal = GeorgiaAndBobError;
    type Verdict = GeorgiaAndBobVerdict;

    fn try_play(&mut self, mv: &ManMove) -> Result<(), Refused<Self>> {
        admit(
            mv,
            self.moves().is_empty(),
            GeorgiaAndBobError::GameOver,
            || self.check(mv),
        )?;
        self.men = self.after(mv);
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> GeorgiaAndBobVerdict {
        let nim_sum = staircase_nimber(&self.men);
        let winning_moves = self
            .moves()
            .into_iter()
            .filter(|mv| staircase_nimber(&self.after(mv)) == 0)
            .collect();
        let counted = counted_gaps(&self.men);
        let figures = GeorgiaAndBobFigures { counted, nim_sum };
        ImpartialVerdict::new(self.to_move, self.outcome(), winning_moves, figures)
    }

    /// The problem's names: Georgia moves first.
    fn side_name(&self, player: Player) -> &'static str {
        match player {
            Player::First => "Georgia",
            Player::Second => "Bob",
        }
    }

    fn outcome(&self) -> Outcome {
        normal_play(self.to_move, !self.moves().is_empty())
    }
}
