//! Crosses and Crosses (Treblecross, POJ 3537) as a position: crosses on a 1 × n strip, and
//! whoever first completes three in a row wins at once.
//!
//! When the mover can complete three, that wins. Otherwise a cross that lets the opponent
//! complete three loses at once, so only *safe* crosses matter, and the game is the sum of the
//! free runs between crosses under safe moves. A run's value depends on its length and on what
//! borders each end: the strip's end, a cross, or a cross on the strip's last cell (a pair
//! against the end cannot be extended that way). The values come from the mex recurrence over
//! exactly those moves; the tests check them against a search of the real game.

use super::nimber::ValueSet;
use super::normal_play::{admit, from_one, normal_play, ImpartialVerdict};
use crate::game::{Game, MoveSyntaxError, Outcome, Player, Refused};
use std::fmt;

/// What borders one end of a free run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Border {
    /// The end of the strip.
    End,
    /// A cross with a free cell beyond it.
    Cross,
    /// A cross on the strip's first or last cell.
    CrossAtEnd,
}

impl Border {
    fn index(self) -> usize {
        match self {
            Border::End => 0,
            Border::Cross => 1,
            Border::CrossAtEnd => 2,
        }
    }
}

/// Grundy values of free runs under safe moves, for lengths `0..len`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunValues {
    /// `values[len][left][right]`.
    values: Vec<[[u32; 3]; 3]>,
}

impl RunValues {
    /// The values of runs up to `len - 1` cells.
    pub fn new(len: usize) -> Self {
        let mut values: Vec<[[u32; 3]; 3]> = Vec::with_capacity(len);
        let borders = [Border::End, Border::Cross, Border::CrossAtEnd];
        let mut seen = ValueSet::new();
        for l in 0..len {
            let mut row = [[0; 3]; 3];
            for left in borders {
                for right in borders {
                    seen.clear();
                    for c in 1..=l {
                        if let Some((a, b)) = safe_split(l, left, right, c) {
                            let v = |(n, x, y): (usize, Border, Border)| {
                                if n == 0 {
                                    0
                                } else {
                                    values[n][x.index()][y.index()]
                                }
                            };
                            seen.insert(v(a) ^ v(b));
                        }
                    }
                    row[left.index()][right.index()] = seen.mex();
                }
            }
            values.push(row);
        }
        RunValues { values }
    }

    /// The value of a run of `len` cells between `left` and `right`.
    pub fn value(&self, len: usize, left: Border, right: Border) -> u32 {
        self.values[len][left.index()][right.index()]
    }
}

type Part = (usize, Border, Border);

/// Whether a cross on cell `c` (1..=len) of a run is safe, and if so the two runs it leaves.
fn safe_split(len: usize, left: Border, right: Border, c: usize) -> Option<(Part, Part)> {
    let unsafe_side = |border: Border, distance: usize, beyond_free: bool| match border {
        Border::End => false,
        // X_X: the middle completes three.
        _ if distance == 2 => true,
        // XX: the cell past the old cross, or the cell past the new one, completes three.
        Border::Cross if distance == 1 => true,
        Border::CrossAtEnd if distance == 1 => beyond_free,
        _ => false,
    };
    // The cell past the new cross, away from the border: free if the run goes on there, or
    // if the run ends in another free cell's neighbour (a cross there would be three already).
    let right_of_c_free = c < len;
    let left_of_c_free = c > 1;
    if unsafe_side(left, c, right_of_c_free) || unsafe_side(right, len + 1 - c, left_of_c_free) {
        return None;
    }
    let new_left = if left == Border::End && c == 1 {
        Border::CrossAtEnd
    } else {
        Border::Cross
    };
    let new_right = if right == Border::End && c == len {
        Border::CrossAtEnd
    } else {
        Border::Cross
    };
    Some(((c - 1, left, new_right), (len - c, new_left, right)))
}

/// A cross on a cell of the strip, from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CrossMove(pub usize);

impl fmt::Display for CrossMove {
    /// Cells count from 1 for people: `cell 4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cell {}", self.0 + 1)
    }
}

impl std::str::FromStr for CrossMove {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        text.trim()
            .strip_prefix("cell ")
            .and_then(from_one::<usize>)
            .map(|c| CrossMove(c - 1))
            .ok_or_else(|| MoveSyntaxError::new(text, "cell C (from 1)"))
    }
}

/// Why a cross was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CrossesAndCrossesError {
    /// The cell is off the strip.
    NoSuchCell {
        /// The cell, from 0.
        cell: usize,
    },
    /// The cell holds a cross.
    Taken {
        /// The cell, from 0.
        cell: usize,
    },
    /// Three in a row stand, or the strip is full.
    GameOver,
}

impl fmt::Display for CrossesAndCrossesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CrossesAndCrossesError::NoSuchCell { cell } => {
                write!(f, "there is no cell {}", cell + 1)
            }
            CrossesAndCrossesError::Taken { cell } => {
                write!(f, "cell {} already holds a cross", cell + 1)
            }
            CrossesAndCrossesError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for CrossesAndCrossesError {}

