//! The engine's own board: stones in a flat array the searches put down and lift cheaply, and
//! the threat patterns every search reads off the four lines through a cell.
//!
//! A threat is defined by what it leaves the opponent, not by a table of shapes: a *four*
//! leaves one cell where the mover would make five (so the reply is forced), a *winning four*
//! leaves two or more (an open four or a double four: no single stone stops it), and a *three*
//! is a move after which one more stone in the same line would make a winning four.

use crate::game::Player;
use crate::gomoku::renju::{self, Stones};
use crate::gomoku::{Cell, Gomoku, Rule};

const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A point as an index, `x * side + y` (the order of [`Gomoku::points`]).
pub type Point = u16;

/// The stone value of `player` on the engine's board (0 is empty).
pub fn stone(player: Player) -> u8 {
    match player {
        Player::First => 1,
        Player::Second => 2,
    }
}

/// The player of stone value `s` (1 or 2).
fn player(s: u8) -> Player {
    if s == 1 {
        Player::First
    } else {
        Player::Second
    }
}

/// Stones by index: 0 empty, 1 black, 2 white; the board's side and rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    n: i32,
    rule: Rule,
    cells: Vec<u8>,
    stones: usize,
}

/// What a stone on a cell would make for its owner.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Threat {
    /// A winning row at once (five or more, or exactly five, as the rule says).
    pub five: bool,
    /// The cells where the owner would then make five with this stone in the five (two or
    /// more cannot both be blocked).
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

impl Stones for Board {
    fn side(&self) -> i32 {
        self.n
    }

    fn stone(&self, x: i32, y: i32) -> u8 {
        self.cells[(x * self.n + y) as usize]
    }

    fn set(&mut self, x: i32, y: i32, s: u8) {
        self.cells[(x * self.n + y) as usize] = s;
    }
}

impl Board {
    /// The stones, side and rule of `game`.
    pub fn from_game(game: &Gomoku) -> Board {
        let n = i32::from(game.size());
        let mut board = Board {
            n,
            rule: game.rule(),
            cells: vec![0; (n * n) as usize],
            stones: 0,
        };
        for c in game.points() {
            if let Some(player) = game.at(c) {
                board.put(board.point(c), stone(player));
            }
        }
        board
    }

    /// The index of `cell`.
    pub fn point(&self, cell: Cell) -> Point {
        (i32::from(cell.x) * self.n + i32::from(cell.y)) as Point
    }

    /// The cell at index `p`.
    pub fn cell(&self, p: Point) -> Cell {
        let p = i32::from(p);
        Cell::new((p / self.n) as u8, (p % self.n) as u8)
    }

