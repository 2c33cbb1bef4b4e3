//! `arbiter`: the contest judges on the command line.
//!
//! - `arbiter list` prints every problem slug with its title.
//! - `arbiter judge <problem> [FILE]` reads FILE (or standard input) and prints the answers.
//!   Bad input prints where it broke on standard error and exits with status 2.
//! - `arbiter gomocup [--ms N] [--nodes N]` plays Gomoku over the Gomocup (Piskvork) protocol
//!   on standard input and output.

use arbiter::input::InputError;
use arbiter::judges;
use std::fs::File;
use std::io::{self, BufRead, BufWriter, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  arbiter list                      list the judge problems
  arbiter judge <problem> [FILE]    judge FILE (or standard input)
  arbiter sample <problem>          print the problem's sample input from the spec
  arbiter bench [NAME]              print speed figures (build with --release)
  arbiter gomocup [--ms N] [--nodes N]
                                    play Gomoku over the Gomocup (Piskvork) protocol";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["list"] => {
            for problem in judges::PROBLEMS {
                println!("{:<20} {}", problem.slug, problem.title);
            }
            ExitCode::SUCCESS
        }
        ["judge", slug] => judge(slug, None),
        ["judge", slug, path] => judge(slug, Some(path)),
        ["sample", slug] => match judges::find(slug) {
            Ok(problem) => {
                print!("{}", problem.sample_input);
                ExitCode::SUCCESS
            }
            Err(err) => {
                eprintln!("arbiter: {err}");
                ExitCode::from(2)
            }
        },
        ["gomocup", flags @ ..] => gomocup(flags),
        ["bench"] => bench(None),
        ["bench", name] => bench(Some(name)),
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn judge(slug: &str, path: Option<&str>) -> ExitCode {
    let problem = match judges::find(slug) {
        Ok(problem) => problem,
        Err(err) => {
            eprintln!("arbiter: {err}");
            return ExitCode::from(2);
        }
    };
    let result = (|| {
        let input: Box<dyn Read> = match path {
            Some(path) => Box::new(File::open(path).map_err(|err| {
                InputError::Io(io::Error::new(err.kind(), format!("{path}: {err}")))
            })?),
            None => Box::new(io::stdin().lock()),
        };
        let mut out = BufWriter::new(io::stdout().lock());
        let result = problem.run(input, &mut out);
        // Answers to the complete cases stand even when a later case is broken.
        out.flush()?;
        result
    })();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("arbiter: {err}");
            ExitCode::from(2)
        }
    }
}

fn bench(filter: Option<&str>) -> ExitCode {
    let mut out = io::stdout().lock();
    match arbiter::bench::run(filter, &mut out) {
        Ok(0) => {
            eprintln!("arbiter: no bench matches `{}`", filter.unwrap_or(""));
            ExitCode::from(2)
        }
        Ok(_) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("arbiter: {err}");
            ExitCode::FAILURE
        }
    }
}

/// The Gomocup session on standard input and output. `--ms N` fixes the time per move and
/// `--nodes N` the nodes per move (equal-effort matches); by default the manager's `INFO`
/// says, and a move takes at most 5 seconds.
fn gomocup(flags: &[&str]) -> ExitCode {
    use arbiter::engine::gomoku::gomocup::{Reply, Session};
    use arbiter::engine::{Budget, Clock};
    /// Time since a command arrived.
    struct Since(std::time::Instant);
    impl Clock for Since {
        fn elapsed_ms(&self) -> f64 {
            self.0.elapsed().as_secs_f64() * 1000.0
        }
    }
    let mut fixed = Budget::default();
    let mut rest = flags.iter();
    while let Some(&flag) = rest.next() {
        let value = rest.next().and_then(|v| v.parse::<u64>().ok());
        match (flag, value) {
            ("--ms", Some(ms)) => fixed.millis = Some(ms),
            ("--nodes", Some(nodes)) => fixed.playouts = Some(nodes),
            _ => {
                eprintln!("arbiter: gomocup takes --ms N and --nodes N, not `{flag}`\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let fixed = (fixed != Budget::default()).then_some(fixed);
    let mut session = Session::new(5_000, fixed);
    let mut out = io::stdout().lock();
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else {
            break;
        };
        match session.handle(&line, &Since(std::time::Instant::now())) {
            Reply::End => break,
            Reply::Lines(lines) => {
                for reply in lines {
                    if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
                        return ExitCode::FAILURE;
                    }
                }
            }
        }
    }
    ExitCode::SUCCESS
}
