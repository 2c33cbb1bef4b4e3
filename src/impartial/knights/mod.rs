//! Knights racing to the corner as a position: knights on a [`KnightBoard`], where a turn moves
//! **every** knight that can move. The knight that lasts longest decides: the mover wins when
//! the greatest suspense number is odd ([`mover_wins_every_sum`]).

mod board;

pub use board::{inner_suspense, KnightBoard, MOVES};

use super::every::{mover_wins_every_sum, winning_turns};
use crate::game::{Game, MoveSyntaxError, Outcome, PlayError, Player, Refused};
use std::fmt;

/// A cell (x, y), both from 1.
pub type Cell = (i64, i64);

/// A turn: one destination for every knight that can move, sorted by knight (from 0).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KnightTurn(pub Vec<(usize, Cell)>);

impl fmt::Display for KnightTurn {
    /// `knight 1: (2, 5), knight 3: (1, 1)`: where each knight goes, knights from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (k, (x, y))) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "knight {}: ({x}, {y})", k + 1)?;
        }
        Ok(())
    }
}

impl std::str::FromStr for KnightTurn {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || MoveSyntaxError::new(text, "knight K: (x, y), knight K: (x, y), …");
        let mut steps = Vec::new();
        for part in text
            .split("knight ")
            .map(str::trim)
            .filter(|p| !p.is_empty())
        {
            let part = part.trim_end_matches(',').trim();
            let (k, cell) = part.split_once(':').ok_or_else(refuse)?;
            let k: usize = k
                .trim()
                .parse()
                .ok()
                .filter(|&k| k >= 1)
                .ok_or_else(refuse)?;
            let inner = cell
                .trim()
                .strip_prefix('(')
                .and_then(|s| s.strip_suffix(')'))
                .ok_or_else(refuse)?;
            let (x, y) = inner.split_once(',').ok_or_else(refuse)?;
            let (x, y) = (
                x.trim().parse().map_err(|_| refuse())?,
                y.trim().parse().map_err(|_| refuse())?,
            );
            steps.push((k - 1, (x, y)));
        }
        if steps.is_empty() {
            return Err(refuse());
        }
        steps.sort_unstable();
        Ok(KnightTurn(steps))
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

/// Where a knights game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnightsVerdict {
    /// Whose turn it is.
    pub to_move: Player,
    /// Who wins with perfect play (or has won).
    pub winner: Player,
    /// Whether the game goes on, or who won.
    pub outcome: Outcome,
    /// Each knight's suspense number (0 once it cannot move).
    pub suspense: Vec<u32>,
    /// Winning turns (all of them when `complete`).
    pub winning_moves: Vec<KnightTurn>,
    /// False when there were too many turns to try them all.
    pub complete: bool,
}

/// Knights on an N × N board, every movable one moved each turn; the first player moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knights {
    board: KnightBoard,
    knights: Vec<Cell>,
    to_move: Player,
}

/// Turns tried when listing every winning one.
const TURN_BUDGET: usize = 4096;

impl Knights {
    /// Knights on the given cells (all on the board), the first player to move.
    pub fn new(board: KnightBoard, knights: &[Cell]) -> Self {
        Knights {
            board,
            knights: knights.to_vec(),
            to_move: Player::First,
        }
    }

    /// The board.
    pub fn board(&self) -> KnightBoard {
        self.board
    }

    /// Every knight's cell, by knight.
    pub fn knights(&self) -> &[Cell] {
        &self.knights
    }

    /// The knights that can move.
    pub fn live(&self) -> Vec<usize> {
        (0..self.knights.len())
            .filter(|&k| self.board.moves(self.knights[k]).next().is_some())
            .collect()
    }

    /// The cells knight `k` may move to.
    pub fn options(&self, k: usize) -> Vec<Cell> {
        self.board.moves(self.knights[k]).collect()
    }

    /// Checks a turn.
    pub fn check(&self, turn: &KnightTurn) -> Result<(), KnightsError> {
        let live = self.live();
        if live.is_empty() {
            return Err(KnightsError::GameOver);
        }
        let mut seen = Vec::new();
        for &(k, to) in &turn.0 {
            if !live.contains(&k) || seen.contains(&k) {
                return Err(KnightsError::NotLive { knight: k });
            }
            seen.push(k);
            let from = self.knights[k];
            if !self.board.moves(from).any(|c| c == to) {
                return Err(KnightsError::NotAMove {
                    knight: k,
                    from,
                    to,
                });
            }
        }
        match live.iter().find(|k| !seen.contains(k)) {
            Some(&knight) => Err(KnightsError::Missing {
                knight,
                at: self.knights[knight],
            }),
            None => Ok(()),
        }
    }

    /// The turn perfect play makes, winning or losing: every knight to a cell whose suspense
    /// is one less (the winner keeps the win, the loser makes the game last longest).
    pub fn best_turn(&self) -> Option<KnightTurn> {
        let live = self.live();
        if live.is_empty() {
            return None;
        }
        Some(KnightTurn(
            live.into_iter()
                .map(|k| {
                    let to = self
                        .board
                        .strategy_move(self.knights[k])
                        .expect("a knight that can move has a suspense number above 0");
                    (k, to)
                })
                .collect(),
        ))
    }
}

impl Game for Knights {
    type Move = KnightTurn;
    type Refusal = KnightsError;
    type Verdict = KnightsVerdict;

    fn try_play(&mut self, turn: &KnightTurn) -> Result<(), Refused<Self>> {
        self.check(turn)
            .map_err(|reason| PlayError::new(turn.clone(), reason))?;
        for &(k, to) in &turn.0 {
            self.knights[k] = to;
        }
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> KnightsVerdict {
        let suspense: Vec<u32> = self
            .knights
            .iter()
            .map(|&c| self.board.suspense(c))
            .collect();
        let mover_wins = mover_wins_every_sum(suspense.iter().copied());
        let live = self.live();
        let options: Vec<Vec<Cell>> = live.iter().map(|&k| self.options(k)).collect();
        let listed = winning_turns(
            &suspense,
            &live,
            &options,
            |to| self.board.suspense(to),
            TURN_BUDGET,
        );
        let complete = listed.complete;
        let mut winning_moves: Vec<KnightTurn> = listed.turns.into_iter().map(KnightTurn).collect();
        if mover_wins && !complete {
            winning_moves.extend(self.best_turn());
        }
        KnightsVerdict {
            to_move: self.to_move,
            winner: if mover_wins {
                self.to_move
            } else {
                self.to_move.opponent()
            },
            outcome: self.outcome(),
            suspense,
            winning_moves,
            complete,
        }
    }

    fn outcome(&self) -> Outcome {
        if self.live().is_empty() {
            Outcome::Won {
                winner: self.to_move.opponent(),
            }
        } else {
            Outcome::Ongoing {
                to_move: self.to_move,
            }
        }
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
