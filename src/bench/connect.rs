//! `connect`: the judge on contest-sized data, and move speed on big boards, each against a
//! plain implementation that checks a new link against every link on the board.
//!
//! All games are random legal games from a fixed seed, so every run measures the same work.

use super::{best_of, ms};
use crate::connect::{Connect, Link, Move, Point, BLACK};
use crate::game::{Game, Player};
use crate::rng::Rng;
use std::io::{self, Write};

pub fn run(out: &mut dyn Write) -> io::Result<()> {
    contest_datasets(out)?;
    big_boards(out)
}

/// 20 datasets of N = 20, M = 249 through the real judge path, parsing included.
fn contest_datasets(out: &mut dyn Write) -> io::Result<()> {
    let (n, m) = (20, 249);
    let mut games = Vec::new();
    let mut seed = 1;
    while games.len() < 20 {
        if let Some(game) = contest_game(n, m, seed) {
            games.push(game);
        }
        seed += 1;
    }
    let mut text = String::new();
    for game in &games {
        text += &format!("{n} {m}\n");
        for line in game.chunks(10) {
            let pairs: Vec<String> = line.iter().map(|p| format!("{} {}", p.x, p.y)).collect();
            text += &pairs.join(" ");
            text.push('\n');
        }
    }
    text += "0 0\n";
    let problem = crate::judges::find("connect").expect("connect is registered");
    let (t, answers) = best_of(50, || problem.run_str(&text).expect("valid datasets"));
    let yes = answers.lines().filter(|&a| a == "yes").count();
    writeln!(
        out,
        "judge, 20 datasets N = {n}, M = {m} ({} bytes, parse included): {} (target ≤ 2 ms), {yes} yes",
        text.len(),
        ms(t)
    )?;
    let (fast, winners) = best_of(50, || {
        games.iter().map(|g| play_fast(n, g)).collect::<Vec<_>>()
    });
    let (plain, plain_winners) = best_of(10, || {
        games.iter().map(|g| play_plain(n, g)).collect::<Vec<_>>()
    });
    assert_eq!(winners, plain_winners, "both implementations agree");
    writeln!(
        out,
        "same moves without parsing: crossing table {}, scan-all-links {} ({:.1}× slower)",
        ms(fast),
        ms(plain),
        plain.as_secs_f64() / fast.as_secs_f64()
    )
}

/// Long random games on the playground's biggest board.
fn big_boards(out: &mut dyn Write) -> io::Result<()> {
    let n = 200;
    let games: Vec<Vec<Point>> = (0..4).map(|seed| random_game(n, 1000 + seed)).collect();
    let moves: usize = games.iter().map(Vec::len).sum();
    let (fast, winners) = best_of(5, || {
        games.iter().map(|g| play_fast(n, g)).collect::<Vec<_>>()
    });
    writeln!(
        out,
        "N = {n}: {} random games ({} won, the rest filled the board), {moves} moves \
         (longest {}): {} → {:.2} M moves/s",
        games.len(),
        winners.iter().flatten().count(),
        games.iter().map(Vec::len).max().unwrap_or(0),
        ms(fast),
        moves as f64 / fast.as_secs_f64() / 1e6
    )?;
    // The plain version is quadratic: compare on the opening of the first game only.
    let opening = &games[0][..PLAIN_MOVES.min(games[0].len())];
    let (plain, plain_winner) = best_of(1, || play_plain(n, opening));
    let (fast_one, fast_winner) = best_of(5, || play_fast(n, opening));
    assert_eq!(plain_winner, fast_winner, "both implementations agree");
    writeln!(
        out,
        "N = {n}, first {} moves of one game: crossing table {}, scan-all-links {} ({:.0}× slower)",
        opening.len(),
        ms(fast_one),
        ms(plain),
        plain.as_secs_f64() / fast_one.as_secs_f64()
    )
}

/// How many moves of a big game the quadratic baseline plays.
const PLAIN_MOVES: usize = 10_000;

