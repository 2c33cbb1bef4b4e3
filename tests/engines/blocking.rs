//! Connect's blocking line ahead of a running chain (knowledge variants 11 to 13,
//! `mcts-ahead`, `mcts-ahead2`, `mcts-ahead3`), recomputed from the rules' own links.

use arbiter::connect::{self, Connect, Point};
use arbiter::engine::mcts::{ConnectPosition, Position};
use arbiter::rng::Rng;
use arbiter::Player;

use crate::knowledge::{brute_slacks, chain_bonus, connect_pair, slack_pair};

/// Per point, whether it lies on the blocking line ahead of a leading end of one of
/// `owner`'s chains (2 to 5 rows beyond the chain's last row toward a home edge it does not
/// reach, at most half the rows plus one aside) and whether it is in contact with one
/// (0 or 1 row beyond, at most 2 aside). Chains are followed through the rules' links.
fn brute_fronts(game: &Connect, owner: Player) -> Vec<(bool, bool)> {
    let n = game.n();
    let side = (n + 1) as usize;
    let along = |p: Point| if owner == Player::First { p.x } else { p.y };
    let links: Vec<connect::Link> = game
        .links()
        .filter(|&(_, o)| o == owner)
        .map(|(l, _)| l)
        .collect();
    let mut marks = vec![(false, false); side * side];
    for peg in game.pegs().filter(|peg| peg.owner == owner) {
        // The peg's chain, by following links from it.
        let mut chain = vec![peg.point];
        let mut k = 0;
        while k < chain.len() {
            let at = chain[k];
            for l in &links {
                let [a, b] = l.ends();
                let other = if a == at {
                    b
                } else if b == at {
                    a
                } else {
                    continue;
                };
                if !chain.contains(&other) {
                    chain.push(other);
                }
            }
            k += 1;
        }
        let rows: Vec<i32> = chain.iter().map(|&p| along(p)).collect();
        let (lo, hi) = (*rows.iter().min().unwrap(), *rows.iter().max().unwrap());
        let row = along(peg.point);
        let leads = [
            (row == hi && !rows.contains(&n), 1),
            (row == lo && !rows.contains(&0), -1),
        ];
        for p in (0..=n).flat_map(|x| (0..=n).map(move |y| Point::new(x, y))) {
            let (dx, dy) = (p.x - peg.point.x, p.y - peg.point.y);
            let (ahead, aside) = if owner == Player::First {
                (dx, dy)
            } else {
                (dy, dx)
            };
            for (leading, sign) in leads {
                let ahead = sign * ahead;
                if !leading || ahead < 0 {
                    continue;
                }
                let i = p.y as usize * side + p.x as usize;
                if (2..=5).contains(&ahead) && aside.abs() <= ahead / 2 + 1 {
                    marks[i].0 = true;
                }
                if ahead <= 1 && aside.abs() <= 2 {
                    marks[i].1 = true;
                }
            }
        }
    }
    marks
}

#[test]
fn connect_blocking_line_priors_meet_their_definition() {
    // Variant 11: `mcts-path2`'s prior plus 0.15 on the blocking line ahead of the
    // opponent's chain ends, where the opponent's shortest chains pass (slack 0 or 1);
    // variant 12 also 0.1 less at a contact point there off that line; variant 13 twice
    // both; variant 16 (`mcts-run-ahead`) as 11. Edge points keep the standard. Random
    // positions, N = 6 to 13.
    let mut rng = Rng(0xa4ead);
    let mut raised = 0;
    let mut lowered = 0;
    for round in 0..60 {
        let n = 6 + round % 8;
        let (game, standard) = connect_pair(&mut rng, n);
        let side = (n + 1) as usize;
        let slacks = brute_slacks(&game);
        let me = game.to_move();
        let fronts = brute_fronts(&game, me.opponent());
        let mover = standard.to_move();
        let mut plain = standard.clone();
        for variant in [11, 12, 13, 16] {
            let mut pos = standard.clone();
            pos.set_variant(variant);
            for p in (0..=n).flat_map(|x| (0..=n).map(move |y| Point::new(x, y))) {
                if game.check(&connect::Move::Place(p)).is_err() {
                    continue;
                }
                let id = pos.id(p).unwrap();
                let base = plain.prior(id, mover).unwrap();
                let along = if me == Player::First { p.x } else { p.y };
                let i = p.y as usize * side + p.x as usize;
                let (own, theirs) = slack_pair(&slacks, me, i);
                let twice = if variant == 13 { 2.0 } else { 1.0 };
                let (ahead, contact) = fronts[i];
                let front = match (theirs <= 1, ahead, contact) {
                    (true, true, _) => twice * 0.15,
                    (true, false, true) if variant >= 12 => -twice * 0.1,
                    _ => 0.0,
                };
                let expected = if along.min(n - along) == 0 {
                    base
                } else {
                    let path = base + chain_bonus(own, theirs, 2.0);
                    (path + front).clamp(0.05, 0.95)
                };
                raised += usize::from(front > 0.0);
                lowered += usize::from(front < 0.0);
                let got = pos.prior(id, mover).unwrap();
                assert!(
                    (got - expected).abs() < 1e-5,
                    "round {round} variant {variant} {p}: {got} against {expected}"
                );
            }
        }
    }
    assert!(
        raised > 100 && lowered > 50,
        "{raised} raised, {lowered} lowered"
    );
}

#[test]
fn connect_blocking_line_stands_ahead_of_a_running_chain_not_beside_it() {
    // White runs (7, 3)-(8, 5)-(9, 7) toward y = 15 on an otherwise empty middle; Black's
    // three pegs stand by its own edges. Past the chain's middle (rows 5 on), Black's raised
    // points are rows 9 to 12, two to five rows past the leading peg; the points in contact
    // with it are not raised, and variant 12 lowers those White's shortest chains pass.
    let n = 15;
    let moves = [(1, 2), (7, 3), (2, 12), (8, 5), (1, 7), (9, 7)];
    let mut pos = ConnectPosition::new(n, false).unwrap();
    for &(x, y) in &moves {
        pos.play(pos.id(Point::new(x, y)).unwrap());
    }
    let prior = |variant: u8, p: Point| {
        let mut pos = pos.clone();
        pos.set_variant(variant);
        pos.prior(pos.id(p).unwrap(), 0).unwrap()
    };
    let mut raised_rows = std::collections::BTreeSet::new();
    let mut lowered = 0;
    for p in (1..n).flat_map(|x| (5..n).map(move |y| Point::new(x, y))) {
        if moves.contains(&(p.x, p.y)) {
            continue;
        }
        let (path, ahead, contact) = (prior(9, p), prior(11, p), prior(12, p));
        if ahead > path {
            raised_rows.insert(p.y);
            assert!((p.x - 9).abs() <= (p.y - 7) / 2 + 1, "{p} is off the cone");
        }
        if contact < path {
            lowered += 1;
            assert!((7..=8).contains(&p.y) && (p.x - 9).abs() <= 2, "{p}");
        }
    }
    assert_eq!(raised_rows.into_iter().collect::<Vec<_>>(), [9, 10, 11, 12]);
    assert!(lowered > 0);
}