/// Where a Treblecross game stands; its winning moves are the completing crosses, else the
/// safe ones leaving a nim-sum of 0.
pub type CrossesAndCrossesVerdict = ImpartialVerdict<CrossMove, CrossesAndCrossesFigures>;

/// The figures behind a Treblecross game's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossesAndCrossesFigures {
    /// Cells where the mover completes three at once.
    pub completing: Vec<CrossMove>,
    /// The free runs (first cell, length, borders) with their values; empty when a cross
    /// completes three.
    pub runs: Vec<(usize, usize, Border, Border, u32)>,
    /// The nim-sum of the runs' values.
    pub nim_sum: u32,
    /// Crosses that let the opponent complete three at once.
    pub losing_at_once: Vec<CrossMove>,
}

/// Crosses on a strip; whoever completes three in a row wins, and a player with no cell
/// left loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossesAndCrosses {
    cells: Vec<bool>,
    to_move: Player,
    values: RunValues,
}

impl CrossesAndCrosses {
    /// An empty strip of `n` cells, the first player to move.
    pub fn new(n: usize) -> Self {
        CrossesAndCrosses {
            cells: vec![false; n],
            to_move: Player::First,
            values: RunValues::new(n + 1),
        }
    }

    /// Which cells hold a cross.
    pub fn cells(&self) -> &[bool] {
        &self.cells
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The first cell of three crosses in a row, if there are.
    pub fn three(&self) -> Option<usize> {
        self.cells.windows(3).position(|w| w == [true; 3])
    }

    fn completes(&self, c: usize) -> bool {
        let mut next = self.cells.clone();
        next[c] = true;
        next.windows(3).any(|w| w == [true; 3])
    }

    /// The empty cells.
    pub fn moves(&self) -> Vec<CrossMove> {
        if self.three().is_some() {
            return Vec::new();
        }
        (0..self.cells.len())
            .filter(|&c| !self.cells[c])
            .map(CrossMove)
            .collect()
    }

    /// The free runs: (first cell, length, left border, right border).
    pub fn runs(&self) -> Vec<(usize, usize, Border, Border)> {
        let n = self.cells.len();
        let border = |cross: Option<usize>| match cross {
            None => Border::End,
            Some(c) if c == 0 || c + 1 == n => Border::CrossAtEnd,
            Some(_) => Border::Cross,
        };
        let mut runs = Vec::new();
        let mut c = 0;
        while c < n {
            if self.cells[c] {
                c += 1;
                continue;
            }
            let start = c;
            while c < n && !self.cells[c] {
                c += 1;
            }
            runs.push((
                start,
                c - start,
                border(start.checked_sub(1)),
                border((c < n).then_some(c)),
            ));
        }
        runs
    }
}

impl Game for CrossesAndCrosses {
    type Move = CrossMove;
    type Refusal = CrossesAndCrossesError;
    type Verdict = CrossesAndCrossesVerdict;

    fn try_play(&mut self, mv: &CrossMove) -> Result<(), Refused<Self>> {
        admit(
            mv,
            self.moves().is_empty(),
            CrossesAndCrossesError::GameOver,
            || match self.cells.get(mv.0) {
                None => Err(CrossesAndCrossesError::NoSuchCell { cell: mv.0 }),
                Some(true) => Err(CrossesAndCrossesError::Taken { cell: mv.0 }),
                Some(false) => Ok(()),
            },
        )?;
        self.cells[mv.0] = true;
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> CrossesAndCrossesVerdict {
        let moves = self.moves();
        let completing: Vec<CrossMove> = moves
            .iter()
            .copied()
            .filter(|m| self.completes(m.0))
            .collect();
        let losing_at_once: Vec<CrossMove> = if completing.is_empty() {
            moves
                .iter()
                .copied()
                .filter(|m| {
                    let mut next = self.clone();
                    next.cells[m.0] = true;
                    (0..next.cells.len()).any(|c| !next.cells[c] && next.completes(c))
                })
                .collect()
        } else {
            Vec::new()
        };
        let runs: Vec<(usize, usize, Border, Border, u32)> = if completing.is_empty() {
            self.runs()
                .into_iter()
                .map(|(s, l, a, b)| (s, l, a, b, self.values.value(l, a, b)))
                .collect()
        } else {
            Vec::new()
        };
        let nim_sum = runs.iter().fold(0, |acc, r| acc ^ r.4);
        let winning_moves = if !completing.is_empty() {
            completing.clone()
        } else {
            moves
                .iter()
                .copied()
                .filter(|m| !losing_at_once.contains(m))
                .filter(|m| {
                    let mut next = self.clone();
                    next.cells[m.0] = true;
                    next.runs()
                        .into_iter()
                        .fold(0, |acc, (_, l, a, b)| acc ^ self.values.value(l, a, b))
                        == 0
                })
                .collect()
        };
        let figures = CrossesAndCrossesFigures {
            completing,
            runs,
            nim_sum,
            losing_at_once,
        };
        ImpartialVerdict::new(self.to_move, self.outcome(), winning_moves, figures)
    }

    fn outcome(&self) -> Outcome {
        normal_play(self.to_move, !self.moves().is_empty())
    }
}
