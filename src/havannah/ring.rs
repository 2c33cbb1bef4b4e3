//! Rings without flooding the board.
//!
//! A new stone closes a cycle exactly when two of the separate runs of own stones among its six
//! neighbours already belong to one group: the new stone plus a path through that group is a
//! closed curve, and the non-own neighbours on its inner side are enclosed. Under the official
//! rule (and in the single-player replay, where every non-own cell is empty) that is a ring.
//! The contest rule with two players also wants an *empty* enclosed cell: the inner side is
//! found from the cycle's orientation, then the enclosed region is searched only through the
//! opponent's stones, stopping at the first empty cell — so the cost is bounded by stones,
//! never by the board's area.
//!
//! The official rule also counts a ring whose inside holds only the mover's own stones. Every
//! such inside cell has six own neighbours, so the smallest such ring is the six neighbours of
//! one own stone; the new stone completes it when it sits beside that stone with own stones on
//! both sides (its own neighbours then form a single run, and no cycle is "closed" above).

use super::cell::Cell;
use super::cell_map::CellMap;
use super::Havannah;
use crate::sorting::sort_keys;
use std::collections::VecDeque;

/// The first direction of each maximal run of consecutive directions (counterclockwise)
/// holding own stones, and how many runs there are. At most three runs fit around a cell.
/// The search engine's board finds its rings with it too.
pub fn neighbour_runs(own: [bool; 6]) -> ([usize; 3], usize) {
    let mut starts = [0; 3];
    let Some(gap) = own.iter().position(|&o| !o) else {
        return (starts, 1);
    };
    let mut count = 0;
    for k in 1..6 {
        let d = (gap + k) % 6;
        if own[d] && !own[(d + 5) % 6] {
            starts[count] = d;
            count += 1;
        }
    }
    (starts, count)
}

/// Shortest path of same-coloured stones from stone `from` to stone `to` that avoids stone
/// `avoid`, as cells from `from` to `to`. Costs at most the size of the group.
pub(super) fn shortest_path(pos: &Havannah, from: u32, to: u32, avoid: u32) -> Option<Vec<Cell>> {
    let colour = pos.player_of(from);
    let board = pos.board;
    let target = pos.stones[to as usize];
    // Cell -> index of the stone it was reached from (itself for the start).
    let mut parent = CellMap::with_capacity(64);
    let start = pos.stones[from as usize];
    let _ = parent.insert_new(start, from);
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        if cell == target {
            let mut path = vec![cell];
            let mut at = cell;
            while at != start {
                at = pos.stones[parent.get(at).expect("reached cells have parents") as usize];
                path.push(at);
            }
            path.reverse();
            return Some(path);
        }
        let here = pos.index.get(cell).expect("path cells hold stones");
        for next in board.neighbours(cell) {
            let Some(stone) = pos.index.get(next) else {
                continue;
            };
            if stone == avoid || pos.player_of(stone) != colour {
                continue;
            }
            if parent.insert_new(next, here).is_ok() {
                queue.push_back(next);
            }
        }
    }
    None
}

/// Twice the signed area of the polygon through the cells' points, positive when the cells go
/// round counterclockwise in the `(x, y)` plane.
pub(super) fn signed_area2(cycle: &[Cell]) -> i64 {
    let n = cycle.len();
    (0..n)
        .map(|i| {
            let (a, b) = (cycle[i], cycle[(i + 1) % n]);
            i64::from(a.x) * i64::from(b.y) - i64::from(b.x) * i64::from(a.y)
        })
        .sum()
}

/// The directions around the cycle's first cell that point inside the cycle. The cycle is
/// `p, a, …, b` where `a` lies in direction `dir_a` from `p` and `b` in direction `dir_b`.
pub(super) fn inner_directions(cycle: &[Cell], dir_a: usize, dir_b: usize) -> Vec<usize> {
    // Counterclockwise, the inside lies to the left: the wedge turning from `a` to `b`.
    let (from, to) = if signed_area2(cycle) > 0 {
        (dir_a, dir_b)
    } else {
        (dir_b, dir_a)
    };
    (1..6)
        .map(|k| (from + k) % 6)
        .take_while(|&d| d != to)
        .collect()
}

