//! Forced-win puzzles built by exhaustive search (no engine code) and solved by the engine:
//! the threat search finds every shortest win, announces none shorter than the exhaustive
//! search allows, and finds none where there is no win within three moves; the whole player
//! finds a win in every puzzle within its budget. `GOMOKU_PUZZLE_TRIES` sets how many random
//! positions are tried (60 by default).

use arbiter::engine::gomoku::puzzles::{build, deep_vcf, window, wins_within};
use arbiter::engine::gomoku::{threat_search, Board, Depth, GomokuEngine, Meter};
use arbiter::engine::{Budget, Engine, NoClock};
use arbiter::gomoku::{Cell, Gomoku};
use arbiter::Player;

fn stone(p: Player) -> u8 {
    if p == Player::First {
        1
    } else {
        2
    }
}

#[test]
fn the_engine_solves_every_puzzle_and_claims_no_false_wins() {
    let tries = std::env::var("GOMOKU_PUZZLE_TRIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    let (puzzles, positions) = build(tries, 0x9e37_79b9_7f4a_7c15);
    assert!(
        puzzles.iter().any(|p| p.moves == 3),
        "no win in 3 among {tries} tries"
    );
    assert!(puzzles.iter().any(|p| p.moves == 2), "no win in 2");
    for puzzle in &puzzles {
        let mut board = Board::from_game(&puzzle.position);
        let depth = Depth {
            moves: puzzle.moves,
            threes: puzzle.moves,
        };
        let win = threat_search(
            &mut board,
            stone(puzzle.attacker),
            depth,
            &mut Meter::unlimited(),
        );
        let win = win.unwrap_or_else(|| panic!("no win in {} found: {:?}", puzzle.moves, puzzle));
        assert_eq!(win.moves, puzzle.moves, "{puzzle:?}");
        let budget = Budget {
            playouts: Some(50_000),
            millis: None,
        };
        let thought = GomokuEngine::new()
            .think(&puzzle.position, budget, &NoClock, &|| false)
            .unwrap();
        let found = thought
            .win_in
            .unwrap_or_else(|| panic!("the player missed {puzzle:?}"));
        assert!(
            found >= puzzle.moves,
            "claims {found} < {} in {puzzle:?}",
            puzzle.moves
        );
    }
    for (position, moves) in positions.iter().filter(|(_, m)| m.is_none()) {
        let mover = position.to_move().unwrap();
        let mut board = Board::from_game(position);
        let depth = Depth {
            moves: 3,
            threes: 3,
        };
        let Some(win) = threat_search(&mut board, stone(mover), depth, &mut Meter::unlimited())
        else {
            continue;
        };
        // No win on the small board, yet one is claimed: it must use cells beyond it, and the
        // exhaustive search on a board that takes in the claimed line must confirm it.
        let line: Vec<Cell> = win.line.iter().map(|&p| board.cell(p)).collect();
        let wider = window_round(position, &line);
        assert!(
            wins_within(position, mover, 3, &wider),
            "a win in 3 the exhaustive search denies ({moves:?}): {line:?} in {position:?}"
        );
    }
}

/// The small board round the stones and `extra` cells (their bounding box and one line more).
fn window_round(g: &Gomoku, extra: &[Cell]) -> Vec<Cell> {
    let mut marked = g.clone();
    for &c in extra {
        if marked.at(c).is_none() {
            marked.place(c, Player::Second).unwrap();
        }
    }
    window(&marked)
}

#[test]
fn the_engine_finds_every_deep_vcf_the_rules_search_finds() {
    let puzzles = deep_vcf(3000, 0x2545_f491_4f6c_dd1d, 6);
    assert!(
        !puzzles.is_empty(),
        "no VCF of four moves or more turned up"
    );
    for puzzle in &puzzles {
        let budget = Budget {
            playouts: Some(50_000),
            millis: None,
        };
        let thought = GomokuEngine::new()
            .think(&puzzle.position, budget, &NoClock, &|| false)
            .unwrap();
        assert!(thought.win_in.is_some(), "the player missed {puzzle:?}");
    }
}
