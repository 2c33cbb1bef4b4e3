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
//!
//! Used by: `gg-and-mm`, `knights`.

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

/// The turns of an "every" game, as far as they can be listed: see [`winning_turns`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningTurns<P> {
    /// Each winning turn, as (component, where it moves) for every live component.
    pub turns: Vec<Vec<(usize, P)>>,
    /// False when the turns outnumber the cap and none were tried.
    pub complete: bool,
}

/// The turns that leave the player to move winning an "every" game: a turn moves each live
/// component (`live[i]`, to one of `options[i]`), and it wins when the suspense numbers after
/// it (`suspense`, with each moved component's replaced by `suspense_at` of where it went)
/// leave the opponent losing. When the turns number more than `cap` none are tried: the
/// caller falls back on the strategy's one turn.
pub fn winning_turns<P: Copy>(
    suspense: &[u32],
    live: &[usize],
    options: &[Vec<P>],
    suspense_at: impl Fn(P) -> u32,
    cap: usize,
) -> WinningTurns<P> {
    let count = options
        .iter()
        .try_fold(1usize, |acc, o| acc.checked_mul(o.len()))
        .unwrap_or(usize::MAX);
    let complete = count <= cap || live.is_empty();
    let mut turns = Vec::new();
    if complete && mover_wins_every_sum(suspense.iter().copied()) && count > 0 {
        // Counts through every combination of options, the first component fastest.
        let mut pick = vec![0usize; live.len()];
        'all: loop {
            let turn: Vec<(usize, P)> = live
                .iter()
                .zip(&pick)
                .zip(options)
                .map(|((&component, &i), o)| (component, o[i]))
                .collect();
            let mut after = suspense.to_vec();
            for &(component, to) in &turn {
                after[component] = suspense_at(to);
            }
            if !mover_wins_every_sum(after) {
                turns.push(turn);
            }
            for j in 0..pick.len() {
                pick[j] += 1;
                if pick[j] < options[j].len() {
                    continue 'all;
                }
                pick[j] = 0;
            }
            break;
        }
    }
    WinningTurns { turns, complete }
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

    /// Heaps where a move takes one or two: the player to move wins the "every" game of
    /// these heaps, found by trying every turn.
    fn every_heaps_mover_wins(heaps: &[usize]) -> bool {
        turns_of(heaps)
            .iter()
            .any(|after| !every_heaps_mover_wins(after))
    }

    /// The positions after each turn: every heap that is not empty loses one or two.
    fn turns_of(heaps: &[usize]) -> Vec<Vec<usize>> {
        let mut turns: Vec<Vec<usize>> = vec![heaps.to_vec()];
        let mut moved = false;
        for (i, &h) in heaps.iter().enumerate() {
            if h == 0 {
                continue;
            }
            moved = true;
            turns = turns
                .into_iter()
                .flat_map(|t| {
                    (1..=h.min(2)).map(move |take| {
                        let mut t = t.clone();
                        t[i] = h - take;
                        t
                    })
                })
                .collect();
        }
        if moved {
            turns
        } else {
            Vec::new()
        }
    }

    #[test]
    fn winning_turns_are_the_turns_an_exhaustive_search_wins_with() {
        let heap_suspense: Vec<u32> = (0..8usize).fold(Vec::new(), |mut s, n| {
            let options = (1..=n.min(2)).map(|take| s[n - take]);
            let value = suspense(options);
            s.push(value);
            s
        });
        let mut winning_positions = 0;
        for code in 0..8usize.pow(3) {
            let heaps = [code % 8, code / 8 % 8, code / 64];
            let live: Vec<usize> = (0..3).filter(|&i| heaps[i] > 0).collect();
            let options: Vec<Vec<usize>> = live
                .iter()
                .map(|&i| (1..=heaps[i].min(2)).map(|take| heaps[i] - take).collect())
                .collect();
            let suspenses: Vec<u32> = heaps.iter().map(|&h| heap_suspense[h]).collect();
            let listed = winning_turns(&suspenses, &live, &options, |to| heap_suspense[to], 64);
            assert!(listed.complete);
            let mut found: Vec<Vec<usize>> = listed
                .turns
                .iter()
                .map(|turn| {
                    let mut after = heaps.to_vec();
                    for &(i, to) in turn {
                        after[i] = to;
                    }
                    after
                })
                .collect();
            let mut expected: Vec<Vec<usize>> = turns_of(&heaps)
                .into_iter()
                .filter(|after| !every_heaps_mover_wins(after))
                .collect();
            found.sort();
            expected.sort();
            assert_eq!(found, expected, "heaps {heaps:?}");
            winning_positions += usize::from(!found.is_empty());
            // Past the cap nothing is tried.
            let capped = winning_turns(&suspenses, &live, &options, |to| heap_suspense[to], 0);
            assert_eq!(capped.complete, live.is_empty());
            assert!(capped.turns.is_empty());
        }
        assert!(winning_positions > 100, "only {winning_positions}");
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
