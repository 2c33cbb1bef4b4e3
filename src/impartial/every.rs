//! "Every" games: a turn moves in every component that is not over; whoever cannot move loses.
//!
//! Smith's remoteness (the Steinhaus function of Winning Ways) says how long a component lasts
//! under good play: 0 when it is over; otherwise, if some option has even remoteness, 1 + the
//! least even one (the winner hurries), else 1 + the greatest odd one (the loser delays).
//! Odd remoteness is a win for the player to move. In an every-sum the longest-lasting
//! component decides: the mover wins exactly when the greatest remoteness is odd, by moving
//! every component to an option of remoteness one less.

/// Remoteness of a position whose options have the given remotenesses.
pub fn remoteness(options: impl IntoIterator<Item = u32>) -> u32 {
    let mut least_even = None::<u32>;
    let mut greatest_odd = None::<u32>;
    for r in options {
        if r % 2 == 0 {
            least_even = Some(least_even.map_or(r, |e| e.min(r)));
        } else {
            greatest_odd = Some(greatest_odd.map_or(r, |o| o.max(r)));
        }
    }
    match (least_even, greatest_odd) {
        (Some(e), _) => e + 1,
        (None, Some(o)) => o + 1,
        (None, None) => 0,
    }
}

/// True when the player to move wins the every-sum of components with these remotenesses.
pub fn mover_wins_every_sum(remotenesses: impl IntoIterator<Item = u32>) -> bool {
    remotenesses.into_iter().max().unwrap_or(0) % 2 == 1
}

/// Remoteness of Euclid's game: two piles, a move takes a positive multiple of the smaller pile
/// from the larger one; a game with an empty pile is over.
#[derive(Clone, Debug)]
pub struct EuclidRemoteness {
    limit: usize,
    /// Row `a` holds `R(a, b)` for `0 ≤ b ≤ a`.
    table: Vec<u16>,
}

impl EuclidRemoteness {
    /// The table for piles up to `limit`: O(limit²) time and memory.
    pub fn new(limit: usize) -> Self {
        let width = limit + 1;
        let mut table = vec![0u16; width * width];
        // For b ≤ a, the options of (a, b) are (a − kb, b); those of (a, b) are those of
        // (a − b, b) plus (a − b, b) itself while a − b ≥ b. Running least-even and
        // greatest-odd along that chain makes each entry O(1).
        const NONE: u16 = u16::MAX;
        let mut least_even = vec![NONE; width * width];
        let mut greatest_odd = vec![NONE; width * width];
        let at = |a: usize, b: usize| a * width + b;
        for a in 1..=limit {
            for b in 1..=a {
                let rest = a - b;
                let (mut even, mut odd) = (NONE, NONE);
                let option = if rest >= b {
                    even = least_even[at(rest, b)];
                    odd = greatest_odd[at(rest, b)];
                    table[at(rest, b)]
                } else {
                    table[at(b, rest)]
                };
                if option % 2 == 0 {
                    even = if even == NONE {
                        option
                    } else {
                        even.min(option)
                    };
                } else {
                    odd = if odd == NONE { option } else { odd.max(option) };
                }
                least_even[at(a, b)] = even;
                greatest_odd[at(a, b)] = odd;
                table[at(a, b)] = if even != NONE { even + 1 } else { odd + 1 };
            }
        }
        EuclidRemoteness { limit, table }
    }

    /// The largest pile the table covers.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// `R(p, q)`; both piles at most [`EuclidRemoteness::limit`].
    pub fn get(&self, p: usize, q: usize) -> u32 {
        let (a, b) = if p >= q { (p, q) } else { (q, p) };
        u32::from(self.table[a * (self.limit + 1) + b])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remoteness_rule() {
        assert_eq!(remoteness([]), 0);
        assert_eq!(remoteness([0, 1]), 1);
        assert_eq!(remoteness([1, 3]), 4);
        assert_eq!(remoteness([2, 4, 5]), 3);
        assert!(mover_wins_every_sum([1, 3, 0]));
        assert!(!mover_wins_every_sum([1, 2, 0]));
        assert!(!mover_wins_every_sum([2, 1]));
        assert!(!mover_wins_every_sum([]));
    }

    #[test]
    fn euclid_small_values() {
        let e = EuclidRemoteness::new(10);
        assert_eq!(e.get(1, 1), 1);
        assert_eq!(e.get(3, 2), 2);
        assert_eq!(e.get(2, 3), 2);
        assert_eq!(e.get(0, 5), 0);
    }
}
