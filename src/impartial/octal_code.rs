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
//!   and the mex is found by marking a prefix of each split digit's splits and then only
//!   searching the rest for the candidate, chunk-wise without stores.
//!
//!
//! Used by: `octal`, `stripes`, `crosses-and-crosses`, `triangulation`.
use super::heap_rule::HeapRule;
use super::nimber::ValueSet;
use super::periodicity::{self, Periodicity};
use crate::input::quoted;
use std::fmt;

/// An octal game, e.g. `OctalCode::parse("0.07")`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalCode {
    /// `digits[j]` is the digit for removing j tokens; the last one is non-zero.
    digits: Vec<u8>,
}

/// Why a code is not an octal game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OctalCodeError {
    /// Not of the form `d.ddd` with octal digits.
    Syntax(String),
    /// `d0` must be 0 or 4: removing nothing must split the heap.
    BadFirstDigit(u8),
    /// No digit allows any move.
    NoMoves,
}

impl fmt::Display for OctalCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OctalCodeError::Syntax(code) => {
                write!(f, "{} is not an octal code like 0.07", quoted(code))
            }
            OctalCodeError::BadFirstDigit(d) => {
                write!(f, "the digit before the point must be 0 or 4, not {d}")
            }
            OctalCodeError::NoMoves => write!(f, "the code allows no move"),
        }
    }
}

impl std::error::Error for OctalCodeError {}

