//! The Gomoku player: threat-space search first, alpha-beta on a pattern evaluation after.
//!
//! Each move it (1) makes five when it can, (2) blocks the opponent's only five-cell when there
//! is one, (3) looks for a victory by continuous fours, then by threes and fours, and plays the
//! first move of the win it finds ("win in N", with the line), and otherwise (4) runs an
//! iteratively deepened principal-variation search (a transposition table, threat-aware move
//! generation, fours searched a ply deeper, late non-forcing moves reduced by rank) over the best-looking
//! moves and keeps the best move that leaves the opponent no victory by continuous fours, nor
//! by threes and fours.

mod analysis;
mod board;
mod eval;
pub mod gomocup;
pub mod puzzles;
mod search;
mod table;
mod threats;

pub use board::{Board, Point};
pub use threats::{search as threat_search, Depth, Win};

use super::{Analysis, Asked, Budget, Clock, Engine, Level, NoClock, Thought};
use crate::game::{Game, Outcome};
use crate::gomoku::{Cell, Gomoku};
use crate::rng::Rng;
use board::stone;
use table::Table;

/// Whether the environment variable `ARBITER_GOMOKU_TRACE` is set (natively): each move then
/// prints to standard error how it was found, the depth the search completed, its nodes and
/// time, for measuring what the search reaches on a turn.
fn tracing() -> bool {
    static TRACE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TRACE.get_or_init(|| std::env::var_os("ARBITER_GOMOKU_TRACE").is_some())
}

/// Counts the nodes a search visits and says when its budget (nodes, time, or a stop request)
/// is spent.
pub struct Meter<'a> {
    nodes: u64,
    limit: u64,
    deadline: f64,
    clock: &'a dyn Clock,
    stop: &'a dyn Fn() -> bool,
    out: bool,
    watch: Option<&'a dyn Fn(u64)>,
}

fn never() -> bool {
    false
}

impl<'a> Meter<'a> {
    /// A meter for `budget` on `clock`, also spent when `stop` says so.
    pub fn new(budget: Budget, clock: &'a dyn Clock, stop: &'a dyn Fn() -> bool) -> Meter<'a> {
        let mut meter = Meter {
            nodes: 0,
            limit: budget.playouts.unwrap_or(u64::MAX),
            deadline: budget.millis.map_or(f64::INFINITY, |m| m as f64),
            clock,
            stop,
            out: false,
            watch: None,
        };
        if budget.playouts.is_none() && budget.millis.is_none() {
            meter.limit = 50_000;
        }
        meter
    }

    /// A meter that never runs out (tests).
    pub fn unlimited() -> Meter<'static> {
        Meter {
            nodes: 0,
            limit: u64::MAX,
            deadline: f64::INFINITY,
            clock: &NoClock,
            stop: &never,
            out: false,
            watch: None,
        }
    }

    /// A meter of `nodes` nodes and no clock (tests).
    pub fn nodes_only(nodes: u64) -> Meter<'static> {
        Meter {
            limit: nodes,
            ..Meter::unlimited()
        }
    }

    /// A meter for a side search of at most `nodes` nodes that keeps this meter's deadline and
    /// stop request: a side search must not run past the time the move has.
    fn side(&self, nodes: u64) -> Meter<'a> {
        Meter {
            nodes: 0,
            limit: nodes,
            deadline: self.deadline,
            clock: self.clock,
            stop: self.stop,
            out: self.out,
            // Its nodes count from 0 and are added to this meter's after.
            watch: None,
        }
    }

    /// The same meter, telling `watch` the nodes visited at every clock check (an analysis'
    /// progress between its snapshots).
    pub fn watched(self, watch: &'a dyn Fn(u64)) -> Meter<'a> {
        Meter {
            watch: Some(watch),
            ..self
        }
    }

    /// One more node visited.
    pub fn tick(&mut self) {
        self.nodes += 1;
        if let (true, Some(watch)) = (self.nodes % 64 == 0, self.watch) {
            watch(self.nodes);
        }
        // The clock is read every 16 nodes: a threat-search node may cost tens of microseconds,
        // and on a busy machine a check every 64 let a move overrun its time.
        let checked = self.nodes % 16 == 0;
        if self.nodes >= self.limit
            || (checked && (self.clock.elapsed_ms() >= self.deadline || (self.stop)()))
        {
            self.out = true;
        }
    }

    /// True once the budget is spent.
    pub fn spent(&self) -> bool {
        self.out
    }

    /// Nodes the budget still allows.
    pub fn left(&self) -> u64 {
        self.limit.saturating_sub(self.nodes)
    }

    /// Counts `nodes` visited by a side search with its own meter.
    fn add(&mut self, nodes: u64) {
        self.nodes += nodes;
        self.out |= self.nodes >= self.limit;
    }

    /// Nodes visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Narrows the budget to `share` of what is left, returning the old limits for
    /// [`Meter::widen`].
    fn narrow(&mut self, share: f64) -> (u64, f64) {
        let saved = (self.limit, self.deadline);
        if self.limit != u64::MAX {
            self.limit = self.nodes + ((self.limit - self.nodes) as f64 * share) as u64;
        }
        if self.deadline.is_finite() {
            let now = self.clock.elapsed_ms();
            self.deadline = now + (self.deadline - now).max(0.0) * share;
        }
        saved
    }

    /// Restores limits saved by [`Meter::narrow`]; the meter is spent again only if those are.
    fn widen(&mut self, saved: (u64, f64)) {
        (self.limit, self.deadline) = saved;
        self.out =
            self.nodes >= self.limit || self.clock.elapsed_ms() >= self.deadline || (self.stop)();
    }
}

