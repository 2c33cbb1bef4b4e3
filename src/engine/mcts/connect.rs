//! Connect as the search plays it: pegs and link bits in flat arrays indexed by point, the
//! fixed crossing table of [`crate::connect::geometry`] to refuse blocked links, union-find
//! with each root knowing which of its owner's home edges the group reaches, and a list of
//! free points for drawing random moves. Copying one position over another reuses the
//! arrays, so a playout allocates nothing. A property test plays random games on this and on
//! [`crate::connect::Connect`] and compares every verdict.

use super::board::{find, FreeCells, Turns};
use super::paths::{Distances, Graph, FAR};
use super::two_distance::{Spot, TwoDistance, TwoGraph};
use super::{Position, Status};
use crate::connect::geometry::{CROSSINGS, CROSSINGS_PER_LINK, KNIGHT_MOVES};
use crate::connect::{Connect, Point};
use std::sync::Arc;

/// The largest N the search plays: point ids must fit 16 bits.
pub const MAX_SEARCH_N: i32 = 200;

/// The move in hand, in pegs, for [`Position::evaluate`]: the mover places the next peg.
pub const EVAL_TEMPO: f32 = 0.5;

/// [`ConnectPosition::front`]: on the blocking line ahead of a leading chain end.
pub(super) const FRONT_AHEAD: u8 = 1;

/// [`ConnectPosition::front`]: in contact with a leading chain end.
pub(super) const FRONT_CONTACT: u8 = 2;

/// Variants 11 to 13 (13 twice): the prior's rise for a point on the blocking line ahead of the
/// opponent's chain end that lies on or next to the opponent's shortest chain.
const AHEAD_BONUS: f32 = 0.15;

/// Variants 12 and 13 (13 twice): the prior's fall for a contact point beside the opponent's chain end.
const CONTACT_MALUS: f32 = 0.1;

/// No point: a knight's move off the board.
const NONE: u16 = u16::MAX;

/// Variant 18 keeps the reply to the first peg off its neighbours from this N on (on smaller
/// boards every point is near): at N = 11 our contact reply g7 to T1j's g6 lost all four
/// games it was played in (docs/engines.md, "Connect against T1j at fixed playouts").
pub const FAR_REPLY_MIN_N: i32 = 9;

/// For two different knight neighbours of a point, by knight moves `x` and `y`: their other
/// common knight neighbour, if any (there is at most one), as the knight move from the first
/// neighbour to it and the knight moves from it back to the two. Reached through the knight
/// table, the point needs no coordinate arithmetic.
type SetupPoints = [[Option<(usize, usize, usize)>; 8]; 8];

/// Builds [`SetupPoints`].
fn setup_points() -> SetupPoints {
    let mut table = [[None; 8]; 8];
    for (x, a) in KNIGHT_MOVES.iter().enumerate() {
        for (y, b) in KNIGHT_MOVES.iter().enumerate() {
            for (k, d) in KNIGHT_MOVES.iter().enumerate() {
                // The common point a + d, seen from the point: b + e for a knight move e.
                let at = (a.0 + d.0, a.1 + d.1);
                let back = KNIGHT_MOVES
                    .iter()
                    .position(|e| (b.0 + e.0, b.1 + e.1) == at);
                if let (Some(kb), false) = (back, at == (0, 0) || x == y) {
                    debug_assert!(table[x][y].is_none(), "one other common point at most");
                    table[x][y] = Some((k, (k + 4) % 8, (kb + 4) % 8));
                }
            }
        }
    }
    table
}

/// The board's fixed geometry as tables, so that the hot loops do no coordinate arithmetic.
struct Tables {
    /// Per point and knight move (in [`KNIGHT_MOVES`] order): the point it reaches, or NONE.
    knights: Vec<[u16; 8]>,
    /// Per point as a link's left end and per step: the nine links that would cross that
    /// link, each as (its left end's index into `links`, its step's bit). A crossing link
    /// off the board points at the last, always empty, entry of `links`.
    crossings: Vec<[[(u16, u8); CROSSINGS_PER_LINK]; 4]>,
    /// Per point: bit `p` set when player `p` may put a peg there (corners: neither).
    legal: Vec<u8>,
    /// Per point: which of Black's home edges it is on (bits 0 and 1, as in `reach`), and
    /// of White's (the same two bits shifted by 2).
    home: Vec<u8>,
    /// As `home`, and also the rows next to the home edges: a peg there links to its edge
    /// in one move that nothing of the opponent's can stop (the opponent has no peg on that
    /// edge, so none of its links comes between; only the owner's own links could).
    sure: Vec<u8>,
    /// [`setup_points`], so that a playout's setup reply searches no knight lists.
    setups: SetupPoints,
}

