//! Nim and Moore's Nim_k, under normal or misère play.
//!
//! A move takes stones from one heap, or with Moore's rule from up to `k` heaps at once. The
//! verdict comes from the theory (Bouton's nim-sum, its misère form, Moore's column sums
//! modulo k + 1); the tests check every rule against an exhaustive game-tree search.
//!
//! Used by: `nim`, `john`.

mod theory;

pub use theory::{is_mover_win, nim_sum};

use crate::game::{Game, MoveSyntaxError, Outcome, PlayError, Player, Refused};
use crate::sorting::sort_by_key;
use crate::text::split_once;
use std::fmt;

/// Who wins when the stones run out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayRule {
    /// Taking the last stone wins.
    Normal,
    /// Taking the last stone loses.
    Misere,
}

/// Part of a move: `count` stones taken from heap `heap` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Take {
    /// The heap, from 0.
    pub heap: usize,
    /// How many stones.
    pub count: u32,
}

/// A move: stones taken from one or more distinct heaps, sorted by heap.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct NimMove(Vec<Take>);

impl NimMove {
    /// Takes `count` stones from `heap`.
    pub fn single(heap: usize, count: u32) -> Self {
        NimMove(vec![Take { heap, count }])
    }

    /// A move taking from several heaps; the order of `takes` does not matter.
    pub fn new(mut takes: Vec<Take>) -> Self {
        sort_by_key(&mut takes, |t| ((t.heap as u64) << 32) | u64::from(t.count));
        NimMove(takes)
    }

    /// The parts of the move, sorted by heap.
    pub fn takes(&self) -> &[Take] {
        &self.0
    }
}

impl fmt::Display for NimMove {
    /// Heaps are numbered from 1 for people: `take 3 from heap 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("take ")?;
        for (i, take) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{} from heap {}", take.count, take.heap + 1)?;
        }
        Ok(())
    }
}

impl std::str::FromStr for NimMove {
    type Err = MoveSyntaxError;

    /// Reads the move list's notation back: `take 3 from heap 2`, or for Moore's rule
    /// `take 4 from heap 1, 1 from heap 3`.
    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || MoveSyntaxError::new(text, "take C from heap H (heaps count from 1)");
        let rest = text.trim().strip_prefix("take ").ok_or_else(refuse)?;
        let takes = rest
            .split(',')
            .map(|part| {
                let (count, heap) = split_once(part.trim(), " from heap ")?;
                let heap: usize = heap.trim().parse().ok()?;
                Some(Take {
                    heap: heap.checked_sub(1)?,
                    count: count.trim().parse().ok()?,
                })
            })
            .collect::<Option<Vec<_>>>()
            .ok_or_else(refuse)?;
        Ok(NimMove::new(takes))
    }
}

/// Why a Nim move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimError {
    /// Every heap is empty.
    GameOver,
    /// The move takes nothing.
    EmptyMove,
    /// A take of zero stones.
    TakesNothing {
        /// The heap, from 0.
        heap: usize,
    },
    /// The move touches more heaps than the rule allows.
    TooManyHeaps {
        /// Heaps the move touches.
        heaps: usize,
        /// Moore's k.
        limit: usize,
    },
    /// The same heap appears twice in one move.
    RepeatedHeap {
        /// The heap, from 0.
        heap: usize,
    },
    /// There is no such heap.
    NoSuchHeap {
        /// The heap asked for, from 0.
        heap: usize,
        /// How many heaps there are.
        heaps: usize,
    },
    /// The heap holds fewer stones than the move takes.
    NotEnoughStones {
        /// The heap, from 0.
        heap: usize,
        /// Stones the move takes.
        wanted: u32,
        /// Stones the heap holds.
        held: u32,
    },
}

