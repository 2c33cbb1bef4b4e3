//! The search's internal boards agree with the games, and the players never play an illegal
//! move, never miss a win in one and never miss a forced block, over random positions.

use arbiter::connect::{self, Connect, Point};
use arbiter::engine::mcts::{
    Config, ConnectEngine, ConnectPosition, HavannahEngine, HavannahPosition, Position, Search,
    Status,
};
use arbiter::engine::{Budget, Engine, NoClock};
use arbiter::havannah::{Cell, Havannah, HavannahMove, Mode};
use arbiter::rng::Rng;
use arbiter::{Game, Outcome};

fn status_of(outcome: Outcome) -> Status {
    match outcome {
        Outcome::Won { winner } => Status::Won(winner as u8),
        Outcome::Drawn => Status::Drawn,
        Outcome::Ongoing { .. } => Status::Ongoing,
    }
}

fn havannah_moves(game: &Havannah) -> Vec<HavannahMove> {
    let board = game.board();
    let m = board.max_coord();
    let mut moves: Vec<HavannahMove> = (1..=m)
        .flat_map(|x| (1..=m).map(move |y| Cell::new(x, y)))
        .filter(|&c| board.contains(c) && game.stone_at(c).is_none())
        .map(HavannahMove::Place)
        .collect();
    if game.can_swap() {
        moves.push(HavannahMove::Swap);
    }
    moves
}

fn connect_moves(game: &Connect) -> Vec<connect::Move> {
    let n = game.n();
    let mut moves: Vec<connect::Move> = (0..=n)
        .flat_map(|x| (0..=n).map(move |y| Point::new(x, y)))
        .map(connect::Move::Place)
        .filter(|mv| game.check(mv).is_ok())
        .collect();
    if game.swap_available() {
        moves.push(connect::Move::Swap);
    }
    moves
}

/// Whether `mv` wins at once for the player to move.
fn wins<G: Game + Clone>(game: &G, mv: &G::Move) -> bool {
    let mover = match game.outcome() {
        Outcome::Ongoing { to_move } => to_move,
        _ => return false,
    };
    let mut next = game.clone();
    next.try_play(mv).is_ok() && next.outcome() == Outcome::Won { winner: mover }
}

/// Checks the property on one position: the move is legal; a win in one is taken when there
/// is one; otherwise, when some move leaves the opponent no win in one, the move does.
fn check_move<G: Game + Clone>(game: &G, mv: &G::Move, moves: &[G::Move], what: &str)
where
    G::Move: std::fmt::Debug + PartialEq,
{
    assert!(moves.contains(mv), "{what}: illegal move {mv:?}");
    if moves.iter().any(|m| wins(game, m)) {
        assert!(wins(game, mv), "{what}: missed a win in one, played {mv:?}");
    }
}

fn random_havannah(rng: &mut Rng, side: u32, mode: Mode, swap: bool) -> Havannah {
    let mut game = Havannah::new(side, mode).unwrap().with_swap_rule(swap);
    let plies = rng.below(game.board().cell_count() as usize);
    for _ in 0..plies {
        let moves = havannah_moves(&game);
        let mv = moves[rng.below(moves.len())];
        let mut next = game.clone();
        next.try_play(&mv).unwrap();
        if next.outcome().is_over() {
            break;
        }
        game = next;
    }
    game
}

#[test]
fn hex_position_judges_as_havannah_does() {
    let mut rng = Rng(0x5eed_1234);
    for round in 0..300 {
        let side = 3 + (round % 4) as u32;
        let mode = if round % 2 == 0 {
            Mode::TwoPlayerContestRing
        } else {
            Mode::TwoPlayerOfficialRing
        };
        let swap = round % 3 == 0;
        let mut game = Havannah::new(side, mode).unwrap().with_swap_rule(swap);
        let mut pos = HavannahPosition::new(side, mode, swap).unwrap();
        while !game.outcome().is_over() {
            let moves = havannah_moves(&game);
            // Every cell's "would win" agrees with playing it on the game.
            for mv in &moves {
                if let HavannahMove::Place(cell) = mv {
                    let id = pos.id(*cell).unwrap();
                    let mover = pos.to_move();
                    assert_eq!(pos.wins(id, mover), wins(&game, mv), "round {round} {mv}");
                }
            }
            let mv = moves[rng.below(moves.len())];
            let id = match mv {
                HavannahMove::Place(cell) => pos.id(cell).unwrap(),
                HavannahMove::Swap => pos.swap_id(),
            };
            assert!(pos.is_legal(id, pos.to_move()));
            game.try_play(&mv).unwrap();
            pos.play(id);
            assert_eq!(
                pos.status(),
                status_of(game.outcome()),
                "round {round} after {mv}"
            );
        }
    }
}