/// A Connect position for the search.
#[derive(Clone)]
pub struct ConnectPosition {
    n: i32,
    side: i32,
    tables: Arc<Tables>,
    /// 0 empty, 1 Black, 2 White.
    pegs: Vec<u8>,
    /// Bit `k`: the link from this point by `STEPS[k]` stands. One entry more than the
    /// points, never set, for crossings off the board.
    links: Vec<u8>,
    parent: Vec<u16>,
    /// At roots: bit 0 the owner's low home edge, bit 1 the high one.
    reach: Vec<u8>,
    /// At roots: the group's lowest and highest row along its owner's axis (x for Black, y
    /// for White), so that a prior knows the chain's leading ends.
    span: Vec<(u8, u8)>,
    /// At roots: as `reach`, with the rows next to the home edges counted as reaching them
    /// ([`Tables::sure`]).
    sure: Vec<u8>,
    /// The player (plus one) whose group reaches both home edges in `sure`'s sense, 0 for
    /// none: the game is theirs ([`Position::settled`]).
    settled: u8,
    free: FreeCells,
    /// Free points each colour may still take.
    open: [u32; 2],
    /// The first peg, for the swap.
    first: u16,
    /// Whose turn, the moves played, and the pie rule.
    turns: Turns,
    /// The knowledge variant ([`Position::set_variant`]): 0 the standard, 1 priors that also
    /// favour blocking the opponent's leading chain ends, 2 that and extending one's own chain
    /// ends, 3 the standard without the playouts' setup replies ([`Position::reply`]), 4
    /// priors for the blocking line a few rows ahead of the opponent's chain ends, extending
    /// one's own chain, and against early border pegs, 5 the standard without the second setup
    /// reply (to a link that cuts one of a setup's two paths), 7 the standard with playouts
    /// that stop at a settled connection ([`Position::settled`]), 8 and 9 priors that favour
    /// the points on either player's shortest chain ([`ConnectPosition::path_prior`]), 9 twice
    /// as strongly, 10 as 9 with leaves judged by the two-distance
    /// ([`ConnectPosition::two_distance`]) instead of the shortest chains, 11 as 9 with
    /// points on the blocking line ahead of the opponent's chain ends raised, 12 that and
    /// the contact points beside those ends lowered ([`ConnectPosition::front`]), 13 as 12
    /// with both changes twice as large, 14 as 9 with playouts whose runner steps around a
    /// peg in contact with its chain's leading end ([`ConnectPosition::escape`]), 15 that and
    /// playouts that block three rows ahead of a chain's new leading peg
    /// ([`ConnectPosition::block_ahead`]), 16 as 14 with variant 11's raised blocking line,
    /// 17 as 14 with the raise for a point on the opponent's shortest chain doubled (a block
    /// weighs twice an extension), 18 as 14 with the reply to the first peg kept off its eight
    /// neighbours ([`FAR_REPLY_MIN_N`]).
    variant: u8,
    /// Each player's shortest chains, for the priors of variants 8 and 9; computed when a
    /// prior first asks after a peg went down.
    paths: [Distances; 2],
    paths_ready: bool,
    /// Per point, where it stands against each player's leading chain ends
    /// ([`ConnectPosition::front`]); computed with the paths in variants 11 to 13.
    fronts: Vec<u8>,
    /// Scratch for the two-distance.
    two: TwoDistance,
}

impl ConnectPosition {
    /// An empty board of side `n` (at most [`MAX_SEARCH_N`]).
    pub fn new(n: i32, pie_rule: bool) -> Option<ConnectPosition> {
        if !(Connect::MIN_N..=MAX_SEARCH_N).contains(&n) {
            return None;
        }
        let side = n + 1;
        let points = (side * side) as usize;
        let mut pos = ConnectPosition {
            n,
            side,
            tables: Arc::new(Tables {
                knights: Vec::new(),
                crossings: Vec::new(),
                legal: Vec::new(),
                home: Vec::new(),
                sure: Vec::new(),
                setups: [[None; 8]; 8],
            }),
            pegs: vec![0; points],
            links: vec![0; points + 1],
            parent: (0..points as u16).collect(),
            reach: vec![0; points],
            span: vec![(0, 0); points],
            sure: vec![0; points],
            settled: 0,
            free: FreeCells::new(points),
            open: [((n + 1) * (n - 1)) as u32; 2],
            first: 0,
            turns: Turns::new(pie_rule),
            variant: 0,
            paths: Default::default(),
            paths_ready: false,
            fronts: Vec::new(),
            two: TwoDistance::default(),
        };
        pos.tables = Arc::new(pos.tables());
        for i in 0..points {
            if pos.tables.legal[i] != 0 {
                pos.free.put(i);
            }
        }
        Some(pos)
    }

    /// This board's [`Tables`].
    fn tables(&self) -> Tables {
        let points = (self.side * self.side) as usize;
        let index = |p: Point| self.id(p).unwrap_or(NONE);
        let mut tables = Tables {
            knights: Vec::with_capacity(points),
            crossings: Vec::with_capacity(points),
            legal: Vec::with_capacity(points),
            home: Vec::with_capacity(points),
            sure: Vec::with_capacity(points),
            setups: setup_points(),
        };
        for i in 0..points {
            let p = self.point(i as u16);
            tables
                .knights
                .push(KNIGHT_MOVES.map(|d| index(p.offset(d))));
            tables.crossings.push(std::array::from_fn(|step| {
                CROSSINGS[step].map(|c| match index(p.offset((c.dx, c.dy))) {
                    NONE => (points as u16, 0),
                    j => (j, 1 << c.step),
                })
            }));
            let corner = (p.x == 0 || p.x == self.n) && (p.y == 0 || p.y == self.n);
            tables.legal.push(match self.edge_owner(p) {
                _ if corner => 0,
                Some(owner) => 1 << owner,
                None => 3,
            });
            tables
                .home
                .push(self.edge_reach(p, 0) | self.edge_reach(p, 1) << 2);
            tables
                .sure
                .push(self.sure_reach(p, 0) | self.sure_reach(p, 1) << 2);
        }
        tables
    }

    /// The board side N.
    pub fn n(&self) -> i32 {
        self.n
    }

    /// The move id of `p` (None off the board).
    pub fn id(&self, p: Point) -> Option<u16> {
        let inside = 0 <= p.x && p.x <= self.n && 0 <= p.y && p.y <= self.n;
        inside.then(|| (p.y * self.side + p.x) as u16)
    }

    /// The point of move id `id` (not the swap).
    pub fn point(&self, id: u16) -> Point {
        Point::new(i32::from(id) % self.side, i32::from(id) / self.side)
    }

    /// The swap's move id.
    pub fn swap_id(&self) -> u16 {
        (self.side * self.side) as u16
    }

    /// Moves played, the swap included.
    pub fn moves_played(&self) -> u32 {
        self.turns.moves
    }

