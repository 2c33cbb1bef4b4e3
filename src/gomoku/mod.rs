//! Freestyle Gomoku on a 15 × 15 board: five or more in a row wins.
//!
//! Beside play, the position answers the short tactical questions of the HDU 3683 judge:
//! can the player to move make five now, must they lose in two, can they force five in three?
//! The reasoning rests on one fact: a stone only ever helps its own colour's lines, so placing
//! a stone on `c` removes exactly `c` from the opponent's immediate winning cells and nothing else.

pub mod contest;
mod vcf;

pub use vcf::{search as search_vcf, ForcedWin};

use crate::game::{Game, Outcome, PlayError, Player, Refused};
use std::fmt;

/// The board's side.
pub const SIZE: u8 = 15;

/// A point of the board: (0, 0) bottom left, x along the bottom edge, y up the left edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    /// Column, from 0 at the left.
    pub x: u8,
    /// Row, from 0 at the bottom.
    pub y: u8,
}

impl Cell {
    /// The cell (x, y).
    pub fn new(x: u8, y: u8) -> Self {
        Cell { x, y }
    }

    /// Every cell in judge order: smallest x first, then smallest y.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..SIZE).flat_map(|x| (0..SIZE).map(move |y| Cell { x, y }))
    }

    fn index(self) -> usize {
        usize::from(self.x) * usize::from(SIZE) + usize::from(self.y)
    }

    /// The judge's notation, `(x,y)`, which its answers and messages keep.
    pub fn contest(&self) -> String {
        format!("({},{})", self.x, self.y)
    }

    fn step(self, dx: i8, dy: i8) -> Option<Cell> {
        let x = self.x.checked_add_signed(dx)?;
        let y = self.y.checked_add_signed(dy)?;
        (x < SIZE && y < SIZE).then_some(Cell { x, y })
    }
}

crate::input::from_coordinate_pair!(Cell);

impl fmt::Display for Cell {
    /// The page's notation, `(x, y)`, as every game writes its cells (the judge writes
    /// [`Cell::contest`]; both read back).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// Black moves first; the colours' names in the judge's words.
pub fn colour_name(player: Player) -> &'static str {
    match player {
        Player::First => "black",
        Player::Second => "white",
    }
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GomokuError {
    /// The cell is off the 15 × 15 board.
    OffBoard {
        /// The column asked for.
        x: u32,
        /// The row asked for.
        y: u32,
    },
    /// A stone is already there.
    Occupied {
        /// The cell asked for.
        cell: Cell,
        /// Whose stone it is.
        by: Player,
    },
    /// Someone already has five in a row.
    GameOver {
        /// Who made five.
        winner: Player,
    },
}

impl fmt::Display for GomokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GomokuError::OffBoard { x, y } => {
                write!(f, "({x}, {y}) is off the board (0..={})", SIZE - 1)
            }
            GomokuError::Occupied { cell, by } => {
                write!(f, "{cell} already holds a {} stone", colour_name(by))
            }
            GomokuError::GameOver { winner } => {
                write!(
                    f,
                    "the game is over: {} has five in a row",
                    colour_name(winner)
                )
            }
        }
    }
}

impl std::error::Error for GomokuError {}

/// The judge's question answered for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tactics {
    /// The stone counts cannot come from alternate play with Black first.
    Invalid,
    /// `cell` (the smallest) makes five at once.
    WinIn1 {
        /// The player to move.
        player: Player,
        /// The winning cell.
        cell: Cell,
    },
    /// Every move leaves the opponent a five.
    LoseIn2 {
        /// The player to move.
        player: Player,
    },
    /// `cell` (the smallest) leaves the opponent no five and two or more of our own.
    WinIn3 {
        /// The player to move.
        player: Player,
        /// The first move of the win.
        cell: Cell,
    },
    /// None of the above.
    NoWinIn3 {
        /// The player to move.
        player: Player,
    },
}

impl fmt::Display for Tactics {
    /// The judge's exact sentence.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Tactics::Invalid => f.write_str("Invalid."),
            Tactics::WinIn1 { player, cell } => {
                write!(
                    f,
                    "Place {} at {} to win in 1 move.",
                    colour_name(player),
                    cell.contest()
                )
            }
            Tactics::LoseIn2 { .. } => f.write_str("Lose in 2 moves."),
            Tactics::WinIn3 { player, cell } => {
                write!(
                    f,
                    "Place {} at {} to win in 3 moves.",
                    colour_name(player),
                    cell.contest()
                )
            }
            Tactics::NoWinIn3 { .. } => f.write_str("Cannot win in 3 moves."),
        }
    }
}

