//! The Nim theory against the game itself: an exhaustive search of the real game tree, with
//! memo, decides every small position under every rule, and the verdicts must agree.
//! Native only: the searches run under `cargo test`, not in the browser.

use arbiter::nim::{Nim, NimMove, PlayRule, Take};
use arbiter::{Game, Player};
use proptest::prelude::*;
use std::collections::HashMap;

/// True when the player to move wins, found by playing every move (no theory at all).
fn search(
    heaps: &mut Vec<u32>,
    rule: PlayRule,
    k: usize,
    memo: &mut HashMap<Vec<u32>, bool>,
) -> bool {
    let mut key = heaps.clone();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let moves = all_moves(heaps, k);
    let wins = if moves.is_empty() {
        // No stone left: the previous player took the last one.
        rule == PlayRule::Misere
    } else {
        moves.iter().any(|mv| {
            for t in mv {
                heaps[t.heap] -= t.count;
            }
            let opponent_wins = search(heaps, rule, k, memo);
            for t in mv {
                heaps[t.heap] += t.count;
            }
            !opponent_wins
        })
    };
    memo.insert(key, wins);
    wins
}

/// Every legal move: up to `k` distinct heaps, at least one stone from each.
fn all_moves(heaps: &[u32], k: usize) -> Vec<Vec<Take>> {
    fn extend(
        heaps: &[u32],
        k: usize,
        from: usize,
        current: &mut Vec<Take>,
        out: &mut Vec<Vec<Take>>,
    ) {
        if !current.is_empty() {
            out.push(current.clone());
        }
        if current.len() == k {
            return;
        }
        for heap in from..heaps.len() {
            for count in 1..=heaps[heap] {
                current.push(Take { heap, count });
                extend(heaps, k, heap + 1, current, out);
                current.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(heaps, k, 0, &mut Vec::new(), &mut out);
    out
}

fn positions(heap_count: usize, max: u32) -> Vec<Vec<u32>> {
    let mut all = vec![vec![]];
    for _ in 0..heap_count {
        all = all
            .into_iter()
            .flat_map(|p| {
                (0..=max).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
    }
    all
}

#[test]
fn verdicts_match_exhaustive_search_for_every_rule() {
    for rule in [PlayRule::Normal, PlayRule::Misere] {
        for k in 1..=3 {
            let mut memo = HashMap::new();
            for count in 1..=4 {
                let max = if count == 4 { 4 } else { 6 };
                for heaps in positions(count, max) {
                    let expected = search(&mut heaps.clone(), rule, k, &mut memo);
                    let nim = Nim::new(heaps.clone(), rule, k);
                    assert_eq!(nim.mover_wins(), expected, "{heaps:?} {rule:?} k={k}");
                }
            }
        }
    }
}

#[test]
fn every_listed_winning_move_wins_and_none_is_missing() {
    for rule in [PlayRule::Normal, PlayRule::Misere] {
        for k in 1..=3 {
            let mut memo = HashMap::new();
            for heaps in positions(3, 5) {
                let nim = Nim::new(heaps.clone(), rule, k);
                let mut expected: Vec<NimMove> = all_moves(&heaps, k)
                    .into_iter()
                    .filter(|mv| {
                        let mut after = heaps.clone();
                        for t in mv {
                            after[t.heap] -= t.count;
                        }
                        !search(&mut after, rule, k, &mut memo)
                    })
                    .map(NimMove::new)
                    .collect();
                expected.sort();
                let found = nim.winning_moves();
                assert!(found.complete);
                assert_eq!(found.moves, expected, "{heaps:?} {rule:?} k={k}");
            }
        }
    }
}

proptest! {
    /// Playing a listed winning move always hands the opponent a lost position, and the
    /// verdict's winner flips accordingly.
    #[test]
    fn winning_moves_hand_over_a_lost_position(
        heaps in prop::collection::vec(0u32..40, 1..7),
        k in 1usize..4,
        misere in any::<bool>(),
    ) {
        let rule = if misere { PlayRule::Misere } else { PlayRule::Normal };
        let nim = Nim::new(heaps, rule, k);
        let verdict = nim.verdict();
        for mv in verdict.winning.moves.iter().take(20) {
            let mut after = nim.clone();
            after.play(mv);
            prop_assert!(!after.mover_wins());
            prop_assert_eq!(after.to_move(), Player::Second);
        }
        prop_assert_eq!(verdict.winning.moves.is_empty(), !nim.mover_wins() || nim.is_over());
    }
}
