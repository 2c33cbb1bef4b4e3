//! The Gomoku player: threat-space search first, alpha-beta on a pattern evaluation after.
//!
//! Each move it (1) makes five when it can, (2) blocks the opponent's only five-cell when there
//! is one, (3) looks for a victory by continuous fours, then by threes and fours, and plays the
//! first move of the win it finds ("win in N", with the line), and otherwise (4) runs an
//! iteratively deepened alpha-beta over the best-looking moves and keeps the best move whose
//! reply gives the opponent no victory by continuous fours.

mod board;
mod eval;
pub mod gomocup;
pub mod puzzles;
mod search;
mod threats;

pub use board::{cell, point, Board, Point};
pub use threats::{search as threat_search, Depth, Win};

use super::{Budget, Clock, Engine, NoClock, Thought};
use crate::game::{Game, Outcome};
use crate::gomoku::{Cell, Gomoku};
use board::stone;

/// Counts the nodes a search visits and says when its budget (nodes, time, or a stop request)
/// is spent.
pub struct Meter<'a> {
    nodes: u64,
    limit: u64,
    deadline: f64,
    clock: &'a dyn Clock,
    stop: &'a dyn Fn() -> bool,
    out: bool,
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
        }
    }

    /// A meter of `nodes` nodes and no clock (the searches' own side checks).
    pub fn nodes_only(nodes: u64) -> Meter<'static> {
        Meter {
            limit: nodes,
            ..Meter::unlimited()
        }
    }

    /// One more node visited.
    pub fn tick(&mut self) {
        self.nodes += 1;
        let checked = self.nodes % 64 == 0;
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

/// The Gomoku computer player.
#[derive(Clone, Debug, Default)]
pub struct GomokuEngine;

impl GomokuEngine {
    /// A new player.
    pub fn new() -> Self {
        GomokuEngine
    }
}

/// How deep the threat searches go: a VCF of many fours is cheap (every reply is forced); a
/// VCT branches at every three, so it goes as far as the budget allows.
const VCF: Depth = Depth {
    moves: 16,
    threes: 0,
};

fn vct_depth(budget: Budget) -> Depth {
    let large = budget.playouts.is_none_or(|p| p >= 20_000);
    if large {
        Depth {
            moves: 7,
            threes: 3,
        }
    } else {
        Depth {
            moves: 5,
            threes: 2,
        }
    }
}

fn thought(line: &[Point], win_rate: f64, win_in: Option<u32>, nodes: u64) -> Thought<Cell> {
    Thought {
        best: cell(line[0]),
        win_rate,
        line: line.iter().map(|&p| cell(p)).collect(),
        win_in,
        playouts: nodes,
        proof: None,
        root: Vec::new(),
    }
}

impl Engine<Gomoku> for GomokuEngine {
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
        if let Some(&five) = board.five_cells(me).first() {
            return Some(thought(&[five], 1.0, Some(1), 0));
        }
        let blocks = board.five_cells(them);
        match blocks.len() {
            0 => {}
            1 => {
                // The only move that does not lose at once; a threat search may still say more.
                let mut line = vec![blocks[0]];
                board.put(blocks[0], me);
                let answer = search::best_reply(&mut board, them, &mut meter);
                board.lift(blocks[0]);
                line.extend(answer.line);
                return Some(thought(&line, 1.0 - answer.win_rate, None, meter.nodes()));
            }
            _ => return Some(thought(&blocks[..1], 0.0, None, 0)),
        }
        let saved = meter.narrow(0.25);
        let win = threats::search(&mut board, me, VCF, &mut meter);
        meter.widen(saved);
        if let Some(win) = win {
            return Some(thought(&win.line, 1.0, Some(win.moves), meter.nodes()));
        }
        let saved = meter.narrow(0.45);
        let win = threats::search(&mut board, me, vct_depth(budget), &mut meter);
        meter.widen(saved);
        if let Some(win) = win {
            return Some(thought(&win.line, 1.0, Some(win.moves), meter.nodes()));
        }
        let found = search::best_move(&mut board, me, &mut meter);
        Some(thought(&found.line, found.win_rate, None, meter.nodes()))
    }
}

/// The greedy one-ply pattern player the engine is measured against: the move of highest
/// pattern value (its own windows plus the opponent's it spoils), so it makes five
/// when it can and blocks a four; ties go to the lowest index. None when the game is over.
pub fn greedy(game: &Gomoku) -> Option<Cell> {
    let Outcome::Ongoing { to_move } = game.outcome() else {
        return None;
    };
    let board = Board::from_game(game);
    let s = stone(to_move);
    let mut best: Option<(i32, Point)> = None;
    for p in board.neighbourhood() {
        let value = eval::move_value(&board, p, s);
        if best.is_none_or(|(v, _)| value > v) {
            best = Some((value, p));
        }
    }
    best.map(|(_, p)| cell(p))
}
