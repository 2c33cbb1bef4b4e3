//! Connect, a TwixT-like game (contract: `shared/specs/judges.md`, section `connect`).
//!
//! Pegs go on the points `(x, y)`, `0 ≤ x, y ≤ N`. Black ([`Player::First`]) moves first and
//! owns the home edges `x = 0` and `x = N`; White ([`Player::Second`]) owns `y = 0` and `y = N`.
//! Nobody may place on the opponent's home edges, so the corners are closed to both. A new peg
//! links to each peg of its colour a knight's move away unless the link would touch a link
//! already on the board (either colour) other than at a shared end. Links of one new peg all
//! share that peg, so they never block each other. Whoever joins its two home edges wins.
//!
//! Speed: a link can only be touched by nine link positions around it
//! ([`geometry::CROSSINGS`], built at compile time), and each peg's group knows which home
//! edges it reaches (union-find), so a move costs O(1) whatever the board holds.

pub mod contest;
mod error;
pub mod geometry;
mod groups;
mod links;
mod report;

pub use error::{BoardSizeError, ConnectError};
pub use geometry::{Link, Point};
pub use report::{Blocked, ConnectVerdict, Move, MoveReport, Peg, Preview};

use crate::game::{Game, Outcome, PlayError, Player, Refused};
use groups::{Groups, Reach, BOTH_EDGES, HIGH_EDGE, LOW_EDGE};
use links::LinkSet;
use std::collections::VecDeque;

/// Black moves first.
pub const BLACK: Player = Player::First;
/// White moves second.
pub const WHITE: Player = Player::Second;

/// "Black" or "White".
pub fn colour_name(player: Player) -> &'static str {
    match player {
        Player::First => "Black",
        Player::Second => "White",
    }
}

/// A Connect position: pegs, links, linked groups, and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connect {
    n: i32,
    pie_rule: bool,
    /// Indexed by `y * (n + 1) + x`: 0 for a free point, else 1 + the peg's place in
    /// `stones`. All zeros on an empty board, so a new board costs no time however large: its
    /// memory comes zeroed and untouched until pegs are placed.
    pegs: Vec<u32>,
    /// The pegs, in move order.
    stones: Vec<Peg>,
    links: LinkSet,
    groups: Groups,
    to_move: Player,
    moves_played: u32,
    /// How many free points each colour may still take (Black, White): zero for the player to
    /// move means a draw.
    free: [u32; 2],
    winner: Option<Player>,
}

/// Links a new peg makes and refuses, when the caller wants them listed.
type LinkLog = (Vec<Link>, Vec<Blocked>);

impl Connect {
    /// The smallest board side.
    pub const MIN_N: i32 = 4;
    /// The largest board side the judge takes (memory grows with N², about 14 bytes a point,
    /// zeroed by the allocator and touched only where pegs stand; the playground stops at 200).
    pub const MAX_N: i32 = 1000;
    /// The largest board the playground offers: big enough to play, small enough to draw.
    pub const PLAYGROUND_MAX_N: i32 = 200;

    /// An empty board of side N (points 0..=N each way), Black to move, no pie rule.
    pub fn new(n: i32) -> Result<Self, BoardSizeError> {
        if !(Self::MIN_N..=Self::MAX_N).contains(&n) {
            return Err(BoardSizeError { n });
        }
        let side = n + 1;
        let points = (side * side) as usize;
        let legal_each = ((n + 1) * (n - 1)) as u32;
        Ok(Connect {
            n,
            pie_rule: false,
            pegs: vec![0; points],
            stones: Vec::new(),
            links: LinkSet::new(side),
            groups: Groups::new(points),
            to_move: BLACK,
            moves_played: 0,
            free: [legal_each; 2],
            winner: None,
        })
    }

    /// Like [`Connect::new`], with the pie rule: White's first move may be [`Move::Swap`].
    ///
    /// A swap takes over Black's first peg. Since the colours' home edges differ, the peg is
    /// mirrored across the diagonal: Black's peg at `(x, y)` becomes White's peg at `(y, x)`,
    /// which keeps it exactly as legal and as strong for White as it was for Black. It counts as
    /// move 2; Black then moves again.
    pub fn with_pie_rule(n: i32) -> Result<Self, BoardSizeError> {
        let mut game = Self::new(n)?;
        game.pie_rule = true;
        Ok(game)
    }

    /// The board side N: points run from 0 to N each way.
    pub fn n(&self) -> i32 {
        self.n
    }

