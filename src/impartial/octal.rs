//! Octal games: heap games coded by digits `d0.d1d2d3…`.
//!
//! Digit `dj` says what removing j tokens from a heap may leave: bit 1 no heap, bit 2 one heap,
//! bit 4 two heaps. `d0` may only be 0 or 4 (4: split a heap in two without removing anything).
//! Examples: `0.07` Dawson's Kayles, `0.007` Treblecross, `0.137` Dawson's chess, `4.07`.
//!
//! Values are computed fast in one of two ways, both exact:
//! - Sparse space: with a mask m, sort values by the parity of `popcount(v & m)`, compared
//!   with an expected parity (fixed, or alternating with n). Two "common" parts never give the
//!   expected class, so every option of that class comes from a split with a rare part: O(rare)
//!   per heap. The other class's values below the least missing one are confirmed by scanning
//!   splits with an early exit. Used when rare heaps are few (e.g. `4.07`, `0.51`).
//! - Otherwise (`0.007`, `0.07`): values as `u16`, splits read forwards from a reversed copy,
//!   and with one split digit the mex is found by marking a prefix of the splits and then only
//!   searching the rest for the candidate, chunk-wise without stores.
//!
use super::heap::HeapRule;
use super::nimber::ValueSet;
use super::periodicity::{self, Periodicity};
use crate::input::quoted;
use std::fmt;

/// An octal game, e.g. `OctalGame::parse("0.07")`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalGame {
    /// `digits[j]` is the digit for removing j tokens; the last one is non-zero.
    digits: Vec<u8>,
}

/// Why a code is not an octal game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OctalError {
    /// Not of the form `d.ddd` with octal digits.
    Syntax(String),
    /// `d0` must be 0 or 4: removing nothing must split the heap.
    BadFirstDigit(u8),
    /// No digit allows any move.
    NoMoves,
}

impl fmt::Display for OctalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OctalError::Syntax(code) => {
                write!(f, "{} is not an octal code like 0.07", quoted(code))
            }
            OctalError::BadFirstDigit(d) => {
                write!(f, "the digit before the point must be 0 or 4, not {d}")
            }
            OctalError::NoMoves => write!(f, "the code allows no move"),
        }
    }
}

impl std::error::Error for OctalError {}

impl OctalGame {
    /// Parses a code such as `0.07`, `.137` or `4.07`.
    pub fn parse(code: &str) -> Result<Self, OctalError> {
        let syntax = || OctalError::Syntax(code.to_string());
        let (head, tail) = code.trim().split_once('.').ok_or_else(syntax)?;
        let first = match head {
            "" | "0" => 0,
            "4" => 4,
            d if d.len() == 1 && d.as_bytes()[0].is_ascii_digit() => {
                return Err(OctalError::BadFirstDigit(d.as_bytes()[0] - b'0'))
            }
            _ => return Err(syntax()),
        };
        let mut digits = vec![first];
        for byte in tail.bytes() {
            if !(b'0'..=b'7').contains(&byte) {
                return Err(syntax());
            }
            digits.push(byte - b'0');
        }
        Self::from_digits(digits)
    }

    /// The game whose digit for removing j tokens is `digits[j]`.
    pub fn from_digits(mut digits: Vec<u8>) -> Result<Self, OctalError> {
        if digits.is_empty() {
            return Err(OctalError::NoMoves);
        }
        if digits[0] != 0 && digits[0] != 4 {
            return Err(OctalError::BadFirstDigit(digits[0]));
        }
        if let Some(&d) = digits.iter().find(|&&d| d > 7) {
            return Err(OctalError::Syntax(format!("digit {d}")));
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(OctalError::NoMoves);
        }
        Ok(OctalGame { digits })
    }

    /// The game where a move removes exactly one of `lengths` tokens and leaves 0, 1 or 2
    /// heaps (a bar laid on a strip): digit 7 at each length.
    pub fn place_bars(lengths: &[usize]) -> Result<Self, OctalError> {
        let top = lengths.iter().copied().max().unwrap_or(0);
        let mut digits = vec![0; top + 1];
        for &l in lengths.iter().filter(|&&l| l > 0) {
            digits[l] = 7;
        }
        Self::from_digits(digits)
    }

