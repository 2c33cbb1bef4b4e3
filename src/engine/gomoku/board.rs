//! The engine's own board: stones in a flat array the searches put down and lift cheaply, and
//! the threat patterns every search reads off the four lines through a cell.
//!
//! A threat is defined by what it leaves the opponent, not by a table of shapes: a *four*
//! leaves one cell where the mover would make five (so the reply is forced), a *winning four*
//! leaves two or more (an open four or a double four: no single stone stops it), and a *three*
//! is a move after which one more stone in the same line would make a winning four.

use crate::game::Player;
use crate::gomoku::{Cell, Gomoku, SIZE};

/// Cells on the board.
pub const CELLS: usize = SIZE as usize * SIZE as usize;
const N: i32 = SIZE as i32;
const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A point as an index, `x * 15 + y` (the order of [`Cell::all`]).
pub type Point = u8;

/// The index of `cell`.
pub fn point(cell: Cell) -> Point {
    cell.x * SIZE + cell.y
}

/// The cell at index `p`.
pub fn cell(p: Point) -> Cell {
    Cell::new(p / SIZE, p % SIZE)
}

/// The stone value of `player` on the engine's board (0 is empty).
pub fn stone(player: Player) -> u8 {
    match player {
        Player::First => 1,
        Player::Second => 2,
    }
}

/// Stones by index: 0 empty, 1 black, 2 white.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    cells: [u8; CELLS],
    stones: usize,
}

/// What a stone on a cell would make for its owner.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Threat {
    /// Five or more in a row at once.
    pub five: bool,
    /// The cells where the owner would then make five (two or more cannot both be blocked).
    pub five_cells: Vec<Point>,
    /// The lines through the cell in which one more stone would make a winning four.
    pub threes: u8,
}

impl Threat {
    /// A four of any kind: the opponent's reply is forced (or there is none).
    pub fn is_four(&self) -> bool {
        !self.five_cells.is_empty()
    }

    /// Two or more cells to make five: no single stone blocks them.
    pub fn is_winning_four(&self) -> bool {
        self.five_cells.len() >= 2
    }
}

impl Board {
    /// The stones of `game`.
    pub fn from_game(game: &Gomoku) -> Board {
        let mut board = Board {
            cells: [0; CELLS],
            stones: 0,
        };
        for c in Cell::all() {
            if let Some(player) = game.at(c) {
                board.put(point(c), stone(player));
            }
        }
        board
    }

    /// The stone on `p` (0 when empty).
    pub fn at(&self, p: Point) -> u8 {
        self.cells[usize::from(p)]
    }

    /// How many stones stand on the board.
    pub fn stones(&self) -> usize {
        self.stones
    }

    /// Puts stone `s` on empty `p`.
    pub fn put(&mut self, p: Point, s: u8) {
        debug_assert_eq!(self.cells[usize::from(p)], 0);
        self.cells[usize::from(p)] = s;
        self.stones += 1;
    }

    /// Lifts the stone on `p`.
    pub fn lift(&mut self, p: Point) {
        debug_assert_ne!(self.cells[usize::from(p)], 0);
        self.cells[usize::from(p)] = 0;
        self.stones -= 1;
    }

    /// The empty cells within two steps (in any direction) of a stone, in index order; the
    /// centre on an empty board. Every four and three is made on one of them.
    pub fn neighbourhood(&self) -> Vec<Point> {
        if self.stones == 0 {
            return vec![point(Cell::new(SIZE / 2, SIZE / 2))];
        }
        let mut near = [false; CELLS];
        for (i, &s) in self.cells.iter().enumerate() {
            if s == 0 {
                continue;
            }
            let (x, y) = ((i as i32) / N, (i as i32) % N);
            for dx in -2..=2 {
                for dy in -2..=2 {
                    let (nx, ny) = (x + dx, y + dy);
                    if (0..N).contains(&nx) && (0..N).contains(&ny) {
                        near[(nx * N + ny) as usize] = true;
                    }
                }
            }
        }
        (0..CELLS)
            .filter(|&i| near[i] && self.cells[i] == 0)
            .map(|i| i as Point)
            .collect()
    }

    /// The line through `p` in direction `d`: the stones and their indices, and where `p` is.
    fn line(&self, p: Point, d: (i32, i32)) -> (Line, usize) {
        let (x, y) = (i32::from(p) / N, i32::from(p) % N);
        let mut back = 0;
        while back < 5 && (0..N).contains(&(x - d.0 * (back + 1))) && {
            let ny = y - d.1 * (back + 1);
            (0..N).contains(&ny)
        } {
            back += 1;
        }
        let mut line = Line::default();
        let (mut cx, mut cy) = (x - d.0 * back, y - d.1 * back);
        while line.len < 11 && (0..N).contains(&cx) && (0..N).contains(&cy) {
            let at = (cx * N + cy) as Point;
            line.points[line.len] = at;
            line.stones[line.len] = self.cells[usize::from(at)];
            line.len += 1;
            cx += d.0;
            cy += d.1;
        }
        (line, back as usize)
    }

