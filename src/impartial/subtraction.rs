//! Subtraction games: a move removes exactly s tokens from one heap, s from a fixed set.

use super::nimber::ValueSet;

/// A subtraction game with its set of allowed removals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtractionGame {
    /// Sorted, distinct, all at least 1.
    removals: Vec<usize>,
}

impl SubtractionGame {
    /// The game with removal set `removals` (zeros and repeats are dropped).
    pub fn new(removals: impl IntoIterator<Item = usize>) -> Self {
        let mut removals: Vec<usize> = removals.into_iter().filter(|&s| s > 0).collect();
        removals.sort_unstable();
        removals.dedup();
        SubtractionGame { removals }
    }

    /// The allowed removals, smallest first.
    pub fn removals(&self) -> &[usize] {
        &self.removals
    }

    /// `G(0..len)`: `G(n) = mex { G(n − s) : s ≤ n }`.
    pub fn grundy_values(&self, len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        self.extend_grundy_values(&mut g, len);
        g
    }

    /// Extends `g`, which holds `G(0..g.len())`, to `G(0..len)` (no change when it is already
    /// that long), so a table can grow only as far as the heaps asked about.
    pub fn extend_grundy_values(&self, g: &mut Vec<u32>, len: usize) {
        let mut seen = ValueSet::new();
        for n in g.len()..len {
            seen.clear();
            for &s in self.removals.iter().take_while(|&&s| s <= n) {
                seen.insert(g[n - s]);
            }
            g.push(seen.mex());
        }
    }
}
