//! Two-dimensional positions: a sheet of paper, a queen on a board.
//!
//! Used by: `cutting-game`, `queens`.

use super::nimber::ValueSet;

/// Nimbers of the cutting game (POJ 2311) on sheets `w × h` with `2 ≤ w, h`.
///
/// Whoever cuts out a 1 × 1 piece wins, so no sensible player leaves a piece of width 1: from a
/// 1 × k strip (k ≥ 2) the opponent cuts out a 1 × 1 at once. The real game is then the
/// normal-play game where a cut splits a sheet into two sheets of sides at least 2, and a
/// player with no such cut loses (every cut hands the opponent the win).
#[derive(Clone, Debug)]
pub struct CuttingTable {
    limit: usize,
    values: Vec<u32>,
}

impl CuttingTable {
    /// Every sheet with both sides at most `limit`.
    pub fn new(limit: usize) -> Self {
        let width = limit + 1;
        let mut values = vec![0u32; width * width];
        let mut seen = ValueSet::new();
        for w in 2..=limit {
            for h in 2..=limit {
                seen.clear();
                for i in 2..=w.saturating_sub(2) {
                    seen.insert(values[i * width + h] ^ values[(w - i) * width + h]);
                }
                for j in 2..=h.saturating_sub(2) {
                    seen.insert(values[w * width + j] ^ values[w * width + h - j]);
                }
                values[w * width + h] = seen.mex();
            }
        }
        CuttingTable { limit, values }
    }

    /// The largest coordinate the table covers.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// The nimber of a `w × h` sheet, both sides in `2..=limit`.
    pub fn get(&self, w: usize, h: usize) -> u32 {
        self.values[w * (self.limit + 1) + h]
    }
}

/// Nimbers of a queen that must not step onto the edges or the diagonal (BZOJ 1457).
///
/// A queen moves left, down or diagonally down-left; whoever moves one onto (0, 0) wins. A
/// queen on x = 0, y = 0 or x = y (but not at the corner) goes there at once, so a move onto
/// those lines hands the opponent the win. Off those lines the game is the sum of queens
/// that only make safe moves (to cells with x, y ≥ 1 and x ≠ y), under normal play.
#[derive(Clone, Debug)]
pub struct SafeQueenTable {
    size: usize,
    values: Vec<u32>,
}

impl SafeQueenTable {
    /// Every cell of a `size × size` board (cells 0..size).
    pub fn new(size: usize) -> Self {
        let mut values = vec![0u32; size * size];
        let mut seen = ValueSet::new();
        let safe = |x: usize, y: usize| x >= 1 && y >= 1 && x != y;
        for x in 1..size {
            for y in 1..size {
                if !safe(x, y) {
                    continue;
                }
                seen.clear();
                for k in 1..=x.max(y) {
                    if k < x && safe(x - k, y) {
                        seen.insert(values[(x - k) * size + y]);
                    }
                    if k < y && safe(x, y - k) {
                        seen.insert(values[x * size + y - k]);
                    }
                    if k < x.min(y) && safe(x - k, y - k) {
                        seen.insert(values[(x - k) * size + y - k]);
                    }
                }
                values[x * size + y] = seen.mex();
            }
        }
        SafeQueenTable { size, values }
    }

    /// True when a queen here can move onto (0, 0) at once.
    pub fn wins_at_once(x: usize, y: usize) -> bool {
        (x, y) != (0, 0) && (x == 0 || y == 0 || x == y)
    }

    /// The nimber of a queen on a safe cell (x, y ≥ 1, x ≠ y); 0 elsewhere.
    pub fn get(&self, x: usize, y: usize) -> u32 {
        self.values[x * self.size + y]
    }
}
