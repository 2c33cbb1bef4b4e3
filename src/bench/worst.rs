//! `worst`: every judge on the hardest inputs we can build for it, at or past the contest
//! limits: the most data, the largest values, the table-building values in the worst order, and
//! (for Connect) a fresh board of side 1000 per dataset. Each must finish in under a second.
//!
//! With `ARBITER_WORST_DIR` set, the inputs are also written there as `<problem>-<k>.in`, so
//! that `npm run memcheck` can judge each under a memory limit; each is then timed once.

use super::{best_of, ms};
use crate::gomoku::contest::read_position;
use crate::input::Scanner;
use crate::judges::find;
use crate::rng::Rng;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::time::Duration;

/// One worst input: the judge, what makes it hard, and the text.
struct Worst {
    slug: &'static str,
    what: &'static str,
    text: String,
}

pub fn run(out: &mut dyn Write) -> io::Result<()> {
    let dir = std::env::var_os("ARBITER_WORST_DIR").map(std::path::PathBuf::from);
    if let Some(dir) = &dir {
        std::fs::create_dir_all(dir)?;
    }
    let mut slowest = Duration::ZERO;
    let mut counts = std::collections::HashMap::new();
    for make in BUILDERS {
        let worst = make();
        let problem = find(worst.slug).expect("a known judge");
        // One run: judges keep some tables for the process (stripes, crosses-and-crosses), so
        // a repeat would time a warm table and not what a fresh process pays.
        let runs = 1;
        let (t, result) = best_of(runs, || {
            let mut sink = io::sink();
            problem
                .run(worst.text.as_bytes(), &mut sink)
                .map_err(|e| e.to_string())
        });
        if let Err(err) = result {
            panic!("{}: the worst input is not valid: {err}", worst.slug);
        }
        slowest = slowest.max(t);
        writeln!(
            out,
            "{:<20} {:<58} {:>10} bytes {:>12}  {:>7.1} MB/s",
            worst.slug,
            worst.what,
            worst.text.len(),
            ms(t),
            worst.text.len() as f64 / t.as_secs_f64() / 1e6
        )?;
        if let Some(dir) = &dir {
            let k = counts.entry(worst.slug).or_insert(0);
            *k += 1;
            std::fs::write(dir.join(format!("{}-{k}.in", worst.slug)), &worst.text)?;
        }
    }
    writeln!(out, "slowest: {} (target < 1 s each)", ms(slowest))
}

static BUILDERS: &[fn() -> Worst] = &[
    connect_long_game,
    connect_boards,
    havannah,
    gomoku,
    s_nim,
    s_nim_small_cases,
    stripes,
    stripes_dense,
    georgia_and_bob,
    nim_or_not_nim,
    triangulation,
    crosses_rising,
    crosses_longest,
    cutting_game,
    queens,
    john,
    gg_and_mm,
    knights,
];

/// Appends `count` numbers from `value`, ten to a line.
fn numbers(text: &mut String, count: usize, mut value: impl FnMut(usize) -> u64) {
    for i in 0..count {
        write!(text, "{}", value(i)).expect("write to a String");
        text.push(if i % 10 == 9 { '\n' } else { ' ' });
    }
    text.push('\n');
}

/// Side 1000 and the most moves: Black on points (3i+1, 3j+1), White on (3i+2, 3j+2), so no
/// two pegs are a knight's move apart and nobody wins; the last move is Black's.
fn connect_long_game() -> Worst {
    let n = 1000;
    let cells: Vec<(i32, i32)> = (0..333)
        .flat_map(|i| (0..333).map(move |j| (3 * i + 1, 3 * j + 1)))
        .collect();
    let m = 2 * cells.len() - 1;
    let mut text = format!("{n} {m}\n");
    for (k, &(x, y)) in cells.iter().enumerate() {
        writeln!(text, "{x} {y}").expect("write to a String");
        if 2 * k + 1 < m {
            writeln!(text, "{} {}", x + 1, y + 1).expect("write to a String");
        }
    }
    text.push_str("0 0\n");
    Worst {
        slug: "connect",
        what: "N = 1000, 221 777 moves",
        text,
    }
}

