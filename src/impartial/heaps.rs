//! Heaps of stones under a heap rule, as a position the playground plays on: S-Nim (a move
//! removes exactly s stones, s from a set) and Lasker's Nim (take any number, or split a heap
//! into two non-empty heaps).
//!
//! Every heap is a component; the verdict is the nim-sum of the heaps' Grundy values, read from
//! the engine's table for the rule ([`SubtractionGame`], [`TakeAndBreak::lasker`]).
//!
//! Used by: `s-nim`, `nim-or-not-nim`.

use super::heap_rule::TakeAndBreak;
use super::normal_play::{admit, normal_play, ImpartialVerdict};
use super::subtraction::SubtractionGame;
use crate::game::{Game, MoveSyntaxError, Outcome, Player, Refused};
use crate::text::split_once;
use std::fmt;

/// What a move may do to one heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapRules {
    /// Remove exactly s stones from one heap, s from the set (S-Nim).
    Subtract(SubtractionGame),
    /// Remove any positive number of stones from one heap, or split a heap into two non-empty
    /// heaps (Lasker's Nim).
    TakeOrSplit,
}

impl HeapRules {
    /// `G(0..len)` for one heap, from the engine.
    pub fn grundy_values(&self, len: usize) -> Vec<u32> {
        match self {
            HeapRules::Subtract(game) => game.grundy_values(len),
            HeapRules::TakeOrSplit => TakeAndBreak::lasker().grundy_values(len),
        }
    }

    /// Whether taking `count` stones from a heap of `size` is allowed.
    pub fn allows_take(&self, count: usize, size: usize) -> bool {
        count >= 1
            && count <= size
            && match self {
                HeapRules::Subtract(game) => game.removals().binary_search(&count).is_ok(),
                HeapRules::TakeOrSplit => true,
            }
    }
}

/// A move on heaps, which count from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HeapMove {
    /// Take `count` stones from `heap`.
    Take {
        /// The heap, from 0.
        heap: usize,
        /// How many stones.
        count: usize,
    },
    /// Split `heap` into a heap of `left` (which stays in its place) and one of `right` (which
    /// goes right after it).
    Split {
        /// The heap, from 0.
        heap: usize,
        /// The stones that stay in the heap's place.
        left: usize,
        /// The stones of the new heap after it.
        right: usize,
    },
}

impl HeapMove {
    /// The heap the move acts on.
    pub fn heap(&self) -> usize {
        match *self {
            HeapMove::Take { heap, .. } | HeapMove::Split { heap, .. } => heap,
        }
    }
}

impl fmt::Display for HeapMove {
    /// Heaps count from 1 for people: `take 3 from heap 2`, `split heap 1 into 2 + 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HeapMove::Take { heap, count } => write!(f, "take {count} from heap {}", heap + 1),
            HeapMove::Split { heap, left, right } => {
                write!(f, "split heap {} into {left} + {right}", heap + 1)
            }
        }
    }
}

impl std::str::FromStr for HeapMove {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Self, MoveSyntaxError> {
        let refuse = || {
            MoveSyntaxError::new(
                text,
                "take C from heap H, or split heap H into A + B (heaps from 1)",
            )
        };
        let number = |s: &str| s.trim().parse::<usize>().map_err(|_| refuse());
        let heap = |s: &str| match number(s)? {
            0 => Err(refuse()),
            h => Ok(h - 1),
        };
        let text_trimmed = text.trim();
        if let Some(rest) = text_trimmed.strip_prefix("take ") {
            let (count, h) = split_once(rest, " from heap ").ok_or_else(refuse)?;
            Ok(HeapMove::Take {
                heap: heap(h)?,
                count: number(count)?,
            })
        } else if let Some(rest) = text_trimmed.strip_prefix("split heap ") {
            let (h, parts) = split_once(rest, " into ").ok_or_else(refuse)?;
            let (left, right) = parts.split_once('+').ok_or_else(refuse)?;
            Ok(HeapMove::Split {
                heap: heap(h)?,
                left: number(left)?,
                right: number(right)?,
            })
        } else {
            Err(refuse())
        }
    }
}

