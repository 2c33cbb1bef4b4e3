//! The tree and the search loop, for any [`Position`].

use super::solver::Solver;
use super::{Position, Rng, Status};
use crate::engine::{Budget, Clock, NoClock};

/// What the search does besides plain UCT.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Blend in all-moves-as-first statistics (RAVE).
    pub rave: bool,
    /// Playouts take a win and block a loss among the cells near the last two moves.
    pub smart_playouts: bool,
    /// Each new node starts with this many virtual playouts of the game's knowledge about its
    /// move ([`Position::prior`]); 0 switches the knowledge off. They count for selection,
    /// not for expansion: a node is expanded after `expand_after` visits beyond them.
    pub prior_visits: u32,
    /// Expansion recognises a winning move and keeps only the moves that block the opponent's
    /// wins in one; proofs pass up the tree.
    pub prove: bool,
    /// The UCT exploration constant.
    pub explore: f32,
    /// RAVE's equivalence parameter: the visits at which a move's own statistics weigh as
    /// much as its all-moves-as-first ones.
    pub rave_equivalence: f32,
    /// Added to `rave_equivalence` per move the node has to choose from: RAVE keeps its
    /// weight longer while the board is empty (Morat's "decreasing RAVE"); 0 switches it off.
    pub rave_per_move: f32,
    /// A leaf is expanded once it has been visited this many times.
    pub expand_after: u32,
    /// The most tree nodes kept; beyond it leaves stop expanding.
    pub max_nodes: usize,
    /// A full tree drops the children of its least visited nodes and goes on growing.
    pub prune: bool,
    /// Which of the game's knowledge variants the positions use ([`Position::set_variant`]);
    /// 0 is the standard one. For matching an idea against the standard at equal playouts.
    pub variant: u8,
    /// The weight of the game's judgement of a leaf ([`Position::evaluate`]) against a
    /// playout's result: 0 plays every simulation out, 1 ends it at the leaf with the
    /// judgement alone, between them the blend.
    pub leaf_eval: f32,
    /// The judgement's steepness, passed to [`Position::evaluate`].
    pub eval_scale: f32,
    /// The weight of the game's knowledge ([`Position::knowledge`]) added to a move's value
    /// at selection, as Morat adds it: `know_bonus × knowledge / 100` while the move has at
    /// most one playout of its own, divided by the square root of its playouts up to 1,000,
    /// nothing after. 0 switches it off.
    pub know_bonus: f32,
    /// The move played is the root's child with the most wins, not the most visits (Morat's
    /// `msrave -2`).
    pub choose_by_wins: bool,
    /// Once a node has had this many visits beyond the ones that expanded it, the mover's
    /// double threats are looked for ([`Position::double_threat`]): a move after which the
    /// mover wins on two cells proves the node, three plies before the tree would. The
    /// check plays every candidate move, so it waits until the node has shown it is worth
    /// the cost. None switches it off.
    pub threat_check: Option<u32>,
    /// Before a root move is played, the opponent's replies are looked at
    /// ([`Search::refuted`]): a move after which the opponent makes two winning threats no
    /// single block stops is proved lost, and the next most visited move that passes is
    /// played. Only at the root, once a move: it costs nearly nothing.
    pub root_check: bool,
    /// Before a root move is played, the proof-number solver ([`Solver::winning_move`]) is
    /// asked, within this many positions a question, whether the side to move wins outright
    /// (then that move is played) and, for the most visited root moves in turn, whether the
    /// opponent wins after them (then the move is proved lost and the next one asked about):
    /// the root check to any depth a forcing line reaches within the budget. 0 switches it
    /// off.
    pub root_solve: u32,
}

impl Config {
    /// The full player.
    pub fn mcts() -> Config {
        Config {
            rave: true,
            smart_playouts: true,
            prior_visits: 20,
            prove: true,
            explore: 0.1,
            rave_equivalence: 500.0,
            rave_per_move: 0.0,
            // Priors focus the search: expanded after 2 visits, the tree grew 2.8 times as
            // fast as without them and filled its 1.5 million nodes within a second.
            expand_after: 4,
            max_nodes: MAX_NODES,
            prune: true,
            variant: 0,
            leaf_eval: 0.0,
            eval_scale: 0.0,
            know_bonus: 0.0,
            choose_by_wins: false,
            threat_check: None,
            root_check: false,
            root_solve: 0,
        }
    }

