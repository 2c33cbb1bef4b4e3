//! Who wins a Nim position, by the theory rather than by search.
//!
//! - Normal Nim (Bouton): the mover wins iff the nim-sum is non-zero.
//! - Misère Nim: the same, except when no heap holds two or more stones; then the mover wins
//!   iff the number of single-stone heaps is even.
//! - Moore's Nim_k, normal play: the mover loses iff, for every bit, the number of heaps with
//!   that bit set is divisible by k + 1. Misère play differs only when no heap holds two or more
//!   stones; then the mover loses iff the number of single-stone heaps is ≡ 1 (mod k + 1).
//!
//! Plain Nim is Moore's rule with k = 1, so one test covers both.

use super::{NimMove, PlayRule, Take, WinningMoves};

/// XOR of the heap sizes.
pub fn nim_sum(heaps: &[u32]) -> u32 {
    heaps.iter().fold(0, |acc, &h| acc ^ h)
}

/// Per bit, lowest first, the number of heaps with that bit set, modulo k + 1. Trailing zero
/// columns above the largest heap are left out.
pub fn column_sums(heaps: &[u32], k: usize) -> Vec<u32> {
    let modulus = k as u64 + 1;
    let bits = 32 - heaps.iter().copied().max().unwrap_or(0).leading_zeros();
    (0..bits)
        .map(|bit| {
            let count = heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64;
            (count % modulus) as u32
        })
        .collect()
}

/// True when the player to move wins with perfect play.
pub fn is_mover_win(heaps: &[u32], rule: PlayRule, k: usize) -> bool {
    let modulus = k.max(1) as u64 + 1;
    if rule == PlayRule::Misere && heaps.iter().all(|&h| h <= 1) {
        let ones = heaps.iter().filter(|&&h| h == 1).count() as u64;
        return ones % modulus != 1;
    }
    column_sums(heaps, k.max(1)).iter().any(|&c| c != 0)
}

/// The moves that leave the opponent lost. Moves are tried in order of how many heaps they
/// touch, then heap by heap, until `budget` candidates have been tried.
pub fn winning_moves(heaps: &[u32], rule: PlayRule, k: usize, budget: usize) -> WinningMoves {
    let mut search = Search {
        heaps: heaps.to_vec(),
        rule,
        k: k.max(1),
        budget,
        found: Vec::new(),
        takes: Vec::new(),
    };
    let mut complete = true;
    // Each width's moves come in increasing order (heap by heap, then count by count); merging
    // the widths' runs sorts them without a sort for moves in the WebAssembly (some 5 KB).
    let mut sorted = Vec::new();
    for width in 1..=search.k.min(heaps.len()) {
        let go_on = search.touch(width, 0);
        sorted = merge(sorted, std::mem::take(&mut search.found));
        if !go_on {
            complete = false;
            break;
        }
    }
    search.found = sorted;
    if !complete {
        let constructed = match rule {
            PlayRule::Normal => moore_normal_move(heaps, search.k),
            PlayRule::Misere => moore_misere_move(heaps, search.k),
        };
        if let Some(mv) = constructed {
            if !search.found.contains(&mv) {
                let at = search.found.partition_point(|found| *found <= mv);
                search.found.insert(at, mv);
            }
        }
    }
    WinningMoves {
        moves: search.found,
        complete,
    }
}

/// The moves of `a` and `b`, each in increasing order, in increasing order (`a`'s first among
/// equals).
fn merge(a: Vec<NimMove>, b: Vec<NimMove>) -> Vec<NimMove> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    loop {
        let from_a = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) => x <= y,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => return out,
        };
        out.extend(if from_a { a.next() } else { b.next() });
    }
}

struct Search {
    heaps: Vec<u32>,
    rule: PlayRule,
    k: usize,
    budget: usize,
    found: Vec<NimMove>,
    takes: Vec<Take>,
}

impl Search {
    /// Tries every move that touches exactly `width` more heaps, from heap `from` on.
    /// Returns false once the budget runs out.
    fn touch(&mut self, width: usize, from: usize) -> bool {
        if width == 0 {
            if self.budget == 0 {
                return false;
            }
            self.budget -= 1;
            if !is_mover_win(&self.heaps, self.rule, self.k) {
                self.found.push(NimMove::new(self.takes.clone()));
            }
            return true;
        }
        for heap in from..self.heaps.len() {
            let held = self.heaps[heap];
            for count in 1..=held {
                self.heaps[heap] = held - count;
                self.takes.push(Take { heap, count });
                let go_on = self.touch(width - 1, heap + 1);
                self.takes.pop();
                self.heaps[heap] = held;
                if !go_on {
                    return false;
                }
            }
        }
        true
    }
}

