//! A selective alpha-beta search for Connect, the way TwixT programs search (T1j's
//! published approach; no code of theirs): iterative deepening negamax over a few candidate
//! moves a node, a transposition table, and a judgement of how many pegs each player still
//! needs to join its home edges (the shortest chains of `paths.rs`, or the two-distance of
//! `two_distance.rs`, which counts the opponent's answers).
//!
//! The candidates are the free points on or next to either player's shortest chains
//! (extending one's own, blocking the opponent's), the opponent's winning points when it
//! has any, and, nearer the root, only those after which the judgement is best for the
//! mover: the points where the opponent's count rises most or ours falls most. A tree search
//! over ~530 points plays few playouts a second at N = 23; this search looks a few plies
//! deep where the chains are.

use super::connect::ConnectPosition;
use super::paths::FAR;
use super::players::Searched;
use super::{Position, Status};
use crate::connect::Connect;
use crate::engine::{Budget, Clock, Engine, Thought};
use crate::game::Game;

/// A won game's score; a win found `k` plies down scores `WIN - k`.
const WIN: i32 = 1_000_000;

/// A peg's worth in the judgement's score.
const PEG: i32 = 100;

/// The deepest iteration.
const MAX_DEPTH: u32 = 24;

/// The transposition table: 2^18 entries natively (6 MB), 2^16 in a browser.
const TABLE_BITS: u32 = if cfg!(target_arch = "wasm32") { 16 } else { 18 };

/// Nodes a move when a budget sets no limit at all.
const DEFAULT_NODES: u64 = 20_000;

/// An iteration starts only while less than this share of the time is spent: the next one
/// costs several times the last, and one cut short keeps only the moves it finished.
const START_SHARE: f64 = 0.4;

/// How the search counts the pegs a player still needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// The shortest chain over free links (`paths.rs`).
    Chain,
    /// The two-distance (`two_distance.rs`): the mover through its best meeting
    /// point, the opponent through its second best.
    Two,
}

/// The alpha-beta's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AbConfig {
    /// How leaves are judged.
    pub judge: Judge,
    /// Candidates a node takes from the chains, by their place on them.
    pub wide: usize,
    /// Of those, how many a node two or more plies from the leaves searches: the best after
    /// one move by the judgement.
    pub narrow: usize,
}

impl AbConfig {
    /// The standard settings with leaves judged by `judge`.
    pub fn new(judge: Judge) -> AbConfig {
        AbConfig {
            judge,
            wide: 20,
            narrow: 10,
        }
    }
}

/// Whether a stored value is exact or a bound.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

/// A transposition table entry.
#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: u8,
    bound: Bound,
    value: i32,
    best: u16,
}

/// When a search must stop.
struct Limit<'a> {
    clock: &'a dyn Clock,
    millis: Option<f64>,
    nodes: Option<u64>,
    stop: &'a dyn Fn() -> bool,
}

/// The search's state between moves: settings, table and the position stack.
pub struct AlphaBeta {
    config: AbConfig,
    table: Vec<Option<Entry>>,
    /// The position at each ply of the line being searched.
    stack: Vec<ConnectPosition>,
    /// Nodes visited by the last search.
    pub nodes: u64,
    /// The last completed iteration's depth.
    pub depth: u32,
    /// Set when a limit cut the search short.
    stopped: bool,
}

/// The root's answer: the move, its score for the mover, and the depth it was found at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// The move (a point id).
    pub best: u16,
    /// Its score: 100 a peg ahead, or near ±1,000,000 for a forced result.
    pub value: i32,
    /// The deepest completed iteration.
    pub depth: u32,
}

impl AlphaBeta {
    /// A search with `config` and an empty table.
    pub fn new(config: AbConfig) -> AlphaBeta {
        AlphaBeta {
            config,
            table: vec![None; 1 << TABLE_BITS],
            stack: Vec::new(),
            nodes: 0,
            depth: 0,
            stopped: false,
        }
    }

    /// Forgets the table.
    pub fn clear(&mut self) {
        self.table.iter_mut().for_each(|e| *e = None);
    }

    /// Searches `root` to `depth` plies exactly (no clock), with the table as it stands:
    /// the root's value for the mover and its best move.
    pub fn search_depth(&mut self, root: &ConnectPosition, depth: u32) -> Option<Found> {
        let never = || false;
        let limit = Limit {
            clock: &crate::engine::NoClock,
            millis: None,
            nodes: None,
            stop: &never,
        };
        self.start(root);
        let (value, best) = self.root(depth, &limit)?;
        Some(Found { best, value, depth })
    }

