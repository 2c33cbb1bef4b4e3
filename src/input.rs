//! The streaming scanner every contest reader uses: whitespace-separated tokens, each with the
//! line and column it starts at, and [`InputError`], which says where an input breaks its format.
//!
//! Tokens are separated by any ASCII whitespace: space, tab, line feed, carriage return, form
//! feed and vertical tab. A UTF-8 byte-order mark at the very start (as some editors save
//! files) is skipped. Every token remembers its 1-based line and column so that a bad input can
//! be reported exactly where it breaks the format. Input is read in fixed-size chunks, so memory
//! stays constant however large the file is. A bad token is quoted in the error as at most
//! [`QUOTE_LIMIT`] bytes in backquotes, with an ellipsis when it was longer; a number that is
//! merely out of range is shown bare.

use std::fmt;
use std::io::{self, Read};
use std::ops::RangeInclusive;

/// A place in the input: 1-based line and column (columns count bytes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1, counting bytes.
    pub column: u32,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Why an input could not be read.
#[derive(Debug)]
pub enum InputError {
    /// The input breaks its format at `pos`: the format wanted `expected` there and the input
    /// held `found` instead.
    Format {
        /// Where the offending token starts.
        pos: Pos,
        /// What the format wanted there, e.g. `board side S (2..=3000)`.
        expected: String,
        /// What the input held instead, quoted.
        found: String,
    },
    /// Reading the input (or writing answers while reading it) failed.
    Io(io::Error),
}

impl InputError {
    /// A format error at `pos`: what the format wanted there and what the input held instead.
    pub fn at(pos: Pos, expected: impl Into<String>, found: impl Into<String>) -> Self {
        InputError::Format {
            pos,
            expected: expected.into(),
            found: found.into(),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Format {
                pos,
                expected,
                found,
            } => write!(f, "{pos}: expected {expected}, found {found}"),
            InputError::Io(err) => write!(f, "i/o error: {}", io_words(err)),
        }
    }
}

impl std::error::Error for InputError {}

/// An i/o error's words.
#[cfg(not(target_arch = "wasm32"))]
fn io_words(err: &io::Error) -> String {
    err.to_string()
}

/// In the browser nothing goes through `std::io` but pasted text and answers kept in memory,
/// so no i/o error happens there: its words (std's table of error kinds and their `Display`,
/// 1 KB in every light module) are left out.
#[cfg(target_arch = "wasm32")]
fn io_words(err: &io::Error) -> String {
    let _ = err;
    "failed".to_string()
}

/// An i/o error has no `Clone` of its own: the copy keeps its kind and words.
impl Clone for InputError {
    fn clone(&self) -> Self {
        match self {
            InputError::Format {
                pos,
                expected,
                found,
            } => InputError::Format {
                pos: *pos,
                expected: expected.clone(),
                found: found.clone(),
            },
            InputError::Io(err) => InputError::Io(io::Error::new(err.kind(), io_words(err))),
        }
    }
}

/// Format errors are equal field by field; i/o errors when their kind and words are.
impl PartialEq for InputError {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (
                InputError::Format {
                    pos,
                    expected,
                    found,
                },
                InputError::Format {
                    pos: p,
                    expected: e,
                    found: f,
                },
            ) => pos == p && expected == e && found == f,
            (InputError::Io(a), InputError::Io(b)) => {
                a.kind() == b.kind() && io_words(a) == io_words(b)
            }
            _ => false,
        }
    }
}

impl From<io::Error> for InputError {
    fn from(err: io::Error) -> Self {
        InputError::Io(err)
    }
}

/// Unsigned integer types a judge reads. Values are parsed as `u64` and then narrowed.
pub trait Integer: Copy + fmt::Display {
    /// The value, widened.
    fn to_u64(self) -> u64;
    /// The value if it fits this type.
    fn from_u64(value: u64) -> Option<Self>;
}

macro_rules! integer {
    ($($t:ty),*) => {$(
        impl Integer for $t {
            fn to_u64(self) -> u64 {
                self as u64
            }
            fn from_u64(value: u64) -> Option<Self> {
                <$t>::try_from(value).ok()
            }
        }
    )*};
}
integer!(u8, u16, u32, u64, usize);

