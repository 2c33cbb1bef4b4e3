//! The Sprague–Grundy engine against the games themselves: heap games searched as real game
//! trees (whole positions, both players, no Grundy theory), fast against plain recurrences,
//! and certified periods against values computed far past their proofs.

use arbiter::impartial::{
    find_period, find_take_or_split_saltus, grundy_values, nim_sum, HeapRule, OctalCode,
    SubtractionGame, TakeAndBreak,
};
use proptest::prelude::*;
use std::collections::HashMap;

/// True when the player to move wins the sum of `heaps` under `rule`, by searching every line
/// of play (positions are sorted heap lists, so equal positions share one entry).
pub(crate) fn mover_wins(
    rule: &dyn HeapRule,
    heaps: &[usize],
    memo: &mut HashMap<Vec<usize>, bool>,
) -> bool {
    let mut key: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut options = Vec::new();
    for (i, &h) in key.iter().enumerate() {
        rule.options(h, &mut |a, b| {
            let mut next = key.clone();
            next[i] = a;
            next.push(b);
            options.push(next);
        });
    }
    let wins = options.iter().any(|next| !mover_wins(rule, next, memo));
    memo.insert(key, wins);
    wins
}

/// Every multiset of up to three heaps of at most `top` tokens.
fn small_positions(top: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    for a in 0..=top {
        for b in 0..=a {
            for c in 0..=b.min(top / 2) {
                all.push(vec![a, b, c]);
            }
        }
    }
    all
}

fn check_against_tree(rule: &dyn HeapRule, values: &[u32], top: usize) {
    let mut memo = HashMap::new();
    for heaps in small_positions(top) {
        let by_theory = nim_sum(heaps.iter().map(|&h| values[h])) != 0;
        assert_eq!(by_theory, mover_wins(rule, &heaps, &mut memo), "{heaps:?}");
    }
}

const CODES: [&str; 9] = [
    "0.07", "0.007", "0.137", "4.07", "0.11337", "0.77", "0.6", "0.51", "4.7",
];

#[test]
fn octal_values_decide_real_heap_games() {
    for code in CODES {
        let game = OctalCode::parse(code).unwrap();
        check_against_tree(&game, &game.grundy_values(20), 14);
    }
}

#[test]
fn fast_octal_values_match_the_plain_recurrence() {
    for code in CODES {
        let game = OctalCode::parse(code).unwrap();
        let fast = game.grundy_values(6000);
        assert_eq!(fast, game.grundy_values_plain(6000), "{code}");
        assert_eq!(fast[..300], grundy_values(&game, 300)[..], "{code}");
    }
}

