//! Hand-made crossing geometry: the nine links that can cross a link, both colours blocking,
//! and shared ends never blocking.

use arbiter::connect::geometry::{Crossing, CROSSINGS, CROSSINGS_PER_LINK, STEPS};
use arbiter::connect::{Blocked, Connect, Link, Move, Point};
use arbiter::Game;

fn p(x: i32, y: i32) -> Point {
    Point::new(x, y)
}

fn link(a: (i32, i32), b: (i32, i32)) -> Link {
    Link::new(p(a.0, a.1), p(b.0, b.1)).expect("knight move")
}

/// Plain floating-free crossing test, written apart from the crate's: proper crossings plus
/// collinear overlaps, shared ends excluded.
fn touch(a: Link, b: Link) -> bool {
    let c = |o: Point, u: Point, v: Point| {
        i64::from(u.x - o.x) * i64::from(v.y - o.y) - i64::from(u.y - o.y) * i64::from(v.x - o.x)
    };
    let shares = a.has_end(b.from) || a.has_end(b.to);
    if shares {
        // Knight links from one point differ in direction, or are the same link.
        return a == b;
    }
    let on = |s: Link, q: Point| {
        c(s.from, s.to, q) == 0
            && s.from.x.min(s.to.x) <= q.x
            && q.x <= s.from.x.max(s.to.x)
            && s.from.y.min(s.to.y) <= q.y
            && q.y <= s.from.y.max(s.to.y)
    };
    let (d1, d2) = (c(b.from, b.to, a.from), c(b.from, b.to, a.to));
    let (d3, d4) = (c(a.from, a.to, b.from), c(a.from, a.to, b.to));
    (d1.signum() * d2.signum() < 0 && d3.signum() * d4.signum() < 0)
        || on(b, a.from)
        || on(b, a.to)
        || on(a, b.from)
        || on(a, b.to)
}

#[test]
fn exactly_nine_links_cross_any_link() {
    for (s, &step) in STEPS.iter().enumerate() {
        let base = Link::new(p(0, 0), p(step.0, step.1)).unwrap();
        let mut found = Vec::new();
        // A wide window: anything touching must lie well inside it.
        for dx in -6..=6 {
            for dy in -6..=6 {
                for (t, &other) in STEPS.iter().enumerate() {
                    let l = Link::new(p(dx, dy), p(dx + other.0, dy + other.1)).unwrap();
                    if l != base && touch(base, l) {
                        found.push(Crossing { dx, dy, step: t });
                    }
                }
            }
        }
        found.sort();
        let mut table = CROSSINGS[s].to_vec();
        table.sort();
        assert_eq!(found.len(), CROSSINGS_PER_LINK, "step {step:?}");
        assert_eq!(found, table, "step {step:?}");
    }
}

/// The nine links crossing (0, 0)–(1, 2), listed by hand.
const NINE: [((i32, i32), (i32, i32)); 9] = [
    ((-1, 0), (1, 1)),
    ((-1, 1), (1, 0)),
    ((-1, 2), (1, 1)),
    ((0, 1), (2, 2)),
    ((0, 1), (2, 0)),
    ((0, 1), (1, -1)),
    ((0, 2), (2, 1)),
    ((0, 2), (1, 0)),
    ((0, 3), (1, 1)),
];

#[test]
fn the_hand_list_matches_the_table() {
    let base = link((0, 0), (1, 2));
    let mut hand: Vec<Link> = NINE.iter().map(|&(a, b)| link(a, b)).collect();
    let mut table: Vec<Link> = CROSSINGS[base.step()]
        .iter()
        .map(|c| c.link_from(base.from))
        .collect();
    hand.sort();
    table.sort();
    assert_eq!(hand, table);
    for l in &hand {
        assert!(base.touches(l) && l.touches(&base), "{l}");
    }
}

/// Far-away moves that link to nothing, to hand the turn over.
const BLACK_FILLERS: [(i32, i32); 3] = [(2, 18), (6, 18), (10, 18)];
const WHITE_FILLERS: [(i32, i32); 3] = [(18, 2), (18, 6), (18, 10)];

