//! Real game rules shared by the integration tests' exhaustive searches, written plainly and
//! independently of the engine.
#![allow(dead_code)]

/// Euclid's game on piles (p, q): remove a positive multiple of the smaller pile from the
/// larger, never more than it holds; a game with an empty pile is over. Options come back as
/// (smaller, larger).
pub fn euclid_options(&(p, q): &(u32, u32)) -> Vec<(u32, u32)> {
    if p == 0 || q == 0 {
        return Vec::new();
    }
    let (big, small) = (p.max(q), p.min(q));
    (1..=big / small)
        .map(|k| {
            let rest = big - k * small;
            (rest.min(small), rest.max(small))
        })
        .collect()
}

/// A xorshift64 generator, so random cases are the same on every run. The seed must not be 0.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
}