    /// The baseline: UCT with uniformly random playouts, nothing else.
    pub fn plain_uct() -> Config {
        Config {
            rave: false,
            smart_playouts: false,
            prior_visits: 0,
            prove: false,
            explore: 0.7,
            rave_equivalence: 1.0,
            rave_per_move: 0.0,
            expand_after: 2,
            max_nodes: MAX_NODES,
            prune: false,
            variant: 0,
            leaf_eval: 0.0,
            eval_scale: 0.0,
            know_bonus: 0.0,
            choose_by_wins: false,
            threat_check: None,
            root_check: false,
            root_solve: 0,
        }
    }
}

/// The most tree nodes (32 bytes each): 1.5 million (48 MB) in a browser; natively 16 million
/// (510 MB, about what Morat's default memory limit holds). One side-8 Havannah second fills
/// 1.5 million, and a full tree stops growing: the search then gains little from more time.
pub const MAX_NODES: usize = if cfg!(target_arch = "wasm32") {
    1_500_000
} else {
    16_000_000
};

/// The root moves [`Config::root_solve`] asks the solver about, most visited first: past
/// them the next move is played unasked.
const ROOT_SOLVE_MOVES: usize = 3;

/// The root solver's table: 2^17 positions (3 MB), more than a question's budget visits.
const ROOT_SOLVER_BITS: u32 = 17;

/// The most playouts one search spends whatever its budget says.
const MOST_PLAYOUTS: u64 = 20_000_000;

