//! Georgia and Bob, natively: a man and a cell clicked in turn, refusals, a pasted case beside
//! the judge's answer, and verdicts and winning moves checked against an exhaustive search of
//! the real game (men walking left) on small lines.
use crate::common::board::{
    act, click, draw, fact, judge, refusal, refused_options, says, shown, start, worded,
};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::impartial::GeorgiaAndBobError;
use arbiter::view::{CaseError, Command, OptionError, Reason, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 640.0;
const H: f64 = 240.0;

/// Every move of the real game: a man walks left to a free cell, passing nobody.
fn options(men: &[u32]) -> Vec<(String, Vec<u32>)> {
    let mut out = Vec::new();
    for (i, &from) in men.iter().enumerate() {
        for to in 1..from {
            if men.iter().any(|&m| m >= to && m < from) {
                continue;
            }
            let mut next = men.to_vec();
            next[i] = to;
            out.push((format!("man {from} to {to}"), next));
        }
    }
    out
}

fn wins(men: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = men.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = options(&key).iter().any(|(_, next)| !wins(next, memo));
    memo.insert(key, result);
    result
}

#[test]
fn verdicts_and_winning_moves_match_exhaustive_search() {
    let mut rng = Rng(0x6e06);
    let mut memo = HashMap::new();
    for _ in 0..300 {
        let mut cells: Vec<u32> = (1..=12).collect();
        rng.shuffle(&mut cells);
        let men: Vec<u32> = cells[..1 + rng.below(4)].to_vec();
        let text: Vec<String> = men.iter().map(ToString::to_string).collect();
        let mut board = start("georgia-and-bob", &[("men", &text.join(" "))]);
        let report = shown(&*board);
        let all = options(&men);
        if all.is_empty() {
            assert_eq!(report.tone, Tone::Over, "{men:?}");
            continue;
        }
        let mover_wins = wins(&men, &mut memo);
        assert_eq!(report.tone == Tone::Win, mover_wins, "{men:?}");
        let expected: BTreeSet<String> = all
            .iter()
            .filter(|(_, next)| !wins(next, &mut memo))
            .map(|(mv, _)| mv.clone())
            .collect();
        let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
        assert_eq!(listed, expected, "{men:?}");
        let judge = judge(&report, "georgia-and-bob").expect("judged");
        assert_eq!(judge.ends_with(" will win"), mover_wins, "{men:?}");
        // A random move plays by two clicks: the man, then the cell.
        draw(&mut *board, W, H);
        let (mv, _) = &all[rng.below(all.len())];
        let (from, to) = mv
            .strip_prefix("man ")
            .and_then(|r| r.split_once(" to "))
            .unwrap();
        let report = click(&mut *board, &format!("cell {from}")).unwrap();
        assert!(report.moves.is_empty() && report.pending.contains(from));
        let report = click(&mut *board, &format!("cell {to}")).unwrap();
        assert_eq!(report.moves, std::slice::from_ref(mv));
    }
}

#[test]
fn men_walk_left_by_clicks_and_refusals_say_why() {
    says(
        refused_options("georgia-and-bob", &[("men", "3 3")]),
        Refusal::BadOption(OptionError::SharedCell { cell: 3 }),
        "Men's cells: two men on cell 3",
    );
    let mut game = start("georgia-and-bob", &[("men", "1 2 3")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.status, "Game over: Bob wins");
    assert_eq!(report.tone, Tone::Over);
    assert_eq!(report.verdict, "Georgia cannot move: Bob wins");
    let mut game = start("georgia-and-bob", &[("men", "2 5 9")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.verdict, "Georgia, to move, wins with perfect play");
    assert_eq!(
        fact(&report, "Counted gaps").as_deref(),
        Some("3 before the man on 9, 1 before the man on 2")
    );
    assert_eq!(fact(&report, "Nim-sum").as_deref(), Some("2 (binary 10)"));
    assert_eq!(
        judge(&report, "georgia-and-bob").as_deref(),
        Some("Georgia will win")
    );
    let pick_first = Refusal::PickFirst {
        hint: "Click a man first, then the free cell he walks to",
    };
    says(
        click(&mut *game, "cell 4").unwrap_err(),
        pick_first.clone(),
        "Click a man first, then the free cell he walks to",
    );
    click(&mut *game, "cell 9").unwrap();
    assert_eq!(
        worded(
            click(&mut *game, "cell 3").unwrap_err(),
            |r| matches!(r, Refusal::Illegal { mv, reason: Reason::GeorgiaAndBob(GeorgiaAndBobError::Blocked { .. }) }
                if mv == "man 9 to 3")
        ),
        "The man on 5 is in the way (man 9 to 3): men never pass or join another"
    );
    click(&mut *game, "cell 9").unwrap();
    assert_eq!(click(&mut *game, "cell 4").unwrap_err(), pick_first);
    click(&mut *game, "cell 2").unwrap();
    let report = click(&mut *game, "cell 1").unwrap();
    assert_eq!(report.moves, ["man 2 to 1"]);
    assert_eq!(report.status, "Bob to move");
    says(
        refusal(&mut *game, 1.0, 1.0),
        Refusal::Missed {
            hint: "Click a man, then a free cell to his left",
        },
        "Click a man, then a free cell to his left",
    );
    let report = act(&mut *game, Command::Load, Some("2\n3\n1 2 3\n")).unwrap();
    assert_eq!(fact(&report, "Men").as_deref(), Some("1 2 3"));
    assert_eq!(
        worded(
            act(&mut *game, Command::Load, Some("1\n2\n4 4\n")).unwrap_err(),
            |r| matches!(r, Refusal::BadCase(CaseError::Format(_)))
        ),
        "Case: line 3, column 3: expected a position no other man stands on, found 4"
    );
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0x9e0);
    for _ in 0..30 {
        let mut cells: Vec<u32> = (1..=20).collect();
        rng.shuffle(&mut cells);
        let men: Vec<String> = cells[..1 + rng.below(6)]
            .iter()
            .map(ToString::to_string)
            .collect();
        let mut board = start("georgia-and-bob", &[("men", &men.join(" "))]);
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}
