//! Nimbers: the value of an impartial game, the mex rule, and sums.
//!
//! By the Sprague–Grundy theorem every impartial game under normal play is equivalent to a Nim
//! heap of size `G`, its nimber; a sum of games has the XOR of the nimbers, and the player to
//! move loses exactly when that XOR is 0.

/// The minimum excludant: the least natural number not in `values`.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut set = ValueSet::new();
    for v in values {
        set.insert(v);
    }
    set.mex()
}

/// The nimber of a sum of games: the XOR of the parts.
pub fn nim_sum(values: impl IntoIterator<Item = u32>) -> u32 {
    values.into_iter().fold(0, |acc, v| acc ^ v)
}

/// A set of small naturals as a bitset, built to be cleared and refilled once per position.
#[derive(Clone, Debug, Default)]
pub struct ValueSet {
    words: Vec<u64>,
}

impl ValueSet {
    /// An empty set.
    pub fn new() -> Self {
        ValueSet { words: Vec::new() }
    }

    /// Empties the set, keeping its memory.
    #[inline]
    pub fn clear(&mut self) {
        self.words.iter_mut().for_each(|w| *w = 0);
    }

    /// Adds `v`; returns true when it was new.
    #[inline]
    pub fn insert(&mut self, v: u32) -> bool {
        let (word, bit) = ((v >> 6) as usize, v & 63);
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        let had = self.words[word] >> bit & 1;
        self.words[word] |= 1 << bit;
        had == 0
    }

    #[inline]
    /// Whether `v` is in the set.
    pub fn contains(&self, v: u32) -> bool {
        self.words
            .get((v >> 6) as usize)
            .is_some_and(|w| w >> (v & 63) & 1 == 1)
    }

    /// Bits `64 i .. 64 i + 63` of the set.
    #[inline]
    pub fn word(&self, i: usize) -> u64 {
        self.words.get(i).copied().unwrap_or(0)
    }

    /// Adds the values whose bits are set in `bits` to bits `64 i .. 64 i + 63` of the set.
    #[inline]
    pub fn insert_word(&mut self, i: usize, bits: u64) {
        if i >= self.words.len() {
            self.words.resize(i + 1, 0);
        }
        self.words[i] |= bits;
    }

    /// The least value not in the set, a word at a time.
    pub fn mex(&self) -> u32 {
        for (i, &w) in self.words.iter().enumerate() {
            if w != u64::MAX {
                return (i as u32) * 64 + (!w).trailing_zeros();
            }
        }
        (self.words.len() as u32) * 64
    }

    /// The least value not in the set that satisfies `keep`, scanning upwards.
    pub fn mex_where(&self, keep: impl Fn(u32) -> bool) -> u32 {
        let mut v = 0;
        loop {
            if keep(v) && !self.contains(v) {
                return v;
            }
            v += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_is_the_least_missing_value() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex(0..64), 64);
        assert_eq!(mex((0..200).filter(|&v| v != 130)), 130);
    }

    #[test]
    fn value_set_inserts_and_clears() {
        let mut s = ValueSet::new();
        assert!(s.insert(70));
        assert!(!s.insert(70));
        assert!(s.contains(70) && !s.contains(69));
        assert_eq!(s.mex_where(|v| v % 2 == 0), 0);
        s.clear();
        assert!(!s.contains(70));
        assert_eq!(nim_sum([3, 5, 6]), 0);
    }
}