/// Plays `moves` with the crate's position; returns the winner.
fn play_fast(n: i32, moves: &[Point]) -> Option<Player> {
    let mut game = Connect::new(n).expect("board size");
    for &p in moves {
        game.try_play(&Move::Place(p)).expect("legal move");
    }
    game.winner()
}

fn all_points(n: i32) -> Vec<Point> {
    (0..=n)
        .flat_map(|y| (0..=n).map(move |x| Point::new(x, y)))
        .collect()
}

/// A random game of exactly `m` moves in which nobody wins before the last move, or None
/// if this seed paints itself into a corner. Even seeds end with a winning move when there
/// is one, so the answers mix.
fn contest_game(n: i32, m: u32, seed: u64) -> Option<Vec<Point>> {
    let mut rng = Rng(seed);
    let mut points = all_points(n);
    let mut game = Connect::new(n).expect("board size");
    let mut moves = Vec::new();
    for number in 1..=m {
        rng.shuffle(&mut points);
        let wins = |p: Point| game.links_if_placed(p).ok().map(|preview| preview.wins);
        let last = number == m;
        let winning = last && seed % 2 == 0;
        let at = match points.iter().copied().find(|&p| wins(p) == Some(true)) {
            Some(p) if winning => p,
            _ => points
                .iter()
                .copied()
                .find(|&p| wins(p) == Some(false) || (last && wins(p).is_some()))?,
        };
        game.play(&Move::Place(at));
        moves.push(at);
    }
    Some(moves)
}

/// A random game played until someone wins or the player to move has no point left.
fn random_game(n: i32, seed: u64) -> Vec<Point> {
    let mut rng = Rng(seed);
    let mut game = Connect::new(n).expect("board size");
    // Each colour draws from its own shuffled list of the points it may take.
    let mut lists: Vec<Vec<Point>> = [BLACK, BLACK.opponent()]
        .iter()
        .map(|&colour| {
            let mut own: Vec<Point> = all_points(n)
                .into_iter()
                .filter(|&p| {
                    !game.is_corner(p) && !matches!(game.home_edge_owner(p), Some(o) if o != colour)
                })
                .collect();
            rng.shuffle(&mut own);
            own
        })
        .collect();
    let mut moves = Vec::new();
    while !game.is_over() {
        let list = &mut lists[game.to_move() as usize];
        let at = loop {
            let p = list.pop().expect("the mover has a free point");
            if game.peg_at(p).is_none() {
                break p;
            }
        };
        game.play(&Move::Place(at));
        moves.push(at);
    }
    moves
}

/// The plain way: every new link is tested against every link on the board. Wins use the
/// same union-find idea, so the comparison measures link blocking alone.
fn play_plain(n: i32, moves: &[Point]) -> Option<Player> {
    let side = (n + 1) as usize;
    let index = |p: Point| p.y as usize * side + p.x as usize;
    let mut owner: Vec<Option<Player>> = vec![None; side * side];
    let mut links: Vec<Link> = Vec::new();
    let mut parent: Vec<usize> = (0..side * side).collect();
    let mut reach = vec![0u8; side * side];
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut mover = BLACK;
    for &p in moves {
        let i = index(p);
        owner[i] = Some(mover);
        let along = if mover == BLACK { p.x } else { p.y };
        reach[i] = u8::from(along == 0) | (u8::from(along == n) << 1);
        for d in crate::connect::geometry::KNIGHT_MOVES {
            let q = p.offset(d);
            if q.x < 0 || q.y < 0 || q.x > n || q.y > n || owner[index(q)] != Some(mover) {
                continue;
            }
            let link = Link::new(p, q).expect("knight move");
            if links.iter().any(|l| l.touches(&link)) {
                continue;
            }
            links.push(link);
            let (a, b) = (find(&mut parent, i), find(&mut parent, index(q)));
            if a != b {
                parent[b] = a;
                reach[a] |= reach[b];
            }
        }
        if reach[find(&mut parent, i)] == 3 {
            return Some(mover);
        }
        mover = mover.opponent();
    }
    None
}
