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
mod moves;
mod ring;
mod verdict;

pub use cell::{Board, Cell, SideError, DIRECTIONS, MAX_SIDE, MIN_SIDE};
pub use cell_map::CellMap;
pub use moves::{HavannahMove, SwapRefusal};
pub use ring::{inside_spans, neighbour_runs, Ring, Span};
pub use verdict::{HavannahError, Stone, Verdict, Win, WinKinds};

use crate::game::{Game, Outcome, PlayError, Player, Refused};
use groups::Groups;

/// Who plays and which ring rule applies. A ring is always a closed chain of one colour's
/// stones; the modes differ in which enclosed cells make it count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The contest's replay: one player places every stone; a ring must enclose an empty
    /// cell (a cell that cannot reach the outside of the board through empty cells).
    SinglePlayer,
    /// Two players alternate; a ring must enclose at least one empty cell, as in the contest
    /// (the enclosed region may also hold the opponent's stones).
    TwoPlayerContestRing,
    /// Two players alternate under the official rules (Christian Freeling's, as MindSports
    /// publishes them): a ring is a chain round at least one cell, whatever is on it — empty,
    /// the opponent's stones or the ring-maker's own.
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

/// How the ring of a ring win runs, so it can be drawn.
#[derive(Clone, Copy, Debug)]
enum RingWitness {
    /// The winning stone joined two runs of its neighbours, holding stones `a` and `b`, that
    /// were already one group: the ring is the stone plus a path from `a` to `b`.
    Joined { a: u32, b: u32 },
    /// The winning stone completed the six neighbours of `centre`, one of the winner's own
    /// stones (official rule only).
    Around { centre: Cell },
}