    /// The board's side.
    pub fn side(&self) -> i32 {
        self.n
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

    /// True when stone `s` may not go on empty `p`: a renju foul of Black's.
    pub fn forbidden(&mut self, p: Point, s: u8) -> bool {
        if self.rule != Rule::Renju || s != 1 {
            return false;
        }
        let (x, y) = (i32::from(p) / self.n, i32::from(p) % self.n);
        renju::foul(self, x, y).is_some()
    }

    /// The empty cells within two steps (in any direction) of a stone, in index order; the
    /// centre on an empty board. Every four and three is made on one of them.
    pub fn neighbourhood(&self) -> Vec<Point> {
        let n = self.n;
        if self.stones == 0 {
            return vec![((n / 2) * n + n / 2) as Point];
        }
        let mut near = vec![false; self.cells.len()];
        for (i, &s) in self.cells.iter().enumerate() {
            if s == 0 {
                continue;
            }
            let (x, y) = ((i as i32) / n, (i as i32) % n);
            for dx in -2..=2 {
                for dy in -2..=2 {
                    let (nx, ny) = (x + dx, y + dy);
                    if (0..n).contains(&nx) && (0..n).contains(&ny) {
                        near[(nx * n + ny) as usize] = true;
                    }
                }
            }
        }
        (0..self.cells.len())
            .filter(|&i| near[i] && self.cells[i] == 0)
            .map(|i| i as Point)
            .collect()
    }

    /// The neighbourhood's points that stone `s` may play.
    pub fn legal_moves(&mut self, s: u8) -> Vec<Point> {
        let mut moves = self.neighbourhood();
        if self.rule == Rule::Renju && s == 1 {
            moves.retain(|&p| !self.forbidden(p, s));
        }
        moves
    }

    /// True when `s` wins only with exactly five.
    fn exact(&self, s: u8) -> bool {
        !self.rule.wins(6, player(s))
    }

    /// The line through `p` in direction `d`: the stones and their indices, and where `p` is.
    fn line(&self, p: Point, d: (i32, i32)) -> (Line, usize) {
        let n = self.n;
        let (x, y) = (i32::from(p) / n, i32::from(p) % n);
        let mut back = 0;
        while back < 5 && (0..n).contains(&(x - d.0 * (back + 1))) && {
            let ny = y - d.1 * (back + 1);
            (0..n).contains(&ny)
        } {
            back += 1;
        }
        let mut line = Line::default();
        let (mut cx, mut cy) = (x - d.0 * back, y - d.1 * back);
        while line.len < 11 && (0..n).contains(&cx) && (0..n).contains(&cy) {
            let at = (cx * n + cy) as Point;
            line.points[line.len] = at;
            line.stones[line.len] = self.cells[usize::from(at)];
            line.len += 1;
            cx += d.0;
            cy += d.1;
        }
        (line, back as usize)
    }

    /// True when stone `s` on empty `p` makes a winning row.
    pub fn makes_five(&self, p: Point, s: u8) -> bool {
        let n = self.n;
        let (x, y) = (i32::from(p) / n, i32::from(p) % n);
        DIRECTIONS.iter().any(|&(dx, dy)| {
            let mut run = 1;
            for sign in [1, -1] {
                let (mut cx, mut cy) = (x + sign * dx, y + sign * dy);
                while (0..n).contains(&cx)
                    && (0..n).contains(&cy)
                    && self.cells[(cx * n + cy) as usize] == s
                {
                    run += 1;
                    cx += sign * dx;
                    cy += sign * dy;
                }
            }
            self.rule.wins(run, player(s))
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
        let exact = self.exact(s);
        // Renju's Black wins a three only by a straight four: its two five-cells five apart.
        let straight = self.rule == Rule::Renju && s == 1;
        for d in DIRECTIONS {
            let (mut line, at) = self.line(p, d);
            line.stones[at] = s;
            if line.has_five(s, at, exact) {
                threat.five = true;
            }
            let fives = line.five_cells(s, at, exact);
            for i in 0..line.len {
                if fives & (1 << i) != 0 && !threat.five_cells.contains(&line.points[i]) {
                    threat.five_cells.push(line.points[i]);
                }
            }
            if fives == 0 && line.can_make_winning_four(s, at, exact, straight) {
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
    /// True when the run of `s` through `at` wins: five or more, or exactly five when `exact`.
    fn has_five(&self, s: u8, at: usize, exact: bool) -> bool {
        let mut from = at;
        while from > 0 && self.stones[from - 1] == s {
            from -= 1;
        }
        let mut to = at;
        while to + 1 < self.len && self.stones[to + 1] == s {
            to += 1;
        }
        let run = to + 1 - from;
        if exact {
            run == 5
        } else {
            run >= 5
        }
    }

    /// Bit i set when stone `s` on empty position i would complete a winning five holding
    /// position `at` (exactly five when `exact`).
    fn five_cells(&self, s: u8, at: usize, exact: bool) -> u32 {
        let mut cells = 0u32;
        if self.len < 5 {
            return 0;
        }
        for start in at.saturating_sub(4)..=at.min(self.len - 5) {
            let window = &self.stones[start..start + 5];
            let own = window.iter().filter(|&&v| v == s).count();
            let empty = window.iter().position(|&v| v == 0);
            let (Some(e), 4) = (empty, own) else {
                continue;
            };
            let closed = |i: Option<usize>| i.is_none_or(|i| i >= self.len || self.stones[i] != s);
            if !exact || (closed(start.checked_sub(1)) && closed(Some(start + 5))) {
                cells |= 1 << (start + e);
            }
        }
        cells
    }

    /// True when one more stone `s` somewhere in the line leaves two cells to make five
    /// (five apart, a straight four, when `straight`).
    fn can_make_winning_four(&mut self, s: u8, at: usize, exact: bool, straight: bool) -> bool {
        for i in 0..self.len {
            if self.stones[i] != 0 {
                continue;
            }
            self.stones[i] = s;
            let fives = self.five_cells(s, at, exact);
            self.stones[i] = 0;
            let winning = if straight {
                (0..self.len).any(|j| fives & (0b10_0001 << j) == 0b10_0001 << j)
            } else {
                fives.count_ones() >= 2
            };
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
        let mut b = Board::from_game(&Gomoku::new());
        for &(x, y) in black {
            b.put(b.point(Cell::new(x, y)), 1);
        }
        for &(x, y) in white {
            b.put(b.point(Cell::new(x, y)), 2);
        }
        b
    }

    fn point(cell: Cell) -> Point {
        Board::from_game(&Gomoku::new()).point(cell)
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
