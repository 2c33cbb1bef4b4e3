//! The proof-number solver: Havannah side 3 and Connect N = 5 from the empty board, then
//! random Havannah side-5 positions (official rings, no swap) with 12 empty cells, each
//! printed with its moves in GTP vertices (Castro's, as `arbiter gtp havannah` reads them) so
//! that another solver can be given the same positions (scripts/solver-figures.sh gives them
//! to Morat's).

use super::ms;
use crate::engine::mcts::{ConnectPosition, HavannahPosition, Position, Rng, Solved, Solver};
use crate::engine::{Budget, NoClock};
use crate::havannah::Mode;
use std::io::{self, Write};
use std::time::Instant;

/// Random side-5 positions solved, unless `ARBITER_SOLVER_POSITIONS` says how many.
const POSITIONS: usize = 20;
/// Empty cells left in each.
const EMPTY: usize = 12;
/// The most positions one proof may search.
const LIMIT: u64 = 20_000_000;

pub fn run(out: &mut dyn Write) -> io::Result<()> {
    let side3 = HavannahPosition::new(3, Mode::TwoPlayerOfficialRing, false).expect("side 3");
    let mut solver = Solver::new(20);
    let (text, _, _) = solve(&mut solver, &side3);
    writeln!(out, "Havannah side 3, empty board: {text}")?;
    let n5 = ConnectPosition::new(5, false).expect("N = 5");
    let mut solver = Solver::new(20);
    let (text, _, _) = solve(&mut solver, &n5);
    writeln!(out, "Connect N = 5, empty board: {text}")?;

    let count = std::env::var("ARBITER_SOLVER_POSITIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(POSITIONS);
    let fresh = HavannahPosition::new(5, Mode::TwoPlayerOfficialRing, false).expect("side 5");
    let mut solver = Solver::new(20);
    let mut rng = Rng::new(2026);
    let (mut proved, mut millis, mut positions) = (0, 0.0, 0u64);
    let mut made = 0;
    while made < count {
        let Some((pos, moves)) = random_position(&fresh, &mut rng) else {
            continue;
        };
        made += 1;
        let (text, ms, searched) = solve(&mut solver, &pos);
        if !text.starts_with("unknown") {
            proved += 1;
            millis += ms;
            positions += searched;
        }
        let vertices: Vec<String> = moves.iter().map(|&id| vertex(&pos, id)).collect();
        writeln!(out, "side 5 #{made}: {} => {text}", vertices.join(" "))?;
    }
    writeln!(
        out,
        "side 5, {EMPTY} empty cells: {proved} of {count} proved, {:.1} ms and {:.0} positions a proof on average",
        millis / f64::from(proved.max(1)),
        positions as f64 / f64::from(proved.max(1))
    )
}

/// Castro's vertex of the cell `id` (letters for x from `a` = 1, the number y).
fn vertex(pos: &HavannahPosition, id: u16) -> String {
    let cell = pos.cell(id);
    format!("{}{}", char::from(b'a' + cell.x as u8 - 1), cell.y)
}

/// A random game from `fresh` stopped at `EMPTY` empty cells, with nobody won and no win in
/// one for the side to move; None when the random game did not get there.
fn random_position(
    fresh: &HavannahPosition,
    rng: &mut Rng,
) -> Option<(HavannahPosition, Vec<u16>)> {
    let mut pos = fresh.clone();
    let mut moves = Vec::new();
    let mut legal = Vec::new();
    loop {
        if pos.status() != crate::engine::mcts::Status::Ongoing {
            return None;
        }
        pos.legal_moves(&mut legal);
        if legal.len() <= EMPTY {
            let me = pos.to_move();
            let quiet = !legal.iter().any(|&m| pos.wins(m, me));
            return quiet.then_some((pos, moves));
        }
        let mv = pos.random_move(rng, pos.to_move())?;
        pos.play(mv);
        moves.push(mv);
    }
}

/// Solves `pos`: the answer in words, the milliseconds and the positions searched.
fn solve<P: Position>(solver: &mut Solver<P>, pos: &P) -> (String, f64, u64) {
    let budget = Budget {
        playouts: Some(LIMIT),
        millis: None,
    };
    let start = Instant::now();
    let solution = solver.solve(pos, budget, &NoClock, &|| false);
    let t = start.elapsed();
    let value = match solution.value {
        Some(Solved::Win(_)) => "win",
        Some(Solved::Draw(_)) => "draw",
        Some(Solved::Loss) => "loss",
        None => "unknown",
    };
    let text = format!("{value}, {} positions, {}", solution.positions, ms(t));
    (text, t.as_secs_f64() * 1e3, solution.positions)
}
