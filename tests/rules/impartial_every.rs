//! Conjunctive compounds against real play: Euclid's game and the knights, searched with every
//! component moving each turn, against the suspense (and remoteness) rules of the engine.

use crate::common::euclid_options;
use arbiter::impartial::{mover_wins_every_sum, suspense, EuclidTable, KnightBoard, Tally};
use std::collections::HashMap;

/// Who wins a compound where each turn moves every component that can move. With
/// `stop_at_first_end`, play stops as soon as any component is over (the mover then has no
/// move and loses); otherwise finished components are left alone until all are over.
fn compound_wins<C: Clone + Ord + std::hash::Hash>(
    parts: &[C],
    options: &dyn Fn(&C) -> Vec<C>,
    stop_at_first_end: bool,
    memo: &mut HashMap<Vec<C>, bool>,
) -> bool {
    let mut key = parts.to_vec();
    key.sort();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let per: Vec<Vec<C>> = key.iter().map(options).collect();
    let stuck = if stop_at_first_end {
        per.iter().any(|o| o.is_empty())
    } else {
        per.iter().all(|o| o.is_empty())
    };
    let mut wins = false;
    if !stuck {
        // Try every combination of one option per movable component.
        let mut choice = vec![0usize; key.len()];
        'all: loop {
            let next: Vec<C> = key
                .iter()
                .zip(&per)
                .zip(&choice)
                .map(|((c, o), &i)| {
                    if o.is_empty() {
                        c.clone()
                    } else {
                        o[i].clone()
                    }
                })
                .collect();
            if !compound_wins(&next, options, stop_at_first_end, memo) {
                wins = true;
                break;
            }
            for (i, o) in per.iter().enumerate() {
                if choice[i] + 1 < o.len() {
                    choice[i] += 1;
                    continue 'all;
                }
                choice[i] = 0;
            }
            break;
        }
    }
    memo.insert(key, wins);
    wins
}

fn euclid_positions(limit: u32) -> Vec<(u32, u32)> {
    (1..=limit)
        .flat_map(|p| (p..=limit).map(move |q| (p, q)))
        .collect()
}

#[test]
fn euclid_suspense_decides_the_every_game_and_remoteness_the_stopping_one() {
    let limit = 9;
    let by_suspense = EuclidTable::new(limit as usize, Tally::Suspense);
    let by_remoteness = EuclidTable::new(limit as usize, Tally::Remoteness);
    let positions = euclid_positions(limit);
    let (mut every_memo, mut short_memo) = (HashMap::new(), HashMap::new());
    for (i, &a) in positions.iter().enumerate() {
        for &b in &positions[i..] {
            let parts = [a, b];
            let every = compound_wins(&parts, &euclid_options, false, &mut every_memo);
            let s = parts.map(|(p, q)| by_suspense.get(p as usize, q as usize));
            assert_eq!(every, mover_wins_every_sum(s), "{parts:?}");
            let r = parts.map(|(p, q)| by_remoteness.get(p as usize, q as usize));
            // Stopping at the first finished component: the least remoteness decides.
            let short = compound_wins(&parts, &euclid_options, true, &mut short_memo);
            assert_eq!(short, r.iter().min().unwrap() % 2 == 1, "{parts:?}");
        }
    }
}

#[test]
fn euclid_table_follows_the_suspense_rule() {
    let table = EuclidTable::new(60, Tally::Suspense);
    for (p, q) in euclid_positions(60) {
        let from_options = suspense(
            euclid_options(&(p, q))
                .iter()
                .map(|&(a, b)| table.get(a as usize, b as usize)),
        );
        assert_eq!(table.get(p as usize, q as usize), from_options, "{p} {q}");
    }
}

/// The full table of an N × N board, by the tally's rule applied cell by cell.
fn knight_table(n: i64, tally: Tally) -> HashMap<(i64, i64), u32> {
    let board = KnightBoard::new(n as u64);
    let mut table = HashMap::new();
    for sum in 2..=2 * n {
        for x in (sum - n).max(1)..=(sum - 1).min(n) {
            let cell = (x, sum - x);
            let value = tally.of(board.moves(cell).map(|c| table[&c]));
            table.insert(cell, value);
        }
    }
    table
}

