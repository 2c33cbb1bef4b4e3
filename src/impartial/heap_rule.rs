//! Heap games given by their rules: what a single heap of n tokens may turn into.
//!
//! Every option of a heap leaves at most two heaps, so its nimber is `G(a) ^ G(b)` (a missing
//! heap counts as size 0, nimber 0). This is the slow, general path: any rule, written as a
//! function. Octal games have their own fast path in [`crate::impartial::OctalCode`].
//!
//! Used by: `s-nim`, `nim-or-not-nim`, `octal`.

use super::nimber::ValueSet;

/// The rule of a heap game.
pub trait HeapRule {
    /// Calls `emit(a, b)` for every option of a heap of `n`: it leaves heaps `a` and `b`, where
    /// 0 stands for no heap (so `(0, 0)` removes the heap, `(m, 0)` leaves one heap of m).
    fn options(&self, n: usize, emit: &mut dyn FnMut(usize, usize));
}

/// `G(0..len)` by the plain recurrence: every option of every heap.
pub fn grundy_values(rule: &(impl HeapRule + ?Sized), len: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(len);
    let mut seen = ValueSet::new();
    for n in 0..len {
        seen.clear();
        rule.options(n, &mut |a, b| {
            seen.insert(values[a] ^ values[b]);
        });
        values.push(seen.mex());
    }
    values
}

/// Which family a take-and-break rule belongs to; the saltus certificate is proved for one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleShape {
    /// Any rule; no periodicity certificate applies.
    General,
    /// A move takes any positive number of tokens from a heap (leaving one heap or none) or
    /// splits a heap into two non-empty heaps. Lasker's Nim.
    TakeOrSplit,
}

/// A take-and-break game given as a function from n to options.
#[derive(Clone, Copy)]
pub struct TakeAndBreak {
    /// The game's name, for listings.
    pub name: &'static str,
    /// Private: the saltus certificate trusts it, so only the constructors set it.
    shape: RuleShape,
    rule: fn(usize, &mut dyn FnMut(usize, usize)),
}

impl TakeAndBreak {
    /// A game whose options are listed by `rule` (see [`HeapRule::options`]).
    pub fn new(name: &'static str, rule: fn(usize, &mut dyn FnMut(usize, usize))) -> Self {
        TakeAndBreak {
            name,
            shape: RuleShape::General,
            rule,
        }
    }

    /// The family the rule belongs to.
    pub fn shape(&self) -> RuleShape {
        self.shape
    }

    /// Lasker's Nim: take any positive number from a heap, or split it into two non-empty heaps.
    pub fn lasker() -> Self {
        TakeAndBreak {
            name: "Lasker's Nim",
            shape: RuleShape::TakeOrSplit,
            rule: |n, emit| {
                for left in 0..n {
                    emit(left, 0);
                }
                for a in 1..=n / 2 {
                    emit(a, n - a);
                }
            },
        }
    }
}

impl TakeAndBreak {
    /// `G(0..len)`; take-or-split rules get a fast path, others the plain recurrence.
    pub fn grundy_values(&self, len: usize) -> Vec<u32> {
        match self.shape {
            RuleShape::TakeOrSplit => take_or_split_values(len),
            RuleShape::General => grundy_values(self, len),
        }
    }
}

/// `G(0..len)` when every smaller heap is an option and every split into two non-empty heaps
/// is one too. The values of smaller heaps only accumulate, so they are kept once, with the
/// gaps among them; the mex is the first gap (or the first value past them all) that no split
/// reaches. Each candidate is looked for among the splits without storing anything: the split
/// values `G(a) ⊕ G(n − a)` are read pairwise from `G` and a reversed copy of it, in chunks the
/// compiler can vectorise, stopping at the first chunk that holds the candidate.
fn take_or_split_values(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    // `reversed[len - 1 - m] == g[m]`, so `g[n - a]` for a = 1, 2, … reads forwards.
    let mut reversed = vec![0u32; len];
    let mut below: Vec<bool> = Vec::new();
    // The values below `below.len()` no smaller heap has, ascending: few, so a sorted list
    // (a `BTreeSet` would bring 8 KB of tree code into the light modules).
    let mut gaps: Vec<usize> = Vec::new();
    for n in 0..len {
        let half = n / 2;
        let left = &g[1.min(len)..(1 + half).min(len)];
        let right = &reversed[len - n..len - n + left.len()];
        let reached = |c: u32| {
            left.chunks(64).zip(right.chunks(64)).any(|(xs, ys)| {
                xs.iter()
                    .zip(ys)
                    .fold(false, |hit, (x, y)| hit | (x ^ y == c))
            })
        };
        let value = gaps
            .iter()
            .copied()
            .find(|&v| !reached(v as u32))
            .unwrap_or_else(|| {
                (below.len()..)
                    .find(|&v| !reached(v as u32))
                    .unwrap_or(below.len())
            });
        if value >= below.len() {
            // Each new gap is above every gap kept, so the list stays sorted.
            gaps.extend(below.len()..value);
            below.resize(value + 1, false);
        } else if let Ok(at) = gaps.binary_search(&value) {
            gaps.remove(at);
        }
        below[value] = true;
        g[n] = value as u32;
        reversed[len - 1 - n] = value as u32;
    }
    g
}

impl HeapRule for TakeAndBreak {
    fn options(&self, n: usize, emit: &mut dyn FnMut(usize, usize)) {
        (self.rule)(n, emit)
    }
}

impl std::fmt::Debug for TakeAndBreak {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TakeAndBreak")
            .field("name", &self.name)
            .field("shape", &self.shape)
            .finish()
    }
}
