//! Random legal games cross-checked against a plain reference: every link on the board is
//! scanned for each new link, and the winner is found by a search from scratch.
use crate::common::Rng;

use arbiter::connect::{Connect, Link, Move, Point, BLACK, WHITE};
use arbiter::Outcome;
use arbiter::{Game, Player};
use std::collections::{BTreeSet, VecDeque};

type Pt = (i64, i64);
type Seg = (Pt, Pt);

fn orient(a: Pt, b: Pt, c: Pt) -> i64 {
    ((b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)).signum()
}

fn on_segment(s: Seg, q: Pt) -> bool {
    orient(s.0, s.1, q) == 0
        && s.0 .0.min(s.1 .0) <= q.0
        && q.0 <= s.0 .0.max(s.1 .0)
        && s.0 .1.min(s.1 .1) <= q.1
        && q.1 <= s.0 .1.max(s.1 .1)
}

/// Do the segments meet anywhere but at a shared end?
fn touch(a: Seg, b: Seg) -> bool {
    for (p, q) in [(a.0, b.0), (a.0, b.1), (a.1, b.0), (a.1, b.1)] {
        if p == q {
            let ao = if a.0 == p { a.1 } else { a.0 };
            let bo = if b.0 == p { b.1 } else { b.0 };
            let dot = (ao.0 - p.0) * (bo.0 - p.0) + (ao.1 - p.1) * (bo.1 - p.1);
            return orient(p, ao, bo) == 0 && dot > 0;
        }
    }
    let (d1, d2) = (orient(b.0, b.1, a.0), orient(b.0, b.1, a.1));
    let (d3, d4) = (orient(a.0, a.1, b.0), orient(a.0, a.1, b.1));
    (d1 * d2 < 0 && d3 * d4 < 0)
        || on_segment(b, a.0)
        || on_segment(b, a.1)
        || on_segment(a, b.0)
        || on_segment(a, b.1)
}

/// The rules as the spec words them, with no cleverness.
struct Reference {
    n: i64,
    /// Owner per point: 0 empty, 1 Black, 2 White.
    owner: Vec<u8>,
    links: Vec<(Seg, u8)>,
}

impl Reference {
    fn new(n: i64) -> Self {
        Reference {
            n,
            owner: vec![0; ((n + 1) * (n + 1)) as usize],
            links: Vec::new(),
        }
    }

    fn at(&self, p: Pt) -> u8 {
        if p.0 < 0 || p.1 < 0 || p.0 > self.n || p.1 > self.n {
            0
        } else {
            self.owner[(p.1 * (self.n + 1) + p.0) as usize]
        }
    }

    /// Places a peg and adds its links one by one, each checked against every link so far
    /// (the new peg's earlier links included). Returns (added, blocked with all blockers).
    fn place(&mut self, p: Pt, colour: u8) -> (Vec<Seg>, Vec<(Seg, Vec<Seg>)>) {
        self.owner[(p.1 * (self.n + 1) + p.0) as usize] = colour;
        let mut added = Vec::new();
        let mut blocked = Vec::new();
        // A different order from the crate's, on purpose.
        for (dx, dy) in [
            (-1, -2),
            (2, 1),
            (-2, 1),
            (1, 2),
            (2, -1),
            (-1, 2),
            (1, -2),
            (-2, -1),
        ] {
            let q = (p.0 + dx, p.1 + dy);
            if self.at(q) != colour {
                continue;
            }
            let seg = (p, q);
            let by: Vec<Seg> = self
                .links
                .iter()
                .filter(|(l, _)| touch(*l, seg))
                .map(|(l, _)| *l)
                .collect();
            if by.is_empty() {
                self.links.push((seg, colour));
                added.push(seg);
            } else {
                blocked.push((seg, by));
            }
        }
        (added, blocked)
    }

    fn remove_lone_peg(&mut self, p: Pt) {
        self.owner[(p.1 * (self.n + 1) + p.0) as usize] = 0;
    }

    /// Searches from scratch: does `colour` join its home edges?
    fn joined(&self, colour: u8) -> bool {
        let along = |p: Pt| if colour == 1 { p.0 } else { p.1 };
        let mut seen = BTreeSet::new();
        let mut queue: VecDeque<Pt> = VecDeque::new();
        for y in 0..=self.n {
            for x in 0..=self.n {
                if self.at((x, y)) == colour && along((x, y)) == 0 {
                    seen.insert((x, y));
                    queue.push_back((x, y));
                }
            }
        }
        while let Some(p) = queue.pop_front() {
            if along(p) == self.n {
                return true;
            }
            for (l, c) in &self.links {
                if *c != colour {
                    continue;
                }
                let next = if l.0 == p {
                    l.1
                } else if l.1 == p {
                    l.0
                } else {
                    continue;
                };
                if seen.insert(next) {
                    queue.push_back(next);
                }
            }
        }
        false
    }

    fn link_set(&self) -> BTreeSet<Seg> {
        self.links.iter().map(|(s, _)| norm(*s)).collect()
    }
}

fn norm(s: Seg) -> Seg {
    if s.0 < s.1 {
        s
    } else {
        (s.1, s.0)
    }
}