const CHUNK: usize = 1 << 16;
/// Longest piece of a bad token quoted back in an error message.
pub const QUOTE_LIMIT: usize = 24;
/// The UTF-8 byte-order mark.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Text as error messages quote it: in backquotes, cut to its first [`QUOTE_LIMIT`] characters
/// with an ellipsis when longer, so a pasted page of text never floods a message.
///
/// ```
/// use arbiter::input::quoted;
///
/// assert_eq!(quoted("x7"), "`x7`");
/// assert_eq!(quoted(&"9".repeat(30)), format!("`{}…`", "9".repeat(24)));
/// ```
pub fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTE_LIMIT) {
        // `get`, not slicing: slicing's panic message brings `char`'s `Debug` into the wasm.
        Some((cut, _)) => format!("`{}…`", text.get(..cut).unwrap_or(text)),
        None => format!("`{text}`"),
    }
}

/// Items reserved at most for a count the input declares, before any item has arrived.
pub const RESERVE_LIMIT: usize = 1024;

/// The capacity to reserve for `declared` items an input announces: the count itself only when
/// it is small. A collection of more grows as its items are read, so a short input that
/// declares a huge count costs no memory.
///
/// ```
/// use arbiter::input::{reserve_for, RESERVE_LIMIT};
///
/// assert_eq!(reserve_for(5), 5);
/// assert_eq!(reserve_for(10_000_000), RESERVE_LIMIT);
/// ```
pub fn reserve_for(declared: usize) -> usize {
    declared.min(RESERVE_LIMIT)
}

/// Whitespace between tokens: every ASCII whitespace byte, vertical tab included (which
/// [`u8::is_ascii_whitespace`] leaves out).
#[inline]
pub fn is_space(byte: u8) -> bool {
    byte.is_ascii_whitespace() || byte == 0x0B
}

/// A bad token as an error message shows it: its first [`QUOTE_LIMIT`] bytes (bytes that are
/// not printable ASCII as `?`) in backquotes, and an ellipsis when the token was longer.
#[derive(Default)]
struct Quote {
    text: String,
    truncated: bool,
}

impl Quote {
    fn push(&mut self, byte: u8) {
        if self.text.len() < QUOTE_LIMIT {
            self.text.push(if byte.is_ascii_graphic() {
                byte as char
            } else {
                '?'
            });
        } else {
            self.truncated = true;
        }
    }

    fn finish(self) -> String {
        let ellipsis = if self.truncated { "…" } else { "" };
        format!("`{}{ellipsis}`", self.text)
    }
}

/// Reads whitespace-separated tokens from any byte source, tracking line and column.
///
/// ```
/// use arbiter::input::{Pos, Scanner};
///
/// let mut input = Scanner::new("2\n 10 x".as_bytes());
/// assert_eq!(input.int("count", 1u32..=5).unwrap(), 2);
/// assert_eq!(input.int_at("size", 0u32..=99).unwrap(), (10, Pos { line: 2, column: 2 }));
/// let err = input.int("size", 0u32..=99).unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 5: expected size (0..=99), found `x`");
/// assert!(input.at_end().unwrap());
/// ```
pub struct Scanner<'a> {
    source: Source<'a>,
    buf: Box<[u8]>,
    start: usize,
    end: usize,
    exhausted: bool,
    line: u32,
    column: u32,
    /// Whether the start of the input was checked for a byte-order mark.
    past_bom: bool,
}

