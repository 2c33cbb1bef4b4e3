//! The Gomoku analysis: its lines are legal sequences from the position, the first one opens
//! with the engine's own move, a victory by continuous fours comes back proved with a line
//! that wins when replayed against every defence, and its snapshots deepen.

use super::gomoku::wins_against_all;
use arbiter::engine::gomoku::puzzles::deep_vcf;
use arbiter::engine::gomoku::GomokuEngine;
use arbiter::engine::{Analysis, Asked, Budget, Clock, Engine, NoClock};
use arbiter::gomoku::{search_vcf, Cell, Gomoku, Rule};
use arbiter::rng::Rng;
use arbiter::{Game, Player};

fn asked(nodes: u64, lines: usize) -> Asked {
    Asked {
        budget: Budget {
            playouts: Some(nodes),
            millis: None,
        },
        lines,
        every_ms: 0.0,
    }
}

/// The analysis of `g` with every snapshot it reported, the last one included.
fn analyse(g: &Gomoku, asked: Asked) -> (Analysis<Cell>, Vec<Analysis<Cell>>) {
    let mut seen = Vec::new();
    let last = GomokuEngine::new()
        .analyse(g, asked, &NoClock, &|| false, &mut |a| seen.push(a.clone()))
        .expect("an ongoing game is analysed");
    (last, seen)
}

/// Plays `moves` from `g`, each legal (forbidden points included) and none after the game
/// ended; the position after them.
fn replay(g: &Gomoku, moves: &[Cell]) -> Gomoku {
    let mut after = g.clone();
    for (i, mv) in moves.iter().enumerate() {
        assert!(
            !after.outcome().is_over(),
            "move {i} {mv:?} of {moves:?} after the end"
        );
        after
            .try_play(mv)
            .unwrap_or_else(|e| panic!("move {i} {mv:?} of {moves:?}: {e}"));
    }
    after
}

/// A position from random alternate play near the centre of a `size` board under `rule`,
/// no five-cell taken and no forbidden point played.
fn random_position(rng: &mut Rng, size: u8, rule: Rule) -> Gomoku {
    let mut g = Gomoku::with(size, rule);
    let target = 4 + rng.below(24);
    let span = size.min(9);
    let low = (size - span) / 2;
    for _ in 0..200 {
        if g.stones(Player::First) + g.stones(Player::Second) >= target {
            break;
        }
        let c = Cell::new(
            low + rng.below(usize::from(span)) as u8,
            low + rng.below(usize::from(span)) as u8,
        );
        let mover = g.to_move().unwrap();
        if g.at(c).is_none() && !g.makes_five(c, mover) && g.foul(c, mover).is_none() {
            g.play(&c);
        }
    }
    g
}

#[test]
fn lines_are_legal_and_the_first_opens_with_the_engines_move() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for round in 0..36 {
        let rule = Rule::ALL[round % 3];
        let size = [15, 20, 7, 22, 9, 5][round % 6];
        let g = random_position(&mut rng, size, rule);
        if g.outcome().is_over() {
            continue;
        }
        let (three, _) = analyse(&g, asked(3_000, 3));
        assert!(!three.lines.is_empty(), "{rule:?} {size}: no line");
        assert!(three.lines.len() <= 3);
        let firsts: Vec<Cell> = three.lines.iter().map(|l| l.moves[0]).collect();
        for (i, line) in three.lines.iter().enumerate() {
            replay(&g, &line.moves);
            assert!((0.0..=1.0).contains(&line.win_rate));
            assert!(!firsts[..i].contains(&line.moves[0]), "{firsts:?} repeat");
        }
        if let Some(proved) = &three.proved {
            let after = replay(&g, &proved.line);
            let winner = g
                .to_move()
                .map(|me| if proved.win { me } else { me.opponent() });
            assert_eq!(after.winner(), winner, "{rule:?} {size}: {proved:?}");
        }
        // One line asked for: the same steps as `think`, so the same move on the same budget.
        let (one, _) = analyse(&g, asked(3_000, 1));
        let thought = GomokuEngine::new()
            .think(&g, asked(3_000, 1).budget, &NoClock, &|| false)
            .unwrap();
        assert_eq!(one.lines[0].moves[0], thought.best, "{rule:?} {size}");
    }
}

