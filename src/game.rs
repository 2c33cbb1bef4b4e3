//! The shape every game follows: a position that takes moves, refuses illegal ones with a typed
//! error that carries the move, says where it stands through one [`Outcome`] vocabulary, and
//! keeps its moves in a [`History`] that undoes, redoes and steps through them.

use std::fmt;

/// The two sides of a two-player game. `First` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The side that moves first.
    First,
    /// The side that moves second.
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

/// Where any game stands, in the same words for every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The game goes on and `to_move` plays next.
    Ongoing {
        /// The side whose turn it is.
        to_move: Player,
    },
    /// The game is over and `winner` has won.
    Won {
        /// The side that won.
        winner: Player,
    },
    /// The game is over and nobody won (a full board, say).
    Drawn,
}

impl Outcome {
    /// True once nobody can move any more.
    pub fn is_over(self) -> bool {
        !matches!(self, Outcome::Ongoing { .. })
    }
}

/// A refused move: the move itself and why it was refused, so whoever reads the error knows
/// what was tried without keeping it alongside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError<M, R> {
    /// The move that was refused.
    pub mv: M,
    /// Why, in the game's own terms.
    pub reason: R,
}

impl<M, R> PlayError<M, R> {
    /// `mv` refused for `reason`.
    pub fn new(mv: M, reason: R) -> Self {
        PlayError { mv, reason }
    }
}

impl<M, R: fmt::Display> fmt::Display for PlayError<M, R> {
    /// The reason alone: every game's reasons already name the move in the player's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.reason.fmt(f)
    }
}

impl<M: fmt::Debug, R: std::error::Error> std::error::Error for PlayError<M, R> {}

/// Text that is not a move in a game's notation; it carries the text and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSyntaxError {
    /// The text that was refused.
    pub text: String,
    /// The notation the game expects, e.g. `take C from heap H`.
    pub expected: &'static str,
}

impl MoveSyntaxError {
    /// `text` refused; moves are written as `expected`.
    pub fn new(text: &str, expected: &'static str) -> Self {
        MoveSyntaxError {
            text: text.to_string(),
            expected,
        }
    }
}

impl fmt::Display for MoveSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a move: write {}",
            crate::input::quoted(&self.text),
            self.expected
        )
    }
}

impl std::error::Error for MoveSyntaxError {}

/// The error every game's [`Game::try_play`] returns.
pub type Refused<G> = PlayError<<G as Game>::Move, <G as Game>::Refusal>;

/// A game position that moves are played on.
pub trait Game {
    /// One move, as a player makes it; `Display` writes it as the move list shows it, and
    /// `FromStr` reads that notation back (links and saved games store moves so).
    type Move: Clone + fmt::Debug + fmt::Display + std::str::FromStr<Err: fmt::Display>;
    /// Why a move can be refused.
    type Refusal: std::error::Error;
    /// The game's own account of where it stands, with the figures behind it.
    type Verdict;

    /// Plays `mv` if it is legal; otherwise leaves the position as it was and says why.
    ///
    /// ```
    /// use arbiter::nim::{Nim, NimMove, PlayRule};
    /// use arbiter::{Game, Outcome, Player};
    ///
    /// let mut nim = Nim::new(vec![3, 1], PlayRule::Normal, 1);
    /// nim.try_play(&NimMove::single(0, 3)).unwrap();
    /// let refused = nim.try_play(&NimMove::single(0, 1)).unwrap_err();
    /// assert_eq!(refused.mv, NimMove::single(0, 1));
    /// assert_eq!(nim.heaps(), &[0, 1]);
    /// assert_eq!(nim.outcome(), Outcome::Ongoing { to_move: Player::Second });
    /// ```
    fn try_play(&mut self, mv: &Self::Move) -> Result<(), Refused<Self>>;

    /// Plays a move known to be legal.
    ///
    /// # Panics
    /// If the move is illegal; use [`Game::try_play`] for moves from outside.
    fn play(&mut self, mv: &Self::Move) {
        if let Err(err) = self.try_play(mv) {
            panic!("illegal move `{mv}`: {err}");
        }
    }

