//! Double threats: a move after which the mover wins on two cells, so the opponent, with no
//! win of its own, cannot stop both. The search's check ([`Position::double_threat`] and
//! [`Config::threat_check`]) against a brute force over every reply with the rules' own win
//! check, on random official-rule positions of sides 5 and 6.

use arbiter::engine::mcts::{Config, HavannahPosition, Position, Search};
use arbiter::engine::{Budget, NoClock};
use arbiter::havannah::{Cell, Havannah, HavannahMove, Mode};
use arbiter::rng::Rng;
use arbiter::{Game, Outcome};

/// The empty cells of `game`, as moves.
fn places(game: &Havannah) -> Vec<HavannahMove> {
    let board = game.board();
    let m = board.max_coord();
    (1..=m)
        .flat_map(|x| (1..=m).map(move |y| Cell::new(x, y)))
        .filter(|&c| board.contains(c) && game.stone_at(c).is_none())
        .map(HavannahMove::Place)
        .collect()
}

/// `game` after `mv`.
fn after(game: &Havannah, mv: &HavannahMove) -> Havannah {
    let mut next = game.clone();
    next.try_play(mv).unwrap();
    next
}

/// Whether the player to move wins at once somewhere.
fn wins_in_one(game: &Havannah) -> bool {
    let Outcome::Ongoing { to_move } = game.outcome() else {
        return false;
    };
    places(game)
        .iter()
        .any(|m| after(game, m).outcome() == Outcome::Won { winner: to_move })
}

/// Whether the player to move wins within three plies by the rules: a move that does not
/// end the game after which every reply either loses at once or leaves a win in one. (The
/// win in one itself is not asked: the positions tested have none.)
fn wins_in_three(game: &Havannah) -> Option<Vec<HavannahMove>> {
    let winning: Vec<HavannahMove> = places(game)
        .into_iter()
        .filter(|m| {
            let next = after(game, m);
            !next.outcome().is_over()
                && places(&next).iter().all(|r| {
                    let reply = after(&next, r);
                    // A reply that ends the game wins it, or draws it, for the opponent.
                    matches!(reply.outcome(), Outcome::Ongoing { .. }) && wins_in_one(&reply)
                })
        })
        .collect();
    (!winning.is_empty()).then_some(winning)
}

/// The search's id of the place `mv`.
fn id_of(pos: &HavannahPosition, mv: &HavannahMove) -> u16 {
    match mv {
        HavannahMove::Place(cell) => pos.id(*cell).unwrap(),
        HavannahMove::Swap => pos.swap_id(),
    }
}

/// The search's board for `game`.
fn position(game: &Havannah) -> HavannahPosition {
    let side = game.board().side();
    let mut pos = HavannahPosition::new(side, Mode::TwoPlayerOfficialRing, false).unwrap();
    for stone in game.stones() {
        pos.play(pos.id(stone.cell).unwrap());
    }
    pos
}

/// Random official-rule games of sides 5 and 6 stopped at a random ply where neither player
/// wins in one: the positions both tests read.
fn quiet_positions(seed: u64, count: usize) -> Vec<Havannah> {
    let mut rng = Rng(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let side = 5 + rng.below(2) as u32;
        let mut game = Havannah::new(side, Mode::TwoPlayerOfficialRing).unwrap();
        let plies = 8 + rng.below(game.board().cell_count() as usize / 2);
        for _ in 0..plies {
            let moves = places(&game);
            let next = after(&game, &moves[rng.below(moves.len())]);
            if next.outcome().is_over() {
                break;
            }
            game = next;
        }
        // The opponent's win in one, seen from the mover's side.
        let mut pos = position(&game);
        let opponent = pos.to_move() ^ 1;
        let threatened = places(&game)
            .iter()
            .any(|m| pos.wins(id_of(&pos, m), opponent));
        if !game.outcome().is_over() && !wins_in_one(&game) && !threatened {
            found.push(game);
        }
    }
    found
}

