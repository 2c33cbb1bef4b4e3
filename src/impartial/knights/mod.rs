//! Knights racing to the corner as a position: knights on a [`KnightBoard`], where a turn moves
//! **every** knight that can move. The knight that lasts longest decides: the mover wins when
//! the greatest suspense number is odd ([`mover_wins_every_sum`](super::mover_wins_every_sum)).

mod board;

pub use board::{inner_suspense, KnightBoard, MOVES};

use super::every_position::{
    read_turn, write_turn, EveryFigures, EveryPosition, EveryRules, TurnFault,
};
use super::normal_play::ImpartialVerdict;
use crate::game::{Game, MoveSyntaxError, Outcome, PlayError, Refused};
use std::fmt;

/// A cell (x, y), both from 1.
pub type Cell = (i64, i64);

/// A turn: one destination for every knight that can move, sorted by knight (from 0).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KnightTurn(pub Vec<(usize, Cell)>);

impl fmt::Display for KnightTurn {
    /// `knight 1: (2, 5), knight 3: (1, 1)`: where each knight goes, knights from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_turn(f, "knight", &self.0)
    }
}

impl std::str::FromStr for KnightTurn {
    type Err = MoveSyntaxError;

    /// A turn moves at least one knight: an empty one is not a turn.
    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let expected = "knight K: (x, y), knight K: (x, y), …";
        match read_turn(text, "knight", expected)? {
            steps if steps.is_empty() => Err(MoveSyntaxError::new(text, expected)),
            steps => Ok(KnightTurn(steps)),
        }
    }
}

/// Why a turn was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnightsError {
    /// A knight that can move has no destination in the turn.
    Missing {
        /// The knight, from 0.
        knight: usize,
        /// Its cell.
        at: Cell,
    },
    /// A step names a knight that cannot move or does not exist, or a knight twice.
    NotLive {
        /// The knight, from 0.
        knight: usize,
    },
    /// The destination is not a knight's move from the knight's cell.
    NotAMove {
        /// The knight, from 0.
        knight: usize,
        /// Its cell.
        from: Cell,
        /// The cell asked for.
        to: Cell,
    },
    /// No knight can move.
    GameOver,
}

impl fmt::Display for KnightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KnightsError::Missing { knight, at } => write!(
                f,
                "knight {} on ({}, {}) has no move in this turn: every knight that can move \
                 must move",
                knight + 1,
                at.0,
                at.1
            ),
            KnightsError::NotLive { knight } => write!(
                f,
                "knight {} cannot move, does not exist, or is named twice",
                knight + 1
            ),
            KnightsError::NotAMove { knight, from, to } => write!(
                f,
                "knight {} on ({}, {}) cannot reach ({}, {}): it moves to (x−2, y±1), \
                 (x−1, y−2) or (x+1, y−2) on the board",
                knight + 1,
                from.0,
                from.1,
                to.0,
                to.1
            ),
            KnightsError::GameOver => write!(f, "the game is over: no knight can move"),
        }
    }
}

impl std::error::Error for KnightsError {}

impl From<TurnFault<Cell>> for KnightsError {
    fn from(fault: TurnFault<Cell>) -> Self {
        match fault {
            TurnFault::Missing { component, at } => KnightsError::Missing {
                knight: component,
                at,
            },
            TurnFault::NotLive { component } => KnightsError::NotLive { knight: component },
            TurnFault::NotAMove {
                component,
                from,
                to,
            } => KnightsError::NotAMove {
                knight: component,
                from,
                to,
            },
            TurnFault::GameOver => KnightsError::GameOver,
        }
    }
}

/// Where a knights game stands: each knight's suspense number and the winning turns.
pub type KnightsVerdict = ImpartialVerdict<KnightTurn, EveryFigures>;

impl EveryRules for KnightBoard {
    type Point = Cell;

    fn options(&self, at: Cell) -> Vec<Cell> {
        self.moves(at).collect()
    }

    fn suspense(&self, at: Cell) -> u32 {
        KnightBoard::suspense(self, at)
    }
}

/// Knights on an N × N board, every movable one moved each turn; the first player moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knights {
    every: EveryPosition<KnightBoard>,
}

impl Knights {
    /// Knights on the given cells (all on the board), the first player to move.
    pub fn new(board: KnightBoard, knights: &[Cell]) -> Self {
        Knights {
            every: EveryPosition::new(board, knights),
        }
    }

    /// The board.
    pub fn board(&self) -> KnightBoard {
        *self.every.rules()
    }

    /// Every knight's cell, by knight.
    pub fn knights(&self) -> &[Cell] {
        self.every.parts()
    }

    /// The knights that can move.
    pub fn live(&self) -> Vec<usize> {
        self.every.live()
    }

    /// The cells knight `k` may move to.
    pub fn options(&self, k: usize) -> Vec<Cell> {
        self.every.options(k)
    }

    /// Checks a turn.
    pub fn check(&self, turn: &KnightTurn) -> Result<(), KnightsError> {
        Ok(self.every.check(&turn.0)?)
    }

    /// The turn perfect play makes, winning or losing: every knight to a cell whose suspense
    /// is one less (the winner keeps the win, the loser makes the game last longest).
    pub fn best_turn(&self) -> Option<KnightTurn> {
        self.every.best_turn().map(KnightTurn)
    }
}

impl Game for Knights {
    type Move = KnightTurn;
    type Refusal = KnightsError;
    type Verdict = KnightsVerdict;

    fn try_play(&mut self, turn: &KnightTurn) -> Result<(), Refused<Self>> {
        self.every
            .try_play(&turn.0)
            .map_err(|fault| PlayError::new(turn.clone(), fault.into()))
    }

    fn verdict(&self) -> KnightsVerdict {
        self.every.verdict(KnightTurn)
    }

    fn outcome(&self) -> Outcome {
        self.every.outcome()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_read_back_and_are_checked() {
        let game = Knights::new(KnightBoard::new(5), &[(4, 4), (5, 3), (1, 1)]);
        let turn: KnightTurn = "knight 2: (3, 2), knight 1: (2, 5)".parse().unwrap();
        assert_eq!(turn.to_string(), "knight 1: (2, 5), knight 2: (3, 2)");
        assert_eq!(game.check(&turn), Ok(()));
        let short: KnightTurn = "knight 1: (2, 5)".parse().unwrap();
        assert_eq!(
            game.check(&short),
            Err(KnightsError::Missing {
                knight: 1,
                at: (5, 3)
            })
        );
        let stuck: KnightTurn = "knight 3: (1, 1)".parse().unwrap();
        assert_eq!(game.check(&stuck), Err(KnightsError::NotLive { knight: 2 }));
        assert!("knight 0: (1, 1)".parse::<KnightTurn>().is_err());
        assert!("".parse::<KnightTurn>().is_err());
    }
}
