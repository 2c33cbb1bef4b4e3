//! Alpha-beta on the pattern evaluation, iteratively deepened over the most promising moves,
//! with the rule moves built in: a five is taken, a lone five-cell of the opponent is blocked,
//! two of them lose.

use super::board::{Board, Point};
use super::eval::{evaluate, move_value};
use super::table::Bound;
pub use super::table::Table;
use super::threats::{self, Depth};
use super::Meter;
use crate::rng::Rng;
use crate::sorting::{signed_key, sort_by_key, sort_keys};

/// A proven win's score, less the plies it takes.
pub const WIN: i32 = 100_000_000;
/// Scores this close to [`WIN`] are proven results.
pub const PROVEN: i32 = WIN - 1_000;
/// Below this ply a four does not use up depth.
const EXTENDED: i32 = 16;
/// Below this ply an open three (or a four) does not use up depth either: attacks by threes
/// run on past the horizon, on both sides. 0: off. At 8, at fixed nodes against Rapfi, it
/// converted 21 of 30 Black games where the search without it converted 15, but the page's
/// analysis then once showed no line within 10 s in a browser test, so it stays off until its
/// first iterations are bounded (docs/engines.md "Open threes searched a ply deeper").
const THREES_EXTENDED: i32 = 0;
/// Moves tried at each node, best-looking first.
const WIDTH: usize = 10;
/// The deepest iteration of the move choice: reductions let easy positions go past 12.
const MOST: u32 = 30;
/// Moves searched at full depth at every node, before the late moves are reduced.
const UNREDUCED: usize = 2;
/// Root moves searched at full depth, before the late ones are reduced.
const ROOT_UNREDUCED: usize = 3;
/// The least depth at which late moves are reduced.
const REDUCING_DEPTH: u32 = 3;
/// A late move is reduced by ln(depth) × ln(rank + 1) / this many plies, rounded.
const REDUCTION_SCALE: f64 = 1.0;
/// Two and three plies above the horizon, the late moves searched: the non-forcing moves
/// ranked after these are not searched once some move of the node is known not to lose.
const LATE_MOVES: [usize; 2] = [4, 6];
/// How many of the root's best moves are checked for the opponent's forced wins.
const SAFETY: usize = 6;
/// The opponent's continuous fours looked for after a root move.
const VCF_CHECK: Depth = Depth {
    moves: 8,
    threes: 0,
};
/// The opponent's threes and fours looked for after a root move.
const VCT_CHECK: Depth = Depth {
    moves: 7,
    threes: 7,
};
/// The opponent's threes and fours looked for as if it moved now, deepened up to this many
/// moves: a win found names the cells a defence must take.
const THREAT_CHECK: u32 = 11;
/// The share of the time and nodes left that the look for the opponent's threats takes (a
/// threat is found in a millisecond or two; a fruitless look takes it all).
const THREAT_SHARE: f64 = 0.15;
/// The share of the time and nodes left that the deepening takes; the rest is for checking
/// its best moves against the opponent's forced wins.
const SEARCH_SHARE: f64 = 0.9;

/// What the search found for the side to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The expected line, the side to move's move first.
    pub line: Vec<Point>,
    /// The side to move's estimated chance to win.
    pub win_rate: f64,
    /// The search's score for the side to move.
    pub score: i32,
}

/// The mover's chance to win for a score: a logistic curve over the evaluation. A five the
/// search reached is nearly certain, not proven: it tried only the best-looking replies.
pub fn win_rate(score: i32) -> f64 {
    if score >= PROVEN {
        0.99
    } else if score <= -PROVEN {
        0.01
    } else {
        1.0 / (1.0 + (-f64::from(score) / 150.0).exp())
    }
}

/// The moves worth searching for `s`, best-looking first: only the block when the opponent
/// has one five-cell `s` may block; when the opponent threatens a winning four (an open
/// three) and `s` has none to make first, only a stone in one of the opponent's windows of
/// three or a four of `s`'s own; never a point the rule forbids `s`.
fn candidates(board: &mut Board, s: u8, width: usize) -> Vec<Point> {
    threatened_candidates(board, s, width).0
}

/// [`candidates`], and whether `s` is threatened: the opponent has a five-cell, or a winning
/// four to make.
fn threatened_candidates(board: &mut Board, s: u8, width: usize) -> (Vec<Point>, bool) {
    let o = 3 - s;
    let blocks = board.five_cells(o);
    if blocks.len() == 1 && !board.forbidden(blocks[0], s) {
        return (blocks, true);
    }
    let mut legal = board.legal_moves(s);
    let open_three = board.four_moves(o).iter().any(|&(_, winning)| winning);
    let threatened = open_three || !blocks.is_empty();
    if open_three {
        let ours = board.four_moves(s);
        if !ours.iter().any(|&(_, winning)| winning) {
            let mut answers: Vec<Point> = board
                .three_windows(o)
                .into_iter()
                .flat_map(|(a, b)| [a, b])
                .chain(ours.into_iter().map(|(p, _)| p))
                .collect();
            answers.sort_unstable();
            let answer = |p: &Point| answers.binary_search(p).is_ok();
            if legal.iter().any(answer) {
                legal.retain(answer);
            }
        }
    }
    // Best value first, then the lower point: (value, point) packed into one key.
    let mut moves: Vec<u64> = legal
        .iter()
        .map(|&p| (signed_key(-move_value(board, p, s)) << 16) | u64::from(p))
        .collect();
    sort_keys(&mut moves);
    moves.truncate(width);
    // The moves go back into the legal moves' list: one allocation a node fewer, which
    // WebAssembly's allocator makes dearer than the native one.
    legal.clear();
    legal.extend(moves.iter().map(|&key| key as Point));
    (legal, threatened)
}

