//! GG and MM (HDU 3595) as a position: several games of Euclid played at once, where a turn
//! moves in **every** game that is not over. The longest-lasting game decides: the mover wins
//! when the greatest suspense number is odd ([`mover_wins_every_sum`]).

use super::every::{mover_wins_every_sum, winning_turns, EuclidTable, Tally};
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
        for (i, (g, (p, q))) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "game {}: ({p}, {q})", g + 1)?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Turn {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || MoveSyntaxError::new(text, "game G: (p, q), game G: (p, q), …");
        let mut steps = Vec::new();
        for part in text.split("game ").map(str::trim).filter(|p| !p.is_empty()) {
            let part = part.trim_end_matches(',').trim();
            let (g, piles) = part.split_once(':').ok_or_else(refuse)?;
            let g: usize = g
                .trim()
                .parse()
                .ok()
                .filter(|&g| g >= 1)
                .ok_or_else(refuse)?;
            let inner = piles
                .trim()
                .strip_prefix('(')
                .and_then(|s| s.strip_suffix(')'))
                .ok_or_else(refuse)?;
            let (p, q) = inner.split_once(',').ok_or_else(refuse)?;
            let (p, q) = (
                p.trim().parse().map_err(|_| refuse())?,
                q.trim().parse().map_err(|_| refuse())?,
            );
            steps.push((g - 1, (p, q)));
        }
        steps.sort_unstable();
        Ok(Turn(steps))
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

/// Where a GG and MM game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GgAndMmVerdict {
    /// Whose turn it is.
    pub to_move: Player,
    /// Who wins with perfect play (or has won).
    pub winner: Player,
    /// Whether the game goes on, or who won.
    pub outcome: Outcome,
    /// Each game's suspense number (0 once over).
    pub suspense: Vec<u32>,
    /// Winning turns (all of them when `complete`).
    pub winning_moves: Vec<Turn>,
    /// False when there were too many turns to try them all.
    pub complete: bool,
}

/// Games of Euclid played all at once; MM moves first.
#[derive(Clone, Debug)]
pub struct GgAndMm {
    games: Vec<(usize, usize)>,
    to_move: Player,
    table: EuclidTable,
}

impl PartialEq for GgAndMm {
    fn eq(&self, other: &Self) -> bool {
        (&self.games, self.to_move) == (&other.games, other.to_move)
    }
}

/// Turns tried when listing every winning one.
const TURN_BUDGET: usize = 4096;

impl GgAndMm {
    /// Games on the given piles, MM to move.
    pub fn new(games: &[(usize, usize)]) -> Self {
        let limit = games.iter().map(|&(p, q)| p.max(q)).max().unwrap_or(1);
        GgAndMm {
            games: games.to_vec(),
            to_move: Player::First,
            table: EuclidTable::new(limit, Tally::Suspense),
        }
    }

    /// The piles of every game.
    pub fn games(&self) -> &[(usize, usize)] {
        &self.games
    }

    /// The games that can still move.
    pub fn live(&self) -> Vec<usize> {
        (0..self.games.len())
            .filter(|&g| !euclid_options(self.games[g]).is_empty())
            .collect()
    }

    /// The suspense number of piles (0 when over).
    pub fn suspense(&self, piles: (usize, usize)) -> u32 {
        if piles.0 == 0 || piles.1 == 0 {
            0
        } else {
            self.table.get(piles.0, piles.1)
        }
    }

    /// Checks a turn.
    pub fn check(&self, turn: &Turn) -> Result<(), GgAndMmError> {
        let live = self.live();
        if live.is_empty() {
            return Err(GgAndMmError::GameOver);
        }
        let mut seen = Vec::new();
        for &(g, to) in &turn.0 {
            if !live.contains(&g) || seen.contains(&g) {
                return Err(GgAndMmError::NotLive { game: g });
            }
            seen.push(g);
            let from = self.games[g];
            if !euclid_options(from).contains(&to) {
                return Err(GgAndMmError::NotAMove { game: g, from, to });
            }
        }
        match live.iter().find(|g| !seen.contains(g)) {
            Some(&game) => Err(GgAndMmError::Missing { game }),
            None => Ok(()),
        }
    }

    /// The turn perfect play makes: in every game, an option whose suspense is one less.
    pub fn best_turn(&self) -> Option<Turn> {
        let live = self.live();
        if live.is_empty() {
            return None;
        }
        Some(Turn(
            live.into_iter()
                .map(|g| {
                    let s = self.suspense(self.games[g]);
                    let to = euclid_options(self.games[g])
                        .into_iter()
                        .find(|&o| self.suspense(o) + 1 == s)
                        .expect("a suspense number comes from an option");
                    (g, to)
                })
                .collect(),
        ))
    }
}

impl Game for GgAndMm {
    type Move = Turn;
    type Refusal = GgAndMmError;
    type Verdict = GgAndMmVerdict;

    fn try_play(&mut self, turn: &Turn) -> Result<(), Refused<Self>> {
        self.check(turn)
            .map_err(|reason| PlayError::new(turn.clone(), reason))?;
        for &(g, to) in &turn.0 {
            self.games[g] = to;
        }
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> GgAndMmVerdict {
        let suspense: Vec<u32> = self.games.iter().map(|&p| self.suspense(p)).collect();
        let mover_wins = mover_wins_every_sum(suspense.iter().copied());
        let live = self.live();
        let options: Vec<Vec<(usize, usize)>> = live
            .iter()
            .map(|&g| euclid_options(self.games[g]))
            .collect();
        let listed = winning_turns(
            &suspense,
            &live,
            &options,
            |to| self.suspense(to),
            TURN_BUDGET,
        );
        let complete = listed.complete;
        let mut winning_moves: Vec<Turn> = listed.turns.into_iter().map(Turn).collect();
        if mover_wins && !complete {
            winning_moves.extend(self.best_turn());
        }
        GgAndMmVerdict {
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

    fn side_name(&self, player: Player) -> &'static str {
        match player {
            Player::First => "MM",
            Player::Second => "GG",
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