/// Plays Black and White moves in turn from the two lists, filling gaps with fillers, and
/// returns the game and the report of the last move.
fn play_sequence(moves: &[(bool, (i32, i32))]) -> (Connect, arbiter::connect::MoveReport) {
    let mut game = Connect::new(20).unwrap();
    let (mut bf, mut wf) = (BLACK_FILLERS.iter(), WHITE_FILLERS.iter());
    let mut last = None;
    for &(black, at) in moves {
        while (game.to_move() == arbiter::connect::BLACK) != black {
            let filler = if black { wf.next() } else { bf.next() }.unwrap();
            game.play(&Move::Place(p(filler.0, filler.1)));
        }
        last = Some(game.play_reported(&Move::Place(p(at.0, at.1))).unwrap());
    }
    (game, last.unwrap())
}

#[test]
fn each_of_the_nine_blocks_in_either_colour() {
    let (c, d) = ((10, 10), (11, 12));
    let target = link(c, d);
    for &(a, b) in &NINE {
        let (a, b) = ((a.0 + 10, a.1 + 10), (b.0 + 10, b.1 + 10));
        let blocker = link(a, b);
        for blocker_black in [false, true] {
            let moves = [(blocker_black, a), (blocker_black, b), (true, c), (true, d)];
            let (game, report) = play_sequence(&moves);
            assert!(game.has_link(&blocker), "{blocker} stands");
            assert!(!game.has_link(&target), "{target} blocked by {blocker}");
            let refused = report.blocked.iter().find(|b| b.link == target);
            assert_eq!(
                refused,
                Some(&Blocked {
                    link: target,
                    by: vec![blocker]
                }),
                "blocker {blocker}, black {blocker_black}"
            );
        }
    }
}

#[test]
fn near_misses_do_not_block() {
    // Links close to (10, 10)–(11, 12) that do not touch it.
    let misses = [
        ((9, 10), (10, 12)),  // parallel, one to the left
        ((11, 10), (12, 12)), // parallel, one to the right
        ((11, 12), (12, 14)), // collinear, end to end: shares (11, 12)
        ((9, 8), (10, 10)),   // collinear, end to end: shares (10, 10)
        ((10, 10), (12, 11)), // shares (10, 10)
        ((11, 12), (13, 11)), // shares (11, 12)
        ((12, 10), (13, 12)), // further right
        ((9, 13), (11, 14)),  // above
    ];
    let target = link((10, 10), (11, 12));
    for &(a, b) in &misses {
        let near = link(a, b);
        assert!(!near.touches(&target), "{near}");
        // A link sharing an end with the target must be Black, like the target's pegs.
        let shares = near.has_end(target.from) || near.has_end(target.to);
        let mut moves = vec![(shares, a), (shares, b)];
        for q in [(10, 10), (11, 12)] {
            if !moves.iter().any(|&(_, m)| m == q) {
                moves.push((true, q));
            }
        }
        let (game, report) = play_sequence(&moves);
        assert!(game.has_link(&near), "{near} stands");
        assert!(game.has_link(&target), "{target} made beside {near}");
        assert!(
            report.blocked.iter().all(|b| b.link != target),
            "{near}: {:?}",
            report.blocked
        );
    }
}

#[test]
fn links_of_one_new_peg_never_block_each_other() {
    // A Black peg at (10, 10) surrounded by Black pegs on all eight knight points that were
    // placed far enough apart in time and space to hold no links that touch its links.
    let mut game = Connect::new(20).unwrap();
    let ring: Vec<Point> = arbiter::connect::geometry::KNIGHT_MOVES
        .iter()
        .map(|&d| p(10, 10).offset(d))
        .collect();
    let mut whites = (1..).map(|i| p(1 + 2 * (i % 9), 1 + 4 * (i / 9)));
    for &q in &ring {
        game.play(&Move::Place(q));
        game.play(&Move::Place(whites.next().unwrap()));
    }
    let preview = game.links_if_placed(p(10, 10)).unwrap();
    let report = game.play_reported(&Move::Place(p(10, 10))).unwrap();
    assert_eq!(preview.added, report.added);
    assert_eq!(preview.blocked, report.blocked);
    // Every refused link is refused by a ring link, never by a link of the new peg.
    for b in &report.blocked {
        for by in &b.by {
            assert!(!by.has_end(p(10, 10)), "{} blocked by {}", b.link, by);
        }
    }
    assert_eq!(report.added.len() + report.blocked.len(), 8);
}
