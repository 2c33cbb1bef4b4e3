//! The analysis: the player's own steps (a five, the forced block, the threat searches, the
//! deepened alpha-beta) with the best few root moves kept with their lines, and a snapshot
//! reported as the search deepens.

use super::board::{stone, Board, Point};
use super::search::{self, Deepening, Ranked};
use super::{any_legal, forced_win, threats, Meter};
use crate::engine::{Analysis, Asked, Clock, Forced, Line};
use crate::game::{Game, Outcome};
use crate::gomoku::{Cell, Gomoku};
use std::cell::RefCell;

/// The deepest iteration an analysis goes to: far beyond what its time allows.
const MOST_DEPTH: u32 = 40;

/// Hands snapshots on, no oftener than asked; between them, the last one with the nodes
/// brought up to date.
struct Reporter<'a> {
    every_ms: f64,
    clock: &'a dyn Clock,
    last: f64,
    report: &'a mut dyn FnMut(&Analysis<Cell>),
    shown: Analysis<Cell>,
}

impl Reporter<'_> {
    /// Whether a report made now would be handed on.
    fn due(&self) -> bool {
        self.clock.elapsed_ms() - self.last >= self.every_ms
    }

    /// Reports `analysis` if `every_ms` has passed since the last report (or `always`).
    fn offer(&mut self, analysis: &Analysis<Cell>, always: bool) {
        self.shown = analysis.clone();
        let now = self.clock.elapsed_ms();
        if always || now - self.last >= self.every_ms {
            self.last = now;
            (self.report)(analysis);
        }
    }

    /// Reports the last snapshot again with `nodes`, if it is time to.
    fn nodes(&mut self, nodes: u64) {
        if self.every_ms > 0.0 && self.due() {
            let mut analysis = self.shown.clone();
            analysis.nodes = nodes;
            self.offer(&analysis, false);
        }
    }
}

fn line(board: &Board, moves: &[Point], score: i32) -> Line<Cell> {
    Line {
        moves: moves.iter().map(|&p| board.cell(p)).collect(),
        score,
        win_rate: search::win_rate(score),
    }
}

fn forced(board: &Board, win: bool, moves: u32, line: &[Point]) -> Forced<Cell> {
    Forced {
        win,
        moves,
        line: line.iter().map(|&p| board.cell(p)).collect(),
    }
}

/// The best `k` root moves as lines, a proved win's line first.
fn lines(board: &Board, root: &[Ranked], k: usize, won: Option<&threats::Win>) -> Vec<Line<Cell>> {
    let mut out = Vec::with_capacity(k);
    if let Some(win) = won {
        out.push(line(board, &win.line, search::WIN - win.moves as i32));
    }
    for (score, p, rest) in root {
        if out.len() >= k {
            break;
        }
        if won.is_some_and(|w| w.line[0] == *p) {
            continue;
        }
        let mut moves = vec![*p];
        moves.extend_from_slice(rest);
        out.push(line(board, &moves, *score));
    }
    out
}

/// Reports the last snapshot whatever the time, and returns it.
fn finish(reporter: &RefCell<Reporter>, analysis: Analysis<Cell>) -> Option<Analysis<Cell>> {
    reporter.borrow_mut().offer(&analysis, true);
    Some(analysis)
}