/// Many datasets of side 1000 with five moves each: a board of a million points per dataset.
fn connect_boards() -> Worst {
    let mut text = String::new();
    for _ in 0..100 {
        text.push_str("1000 5\n1 1 2 2 4 1 5 2 7 1\n");
    }
    text.push_str("0 0\n");
    Worst {
        slug: "connect",
        what: "100 datasets N = 1000, M = 5",
        text,
    }
}

/// Side 3000 and a million distinct random cells: an early win, then every later move checked
/// against the board and the moves after the win.
fn havannah() -> Worst {
    let side: u32 = 3000;
    let max = 2 * side - 1;
    let mut rng = Rng(0x4a7a);
    let mut seen = std::collections::HashSet::new();
    let mut cells = Vec::new();
    while cells.len() < 1_000_000 {
        let (x, y) = (
            rng.range(1, u64::from(max)) as u32,
            rng.range(1, u64::from(max)) as u32,
        );
        if x.abs_diff(y) < side && seen.insert((x, y)) {
            cells.push((x, y));
        }
    }
    let mut text = format!("1\n{side} {}\n", cells.len());
    for (x, y) in cells {
        writeln!(text, "{x} {y}").expect("write to a String");
    }
    Worst {
        slug: "havannah",
        what: "S = 3000, 1 000 000 random moves",
        text,
    }
}

/// A thousand crowded random positions (80 stones, no five), each searched to win in 3.
fn gomoku() -> Worst {
    let mut rng = Rng(0x60);
    let mut text = String::new();
    let mut cases = 0;
    while cases < 1000 {
        let mut cells: Vec<u32> = (0..225).collect();
        rng.shuffle(&mut cells);
        let mut case = String::from("80\n");
        for (k, &c) in cells[..80].iter().enumerate() {
            writeln!(case, "{} {} {}", c / 15, c % 15, k % 2).expect("write to a String");
        }
        let mut scanner = Scanner::new(case.as_bytes());
        scanner.int("n", 0usize..=225).expect("a count");
        if read_position(&mut scanner, 80).is_ok() {
            text.push_str(&case);
            cases += 1;
        }
    }
    text.push_str("0\n");
    Worst {
        slug: "gomoku",
        what: "1000 positions of 80 stones",
        text,
    }
}

/// A thousand cases, each with a new set of 100 removals and a heap of 10 000: every case
/// builds its table to the top.
fn s_nim() -> Worst {
    let mut text = String::new();
    for case in 0..1000u64 {
        text.push_str("100 ");
        // A set no earlier case had: its table is built to the top.
        let set: Vec<u64> = std::iter::once(1 + case)
            .chain((2..=100).map(|s| s * 97 + case % 90))
            .collect();
        let set: Vec<String> = set.iter().map(u64::to_string).collect();
        text.push_str(&set.join(" "));
        text.push_str("\n1\n1 10000\n");
    }
    text.push_str("0\n");
    Worst {
        slug: "s-nim",
        what: "1000 cases, each a new S of 100, heap 10 000",
        text,
    }
}

/// A hundred thousand cases of one small heap each: once a table to 10 001 per case.
fn s_nim_small_cases() -> Worst {
    Worst {
        slug: "s-nim",
        what: "100 000 cases `1 1 1 1 1`",
        text: format!("{}0\n", "1 1 1 1 1\n".repeat(100_000)),
    }
}

/// Bars 1, 2 and 3 (every split counts) and a million strips of the longest length.
fn stripes() -> Worst {
    stripes_with_bars("1 2 3", "bars 1 2 3, 1 000 000 strips up to 10 000", 5)
}

/// Bars whose values stay varied, so the table is built by the dense method with three split
/// digits (the slowest table of those the fuzzer and a search of bar triples found).
fn stripes_dense() -> Worst {
    stripes_with_bars(
        "3 2 1403",
        "bars 3 2 1403, 1 000 000 strips up to 10 000",
        6,
    )
}