    /// Where the game stands, in the game's own terms.
    fn verdict(&self) -> Self::Verdict;

    /// Where the game stands, in the words every game shares.
    fn outcome(&self) -> Outcome;

    /// What the players call `player`: the one place a game names its sides.
    fn side_name(&self, player: Player) -> &'static str {
        match player {
            Player::First => "Player 1",
            Player::Second => "Player 2",
        }
    }
}

/// A game plus the moves played on it, with undo, redo and stepping through queued moves.
///
/// Undo replays the remaining moves from the start, so games need no "unplay" of their own.
///
/// ```
/// use arbiter::nim::{Nim, NimMove, PlayRule};
/// use arbiter::History;
///
/// let mut history = History::new(Nim::new(vec![3, 2], PlayRule::Normal, 1));
/// history.try_play(NimMove::single(0, 1)).unwrap();
/// history.try_play(NimMove::single(1, 2)).unwrap();
/// assert!(history.undo());
/// assert_eq!(history.current().heaps(), &[2, 2]);
/// assert_eq!(history.redoable().len(), 1);
/// history.to_start();
/// assert_eq!(history.current().heaps(), &[3, 2]);
/// assert_eq!(history.to_end(), Ok(2));
/// assert_eq!(history.current().heaps(), &[2, 0]);
/// ```
#[derive(Clone, Debug)]
pub struct History<G: Game + Clone> {
    start: G,
    current: G,
    moves: Vec<G::Move>,
    applied: usize,
}

impl<G: Game + Clone> History<G> {
    /// A history with no moves, starting from `start`.
    pub fn new(start: G) -> Self {
        History {
            current: start.clone(),
            start,
            moves: Vec::new(),
            applied: 0,
        }
    }

    /// A history starting from `start` with `moves` queued, to be stepped through with
    /// [`History::redo`] (a contest case pasted in, say).
    pub fn queued(start: G, moves: Vec<G::Move>) -> Self {
        History {
            current: start.clone(),
            start,
            moves,
            applied: 0,
        }
    }

    /// The position after the applied moves.
    pub fn current(&self) -> &G {
        &self.current
    }

    /// The position before any move.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The applied moves, oldest first.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves[..self.applied]
    }

    /// Moves that were undone (or queued) and can be redone, next first.
    pub fn redoable(&self) -> &[G::Move] {
        &self.moves[self.applied..]
    }

    /// The whole line: the applied moves, then those that can be redone.
    pub fn line(&self) -> &[G::Move] {
        &self.moves
    }

    /// Takes back moves until only the first `ply` are applied, replaying them once from the
    /// start (however many are taken back); does nothing when no more than `ply` are applied.
    pub fn rewind(&mut self, ply: usize) {
        if ply >= self.applied {
            return;
        }
        self.applied = ply;
        self.current = self.start.clone();
        for mv in &self.moves[..ply] {
            self.current.play(mv);
        }
    }

    /// Plays a move; a legal move discards whatever could have been redone.
    pub fn try_play(&mut self, mv: G::Move) -> Result<(), Refused<G>> {
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
        self.rewind(self.applied - 1);
        true
    }

    /// Plays the next undone or queued move; Ok(false) when there is none. A queued move that
    /// turns out illegal is dropped, with every move queued after it.
    pub fn redo(&mut self) -> Result<bool, Refused<G>> {
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

    /// Back to the start, with every move kept to be redone.
    pub fn to_start(&mut self) {
        self.applied = 0;
        self.current = self.start.clone();
    }

    /// Redoes every undone or queued move; returns how many were played. Stops at the first
    /// illegal queued move (dropping it and what follows), as [`History::redo`] does.
    pub fn to_end(&mut self) -> Result<usize, Refused<G>> {
        let mut played = 0;
        while self.redo()? {
            played += 1;
        }
        Ok(played)
    }

    /// Replaces whatever could be redone with `moves`.
    pub fn queue(&mut self, moves: impl IntoIterator<Item = G::Move>) {
        self.moves.truncate(self.applied);
        self.moves.extend(moves);
    }
}
