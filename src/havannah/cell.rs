//! Board geometry: cells, the hexagon of side S, its six corners and six edges.
//!
//! Coordinates are the contest's: `(1, 1)` is the bottom corner, the six neighbours of `(x, y)`
//! are `(x±1, y)`, `(x, y±1)`, `(x+1, y+1)` and `(x−1, y−1)`. Nothing here stores anything per
//! cell: every question about the board is answered from the coordinates alone.

use std::fmt;

/// One cell of the board, in contest coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    /// Column coordinate, from 1.
    pub x: u32,
    /// Row coordinate, from 1.
    pub y: u32,
}

impl Cell {
    /// The cell (x, y) in the contest's coordinates.
    pub const fn new(x: u32, y: u32) -> Self {
        Cell { x, y }
    }
}

crate::input::from_coordinate_pair!(Cell);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// The six neighbour offsets, counterclockwise in the `(x, y)` plane: consecutive entries are
/// neighbours of each other, which is what finding runs of stones around a cell relies on.
pub const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

/// The smallest side the playground and the judge accept.
pub const MIN_SIDE: u32 = 2;
/// The largest side: the contest's limit, about 27 million cells.
pub const MAX_SIDE: u32 = 3000;

/// The hexagonal board of side `side`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    side: u32,
}

impl Board {
    /// A board of side `side`, which must lie in `MIN_SIDE..=MAX_SIDE`.
    pub fn new(side: u32) -> Result<Board, SideError> {
        if (MIN_SIDE..=MAX_SIDE).contains(&side) {
            Ok(Board { side })
        } else {
            Err(SideError { side })
        }
    }

    /// Cells along each edge.
    pub fn side(self) -> u32 {
        self.side
    }

    /// The largest coordinate, `2S − 1`.
    pub fn max_coord(self) -> u32 {
        2 * self.side - 1
    }

    /// How many cells the board has: `3S² − 3S + 1`.
    pub fn cell_count(self) -> u64 {
        let s = u64::from(self.side);
        3 * s * s - 3 * s + 1
    }

    /// Whether the point `(x, y)`, possibly outside any cell range, is a cell of the board.
    #[inline]
    pub fn contains_xy(self, x: i64, y: i64) -> bool {
        let m = i64::from(self.max_coord());
        (1..=m).contains(&x) && (1..=m).contains(&y) && (x - y).abs() < i64::from(self.side)
    }

    #[inline]
    /// Whether `cell` is on this board.
    pub fn contains(self, cell: Cell) -> bool {
        self.contains_xy(i64::from(cell.x), i64::from(cell.y))
    }

    /// The neighbour of `cell` in direction `dir` (an index into [`DIRECTIONS`]), if on the board.
    #[inline]
    pub fn neighbour(self, cell: Cell, dir: usize) -> Option<Cell> {
        let (dx, dy) = DIRECTIONS[dir];
        let (x, y) = (
            i64::from(cell.x) + i64::from(dx),
            i64::from(cell.y) + i64::from(dy),
        );
        self.contains_xy(x, y)
            .then(|| Cell::new(x as u32, y as u32))
    }

    /// The neighbours of `cell` on the board, counterclockwise.
    pub fn neighbours(self, cell: Cell) -> impl Iterator<Item = Cell> {
        (0..6).filter_map(move |dir| self.neighbour(cell, dir))
    }

    /// The six corners, counterclockwise from the bottom one; their order gives corner indices.
    pub fn corners(self) -> [Cell; 6] {
        let (s, m) = (self.side, self.max_coord());
        [
            Cell::new(1, 1),
            Cell::new(s, 1),
            Cell::new(m, s),
            Cell::new(m, m),
            Cell::new(s, m),
            Cell::new(1, s),
        ]
    }

    /// Which corner `cell` is (0..6, as in [`Board::corners`]), if any.
    #[inline]
    pub fn corner(self, cell: Cell) -> Option<u8> {
        if !self.on_border_line(cell) {
            return None;
        }
        self.corners()
            .iter()
            .position(|&c| c == cell)
            .map(|i| i as u8)
    }