/// Analyses `game` for the side to move as [`crate::engine::Engine::analyse`] says; with one
/// line asked for, its first move is the move `think` plays on the same budget.
pub fn analyse(
    game: &Gomoku,
    asked: Asked,
    clock: &dyn Clock,
    stop: &dyn Fn() -> bool,
    report: &mut dyn FnMut(&Analysis<Cell>),
) -> Option<Analysis<Cell>> {
    let Outcome::Ongoing { to_move } = game.outcome() else {
        return None;
    };
    let k = asked.lines.max(1);
    let mut board = Board::from_game(game);
    let reporter = RefCell::new(Reporter {
        every_ms: asked.every_ms,
        clock,
        last: f64::NEG_INFINITY,
        report,
        shown: Analysis {
            depth: 0,
            nodes: 0,
            lines: Vec::new(),
            proved: None,
        },
    });
    // The search never ticks while a step reports: the two never borrow at once.
    let watch = |nodes: u64| reporter.borrow_mut().nodes(nodes);
    let mut meter = Meter::new(asked.budget, clock, stop).watched(&watch);
    let (me, them) = (stone(to_move), stone(to_move.opponent()));
    if let Some(&five) = board.five_cells(me).first() {
        return finish(
            &reporter,
            Analysis {
                depth: 1,
                nodes: 0,
                lines: vec![line(&board, &[five], search::WIN - 1)],
                proved: Some(forced(&board, true, 1, &[five])),
            },
        );
    }
    let blocks = board.five_cells(them);
    match blocks.as_slice() {
        [] => {}
        &[block] if !board.forbidden(block, me) => {
            // The only move that does not lose at once: the opponent's forced win after it, if
            // the threat search finds one, is a proved loss; else the opponent's best reply.
            board.put(block, me);
            let mut moves = vec![block];
            let proved = forced_win(&mut board, them, asked.budget, &mut meter).map(|win| {
                moves.extend_from_slice(&win.line);
                forced(&board, false, win.moves, &moves)
            });
            let mut score = -search::WIN + 2;
            if proved.is_none() {
                let answer = search::best_reply(&mut board, them, &mut meter, None);
                score = 0;
                if let Some(answer) = answer {
                    score = -answer.score;
                    moves.extend(answer.line);
                }
            }
            board.lift(block);
            return finish(
                &reporter,
                Analysis {
                    depth: 1,
                    nodes: meter.nodes(),
                    lines: vec![line(&board, &moves, score)],
                    proved,
                },
            );
        }
        _ => {
            // Two five-cells, or one the rule forbids us to block: lost whatever we play.
            let block = blocks.iter().copied().find(|&p| !board.forbidden(p, me));
            let p = block.or_else(|| any_legal(&mut board, me))?;
            let five = blocks
                .iter()
                .copied()
                .find(|&b| b != p)
                .unwrap_or(blocks[0]);
            return finish(
                &reporter,
                Analysis {
                    depth: 1,
                    nodes: 0,
                    lines: vec![line(&board, &[p, five], -search::WIN + 2)],
                    proved: Some(forced(&board, false, 1, &[p, five])),
                },
            );
        }
    }
    // The threat searches as `think` runs them.
    let won = forced_win(&mut board, me, asked.budget, &mut meter);
    let proved = won
        .as_ref()
        .map(|win| forced(&board, true, win.moves, &win.line));
    let base = Analysis {
        depth: 0,
        nodes: meter.nodes(),
        lines: lines(&board, &[], k, won.as_ref()),
        proved: proved.clone(),
    };
    reporter.borrow_mut().offer(&base, false);
    let snapshot = |board: &Board, depth: u32, root: &[Ranked], nodes: u64| Analysis {
        depth,
        nodes,
        lines: lines(board, root, k, won.as_ref()),
        proved: proved.clone(),
    };
    let view = board.clone();
    let mut step = |depth: u32, root: &[Ranked], nodes: u64, complete: bool| {
        // Mid-iteration snapshots only when time says so; iterations always offer theirs.
        if depth > 0 && (complete || reporter.borrow().due()) {
            reporter
                .borrow_mut()
                .offer(&snapshot(&view, depth, root, nodes), false);
        }
    };
    let how = Deepening {
        exact: Some(k),
        most: MOST_DEPTH,
        step: &mut step,
        table: None,
    };
    let Some((depth, mut root)) = search::deepen(&mut board, me, &mut meter, how) else {
        let Some(p) = any_legal(&mut board, me) else {
            return finish(&reporter, base);
        };
        return finish(
            &reporter,
            Analysis {
                lines: vec![line(&board, &[p], 0)],
                ..base
            },
        );
    };
    // The move `think` would play goes first.
    let pick = search::safest(&mut board, me, &root, &mut meter);
    let chosen = root.remove(pick);
    root.insert(0, chosen);
    let last = snapshot(&board, depth, &root, meter.nodes());
    finish(&reporter, last)
}