    /// Whose home edge `p` is on (0 Black: x = 0 or N; 1 White: y = 0 or N), for non-corners.
    fn edge_owner(&self, p: Point) -> Option<u8> {
        if p.x == 0 || p.x == self.n {
            Some(0)
        } else if p.y == 0 || p.y == self.n {
            Some(1)
        } else {
            None
        }
    }

    /// Which of `player`'s home edges `p` is on.
    fn edge_reach(&self, p: Point, player: u8) -> u8 {
        let along = if player == 0 { p.x } else { p.y };
        if along == 0 {
            1
        } else if along == self.n {
            2
        } else {
            0
        }
    }

    /// Which of `player`'s home edges `p` is on or next to (see [`Tables::sure`]).
    fn sure_reach(&self, p: Point, player: u8) -> u8 {
        let along = if player == 0 { p.x } else { p.y };
        u8::from(along <= 1) | u8::from(along >= self.n - 1) << 1
    }

    fn legal_for(&self, i: usize, player: u8) -> bool {
        self.pegs[i] == 0 && self.tables.legal[i] & (1 << player) != 0
    }

    /// The link from point `i` by knight move `k` to the point `j` it reaches, as its left
    /// end and step, if no standing link touches it.
    fn free_link(&self, i: usize, k: usize, j: usize) -> Option<(usize, usize)> {
        // The first four knight moves go right: `i` is the left end; the last four go left.
        let (from, step) = if k < 4 { (i, k) } else { (j, k - 4) };
        let blocked = self.tables.crossings[from][step]
            .iter()
            .any(|&(at, bit)| self.links[at as usize] & bit != 0);
        (!blocked).then_some((from, step))
    }

    /// Whether a peg of `player` on the free point `i` would join its home edges.
    fn would_win(&mut self, i: usize, player: u8) -> bool {
        let mut reach = self.home_reach(i, player);
        let knights = self.tables.knights[i];
        // Most cells cannot win even if every link stood: the crossing test only for those.
        let mut hopeful = reach;
        for j in knights {
            if j != NONE && self.pegs[j as usize] == player + 1 {
                hopeful |= self.reach[find(&mut self.parent, j as usize)];
            }
        }
        if hopeful != 3 {
            return false;
        }
        for (k, &j) in knights.iter().enumerate() {
            let j = j as usize;
            if j != NONE as usize && self.pegs[j] == player + 1 && self.free_link(i, k, j).is_some()
            {
                let r = find(&mut self.parent, j);
                reach |= self.reach[r];
            }
        }
        reach == 3
    }

    /// Which of `player`'s home edges point `i` is on.
    fn home_reach(&self, i: usize, player: u8) -> u8 {
        self.tables.home[i] >> (2 * player) & 3
    }

    /// The point `i` (not a corner) was taken or freed: the free points each colour may take.
    fn count_open(&mut self, i: usize, taken: bool) {
        let legal = self.tables.legal[i];
        for colour in 0..2u8 {
            if legal & (1 << colour) != 0 {
                if taken {
                    self.open[colour as usize] -= 1;
                } else {
                    self.open[colour as usize] += 1;
                }
            }
        }
    }

    /// Point `i`'s row along `player`'s axis: x for Black, y for White.
    fn along(&self, i: usize, player: u8) -> u8 {
        let side = self.side as usize;
        (if player == 0 { i % side } else { i / side }) as u8
    }

