//! S-Nim and Lasker's Nim boards, natively: takes and splits clicked where they are drawn,
//! refusals, a pasted case beside the judge's answer, and every verdict and winning-move list
//! checked against an exhaustive search of the real game on small positions.
use crate::common::board::{
    act, click, draw, fact, judge, point, refusal, refused_options, says, shown, start, worded,
};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::impartial::HeapError;
use arbiter::view::{Board, CaseError, Command, OptionError, Reason, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 600.0;
const H: f64 = 400.0;

/// The rules, written plainly: every position a move leads to, with the move's notation.
fn options(heaps: &[usize], set: Option<&[usize]>) -> Vec<(String, Vec<usize>)> {
    let mut out = Vec::new();
    for (h, &size) in heaps.iter().enumerate() {
        for count in 1..=size {
            if set.is_none_or(|s| s.contains(&count)) {
                let mut next = heaps.to_vec();
                next[h] -= count;
                out.push((format!("take {count} from heap {}", h + 1), next));
            }
        }
        if set.is_none() {
            for left in 1..=size / 2 {
                let mut next = heaps.to_vec();
                next[h] = left;
                next.insert(h + 1, size - left);
                out.push((
                    format!("split heap {} into {left} + {}", h + 1, size - left),
                    next,
                ));
            }
        }
    }
    out
}

/// Whether the player to move wins, by exhaustive search (positions keyed as sorted heaps).
fn wins(heaps: &[usize], set: Option<&[usize]>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    let mut key: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = options(&key, set)
        .iter()
        .any(|(_, next)| !wins(next, set, memo));
    memo.insert(key, result);
    result
}

fn check_random_positions(set: Option<&[usize]>, seed: u64, rounds: usize) {
    let mut rng = Rng(seed);
    let mut memo = HashMap::new();
    let (slug, set_text) = match set {
        Some(s) => (
            "s-nim",
            s.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        ),
        None => ("nim-or-not-nim", String::new()),
    };
    for _ in 0..rounds {
        let heaps: Vec<usize> = (0..1 + rng.below(3)).map(|_| rng.below(9)).collect();
        let text = heaps
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let mut values = vec![("heaps", text.as_str())];
        if set.is_some() {
            values.push(("set", set_text.as_str()));
        }
        let mut board = start(slug, &values);
        let report = shown(&*board);
        let mover_wins = wins(&heaps, set, &mut memo);
        let all = options(&heaps, set);
        if all.is_empty() {
            assert_eq!(report.tone, Tone::Over, "{heaps:?}");
            continue;
        }
        assert_eq!(report.tone == Tone::Win, mover_wins, "{slug} {heaps:?}");
        let expected: BTreeSet<String> = all
            .iter()
            .filter(|(_, next)| !wins(next, set, &mut memo))
            .map(|(mv, _)| mv.clone())
            .collect();
        let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
        assert_eq!(listed, expected, "{slug} {heaps:?}");
        // The judge's own answer agrees.
        let judge = report
            .facts
            .iter()
            .find(|f| f.label.starts_with("Judge"))
            .map(|f| f.value.clone());
        if let Some(answer) = judge {
            let win = answer.ends_with(" will win");
            assert_eq!(win, mover_wins, "{slug} {heaps:?}: judge says {answer}");
        }
        // Every move plays through a click where the board locates it.
        draw(&mut *board, W, H);
        let (mv, _) = &all[rng.below(all.len())];
        let after = click(&mut *board, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        assert_eq!(after.moves, std::slice::from_ref(mv));
    }
}

#[test]
fn s_nim_verdicts_and_winning_moves_match_exhaustive_search() {
    for (i, set) in [&[1, 2][..], &[2, 5], &[1, 3, 4], &[2, 3, 7], &[3]]
        .iter()
        .enumerate()
    {
        check_random_positions(Some(set), 0x51 + i as u64, 80);
    }
}

#[test]
fn lasker_verdicts_and_winning_moves_match_exhaustive_search() {
    check_random_positions(None, 0x1a5, 400);
}

#[test]
fn s_nim_clicks_take_the_allowed_counts_and_refuse_the_rest() {
    says(
        refused_options("s-nim", &[("set", "0")]),
        Refusal::BadOption(OptionError::NotA {
            label: "Subtraction set S",
            found: "`0`".into(),
            expected: "a number from 1 to 30".into(),
        }),
        "Subtraction set S: `0` is not a number from 1 to 30",
    );
    let mut game = start("s-nim", &[("set", "2 5"), ("heaps", "5 7")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(fact(&report, "Subtraction set").as_deref(), Some("{2, 5}"));
    // G(5) = 2 and G(7) = 0 under S = {2, 5}.
    assert_eq!(fact(&report, "Grundy values").as_deref(), Some("2 0"));
    assert_eq!(fact(&report, "Nim-sum").as_deref(), Some("2 (binary 10)"));
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(
        report.winning_moves,
        ["take 5 from heap 1", "take 2 from heap 2"]
    );
    assert_eq!(
        judge(&report, "s-nim").as_deref(),
        Some("Player 1 will win")
    );
    assert_eq!(
        worded(
            click(&mut *game, "take 3 from heap 1").unwrap_err(),
            |r| matches!(r, Refusal::Illegal { mv, reason: Reason::Heaps(HeapError::NotInSet { .. }) }
                if mv == "take 3 from heap 1")
        ),
        "A move takes exactly 2 or 5 stones, not 3"
    );
    assert!(game.locate("split heap 1 into 2 + 3").is_none());
    let report = click(&mut *game, "take 5 from heap 2").unwrap();
    assert_eq!(report.moves, ["take 5 from heap 2"]);
    assert_eq!(fact(&report, "Heaps").as_deref(), Some("5 2"));
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(
        refusal(&mut *game, 1.0, 1.0),
        Refusal::Missed {
            hint: "Click a stone: it is taken with every stone above it"
        }
    );
}

#[test]
fn lasker_splits_by_clicking_between_stones() {
    let mut game = start("nim-or-not-nim", &[("heaps", "3 3")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(
        report.verdict,
        "Player 1, to move, loses against perfect play"
    );
    assert_eq!(
        judge(&report, "nim-or-not-nim").as_deref(),
        Some("Player 1 will lose")
    );
    let gap = point(&*game, "split heap 1 into 1 + 2");
    let stone = point(&*game, "take 2 from heap 1");
    assert!(
        gap.1 > stone.1 && gap.0 == stone.0,
        "the gap lies below the second stone"
    );
    let report = click(&mut *game, "split heap 1 into 1 + 2").unwrap();
    assert_eq!(fact(&report, "Heaps").as_deref(), Some("1 2 3"));
    assert_eq!(report.tone, Tone::Win);
    // G(1) ^ G(2) ^ G(3) = 1 ^ 2 ^ 4 under Lasker's rule.
    assert_eq!(fact(&report, "Grundy values").as_deref(), Some("1 2 4"));
    draw(&mut *game, W, H);
    assert!(game.locate("split heap 1 into 0 + 1").is_none());
    // A pasted case replaces the game, and the link keeps its heaps.
    let report = act(&mut *game, Command::Load, Some("1\n3\n2 2 3\n")).unwrap();
    assert_eq!(fact(&report, "Heaps").as_deref(), Some("2 2 3"));
    assert!(report.moves.is_empty());
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(
        judge(&report, "nim-or-not-nim").as_deref(),
        Some("Player 1 will win")
    );
    assert_eq!(
        game.start().unwrap().options,
        [("heaps", "2 2 3".to_string())]
    );
    assert_eq!(
        worded(
            act(&mut *game, Command::Load, Some("1\n2\n2 x")).unwrap_err(),
            |r| matches!(r, Refusal::BadCase(CaseError::Format(_)))
        ),
        "Case: line 3, column 3: expected heap size (1..=30), found `x`"
    );
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0xbead);
    for round in 0..40 {
        let heaps: Vec<String> = (0..1 + rng.below(4))
            .map(|_| rng.below(12).to_string())
            .collect();
        let heaps = heaps.join(" ");
        let mut board: Box<dyn Board> = if round % 2 == 0 {
            start("s-nim", &[("set", "1 3 4"), ("heaps", &heaps)])
        } else {
            start("nim-or-not-nim", &[("heaps", &heaps)])
        };
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}
