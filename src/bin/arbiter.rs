//! `arbiter`: the contest judges on the command line.
//!
//! - `arbiter list` prints every problem slug with its title.
//! - `arbiter judge <problem> [FILE]` reads FILE (or standard input) and prints the answers.
//!   Bad input prints where it broke on standard error and exits with status 2.

#[path = "arbiter/grundy.rs"]
mod grundy;

use arbiter::input::InputError;
use arbiter::judges;
use std::fs::File;
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  arbiter list                      list the judge problems
  arbiter judge <problem> [FILE]    judge FILE (or standard input)
  arbiter sample <problem>          print the problem's sample input from the spec
  arbiter bench [NAME]              print speed figures (build with --release)
  arbiter grundy --list             list the games known by name
  arbiter grundy <RULESET> [--to N] [--csv]
                                    Grundy values of heaps 0..N (default 1000) of an octal code
                                    (0.07), a subtraction set ({1,2,5}) or a named game, with
                                    the period and its certificate; --csv writes n,value lines";

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
        ["bench"] => bench(None),
        ["bench", name] => bench(Some(name)),
        ["grundy", rest @ ..] => grundy::run(rest),
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