const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A Gomoku position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gomoku {
    cells: Vec<Option<Player>>,
    stones: [usize; 2],
    winner: Option<Player>,
}

impl Default for Gomoku {
    fn default() -> Self {
        Gomoku {
            cells: vec![None; usize::from(SIZE) * usize::from(SIZE)],
            stones: [0, 0],
            winner: None,
        }
    }
}

impl Gomoku {
    /// An empty board, Black to move.
    pub fn new() -> Self {
        Self::default()
    }

    /// Puts a stone down regardless of turn, as a judge's position lists them. Returns true
    /// when the stone completes five or more.
    pub fn place(&mut self, cell: Cell, player: Player) -> Result<bool, GomokuError> {
        if let Some(by) = self.at(cell) {
            return Err(GomokuError::Occupied { cell, by });
        }
        let five = self.makes_five(cell, player);
        self.cells[cell.index()] = Some(player);
        self.stones[player as usize] += 1;
        if five && self.winner.is_none() {
            self.winner = Some(player);
        }
        Ok(five)
    }

    /// Puts or lifts a stone without turn or win bookkeeping, for searches that undo it.
    fn set_for_search(&mut self, cell: Cell, stone: Option<Player>) {
        if let Some(old) = self.cells[cell.index()] {
            self.stones[old as usize] -= 1;
        }
        if let Some(new) = stone {
            self.stones[new as usize] += 1;
        }
        self.cells[cell.index()] = stone;
    }

    /// Whose stone is on `cell`, if any.
    pub fn at(&self, cell: Cell) -> Option<Player> {
        self.cells[cell.index()]
    }

    /// How many stones `player` has on the board.
    pub fn stones(&self, player: Player) -> usize {
        self.stones[player as usize]
    }

    /// Whose turn it is, or None when the counts cannot come from Black-first alternate play.
    pub fn to_move(&self) -> Option<Player> {
        let (black, white) = (self.stones[0], self.stones[1]);
        if black == white {
            Some(Player::First)
        } else if black == white + 1 {
            Some(Player::Second)
        } else {
            None
        }
    }

    /// Who made five first, if anyone.
    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// True when a `player` stone on empty `cell` would complete five or more in a row.
    pub fn makes_five(&self, cell: Cell, player: Player) -> bool {
        DIRECTIONS.iter().any(|&(dx, dy)| {
            1 + self.run(cell, player, dx, dy) + self.run(cell, player, -dx, -dy) >= 5
        })
    }

