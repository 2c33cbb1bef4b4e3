//! `arbiter grundy`: a game's Grundy values, their period with its certificate, the largest
//! value and the rare ones, from the same [`ValueSequence`] the page's explorer runs.

use arbiter::impartial::{Ruleset, Summary, ValueSequence, BUILT_INS, NO_VALUE};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

/// Values computed between progress reports on standard error.
const SLICE: usize = 1 << 20;

pub fn run(args: &[&str]) -> ExitCode {
    match parse(args) {
        Ok(Command::List) => {
            for b in BUILT_INS {
                let code = b.code.map(|c| format!(" ({c})")).unwrap_or_default();
                println!("{:<16} {}{code}: {}", b.name, b.title, b.rules);
            }
            ExitCode::SUCCESS
        }
        Ok(Command::Values { ruleset, to, csv }) => match values(ruleset, to, csv) {
            Ok(()) => ExitCode::SUCCESS,
            Err(err) => {
                eprintln!("arbiter: {err}");
                ExitCode::FAILURE
            }
        },
        Err(why) => {
            eprintln!("arbiter grundy: {why}");
            ExitCode::from(2)
        }
    }
}

enum Command {
    List,
    Values {
        ruleset: Ruleset,
        to: usize,
        csv: bool,
    },
}

fn parse(args: &[&str]) -> Result<Command, String> {
    let mut ruleset = None;
    let mut to = 1000;
    let mut csv = false;
    let mut rest = args.iter();
    while let Some(&arg) = rest.next() {
        match arg {
            "--list" => return Ok(Command::List),
            "--csv" => csv = true,
            "--to" => {
                let n = rest.next().ok_or("--to wants a number of heaps")?;
                to = n
                    .replace('_', "")
                    .parse()
                    .map_err(|_| format!("--to wants a number of heaps, not `{n}`"))?;
            }
            text if ruleset.is_none() => {
                ruleset = Some(Ruleset::parse(text).map_err(|e| e.to_string())?);
            }
            other => return Err(format!("unexpected `{other}`")),
        }
    }
    let ruleset = ruleset.ok_or("give a ruleset (an octal code, {1,2,5} or a name; --list)")?;
    Ok(Command::Values { ruleset, to, csv })
}

fn values(ruleset: Ruleset, to: usize, csv: bool) -> io::Result<()> {
    let start = Instant::now();
    let mut seq = ValueSequence::new(ruleset, to);
    while !seq.done() {
        seq.step(SLICE);
        if !seq.done() {
            eprint!("\r{} of {} values…", seq.len(), seq.target());
        }
    }
    let took = start.elapsed();
    if seq.len() >= SLICE {
        eprintln!();
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let summary = seq.summary();
    if csv {
        write_csv(&mut out, &seq)?;
        out.flush()?;
        let mut err = io::stderr().lock();
        write_summary(&mut err, &summary)?;
        return writeln!(err, "time: {:.3} s", took.as_secs_f64());
    }
    writeln!(out, "# {}", summary.ruleset)?;
    write_rows(&mut out, &seq)?;
    write_summary(&mut out, &summary)?;
    writeln!(out, "time: {:.3} s", took.as_secs_f64())?;
    out.flush()
}

/// `n,value` lines, or `x,y,value` for a table (positions only).
fn write_csv(out: &mut impl Write, seq: &ValueSequence) -> io::Result<()> {
    match seq.side() {
        None => {
            writeln!(out, "n,value")?;
            for (n, v) in seq.values().iter().enumerate() {
                writeln!(out, "{n},{v}")?;
            }
        }
        Some(side) => {
            writeln!(out, "x,y,value")?;
            for (i, &v) in seq.values().iter().enumerate() {
                if v != NO_VALUE {
                    writeln!(out, "{},{},{v}", i / side, i % side)?;
                }
            }
        }
    }
    Ok(())
}

/// Values ten to a line, each line headed by its first heap (a table: one line per row).
fn write_rows(out: &mut impl Write, seq: &ValueSequence) -> io::Result<()> {
    let (width, shown) = match seq.side() {
        Some(side) => (side, seq.len()),
        None => (10, seq.len().min(10_000)),
    };
    for (row, chunk) in seq.values()[..shown].chunks(width).enumerate() {
        let cells: Vec<String> = chunk
            .iter()
            .map(|&v| {
                if v == NO_VALUE {
                    ".".to_string()
                } else {
                    v.to_string()
                }
            })
            .collect();
        writeln!(out, "{:>8}: {}", row * width, cells.join(" "))?;
    }
    if shown < seq.len() {
        writeln!(
            out,
            "… {} more values (--csv writes them all)",
            seq.len() - shown
        )?;
    }
    Ok(())
}

fn write_summary(out: &mut impl Write, s: &Summary) -> io::Result<()> {
    writeln!(out, "values: {} ({})", s.len, s.method)?;
    match (&s.period, s.no_period) {
        (Some(p), _) => {
            let kind = if p.saltus == 0 {
                format!("period {} from heap {}", p.period, p.preperiod)
            } else {
                format!(
                    "period {} with saltus {} from heap {}",
                    p.period, p.saltus, p.preperiod
                )
            };
            let verdict = if p.certified {
                format!("certified: {} values needed, {} computed", p.needed, p.have)
            } else {
                format!(
                    "not yet certified: {} values needed, {} computed",
                    p.needed, p.have
                )
            };
            writeln!(out, "period: {kind}; {verdict} [{}]", p.theorem)?;
        }
        (None, Some(why)) => writeln!(out, "period: not looked for ({why})")?,
        (None, None) => writeln!(out, "period: none apparent in {} values", s.len)?,
    }
    if let Some(from) = s.from_period {
        writeln!(
            out,
            "values from heap {from} on read off the certified period"
        )?;
    }
    if let Some((v, at)) = s.largest {
        match s.side {
            Some(side) => writeln!(out, "largest value: {v} at ({}, {})", at / side, at % side)?,
            None => writeln!(out, "largest value: {v} at heap {at}")?,
        }
    }
    writeln!(out, "value counts: {}", listed(&s.counts))?;
    match &s.sparse {
        Some(sp) => {
            writeln!(
                out,
                "sparse space: mask {:#x}{}, {} rare heaps (last at {}); rare values: {}",
                sp.mask,
                if sp.alternating.is_some() {
                    ", parity alternating with n"
                } else {
                    ""
                },
                sp.rare_heaps,
                sp.last_rare_heap
                    .map_or("none".to_string(), |n| n.to_string()),
                listed(&sp.rare_values)
            )?;
        }
        None => writeln!(out, "sparse space: none (rare values are not few)")?,
    }
    writeln!(out, "memory: {} bytes per value", s.bytes_per_value)
}

/// `value×count` pairs, the first 48 of them.
fn listed(counts: &[(u32, usize)]) -> String {
    const SHOWN: usize = 48;
    let mut text: Vec<String> = counts
        .iter()
        .take(SHOWN)
        .map(|(v, k)| format!("{v}×{k}"))
        .collect();
    if counts.len() > SHOWN {
        text.push(format!("… ({} distinct values)", counts.len()));
    }
    text.join(" ")
}
