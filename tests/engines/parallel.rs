//! Root-parallel search: the threads' root statistics add up, the merged move is legal, and
//! the merged search finds the forced wins one thread finds.

use arbiter::engine::mcts::{Config, HavannahEngine, ParallelEngine};
use arbiter::engine::{merge, Budget, Engine, NoClock, Proof, Proved, Thought};
use arbiter::havannah::{Cell, Havannah, HavannahMove, Mode};
use arbiter::rng::Rng;
use arbiter::{Game, Outcome};

fn thought(best: &str, root: &[(&str, u32, f32)]) -> Thought<String> {
    Thought {
        best: best.into(),
        win_rate: 0.5,
        line: vec![best.into()],
        win_in: None,
        playouts: root.iter().map(|r| u64::from(r.1)).sum(),
        proof: None,
        root: root.iter().map(|&(m, v, w)| (m.into(), v, w)).collect(),
    }
}

#[test]
fn merge_adds_visits_up_and_keeps_proofs() {
    let a = thought("x", &[("x", 60, 30.0), ("y", 50, 40.0)]);
    let b = thought("y", &[("x", 10, 5.0), ("y", 40, 30.0)]);
    let merged = merge(&[a.clone(), b.clone()]).expect("a thought");
    assert_eq!(merged.best, "y");
    assert_eq!(merged.playouts, 160);
    assert!((merged.win_rate - 70.0 / 90.0).abs() < 1e-9);
    assert_eq!(merged.line, ["y"]);
    let mut proved = thought("z", &[]);
    proved.proof = Some(Proof {
        value: Proved::Win,
        positions: 9,
    });
    let merged = merge(&[a.clone(), proved, b.clone()]).expect("a thought");
    assert_eq!((merged.best.as_str(), merged.playouts), ("z", 160));
    let mut won = thought("w", &[("w", 1, 1.0)]);
    won.win_in = Some(2);
    assert_eq!(merge(&[a, won, b]).expect("a thought").best, "w");
    assert_eq!(merge::<String>(&[]), None);
}

/// A random official-rule side-5 game of `moves` moves, or None when it ended first.
fn random_game(rng: &mut Rng, moves: usize) -> Option<Havannah> {
    let mut game = Havannah::new(5, Mode::TwoPlayerOfficialRing).expect("side 5");
    let m = game.board().max_coord();
    let cells: Vec<Cell> = (1..=m)
        .flat_map(|x| (1..=m).map(move |y| Cell::new(x, y)))
        .filter(|&c| game.board().contains(c))
        .collect();
    for _ in 0..moves {
        if game.outcome().is_over() {
            return None;
        }
        let free: Vec<Cell> = cells
            .iter()
            .copied()
            .filter(|&c| game.stone_at(c).is_none())
            .collect();
        let cell = free[rng.below(free.len())];
        game.try_play(&HavannahMove::Place(cell)).ok()?;
    }
    (!game.outcome().is_over()).then_some(game)
}

#[test]
fn two_threads_play_legal_moves_and_find_the_wins_one_finds() {
    let mut rng = Rng(0x5eed_0002);
    let budget = Budget {
        playouts: Some(3_000),
        millis: None,
    };
    let (mut positions, mut wins) = (0, 0);
    while positions < 24 {
        let Some(game) = random_game(&mut rng, 34) else {
            continue;
        };
        positions += 1;
        let mut one = HavannahEngine::with_config(Config::mcts(), 1);
        let single = one
            .think(&game, budget, &NoClock, &|| false)
            .expect("a move");
        let mut two = ParallelEngine::<Havannah>::new(2);
        let merged = two
            .think(&game, budget, &NoClock, &|| false)
            .expect("a move");
        let mut next = game.clone();
        assert!(
            next.try_play(&merged.best).is_ok(),
            "{:?} is legal",
            merged.best
        );
        // A proved thought is taken as it is: the solver's proof counts no playouts.
        if merged.proof.is_none() && merged.win_in.is_none() {
            assert!(
                merged.playouts >= single.playouts,
                "two threads search more: {single:?} {merged:?}"
            );
        }
        if single.win_in.is_some() {
            wins += 1;
            let proved =
                merged.win_in.is_some() || merged.proof.is_some_and(|p| p.value == Proved::Win);
            assert!(proved, "one thread proved a win; the merged search did not");
            // The merged move does win: a win in one ends the game, a longer one is proved.
            if merged.win_in == Some(1) {
                assert!(matches!(next.outcome(), Outcome::Won { .. }));
            }
        }
    }
    assert!(wins > 0, "some positions hold a forced win");
}