/// Why a heap move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapError {
    /// No stone is left to take.
    GameOver,
    /// The move names a heap the position does not have.
    NoSuchHeap {
        /// The heap asked for, from 0.
        heap: usize,
    },
    /// The heap holds fewer stones than the move takes (or the move takes none).
    TooMany {
        /// The heap, from 0.
        heap: usize,
        /// Stones asked for.
        count: usize,
        /// Stones in the heap.
        size: usize,
    },
    /// The count is not in the subtraction set.
    NotInSet {
        /// Stones asked for.
        count: usize,
        /// The counts a move may take.
        allowed: Vec<usize>,
    },
    /// The rules never split heaps.
    NoSplits,
    /// The parts are not two non-empty heaps making up the heap.
    BadSplit {
        /// The heap, from 0.
        heap: usize,
        /// Stones in the heap.
        size: usize,
    },
}

impl fmt::Display for HeapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapError::GameOver => write!(f, "the game is over: no move is left"),
            HeapError::NoSuchHeap { heap } => write!(f, "there is no heap {}", heap + 1),
            HeapError::TooMany { heap, count, size } => write!(
                f,
                "heap {} holds {size} stone{}: a move takes 1 to {size}, not {count}",
                heap + 1,
                if *size == 1 { "" } else { "s" }
            ),
            HeapError::NotInSet { count, allowed } => {
                let mut list: Vec<String> = allowed.iter().map(ToString::to_string).collect();
                let last = list.pop().unwrap_or_default();
                let counts = if list.is_empty() {
                    last
                } else {
                    format!("{} or {last}", list.join(", "))
                };
                write!(f, "a move takes exactly {counts} stones, not {count}")
            }
            HeapError::NoSplits => write!(f, "these rules never split a heap"),
            HeapError::BadSplit { heap, size } => write!(
                f,
                "heap {} of {size} splits into two non-empty heaps that make {size}",
                heap + 1
            ),
        }
    }
}

impl std::error::Error for HeapError {}

/// Where a heap game stands.
pub type HeapVerdict = ImpartialVerdict<HeapMove, HeapFigures>;

/// The figures behind a heap game's verdict; its winning moves write splits smaller part first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapFigures {
    /// The Grundy value of every heap, in order.
    pub values: Vec<u32>,
    /// Their nim-sum.
    pub nim_sum: u32,
}

/// A position: the rule, the heaps and whose turn it is (normal play: who cannot move loses).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heaps {
    rules: HeapRules,
    heaps: Vec<usize>,
    to_move: Player,
    /// `G(0..=largest starting heap)`: heaps never grow.
    values: Vec<u32>,
}

impl Heaps {
    /// The heaps under `rules`, the first player to move.
    pub fn new(rules: HeapRules, heaps: Vec<usize>) -> Self {
        let largest = heaps.iter().copied().max().unwrap_or(0);
        Heaps {
            values: rules.grundy_values(largest + 1),
            rules,
            heaps,
            to_move: Player::First,
        }
    }

    /// The rule.
    pub fn rules(&self) -> &HeapRules {
        &self.rules
    }