/// Moore's constructive winning move for normal play, or None from a losing position.
///
/// Bits are fixed from the highest down. A heap already lowered at a higher bit is "free":
/// its lower bits may be set at will. At each bit, the column is made divisible by k + 1
/// either by setting the bit on free heaps or by clearing it on fixed heaps (which frees them);
/// the counting argument keeps the number of touched heaps at most k.
fn moore_normal_move(heaps: &[u32], k: usize) -> Option<NimMove> {
    let modulus = k + 1;
    let mut target = heaps.to_vec();
    let mut free = vec![false; heaps.len()];
    let bits = 32 - heaps.iter().copied().max().unwrap_or(0).leading_zeros();
    for bit in (0..bits).rev() {
        let mask = 1u32 << bit;
        let fixed_ones: Vec<usize> = (0..heaps.len())
            .filter(|&i| !free[i] && heaps[i] & mask != 0)
            .collect();
        let free_heaps: Vec<usize> = (0..heaps.len()).filter(|&i| free[i]).collect();
        for &i in &free_heaps {
            target[i] &= !mask;
        }
        let residue = fixed_ones.len() % modulus;
        let ones_needed = (modulus - residue) % modulus;
        if ones_needed <= free_heaps.len() {
            for &i in free_heaps.iter().take(ones_needed) {
                target[i] |= mask;
            }
        } else {
            for &i in fixed_ones.iter().take(residue) {
                target[i] &= !mask;
                free[i] = true;
            }
        }
    }
    let takes: Vec<Take> = (0..heaps.len())
        .filter(|&i| target[i] < heaps[i])
        .map(|i| Take {
            heap: i,
            count: heaps[i] - target[i],
        })
        .collect();
    (!takes.is_empty() && takes.len() <= k).then(|| NimMove::new(takes))
}