#[test]
fn a_victory_by_continuous_fours_is_proved_and_its_line_wins() {
    let puzzles = deep_vcf(800, 0x2545_f491_4f6c_dd1d, 6);
    assert!(
        !puzzles.is_empty(),
        "no VCF of four moves or more turned up"
    );
    for puzzle in puzzles.iter().take(6) {
        let g = &puzzle.position;
        let (a, _) = analyse(g, asked(50_000, 3));
        let proved = a.proved.as_ref().expect("the VCF is found");
        assert!(proved.win);
        assert_eq!(proved.line.len() as u32, 2 * proved.moves - 1);
        assert_eq!(a.lines[0].moves, proved.line, "the win is the first line");
        let after = replay(g, &proved.line);
        assert_eq!(after.winner(), Some(puzzle.attacker));
        // The rules' own search, written apart from the engine, agrees there is one.
        assert!(search_vcf(g, puzzle.attacker, proved.moves as usize, 200_000).is_some());
        // Replayed against every defence near the stones, the attacker still wins in time.
        assert!(wins_against_all(
            g,
            puzzle.attacker,
            proved.moves.max(puzzle.moves),
            2
        ));
    }
}

#[test]
fn snapshots_deepen_and_count_more_nodes() {
    let mut g = Gomoku::with(20, Rule::Renju);
    for c in [(10, 10), (11, 10), (10, 11), (9, 9)] {
        g.play(&Cell::new(c.0, c.1));
    }
    let (last, seen) = analyse(&g, asked(40_000, 3));
    assert!(seen.len() >= 3, "{} snapshots", seen.len());
    assert_eq!(seen.last(), Some(&last), "the last snapshot is the result");
    for pair in seen.windows(2) {
        assert!(pair[1].nodes >= pair[0].nodes);
        assert!(pair[1].depth >= pair[0].depth);
    }
    assert!(last.depth > seen[0].depth.max(1), "depth {}", last.depth);
    assert!(last.nodes > seen[0].nodes);
    assert_eq!(last.lines.len(), 3);
    assert!(last.lines[0].moves.len() > 1, "a line, not a move");
}

#[test]
fn two_fives_to_block_are_a_proved_loss() {
    let mut g = Gomoku::new();
    // Black's open four on row 7, White's stones elsewhere; White to move.
    for (b, w) in [
        ((5, 7), (0, 0)),
        ((6, 7), (0, 2)),
        ((7, 7), (0, 4)),
        ((8, 7), (14, 14)),
    ] {
        g.play(&Cell::new(b.0, b.1));
        g.play(&Cell::new(w.0, w.1));
    }
    g.play(&Cell::new(2, 12));
    let (a, _) = analyse(&g, asked(5_000, 3));
    let proved = a.proved.expect("lost");
    assert!(!proved.win);
    assert_eq!(proved.moves, 1);
    assert_eq!(replay(&g, &proved.line).winner(), Some(Player::First));
}

/// A clock that moves on a tenth of a millisecond each time it is read.
struct Ticking(std::cell::Cell<f64>);

impl Clock for Ticking {
    fn elapsed_ms(&self) -> f64 {
        self.0.set(self.0.get() + 0.1);
        self.0.get()
    }
}

#[test]
fn between_snapshots_of_lines_the_nodes_keep_coming() {
    let mut g = Gomoku::with(15, Rule::Standard);
    for c in [(7, 7), (8, 8), (7, 8), (6, 6)] {
        g.play(&Cell::new(c.0, c.1));
    }
    let asked = Asked {
        every_ms: 5.0,
        ..asked(40_000, 3)
    };
    let mut seen: Vec<Analysis<Cell>> = Vec::new();
    GomokuEngine::new()
        .analyse(
            &g,
            asked,
            &Ticking(Default::default()),
            &|| false,
            &mut |a| seen.push(a.clone()),
        )
        .expect("an ongoing game is analysed");
    assert!(seen.len() >= 10, "{} snapshots", seen.len());
    // Node counts alone move on within an iteration: the same lines, more nodes.
    let only_nodes = seen
        .windows(2)
        .filter(|w| w[0].lines == w[1].lines && w[0].depth == w[1].depth && w[1].nodes > w[0].nodes)
        .count();
    assert!(only_nodes >= 3, "{only_nodes} node-only updates");
    assert!(seen.windows(2).all(|w| w[1].nodes >= w[0].nodes));
}