/// A Havannah position.
#[derive(Clone, Debug)]
pub struct Havannah {
    board: Board,
    mode: Mode,
    /// Whether Player 2 may swap in move 2.
    swap_rule: bool,
    /// Whether they did: then every stone belongs to the other player than move order says.
    swapped: bool,
    /// Every stone's cell, in the order placed; a swap places none.
    stones: Vec<Cell>,
    /// Cell -> stone index.
    index: CellMap,
    groups: Groups,
    win: Option<Win>,
    ring: Option<RingWitness>,
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
            swap_rule: false,
            swapped: false,
            stones: Vec::with_capacity(stones),
            index: CellMap::with_capacity(stones),
            groups: Groups::with_capacity(stones),
            win: None,
            ring: None,
        }
    }

    /// The same empty game under the swap rule (when `swap` holds and there are two players:
    /// the single-player replay has nobody to swap).
    pub fn with_swap_rule(mut self, swap: bool) -> Self {
        self.swap_rule = swap && self.mode.two_players();
        self
    }

    /// The board's geometry.
    pub fn board(&self) -> Board {
        self.board
    }

    /// Who plays and which ring rule applies.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Whether the game is played with the swap rule.
    pub fn swap_rule(&self) -> bool {
        self.swap_rule
    }

    /// Whether Player 2 took the first stone by the swap.
    pub fn swapped(&self) -> bool {
        self.swapped
    }

    /// Whether a swap is legal now: the swap rule, and exactly one move played.
    pub fn can_swap(&self) -> bool {
        self.check_swap().is_ok()
    }

    /// How many moves were played, the swap included.
    pub fn moves_played(&self) -> u32 {
        self.stones.len() as u32 + u32::from(self.swapped)
    }

    /// The first winning move, once there is one.
    pub fn win(&self) -> Option<&Win> {
        self.win.as_ref()
    }

    /// Who moves next; None once the game is over.
    pub fn to_move(&self) -> Option<Player> {
        (!self.verdict().is_over()).then(|| self.player_of(self.stones.len() as u32))
    }

    /// The owner of stone `index` (0-based placing order). Moves alternate from Player 1;
    /// after a swap, move 2 placed no stone, so every stone's owner is the other player.
    fn player_of(&self, index: u32) -> Player {
        if self.mode.two_players() && (index % 2 == 1) != self.swapped {
            Player::Second
        } else {
            Player::First
        }
    }

    /// The 1-based move that placed stone `index`: after a swap, move 2 placed none.
    fn move_number(&self, index: u32) -> u32 {
        index + 1 + u32::from(self.swapped && index > 0)
    }

    fn stone(&self, index: u32) -> Stone {
        Stone {
            cell: self.stones[index as usize],
            player: self.player_of(index),
            move_number: self.move_number(index),
            swapped: self.swapped && index == 0,
        }
    }

    /// The last move, a stone or the swap.
    pub fn last_move(&self) -> Option<HavannahMove> {
        if self.swapped && self.stones.len() == 1 {
            return Some(HavannahMove::Swap);
        }
        self.stones.last().map(|&cell| HavannahMove::Place(cell))
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
        let root = self.groups.root(self.index.get(cell)?);
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
        let winner = self.win?.cell;
        let cycle = match self.ring? {
            RingWitness::Joined { a, b } => self.cycle_through(self.index.get(winner)?, a, b)?,
            RingWitness::Around { centre } => {
                // The six neighbours of the centre, in order round it from the winning stone.
                let from = (0..6).find(|&d| self.board.neighbour(centre, d) == Some(winner))?;
                (0..6)
                    .map(|k| self.board.neighbour(centre, (from + k) % 6))
                    .collect::<Option<Vec<Cell>>>()?
            }
        };
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
            return Err(HavannahError::GameOver {
                rejected: HavannahMove::Place(cell),
                win,
            });
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

    fn check_swap(&self) -> Result<(), HavannahError> {
        if let Some(&win) = self.win.as_ref() {
            return Err(HavannahError::GameOver {
                rejected: HavannahMove::Swap,
                win,
            });
        }
        let refusal = if !self.swap_rule {
            SwapRefusal::NotInRules
        } else if self.moves_played() != 1 {
            SwapRefusal::NotSecondMove {
                moves: self.moves_played(),
            }
        } else {
            return Ok(());
        };
        Err(HavannahError::Swap { refusal })
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
        let (starts, count) = ring::neighbour_runs(own.map(|s| s.is_some()));
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
                    self.ring = Some(RingWitness::Joined { a, b });
                    break 'pairs;
                }
            }
        }
        if self.ring.is_none() && self.mode == Mode::TwoPlayerOfficialRing {
            self.ring = self
                .surrounded_neighbour(cell, colour, own.map(|s| s.is_some()))
                .map(|centre| RingWitness::Around { centre });
        }
        kinds.ring = self.ring.is_some();
        if kinds.any() {
            self.win = Some(Win {
                kinds,
                move_number: self.move_number(id),
                cell,
                player: colour,
            });
        }
    }

    /// An own neighbour of the new stone on `cell` whose six neighbours are now all `colour`'s:
    /// a ring round one of the mover's own stones, which closing a cycle through two runs
    /// does not see (the new stone's own neighbours then form one run). Only the neighbour in
    /// direction `d` with own stones in directions `d ± 1` qualifies; those two and the new
    /// stone are the centre's neighbours in directions `d + 2 ..= d + 4`, so three lookups of
    /// the others (directions `d − 1 ..= d + 1` from it) settle each candidate.
    fn surrounded_neighbour(&self, cell: Cell, colour: Player, own: [bool; 6]) -> Option<Cell> {
        (0..6)
            .filter(|&d| own[(d + 5) % 6] && own[d] && own[(d + 1) % 6])
            .filter_map(|d| Some((d, self.board.neighbour(cell, d)?)))
            .find(|&(d, centre)| {
                [d + 5, d, d + 1].into_iter().all(|far| {
                    self.board
                        .neighbour(centre, far % 6)
                        .and_then(|n| self.index.get(n))
                        .is_some_and(|s| self.player_of(s) == colour)
                })
            })
            .map(|(_, centre)| centre)
    }

    /// Whether the cycle that stone `p` closes through stones `a` and `b` (in directions
    /// `dir_a`, `dir_b` from it) is a ring under this game's rule.
    fn closes_ring(&self, p: u32, (dir_a, a): (usize, u32), (dir_b, b): (usize, u32)) -> bool {
        if self.mode != Mode::TwoPlayerContestRing {
            // The inner side holds a neighbour that is not own: it counts under the official
            // rule, and in the replay every cell that is not own is empty.
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
    type Move = HavannahMove;
    type Refusal = HavannahError;
    type Verdict = Verdict;

    fn try_play(&mut self, mv: &HavannahMove) -> Result<(), Refused<Self>> {
        let refuse = |reason| PlayError::new(*mv, reason);
        match *mv {
            HavannahMove::Place(cell) => {
                self.check(cell).map_err(refuse)?;
                self.place(cell);
            }
            HavannahMove::Swap => {
                // One stone cannot win, so taking it over changes no verdict.
                self.check_swap().map_err(refuse)?;
                self.swapped = true;
            }
        }
        Ok(())
    }

    fn verdict(&self) -> Verdict {
        let moves = self.moves_played();
        let stones = self.stones.len() as u32;
        match self.win {
            Some(win) => Verdict::Won(win),
            None if u64::from(stones) >= self.board.cell_count() => Verdict::Full { moves },
            None => Verdict::Ongoing {
                moves,
                to_move: self.player_of(stones),
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
