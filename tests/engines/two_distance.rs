//! Connect's two-distance (`ConnectPosition::two_distance`) against its definition, iterated
//! to a fixed point from the game's own API on random positions, and on positions where the
//! opponent cuts a chain in one move.

use arbiter::connect::{self, Connect, Point};
use arbiter::engine::mcts::{ConnectPosition, Position};
use arbiter::rng::Rng;
use arbiter::Player;

use crate::knowledge::connect_pair;

fn points(n: i32) -> impl Iterator<Item = Point> {
    (0..=n).flat_map(move |y| (0..=n).map(move |x| Point::new(x, y)))
}

/// The two-distance by its definition: per free point of `player`'s and per home edge, 1 on
/// the rows next to the edge or when it links to an own group there, else 1 + the second
/// least over its neighbours (free points a free link joins to it, or to an own group it
/// links to), iterated from "unreached" until nothing changes. Returns the least and second
/// least over free points of the two edge distances less one (both 0 when a group already
/// spans the edges' rows).
fn brute_two(game: &Connect, player: Player) -> [Option<u32>; 2] {
    let n = game.n();
    let along = |p: Point| if player == Player::First { p.x } else { p.y };
    let all: Vec<Point> = points(n).collect();
    let free = |p: Point| {
        game.contains(p)
            && game.peg_at(p).is_none()
            && !game.is_corner(p)
            && game.home_edge_owner(p).is_none_or(|o| o == player)
    };
    let own = |p: Point| game.peg_at(p).is_some_and(|peg| peg.owner == player);
    let standing: Vec<connect::Link> = game.links().map(|(l, _)| l).collect();
    let linkable = |a: Point, b: Point| match connect::Link::new(a, b) {
        Some(link) if game.contains(a) && game.contains(b) => {
            !standing.iter().any(|l| *l != link && l.touches(&link))
        }
        _ => false,
    };
    // Own groups by flood fill over the player's standing links.
    let own_links: Vec<connect::Link> = game
        .links()
        .filter(|&(_, owner)| owner == player)
        .map(|(l, _)| l)
        .collect();
    let mut group: Vec<Option<usize>> = vec![None; all.len()];
    let index = |p: Point| all.iter().position(|&q| q == p).unwrap();
    let mut groups: Vec<Vec<Point>> = Vec::new();
    for &p in &all {
        if !own(p) || group[index(p)].is_some() {
            continue;
        }
        let id = groups.len();
        let mut members = vec![p];
        group[index(p)] = Some(id);
        let mut at = 0;
        while at < members.len() {
            let q = members[at];
            at += 1;
            for l in own_links.iter().filter(|l| l.has_end(q)) {
                let r = l.other_end(q);
                if group[index(r)].is_none() {
                    group[index(r)] = Some(id);
                    members.push(r);
                }
            }
        }
        groups.push(members);
    }
    let rows = |members: &[Point]| {
        let low = members.iter().any(|&p| along(p) <= 1);
        let high = members.iter().any(|&p| along(p) >= n - 1);
        [low, high]
    };
    if groups.iter().any(|g| rows(g) == [true, true]) {
        return [Some(0), Some(0)];
    }
    let frees: Vec<Point> = all.iter().copied().filter(|&p| free(p)).collect();
    let knights = |p: Point| {
        connect::geometry::KNIGHT_MOVES
            .map(|d| p.offset(d))
            .into_iter()
            .filter(move |&q| linkable(p, q))
    };
    // Per free point: its neighbours and the groups it links to.
    let linked_groups = |v: Point| -> Vec<usize> {
        let mut ids: Vec<usize> = knights(v)
            .filter(|&q| own(q))
            .map(|q| group[index(q)].unwrap())
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    };
    let neighbours: Vec<Vec<usize>> = frees
        .iter()
        .map(|&v| {
            let mut out: Vec<Point> = knights(v).filter(|&q| free(q)).collect();
            for g in linked_groups(v) {
                for &m in &groups[g] {
                    out.extend(knights(m).filter(|&q| free(q) && q != v));
                }
            }
            let mut ids: Vec<usize> = out
                .iter()
                .map(|&q| frees.iter().position(|&f| f == q).unwrap())
                .collect();
            ids.sort_unstable();
            ids.dedup();
            ids
        })
        .collect();
    let far = u32::MAX;
    let distances = |edge: usize| {
        let start: Vec<bool> = frees
            .iter()
            .map(|&v| {
                let row = if edge == 0 {
                    along(v) <= 1
                } else {
                    along(v) >= n - 1
                };
                row || linked_groups(v).iter().any(|&g| rows(&groups[g])[edge])
            })
            .collect();
        let mut d = vec![far; frees.len()];
        loop {
            let next: Vec<u32> = (0..frees.len())
                .map(|v| {
                    if start[v] {
                        return 1;
                    }
                    let mut around: Vec<u32> = neighbours[v].iter().map(|&u| d[u]).collect();
                    around.sort_unstable();
                    match around.get(1) {
                        Some(&s) if s != far => s + 1,
                        _ => far,
                    }
                })
                .collect();
            if next == d {
                return d;
            }
            d = next;
        }
    };
    let (low, high) = (distances(0), distances(1));
    let mut through: Vec<u32> = (0..frees.len())
        .filter(|&v| low[v] != far && high[v] != far)
        .map(|v| low[v] + high[v] - 1)
        .collect();
    through.sort_unstable();
    [through.first().copied(), through.get(1).copied()]
}