    /// Whether White's first move may be a swap.
    pub fn pie_rule(&self) -> bool {
        self.pie_rule
    }

    /// Who places the next peg.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// How many moves have been played (a swap counts as one).
    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }

    /// Who has joined their home edges, if anyone.
    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// True once someone has won or the player to move has no point left.
    pub fn is_over(&self) -> bool {
        self.winner.is_some() || self.free[self.to_move as usize] == 0
    }

    /// True when the player to move may play [`Move::Swap`].
    pub fn swap_available(&self) -> bool {
        self.pie_rule && self.moves_played == 1 && self.winner.is_none()
    }

    /// True when `p` is on the board.
    pub fn contains(&self, p: Point) -> bool {
        0 <= p.x && p.x <= self.n && 0 <= p.y && p.y <= self.n
    }

    /// True when `p` is one of the four corners.
    pub fn is_corner(&self, p: Point) -> bool {
        (p.x == 0 || p.x == self.n) && (p.y == 0 || p.y == self.n)
    }

    /// Whose home edge `p` is on: None inside the board, on a corner, or off the board.
    pub fn home_edge_owner(&self, p: Point) -> Option<Player> {
        if !self.contains(p) || self.is_corner(p) {
            None
        } else if p.x == 0 || p.x == self.n {
            Some(BLACK)
        } else if p.y == 0 || p.y == self.n {
            Some(WHITE)
        } else {
            None
        }
    }

    /// The peg at `p`, if any.
    pub fn peg_at(&self, p: Point) -> Option<Peg> {
        if self.contains(p) {
            self.peg(self.index(p))
        } else {
            None
        }
    }

    /// The peg at index `i`, if any.
    fn peg(&self, i: usize) -> Option<Peg> {
        match self.pegs[i] {
            0 => None,
            k => Some(self.stones[k as usize - 1]),
        }
    }

    /// Every peg, in the order placed.
    pub fn pegs(&self) -> impl Iterator<Item = Peg> + '_ {
        self.stones.iter().copied()
    }

    /// Every link with its owner, in the order made.
    pub fn links(&self) -> impl Iterator<Item = (Link, Player)> + '_ {
        self.links.all().iter().map(|&l| {
            let owner = self.peg(self.index(l.from)).expect("linked peg").owner;
            (l, owner)
        })
    }

    /// How many links stand on the board.
    pub fn link_count(&self) -> usize {
        self.links.all().len()
    }

    /// True when the link stands on the board.
    pub fn has_link(&self, link: &Link) -> bool {
        self.links.contains(link)
    }

    /// The points linked to `p`.
    pub fn linked_to(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        self.links.neighbours(p)
    }

    /// Whether the player to move may put a peg at `p`, and if not why.
    pub fn check_place(&self, p: Point) -> Result<(), ConnectError> {
        if let Some(winner) = self.winner {
            return Err(ConnectError::GameOver {
                winner: Some(winner),
            });
        }
        if !self.contains(p) {
            return Err(ConnectError::OffBoard {
                point: p,
                n: self.n,
            });
        }
        if self.is_corner(p) {
            return Err(ConnectError::Corner { point: p });
        }
        if let Some(peg) = self.peg(self.index(p)) {
            return Err(ConnectError::Occupied {
                point: p,
                owner: peg.owner,
                move_number: peg.move_number,
            });
        }
        let mover = self.to_move;
        match self.home_edge_owner(p) {
            Some(owner) if owner != mover => Err(ConnectError::OpponentHomeEdge {
                point: p,
                mover,
                owner,
            }),
            _ => Ok(()),
        }
    }

    /// Whether the player to move may play `mv`, and if not why.
    pub fn check(&self, mv: &Move) -> Result<(), ConnectError> {
        if self.is_over() {
            return Err(ConnectError::GameOver {
                winner: self.winner,
            });
        }
        match *mv {
            Move::Place(p) => self.check_place(p),
            Move::Swap if !self.pie_rule => Err(ConnectError::PieRuleOff),
            Move::Swap if self.moves_played != 1 => Err(ConnectError::SwapNotSecondMove {
                moves_played: self.moves_played,
            }),
            Move::Swap => Ok(()),
        }
    }

    /// What a peg of the player to move at `p` would link and fail to link, and whether it
    /// would win; the board is left as it is (for hover previews).
    pub fn links_if_placed(&self, p: Point) -> Result<Preview, ConnectError> {
        self.check(&Move::Place(p))?;
        let owner = self.to_move;
        let mut added = Vec::new();
        let mut blocked = Vec::new();
        let mut reach = self.edge_reach(p, owner);
        for q in self.own_knight_neighbours(p, owner) {
            let link = Link::new(p, q).expect("knight move");
            let by: Vec<Link> = self.links.blockers(&link).collect();
            if by.is_empty() {
                added.push(link);
                reach |= self.groups.reach(self.index(q));
            } else {
                blocked.push(Blocked { link, by });
            }
        }
        Ok(Preview {
            point: p,
            player: owner,
            added,
            blocked,
            wins: reach == BOTH_EDGES,
        })
    }

    /// Plays `mv` and says what it did: links made and refused, and whether it won.
    pub fn play_reported(&mut self, mv: &Move) -> Result<MoveReport, Refused<Self>> {
        let player = self.to_move;
        let mut log = (Vec::new(), Vec::new());
        let (placed, removed) = self
            .apply(mv, Some(&mut log))
            .map_err(|reason| PlayError::new(*mv, reason))?;
        let won = self.winner == Some(player);
        Ok(MoveReport {
            move_number: self.moves_played,
            player,
            mv: *mv,
            placed,
            removed,
            added: log.0,
            blocked: log.1,
            won,
            winning_path: if won { self.winning_path() } else { Vec::new() },
        })
    }

    /// What the last move did, read off the position: the same report [`Connect::play_reported`]
    /// gave when it was played, without replaying anything. It can be, because a new peg's
    /// links never block one another (they share the peg), so every link that refused one of
    /// them is still on the board, and nothing was added since. None before the first move.
    pub fn last_move_report(&self) -> Option<MoveReport> {
        let &peg = self.stones.last()?;
        let placed = peg.point;
        let swapped = self.pie_rule && self.moves_played == 2 && self.stones.len() == 1;
        let (mv, removed) = if swapped {
            (Move::Swap, Some(placed.transposed()))
        } else {
            (Move::Place(placed), None)
        };
        let mut added = Vec::new();
        let mut blocked = Vec::new();
        for q in self.own_knight_neighbours(placed, peg.owner) {
            let link = Link::new(placed, q).expect("knight move");
            if self.links.contains(&link) {
                added.push(link);
            } else {
                let by = self.links.blockers(&link).collect();
                blocked.push(Blocked { link, by });
            }
        }
        let won = self.winner == Some(peg.owner);
        Some(MoveReport {
            move_number: self.moves_played,
            player: peg.owner,
            mv,
            placed,
            removed,
            added,
            blocked,
            won,
            winning_path: if won { self.winning_path() } else { Vec::new() },
        })
    }

    /// A chain of linked pegs of the winner from its low home edge to its high one; empty while
    /// nobody has won. Found by a breadth-first search, as it is only needed for display.
    pub fn winning_path(&self) -> Vec<Point> {
        let Some(winner) = self.winner else {
            return Vec::new();
        };
        let mut came_from: Vec<Option<Point>> = vec![None; self.pegs.len()];
        let mut queue = VecDeque::new();
        for peg in self.pegs().filter(|peg| peg.owner == winner) {
            if self.edge_reach(peg.point, winner) == LOW_EDGE {
                came_from[self.index(peg.point)] = Some(peg.point);
                queue.push_back(peg.point);
            }
        }
        while let Some(p) = queue.pop_front() {
            if self.edge_reach(p, winner) == HIGH_EDGE {
                let mut path = vec![p];
                let mut at = p;
                while let Some(prev) = came_from[self.index(at)].filter(|&prev| prev != at) {
                    path.push(prev);
                    at = prev;
                }
                path.reverse();
                return path;
            }
            for q in self.links.neighbours(p) {
                let slot = &mut came_from[self.index(q)];
                if slot.is_none() {
                    *slot = Some(p);
                    queue.push_back(q);
                }
            }
        }
        unreachable!("a winner's group joins its home edges")
    }

    #[inline]
    fn index(&self, p: Point) -> usize {
        (p.y * (self.n + 1) + p.x) as usize
    }

    /// Which of `owner`'s home edges `p` lies on.
    fn edge_reach(&self, p: Point, owner: Player) -> Reach {
        let along = match owner {
            Player::First => p.x,
            Player::Second => p.y,
        };
        if along == 0 {
            LOW_EDGE
        } else if along == self.n {
            HIGH_EDGE
        } else {
            0
        }
    }

    /// The points a knight's move from `p` holding pegs of `owner`, in [`geometry::KNIGHT_MOVES`]
    /// order.
    fn own_knight_neighbours(&self, p: Point, owner: Player) -> impl Iterator<Item = Point> + '_ {
        geometry::KNIGHT_MOVES
            .iter()
            .map(move |&d| p.offset(d))
            .filter(move |&q| {
                self.contains(q) && self.peg(self.index(q)).is_some_and(|g| g.owner == owner)
            })
    }

    /// Counts `p` as taken (`taken`) or freed for each colour allowed there.
    fn count_free(&mut self, p: Point, taken: bool) {
        let edge = self.home_edge_owner(p);
        for colour in [BLACK, WHITE] {
            if !matches!(edge, Some(owner) if owner != colour) {
                let free = &mut self.free[colour as usize];
                *free = if taken { *free - 1 } else { *free + 1 };
            }
        }
    }

    /// Puts a peg of `owner` at the free point `p` and links it; true when it wins.
    fn put_peg(&mut self, p: Point, owner: Player, mut log: Option<&mut LinkLog>) -> bool {
        let i = self.index(p);
        self.stones.push(Peg {
            point: p,
            owner,
            move_number: self.moves_played + 1,
        });
        self.pegs[i] = self.stones.len() as u32;
        self.count_free(p, true);
        let mut reach = self.edge_reach(p, owner);
        self.groups.start(i, reach);
        for d in geometry::KNIGHT_MOVES {
            let q = p.offset(d);
            if !self.contains(q) {
                continue;
            }
            let j = self.index(q);
            if !self.peg(j).is_some_and(|g| g.owner == owner) {
                continue;
            }
            let link = Link::new(p, q).expect("knight move");
            let free = match log.as_deref_mut() {
                None => !self.links.is_blocked(&link),
                Some((_, blocked)) => {
                    let by: Vec<Link> = self.links.blockers(&link).collect();
                    let free = by.is_empty();
                    if !free {
                        blocked.push(Blocked { link, by });
                    }
                    free
                }
            };
            if free {
                self.links.insert(link);
                reach = self.groups.union(i, j);
                if let Some((added, _)) = log.as_deref_mut() {
                    added.push(link);
                }
            }
        }
        reach == BOTH_EDGES
    }

    /// Plays a move after checking it; returns the mover's new peg and, for a swap, the
    /// emptied point.
    fn apply(
        &mut self,
        mv: &Move,
        log: Option<&mut LinkLog>,
    ) -> Result<(Point, Option<Point>), ConnectError> {
        self.check(mv)?;
        let mover = self.to_move;
        let result = match *mv {
            Move::Place(p) => {
                if self.put_peg(p, mover, log) {
                    self.winner = Some(mover);
                }
                (p, None)
            }
            Move::Swap => {
                let first = self.stones.pop().expect("one peg before a swap").point;
                let i = self.index(first);
                self.pegs[i] = 0;
                self.groups.start(i, 0);
                self.count_free(first, false);
                let mirrored = first.transposed();
                // A lone peg makes no links and cannot win on a board with N ≥ 4.
                self.put_peg(mirrored, mover, log);
                (mirrored, Some(first))
            }
        };
        self.moves_played += 1;
        self.to_move = mover.opponent();
        Ok(result)
    }
}

impl Game for Connect {
    type Move = Move;
    type Refusal = ConnectError;
    type Verdict = ConnectVerdict;

    /// The fast path the judge uses: no report is built.
    fn try_play(&mut self, mv: &Move) -> Result<(), Refused<Self>> {
        self.apply(mv, None)
            .map(|_| ())
            .map_err(|reason| PlayError::new(*mv, reason))
    }

    fn verdict(&self) -> ConnectVerdict {
        ConnectVerdict {
            n: self.n,
            to_move: self.to_move,
            moves_played: self.moves_played,
            swap_available: self.swap_available(),
            outcome: self.outcome(),
            winning_path: self.winning_path(),
        }
    }

    fn outcome(&self) -> Outcome {
        match self.winner {
            Some(winner) => Outcome::Won { winner },
            None if self.is_over() => Outcome::Drawn,
            None => Outcome::Ongoing {
                to_move: self.to_move,
            },
        }
    }

    fn side_name(&self, player: Player) -> &'static str {
        colour_name(player)
    }
}
