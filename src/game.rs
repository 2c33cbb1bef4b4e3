//! The shape every game follows: a position that takes moves, refuses illegal ones with a typed
//! error, and reports where it stands through a verdict.

use std::fmt;

/// The two sides of a two-player game. `First` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    First,
    Second,
}

impl Player {
    /// The other side.
    pub fn opponent(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::First => "Player 1",
            Player::Second => "Player 2",
        })
    }
}

/// A game position that moves are played on.
pub trait Game {
    /// One move, as a player makes it.
    type Move: Clone + fmt::Debug;
    /// Why a move was refused; it carries the rejected move.
    type Error: std::error::Error;
    /// Where the game stands.
    type Verdict;

    /// Plays `mv` if it is legal; otherwise leaves the position as it was and says why.
    fn try_play(&mut self, mv: &Self::Move) -> Result<(), Self::Error>;

    /// Plays a move known to be legal.
    ///
    /// # Panics
    /// If the move is illegal; use [`Game::try_play`] for moves from outside.
    fn play(&mut self, mv: &Self::Move) {
        if let Err(err) = self.try_play(mv) {
            panic!("illegal move {mv:?}: {err}");
        }
    }

    /// Where the game stands now.
    fn verdict(&self) -> Self::Verdict;
}

/// A game plus the moves played on it, with undo and redo.
///
/// Undo replays the remaining moves from the start, so games need no "unplay" of their own.
#[derive(Clone, Debug)]
pub struct History<G: Game + Clone> {
    start: G,
    current: G,
    moves: Vec<G::Move>,
    applied: usize,
}

impl<G: Game + Clone> History<G> {
    pub fn new(start: G) -> Self {
        History {
            current: start.clone(),
            start,
            moves: Vec::new(),
            applied: 0,
        }
    }

    /// The position after the applied moves.
    pub fn current(&self) -> &G {
        &self.current
    }

    /// The applied moves, oldest first.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves[..self.applied]
    }

    /// Moves that were undone and can be redone.
    pub fn redoable(&self) -> &[G::Move] {
        &self.moves[self.applied..]
    }

    /// Plays a move; a legal move discards whatever could have been redone.
    pub fn try_play(&mut self, mv: G::Move) -> Result<(), G::Error> {
        self.current.try_play(&mv)?;
        self.moves.truncate(self.applied);
        self.moves.push(mv);
        self.applied += 1;
        Ok(())
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        if self.applied == 0 {
            return false;
        }
        self.applied -= 1;
        self.current = self.start.clone();
        for mv in &self.moves[..self.applied] {
            self.current.play(mv);
        }
        true
    }

    /// Plays the next undone or queued move; Ok(false) when there is none. A queued move that
    /// turns out illegal is dropped, with every move queued after it.
    pub fn redo(&mut self) -> Result<bool, G::Error> {
        let Some(mv) = self.moves.get(self.applied) else {
            return Ok(false);
        };
        if let Err(err) = self.current.try_play(mv) {
            self.moves.truncate(self.applied);
            return Err(err);
        }
        self.applied += 1;
        Ok(true)
    }

    /// Replaces whatever could be redone with `moves`, to be stepped through with
    /// [`History::redo`] (a contest case pasted in, say).
    pub fn queue(&mut self, moves: impl IntoIterator<Item = G::Move>) {
        self.moves.truncate(self.applied);
        self.moves.extend(moves);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nim::{Nim, NimMove, PlayRule};

    #[test]
    fn undo_redo_and_queue() {
        let mut history = History::new(Nim::new(vec![3, 2], PlayRule::Normal, 1));
        history.try_play(NimMove::single(0, 1)).unwrap();
        history.try_play(NimMove::single(1, 2)).unwrap();
        assert!(history.undo());
        assert_eq!(history.current().heaps(), &[2, 2]);
        assert_eq!(history.redoable(), &[NimMove::single(1, 2)]);
        assert_eq!(history.redo(), Ok(true));
        assert_eq!(history.redo(), Ok(false));
        assert!(history.undo() && history.undo() && !history.undo());
        assert_eq!(history.current().heaps(), &[3, 2]);

        // A new move discards the redo tail; a queued illegal move is dropped with its tail.
        history.queue([
            NimMove::single(0, 3),
            NimMove::single(0, 1),
            NimMove::single(1, 1),
        ]);
        assert_eq!(history.redo(), Ok(true));
        assert!(history.redo().is_err());
        assert_eq!(history.redoable(), &[]);
        assert_eq!(history.moves(), &[NimMove::single(0, 3)]);
    }
}