/// The check finds a double threat exactly where the rules give the mover a win in three
/// plies, and the move it names is one of them; positions with a single threat only (a
/// move that wins on one cell, which the opponent takes) are not marked.
#[test]
fn the_double_threat_check_agrees_with_a_brute_force_over_the_replies() {
    let (mut doubles, mut singles) = (0, 0);
    for game in quiet_positions(0x7e47_0001, 200) {
        let mut pos = position(&game);
        let mut probe = pos.clone();
        let mover = pos.to_move();
        let found = pos.double_threat(mover, &mut probe);
        let expected = wins_in_three(&game);
        match (found, &expected) {
            (Some(id), Some(winning)) => {
                doubles += 1;
                let cell = pos.cell(id);
                assert!(
                    winning.contains(&HavannahMove::Place(cell)),
                    "{cell} is no win in three in {game:?}"
                );
            }
            (None, None) => {
                // A single threat: some move leaves the mover a win in one (on the search's
                // board, whose win check the rules' is matched against in `mcts.rs`).
                let single = places(&game).iter().any(|m| {
                    let mut next = position(&after(&game, m));
                    places(&after(&game, m))
                        .iter()
                        .any(|c| next.wins(id_of(&next, c), mover))
                });
                singles += usize::from(single);
            }
            _ => panic!("check {found:?}, brute force {expected:?}, in {game:?}"),
        }
    }
    assert!(
        doubles >= 10 && singles >= 10,
        "{doubles} double, {singles} single"
    );
}

/// In the tree: with every root move searched once and checked (in positions the search
/// does not prove won first), the root moves proved
/// lost are those the opponent answers with a win in one or a win in three by the rules,
/// and every move after which the opponent has a double threat (and faces no threat of
/// ours) is among them. Without the check those are left open.
#[test]
fn the_tree_proves_lost_the_moves_that_allow_a_double_threat() {
    let mut allowed = 0;
    for (k, game) in quiet_positions(0x7e47_0002, 40).into_iter().enumerate() {
        // A root the mover wins in three is proved at once, its other moves left unsearched.
        if wins_in_three(&game).is_some() {
            continue;
        }
        let root = position(&game);
        let moves = places(&game);
        let config = Config {
            prior_visits: 0,
            expand_after: 1,
            rave: false,
            explore: 1.0,
            threat_check: Some(0),
            ..Config::mcts()
        };
        let budget = Budget {
            playouts: Some(moves.len() as u64),
            millis: None,
        };
        let result = Search::new(root.clone(), config, k as u64 + 1)
            .run(budget, &NoClock, &|| false)
            .unwrap();
        // A root proved won (a threat, the forced block, a double threat) stops the search
        // before every move is tried.
        if result.win_in.is_some() {
            continue;
        }
        for m in &moves {
            let id = id_of(&root, m);
            let cell = root.cell(id);
            let open = result.root.iter().any(|r| r.0 == id);
            let next = after(&game, m);
            let lost = wins_in_one(&next) || wins_in_three(&next).is_some();
            // The check's case: no threat of ours to block, and a double threat of theirs.
            let mut pos = position(&next);
            let ours = places(&next)
                .iter()
                .any(|r| pos.wins(id_of(&pos, r), root.to_move()));
            if !open {
                assert!(lost, "{cell} proved lost in {game:?}");
            }
            if !wins_in_one(&next) && !ours && wins_in_three(&next).is_some() {
                allowed += 1;
                assert!(!open, "{cell} allows a double threat in {game:?}");
            }
        }
    }
    assert!(allowed >= 10, "{allowed} moves allowing a double threat");
}

/// Whether `mv` loses to a win in three of the opponent's by the rules: after it the
/// opponent, with no win in one, has a move after which every reply of ours loses at once or
/// leaves a win in one (two winning cells, or our one threat blocked by a stone that makes
/// two).
fn allows_win_in_three(game: &Havannah, mv: &HavannahMove) -> bool {
    let next = after(game, mv);
    !next.outcome().is_over() && !wins_in_one(&next) && wins_in_three(&next).is_some()
}

/// Root moves checked against [`allows_win_in_three`]: how many were refuted and how many not.
#[derive(Default)]
struct Tally {
    refuted: usize,
    open: usize,
}

