//! Octal games played on rows of pins, the way the playground shows them (Kayles, Dawson's
//! Kayles, Treblecross…): a move knocks down a run of adjacent pins, or with a leading digit 4
//! cuts a run in two, as the game's code allows for what the run leaves behind.
//!
//! Each maximal run of standing pins is one heap; the verdict is the nim-sum of the runs'
//! Grundy values, taken from the engine's table for the game.

use super::normal_play::{admit, from_one, normal_play, ImpartialVerdict};
use super::octal_code::OctalCode;
use super::periodicity::Periodicity;
use crate::game::{Game, MoveSyntaxError, Outcome, Player, Refused};
use std::fmt;

/// One row: which pins stand, and where a run has been cut without knocking pins down.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    /// `standing[i]`: pin `i` is still up.
    pub standing: Vec<bool>,
    /// `cuts[i]`: the run is split between pin `i` and pin `i + 1`.
    pub cuts: Vec<bool>,
}

impl Row {
    fn full(len: usize) -> Self {
        Row {
            standing: vec![true; len],
            cuts: vec![false; len.saturating_sub(1)],
        }
    }

    /// The run of standing pins containing pin `i`, as a half-open range.
    pub fn run_at(&self, i: usize) -> Option<(usize, usize)> {
        if !*self.standing.get(i)? {
            return None;
        }
        let mut start = i;
        while start > 0 && self.standing[start - 1] && !self.cuts[start - 1] {
            start -= 1;
        }
        let mut end = i + 1;
        while end < self.standing.len() && self.standing[end] && !self.cuts[end - 1] {
            end += 1;
        }
        Some((start, end))
    }

    /// Lengths of the runs, left to right.
    pub fn runs(&self) -> Vec<usize> {
        let mut runs = Vec::new();
        let mut i = 0;
        while i < self.standing.len() {
            match self.run_at(i) {
                Some((start, end)) => {
                    runs.push(end - start);
                    i = end;
                }
                None => i += 1,
            }
        }
        runs
    }
}

/// A move: knock down `count` pins of row `row` from pin `start` on; with `count == 0`, cut
/// the run between pin `start - 1` and pin `start`. Pins and rows count from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OctalMove {
    /// The row, from 0.
    pub row: usize,
    /// The first pin knocked down, from 0; for a cut, the pin after the gap.
    pub start: usize,
    /// How many pins are knocked down; 0 cuts the run without knocking any down.
    pub count: usize,
}

impl fmt::Display for OctalMove {
    /// People count rows and pins from 1: `row 2: pins 3–4`, `row 1: cut after pin 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = self.row + 1;
        match self.count {
            0 => write!(f, "row {row}: cut after pin {}", self.start),
            1 => write!(f, "row {row}: pin {}", self.start + 1),
            n => write!(f, "row {row}: pins {}–{}", self.start + 1, self.start + n),
        }
    }
}

impl std::str::FromStr for OctalMove {
    type Err = MoveSyntaxError;

    /// Reads the move list's notation back: `row 2: pins 3–4` (or `3-4`), `row 2: pin 3`,
    /// `row 1: cut after pin 2`.
    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || {
            MoveSyntaxError::new(
                text,
                "row R: pin P, row R: pins P–Q, or row R: cut after pin P (counting from 1)",
            )
        };
        let number = from_one::<usize>;
        let rest = text.trim().strip_prefix("row ").ok_or_else(refuse)?;
        let (row, what) = rest.split_once(':').ok_or_else(refuse)?;
        let row = number(row).ok_or_else(refuse)? - 1;
        let what = what.trim();
        let mv = if let Some(pin) = what.strip_prefix("cut after pin ") {
            OctalMove {
                row,
                start: number(pin).ok_or_else(refuse)?,
                count: 0,
            }
        } else if let Some(pins) = what.strip_prefix("pins ") {
            let (first, last) = pins.split_once(['–', '-']).ok_or_else(refuse)?;
            let (first, last) = (
                number(first).ok_or_else(refuse)?,
                number(last).ok_or_else(refuse)?,
            );
            if last <= first {
                return Err(refuse());
            }
            OctalMove {
                row,
                start: first - 1,
                count: last - first + 1,
            }
        } else if let Some(pin) = what.strip_prefix("pin ") {
            OctalMove {
                row,
                start: number(pin).ok_or_else(refuse)? - 1,
                count: 1,
            }
        } else {
            return Err(refuse());
        };
        Ok(mv)
    }
}

/// Why a pin move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OctalError {
    /// The move names a row the position does not have.
    NoSuchRow {
        /// The row asked for, from 0.
        row: usize,
    },
    /// The pins are not one run of standing pins.
    NotOneRun {
        /// The move.
        mv: OctalMove,
    },
    /// The code does not allow removing this many pins with what would be left.
    NotAllowed {
        /// The move.
        mv: OctalMove,
        /// Pins the move would leave standing to the left of it, in the same run.
        left: usize,
        /// Pins it would leave to the right.
        right: usize,
    },
    /// No move is left.
    GameOver,
}

impl fmt::Display for OctalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OctalError::NoSuchRow { row } => write!(f, "there is no row {}", row + 1),
            OctalError::NotOneRun { mv } => {
                write!(f, "{mv} is not a run of standing pins next to each other")
            }
            OctalError::NotAllowed { mv, left, right } => {
                let parts = usize::from(*left > 0) + usize::from(*right > 0);
                let leaving = ["no run", "one run", "two runs"][parts];
                match mv.count {
                    0 => write!(f, "this code does not allow cutting a run in two ({mv})"),
                    n => write!(
                        f,
                        "this code does not allow knocking down {n} pin{} leaving {leaving} ({mv})",
                        if n == 1 { "" } else { "s" }
                    ),
                }
            }
            OctalError::GameOver => write!(f, "the game is over: no move is left"),
        }
    }
}