    /// The code's digits, the one before the point first.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The most tokens one move removes (the `t` of the periodicity theorem).
    pub fn max_removed(&self) -> usize {
        self.digits.len() - 1
    }

    /// `G(0..len)` by the plain O(n²) recurrence; the baseline the fast path is checked against.
    pub fn grundy_values_plain(&self, len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        let mut seen = ValueSet::new();
        for n in 0..len {
            seen.clear();
            self.single_options(n, &g, &mut seen);
            for (j, _) in self.split_digits() {
                if n >= j + 2 {
                    let m = n - j;
                    for a in 1..=m / 2 {
                        seen.insert(g[a] ^ g[m - a]);
                    }
                }
            }
            g.push(seen.mex());
        }
        g
    }

    /// `G(0..len)`, by the sparse-space method or the dense one (see the module notes).
    pub fn grundy_values(&self, len: usize) -> Vec<u32> {
        let probe = len.min(1024);
        let mut g = self.grundy_values_plain(probe);
        if len <= probe {
            return g;
        }
        let splits: Vec<usize> = self.split_digits().map(|(j, _)| j).collect();
        let classes = Classes::best_for(&g, &splits);
        let mut rare: Vec<usize> = (1..probe).filter(|&a| classes.is_rare(a, g[a])).collect();
        if rare.len() * 16 > probe {
            // No sparse space: every split must be seen, so see them as fast as possible.
            return self.grundy_values_dense(g, len);
        }
        let mut seen = ValueSet::new();
        let mut class_words: Vec<u64> = Vec::new();
        g.reserve(len - probe);
        for n in probe..len {
            seen.clear();
            self.single_options(n, &g, &mut seen);
            // Every split with a rare part: this reaches all options of the wanted class.
            for &j in splits.iter().filter(|&&j| n >= j + 2) {
                let m = n - j;
                for &a in rare.iter().take_while(|&&a| a < m) {
                    seen.insert(g[a] ^ g[m - a]);
                }
            }
            let want = classes.expected(n);
            let least = first_missing(&seen, &mut class_words, classes.mask, want);
            // Values of the other class below it that no rare split reached: seek them
            // among all splits, stopping once every one is found.
            let mut missing = (0..least)
                .filter(|&v| classes.parity(v) != want && !seen.contains(v))
                .count();
            if missing > 0 {
                'scan: for &j in splits.iter().filter(|&&j| n >= j + 2) {
                    let m = n - j;
                    for a in 1..=m / 2 {
                        let v = g[a] ^ g[m - a];
                        if v < least && seen.insert(v) && classes.parity(v) != want {
                            missing -= 1;
                            if missing == 0 {
                                break 'scan;
                            }
                        }
                    }
                }
            }
            let value = if missing == 0 { least } else { seen.mex() };
            if classes.is_rare(n, value) {
                rare.push(n);
            }
            g.push(value);
        }
        g
    }

    /// Extends `g` to `G(0..len)` when there is no sparse space. Values are kept as `u16` and
    /// options marked in a 64 KiB table, so no store is bounds-checked and only the used part
    /// is cleared per heap. With a single split digit most splits are not even marked: see
    /// [`split_mex`].
    fn grundy_values_dense(&self, mut g: Vec<u32>, len: usize) -> Vec<u32> {
        let splits: Vec<usize> = self.split_digits().map(|(j, _)| j).collect();
        let mut small: Vec<u16> = Vec::with_capacity(len);
        // `reversed[len - 1 - a] = G(a)`, so the far parts of the splits read forwards.
        let mut reversed: Vec<u16> = vec![0; len];
        for (a, &v) in g.iter().enumerate() {
            match u16::try_from(v) {
                Ok(v) => {
                    small.push(v);
                    reversed[len - 1 - a] = v;
                }
                Err(_) => return self.grundy_values_plain(len),
            }
        }
        let mut seen = vec![0u8; 1 << 16].into_boxed_slice();
        let seen: &mut [u8; 1 << 16] = (&mut *seen).try_into().expect("64 KiB");
        let mut top = small.iter().copied().max().unwrap_or(0);
        let mut singles = ValueSet::new();
        for n in g.len()..len {
            // XOR of values below 2^k stays below 2^k: only that much is ever marked.
            let used = (usize::from(top) + 1).next_power_of_two();
            seen[..used].fill(0);
            singles.clear();
            self.single_options(n, &g, &mut singles);
            let value = match splits[..] {
                [j] if n >= j + 2 => {
                    let m = n - j;
                    let half = m / 2;
                    let near = &small[1..=half];
                    let far = &reversed[len - m..len - m + half];
                    split_mex(near, far, seen, &singles)
                }
                _ => {
                    for &j in &splits {
                        if n >= j + 2 {
                            let m = n - j;
                            let half = m / 2;
                            let (near, far) = (&small[1..=half], &reversed[len - m..]);
                            for (&x, &y) in near.iter().zip(far) {
                                seen[usize::from(x ^ y)] = 1;
                            }
                        }
                    }
                    open_value(seen, &singles, 0)
                }
            };
            match u16::try_from(value) {
                Ok(v) => {
                    top = top.max(v);
                    small.push(v);
                    reversed[len - 1 - n] = v;
                    g.push(value);
                }
                Err(_) => return self.grundy_values_plain(len),
            }
        }
        g
    }

    /// The certified period of the game, looking at heaps below `limit`; None when no period
    /// can be certified there.
    pub fn periodicity(&self, limit: usize) -> Option<Periodicity> {
        let mut len = 256.min(limit);
        loop {
            let values = self.grundy_values(len);
            if let Some(p) = periodicity::find_period(&values, self.max_removed()) {
                return Some(p);
            }
            if len >= limit {
                return None;
            }
            len = (len * 2).min(limit);
        }
    }

    /// Options that leave no heap or one heap.
    #[inline]
    fn single_options(&self, n: usize, g: &[u32], seen: &mut ValueSet) {
        for (j, &d) in self.digits.iter().enumerate().take(n + 1).skip(1) {
            if d & 1 != 0 && n == j {
                seen.insert(0);
            }
            if d & 2 != 0 && n > j {
                seen.insert(g[n - j]);
            }
        }
    }

    fn split_digits(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.digits
            .iter()
            .enumerate()
            .filter(|(_, &d)| d & 4 != 0)
            .map(|(j, &d)| (j, d))
    }
}

