//! A small open-addressing hash map from cells to `u32`, sized by the number of stones.
//!
//! The board may hold 27 million cells but a game only a few thousand stones, so a per-cell
//! array is out of the question; this table costs a few bytes per stone and one multiply per
//! lookup, far cheaper than the standard library's DoS-resistant hasher.

use super::cell::Cell;

const EMPTY: u32 = u32::MAX;

#[derive(Clone, Debug)]
/// A map from cells to stone indices by open addressing: memory in proportion to the stones, not the board's cells.
pub struct CellMap {
    keys: Vec<u32>,
    values: Vec<u32>,
    len: usize,
    shift: u32,
}

#[inline]
fn key(cell: Cell) -> u32 {
    debug_assert!(cell.x < 1 << 16 && cell.y < 1 << 16);
    (cell.x << 16) | cell.y
}

impl CellMap {
    /// A map that holds `capacity` entries before it grows.
    pub fn with_capacity(capacity: usize) -> Self {
        let slots = (capacity.max(4) * 2).next_power_of_two();
        CellMap {
            keys: vec![EMPTY; slots],
            values: vec![0; slots],
            len: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    /// How many cells are mapped.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when no cell is mapped.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    fn slot(&self, key: u32) -> usize {
        (u64::from(key).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// The slot holding `key`, or the empty slot where it would go, and whether it is there.
    #[inline]
    fn probe(&self, key: u32) -> (usize, bool) {
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            match self.keys[i] {
                found if found == key => return (i, true),
                EMPTY => return (i, false),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// The value stored for `cell`.
    #[inline]
    pub fn get(&self, cell: Cell) -> Option<u32> {
        let (i, present) = self.probe(key(cell));
        present.then(|| self.values[i])
    }

    /// Stores `value` for `cell` unless it already has one, which is returned instead.
    #[inline]
    pub fn insert_new(&mut self, cell: Cell, value: u32) -> Result<(), u32> {
        if (self.len + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let k = key(cell);
        let (i, present) = self.probe(k);
        if present {
            return Err(self.values[i]);
        }
        self.keys[i] = k;
        self.values[i] = value;
        self.len += 1;
        Ok(())
    }

    #[cold]
    fn grow(&mut self) {
        let mut bigger = CellMap::with_capacity(self.keys.len());
        for (&k, &v) in self.keys.iter().zip(&self.values) {
            if k != EMPTY {
                let cell = Cell::new(k >> 16, k & 0xFFFF);
                let _ = bigger.insert_new(cell, v);
            }
        }
        *self = bigger;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_finds_and_grows() {
        let mut map = CellMap::with_capacity(1);
        for i in 0..5000u32 {
            let cell = Cell::new(i % 71 + 1, i / 71 + 1);
            assert_eq!(map.insert_new(cell, i), Ok(()));
        }
        assert_eq!(map.len(), 5000);
        for i in 0..5000u32 {
            let cell = Cell::new(i % 71 + 1, i / 71 + 1);
            assert_eq!(map.get(cell), Some(i));
            assert_eq!(map.insert_new(cell, 0), Err(i));
        }
        assert_eq!(map.get(Cell::new(5999, 5999)), None);
    }
}