#[test]
fn knight_formula_matches_the_full_table_for_every_board_up_to_60() {
    for n in 1..=60 {
        let board = KnightBoard::new(n as u64);
        for (&cell, &value) in &knight_table(n, Tally::Suspense) {
            assert_eq!(board.suspense(cell), value, "N = {n}, cell {cell:?}");
        }
    }
}

#[test]
fn knights_suspense_decides_the_real_every_game() {
    let mut remoteness_would_fail = false;
    for n in 1..=6i64 {
        let board = KnightBoard::new(n as u64);
        let options = |c: &(i64, i64)| board.moves(*c).collect::<Vec<_>>();
        let cells: Vec<(i64, i64)> = (1..=n).flat_map(|x| (1..=n).map(move |y| (x, y))).collect();
        let remote = knight_table(n, Tally::Remoteness);
        let mut memo = HashMap::new();
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i..] {
                let real = compound_wins(&[a, b], &options, false, &mut memo);
                let theory = mover_wins_every_sum([board.suspense(a), board.suspense(b)]);
                assert_eq!(real, theory, "N = {n}: {a:?} {b:?}");
                remoteness_would_fail |= real != mover_wins_every_sum([remote[&a], remote[&b]]);
            }
        }
    }
    // Smith's remoteness (hurry when winning) is not the rule of this compound.
    assert!(
        remoteness_would_fail,
        "the test must tell the two rules apart"
    );
}

#[test]
fn large_boards_answer_with_moves_of_one_less() {
    let board = KnightBoard::new(1_000_000);
    for cell in [(1_000_000, 1_000_000), (999_999, 3), (5, 1_000_000), (1, 1)] {
        let s = board.suspense(cell);
        match board.strategy_move(cell) {
            Some(to) => assert_eq!(board.suspense(to) + 1, s),
            None => assert_eq!(s, 0),
        }
    }
}

/// Euclid's rule read straight from its statement: one pile stays, the other loses a positive
/// multiple of it and must be at least as large. With equal piles either may be emptied.
fn euclid_allows((p, q): (usize, usize), (a, b): (usize, usize)) -> bool {
    let takes = |big: usize, small: usize, left: usize| {
        small > 0 && small <= big && left < big && (big - left) % small == 0
    };
    (b == q && takes(p, q, a)) || (a == p && takes(q, p, b))
}

#[test]
fn gg_and_mm_accepts_every_euclid_move_however_it_is_written() {
    use arbiter::game::Game;
    use arbiter::impartial::{euclid_options, GgAndMm, Turn};
    let accepts = |from: (usize, usize), to: (usize, usize)| {
        GgAndMm::new(&[from]).try_play(&Turn(vec![(0, to)])).is_ok()
    };
    for p in 1..=12 {
        for q in 1..=12 {
            let from = (p, q);
            for o in euclid_options(from) {
                assert!(accepts(from, o), "{from:?} to {o:?}");
                // From equal piles, emptying either one leaves the same game.
                if p == q {
                    assert!(accepts(from, (o.1, o.0)), "{from:?} to {:?}", (o.1, o.0));
                }
            }
            for a in 0..=13 {
                for b in 0..=13 {
                    let to = (a, b);
                    assert_eq!(
                        accepts(from, to),
                        euclid_allows(from, to),
                        "{from:?} to {to:?}"
                    );
                }
            }
        }
    }
    // The turn from the report: game 1 emptied from equal piles, game 2 played as usual.
    let mut gg = GgAndMm::new(&[(3, 3), (2, 5)]);
    let turn: Turn = "game 1: (3, 0), game 2: (2, 3)".parse().unwrap();
    gg.try_play(&turn).unwrap();
    assert_eq!(gg.games(), [(3, 0), (2, 3)]);
}
