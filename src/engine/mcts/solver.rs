//! A proof-number solver beside the tree search: depth-first proof-number search (df-pn, with
//! the 1 + ε threshold trick) over any [`Position`], with a transposition table of fixed size.
//! It prunes with the win checks the tree search already has: a win in one proves a node, and
//! when the opponent threatens to win in one only the moves that block every threat are
//! searched (none: the node is lost).
//!
//! A draw (a full board, a Connect player with no point left) counts for the defender, so one
//! search asks "does the side to move win?" and, when that is disproved, a second asks "does
//! the opponent win?": a win, a loss or a draw is proved, each with the positions it took.

use super::{Position, Rng, Status};
use crate::engine::{Budget, Clock};

/// Proof and disproof numbers stay below this, so that sums of them never overflow.
const INF: u32 = u32::MAX / 4;

/// What the solver proved, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solved {
    /// The side to move wins by playing this move.
    Win(u16),
    /// Neither side can force a win; this move holds the draw.
    Draw(u16),
    /// Every move loses.
    Loss,
}

/// A solver's answer: the proved value (None when the budget ran out first) and the positions
/// searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The value, when proved.
    pub value: Option<Solved>,
    /// Positions searched (every visit counts, revisits included).
    pub positions: u64,
}

/// One transposition table slot: proof and disproof numbers of the side to move, from the
/// attacker's question, and the positions spent on it (to choose what to overwrite).
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    phi: u32,
    delta: u32,
    work: u32,
}

/// Where a search stops: a position count, a time by `clock`, or `stop`.
struct Limits<'a> {
    positions: u64,
    millis: Option<f64>,
    clock: &'a dyn Clock,
    stop: &'a dyn Fn() -> bool,
}

/// The solver: its table and scratch, kept between solves (positions seen before stay known).
pub struct Solver<P: Position> {
    table: Vec<Entry>,
    /// Zobrist keys per move slot and player (`2 * mv + player`), the last for the attacker.
    keys: Vec<u64>,
    /// The position at each depth of the current path (index 0 the root).
    stack: Vec<P>,
    /// Per depth: the moves searched there.
    moves: Vec<Vec<u16>>,
    /// The moves of the current path, for move ordering.
    path: Vec<u16>,
    threats: Vec<u16>,
    near: Vec<u16>,
    positions: u64,
    aborted: bool,
    /// The player whose win the current question asks about.
    attacker: u8,
    /// Changes with every solve, so that keys of earlier roots do not meet.
    salt: u64,
}

impl<P: Position> Solver<P> {
    /// A solver whose table holds `2^table_bits` positions (24 bytes each).
    pub fn new(table_bits: u32) -> Solver<P> {
        Solver {
            table: vec![Entry::default(); 1 << table_bits],
            keys: Vec::new(),
            stack: Vec::new(),
            moves: Vec::new(),
            path: Vec::new(),
            threats: Vec::new(),
            near: Vec::new(),
            positions: 0,
            aborted: false,
            attacker: 0,
            salt: 0,
        }
    }

    /// Solves `root` within `budget` (positions and milliseconds by `clock`), stopping early
    /// when `stop` says so.
    pub fn solve(
        &mut self,
        root: &P,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Solution {
        self.positions = 0;
        self.aborted = false;
        if root.status() != Status::Ongoing {
            return Solution {
                value: None,
                positions: 0,
            };
        }
        let limits = self.start(root, budget, clock, stop);
        let me = root.to_move();
        // Does the side to move win? Then: does the opponent?
        let hash = self.root_hash(me);
        let value = match self.root_search(hash, &limits) {
            None => None,
            Some(true) => self.proving_move(hash, &limits).map(Solved::Win),
            Some(false) => {
                let hash = self.root_hash(me ^ 1);
                match self.root_search(hash, &limits) {
                    None => None,
                    Some(true) => self.proving_move(hash, &limits).map(Solved::Draw),
                    Some(false) => Some(Solved::Loss),
                }
            }
        };
        Solution {
            value,
            positions: self.positions,
        }
    }

    /// The first question alone, within `budget`: the side to move's winning move when its
    /// win is proved; None when it is disproved (a draw or a loss) or the budget ran out.
    /// What the tree search asks of the position after a root move it is about to play
    /// ([`super::Config::root_solve`]).
    pub fn winning_move(
        &mut self,
        root: &P,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<u16> {
        self.positions = 0;
        self.aborted = false;
        if root.status() != Status::Ongoing {
            return None;
        }
        let limits = self.start(root, budget, clock, stop);
        let hash = self.root_hash(root.to_move());
        match self.root_search(hash, &limits) {
            Some(true) => self.proving_move(hash, &limits),
            _ => None,
        }
    }

    /// Positions searched by the last question.
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// Sets the solver up on `root` (ongoing): keys, a fresh salt, the root on the stack.
    fn start<'a>(
        &mut self,
        root: &P,
        budget: Budget,
        clock: &'a dyn Clock,
        stop: &'a dyn Fn() -> bool,
    ) -> Limits<'a> {
        let slots = root.move_slots();
        if self.keys.len() != 2 * slots + 1 {
            // Another board: the keys and everything the table knew change.
            let mut rng = Rng::new(0x5eed_d0f2_a11c_e5e5);
            self.keys = (0..2 * slots + 1).map(|_| rng.next_u64() | 1).collect();
        }
        // Keys are relative to the root: a new salt makes what the table knew about other
        // roots unreachable, without clearing it.
        self.salt = self
            .salt
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let start = clock.elapsed_ms();
        let limits = Limits {
            positions: budget.playouts.unwrap_or(u64::MAX),
            millis: budget.millis.map(|m| start + m as f64),
            clock,
            stop,
        };
        if self.stack.first().is_some_and(|p| p.same_rules(root)) {
            self.stack[0].copy_from(root);
        } else {
            // Positions copy only onto boards of the same size and rules.
            self.stack.clear();
            self.stack.push(root.clone());
        }
        self.path.clear();
        limits
    }

