//! Crosses and Crosses, natively: crosses put by clicks, three in a row ending the game at
//! once, the judge's answer on empty strips, and verdicts and winning moves checked against an
//! exhaustive search of the real game on strips of up to 14 cells.
use crate::common::board::{act, click, draw, fact, judge, refusal, shown, start};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::impartial::CrossesAndCrossesError;
use arbiter::view::{Command, Over, Reason, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 640.0;
const H: f64 = 200.0;

fn three(cells: u32, n: usize) -> bool {
    (0..n.saturating_sub(2)).any(|c| cells >> c & 7 == 7)
}

/// Whether the mover wins the real game: a cross completing three wins at once; a player with
/// no empty cell loses.
fn wins(cells: u32, n: usize, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&known) = memo.get(&cells) {
        return known;
    }
    let result = (0..n).filter(|&c| cells >> c & 1 == 0).any(|c| {
        let next = cells | 1 << c;
        three(next, n) || !wins(next, n, memo)
    });
    memo.insert(cells, result);
    result
}

#[test]
fn verdicts_and_winning_moves_match_exhaustive_search() {
    let mut rng = Rng(0x3c3c);
    for n in 1..=14usize {
        let mut memo = HashMap::new();
        for _ in 0..12 {
            let mut board = start("crosses-and-crosses", &[("cells", &n.to_string())]);
            let mut cells = 0u32;
            loop {
                let report = shown(&*board);
                if three(cells, n) || cells == (1 << n) - 1 {
                    assert_eq!(report.tone, Tone::Over, "{n} {cells:b}");
                    break;
                }
                let mover_wins = wins(cells, n, &mut memo);
                assert_eq!(report.tone == Tone::Win, mover_wins, "n = {n}, {cells:b}");
                let expected: BTreeSet<String> = (0..n)
                    .filter(|&c| cells >> c & 1 == 0)
                    .filter(|&c| {
                        let next = cells | 1 << c;
                        three(next, n) || !wins(next, n, &mut memo)
                    })
                    .map(|c| format!("cell {}", c + 1))
                    .collect();
                let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
                assert_eq!(listed, expected, "n = {n}, {cells:b}");
                if cells == 0 {
                    let judge = judge(&report, "crosses-and-crosses").unwrap();
                    assert_eq!(judge.ends_with(" will win"), mover_wins, "n = {n}");
                }
                let empty: Vec<usize> = (0..n).filter(|&c| cells >> c & 1 == 0).collect();
                let c = empty[rng.below(empty.len())];
                draw(&mut *board, W, H);
                click(&mut *board, &format!("cell {}", c + 1)).unwrap();
                cells |= 1 << c;
            }
        }
    }
}

#[test]
fn three_in_a_row_wins_at_once() {
    let mut game = start("crosses-and-crosses", &[("cells", "6")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.tone, Tone::Loss);
    assert_eq!(
        judge(&report, "crosses-and-crosses").as_deref(),
        Some("Player 1 will lose")
    );
    click(&mut *game, "cell 2").unwrap();
    let report = click(&mut *game, "cell 3").unwrap();
    assert_eq!(
        report.verdict,
        "Player 1, to move, completes three in a row and wins"
    );
    assert_eq!(report.winning_moves, ["cell 1", "cell 4"]);
    assert_eq!(fact(&report, "Three at once").as_deref(), Some("1 4"));
    let refused = click(&mut *game, "cell 3").unwrap_err();
    assert_eq!(
        refused,
        Refusal::Illegal {
            mv: "cell 3".into(),
            reason: Reason::CrossesAndCrosses(CrossesAndCrossesError::Taken { cell: 2 }),
        }
    );
    assert_eq!(refused.to_string(), "Cell 3 already holds a cross");
    let report = click(&mut *game, "cell 4").unwrap();
    assert_eq!(report.status, "Game over: Player 1 wins");
    assert_eq!(
        report.verdict,
        "Player 1 completed three in a row (cells 2–4) and wins"
    );
    assert_eq!(
        refusal(&mut *game, W / 2.0, H / 2.0),
        Refusal::GameOver(Over::Plain)
    );
    let report = act(&mut *game, Command::Load, Some("3\n")).unwrap();
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(report.winning_moves, ["cell 1", "cell 2", "cell 3"]);
}

/// The layout is the one last drawn: after loading a shorter strip, the pointer over a cell
/// the strip no longer has is over nothing (the fuzzer found this one).
#[test]
fn hovering_past_a_shorter_loaded_strip_is_nothing() {
    let mut game = start("crosses-and-crosses", &[("cells", "12")]);
    draw(&mut *game, W, H);
    act(&mut *game, Command::Load, Some("3\n")).unwrap();
    for x in (0..64).map(|i| f64::from(i) * W / 63.0) {
        game.hover(x, H / 2.0);
    }
    draw(&mut *game, W, H);
    assert!(click(&mut *game, "cell 3").is_ok());
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0xc4c4);
    for n in [1, 3, 5, 7, 9, 12, 15, 20, 25, 30, 40] {
        let mut board = start("crosses-and-crosses", &[("cells", &n.to_string())]);
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}

#[test]
fn run_values_agree_with_the_judges_octal_reading_on_long_strips() {
    use arbiter::impartial::CrossesAndCrosses;
    use arbiter::Game;
    let input: String = (1..=300).map(|n| format!("{n}\n")).collect();
    let judge = arbiter::judges::find("crosses-and-crosses")
        .unwrap()
        .run_str(&input)
        .unwrap();
    for (n, answer) in (1..=300).zip(judge.lines()) {
        let game = CrossesAndCrosses::new(n);
        let first_wins = game.verdict().winner == arbiter::Player::First;
        assert_eq!(first_wins, answer == "1", "n = {n}");
    }
}
