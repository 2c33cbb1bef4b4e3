//! The value explorer behind `arbiter grundy` and the explorer page: rulesets as people type
//! them, sequences computed in slices against the plain recurrence (the sparse-space method
//! included), periods found and certified, and the command line's output.

use arbiter::impartial::{
    grundy_values, nim_sum, CuttingTable, GrundysGame, OctalCode, Ruleset, SafeQueenTable,
    SubtractionGame, TakeAndBreak, ValueSequence, NO_VALUE,
};

use crate::impartial_engine::mover_wins;
use std::collections::HashMap;
use std::process::Command;

#[test]
fn grundys_game_values_win_the_real_game() {
    let values = GrundysGame.grundy_values(20);
    let mut memo = HashMap::new();
    for a in 0..=14 {
        for b in 0..=a {
            for c in 0..=b.min(7) {
                let heaps = [a, b, c];
                let by_theory = nim_sum(heaps.iter().map(|&h| values[h])) != 0;
                assert_eq!(
                    by_theory,
                    mover_wins(&GrundysGame, &heaps, &mut memo),
                    "{heaps:?}"
                );
            }
        }
    }
    // The plain recurrence and the general heap-rule path agree too.
    assert_eq!(
        GrundysGame.grundy_values_plain(400),
        grundy_values(&GrundysGame, 400)
    );
}

/// Grundy's game past the point where the sparse-space method takes over (2^15 heaps), in
/// uneven slices, against the plain recurrence on every prefix a slice ends at.
#[test]
fn grundys_game_sparse_space_matches_the_plain_recurrence() {
    let n = 40_000;
    let plain = GrundysGame.grundy_values_plain(n);
    let mut seq = ValueSequence::new(Ruleset::Grundy, n);
    let mut slice = 1;
    while !seq.done() {
        let len = seq.step(slice);
        assert_eq!(seq.values(), &plain[..len], "prefix of {len}");
        slice = slice * 3 + 7;
    }
    assert!(
        seq.method().starts_with("sparse space"),
        "method at the end: {}",
        seq.method()
    );
    let space = seq
        .sparse_space()
        .expect("Grundy's game has a sparse space");
    // Rare heaps are few, and every rare value counted is rare under the classes.
    assert!(space.rare_heaps * 16 <= n, "{space:?}");
    let summary = seq.summary();
    let sparse = summary.sparse.expect("sparse summary");
    let rare_total: usize = sparse.rare_values.iter().map(|(_, k)| k).sum();
    assert_eq!(rare_total, space.rare_heaps);
    let counted = (1..n).filter(|&h| space.is_rare(h, plain[h])).count();
    assert_eq!(counted, space.rare_heaps);
    assert_eq!(summary.largest.map(|(v, _)| v), plain.iter().copied().max());
    assert!(seq.period().is_none() && seq.no_period_reason().is_some());
}

/// Octal games of both methods, in slices, against the plain recurrence.
#[test]
fn octal_sequences_in_slices_match_the_plain_recurrence() {
    for code in ["0.007", "4.07", "0.51", "0.6", "4.7", "0.11337"] {
        let game = OctalCode::parse(code).unwrap();
        let n = 4000;
        let plain = game.grundy_values_plain(n);
        let mut seq = ValueSequence::new(Ruleset::parse(code).unwrap(), n);
        while !seq.done() {
            let len = seq.step(777);
            assert_eq!(seq.values(), &plain[..len], "{code}, prefix of {len}");
        }
        if seq.from_period().is_none() {
            assert!(!seq.method().starts_with("read off"), "{code}");
        }
    }
}

#[test]
fn dawsons_kayles_and_chess_periods_are_found_and_certified() {
    for (name, preperiod) in [("0.07", 53), ("dawsons-kayles", 53), ("0.137", 52)] {
        let ruleset = Ruleset::parse(name).unwrap();
        let Ruleset::Octal { game, .. } = &ruleset else {
            panic!("{name} is octal");
        };
        let computed = game.grundy_values_plain(3000);
        let mut seq = ValueSequence::new(ruleset.clone(), 3000);
        while !seq.done() {
            seq.step(100);
        }
        let p = seq.period().expect("a period");
        assert_eq!(
            (p.period, p.preperiod, p.saltus),
            (34, preperiod, 0),
            "{name}"
        );
        assert!(p.certified(), "{name}: {p:?}");
        assert_eq!(
            p.needed,
            2 * p.preperiod + 2 * p.period + game.max_removed()
        );
        // The summary the page reads gives the same period and certificate.
        let summary = seq.summary().period.expect("the period in the summary");
        assert_eq!(&summary, p);
        assert!(summary.certified && summary.have >= summary.needed);
        // Values read off the certified period are the values the recurrence gives.
        let from = seq.from_period().expect("the rest read off the period");
        assert!(from < 3000);
        assert_eq!(seq.values(), &computed[..], "{name}");
    }
}

