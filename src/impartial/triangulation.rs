//! Triangulation (HDU 4664) as a position: boards of points in convex position, and the
//! segments drawn on them. A new segment joins two free points and may share no point with an
//! earlier segment of its board: no common endpoint, no crossing.
//!
//! Drawn segments cut a board's free points into groups (points no segment separates); a
//! segment joins two points of one group and splits the rest into the points on each side.
//! A group of k points is thus a heap of k in the octal game `0.07` (Dawson's Kayles), and the
//! verdict is the nim-sum of the groups' values from the engine.

use super::normal_play::{admit, from_one, normal_play, ImpartialVerdict};
use super::octal_code::OctalCode;
use crate::game::{Game, MoveSyntaxError, Outcome, Player, Refused};
use std::fmt;

/// A segment on board `board` between points `a < b` (all from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Chord {
    /// The board, from 0.
    pub board: usize,
    /// The lower point, from 0.
    pub a: usize,
    /// The higher point, from 0.
    pub b: usize,
}

impl Chord {
    /// The segment between points `p` and `q` (any order) of `board`.
    pub fn new(board: usize, p: usize, q: usize) -> Self {
        Chord {
            board,
            a: p.min(q),
            b: p.max(q),
        }
    }

    /// Whether point `p` lies strictly inside the arc from `a` to `b`.
    fn inside(&self, p: usize) -> bool {
        self.a < p && p < self.b
    }

    /// Whether the two segments (of one board) cross inside the polygon.
    fn crosses(&self, other: &Chord) -> bool {
        let ends = [other.a, other.b];
        ends.iter().filter(|&&p| self.inside(p)).count() == 1
            && ends.iter().all(|&p| p != self.a && p != self.b)
    }
}

impl fmt::Display for Chord {
    /// People count boards and points from 1: `board 1: 2–5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "board {}: {}–{}", self.board + 1, self.a + 1, self.b + 1)
    }
}

impl std::str::FromStr for Chord {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || MoveSyntaxError::new(text, "board B: P–Q (boards and points from 1)");
        let number = from_one::<usize>;
        let rest = text.trim().strip_prefix("board ").ok_or_else(refuse)?;
        let (board, ends) = rest.split_once(':').ok_or_else(refuse)?;
        let (p, q) = ends.split_once(['–', '-']).ok_or_else(refuse)?;
        Ok(Chord::new(
            number(board).ok_or_else(refuse)? - 1,
            number(p).ok_or_else(refuse)? - 1,
            number(q).ok_or_else(refuse)? - 1,
        ))
    }
}

/// Why a segment was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TriangulationError {
    /// No such board or point, or a segment from a point to itself.
    NoSuchSegment {
        /// The segment asked for.
        chord: Chord,
    },
    /// An endpoint already ends a segment.
    SharesPoint {
        /// The segment asked for.
        chord: Chord,
        /// The earlier segment.
        with: Chord,
    },
    /// The segment crosses an earlier one.
    Crosses {
        /// The segment asked for.
        chord: Chord,
        /// The earlier segment.
        with: Chord,
    },
    /// No segment can be drawn.
    GameOver,
}

impl fmt::Display for TriangulationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TriangulationError::NoSuchSegment { chord } => {
                write!(f, "{chord} is not a segment between two points of a board")
            }
            TriangulationError::SharesPoint { chord, with } => {
                write!(f, "{chord} shares an endpoint with {with}")
            }
            TriangulationError::Crosses { chord, with } => write!(f, "{chord} crosses {with}"),
            TriangulationError::GameOver => write!(f, "the game is over: no segment can be drawn"),
        }
    }
}

impl std::error::Error for TriangulationError {}

/// Where a triangulation game stands.
pub type TriangulationVerdict = ImpartialVerdict<Chord, TriangulationFigures>;

/// The figures behind a triangulation game's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TriangulationFigures {
    /// Per board, the groups of free points (points from 0) with the Grundy value of each.
    pub groups: Vec<Vec<(Vec<usize>, u32)>>,
    /// The nim-sum of every group's value.
    pub nim_sum: u32,
}

/// Boards of points in convex position with the segments drawn so far; normal play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Triangulation {
    points: Vec<usize>,
    drawn: Vec<Vec<Chord>>,
    to_move: Player,
    /// `G(0..=largest board)` of `0.07`.
    values: Vec<u32>,
}

