//! Conjunctive compounds: a turn moves in every component; how long each lasts decides.
//!
//! - Conjunctive compound (the game ends as soon as one component ends): Smith's
//!   *remoteness* counts the moves to the end when the winner hurries and the loser delays: 0
//!   when over; if some option has even remoteness, 1 + the least even one, else 1 + the
//!   greatest odd one. The shortest component decides.
//! - Continued conjunctive compound ("every" games: components that are over are left alone,
//!   and a player who cannot move at all loses): the *suspense* number, where the winner of a
//!   component makes it last and the loser cuts it short: 0 when over; if some option has
//!   even suspense, 1 + the greatest even one, else 1 + the least odd one. The longest
//!   component decides.
//!
//! Either way an odd count is a win for the player to move, and the winner moves every
//! component to an option whose count is one less. The tests play these rules against
//! exhaustive searches of the real compound games.

/// Which count a compound game is decided by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tally {
    /// Smith's remoteness: the shortest component decides (play stops when one ends).
    Remoteness,
    /// Suspense: the longest component decides (play goes on in the others).
    Suspense,
}

impl Tally {
    /// The count of a position whose options have the given counts.
    pub fn of(self, options: impl IntoIterator<Item = u32>) -> u32 {
        let mut even = None::<u32>;
        let mut odd = None::<u32>;
        for r in options {
            let slot = if r % 2 == 0 { &mut even } else { &mut odd };
            *slot = Some(slot.map_or(r, |s| self.pick(r % 2 == 0, s, r)));
        }
        match (even, odd) {
            (Some(e), _) => e + 1,
            (None, Some(o)) => o + 1,
            (None, None) => 0,
        }
    }

    /// Of two options of the same parity, the one this tally prefers.
    fn pick(self, even: bool, a: u32, b: u32) -> u32 {
        // The winner goes to an even option, the loser to an odd one.
        match (self, even) {
            (Tally::Remoteness, true) | (Tally::Suspense, false) => a.min(b),
            (Tally::Remoteness, false) | (Tally::Suspense, true) => a.max(b),
        }
    }
}

/// Smith's remoteness of a position from its options' remotenesses.
pub fn remoteness(options: impl IntoIterator<Item = u32>) -> u32 {
    Tally::Remoteness.of(options)
}

/// The suspense number of a position from its options' suspense numbers.
pub fn suspense(options: impl IntoIterator<Item = u32>) -> u32 {
    Tally::Suspense.of(options)
}

/// True when the player to move wins an "every" game (continued conjunctive compound) whose
/// components have these suspense numbers: the greatest is odd.
pub fn mover_wins_every_sum(suspenses: impl IntoIterator<Item = u32>) -> bool {
    suspenses.into_iter().max().unwrap_or(0) % 2 == 1
}

/// Euclid's game, counted by a [`Tally`]: two piles, a move takes a positive multiple of the
/// smaller pile from the larger one; a game with an empty pile is over.
#[derive(Clone, Debug)]
pub struct EuclidTable {
    limit: usize,
    /// Row `a` holds the count of `(a, b)` for `0 ≤ b ≤ a`.
    table: Vec<u16>,
}

impl EuclidTable {
    /// The table for piles up to `limit`: O(limit²) time and memory.
    pub fn new(limit: usize, tally: Tally) -> Self {
        let width = limit + 1;
        let mut table = vec![0u16; width * width];
        // For b ≤ a, the options of (a, b) are (a − kb, b): those of (a − b, b) plus (a − b, b)
        // itself while a − b ≥ b. Keeping the preferred even and odd option along that chain
        // makes each entry O(1).
        const NONE: u16 = u16::MAX;
        let mut best_even = vec![NONE; width * width];
        let mut best_odd = vec![NONE; width * width];
        let at = |a: usize, b: usize| a * width + b;
        for a in 1..=limit {
            for b in 1..=a {
                let rest = a - b;
                let (mut even, mut odd) = (NONE, NONE);
                let option = if rest >= b {
                    even = best_even[at(rest, b)];
                    odd = best_odd[at(rest, b)];
                    table[at(rest, b)]
                } else {
                    table[at(b, rest)]
                };
                let slot = if option % 2 == 0 { &mut even } else { &mut odd };
                *slot = if *slot == NONE {
                    option
                } else {
                    tally.pick(option % 2 == 0, u32::from(*slot), u32::from(option)) as u16
                };
                best_even[at(a, b)] = even;
                best_odd[at(a, b)] = odd;
                table[at(a, b)] = if even != NONE { even + 1 } else { odd + 1 };
            }
        }
        EuclidTable { limit, table }
    }

    /// The largest pile the table covers.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// The count of `(p, q)`; both piles at most [`EuclidTable::limit`].
    pub fn get(&self, p: usize, q: usize) -> u32 {
        let (a, b) = if p >= q { (p, q) } else { (q, p) };
        u32::from(self.table[a * (self.limit + 1) + b])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counting_rules() {
        assert_eq!(remoteness([]), 0);
        assert_eq!(remoteness([0, 1]), 1);
        assert_eq!(remoteness([1, 3]), 4);
        assert_eq!(remoteness([2, 4, 5]), 3);
        assert_eq!(suspense([2, 4, 5]), 5);
        assert_eq!(suspense([1, 3]), 2);
        assert!(mover_wins_every_sum([1, 3, 0]));
        assert!(!mover_wins_every_sum([1, 2, 0]));
        assert!(!mover_wins_every_sum([]));
    }

    #[test]
    fn euclid_small_values() {
        let e = EuclidTable::new(10, Tally::Suspense);
        assert_eq!(e.get(1, 1), 1);
        assert_eq!(e.get(3, 2), 2);
        assert_eq!(e.get(2, 3), 2);
        assert_eq!(e.get(0, 5), 0);
    }
}
