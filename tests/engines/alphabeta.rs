//! Connect's alpha-beta (`AlphaBeta`): on small boards its value equals plain minimax over the
//! same candidates and judgement, and as a player it takes a win in one and stops the
//! opponent's, both found by the game's own rules.

use arbiter::connect::{self, Connect, Point};
use arbiter::engine::mcts::{AbConfig, AlphaBeta, AlphaBetaEngine, Judge};
use arbiter::engine::{Budget, Engine, NoClock};
use arbiter::game::Game;
use arbiter::rng::Rng;

use crate::knowledge::connect_pair;

#[test]
fn alpha_beta_equals_minimax_over_the_same_candidates() {
    let mut rng = Rng(0xab5e);
    let mut compared = 0;
    for round in 0..24 {
        let n = 6 + round % 3;
        let (_, pos) = connect_pair(&mut rng, n);
        let judge = if round % 2 == 0 {
            Judge::Two
        } else {
            Judge::Chain
        };
        let config = AbConfig {
            judge,
            wide: 6,
            narrow: 3,
        };
        let mut plain = AlphaBeta::new(config);
        let mut pruned = AlphaBeta::new(config);
        for depth in 1..=3 {
            let want = plain.minimax_value(&pos, depth);
            let got = pruned.search_depth(&pos, depth).expect("a move").value;
            assert_eq!(got, want, "N = {n}, depth {depth}, round {round}");
            compared += 1;
        }
    }
    assert_eq!(compared, 72);
}

/// The free points where a peg of the player to move wins at once, by the rules.
fn winning_points(game: &Connect) -> Vec<Point> {
    let n = game.n();
    (0..=n)
        .flat_map(|x| (0..=n).map(move |y| Point::new(x, y)))
        .filter(|&p| {
            let mut next = game.clone();
            next.try_play(&connect::Move::Place(p)).is_ok() && next.outcome().is_over()
        })
        .collect()
}

/// Whether, after `p`, the opponent has no win in one (by the rules).
fn stops_every_win(game: &Connect, p: Point) -> bool {
    let mut next = game.clone();
    next.try_play(&connect::Move::Place(p)).is_ok()
        && (next.outcome().is_over() || winning_points(&next).is_empty())
}

#[test]
fn the_player_takes_a_win_in_one_and_blocks_one() {
    let mut rng = Rng(0x0b10c);
    let (mut wins, mut blocks) = (0, 0);
    let budget = Budget {
        playouts: Some(400),
        millis: None,
    };
    for _ in 0..400 {
        if wins >= 6 && blocks >= 6 {
            break;
        }
        let (game, _) = connect_pair(&mut rng, 7);
        let mut engine = AlphaBetaEngine::new(AbConfig::new(Judge::Two));
        let own = winning_points(&game);
        let n = game.n();
        let free: Vec<Point> = (0..=n)
            .flat_map(|x| (0..=n).map(move |y| Point::new(x, y)))
            .filter(|&p| game.check(&connect::Move::Place(p)).is_ok())
            .collect();
        let safe: Vec<Point> = free
            .iter()
            .copied()
            .filter(|&p| stops_every_win(&game, p))
            .collect();
        // A win to take, or a threat to stop: some moves lose at once, some do not.
        let threatened = own.is_empty() && !safe.is_empty() && safe.len() < free.len();
        if own.is_empty() && !threatened {
            continue;
        }
        let thought = engine
            .think(&game, budget, &NoClock, &|| false)
            .expect("a move");
        let connect::Move::Place(p) = thought.best else {
            panic!("no swap without the pie rule");
        };
        if own.is_empty() {
            assert!(safe.contains(&p), "{p:?} leaves a win in one: {safe:?}");
            blocks += 1;
        } else {
            assert!(own.contains(&p), "{p:?} misses the win at {own:?}");
            wins += 1;
        }
    }
    assert!(wins >= 6 && blocks >= 6, "{wins} wins, {blocks} blocks");
}