/// The playouts' win and block check as the trait spells it: the hot group's free
/// neighbours, in order, the first one `taker` may take where `player` would win.
fn win_near_by_list(pos: &mut HavannahPosition, mv: u16, player: u8, taker: u8) -> Option<u16> {
    if !pos.hot(mv) {
        return None;
    }
    let mut near = Vec::new();
    pos.near(mv, &mut near);
    near.into_iter()
        .find(|&c| pos.is_legal(c, taker) && pos.wins(c, player))
}

#[test]
fn hex_position_win_near_matches_the_listed_check() {
    let mut rng = Rng(0x5eed_7777);
    let mut found = 0;
    for round in 0..200 {
        let side = 3 + (round % 6) as u32;
        let mode = if round % 2 == 0 {
            Mode::TwoPlayerContestRing
        } else {
            Mode::TwoPlayerOfficialRing
        };
        let swap = round % 3 == 0;
        let mut pos = HavannahPosition::new(side, mode, swap).unwrap();
        let mut played = vec![pos.swap_id()];
        let mut moves = Vec::new();
        while pos.status() == Status::Ongoing {
            for &mv in played.iter().rev().take(2) {
                for player in 0..2 {
                    let taker = pos.to_move();
                    let listed = win_near_by_list(&mut pos, mv, player, taker);
                    let mut scratch = Vec::new();
                    assert_eq!(
                        pos.win_near(mv, player, taker, &mut scratch),
                        listed,
                        "round {round} after {mv}"
                    );
                    found += usize::from(listed.is_some());
                }
            }
            pos.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            pos.play(mv);
            played.push(mv);
        }
    }
    // The check finds wins, not only their absence.
    assert!(found > 100, "{found} wins found");
}

#[test]
fn twixt_position_judges_as_connect_does() {
    let mut rng = Rng(0x5eed_4321);
    for round in 0..150 {
        let n = 4 + round % 5;
        let pie = round % 2 == 0;
        let mut game = if pie {
            Connect::with_pie_rule(n).unwrap()
        } else {
            Connect::new(n).unwrap()
        };
        let mut pos = ConnectPosition::new(n, pie).unwrap();
        while !game.outcome().is_over() {
            let moves = connect_moves(&game);
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            assert_eq!(legal.len(), moves.len(), "round {round}");
            for mv in &moves {
                if let connect::Move::Place(p) = mv {
                    let id = pos.id(*p).unwrap();
                    let mover = pos.to_move();
                    assert_eq!(pos.wins(id, mover), wins(&game, mv), "round {round} {mv}");
                }
            }
            let mv = moves[rng.below(moves.len())];
            let id = match mv {
                connect::Move::Place(p) => pos.id(p).unwrap(),
                connect::Move::Swap => pos.swap_id(),
            };
            game.try_play(&mv).unwrap();
            pos.play(id);
            assert_eq!(
                pos.status(),
                status_of(game.outcome()),
                "round {round} after {mv}"
            );
        }
    }
}

/// A move that leaves the opponent no win in one, if any exists: the forced blocks.
fn blocks<G: Game + Clone>(
    game: &G,
    moves: &[G::Move],
    all: impl Fn(&G) -> Vec<G::Move>,
) -> Vec<G::Move>
where
    G::Move: Clone,
{
    moves
        .iter()
        .filter(|m| {
            let mut next = game.clone();
            next.try_play(m).unwrap();
            next.outcome().is_over() || !all(&next).iter().any(|o| wins(&next, o))
        })
        .cloned()
        .collect()
}

/// Whether the opponent of the player to move has a win in one (were it their turn), found
/// by letting each of the mover's moves be played and checking the opponent's replies.
fn threatened<G: Game + Clone>(
    game: &G,
    moves: &[G::Move],
    all: impl Fn(&G) -> Vec<G::Move>,
) -> bool {
    moves.iter().any(|m| {
        let mut next = game.clone();
        next.try_play(m).unwrap();
        !next.outcome().is_over() && all(&next).iter().any(|o| wins(&next, o))
    })
}

fn budget(playouts: u64) -> Budget {
    Budget {
        playouts: Some(playouts),
        millis: None,
    }
}