    /// The empty cells where `player` makes five on the four lines through the `player` stone
    /// on `stone`, at most four points from it: every five-cell that stone made, since its
    /// five runs through the stone. A line holding fewer than three more `player` stones
    /// within those four points cannot gain one and is skipped, so five-cells that stood
    /// before the stone may or may not be among them.
    fn fives_near(&self, stone: Cell, player: Player) -> impl Iterator<Item = Cell> + '_ {
        let within = move |dx: i8, dy: i8| {
            (-4i8..=4)
                .filter(|&d| d != 0)
                .filter_map(move |d| stone.step(dx * d, dy * d))
        };
        DIRECTIONS
            .into_iter()
            .filter(move |&(dx, dy)| {
                let near = within(dx, dy).filter(|&c| self.at(c) == Some(player));
                near.count() >= 3
            })
            .flat_map(move |(dx, dy)| within(dx, dy))
            .filter(move |&c| self.at(c).is_none() && self.makes_five(c, player))
    }

    /// The five (or longer) line through `cell`, if `cell` holds a stone that is part of one.
    pub fn five_through(&self, cell: Cell) -> Option<Vec<Cell>> {
        let player = self.at(cell)?;
        DIRECTIONS.iter().find_map(|&(dx, dy)| {
            let back = self.run(cell, player, -dx, -dy);
            let forth = self.run(cell, player, dx, dy);
            (1 + back + forth >= 5).then(|| {
                let mut start = cell;
                for _ in 0..back {
                    start = start.step(-dx, -dy).expect("run stays on the board");
                }
                let mut line = vec![start];
                for _ in 0..back + forth {
                    let next = line
                        .last()
                        .unwrap()
                        .step(dx, dy)
                        .expect("run stays on the board");
                    line.push(next);
                }
                line
            })
        })
    }

    /// Consecutive `player` stones from `cell` (exclusive) in direction (dx, dy).
    fn run(&self, cell: Cell, player: Player, dx: i8, dy: i8) -> usize {
        let mut count = 0;
        let mut at = cell;
        while let Some(next) = at.step(dx, dy) {
            if self.at(next) != Some(player) {
                break;
            }
            count += 1;
            at = next;
        }
        count
    }

    /// The empty cells where `player` would make five at once, in judge order.
    pub fn winning_cells(&self, player: Player) -> Vec<Cell> {
        Cell::all()
            .filter(|&c| self.at(c).is_none() && self.makes_five(c, player))
            .collect()
    }

    /// The judge's analysis for the player to move (HDU 3683).
    pub fn tactics(&self) -> Tactics {
        let Some(me) = self.to_move() else {
            return Tactics::Invalid;
        };
        if let Some(&cell) = self.winning_cells(me).first() {
            return Tactics::WinIn1 { player: me, cell };
        }
        let threats = self.winning_cells(me.opponent());
        if threats.len() >= 2 {
            // One stone blocks one cell; any other threat stays.
            return Tactics::LoseIn2 { player: me };
        }
        if let Some(&cell) = self.double_fours(me, &threats).first() {
            return Tactics::WinIn3 { player: me, cell };
        }
        Tactics::NoWinIn3 { player: me }
    }
}

impl Gomoku {
    /// The cells where `me` leaves the opponent no five (blocking `threats`, the opponent's
    /// five-cells, if there is one) and makes two or more five-cells of its own: win in 3.
    ///
    /// A stone only lengthens its owner's lines, so the five-cells `me` had stay, and the new
    /// ones lie on the four lines through the stone, at most four points away: each candidate
    /// costs a look along those lines rather than a scan of the whole board.
    pub fn double_fours(&self, me: Player, threats: &[Cell]) -> Vec<Cell> {
        let before = self.winning_cells(me);
        let mut board = self.clone();
        let mut found = Vec::new();
        for cell in Cell::all().filter(|&c| self.at(c).is_none()) {
            if threats.iter().any(|&t| t != cell) {
                continue;
            }
            board.cells[cell.index()] = Some(me);
            let kept = before.iter().filter(|&&c| c != cell).take(2).count();
            if kept + board.new_fives(cell, me, &before, 2 - kept) >= 2 {
                found.push(cell);
            }
            board.cells[cell.index()] = None;
        }
        found
    }

    /// Up to `enough` empty cells, none of them in `before`, where `me` now makes five on a
    /// line through `stone` (at most four points from it).
    fn new_fives(&self, stone: Cell, me: Player, before: &[Cell], enough: usize) -> usize {
        self.fives_near(stone, me)
            .filter(|c| !before.contains(c))
            .take(enough)
            .count()
    }
}

impl Game for Gomoku {
    type Move = Cell;
    type Refusal = GomokuError;
    type Verdict = Tactics;

    /// Plays for the player to move (Black when the counts are equal).
    fn try_play(&mut self, cell: &Cell) -> Result<(), Refused<Self>> {
        let refuse = |reason| Err(PlayError::new(*cell, reason));
        if cell.x >= SIZE || cell.y >= SIZE {
            return refuse(GomokuError::OffBoard {
                x: cell.x.into(),
                y: cell.y.into(),
            });
        }
        if let Some(winner) = self.winner {
            return refuse(GomokuError::GameOver { winner });
        }
        let mover = self.to_move().unwrap_or(Player::First);
        match self.place(*cell, mover) {
            Ok(_) => Ok(()),
            Err(reason) => refuse(reason),
        }
    }

    fn verdict(&self) -> Tactics {
        self.tactics()
    }

    /// A position whose stone counts cannot come from alternate play is reported as Black to
    /// move; the verdict ([`Tactics::Invalid`]) says what is wrong with it.
    fn outcome(&self) -> Outcome {
        if let Some(winner) = self.winner {
            Outcome::Won { winner }
        } else if self.stones[0] + self.stones[1] == SIZE as usize * SIZE as usize {
            Outcome::Drawn
        } else {
            Outcome::Ongoing {
                to_move: self.to_move().unwrap_or(Player::First),
            }
        }
    }