#[test]
fn long_codes_match_the_plain_recurrence() {
    for bars in [vec![1500, 7, 3], vec![2000, 2000, 1], vec![1100, 5, 9]] {
        let game = OctalCode::place_bars(&bars).unwrap();
        assert_eq!(
            game.grundy_values(3000),
            game.grundy_values_plain(3000),
            "{bars:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn random_octal_codes_fast_equals_plain(
        split in any::<bool>(),
        digits in prop::collection::vec(0u8..8, 1..5),
    ) {
        let mut all = vec![if split { 4 } else { 0 }];
        all.extend(digits);
        if let Ok(game) = OctalCode::from_digits(all) {
            let fast = game.grundy_values(2500);
            prop_assert_eq!(&fast, &game.grundy_values_plain(2500));
            prop_assert_eq!(&fast[..200], &grundy_values(&game, 200)[..]);
        }
    }
}

#[test]
fn octal_codes_parse_and_print() {
    assert_eq!(OctalCode::parse("0.07").unwrap().digits(), &[0, 0, 7]);
    assert_eq!(OctalCode::parse(".137").unwrap().to_string(), "0.137");
    assert_eq!(OctalCode::parse("4.07").unwrap().max_removed(), 2);
    assert_eq!(
        OctalCode::place_bars(&[3, 1, 3]).unwrap().to_string(),
        "0.707"
    );
    for bad in ["007", "0.08", "1.07", "0.", "0.000", "x.07"] {
        assert!(OctalCode::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn take_or_split_fast_path_matches_the_plain_recurrence() {
    let lasker = TakeAndBreak::lasker();
    assert_eq!(lasker.grundy_values(1500), grundy_values(&lasker, 1500));
}

#[test]
fn take_and_break_rules_decide_real_heap_games() {
    let lasker = TakeAndBreak::lasker();
    check_against_tree(&lasker, &grundy_values(&lasker, 20), 12);
    let halving = TakeAndBreak::new("halve or take one", |n, emit| {
        if n >= 1 {
            emit(n - 1, 0);
        }
        if n >= 2 && n % 2 == 0 {
            emit(n / 2, n / 2);
        }
    });
    check_against_tree(&halving, &grundy_values(&halving, 20), 14);
}

#[test]
fn subtraction_values_decide_real_heap_games() {
    struct Rule(Vec<usize>);
    impl HeapRule for Rule {
        fn options(&self, n: usize, emit: &mut dyn FnMut(usize, usize)) {
            for &s in self.0.iter().filter(|&&s| s <= n) {
                emit(n - s, 0);
            }
        }
    }
    for set in [vec![2, 5], vec![1, 3, 4], vec![2, 3, 7], vec![5]] {
        let values = SubtractionGame::new(set.clone()).grundy_values(20);
        check_against_tree(&Rule(set), &values, 14);
    }
}

#[test]
fn dawsons_kayles_period_is_certified_and_holds_far_beyond() {
    let game = OctalCode::parse("0.07").unwrap();
    let p = game.periodicity(1 << 12).expect("certified");
    assert_eq!(p.saltus, 0);
    assert!(p.certified_to >= 2 * p.preperiod + 2 * p.period + game.max_removed());
    let values = game.grundy_values(20_000);
    for (n, &v) in values.iter().enumerate() {
        assert_eq!(p.value(n as u64), u64::from(v), "n = {n}");
    }
    // The period reaches heaps no table could hold.
    let huge = 1_000_000_000u64;
    let back = p.preperiod as u64 + (huge - p.preperiod as u64) % p.period as u64;
    assert_eq!(p.value(huge), p.value(back));
}

#[test]
fn every_certified_octal_period_holds_far_past_its_proof() {
    let mut certified = 0;
    for code in [
        "0.07", "0.137", "0.77", "0.6", "0.51", "4.07", "0.71", "0.33",
    ] {
        let game = OctalCode::parse(code).unwrap();
        let Some(p) = game.periodicity(1 << 12) else {
            continue;
        };
        certified += 1;
        let values = game.grundy_values(p.certified_to * 8 + 5_000);
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(p.value(n as u64), u64::from(v), "{code}, n = {n}");
        }
    }
    assert!(certified >= 5, "only {certified} codes certified");
}

#[test]
fn lasker_saltus_is_certified_and_holds_far_beyond() {
    let lasker = TakeAndBreak::lasker();
    let p = lasker.periodicity(1 << 12).expect("certified");
    assert!(p.saltus > 0);
    let values = grundy_values(&lasker, 2_500);
    for (n, &v) in values.iter().enumerate() {
        assert_eq!(p.value(n as u64), u64::from(v), "n = {n}");
    }
}

#[test]
fn uncertified_patterns_are_refused() {
    // Too few values to prove anything.
    let dawson = OctalCode::parse("0.07").unwrap();
    assert!(find_period(&dawson.grundy_values(120), 2).is_none());
    assert!(dawson.periodicity(120).is_none());
    // Treblecross shows no period in its first 3000 values.
    let treble = OctalCode::parse("0.007").unwrap();
    assert!(find_period(&treble.grundy_values(3000), 3).is_none());
    // A sequence that grows like Lasker's Nim but breaks the proof's conditions: n itself
    // (saltus 1 with period 1) is refused, since a split a + b = n reaches a ^ b = n.
    let identity: Vec<u32> = (0..512).collect();
    assert!(find_take_or_split_saltus(&identity).is_none());
    // Lasker's true values, cut short, certify nothing.
    let lasker = TakeAndBreak::lasker();
    assert!(find_take_or_split_saltus(&grundy_values(&lasker, 40)).is_none());
    // A rule outside the proved family gets no saltus certificate.
    let other = TakeAndBreak::new("take one", |n, emit| {
        if n > 0 {
            emit(n - 1, 0)
        }
    });
    assert!(other.periodicity(256).is_none());
}

#[test]
fn treblecross_strip_is_0_007_shifted_by_two() {
    // The strip game of safe crosses is 0.11337 by its geometry; it equals 0.007 on n + 2.
    let strip = OctalCode::parse("0.11337").unwrap().grundy_values(3000);
    let treble = OctalCode::parse("0.007").unwrap().grundy_values(3002);
    assert_eq!(strip[..], treble[2..]);
}
