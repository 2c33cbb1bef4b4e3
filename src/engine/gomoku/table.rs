//! The transposition table: what the search learnt about a position, found again when the
//! same stones come up by another order of moves or at the next iteration. Its size is a
//! constant, a few megabytes, whatever the board.

use super::board::Point;

/// Entries in the table (a power of two): 2^17 of 16 bytes (the bound's spare values mark an
/// empty slot), 2 MB.
const ENTRIES: usize = 1 << 17;

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// At least this (the search cut off above beta).
    Lower,
    /// At most this (no move reached alpha).
    Upper,
}

/// One position's entry.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    /// The score, proven results counted from this position (not the root).
    pub score: i32,
    /// The depth searched below the position.
    pub depth: u8,
    /// How the score bounds the true one.
    pub bound: Bound,
    /// The best move found, the first to try again.
    pub best: Point,
}

/// A table of [`Entry`] by position hash; an entry is replaced by a search as deep or deeper,
/// or by any search of another position.
#[derive(Clone)]
pub struct Table {
    /// Empty until first used ([`Table::empty`]), else [`ENTRIES`] slots.
    entries: Vec<Option<Entry>>,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let used = self.entries.iter().filter(|e| e.is_some()).count();
        write!(f, "Table({used} entries)")
    }
}

impl Default for Table {
    fn default() -> Self {
        Table {
            entries: vec![None; ENTRIES],
        }
    }
}

impl Table {
    /// A table of no slots, allocated on its first [`Table::put`]: what an engine holds
    /// before its first search, and what a search leaves behind when it takes the table.
    pub fn empty() -> Self {
        Table {
            entries: Vec::new(),
        }
    }

    /// The entry for the position of hash `key`, if stored.
    pub fn get(&self, key: u64) -> Option<Entry> {
        let slot = self.entries.get((key as usize) & (ENTRIES - 1))?;
        slot.filter(|e| e.key == key)
    }

    /// Stores what a search of `depth` found for the position of hash `key`.
    pub fn put(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Point) {
        if self.entries.is_empty() {
            *self = Table::default();
        }
        let slot = &mut self.entries[(key as usize) & (ENTRIES - 1)];
        if slot.is_some_and(|e| e.key == key && u32::from(e.depth) > depth) {
            return;
        }
        *slot = Some(Entry {
            key,
            score,
            depth: depth.min(255) as u8,
            bound,
            best,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_takes_two_megabytes() {
        assert_eq!(std::mem::size_of::<Option<Entry>>() * ENTRIES, 2 << 20);
    }

    #[test]
    fn a_deeper_entry_stays_and_another_position_replaces() {
        let mut t = Table::default();
        t.put(5, 4, 10, Bound::Exact, 3);
        t.put(5, 2, 20, Bound::Lower, 4);
        assert_eq!(t.get(5).map(|e| (e.score, e.best)), Some((10, 3)));
        t.put(5 + ENTRIES as u64, 1, 30, Bound::Upper, 6);
        assert!(t.get(5).is_none());
        assert_eq!(
            t.get(5 + ENTRIES as u64).map(|e| e.bound),
            Some(Bound::Upper)
        );
    }
}