impl fmt::Display for NimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NimError::GameOver => write!(f, "the game is over: every heap is empty"),
            NimError::EmptyMove => write!(f, "a move must take at least one stone"),
            NimError::TakesNothing { heap } => {
                write!(
                    f,
                    "a move must take at least one stone from heap {}",
                    heap + 1
                )
            }
            NimError::TooManyHeaps { heaps, limit } => write!(
                f,
                "this move takes from {heaps} heaps, but the rule allows at most {limit}"
            ),
            NimError::RepeatedHeap { heap } => {
                write!(f, "heap {} appears twice in one move", heap + 1)
            }
            NimError::NoSuchHeap { heap, heaps } => {
                write!(f, "there is no heap {} (there are {heaps})", heap + 1)
            }
            NimError::NotEnoughStones { heap, wanted, held } => write!(
                f,
                "heap {} holds {held} stone{}, so {wanted} cannot be taken",
                heap + 1,
                if held == 1 { "" } else { "s" }
            ),
        }
    }
}

impl std::error::Error for NimError {}

/// Where a Nim position stands, with the figures a player checks it by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimVerdict {
    /// Whose turn it is (once the game is over, the side that would have moved next).
    pub to_move: Player,
    /// Whether the game goes on, or who won.
    pub outcome: Outcome,
    /// Who wins with perfect play: the winner, once the game is over.
    pub winner: Player,
    /// XOR of the heap sizes (Bouton's nim-sum).
    pub nim_sum: u32,
    /// For Moore's Nim_k: per bit (lowest first), how many heaps have that bit, modulo k + 1.
    pub column_sums: Vec<u32>,
    /// Moves that leave the opponent lost; see [`WinningMoves`].
    pub winning: WinningMoves,
}

/// The winning moves of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMoves {
    /// The winning moves found.
    pub moves: Vec<NimMove>,
    /// False when the position has too many moves to examine them all (large Moore positions);
    /// `moves` then holds those found within the search budget.
    pub complete: bool,
}

/// A Nim position: heaps, the rules, and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nim {
    heaps: Vec<u32>,
    rule: PlayRule,
    max_heaps_per_move: usize,
    to_move: Player,
}

/// How many candidate moves the winning-move search looks at before it stops.
const MOVE_SEARCH_BUDGET: usize = 400_000;

impl Nim {
    /// A new game with `First` to move. `k` is Moore's limit on heaps per move (1 is plain Nim;
    /// 0 is treated as 1).
    pub fn new(heaps: Vec<u32>, rule: PlayRule, k: usize) -> Self {
        Nim {
            heaps,
            rule,
            max_heaps_per_move: k.max(1),
            to_move: Player::First,
        }
    }

    /// The heap sizes.
    pub fn heaps(&self) -> &[u32] {
        &self.heaps
    }

    /// Who wins when the stones run out.
    pub fn rule(&self) -> PlayRule {
        self.rule
    }

    /// Moore's k: the most heaps one move may take from.
    pub fn k(&self) -> usize {
        self.max_heaps_per_move
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// True when every heap is empty.
    pub fn is_over(&self) -> bool {
        self.heaps.iter().all(|&h| h == 0)
    }

    /// True when the player to move wins with perfect play (or already has, in misère play).
    pub fn mover_wins(&self) -> bool {
        is_mover_win(&self.heaps, self.rule, self.max_heaps_per_move)
    }

    /// Checks a move without playing it.
    pub fn check(&self, mv: &NimMove) -> Result<(), NimError> {
        if self.is_over() {
            return Err(NimError::GameOver);
        }
        let takes = mv.takes();
        if takes.is_empty() {
            return Err(NimError::EmptyMove);
        }
        if takes.len() > self.max_heaps_per_move {
            return Err(NimError::TooManyHeaps {
                heaps: takes.len(),
                limit: self.max_heaps_per_move,
            });
        }
        for (i, take) in takes.iter().enumerate() {
            if i > 0 && takes[i - 1].heap == take.heap {
                return Err(NimError::RepeatedHeap { heap: take.heap });
            }
            let held = *self.heaps.get(take.heap).ok_or(NimError::NoSuchHeap {
                heap: take.heap,
                heaps: self.heaps.len(),
            })?;
            if take.count == 0 {
                return Err(NimError::TakesNothing { heap: take.heap });
            }
            if take.count > held {
                return Err(NimError::NotEnoughStones {
                    heap: take.heap,
                    wanted: take.count,
                    held,
                });
            }
        }
        Ok(())
    }

    /// Every move that leaves the opponent lost, found by trying moves against the theory.
    pub fn winning_moves(&self) -> WinningMoves {
        theory::winning_moves(
            &self.heaps,
            self.rule,
            self.max_heaps_per_move,
            MOVE_SEARCH_BUDGET,
        )
    }
}

impl Game for Nim {
    type Move = NimMove;
    type Refusal = NimError;
    type Verdict = NimVerdict;

