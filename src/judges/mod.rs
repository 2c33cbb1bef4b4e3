//! The contest judges: each reads a problem's judge input and writes the judge's exact answers.
//!
//! The contract for every problem is `shared/specs/judges.md`. A judge writes a case's answer
//! only once the whole case has been read, so a broken case never leaves half an answer behind.

#[cfg(feature = "judges")]
mod connect;
#[cfg(any(feature = "judges", feature = "crosses-and-crosses"))]
mod crosses_and_crosses;
#[cfg(any(feature = "judges", feature = "cutting-game"))]
mod cutting_game;
#[cfg(any(feature = "judges", feature = "georgia-and-bob"))]
mod georgia_and_bob;
#[cfg(any(feature = "judges", feature = "gg-and-mm"))]
mod gg_and_mm;
#[cfg(feature = "judges")]
mod gomoku;
#[cfg(feature = "judges")]
mod havannah;
#[cfg(any(feature = "judges", feature = "john"))]
mod john;
#[cfg(any(feature = "judges", feature = "knights"))]
mod knights;
#[cfg(any(feature = "judges", feature = "nim-or-not-nim"))]
mod nim_or_not_nim;
#[cfg(any(feature = "judges", feature = "queens"))]
mod queens;
// Quoted by S-Nim's board.
#[cfg(any(feature = "judges", feature = "s-nim"))]
mod s_nim;
pub mod stress;
#[cfg(any(feature = "judges", feature = "stripes"))]
mod stripes;
#[cfg(any(feature = "judges", feature = "triangulation"))]
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
        let result = (self.solve)(&mut Scanner::from_bytes(input.as_bytes()), &mut out);
        // No `expect` on the `Result`: its error's `Debug` would stay in the light modules.
        let Ok(text) = String::from_utf8(out) else {
            panic!("judges write UTF-8")
        };
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

/// One entry of [`PROBLEMS`]: the slug, the judge's module (its `solve`; `+ check` adds its
/// `check`, for a problem with several right answers) and the title. The sample files are
/// named by the slug, `tests/samples/<slug>.in` and `.out`.
#[allow(unused_macros)] // a build with no judge at all
macro_rules! problem {
    ($slug:literal, $judge:ident $(+ $check:ident)?, $title:literal) => {
        Problem {
            slug: $slug,
            title: $title,
            sample_input: include_str!(concat!("../../tests/samples/", $slug, ".in")),
            sample_output: include_str!(concat!("../../tests/samples/", $slug, ".out")),
            solve: $judge::solve,
            special: problem!(@special $judge $($check)?),
        }
    };
    (@special $judge:ident) => { None };
    // A checker is a judge of its own: a build without `judges` leaves it out.
    (@special $judge:ident $check:ident) => {{
        #[cfg(feature = "judges")]
        let special = Some($judge::$check as Check);
        #[cfg(not(feature = "judges"))]
        let special = None;
        special
    }};
}