fn seg(l: Link) -> Seg {
    norm((
        (i64::from(l.from.x), i64::from(l.from.y)),
        (i64::from(l.to.x), i64::from(l.to.y)),
    ))
}

fn colour_code(p: Player) -> u8 {
    if p == BLACK {
        1
    } else {
        2
    }
}

/// Plays one random game on side `n` to its end, checking every move against the reference.
/// Returns the number of moves played.
fn cross_check(n: i32, seed: u64, pie: bool) -> usize {
    let mut rng = Rng(seed);
    let mut game = if pie {
        Connect::with_pie_rule(n).unwrap()
    } else {
        Connect::new(n).unwrap()
    };
    let mut reference = Reference::new(i64::from(n));
    let all: Vec<Point> = (0..=n)
        .flat_map(|y| (0..=n).map(move |x| Point::new(x, y)))
        .collect();
    loop {
        let mover = game.to_move();
        if pie && game.swap_available() && rng.below(2) == 0 {
            let first = game.pegs().next().unwrap().point;
            let report = game.play_reported(&Move::Swap).unwrap();
            assert_eq!(report.placed, first.transposed());
            assert_eq!(report.removed, Some(first));
            reference.remove_lone_peg((i64::from(first.x), i64::from(first.y)));
            let to = report.placed;
            reference.place((i64::from(to.x), i64::from(to.y)), colour_code(mover));
            continue;
        }
        let legal: Vec<Point> = all
            .iter()
            .copied()
            .filter(|&q| game.check_place(q).is_ok())
            .collect();
        if legal.is_empty() {
            assert!(game.is_over());
            assert_eq!(game.verdict().outcome, Outcome::Drawn);
            return game.moves_played() as usize;
        }
        let at = legal[rng.below(legal.len())];
        let preview = game.links_if_placed(at).unwrap();
        let report = game.play_reported(&Move::Place(at)).unwrap();
        let (added, blocked) =
            reference.place((i64::from(at.x), i64::from(at.y)), colour_code(mover));

        // The report and the preview say the same, and agree with the reference.
        assert_eq!(preview.added, report.added);
        assert_eq!(preview.blocked, report.blocked);
        let got: BTreeSet<Seg> = report.added.iter().map(|&l| seg(l)).collect();
        let want: BTreeSet<Seg> = added.iter().map(|&s| norm(s)).collect();
        assert_eq!(got, want, "n {n} seed {seed} move {}", game.moves_played());
        let got: BTreeSet<(Seg, BTreeSet<Seg>)> = report
            .blocked
            .iter()
            .map(|b| (seg(b.link), b.by.iter().map(|&l| seg(l)).collect()))
            .collect();
        let want: BTreeSet<(Seg, BTreeSet<Seg>)> = blocked
            .iter()
            .map(|(s, by)| (norm(*s), by.iter().map(|&l| norm(l)).collect()))
            .collect();
        assert_eq!(got, want, "n {n} seed {seed}");

        // The whole board agrees too.
        let board: BTreeSet<Seg> = game.links().map(|(l, _)| seg(l)).collect();
        assert_eq!(board, reference.link_set(), "n {n} seed {seed}");

        let black = reference.joined(1);
        let white = reference.joined(2);
        assert!(!(black && white));
        let expected = if black {
            Some(BLACK)
        } else if white {
            Some(WHITE)
        } else {
            None
        };
        assert_eq!(game.winner(), expected, "n {n} seed {seed}");
        assert_eq!(report.won, expected.is_some());
        assert_eq!(preview.wins, report.won);
        if let Some(winner) = expected {
            assert_eq!(winner, mover, "only the mover can win");
            check_path(&game, &report.winning_path, winner, n);
            return game.moves_played() as usize;
        }
    }
}

/// The path starts on the winner's low edge, ends on its high edge, and follows links.
fn check_path(game: &Connect, path: &[Point], winner: Player, n: i32) {
    let along = |p: &Point| if winner == BLACK { p.x } else { p.y };
    assert_eq!(along(path.first().unwrap()), 0);
    assert_eq!(along(path.last().unwrap()), n);
    for pair in path.windows(2) {
        let l = Link::new(pair[0], pair[1]).expect("knight move");
        assert!(game.has_link(&l), "path link {l}");
    }
    for q in path {
        assert_eq!(game.peg_at(*q).unwrap().owner, winner);
    }
    let verdict = game.verdict();
    assert_eq!(verdict.outcome, Outcome::Won { winner });
    assert_eq!(verdict.winning_path, path);
}

#[test]
fn random_games_match_the_reference() {
    let mut games = 0;
    let mut moves = 0;
    for (n, count) in [
        (4, 600),
        (5, 500),
        (6, 400),
        (7, 300),
        (8, 300),
        (10, 200),
        (13, 100),
        (20, 40),
    ] {
        for seed in 0..count {
            moves += cross_check(n, (n as u64) << 32 | seed, false);
            games += 1;
        }
    }
    assert!(
        games >= 2000 && moves > 20_000,
        "{games} games, {moves} moves"
    );
}

#[test]
fn random_pie_games_match_the_reference() {
    for n in [4, 5, 6, 9] {
        for seed in 0..150 {
            cross_check(n, 0xC0FFEE ^ (n as u64) << 40 ^ seed, true);
        }
    }
}
