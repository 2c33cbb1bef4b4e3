//! The proof-number solver against an exhaustive search: on small boards and on positions
//! with few empty cells, every value it proves is the game's value, and the move it proves
//! with is legal and holds that value.

use arbiter::engine::mcts::{
    Config, ConnectPosition, HavannahEngine, HavannahPosition, Position, Rng, Search, Solved,
    Solver, Status,
};
use arbiter::engine::{Budget, Engine, NoClock, Proved};
use arbiter::havannah::{Havannah, Mode};
use arbiter::Game;

/// The value for the side to move by plain minimax over every move (no pruning but the
/// first win found): 1 a win, 0 a draw, -1 a loss.
fn minimax<P: Position>(pos: &P) -> i8 {
    let mut stack = vec![pos.clone()];
    value(&mut stack, 0)
}

/// Minimax at `depth` of `stack` (positions copied down, as the search's boards have no undo).
fn value<P: Position>(stack: &mut Vec<P>, depth: usize) -> i8 {
    let pos = &stack[depth];
    match pos.status() {
        Status::Won(p) if p == pos.to_move() => return 1,
        Status::Won(_) => return -1,
        Status::Drawn => return 0,
        Status::Ongoing => {}
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if moves.is_empty() {
        return 0;
    }
    if stack.len() == depth + 1 {
        stack.push(pos.clone());
    }
    let mut best = -1;
    for mv in moves {
        let (low, high) = stack.split_at_mut(depth + 1);
        high[0].copy_from(&low[depth]);
        high[0].play(mv);
        best = best.max(-value(stack, depth + 1));
        if best == 1 {
            break;
        }
    }
    best
}

/// Empty cells in the positions checked: small enough for plain minimax.
const EMPTY: usize = 8;

/// A random position from `fresh` with `empty` cells left for the side to move, nobody won
/// yet and no win in one for the side to move (those the solver sees at once); None when the
/// random game ended first.
fn random_position<P: Position>(fresh: &P, rng: &mut Rng, empty: usize) -> Option<P> {
    let mut pos = fresh.clone();
    let mut moves = Vec::new();
    loop {
        if pos.status() != Status::Ongoing {
            return None;
        }
        pos.legal_moves(&mut moves);
        if moves.len() <= empty {
            let me = pos.to_move();
            let quiet = !moves.iter().any(|&m| pos.wins(m, me));
            return quiet.then_some(pos);
        }
        let mv = pos.random_move(rng, pos.to_move())?;
        pos.play(mv);
    }
}

/// Solves `pos` with a generous budget and checks the answer against minimax: the value,
/// and that the proved move is legal and keeps it.
fn check<P: Position>(solver: &mut Solver<P>, pos: &P) -> Solved {
    let budget = Budget {
        playouts: Some(5_000_000),
        millis: None,
    };
    let solution = solver.solve(pos, budget, &NoClock, &|| false);
    let value = solution.value.expect("a small position is proved");
    let truth = minimax(pos);
    let mv = match value {
        Solved::Win(mv) => {
            assert_eq!(truth, 1, "proved a win in a position worth {truth}");
            Some((mv, -1))
        }
        Solved::Draw(mv) => {
            assert_eq!(truth, 0, "proved a draw in a position worth {truth}");
            Some((mv, 0))
        }
        Solved::Loss => {
            assert_eq!(truth, -1, "proved a loss in a position worth {truth}");
            None
        }
    };
    if let Some((mv, after)) = mv {
        assert!(
            pos.is_legal(mv, pos.to_move()),
            "the proved move {mv} is legal"
        );
        let mut next = pos.clone();
        next.play(mv);
        assert_eq!(
            minimax(&next),
            after,
            "the proved move {mv} keeps the value"
        );
    }
    assert!(solution.positions > 0);
    value
}

#[test]
fn havannah_values_match_an_exhaustive_search() {
    let mut rng = Rng::new(7);
    for mode in [Mode::TwoPlayerOfficialRing, Mode::TwoPlayerContestRing] {
        let fresh = HavannahPosition::new(4, mode, false).expect("side 4");
        let mut solver = Solver::new(16);
        let mut seen = [0; 3];
        let mut checked = 0;
        while checked < 12 {
            let Some(pos) = random_position(&fresh, &mut rng, EMPTY) else {
                continue;
            };
            match check(&mut solver, &pos) {
                Solved::Win(_) => seen[0] += 1,
                Solved::Draw(_) => seen[1] += 1,
                Solved::Loss => seen[2] += 1,
            }
            checked += 1;
        }
        assert!(
            seen[0] > 0 && seen[2] > 0,
            "wins and losses both met: {seen:?}"
        );
    }
}

#[test]
fn connect_values_match_an_exhaustive_search() {
    let mut rng = Rng::new(11);
    let fresh = ConnectPosition::new(5, false).expect("N = 5");
    let mut solver = Solver::new(16);
    let mut seen = [0; 3];
    let mut checked = 0;
    // Fewer points than Havannah's cells: the opponent may use points the mover may not.
    while checked < 10 {
        let Some(pos) = random_position(&fresh, &mut rng, EMPTY - 2) else {
            continue;
        };
        match check(&mut solver, &pos) {
            Solved::Win(_) => seen[0] += 1,
            Solved::Draw(_) => seen[1] += 1,
            Solved::Loss => seen[2] += 1,
        }
        checked += 1;
    }
    assert!(
        seen.iter().filter(|&&n| n > 0).count() >= 2,
        "values met: {seen:?}"
    );
}

#[test]
fn havannah_side_3_is_a_first_player_win() {
    for mode in [Mode::TwoPlayerOfficialRing, Mode::TwoPlayerContestRing] {
        let fresh = HavannahPosition::new(3, mode, false).expect("side 3");
        let mut solver = Solver::new(20);
        let budget = Budget {
            playouts: Some(20_000_000),
            millis: None,
        };
        let solution = solver.solve(&fresh, budget, &NoClock, &|| false);
        assert!(
            matches!(solution.value, Some(Solved::Win(_))),
            "{mode:?}: {solution:?}"
        );
    }
}

#[test]
fn connect_n_5_is_a_first_player_win() {
    let fresh = ConnectPosition::new(5, false).expect("N = 5");
    let mut solver = Solver::new(20);
    let budget = Budget {
        playouts: Some(20_000_000),
        millis: None,
    };
    let solution = solver.solve(&fresh, budget, &NoClock, &|| false);
    assert!(
        matches!(solution.value, Some(Solved::Win(_))),
        "{solution:?}"
    );
}

#[test]
fn the_engine_plays_the_proved_move_and_says_so() {
    let game = Havannah::new(3, Mode::TwoPlayerOfficialRing).expect("side 3");
    let mut engine = HavannahEngine::new();
    let budget = Budget {
        playouts: Some(1_000_000),
        millis: None,
    };
    let thought = engine
        .think(&game, budget, &NoClock, &|| false)
        .expect("a move");
    let proof = thought.proof.expect("side 3 is proved");
    assert_eq!(proof.value, Proved::Win);
    assert!(proof.positions > 0);
    assert!(
        game.clone().try_play(&thought.best).is_ok(),
        "{:?} is legal",
        thought.best
    );
    // The search alone does not say so: without the solver there is no proof.
    let mut plain = HavannahEngine::with_config(Config::mcts(), 1);
    let budget = Budget {
        playouts: Some(2_000),
        millis: None,
    };
    let thought = plain
        .think(&game, budget, &NoClock, &|| false)
        .expect("a move");
    assert_eq!(thought.proof, None);
}

#[test]
fn the_swap_is_solved_like_any_move() {
    // Side 2 (7 cells): small enough for minimax from the empty board, swap or not, and
    // from every first move.
    for mode in [Mode::TwoPlayerOfficialRing, Mode::TwoPlayerContestRing] {
        for swap in [false, true] {
            let fresh = HavannahPosition::new(2, mode, swap).expect("side 2");
            let mut solver = Solver::new(12);
            check(&mut solver, &fresh);
            let mut moves = Vec::new();
            fresh.legal_moves(&mut moves);
            for mv in moves {
                let mut after = fresh.clone();
                after.play(mv);
                check(&mut solver, &after);
            }
        }
    }
}

/// The first question alone ([`Solver::winning_move`]) against minimax: a move exactly when
/// the side to move wins, and that move wins.
#[test]
fn the_winning_move_is_found_exactly_where_the_side_to_move_wins() {
    let mut rng = Rng::new(11);
    let fresh = HavannahPosition::new(4, Mode::TwoPlayerOfficialRing, false).expect("side 4");
    let mut solver = Solver::new(16);
    let budget = Budget {
        playouts: Some(5_000_000),
        millis: None,
    };
    let (mut wins, mut others) = (0, 0);
    while wins + others < 40 {
        let Some(pos) = random_position(&fresh, &mut rng, EMPTY) else {
            continue;
        };
        let found = solver.winning_move(&pos, budget, &NoClock, &|| false);
        let truth = minimax(&pos);
        assert_eq!(
            found.is_some(),
            truth == 1,
            "a move found where minimax says {truth}"
        );
        if let Some(mv) = found {
            let mut next = pos.clone();
            next.play(mv);
            assert_eq!(minimax(&next), -1, "the move found wins");
            wins += 1;
        } else {
            others += 1;
        }
    }
    assert!(wins > 0 && others > 0, "{wins} wins, {others} others");
}

/// The tree search with the solver at its root ([`Config::root_solve`]) against minimax, on
/// side-4 positions with eight empty cells: every move it proves lost is lost, it plays a
/// win wherever there is one, and where the side to move does not win it keeps a move that
/// does not lose when the plain search (the same seed, 10 playouts) plays one.
#[test]
fn the_root_solver_plays_wins_and_drops_only_lost_moves() {
    let mut rng = Rng::new(13);
    let fresh = HavannahPosition::new(4, Mode::TwoPlayerOfficialRing, false).expect("side 4");
    let budget = Budget {
        playouts: Some(10),
        millis: None,
    };
    let (mut won, mut others) = (0, 0);
    let mut seed = 0;
    while seed < 120 {
        let Some(pos) = random_position(&fresh, &mut rng, EMPTY) else {
            continue;
        };
        seed += 1;
        let run = |root_solve| {
            let config = Config {
                root_solve,
                ..Config::mcts()
            };
            Search::new(pos.clone(), config, seed)
                .run(budget, &NoClock, &|| false)
                .unwrap()
        };
        let (plain, solved) = (run(0), run(1_000_000));
        // The value after `mv` for the opponent: 1 when `mv` loses, -1 when it wins.
        let after = |mv: u16| {
            let mut next = pos.clone();
            next.play(mv);
            minimax(&next)
        };
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        for &mv in &moves {
            if !solved.root.iter().any(|r| r.0 == mv) && solved.best != mv {
                assert_eq!(after(mv), 1, "a move proved lost is lost");
            }
        }
        if minimax(&pos) == 1 {
            assert_eq!(after(solved.best), -1, "a win is played");
            won += 1;
        } else {
            if after(plain.best) != 1 {
                assert!(after(solved.best) != 1, "a move that does not lose is kept");
            }
            others += 1;
        }
    }
    assert!(won >= 5 && others >= 5, "{won} won, {others} others");
}
