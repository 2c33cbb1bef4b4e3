//! The contest judges: each reads a problem's judge input and writes the judge's exact answers.
//!
//! The contract for every problem is `shared/specs/judges.md`. A judge writes a case's answer
//! only once the whole case has been read, so a broken case never leaves half an answer behind.

mod connect;
mod gomoku;
mod havannah;
mod input;
mod john;

pub use input::{Integer, JudgeError, Pos, Scanner};

use std::io::{Read, Write};

/// Reads a whole judge input and writes every answer.
pub type Solve = fn(&mut Scanner<'_>, &mut dyn Write) -> Result<(), JudgeError>;

/// One contest problem the judge command understands.
pub struct Problem {
    /// The name used on the command line and in the page, e.g. `john`.
    pub slug: &'static str,
    /// A one-line description for listings.
    pub title: &'static str,
    solve: Solve,
}

impl Problem {
    /// Judges `input`, writing answers to `out` as each case completes.
    pub fn run(&self, input: impl Read, out: &mut dyn Write) -> Result<(), JudgeError> {
        let mut scanner = Scanner::new(input);
        (self.solve)(&mut scanner, out)
    }

    /// Judges a whole input held in memory. On an error, the answers of the complete cases
    /// before it come back along with the error.
    pub fn run_str(&self, input: &str) -> Result<String, (String, JudgeError)> {
        let mut out = Vec::new();
        let result = self.run(input.as_bytes(), &mut out);
        let text = String::from_utf8(out).expect("judges write UTF-8");
        match result {
            Ok(()) => Ok(text),
            Err(err) => Err((text, err)),
        }
    }
}

/// Every problem, in the order the playground lists them.
pub static PROBLEMS: &[Problem] = &[
    Problem {
        slug: "connect",
        title: "Connect — a TwixT-like game (ICPC Pacific Northwest, SPOJ CONNECT2)",
        solve: connect::solve,
    },
    Problem {
        slug: "havannah",
        title: "Havannah — bridge, fork or ring (Code Jam 2012 round 3 B)",
        solve: havannah::solve,
    },
    Problem {
        slug: "gomoku",
        title: "Gomoku — win in 1, lose in 2, win in 3 (HDU 3683)",
        solve: gomoku::solve,
    },
    Problem {
        slug: "john",
        title: "John — misère Nim (POJ 3480 / HDU 1907)",
        solve: john::solve,
    },
];

/// The problem with this slug.
pub fn find(slug: &str) -> Result<&'static Problem, JudgeError> {
    PROBLEMS
        .iter()
        .find(|p| p.slug == slug)
        .ok_or_else(|| JudgeError::UnknownProblem(slug.to_string()))
}