impl OctalCode {
    /// Parses a code such as `0.07`, `.137` or `4.07`.
    pub fn parse(code: &str) -> Result<Self, OctalCodeError> {
        let syntax = || OctalCodeError::Syntax(code.to_string());
        let (head, tail) = code.trim().split_once('.').ok_or_else(syntax)?;
        let first = match head {
            "" | "0" => 0,
            "4" => 4,
            d if d.len() == 1 && d.as_bytes()[0].is_ascii_digit() => {
                return Err(OctalCodeError::BadFirstDigit(d.as_bytes()[0] - b'0'))
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
    pub fn from_digits(mut digits: Vec<u8>) -> Result<Self, OctalCodeError> {
        if digits.is_empty() {
            return Err(OctalCodeError::NoMoves);
        }
        if digits[0] != 0 && digits[0] != 4 {
            return Err(OctalCodeError::BadFirstDigit(digits[0]));
        }
        if let Some(&d) = digits.iter().find(|&&d| d > 7) {
            return Err(OctalCodeError::Syntax(format!("digit {d}")));
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(OctalCodeError::NoMoves);
        }
        Ok(OctalCode { digits })
    }

    /// The game where a move removes exactly one of `lengths` tokens and leaves 0, 1 or 2
    /// heaps (a bar laid on a strip): digit 7 at each length.
    pub fn place_bars(lengths: &[usize]) -> Result<Self, OctalCodeError> {
        let top = lengths.iter().copied().max().unwrap_or(0);
        let mut digits = vec![0; top + 1];
        for &l in lengths.iter().filter(|&&l| l > 0) {
            digits[l] = 7;
        }
        Self::from_digits(digits)
    }

    /// The subtraction game with these removals, as the octal game it is: digit 3 (leave
    /// one heap or none) at each removal.
    pub fn subtraction(removals: &[usize]) -> Result<Self, OctalCodeError> {
        let top = removals.iter().copied().max().unwrap_or(0);
        let mut digits = vec![0; top + 1];
        for &s in removals.iter().filter(|&&s| s > 0) {
            digits[s] = 3;
        }
        Self::from_digits(digits)
    }

    /// The numbers of tokens a move may remove before splitting the rest into two heaps.
    pub fn split_removals(&self) -> Vec<usize> {
        self.rule().split_digits()
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
        self.rule().plain_values(len)
    }

    /// `G(0..len)`, by the sparse-space method or the dense one (see the module notes).
    pub fn grundy_values(&self, len: usize) -> Vec<u32> {
        let mut values = OctalValues::new(self, len);
        values.extend_to(len);
        values.into_values()
    }

    fn rule(&self) -> SplitRule {
        SplitRule::new(self.digits.clone(), false)
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
}

impl HeapRule for OctalCode {
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

impl fmt::Display for OctalCode {
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

/// Grundy's game: split a heap into two heaps of different sizes. Not an octal game (a split
/// into equal heaps is barred), but the same engine values it, the sparse-space method
/// included. No periodicity theorem covers it: its values are believed never to repeat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GrundysGame;

impl GrundysGame {
    /// `G(0..len)` by the plain O(n²) recurrence; the reference for the fast path.
    pub fn grundy_values_plain(&self, len: usize) -> Vec<u32> {
        Self::rule().plain_values(len)
    }

    /// `G(0..len)` by the sparse-space method.
    pub fn grundy_values(&self, len: usize) -> Vec<u32> {
        let mut values = OctalValues::grundys_game(len);
        values.extend_to(len);
        values.into_values()
    }

    fn rule() -> SplitRule {
        SplitRule::new(vec![4], true)
    }
}

impl HeapRule for GrundysGame {
    fn options(&self, n: usize, emit: &mut dyn FnMut(usize, usize)) {
        for a in 1..=n.saturating_sub(1) / 2 {
            emit(a, n - a);
        }
    }
}

/// What the engine needs of a heap game whose moves remove j tokens and leave no heap, one
/// heap or two: the octal digits, and whether a split into two equal heaps is barred.
#[derive(Clone, Debug)]
struct SplitRule {
    digits: Vec<u8>,
    unequal: bool,
    /// The digits that leave no heap or one heap, `(j, dj)`: few even when the code is long
    /// (a bar of length 9000 is digit 9000), so a heap's such options cost their number.
    removals: Vec<(usize, u8)>,
}

impl SplitRule {
    fn new(digits: Vec<u8>, unequal: bool) -> Self {
        let removals = digits
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(_, &d)| d & 3 != 0)
            .map(|(j, &d)| (j, d))
            .collect();
        SplitRule {
            digits,
            unequal,
            removals,
        }
    }

    /// How many splits `(a, m − a)` with `1 ≤ a ≤ m − a` a heap of m has.
    #[inline]
    fn half(&self, m: usize) -> usize {
        if self.unequal {
            m.saturating_sub(1) / 2
        } else {
            m / 2
        }
    }

    fn plain_values(&self, len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        let mut seen = ValueSet::new();
        for n in 0..len {
            g.push(self.plain_value(n, &g, &mut seen));
        }
        g
    }

    /// `G(n)` from `g = G(0..n)`, every option seen.
    fn plain_value(&self, n: usize, g: &[u32], seen: &mut ValueSet) -> u32 {
        seen.clear();
        self.single_options(n, g, seen);
        for j in self.split_digits() {
            if n >= j + 2 {
                let m = n - j;
                for a in 1..=self.half(m) {
                    seen.insert(g[a] ^ g[m - a]);
                }
            }
        }
        seen.mex()
    }

    /// Options that leave no heap or one heap.
    #[inline]
    fn single_options(&self, n: usize, g: &[u32], seen: &mut ValueSet) {
        for &(j, d) in self.removals.iter().take_while(|&&(j, _)| j <= n) {
            if d & 1 != 0 && n == j {
                seen.insert(0);
            }
            if d & 2 != 0 && n > j {
                seen.insert(g[n - j]);
            }
        }
    }

    /// The numbers of tokens a move may remove before splitting what is left.
    fn split_digits(&self) -> Vec<usize> {
        self.digits
            .iter()
            .enumerate()
            .filter(|(_, &d)| d & 4 != 0)
            .map(|(j, _)| j)
            .collect()
    }
}

/// A game's values computed a slice at a time: [`OctalValues::extend_to`] goes as far as asked
/// and returns, so a caller can report progress between slices or stop. The first heaps
/// (up to 1024) go by the plain recurrence; they decide between the sparse-space method and
/// the dense one, which then carry on to the target given at the start.
pub struct OctalValues {
    rule: SplitRule,
    /// The most values this generator will compute (the dense method sizes a table by it).
    to: usize,
    g: Vec<u32>,
    seen: ValueSet,
    stage: Stage,
}

/// Heaps valued by the plain recurrence before a method is chosen.
const PROBE: usize = 1024;

enum Stage {
    Plain,
    Sparse(Box<Sparse>),
    Dense(Box<Dense>),
}

struct Sparse {
    splits: Vec<usize>,
    classes: Classes,
    /// The largest value so far: split values stay below its next power of two.
    top: u32,
    /// Four interleaved bitsets the rare splits are marked in, so that consecutive marks do
    /// not wait on one another.
    lanes: Vec<u64>,
    /// The heaps whose value is rare, in order.
    rare: Vec<usize>,
    class_words: Vec<u64>,
}

struct Dense {
    splits: Vec<usize>,
    small: Vec<u16>,
    /// `reversed[to - 1 - a] = G(a)`, so the far parts of the splits read forwards.
    reversed: Vec<u16>,
    marks: Box<[u8; 1 << 16]>,
    top: u16,
    singles: ValueSet,
    /// Each split digit's splits of the heap being valued.
    segments: Vec<Segment>,
}

/// How the values are being computed, for reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every option of every heap (the first heaps, or when values outgrow 16 bits).
    Plain,
    /// Rare values found from the few rare heaps (see the module notes).
    SparseSpace,
    /// Every split seen, as fast as possible (no sparse space).
    Dense,
}

/// The sparse-space classes of a value sequence: which values are rare and how many heaps
/// have one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SparseSpace {
    /// Values v with `popcount(v & mask)` of the rare parity are rare.
    pub mask: u32,
    /// The parity of the split digits when the rare parity alternates with the heap size.
    pub alternating: Option<usize>,
    /// Heaps computed so far with a rare value.
    pub rare_heaps: usize,
}

impl SparseSpace {
    fn classes(&self) -> Classes {
        Classes {
            mask: self.mask,
            domain: self.alternating,
        }
    }

    /// Whether heap n's value v is rare.
    pub fn is_rare(&self, n: usize, v: u32) -> bool {
        self.classes().is_rare(n, v)
    }
}

impl OctalValues {
    /// A generator for `game` that will compute at most `to` values.
    pub fn new(game: &OctalCode, to: usize) -> Self {
        Self::with_rule(game.rule(), to)
    }

    /// A generator for Grundy's game that will compute at most `to` values.
    pub fn grundys_game(to: usize) -> Self {
        Self::with_rule(GrundysGame::rule(), to)
    }

    fn with_rule(rule: SplitRule, to: usize) -> Self {
        OctalValues {
            rule,
            to,
            g: Vec::new(),
            seen: ValueSet::new(),
            stage: Stage::Plain,
        }
    }

    /// The values computed so far, `G(0..len)`.
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// The values computed so far, handed over.
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// The method in use.
    pub fn method(&self) -> Method {
        match self.stage {
            Stage::Plain => Method::Plain,
            Stage::Sparse(_) => Method::SparseSpace,
            Stage::Dense(_) => Method::Dense,
        }
    }

    /// The sparse-space classes when that method is in use.
    pub fn sparse_space(&self) -> Option<SparseSpace> {
        match &self.stage {
            Stage::Sparse(s) => Some(SparseSpace {
                mask: s.classes.mask,
                alternating: s.classes.domain,
                rare_heaps: s.rare.len(),
            }),
            _ => None,
        }
    }

    /// The last heap with a rare value, when the sparse-space method is in use.
    pub fn last_rare_heap(&self) -> Option<usize> {
        match &self.stage {
            Stage::Sparse(s) => s.rare.last().copied(),
            _ => None,
        }
    }

    /// Computes values until `G(0..upto)` is known (never past the target).
    pub fn extend_to(&mut self, upto: usize) {
        let upto = upto.min(self.to);
        // Builds for size (the boards' light modules, feature `compact`) take the plain
        // recurrence alone: their boards' strips stay far below the probe where the sparse and
        // dense methods start, and their code goes (4.9 KB of Stripes' gzipped module). Not
        // with Octal's board, whose period search reaches 4096 heaps.
        if cfg!(all(feature = "compact", not(feature = "octal"))) {
            while self.g.len() < upto {
                let value = self.rule.plain_value(self.g.len(), &self.g, &mut self.seen);
                self.g.push(value);
            }
            return;
        }
        if self.g.len() < upto && self.g.capacity() < self.to {
            self.g.reserve_exact(self.to - self.g.len());
        }
        while self.g.len() < upto {
            let n = self.g.len();
            if n >= PROBE.min(self.to) && n.is_power_of_two() && n < self.to {
                self.reconsider();
            }
            let value = match &mut self.stage {
                Stage::Plain => self.rule.plain_value(n, &self.g, &mut self.seen),
                Stage::Sparse(s) => s.value(&self.rule, n, &self.g, &mut self.seen),
                Stage::Dense(d) => match d.value(&self.rule, n, self.to, &self.g) {
                    Some(v) => v,
                    None => {
                        // A value past 16 bits: the rest by the plain recurrence.
                        self.stage = Stage::Plain;
                        self.rule.plain_value(n, &self.g, &mut self.seen)
                    }
                },
            };
            if let Stage::Sparse(s) = &mut self.stage {
                s.top = s.top.max(value);
                if s.classes.is_rare(n, value) {
                    s.rare.push(n);
                }
            }
            self.g.push(value);
        }
    }

    /// At each power of two from the probe on: move to the sparse-space method when rare heaps
    /// have become few (one in 16), else go on with the dense method; leave it again if they
    /// grow common (one in four).
    fn reconsider(&mut self) {
        if let Stage::Sparse(sparse) = &self.stage {
            // Rare heaps that grew common make each heap cost O(n) here: go dense then.
            if sparse.rare.len() * 4 > self.g.len() {
                self.stage = self.dense(sparse.splits.clone());
            }
            return;
        }
        let first = matches!(self.stage, Stage::Plain) && self.g.len() == PROBE.min(self.to);
        let splits = self.rule.split_digits();
        let (classes, rare) = Classes::best_for(&self.g, &splits);
        if rare * 16 <= self.g.len() {
            let g = &self.g;
            self.stage = Stage::Sparse(Box::new(Sparse {
                rare: (1..g.len()).filter(|&a| classes.is_rare(a, g[a])).collect(),
                top: g.iter().copied().max().unwrap_or(0),
                lanes: Vec::new(),
                splits,
                classes,
                class_words: Vec::new(),
            }));
        } else if first {
            self.stage = self.dense(splits);
        }
    }

    /// The dense method, or the plain one when a value so far outgrows 16 bits.
    fn dense(&self, splits: Vec<usize>) -> Stage {
        let g = &self.g;
        let mut small = Vec::with_capacity(self.to);
        let mut reversed = vec![0u16; self.to];
        for (a, &v) in g.iter().enumerate() {
            match u16::try_from(v) {
                Ok(v) => {
                    small.push(v);
                    reversed[self.to - 1 - a] = v;
                }
                Err(_) => return Stage::Plain,
            }
        }
        Stage::Dense(Box::new(Dense {
            splits,
            top: small.iter().copied().max().unwrap_or(0),
            small,
            reversed,
            marks: vec![0u8; 1 << 16]
                .into_boxed_slice()
                .try_into()
                .expect("64 KiB"),
            singles: ValueSet::new(),
            segments: Vec::new(),
        }))
    }
}

impl Sparse {
    /// `G(n)`: every split with a rare part reaches all options of the wanted class. Values of
    /// the other class below the least missing one must each be the value of some split: the
    /// first splits are marked, then each value still missing is searched for among the rest
    /// (a compare the compiler vectorises, no stores), smallest first; the first one no split
    /// has is the value.
    fn value(&mut self, rule: &SplitRule, n: usize, g: &[u32], seen: &mut ValueSet) -> u32 {
        /// Splits marked before the targeted searches.
        const PREFIX: usize = 512;
        let classes = self.classes;
        seen.clear();
        rule.single_options(n, g, seen);
        let words = (self.top as usize + 1).next_power_of_two().div_ceil(64);
        self.lanes.clear();
        self.lanes.resize(4 * words, 0);
        let (lanes, unequal) = (&mut self.lanes[..], rule.unequal);
        for &j in self.splits.iter().filter(|&&j| n >= j + 2) {
            let m = n - j;
            let rare = &self.rare[..self.rare.partition_point(|&a| a < m)];
            let mut mark = |lane: usize, a: usize| {
                if !(unequal && 2 * a == m) {
                    let v = (g[a] ^ g[m - a]) as usize;
                    lanes[lane * words + (v >> 6)] |= 1 << (v & 63);
                }
            };
            let mut quads = rare.chunks_exact(4);
            for quad in &mut quads {
                for (lane, &a) in quad.iter().enumerate() {
                    mark(lane, a);
                }
            }
            for &a in quads.remainder() {
                mark(0, a);
            }
        }
        for w in 0..words {
            let bits = (0..4).fold(0, |acc, lane| acc | self.lanes[lane * words + w]);
            seen.insert_word(w, bits);
        }
        let want = classes.expected(n);
        let least = first_missing(seen, &mut self.class_words, classes.mask, want);
        let splits = || self.splits.iter().filter(|&&j| n >= j + 2).map(|&j| n - j);
        let missing = |seen: &ValueSet| -> Vec<u32> {
            (0..least)
                .filter(|&v| classes.parity(v) != want && !seen.contains(v))
                .collect()
        };
        if missing(seen).is_empty() {
            return least;
        }
        self.lanes.iter_mut().for_each(|w| *w = 0);
        for m in splits() {
            let top = rule.half(m).min(PREFIX);
            for (i, a) in (1..=top).enumerate() {
                let v = (g[a] ^ g[m - a]) as usize;
                self.lanes[(i & 3) * words + (v >> 6)] |= 1 << (v & 63);
            }
        }
        for w in 0..words {
            let bits = (0..4).fold(0, |acc, lane| acc | self.lanes[lane * words + w]);
            seen.insert_word(w, bits);
        }
        for v in missing(seen) {
            let found = splits().any(|m| {
                let half = rule.half(m);
                half > PREFIX && find_split(g, m, PREFIX + 1, half, v).is_some()
            });
            if !found {
                return v;
            }
        }
        least
    }
}

/// The least a in `from..=to` with `g[a] ^ g[m − a] == target`, a chunk at a time.
fn find_split(g: &[u32], m: usize, from: usize, to: usize, target: u32) -> Option<usize> {
    const CHUNK: usize = 64;
    let mut a = from;
    while a <= to {
        let k = CHUNK.min(to + 1 - a);
        let near = &g[a..a + k];
        // g[m − a], g[m − a − 1], …, read backwards.
        let far = &g[m + 1 - a - k..=m - a];
        let hit = near
            .iter()
            .zip(far.iter().rev())
            .fold(false, |acc, (&x, &y)| acc | (x ^ y == target));
        if hit {
            return near
                .iter()
                .zip(far.iter().rev())
                .position(|(&x, &y)| x ^ y == target)
                .map(|i| a + i);
        }
        a += k;
    }
    None
}

impl Dense {
    /// `G(n)`, or None when it does not fit in 16 bits. Options are marked in a 64 KiB table
    /// so no store is bounds-checked and only the used part is cleared per heap; most splits are
    /// not even marked (see [`split_mex`]).
    fn value(&mut self, rule: &SplitRule, n: usize, to: usize, g: &[u32]) -> Option<u32> {
        // XOR of values below 2^k stays below 2^k: only that much is ever marked.
        let used = (usize::from(self.top) + 1).next_power_of_two();
        self.marks[..used].fill(0);
        self.singles.clear();
        rule.single_options(n, g, &mut self.singles);
        // Each split digit j gives the splits (a, m − a) of m = n − j: near parts read
        // forwards from G(1), far parts from G(m − 1) down (in `reversed`), `half` of them.
        self.segments.clear();
        for &j in self.splits.iter().filter(|&&j| n >= j + 2) {
            let m = n - j;
            self.segments.push(Segment {
                far: to - m,
                len: rule.half(m),
                searched: 0,
            });
        }
        let value = split_mex(
            &self.small,
            &self.reversed,
            &mut self.segments,
            &mut self.marks,
            &self.singles,
        );
        let small = u16::try_from(value).ok()?;
        self.top = self.top.max(small);
        self.small.push(small);
        self.reversed[to - 1 - n] = small;
        Some(value)
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

/// The splits of one split digit: `near[1 + i] ^ reversed[far + i]` for `i < len`, the
/// first `searched` of them marked.
struct Segment {
    far: usize,
    len: usize,
    searched: usize,
}

/// The mex of the split values of every segment and `singles`, without marking most splits.
///
/// The splits of a short prefix of each segment are marked and their mex is the candidate.
/// The rest are only searched for the candidate, a word-parallel compare with no stores; where
/// it turns up, that segment's splits up to there are marked and every segment is searched
/// again for the next candidate. Everything before each segment's search point is marked, so a
/// candidate that no segment holds is the mex.
fn split_mex(
    small: &[u16],
    reversed: &[u16],
    segments: &mut [Segment],
    seen: &mut [u8; 1 << 16],
    singles: &ValueSet,
) -> u32 {
    const PREFIX: usize = 2048;
    let parts = |s: &Segment| (&small[1..=s.len], &reversed[s.far..s.far + s.len]);
    let mark = |seen: &mut [u8; 1 << 16], s: &Segment, to: usize| {
        let (near, far) = parts(s);
        for (&x, &y) in near[s.searched..to].iter().zip(&far[s.searched..to]) {
            seen[usize::from(x ^ y)] = 1;
        }
    };
    for segment in segments.iter_mut() {
        let prefix = segment.len.min(PREFIX);
        mark(seen, segment, prefix);
        segment.searched = prefix;
    }
    let mut candidate = open_value(seen, singles, 0);
    'candidates: while let Ok(target) = u16::try_from(candidate) {
        for segment in segments.iter_mut() {
            let (near, far) = parts(segment);
            let from = segment.searched;
            if let Some(k) = find_xor(&near[from..], &far[from..], target) {
                mark(seen, segment, from + k + 1);
                segment.searched = from + k + 1;
                candidate = open_value(seen, singles, candidate + 1);
                continue 'candidates;
            }
        }
        break;
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

    /// The classes under which the fewest heaps of `g` are rare, and how many heaps that is.
    fn best_for(g: &[u32], splits: &[usize]) -> (Classes, usize) {
        let mut counts = ValueCounts::default();
        for (n, &v) in g.iter().enumerate() {
            counts.add(n, v);
        }
        Classes::best_for_counts(&counts, splits)
    }

    /// As [`Classes::best_for`], from the heaps tallied by value and parity of size: each
    /// mask costs only the number of distinct values.
    fn best_for_counts(counts: &ValueCounts, splits: &[usize]) -> (Classes, usize) {
        let top = counts.largest().unwrap_or(0);
        let bits = (32 - top.leading_zeros()).clamp(1, 12);
        let same_parity = splits.iter().all(|&j| j % 2 == splits[0] % 2);
        // Every value, then (when the splits agree on it) one parity alone: at most two
        // domains, in this order, with no set to build (a set's sort is kilobytes of wasm).
        let parity = (!splits.is_empty() && same_parity).then(|| splits[0] % 2);
        let domains = std::iter::once(None).chain(parity.map(Some));
        let mut best = Classes {
            mask: 0,
            domain: None,
        };
        let mut fewest = usize::MAX;
        for domain in domains {
            for mask in 1..1u32 << bits {
                let c = Classes { mask, domain };
                let count = counts
                    .by_parity
                    .iter()
                    .enumerate()
                    .map(|(v, k)| {
                        (0..2)
                            .filter(|&parity| c.is_rare(parity, v as u32))
                            .map(|parity| k[parity])
                            .sum::<usize>()
                    })
                    .sum();
                if count < fewest {
                    fewest = count;
                    best = c;
                }
            }
        }
        (best, fewest)
    }
}

/// How many heaps (from 1 on) have each value, split by the parity of the heap size: what the
/// sparse-space classes are chosen from, and the census a value table reports.
#[derive(Clone, Debug, Default)]
pub struct ValueCounts {
    /// `by_parity[v][n % 2]`: heaps n ≥ 1 with value v.
    by_parity: Vec<[usize; 2]>,
}

impl ValueCounts {
    /// Counts heap n's value v (heap 0 is left out: it has no options and never splits off).
    pub fn add(&mut self, n: usize, v: u32) {
        if n == 0 {
            return;
        }
        let v = v as usize;
        if v >= self.by_parity.len() {
            self.by_parity.resize(v + 1, [0; 2]);
        }
        self.by_parity[v][n % 2] += 1;
    }

    /// How many heaps have value v.
    pub fn count(&self, v: u32) -> usize {
        self.by_parity.get(v as usize).map_or(0, |k| k[0] + k[1])
    }

    /// The largest value counted.
    pub fn largest(&self) -> Option<u32> {
        self.by_parity
            .iter()
            .rposition(|k| k[0] + k[1] > 0)
            .map(|v| v as u32)
    }

    /// Every value counted, with its number of heaps, smallest first.
    pub fn values(&self) -> impl Iterator<Item = (u32, usize)> + '_ {
        self.by_parity
            .iter()
            .enumerate()
            .filter(|(_, k)| k[0] + k[1] > 0)
            .map(|(v, k)| (v as u32, k[0] + k[1]))
    }

    /// Each value that some counted heap has as a rare value under `space`, with how many
    /// heaps have it so.
    pub fn rare_values(&self, space: &SparseSpace) -> Vec<(u32, usize)> {
        self.by_parity
            .iter()
            .enumerate()
            .map(|(v, k)| {
                let rare = (0..2)
                    .filter(|&parity| space.is_rare(parity, v as u32))
                    .map(|parity| k[parity])
                    .sum();
                (v as u32, rare)
            })
            .filter(|&(_, rare)| rare > 0)
            .collect()
    }

    /// The sparse-space classes under which the fewest counted heaps are rare, for a game
    /// whose splits follow the removal of any of `splits` tokens; None when rare heaps are
    /// not few (more than one in 16) or the game has no splits.
    pub fn sparse_space(&self, splits: &[usize]) -> Option<SparseSpace> {
        let heaps: usize = self.by_parity.iter().map(|k| k[0] + k[1]).sum();
        if splits.is_empty() || heaps == 0 {
            return None;
        }
        let (c, rare) = Classes::best_for_counts(self, splits);
        (rare * 16 <= heaps).then_some(SparseSpace {
            mask: c.mask,
            alternating: c.domain,
            rare_heaps: rare,
        })
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
