//! Havannah figures: the contest's large test set end to end, and the cost of one move on the
//! largest board once thousands of stones are down, in every mode, with the worst case of each
//! ring rule: closing thousands of cycles round stones (contest rule) and, for the official
//! rule's ring round the mover's own stones, a stone beside three own ones at nearly every
//! move.

use super::{best_of, data_dir, ms};
use crate::game::Game;
use crate::havannah::{Cell, Havannah, HavannahMove, Mode, Verdict};
use std::io::{self, Write};
use std::time::Duration;

const SIDE: u32 = 3000;
const STONES: usize = 10_000;

pub fn run(out: &mut dyn Write) -> io::Result<()> {
    judge_files(out)?;
    for (name, mode, moves) in games() {
        let (t, verdict) = best_of(10, || {
            let mut game = Havannah::new(SIDE, mode).expect("valid side");
            for cell in &moves {
                game.play(&HavannahMove::Place(*cell));
                if game.win().is_some() {
                    break;
                }
            }
            game.verdict()
        });
        let played = match verdict {
            Verdict::Won(win) => win.move_number as usize,
            _ => moves.len(),
        };
        writeln!(
            out,
            "S = {SIDE}, {name}: {played} moves in {} = {:.0} ns per move (verdict: {verdict})",
            ms(t),
            per(t, played)
        )?;
    }
    Ok(())
}

fn per(t: Duration, n: usize) -> f64 {
    t.as_secs_f64() * 1e9 / n.max(1) as f64
}

fn judge_files(out: &mut dyn Write) -> io::Result<()> {
    let problem = crate::judges::find("havannah").expect("registered");
    for set in ["small", "large"] {
        let path = data_dir()
            .join("havannah-gcj2012")
            .join(format!("{set}.in"));
        let Ok(input) = std::fs::read_to_string(&path) else {
            writeln!(out, "{}: missing, skipped", path.display())?;
            continue;
        };
        let (t, answers) = best_of(20, || problem.run_str(&input));
        let lines = answers.map(|a| a.lines().count()).unwrap_or(0);
        writeln!(
            out,
            "judge {set} set ({} bytes, {lines} cases), parse included: {}",
            input.len(),
            ms(t)
        )?;
    }
    Ok(())
}

/// Games of `STONES` moves on the largest board.
fn games() -> Vec<(&'static str, Mode, Vec<Cell>)> {
    vec![
        ("one snake-shaped group", Mode::SinglePlayer, serpentine()),
        ("scattered stones", Mode::SinglePlayer, scattered(STONES)),
        (
            "two players, dense, contest ring",
            Mode::TwoPlayerContestRing,
            dense(),
        ),
        (
            "two players, dense, official ring",
            Mode::TwoPlayerOfficialRing,
            dense(),
        ),
        (
            "honeycomb of rings round stones, contest ring",
            Mode::TwoPlayerContestRing,
            honeycomb(),
        ),
        (
            "two-row bands (rings round own stones looked for), contest ring",
            Mode::TwoPlayerContestRing,
            bands(),
        ),
        (
            "two-row bands (rings round own stones looked for), official ring",
            Mode::TwoPlayerOfficialRing,
            bands(),
        ),
    ]
}

/// One growing group that never closes a ring: rows two apart, joined at alternate ends.
fn serpentine() -> Vec<Cell> {
    let (x0, y0, len) = (SIDE - 100, SIDE - 60, 200);
    let mut moves = Vec::with_capacity(STONES);
    let mut y = y0;
    let mut rightwards = true;
    while moves.len() < STONES {
        let xs: Vec<u32> = if rightwards {
            (x0..x0 + len).collect()
        } else {
            (x0..x0 + len).rev().collect()
        };
        moves.extend(xs.iter().map(|&x| Cell::new(x, y)));
        let end = *xs.last().expect("rows are not empty");
        moves.push(Cell::new(end, y + 1));
        y += 2;
        rightwards = !rightwards;
    }
    moves.truncate(STONES);
    moves
}

/// A deterministic pseudo-random sequence of distinct cells.
fn random_cells(count: usize, mut pick: impl FnMut(u64) -> Cell) -> Vec<Cell> {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut seen = std::collections::HashSet::new();
    let mut moves = Vec::with_capacity(count);
    while moves.len() < count {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let cell = pick(state);
        if seen.insert(cell) {
            moves.push(cell);
        }
    }
    moves
}

/// `count` distinct stones spread over the whole board, always the same ones.
pub(super) fn scattered(count: usize) -> Vec<Cell> {
    let board = crate::havannah::Board::new(SIDE).expect("valid side");
    let m = u64::from(board.max_coord());
    random_cells(count, |r| {
        let cell = Cell::new((r % m) as u32 + 1, ((r >> 32) % m) as u32 + 1);
        if board.contains(cell) {
            cell
        } else {
            Cell::new(SIDE, SIDE)
        }
    })
}

/// Two players filling a 150 × 150 patch in the middle: many merges, captures and cycles.
fn dense() -> Vec<Cell> {
    random_cells(STONES, |r| {
        Cell::new(
            SIDE - 75 + (r % 150) as u32,
            SIDE - 75 + ((r >> 32) % 150) as u32,
        )
    })
}

/// Isolated stones far from everything else, for a player who only waits.
fn waiting_stones() -> impl Iterator<Item = Cell> {
    (0..).map(|i| Cell::new(SIDE - 1000 + 3 * (i % 300), SIDE - 900 - 3 * (i / 300)))
}

/// The worst case for the official rule's ring round own stones: the first player lays a band
/// two rows deep, so every stone of the second row has three own neighbours in a row and the
/// middle one must be looked round (it never has six: the band is too thin to enclose
/// anything). The second player waits far away.
fn bands() -> Vec<Cell> {
    let (x0, y0) = (SIDE - STONES as u32 / 4, SIDE);
    let mut band = (x0..).flat_map(|x| [Cell::new(x, y0), Cell::new(x, y0 + 1)]);
    let mut waiting = waiting_stones();
    let mut moves = Vec::with_capacity(STONES);
    while moves.len() < STONES {
        moves.push(band.next().expect("endless"));
        moves.push(waiting.next().expect("endless"));
    }
    moves
}

/// The worst case for the contest rule with two players: the first player builds a honeycomb
/// whose every hexagon closes round a stone of the second player, so thousands of cycles
/// close and each must be searched for an empty cell (there is none; the game goes on).
fn honeycomb() -> Vec<Cell> {
    let (x0, y0, width) = (SIDE - 45, SIDE - 45, 90);
    let patch = (y0..).flat_map(|y| (x0..x0 + width).map(move |x| Cell::new(x, y)));
    let mut walls = patch.clone().filter(|c| (c.x + c.y) % 3 != 0);
    let mut centres = patch.filter(|c| (c.x + c.y) % 3 == 0);
    // Once the centres run out the second player passes time far away, on isolated cells.
    let mut elsewhere = waiting_stones();
    let mut moves = Vec::with_capacity(STONES);
    while moves.len() < STONES {
        moves.push(walls.next().expect("endless"));
        let centre = centres.next().expect("endless");
        moves.push(if centre.y < y0 + width {
            centre
        } else {
            elsewhere.next().expect("endless")
        });
    }
    moves
}