/// The Gomoku computer player. Its generator picks among near-equal moves at the lower
/// levels, and runs on from game to game, so two games differ.
#[derive(Clone, Debug)]
pub struct GomokuEngine {
    rng: Rng,
    /// Whether the transposition table is kept from move to move of a game (see
    /// [`GomokuEngine::keeping_table`]).
    keep_table: bool,
    /// The table kept from the game's previous moves: its search of the expected reply is
    /// where the next move's search starts. Emptied by [`Engine::clear`] (a new game).
    table: Table,
}

impl Default for GomokuEngine {
    fn default() -> Self {
        GomokuEngine::with_seed(0x9e37_79b9_7f4a_7c15)
    }
}

impl GomokuEngine {
    /// A new player.
    pub fn new() -> Self {
        Self::default()
    }

    /// A new player whose picks among near-equal moves start from `seed`.
    pub fn with_seed(seed: u64) -> Self {
        GomokuEngine {
            rng: Rng(seed.max(1)),
            keep_table: false,
            table: Table::empty(),
        }
    }

    /// The same player, keeping its transposition table from move to move (`keep`) or
    /// starting every move's search from an empty one (the default: keeping it measured even
    /// at fixed nodes, docs/engines.md "A transposition table kept from move to move"). Only
    /// the budgets that play the best move found keep it (the strongest level, Gomocup,
    /// equal-node matches): the levels that vary keep their measured strength, and the page's
    /// worker, which starts an engine for every move, has no table to keep anyway.
    pub fn keeping_table(mut self, keep: bool) -> Self {
        self.keep_table = keep;
        self.table = Table::empty();
        self
    }
}

/// What a Gomoku move at `level` may spend. Beginner, casual and club are capped by nodes
/// (their time only guards a slow machine), so their strength does not depend on the
/// machine's load, and the caps are spaced by about five so that each level beats the one
/// below in about three games of four (`arbiter match gomoku`, docs/engines.md "Levels");
/// with the shared budgets (200 and 5,000 nodes) casual won 10 games of 10 against beginner.
pub fn level_budget(level: Level) -> Budget {
    let capped = |nodes, millis| Budget {
        playouts: Some(nodes),
        millis: Some(millis),
    };
    match level {
        Level::Beginner => capped(200, 250),
        Level::Casual => capped(800, 500),
        Level::Club => capped(4_000, 1_000),
        Level::Strongest { .. } => level.budget(),
    }
}

/// How far below the best score a move counts as near-equal for `budget`: the levels cut by
/// nodes as well as time (beginner, casual, club) vary, the wider the fewer nodes; a budget of
/// time alone (the strongest level, Gomocup's clock) or of nodes alone (equal-effort matches)
/// plays the best move found, always the same.
fn variety_margin(budget: Budget) -> Option<i32> {
    match (budget.playouts, budget.millis) {
        (Some(nodes), Some(_)) if nodes < 1_000 => Some(60),
        (Some(nodes), Some(_)) if nodes < 20_000 => Some(20),
        _ => None,
    }
}

/// How deep the threat searches go: a VCF of many fours is cheap (every reply is forced); a
/// VCT branches at every three, so it goes as far as the budget allows.
const VCF: Depth = Depth {
    moves: 16,
    threes: 0,
};

/// The deepest victory by threes and fours looked for, in attacker moves, for `budget`;
/// None for the small budgets, which search one shallow depth.
fn vct_most(budget: Budget) -> Option<u32> {
    budget.playouts.is_none_or(|p| p >= 20_000).then_some(13)
}

