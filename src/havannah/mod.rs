//! Havannah on a hexagonal board of side 2 to 3000, with exact verdicts after every move.
//!
//! Everything costs in proportion to the stones played, never to the board's area (side 3000
//! has about 27 million cells): stones are kept in move order, found by a hash map keyed by
//! cell, joined into groups by union-find that tracks corners and edges, and rings are found
//! from the neighbours of the new stone (see the private `ring` module).

mod cell;
mod cell_map;
pub mod contest;
mod groups;
mod ring;
mod verdict;

pub use cell::{Board, Cell, SideError, DIRECTIONS, MAX_SIDE, MIN_SIDE};
pub use cell_map::CellMap;
pub use ring::{inside_spans, Ring, Span};
pub use verdict::{HavannahError, Stone, Verdict, Win, WinKinds};

use crate::game::{Game, Outcome, PlayError, Player, Refused};
use groups::Groups;

/// Who plays and which ring rule applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The contest's replay: one player places every stone; a ring must enclose an empty
    /// cell (with one colour, every non-own cell is empty, so any enclosure counts).
    SinglePlayer,
    /// Two players alternate; a ring must enclose at least one empty cell, as in the contest.
    TwoPlayerContestRing,
    /// Two players alternate; a ring may enclose any cells not of its colour, even all
    /// occupied by the opponent, as in the official game.
    TwoPlayerOfficialRing,
}

impl Mode {
    /// True when two players alternate.
    pub fn two_players(self) -> bool {
        self != Mode::SinglePlayer
    }
}

/// A group of stones, for highlighting: its stones and the corners and edges it touches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Whose stones they are.
    pub player: Player,
    /// The stones, in move order.
    pub stones: Vec<Cell>,
    /// Corner cells the group holds.
    pub corners: Vec<Cell>,
    /// Indices (0..6) of the edges it touches; edge `i` runs from corner `i` to `i + 1` of
    /// [`Board::corners`].
    pub edges: Vec<u8>,
}

/// A Havannah position.
#[derive(Clone, Debug)]
pub struct Havannah {
    board: Board,
    mode: Mode,
    /// Every stone's cell, in move order; stone `i` is move `i + 1`.
    stones: Vec<Cell>,
    /// Cell -> stone index.
    index: CellMap,
    groups: Groups,
    win: Option<Win>,
    /// For a ring win: one stone from each of the two runs the winning move joined.
    ring_ends: Option<(u32, u32)>,
}

impl Havannah {
    /// An empty board of side `side`.
    pub fn new(side: u32, mode: Mode) -> Result<Self, SideError> {
        Ok(Havannah::with_capacity(Board::new(side)?, mode, 0))
    }

    /// An empty board with room for `stones` stones before anything grows.
    pub fn with_capacity(board: Board, mode: Mode, stones: usize) -> Self {
        Havannah {
            board,
            mode,
            stones: Vec::with_capacity(stones),
            index: CellMap::with_capacity(stones),
            groups: Groups::with_capacity(stones),
            win: None,
            ring_ends: None,
        }
    }

    /// The board's geometry.
    pub fn board(&self) -> Board {
        self.board
    }

    /// Who plays and which ring rule applies.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// How many stones are on the board.
    pub fn moves_played(&self) -> u32 {
        self.stones.len() as u32
    }

    /// The first winning move, once there is one.
    pub fn win(&self) -> Option<&Win> {
        self.win.as_ref()
    }

    /// Who places the next stone; None once the game is over.
    pub fn to_move(&self) -> Option<Player> {
        (!self.verdict().is_over()).then(|| self.player_of(self.stones.len() as u32))
    }

    /// The owner of stone `index` (0-based move order).
    fn player_of(&self, index: u32) -> Player {
        if self.mode.two_players() && index % 2 == 1 {
            Player::Second
        } else {
            Player::First
        }
    }

    fn stone(&self, index: u32) -> Stone {
        Stone {
            cell: self.stones[index as usize],
            player: self.player_of(index),
            move_number: index + 1,
        }
    }

    /// The stone on `cell`, if any.
    pub fn stone_at(&self, cell: Cell) -> Option<Stone> {
        if !self.board.contains(cell) {
            return None;
        }
        self.index.get(cell).map(|i| self.stone(i))
    }

    /// The stone placed last, if any.
    pub fn last_stone(&self) -> Option<Stone> {
        self.stones
            .len()
            .checked_sub(1)
            .map(|i| self.stone(i as u32))
    }

