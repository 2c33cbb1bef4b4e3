//! Alpha-beta on the pattern evaluation, iteratively deepened over the most promising moves,
//! with the rule moves built in: a five is taken, a lone five-cell of the opponent is blocked,
//! two of them lose.

use super::board::{Board, Point};
use super::eval::{evaluate, move_value};
use super::threats::{self, Depth};
use super::Meter;
use crate::rng::Rng;
use crate::sorting::{signed_key, sort_by_key, sort_keys};

/// A proven win's score, less the plies it takes.
const WIN: i32 = 100_000_000;
/// Scores this close to [`WIN`] are proven results.
const PROVEN: i32 = WIN - 1_000;
/// Moves tried at each node, best-looking first.
const WIDTH: usize = 10;
/// How many of the root's best moves are checked for the opponent's continuous fours.
const SAFETY: usize = 6;

/// What the search found for the side to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The expected line, the side to move's move first.
    pub line: Vec<Point>,
    /// The side to move's estimated chance to win.
    pub win_rate: f64,
}

/// The mover's chance to win for a score: a logistic curve over the evaluation. A five the
/// search reached is nearly certain, not proven: it tried only the best-looking replies.
fn win_rate(score: i32) -> f64 {
    if score >= PROVEN {
        0.99
    } else if score <= -PROVEN {
        0.01
    } else {
        1.0 / (1.0 + (-f64::from(score) / 150.0).exp())
    }
}

/// The moves worth searching for `s`, best-looking first: only the block when the opponent
/// has one five-cell `s` may block; never a point the rule forbids `s`.
fn candidates(board: &mut Board, s: u8, width: usize) -> Vec<Point> {
    let blocks = board.five_cells(3 - s);
    if blocks.len() == 1 && !board.forbidden(blocks[0], s) {
        return blocks;
    }
    // Best value first, then the lower point: (value, point) packed into one key.
    let mut moves: Vec<u64> = board
        .legal_moves(s)
        .into_iter()
        .map(|p| (signed_key(-move_value(board, p, s)) << 16) | u64::from(p))
        .collect();
    sort_keys(&mut moves);
    moves.truncate(width);
    moves.into_iter().map(|key| key as Point).collect()
}

fn negamax(
    board: &mut Board,
    s: u8,
    depth: u32,
    (mut alpha, beta): (i32, i32),
    ply: i32,
    meter: &mut Meter,
    pv: &mut Vec<Point>,
) -> i32 {
    meter.tick();
    pv.clear();
    if let Some(&five) = board.five_cells(s).first() {
        pv.push(five);
        return WIN - ply;
    }
    let o = 3 - s;
    let threats = board.five_cells(o);
    if threats.len() >= 2 {
        pv.push(threats[0]);
        return -(WIN - ply - 1);
    }
    if depth == 0 || meter.spent() {
        return evaluate(board, s);
    }
    let mut best = -WIN;
    let mut line = Vec::new();
    for p in candidates(board, s, WIDTH) {
        board.put(p, s);
        let score = -negamax(
            board,
            o,
            depth - 1,
            (-beta, -alpha),
            ply + 1,
            meter,
            &mut line,
        );
        board.lift(p);
        if score > best {
            best = score;
            pv.clear();
            pv.push(p);
            pv.extend_from_slice(&line);
        }
        alpha = alpha.max(score);
        if alpha >= beta || meter.spent() {
            break;
        }
    }
    best
}

/// Variety for the lower levels: a move is picked at random among those scoring within
/// `margin` of the best (none proved won or lost).
pub struct Variety<'r> {
    /// The generator the picks come from.
    pub rng: &'r mut Rng,
    /// How far below the best score a move still counts as near-equal.
    pub margin: i32,
}

/// The best move for `s` within the meter's budget, and the line expected after it (with
/// `variety`, one of the near-best); None when `s` has no move the rule allows near the
/// stones.
pub fn best_move(
    board: &mut Board,
    s: u8,
    meter: &mut Meter,
    variety: Option<Variety>,
) -> Option<Found> {
    let mut root: Vec<(i32, Point, Vec<Point>)> = candidates(board, s, WIDTH * 2)
        .into_iter()
        .map(|p| (0, p, Vec::new()))
        .collect();
    if root.is_empty() {
        return None;
    }
    let mut line = Vec::new();
    // Near-equal moves need true scores, not bounds: with variety every root move gets the
    // full window.
    let full = variety.is_some();
    // Depth 1 always completes, so there is always a ranked move.
    for depth in 1..=12 {
        let mut scored = Vec::with_capacity(root.len());
        let mut alpha = -WIN;
        for (_, p, _) in &root {
            board.put(*p, s);
            let score = -negamax(
                board,
                3 - s,
                depth - 1,
                (-WIN, if full { WIN } else { -alpha + 1 }),
                1,
                meter,
                &mut line,
            );
            board.lift(*p);
            if meter.spent() && depth > 1 {
                break;
            }
            alpha = alpha.max(score);
            scored.push((score, *p, line.clone()));
        }
        if scored.len() < root.len() {
            break;
        }
        sort_by_key(&mut scored, |entry| !signed_key(entry.0));
        let proven = scored[0].0.abs() >= PROVEN;
        root = scored;
        if meter.spent() || proven {
            break;
        }
    }
    if let Some(Variety { rng, margin }) = variety {
        let best = root[0].0;
        let near = root
            .iter()
            .take_while(|entry| entry.0 >= best - margin && entry.0.abs() < PROVEN)
            .count();
        if near > 1 {
            let chosen = root.remove(rng.below(near));
            root.insert(0, chosen);
        }
    }
    // The opponent's continuous fours after our move are checked beyond the horizon.
    let mut pick = 0;
    for (i, (score, p, _)) in root.iter().enumerate().take(SAFETY) {
        if *score <= -PROVEN {
            break;
        }
        board.put(*p, s);
        let mut check = meter.side(meter.left().clamp(200, 20_000));
        let danger = threats::search(
            board,
            3 - s,
            Depth {
                moves: 8,
                threes: 0,
            },
            &mut check,
        );
        board.lift(*p);
        meter.add(check.nodes());
        if danger.is_none() {
            pick = i;
            break;
        }
    }
    let (score, p, rest) = &root[pick];
    let mut line = vec![*p];
    line.extend_from_slice(rest);
    Some(Found {
        line,
        win_rate: win_rate(*score),
    })
}

/// The opponent's best answer, as [`best_move`] finds it with half of what is left.
pub fn best_reply(board: &mut Board, o: u8, meter: &mut Meter) -> Option<Found> {
    let saved = meter.narrow(0.5);
    let found = best_move(board, o, meter, None);
    meter.widen(saved);
    found
}