    /// True when stone `s` on empty `p` makes five or more in a row.
    pub fn makes_five(&self, p: Point, s: u8) -> bool {
        let (x, y) = (i32::from(p) / N, i32::from(p) % N);
        DIRECTIONS.iter().any(|&(dx, dy)| {
            let mut run = 1;
            for sign in [1, -1] {
                let (mut cx, mut cy) = (x + sign * dx, y + sign * dy);
                while (0..N).contains(&cx)
                    && (0..N).contains(&cy)
                    && self.cells[(cx * N + cy) as usize] == s
                {
                    run += 1;
                    cx += sign * dx;
                    cy += sign * dy;
                }
            }
            run >= 5
        })
    }

    /// The empty cells where stone `s` would make five now. Each lies within two steps of one
    /// of its stones, so the neighbourhood is enough.
    pub fn five_cells(&self, s: u8) -> Vec<Point> {
        self.neighbourhood()
            .into_iter()
            .filter(|&p| self.makes_five(p, s))
            .collect()
    }

    /// What stone `s` on empty `p` would make.
    pub fn threat(&self, p: Point, s: u8) -> Threat {
        let mut threat = Threat::default();
        for d in DIRECTIONS {
            let (mut line, at) = self.line(p, d);
            line.stones[at] = s;
            if line.has_five(s) {
                threat.five = true;
            }
            let fives = line.five_cells(s);
            for i in 0..line.len {
                if fives & (1 << i) != 0 && !threat.five_cells.contains(&line.points[i]) {
                    threat.five_cells.push(line.points[i]);
                }
            }
            if fives == 0 && line.can_make_winning_four(s) {
                threat.threes += 1;
            }
        }
        threat
    }
}

/// Up to eleven cells of one line (five either side of a cell).
#[derive(Clone, Copy, Debug, Default)]
struct Line {
    points: [Point; 11],
    stones: [u8; 11],
    len: usize,
}

impl Line {
    fn has_five(&self, s: u8) -> bool {
        let mut run = 0;
        for i in 0..self.len {
            run = if self.stones[i] == s { run + 1 } else { 0 };
            if run >= 5 {
                return true;
            }
        }
        false
    }

    /// Bit i set when stone `s` on empty position i would complete five within the line.
    fn five_cells(&self, s: u8) -> u16 {
        let mut cells = 0u16;
        if self.len < 5 {
            return 0;
        }
        for start in 0..=self.len - 5 {
            let window = &self.stones[start..start + 5];
            let own = window.iter().filter(|&&v| v == s).count();
            let empty = window.iter().position(|&v| v == 0);
            if own == 4 {
                if let Some(e) = empty {
                    cells |= 1 << (start + e);
                }
            }
        }
        cells
    }

    /// True when one more stone `s` somewhere in the line leaves two cells to make five.
    fn can_make_winning_four(&mut self, s: u8) -> bool {
        for i in 0..self.len {
            if self.stones[i] != 0 {
                continue;
            }
            self.stones[i] = s;
            let winning = self.five_cells(s).count_ones() >= 2;
            self.stones[i] = 0;
            if winning {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(black: &[(u8, u8)], white: &[(u8, u8)]) -> Board {
        let mut b = Board {
            cells: [0; CELLS],
            stones: 0,
        };
        for &(x, y) in black {
            b.put(point(Cell::new(x, y)), 1);
        }
        for &(x, y) in white {
            b.put(point(Cell::new(x, y)), 2);
        }
        b
    }

    #[test]
    fn threats_read_off_the_lines() {
        // Two in a row, open: a third makes an open three.
        let b = board(&[(5, 5), (6, 5)], &[]);
        let t = b.threat(point(Cell::new(7, 5)), 1);
        assert_eq!((t.five, t.five_cells.len(), t.threes), (false, 0, 1));
        // Three in a row, open: a fourth makes an open four.
        let b = board(&[(5, 5), (6, 5), (7, 5)], &[]);
        let t = b.threat(point(Cell::new(8, 5)), 1);
        assert!(t.is_winning_four());
        // Closed by a white stone: only a four.
        let b = board(&[(5, 5), (6, 5), (7, 5)], &[(4, 5)]);
        let t = b.threat(point(Cell::new(8, 5)), 1);
        assert_eq!(t.five_cells, vec![point(Cell::new(9, 5))]);
        // At the edge: a line of four from x = 0 has one end.
        let b = board(&[(0, 3), (1, 3), (2, 3)], &[]);
        assert_eq!(b.threat(point(Cell::new(3, 3)), 1).five_cells.len(), 1);
        assert!(b.threat(point(Cell::new(4, 3)), 1).five_cells.len() == 1);
    }

    #[test]
    fn five_cells_agree_with_the_rules() {
        let b = board(&[(5, 5), (6, 6), (7, 7), (8, 8)], &[(4, 4)]);
        assert_eq!(b.five_cells(1), vec![point(Cell::new(9, 9))]);
        assert!(b.five_cells(2).is_empty());
    }
}