    /// Every stone, in move order.
    pub fn stones(&self) -> impl Iterator<Item = Stone> + '_ {
        (0..self.stones.len() as u32).map(|i| self.stone(i))
    }

    /// The group of the stone on `cell`, if any. Costs a pass over the stones.
    pub fn group(&self, cell: Cell) -> Option<Group> {
        let stone = self.stone_at(cell)?;
        let root = self.groups.root(stone.move_number - 1);
        let (corner_mask, edge_mask) = self.groups.touches(root);
        let stones = (0..self.stones.len() as u32)
            .filter(|&i| self.groups.root(i) == root)
            .map(|i| self.stones[i as usize])
            .collect();
        let corners = self.board.corners();
        Some(Group {
            player: stone.player,
            stones,
            corners: (0..6)
                .filter(|i| corner_mask & (1 << i) != 0)
                .map(|i| corners[i])
                .collect(),
            edges: (0..6).filter(|i| edge_mask & (1 << i) != 0).collect(),
        })
    }

    /// The group of the winning stone, to highlight.
    pub fn winning_group(&self) -> Option<Group> {
        self.group(self.win?.cell)
    }

    /// The ring the winning move closed, with the cells it encloses; None unless the game
    /// was won by a ring. Costs a search through the winning group and a sort of its length.
    pub fn ring(&self) -> Option<Ring> {
        let (a, b) = self.ring_ends?;
        let p = self.win?.move_number - 1;
        let cycle = self.cycle_through(p, a, b)?;
        let inside = inside_spans(&cycle);
        Some(Ring { cycle, inside })
    }

    /// The cycle `p, a, …, b` through the group, avoiding `p` between `a` and `b`.
    fn cycle_through(&self, p: u32, a: u32, b: u32) -> Option<Vec<Cell>> {
        let path = ring::shortest_path(self, a, b, p)?;
        let mut cycle = Vec::with_capacity(path.len() + 1);
        cycle.push(self.stones[p as usize]);
        cycle.extend(path);
        Some(cycle)
    }

    fn check(&self, cell: Cell) -> Result<(), HavannahError> {
        if let Some(&win) = self.win.as_ref() {
            return Err(HavannahError::GameOver { cell, win });
        }
        if !self.board.contains(cell) {
            return Err(HavannahError::OffBoard {
                cell,
                side: self.board.side(),
            });
        }
        if let Some(i) = self.index.get(cell) {
            return Err(HavannahError::Occupied {
                cell,
                stone: self.stone(i),
            });
        }
        Ok(())
    }

    /// Places the next stone on `cell` (already checked legal) and judges the move.
    fn place(&mut self, cell: Cell) {
        let board = self.board;
        let id = self.stones.len() as u32;
        let colour = self.player_of(id);
        let mut own = [None::<u32>; 6];
        for (dir, slot) in own.iter_mut().enumerate() {
            if let Some(stone) = board.neighbour(cell, dir).and_then(|n| self.index.get(n)) {
                if self.player_of(stone) == colour {
                    *slot = Some(stone);
                }
            }
        }
        // Runs of own neighbours that were already one group: each such pair closes a cycle.
        let (starts, count) = ring::runs(own.map(|s| s.is_some()));
        let mut heads = [(0usize, 0u32, 0u32); 3];
        for (head, &dir) in heads.iter_mut().zip(&starts[..count]) {
            let stone = own[dir].expect("runs hold stones");
            *head = (dir, stone, self.groups.find(stone));
        }
        let heads = &heads[..count];

        self.stones.push(cell);
        self.index
            .insert_new(cell, id)
            .expect("checked the cell is free");
        self.groups.add(board.corner(cell), board.edge(cell));
        for stone in own.into_iter().flatten() {
            self.groups.union(id, stone);
        }

        let root = self.groups.find(id);
        let (corners, edges) = self.groups.touches(root);
        let mut kinds = WinKinds {
            bridge: corners.count_ones() >= 2,
            fork: edges.count_ones() >= 3,
            ring: false,
        };
        'pairs: for (i, &(dir_a, a, root_a)) in heads.iter().enumerate() {
            for &(dir_b, b, root_b) in &heads[i + 1..] {
                if root_a == root_b && self.closes_ring(id, (dir_a, a), (dir_b, b)) {
                    kinds.ring = true;
                    self.ring_ends = Some((a, b));
                    break 'pairs;
                }
            }
        }
        if kinds.any() {
            self.win = Some(Win {
                kinds,
                move_number: id + 1,
                cell,
                player: colour,
            });
        }
    }

    /// Whether the cycle that stone `p` closes through stones `a` and `b` (in directions
    /// `dir_a`, `dir_b` from it) is a ring under this game's rule.
    fn closes_ring(&self, p: u32, (dir_a, a): (usize, u32), (dir_b, b): (usize, u32)) -> bool {
        if self.mode != Mode::TwoPlayerContestRing {
            // The inner side holds a neighbour that is not own, and so counts.
            return true;
        }
        let Some(cycle) = self.cycle_through(p, a, b) else {
            return false;
        };
        let cell = self.stones[p as usize];
        ring::inner_directions(&cycle, dir_a, dir_b)
            .into_iter()
            .filter_map(|dir| self.board.neighbour(cell, dir))
            .filter(|&n| {
                self.index
                    .get(n)
                    .is_none_or(|s| self.player_of(s) != self.player_of(p))
            })
            .any(|n| ring::region_has_empty(self, n, p))
    }
}

impl Game for Havannah {
    type Move = Cell;
    type Refusal = HavannahError;
    type Verdict = Verdict;

    fn try_play(&mut self, mv: &Cell) -> Result<(), Refused<Self>> {
        self.check(*mv)
            .map_err(|reason| PlayError::new(*mv, reason))?;
        self.place(*mv);
        Ok(())
    }

    fn verdict(&self) -> Verdict {
        let moves = self.moves_played();
        match self.win {
            Some(win) => Verdict::Won(win),
            None if u64::from(moves) >= self.board.cell_count() => Verdict::Full { moves },
            None => Verdict::Ongoing {
                moves,
                to_move: self.player_of(moves),
            },
        }
    }

    /// A full board with no win is a draw; in the single-player replay the one player is
    /// always [`Player::First`].
    fn outcome(&self) -> Outcome {
        match self.verdict() {
            Verdict::Won(win) => Outcome::Won { winner: win.player },
            Verdict::Full { .. } => Outcome::Drawn,
            Verdict::Ongoing { to_move, .. } => Outcome::Ongoing { to_move },
        }
    }
}
