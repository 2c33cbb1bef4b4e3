//! Speed figures of the Sprague–Grundy engine and the impartial judges.

use super::{best_of, ms};
use crate::impartial::{grundy_values, OctalCode, TakeAndBreak};
use crate::judges::find;
use crate::rng::Rng;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// Treblecross `0.007` to n = 10⁵, against the plain O(n²) recurrence on a smaller n.
pub fn treblecross(out: &mut dyn Write) -> io::Result<()> {
    let game = OctalCode::parse("0.007").expect("valid code");
    let small = 20_000;
    let (plain, plain_values) = best_of(1, || game.grundy_values_plain(small));
    let (fast_small, fast_values) = best_of(3, || game.grundy_values(small));
    assert_eq!(plain_values, fast_values, "fast and plain values differ");
    writeln!(
        out,
        "0.007 to n = {small}: plain O(n²) {}, fast {} ({:.1}x)",
        ms(plain),
        ms(fast_small),
        plain.as_secs_f64() / fast_small.as_secs_f64()
    )?;
    let n = 100_000;
    let (fast, values) = best_of(1, || game.grundy_values(n));
    let scaled = plain.as_secs_f64() * (n as f64 / small as f64).powi(2);
    writeln!(
        out,
        "0.007 to n = {n}: {} (largest value {}); plain O(n²) scaled from n = {small}: ~{:.1} s ({:.0}x)",
        ms(fast),
        values.iter().max().unwrap_or(&0),
        scaled,
        scaled / fast.as_secs_f64()
    )
}

/// How far `0.007` gets in 10 s: doubling n while runs stay well inside the budget, then a
/// few runs at the n that the growth measured so far predicts for the budget.
pub fn treblecross_reach(out: &mut dyn Write) -> io::Result<()> {
    let game = OctalCode::parse("0.007").expect("valid code");
    let budget = Duration::from_secs(10);
    let mut timed = |n: usize| -> io::Result<f64> {
        let run = Instant::now();
        game.grundy_values(n);
        let took = run.elapsed();
        writeln!(out, "0.007 to n = {n}: {}", ms(took))?;
        Ok(took.as_secs_f64())
    };
    let limit = budget.as_secs_f64();
    // (n, seconds) of the best run inside the budget, and of the last one.
    let mut inside = (50_000usize, timed(50_000)?);
    let mut last = inside;
    while last.1 * 4.0 < limit {
        last = (last.0 * 2, timed(last.0 * 2)?);
        if last.1 <= limit {
            inside = last;
        }
    }
    let mut growth = 2.0;
    for _ in 0..3 {
        if inside.0 != last.0 {
            growth = (last.1 / inside.1).ln() / (last.0 as f64 / inside.0 as f64).ln();
        }
        let guess = (inside.0 as f64 * (limit / inside.1).powf(1.0 / growth) * 0.98) as usize;
        if guess <= inside.0 {
            break;
        }
        last = (guess, timed(guess)?);
        if last.1 <= limit {
            inside = last;
        }
    }
    writeln!(out, "reached n = {} within 10 s", inside.0)
}

/// n = 10⁴ of every built-in heap game.
pub fn builtin_games(out: &mut dyn Write) -> io::Result<()> {
    let n = 10_000;
    for code in ["0.07", "0.007", "0.137", "4.07", "0.11337", "0.77", "0.6"] {
        let game = OctalCode::parse(code).expect("valid code");
        let (t, _) = best_of(3, || game.grundy_values(n));
        writeln!(out, "{code} to n = {n}: {}", ms(t))?;
    }
    let lasker = TakeAndBreak::lasker();
    let (t, _) = best_of(1, || grundy_values(&lasker, n));
    writeln!(out, "Lasker's Nim (plain recurrence) to n = {n}: {}", ms(t))?;
    let (t, _) = best_of(3, || lasker.grundy_values(n));
    writeln!(
        out,
        "Lasker's Nim (take-or-split path) to n = {n}: {}",
        ms(t)
    )?;
    let (t, p) = best_of(3, || lasker.periodicity(1 << 12));
    let p = p.expect("Lasker's Nim has a certified saltus");
    writeln!(
        out,
        "Lasker's Nim certified: preperiod {}, period {}, saltus {}, checked below {} in {}",
        p.preperiod,
        p.period,
        p.saltus,
        p.certified_to,
        ms(t)
    )?;
    let (t, _) = best_of(3, || {
        lasker
            .periodicity(1 << 12)
            .map(|p| p.values(n as u64))
            .expect("certified")
    });
    writeln!(
        out,
        "Lasker's Nim to n = {n} through its certified period: {}",
        ms(t)
    )?;
    let dawson = OctalCode::parse("0.07").expect("valid code");
    let (t, p) = best_of(3, || dawson.periodicity(1 << 14));
    let p = p.expect("0.07 has a certified period");
    writeln!(
        out,
        "0.07 certified: preperiod {}, period {}, checked below {} in {}",
        p.preperiod,
        p.period,
        p.certified_to,
        ms(t)
    )
}