    fn try_play(&mut self, mv: &NimMove) -> Result<(), Refused<Self>> {
        self.check(mv)
            .map_err(|reason| PlayError::new(mv.clone(), reason))?;
        for take in mv.takes() {
            self.heaps[take.heap] -= take.count;
        }
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> NimVerdict {
        let mover = self.to_move;
        let winner = if self.mover_wins() {
            mover
        } else {
            mover.opponent()
        };
        let outcome = self.outcome();
        let winning = if self.is_over() || winner != mover {
            WinningMoves {
                moves: Vec::new(),
                complete: true,
            }
        } else {
            self.winning_moves()
        };
        NimVerdict {
            to_move: mover,
            outcome,
            winner,
            nim_sum: nim_sum(&self.heaps),
            column_sums: theory::column_sums(&self.heaps, self.max_heaps_per_move),
            winning,
        }
    }

    fn outcome(&self) -> Outcome {
        if !self.is_over() {
            return Outcome::Ongoing {
                to_move: self.to_move,
            };
        }
        // The side that took the last stone is the one not to move.
        let winner = match self.rule {
            PlayRule::Normal => self.to_move.opponent(),
            PlayRule::Misere => self.to_move,
        };
        Outcome::Won { winner }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_illegal_moves_and_keeps_the_position() {
        let mut nim = Nim::new(vec![3, 0, 2], PlayRule::Normal, 1);
        let before = nim.clone();
        let bad = [
            (
                NimMove::single(1, 1),
                NimError::NotEnoughStones {
                    heap: 1,
                    wanted: 1,
                    held: 0,
                },
            ),
            (
                NimMove::single(5, 1),
                NimError::NoSuchHeap { heap: 5, heaps: 3 },
            ),
            (NimMove::single(0, 0), NimError::TakesNothing { heap: 0 }),
            (NimMove::new(vec![]), NimError::EmptyMove),
            (
                NimMove::new(vec![Take { heap: 0, count: 1 }, Take { heap: 2, count: 1 }]),
                NimError::TooManyHeaps { heaps: 2, limit: 1 },
            ),
        ];
        for (mv, err) in bad {
            assert_eq!(nim.try_play(&mv), Err(PlayError::new(mv.clone(), err)));
            assert_eq!(nim, before);
        }
        nim.play(&NimMove::single(0, 3));
        nim.play(&NimMove::single(2, 2));
        assert_eq!(
            nim.try_play(&NimMove::single(0, 1)),
            Err(PlayError::new(NimMove::single(0, 1), NimError::GameOver))
        );
    }

    #[test]
    fn verdict_names_the_winner_of_a_finished_game() {
        let mut nim = Nim::new(vec![1], PlayRule::Normal, 1);
        nim.play(&NimMove::single(0, 1));
        assert_eq!(
            nim.verdict().outcome,
            Outcome::Won {
                winner: Player::First
            }
        );
        let mut misere = Nim::new(vec![1], PlayRule::Misere, 1);
        misere.play(&NimMove::single(0, 1));
        assert_eq!(
            misere.verdict().outcome,
            Outcome::Won {
                winner: Player::Second
            }
        );
    }

    #[test]
    fn moves_display_with_heaps_counted_from_one() {
        let mv = NimMove::new(vec![Take { heap: 2, count: 1 }, Take { heap: 0, count: 4 }]);
        assert_eq!(mv.to_string(), "take 4 from heap 1, 1 from heap 3");
    }
}