    fn side_name(&self, player: Player) -> &'static str {
        match player {
            Player::First => "Black",
            Player::Second => "White",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(stones: &[(u8, u8, Player)]) -> Gomoku {
        let mut g = Gomoku::new();
        for &(x, y, p) in stones {
            g.place(Cell::new(x, y), p).unwrap();
        }
        g
    }

    #[test]
    fn five_in_every_direction_and_overlines() {
        use Player::First as B;
        for (dx, dy) in DIRECTIONS {
            let mut g = Gomoku::new();
            for i in 0..4i8 {
                let c = Cell::new((5 + dx * i) as u8, (7 + dy * i) as u8);
                g.place(c, B).unwrap();
            }
            let end = Cell::new((5 + dx * 4) as u8, (7 + dy * 4) as u8);
            assert!(g.makes_five(end, B));
            assert!(!g.makes_five(end, Player::Second));
        }
        // Six in a row counts in freestyle.
        let g = board(&[(0, 0, B), (1, 0, B), (3, 0, B), (4, 0, B), (5, 0, B)]);
        assert!(g.makes_five(Cell::new(2, 0), B));
    }

    #[test]
    fn judge_sentences() {
        let g = board(&[(7, 7, Player::First)]);
        assert_eq!(g.tactics().to_string(), "Cannot win in 3 moves.");
        let g = board(&[(7, 7, Player::Second)]);
        assert_eq!(g.tactics().to_string(), "Invalid.");
        let open_four: Vec<_> = (3..7).map(|x| (x, 5, Player::First)).collect();
        let mut stones = open_four.clone();
        stones.extend([
            (0, 0, Player::Second),
            (0, 2, Player::Second),
            (0, 4, Player::Second),
            (0, 6, Player::Second),
        ]);
        assert_eq!(
            board(&stones).tactics().to_string(),
            "Place black at (2,5) to win in 1 move."
        );
    }

    /// [`Gomoku::double_fours`] as defined: place the stone, then scan the whole board.
    fn double_fours_by_scan(game: &Gomoku, me: Player, threats: &[Cell]) -> Vec<Cell> {
        let mut board = game.clone();
        let mut found = Vec::new();
        for cell in Cell::all().filter(|&c| game.at(c).is_none()) {
            if threats.iter().any(|&t| t != cell) {
                continue;
            }
            board.cells[cell.index()] = Some(me);
            if Cell::all()
                .filter(|&c| board.at(c).is_none() && board.makes_five(c, me))
                .count()
                >= 2
            {
                found.push(cell);
            }
            board.cells[cell.index()] = None;
        }
        found
    }

    #[test]
    fn double_fours_agree_with_a_whole_board_scan() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let mut positions_with_wins = 0;
        for _ in 0..600 {
            // Stones crowded into a corner window, so that fours and double fours are common.
            let window = 5 + next(11) as u8;
            let mut game = Gomoku::new();
            for _ in 0..next(3 * u64::from(window)) {
                let cell = Cell::new(next(u64::from(window)) as u8, next(u64::from(window)) as u8);
                let player = if next(2) == 0 {
                    Player::First
                } else {
                    Player::Second
                };
                game.cells[cell.index()] = Some(player);
            }
            for me in [Player::First, Player::Second] {
                let all = game.winning_cells(me.opponent());
                for threats in [&all[..], &all[..all.len().min(1)], &[]] {
                    let fast = game.double_fours(me, threats);
                    assert_eq!(fast, double_fours_by_scan(&game, me, threats));
                    positions_with_wins += usize::from(!fast.is_empty());
                }
            }
        }
        assert!(positions_with_wins > 100, "only {positions_with_wins}");
    }

    #[test]
    fn refuses_occupied_and_finished() {
        let mut g = Gomoku::new();
        g.play(&Cell::new(1, 1));
        assert_eq!(
            g.try_play(&Cell::new(1, 1)).unwrap_err().to_string(),
            "(1, 1) already holds a black stone"
        );
        let refused = g.try_play(&Cell::new(15, 0)).unwrap_err();
        assert_eq!(refused.mv, Cell::new(15, 0));
        assert!(matches!(refused.reason, GomokuError::OffBoard { .. }));
    }
}