/// The one depth of the small budgets' search for threes and fours.
const SMALL_VCT: Depth = Depth {
    moves: 5,
    threes: 2,
};

fn thought(
    board: &Board,
    line: &[Point],
    win_rate: f64,
    win_in: Option<u32>,
    nodes: u64,
) -> Thought<Cell> {
    Thought {
        best: board.cell(line[0]),
        win_rate,
        line: line.iter().map(|&p| board.cell(p)).collect(),
        win_in,
        playouts: nodes,
        proof: None,
        root: Vec::new(),
    }
}

/// The share of the time and nodes left that the look for a victory by threes and fours
/// takes with the large budgets: most wins are found in a few milliseconds, and the rest of a
/// fruitless look is the deepening's.
const VCT_SHARE: f64 = 0.15;

/// The same share for the small budgets, whose one shallow look is most of their tactics.
const SMALL_VCT_SHARE: f64 = 0.3;

/// A forced win of stone `s` (the side to move) by continuous fours, searched first with
/// 10% of the time, else by threes and fours with [`VCT_SHARE`] of what is left (the small
/// budgets [`SMALL_VCT_SHARE`]), deeper and deeper for the large budgets (the deepening and its safety checks need the rest); None
/// when neither finds one.
fn forced_win(board: &mut Board, s: u8, budget: Budget, meter: &mut Meter) -> Option<Win> {
    let saved = meter.narrow(0.1);
    let win = threats::search(board, s, VCF, meter);
    meter.widen(saved);
    if win.is_some() {
        return win;
    }
    let most = vct_most(budget);
    let saved = meter.narrow(if most.is_some() {
        VCT_SHARE
    } else {
        SMALL_VCT_SHARE
    });
    let win = match most {
        Some(most) => threats::deepening(board, s, most, meter),
        None => threats::search(board, s, SMALL_VCT, meter),
    };
    meter.widen(saved);
    win
}

/// Some point stone `s` may play: near the stones if there is one, else anywhere. None when
/// the rule forbids every empty point.
fn any_legal(board: &mut Board, s: u8) -> Option<Point> {
    if let Some(&p) = board.legal_moves(s).first() {
        return Some(p);
    }
    let n = board.side();
    (0..(n * n) as Point).find(|&p| board.at(p) == 0 && !board.forbidden(p, s))
}

impl Engine<Gomoku> for GomokuEngine {
    fn analyse(
        &mut self,
        game: &Gomoku,
        asked: Asked,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(&Analysis<Cell>),
    ) -> Option<Analysis<Cell>> {
        analysis::analyse(game, asked, clock, stop, report)
    }

    fn level_budget(&self, level: Level) -> Budget {
        level_budget(level)
    }

    /// Picks among near-equal moves from `seed` from now on: the page's worker starts a new
    /// engine for every move, and its seed is what makes two games differ there.
    fn reseed(&mut self, seed: u64) {
        self.rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).max(1));
    }

    /// A new game (or a board set up anew): what the table learnt is of the old one.
    fn clear(&mut self) {
        self.table = Table::empty();
    }

    fn think(
        &mut self,
        game: &Gomoku,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<Cell>> {
        let Outcome::Ongoing { to_move } = game.outcome() else {
            return None;
        };
        let mut board = Board::from_game(game);
        let mut meter = Meter::new(budget, clock, stop);
        let (me, them) = (stone(to_move), stone(to_move.opponent()));
        let variety_margin = variety_margin(budget);
        let mut kept = (self.keep_table && variety_margin.is_none()).then_some(&mut self.table);
        if let Some(&five) = board.five_cells(me).first() {
            return Some(thought(&board, &[five], 1.0, Some(1), 0));
        }
        let blocks = board.five_cells(them);
        let lost = match blocks.as_slice() {
            [] => false,
            &[block] if !board.forbidden(block, me) => {
                // The only move that does not lose at once; a threat search may still say more.
                let mut line = vec![block];
                board.put(block, me);
                let answer = search::best_reply(&mut board, them, &mut meter, kept);
                board.lift(block);
                let rate = answer.map_or(1.0, |answer| {
                    line.extend(answer.line);
                    1.0 - answer.win_rate
                });
                return Some(thought(&board, &line, rate, None, meter.nodes()));
            }
            // Two five-cells, or one the rule forbids us to block: lost whatever we play.
            _ => true,
        };
        if lost {
            let block = blocks.iter().copied().find(|&p| !board.forbidden(p, me));
            let p = block.or_else(|| any_legal(&mut board, me))?;
            return Some(thought(&board, &[p], 0.0, None, 0));
        }
        if let Some(win) = forced_win(&mut board, me, budget, &mut meter) {
            if tracing() {
                eprintln!(
                    "gomoku trace: forced win in {} moves, {} nodes, {:.0} ms",
                    win.moves,
                    meter.nodes(),
                    clock.elapsed_ms()
                );
            }
            return Some(thought(
                &board,
                &win.line,
                1.0,
                Some(win.moves),
                meter.nodes(),
            ));
        }
        if tracing() {
            eprintln!(
                "gomoku trace: no forced win, {} nodes, {:.0} ms",
                meter.nodes(),
                clock.elapsed_ms()
            );
        }
        let variety = variety_margin.map(|margin| search::Variety {
            rng: &mut self.rng,
            margin,
        });
        match search::best_move(&mut board, me, &mut meter, variety, kept.take()) {
            Some(found) => Some(thought(
                &board,
                &found.line,
                found.win_rate,
                None,
                meter.nodes(),
            )),
            None => {
                let p = any_legal(&mut board, me)?;
                Some(thought(&board, &[p], 0.5, None, meter.nodes()))
            }
        }
    }
}

