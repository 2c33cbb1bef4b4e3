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

/// What a five-cell window holding 0..=5 stones of one colour (and none of the other) is
/// worth to that colour.
pub(super) const WEIGHT: [i32; 6] = [0, 1, 8, 60, 500, 500];

/// The same for the side to move, whose windows count half as much again (it uses them first).
const MOVER_WEIGHT: [i32; 6] = [0, 1, 12, 90, 750, 750];

/// The most cells a board has (side 22).
const MOST_CELLS: usize = 22 * 22;

/// Random keys by cell and colour for the position's hash (splitmix64 from a fixed seed).
const ZOBRIST: [[u64; 2]; MOST_CELLS] = {
    let mut keys = [[0u64; 2]; MOST_CELLS];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut i = 0;
    while i < MOST_CELLS * 2 {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        keys[i / 2][i % 2] = z ^ (z >> 31);
        i += 1;
    }
    keys
};

/// Stones by index: 0 empty, 1 black, 2 white; the board's side and rule. Beside the stones it
/// keeps, up to date as stones are put and lifted, what the evaluation and the move generation
/// would otherwise rescan the board for at every node: the stones of each colour in every
/// five-cell window, the windows' worth to each colour, how many windows one stone short of
/// five each colour has, and how many stones stand near each cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    n: i32,
    rule: Rule,
    cells: Vec<u8>,
    stones: usize,
    /// Black's and White's stones in the window starting at a cell, per direction
    /// (`direction * n * n + start`); windows that do not fit stay zero.
    windows: Vec<[u8; 2]>,
    /// The sums [`TALLY`] lists, Black's then White's: the worth at [`WEIGHT`] of the windows
    /// only that colour uses, the same at [`MOVER_WEIGHT`], its windows of four and of three.
    sums: [i32; 8],
    /// Stones within two steps of each cell (its 5 x 5 square).
    near: Vec<u8>,
    /// The stones' Zobrist hash.
    hash: u64,
    /// Per cell, the windows holding it ([`NO_WINDOW`] for those off the board): the bounds
    /// are checked once, not at every move.
    through: Vec<[u16; 20]>,
    /// By stone value, in index order: the windows of four of that colour and none of the
    /// other (where its five-cells are), kept so that no search scans every window for them.
    four_list: [Vec<u16>; 3],
    /// By stone value, in index order: the windows of three of that colour and none of the
    /// other.
    three_list: [Vec<u16>; 3],
}

/// What a window holding `c` (Black's and White's stones) adds to the kept sums, Black's
/// then White's: its worth, its worth to the side to move, and whether it is a window of four,
/// and of three, of that colour alone.
const TALLY: [[[i32; 8]; 6]; 6] = {
    let mut table = [[[0; 8]; 6]; 6];
    let mut b = 0;
    while b < 6 {
        let mut w = 0;
        while w < 6 {
            let mut side = 0;
            while side < 2 {
                let (own, other) = if side == 0 { (b, w) } else { (w, b) };
                if other == 0 {
                    let t = &mut table[b][w];
                    t[side] = WEIGHT[own];
                    t[2 + side] = MOVER_WEIGHT[own];
                    t[4 + side] = (own == 4) as i32;
                    t[6 + side] = (own == 3) as i32;
                }
                side += 1;
            }
            w += 1;
        }
        b += 1;
    }
    table
};

/// By colour (0 Black, 1 White) and a window's stones `c` before: what one more stone of that
/// colour there changes in the [`TALLY`] sums (a stone lifted takes away the change of the
/// window it leaves), so a move reads one entry a window instead of two and their difference.
/// (Eight counts a side, so that an index masked to three bits needs no bounds check.)
const ADDED: [[[[i32; 8]; 8]; 8]; 2] = {
    let mut table = [[[[0; 8]; 8]; 8]; 2];
    let mut side = 0;
    while side < 2 {
        let mut b = 0;
        while b < 6 {
            let mut w = 0;
            while w < 6 {
                let (nb, nw) = if side == 0 { (b + 1, w) } else { (b, w + 1) };
                if nb < 6 && nw < 6 {
                    let mut k = 0;
                    while k < 8 {
                        table[side][b][w][k] = TALLY[nb][nw][k] - TALLY[b][w][k];
                        k += 1;
                    }
                }
                w += 1;
            }
            b += 1;
        }
        side += 1;
    }
    table
};