/// A proven score as counted from the position `ply` plies below the root (the table keeps
/// it so), and back.
fn to_table(score: i32, ply: i32) -> i32 {
    if score >= PROVEN {
        score + ply
    } else if score <= -PROVEN {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: i32) -> i32 {
    to_table(score, -ply)
}

/// How many plies less the non-forcing move of rank `rank` (from 0) of a node at `depth` is
/// first searched, with a null window (a move that beats alpha is searched again at full
/// depth): the later and the deeper, the more, by the logarithms of both, as a late move
/// rarely matters; the first [`UNREDUCED`] moves are not, and the search below keeps a ply.
fn reduction(rank: usize, depth: u32) -> u32 {
    if rank < UNREDUCED || depth < REDUCING_DEPTH {
        return 0;
    }
    let plies = f64::from(depth).ln() * ((rank + 1) as f64).ln() / REDUCTION_SCALE;
    ((plies + 0.5) as u32).clamp(1, depth - 2)
}

/// Whether stone `s` on `p` forces the reply: it makes a four, or a three that one more
/// stone turns into a winning four (an open three). Only such moves, the replies to a
/// threat, the table's move and the killers escape the late moves' reductions and pruning.
fn forcing(board: &Board, p: Point, s: u8) -> bool {
    board.forces(p, s)
}

/// Plies for which [`Memory`] keeps killer moves (deeper nodes keep none).
const KILLER_PLIES: usize = 64;

/// What the search carries from node to node: the transposition table, and per ply the last
/// two moves that cut the search off there (killers), tried right after the table's move, as
/// a move that refutes one line often refutes its neighbours.
struct Memory {
    table: Table,
    killers: [[Point; 2]; KILLER_PLIES],
    /// Every move searched at full depth, none cut at the horizon (the tests' reference).
    full_width: bool,
    /// Every move a node allows searched, not only the best-looking (the tests' reference).
    all_moves: bool,
    /// Late non-forcing moves reduced and pruned (off: only the exact horizon cut).
    late_cuts: bool,
    /// Below this ply a move that forces (an open three or a four) keeps the depth.
    three_plies: i32,
}

impl Default for Memory {
    fn default() -> Self {
        Memory::with_table(Table::default())
    }
}

impl Memory {
    /// A memory searching with `table` (fresh, or kept from the moves before), and no killers
    /// yet: they are the search's own.
    fn with_table(table: Table) -> Self {
        Memory {
            table,
            // Point::MAX is no cell of any board.
            killers: [[Point::MAX; 2]; KILLER_PLIES],
            full_width: false,
            all_moves: false,
            late_cuts: true,
            three_plies: THREES_EXTENDED,
        }
    }

    /// Puts the killers of `ply` found among `moves` right after the first `from` moves,
    /// and returns how many moves now come before the rest (the first `from` and the killers).
    fn order(&self, moves: &mut [Point], ply: i32, from: usize) -> usize {
        let Some(killers) = self.killers.get(ply as usize) else {
            return from;
        };
        let mut at = from;
        for k in killers {
            if let Some(i) = moves.iter().skip(at).position(|p| p == k) {
                moves[at..=at + i].rotate_right(1);
                at += 1;
            }
        }
        at
    }

    /// Remembers `p` as a killer of `ply`.
    fn killed(&mut self, p: Point, ply: i32) {
        if let Some(killers) = self.killers.get_mut(ply as usize) {
            if killers[0] != p {
                killers[1] = killers[0];
                killers[0] = p;
            }
        }
    }
}

/// The table's key for the position with `s` to move.
fn key(board: &Board, s: u8) -> u64 {
    board.hash() ^ u64::from(s).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Principal-variation alpha-beta: the first move gets the full window, the rest a null
/// window and a second search only when they beat alpha. The table's move goes first, and
/// its score ends the search when it is deep enough and bounds the window.
#[allow(clippy::too_many_arguments)]
fn negamax(
    board: &mut Board,
    s: u8,
    depth: u32,
    (mut alpha, beta): (i32, i32),
    ply: i32,
    meter: &mut Meter,
    pv: &mut Vec<Point>,
    memory: &mut Memory,
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
    // A winning four to make while the opponent has no five-cell: won in three plies (one
    // stone blocks one of its two five-cells, and no stone makes the opponent five).
    if threats.is_empty() {
        for (p, open) in board.four_moves(s) {
            if open && !board.forbidden(p, s) {
                pv.push(p);
                return WIN - ply - 2;
            }
        }
    }
    if depth == 0 || meter.spent() {
        return evaluate(board, s);
    }
    let key = key(board, s);
    let stored = memory.table.get(key);
    if let Some(entry) = stored.filter(|e| u32::from(e.depth) >= depth) {
        let score = from_table(entry.score, ply);
        let cut = match entry.bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        };
        if cut {
            pv.push(entry.best);
            return score;
        }
    }
    let width = if memory.all_moves { usize::MAX } else { WIDTH };
    let (mut moves, threatened) = threatened_candidates(board, s, width);
    let hinted = stored.and_then(|e| moves.iter().position(|&p| p == e.best));
    if let Some(i) = hinted {
        moves[..=i].rotate_right(1);
    }
    // The table's move, the killers and the first move are never late.
    let front = memory
        .order(&mut moves, ply, usize::from(hinted.is_some()))
        .max(1);
    let from = alpha;
    let mut best = -WIN;
    let mut line = Vec::new();
    let mut widened = false;
    let mut next_move = 0;
    loop {
        if next_move == moves.len() {
            // Every move tried loses: a loss is proved only when every move the node allows
            // loses, so the moves the width left out are searched too.
            if widened || best > -PROVEN || meter.spent() {
                break;
            }
            widened = true;
            let rest: Vec<Point> = threatened_candidates(board, s, usize::MAX)
                .0
                .into_iter()
                .filter(|p| !moves.contains(p))
                .collect();
            if rest.is_empty() {
                break;
            }
            moves.extend(rest);
        }
        let (i, p) = (next_move, moves[next_move]);
        next_move += 1;
        // A late move: not the reply to a threat, not forcing, nor among the first.
        let late = memory.late_cuts
            && !memory.full_width
            && !threatened
            && i >= front.max(UNREDUCED.min(LATE_MOVES[0]))
            && !forcing(board, p, s);
        // Two and three plies above the horizon a late move ranked after the first few is
        // not searched once the node is known not to be lost (so no loss is claimed unseen).
        if late && (2..=3).contains(&depth) && best > -PROVEN && i >= LATE_MOVES[depth as usize - 2]
        {
            continue;
        }
        // The horizon cut below, read off the windows through `p` without putting the stone
        // (where a window of four is always a five-cell: a rule that counts overlines).
        if !memory.full_width && i > 0 && depth == 1 {
            if let Some((after, false)) = board.evaluate_after(p, s) {
                if -after <= alpha {
                    best = best.max(-after);
                    continue;
                }
            }
        }
        // An open three near the root forces its reply as well: searched a ply deeper too
        // (one ply above the horizon only when the cut above lets it through).
        let three = ply < memory.three_plies && forcing(board, p, s);
        board.put(p, s);
        // A four leaves one reply: searched a ply deeper, up to a bound, so forcing lines
        // run on past the horizon.
        let made_four = !board.five_cells(s).is_empty();
        let four = ply < EXTENDED && made_four;
        let next = if four || three { depth } else { depth - 1 };
        // One ply above the horizon a move that makes no four cannot score more than the
        // static evaluation (the reply's only tactics are the opponent's): at or below alpha
        // it fails low unsearched.
        if !memory.full_width && !made_four && i > 0 && next == 0 {
            let bound = -evaluate(board, o);
            if bound <= alpha {
                board.lift(p);
                best = best.max(bound);
                continue;
            }
        }
        let reduction = if late { reduction(i, depth) } else { 0 };
        let mut search = |board: &mut Board, meter: &mut Meter, window: (i32, i32), less: u32| {
            -negamax(
                board,
                o,
                next - less,
                (-window.1, -window.0),
                ply + 1,
                meter,
                &mut line,
                memory,
            )
        };
        let mut score = if i == 0 {
            search(board, meter, (alpha, beta), 0)
        } else {
            search(board, meter, (alpha, alpha + 1), reduction)
        };
        if reduction > 0 && score > alpha && !meter.spent() {
            score = search(board, meter, (alpha, alpha + 1), 0);
        }
        if i > 0 && score > alpha && score < beta && !meter.spent() {
            score = search(board, meter, (alpha, beta), 0);
        }
        board.lift(p);
        if score > best {
            best = score;
            pv.clear();
            pv.push(p);
            pv.extend_from_slice(&line);
        }
        alpha = alpha.max(score);
        if alpha >= beta {
            memory.killed(p, ply);
            break;
        }
        if meter.spent() {
            break;
        }
    }
    if let (false, Some(&first)) = (meter.spent(), pv.first()) {
        let bound = if best <= from {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        memory
            .table
            .put(key, depth, to_table(best, ply), bound, first);
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

/// A root move: its score, the move, and the line expected after it.
pub type Ranked = (i32, Point, Vec<Point>);

/// Progress of [`deepen`]: the depth last completed, the root as it ranked then, the nodes
/// so far, and whether an iteration just completed.
pub type Step<'f> = &'f mut dyn FnMut(u32, &[Ranked], u64, bool);

/// How [`deepen`] goes about the root's moves.
pub struct Deepening<'f> {
    /// How many of the best root moves get true scores, not bounds (None: every one).
    pub exact: Option<usize>,
    /// The deepest iteration.
    pub most: u32,
    /// Called after each root move searched (see [`Step`]).
    pub step: Step<'f>,
    /// A table kept from the searches before (the previous moves of the game), searched with
    /// and left holding this search's entries; None: a fresh table for this search alone.
    pub table: Option<&'f mut Table>,
}

/// The root's moves for `s`, ranked by an iteratively deepened alpha-beta, best first, and
/// the depth last completed; None when `s` has no move the rule allows near the stones.
pub fn deepen(
    board: &mut Board,
    s: u8,
    meter: &mut Meter,
    how: Deepening,
) -> Option<(u32, Vec<Ranked>)> {
    let mut moves = candidates(board, s, WIDTH * 2);
    if moves.len() > 1 {
        let saved = meter.narrow(THREAT_SHARE);
        let found = defences(board, s, meter);
        if super::tracing() {
            eprintln!(
                "gomoku trace: the opponent's threats {} at {:.0} ms",
                found
                    .as_ref()
                    .map_or("none".into(), |d| format!("{} defences", d.len())),
                meter.clock.elapsed_ms()
            );
        }
        if let Some(kept) = found {
            moves = kept;
        }
        meter.widen(saved);
    }
    let root: Vec<Ranked> = moves.into_iter().map(|p| (0, p, Vec::new())).collect();
    if root.is_empty() {
        return None;
    }
    let saved = meter.narrow(SEARCH_SHARE);
    let (start, nodes) = (meter.clock.elapsed_ms(), meter.nodes());
    let deepened = deepen_root(board, s, meter, how, root);
    if super::tracing() {
        eprintln!(
            "gomoku trace: deepening from {start:.0} ms to {:.0} ms, {} nodes, depth {}",
            meter.clock.elapsed_ms(),
            meter.nodes() - nodes,
            deepened.0
        );
    }
    meter.widen(saved);
    Some(deepened)
}

/// The moves that may stop the opponent's forced win, when it has one as if it moved now
/// (None when it has none, or none was found): the cells of the win's line and those that
/// make or stop its threats, and `s`'s own fours and threes (a counter-threat comes first),
/// best-looking first.
fn defences(board: &mut Board, s: u8, meter: &mut Meter) -> Option<Vec<Point>> {
    let o = 3 - s;
    let win = threats::deepening(board, o, THREAT_CHECK, meter)?;
    let mut cells: Vec<Point> = Vec::new();
    for (i, &p) in win.line.iter().enumerate() {
        cells.push(p);
        if i % 2 == 0 {
            cells.extend(board.threat_cells(p, o));
        }
    }
    cells.extend(board.four_moves(s).into_iter().map(|(p, _)| p));
    for p in board.neighbourhood() {
        if board.threat(p, s).threes > 0 {
            cells.push(p);
        }
    }
    cells.sort_unstable();
    cells.dedup();
    cells.retain(|&p| board.at(p) == 0 && !board.forbidden(p, s));
    let mut keys: Vec<u64> = cells
        .into_iter()
        .map(|p| (signed_key(-move_value(board, p, s)) << 16) | u64::from(p))
        .collect();
    sort_keys(&mut keys);
    keys.truncate(WIDTH * 3);
    let kept: Vec<Point> = keys.into_iter().map(|key| key as Point).collect();
    (!kept.is_empty()).then_some(kept)
}

/// [`deepen`] on the root moves `root`, within the meter as given.
fn deepen_root(
    board: &mut Board,
    s: u8,
    meter: &mut Meter,
    how: Deepening,
    mut root: Vec<Ranked>,
) -> (u32, Vec<Ranked>) {
    let mut line = Vec::new();
    let mut kept = how.table;
    // The killers are this search's alone; the table may come from the moves before.
    let mut memory = Memory::with_table(match kept.as_deref_mut() {
        Some(table) => std::mem::replace(table, Table::empty()),
        None => Table::default(),
    });
    let mut done = 0;
    let o = 3 - s;
    // Late root moves are reduced only when the opponent threatens nothing (and the scores
    // compared are bounds anyway: variety needs true ones).
    let calm = how.exact.is_some()
        && board.five_cells(o).is_empty()
        && !board.four_moves(o).iter().any(|&(_, winning)| winning);
    // Depth 1 always completes, so there is always a ranked move.
    for depth in 1..=how.most {
        let mut scored: Vec<Ranked> = Vec::with_capacity(root.len());
        // The k-th best score so far: a move below it needs only a bound.
        let mut alpha = -WIN;
        for (j, (_, p, _)) in root.iter().enumerate() {
            // A late non-forcing root move is first searched shallower with a null window
            // just below the k-th best score; only if it reaches that, at full depth.
            let reduced = calm && j >= ROOT_UNREDUCED && alpha > -PROVEN && !forcing(board, *p, s);
            let plies = if reduced { reduction(j, depth) } else { 0 };
            board.put(*p, s);
            if plies > 0 {
                let bound = -negamax(
                    board,
                    o,
                    depth - 1 - plies,
                    (-alpha, -alpha + 1),
                    1,
                    meter,
                    &mut line,
                    &mut memory,
                );
                if bound < alpha && !meter.spent() {
                    board.lift(*p);
                    scored.push((bound, *p, line.clone()));
                    (how.step)(done, &root, meter.nodes(), false);
                    continue;
                }
            }
            let score = -negamax(
                board,
                o,
                depth - 1,
                (-WIN, if how.exact.is_none() { WIN } else { -alpha + 1 }),
                1,
                meter,
                &mut line,
                &mut memory,
            );
            board.lift(*p);
            if meter.spent() && depth > 1 {
                break;
            }
            scored.push((score, *p, line.clone()));
            if let Some(k) = how.exact {
                let mut best: Vec<i32> = scored.iter().map(|entry| entry.0).collect();
                sort_by_key(&mut best, |&v| !signed_key(v));
                if best.len() >= k {
                    alpha = best[k - 1];
                }
            }
            (how.step)(done, &root, meter.nodes(), false);
        }
        if scored.len() < root.len() {
            // The depth completed stays the last whole one. Variety (every move exact)
            // compares scores, which must come from one depth: it keeps whole iterations.
            if how.exact.is_some() && !scored.is_empty() {
                root = cut_short(scored, root);
            }
            break;
        }
        sort_by_key(&mut scored, |entry| !signed_key(entry.0));
        let proven = scored[0].0.abs() >= PROVEN;
        root = scored;
        done = depth;
        if super::tracing() {
            eprintln!(
                "gomoku trace: depth {depth} done at {} nodes",
                meter.nodes()
            );
        }
        (how.step)(done, &root, meter.nodes(), true);
        if meter.spent() || proven {
            break;
        }
    }
    if let Some(kept) = kept {
        *kept = memory.table;
    }
    (done, root)
}

/// The root's ranking after an iteration cut short, from the moves it `scored` (the previous
/// best among them) and the previous ranking `root`: the moves searched rank above those not
/// reached, a deeper look at the best few beating a shallower look at all, except those now
/// proved lost, which go last.
fn cut_short(mut scored: Vec<Ranked>, root: Vec<Ranked>) -> Vec<Ranked> {
    sort_by_key(&mut scored, |entry| !signed_key(entry.0));
    let lost = scored.iter().position(|e| e.0 <= -PROVEN);
    let lost = scored.split_off(lost.unwrap_or(scored.len()));
    let rest: Vec<Ranked> = root
        .into_iter()
        .filter(|entry| lost.iter().chain(&scored).all(|e| e.1 != entry.1))
        .collect();
    scored.extend(rest);
    scored.extend(lost);
    scored
}

/// Which of the root's moves (ranked best first) to play: the first of the best few after
/// which the opponent has no continuous fours, nor a victory by threes and fours, checked
/// beyond the horizon. The best few's checks get equal shares of the time and nodes left;
/// when every one of them loses, the rest are checked in turn with what remains.
pub fn safest(board: &mut Board, s: u8, root: &[Ranked], meter: &mut Meter) -> usize {
    let first = root.len().min(SAFETY);
    for (i, (score, p, _)) in root.iter().enumerate() {
        if *score <= -PROVEN || meter.spent() {
            break;
        }
        // The best few share the time; when each of them loses, the rest share what is left.
        let share = if i < first { first - i } else { root.len() - i };
        let saved = meter.narrow(1.0 / share as f64);
        board.put(*p, s);
        let mut danger = false;
        for depth in [VCF_CHECK, VCT_CHECK] {
            let mut check = meter.side(meter.left().clamp(200, 100_000));
            danger = threats::search(board, 3 - s, depth, &mut check).is_some();
            meter.add(check.nodes());
            if danger {
                break;
            }
        }
        board.lift(*p);
        meter.widen(saved);
        if !danger {
            return i;
        }
    }
    0
}

/// The best move for `s` within the meter's budget, and the line expected after it (with
/// `variety`, one of the near-best); None when `s` has no move the rule allows near the
/// stones. With `table`, the search starts from (and leaves its entries in) that table.
pub fn best_move(
    board: &mut Board,
    s: u8,
    meter: &mut Meter,
    variety: Option<Variety>,
    table: Option<&mut Table>,
) -> Option<Found> {
    // Near-equal moves need true scores, not bounds: with variety every root move gets the
    // full window.
    let how = Deepening {
        exact: if variety.is_some() { None } else { Some(1) },
        most: MOST,
        step: &mut |_, _, _, _| {},
        table,
    };
    let (depth, mut root) = deepen(board, s, meter, how)?;
    if super::tracing() {
        eprintln!(
            "gomoku trace: search depth {depth} of {} moves, {} nodes, {:.0} ms, best {}",
            root.len(),
            meter.nodes(),
            meter.clock.elapsed_ms(),
            root[0].0
        );
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
    let pick = safest(board, s, &root, meter);
    if super::tracing() {
        eprintln!(
            "gomoku trace: safety check kept move {pick}, done at {:.0} ms",
            meter.clock.elapsed_ms()
        );
    }
    let (score, p, rest) = &root[pick];
    let mut line = vec![*p];
    line.extend_from_slice(rest);
    Some(Found {
        line,
        win_rate: win_rate(*score),
        score: *score,
    })
}

/// The opponent's best answer, as [`best_move`] finds it with half of what is left (with
/// `table` as there).
pub fn best_reply(
    board: &mut Board,
    o: u8,
    meter: &mut Meter,
    table: Option<&mut Table>,
) -> Option<Found> {
    let saved = meter.narrow(0.5);
    let found = best_move(board, o, meter, None, table);
    meter.widen(saved);
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Player;
    use crate::gomoku::{Cell, Gomoku};

    /// A game with `three` on (6..9, 7) for one player and `others` for the other.
    fn game(three: Player, others: &[(u8, u8)]) -> Gomoku {
        let mut g = Gomoku::new();
        for x in 6..9 {
            g.place(Cell::new(x, 7), three).unwrap();
        }
        for &(x, y) in others {
            g.place(Cell::new(x, y), three.opponent()).unwrap();
        }
        g
    }

    #[test]
    fn an_open_three_is_answered_in_its_windows_or_by_a_four() {
        // White's open three on row 7; Black's stones elsewhere make no four.
        let g = game(Player::Second, &[(2, 2), (3, 3), (3, 12)]);
        let mut b = Board::from_game(&g);
        let answers: Vec<Point> = (3..12).map(|x| b.point(Cell::new(x, 7))).collect();
        let moves = candidates(&mut b, 1, WIDTH);
        assert!(!moves.is_empty());
        assert!(
            moves.iter().all(|p| answers.contains(p)),
            "{:?}",
            moves.iter().map(|&p| b.cell(p)).collect::<Vec<_>>()
        );
        // With a closed three of its own Black may also make a four.
        let mut g4 = g.clone();
        g4.place(Cell::new(4, 4), Player::First).unwrap();
        g4.place(Cell::new(1, 1), Player::Second).unwrap();
        let mut b = Board::from_game(&g4);
        let fours: Vec<Point> = [(5, 5), (6, 6)]
            .iter()
            .map(|&(x, y)| b.point(Cell::new(x, y)))
            .collect();
        let moves = candidates(&mut b, 1, WIDTH);
        assert!(moves
            .iter()
            .all(|p| answers.contains(p) || fours.contains(p)));
        assert!(moves.iter().any(|p| fours.contains(p)));
    }

    #[test]
    fn a_winning_four_to_make_with_no_five_against_it_wins_in_three_plies() {
        let mut g = game(Player::First, &[(2, 2), (12, 12)]);
        let mut b = Board::from_game(&g);
        let mut pv = Vec::new();
        let mut meter = Meter::unlimited();
        let mut memory = Memory::default();
        let window = (-WIN, WIN);
        let score = negamax(&mut b, 1, 1, window, 0, &mut meter, &mut pv, &mut memory);
        assert_eq!(score, WIN - 2);
        assert!([5, 9].contains(&b.cell(pv[0]).x) && b.cell(pv[0]).y == 7);
        // A four of White's (five-cell 12,4) must be blocked first: not proved.
        for y in [0, 1, 2, 3] {
            g.place(Cell::new(12, y), Player::Second).unwrap();
        }
        let mut b = Board::from_game(&g);
        let score = negamax(&mut b, 1, 1, window, 0, &mut meter, &mut pv, &mut memory);
        assert!(score < PROVEN, "{score}");
        assert_eq!(b.cell(pv[0]), Cell::new(12, 4));
    }

    #[test]
    fn when_the_opponent_threatens_a_win_by_threes_the_move_played_stops_it() {
        // Black, were it to move, wins by threes in three moves (a double three); White moves, and
        // 7 of the 57 cells near the stones stop every such win.
        let mut g = Gomoku::new();
        for (x, y) in [(6, 7), (7, 7), (9, 9), (9, 10)] {
            g.place(Cell::new(x, y), Player::First).unwrap();
        }
        for (x, y) in [(7, 6), (8, 8), (10, 8)] {
            g.place(Cell::new(x, y), Player::Second).unwrap();
        }
        let mut b = Board::from_game(&g);
        let lost =
            |b: &mut Board| threats::deepening(b, 1, 7, &mut Meter::nodes_only(500_000)).is_some();
        assert!(lost(&mut b));
        let near = b.neighbourhood();
        let safe: Vec<Point> = near
            .iter()
            .copied()
            .filter(|&p| {
                b.put(p, 2);
                let safe = !lost(&mut b);
                b.lift(p);
                safe
            })
            .collect();
        assert!(
            !safe.is_empty() && safe.len() * 4 < near.len(),
            "{}",
            safe.len()
        );
        assert!(defences(&mut b, 2, &mut Meter::unlimited()).is_some());
        let found = best_move(&mut b, 2, &mut Meter::nodes_only(200_000), None, None).unwrap();
        assert!(safe.contains(&found.line[0]), "{:?}", b.cell(found.line[0]));
    }

    #[test]
    fn a_deepening_cut_short_ranks_the_moves_searched_first_and_the_lost_last() {
        let ranked = |moves: &[(i32, Point)]| -> Vec<Ranked> {
            moves.iter().map(|&(v, p)| (v, p, Vec::new())).collect()
        };
        let root = ranked(&[(50, 1), (40, 2), (30, 3), (20, 4), (10, 5)]);
        // At the deeper depth move 1 proved lost, 3 came out best; 2, 4 and 5 were not reached.
        let scored = ranked(&[(-(WIN - 6), 1), (-20, 3)]);
        let order: Vec<Point> = cut_short(scored, root).iter().map(|e| e.1).collect();
        assert_eq!(order, [3, 2, 4, 5, 1]);
    }

    #[test]
    fn killers_come_right_after_the_tables_move() {
        let mut memory = Memory::default();
        memory.killed(7, 3);
        memory.killed(5, 3);
        memory.killed(5, 3);
        assert_eq!(memory.killers[3], [5, 7]);
        let mut moves = [9, 1, 7, 2, 5, 4];
        memory.order(&mut moves, 3, 1);
        assert_eq!(moves, [9, 5, 7, 1, 2, 4]);
        // Another ply's killers, and a killer not among the moves, leave the order alone.
        let mut moves = [1, 7, 5];
        memory.order(&mut moves, 2, 0);
        assert_eq!(moves, [1, 7, 5]);
        memory.killed(8, 2);
        memory.order(&mut moves, 2, 0);
        assert_eq!(moves, [1, 7, 5]);
    }

    /// `count` random positions of 6 to 19 stones near the centre, alternately placed, that
    /// nobody has won.
    fn random_boards(count: usize, seed: u64) -> Vec<Board> {
        boards_of(count, seed, 6, 14)
    }

    /// `count` random positions of 14 to 29 stones on the middle 9 x 9, alternately placed,
    /// that nobody has won.
    fn crowded_boards(count: usize, seed: u64) -> Vec<Board> {
        boards_of(count, seed, 14, 16)
    }

    /// `count` random positions of `least` to `least + spread - 1` stones tried on the middle
    /// 9 x 9 (a stone on an occupied cell is skipped), alternately placed, that nobody has won.
    pub(super) fn boards_of(count: usize, seed: u64, least: usize, spread: usize) -> Vec<Board> {
        let mut rng = Rng(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut g = Gomoku::new();
            let mut player = Player::First;
            let mut won = false;
            for _ in 0..least + rng.below(spread) {
                let cell = Cell::new(3 + rng.below(9) as u8, 3 + rng.below(9) as u8);
                if let Ok(five) = g.place(cell, player) {
                    won |= five;
                    player = player.opponent();
                }
            }
            if !won {
                out.push(Board::from_game(&g));
            }
        }
        out
    }

    /// The score and best move of a `depth`-ply search for `s` in `window`, with or without
    /// the cuts (with, and `late_cuts` off: only the horizon cut), threes extended below ply
    /// `three_plies`.
    fn searched_in(
        b: &mut Board,
        s: u8,
        depth: u32,
        window: (i32, i32),
        (full_width, late_cuts): (bool, bool),
        three_plies: i32,
    ) -> (i32, Point) {
        let mut memory = Memory {
            full_width,
            late_cuts,
            three_plies,
            ..Memory::default()
        };
        let mut pv = Vec::new();
        let mut meter = Meter::unlimited();
        let score = negamax(b, s, depth, window, 0, &mut meter, &mut pv, &mut memory);
        (score, pv.first().copied().unwrap_or(Point::MAX))
    }

    fn searched(b: &mut Board, s: u8, depth: u32, full_width: bool) -> (i32, Point) {
        searched_in(
            b,
            s,
            depth,
            (-WIN, WIN),
            (full_width, true),
            THREES_EXTENDED,
        )
    }

    /// Whether `s` playing `p` loses by force within the opponent's next three plies, by a
    /// full-width search.
    fn proved_lost(b: &mut Board, s: u8, p: Point) -> bool {
        b.put(p, s);
        let after = -searched(b, 3 - s, 3, true).0;
        b.lift(p);
        after <= -PROVEN
    }

    /// The score of a `depth`-ply search for `s` that searches every move of every node at
    /// full depth: what a proof of the pruned search must agree with.
    fn every_move_score(b: &mut Board, s: u8, depth: u32) -> i32 {
        searched_with_threes(b, s, depth, THREES_EXTENDED, true)
    }

    #[test]
    fn the_horizon_cut_never_changes_a_score_nor_a_bound() {
        for (i, mut b) in random_boards(60, 7).into_iter().enumerate() {
            for depth in [1, 2, 3] {
                let s = 1 + (i % 2) as u8;
                // Without the threes' extension: one ply above the horizon a three is cut by
                // its static value before it would be extended (as measured against Rapfi), so
                // the cut is exact only for the search whose moves there all end at the horizon.
                let t = searched_in(&mut b, s, depth, (-WIN, WIN), (true, true), 0).0;
                let cut =
                    |b: &mut Board, window| searched_in(b, s, depth, window, (false, false), 0).0;
                assert_eq!(t, cut(&mut b, (-WIN, WIN)), "position {i}");
                // Any window, the true score just inside, outside or far: a bound the cut
                // search returns holds, and a score inside the window is the true one.
                for (alpha, beta) in [(t - 1, t), (t, t + 1), (t - 30, t - 29), (t + 29, t + 30)] {
                    let v = cut(&mut b, (alpha, beta));
                    if v <= alpha {
                        assert!(
                            t <= alpha,
                            "position {i}: {v} in ({alpha}, {beta}), true {t}"
                        );
                    } else if v >= beta {
                        assert!(
                            t >= beta,
                            "position {i}: {v} in ({alpha}, {beta}), true {t}"
                        );
                    } else {
                        assert_eq!(v, t, "position {i}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_reduced_search_never_picks_a_move_the_full_width_search_proves_lost() {
        let mut checked = 0;
        for (i, mut b) in random_boards(30, 11).into_iter().enumerate() {
            let s = 1 + (i % 2) as u8;
            let (full, _) = searched(&mut b, s, 4, true);
            let (_, p) = searched(&mut b, s, 4, false);
            if full <= -PROVEN {
                continue;
            }
            assert!(
                !proved_lost(&mut b, s, p),
                "position {i}: {:?} loses",
                b.cell(p)
            );
            checked += 1;
        }
        assert!(checked >= 20, "{checked}");
    }

    #[test]
    fn a_loss_is_proved_only_when_every_move_loses() {
        // The search tries the best-looking moves of a node; a loss it proves must hold when
        // every move of every node is searched, none reduced.
        let mut lost = 0;
        for (i, mut b) in crowded_boards(300, 17).into_iter().enumerate() {
            let s = 1 + (i % 2) as u8;
            if searched(&mut b, s, 5, false).0 > -PROVEN {
                continue;
            }
            let every = every_move_score(&mut b, s, 5);
            assert!(every <= -PROVEN, "position {i}: {every}");
            lost += 1;
        }
        assert!(lost >= 10, "{lost}");
    }

    #[test]
    fn late_moves_are_reduced_by_rank_and_depth_and_keep_a_ply() {
        for depth in 0..=MOST {
            for rank in 0..WIDTH * 2 {
                let r = reduction(rank, depth);
                if rank < UNREDUCED || depth < REDUCING_DEPTH {
                    assert_eq!(r, 0, "rank {rank}, depth {depth}");
                    continue;
                }
                // At least a ply, and the search below still has one.
                assert!(
                    (1..depth - 1).contains(&r),
                    "rank {rank}, depth {depth}: {r}"
                );
                assert!(r >= reduction(rank - 1, depth) && r >= reduction(rank, depth - 1));
            }
        }
        // The log formula: ln 8 × ln 10 ≈ 4.8 plies for the tenth move at depth 8.
        assert_eq!(reduction(9, 8), 5);
        assert_eq!(reduction(UNREDUCED, REDUCING_DEPTH), 1);
    }

    #[test]
    fn only_fours_and_open_threes_force() {
        // Black's open two on row 7 (6,7 and 7,7): 8,7 makes an open three, 5,7 one too; a
        // stone far off makes nothing. With 8,7 too, 9,7 makes a four.
        let mut g = Gomoku::new();
        for (x, y) in [(6, 7), (7, 7)] {
            g.place(Cell::new(x, y), Player::First).unwrap();
        }
        g.place(Cell::new(2, 2), Player::Second).unwrap();
        let b = Board::from_game(&g);
        let at = |x, y| b.point(Cell::new(x, y));
        assert!(forcing(&b, at(8, 7), 1) && forcing(&b, at(5, 7), 1));
        assert!(!forcing(&b, at(7, 10), 1) && !forcing(&b, at(8, 7), 2));
        g.place(Cell::new(8, 7), Player::First).unwrap();
        let b = Board::from_game(&g);
        assert!(forcing(&b, b.point(Cell::new(9, 7)), 1));
    }

    #[test]
    fn a_win_the_pruned_search_proves_holds_against_every_move() {
        // Late moves reduced and pruned: a win (or loss) proved must hold when every move of
        // every node is searched at full depth.
        let (mut won, mut lost) = (0, 0);
        for (i, mut b) in crowded_boards(200, 23).into_iter().enumerate() {
            let s = 1 + (i % 2) as u8;
            let v = searched(&mut b, s, 5, false).0;
            if v.abs() < PROVEN {
                continue;
            }
            let every = every_move_score(&mut b, s, 5);
            assert_eq!(
                every.signum(),
                v.signum(),
                "position {i}: {v}, every move {every}"
            );
            assert!(
                every.abs() >= PROVEN,
                "position {i}: {v}, every move {every}"
            );
            if v > 0 {
                won += 1;
            } else {
                lost += 1;
            }
        }
        assert!(won >= 10 && lost >= 5, "{won} won, {lost} lost");
    }

    /// The score of a pruned `depth`-ply search for `s` with threes kept at full depth below
    /// ply `three_plies` (0: only fours), or, `every`, of a search of every move at full depth.
    fn searched_with_threes(
        b: &mut Board,
        s: u8,
        depth: u32,
        three_plies: i32,
        every: bool,
    ) -> i32 {
        let mut memory = Memory {
            three_plies,
            full_width: every,
            all_moves: every,
            ..Memory::default()
        };
        let mut pv = Vec::new();
        let mut meter = Meter::unlimited();
        negamax(
            b,
            s,
            depth,
            (-WIN, WIN),
            0,
            &mut meter,
            &mut pv,
            &mut memory,
        )
    }

    #[test]
    fn threes_searched_a_ply_deeper_prove_more_and_only_what_holds() {
        // Threes kept at full depth on the first two plies make a line at most two plies
        // longer: what a pruned depth-2 search so extended proves, a search of every move at
        // depth 4 without the extension must prove as well.
        let (mut proved, mut more) = (0, 0);
        for (i, mut b) in crowded_boards(150, 31).into_iter().enumerate() {
            let s = 1 + (i % 2) as u8;
            let v = searched_with_threes(&mut b, s, 2, 2, false);
            if v.abs() < PROVEN {
                continue;
            }
            let every = searched_with_threes(&mut b, s, 4, 0, true);
            assert!(
                every.signum() == v.signum() && every.abs() >= PROVEN,
                "position {i}: {v}, every move at depth 4 {every}"
            );
            proved += 1;
            if searched_with_threes(&mut b, s, 2, 0, false).abs() < PROVEN {
                more += 1;
            }
        }
        assert!(
            more >= 3 && proved > more,
            "{proved} proved, {more} only with threes"
        );
    }

    #[test]
    fn the_deepening_with_late_root_moves_reduced_never_picks_a_move_proved_lost() {
        let mut checked = 0;
        for (i, mut b) in random_boards(30, 29).into_iter().enumerate() {
            let s = 1 + (i % 2) as u8;
            if searched(&mut b, s, 4, true).0 <= -PROVEN {
                continue;
            }
            let how = Deepening {
                exact: Some(1),
                most: 5,
                step: &mut |_, _, _, _| {},
                table: None,
            };
            let root = candidates(&mut b, s, WIDTH * 2);
            let root: Vec<Ranked> = root.into_iter().map(|p| (0, p, Vec::new())).collect();
            let (depth, ranked) = deepen_root(&mut b, s, &mut Meter::unlimited(), how, root);
            assert!(depth == 5 || ranked[0].0.abs() >= PROVEN, "position {i}");
            let p = ranked[0].1;
            assert!(
                !proved_lost(&mut b, s, p),
                "position {i}: {:?} loses",
                b.cell(p)
            );
            checked += 1;
        }
        assert!(checked >= 20, "{checked}");
    }

    #[test]
    fn the_table_keeps_proven_scores_from_the_position() {
        for ply in [0, 3, 9] {
            for score in [WIN - 12, -(WIN - 7), 345, -20] {
                assert_eq!(from_table(to_table(score, ply), ply), score);
            }
        }
        // A win in 5 plies from a node 3 deep is a win in 2 from that node.
        assert_eq!(to_table(WIN - 5, 3), WIN - 2);
    }
}

#[cfg(test)]
mod kept_table_tests {
    use super::*;

    /// Every move of every node to `depth` plies, none pruned: the brute-force reference.
    fn every_move_score(b: &mut Board, s: u8, depth: u32) -> i32 {
        let mut memory = Memory {
            full_width: true,
            all_moves: true,
            ..Memory::default()
        };
        let mut meter = Meter::unlimited();
        negamax(
            b,
            s,
            depth,
            (-WIN, WIN),
            0,
            &mut meter,
            &mut Vec::new(),
            &mut memory,
        )
    }

    #[test]
    fn a_table_kept_from_the_move_before_proves_what_a_fresh_one_does() {
        let (mut proved, mut checked) = (0, 0);
        for (i, mut b) in super::tests::boards_of(40, 19, 12, 8)
            .into_iter()
            .enumerate()
        {
            let s = 1 + (i % 2) as u8;
            // The move before: its search leaves the expected reply's search in the table.
            let mut kept = Table::empty();
            let before = best_move(
                &mut b,
                s,
                &mut Meter::nodes_only(20_000),
                None,
                Some(&mut kept),
            );
            let Some(line) = before.map(|f| f.line).filter(|l| l.len() >= 2) else {
                continue;
            };
            b.put(line[0], s);
            b.put(line[1], 3 - s);
            if !b.five_cells(s).is_empty() || !b.five_cells(3 - s).is_empty() {
                continue;
            }
            let with_kept = best_move(
                &mut b,
                s,
                &mut Meter::nodes_only(20_000),
                None,
                Some(&mut kept),
            );
            let fresh = best_move(&mut b, s, &mut Meter::nodes_only(20_000), None, None);
            let (Some(k), Some(f)) = (with_kept, fresh) else {
                continue;
            };
            checked += 1;
            if k.score.abs() < PROVEN {
                continue;
            }
            proved += 1;
            // Proven scores never contradict the fresh search's.
            assert!(
                f.score.abs() < PROVEN || f.score.signum() == k.score.signum(),
                "position {i}: kept {}, fresh {}",
                k.score,
                f.score
            );
            let plies = (WIN - k.score.abs()) as u32;
            if plies <= 5 {
                // Within reach of brute force: it proves the same result.
                let every = every_move_score(&mut b, s, plies);
                assert_eq!(
                    every.signum(),
                    k.score.signum(),
                    "position {i}: {}",
                    k.score
                );
                assert!(every.abs() >= PROVEN, "position {i}: brute force {every}");
            } else if k.score > 0 {
                // Beyond it, the win found is one the threat search confirms.
                let win = threats::deepening(&mut b, s, 13, &mut Meter::nodes_only(2_000_000));
                assert!(win.is_some(), "position {i}: kept {} unconfirmed", k.score);
            }
        }
        assert!(
            checked >= 20 && proved >= 3,
            "{checked} positions, {proved} proved"
        );
    }
}