impl std::error::Error for OctalError {}

/// Where a pin game stands.
pub type OctalVerdict = ImpartialVerdict<OctalMove, OctalFigures>;

/// The figures behind a pin game's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalFigures {
    /// Grundy value of every run, row by row.
    pub run_values: Vec<Vec<(usize, u32)>>,
    /// The nim-sum of the run values.
    pub nim_sum: u32,
}

/// A position: the game's code, its rows, and whose turn it is (normal play).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Octal {
    game: OctalCode,
    rows: Vec<Row>,
    to_move: Player,
    /// `G(0..=longest starting row)`, computed once by the engine.
    values: Vec<u32>,
}

impl Octal {
    /// Full rows of the given lengths, the first player to move.
    pub fn new(game: OctalCode, lengths: &[usize]) -> Self {
        let longest = lengths.iter().copied().max().unwrap_or(0);
        let values = game.grundy_values(longest + 1);
        Octal {
            rows: lengths.iter().map(|&n| Row::full(n)).collect(),
            game,
            to_move: Player::First,
            values,
        }
    }

    /// The game's code.
    pub fn game(&self) -> &OctalCode {
        &self.game
    }

    /// The rows, first to last.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The Grundy value of a run of `n` pins.
    pub fn value(&self, n: usize) -> u32 {
        self.values[n]
    }

    /// The game's certified period, when one shows within the first `limit` heaps.
    pub fn periodicity(&self, limit: usize) -> Option<Periodicity> {
        self.game.periodicity(limit)
    }

    /// The run a move acts on and the sizes it leaves on each side, if the move is legal.
    pub fn check(&self, mv: &OctalMove) -> Result<(usize, usize), OctalError> {
        let row = self
            .rows
            .get(mv.row)
            .ok_or(OctalError::NoSuchRow { row: mv.row })?;
        let not_one_run = OctalError::NotOneRun { mv: *mv };
        let anchor = if mv.count == 0 {
            mv.start.checked_sub(1).ok_or(not_one_run.clone())?
        } else {
            mv.start
        };
        let (run_start, run_end) = row.run_at(anchor).ok_or(not_one_run.clone())?;
        let end = mv.start + mv.count;
        if mv.start < run_start || end > run_end || (mv.count == 0 && mv.start >= run_end) {
            return Err(not_one_run);
        }
        let (left, right) = (mv.start - run_start, run_end - end);
        let parts = usize::from(left > 0) + usize::from(right > 0);
        let digit = self.game.digits().get(mv.count).copied().unwrap_or(0);
        let allowed = match (mv.count, parts) {
            (0, 2) => digit & 4 != 0,
            (0, _) => false,
            (_, parts) => digit & (1 << parts) != 0,
        };
        if allowed {
            Ok((left, right))
        } else {
            Err(OctalError::NotAllowed {
                mv: *mv,
                left,
                right,
            })
        }
    }

    /// Every legal move, row by row, left to right, shortest first.
    pub fn moves(&self) -> Vec<OctalMove> {
        let mut moves = Vec::new();
        for (r, row) in self.rows.iter().enumerate() {
            for start in 0..=row.standing.len() {
                for count in 0..self.game.digits().len() {
                    let mv = OctalMove {
                        row: r,
                        start,
                        count,
                    };
                    if self.check(&mv).is_ok() {
                        moves.push(mv);
                    }
                }
            }
        }
        moves
    }

    fn nim_sum(&self) -> u32 {
        self.rows
            .iter()
            .flat_map(Row::runs)
            .fold(0, |acc, n| acc ^ self.values[n])
    }
}

impl Game for Octal {
    type Move = OctalMove;
    type Refusal = OctalError;
    type Verdict = OctalVerdict;

    fn try_play(&mut self, mv: &OctalMove) -> Result<(), Refused<Self>> {
        admit(mv, self.moves().is_empty(), OctalError::GameOver, || {
            self.check(mv)
        })?;
        let row = &mut self.rows[mv.row];
        if mv.count == 0 {
            row.cuts[mv.start - 1] = true;
        } else {
            row.standing[mv.start..mv.start + mv.count].fill(false);
        }
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> OctalVerdict {
        let nim_sum = self.nim_sum();
        let moves = self.moves();
        let winning_moves = moves
            .iter()
            .filter(|mv| {
                let (left, right) = self
                    .check(mv)
                    .unwrap_or_else(|_| panic!("listed moves are legal"));
                let anchor = if mv.count == 0 {
                    mv.start - 1
                } else {
                    mv.start
                };
                let (a, b) = self.rows[mv.row]
                    .run_at(anchor)
                    .expect("a move acts on a run");
                nim_sum ^ self.values[b - a] ^ self.values[left] ^ self.values[right] == 0
            })
            .copied()
            .collect();
        let run_values = self
            .rows
            .iter()
            .map(|row| {
                row.runs()
                    .into_iter()
                    .map(|n| (n, self.values[n]))
                    .collect()
            })
            .collect();
        let figures = OctalFigures {
            run_values,
            nim_sum,
        };
        ImpartialVerdict::new(self.to_move, self.outcome(), winning_moves, figures)
    }

    fn outcome(&self) -> Outcome {
        normal_play(self.to_move, !self.moves().is_empty())
    }
}
