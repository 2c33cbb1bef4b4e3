//! Connect's playout replies to a running chain (knowledge variants 14 and 15, `mcts-run` and
//! `mcts-run-block`), checked against the rules' own links and shortest chains recomputed by
//! brute force.

use arbiter::connect::{self, Connect, Point};
use arbiter::engine::mcts::{ConnectPosition, Position, Status};
use arbiter::{Game, Outcome, Player};

use crate::knowledge::brute_best;

fn player(p: u8) -> Player {
    if p == 0 {
        Player::First
    } else {
        Player::Second
    }
}

/// Plays `points` on both the rules' game and the search's position (knowledge `variant`).
fn both_after(n: i32, variant: u8, points: &[(i32, i32)]) -> (Connect, ConnectPosition) {
    let mut game = Connect::new(n).unwrap();
    let mut pos = ConnectPosition::new(n, false).unwrap();
    pos.set_variant(variant);
    for &(x, y) in points {
        let p = Point::new(x, y);
        game.try_play(&connect::Move::Place(p)).unwrap();
        pos.play(pos.id(p).unwrap());
    }
    (game, pos)
}

/// White's chain (7, 3)-(8, 5)-(9, 7) runs toward y = 15; Black's three pegs stand by its own
/// edges.
const RUNNING: [(i32, i32); 6] = [(1, 2), (7, 3), (2, 12), (8, 5), (1, 7), (9, 7)];

#[test]
fn connect_runner_steps_around_a_contact_block() {
    // Black blocks in contact, one row ahead of the leading peg. White's reply (variants 14
    // to 16) is a peg two rows further on that the rules link to the chain, and it brings
    // White one peg nearer to joining its edges; without the variant (9) the playout plays
    // at random.
    let mut moves = RUNNING.to_vec();
    moves.push((9, 8));
    let block = Point::new(9, 8);
    for variant in [9, 14, 15, 16] {
        let (game, mut pos) = both_after(15, variant, &moves);
        let reply = pos.reply(pos.id(block).unwrap(), 1);
        if variant == 9 {
            assert_eq!(reply, None);
            continue;
        }
        let p = pos.point(reply.expect("a step around the block"));
        assert_eq!(p.y, 9, "{p}: two rows past the leading peg");
        let preview = game.links_if_placed(p).unwrap();
        assert!(
            preview
                .added
                .iter()
                .any(|l| l.ends().contains(&Point::new(9, 7))),
            "{p} links to the leading peg"
        );
        let before = brute_best(&game, Player::Second).unwrap();
        let mut next = game.clone();
        next.try_play(&connect::Move::Place(p)).unwrap();
        assert_eq!(brute_best(&next, Player::Second), Some(before - 1), "{p}");
    }
}

#[test]
fn connect_blocker_stands_three_rows_ahead_of_a_running_chain() {
    // White's (9, 7) became its chain's leading peg; Black's reply in variant 15 stands three
    // rows ahead in line, at (9, 10); variants 14 and 16 have no such reply. A peg of White's that
    // leads no chain (alone) is not answered.
    let (_, mut pos) = both_after(15, 15, &RUNNING);
    let lead = pos.id(Point::new(9, 7)).unwrap();
    assert_eq!(
        pos.reply(lead, 0).map(|id| pos.point(id)),
        Some(Point::new(9, 10))
    );
    for variant in [14, 16] {
        let (_, mut pos) = both_after(15, variant, &RUNNING);
        assert_eq!(pos.reply(lead, 0), None, "variant {variant}");
    }
    let (_, mut pos) = both_after(15, 15, &RUNNING[..2]);
    assert_eq!(pos.reply(pos.id(Point::new(7, 3)).unwrap(), 0), None);
}

#[test]
fn connect_running_playouts_stay_legal_and_end_in_a_real_connection() {
    // Playouts of variants 14 and 15 as the search plays them (the reply to the last peg when
    // there is one, else a random peg) on random boards, N = 6 to 13, each peg checked by the
    // rules. Every step around a block links to the runner's pegs, shortens the runner's
    // shortest chain in over a third of the cases (else mostly leaves it as long) and seldom
    // lengthens it; the game ends where the rules say, with the same winner.
    let mut search_rng = arbiter::engine::mcts::Rng::new(0x1add);
    let (mut replies, mut shorter, mut longer) = (0, 0, 0);
    for round in 0..120 {
        let n = 6 + round % 8;
        let variant = 14 + (round % 2) as u8;
        let mut game = Connect::new(n).unwrap();
        let mut pos = ConnectPosition::new(n, false).unwrap();
        pos.set_variant(variant);
        let mut plain = pos.clone();
        plain.set_variant(9);
        let mut last = None;
        while pos.status() == Status::Ongoing {
            let mover = pos.to_move();
            let reply = last.and_then(|mv| pos.reply(mv, mover));
            let standard = last.and_then(|mv| plain.reply(mv, mover));
            let Some(mv) = reply.or_else(|| pos.random_move(&mut search_rng, mover)) else {
                break;
            };
            let p = pos.point(mv);
            if reply.is_some() && reply != standard && variant == 14 {
                // An answer of the variant's own: a step around a block.
                replies += 1;
                let preview = game.links_if_placed(p).unwrap();
                assert!(!preview.added.is_empty(), "round {round} {p} links");
                let before = brute_best(&game, player(mover));
                let mut next = game.clone();
                next.try_play(&connect::Move::Place(p)).unwrap();
                let after = brute_best(&next, player(mover));
                let (before, after) = (before.unwrap_or(u32::MAX), after.unwrap_or(u32::MAX));
                shorter += usize::from(after < before);
                longer += usize::from(after > before);
            }
            game.try_play(&connect::Move::Place(p))
                .unwrap_or_else(|e| panic!("round {round}: {p} refused: {e:?}"));
            pos.play(mv);
            plain.play(mv);
            last = Some(mv);
        }
        match (pos.status(), game.outcome()) {
            (Status::Won(w), Outcome::Won { winner }) => assert_eq!(player(w), winner),
            (Status::Drawn | Status::Ongoing, Outcome::Drawn) => {}
            (s, o) => panic!("round {round}: search {s:?}, rules {o:?}"),
        }
    }
    // The new peg's own links may cross another way of the runner's, so a step can lengthen
    // its shortest chain: rarely.
    let counts = format!("{replies} steps, {shorter} shorter, {longer} longer");
    assert!(replies > 100, "{counts}");
    assert!(shorter * 3 > replies && longer * 50 < replies, "{counts}");
}