/// A winning move of misère Nim_k, or None from a losing position.
///
/// While some heap keeps two or more stones, misère play is normal play, so Moore's move wins
/// unless it leaves only heaps of at most one stone. Then every heap of two or more is touched
/// by it (so there are at most k of them), and a move that cuts each of those to 0 or 1 and
/// removes up to k of them single heaps can leave any count of single heaps in a range of
/// k + 1 consecutive counts (or down to 0): one of them is ≡ 1 (mod k + 1), a lost position.
fn moore_misere_move(heaps: &[u32], k: usize) -> Option<NimMove> {
    let modulus = k + 1;
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] >= 2).collect();
    let singles: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] == 1).collect();
    if big.is_empty() {
        if singles.is_empty() {
            // Every heap is empty: the game is over.
            return None;
        }
        // Take t single heaps, 1 ≤ t ≤ k, leaving a count ≡ 1.
        let t = (singles.len() + modulus - 1) % modulus;
        return (t >= 1).then(|| {
            NimMove::new(
                singles[..t]
                    .iter()
                    .map(|&heap| Take { heap, count: 1 })
                    .collect(),
            )
        });
    }
    let normal = moore_normal_move(heaps, k)?;
    let mut after = heaps.to_vec();
    for t in normal.takes() {
        after[t.heap] -= t.count;
    }
    if after.iter().any(|&h| h >= 2) || big.len() > k {
        return Some(normal);
    }
    // Keep `kept` of the big heaps at one stone and remove `removed` single heaps.
    for kept in 0..=big.len() {
        for removed in 0..=singles.len().min(k - big.len()) {
            if (singles.len() - removed + kept) % modulus == 1 {
                let takes = big
                    .iter()
                    .enumerate()
                    .map(|(j, &heap)| Take {
                        heap,
                        count: heaps[heap] - u32::from(j < kept),
                    })
                    .chain(
                        singles[..removed]
                            .iter()
                            .map(|&heap| Take { heap, count: 1 }),
                    )
                    .collect();
                return Some(NimMove::new(takes));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bouton_examples() {
        assert!(!is_mover_win(&[1, 2, 3], PlayRule::Normal, 1));
        assert!(is_mover_win(&[3, 4, 5], PlayRule::Normal, 1));
        let moves = winning_moves(&[3, 4, 5], PlayRule::Normal, 1, usize::MAX);
        assert_eq!(moves.moves, vec![NimMove::single(0, 2)]);
        assert!(moves.complete);
    }

    #[test]
    fn winning_moves_come_sorted() {
        // Moves of one, two and three heaps interleave in the order of moves.
        for (heaps, rule) in [
            (vec![7u32, 9, 3, 7, 7], PlayRule::Normal),
            (vec![3, 3, 3, 5, 5], PlayRule::Misere),
        ] {
            for budget in [usize::MAX, 40] {
                let found = winning_moves(&heaps, rule, 3, budget).moves;
                let mut sorted = found.clone();
                sorted.sort();
                assert_eq!(found, sorted, "{heaps:?} budget {budget}");
                assert!(budget < usize::MAX || found.len() > 10, "{heaps:?}");
            }
        }
    }

    #[test]
    fn constructed_moore_move_always_wins() {
        for k in 1..=4 {
            for a in 0..12u32 {
                for b in 0..12u32 {
                    for c in 0..9u32 {
                        for d in [0u32, 5, 13] {
                            let heaps = [a, b, c, d];
                            let mv = moore_normal_move(&heaps, k);
                            let wins = is_mover_win(&heaps, PlayRule::Normal, k);
                            assert_eq!(mv.is_some(), wins, "{heaps:?} k={k}");
                            if let Some(mv) = mv {
                                let mut after = heaps;
                                for t in mv.takes() {
                                    after[t.heap] -= t.count;
                                }
                                assert!(
                                    !is_mover_win(&after, PlayRule::Normal, k),
                                    "{heaps:?} k={k}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether the mover wins, by searching the real game: a move takes from 1 to k heaps.
    fn searched(heaps: &mut Vec<u32>, rule: PlayRule, k: usize) -> bool {
        if heaps.iter().all(|&h| h == 0) {
            return rule == PlayRule::Misere;
        }
        fn each(
            heaps: &mut Vec<u32>,
            from: usize,
            left: usize,
            touched: bool,
            rule: PlayRule,
            k: usize,
        ) -> bool {
            if touched && !searched(heaps, rule, k) {
                return true;
            }
            if left == 0 {
                return false;
            }
            for i in from..heaps.len() {
                let held = heaps[i];
                for c in 1..=held {
                    heaps[i] = held - c;
                    let win = each(heaps, i + 1, left - 1, true, rule, k);
                    heaps[i] = held;
                    if win {
                        return true;
                    }
                }
            }
            false
        }
        each(heaps, 0, k, false, rule, k)
    }

    #[test]
    fn constructed_misere_move_wins_against_search() {
        for k in 1..=3 {
            for code in 0..4u32.pow(4) {
                let heaps: Vec<u32> = (0..4).map(|i| code / 4u32.pow(i) % 4).collect();
                if code == 0 {
                    continue; // every heap empty: the game is over
                }
                let wins = searched(&mut heaps.clone(), PlayRule::Misere, k);
                assert_eq!(is_mover_win(&heaps, PlayRule::Misere, k), wins, "{heaps:?}");
                let mv = moore_misere_move(&heaps, k);
                assert_eq!(mv.is_some(), wins, "{heaps:?} k={k}");
                if let Some(mv) = mv {
                    assert!(mv.takes().len() <= k);
                    let mut after = heaps.clone();
                    for t in mv.takes() {
                        after[t.heap] -= t.count;
                    }
                    assert!(
                        !searched(&mut after, PlayRule::Misere, k),
                        "{heaps:?} k={k}: {mv}"
                    );
                }
                // With no budget the search gives up and the constructed move is offered.
                let found = winning_moves(&heaps, PlayRule::Misere, k, 0);
                assert_eq!(found.moves.is_empty(), !wins, "{heaps:?} k={k}");
            }
        }
    }

    #[test]
    fn budget_exhaustion_still_offers_a_winning_move() {
        let heaps = [30, 29, 27, 23, 17, 9, 20, 31];
        let found = winning_moves(&heaps, PlayRule::Normal, 8, 1000);
        assert!(!found.complete);
        assert!(!found.moves.is_empty());
    }
}
