//! A special judge's verdict on an output for a judge input: accepted, or the first wrong line
//! and why.
//!
//! Most problems have one right answer per case, so an output is right when it is byte for byte
//! the judge's own ([`compare`]). Problems that accept several answers check them by play.

use std::fmt;

/// What a checker says of an output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The output is right. `identical` tells whether it is byte for byte the judge's own.
    Accepted {
        /// True when the output is exactly what `arbiter judge` prints.
        identical: bool,
    },
    /// The output is wrong; the first wrong line and why.
    Rejected(Rejection),
}

impl Verdict {
    /// True for an accepted output.
    pub fn is_accepted(&self) -> bool {
        matches!(self, Verdict::Accepted { .. })
    }
}

/// The first wrong line of an output and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// The 1-based line of the output that is wrong.
    pub line: usize,
    /// Why, as a sentence that quotes the line.
    pub reason: String,
}

impl Rejection {
    /// A rejection of `line` for `reason`.
    pub fn new(line: usize, reason: impl Into<String>) -> Self {
        Rejection {
            line,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Accepted { identical: true } => write!(f, "accepted: identical"),
            Verdict::Accepted { identical: false } => {
                write!(f, "accepted (differs from Arbiter's answer, but is right)")
            }
            Verdict::Rejected(rejection) => write!(f, "wrong answer: {rejection}"),
        }
    }
}

/// Longest piece of a line quoted in a reason.
const QUOTE_LIMIT: usize = 60;

/// A line (without its line break) quoted for a message, shortened when long.
pub fn quote(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(line);
    let mut shown: String = text.chars().take(QUOTE_LIMIT).collect();
    if text.chars().count() > QUOTE_LIMIT {
        shown.push('…');
    }
    format!("`{}`", shown.escape_debug())
}

/// Compares an output with the judge's byte for byte; the first differing line says how.
pub fn compare(expected: &[u8], found: &[u8]) -> Verdict {
    let mut wanted = expected.split_inclusive(|&b| b == b'\n');
    let mut given = found.split_inclusive(|&b| b == b'\n');
    let mut line = 0;
    loop {
        line += 1;
        match (wanted.next(), given.next()) {
            (None, None) => return Verdict::Accepted { identical: true },
            (Some(e), None) => {
                return Verdict::Rejected(Rejection::new(
                    line,
                    format!("the output ends here; expected {}", quote(strip(e))),
                ))
            }
            (None, Some(f)) => {
                return Verdict::Rejected(Rejection::new(
                    line,
                    format!(
                        "extra line {}: the answers end after line {}",
                        quote(strip(f)),
                        line - 1
                    ),
                ))
            }
            (Some(e), Some(f)) if e == f => {}
            (Some(e), Some(f)) => {
                return Verdict::Rejected(Rejection::new(line, differ(e, f)));
            }
        }
    }
}

/// A line without its line break.
fn strip(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\n").unwrap_or(line)
}

/// Why two different lines (each with its line break, if any) differ.
fn differ(expected: &[u8], found: &[u8]) -> String {
    let (e, f) = (strip(expected), strip(found));
    if e == f {
        return if expected.ends_with(b"\n") {
            format!("{} lacks its final line break", quote(f))
        } else {
            format!("{} has a line break the answers do not end with", quote(f))
        };
    }
    if f.strip_suffix(b"\r") == Some(e) {
        return format!(
            "{} ends with a carriage return (\\r); lines end with \\n only",
            quote(e)
        );
    }
    if f.trim_ascii() == e.trim_ascii() {
        return format!("expected {}, found {} (spaces differ)", quote(e), quote(f));
    }
    format!("expected {}, found {}", quote(e), quote(f))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(expected: &str, found: &str) -> String {
        match compare(expected.as_bytes(), found.as_bytes()) {
            Verdict::Rejected(r) => r.to_string(),
            v => panic!("accepted: {v}"),
        }
    }

    #[test]
    fn identical_outputs_are_accepted() {
        assert_eq!(
            compare(b"WIN\nLOSE\n", b"WIN\nLOSE\n"),
            Verdict::Accepted { identical: true }
        );
        assert_eq!(compare(b"", b""), Verdict::Accepted { identical: true });
    }

    #[test]
    fn the_first_differing_line_is_named() {
        assert_eq!(
            reason("WIN\nLOSE\nWIN\n", "WIN\nWIN\nLOSE\n"),
            "line 2: expected `LOSE`, found `WIN`"
        );
        assert_eq!(
            reason("WIN\nLOSE\n", "WIN\n"),
            "line 2: the output ends here; expected `LOSE`"
        );
        assert_eq!(
            reason("WIN\n", "WIN\nWIN\n"),
            "line 2: extra line `WIN`: the answers end after line 1"
        );
        assert_eq!(
            reason("WIN\nLOSE\n", "WIN\nLOSE"),
            "line 2: `LOSE` lacks its final line break"
        );
        assert_eq!(
            reason("WIN\n", "WIN\r\n"),
            "line 1: `WIN` ends with a carriage return (\\r); lines end with \\n only"
        );
        assert_eq!(
            reason("1 2\n", "1 2 \n"),
            "line 1: expected `1 2`, found `1 2 ` (spaces differ)"
        );
    }

    #[test]
    fn long_lines_are_shortened_in_quotes() {
        let long = "9".repeat(200);
        let r = reason("1\n", &format!("{long}\n"));
        assert!(r.ends_with("9…`"), "{r}");
        assert!(r.len() < 120, "{r}");
    }
}