#[test]
fn havannah_players_take_wins_and_block() {
    let mut rng = Rng(0xabc_def1);
    let configs = [Config::mcts(), Config::plain_uct()];
    let mut forced = 0;
    for round in 0..160 {
        let mode = if round % 2 == 0 {
            Mode::TwoPlayerContestRing
        } else {
            Mode::TwoPlayerOfficialRing
        };
        let game = random_havannah(&mut rng, 4, mode, round % 5 == 0);
        if game.outcome().is_over() {
            continue;
        }
        let moves = havannah_moves(&game);
        let mut engine = HavannahEngine::with_config(configs[0], round as u64 + 1);
        let thought = engine
            .think(&game, budget(30), &NoClock, &|| false)
            .unwrap();
        let mv = thought.best;
        check_move(&game, &mv, &moves, &format!("round {round}"));
        if moves.iter().any(|m| wins(&game, m)) {
            assert_eq!(thought.win_in, Some(1), "round {round}");
            continue;
        }
        if threatened(&game, &moves, havannah_moves) {
            let safe = blocks(&game, &moves, havannah_moves);
            if !safe.is_empty() {
                forced += 1;
                assert!(
                    safe.contains(&mv),
                    "round {round}: missed the block, played {mv}"
                );
            }
        }
        // The baseline never plays an illegal move either.
        let mut plain = HavannahEngine::with_config(configs[1], 7);
        let mv = plain
            .think(&game, budget(30), &NoClock, &|| false)
            .unwrap()
            .best;
        assert!(moves.contains(&mv), "round {round}: baseline played {mv}");
    }
    assert!(
        forced >= 5,
        "too few positions with a forced block: {forced}"
    );
}

#[test]
fn connect_players_take_wins_and_block() {
    let mut rng = Rng(0x1357_9bdf);
    let (mut forced, mut checked) = (0, 0);
    for round in 0..40u64 {
        // Along a random game, every position where the opponent threatens, and a few others.
        let n = 5 + (round % 2) as i32;
        let mut game = if round % 4 == 0 {
            Connect::with_pie_rule(n).unwrap()
        } else {
            Connect::new(n).unwrap()
        };
        while !game.outcome().is_over() {
            let moves = connect_moves(&game);
            let threat = threatened(&game, &moves, connect_moves);
            if threat || rng.below(8) == 0 {
                checked += 1;
                let mut engine = ConnectEngine::with_config(Config::mcts(), round + 1);
                let mv = engine
                    .think(&game, budget(30), &NoClock, &|| false)
                    .unwrap()
                    .best;
                check_move(&game, &mv, &moves, &format!("round {round}"));
                if threat && !moves.iter().any(|m| wins(&game, m)) {
                    let safe = blocks(&game, &moves, connect_moves);
                    if !safe.is_empty() {
                        forced += 1;
                        assert!(
                            safe.contains(&mv),
                            "round {round}: missed the block, played {mv}"
                        );
                    }
                }
                let mut plain = ConnectEngine::with_config(Config::plain_uct(), 7);
                let mv = plain
                    .think(&game, budget(30), &NoClock, &|| false)
                    .unwrap()
                    .best;
                assert!(moves.contains(&mv), "round {round}: baseline played {mv}");
            }
            game.try_play(&moves[rng.below(moves.len())]).unwrap();
        }
    }
    assert!(checked >= 100, "too few positions checked: {checked}");
    assert!(
        forced >= 10,
        "too few positions with a forced block: {forced}"
    );
}

#[test]
fn the_tree_is_kept_between_moves() {
    let game = Havannah::new(5, Mode::TwoPlayerOfficialRing).unwrap();
    let mut engine = HavannahEngine::new();
    let first = engine
        .think(&game, budget(2000), &NoClock, &|| false)
        .unwrap();
    let mut next = game.clone();
    next.try_play(&first.best).unwrap();
    engine.played(&first.best);
    let reply = engine.think(&next, budget(1), &NoClock, &|| false).unwrap();
    // One playout this time, but the kept subtree already held the reply's statistics: the
    // line it expects runs deeper than one playout could have taken it.
    assert_eq!(reply.playouts, 1);
    assert!(reply.line.len() >= 3, "{:?}", reply.line);
    assert!(next.clone().try_play(&reply.best).is_ok());
    // A fresh engine, with the same single playout, sees no further than two moves.
    let fresh = HavannahEngine::new()
        .think(&next, budget(1), &NoClock, &|| false)
        .unwrap();
    assert!(fresh.line.len() <= 2, "{:?}", fresh.line);
}