/// Where a scanner's bytes come from. Bytes in memory are copied without `Read`: a build that
/// scans only text (the light modules) keeps no `Read` implementation and none of the `std::io`
/// code behind one.
enum Source<'a> {
    Bytes(&'a [u8]),
    Reader(Box<dyn Read + 'a>),
}

impl<'a> Scanner<'a> {
    /// A scanner over `source`, read in chunks as tokens are asked for.
    pub fn new(source: impl Read + 'a) -> Self {
        Scanner::over(Source::Reader(Box::new(source)))
    }

    /// A scanner over bytes in memory: the same tokens and errors as [`Scanner::new`] over them.
    ///
    /// ```
    /// use arbiter::input::Scanner;
    ///
    /// let mut input = Scanner::from_bytes(b"7 x");
    /// assert_eq!(input.int("count", 1u32..=9).unwrap(), 7);
    /// assert!(input.int("count", 1u32..=9).is_err());
    /// ```
    pub fn from_bytes(bytes: &'a [u8]) -> Self {
        Scanner::over(Source::Bytes(bytes))
    }

    fn over(source: Source<'a>) -> Self {
        Scanner {
            source,
            buf: vec![0; CHUNK].into_boxed_slice(),
            start: 0,
            end: 0,
            exhausted: false,
            line: 1,
            column: 1,
            past_bom: false,
        }
    }

    /// The next byte without consuming it, refilling the buffer when it runs dry.
    #[inline]
    fn peek(&mut self) -> io::Result<Option<u8>> {
        if self.start == self.end {
            if self.exhausted {
                return Ok(None);
            }
            self.refill()?;
            if self.start == self.end {
                return Ok(None);
            }
        }
        Ok(Some(self.buf[self.start]))
    }

    #[cold]
    fn refill(&mut self) -> io::Result<()> {
        self.start = 0;
        self.end = 0;
        if !self.past_bom {
            self.skip_bom()?;
        }
        // A read may bring nothing but the mark: read on until a byte or the end comes.
        while self.start == self.end && !self.exhausted {
            self.start = 0;
            self.end = 0;
            self.read_more()?;
        }
        Ok(())
    }

    /// Appends one read's bytes to the buffer (none at the end of input).
    fn read_more(&mut self) -> io::Result<()> {
        let reader = match &mut self.source {
            Source::Reader(reader) => reader,
            Source::Bytes(rest) => {
                let space = &mut self.buf[self.end..];
                let n = rest.len().min(space.len());
                let (read, left) = rest.split_at(n);
                space[..n].copy_from_slice(read);
                *rest = left;
                self.end += n;
                self.exhausted = n == 0;
                return Ok(());
            }
        };
        loop {
            match reader.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.exhausted = true;
                    return Ok(());
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(());
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => return Err(err),
            }
        }
    }

    /// The first fill: reads until the buffer holds a whole byte-order mark or something else,
    /// and drops the mark. It takes no column: the first token still starts at column 1.
    fn skip_bom(&mut self) -> io::Result<()> {
        self.past_bom = true;
        while self.end < BOM.len() && !self.exhausted && self.buf[..self.end] == BOM[..self.end] {
            self.read_more()?;
        }
        if self.buf[..self.end].starts_with(BOM) {
            self.start = BOM.len();
        }
        Ok(())
    }

    #[inline]
    fn bump(&mut self, byte: u8) {
        self.start += 1;
        if byte == b'\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
    }

    fn skip_whitespace(&mut self) -> io::Result<()> {
        loop {
            if self.peek()?.is_none() {
                return Ok(());
            }
            // Scan the buffered bytes directly; only a buffer boundary costs a call.
            let bytes = &self.buf[self.start..self.end];
            let mut i = 0;
            while i < bytes.len() && is_space(bytes[i]) {
                if bytes[i] == b'\n' {
                    self.line += 1;
                    self.column = 1;
                } else {
                    self.column += 1;
                }
                i += 1;
            }
            self.start += i;
            if self.start < self.end {
                return Ok(());
            }
        }
    }

    /// The common case, read straight from the buffer: whitespace, then a token of at most 19
    /// digits that ends inside the buffer and lies in `lo..=hi`. Anything else is left
    /// untouched for the careful path.
    #[inline]
    fn quick_int(&mut self, lo: u64, hi: u64) -> Option<(u64, Pos)> {
        let bytes = &self.buf[self.start..self.end];
        let (mut line, mut column) = (self.line, self.column);
        let mut i = 0;
        while i < bytes.len() && is_space(bytes[i]) {
            if bytes[i] == b'\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
            i += 1;
        }
        let first = i;
        let mut value: u64 = 0;
        while i < bytes.len() && i - first < 19 {
            let digit = bytes[i].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value * 10 + u64::from(digit);
            i += 1;
        }
        if i == first || i >= bytes.len() || !is_space(bytes[i]) {
            return None;
        }
        if value < lo || value > hi {
            return None;
        }
        self.start += i;
        self.line = line;
        self.column = column + (i - first) as u32;
        Some((value, Pos { line, column }))
    }

    /// Where the next token starts (after skipping whitespace), or the end of input.
    pub fn position(&mut self) -> Result<Pos, InputError> {
        self.skip_whitespace()?;
        Ok(Pos {
            line: self.line,
            column: self.column,
        })
    }

    /// True when only whitespace is left.
    pub fn at_end(&mut self) -> Result<bool, InputError> {
        self.skip_whitespace()?;
        Ok(self.peek()?.is_none())
    }

    /// Reads the rest of a token whose first bytes (in `quote`) did not parse, for quoting in
    /// an error.
    fn quote_rest(&mut self, mut quote: Quote) -> io::Result<String> {
        while let Some(byte) = self.peek()? {
            if is_space(byte) {
                break;
            }
            self.bump(byte);
            quote.push(byte);
        }
        Ok(quote.finish())
    }

    /// Reads a non-negative decimal integer within `range`; `what` names it in errors.
    pub fn int<T: Integer>(
        &mut self,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError> {
        self.int_at(what, range).map(|(value, _)| value)
    }

    /// Like [`Scanner::int`], also returning where the number starts.
    pub fn int_at<T: Integer>(
        &mut self,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<(T, Pos), InputError> {
        let (lo, hi) = (range.start().to_u64(), range.end().to_u64());
        let (value, pos) = match self.quick_int(lo, hi) {
            Some(found) => found,
            None => self.int_at_careful(what, lo, hi)?,
        };
        // Within `lo..=hi`, both of type `T`, so it fits: the fallback is never taken.
        Ok((T::from_u64(value).unwrap_or(*range.end()), pos))
    }

    /// [`Scanner::int_at`] byte by byte, across buffer refills, with exact error reports. One
    /// copy for every integer type (the types are unsigned: their bounds read the same as
    /// `u64`s), not one each.
    #[cold]
    fn int_at_careful(&mut self, what: &str, lo: u64, hi: u64) -> Result<(u64, Pos), InputError> {
        let pos = self.position()?;
        let expected = || format!("{what} ({lo}..={hi})");
        let mut value: u64 = 0;
        let mut digits = Quote::default();
        let mut overflow = false;
        let mut count = 0usize;
        while let Some(byte) = self.peek()? {
            if is_space(byte) {
                break;
            }
            self.bump(byte);
            digits.push(byte);
            if !byte.is_ascii_digit() {
                let found = self.quote_rest(digits)?;
                return Err(InputError::at(pos, expected(), found));
            }
            count += 1;
            match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(byte - b'0')))
            {
                Some(v) => value = v,
                None => overflow = true,
            }
        }
        if count == 0 {
            return Err(InputError::at(pos, expected(), "end of input"));
        }
        // A number that merely misses the range is shown bare; one too long to show whole is
        // quoted like any other long token.
        if overflow || value < lo || value > hi {
            let shown = if digits.truncated {
                digits.finish()
            } else {
                digits.text
            };
            return Err(InputError::at(pos, expected(), shown));
        }
        Ok((value, pos))
    }

    /// Fails unless only whitespace is left.
    pub fn expect_end(&mut self, what_ended: &str) -> Result<(), InputError> {
        let pos = self.position()?;
        if self.peek()?.is_none() {
            return Ok(());
        }
        let found = self.quote_rest(Quote::default())?;
        Err(InputError::at(
            pos,
            format!("end of input after {what_ended}"),
            found,
        ))
    }
}