    /// The root's key when `attacker` is the player whose win is in question (set as the
    /// current question's). Positions are keyed by the moves played from the root.
    fn root_hash(&mut self, attacker: u8) -> u64 {
        self.attacker = attacker;
        let base = 0x243f_6a88_85a3_08d3u64 ^ self.salt;
        if attacker == self.stack[0].to_move() {
            base
        } else {
            base ^ self.keys[self.keys.len() - 1]
        }
    }

    /// Searches the root to the end: Some(true) when the side to move's question is proved,
    /// Some(false) disproved, None when the budget ran out.
    fn root_search(&mut self, hash: u64, limits: &Limits) -> Option<bool> {
        let (phi, delta) = self.mid(0, hash, INF, INF, limits);
        if self.aborted {
            None
        } else if phi == 0 {
            Some(true)
        } else if delta == 0 {
            Some(false)
        } else {
            None
        }
    }

    /// The root's move that proves its question: a child whose own question is disproved.
    fn proving_move(&mut self, hash: u64, limits: &Limits) -> Option<u16> {
        let me = self.stack[0].to_move();
        let mut moves = Vec::new();
        self.stack[0].legal_moves(&mut moves);
        if let Some(&win) = moves.iter().find(|&&m| self.stack[0].wins(m, me)) {
            return Some(win);
        }
        if let Some(&m) = moves.iter().find(|&&m| {
            self.lookup(hash ^ self.key(m, me))
                .is_some_and(|(_, delta)| delta == 0)
        }) {
            return Some(m);
        }
        // The table lost the proof's first step: search the children again.
        for m in moves {
            self.child(0, m);
            let (_, delta) = self.mid(1, hash ^ self.key(m, me), INF, INF, limits);
            if self.aborted {
                return None;
            }
            if delta == 0 {
                return Some(m);
            }
        }
        None
    }

    fn key(&self, mv: u16, player: u8) -> u64 {
        self.keys[2 * mv as usize + player as usize]
    }

    fn lookup(&self, key: u64) -> Option<(u32, u32)> {
        let i = key as usize & (self.table.len() - 1);
        [i, i ^ 1]
            .into_iter()
            .map(|j| self.table[j])
            .find(|e| e.key == key)
            .map(|e| (e.phi, e.delta))
    }

    fn store(&mut self, key: u64, phi: u32, delta: u32, work: u64) {
        let i = key as usize & (self.table.len() - 1);
        let j = if self.table[i].key == key {
            i
        } else if self.table[i ^ 1].key == key || self.table[i ^ 1].work < self.table[i].work {
            i ^ 1
        } else {
            i
        };
        let proved = phi == 0 || delta == 0;
        // A proof is worth keeping over work that proved nothing.
        let work = (work.min(u64::from(u32::MAX / 2)) as u32) | if proved { 1 << 31 } else { 0 };
        self.table[j] = Entry {
            key,
            phi,
            delta,
            work,
        };
    }

    /// Puts the position after `mv` at `depth + 1`.
    fn child(&mut self, depth: usize, mv: u16) {
        if self.stack.len() <= depth + 1 {
            let copy = self.stack[depth].clone();
            self.stack.push(copy);
        }
        let (low, high) = self.stack.split_at_mut(depth + 1);
        high[0].copy_from(&low[depth]);
        high[0].play(mv);
        self.path.truncate(depth);
        self.path.push(mv);
    }