    /// Which edge `cell` lies on (0..6), if any. Edge `i` runs from corner `i` to corner
    /// `i + 1`, both excluded: corners belong to no edge.
    #[inline]
    pub fn edge(self, cell: Cell) -> Option<u8> {
        let (s, m) = (self.side, self.max_coord());
        let (x, y) = (cell.x, cell.y);
        if !self.on_border_line(cell) || !self.contains(cell) || self.corner(cell).is_some() {
            return None;
        }
        if y == 1 {
            Some(0)
        } else if x >= y && x - y == s - 1 {
            Some(1)
        } else if x == m {
            Some(2)
        } else if y == m {
            Some(3)
        } else if y >= x && y - x == s - 1 {
            Some(4)
        } else if x == 1 {
            Some(5)
        } else {
            None
        }
    }

    /// Whether `cell` lies on one of the six lines that bound the hexagon: a cheap first test.
    #[inline]
    fn on_border_line(self, cell: Cell) -> bool {
        let (s, m, x, y) = (self.side, self.max_coord(), cell.x, cell.y);
        x == 1 || y == 1 || x == m || y == m || x + s - 1 == y || y + s - 1 == x
    }

    /// The cells of edge `edge` (0..6), from corner `edge` towards corner `edge + 1`.
    pub fn edge_cells(self, edge: u8) -> impl Iterator<Item = Cell> {
        let corners = self.corners();
        let from = corners[usize::from(edge % 6)];
        let to = corners[usize::from((edge + 1) % 6)];
        let steps = self.side - 1;
        let (dx, dy) = (
            (i64::from(to.x) - i64::from(from.x)) / i64::from(steps),
            (i64::from(to.y) - i64::from(from.y)) / i64::from(steps),
        );
        (1..steps).map(move |k| {
            let k = i64::from(k);
            Cell::new(
                (i64::from(from.x) + k * dx) as u32,
                (i64::from(from.y) + k * dy) as u32,
            )
        })
    }

    /// Whether `cell` is on the border (a corner or an edge cell): it touches the outside.
    pub fn is_border(self, cell: Cell) -> bool {
        self.contains(cell) && self.neighbours(cell).count() < 6
    }
}

/// A board side outside what the game supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideError {
    /// The side asked for.
    pub side: u32,
}

impl fmt::Display for SideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a board side must be from {MIN_SIDE} to {MAX_SIDE}, not {}",
            self.side
        )
    }
}

impl std::error::Error for SideError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_edges_partition_the_border() {
        for side in 2..=9 {
            let board = Board::new(side).unwrap();
            let m = board.max_coord();
            let mut cells = 0;
            let mut border = 0;
            for x in 1..=m {
                for y in 1..=m {
                    let cell = Cell::new(x, y);
                    if !board.contains(cell) {
                        continue;
                    }
                    cells += 1;
                    let on_border = board.neighbours(cell).count() < 6;
                    border += usize::from(on_border);
                    let labels = usize::from(board.corner(cell).is_some())
                        + usize::from(board.edge(cell).is_some());
                    assert_eq!(labels, usize::from(on_border), "{cell} on side {side}");
                    if let Some(e) = board.edge(cell) {
                        assert!(board.edge_cells(e).any(|c| c == cell));
                    }
                }
            }
            assert_eq!(cells, board.cell_count());
            assert_eq!(border, 6 * (side as usize - 1));
            for e in 0..6 {
                assert_eq!(board.edge_cells(e).count(), side as usize - 2);
            }
        }
    }

    #[test]
    fn corners_match_the_contest() {
        let b = Board::new(4).unwrap();
        let mut corners = b.corners().to_vec();
        corners.sort();
        let mut expected = vec![
            Cell::new(1, 1),
            Cell::new(1, 4),
            Cell::new(4, 1),
            Cell::new(4, 7),
            Cell::new(7, 4),
            Cell::new(7, 7),
        ];
        expected.sort();
        assert_eq!(corners, expected);
    }

    #[test]
    fn directions_go_round() {
        for i in 0..6 {
            let (a, b) = (DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]);
            let d = (b.0 - a.0, b.1 - a.1);
            assert!(DIRECTIONS.contains(&d));
        }
    }
}