/// Bytes handed out at most `step` at a time, as a pipe delivers them: what a reader makes of
/// an input must not depend on where its reads happen to stop.
pub struct Trickle<'a> {
    /// What is left to hand out.
    pub bytes: &'a [u8],
    /// The most one read hands out (at least 1).
    pub step: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.step.min(buf.len()).min(self.bytes.len());
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

/// Text that does not read as a coordinate pair; it carries the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairError {
    /// The text that was refused.
    pub text: String,
}

impl fmt::Display for PairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a coordinate pair like (3, 4)",
            quoted(&self.text)
        )
    }
}

impl std::error::Error for PairError {}

/// Reads a coordinate pair as people and move lists write it: `(3, 4)`, `(3,4)`, `3, 4` or
/// `3 4`. The games' cells and points read themselves with it.
///
/// ```
/// use arbiter::input::coordinate_pair;
///
/// assert_eq!(coordinate_pair::<u32>("(3, 4)"), Ok((3, 4)));
/// assert_eq!(coordinate_pair::<i32>(" 3 -4 "), Ok((3, -4)));
/// assert!(coordinate_pair::<u32>("(3, 4, 5)").is_err());
/// ```
pub fn coordinate_pair<T: std::str::FromStr>(text: &str) -> Result<(T, T), PairError> {
    let refuse = || PairError {
        text: text.to_string(),
    };
    let trimmed = text.trim();
    let inner = match trimmed.strip_prefix('(') {
        Some(rest) => rest.strip_suffix(')').ok_or_else(refuse)?,
        None => trimmed,
    };
    let mut parts = inner
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty());
    let mut next = || parts.next().and_then(|p| p.parse().ok()).ok_or_else(refuse);
    let pair = (next()?, next()?);
    match parts.next() {
        None => Ok(pair),
        Some(_) => Err(refuse()),
    }
}