    /// Whether some peg of `owner`'s within `radius` points of `i` along both axes passes
    /// `test`, given that peg and how far `i` lies ahead of it and aside, along `owner`'s axis.
    fn any_peg_near(
        &mut self,
        i: usize,
        owner: u8,
        radius: i32,
        mut test: impl FnMut(&mut Self, usize, i32, i32) -> bool,
    ) -> bool {
        let p = self.point(i as u16);
        for dy in -radius..=radius {
            for dx in -radius..=radius {
                let Some(j) = self.id(p.offset((dx, dy))) else {
                    continue;
                };
                let j = j as usize;
                if self.pegs[j] != owner + 1 {
                    continue;
                }
                let (ahead, aside) = if owner == 0 { (-dx, dy) } else { (-dy, dx) };
                if test(self, j, ahead, aside) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether point `i` stands in front of a leading end of one of `opponent`'s chains: within
    /// four rows beyond the chain's last row toward a home edge it does not reach yet, in the
    /// cone ahead of one of its pegs no more than four points away.
    fn blocks(&mut self, i: usize, opponent: u8) -> bool {
        let row = i32::from(self.along(i, opponent));
        self.any_peg_near(i, opponent, 4, |pos, j, ahead, aside| {
            if aside.abs() > ahead.abs() {
                return false;
            }
            let root = find(&mut pos.parent, j);
            let ((lo, hi), reach) = (pos.span[root], pos.reach[root]);
            let beyond_high = reach & 2 == 0 && (1..=4).contains(&(row - i32::from(hi)));
            let beyond_low = reach & 1 == 0 && (1..=4).contains(&(i32::from(lo) - row));
            beyond_high || beyond_low
        })
    }

    /// Whether point `i` is on the blocking line of one of `opponent`'s chains: two to five
    /// rows beyond the chain's leading end toward a home edge it does not reach yet, no further
    /// aside than half the rows ahead (plus one) of that end's peg. A peg in contact with the
    /// end is walked around; one a few rows ahead makes the chain turn.
    fn blocks_ahead(&mut self, i: usize, opponent: u8) -> bool {
        self.any_peg_near(i, opponent, 5, |pos, j, ahead, aside| {
            if !(2..=5).contains(&ahead.abs()) || aside.abs() > ahead.abs() / 2 + 1 {
                return false;
            }
            let root = find(&mut pos.parent, j);
            let (row, (lo, hi)) = (pos.along(j, opponent), pos.span[root]);
            let reach = pos.reach[root];
            // `j` leads its chain on the side `i` lies on.
            let leads_high = ahead > 0 && row == hi && reach & 2 == 0;
            let leads_low = ahead < 0 && row == lo && reach & 1 == 0;
            leads_high || leads_low
        })
    }

    /// Variant 4's prior: a link that extends the chain toward an edge it does not reach 0.7,
    /// a peg on the opponent's blocking line 0.7 (0.6 alone), a peg two rows or less from the
    /// mover's own edges with no peg of the mover's within four points 0.3 (early border
    /// pegs are wasted), else the standard.
    fn line_prior(
        &mut self,
        i: usize,
        player: u8,
        links: u32,
        extends: bool,
        from_edge: i32,
        standard: f32,
    ) -> f32 {
        if from_edge > 0 && self.blocks_ahead(i, player ^ 1) {
            return if links > 0 { 0.7 } else { 0.6 };
        }
        if extends {
            return 0.7;
        }
        if links == 0 && from_edge <= 2 && !self.has_own_near(i, player, 4) {
            return 0.3;
        }
        standard
    }

    /// Whether any peg of `player`'s stands within `radius` points of `i` along both axes.
    fn has_own_near(&mut self, i: usize, player: u8, radius: i32) -> bool {
        self.any_peg_near(i, player, radius, |_, _, _, _| true)
    }

    /// The free point of `player`'s, other than `mv`, that links through free links to both
    /// pegs `a` and `b`, the knight neighbours of `mv` by knight moves `x` and `y`, if any.
    fn common_link_point(
        &self,
        (x, a): (usize, usize),
        (y, b): (usize, usize),
        player: u8,
    ) -> Option<u16> {
        let (from_a, to_a, to_b) = self.tables.setups[x][y]?;
        let d = self.tables.knights[a][from_a];
        if d == NONE {
            return None;
        }
        let d = d as usize;
        let links = self.legal_for(d, player)
            && self.free_link(d, to_a, a).is_some()
            && self.free_link(d, to_b, b).is_some();
        links.then_some(d as u16)
    }

    /// Variants 14 to 16: the runner's answer to the opponent's peg `mv` standing one or two
    /// rows ahead of a leading end of one of `player`'s chains (toward a home edge the chain
    /// does not reach), at most two aside: the free point two rows further on from that end,
    /// over an open link, the farther of the two from the blocker. A chain steps around a
    /// peg in contact with its end; playouts that leave the runner to chance rate that block
    /// (a ladder) above what it is worth.
    pub(super) fn escape(&mut self, mv: usize, player: u8) -> Option<u16> {
        let blocker = self.point(mv as u16);
        let blocker_row = i32::from(self.along(mv, player));
        let mut best: Option<(i32, u16)> = None;
        for dy in -2..=2 {
            for dx in -2..=2 {
                let Some(j) = self.id(blocker.offset((dx, dy))) else {
                    continue;
                };
                let j = j as usize;
                if self.pegs[j] != player + 1 {
                    continue;
                }
                let row = i32::from(self.along(j, player));
                let root = find(&mut self.parent, j);
                let ((lo, hi), reach) = (self.span[root], self.reach[root]);
                let ahead = blocker_row - row;
                let dir = if (1..=2).contains(&ahead) && row == i32::from(hi) && reach & 2 == 0 {
                    1
                } else if (-2..=-1).contains(&ahead) && row == i32::from(lo) && reach & 1 == 0 {
                    -1
                } else {
                    continue;
                };
                for (k, &t) in self.tables.knights[j].iter().enumerate() {
                    let (kx, ky) = KNIGHT_MOVES[k];
                    let step = if player == 0 { kx } else { ky };
                    if t == NONE
                        || step != 2 * dir
                        || !self.legal_for(t as usize, player)
                        || self.free_link(j, k, t as usize).is_none()
                    {
                        continue;
                    }
                    let p = self.point(t);
                    let far = (p.x - blocker.x).pow(2) + (p.y - blocker.y).pow(2);
                    if best.is_none_or(|(f, _)| far > f) {
                        best = Some((far, t));
                    }
                }
            }
        }
        best.map(|(_, t)| t)
    }

    /// Variant 15: the answer to the opponent's peg `mv` that became the leading end of a chain
    /// of two pegs or more (toward a home edge the chain does not reach): the point three rows
    /// ahead of it in line, if `player` may take it (else four rows). TwixT players block a
    /// running chain a few rows ahead, not in contact.
    pub(super) fn block_ahead(&mut self, mv: usize, player: u8) -> Option<u16> {
        let runner = player ^ 1;
        let root = find(&mut self.parent, mv);
        let ((lo, hi), reach) = (self.span[root], self.reach[root]);
        let row = self.along(mv, runner);
        if lo == hi {
            return None;
        }
        let dir = if row == hi && reach & 2 == 0 {
            1
        } else if row == lo && reach & 1 == 0 {
            -1
        } else {
            return None;
        };
        let at = self.point(mv as u16);
        [3, 4].into_iter().find_map(|rows| {
            let d = dir * rows;
            let p = at.offset(if runner == 0 { (d, 0) } else { (0, d) });
            let t = self.id(p)?;
            self.legal_for(t as usize, player).then_some(t)
        })
    }

    /// The setup reply to a peg on `mv`, the common point of two of `player`'s groups.
    fn setup_taken(&mut self, mv: usize, player: u8) -> Option<u16> {
        let own = player + 1;
        let around = self.tables.knights[mv];
        // Each own neighbour's root once (NONE for the others): most moves have fewer than
        // two own neighbours, and pairs compare roots without walking the trees again.
        let mut roots = [NONE; 8];
        let mut count = 0;
        for (root, &a) in roots.iter_mut().zip(&around) {
            if a != NONE && self.pegs[a as usize] == own {
                *root = find(&mut self.parent, a as usize) as u16;
                count += 1;
            }
        }
        if count < 2 {
            return None;
        }
        for x in 0..8 {
            if roots[x] == NONE {
                continue;
            }
            for y in x + 1..8 {
                if roots[y] == NONE || roots[y] == roots[x] {
                    continue;
                }
                let (a, b) = (around[x] as usize, around[y] as usize);
                if let Some(d) = self.common_link_point((x, a), (y, b), player) {
                    return Some(d);
                }
            }
        }
        None
    }

    /// The reply to a peg on `mv` whose new links cross a free link between a free point `d`
    /// and a peg `a` of `player`'s: where `d` was one of the two common points of `a` and
    /// another of `player`'s groups, the other one (a setup cut by a link, not a peg; at
    /// N = 23, 17 of 20 games at 1,500 playouts a move against the search without it).
    fn setup_crossed(&mut self, mv: usize, player: u8) -> Option<u16> {
        let own = player + 1;
        let opponent = self.pegs[mv];
        let knights = self.tables.knights[mv];
        for (k, &j) in knights.iter().enumerate() {
            if j == NONE || self.pegs[j as usize] != opponent {
                continue;
            }
            let (from, step) = if k < 4 { (mv, k) } else { (j as usize, k - 4) };
            if self.links[from] & (1 << step) == 0 {
                continue;
            }
            let crossings = self.tables.crossings[from][step];
            for (at, bit) in crossings {
                let q = match bit {
                    0 => NONE,
                    _ => self.tables.knights[at as usize][bit.trailing_zeros() as usize],
                };
                if q == NONE {
                    continue;
                }
                let (p, q) = (at as usize, q as usize);
                for (d, a) in [(p, q), (q, p)] {
                    if self.pegs[a] == own && self.legal_for(d, player) {
                        if let Some(reply) = self.other_setup_point(d, a, player) {
                            return Some(reply);
                        }
                    }
                }
            }
        }
        None
    }

    /// For the free point `d` and `player`'s peg `a` a knight's move from it: the other common
    /// point of `a` and a peg of another of `player`'s groups next to `d`, if it links to both.
    fn other_setup_point(&mut self, d: usize, a: usize, player: u8) -> Option<u16> {
        let around = self.tables.knights[d];
        let x = around.iter().position(|&e| e as usize == a)?;
        let root = find(&mut self.parent, a);
        for (y, &b) in around.iter().enumerate() {
            if y == x || b == NONE || self.pegs[b as usize] != player + 1 {
                continue;
            }
            if find(&mut self.parent, b as usize) == root {
                continue;
            }
            if let Some(e) = self.common_link_point((x, a), (y, b as usize), player) {
                return Some(e);
            }
        }
        None
    }

    /// `player`'s board for [`Distances`]: an own peg costs 0, a point it may take 1, any
    /// other FAR; a link counts where no standing link crosses it.
    fn chain_graph(
        &self,
        player: u8,
    ) -> Graph<'_, impl Fn(usize) -> u16 + '_, impl Fn(usize, usize, usize) -> bool + '_> {
        Graph {
            knights: &self.tables.knights,
            none: NONE,
            cost: move |i: usize| {
                if self.pegs[i] == player + 1 {
                    0
                } else if self.legal_for(i, player) {
                    1
                } else {
                    FAR
                }
            },
            link: |i: usize, k: usize, j: usize| self.free_link(i, k, j).is_some(),
        }
    }

    /// The fewest pegs `player` still needs to join its home edges when the opponent answers
    /// every peg (`two_distance.rs`), through the best meeting point of its two edges' chains
    /// and through the second best (the best taken): None when there is no such point, both
    /// 0 when a group already reaches both edges or the rows next to them.
    pub fn two_distance(&mut self, player: u8) -> [Option<u32>; 2] {
        self.two_pegs(player)
            .map(|d| (d != FAR).then_some(u32::from(d)))
    }

    /// [`ConnectPosition::two_distance`], FAR for none.
    fn two_pegs(&mut self, player: u8) -> [u16; 2] {
        let mut two = std::mem::take(&mut self.two);
        let mut parent = std::mem::take(&mut self.parent);
        // Roots first, so that the graph reads them without path compression.
        for i in 0..parent.len() {
            if self.pegs[i] == player + 1 {
                let root = find(&mut parent, i);
                parent[i] = root as u16;
            }
        }
        let graph = TwoGraph {
            knights: &self.tables.knights,
            none: NONE,
            spot: |i: usize| {
                if self.pegs[i] == player + 1 {
                    Spot::Own(parent[i])
                } else if self.legal_for(i, player) {
                    Spot::Free
                } else {
                    Spot::Closed
                }
            },
            link: |i: usize, k: usize, j: usize| self.free_link(i, k, j).is_some(),
            edges: |i: usize| {
                if self.pegs[i] == player + 1 {
                    self.sure[i]
                } else {
                    self.tables.sure[i] >> (2 * player) & 3
                }
            },
        };
        let best = two.compute(&graph);
        self.parent = parent;
        self.two = two;
        best
    }

    /// `player`'s two-distance for the judgement, through its best meeting point (`rank` 0)
    /// or its second best (1). Where none is left, a chain may still wind through a
    /// passage the opponent closes in one move: the plain shortest chain plus N, a long way
    /// behind but not lost; FAR only when the player is cut off.
    fn two_judged(&mut self, player: u8, rank: usize) -> u16 {
        match self.two_pegs(player)[rank] {
            FAR => match self.shortest(player) {
                FAR => FAR,
                plain => plain + self.n as u16,
            },
            two => two,
        }
    }

    /// Each player's shortest chains ([`Distances`]) for this position.
    fn compute_paths(&mut self) {
        let mut paths = std::mem::take(&mut self.paths);
        for (player, dist) in (0u8..2).zip(paths.iter_mut()) {
            let sure = |i: usize| self.tables.sure[i] >> (2 * player) & 3;
            dist.compute(
                &self.chain_graph(player),
                |i| sure(i) & 1 != 0,
                |i| sure(i) & 2 != 0,
            );
        }
        self.paths = paths;
        if matches!(self.variant, 11..=13 | 16) {
            self.compute_fronts();
        }
        self.paths_ready = true;
    }

    /// Marks, for each player, the points on the blocking line ahead of its leading chain
    /// ends ([`FRONT_AHEAD`]) and the contact points beside them ([`FRONT_CONTACT`]).
    fn compute_fronts(&mut self) {
        let mut fronts = std::mem::take(&mut self.fronts);
        fronts.clear();
        fronts.resize(self.pegs.len(), 0);
        for j in 0..self.pegs.len() {
            let Some(owner) = self.pegs[j].checked_sub(1) else {
                continue;
            };
            let root = find(&mut self.parent, j);
            let (row, (lo, hi)) = (self.along(j, owner), self.span[root]);
            let reach = self.reach[root];
            let at = self.point(j as u16);
            for (leads, sign) in [
                (row == hi && reach & 2 == 0, 1),
                (row == lo && reach & 1 == 0, -1),
            ] {
                if !leads {
                    continue;
                }
                for ahead in 0..=5 {
                    let (kind, wide) = match ahead {
                        0 | 1 => (FRONT_CONTACT, 2),
                        _ => (FRONT_AHEAD, ahead / 2 + 1),
                    };
                    for aside in -wide..=wide {
                        let step = sign * ahead;
                        let offset = if owner == 0 {
                            (step, aside)
                        } else {
                            (aside, step)
                        };
                        if let Some(i) = self.id(at.offset(offset)) {
                            fronts[i as usize] |= kind << (2 * owner);
                        }
                    }
                }
            }
        }
        self.fronts = fronts;
    }

    /// Where point `i` stands against `owner`'s leading chain ends: [`FRONT_AHEAD`] on the
    /// blocking line two to five rows ahead of one (no further aside than half the rows
    /// ahead, plus one), [`FRONT_CONTACT`] within one row of one and two points aside: TwixT
    /// players block a running chain ahead, since a peg in contact is walked around and the
    /// two chains run side by side to the edge (a ladder). Variants 11 to 13 only.
    pub(super) fn front(&mut self, i: usize, owner: u8) -> u8 {
        if !self.paths_ready {
            self.compute_paths();
        }
        self.fronts.get(i).map_or(0, |f| f >> (2 * owner) & 3)
    }

    /// The fewest pegs `player` still needs to join its home edges (FAR when cut off).
    fn shortest(&mut self, player: u8) -> u16 {
        let mut dist = std::mem::take(&mut self.paths[player as usize]);
        let sure = |i: usize| self.tables.sure[i] >> (2 * player) & 3;
        let best = dist.shortest(
            &self.chain_graph(player),
            |i| sure(i) & 1 != 0,
            |i| sure(i) & 2 != 0,
        );
        self.paths[player as usize] = dist;
        best
    }

    /// Variants 8 and 9: the standard prior, raised for a point on the mover's shortest chain
    /// (it extends it) or on the opponent's (it blocks it), a little less one peg off them,
    /// and lowered for a point two or more pegs off both: a scattered peg.
    fn path_prior(&mut self, i: usize, player: u8, standard: f32) -> f32 {
        if !self.paths_ready {
            self.compute_paths();
        }
        let scale = if self.variant == 8 { 1.0 } else { 2.0 };
        let own = self.paths[player as usize].slack(i);
        let theirs = self.paths[(player ^ 1) as usize].slack(i);
        let bonus = |slack: u16| match slack {
            0 => 0.1,
            1 => 0.04,
            _ => 0.0,
        };
        let scattered = if own > 1 && theirs > 1 { 0.1 } else { 0.0 };
        let block = if self.variant == 17 { 2.0 } else { 1.0 };
        let mut value = standard + scale * (bonus(own) + block * bonus(theirs) - scattered);
        if matches!(self.variant, 11..=13 | 16) && theirs <= 1 {
            let front = self.front(i, player ^ 1);
            let twice = if self.variant == 13 { 2.0 } else { 1.0 };
            if front & FRONT_AHEAD != 0 {
                value += twice * AHEAD_BONUS;
            } else if self.variant >= 12 && front & FRONT_CONTACT != 0 {
                value -= twice * CONTACT_MALUS;
            }
        }
        value.clamp(0.05, 0.95)
    }

    /// Each player's shortest chains, Black's then White's, computed for this position
    /// if a peg went down since: the alpha-beta's candidate moves read their slack.
    pub(super) fn chains(&mut self) -> &[Distances; 2] {
        if !self.paths_ready {
            self.compute_paths();
        }
        &self.paths
    }

    /// The pegs `player` still needs (FAR when cut off): the plain shortest chain, or with
    /// `two` the two-distance through its best meeting point (`rank` 0) or second best (1).
    pub(super) fn pegs_needed(&mut self, player: u8, two: bool, rank: usize) -> u16 {
        if two {
            self.two_judged(player, rank)
        } else if self.paths_ready {
            self.paths[player as usize].best
        } else {
            self.shortest(player)
        }
    }

    /// How many of `player`'s pegs a peg of its own on point `i` would link to now.
    pub(super) fn links_from(&self, i: usize, player: u8) -> usize {
        let knights = self.tables.knights[i];
        (0..8)
            .filter(|&k| {
                let j = knights[k];
                j != NONE
                    && self.pegs[j as usize] == player + 1
                    && self.free_link(i, k, j as usize).is_some()
            })
            .count()
    }

    /// Whether point `i` is on the blocking line ahead of one of `opponent`'s chain ends.
    pub(super) fn on_blocking_line(&mut self, i: usize, opponent: u8) -> bool {
        self.blocks_ahead(i, opponent)
    }

    /// Whether `player` may put a peg on point `i` now.
    pub(super) fn open_for(&self, i: usize, player: u8) -> bool {
        self.legal_for(i, player)
    }

    /// A 64-bit key of the pegs, the links and the player to move, computed afresh (one
    /// pass over the board, little beside a judgement): links depend on the order pegs went
    /// down, so the pegs alone would not name a position.
    pub(super) fn key(&self) -> u64 {
        let mut key = u64::from(self.turns.to_move) + 1;
        for (i, (&peg, &links)) in self.pegs.iter().zip(&self.links).enumerate() {
            if peg != 0 {
                let word = (i as u64) << 16 | u64::from(peg) << 8 | u64::from(links);
                key ^= mix(word);
            }
        }
        key
    }

    /// Puts a peg of `player` on free point `i`, links it; true when it wins.
    fn put(&mut self, i: usize, player: u8) -> bool {
        self.paths_ready = false;
        self.pegs[i] = player + 1;
        self.free.take(i);
        self.count_open(i, true);
        self.parent[i] = i as u16;
        self.reach[i] = self.home_reach(i, player);
        self.sure[i] = self.tables.sure[i] >> (2 * player) & 3;
        let row = self.along(i, player);
        self.span[i] = (row, row);
        let knights = self.tables.knights[i];
        for (k, &j) in knights.iter().enumerate() {
            let j = j as usize;
            if j == NONE as usize || self.pegs[j] != player + 1 {
                continue;
            }
            if let Some((from, step)) = self.free_link(i, k, j) {
                self.links[from] |= 1 << step;
                // The new peg's group goes under the older one: chains stay short.
                let (a, b) = (find(&mut self.parent, i), find(&mut self.parent, j));
                if a != b {
                    let (top, under) = if a == i { (b, a) } else { (a, b) };
                    self.parent[under] = top as u16;
                    self.reach[top] |= self.reach[under];
                    self.sure[top] |= self.sure[under];
                    let (a, b) = (self.span[top], self.span[under]);
                    self.span[top] = (a.0.min(b.0), a.1.max(b.1));
                }
            }
        }
        let root = find(&mut self.parent, i);
        if self.variant == 7 && self.sure[root] == 3 && self.settled == 0 {
            self.settled = player + 1;
        }
        self.reach[root] == 3
    }
}

/// SplitMix64's finaliser: a word's bits spread over the key.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Position for ConnectPosition {
    fn move_slots(&self) -> usize {
        (self.side * self.side) as usize + 1
    }

    fn same_rules(&self, other: &ConnectPosition) -> bool {
        self.n == other.n && self.turns.same_rule(&other.turns)
    }

    fn to_move(&self) -> u8 {
        self.turns.to_move
    }

    fn status(&self) -> Status {
        self.turns.status
    }

    fn legal_moves(&self, out: &mut Vec<u16>) {
        let to_move = self.turns.to_move;
        let cells = self.free.cells().iter().copied();
        let far = self.variant == 18 && self.n >= FAR_REPLY_MIN_N && self.turns.moves == 1;
        let first = self.point(self.first);
        let legal = cells.filter(|&i| {
            let p = self.point(i);
            self.legal_for(i as usize, to_move)
                && !(far && (p.x - first.x).abs() <= 1 && (p.y - first.y).abs() <= 1)
        });
        self.turns.legal_moves(out, legal, self.swap_id());
    }

    fn is_legal(&self, mv: u16, player: u8) -> bool {
        if mv == self.swap_id() {
            return self.turns.swap_open();
        }
        (mv as usize) < self.pegs.len() && self.legal_for(mv as usize, player)
    }

    fn play(&mut self, mv: u16) {
        let player = self.turns.to_move;
        if mv == self.swap_id() {
            let first = self.first as usize;
            let p = self.point(self.first);
            self.pegs[first] = 0;
            self.free.put(first);
            self.count_open(first, false);
            let mirrored = self.id(p.transposed()).expect("on the board") as usize;
            self.put(mirrored, player);
        } else {
            if self.turns.moves == 0 {
                self.first = mv;
            }
            if self.put(mv as usize, player) {
                self.turns.status = Status::Won(player);
            }
        }
        self.turns.pass();
        let stuck = self.open[self.turns.to_move as usize] == 0;
        if self.turns.status == Status::Ongoing && stuck {
            self.turns.status = Status::Drawn;
        }
    }

    fn wins(&mut self, mv: u16, player: u8) -> bool {
        mv != self.swap_id()
            && self.turns.status == Status::Ongoing
            && self.is_legal(mv, player)
            && self.would_win(mv as usize, player)
    }

    fn copy_from(&mut self, other: &Self) {
        self.pegs.copy_from_slice(&other.pegs);
        self.links.copy_from_slice(&other.links);
        self.parent.copy_from_slice(&other.parent);
        self.reach.copy_from_slice(&other.reach);
        self.span.copy_from_slice(&other.span);
        self.sure.copy_from_slice(&other.sure);
        self.settled = other.settled;
        self.variant = other.variant;
        self.paths_ready = false;
        self.free.copy_from(&other.free);
        self.open = other.open;
        self.first = other.first;
        self.turns = other.turns;
    }

    fn random_move(&mut self, rng: &mut super::Rng, player: u8) -> Option<u16> {
        if self.open[player as usize] == 0 {
            return None;
        }
        for _ in 0..32 {
            let i = self.free.random(rng)?;
            if self.legal_for(i as usize, player) {
                return Some(i);
            }
        }
        self.free
            .cells()
            .iter()
            .copied()
            .find(|&i| self.legal_for(i as usize, player))
    }

    /// A group that reaches one of its home edges.
    fn hot(&mut self, mv: u16) -> bool {
        if mv >= self.swap_id() || self.pegs[mv as usize] == 0 {
            return false;
        }
        let root = find(&mut self.parent, mv as usize);
        self.reach[root] != 0
    }

    /// A peg that links to the player's own pegs is good, a peg on or next to the player's home
    /// edges before their chain needs it is poor: chains are built from the middle out.
    fn prior(&mut self, mv: u16, player: u8) -> Option<f32> {
        if mv >= self.swap_id() {
            return None;
        }
        let i = mv as usize;
        let (mut links, mut extends) = (0, false);
        let row = self.along(i, player);
        for (k, &j) in self.tables.knights[i].iter().enumerate() {
            if j != NONE
                && self.pegs[j as usize] == player + 1
                && self.free_link(i, k, j as usize).is_some()
            {
                links += 1;
                let root = find(&mut self.parent, j as usize);
                let ((lo, hi), reach) = (self.span[root], self.reach[root]);
                extends |= (row > hi && reach & 2 == 0) || (row < lo && reach & 1 == 0);
            }
        }
        let along = i32::from(row);
        let from_edge = along.min(self.n - along);
        let standard = match (links, from_edge) {
            (0, 0) => 0.3,
            (_, 0) => 0.45,
            (0, 1) => 0.4,
            (0, _) => 0.5,
            (1, _) => 0.6,
            _ => 0.65,
        };
        if matches!(self.variant, 8..=18) && from_edge > 0 {
            return Some(self.path_prior(i, player, standard));
        }
        if self.variant == 4 {
            return Some(self.line_prior(i, player, links, extends, from_edge, standard));
        }
        // Variants 1 and 2 change the priors; 0 and 3 (no setup replies) keep the standard ones.
        if !matches!(self.variant, 1 | 2) || from_edge == 0 {
            return Some(standard);
        }
        let blocks = self.blocks(i, player ^ 1);
        Some(match (self.variant, links, blocks, extends) {
            (1, 0, true, _) => 0.55,
            (1, _, true, _) => 0.7,
            (1, _, _, _) => standard,
            (_, _, _, true) => 0.7,
            (_, 0, true, _) => 0.55,
            (_, _, true, _) => 0.65,
            (_, 0, false, _) => standard,
            _ => 0.55,
        })
    }

    fn set_variant(&mut self, variant: u8) {
        self.variant = variant;
    }

    /// When the opponent's peg `mv` took one of the two points that would link two of
    /// `player`'s groups (a setup), the other one, if both its links are free: random playouts
    /// would leave the cut chain to chance (at N = 23, 300 ms a move each: 10 of 10 games
    /// against the search without it). Else, when the peg's new links cut one of a setup's two
    /// paths, the setup's other point (`setup_crossed`). In variants 14 (Connect's search) to
    /// 18, else a step around a peg in contact with a chain's end (`escape`),
    /// and in 15 else a block ahead of a running chain (`block_ahead`).
    fn reply(&mut self, mv: u16, player: u8) -> Option<u16> {
        if self.variant == 3 || mv >= self.swap_id() {
            return None;
        }
        let taken = self.setup_taken(mv as usize, player);
        if taken.is_some() || self.variant == 5 {
            return taken;
        }
        let restored = self.setup_crossed(mv as usize, player);
        if restored.is_some() || !matches!(self.variant, 14..=18) {
            return restored;
        }
        let escaped = self.escape(mv as usize, player);
        if escaped.is_some() || self.variant != 15 {
            return escaped;
        }
        self.block_ahead(mv as usize, player)
    }

    /// In variant 7, a group from the row next to one home edge (or the edge) to the row next
    /// to the other: each end links to its edge in one move the opponent cannot stop, and no
    /// chain of the opponent's can pass around it, so the playout need not fill the board
    /// until those pegs fall. Not the standard: at equal playouts it scored 10 of 20 against
    /// playouts that play on.
    fn settled(&self) -> Option<u8> {
        self.settled.checked_sub(1)
    }

    /// The mover's chance from the shortest chains (`paths.rs`): a logistic curve of
    /// how many more pegs the opponent needs than the mover, the move in hand counted as
    /// half a peg ([`EVAL_TEMPO`]). A player cut off from one of its edges has lost. In
    /// variant 10 the pegs are counted by the two-distance ([`ConnectPosition::two_distance`]),
    /// the opponent's through its second best meeting point.
    fn evaluate(&mut self, scale: f32) -> Option<f32> {
        let me = self.turns.to_move;
        let (mine, theirs) = if self.variant == 10 {
            // The mover takes its best meeting point; the opponent's best it may take first.
            (self.two_judged(me, 0), self.two_judged(me ^ 1, 1))
        } else if self.paths_ready {
            let paths = &self.paths;
            (paths[me as usize].best, paths[(me ^ 1) as usize].best)
        } else {
            (self.shortest(me), self.shortest(me ^ 1))
        };
        Some(match (mine == FAR, theirs == FAR) {
            (true, true) => 0.5,
            (true, false) => 0.0,
            (false, true) => 1.0,
            (false, false) => {
                let lead = f32::from(theirs) - f32::from(mine) + EVAL_TEMPO;
                1.0 / (1.0 + (-scale * lead).exp())
            }
        })
    }

    fn near(&self, mv: u16, out: &mut Vec<u16>) {
        if mv >= self.swap_id() {
            return;
        }
        let knights = self.tables.knights[mv as usize];
        out.extend((knights.into_iter()).filter(|&j| j != NONE && self.pegs[j as usize] == 0));
    }
}
