//! The perfect computer of the Nim board under every rule it offers (normal and misère play,
//! Moore's k): from every winning position of small games it plays a move that leaves the
//! opponent lost, judged by an exhaustive search of the real game, not by the theory.
use crate::common::board::{shown, start};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use std::collections::HashMap;

/// Every move of Nim_k: positive takes from 1 to k distinct heaps.
fn moves(heaps: &[u32], k: usize) -> Vec<Vec<u32>> {
    fn extend(
        heaps: &mut Vec<u32>,
        from: usize,
        left: usize,
        touched: bool,
        out: &mut Vec<Vec<u32>>,
    ) {
        if touched {
            out.push(heaps.clone());
        }
        if left == 0 {
            return;
        }
        for i in from..heaps.len() {
            let held = heaps[i];
            for c in 1..=held {
                heaps[i] = held - c;
                extend(heaps, i + 1, left - 1, true, out);
                heaps[i] = held;
            }
        }
    }
    let mut out = Vec::new();
    extend(&mut heaps.to_vec(), 0, k, false, &mut out);
    out
}

/// Whether the player to move wins; whoever takes the last stone wins (normal) or loses
/// (misère).
fn wins(
    heaps: &[u32],
    misere: bool,
    k: usize,
    memo: &mut HashMap<(Vec<u32>, bool, usize), bool>,
) -> bool {
    if heaps.iter().all(|&h| h == 0) {
        return misere;
    }
    let key = (heaps.to_vec(), misere, k);
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = moves(heaps, k)
        .iter()
        .any(|next| !wins(next, misere, k, memo));
    memo.insert(key, result);
    result
}

/// The heaps after `mv`, written `take C from heap H` (Moore's moves go on with
/// `, C from heap H`).
fn after(heaps: &[u32], mv: &str) -> Vec<u32> {
    let mut next = heaps.to_vec();
    let rest = mv.strip_prefix("take ").unwrap_or_else(|| panic!("{mv}"));
    for take in rest.split(", ") {
        let (count, heap) = take
            .split_once(" from heap ")
            .unwrap_or_else(|| panic!("{mv}"));
        let (count, heap): (u32, usize) = (count.parse().unwrap(), heap.parse().unwrap());
        next[heap - 1] -= count;
    }
    next
}

#[test]
fn the_computer_wins_from_every_winning_position_under_every_rule() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for k in 1..=3usize {
        for misere in [false, true] {
            for code in 1..5u32.pow(3) {
                let heaps: Vec<u32> = (0..3).map(|i| code / 5u32.pow(i) % 5).collect();
                let text: Vec<String> = heaps.iter().map(ToString::to_string).collect();
                let rule = if misere { "misere" } else { "normal" };
                let mut board = start(
                    "nim",
                    &[
                        ("heaps", &text.join(" ")),
                        ("rule", rule),
                        ("k", &k.to_string()),
                    ],
                );
                assert!(board.report().computer, "the Nim board offers a computer");
                let mv = board
                    .suggest()
                    .unwrap_or_else(|| panic!("{heaps:?}: no move"));
                let next = after(&heaps, &mv);
                board
                    .play(&mv)
                    .unwrap_or_else(|e| panic!("{heaps:?} {rule} k={k}: {mv}: {e}"));
                if wins(&heaps, misere, k, &mut memo) {
                    checked += 1;
                    assert!(
                        !wins(&next, misere, k, &mut memo),
                        "{heaps:?} {rule} k={k}: {mv} throws the win"
                    );
                }
                assert_eq!(shown(&*board).moves, [mv]);
            }
        }
    }
    assert!(checked > 400, "{checked} winning positions");
}

#[test]
fn the_computer_beats_random_clicks_to_the_end() {
    let mut rng = Rng(0x4e31);
    for round in 0..30 {
        let heaps: Vec<String> = (0..1 + rng.below(4))
            .map(|_| (1 + rng.below(7)).to_string())
            .collect();
        let rule = if round % 2 == 0 { "normal" } else { "misere" };
        let mut board = start("nim", &[("heaps", &heaps.join(" ")), ("rule", rule)]);
        perfect_beats_random(&mut *board, &mut rng, 600.0, 400.0);
    }
}
