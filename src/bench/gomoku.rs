//! Gomoku player figures: the forced-win puzzles (built by exhaustive search) it solves within
//! its budget, and a match against the greedy one-ply pattern player from balanced openings,
//! each opening played twice with the colours swapped. `GOMOKU_MATCH_GAMES` sets the number
//! of games (40 by default), `GOMOKU_MATCH_NODES` the engine's nodes per move (3000).

use crate::engine::gomoku::puzzles::{build, deep_vcf, Puzzle};
use crate::engine::gomoku::{greedy, GomokuEngine};
use crate::engine::{Budget, Engine, NoClock};
use crate::game::{Game, Outcome, Player};
use crate::gomoku::{Cell, Gomoku};
use std::io::{self, Write};
use std::time::{Duration, Instant};

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

pub fn run(out: &mut dyn Write) -> io::Result<()> {
    puzzles(out)?;
    matches(out)
}

fn puzzles(out: &mut dyn Write) -> io::Result<()> {
    let start = Instant::now();
    let (puzzles, tried) = build(300, 0x5151_e0e0_1234_abcd);
    let built = start.elapsed();
    let budget = Budget {
        playouts: Some(50_000),
        millis: None,
    };
    for moves in [2, 3] {
        let set: Vec<&Puzzle> = puzzles.iter().filter(|p| p.moves == moves).collect();
        solve(
            out,
            &format!("win in {moves} (exhaustive search)"),
            &set,
            budget,
        )?;
    }
    let deep = deep_vcf(3000, 0x2545_f491_4f6c_dd1d, 6);
    let set: Vec<&Puzzle> = deep.iter().collect();
    solve(
        out,
        "VCF of 4-6 moves (the rules' VCF search)",
        &set,
        budget,
    )?;
    writeln!(
        out,
        "puzzles built from {} random positions by exhaustive search in {:.1} s",
        tried.len(),
        built.as_secs_f64()
    )
}

fn solve(out: &mut dyn Write, name: &str, set: &[&Puzzle], budget: Budget) -> io::Result<()> {
    let (mut solved, mut nodes, mut time) = (0, 0, Duration::ZERO);
    for p in set {
        let t = Instant::now();
        let thought = GomokuEngine::new()
            .think(&p.position, budget, &NoClock, &|| false)
            .expect("an ongoing puzzle");
        time += t.elapsed();
        nodes += thought.playouts;
        solved += usize::from(thought.win_in.is_some());
    }
    let n = set.len().max(1) as f64;
    writeln!(
        out,
        "puzzles, {name}: solved {solved} of {} within {} nodes ({:.0} nodes, {:.2} ms per \
         puzzle)",
        set.len(),
        budget.playouts.unwrap_or(0),
        nodes as f64 / n,
        time.as_secs_f64() * 1e3 / n
    )
}

/// A balanced opening: three stones near the centre, Black, White, Black, from `seed`.
fn opening(seed: u64) -> Gomoku {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut below = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n) as u8
    };
    let mut g = Gomoku::new();
    while g.stones(Player::First) + g.stones(Player::Second) < 3 {
        let c = Cell::new(5 + below(5), 5 + below(5));
        if g.at(c).is_none() {
            g.play(&c);
        }
    }
    g
}

fn matches(out: &mut dyn Write) -> io::Result<()> {
    let games = setting("GOMOKU_MATCH_GAMES", 40);
    let nodes = setting("GOMOKU_MATCH_NODES", 3_000);
    let budget = Budget {
        playouts: Some(nodes),
        millis: None,
    };
    let (mut won, mut drawn, mut lost) = (0, 0, 0);
    let (mut moves, mut time) = (0u64, Duration::ZERO);
    for game in 0..games {
        let mut g = opening(game / 2);
        // White moves next after the opening: the engine is White in even games.
        let engine_side = if game % 2 == 0 {
            Player::Second
        } else {
            Player::First
        };
        let mut engine = GomokuEngine::new();
        while let Outcome::Ongoing { to_move } = g.outcome() {
            let mv = if to_move == engine_side {
                let t = Instant::now();
                let thought = engine.think(&g, budget, &NoClock, &|| false);
                time += t.elapsed();
                moves += 1;
                thought.expect("an ongoing game").best
            } else {
                greedy(&g).expect("an ongoing game")
            };
            g.play(&mv);
        }
        match g.outcome() {
            Outcome::Won { winner } if winner == engine_side => won += 1,
            Outcome::Won { .. } => lost += 1,
            _ => drawn += 1,
        }
    }
    writeln!(
        out,
        "match vs greedy one-ply pattern player, {games} games, {nodes} nodes per move: \
         won {won}, drawn {drawn}, lost {lost} ({:.1}% won; {:.1} ms per engine move)",
        100.0 * won as f64 / games.max(1) as f64,
        time.as_secs_f64() * 1e3 / moves.max(1) as f64
    )
}
