//! Gomoku on a square board of 5 to 22 points a side (15 by default, the judge's), under
//! one of Gomocup's three rules: freestyle (five or more in a row wins), standard (exactly
//! five; an overline does not win) and renju (Black needs exactly five and may not play a
//! double three, a double four or an overline; White's overline wins).
//!
//! Beside play, the position answers the short tactical questions of the HDU 3683 judge:
//! can the player to move make five now, must they lose in two, can they force five in three?
//! The reasoning rests on one fact: whether a stone would make five depends on its own
//! colour's stones only, so placing a stone on `c` removes exactly `c` from the opponent's
//! immediate winning cells and nothing else.

pub mod contest;
pub mod renju;
mod vcf;

pub use renju::Foul;
pub use vcf::{search as search_vcf, ForcedWin};

use crate::game::{Game, Outcome, PlayError, Player, Refused};
use std::fmt;

/// The board's side by default, and the judge's.
pub const SIZE: u8 = 15;
/// The smallest side a board may have: room for one five.
pub const MIN_SIZE: u8 = 5;
/// The largest side a board may have (Gomocup plays up to 20; Go boards are 19).
pub const MAX_SIZE: u8 = 22;

/// What wins, and what Black may not play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Five or more in a row wins.
    #[default]
    Freestyle,
    /// Exactly five in a row wins; six or more does not.
    Standard,
    /// Black needs exactly five and may not make an overline, a double four or a double three;
    /// White's five or more wins.
    Renju,
}

impl Rule {
    /// Every rule, in the page's order.
    pub const ALL: [Rule; 3] = [Rule::Freestyle, Rule::Standard, Rule::Renju];

