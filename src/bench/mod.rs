//! `arbiter bench [NAME]`: the speed figures the project promises, measured on this machine.
//!
//! Each bench prints its own lines of figures; run them with a release build
//! (`cargo run --release -- bench`). Benches that need the contest data look for it in
//! `ARBITER_DATA` or `../shared/data`.

#[cfg(feature = "playground")]
mod click;
/// The click bench times the move list's entries, which only the playground has.
#[cfg(not(feature = "playground"))]
mod click {
    pub fn run(out: &mut dyn std::io::Write) -> std::io::Result<()> {
        writeln!(
            out,
            "click: needs the feature `playground` (the move list's entries)"
        )
    }
}
mod connect;
mod engine_speed;
mod gomoku;
mod havannah;
mod impartial;
pub mod matches;
mod mcts;
mod solver;
mod worst;

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// One named group of measurements.
pub struct Bench {
    /// The name `arbiter bench NAME` selects it by (any part of).
    pub name: &'static str,
    /// Runs the bench, printing its figures.
    pub run: fn(&mut dyn Write) -> io::Result<()>,
}

/// Every bench, in the order `arbiter bench` runs them.
pub static BENCHES: &[Bench] = &[
    Bench {
        name: "connect",
        run: connect::run,
    },
    Bench {
        name: "havannah",
        run: havannah::run,
    },
    Bench {
        name: "mcts",
        run: mcts::run,
    },
    Bench {
        name: "solver",
        run: solver::run,
    },
    Bench {
        name: "gomoku",
        run: gomoku::run,
    },
    Bench {
        name: "engine-speed",
        run: engine_speed::run,
    },
    Bench {
        name: "click",
        run: click::run,
    },
    Bench {
        name: "nim",
        run: nim_verdicts,
    },
    Bench {
        name: "grundy-0.007",
        run: impartial::treblecross,
    },
    Bench {
        name: "grundy-builtin",
        run: impartial::builtin_games,
    },
    Bench {
        name: "grundy-explorer",
        run: impartial::explorer,
    },
    Bench {
        name: "judge-nim-or-not-nim-10M",
        run: impartial::nim_or_not_nim_file,
    },
    Bench {
        name: "worst",
        run: worst::run,
    },
    Bench {
        name: "slow-reach-0.007-10s",
        run: impartial::treblecross_reach,
    },
];

/// Runs the benches whose name contains `filter` (all when None).
pub fn run(filter: Option<&str>, out: &mut dyn Write) -> io::Result<usize> {
    let mut ran = 0;
    for bench in BENCHES
        .iter()
        .filter(|b| filter.is_none_or(|f| b.name.contains(f)))
    {
        writeln!(out, "## {}", bench.name)?;
        (bench.run)(out)?;
        ran += 1;
    }
    Ok(ran)
}

/// The best of `runs` timings of `work`: the least disturbed by the rest of the machine.
pub fn best_of<T>(runs: usize, mut work: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut last = None;
    for _ in 0..runs.max(1) {
        let start = Instant::now();
        let value = std::hint::black_box(work());
        best = best.min(start.elapsed());
        last = Some(value);
    }
    (best, last.expect("at least one run"))
}

/// Where the shared contest data lives.
pub fn data_dir() -> PathBuf {
    std::env::var_os("ARBITER_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("../shared/data"))
}

/// Milliseconds with three decimals, for printing.
pub fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

fn nim_verdicts(out: &mut dyn Write) -> io::Result<()> {
    use crate::game::Game;
    use crate::nim::{Nim, PlayRule};
    let heaps: Vec<u32> = (1..=8).map(|i| i * 7 % 16).collect();
    for k in [1, 2, 3] {
        let nim = Nim::new(heaps.clone(), PlayRule::Normal, k);
        let (t, verdict) = best_of(20, || nim.verdict());
        writeln!(
            out,
            "verdict with every winning move, heaps {heaps:?}, k = {k}: {} ({} winning moves)",
            ms(t),
            verdict.winning.moves.len()
        )?;
    }
    Ok(())
}