/// [`PROBLEMS`] and [`LISTING`] from one list, each entry behind the features that need its
/// judge: a build without `judges` keeps those its boards' reports quote (an impartial group's
/// light module those of its own games: `find` keeps every judge listed in the module).
macro_rules! problems {
    ($($(#[$when:meta])* $slug:literal, $judge:ident $(+ $check:ident)?, $title:literal;)*) => {
        /// Every problem, in the order the playground lists them: adding a judge adds one line
        /// to the list below.
        pub static PROBLEMS: &[Problem] = &[
            $($(#[$when])* problem! { $slug, $judge $(+ $check)?, $title },)*
        ];

        /// Every problem's name and sample, in [`PROBLEMS`]'s order, in every build: the page
        /// lists the problems before it loads a judge.
        pub static LISTING: &[Listing] = &[
            $(Listing {
                slug: $slug,
                title: $title,
                sample_input: include_str!(concat!("../../tests/samples/", $slug, ".in")),
            },)*
        ];
    };
}

/// A problem as the page lists it, without its judge.
pub struct Listing {
    /// As [`Problem::slug`].
    pub slug: &'static str,
    /// As [`Problem::title`].
    pub title: &'static str,
    /// As [`Problem::sample_input`].
    pub sample_input: &'static str,
}

problems! {
    #[cfg(feature = "judges")]
    "connect", connect, "Connect — a TwixT-like game (ICPC Pacific Northwest, SPOJ CONNECT2)";
    #[cfg(feature = "judges")]
    "havannah", havannah, "Havannah — bridge, fork or ring (Code Jam 2012 round 3 B)";
    #[cfg(feature = "judges")]
    "gomoku", gomoku, "Gomoku — win in 1, lose in 2, win in 3 (HDU 3683)";
    #[cfg(any(feature = "judges", feature = "s-nim"))]
    "s-nim", s_nim, "S-Nim — subtraction games (POJ 2960 / HDU 1536)";
    #[cfg(any(feature = "judges", feature = "stripes"))]
    "stripes", stripes, "Stripes — bars on a strip (BZOJ 2940, POI 2000)";
    #[cfg(any(feature = "judges", feature = "georgia-and-bob"))]
    "georgia-and-bob", georgia_and_bob, "Georgia and Bob — staircase Nim (POJ 1704)";
    #[cfg(any(feature = "judges", feature = "nim-or-not-nim"))]
    "nim-or-not-nim", nim_or_not_nim, "Nim or not Nim? — Lasker's Nim (HDU 3032)";
    #[cfg(any(feature = "judges", feature = "triangulation"))]
    "triangulation", triangulation, "Triangulation — Dawson's Kayles on points (HDU 4664)";
    #[cfg(any(feature = "judges", feature = "crosses-and-crosses"))]
    "crosses-and-crosses", crosses_and_crosses, "Crosses and Crosses — Treblecross (POJ 3537)";
    #[cfg(any(feature = "judges", feature = "cutting-game"))]
    "cutting-game", cutting_game, "Cutting Game — grid paper (POJ 2311)";
    #[cfg(any(feature = "judges", feature = "queens"))]
    "queens", queens, "Queens — first onto the corner (BZOJ 1457)";
    #[cfg(any(feature = "judges", feature = "john"))]
    "john", john, "John — misère Nim (POJ 3480 / HDU 1907)";
    #[cfg(any(feature = "judges", feature = "gg-and-mm"))]
    "gg-and-mm", gg_and_mm, "GG and MM — Euclid's game, every component (HDU 3595)";
    #[cfg(any(feature = "judges", feature = "knights"))]
    "knights", knights + check, "Knights — every knight moves (BZOJ 1393, CEOI 2008)";
}

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

#[cfg(test)]
mod tests {
    use super::find;

    /// Broken inputs, each refused at the line and column where it breaks, after the answers
    /// of the complete cases before it: (problem, input, those answers where checked, error).
    /// Every sample's answers are checked against its files in `tests/judges/samples.rs`.
    const BROKEN: &[(&str, &str, Option<&str>, &str)] = &[
        (
            "crosses-and-crosses",
            "3\n 2001x\n",
            Some("1\n"),
            "line 2, column 2: expected strip length n (1..=20000), found `2001x`",
        ),
        (
            "crosses-and-crosses",
            "  \n",
            None,
            "line 2, column 1: expected strip length n (1..=20000), found end of input",
        ),
        (
            "cutting-game",
            "4 2\n1 5\n",
            Some("WIN\n"),
            "line 2, column 1: expected width W (2..=200), found 1",
        ),
        (
            "cutting-game",
            "4 2\n5",
            Some("WIN\n"),
            "line 2, column 2: expected height H (2..=200), found end of input",
        ),
        // A repeated man is reported where it repeats.
        (
            "georgia-and-bob",
            "2\n1\n4\n3\n2 7\n  2\n",
            Some("Georgia will win\n"),
            "line 6, column 3: expected a position no other man stands on, found 2",
        ),
        (
            "gg-and-mm",
            "1\n1 1\n2\n4 7\n1\n",
            Some("MM\n"),
            "line 6, column 1: expected pile q (1..=1000), found end of input",
        ),
        (
            "john",
            "2\n1\n4\n2\n3 x\n",
            Some("John\n"),
            "line 5, column 3: expected heap size A (1..=4294967295), found `x`",
        ),
        (
            "knights",
            "2 5\n4 4\n6 3\n",
            Some(""),
            "line 3, column 1: expected x (1..=5), found 6",
        ),
        (
            "nim-or-not-nim",
            "2\n1\n5\n2\n0 4\n",
            Some("Alice\n"),
            "line 5, column 1: expected heap size s (1..=1000000000000000000), found 0",
        ),
        (
            "queens",
            "2\n1\n0 0\n1\n3 100\n",
            Some("T_T\n"),
            "line 5, column 3: expected y (0..=99), found 100",
        ),
        (
            "s-nim",
            "1 1\n1\n1 3\n1 2\n1\n1 x\n0",
            Some("W\n"),
            "line 6, column 3: expected heap size (0..=10000), found `x`",
        ),
        (
            "s-nim",
            "1 1\n1\n1 3\n",
            None,
            "line 4, column 1: expected size of S, k (or 0 to stop) (0..=100), found end of input",
        ),
        (
            "s-nim",
            "1 0\n",
            None,
            "line 1, column 3: expected element of S (1..=10000), found 0",
        ),
        (
            "stripes",
            "1 5 1\n3\n1\n0\n6\n",
            Some(""),
            "line 4, column 1: expected strip length p (1..=10000), found 0",
        ),
        (
            "triangulation",
            "2\n1\n3\n2\n4 -1\n",
            Some("Carol\n"),
            "line 5, column 3: expected number of points n (1..=1000000000000000000), found `-1`",
        ),
    ];

    #[test]
    fn broken_inputs_are_refused_where_they_break() {
        for &(slug, input, answered, error) in BROKEN {
            let (partial, err) = find(slug).unwrap().run_str(input).unwrap_err();
            if let Some(answered) = answered {
                assert_eq!(partial, answered, "{slug}: {input:?}");
            }
            assert_eq!(err.to_string(), error, "{slug}: {input:?}");
        }
    }
}
