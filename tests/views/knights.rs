//! Knights, natively: a turn put together by a knight and a destination per movable knight,
//! refused while a knight is unmoved, the judge's answer beside the verdict, and verdicts and
//! the full list of winning turns checked against an exhaustive search of the real "every"
//! game on small boards.
use crate::common::board::{act, click, draw, fact, judge, says, shown, start, worded};
use crate::common::every::every_turns;
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::impartial::KnightsError;
use arbiter::view::{CaseError, Command, Over, Pick, Reason, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 600.0;
const H: f64 = 500.0;

type Cell = (i64, i64);

/// The knight's moves of the game's definition, on an n × n board.
fn moves(n: i64, (x, y): Cell) -> Vec<Cell> {
    [
        (x - 2, y + 1),
        (x - 2, y - 1),
        (x - 1, y - 2),
        (x + 1, y - 2),
    ]
    .into_iter()
    .filter(|&(a, b)| (1..=n).contains(&a) && (1..=n).contains(&b))
    .collect()
}

/// Every turn of the real game (every knight that can move moved), with its notation.
fn turns(n: i64, knights: &[Cell]) -> Vec<(String, Vec<Cell>)> {
    every_turns(
        knights,
        |cell| moves(n, cell),
        |k, (a, b)| format!("knight {}: ({a}, {b})", k + 1),
    )
}

/// Whether the player to move wins, by searching the whole game tree.
fn wins(n: i64, knights: &[Cell], memo: &mut HashMap<(i64, Vec<Cell>), bool>) -> bool {
    let mut key = knights.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&(n, key.clone())) {
        return known;
    }
    let result = turns(n, knights)
        .iter()
        .any(|(_, next)| !wins(n, next, memo));
    memo.insert((n, key), result);
    result
}

fn random_knights(rng: &mut Rng, n: i64, most: usize) -> Vec<Cell> {
    (0..1 + rng.below(most))
        .map(|_| {
            (
                1 + rng.below(n as usize) as i64,
                1 + rng.below(n as usize) as i64,
            )
        })
        .collect()
}

