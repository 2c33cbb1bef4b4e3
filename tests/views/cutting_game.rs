//! The cutting game, natively: cuts clicked on grid lines, a 1 × 1 piece ending the game at
//! once, the judge's answer for one sheet, and verdicts and winning moves checked against an
//! exhaustive search of the real game on small sheets.
use crate::common::board::{
    act, click, draw, fact, judge, refusal, refused_options, says, shown, start,
};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::view::{Command, OptionError, Over, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 720.0;
const H: f64 = 360.0;

type Pieces = Vec<(usize, usize)>;

/// Every cut of the real game with its notation, the pieces it leaves, and whether it cuts
/// out a 1 × 1.
fn options(pieces: &Pieces) -> Vec<(String, Pieces, bool)> {
    let mut out = Vec::new();
    for (i, &(w, h)) in pieces.iter().enumerate() {
        let mut add = |kind: &str, at: usize, a: (usize, usize), b: (usize, usize)| {
            let mut next = pieces.clone();
            next[i] = a;
            next.insert(i + 1, b);
            let done = a == (1, 1) || b == (1, 1);
            out.push((
                format!("piece {}: cut after {kind} {at}", i + 1),
                next,
                done,
            ));
        };
        for at in 1..w {
            add("column", at, (at, h), (w - at, h));
        }
        for at in 1..h {
            add("row", at, (w, at), (w, h - at));
        }
    }
    out
}

fn wins(pieces: &Pieces, memo: &mut HashMap<Pieces, bool>) -> bool {
    let mut key: Pieces = pieces.iter().map(|&(w, h)| (w.min(h), w.max(h))).collect();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = options(&key)
        .iter()
        .any(|(_, next, done)| *done || !wins(next, memo));
    memo.insert(key, result);
    result
}

#[test]
fn verdicts_and_winning_moves_match_exhaustive_search() {
    let mut rng = Rng(0xc07);
    let mut memo = HashMap::new();
    for _ in 0..60 {
        let sheets: Pieces = (0..1 + rng.below(2))
            .map(|_| (2 + rng.below(5), 2 + rng.below(4)))
            .collect();
        let text: Vec<String> = sheets.iter().map(|(w, h)| format!("{w}x{h}")).collect();
        let mut board = start("cutting-game", &[("sheets", &text.join(" "))]);
        let mut pieces = sheets.clone();
        loop {
            let report = shown(&*board);
            if pieces.contains(&(1, 1)) {
                assert_eq!(report.tone, Tone::Over);
                break;
            }
            let all = options(&pieces);
            let mover_wins = wins(&pieces, &mut memo);
            assert_eq!(report.tone == Tone::Win, mover_wins, "{pieces:?}");
            let expected: BTreeSet<String> = all
                .iter()
                .filter(|(_, next, done)| *done || !wins(next, &mut memo))
                .map(|(mv, _, _)| mv.clone())
                .collect();
            let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
            assert_eq!(listed, expected, "{pieces:?}");
            if let Some(judge) = judge(&report, "cutting-game") {
                assert_eq!(judge.ends_with(" will win"), mover_wins, "{pieces:?}");
            }
            draw(&mut *board, W, H);
            let (mv, next, _) = all[rng.below(all.len())].clone();
            let report = click(&mut *board, &mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
            assert_eq!(report.last_move.as_deref(), Some(mv.as_str()));
            pieces = next;
        }
    }
}

#[test]
fn cuts_are_clicked_on_grid_lines() {
    says(
        refused_options("cutting-game", &[("sheets", "1x4")]),
        Refusal::BadOption(OptionError::NotA {
            label: "Sheets W×H",
            found: "`1x4`".into(),
            expected: "W×H with sides from 2 to 16".into(),
        }),
        "Sheets W×H: `1x4` is not W×H with sides from 2 to 16",
    );
    let mut game = start("cutting-game", &[("sheets", "4x2")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(report.winning_moves, ["piece 1: cut after column 2"]);
    assert_eq!(
        judge(&report, "cutting-game").as_deref(),
        Some("Player 1 will win")
    );
    let report = click(&mut *game, "piece 1: cut after column 2").unwrap();
    assert_eq!(
        fact(&report, "Pieces").as_deref(),
        Some("2×2 (G = 0), 2×2 (G = 0)")
    );
    assert_eq!(report.tone, Tone::Loss);
    draw(&mut *game, W, H);
    let report = click(&mut *game, "piece 2: cut after row 1").unwrap();
    assert_eq!(
        report.verdict,
        "Player 1, to move, cuts out a 1 × 1 piece and wins"
    );
    draw(&mut *game, W, H);
    let report = click(&mut *game, "piece 2: cut after column 1").unwrap();
    assert_eq!(report.verdict, "Player 1 cut out a 1 × 1 piece and wins");
    assert_eq!(report.status, "Game over: Player 1 wins");
    says(
        refusal(&mut *game, 1.0, 1.0),
        Refusal::GameOver(Over::Because("a 1 × 1 piece is cut out")),
        "The game is over: a 1 × 1 piece is cut out. Undo, or start a new game",
    );
    let report = act(&mut *game, Command::Load, Some("3 2\n")).unwrap();
    assert_eq!(report.tone, Tone::Loss);
    assert_eq!(
        judge(&report, "cutting-game").as_deref(),
        Some("Player 1 will lose")
    );
    draw(&mut *game, W, H);
    assert_eq!(
        refusal(&mut *game, 1.0, 1.0),
        Refusal::Missed {
            hint: "Click a grid line inside a piece to cut it there"
        }
    );
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0xc08);
    for _ in 0..20 {
        let sheets = format!(
            "{}x{} {}x{}",
            2 + rng.below(9),
            2 + rng.below(9),
            2 + rng.below(5),
            2 + rng.below(5)
        );
        let mut board = start("cutting-game", &[("sheets", &sheets)]);
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}
