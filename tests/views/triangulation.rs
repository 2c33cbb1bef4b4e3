//! Triangulation, natively: segments drawn by clicking two points, refusals that name the
//! segment touched, a pasted case beside the judge's answer, and verdicts and winning moves
//! checked against an exhaustive search of the real game (segments tested geometrically) on
//! small boards.
use crate::common::board::{act, click, draw, fact, judge, refusal, says, shown, start, worded};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::impartial::{Chord, TriangulationError};
use arbiter::view::{CaseError, Command, Pick, Reason, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 720.0;
const H: f64 = 360.0;

/// A board's segments as sorted point pairs.
type Segments = Vec<(usize, usize)>;

/// Points on a circle, as coordinates, so crossings are tested as geometry.
fn at(n: usize, p: usize) -> (f64, f64) {
    let a = std::f64::consts::TAU * p as f64 / n as f64;
    (a.cos(), a.sin())
}

fn cross(o: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

/// Whether segments pq and rs of an n-gon share any point.
fn touch(n: usize, (p, q): (usize, usize), (r, s): (usize, usize)) -> bool {
    if p == r || p == s || q == r || q == s {
        return true;
    }
    let (p, q, r, s) = (at(n, p), at(n, q), at(n, r), at(n, s));
    cross(p, q, r) * cross(p, q, s) < 0.0 && cross(r, s, p) * cross(r, s, q) < 0.0
}

fn options(points: &[usize], drawn: &[Segments]) -> Vec<(String, Vec<Segments>)> {
    let mut out = Vec::new();
    for (b, &n) in points.iter().enumerate() {
        for p in 0..n {
            for q in p + 1..n {
                if drawn[b].iter().any(|&seg| touch(n, (p, q), seg)) {
                    continue;
                }
                let mut next = drawn.to_vec();
                next[b].push((p, q));
                next[b].sort_unstable();
                out.push((format!("board {}: {}–{}", b + 1, p + 1, q + 1), next));
            }
        }
    }
    out
}

fn wins(points: &[usize], drawn: &[Segments], memo: &mut HashMap<Vec<Segments>, bool>) -> bool {
    if let Some(&known) = memo.get(drawn) {
        return known;
    }
    let result = options(points, drawn)
        .iter()
        .any(|(_, next)| !wins(points, next, memo));
    memo.insert(drawn.to_vec(), result);
    result
}

#[test]
fn verdicts_and_winning_moves_match_exhaustive_search() {
    let mut rng = Rng(0x7e1a);
    for _ in 0..40 {
        let points: Vec<usize> = (0..1 + rng.below(2)).map(|_| 1 + rng.below(8)).collect();
        let text: Vec<String> = points.iter().map(ToString::to_string).collect();
        let mut board = start("triangulation", &[("points", &text.join(" "))]);
        let mut drawn: Vec<Segments> = vec![Vec::new(); points.len()];
        let mut memo = HashMap::new();
        loop {
            let report = shown(&*board);
            let all = options(&points, &drawn);
            if all.is_empty() {
                assert_eq!(report.tone, Tone::Over);
                break;
            }
            let mover_wins = wins(&points, &drawn, &mut memo);
            assert_eq!(report.tone == Tone::Win, mover_wins, "{points:?} {drawn:?}");
            let expected: BTreeSet<String> = all
                .iter()
                .filter(|(_, next)| !wins(&points, next, &mut memo))
                .map(|(mv, _)| mv.clone())
                .collect();
            let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
            assert_eq!(listed, expected, "{points:?} {drawn:?}");
            let judge = judge(&report, "triangulation").expect("judged");
            assert_eq!(
                judge.ends_with(" will win"),
                mover_wins,
                "{points:?} {drawn:?}"
            );
            // A random segment plays by two clicks.
            draw(&mut *board, W, H);
            let (mv, next) = all[rng.below(all.len())].clone();
            let (b, ends) = mv.split_once(": ").unwrap();
            let (p, _) = ends.split_once('–').unwrap();
            click(&mut *board, &format!("{b} point {p}")).unwrap();
            let report = click(&mut *board, &mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
            assert_eq!(report.last_move.as_deref(), Some(mv.as_str()));
            drawn = next;
        }
    }
}

#[test]
fn segments_are_drawn_by_two_clicks_and_touching_ones_refused() {
    let mut game = start("triangulation", &[("points", "6")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.status, "Carol to move");
    assert_eq!(
        judge(&report, "triangulation").as_deref(),
        Some("Carol will win")
    );
    click(&mut *game, "board 1 point 1").unwrap();
    let report = click(&mut *game, "board 1: 1–4").unwrap();
    assert_eq!(report.moves, ["board 1: 1–4"]);
    assert_eq!(
        fact(&report, "Groups of free points").as_deref(),
        Some("board 1: 2 points, G = 1; 2 points, G = 1")
    );
    assert_eq!(report.tone, Tone::Loss);
    draw(&mut *game, W, H);
    says(
        click(&mut *game, "board 1 point 4").unwrap_err(),
        Refusal::Pick(Pick::PointUsed {
            point: 4,
            segment: Chord::new(0, 0, 3),
        }),
        "Point 4 already ends the segment board 1: 1–4",
    );
    click(&mut *game, "board 1 point 2").unwrap();
    assert_eq!(
        worded(
            click(&mut *game, "board 1: 2–5").unwrap_err(),
            |r| matches!(r, Refusal::Illegal { mv, reason: Reason::Triangulation(TriangulationError::Crosses { .. }) }
                if mv == "board 1: 2–5")
        ),
        "Board 1: 2–5 crosses board 1: 1–4"
    );
    says(
        refusal(&mut *game, 1.0, 1.0),
        Refusal::Missed {
            hint: "Click a point, then another point of the same board",
        },
        "Click a point, then another point of the same board",
    );
    let report = act(&mut *game, Command::Load, Some("1\n2\n2 2\n")).unwrap();
    assert_eq!(report.tone, Tone::Loss);
    assert_eq!(
        judge(&report, "triangulation").as_deref(),
        Some("Carol will lose")
    );
    assert_eq!(
        worded(
            act(&mut *game, Command::Load, Some("1\n5\n")).unwrap_err(),
            |r| matches!(r, Refusal::BadCase(CaseError::Format(_)))
        ),
        "Case: line 2, column 1: expected number of boards N (1..=4), found 5"
    );
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0x3a3);
    for _ in 0..20 {
        let points = format!("{} {}", 1 + rng.below(16), 1 + rng.below(10));
        let mut board = start("triangulation", &[("points", &points)]);
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}

#[test]
fn a_lone_point_is_written_in_the_singular() {
    let mut game = start("triangulation", &[("points", "3 1")]);
    let picture = draw(&mut *game, W, H);
    assert_eq!(picture.texts_reading("board 2 (1 point)").len(), 1);
    assert_eq!(picture.texts_reading("board 1 (3 points)").len(), 1);
    click(&mut *game, "board 1 point 1").unwrap();
    let report = click(&mut *game, "board 1: 1–2").unwrap();
    assert_eq!(
        fact(&report, "Groups of free points").as_deref(),
        Some("board 1: 1 point, G = 0 | board 2: 1 point, G = 0")
    );
}
