//! The boards of Havannah, Connect and Gomoku think: the engine's move comes back in the move list's
//! notation and plays on the board, game after game, until someone wins.
use crate::common::board::start;
use arbiter::engine::{Clock, Level, NoClock};
use arbiter::view::Board;

/// Lets the computer play both sides to the end: every move it names is legal and reads back
/// in the move list exactly as it was named.
fn self_play(board: &mut dyn Board, limit: usize) -> usize {
    let mut plies = 0;
    while let Some(thought) = board.think(Level::Beginner, &NoClock, &|| false) {
        assert!((0.0..=1.0).contains(&thought.win_rate), "{thought:?}");
        assert_eq!(thought.line.first(), Some(&thought.best));
        board
            .play(&thought.best)
            .unwrap_or_else(|e| panic!("{}: {e}", thought.best));
        let ply = board.ply();
        assert_eq!(
            board.moves(ply - 1, ply),
            std::slice::from_ref(&thought.best)
        );
        plies += 1;
        assert!(plies <= limit, "the game did not end");
    }
    plies
}

#[test]
fn havannah_board_thinks_in_its_notation() {
    for (mode, swap) in [("contest", "on"), ("official", "off")] {
        let mut board = start("havannah", &[("side", "4"), ("mode", mode), ("swap", swap)]);
        board.play("(4, 4)").unwrap();
        let plies = self_play(&mut *board, 37);
        assert!(plies > 0);
        assert_ne!(board.report().verdict, "none so far", "{mode}");
    }
}

#[test]
fn havannah_replay_has_no_engine() {
    let mut board = start("havannah", &[("side", "4"), ("mode", "single")]);
    assert!(board.think(Level::Beginner, &NoClock, &|| false).is_none());
}

#[test]
fn connect_board_thinks_in_its_notation() {
    for pie in ["off", "on"] {
        let mut board = start("connect", &[("n", "6"), ("pie", pie)]);
        let plies = self_play(&mut *board, 49);
        assert!(plies > 0, "pie {pie}");
    }
}

/// A clock that moves a millisecond each time it is read.
struct Ticking(std::cell::Cell<f64>);

impl Clock for Ticking {
    fn elapsed_ms(&self) -> f64 {
        self.0.set(self.0.get() + 1.0);
        self.0.get()
    }
}

#[test]
fn a_gomoku_board_thinks_within_the_gomoku_levels_node_caps() {
    // The shared club budget, a second, runs past 10,000 nodes on this clock.
    let mut board = start("gomoku", &[]);
    board.play("(7, 7)").unwrap();
    let clock = Ticking(std::cell::Cell::new(0.0));
    let thought = board.think(Level::Club, &clock, &|| false).unwrap();
    assert!(thought.playouts <= 4_000, "{thought:?}");
    board.play(&thought.best).unwrap();
}

#[test]
fn a_gomoku_board_reseeded_picks_other_near_equal_moves_and_the_same_seed_repeats() {
    let mut board = start("gomoku", &[]);
    for mv in ["(7, 7)", "(8, 8)", "(8, 6)"] {
        board.play(mv).unwrap();
    }
    let mut think = |seed| {
        board.reseed_engine(seed);
        board
            .think(Level::Beginner, &NoClock, &|| false)
            .unwrap()
            .best
    };
    let picks: Vec<String> = (1..=8).map(&mut think).collect();
    assert!(picks.iter().any(|p| *p != picks[0]), "{picks:?}");
    assert_eq!(think(3), picks[2]);
}

#[test]
fn a_stopped_search_still_answers() {
    let mut board = start("connect", &[("n", "24")]);
    let thought = board
        .think(Level::Club, &NoClock, &|| true)
        .expect("a move even when stopped at once");
    assert_eq!(thought.playouts, 0);
    board.play(&thought.best).unwrap();
}