/// Whether the region of cells not of `pos`'s stone `mover`'s colour that holds `start` has an
/// empty cell. `start` must be enclosed by that colour; only the other colour's stones are
/// walked, so the cost is bounded by their number.
pub(super) fn region_has_empty(pos: &Havannah, start: Cell, mover: u32) -> bool {
    let colour = pos.player_of(mover);
    if pos.index.get(start).is_none() {
        return true;
    }
    let mut seen = CellMap::with_capacity(16);
    let _ = seen.insert_new(start, 0);
    let mut stack = vec![start];
    while let Some(cell) = stack.pop() {
        for next in pos.board.neighbours(cell) {
            match pos.index.get(next) {
                None => return true,
                Some(stone) if pos.player_of(stone) == colour => {}
                Some(_) => {
                    if seen.insert_new(next, 0).is_ok() {
                        stack.push(next);
                    }
                }
            }
        }
    }
    false
}

/// Cells `y` = const, `x_min ..= x_max`: a stretch of one row strictly inside a ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// The row.
    pub y: u32,
    /// The first cell of the stretch.
    pub x_min: u32,
    /// The last cell of the stretch.
    pub x_max: u32,
}

impl Span {
    /// The cells of the stretch, left to right.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (self.x_min..=self.x_max).map(move |x| Cell::new(x, self.y))
    }

    /// How many cells the stretch holds.
    pub fn len(self) -> u64 {
        u64::from(self.x_max - self.x_min + 1)
    }

    /// True for a stretch of no cells.
    pub fn is_empty(self) -> bool {
        false
    }
}

/// A ring for display: the closed chain of stones and the cells it encloses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ring {
    /// The stones of the ring in order round it, starting with the move that closed it.
    pub cycle: Vec<Cell>,
    /// The cells strictly inside, row by row: as many spans as the ring is long at most, so a
    /// ring round millions of cells stays cheap to describe and to shade.
    pub inside: Vec<Span>,
}

impl Ring {
    /// How many cells lie strictly inside.
    pub fn enclosed_count(&self) -> u64 {
        self.inside.iter().map(|s| s.len()).sum()
    }

    /// Whether `cell` lies strictly inside the ring.
    pub fn encloses(&self, cell: Cell) -> bool {
        let i = self
            .inside
            .partition_point(|s| (s.y, s.x_max) < (cell.y, cell.x));
        self.inside
            .get(i)
            .is_some_and(|s| s.y == cell.y && s.x_min <= cell.x && cell.x <= s.x_max)
    }
}

/// The cells strictly inside a simple cycle of neighbouring cells, as row spans sorted by
/// `(y, x)`. Scan-line parity: the edges between rows `y` and `y + 1` cross row `y` at their
/// lower end; cells between the 1st and 2nd, 3rd and 4th, … crossing are inside, except the
/// cycle's own cells.
pub fn inside_spans(cycle: &[Cell]) -> Vec<Span> {
    let n = cycle.len();
    // Cells are sorted row by row as `row_key` packs them.
    let mut crossings: Vec<u64> = Vec::with_capacity(n);
    for i in 0..n {
        let (a, b) = (cycle[i], cycle[(i + 1) % n]);
        if a.y != b.y {
            let low = if a.y < b.y { a } else { b };
            crossings.push(row_key(low.y, low.x));
        }
    }
    sort_keys(&mut crossings);
    let mut own: Vec<u64> = cycle.iter().map(|c| row_key(c.y, c.x)).collect();
    sort_keys(&mut own);
    let mut spans = Vec::new();
    for pair in crossings.chunks_exact(2) {
        let ((y, lo), (y2, hi)) = (row_of(pair[0]), row_of(pair[1]));
        debug_assert_eq!(y, y2, "crossings pair up within a row");
        // Split the open interval (lo, hi) around the cycle's own cells in it.
        let mut x = lo + 1;
        let first = own.partition_point(|&c| c <= row_key(y, lo));
        for wall in own[first..]
            .iter()
            .take_while(|&&c| c < row_key(y, hi))
            .map(|&c| row_of(c).1)
        {
            if wall > x {
                spans.push(Span {
                    y,
                    x_min: x,
                    x_max: wall - 1,
                });
            }
            x = wall + 1;
        }
        if hi > x {
            spans.push(Span {
                y,
                x_min: x,
                x_max: hi - 1,
            });
        }
    }
    spans
}

/// Row `y`, column `x` as one key: keys sort by row, then column.
fn row_key(y: u32, x: u32) -> u64 {
    (u64::from(y) << 32) | u64::from(x)
}

/// The row and column of a [`row_key`].
fn row_of(key: u64) -> (u32, u32) {
    ((key >> 32) as u32, key as u32)
}