/// A game's result as the first player's value: 1 a win, 0 a loss, 0.5 a draw.
fn first_wins(winner: Option<u8>) -> f32 {
    match winner {
        Some(0) => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// One move in the tree. `wins` and `proof` are from the view of the player who made `mv`.
#[derive(Clone, Copy, Debug)]
struct Node {
    mv: u16,
    /// Children: move ids are u16, so a node has fewer than 2^16 moves.
    count: u16,
    /// 1: the player who made `mv` wins with best play; -1: loses; 0: not known.
    proof: i8,
    expanded: bool,
    /// The game's knowledge of `mv` ([`Position::knowledge`]), when [`Config::know_bonus`] is on.
    know: u8,
    first: u32,
    visits: u32,
    wins: f32,
    amaf_visits: u32,
    amaf_wins: f32,
    /// What selection reads, kept up to date as the statistics change ([`Node::settle`]):
    /// the blend of own and all-moves-as-first results, -1 for a proved loss, infinity for a
    /// proved win or a move not tried yet. Selection scans every child each step but a
    /// simulation changes few of them, so the division is done when a child changes.
    value: f32,
}

impl Node {
    fn new(mv: u16) -> Node {
        Node {
            mv,
            count: 0,
            proof: 0,
            expanded: false,
            know: 0,
            first: 0,
            visits: 0,
            wins: 0.0,
            amaf_visits: 0,
            amaf_wins: 0.0,
            value: f32::INFINITY,
        }
    }

    /// Recomputes `value` from the statistics; `per_equivalence` is one over the parent's
    /// RAVE equivalence, `rave` whether RAVE is on; `fade` the knowledge bonus.
    fn settle(&mut self, rave: bool, per_equivalence: f32, fade: Fade) {
        self.value = match self.proof {
            1 => f32::INFINITY,
            -1 => -1.0,
            // Unvisited moves first, in the random order expansion gave them.
            _ if self.visits == 0 && !(rave && self.amaf_visits > 0) => f32::INFINITY,
            _ => {
                let visits = self.visits as f32;
                // The blend (1 - β)·wins/visits + β·amaf_wins/amaf, with
                // β = amaf / (amaf + visits + amaf·visits/equivalence), over one division.
                if rave && self.amaf_visits > 0 {
                    let amaf = self.amaf_visits as f32;
                    let weight = amaf * per_equivalence;
                    (self.wins * (1.0 + weight) + self.amaf_wins)
                        / (amaf + visits + weight * visits)
                } else if self.visits > 0 {
                    self.wins / visits
                } else {
                    0.0
                }
            }
        };
        if self.know > 0 && self.proof == 0 && self.value.is_finite() {
            self.value += fade.bonus(self.know, self.visits);
        }
    }

    fn children(&self) -> std::ops::Range<usize> {
        self.first as usize..self.first as usize + self.count as usize
    }
}

/// How the knowledge bonus fades ([`Config::know_bonus`]): its weight and the virtual
/// visits of the priors, which are not the move's own playouts.
#[derive(Clone, Copy, Debug)]
struct Fade {
    weight: f32,
    prior: u32,
}

impl Fade {
    /// The bonus of knowledge `know` for a move with `visits` (priors included).
    fn bonus(self, know: u8, visits: u32) -> f32 {
        let own = visits.saturating_sub(self.prior);
        let bonus = self.weight * 0.01 * f32::from(know);
        match own {
            0 | 1 => bonus,
            2..1000 => bonus / (own as f32).sqrt(),
            _ => 0.0,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The chosen move.
    pub best: u16,
    /// The mover's estimated chance of winning with it (1 when proved, 0 when proved lost).
    pub win_rate: f64,
    /// The expected line, from `best`.
    pub line: Vec<u16>,
    /// Proved a win within this many of the mover's moves.
    pub win_in: Option<u32>,
    /// Playouts spent on this move.
    pub playouts: u64,
    /// The root's moves not proved lost, each with its visits and the mover's wins: what
    /// root-parallel searches add up.
    pub root: Vec<(u16, u32, f32)>,
}

/// A search tree over a root position, kept between moves.
pub struct Search<P: Position> {
    config: Config,
    root: P,
    /// Scratch positions: the simulation and the block test.
    sim: P,
    probe: P,
    nodes: Vec<Node>,
    rng: Rng,
    path: Vec<usize>,
    trace: Vec<u16>,
    moves: Vec<u16>,
    threats: Vec<u16>,
    blocks: Vec<u16>,
    near: Vec<u16>,
    /// Per move id: 1 + the player who played it first in this simulation, 0 if nobody.
    played_by: Vec<u8>,
    /// The solver of [`Config::root_solve`], made when first asked.
    solver: Option<Solver<P>>,
}

impl<P: Position> Search<P> {
    /// A fresh tree on `root`.
    pub fn new(mut root: P, config: Config, seed: u64) -> Search<P> {
        root.set_variant(config.variant);
        let slots = root.move_slots();
        Search {
            config,
            sim: root.clone(),
            probe: root.clone(),
            root,
            nodes: vec![Node::new(u16::MAX)],
            rng: Rng::new(seed),
            path: Vec::with_capacity(64),
            trace: Vec::with_capacity(slots),
            moves: Vec::with_capacity(slots),
            threats: Vec::with_capacity(slots),
            blocks: Vec::with_capacity(slots),
            near: Vec::with_capacity(32),
            played_by: vec![0; slots],
            solver: None,
        }
    }

    /// The position at the root.
    pub fn position(&self) -> &P {
        &self.root
    }

    /// How many nodes the tree holds.
    pub fn tree_size(&self) -> usize {
        self.nodes.len()
    }

    /// Visits of the root: playouts kept from earlier searches included.
    pub fn root_visits(&self) -> u32 {
        self.nodes[0].visits
    }

    /// `mv` (legal) was played: the root moves to it, keeping the subtree below.
    pub fn advance(&mut self, mv: u16) {
        let child = self.nodes[0].children().find(|&c| self.nodes[c].mv == mv);
        self.root.play(mv);
        let Some(child) = child else {
            self.nodes.clear();
            self.nodes.push(Node::new(u16::MAX));
            return;
        };
        self.nodes = self.copy_subtree(child, 0, self.nodes.len() / 2 + 1);
    }

    /// The subtree under `top` copied breadth-first into a fresh arena (children stay
    /// contiguous), `top` becoming the root. Below the root, a node with fewer than `floor`
    /// visits loses its children (it is expanded again when next visited).
    fn copy_subtree(&self, top: usize, floor: u32, capacity: usize) -> Vec<Node> {
        let mut fresh = Vec::with_capacity(capacity);
        let mut root = self.nodes[top];
        root.mv = u16::MAX;
        fresh.push(root);
        let mut at = 0;
        while at < fresh.len() {
            let node = fresh[at];
            if at > 0 && node.count > 0 && node.visits < floor {
                fresh[at].count = 0;
                fresh[at].first = 0;
                fresh[at].expanded = false;
            } else if node.count > 0 {
                let first = fresh.len() as u32;
                fresh.extend_from_slice(&self.nodes[node.children()]);
                fresh[at].first = first;
            }
            at += 1;
        }
        fresh
    }

    /// Makes room in a full tree: the children of the least visited nodes go, with a floor of
    /// visits doubled until at most half the cap is left. Morat collects its tree likewise;
    /// without it a full tree stops growing and more time buys little.
    fn prune(&mut self) {
        let mut floor = 2 * (self.config.expand_after + self.config.prior_visits);
        loop {
            let kept = self.copy_subtree(0, floor, self.config.max_nodes / 2);
            if kept.len() <= self.config.max_nodes / 2 || floor >= u32::MAX / 2 {
                self.nodes = kept;
                return;
            }
            floor *= 2;
        }
    }

    /// Searches within `budget` (at least one expansion of the root, so wins in one and
    /// forced blocks are always seen) and returns the best move; None when the game is over.
    pub fn run(
        &mut self,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<SearchResult> {
        if self.root.status() != Status::Ongoing {
            return None;
        }
        if !self.nodes[0].expanded {
            self.sim.copy_from(&self.root);
            self.expand(0);
        }
        if self.nodes[0].count == 0 {
            return None;
        }
        // A clock that never advances must not make a time-only budget endless.
        let limit = budget.playouts.unwrap_or(MOST_PLAYOUTS).min(MOST_PLAYOUTS);
        let millis = budget.millis.map(|m| m as f64);
        let mut playouts = 0u64;
        while playouts < limit && self.nodes[0].proof == 0 {
            if playouts % 16 == 0 && (millis.is_some_and(|m| clock.elapsed_ms() >= m) || stop()) {
                break;
            }
            if self.config.prune
                && self.nodes.len() + self.root.move_slots() > self.config.max_nodes
            {
                self.prune();
            }
            self.simulate();
            playouts += 1;
        }
        let best = self.root_choice();
        Some(self.result(best, playouts))
    }

    /// The root's child to play: [`Self::best_child`], or with [`Config::root_check`] the
    /// most visited child (a proved win first) that the opponent cannot answer with a double
    /// threat. Children found refuted are proved lost in the tree; when every child is, the
    /// most visited is played all the same.
    fn root_choice(&mut self) -> usize {
        let best = self.best_child(0).expect("the root has children");
        if self.nodes[best].proof != 0 {
            return best;
        }
        if self.config.root_solve > 0 {
            return self.solved_choice(best);
        }
        if !self.config.root_check {
            return best;
        }
        let order = self.unlost_by_visits();
        let per_equivalence = self.per_equivalence(self.nodes[0].count);
        let fade = self.fade();
        for c in order {
            if !self.refuted(self.nodes[c].mv) {
                return c;
            }
            self.nodes[c].proof = -1;
            self.nodes[c].settle(self.config.rave, per_equivalence, fade);
        }
        best
    }

    /// The root's children not proved lost, most visited first (more wins first among equals).
    fn unlost_by_visits(&self) -> Vec<usize> {
        let mut order: Vec<usize> = self.nodes[0]
            .children()
            .filter(|&c| self.nodes[c].proof != -1)
            .collect();
        order.sort_by_key(|&c| {
            let n = self.nodes[c];
            std::cmp::Reverse((u64::from(n.visits), (n.wins * 16.0) as u64))
        });
        order
    }

    /// [`Config::root_solve`]'s choice, `best` being the tree's: a win the solver proves,
    /// else the most visited of the first [`ROOT_SOLVE_MOVES`] after which the solver proves
    /// no win for the opponent, else the next most visited (`best` when none is left). The
    /// moves it refutes are proved lost in the tree.
    fn solved_choice(&mut self, best: usize) -> usize {
        let budget = Budget {
            playouts: Some(u64::from(self.config.root_solve)),
            millis: None,
        };
        let per_equivalence = self.per_equivalence(self.nodes[0].count);
        let fade = self.fade();
        let mut solver = self
            .solver
            .take()
            .unwrap_or_else(|| Solver::new(ROOT_SOLVER_BITS));
        let chosen = self.solved_with(&mut solver, best, budget, per_equivalence, fade);
        self.solver = Some(solver);
        chosen
    }

    /// [`Self::solved_choice`] with the solver at hand.
    fn solved_with(
        &mut self,
        solver: &mut Solver<P>,
        best: usize,
        budget: Budget,
        per_equivalence: f32,
        fade: Fade,
    ) -> usize {
        let (rave, never) = (self.config.rave, || false);
        if let Some(win) = solver.winning_move(&self.root, budget, &NoClock, &never) {
            if let Some(c) = self.nodes[0].children().find(|&c| self.nodes[c].mv == win) {
                self.nodes[c].proof = 1;
                self.nodes[c].settle(rave, per_equivalence, fade);
                return c;
            }
        }
        let mut order = self.unlost_by_visits();
        // The tree's own choice is asked about first, whatever ties the sort met.
        order.retain(|&c| c != best);
        order.insert(0, best);
        for &c in order.iter().take(ROOT_SOLVE_MOVES) {
            self.sim.copy_from(&self.root);
            self.sim.play(self.nodes[c].mv);
            if solver
                .winning_move(&self.sim, budget, &NoClock, &never)
                .is_none()
            {
                return c;
            }
            self.nodes[c].proof = -1;
            self.nodes[c].settle(rave, per_equivalence, fade);
        }
        order.get(ROOT_SOLVE_MOVES).copied().unwrap_or(best)
    }

    /// Whether the root move `mv` loses to a double threat: after it, the opponent has a
    /// move that wins on two cells while the mover has no win in one
    /// ([`Position::double_threat`]), or the mover has one win in one, the opponent's forced
    /// block on it wins on two cells. Only where blocks are on the threats' cells
    /// ([`Position::blocks_only_on_threats`]); elsewhere false.
    pub fn refuted(&mut self, mv: u16) -> bool {
        let me = self.root.to_move();
        self.sim.copy_from(&self.root);
        self.sim.play(mv);
        if self.sim.status() != Status::Ongoing || !self.sim.blocks_only_on_threats() {
            return false;
        }
        self.threats.clear();
        for t in 0..self.sim.move_slots() as u16 {
            if self.sim.is_legal(t, me ^ 1) && self.sim.wins(t, me) {
                self.threats.push(t);
            }
        }
        match self.threats[..] {
            [] => self.sim.double_threat(me ^ 1, &mut self.probe).is_some(),
            [block] => {
                self.sim.play(block);
                match self.sim.status() {
                    Status::Ongoing => {}
                    Status::Won(p) => return p != me,
                    Status::Drawn => return false,
                }
                let mut wins = 0;
                for t in 0..self.sim.move_slots() as u16 {
                    if self.sim.is_legal(t, me) && self.sim.wins(t, me ^ 1) {
                        wins += 1;
                        if wins == 2 {
                            return true;
                        }
                    }
                }
                false
            }
            _ => false,
        }
    }

    fn result(&self, best: usize, playouts: u64) -> SearchResult {
        let node = self.nodes[best];
        let win_rate = match node.proof {
            1 => 1.0,
            -1 => 0.0,
            _ if node.visits > 0 => f64::from(node.wins) / f64::from(node.visits),
            _ => 0.5,
        };
        let mut line = vec![node.mv];
        let mut at = best;
        // The line follows playouts, not priors: a node whose visits are no more than its
        // virtual ones has not been searched.
        let searched = |n: &Node| n.proof != 0 || n.visits > self.config.prior_visits;
        while let Some(next) = self.best_child(at) {
            if !searched(&self.nodes[next]) {
                break;
            }
            line.push(self.nodes[next].mv);
            at = next;
        }
        // A proved line ends with the winning move: the mover plays every other move of it.
        let win_in = (node.proof == 1).then(|| line.len().div_ceil(2) as u32);
        let root = self.nodes[0]
            .children()
            .map(|c| self.nodes[c])
            .filter(|n| n.proof != -1)
            .map(|n| (n.mv, n.visits, n.wins))
            .collect();
        SearchResult {
            best: node.mv,
            win_rate,
            line,
            win_in,
            playouts,
            root,
        }
    }

    /// The child to play: a proved win, else the most visited that is not a proved loss.
    fn best_child(&self, at: usize) -> Option<usize> {
        let children = self.nodes[at].children();
        if children.is_empty() {
            return None;
        }
        if let Some(win) = children.clone().find(|&c| self.nodes[c].proof == 1) {
            return Some(win);
        }
        let by_wins = self.config.choose_by_wins;
        children.max_by_key(|&c| {
            let n = self.nodes[c];
            let wins = (n.wins * 16.0) as u64;
            if by_wins {
                (n.proof != -1, wins, u64::from(n.visits))
            } else {
                (n.proof != -1, u64::from(n.visits), wins)
            }
        })
    }

    fn simulate(&mut self) {
        self.sim.copy_from(&self.root);
        self.path.clear();
        self.path.push(0);
        self.trace.clear();
        let root_player = self.root.to_move();
        let mut node = 0;
        let outcome = loop {
            match self.sim.status() {
                Status::Won(p) => break first_wins(Some(p)),
                Status::Drawn => break first_wins(None),
                Status::Ongoing => {}
            }
            let expand_at = self.config.expand_after + self.config.prior_visits;
            if !self.nodes[node].expanded
                && (self.nodes[node].visits + 1 < expand_at || !self.expand(node))
            {
                break self.leaf();
            }
            if self.config.prove
                && self.config.threat_check.is_some_and(|k| {
                    self.nodes[node].visits + 1 == expand_at + k && self.nodes[node].proof == 0
                })
            {
                self.check_double_threat(node);
            }
            let to_move = self.sim.to_move();
            match self.nodes[node].proof {
                1 => break first_wins(Some(to_move ^ 1)),
                -1 => break first_wins(Some(to_move)),
                _ => {}
            }
            let child = self.select(node);
            let mv = self.nodes[child].mv;
            self.sim.play(mv);
            self.trace.push(mv);
            self.path.push(child);
            node = child;
        };
        self.backpropagate(root_player, outcome);
    }

    /// The value of the leaf `self.sim` for the first player: a playout's result, the game's
    /// judgement of the leaf, or their blend ([`Config::leaf_eval`]).
    fn leaf(&mut self) -> f32 {
        let weight = self.config.leaf_eval;
        let judged = if weight > 0.0 {
            let mover = self.sim.to_move();
            self.sim
                .evaluate(self.config.eval_scale)
                .map(|v| if mover == 0 { v } else { 1.0 - v })
        } else {
            None
        };
        match judged {
            Some(v) if weight >= 1.0 => v,
            Some(v) => weight * v + (1.0 - weight) * first_wins(self.playout()),
            None => first_wins(self.playout()),
        }
    }

    /// Plays the simulation to the end from `self.sim`; returns the winner.
    fn playout(&mut self) -> Option<u8> {
        loop {
            match self.sim.status() {
                Status::Won(p) => return Some(p),
                Status::Drawn => return None,
                Status::Ongoing => {}
            }
            if let Some(winner) = self.sim.settled() {
                return Some(winner);
            }
            let me = self.sim.to_move();
            let mut chosen = None;
            if self.config.smart_playouts {
                // A win of the mover's is most likely next to its own last move, a threat of
                // the opponent's next to the opponent's: the opponent would have blocked any
                // threat the mover's earlier moves made. Groups that cannot be one stone from
                // a win are skipped.
                let len = self.trace.len();
                if len >= 2 {
                    chosen = self
                        .sim
                        .win_near(self.trace[len - 2], me, me, &mut self.near);
                }
                if chosen.is_none() && len >= 1 {
                    chosen = self
                        .sim
                        .win_near(self.trace[len - 1], me ^ 1, me, &mut self.near);
                }
                if chosen.is_none() && len >= 1 {
                    chosen = self.sim.reply(self.trace[len - 1], me);
                }
            }
            // No move left for the mover is a draw.
            let mv = chosen.or_else(|| self.sim.random_move(&mut self.rng, me))?;
            self.sim.play(mv);
            self.trace.push(mv);
        }
    }

    /// Gives `node` (whose position is `self.sim`) its children. False when the tree is full.
    fn expand(&mut self, node: usize) -> bool {
        self.sim.legal_moves(&mut self.moves);
        if self.nodes.len() + self.moves.len() > self.config.max_nodes {
            return false;
        }
        let me = self.sim.to_move();
        let mut proof = 0;
        if self.config.prove {
            if let Some(win) = self.moves.iter().copied().find(|&m| self.sim.wins(m, me)) {
                self.moves.clear();
                self.moves.push(win);
                proof = 1;
            } else {
                self.threats.clear();
                for t in 0..self.sim.move_slots() as u16 {
                    if self.sim.wins(t, me ^ 1) {
                        self.threats.push(t);
                    }
                }
                if !self.threats.is_empty() {
                    let (sim, probe, threats) = (&self.sim, &mut self.probe, &self.threats);
                    self.blocks.clear();
                    if sim.blocks_only_on_threats() {
                        // One threat: its cell is the only block; two cannot both be taken.
                        if let [t] = threats[..] {
                            self.blocks
                                .extend(self.moves.iter().copied().filter(|&m| m == t));
                        }
                    } else {
                        self.blocks.extend(self.moves.iter().copied().filter(|&m| {
                            probe.copy_from(sim);
                            probe.play(m);
                            probe.status() != Status::Ongoing
                                || threats.iter().all(|&t| !probe.wins(t, me ^ 1))
                        }));
                    }
                    if self.blocks.is_empty() {
                        proof = -1;
                    } else {
                        std::mem::swap(&mut self.moves, &mut self.blocks);
                    }
                }
            }
        }
        let len = self.moves.len();
        for i in (1..len).rev() {
            let j = self.rng.below(i + 1);
            self.moves.swap(i, j);
        }
        let first = self.nodes.len() as u32;
        let prior = self.config.prior_visits;
        let per_equivalence = self.per_equivalence(len as u16);
        let fade = self.fade();
        for &mv in &self.moves {
            let mut child = Node::new(mv);
            child.proof = proof;
            if prior > 0 && proof == 0 {
                if let Some(value) = self.sim.prior(mv, me) {
                    child.visits = prior;
                    child.wins = prior as f32 * value;
                }
            }
            if self.config.know_bonus > 0.0 && proof == 0 {
                child.know = self.sim.knowledge(mv, me);
            }
            child.settle(self.config.rave, per_equivalence, fade);
            self.nodes.push(child);
        }
        let n = &mut self.nodes[node];
        n.first = first;
        n.count = len as u16;
        n.expanded = true;
        if proof != 0 {
            n.proof = -proof;
        }
        true
    }

    /// Proves the expanded `node` (whose position is `self.sim`) a win for its mover when the
    /// mover has a double threat. Only where every legal move is a child: a node whose
    /// children were cut to the blocks of a threat is not the check's case.
    fn check_double_threat(&mut self, node: usize) {
        self.sim.legal_moves(&mut self.moves);
        let count = self.nodes[node].count;
        if self.moves.len() != usize::from(count) {
            return;
        }
        let me = self.sim.to_move();
        let Some(mv) = self.sim.double_threat(me, &mut self.probe) else {
            return;
        };
        let Some(child) = self.nodes[node]
            .children()
            .find(|&c| self.nodes[c].mv == mv)
        else {
            return;
        };
        let per_equivalence = self.per_equivalence(count);
        let fade = self.fade();
        self.nodes[child].proof = 1;
        self.nodes[child].settle(self.config.rave, per_equivalence, fade);
        self.nodes[node].proof = -1;
    }

    /// One over the RAVE equivalence of a node with `count` children.
    fn per_equivalence(&self, count: u16) -> f32 {
        1.0 / (self.config.rave_equivalence + self.config.rave_per_move * f32::from(count))
    }

    /// The knowledge bonus's weight and the priors' virtual visits.
    fn fade(&self) -> Fade {
        Fade {
            weight: self.config.know_bonus,
            prior: self.config.prior_visits,
        }
    }

    fn select(&mut self, node: usize) -> usize {
        let parent = self.nodes[node];
        let log_n = (parent.visits.max(1) as f32).ln();
        let explore = self.config.explore;
        let mut best = parent.first as usize;
        let mut best_score = f32::NEG_INFINITY;
        for c in parent.children() {
            let n = &self.nodes[c];
            let mut score = n.value;
            // A proved win, or a move not tried yet: the first one goes.
            if score == f32::INFINITY {
                return c;
            }
            if explore > 0.0 && n.proof != -1 {
                score += explore * (log_n / (n.visits as f32 + 1.0)).sqrt();
            }
            if score > best_score {
                best_score = score;
                best = c;
            }
        }
        best
    }

    /// Passes a simulation's value for the first player (`first`: 1 a win, 0 a loss, 0.5 a
    /// draw, or a judged chance) up the path.
    fn backpropagate(&mut self, root_player: u8, first: f32) {
        let value = |player: u8| if player == 0 { first } else { 1.0 - first };
        if self.config.rave {
            for (t, &mv) in self.trace.iter().enumerate() {
                let slot = &mut self.played_by[mv as usize];
                if *slot == 0 {
                    *slot = 1 + (root_player ^ (t as u8 & 1));
                }
            }
        }
        let rave = self.config.rave;
        let fade = self.fade();
        for depth in (0..self.path.len()).rev() {
            let at = self.path[depth];
            let to_move = root_player ^ (depth as u8 & 1);
            let node = &mut self.nodes[at];
            node.visits += 1;
            node.wins += value(to_move ^ 1);
            if node.expanded {
                let gain = value(to_move);
                let per_equivalence = self.per_equivalence(self.nodes[at].count);
                if rave {
                    for c in self.nodes[at].children() {
                        let child = &mut self.nodes[c];
                        if self.played_by[child.mv as usize] == 1 + to_move {
                            child.amaf_visits += 1;
                            child.amaf_wins += gain;
                            child.settle(rave, per_equivalence, fade);
                        }
                    }
                }
                // Children are proved at expansion (which proves their parent at once) or
                // on the path: only the path's child can have changed the node's proof.
                if self.config.prove && depth + 1 < self.path.len() {
                    match self.nodes[self.path[depth + 1]].proof {
                        1 => self.nodes[at].proof = -1,
                        -1 if self.nodes[at].children().all(|c| self.nodes[c].proof == -1) => {
                            self.nodes[at].proof = 1
                        }
                        _ => {}
                    }
                }
            }
            // The node's own statistics (and maybe its proof) changed: its parent selects
            // from them.
            if depth > 0 {
                let per_equivalence = self.per_equivalence(self.nodes[self.path[depth - 1]].count);
                self.nodes[at].settle(rave, per_equivalence, fade);
            }
        }
        if self.config.rave {
            for &mv in &self.trace {
                self.played_by[mv as usize] = 0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Fade, Node};

    /// The knowledge byte fits beside the proof and the child count: the tree's memory cap
    /// ([`super::MAX_NODES`]) is figured at 32 bytes a node.
    #[test]
    fn a_node_takes_32_bytes() {
        assert_eq!(std::mem::size_of::<Node>(), 32);
    }

    /// Morat's schedule: the whole bonus up to one playout of the move's own, then divided
    /// by the square root of its playouts, nothing from 1,000 on; virtual visits do not count.
    #[test]
    fn the_knowledge_bonus_fades_with_the_moves_own_playouts() {
        let fade = Fade {
            weight: 1.0,
            prior: 20,
        };
        let close = |a: f32, b: f32| (a - b).abs() < 1e-6;
        assert!(close(fade.bonus(40, 20), 0.4));
        assert!(close(fade.bonus(40, 21), 0.4));
        assert!(close(fade.bonus(40, 24), 0.2));
        assert!(close(fade.bonus(40, 120), 0.04));
        assert!(close(fade.bonus(40, 1019), 0.4 / 999f32.sqrt()));
        assert_eq!(fade.bonus(40, 1020), 0.0);
        let half = Fade {
            weight: 0.5,
            ..fade
        };
        assert!(close(half.bonus(40, 0), 0.2));
    }
}