#[test]
fn connect_two_distance_meets_its_definition() {
    let mut rng = Rng(0x2d15);
    let mut seen = std::collections::BTreeSet::new();
    for round in 0..60 {
        let n = 6 + round % 4;
        let (game, mut pos) = connect_pair(&mut rng, n);
        for (player, id) in [(Player::First, 0), (Player::Second, 1)] {
            let expected = brute_two(&game, player);
            assert_eq!(
                pos.two_distance(id),
                expected,
                "round {round} N = {n} player {id}"
            );
            seen.insert(expected);
        }
    }
    assert!(seen.len() >= 8, "too few kinds of position: {seen:?}");
}

/// Plays `points` in turn on an empty Connect board of side `n`.
fn after(n: i32, points: &[(i32, i32)]) -> ConnectPosition {
    let mut pos = ConnectPosition::new(n, false).unwrap();
    for &(x, y) in points {
        pos.play(pos.id(Point::new(x, y)).unwrap());
    }
    pos
}

#[test]
fn connect_two_distance_sees_a_cut_in_one_move() {
    // N = 8. Black's (1, 4) on the row next to its low edge and (5, 4)-(7, 3) on the row next
    // to its high one; (3, 3) and (3, 5) each join them (a setup). White's pegs stand far off.
    let setup = [(1, 4), (4, 0), (5, 4), (3, 8), (7, 3)];
    let mut open = after(8, &setup);
    assert_eq!(open.to_move(), 1);
    // Whichever point White takes, Black takes the other: one peg, as the plain count says.
    assert_eq!(open.two_distance(0), [Some(1), Some(1)]);
    // White's (3, 5) leaves one joining point, (3, 3): Black to move still needs one peg,
    // but White to move would take it, and Black's next best chain needs more.
    let mut cut = after(8, &[(1, 4), (3, 5), (5, 4), (3, 8), (7, 3)]);
    assert_eq!(cut.to_move(), 1);
    let [best, second] = cut.two_distance(0);
    assert_eq!(best, Some(1));
    assert!(second.is_none_or(|s| s > 1), "{second:?}");
    // Judged for White to move, the cut position is better for White than the open one.
    let (mut open9, mut cut9) = (open.clone(), cut.clone());
    open9.set_variant(10);
    cut9.set_variant(10);
    let (v_open, v_cut) = (open9.evaluate(1.0).unwrap(), cut9.evaluate(1.0).unwrap());
    assert!(v_cut > v_open, "{v_cut} against {v_open}");
}
