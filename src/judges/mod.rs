//! The contest judges: each reads a problem's judge input and writes the judge's exact answers.
//!
//! The contract for every problem is `shared/specs/judges.md`. A judge writes a case's answer
//! only once the whole case has been read, so a broken case never leaves half an answer behind.

mod connect;
mod crosses_and_crosses;
mod cutting_game;
mod georgia_and_bob;
mod gg_and_mm;
mod gomoku;
mod havannah;
mod john;
mod knights;
mod nim_or_not_nim;
mod queens;
mod s_nim;
pub mod stress;
mod stripes;
mod triangulation;
mod verdict;

pub use verdict::{compare, Rejection, Verdict};

use crate::input::{InputError, Scanner};
use std::fmt;
use std::io::{self, Read, Write};

/// Reads a whole judge input and writes every answer.
pub type Solve = fn(&mut Scanner<'_>, &mut dyn Write) -> Result<(), InputError>;

/// Checks an output for a judge input by play, for problems that accept several answers.
pub type Check = fn(&mut Scanner<'_>, &[u8]) -> Result<Verdict, InputError>;

/// One contest problem the judge command understands.
pub struct Problem {
    /// The name used on the command line and in the page, e.g. `john`.
    pub slug: &'static str,
    /// A one-line description for listings.
    pub title: &'static str,
    /// The spec's sample input (`tests/samples/<slug>.in`).
    pub sample_input: &'static str,
    /// The judge's answers to the sample (`tests/samples/<slug>.out`); for a problem that
    /// accepts several answers, one accepted answer.
    pub sample_output: &'static str,
    solve: Solve,
    /// The checker of a problem with several right answers; the others compare bytes.
    special: Option<Check>,
}

impl Problem {
    /// Judges `input`, writing answers to `out` as each case completes.
    pub fn run(&self, input: impl Read, out: &mut dyn Write) -> Result<(), InputError> {
        let mut scanner = Scanner::new(input);
        (self.solve)(&mut scanner, out)
    }

    /// Judges a whole input held in memory. On an error, the answers of the complete cases
    /// before it come back along with the error.
    pub fn run_str(&self, input: &str) -> Result<String, (String, InputError)> {
        let mut out = Vec::new();
        let result = self.run(input.as_bytes(), &mut out);
        let text = String::from_utf8(out).expect("judges write UTF-8");
        match result {
            Ok(()) => Ok(text),
            Err(err) => Err((text, err)),
        }
    }

    /// Checks `output` against the judge input `input`, as a contest's special judge would:
    /// byte for byte against the judge's answers where each case has one right answer, by
    /// play where several are right. A broken input is an error, not a verdict.
    pub fn check(&self, input: impl Read, output: &[u8]) -> Result<Verdict, InputError> {
        let mut scanner = Scanner::new(input);
        match self.special {
            Some(check) => check(&mut scanner, output),
            None => {
                let mut expected = Vec::new();
                (self.solve)(&mut scanner, &mut expected)?;
                Ok(compare(&expected, output))
            }
        }
    }

    /// Whether this problem reads `input`: all of it, or, when `complete` is false (the start
    /// of a longer input), all of it up to where it is cut off.
    pub fn reads(&self, input: &[u8], complete: bool) -> bool {
        match self.run(input, &mut io::sink()) {
            Ok(()) => true,
            Err(InputError::Format { found, .. }) => !complete && found == "end of input",
            Err(InputError::Io(_)) => false,
        }
    }
}

/// The problems whose judges read `input` (see [`Problem::reads`]), in listing order: a guess at
/// which problem an input belongs to. Empty or blank input fits no problem.
pub fn guess(input: &[u8], complete: bool) -> Vec<&'static Problem> {
    if input.trim_ascii().is_empty() {
        return Vec::new();
    }
    PROBLEMS
        .iter()
        .filter(|p| p.reads(input, complete))
        .collect()
}

/// Every problem, in the order the playground lists them.
pub static PROBLEMS: &[Problem] = &[
    Problem {
        slug: "connect",
        title: "Connect — a TwixT-like game (ICPC Pacific Northwest, SPOJ CONNECT2)",
        sample_input: include_str!("../../tests/samples/connect.in"),
        sample_output: include_str!("../../tests/samples/connect.out"),
        solve: connect::solve,
        special: None,
    },
    Problem {
        slug: "havannah",
        title: "Havannah — bridge, fork or ring (Code Jam 2012 round 3 B)",
        sample_input: include_str!("../../tests/samples/havannah.in"),
        sample_output: include_str!("../../tests/samples/havannah.out"),
        solve: havannah::solve,
        special: None,
    },
    Problem {
        slug: "gomoku",
        title: "Gomoku — win in 1, lose in 2, win in 3 (HDU 3683)",
        sample_input: include_str!("../../tests/samples/gomoku.in"),
        sample_output: include_str!("../../tests/samples/gomoku.out"),
        solve: gomoku::solve,
        special: None,
    },
    Problem {
        slug: "s-nim",
        title: "S-Nim — subtraction games (POJ 2960 / HDU 1536)",
        sample_input: include_str!("../../tests/samples/s-nim.in"),
        sample_output: include_str!("../../tests/samples/s-nim.out"),
        solve: s_nim::solve,
        special: None,
    },
    Problem {
        slug: "stripes",
        title: "Stripes — bars on a strip (BZOJ 2940, POI 2000)",
        sample_input: include_str!("../../tests/samples/stripes.in"),
        sample_output: include_str!("../../tests/samples/stripes.out"),
        solve: stripes::solve,
        special: None,
    },
    Problem {
        slug: "georgia-and-bob",
        title: "Georgia and Bob — staircase Nim (POJ 1704)",
        sample_input: include_str!("../../tests/samples/georgia-and-bob.in"),
        sample_output: include_str!("../../tests/samples/georgia-and-bob.out"),
        solve: georgia_and_bob::solve,
        special: None,
    },
    Problem {
        slug: "nim-or-not-nim",
        title: "Nim or not Nim? — Lasker's Nim (HDU 3032)",
        sample_input: include_str!("../../tests/samples/nim-or-not-nim.in"),
        sample_output: include_str!("../../tests/samples/nim-or-not-nim.out"),
        solve: nim_or_not_nim::solve,
        special: None,
    },
    Problem {
        slug: "triangulation",
        title: "Triangulation — Dawson's Kayles on points (HDU 4664)",
        sample_input: include_str!("../../tests/samples/triangulation.in"),
        sample_output: include_str!("../../tests/samples/triangulation.out"),
        solve: triangulation::solve,
        special: None,
    },
    Problem {
        slug: "crosses-and-crosses",
        title: "Crosses and Crosses — Treblecross (POJ 3537)",
        sample_input: include_str!("../../tests/samples/crosses-and-crosses.in"),
        sample_output: include_str!("../../tests/samples/crosses-and-crosses.out"),
        solve: crosses_and_crosses::solve,
        special: None,
    },
    Problem {
        slug: "cutting-game",
        title: "Cutting Game — grid paper (POJ 2311)",
        sample_input: include_str!("../../tests/samples/cutting-game.in"),
        sample_output: include_str!("../../tests/samples/cutting-game.out"),
        solve: cutting_game::solve,
        special: None,
    },
    Problem {
        slug: "queens",
        title: "Queens — first onto the corner (BZOJ 1457)",
        sample_input: include_str!("../../tests/samples/queens.in"),
        sample_output: include_str!("../../tests/samples/queens.out"),
        solve: queens::solve,
        special: None,
    },
    Problem {
        slug: "john",
        title: "John — misère Nim (POJ 3480 / HDU 1907)",
        sample_input: include_str!("../../tests/samples/john.in"),
        sample_output: include_str!("../../tests/samples/john.out"),
        solve: john::solve,
        special: None,
    },
    Problem {
        slug: "gg-and-mm",
        title: "GG and MM — Euclid's game, every component (HDU 3595)",
        sample_input: include_str!("../../tests/samples/gg-and-mm.in"),
        sample_output: include_str!("../../tests/samples/gg-and-mm.out"),
        solve: gg_and_mm::solve,
        special: None,
    },
    Problem {
        slug: "knights",
        title: "Knights — every knight moves (BZOJ 1393, CEOI 2008)",
        sample_input: include_str!("../../tests/samples/knights.in"),
        sample_output: include_str!("../../tests/samples/knights.out"),
        solve: knights::solve,
        special: Some(knights::check),
    },
];

/// No problem has this slug.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownProblem {
    /// The slug that was asked for.
    pub slug: String,
}

impl fmt::Display for UnknownProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = PROBLEMS.iter().map(|p| p.slug).collect();
        write!(
            f,
            "unknown problem `{}`; known: {}",
            self.slug,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownProblem {}

/// The problem with this slug.
pub fn find(slug: &str) -> Result<&'static Problem, UnknownProblem> {
    PROBLEMS
        .iter()
        .find(|p| p.slug == slug)
        .ok_or_else(|| UnknownProblem {
            slug: slug.to_string(),
        })
}