#[test]
fn a_period_is_not_certified_before_its_bound() {
    let mut seq = ValueSequence::new(Ruleset::parse("0.07").unwrap(), 150);
    seq.step(150);
    // 2·53 + 2·34 + 2 = 176 values prove the period; 150 cannot.
    if let Some(p) = seq.period() {
        assert!(!p.certified(), "{p:?}");
    }
    assert!(seq.from_period().is_none());
}

#[test]
fn lasker_saltus_is_certified_and_values_follow_it() {
    let plain = grundy_values(&TakeAndBreak::lasker(), 2000);
    let mut seq = ValueSequence::new(Ruleset::parse("Lasker's Nim").unwrap(), 2000);
    while !seq.done() {
        seq.step(300);
    }
    let p = seq.period().expect("a saltus");
    assert_eq!((p.period, p.saltus), (4, 4));
    assert!(p.certified());
    assert_eq!(seq.values(), &plain[..]);
}

#[test]
fn subtraction_sets_are_octal_codes_with_digit_three() {
    for (text, set) in [("{1,2,5}", vec![1, 2, 5]), ("S(2, 3, 7)", vec![2, 3, 7])] {
        let want = SubtractionGame::new(set.clone()).grundy_values(600);
        let mut seq = ValueSequence::new(Ruleset::parse(text).unwrap(), 600);
        seq.step(600);
        assert_eq!(seq.values(), &want[..], "{text}");
        assert!(seq.period().is_some_and(|p| p.certified()), "{text}");
    }
}

#[test]
fn rulesets_read_codes_sets_and_names() {
    assert!(matches!(
        Ruleset::parse("grundys-game"),
        Ok(Ruleset::Grundy)
    ));
    assert!(matches!(
        Ruleset::parse("Grundy's game"),
        Ok(Ruleset::Grundy)
    ));
    assert!(matches!(Ruleset::parse("laskers-nim"), Ok(Ruleset::Lasker)));
    assert!(matches!(
        Ruleset::parse("cutting-game"),
        Ok(Ruleset::Cutting)
    ));
    assert!(matches!(Ruleset::parse("queens"), Ok(Ruleset::Queens)));
    let Ok(Ruleset::Octal { game, .. }) = Ruleset::parse("kayles") else {
        panic!("kayles is octal");
    };
    assert_eq!(game.to_string(), "0.77");
    assert_eq!(
        Ruleset::parse(" 4.07 ").unwrap().to_string(),
        OctalCode::parse("4.07").unwrap().to_string()
    );
    for bad in ["0.08", "5.07", "{1, x}", "{}", "chess", ""] {
        let err = Ruleset::parse(bad).expect_err(bad);
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn two_dimensional_tables_hold_every_position() {
    let side = 30;
    let mut cutting = ValueSequence::new(Ruleset::Cutting, side);
    cutting.step(1);
    assert!(cutting.done());
    let table = CuttingTable::new(side - 1);
    let values = cutting.values();
    for w in 0..side {
        for h in 0..side {
            let v = values[w * side + h];
            if w < 2 || h < 2 {
                assert_eq!(v, NO_VALUE);
            } else {
                assert_eq!(v, table.get(w, h));
                assert_eq!(v, table.get(h, w), "symmetric at {w} × {h}");
            }
        }
    }
    let mut queens = ValueSequence::new(Ruleset::Queens, side);
    queens.step(1);
    let table = SafeQueenTable::new(side);
    for x in 0..side {
        for y in 0..side {
            let v = queens.values()[x * side + y];
            if SafeQueenTable::wins_at_once(x, y) || (x, y) == (0, 0) {
                assert_eq!(v, NO_VALUE);
            } else {
                assert_eq!(v, table.get(x, y));
            }
        }
    }
}

fn arbiter(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn command_line_prints_values_period_and_csv() {
    let (code, out, _) = arbiter(&["grundy", "0.07", "--to", "300"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("period: period 34 from heap 53; certified"),
        "{out}"
    );
    assert!(out.contains("       0: 0 0 1 1 2 0 3 1 1 0"), "{out}");
    let (code, csv, err) = arbiter(&["grundy", "dawsons-kayles", "--to", "300", "--csv"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 301);
    assert_eq!(lines[0], "n,value");
    let values = OctalCode::parse("0.07").unwrap().grundy_values_plain(300);
    for (n, line) in lines[1..].iter().enumerate() {
        assert_eq!(*line, format!("{n},{}", values[n]));
    }
    assert!(err.contains("certified"), "{err}");
    let (code, list, _) = arbiter(&["grundy", "--list"]);
    assert_eq!(code, 0);
    assert!(list.contains("grundys-game") && list.contains("queens"));
    let (code, _, err) = arbiter(&["grundy", "0.9"]);
    assert_eq!(code, 2);
    assert!(err.contains("0.9"), "{err}");
}