    /// The rule's name in links and options.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
        }
    }

    /// The rule named `name` (as [`Rule::name`] writes it).
    pub fn from_name(name: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.name() == name)
    }

    /// True when `run` stones of `player` in a row win.
    pub fn wins(self, run: usize, player: Player) -> bool {
        match (self, player) {
            (Rule::Freestyle, _) | (Rule::Renju, Player::Second) => run >= 5,
            (Rule::Standard, _) | (Rule::Renju, Player::First) => run == 5,
        }
    }
}

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

    /// Every cell of the judge's 15 × 15 board in judge order: smallest x first, then
    /// smallest y.
    pub fn all() -> impl Iterator<Item = Cell> {
        Cell::all_of(SIZE)
    }

    /// Every cell of a `size` × `size` board in judge order.
    pub fn all_of(size: u8) -> impl Iterator<Item = Cell> {
        (0..size).flat_map(move |x| (0..size).map(move |y| Cell { x, y }))
    }

    /// The judge's notation, `(x,y)`, which its answers and messages keep.
    pub fn contest(&self) -> String {
        format!("({},{})", self.x, self.y)
    }

    fn step(self, dx: i8, dy: i8, size: u8) -> Option<Cell> {
        let x = self.x.checked_add_signed(dx)?;
        let y = self.y.checked_add_signed(dy)?;
        (x < size && y < size).then_some(Cell { x, y })
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
    /// The cell is off the board.
    OffBoard {
        /// The column asked for.
        x: u32,
        /// The row asked for.
        y: u32,
        /// The board's side.
        size: u8,
    },
    /// Renju forbids Black this point.
    Forbidden {
        /// The cell asked for.
        cell: Cell,
        /// Why.
        foul: Foul,
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
            GomokuError::OffBoard { x, y, size } => {
                write!(f, "({x}, {y}) is off the board (0..={})", size - 1)
            }
            GomokuError::Forbidden { cell, foul } => {
                write!(f, "{cell} is forbidden for black under renju: {foul}")
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
    /// `cell` (the smallest) leaves the opponent no five and two or more of our own (or,
    /// under renju, White's one that Black may not block).
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
    size: u8,
    rule: Rule,
    cells: Vec<Option<Player>>,
    stones: [usize; 2],
    winner: Option<Player>,
}

impl Default for Gomoku {
    fn default() -> Self {
        Gomoku::with(SIZE, Rule::Freestyle)
    }
}

impl Gomoku {
    /// An empty 15 × 15 freestyle board, Black to move.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty `size` × `size` board under `rule`, Black to move.
    ///
    /// # Panics
    /// When `size` is outside [`MIN_SIZE`]`..=`[`MAX_SIZE`].
    pub fn with(size: u8, rule: Rule) -> Self {
        assert!(
            (MIN_SIZE..=MAX_SIZE).contains(&size),
            "a board side from {MIN_SIZE} to {MAX_SIZE}, not {size}"
        );
        Gomoku {
            size,
            rule,
            cells: vec![None; usize::from(size) * usize::from(size)],
            stones: [0, 0],
            winner: None,
        }
    }

    /// The board's side.
    pub fn size(&self) -> u8 {
        self.size
    }

    /// The rule played.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Every cell of the board in judge order: smallest x first, then smallest y.
    pub fn points(&self) -> impl Iterator<Item = Cell> {
        Cell::all_of(self.size)
    }

    /// True when `cell` is on the board.
    pub fn contains(&self, cell: Cell) -> bool {
        cell.x < self.size && cell.y < self.size
    }

    fn index(&self, cell: Cell) -> usize {
        usize::from(cell.x) * usize::from(self.size) + usize::from(cell.y)
    }

    /// Why `player` may not play on empty `cell`: only Black, only under renju.
    pub fn foul(&self, cell: Cell, player: Player) -> Option<Foul> {
        if self.rule != Rule::Renju || player != Player::First || self.at(cell).is_some() {
            return None;
        }
        renju::foul(&mut self.clone(), cell.x.into(), cell.y.into())
    }

    /// The empty points `player` may not play and why, in judge order: none but under renju
    /// for Black.
    pub fn forbidden_points(&self, player: Player) -> Vec<(Cell, Foul)> {
        if self.rule != Rule::Renju || player != Player::First {
            return Vec::new();
        }
        let mut scratch = self.clone();
        self.points()
            .filter(|&c| self.at(c).is_none())
            .filter_map(|c| Some((c, renju::foul(&mut scratch, c.x.into(), c.y.into())?)))
            .collect()
    }

    /// Puts a stone down regardless of turn, as a judge's position lists them. Returns true
    /// when the stone completes five or more.
    pub fn place(&mut self, cell: Cell, player: Player) -> Result<bool, GomokuError> {
        if let Some(by) = self.at(cell) {
            return Err(GomokuError::Occupied { cell, by });
        }
        let five = self.makes_five(cell, player);
        let i = self.index(cell);
        self.cells[i] = Some(player);
        self.stones[player as usize] += 1;
        if five && self.winner.is_none() {
            self.winner = Some(player);
        }
        Ok(five)
    }

    /// Puts or lifts a stone without turn or win bookkeeping, for searches that undo it.
    fn set_for_search(&mut self, cell: Cell, stone: Option<Player>) {
        let i = self.index(cell);
        if let Some(old) = self.cells[i] {
            self.stones[old as usize] -= 1;
        }
        if let Some(new) = stone {
            self.stones[new as usize] += 1;
        }
        self.cells[i] = stone;
    }

    /// Whose stone is on `cell`, if any.
    pub fn at(&self, cell: Cell) -> Option<Player> {
        self.cells[self.index(cell)]
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

    /// True when a `player` stone on empty `cell` would complete a winning row: five or more,
    /// or exactly five, as the rule says.
    pub fn makes_five(&self, cell: Cell, player: Player) -> bool {
        DIRECTIONS.iter().any(|&(dx, dy)| {
            let run = 1 + self.run(cell, player, dx, dy) + self.run(cell, player, -dx, -dy);
            self.rule.wins(run, player)
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
                .filter_map(move |d| stone.step(dx * d, dy * d, self.size))
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

    /// The winning line through `cell`, if `cell` holds a stone that is part of one.
    pub fn five_through(&self, cell: Cell) -> Option<Vec<Cell>> {
        let player = self.at(cell)?;
        DIRECTIONS.iter().find_map(|&(dx, dy)| {
            let back = self.run(cell, player, -dx, -dy);
            let forth = self.run(cell, player, dx, dy);
            self.rule.wins(1 + back + forth, player).then(|| {
                let mut start = cell;
                for _ in 0..back {
                    start = start
                        .step(-dx, -dy, self.size)
                        .expect("run stays on the board");
                }
                let mut line = vec![start];
                for _ in 0..back + forth {
                    let next = line
                        .last()
                        .unwrap()
                        .step(dx, dy, self.size)
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
        while let Some(next) = at.step(dx, dy, self.size) {
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
        self.points()
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
        // One stone blocks one cell; any other threat stays, and Black may not block on a
        // forbidden point.
        if threats.len() >= 2 || threats.iter().any(|&t| self.foul(t, me).is_some()) {
            return Tactics::LoseIn2 { player: me };
        }
        if let Some(&cell) = self.double_fours(me, &threats).first() {
            return Tactics::WinIn3 { player: me, cell };
        }
        Tactics::NoWinIn3 { player: me }
    }
}

impl Gomoku {
    /// The cells where `me` may play, leaves the opponent no five (blocking `threats`, the
    /// opponent's five-cells, if there is one) and makes two or more five-cells of its own
    /// (under renju, White's one five-cell on a point forbidden to Black is enough): win in 3.
    ///
    /// A stone only lengthens its owner's lines, so the five-cells `me` had stay (unless the
    /// stone makes them overlines under an exact-five rule: they are looked at again), and the
    /// new ones lie on the four lines through the stone, at most four points away: each
    /// candidate costs a look along those lines rather than a scan of the whole board.
    pub fn double_fours(&self, me: Player, threats: &[Cell]) -> Vec<Cell> {
        let before = self.winning_cells(me);
        let mut board = self.clone();
        let mut found = Vec::new();
        for cell in self.points().filter(|&c| self.at(c).is_none()) {
            if threats.iter().any(|&t| t != cell) || self.foul(cell, me).is_some() {
                continue;
            }
            board.set_for_search(cell, Some(me));
            let kept: Vec<Cell> = before
                .iter()
                .copied()
                .filter(|&c| c != cell && board.makes_five(c, me))
                .take(2)
                .collect();
            let new = board.new_fives(cell, me, &before, 2 - kept.len());
            let fives = [kept, new].concat();
            let unblockable = match fives.as_slice() {
                [_, _, ..] => true,
                [only] => board.foul(*only, me.opponent()).is_some(),
                [] => false,
            };
            if unblockable {
                found.push(cell);
            }
            board.set_for_search(cell, None);
        }
        found
    }

    /// Up to `enough` empty cells, none of them in `before`, where `me` now makes five on a
    /// line through `stone` (at most four points from it).
    fn new_fives(&self, stone: Cell, me: Player, before: &[Cell], enough: usize) -> Vec<Cell> {
        let mut found: Vec<Cell> = Vec::new();
        for c in self.fives_near(stone, me) {
            if found.len() == enough {
                break;
            }
            if !before.contains(&c) && !found.contains(&c) {
                found.push(c);
            }
        }
        found
    }
}

impl renju::Stones for Gomoku {
    fn side(&self) -> i32 {
        self.size.into()
    }

    fn stone(&self, x: i32, y: i32) -> u8 {
        match self.at(Cell::new(x as u8, y as u8)) {
            None => 0,
            Some(Player::First) => 1,
            Some(Player::Second) => 2,
        }
    }

    fn set(&mut self, x: i32, y: i32, s: u8) {
        let stone = match s {
            0 => None,
            1 => Some(Player::First),
            _ => Some(Player::Second),
        };
        self.set_for_search(Cell::new(x as u8, y as u8), stone);
    }
}

impl Game for Gomoku {
    type Move = Cell;
    type Refusal = GomokuError;
    type Verdict = Tactics;

    /// Plays for the player to move (Black when the counts are equal).
    fn try_play(&mut self, cell: &Cell) -> Result<(), Refused<Self>> {
        let refuse = |reason| Err(PlayError::new(*cell, reason));
        if !self.contains(*cell) {
            return refuse(GomokuError::OffBoard {
                x: cell.x.into(),
                y: cell.y.into(),
                size: self.size,
            });
        }
        if let Some(winner) = self.winner {
            return refuse(GomokuError::GameOver { winner });
        }
        let mover = self.to_move().unwrap_or(Player::First);
        if let Some(foul) = self.foul(*cell, mover) {
            return refuse(GomokuError::Forbidden { cell: *cell, foul });
        }
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
        } else if self.stones[0] + self.stones[1] == self.cells.len() {
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
            let i = board.index(cell);
            board.cells[i] = Some(me);
            if Cell::all()
                .filter(|&c| board.at(c).is_none() && board.makes_five(c, me))
                .count()
                >= 2
            {
                found.push(cell);
            }
            board.cells[i] = None;
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
                let i = game.index(cell);
                game.cells[i] = Some(player);
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