impl Triangulation {
    /// Empty boards of the given numbers of points, the first player to move.
    pub fn new(points: &[usize]) -> Self {
        let largest = points.iter().copied().max().unwrap_or(0);
        Triangulation {
            points: points.to_vec(),
            drawn: vec![Vec::new(); points.len()],
            to_move: Player::First,
            values: OctalCode::parse("0.07")
                .unwrap_or_else(|_| panic!("Dawson's Kayles is a valid code"))
                .grundy_values(largest + 1),
        }
    }

    /// The number of points of each board.
    pub fn points(&self) -> &[usize] {
        &self.points
    }

    /// The segments drawn on each board, in order.
    pub fn drawn(&self) -> &[Vec<Chord>] {
        &self.drawn
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Checks a segment against the position.
    pub fn check(&self, chord: &Chord) -> Result<(), TriangulationError> {
        let n = *self
            .points
            .get(chord.board)
            .ok_or(TriangulationError::NoSuchSegment { chord: *chord })?;
        if chord.a == chord.b || chord.b >= n {
            return Err(TriangulationError::NoSuchSegment { chord: *chord });
        }
        for with in &self.drawn[chord.board] {
            if [with.a, with.b]
                .iter()
                .any(|&p| p == chord.a || p == chord.b)
            {
                return Err(TriangulationError::SharesPoint {
                    chord: *chord,
                    with: *with,
                });
            }
            if with.crosses(chord) {
                return Err(TriangulationError::Crosses {
                    chord: *chord,
                    with: *with,
                });
            }
        }
        Ok(())
    }

    /// The free points of `board`, in groups no segment separates.
    pub fn groups(&self, board: usize) -> Vec<Vec<usize>> {
        let drawn = &self.drawn[board];
        let used = |p: usize| drawn.iter().any(|c| c.a == p || c.b == p);
        let mut groups: Vec<(Vec<bool>, Vec<usize>)> = Vec::new();
        for p in (0..self.points[board]).filter(|&p| !used(p)) {
            let side: Vec<bool> = drawn.iter().map(|c| c.inside(p)).collect();
            match groups.iter_mut().find(|(s, _)| *s == side) {
                Some((_, members)) => members.push(p),
                None => groups.push((side, vec![p])),
            }
        }
        groups.into_iter().map(|(_, members)| members).collect()
    }

    /// Every segment that can be drawn, board by board.
    pub fn moves(&self) -> Vec<Chord> {
        let mut moves = Vec::new();
        for board in 0..self.points.len() {
            for group in self.groups(board) {
                for (i, &a) in group.iter().enumerate() {
                    for &b in &group[i + 1..] {
                        moves.push(Chord::new(board, a, b));
                    }
                }
            }
        }
        moves
    }

    /// The nim-sum of every group's value.
    pub fn nim_sum(&self) -> u32 {
        (0..self.points.len())
            .flat_map(|b| self.groups(b))
            .fold(0, |acc, g| acc ^ self.values[g.len()])
    }
}

impl Game for Triangulation {
    type Move = Chord;
    type Refusal = TriangulationError;
    type Verdict = TriangulationVerdict;

    fn try_play(&mut self, chord: &Chord) -> Result<(), Refused<Self>> {
        admit(
            chord,
            self.moves().is_empty(),
            TriangulationError::GameOver,
            || self.check(chord),
        )?;
        self.drawn[chord.board].push(*chord);
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> TriangulationVerdict {
        let nim_sum = self.nim_sum();
        let winning_moves = self
            .moves()
            .into_iter()
            .filter(|chord| {
                let mut next = self.clone();
                next.drawn[chord.board].push(*chord);
                next.nim_sum() == 0
            })
            .collect();
        let groups = (0..self.points.len())
            .map(|b| {
                self.groups(b)
                    .into_iter()
                    .map(|g| {
                        let value = self.values[g.len()];
                        (g, value)
                    })
                    .collect()
            })
            .collect();
        let figures = TriangulationFigures { groups, nim_sum };
        ImpartialVerdict::new(self.to_move, self.outcome(), winning_moves, figures)
    }

    fn side_name(&self, player: Player) -> &'static str {
        match player {
            Player::First => "Carol",
            Player::Second => "Dave",
        }
    }

    fn outcome(&self) -> Outcome {
        normal_play(self.to_move, !self.moves().is_empty())
    }
}