#[test]
fn a_full_tree_is_pruned_and_keeps_its_root_statistics() {
    let mut game = Havannah::new(5, Mode::TwoPlayerOfficialRing).unwrap();
    let root = HavannahPosition::new(5, Mode::TwoPlayerOfficialRing, false).unwrap();
    let config = Config {
        max_nodes: 4_000,
        ..Config::mcts()
    };
    let mut search = Search::new(root, config, 3);
    // A full tree that only stopped growing would keep one size from search to search.
    let sizes: Vec<usize> = (0..3)
        .map(|_| {
            search.run(budget(3_000), &NoClock, &|| false).unwrap();
            search.tree_size()
        })
        .collect();
    assert!(sizes.windows(2).any(|w| w[0] != w[1]), "{sizes:?}");
    for _ in 0..6 {
        let Some(result) = search.run(budget(5_000), &NoClock, &|| false) else {
            break;
        };
        // Each search overflows the cap many times: pruning keeps it, and the root counts
        // every playout it ever ran.
        assert!(search.tree_size() <= 4_000, "{}", search.tree_size());
        assert!(search.root_visits() >= result.playouts as u32);
        let mv = HavannahMove::Place(search.position().cell(result.best));
        assert!(game.try_play(&mv).is_ok(), "{mv:?}");
        search.advance(result.best);
    }
}

/// Morat's final choice (`msrave -2`): the root's child with the most wins; the standard
/// choice takes the most visited. The two rarely differ (in about one search of thirty of
/// these greedy ones without RAVE and priors, from six stones on a side-5 board), so the
/// check runs many.
#[test]
fn the_move_played_is_the_most_visited_or_the_most_winning() {
    let mut differed = 0;
    for seed in 0..30 {
        let mut root = HavannahPosition::new(5, Mode::TwoPlayerOfficialRing, false).unwrap();
        let mut moves = Vec::new();
        for k in 0..6 {
            root.legal_moves(&mut moves);
            moves.sort();
            root.play(moves[(seed as usize * 7 + k * 13) % moves.len()]);
            moves.clear();
        }
        for by_wins in [false, true] {
            let config = Config {
                rave: false,
                prior_visits: 0,
                explore: 0.0,
                choose_by_wins: by_wins,
                ..Config::mcts()
            };
            let result = Search::new(root.clone(), config, seed)
                .run(budget(300), &NoClock, &|| false)
                .unwrap();
            let &(_, visits, wins) = result.root.iter().find(|r| r.0 == result.best).unwrap();
            let most_visits = result.root.iter().map(|r| r.1).max().unwrap();
            let most_wins = result.root.iter().map(|r| r.2).fold(0.0, f32::max);
            if by_wins {
                assert_eq!(wins, most_wins, "seed {seed}");
                differed += usize::from(visits < most_visits);
            } else {
                assert_eq!(visits, most_visits, "seed {seed}");
            }
        }
    }
    assert!(
        differed > 0,
        "the choice by wins never left the most visited move"
    );
}

/// The knowledge bonus (Morat's: a hundredth of a win a unit, fading with a move's playouts)
/// steers the first playouts from an empty board to the border, which is all Havannah's
/// knowledge marks there; without it the priors rate every empty cell alike.
#[test]
fn the_knowledge_bonus_draws_the_first_playouts_to_the_border() {
    let side = 6;
    let border_share = |bonus: f32| {
        let root = HavannahPosition::new(side, Mode::TwoPlayerOfficialRing, false).unwrap();
        let config = Config {
            explore: 0.0,
            know_bonus: bonus,
            ..Config::mcts()
        };
        let mut on_border = 0;
        for seed in 0..8 {
            let result = Search::new(root.clone(), config, seed)
                .run(budget(60), &NoClock, &|| false)
                .unwrap();
            let prior = config.prior_visits;
            for &(mv, visits, _) in &result.root {
                let cell = root.cell(mv);
                let board = arbiter::havannah::Board::new(side).unwrap();
                if visits > prior && (board.corner(cell).is_some() || board.edge(cell).is_some()) {
                    on_border += visits - prior;
                }
            }
        }
        on_border as f32 / (8 * 60) as f32
    };
    let (without, with) = (border_share(0.0), border_share(1.0));
    // 30 of the 91 cells are on the border.
    assert!(without < 0.6, "{without}");
    assert!(with > 0.9, "{with} (without: {without})");
}