/// A window index no window has (a board has at most 4 × 22 × 22 of them).
pub(super) const NO_WINDOW: u16 = u16::MAX;

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
        let mut board = Board::empty(i32::from(game.size()), game.rule());
        for c in game.points() {
            if let Some(player) = game.at(c) {
                board.put(board.point(c), stone(player));
            }
        }
        board
    }

    /// An empty board of side `n` under `rule`.
    fn empty(n: i32, rule: Rule) -> Board {
        Board {
            n,
            rule,
            cells: vec![0; (n * n) as usize],
            stones: 0,
            windows: vec![[0; 2]; (4 * n * n) as usize],
            sums: [0; 8],
            near: vec![0; (n * n) as usize],
            hash: 0,
            through: (0..n * n).map(|p| windows_of(n, p)).collect(),
            four_list: Default::default(),
            three_list: Default::default(),
        }
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
        self.update(p, s, true);
    }

    /// Lifts the stone on `p`.
    pub fn lift(&mut self, p: Point) {
        let s = self.cells[usize::from(p)];
        debug_assert_ne!(s, 0);
        self.cells[usize::from(p)] = 0;
        self.stones -= 1;
        self.update(p, s, false);
    }

    /// Brings the windows through `p` and the near counts around it up to date for stone `s`
    /// put (`added`) or lifted.
    fn update(&mut self, p: Point, s: u8, added: bool) {
        let n = self.n;
        let (x, y) = (i32::from(p) / n, i32::from(p) % n);
        // The 5 × 5 square round `p`, clipped to the board, row by row.
        let (ys, ye) = ((y - 2).max(0) as usize, (y + 2).min(n - 1) as usize);
        for nx in (x - 2).max(0)..=(x + 2).min(n - 1) {
            let row = (nx * n) as usize;
            for near in &mut self.near[row + ys..=row + ye] {
                *near = if added { *near + 1 } else { *near - 1 };
            }
        }
        let side = usize::from(s - 1);
        self.hash ^= ZOBRIST[usize::from(p)][side];
        for w in self.through[usize::from(p)] {
            if w == NO_WINDOW {
                continue;
            }
            let c = &mut self.windows[usize::from(w)];
            let before = *c;
            let change = if added {
                c[side] += 1;
                ADDED[side][usize::from(before[0] & 7)][usize::from(before[1] & 7)]
            } else {
                c[side] -= 1;
                let d = ADDED[side][usize::from(c[0] & 7)][usize::from(c[1] & 7)];
                d.map(|v| -v)
            };
            let after = *c;
            for (sum, d) in self.sums.iter_mut().zip(change) {
                *sum += d;
            }
            if change[4..] != [0; 4] {
                self.track(w, before, after);
            }
        }
    }

    /// Moves window `w` between the lists of windows of four and of three as its stones go
    /// from `before` to `after`.
    fn track(&mut self, w: u16, before: [u8; 2], after: [u8; 2]) {
        for side in 0..2 {
            // The window's stones of this colour when the other has none there, else 0.
            let class = |c: [u8; 2]| if c[1 - side] == 0 { c[side] } else { 0 };
            let (was, now) = (class(before), class(after));
            if was == now {
                continue;
            }
            let lists = [
                &mut self.four_list[side + 1],
                &mut self.three_list[side + 1],
            ];
            for (list, kind) in lists.into_iter().zip([4, 3]) {
                if was == kind {
                    if let Ok(i) = list.binary_search(&w) {
                        list.remove(i);
                    }
                }
            }
            let list = match now {
                4 => &mut self.four_list[side + 1],
                3 => &mut self.three_list[side + 1],
                _ => continue,
            };
            if let Err(i) = list.binary_search(&w) {
                list.insert(i, w);
            }
        }
    }

    /// Adds (`sign` 1) or takes away (-1) the worth of a window holding `c` stones, field by
    /// field: the reference [`TALLY`]'s sums are checked against.
    #[cfg(test)]
    fn count(&mut self, c: [u8; 2], sign: i32) {
        for side in 0..2 {
            if c[1 - side] == 0 {
                let k = usize::from(c[side]);
                self.sums[side] += sign * WEIGHT[k];
                self.sums[2 + side] += sign * MOVER_WEIGHT[k];
                self.sums[4 + side] += sign * i32::from(k == 4);
                self.sums[6 + side] += sign * i32::from(k == 3);
            }
        }
    }

    /// The indices of the (up to twenty) windows holding `p`; None for those off the board.
    pub(super) fn windows_through(&self, p: Point) -> [Option<usize>; 20] {
        self.window_indices(p)
            .map(|w| (w != NO_WINDOW).then_some(usize::from(w)))
    }

    /// The indices of the windows holding `p`, as [`Board::windows_through`] orders them, with
    /// [`NO_WINDOW`] for those off the board.
    pub(super) fn window_indices(&self, p: Point) -> [u16; 20] {
        self.through[usize::from(p)]
    }

    /// The two empty cells of every window holding three of stone `s` and nothing else: a
    /// stone of `s` on either leaves the other to make five (by window count: under an exact
    /// rule the five may be an overline). Empty when `s` has no such window.
    pub fn three_windows(&self, s: u8) -> Vec<(Point, Point)> {
        let mut out = Vec::with_capacity(self.three_list[usize::from(s)].len());
        for &w in &self.three_list[usize::from(s)] {
            let mut empty = [0; 2];
            let mut k = 0;
            for p in self.window_cells(usize::from(w)) {
                if self.cells[usize::from(p)] == 0 {
                    empty[k] = p;
                    k += 1;
                }
            }
            out.push((empty[0], empty[1]));
        }
        out
    }

    /// The empty cells, in index order, of every window holding at least `least` stones of
    /// `s` and none of the opponent's. With 2, every cell where `s` makes a four or a three;
    /// with 3, every cell where the opponent stops one of `s`'s fours to come.
    pub fn window_empties(&self, s: u8, least: u8) -> Vec<Point> {
        let (mine, theirs) = (usize::from(s - 1), usize::from(2 - s));
        let mut marked = [false; MOST_CELLS];
        for (w, c) in self.windows.iter().enumerate() {
            if c[mine] < least || c[theirs] != 0 {
                continue;
            }
            for p in self.window_cells(w) {
                marked[usize::from(p)] = self.cells[usize::from(p)] == 0;
            }
        }
        (0..self.cells.len())
            .filter(|&i| marked[i])
            .map(|i| i as Point)
            .collect()
    }

    /// The five cells of window `w` (an index from [`Board::windows_through`]), in line order.
    pub(super) fn window_cells(&self, w: usize) -> [Point; 5] {
        let n = self.n;
        let area = (n * n) as usize;
        let (dx, dy) = DIRECTIONS[w / area];
        let start = (w % area) as i32;
        let step = dx * n + dy;
        std::array::from_fn(|i| (start + i as i32 * step) as Point)
    }

    /// The empty cells sharing a window with `p` that holds at least two stones of `s` and
    /// none of the opponent's: where a threat of `s`'s through `p` is made or stopped.
    pub fn threat_cells(&self, p: Point, s: u8) -> Vec<Point> {
        let (mine, theirs) = (usize::from(s - 1), usize::from(2 - s));
        let mut out = Vec::new();
        for w in self.windows_through(p).into_iter().flatten() {
            let c = self.windows[w];
            if c[mine] < 2 || c[theirs] != 0 {
                continue;
            }
            for q in self.window_cells(w) {
                if self.cells[usize::from(q)] == 0 && !out.contains(&q) {
                    out.push(q);
                }
            }
        }
        out
    }

    /// The cells where stone `s` would make a four, each with whether it would leave two or
    /// more cells to make five (a winning four, which no single stone blocks), in index order.
    pub fn four_moves(&mut self, s: u8) -> Vec<(Point, bool)> {
        let windows = self.three_windows(s);
        // Sized at once: no list grows step by step.
        let mut pairs: Vec<(Point, Point)> = Vec::with_capacity(2 * windows.len());
        pairs.extend(windows.into_iter().flat_map(|(a, b)| [(a, b), (b, a)]));
        pairs.sort_unstable();
        pairs.dedup();
        let mut out: Vec<(Point, bool)> = Vec::with_capacity(pairs.len());
        for (p, five) in pairs {
            // Under a rule that counts overlines the window's five cells make five; else the
            // stone stands only for the line's check (the kept counts need not follow).
            let real = !self.exact(s) || {
                self.cells[usize::from(p)] = s;
                let real = self.makes_five(five, s);
                self.cells[usize::from(p)] = 0;
                real
            };
            if !real {
                continue;
            }
            match out.last_mut() {
                Some((last, winning)) if *last == p => *winning = true,
                _ => out.push((p, false)),
            }
        }
        out
    }

    /// The stones' Zobrist hash: equal positions hash alike, whatever the order of play.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Black's and White's stones in window `w` (an index from [`Board::windows_through`]).
    pub(super) fn window(&self, w: usize) -> [u8; 2] {
        self.windows[w]
    }

    /// The worth of the windows only stone `s` uses, counted for the side to move
    /// (`to_move`) or not.
    pub(super) fn worth(&self, s: u8, to_move: bool) -> i32 {
        self.sums[2 * usize::from(to_move) + usize::from(s - 1)]
    }

    /// What stone `s` on empty `p` would leave, read off the windows through `p` without
    /// putting it: the evaluation (eval.rs's `evaluate`) for the opponent then to move, and
    /// whether `s` would hold a window of four. None when `s` wins only with exactly five
    /// (a window of four may then make an overline, not a five: the line must be read).
    pub(super) fn evaluate_after(&self, p: Point, s: u8) -> Option<(i32, bool)> {
        if self.exact(s) {
            return None;
        }
        let (side, other) = (usize::from(s - 1), usize::from(2 - s));
        let mut worth = self.sums[side];
        let mut mover = self.sums[2 + other];
        let mut fours = self.sums[4 + side];
        for w in self.through[usize::from(p)] {
            if w == NO_WINDOW {
                continue;
            }
            let c = self.windows[usize::from(w)];
            let change = &ADDED[side][usize::from(c[0] & 7)][usize::from(c[1] & 7)];
            worth += change[side];
            mover += change[2 + other];
            fours += change[4 + side];
        }
        Some((mover - worth, fours > 0))
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
        // Room for a crowded middle game at once, not grown step by step.
        let mut out = Vec::with_capacity(128);
        for (i, (&near, &stone)) in self.near.iter().zip(&self.cells).enumerate() {
            if near > 0 && stone == 0 {
                out.push(i as Point);
            }
        }
        out
    }

    /// The neighbourhood's points that stone `s` may play.
    pub fn legal_moves(&mut self, s: u8) -> Vec<Point> {
        let mut moves = self.neighbourhood();
        if self.rule == Rule::Renju && s == 1 {
            moves.retain(|&p| !self.forbidden(p, s));
        }
        moves
    }

    /// How many points the board has (its side squared).
    #[cfg(test)]
    pub(super) fn area(&self) -> usize {
        (self.n * self.n) as usize
    }

    /// True when `s` wins only with exactly five.
    pub(super) fn exact(&self, s: u8) -> bool {
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
        // Every five runs through a window that held four of `s` and nothing else before.
        let mut out: Vec<Point> = Vec::new();
        for &w in &self.four_list[usize::from(s)] {
            let cells = self.window_cells(usize::from(w));
            let Some(&p) = cells.iter().find(|&&p| self.cells[usize::from(p)] == 0) else {
                continue;
            };
            // Four and an empty cell always make five or more; an exact rule checks the run.
            if !self.exact(s) || self.makes_five(p, s) {
                out.push(p);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// What stone `s` on empty `p` would make.
    pub fn threat(&self, p: Point, s: u8) -> Threat {
        self.threat_read(p, s, true)
    }

    /// Whether stone `s` on empty `p` makes a four or a three: [`Board::threat`]'s
    /// `is_four() || threes > 0`, read line by line until one is found and without listing
    /// the five-cells (the search asks it of every late move; no allocation, which
    /// WebAssembly's allocator makes dear).
    pub fn forces(&self, p: Point, s: u8) -> bool {
        let exact = self.exact(s);
        let straight = self.rule == Rule::Renju && s == 1;
        DIRECTIONS.into_iter().enumerate().any(|(k, d)| {
            if !self.live(p, s, k) {
                return false;
            }
            let (mut line, at) = self.line(p, d);
            line.stones[at] = s;
            line.five_cells(s, at, exact) != 0 || line.can_make_winning_four(s, at, exact, straight)
        })
    }

    /// Whether the line through `p` in direction `k` has a window holding two or more of
    /// `s`'s stones already and none of the opponent's: a five, a four or a three of `s`'s
    /// through `p` lies in such a window, so a line without one makes nothing.
    fn live(&self, p: Point, s: u8, k: usize) -> bool {
        let (mine, theirs) = (usize::from(s - 1), usize::from(2 - s));
        self.through[usize::from(p)][k * 5..k * 5 + 5]
            .iter()
            .any(|&w| {
                w != NO_WINDOW && {
                    let c = self.windows[usize::from(w)];
                    c[theirs] == 0 && c[mine] >= 2
                }
            })
    }

    /// [`Board::threat`], reading every line through `p` or (`skip_dead`) only those with a
    /// window that could hold a threat.
    fn threat_read(&self, p: Point, s: u8, skip_dead: bool) -> Threat {
        let mut threat = Threat::default();
        let exact = self.exact(s);
        // Renju's Black wins a three only by a straight four: its two five-cells five apart.
        let straight = self.rule == Rule::Renju && s == 1;
        for (k, d) in DIRECTIONS.into_iter().enumerate() {
            if skip_dead && !self.live(p, s, k) {
                continue;
            }
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

/// The indices of the (up to twenty) windows holding `p` on a board of side `n`, by
/// direction and then by how far back the window starts; [`NO_WINDOW`] for those off the board.
fn windows_of(n: i32, p: i32) -> [u16; 20] {
    let (x, y) = (p / n, p % n);
    let mut out = [NO_WINDOW; 20];
    for (k, (dx, dy)) in DIRECTIONS.into_iter().enumerate() {
        for back in 0..5 {
            let (sx, sy) = (x - back * dx, y - back * dy);
            let (ex, ey) = (sx + 4 * dx, sy + 4 * dy);
            if [sx, sy, ex, ey].iter().all(|v| (0..n).contains(v)) {
                out[k * 5 + back as usize] = (k as i32 * n * n + sx * n + sy) as u16;
            }
        }
    }
    out
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
pub(super) mod tests {
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

    /// The incremental state of `b` recomputed from its stones alone.
    fn recomputed(b: &Board) -> Board {
        let n = b.n;
        let mut fresh = Board {
            cells: b.cells.clone(),
            stones: b.stones,
            ..Board::empty(n, b.rule)
        };
        for (i, &s) in b.cells.iter().enumerate() {
            if s != 0 {
                fresh.hash ^= ZOBRIST[i][usize::from(s - 1)];
            }
        }
        for (k, (dx, dy)) in DIRECTIONS.into_iter().enumerate() {
            for x in 0..n {
                for y in 0..n {
                    if !(0..n).contains(&(x + 4 * dx)) || !(0..n).contains(&(y + 4 * dy)) {
                        continue;
                    }
                    let mut c = [0u8; 2];
                    for i in 0..5 {
                        let s = b.cells[((x + i * dx) * n + y + i * dy) as usize];
                        if s != 0 {
                            c[usize::from(s - 1)] += 1;
                        }
                    }
                    let w = k * (n * n) as usize + (x * n + y) as usize;
                    fresh.windows[w] = c;
                    fresh.count(c, 1);
                    fresh.track(w as u16, [0, 0], c);
                }
            }
        }
        for x in 0..n {
            for y in 0..n {
                let stones = (-2..=2)
                    .flat_map(|dx| (-2..=2).map(move |dy| (x + dx, y + dy)))
                    .filter(|&(a, c)| {
                        (0..n).contains(&a)
                            && (0..n).contains(&c)
                            && b.cells[(a * n + c) as usize] != 0
                    })
                    .count();
                fresh.near[(x * n + y) as usize] = stones as u8;
            }
        }
        fresh
    }

    #[test]
    fn a_stone_changes_the_sums_by_the_difference_of_the_tallies() {
        // Every window a stone can be put in (at most five stones in all), both colours: the
        // one-entry change against the tallies before and after.
        for b in 0..5usize {
            for w in 0..5 - b {
                for (side, added) in ADDED.iter().enumerate() {
                    let (nb, nw) = if side == 0 { (b + 1, w) } else { (b, w + 1) };
                    let expected: Vec<i32> =
                        (0..8).map(|k| TALLY[nb][nw][k] - TALLY[b][w][k]).collect();
                    assert_eq!(added[b][w].to_vec(), expected, "{b} {w} {side}");
                }
            }
        }
    }

    #[test]
    fn the_incremental_state_equals_a_recomputation_under_every_rule_and_size() {
        let mut rng = crate::rng::Rng(0x1234_5678_9abc_def1);
        for round in 0..60 {
            let rule = Rule::ALL[round % 3];
            let size = [5, 9, 15, 20, 22][round % 5];
            let mut b = Board::from_game(&Gomoku::with(size, rule));
            let mut placed: Vec<Point> = Vec::new();
            for _ in 0..120 {
                let lift = !placed.is_empty() && rng.below(3) == 0;
                if lift {
                    let p = placed.swap_remove(rng.below(placed.len()));
                    b.lift(p);
                } else {
                    let p = rng.below(usize::from(size) * usize::from(size)) as Point;
                    if b.at(p) == 0 {
                        b.put(p, 1 + (placed.len() % 2) as u8);
                        placed.push(p);
                    }
                }
                assert_eq!(b, recomputed(&b), "{rule:?} {size}");
                for s in [1, 2] {
                    let fives = b.five_cells(s);
                    let scanned: Vec<Point> = (0..b.cells.len() as Point)
                        .filter(|&p| b.at(p) == 0 && b.makes_five(p, s))
                        .collect();
                    assert_eq!(fives, scanned, "{rule:?} {size}");
                }
            }
            for p in placed {
                b.lift(p);
            }
            assert_eq!(b, Board::from_game(&Gomoku::with(size, rule)));
        }
    }

    /// A board of `size` under `rule` with up to `tries` stones, alternating colours, put at
    /// random in the 7 × 7 square round the centre, where threes and fours are common.
    /// `rounds` crowded boards of sides 15, 9 and 20 in turn, under each rule in turn, each
    /// from `least` to `least + spread - 1` tries, drawn from one generator seeded `seed`.
    pub(in crate::engine::gomoku) fn crowded_boards(
        seed: u64,
        rounds: usize,
        least: usize,
        spread: usize,
    ) -> Vec<(Rule, u8, Board)> {
        let mut rng = crate::rng::Rng(seed);
        (0..rounds)
            .map(|round| {
                let (rule, size) = (Rule::ALL[round % 3], [15u8, 9, 20][round % 3]);
                let tries = least + rng.below(spread);
                (rule, size, crowded(size, rule, tries, &mut rng))
            })
            .collect()
    }

    fn crowded(size: u8, rule: Rule, tries: usize, rng: &mut crate::rng::Rng) -> Board {
        let mut b = Board::from_game(&Gomoku::with(size, rule));
        for i in 0..tries {
            let c = Cell::new(
                (usize::from(size) / 2 - 3 + rng.below(7)) as u8,
                (usize::from(size) / 2 - 3 + rng.below(7)) as u8,
            );
            let p = b.point(c);
            if b.at(p) == 0 {
                b.put(p, 1 + (i % 2) as u8);
            }
        }
        b
    }

    #[test]
    fn every_four_and_three_lies_in_the_window_empties_and_every_block_of_a_four_to_come() {
        for (rule, size, b) in crowded_boards(0xface, 60, 10, 30) {
            for s in [1, 2] {
                let twos = b.window_empties(s, 2);
                let threes = b.window_empties(s, 3);
                for p in (0..(b.n * b.n) as Point).filter(|&p| b.at(p) == 0) {
                    let t = b.threat(p, s);
                    if t.is_four() || t.threes > 0 {
                        assert!(twos.contains(&p), "{rule:?} {size}");
                    }
                    // A four of `s` to come is made in a window of three, so the cells
                    // that stop one are those windows' empty cells.
                    if t.is_four() {
                        assert!(threes.contains(&p), "{rule:?} {size}");
                    }
                    // The brute-force reading of the windows through `p`.
                    let held = b.windows_through(p).into_iter().flatten().any(|w| {
                        let c = b.window(w);
                        c[usize::from(s - 1)] >= 2 && c[usize::from(2 - s)] == 0
                    });
                    assert_eq!(twos.contains(&p), held, "{rule:?} {size}");
                }
            }
        }
    }

    #[test]
    fn four_moves_agree_with_the_threats_read_off_the_lines() {
        for (rule, size, mut b) in crowded_boards(0x5eed, 90, 20, 30) {
            for s in [1, 2] {
                let fours = b.four_moves(s);
                let read: Vec<(Point, bool)> = (0..(b.n * b.n) as Point)
                    .filter(|&p| b.at(p) == 0)
                    .filter_map(|p| {
                        let t = b.threat(p, s);
                        // A cell making five as well is a five, not only a four.
                        (t.is_four() && !t.five).then(|| (p, t.is_winning_four()))
                    })
                    .collect();
                let fours: Vec<(Point, bool)> = fours
                    .into_iter()
                    .filter(|&(p, _)| !b.makes_five(p, s))
                    .collect();
                assert_eq!(fours, read, "{rule:?} {size}");
            }
        }
    }

    #[test]
    fn the_lines_skipped_hold_no_threat_and_the_kept_windows_are_every_window() {
        for (rule, size, b) in crowded_boards(0x7a11, 90, 20, 40) {
            for s in [1, 2] {
                for p in (0..(b.n * b.n) as Point).filter(|&p| b.at(p) == 0) {
                    let every_line = b.threat_read(p, s, false);
                    assert_eq!(b.threat(p, s), every_line, "{rule:?} {size}");
                    // The early-ending check against every line read in full.
                    let forcing = every_line.is_four() || every_line.threes > 0;
                    assert_eq!(b.forces(p, s), forcing, "{rule:?} {size}");
                }
                // The lists of windows of three and four against a scan of every window.
                let (mine, theirs) = (usize::from(s - 1), usize::from(2 - s));
                for (k, list) in [(4, &b.four_list), (3, &b.three_list)] {
                    let scanned: Vec<u16> = (0..b.windows.len())
                        .filter(|&w| {
                            let c = b.windows[w];
                            let fits = windows_of(b.n, (w % (b.n * b.n) as usize) as i32)
                                .contains(&(w as u16));
                            fits && c[mine] == k && c[theirs] == 0
                        })
                        .map(|w| w as u16)
                        .collect();
                    assert_eq!(list[usize::from(s)], scanned, "{rule:?} {size} {k}");
                }
            }
        }
    }

    #[test]
    fn five_cells_agree_with_the_rules() {
        let b = board(&[(5, 5), (6, 6), (7, 7), (8, 8)], &[(4, 4)]);
        assert_eq!(b.five_cells(1), vec![point(Cell::new(9, 9))]);
        assert!(b.five_cells(2).is_empty());
    }
}
