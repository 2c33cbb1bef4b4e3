//! The position of an "every" game, where a turn moves every component that can move: which
//! components are live, the checks a turn passes, the strategy's turn, the verdict, and the
//! turns' notation. A game says where one component may go and how long it lasts
//! ([`EveryRules`]); the rest is the same for every such game.
//!
//! Used by: `gg-and-mm`, `knights`.

use super::every::{mover_wins_every_sum, winning_turns};
use super::normal_play::{bracketed_pair, from_one, normal_play, ImpartialVerdict};
use crate::game::{MoveSyntaxError, Outcome, Player};
use crate::sorting::heapsort;
use crate::text::split;
use std::fmt;
use std::str::FromStr;

/// Where one component of an "every" game may go, and its suspense number.
pub trait EveryRules {
    /// Where one component stands.
    type Point: Copy + Eq + fmt::Debug;
    /// Where a component at `at` may move, in the order the strategy tries them.
    fn options(&self, at: Self::Point) -> Vec<Self::Point>;
    /// Whether a component at `from` may move to `to`: one of its options, or another way
    /// a game lets a player write one.
    fn allows(&self, from: Self::Point, to: Self::Point) -> bool {
        self.options(from).contains(&to)
    }
    /// The suspense number of a component at `at` (0 when it cannot move).
    fn suspense(&self, at: Self::Point) -> u32;
}

/// A turn's steps: which component (from 0) goes where.
type Steps<P> = Vec<(usize, P)>;

/// Why a turn is not a turn of the position; each game words it its own way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnFault<P> {
    /// A component that can move has no step in the turn.
    Missing {
        /// The component, from 0.
        component: usize,
        /// Where it stands.
        at: P,
    },
    /// A step names a component that cannot move or does not exist, or one twice.
    NotLive {
        /// The component, from 0.
        component: usize,
    },
    /// A step is not a move of its component.
    NotAMove {
        /// The component, from 0.
        component: usize,
        /// Where it stands.
        from: P,
        /// Where the step takes it.
        to: P,
    },
    /// No component can move.
    GameOver,
}

/// The figures behind an "every" game's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveryFigures {
    /// Each component's suspense number (0 once it cannot move).
    pub suspense: Vec<u32>,
    /// False when there were too many turns to try them all.
    pub complete: bool,
}

/// Turns tried when listing every winning one.
const TURN_BUDGET: usize = 4096;

/// Components under `rules`, where each stands, and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveryPosition<R: EveryRules> {
    rules: R,
    parts: Vec<R::Point>,
    to_move: Player,
}

impl<R: EveryRules> EveryPosition<R> {
    /// Components on `parts`, the first player to move.
    pub fn new(rules: R, parts: &[R::Point]) -> Self {
        EveryPosition {
            rules,
            parts: parts.to_vec(),
            to_move: Player::First,
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// Where every component stands.
    pub fn parts(&self) -> &[R::Point] {
        &self.parts
    }

    /// The components that can still move.
    pub fn live(&self) -> Vec<usize> {
        (0..self.parts.len())
            .filter(|&k| !self.options(k).is_empty())
            .collect()
    }

    /// Where component `k` may move.
    pub fn options(&self, k: usize) -> Vec<R::Point> {
        self.rules.options(self.parts[k])
    }

    /// Checks a turn: every live component moved once, each by a move of its own.
    pub fn check(&self, steps: &[(usize, R::Point)]) -> Result<(), TurnFault<R::Point>> {
        let live = self.live();
        if live.is_empty() {
            return Err(TurnFault::GameOver);
        }
        let mut seen = Vec::new();
        for &(k, to) in steps {
            if !live.contains(&k) || seen.contains(&k) {
                return Err(TurnFault::NotLive { component: k });
            }
            seen.push(k);
            let from = self.parts[k];
            if !self.rules.allows(from, to) {
                return Err(TurnFault::NotAMove {
                    component: k,
                    from,
                    to,
                });
            }
        }
        match live.iter().find(|k| !seen.contains(k)) {
            Some(&component) => Err(TurnFault::Missing {
                component,
                at: self.parts[component],
            }),
            None => Ok(()),
        }
    }

    /// Plays a turn if [`EveryPosition::check`] passes it.
    pub fn try_play(&mut self, steps: &[(usize, R::Point)]) -> Result<(), TurnFault<R::Point>> {
        self.check(steps)?;
        for &(k, to) in steps {
            self.parts[k] = to;
        }
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    /// The turn perfect play makes, winning or losing: every component to an option whose
    /// suspense is one less (the winner keeps the win, the loser makes the game last longest).
    pub fn best_turn(&self) -> Option<Steps<R::Point>> {
        let live = self.live();
        if live.is_empty() {
            return None;
        }
        Some(
            live.into_iter()
                .map(|k| {
                    let s = self.rules.suspense(self.parts[k]);
                    let to = self
                        .options(k)
                        .into_iter()
                        .find(|&o| self.rules.suspense(o) + 1 == s)
                        .expect("a suspense number comes from an option");
                    (k, to)
                })
                .collect(),
        )
    }

    /// The verdict, each winning turn made a move by `turn`: every winning turn when there
    /// are few enough to try, else the strategy's turn alone.
    pub fn verdict<M>(
        &self,
        turn: impl Fn(Steps<R::Point>) -> M,
    ) -> ImpartialVerdict<M, EveryFigures> {
        let suspense: Vec<u32> = self.parts.iter().map(|&p| self.rules.suspense(p)).collect();
        let mover_wins = mover_wins_every_sum(suspense.iter().copied());
        let live = self.live();
        let options: Vec<Vec<R::Point>> = live.iter().map(|&k| self.options(k)).collect();
        let listed = winning_turns(
            &suspense,
            &live,
            &options,
            |to| self.rules.suspense(to),
            TURN_BUDGET,
        );
        let complete = listed.complete;
        let mut winning_moves: Vec<M> = listed.turns.into_iter().map(&turn).collect();
        if mover_wins && !complete {
            winning_moves.extend(self.best_turn().map(&turn));
        }
        let figures = EveryFigures { suspense, complete };
        ImpartialVerdict::new(self.to_move, self.outcome(), winning_moves, figures)
    }

    /// Normal play: the game goes on while some component can move.
    pub fn outcome(&self) -> Outcome {
        normal_play(self.to_move, !self.live().is_empty())
    }
}

/// Writes a turn as `game 1: (4, 3), game 2: (1, 0)`: `word` names the components, which
/// count from 1.
pub(crate) fn write_turn<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    word: &str,
    steps: &[(usize, (T, T))],
) -> fmt::Result {
    for (i, (k, (a, b))) in steps.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{word} {}: ({a}, {b})", k + 1)?;
    }
    Ok(())
}

/// Reads a turn [`write_turn`] wrote, in any order of its steps, and sorts them by component;
/// other text is refused with the notation `expected`.
pub(crate) fn read_turn<T: FromStr + Ord>(
    text: &str,
    word: &str,
    expected: &'static str,
) -> Result<Steps<(T, T)>, MoveSyntaxError> {
    let refuse = || MoveSyntaxError::new(text, expected);
    let mut steps = Vec::new();
    let separator = format!("{word} ");
    for part in split(text, &separator)
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let part = part.trim_end_matches(',').trim();
        let (k, at) = part.split_once(':').ok_or_else(refuse)?;
        let k: usize = from_one(k).ok_or_else(refuse)?;
        steps.push((k - 1, bracketed_pair(at).ok_or_else(refuse)?));
    }
    heapsort(&mut steps);
    Ok(steps)
}