    /// The moves worth searching at `depth` into `self.moves[depth]`, nearest the last moves
    /// first; or the node's value when the win checks settle it.
    fn generate(&mut self, depth: usize, attacker_moves: bool) -> Option<(u32, u32)> {
        let mut moves = std::mem::take(&mut self.moves[depth]);
        let pos = &mut self.stack[depth];
        let value = match pos.status() {
            Status::Won(_) => Some((INF, 0)),
            Status::Drawn if attacker_moves => Some((INF, 0)),
            Status::Drawn => Some((0, INF)),
            Status::Ongoing => None,
        };
        if value.is_some() {
            self.moves[depth] = moves;
            return value;
        }
        let me = pos.to_move();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            self.moves[depth] = moves;
            return Some(if attacker_moves { (INF, 0) } else { (0, INF) });
        }
        if moves.iter().any(|&m| pos.wins(m, me)) {
            self.moves[depth] = moves;
            return Some((0, INF));
        }
        self.threats.clear();
        for t in 0..pos.move_slots() as u16 {
            if pos.wins(t, me ^ 1) {
                self.threats.push(t);
            }
        }
        if !self.threats.is_empty() {
            if self.stack.len() <= depth + 1 {
                let copy = self.stack[depth].clone();
                self.stack.push(copy);
            }
            let (low, high) = self.stack.split_at_mut(depth + 1);
            let (pos, probe, threats) = (&low[depth], &mut high[0], &self.threats);
            moves.retain(|&m| {
                probe.copy_from(pos);
                probe.play(m);
                probe.status() != Status::Ongoing || threats.iter().all(|&t| !probe.wins(t, me ^ 1))
            });
            if moves.is_empty() {
                self.moves[depth] = moves;
                return Some((INF, 0));
            }
        }
        // The opponent's last move first, then the mover's own: fights are local.
        let pos = &self.stack[depth];
        self.near.clear();
        for back in [1, 2] {
            if depth >= back {
                pos.near(self.path[depth - back], &mut self.near);
            }
        }
        let near = &self.near;
        moves.sort_by_key(|m| near.iter().position(|n| n == m).unwrap_or(usize::MAX));
        self.moves[depth] = moves;
        None
    }

    /// df-pn's multiple iterative deepening at `depth` (its position keyed `hash`): searches
    /// until the side to move's proof number reaches `th_phi` or its disproof number
    /// `th_delta`, and returns both.
    fn mid(
        &mut self,
        depth: usize,
        hash: u64,
        th_phi: u32,
        th_delta: u32,
        limits: &Limits,
    ) -> (u32, u32) {
        self.positions += 1;
        if self.positions >= limits.positions
            || (self.positions % 256 == 0
                && (limits
                    .millis
                    .is_some_and(|m| limits.clock.elapsed_ms() >= m)
                    || (limits.stop)()))
        {
            self.aborted = true;
        }
        if self.aborted {
            return (1, 1);
        }
        let started = self.positions;
        if self.moves.len() <= depth {
            self.moves.resize_with(depth + 1, Vec::new);
        }
        let attacker_moves = self.stack[depth].to_move() == self.attacker;
        if let Some((phi, delta)) = self.generate(depth, attacker_moves) {
            self.store(hash, phi, delta, 1);
            return (phi, delta);
        }
        let me = self.stack[depth].to_move();
        let moves = std::mem::take(&mut self.moves[depth]);
        // What each child's last search returned: the table may have let it go since.
        let mut known = vec![(1u32, 1u32); moves.len()];
        let result = loop {
            let mut phi = INF;
            let mut delta = 0u32;
            let mut best = 0;
            let mut best_phi = 0;
            let mut second = INF;
            for (i, &m) in moves.iter().enumerate() {
                let (c_phi, c_delta) = self.lookup(hash ^ self.key(m, me)).unwrap_or(known[i]);
                delta = (delta + c_phi).min(INF);
                if c_delta < phi {
                    second = phi;
                    phi = c_delta;
                    best = i;
                    best_phi = c_phi;
                } else if c_delta < second {
                    second = c_delta;
                }
            }
            if phi >= th_phi || delta >= th_delta || self.aborted {
                break (phi, delta);
            }
            let child_th_phi = (th_delta - delta + best_phi).min(INF);
            let child_th_delta = th_phi.min(second.saturating_add(second / 4 + 1)).min(INF);
            let mv = moves[best];
            self.child(depth, mv);
            known[best] = self.mid(
                depth + 1,
                hash ^ self.key(mv, me),
                child_th_phi,
                child_th_delta,
                limits,
            );
        };
        self.moves[depth] = moves;
        if !self.aborted {
            self.store(hash, result.0, result.1, self.positions - started);
        }
        result
    }
}
