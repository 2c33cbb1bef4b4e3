//! GG and MM (HDU 3595) as a position: several games of Euclid played at once, where a turn
//! moves in **every** game that is not over. The longest-lasting game decides: the mover
//! wins when the greatest suspense number is odd
//! ([`mover_wins_every_sum`](super::mover_wins_every_sum)).

use super::every::{EuclidTable, Tally};
use super::every_position::{
    read_turn, write_turn, EveryFigures, EveryPosition, EveryRules, TurnFault,
};
use super::normal_play::ImpartialVerdict;
use crate::game::{Game, MoveSyntaxError, Outcome, PlayError, Player, Refused};
use std::fmt;

/// One game's part of a turn: game `game` (from 0) becomes the piles `to`.
pub type Step = (usize, (usize, usize));

/// A turn: one step in every game that is not over, sorted by game.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Turn(pub Vec<Step>);

impl fmt::Display for Turn {
    /// `game 1: (4, 3), game 2: (1, 0)`: the piles each game is left with, games from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_turn(f, "game", &self.0)
    }
}

impl std::str::FromStr for Turn {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        read_turn(text, "game", "game G: (p, q), game G: (p, q), …").map(Turn)
    }
}

/// Why a turn was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GgAndMmError {
    /// A game that can move has no step in the turn.
    Missing {
        /// The game, from 0.
        game: usize,
    },
    /// A step names a game that is over or missing, or a game twice.
    NotLive {
        /// The game, from 0.
        game: usize,
    },
    /// The piles are not a move of Euclid's game from the game's piles.
    NotAMove {
        /// The game, from 0.
        game: usize,
        /// Its piles.
        from: (usize, usize),
        /// The piles asked for.
        to: (usize, usize),
    },
    /// Every game is over.
    GameOver,
}

impl fmt::Display for GgAndMmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GgAndMmError::Missing { game } => write!(
                f,
                "game {} has no move in this turn: every game that can move must move",
                game + 1
            ),
            GgAndMmError::NotLive { game } => {
                write!(f, "game {} is over, missing, or named twice", game + 1)
            }
            GgAndMmError::NotAMove { game, from, to } => write!(
                f,
                "game {}: ({}, {}) to ({}, {}) does not take a positive multiple of the smaller \
                 pile from the larger",
                game + 1,
                from.0,
                from.1,
                to.0,
                to.1
            ),
            GgAndMmError::GameOver => write!(f, "the game is over: every game has an empty pile"),
        }
    }
}

impl std::error::Error for GgAndMmError {}

impl From<TurnFault<(usize, usize)>> for GgAndMmError {
    fn from(fault: TurnFault<(usize, usize)>) -> Self {
        match fault {
            TurnFault::Missing { component, .. } => GgAndMmError::Missing { game: component },
            TurnFault::NotLive { component } => GgAndMmError::NotLive { game: component },
            TurnFault::NotAMove {
                component,
                from,
                to,
            } => GgAndMmError::NotAMove {
                game: component,
                from,
                to,
            },
            TurnFault::GameOver => GgAndMmError::GameOver,
        }
    }
}

/// The piles a move of Euclid's game can leave from `(p, q)`.
pub fn euclid_options((p, q): (usize, usize)) -> Vec<(usize, usize)> {
    if p == 0 || q == 0 {
        return Vec::new();
    }
    if p >= q {
        (1..=p / q).map(|k| (p - k * q, q)).collect()
    } else {
        (1..=q / p).map(|k| (p, q - k * p)).collect()
    }
}

/// Where a GG and MM game stands: each game's suspense number and the winning turns.
pub type GgAndMmVerdict = ImpartialVerdict<Turn, EveryFigures>;

/// Euclid's game as a component of GG and MM, counted by its suspense numbers.
#[derive(Clone, Debug)]
struct Euclid(EuclidTable);

/// Every table agrees wherever both reach: it only caches what the piles decide.
impl PartialEq for Euclid {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Euclid {}

impl EveryRules for Euclid {
    type Point = (usize, usize);

    fn options(&self, at: (usize, usize)) -> Vec<(usize, usize)> {
        euclid_options(at)
    }

    /// From equal piles either may be emptied: `(p, 0)` is the listed `(0, p)` written the
    /// other way round, and both end the game.
    fn allows(&self, from: (usize, usize), to: (usize, usize)) -> bool {
        let (p, q) = from;
        euclid_options(from).contains(&to) || (p == q && p > 0 && to == (p, 0))
    }

    fn suspense(&self, (p, q): (usize, usize)) -> u32 {
        if p == 0 || q == 0 {
            0
        } else {
            self.0.get(p, q)
        }
    }
}

/// Games of Euclid played all at once; MM moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GgAndMm {
    every: EveryPosition<Euclid>,
}

impl GgAndMm {
    /// Games on the given piles, MM to move.
    pub fn new(games: &[(usize, usize)]) -> Self {
        let limit = games.iter().map(|&(p, q)| p.max(q)).max().unwrap_or(1);
        let table = EuclidTable::new(limit, Tally::Suspense);
        GgAndMm {
            every: EveryPosition::new(Euclid(table), games),
        }
    }

    /// The piles of every game.
    pub fn games(&self) -> &[(usize, usize)] {
        self.every.parts()
    }

    /// The games that can still move.
    pub fn live(&self) -> Vec<usize> {
        self.every.live()
    }

    /// The suspense number of piles (0 when over).
    pub fn suspense(&self, piles: (usize, usize)) -> u32 {
        self.every.rules().suspense(piles)
    }

    /// Checks a turn.
    pub fn check(&self, turn: &Turn) -> Result<(), GgAndMmError> {
        Ok(self.every.check(&turn.0)?)
    }

    /// The turn perfect play makes: in every game, an option whose suspense is one less.
    pub fn best_turn(&self) -> Option<Turn> {
        self.every.best_turn().map(Turn)
    }
}

impl Game for GgAndMm {
    type Move = Turn;
    type Refusal = GgAndMmError;
    type Verdict = GgAndMmVerdict;

    fn try_play(&mut self, turn: &Turn) -> Result<(), Refused<Self>> {
        self.every
            .try_play(&turn.0)
            .map_err(|fault| PlayError::new(turn.clone(), fault.into()))
    }

    fn verdict(&self) -> GgAndMmVerdict {
        self.every.verdict(Turn)
    }

    fn side_name(&self, player: Player) -> &'static str {
        match player {
            Player::First => "MM",
            Player::Second => "GG",
        }
    }

    fn outcome(&self) -> Outcome {
        self.every.outcome()
    }
}