fn option_text(knights: &[Cell]) -> String {
    knights
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Clicks a turn as a player would: each knight, then its destination.
fn click_turn(board: &mut dyn arbiter::view::Board, turn: &str) {
    let steps: Vec<String> = turn
        .split(", knight ")
        .enumerate()
        .map(|(i, s)| {
            if i == 0 {
                s.to_string()
            } else {
                format!("knight {s}")
            }
        })
        .collect();
    for (i, step) in steps.iter().enumerate() {
        let knight = step.split(':').next().unwrap();
        let report = click(board, knight).unwrap_or_else(|e| panic!("{knight}: {e}"));
        assert!(report.moves.is_empty(), "{turn}");
        let report = click(board, step).unwrap_or_else(|e| panic!("{step}: {e}"));
        assert_eq!(
            report.moves.len(),
            usize::from(i + 1 == steps.len()),
            "{turn}"
        );
    }
}

#[test]
fn verdicts_and_winning_turns_match_exhaustive_search() {
    let mut rng = Rng(0x4b4e);
    let mut memo = HashMap::new();
    let mut seen_win = 0;
    for case in 0..300 {
        let n = 1 + rng.below(7) as i64;
        let knights = random_knights(&mut rng, n, 3);
        let size = n.to_string();
        let mut board = start(
            "knights",
            &[("size", &size), ("knights", &option_text(&knights))],
        );
        let report = shown(&*board);
        let all = turns(n, &knights);
        let mover_wins = wins(n, &knights, &mut memo);
        seen_win += usize::from(mover_wins);
        if all.is_empty() {
            assert_eq!(report.tone, Tone::Over, "{n} {knights:?}");
            assert!(!mover_wins);
            continue;
        }
        assert_eq!(report.tone == Tone::Win, mover_wins, "{n} {knights:?}");
        let expected: BTreeSet<String> = all
            .iter()
            .filter(|(_, next)| !wins(n, next, &mut memo))
            .map(|(t, _)| t.clone())
            .collect();
        let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
        assert_eq!(listed, expected, "{n} {knights:?}");
        let judge = judge(&report, "knights").expect("judged");
        assert_eq!(
            judge.lines().next().unwrap().ends_with(" will win"),
            mover_wins,
            "{judge}"
        );
        // The computer's turn keeps a win, or is a legal turn from a lost position.
        let best = board.suggest().expect("a turn");
        let (_, after) = all
            .iter()
            .find(|(t, _)| *t == best)
            .unwrap_or_else(|| panic!("{best} is not a turn"));
        if mover_wins {
            assert!(!wins(n, after, &mut memo), "{best} throws the win");
        }
        // A random turn, clicked knight by knight.
        draw(&mut *board, W, H);
        let (turn, after) = &all[rng.below(all.len())];
        if case % 2 == 0 {
            click_turn(&mut *board, turn);
            assert_eq!(shown(&*board).moves, std::slice::from_ref(turn));
        } else {
            board.play(turn).unwrap();
        }
        let report = shown(&*board);
        let next_wins = wins(n, after, &mut memo);
        if turns(n, after).is_empty() {
            assert_eq!(report.tone, Tone::Over);
        } else {
            assert_eq!(report.tone == Tone::Win, next_wins, "{n} {after:?}");
        }
    }
    assert!((60..240).contains(&seen_win), "{seen_win} wins of 300");
}

#[test]
fn a_turn_waits_for_every_knight_and_refuses_bad_clicks() {
    let mut game = start("knights", &[("size", "5"), ("knights", "4,4 5,3 1,1")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.status, "Player 1 to move");
    assert_eq!(
        judge(&report, "knights").as_deref(),
        Some("Player 1 will win\n2 5\n3 2\n1 1")
    );
    says(
        click(&mut *game, "(2, 2)").unwrap_err(),
        Refusal::PickFirst {
            hint: "Click a knight first, then the cell it moves to",
        },
        "Click a knight first, then the cell it moves to",
    );
    says(
        click(&mut *game, "(1, 1)").unwrap_err(),
        Refusal::Pick(Pick::KnightStuck { at: (1, 1) }),
        "The knight on (1, 1) cannot move: it stays where it is",
    );
    says(
        click(&mut *game, "(3, 2)").unwrap_err(),
        Refusal::Pick(Pick::Ambiguous { at: (3, 2) }),
        "Several knights can reach (3, 2): click the knight first",
    );
    // A cell only knight 2 reaches takes its move at once; clearing forgets it.
    let report = click(&mut *game, "(4, 1)").unwrap();
    assert_eq!(
        report.pending,
        "Chosen: knight 2: (4, 1); still to move: knight 1 at (4, 4)"
    );
    act(&mut *game, Command::Clear, None).unwrap();
    let report = click(&mut *game, "knight 1").unwrap();
    assert_eq!(
        report.pending,
        "Selected: knight 1 on (4, 4); click a marked cell"
    );
    says(
        click(&mut *game, "(4, 2)").unwrap_err(),
        Refusal::Pick(Pick::OutOfReach {
            knight: 1,
            from: (4, 4),
            to: (4, 2),
        }),
        "Knight 1 on (4, 4) cannot reach (4, 2): it moves to (x−2, y±1), (x−1, y−2) or \
         (x+1, y−2) on the board",
    );
    let report = click(&mut *game, "knight 1: (2, 5)").unwrap();
    assert!(report.moves.is_empty());
    assert_eq!(
        report.pending,
        "Chosen: knight 1: (2, 5); still to move: knight 2 at (5, 3)"
    );
    says(
        act(&mut *game, Command::Play, None).unwrap_err(),
        Refusal::Illegal {
            mv: "knight 1: (2, 5)".into(),
            reason: Reason::Knights(KnightsError::Missing {
                knight: 1,
                at: (5, 3),
            }),
        },
        "Knight 2 on (5, 3) has no move in this turn: every knight that can move must move",
    );
    // Picking knight 1 again changes its move.
    click(&mut *game, "knight 1").unwrap();
    click(&mut *game, "knight 1: (3, 2)").unwrap();
    click(&mut *game, "knight 2").unwrap();
    let report = click(&mut *game, "knight 2: (3, 2)").unwrap();
    assert_eq!(report.moves, ["knight 1: (3, 2), knight 2: (3, 2)"]);
    assert_eq!(report.status, "Player 2 to move");
    // Two knights on (3, 2): the first click picks knight 1, the next knight 2.
    let report = click(&mut *game, "(3, 2)").unwrap();
    assert!(report.pending.starts_with("Selected: knight 1 on (3, 2)"));
    click(&mut *game, "knight 1: (1, 1)").unwrap();
    let report = click(&mut *game, "(3, 2)").unwrap();
    assert!(report.pending.starts_with("Selected: knight 2 on (3, 2)"));
    let report = click(&mut *game, "knight 2: (1, 1)").unwrap();
    assert_eq!(report.tone, Tone::Over);
    assert_eq!(report.verdict, "Player 1 cannot move: Player 2 wins");
    says(
        click(&mut *game, "(1, 1)").unwrap_err(),
        Refusal::GameOver(Over::Because("no knight can move")),
        "The game is over: no knight can move. Undo, or start a new game",
    );
}

#[test]
fn load_case_takes_the_judge_format() {
    let mut game = start("knights", &[]);
    let report = act(&mut *game, Command::Load, Some("2 5\n4 4\n5 3\n")).unwrap();
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(
        fact(&report, "Knights").as_deref(),
        Some("1 at (4, 4) suspense 3, 2 at (5, 3) suspense 2")
    );
    assert_eq!(
        judge(&report, "knights").as_deref(),
        Some("Player 1 will win\n2 5\n3 2")
    );
    let report = act(&mut *game, Command::Load, Some("1 4\n3 3\n")).unwrap();
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(
        worded(
            act(&mut *game, Command::Load, Some("1 4\n5 3\n")).unwrap_err(),
            |r| matches!(r, Refusal::BadCase(CaseError::Format(_)))
        ),
        "Case: line 2, column 1: expected x (1..=4), found 5"
    );
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0x4b4f);
    for _ in 0..20 {
        let n = 3 + rng.below(8) as i64;
        let knights = random_knights(&mut rng, n, 3);
        let size = n.to_string();
        let mut board = start(
            "knights",
            &[("size", &size), ("knights", &option_text(&knights))],
        );
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}