    /// Iterative deepening on `root` within `budget` (`playouts` read as nodes).
    fn deepen(
        &mut self,
        root: &ConnectPosition,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Found> {
        let nodes = match (budget.playouts, budget.millis) {
            (None, None) => Some(DEFAULT_NODES),
            (nodes, _) => nodes,
        };
        let limit = Limit {
            clock,
            millis: budget.millis.map(|m| m as f64),
            nodes,
            stop,
        };
        self.start(root);
        let mut found: Option<Found> = None;
        for depth in 1..=MAX_DEPTH {
            let Some((value, best)) = self.root(depth, &limit) else {
                break;
            };
            found = Some(Found { best, value, depth });
            if self.stopped {
                break;
            }
            self.depth = depth;
            if value.abs() > WIN / 2 {
                break;
            }
            let spent = |share: f64| limit.millis.is_some_and(|m| clock.elapsed_ms() > share * m);
            let nodes_spent = limit
                .nodes
                .is_some_and(|n| self.nodes as f64 > START_SHARE * n as f64);
            if spent(START_SHARE) || nodes_spent {
                break;
            }
        }
        found.or_else(|| {
            // Not even one iteration: the first candidate.
            let mut moves = Vec::new();
            self.candidates(0, 1, &mut moves);
            if moves.is_empty() {
                root.legal_moves(&mut moves);
            }
            moves.first().map(|&best| Found {
                best,
                value: 0,
                depth: 0,
            })
        })
    }

    fn start(&mut self, root: &ConnectPosition) {
        self.nodes = 0;
        self.depth = 0;
        self.stopped = false;
        if self.stack.first().is_some_and(|p| p.same_rules(root)) {
            self.stack[0].copy_from(root);
        } else {
            self.stack = vec![root.clone()];
        }
    }

    /// The position at `ply`, with one more kept behind it for the children.
    fn child(&mut self, ply: usize, mv: u16) -> &mut ConnectPosition {
        if self.stack.len() <= ply + 1 {
            let copy = self.stack[ply].clone();
            self.stack.push(copy);
        }
        let (parents, children) = self.stack.split_at_mut(ply + 1);
        let child = &mut children[0];
        child.copy_from(&parents[ply]);
        child.play(mv);
        child
    }

    fn out_of_time(&mut self, limit: &Limit) -> bool {
        if self.stopped {
            return true;
        }
        let time = limit
            .millis
            .is_some_and(|m| self.nodes % 8 == 0 && limit.clock.elapsed_ms() >= m);
        let nodes = limit.nodes.is_some_and(|n| self.nodes >= n);
        self.stopped = time || nodes || (limit.stop)();
        self.stopped
    }

    /// The root's search to `depth`: its value and best move, None when stopped before the
    /// first move's value came back. Stopped later, the best of the moves searched: the
    /// first is the last iteration's best, and each later one replaced it only on a value
    /// proved higher.
    fn root(&mut self, depth: u32, limit: &Limit) -> Option<(i32, u16)> {
        let mut moves = Vec::new();
        if let Some(mv) = self.winning_move(0) {
            return Some((WIN - 1, mv));
        }
        self.candidates(0, depth, &mut moves);
        if moves.is_empty() {
            // Nothing on either chain: the judgement stands, and any move will do.
            let value = self.judge(0);
            self.stack[0].legal_moves(&mut moves);
            return moves.first().map(|&mv| (value, mv));
        }
        let key = self.stack[0].key();
        self.first_from_table(key, &mut moves);
        let (mut alpha, beta) = (-WIN - 1, WIN + 1);
        let mut best = None;
        for &mv in &moves {
            self.child(0, mv);
            let Some(value) = self.negamax(1, depth - 1, -beta, -alpha, limit) else {
                return best.map(|best| (alpha, best));
            };
            if -value > alpha {
                alpha = -value;
                best = Some(mv);
            }
        }
        let best = best?;
        self.store(key, depth, Bound::Exact, alpha, best);
        Some((alpha, best))
    }

    /// Negamax with alpha-beta at `ply`, `depth` plies from the leaves: the value for the
    /// player to move there, None when a limit stopped the search.
    fn negamax(
        &mut self,
        ply: usize,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        limit: &Limit,
    ) -> Option<i32> {
        self.nodes += 1;
        if self.out_of_time(limit) {
            return None;
        }
        if let Some(value) = self.settled(ply) {
            return Some(value);
        }
        if depth == 0 {
            return Some(self.judge(ply));
        }
        let key = self.stack[ply].key();
        let slot = self.slot(key);
        if let Some(e) = self.table[slot].filter(|e| e.key == key && u32::from(e.depth) >= depth) {
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.value >= beta,
                Bound::Upper => e.value <= alpha,
            };
            if cut {
                return Some(e.value);
            }
        }
        let mut moves = Vec::new();
        self.candidates(ply, depth, &mut moves);
        if moves.is_empty() {
            return Some(self.judge(ply));
        }
        self.first_from_table(key, &mut moves);
        let start = alpha;
        let mut best = (-WIN - 1, moves[0]);
        for &mv in &moves {
            self.child(ply, mv);
            let value = -self.negamax(ply + 1, depth - 1, -beta, -alpha, limit)?;
            if value > best.0 {
                best = (value, mv);
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best.0 <= start {
            Bound::Upper
        } else if best.0 >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(key, depth, bound, best.0, best.1);
        Some(best.0)
    }

    /// Plain minimax of `root` to `depth` plies over the same candidates and judgement,
    /// without pruning or table: the value [`AlphaBeta::search_depth`] must equal (the
    /// tests' reference; exponential, for small boards and depths).
    pub fn minimax_value(&mut self, root: &ConnectPosition, depth: u32) -> i32 {
        self.start(root);
        self.minimax(0, depth)
    }

    fn minimax(&mut self, ply: usize, depth: u32) -> i32 {
        if let Some(value) = self.settled(ply) {
            return value;
        }
        if depth == 0 {
            return self.judge(ply);
        }
        let mut moves = Vec::new();
        self.candidates(ply, depth, &mut moves);
        if moves.is_empty() {
            return self.judge(ply);
        }
        let mut best = -WIN - 1;
        for mv in moves {
            self.child(ply, mv);
            best = best.max(-self.minimax(ply + 1, depth - 1));
        }
        best
    }

    /// The value of a position decided at once: the game over, or the mover winning with
    /// its next peg.
    fn settled(&mut self, ply: usize) -> Option<i32> {
        let pos = &self.stack[ply];
        let mover = pos.to_move();
        match pos.status() {
            Status::Won(p) if p == mover => return Some(WIN - ply as i32),
            Status::Won(_) => return Some(-(WIN - ply as i32)),
            Status::Drawn => return Some(0),
            Status::Ongoing => {}
        }
        self.winning_move(ply).map(|_| WIN - ply as i32 - 1)
    }

    /// A point where the mover at `ply` wins with its next peg.
    fn winning_move(&mut self, ply: usize) -> Option<u16> {
        let pos = &mut self.stack[ply];
        let mover = pos.to_move();
        self.winning_points(ply, mover).first().copied()
    }

    /// Every free point where `player`'s peg would win at once, at `ply`.
    fn winning_points(&mut self, ply: usize, player: u8) -> Vec<u16> {
        let pos = &mut self.stack[ply];
        let mut free = Vec::new();
        let mover = pos.to_move();
        pos.legal_moves(&mut free);
        if player != mover {
            // The opponent's points: every free point it may take.
            free.clear();
            let points = (pos.n() + 1) * (pos.n() + 1);
            free.extend((0..points as u16).filter(|&i| pos.open_for(i as usize, player)));
        }
        free.retain(|&i| pos.wins(i, player));
        free
    }

    /// The mover's score at `ply` by the judgement: how many more pegs the opponent needs.
    fn judge(&mut self, ply: usize) -> i32 {
        let two = self.config.judge == Judge::Two;
        let pos = &mut self.stack[ply];
        let me = pos.to_move();
        let mine = pos.pegs_needed(me, two, 0);
        let theirs = pos.pegs_needed(me ^ 1, two, usize::from(two));
        match (mine == FAR, theirs == FAR) {
            (true, true) => 0,
            (true, false) => -WIN / 2,
            (false, true) => WIN / 2,
            (false, false) => PEG * (i32::from(theirs) - i32::from(mine)),
        }
    }

    /// The candidate moves at `ply`, `depth` plies from the leaves, best first (see the
    /// module's doc).
    fn candidates(&mut self, ply: usize, depth: u32, out: &mut Vec<u16>) {
        out.clear();
        let threats = {
            let opponent = self.stack[ply].to_move() ^ 1;
            self.winning_points(ply, opponent)
        };
        let pos = &mut self.stack[ply];
        let mover = pos.to_move();
        let n = pos.n();
        let points = ((n + 1) * (n + 1)) as usize;
        let mut ranked: Vec<(i32, u16)> = Vec::new();
        let chains = pos.chains();
        let slack: Vec<(u16, u16)> = (0..points)
            .map(|i| {
                (
                    chains[mover as usize].slack(i),
                    chains[(mover ^ 1) as usize].slack(i),
                )
            })
            .collect();
        for (i, &(own, theirs)) in slack.iter().enumerate() {
            if !pos.open_for(i, mover) || (own > 1 && theirs > 1) {
                continue;
            }
            let on = |slack: u16| match slack {
                0 => 4,
                1 => 2,
                _ => 0,
            };
            let p = pos.point(i as u16);
            let off_centre = (2 * p.x - n).abs() + (2 * p.y - n).abs();
            let links = pos.links_from(i, mover).min(2) as i32;
            let block = if pos.on_blocking_line(i, mover ^ 1) {
                5
            } else {
                0
            };
            let threat = if threats.contains(&(i as u16)) {
                100
            } else {
                0
            };
            let score = 1000 * (threat + on(own) + on(theirs) + 2 * links + block) - off_centre;
            ranked.push((score, i as u16));
        }
        for &t in &threats {
            if !ranked.iter().any(|&(_, i)| i == t) && pos.open_for(t as usize, mover) {
                ranked.push((i32::MAX, t));
            }
        }
        ranked.sort_unstable_by(|a, b| b.cmp(a));
        ranked.truncate(self.config.wide);
        if depth < 2 || ranked.len() <= self.config.narrow {
            out.extend(ranked.iter().map(|&(_, i)| i));
            return;
        }
        // Nearer the root: the best by the judgement after the move.
        let mut judged: Vec<(i32, i32, u16)> = Vec::with_capacity(ranked.len());
        for &(score, mv) in &ranked {
            self.child(ply, mv);
            let value = match self.settled(ply + 1) {
                Some(v) => -v,
                None => -self.judge(ply + 1),
            };
            judged.push((value, score, mv));
        }
        judged.sort_unstable_by(|a, b| b.cmp(a));
        out.extend(judged.iter().take(self.config.narrow).map(|&(_, _, i)| i));
    }

    fn slot(&self, key: u64) -> usize {
        (key >> (64 - TABLE_BITS)) as usize
    }

    fn store(&mut self, key: u64, depth: u32, bound: Bound, value: i32, best: u16) {
        let slot = self.slot(key);
        let keep = self.table[slot].is_some_and(|e| e.key != key && u32::from(e.depth) > depth);
        if !keep {
            self.table[slot] = Some(Entry {
                key,
                depth: depth as u8,
                bound,
                value,
                best,
            });
        }
    }

    /// Moves the table's best move for `key`, if it is among `moves`, to the front.
    fn first_from_table(&self, key: u64, moves: &mut [u16]) {
        let Some(e) = self.table[self.slot(key)].filter(|e| e.key == key) else {
            return;
        };
        if let Some(at) = moves.iter().position(|&m| m == e.best) {
            moves[..=at].rotate_right(1);
        }
    }
}

/// The alpha-beta as Connect's computer player (`ab-two`, `ab-chain` in `arbiter match`).
pub struct AlphaBetaEngine {
    search: AlphaBeta,
}

impl AlphaBetaEngine {
    /// The player with `config`.
    pub fn new(config: AbConfig) -> AlphaBetaEngine {
        AlphaBetaEngine {
            search: AlphaBeta::new(config),
        }
    }

    /// The search's position for `game`, None when the search does not play its board.
    fn position(game: &Connect) -> Option<ConnectPosition> {
        let mut pos = ConnectPosition::new(game.n(), game.pie_rule())?;
        for mv in game.ids(&pos)? {
            pos.play(mv);
        }
        Some(pos)
    }
}

impl Engine<Connect> for AlphaBetaEngine {
    fn think(
        &mut self,
        game: &Connect,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<crate::connect::Move>> {
        if game.outcome().is_over() {
            return None;
        }
        let root = Self::position(game)?;
        let found = self.search.deepen(&root, budget, clock, stop)?;
        let best = crate::connect::Move::Place(root.point(found.best));
        let win_rate = if found.value.abs() > WIN / 2 {
            if found.value > 0 {
                1.0
            } else {
                0.0
            }
        } else {
            1.0 / (1.0 + (-f64::from(found.value) / f64::from(PEG)).exp())
        };
        Some(Thought {
            best,
            win_rate,
            line: vec![best],
            win_in: None,
            playouts: self.search.nodes,
            proof: None,
            root: Vec::new(),
        })
    }

    fn clear(&mut self) {
        self.search.clear();
    }
}
