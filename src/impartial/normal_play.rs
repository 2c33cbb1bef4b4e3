//! What the impartial positions share: normal play (whoever cannot move has lost), one verdict
//! shape, refusing a move once the game is over, and the pieces of their move notation.

use crate::game::{Outcome, PlayError, Player};
use std::ops::Deref;

/// Where an impartial position stands: the words every game shares, and `figures`, the game's
/// own numbers behind the verdict. The figures' fields read through the verdict as its own
/// (`verdict.nim_sum`), so each game keeps one name for its verdict (`QueenVerdict`, …).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImpartialVerdict<M, F> {
    /// Whose turn it is.
    pub to_move: Player,
    /// Who wins with perfect play (or has won).
    pub winner: Player,
    /// Whether the game goes on, or who won.
    pub outcome: Outcome,
    /// Every winning move (for the "every" games, all of them only when the figures say the
    /// list is complete).
    pub winning_moves: Vec<M>,
    /// The game's own figures.
    pub figures: F,
}

impl<M, F> ImpartialVerdict<M, F> {
    /// The verdict with `to_move` to play: under normal play a position is won exactly when
    /// some move wins, so the mover wins when `winning_moves` lists one.
    pub fn new(to_move: Player, outcome: Outcome, winning_moves: Vec<M>, figures: F) -> Self {
        ImpartialVerdict {
            to_move,
            winner: if winning_moves.is_empty() {
                to_move.opponent()
            } else {
                to_move
            },
            outcome,
            winning_moves,
            figures,
        }
    }
}

impl<M, F> Deref for ImpartialVerdict<M, F> {
    type Target = F;

    fn deref(&self) -> &F {
        &self.figures
    }
}

/// Normal play: the game goes on while `to_move` can move; whoever cannot has lost.
pub fn normal_play(to_move: Player, can_move: bool) -> Outcome {
    if can_move {
        Outcome::Ongoing { to_move }
    } else {
        Outcome::Won {
            winner: to_move.opponent(),
        }
    }
}

/// Refuses `mv` with `game_over` once the game is `over`, else with what `check` finds wrong;
/// what `check` finds out about a legal move comes back.
pub(crate) fn admit<M: Clone, R, T>(
    mv: &M,
    over: bool,
    game_over: R,
    check: impl FnOnce() -> Result<T, R>,
) -> Result<T, PlayError<M, R>> {
    let checked = if over { Err(game_over) } else { check() };
    checked.map_err(|reason| PlayError::new(mv.clone(), reason))
}

/// A number people count from 1 (a row, a heap, a board), as written in a move.
pub(crate) fn from_one<T: std::str::FromStr + PartialOrd + From<u8>>(text: &str) -> Option<T> {
    text.trim().parse::<T>().ok().filter(|n| *n >= T::from(1))
}

/// A pair written `(a, b)`, brackets required, as moves write cells and piles.
pub(crate) fn bracketed_pair<T: std::str::FromStr>(text: &str) -> Option<(T, T)> {
    let inner = text.trim().strip_prefix('(')?.strip_suffix(')')?;
    let (a, b) = inner.split_once(',')?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}