/// The greedy one-ply pattern player the engine is measured against: the move of highest
/// pattern value (its own windows plus the opponent's it spoils), so it makes five
/// when it can and blocks a four; ties go to the lowest index. None when the game is over.
pub fn greedy(game: &Gomoku) -> Option<Cell> {
    let Outcome::Ongoing { to_move } = game.outcome() else {
        return None;
    };
    let mut board = Board::from_game(game);
    let s = stone(to_move);
    let mut best: Option<(i32, Point)> = None;
    for p in board.legal_moves(s) {
        let value = eval::move_value(&board, p, s);
        if best.is_none_or(|(v, _)| value > v) {
            best = Some((value, p));
        }
    }
    best.map(|(_, p)| board.cell(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock long past any deadline.
    struct Late;

    impl Clock for Late {
        fn elapsed_ms(&self) -> f64 {
            1e9
        }
    }

    #[test]
    fn a_watched_meter_tells_the_nodes_at_every_check_and_its_side_searches_do_not() {
        let told = std::cell::RefCell::new(Vec::new());
        let watch = |nodes: u64| told.borrow_mut().push(nodes);
        let mut meter = Meter::unlimited().watched(&watch);
        for _ in 0..200 {
            meter.tick();
        }
        let mut side = meter.side(1_000);
        for _ in 0..200 {
            side.tick();
        }
        assert_eq!(*told.borrow(), [64, 128, 192]);
    }

    #[test]
    fn a_side_search_keeps_the_moves_deadline() {
        let budget = Budget {
            playouts: None,
            millis: Some(100),
        };
        let meter = Meter::new(budget, &Late, &never);
        let mut side = meter.side(20_000);
        for _ in 0..64 {
            side.tick();
        }
        assert!(side.spent(), "the side search ran past the move's time");
    }

    /// The player of `to_move` in `game`, which is still going on.
    fn mover(game: &Gomoku) -> crate::game::Player {
        match game.outcome() {
            Outcome::Ongoing { to_move } => to_move,
            _ => unreachable!("the game is over"),
        }
    }

    #[test]
    fn one_engine_keeping_its_table_over_games_plays_legally_and_claims_only_true_wins() {
        let budget = Budget {
            playouts: Some(8_000),
            millis: None,
        };
        let mut engine = GomokuEngine::new().keeping_table(true);
        let mut rng = Rng(29);
        let (mut claims, mut games) = (0, 0);
        for _ in 0..4 {
            engine.clear();
            let mut game = Gomoku::new();
            for _ in 0..3 {
                let cell = Cell::new(5 + rng.below(5) as u8, 5 + rng.below(5) as u8);
                let _ = game.place(cell, mover(&game));
            }
            let mut claimed = None;
            while matches!(game.outcome(), Outcome::Ongoing { .. }) {
                let player = mover(&game);
                let thought = engine.think(&game, budget, &NoClock, &never).unwrap();
                if thought.win_in.is_some() && claimed.is_none() {
                    claimed = Some(player);
                    claims += 1;
                }
                assert!(
                    game.place(thought.best, player).is_ok(),
                    "{:?}",
                    thought.best
                );
            }
            games += 1;
            if let Some(claimant) = claimed {
                assert_eq!(game.outcome(), Outcome::Won { winner: claimant });
            }
        }
        assert!(
            games == 4 && claims >= 2,
            "{claims} claims in {games} games"
        );
    }
}