    /// The heap sizes, in order.
    pub fn heaps(&self) -> &[usize] {
        &self.heaps
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The Grundy value of a heap of `n` (no larger than the largest starting heap).
    pub fn value(&self, n: usize) -> u32 {
        self.values[n]
    }

    /// Checks `mv` against the position.
    pub fn check(&self, mv: &HeapMove) -> Result<(), HeapError> {
        let heap = mv.heap();
        let size = *self.heaps.get(heap).ok_or(HeapError::NoSuchHeap { heap })?;
        match (*mv, &self.rules) {
            (HeapMove::Take { count, .. }, _) if count == 0 || count > size => {
                Err(HeapError::TooMany { heap, count, size })
            }
            (HeapMove::Take { count, .. }, HeapRules::Subtract(game))
                if !self.rules.allows_take(count, size) =>
            {
                Err(HeapError::NotInSet {
                    count,
                    allowed: game.removals().to_vec(),
                })
            }
            (HeapMove::Take { .. }, _) => Ok(()),
            (HeapMove::Split { .. }, HeapRules::Subtract(_)) => Err(HeapError::NoSplits),
            (HeapMove::Split { left, right, .. }, HeapRules::TakeOrSplit) => {
                if left >= 1 && right >= 1 && left + right == size {
                    Ok(())
                } else {
                    Err(HeapError::BadSplit { heap, size })
                }
            }
        }
    }

    /// Every legal move, heap by heap: takes, smallest first, then splits, smaller part first.
    pub fn moves(&self) -> Vec<HeapMove> {
        let mut moves = Vec::new();
        for (heap, &size) in self.heaps.iter().enumerate() {
            for count in 1..=size {
                if self.rules.allows_take(count, size) {
                    moves.push(HeapMove::Take { heap, count });
                }
            }
            if self.rules == HeapRules::TakeOrSplit {
                for left in 1..=size / 2 {
                    moves.push(HeapMove::Split {
                        heap,
                        left,
                        right: size - left,
                    });
                }
            }
        }
        moves
    }

    /// The nim-sum of the heaps' values.
    pub fn nim_sum(&self) -> u32 {
        self.heaps.iter().fold(0, |acc, &n| acc ^ self.values[n])
    }

    /// The nim-sum `mv` leaves (the move must be legal).
    fn sum_after(&self, sum: u32, mv: &HeapMove) -> u32 {
        let size = self.heaps[mv.heap()];
        sum ^ self.values[size]
            ^ match *mv {
                HeapMove::Take { count, .. } => self.values[size - count],
                HeapMove::Split { left, right, .. } => self.values[left] ^ self.values[right],
            }
    }
}

impl Game for Heaps {
    type Move = HeapMove;
    type Refusal = HeapError;
    type Verdict = HeapVerdict;

    fn try_play(&mut self, mv: &HeapMove) -> Result<(), Refused<Self>> {
        admit(mv, self.moves().is_empty(), HeapError::GameOver, || {
            self.check(mv)
        })?;
        match *mv {
            HeapMove::Take { heap, count } => self.heaps[heap] -= count,
            HeapMove::Split { heap, left, right } => {
                self.heaps[heap] = left;
                self.heaps.insert(heap + 1, right);
            }
        }
        self.to_move = self.to_move.opponent();
        Ok(())
    }

    fn verdict(&self) -> HeapVerdict {
        let nim_sum = self.nim_sum();
        let winning_moves = self
            .moves()
            .into_iter()
            .filter(|mv| self.sum_after(nim_sum, mv) == 0)
            .collect();
        let values = self.heaps.iter().map(|&n| self.values[n]).collect();
        let figures = HeapFigures { values, nim_sum };
        ImpartialVerdict::new(self.to_move, self.outcome(), winning_moves, figures)
    }

    fn outcome(&self) -> Outcome {
        normal_play(self.to_move, !self.moves().is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_back() {
        for mv in [
            HeapMove::Take { heap: 1, count: 3 },
            HeapMove::Split {
                heap: 0,
                left: 2,
                right: 5,
            },
        ] {
            assert_eq!(mv.to_string().parse::<HeapMove>().unwrap(), mv);
        }
        assert!("take 1 from heap 0".parse::<HeapMove>().is_err());
        assert!("split heap 1 into 2".parse::<HeapMove>().is_err());
    }

    #[test]
    fn splits_insert_the_right_part_after_the_heap() {
        let mut heaps = Heaps::new(HeapRules::TakeOrSplit, vec![5, 1]);
        heaps.play(&"split heap 1 into 2 + 3".parse().unwrap());
        assert_eq!(heaps.heaps(), &[2, 3, 1]);
        let refused = heaps
            .try_play(&"split heap 3 into 1 + 0".parse().unwrap())
            .unwrap_err();
        assert_eq!(
            refused.to_string(),
            "heap 3 of 1 splits into two non-empty heaps that make 1"
        );
        let s_nim = Heaps::new(HeapRules::Subtract(SubtractionGame::new([2, 5])), vec![7]);
        assert_eq!(
            s_nim
                .check(&HeapMove::Take { heap: 0, count: 3 })
                .unwrap_err()
                .to_string(),
            "a move takes exactly 2 or 5 stones, not 3"
        );
    }
}
