//! Queens, natively: a queen and its destination clicked in turn, the corner winning at once,
//! the judge's answer beside the verdict, and verdicts and winning moves checked against an
//! exhaustive search of the real game on small boards.
use crate::common::board::{act, click, draw, judge, refusal, says, shown, start, worded};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::impartial::QueenError;
use arbiter::view::{Command, Over, Reason, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 600.0;
const H: f64 = 600.0;

type Cells = Vec<(usize, usize)>;

fn options(queens: &Cells) -> Vec<(String, Cells)> {
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    for (i, &(x, y)) in queens.iter().enumerate() {
        if !seen.insert((x, y)) {
            continue;
        }
        for (dx, dy) in [(1, 0), (0, 1), (1, 1)] {
            for k in 1.. {
                if k * dx > x || k * dy > y {
                    break;
                }
                let to = (x - k * dx, y - k * dy);
                let mut next = queens.clone();
                next[i] = to;
                out.push((format!("({x}, {y}) to ({}, {})", to.0, to.1), next));
            }
        }
    }
    out
}

fn wins(queens: &Cells, memo: &mut HashMap<Cells, bool>) -> bool {
    let mut key = queens.clone();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = options(&key)
        .iter()
        .any(|(mv, next)| mv.ends_with("to (0, 0)") || !wins(next, memo));
    memo.insert(key, result);
    result
}

#[test]
fn verdicts_and_winning_moves_match_exhaustive_search() {
    let mut rng = Rng(0x9eee);
    let mut memo = HashMap::new();
    for _ in 0..200 {
        let queens: Cells = (0..1 + rng.below(3))
            .map(|_| (rng.below(7), rng.below(7)))
            .collect();
        let text: Vec<String> = queens.iter().map(|(x, y)| format!("{x},{y}")).collect();
        let mut board = start("queens", &[("size", "10"), ("queens", &text.join(" "))]);
        let report = shown(&*board);
        let all = options(&queens);
        if all.is_empty() {
            assert_eq!(report.tone, Tone::Over, "{queens:?}");
            continue;
        }
        let mover_wins = wins(&queens, &mut memo);
        assert_eq!(report.tone == Tone::Win, mover_wins, "{queens:?}");
        let expected: BTreeSet<String> = all
            .iter()
            .filter(|(mv, next)| mv.ends_with("to (0, 0)") || !wins(next, &mut memo))
            .map(|(mv, _)| mv.clone())
            .collect();
        let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
        assert_eq!(listed, expected, "{queens:?}");
        let judge = judge(&report, "queens").expect("judged");
        assert_eq!(judge.ends_with(" will win"), mover_wins, "{queens:?}");
        draw(&mut *board, W, H);
        let (mv, _) = &all[rng.below(all.len())];
        let from = &mv[..mv.find(" to ").unwrap()];
        click(&mut *board, from).unwrap();
        let report = click(&mut *board, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        assert_eq!(report.moves, std::slice::from_ref(mv));
    }
}

#[test]
fn queens_move_by_two_clicks() {
    let mut game = start("queens", &[("size", "10"), ("queens", "2,3 3,1")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(
        judge(&report, "queens").as_deref(),
        Some("Player 1 will win")
    );
    says(
        click(&mut *game, "(5, 5)").unwrap_err(),
        Refusal::PickFirst {
            hint: "Click a queen first, then the cell it moves to",
        },
        "Click a queen first, then the cell it moves to",
    );
    click(&mut *game, "(2, 3)").unwrap();
    assert_eq!(
        worded(
            click(&mut *game, "(1, 1)").unwrap_err(),
            |r| matches!(r, Refusal::Illegal { mv, reason: Reason::Queens(QueenError::NotAQueenMove { .. }) }
                if mv == "(2, 3) to (1, 1)")
        ),
        "(2, 3) to (1, 1) is not a queen's move: a queen goes left, down or diagonally down-left"
    );
    let report = click(&mut *game, "(2, 3) to (0, 1)").unwrap();
    assert_eq!(
        report.verdict,
        "Player 2, to move, moves a queen onto (0, 0) and wins"
    );
    draw(&mut *game, W, H);
    click(&mut *game, "(0, 1)").unwrap();
    let report = click(&mut *game, "(0, 1) to (0, 0)").unwrap();
    assert_eq!(
        report.verdict,
        "Player 2 moved a queen onto (0, 0) and wins"
    );
    assert_eq!(report.status, "Game over: Player 2 wins");
    says(
        refusal(&mut *game, 1.0, 1.0),
        Refusal::GameOver(Over::Plain),
        "The game is over. Undo, or start a new game",
    );
    let report = act(&mut *game, Command::Load, Some("1\n2\n1 2\n2 1\n")).unwrap();
    assert_eq!(report.tone, Tone::Loss);
    assert_eq!(
        judge(&report, "queens").as_deref(),
        Some("Player 1 will lose")
    );
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0x9e9e);
    for _ in 0..20 {
        let queens: Vec<String> = (0..1 + rng.below(4))
            .map(|_| format!("{},{}", rng.below(12), rng.below(12)))
            .collect();
        let mut board = start("queens", &[("size", "12"), ("queens", &queens.join(" "))]);
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}