/// A million strips, the first of the longest length, the rest at random.
fn stripes_with_bars(bars: &str, what: &'static str, seed: u64) -> Worst {
    let mut text = format!("{bars}\n1000000\n");
    let mut rng = Rng(seed);
    numbers(&mut text, 1_000_000, |i| {
        if i == 0 {
            10_000
        } else {
            rng.range(1, 10_000)
        }
    });
    Worst {
        slug: "stripes",
        what,
        text,
    }
}

fn georgia_and_bob() -> Worst {
    let mut rng = Rng(7);
    let mut seen = std::collections::HashSet::new();
    let mut text = String::from("1\n1000000\n");
    numbers(&mut text, 1_000_000, |_| loop {
        let p = rng.range(1, 1_000_000_000);
        if seen.insert(p) {
            return p;
        }
    });
    Worst {
        slug: "georgia-and-bob",
        what: "1 000 000 men at random positions",
        text,
    }
}

fn nim_or_not_nim() -> Worst {
    let mut rng = Rng(11);
    let mut text = String::from("1\n1000000\n");
    numbers(&mut text, 1_000_000, |_| {
        rng.range(1, 1_000_000_000_000_000_000)
    });
    Worst {
        slug: "nim-or-not-nim",
        what: "1 000 000 heaps up to 10^18",
        text,
    }
}

fn triangulation() -> Worst {
    let mut rng = Rng(13);
    let mut text = String::from("1\n1000000\n");
    numbers(&mut text, 1_000_000, |_| {
        rng.range(1, 1_000_000_000_000_000_000)
    });
    Worst {
        slug: "triangulation",
        what: "1 000 000 boards up to 10^18 points",
        text,
    }
}

/// Every strip from 2001 to 20 000, longest last: the table must grow without being rebuilt
/// per strip.
fn crosses_rising() -> Worst {
    let mut text = String::new();
    for n in 2001..=20_000 {
        writeln!(text, "{n}").expect("write to a String");
    }
    Worst {
        slug: "crosses-and-crosses",
        what: "strips 2001, 2002, …, 20 000",
        text,
    }
}

fn crosses_longest() -> Worst {
    Worst {
        slug: "crosses-and-crosses",
        what: "200 000 strips of 20 000",
        text: "20000\n".repeat(200_000),
    }
}

fn cutting_game() -> Worst {
    let mut rng = Rng(17);
    let mut text = String::new();
    for _ in 0..1_000_000 {
        writeln!(text, "{} {}", rng.range(2, 200), rng.range(2, 200)).expect("write to a String");
    }
    Worst {
        slug: "cutting-game",
        what: "1 000 000 sheets up to 200 × 200",
        text,
    }
}

fn queens() -> Worst {
    let mut rng = Rng(19);
    let mut text = String::from("1\n1000000\n");
    numbers(&mut text, 2_000_000, |_| rng.range(0, 99));
    Worst {
        slug: "queens",
        what: "1 000 000 queens",
        text,
    }
}

fn john() -> Worst {
    let mut rng = Rng(23);
    let mut text = String::from("1\n1000000\n");
    numbers(&mut text, 1_000_000, |_| rng.range(1, u64::from(u32::MAX)));
    Worst {
        slug: "john",
        what: "1 000 000 heaps up to 2^32 − 1",
        text,
    }
}

fn gg_and_mm() -> Worst {
    let mut rng = Rng(29);
    let mut text = String::from("1000000\n");
    numbers(&mut text, 2_000_000, |_| rng.range(1, 1000));
    Worst {
        slug: "gg-and-mm",
        what: "1 000 000 games up to 1000",
        text,
    }
}

/// A million knights on the largest board, first player winning (one knight on a cell of
/// odd suspense), so every knight's move is written.
fn knights() -> Worst {
    let mut rng = Rng(31);
    let n: u64 = 1_000_000_000;
    let mut text = format!("1000000 {n}\n1000 1001\n");
    for _ in 1..1_000_000 {
        writeln!(text, "{} {}", rng.range(1, 999), rng.range(1, 999)).expect("write to a String");
    }
    Worst {
        slug: "knights",
        what: "1 000 000 knights, N = 10^9, every move written",
        text,
    }
}
