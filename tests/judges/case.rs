//! Positions exported as contest cases: the judge, run on the exported text, gives the answer
//! the board shows, for positions reached by random play; games and positions with no case
//! say why.
use crate::common::board::{draw, fact, start};
use crate::common::Rng;
use arbiter::judges;
use arbiter::view::{Board, Command, Refusal, Tone};

const W: f64 = 480.0;
const H: f64 = 360.0;

/// The judge's output on the board's exported case.
fn judged(board: &dyn Board) -> String {
    let case = board
        .judge_case()
        .unwrap_or_else(|e| panic!("no case: {e}"));
    let problem = judges::find(case.problem).unwrap();
    problem
        .run_str(&case.input)
        .unwrap_or_else(|(_, e)| panic!("{}: {e}\n{}", case.problem, case.input))
}

/// Plays random clicks, calling `check` on every position reached (the start included).
fn walk(board: &mut dyn Board, rng: &mut Rng, clicks: usize, mut check: impl FnMut(&dyn Board)) {
    draw(board, W, H);
    check(board);
    for _ in 0..clicks {
        let (x, y) = (rng.below(W as usize) as f64, rng.below(H as usize) as f64);
        if board.click(x, y).is_ok() && board.report().played > 0 {
            check(board);
        }
        draw(board, W, H);
        if board.report().to_move.is_none() {
            break;
        }
    }
}

#[test]
fn nim_cases_are_judged_as_the_board_says() {
    let mut rng = Rng(0x1111_2222_3333_4444);
    let (mut normal, mut misere) = (0, 0);
    for round in 0..60 {
        let heaps: Vec<String> = (0..1 + rng.below(6))
            .map(|_| rng.below(9).to_string())
            .collect();
        let rule = if round % 2 == 0 { "normal" } else { "misere" };
        let mut board = start("nim", &[("heaps", &heaps.join(" ")), ("rule", rule)]);
        walk(&mut *board, &mut rng, 60, |board| {
            let report = board.report();
            let mover_wins = report.tone == Tone::Win;
            if rule == "normal" {
                normal += 1;
                let answer = if mover_wins { "W\n" } else { "L\n" };
                assert_eq!(judged(board), answer, "{}", report.verdict);
            } else if report.tone == Tone::Over {
                assert_eq!(
                    board.judge_case().unwrap_err(),
                    Refusal::NoCase {
                        why: "Every heap is empty: the game is over"
                    }
                );
            } else {
                misere += 1;
                let answer = if mover_wins { "John\n" } else { "Brother\n" };
                assert_eq!(judged(board), answer, "{}", report.verdict);
            }
        });
    }
    assert!(
        normal > 100 && misere > 100,
        "{normal} and {misere} positions"
    );
    let moore = start("nim", &[("k", "2")]);
    let refused = moore.judge_case().unwrap_err();
    assert_eq!(
        refused,
        Refusal::NoCase {
            why: "No contest judge plays Moore's Nim_k"
        }
    );
    assert_eq!(refused.to_string(), "No contest judge plays Moore's Nim_k");
    let octal = start("octal", &[]);
    let refused = octal.judge_case().unwrap_err();
    assert_eq!(refused, Refusal::NoJudge);
    assert_eq!(
        refused.to_string(),
        "This game has no contest judge to write a case for"
    );
}

#[test]
fn gomoku_cases_get_the_answer_the_panel_quotes() {
    let mut rng = Rng(0x5555_6666_7777_8888);
    let mut positions = 0;
    for _ in 0..4 {
        let mut board = start("gomoku", &[]);
        walk(&mut *board, &mut rng, 300, |board| {
            let report = board.report();
            match fact(&report, "Judge's answer") {
                Some(_) if report.played == 0 => assert!(board.judge_case().is_err()),
                Some(answer) => {
                    positions += 1;
                    assert_eq!(judged(board), format!("{answer}\n"));
                }
                None => assert!(board.judge_case().is_err(), "{}", report.verdict),
            }
        });
    }
    assert!(positions > 120, "{positions} positions");
    let empty = start("gomoku", &[]);
    assert_eq!(
        empty.judge_case().unwrap_err(),
        Refusal::NoCase {
            why: "The judge reads an empty board (n = 0) as the end of its input"
        }
    );
}

#[test]
fn havannah_cases_of_the_one_player_mode_are_judged_alike() {
    let mut rng = Rng(0x9999_aaaa_bbbb_cccc);
    let mut wins = 0;
    for side in ["2", "3", "4", "6"] {
        for _ in 0..6 {
            let mut board = start("havannah", &[("side", side), ("mode", "single")]);
            walk(&mut *board, &mut rng, 400, |board| {
                let report = board.report();
                let verdict = match report.verdict.as_str() {
                    "none so far" => "none",
                    other => {
                        wins += usize::from(other != "none");
                        other
                    }
                };
                assert_eq!(judged(board), format!("Case #1: {verdict}\n"));
            });
        }
    }
    assert!(wins >= 20, "{wins} wins");
    let two = start("havannah", &[]);
    assert!(matches!(
        two.judge_case(),
        Err(Refusal::NoCase { why }) if why.starts_with("The contest replays the stones of one player")
    ));
}

#[test]
fn connect_datasets_are_judged_alike() {
    const SAMPLE: &str = "4 5\n0 2 2 4 4 2 3 2 2 3\n4 5\n0 2 2 4 4 2 3 2 2 1\n\
                          7 11\n0 3 6 5 3 2 5 7 7 2 4 4 5 3 5 2 4 5 4 0 2 4\n0 0\n";
    let mut board = start("connect", &[]);
    board.act(Command::Load, Some(SAMPLE)).unwrap();
    for answer in ["no\n", "yes\n", "yes\n"] {
        board.act(Command::ToEnd, None).unwrap();
        assert_eq!(judged(&*board), answer);
        let _ = board.act(Command::NextDataset, None);
    }
    let mut rng = Rng(0xdddd_eeee_ffff_0000);
    let mut cases = 0;
    for _ in 0..10 {
        let mut board = start("connect", &[("n", "6")]);
        walk(&mut *board, &mut rng, 500, |board| {
            let report = board.report();
            let moves = report.played;
            if moves >= 5 && moves % 2 == 1 {
                cases += 1;
                let black_won = report.winner.as_ref().is_some_and(|w| w.number == 1);
                assert_eq!(judged(board), if black_won { "yes\n" } else { "no\n" });
            } else {
                let refused = board.judge_case().unwrap_err();
                assert_eq!(refused, Refusal::ShortDataset { moves });
                assert_eq!(
                    refused.to_string(),
                    format!(
                        "A contest dataset ends with Black's move and has at least 5 moves; \
                         this game has {moves}"
                    )
                );
            }
        });
    }
    assert!(cases > 50, "{cases} datasets");
    let mut pie = start("connect", &[("pie", "on")]);
    pie.play("(1, 3)").unwrap();
    pie.play("swap").unwrap();
    assert_eq!(
        pie.judge_case().unwrap_err(),
        Refusal::NoCase {
            why: "The contest has no pie rule: a game with a swap has no dataset"
        }
    );
}