impl Tally {
    /// Asserts that the root check refutes `m` exactly when the brute force says it allows a
    /// win in three, and counts it.
    fn check(
        &mut self,
        search: &mut Search<HavannahPosition>,
        root: &HavannahPosition,
        game: &Havannah,
        m: &HavannahMove,
    ) {
        let expected = allows_win_in_three(game, m);
        assert_eq!(
            search.refuted(id_of(root, m)),
            expected,
            "{m:?} in {game:?}"
        );
        if expected {
            self.refuted += 1;
        } else {
            self.open += 1;
        }
    }

    /// Both kinds were met often enough for the test to mean something.
    fn assert_at_least(&self, refuted: usize, open: usize) {
        assert!(
            self.refuted >= refuted && self.open >= open,
            "{} refuted, {} open",
            self.refuted,
            self.open
        );
    }
}

/// The root check ([`Search::refuted`]) refutes a root move exactly when the opponent answers
/// it with a win in three by a brute force over every reply and the rules' win check.
#[test]
fn the_root_check_refutes_exactly_the_moves_that_allow_a_win_in_three() {
    let mut tally = Tally::default();
    for (k, game) in quiet_positions(0x7e47_0003, 30).into_iter().enumerate() {
        let root = position(&game);
        let mut search = Search::new(root.clone(), Config::mcts(), k as u64 + 1);
        for m in places(&game) {
            tally.check(&mut search, &root, &game, &m);
        }
    }
    tally.assert_at_least(20, 200);
}

/// The same where the root move leaves us one win in one: the opponent's reply is forced to
/// its cell, and the move is refuted exactly when that block makes two winning cells.
#[test]
fn the_root_check_sees_a_forced_block_that_makes_a_double_threat() {
    let mut tally = Tally::default();
    for (k, game) in quiet_positions(0x7e47_0005, 400).into_iter().enumerate() {
        let root = position(&game);
        let mover = root.to_move();
        let mut search = Search::new(root.clone(), Config::mcts(), k as u64 + 1);
        for m in places(&game) {
            let next = after(&game, &m);
            if next.outcome().is_over() {
                continue;
            }
            let mut pos = position(&next);
            let ours = places(&next)
                .iter()
                .filter(|r| pos.wins(id_of(&pos, r), mover))
                .count();
            if ours != 1 {
                continue;
            }
            tally.check(&mut search, &root, &game, &m);
        }
    }
    tally.assert_at_least(1, 50);
}

/// With the root check the search plays a move the opponent cannot answer with a win in
/// three whenever the position has one; when the search's own choice is such a move, the
/// check leaves it alone (the same tree, the same move as without the check).
#[test]
fn the_root_check_plays_the_most_visited_move_that_is_not_refuted() {
    let (mut changed, mut kept) = (0, 0);
    for (k, game) in quiet_positions(0x7e47_0004, 40).into_iter().enumerate() {
        let root = position(&game);
        let budget = Budget {
            playouts: Some(300),
            millis: None,
        };
        let run = |root_check| {
            let config = Config {
                root_check,
                ..Config::mcts()
            };
            Search::new(root.clone(), config, k as u64 + 1)
                .run(budget, &NoClock, &|| false)
                .unwrap()
        };
        let (plain, checked) = (run(false), run(true));
        // A proved win is played as it is.
        if plain.win_in.is_some() {
            assert_eq!(plain.best, checked.best);
            continue;
        }
        let as_move = |id| HavannahMove::Place(root.cell(id));
        let safe = |id| !allows_win_in_three(&game, &as_move(id));
        if safe(plain.best) {
            assert_eq!(plain.best, checked.best, "{game:?}");
            kept += 1;
        } else if places(&game).iter().any(|m| !allows_win_in_three(&game, m)) {
            assert!(
                safe(checked.best),
                "{:?} in {game:?}",
                as_move(checked.best)
            );
            changed += 1;
        }
    }
    assert!(changed >= 1 && kept >= 10, "{changed} changed, {kept} kept");
}