/// A 10⁷-number `nim-or-not-nim` input: parse and answer.
pub fn nim_or_not_nim_file(out: &mut dyn Write) -> io::Result<()> {
    let cases = 10;
    let per_case = 1_000_000 - 1;
    let mut text = String::with_capacity(110_000_000);
    text.push_str(&format!("{cases}\n"));
    let mut rng = Rng(0x9E37_79B9);
    for _ in 0..cases {
        text.push_str(&format!("{per_case}\n"));
        for _ in 0..per_case {
            text.push_str(&(rng.next_u64() % 2_147_483_647 + 1).to_string());
            text.push(' ');
        }
        text.push('\n');
    }
    let problem = find("nim-or-not-nim").expect("registered");
    let (t, answer) = best_of(3, || problem.run_str(&text).expect("valid input"));
    writeln!(
        out,
        "nim-or-not-nim, {} numbers ({} MB): {} → {:?}",
        cases + cases * (per_case + 1),
        text.len() / 1_000_000,
        ms(t),
        answer.lines().take(3).collect::<Vec<_>>()
    )
}

/// The value explorer: Grundy's game by the sparse-space method (against the plain
/// recurrence on a prefix, timed in the same run), `0.007` to 10⁵, and the periods of `0.07`
/// and `0.137` found and certified from nothing. `ARBITER_GRUNDY_N` sets how far Grundy's
/// game goes (default 10⁶; the figure for 10⁸ is extrapolated unless it is asked for).
pub fn explorer(out: &mut dyn Write) -> io::Result<()> {
    use crate::impartial::{GrundysGame, Ruleset, ValueSequence};
    let run = |ruleset: Ruleset, n: usize| {
        let start = Instant::now();
        let mut seq = ValueSequence::new(ruleset, n);
        while !seq.done() {
            seq.step(1 << 16);
        }
        (start.elapsed(), seq)
    };
    let small = 20_000;
    let (plain, plain_values) = best_of(1, || GrundysGame.grundy_values_plain(small));
    let (t, seq) = run(Ruleset::Grundy, small);
    assert_eq!(
        seq.values(),
        &plain_values[..],
        "fast and plain values differ"
    );
    writeln!(
        out,
        "Grundy's game to n = {small}: plain O(n²) {}, explorer {} ({})",
        ms(plain),
        ms(t),
        seq.method()
    )?;
    let n: usize = std::env::var("ARBITER_GRUNDY_N")
        .ok()
        .and_then(|v| v.replace('_', "").parse().ok())
        .unwrap_or(1_000_000);
    let (half_t, _) = run(Ruleset::Grundy, n / 2);
    let (t, seq) = run(Ruleset::Grundy, n);
    let space = seq
        .sparse_space()
        .expect("Grundy's game has a sparse space");
    // Past the last rare heap each heap costs about the same: extrapolate from the second half.
    let per_heap = (t - half_t).as_secs_f64() / (n - n / 2) as f64;
    writeln!(
        out,
        "Grundy's game to n = {n}: {} ({}; {} rare heaps, largest value {:?}; {} bytes per value)",
        ms(t),
        seq.method(),
        space.rare_heaps,
        seq.largest().map(|(v, _)| v),
        seq.bytes_per_value()
    )?;
    writeln!(
        out,
        "Grundy's game: {:.2} µs per heap past n = {}; n = 10⁸ extrapolated: ~{:.0} s (target 120 s)",
        per_heap * 1e6,
        n / 2,
        t.as_secs_f64() + per_heap * (100_000_000usize.saturating_sub(n)) as f64
    )?;
    let (t, seq) = run(Ruleset::parse("0.007").expect("valid"), 100_000);
    writeln!(
        out,
        "0.007 to n = 100000: {} ({}, largest value {:?}; target 1 s)",
        ms(t),
        seq.method(),
        seq.largest().map(|(v, _)| v)
    )?;
    for code in ["0.07", "0.137"] {
        let start = Instant::now();
        let mut seq = ValueSequence::new(Ruleset::parse(code).expect("valid"), 1 << 20);
        while seq.period().is_none_or(|p| !p.certified()) && !seq.done() {
            seq.step(64);
        }
        let t = start.elapsed();
        let p = seq.period().expect("a certified period");
        writeln!(
            out,
            "{code}: period {} from heap {} certified with {} values (needed {}) in {}",
            p.period,
            p.preperiod,
            p.have,
            p.needed,
            ms(t)
        )?;
    }
    Ok(())
}
