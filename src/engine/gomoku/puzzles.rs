//! Forced-win puzzles, built and checked without the engine: random crowded positions whose
//! shortest win is found by exhaustive search on a small board (the stones' bounding box and
//! one line round it), with the rules of [`crate::gomoku`] only. The engine's tests and bench
//! then ask the threat search to find every one.

use crate::game::Player;
use crate::gomoku::{search_vcf, Cell, Gomoku, SIZE};

/// A position where the side to move wins by force.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The position, the attacker to move.
    pub position: Gomoku,
    /// The side to move.
    pub attacker: Player,
    /// The fewest attacker moves (the five included) that win against every defence on the
    /// small board.
    pub moves: u32,
}

/// The small board a puzzle is checked on: the stones' bounding box and one line round it.
pub fn window(g: &Gomoku) -> Vec<Cell> {
    let stones: Vec<Cell> = Cell::all().filter(|&c| g.at(c).is_some()).collect();
    let lo = |f: fn(&Cell) -> u8| stones.iter().map(f).min().unwrap_or(7).saturating_sub(1);
    let hi = |f: fn(&Cell) -> u8| (stones.iter().map(f).max().unwrap_or(7) + 1).min(SIZE - 1);
    let (x0, x1, y0, y1) = (lo(|c| c.x), hi(|c| c.x), lo(|c| c.y), hi(|c| c.y));
    Cell::all()
        .filter(|c| (x0..=x1).contains(&c.x) && (y0..=y1).contains(&c.y))
        .collect()
}

/// The cells of `window` where `p` would make five now.
fn five_cells(g: &Gomoku, p: Player, window: &[Cell]) -> Vec<Cell> {
    window
        .iter()
        .copied()
        .filter(|&c| g.at(c).is_none() && g.makes_five(c, p))
        .collect()
}

/// True when `a`, to move, makes five within `n` of its moves whatever the defender plays
/// on `window` (moves off it do not exist on the small board).
pub fn wins_within(g: &Gomoku, a: Player, n: u32, window: &[Cell]) -> bool {
    if !five_cells(g, a, window).is_empty() {
        return true;
    }
    if n < 2 {
        return false;
    }
    window.iter().filter(|&&m| g.at(m).is_none()).any(|&m| {
        let mut next = g.clone();
        next.place(m, a).expect("an empty cell");
        defends(&next, a, n - 1, window)
    })
}

/// The defender to move after the attacker's move: true when the attacker still wins within
/// `n` moves against every reply.
fn defends(g: &Gomoku, a: Player, n: u32, window: &[Cell]) -> bool {
    let d = a.opponent();
    if !five_cells(g, d, window).is_empty() {
        return false;
    }
    let fives = five_cells(g, a, window);
    match fives.len() {
        0 if n < 2 => false, // no five to make next, and a defender stone makes none
        0 => window.iter().filter(|&&m| g.at(m).is_none()).all(|&m| {
            let mut next = g.clone();
            next.place(m, d).expect("an empty cell");
            wins_within(&next, a, n, window)
        }),
        1 => {
            let mut next = g.clone();
            next.place(fives[0], d).expect("an empty cell");
            wins_within(&next, a, n, window)
        }
        _ => true,
    }
}

/// Deeper puzzles: positions (from `tries` random ones) where the rules' own search for
/// continuous fours ([`search_vcf`], written apart from the engine) finds a win of four to
/// `max` fours and none of fewer than three fours; `moves` is the length of the win it found.
pub fn deep_vcf(tries: usize, seed: u64, max: usize) -> Vec<Puzzle> {
    let mut found = Vec::new();
    for (position, attacker) in random_positions(tries, seed) {
        // None within two fours: the shortest victory by fours takes four moves or more.
        if search_vcf(&position, attacker, 2, usize::MAX).is_some() {
            continue;
        }
        if let Some(win) = search_vcf(&position, attacker, max, 200_000) {
            {
                found.push(Puzzle {
                    position,
                    attacker,
                    moves: win.attacker_moves() as u32,
                });
            }
        }
    }
    found
}

/// Random crowded positions with no five-cell for either side, the side to move with them.
fn random_positions(tries: usize, seed: u64) -> Vec<(Gomoku, Player)> {
    let mut state = seed | 1;
    let mut below = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n) as u8
    };
    let mut positions = Vec::new();
    for _ in 0..tries {
        let mut g = Gomoku::new();
        let mut turn = Player::First;
        let stones = 8 + below(8);
        while g.stones(Player::First) + g.stones(Player::Second) < usize::from(stones) {
            let c = Cell::new(5 + below(6), 5 + below(6));
            if g.at(c).is_none() && !g.makes_five(c, turn) {
                g.place(c, turn).expect("an empty cell");
                turn = turn.opponent();
            }
        }
        let window = window(&g);
        if five_cells(&g, turn, &window).is_empty()
            && five_cells(&g, turn.opponent(), &window).is_empty()
        {
            positions.push((g, turn));
        }
    }
    positions
}

/// Puzzles from `tries` random positions (seeded by `seed`): those whose side to move wins
/// in 2 or 3 moves at the fewest, by exhaustive search; `positions` also gets every position
/// tried with its shortest win (None beyond 3).
pub fn build(tries: usize, seed: u64) -> (Vec<Puzzle>, Vec<(Gomoku, Option<u32>)>) {
    let mut puzzles = Vec::new();
    let mut positions = Vec::new();
    for (g, turn) in random_positions(tries, seed) {
        let window = window(&g);
        let moves = (2..=3).find(|&n| wins_within(&g, turn, n, &window));
        if let Some(moves) = moves {
            puzzles.push(Puzzle {
                position: g.clone(),
                attacker: turn,
                moves,
            });
        }
        positions.push((g, moves));
    }
    (puzzles, positions)
}
