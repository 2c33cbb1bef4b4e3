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
pub mod havannah;
mod input;
mod john;
mod knights;
mod nim_or_not_nim;
mod queens;
mod s_nim;
mod samples;
mod stripes;
mod triangulation;

pub use input::{Integer, JudgeError, Pos, Scanner};
pub use samples::sample;

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
        slug: "s-nim",
        title: "S-Nim — subtraction games (POJ 2960 / HDU 1536)",
        solve: s_nim::solve,
    },
    Problem {
        slug: "stripes",
        title: "Stripes — bars on a strip (BZOJ 2940, POI 2000)",
        solve: stripes::solve,
    },
    Problem {
        slug: "georgia-and-bob",
        title: "Georgia and Bob — staircase Nim (POJ 1704)",
        solve: georgia_and_bob::solve,
    },
    Problem {
        slug: "nim-or-not-nim",
        title: "Nim or not Nim? — Lasker's Nim (HDU 3032)",
        solve: nim_or_not_nim::solve,
    },
    Problem {
        slug: "triangulation",
        title: "Triangulation — Dawson's Kayles on points (HDU 4664)",
        solve: triangulation::solve,
    },
    Problem {
        slug: "crosses-and-crosses",
        title: "Crosses and Crosses — Treblecross (POJ 3537)",
        solve: crosses_and_crosses::solve,
    },
    Problem {
        slug: "cutting-game",
        title: "Cutting Game — grid paper (POJ 2311)",
        solve: cutting_game::solve,
    },
    Problem {
        slug: "queens",
        title: "Queens — first onto the corner (BZOJ 1457)",
        solve: queens::solve,
    },
    Problem {
        slug: "john",
        title: "John — misère Nim (POJ 3480 / HDU 1907)",
        solve: john::solve,
    },
    Problem {
        slug: "gg-and-mm",
        title: "GG and MM — Euclid's game, every component (HDU 3595)",
        solve: gg_and_mm::solve,
    },
    Problem {
        slug: "knights",
        title: "Knights — every knight moves (BZOJ 1393, CEOI 2008)",
        solve: knights::solve,
    },
];

/// The problem with this slug.
pub fn find(slug: &str) -> Result<&'static Problem, JudgeError> {
    PROBLEMS
        .iter()
        .find(|p| p.slug == slug)
        .ok_or_else(|| JudgeError::UnknownProblem(slug.to_string()))
}