impl HeapRule for OctalGame {
    fn options(&self, n: usize, emit: &mut dyn FnMut(usize, usize)) {
        for (j, &d) in self.digits.iter().enumerate().take(n + 1) {
            if d & 1 != 0 && n == j && j > 0 {
                emit(0, 0);
            }
            if d & 2 != 0 && n > j && j > 0 {
                emit(n - j, 0);
            }
            if d & 4 != 0 && n >= j + 2 {
                for a in 1..=(n - j) / 2 {
                    emit(a, n - j - a);
                }
            }
        }
    }
}

impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return f.write_str("0");
        }
        for d in &self.digits[1..] {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The least value from `from` on that is neither marked in `seen` nor in `singles`.
fn open_value(seen: &[u8; 1 << 16], singles: &ValueSet, from: u32) -> u32 {
    let mut v = from;
    while v < 1 << 16 && (seen[v as usize] != 0 || singles.contains(v)) {
        v += 1;
    }
    v
}

/// The mex of the split values `near[i] ^ far[i]` and `singles`, without marking most splits.
///
/// The splits of a short prefix are marked and their mex is the candidate. The rest are only
/// searched for the candidate, a word-parallel compare with no stores; if it turns up, the
/// splits up to there are marked and the search goes on with the next candidate. Everything
/// before the search point is marked, so a candidate that never turns up is the mex.
fn split_mex(near: &[u16], far: &[u16], seen: &mut [u8; 1 << 16], singles: &ValueSet) -> u32 {
    const PREFIX: usize = 2048;
    let mark = |seen: &mut [u8; 1 << 16], from: usize, to: usize| {
        for (&x, &y) in near[from..to].iter().zip(&far[from..to]) {
            seen[usize::from(x ^ y)] = 1;
        }
    };
    let mut pos = near.len().min(PREFIX);
    mark(seen, 0, pos);
    let mut candidate = open_value(seen, singles, 0);
    while let Ok(target) = u16::try_from(candidate) {
        match find_xor(&near[pos..], &far[pos..], target) {
            None => break,
            Some(k) => {
                mark(seen, pos, pos + k + 1);
                pos += k + 1;
                candidate = open_value(seen, singles, candidate + 1);
            }
        }
    }
    candidate
}

/// The first i with `near[i] ^ far[i] == target`, a chunk at a time.
fn find_xor(near: &[u16], far: &[u16], target: u16) -> Option<usize> {
    const CHUNK: usize = 64;
    let mut base = 0;
    for (a, b) in near.chunks(CHUNK).zip(far.chunks(CHUNK)) {
        let hit = a
            .iter()
            .zip(b)
            .fold(0u8, |acc, (&x, &y)| acc | u8::from(x ^ y == target));
        if hit != 0 {
            return a
                .iter()
                .zip(b)
                .position(|(&x, &y)| x ^ y == target)
                .map(|i| base + i);
        }
        base += a.len();
    }
    None
}

/// How values are sorted into classes for the sparse-space method: the parity of the masked
/// bits, compared with an expected parity that is 1 everywhere (sparse range) or alternates
/// with the heap size (sparse domain, when every split digit has the same parity).
#[derive(Clone, Copy, Debug)]
struct Classes {
    mask: u32,
    /// The parity of the split digits, when the expected parity alternates with n.
    domain: Option<usize>,
}

impl Classes {
    #[inline]
    fn parity(&self, v: u32) -> u32 {
        (v & self.mask).count_ones() & 1
    }

    /// The parity that two common parts can never give at heap n.
    #[inline]
    fn expected(&self, n: usize) -> u32 {
        match self.domain {
            None => 1,
            Some(j) => ((n + j + 1) & 1) as u32,
        }
    }

    #[inline]
    fn is_rare(&self, n: usize, v: u32) -> bool {
        self.parity(v) != self.expected(n)
    }

    /// The classes under which the fewest heaps of `g` are rare.
    fn best_for(g: &[u32], splits: &[usize]) -> Classes {
        let top = g.iter().copied().max().unwrap_or(0);
        let bits = (32 - top.leading_zeros()).clamp(1, 12);
        let same_parity = splits.iter().all(|&j| j % 2 == splits[0] % 2);
        let domains = [
            None,
            (!splits.is_empty() && same_parity).then(|| splits[0] % 2),
        ];
        let mut best = Classes {
            mask: 0,
            domain: None,
        };
        let mut fewest = usize::MAX;
        for domain in domains
            .into_iter()
            .collect::<std::collections::BTreeSet<_>>()
        {
            for mask in 1..1u32 << bits {
                let c = Classes { mask, domain };
                let count = (1..g.len()).filter(|&a| c.is_rare(a, g[a])).count();
                if count < fewest {
                    fewest = count;
                    best = c;
                }
            }
        }
        best
    }
}

/// The least value of masked parity `parity` not in `seen`, a word at a time; `class_words`
/// caches which bits of each word have odd masked parity.
fn first_missing(seen: &ValueSet, class_words: &mut Vec<u64>, mask: u32, parity: u32) -> u32 {
    let mut word = 0usize;
    loop {
        while class_words.len() <= word {
            let base = (class_words.len() as u32) * 64;
            let bits = (0..64u32)
                .filter(|&b| ((base + b) & mask).count_ones() % 2 == 1)
                .fold(0u64, |acc, b| acc | 1 << b);
            class_words.push(bits);
        }
        let class = if parity == 1 {
            class_words[word]
        } else {
            !class_words[word]
        };
        let open = class & !seen.word(word);
        if open != 0 {
            return word as u32 * 64 + open.trailing_zeros();
        }
        word += 1;
    }
}