/// `FromStr` for a type of two coordinates built by its `new(x, y)`, reading them with
/// [`coordinate_pair`]: the cells and points of the board games read themselves so.
macro_rules! from_coordinate_pair {
    ($type:ident) => {
        impl std::str::FromStr for $type {
            type Err = $crate::input::PairError;

            /// Reads `(3, 4)` (as the move list writes it), `3,4` or `3 4`.
            fn from_str(text: &str) -> Result<Self, $crate::input::PairError> {
                let (x, y) = $crate::input::coordinate_pair(text)?;
                Ok($type::new(x, y))
            }
        }
    };
}
pub(crate) use from_coordinate_pair;

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(text: &str) -> Scanner<'_> {
        Scanner::new(text.as_bytes())
    }

    /// Bytes in memory read as any reader's: the same numbers at the same places and the same
    /// errors, after a byte-order mark, across a chunk's end and at the end of input.
    #[test]
    fn bytes_in_memory_read_as_a_reader_does() {
        let long = format!("\u{feff}{}\n12345 x", "7 ".repeat(CHUNK / 2 - 3));
        for text in ["", "\u{feff}", "\u{feff}3", " 5\n 99", long.as_str()] {
            let (mut bytes, mut reader) = (Scanner::from_bytes(text.as_bytes()), scan(text));
            loop {
                let (a, b) = (bytes.at_end(), reader.at_end());
                assert_eq!(a, b, "{text:.20}");
                if a.unwrap() {
                    break;
                }
                let (a, b) = (bytes.int_at("n", 0u32..=99), reader.int_at("n", 0u32..=99));
                assert_eq!(a, b, "{text:.20}");
                if a.is_err() {
                    break;
                }
            }
        }
    }

    #[test]
    fn reads_numbers_across_any_whitespace() {
        let mut s = scan(" 12\t7\r\n\n  40000 ");
        assert_eq!(s.int("a", 0u32..=100).unwrap(), 12);
        assert_eq!(s.int("b", 0u8..=9).unwrap(), 7);
        let (v, pos) = s.int_at("c", 0u64..=u64::MAX).unwrap();
        assert_eq!((v, pos), (40000, Pos { line: 3, column: 3 }));
        assert!(s.at_end().unwrap());
    }

    #[test]
    fn reports_line_column_and_token() {
        let mut s = scan("3\n 4x5 6");
        s.int("count", 0u32..=9).unwrap();
        let err = s.int("heap size", 1u32..=4747).unwrap_err().to_string();
        assert_eq!(
            err,
            "line 2, column 2: expected heap size (1..=4747), found `4x5`"
        );
        assert_eq!(s.int("next", 0u32..=9).unwrap(), 6);
    }

    #[test]
    fn reports_range_overflow_and_end() {
        let mut s = scan("0 99999999999999999999999");
        let err = s.int("size", 1u32..=10).unwrap_err().to_string();
        assert_eq!(err, "line 1, column 1: expected size (1..=10), found 0");
        let err = s.int("size", 1u64..=u64::MAX).unwrap_err().to_string();
        assert!(err.starts_with("line 1, column 3: expected size"), "{err}");
        let err = s.int("size", 1u32..=10).unwrap_err().to_string();
        assert_eq!(
            err,
            "line 1, column 26: expected size (1..=10), found end of input"
        );
    }

    #[test]
    fn refills_across_chunk_boundaries() {
        let text = "123456789 ".repeat(20_000);
        let mut s = scan(&text);
        for _ in 0..20_000 {
            assert_eq!(s.int("n", 0u32..=u32::MAX).unwrap(), 123_456_789);
        }
        assert!(s.at_end().unwrap());
    }

    #[test]
    fn expect_end_rejects_trailing_tokens() {
        let mut s = scan("1\n\n  junk");
        s.int("n", 0u32..=9).unwrap();
        let err = s.expect_end("the last case").unwrap_err().to_string();
        assert_eq!(
            err,
            "line 3, column 3: expected end of input after the last case, found `junk`"
        );
    }

    #[test]
    fn skips_a_leading_byte_order_mark_even_one_byte_at_a_time() {
        for step in [1, 2, 3, 1 << 16] {
            let bytes = b"\xEF\xBB\xBF4\r\n 7";
            let mut s = Scanner::new(Trickle { bytes, step });
            assert_eq!(
                s.int_at("a", 0u32..=9).unwrap(),
                (4, Pos { line: 1, column: 1 })
            );
            assert_eq!(
                s.int_at("b", 0u32..=9).unwrap(),
                (7, Pos { line: 2, column: 2 })
            );
            assert!(s.at_end().unwrap(), "step {step}");
        }
        // Only a mark: an empty input. Half a mark is a bad token.
        assert!(Scanner::new(&b"\xEF\xBB\xBF"[..]).at_end().unwrap());
        let err = Scanner::new(&b"\xEF\xBB5"[..])
            .int("n", 0u32..=9)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1, column 1: expected n (0..=9), found `??5`"
        );
        // A mark after the start is not whitespace.
        let mut s = scan("1 \u{FEFF}2");
        s.int("n", 0u32..=9).unwrap();
        let err = s.int("n", 0u32..=9).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1, column 3: expected n (0..=9), found `???2`"
        );
    }

    #[test]
    fn every_ascii_whitespace_separates_tokens() {
        let mut s = scan("1\x0B2\x0C3\t4\r\n5 \r6");
        for want in 1..=6 {
            assert_eq!(s.int("n", 0u32..=9).unwrap(), want);
        }
        assert!(s.at_end().unwrap());
    }

    #[test]
    fn long_tokens_are_quoted_as_a_prefix_with_an_ellipsis() {
        let long_number = "1".repeat(10_000);
        let err = scan(&long_number)
            .int("n", 0u64..=9)
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            format!(
                "line 1, column 1: expected n (0..=9), found `{}…`",
                &long_number[..24]
            )
        );
        let long_word = format!("{}x", "2".repeat(40));
        let err = scan(&long_word).int("n", 0u64..=9).unwrap_err().to_string();
        assert!(
            err.ends_with(&format!("found `{}…`", "2".repeat(24))),
            "{err}"
        );
        // Exactly the limit: whole, no ellipsis; a number that fits is shown bare.
        let word = "y".repeat(QUOTE_LIMIT);
        let err = scan(&word).int("n", 0u64..=9).unwrap_err().to_string();
        assert!(err.ends_with(&format!("found `{word}`")), "{err}");
        let digits = "9".repeat(QUOTE_LIMIT);
        let err = scan(&digits).int("n", 0u64..=9).unwrap_err().to_string();
        assert!(err.ends_with(&format!("found {digits}")), "{err}");
        let mut s = scan("1 ");
        s.int("n", 0u8..=9).unwrap();
        assert!(s.expect_end("n").is_ok());
        let err = scan(&"z".repeat(100))
            .expect_end("n")
            .unwrap_err()
            .to_string();
        assert!(
            err.ends_with(&format!("found `{}…`", "z".repeat(24))),
            "{err}"
        );
    }
}
