//! John (misère Nim under the judge's name), natively: sweets clicked where drawn, the judge's
//! answer beside the verdict, a pasted case, and verdicts and winning moves checked against an
//! exhaustive search of misère Nim on small heaps.
use crate::common::board::{act, click, draw, fact, judge, shown, start};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::view::{Command, Tone, GAMES};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 600.0;
const H: f64 = 400.0;

/// Whether the mover wins misère Nim: taking the last sweet loses.
fn wins(heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    // With every heap empty, the opponent took the last sweet: the mover wins.
    let result = key.iter().all(|&h| h == 0)
        || (0..key.len()).any(|i| {
            (1..=key[i]).any(|c| {
                let mut next = key.clone();
                next[i] -= c;
                !wins(&next, memo)
            })
        });
    memo.insert(key, result);
    result
}

#[test]
fn john_is_listed_and_verdicts_match_exhaustive_search() {
    assert!(GAMES.iter().any(|g| g.slug == "john"));
    let mut rng = Rng(0x10f);
    let mut memo = HashMap::new();
    for _ in 0..300 {
        let heaps: Vec<u32> = (0..1 + rng.below(3))
            .map(|_| 1 + rng.below(7) as u32)
            .collect();
        let text: Vec<String> = heaps.iter().map(ToString::to_string).collect();
        let mut board = start("john", &[("heaps", &text.join(" "))]);
        let report = shown(&*board);
        let mover_wins = wins(&heaps, &mut memo);
        assert_eq!(report.tone == Tone::Win, mover_wins, "{heaps:?}");
        let mut expected = BTreeSet::new();
        for (i, &h) in heaps.iter().enumerate() {
            for c in 1..=h {
                let mut next = heaps.clone();
                next[i] -= c;
                if !wins(&next, &mut memo) {
                    expected.insert(format!("take {c} from heap {}", i + 1));
                }
            }
        }
        let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
        assert_eq!(listed, expected, "{heaps:?}");
        let judge = judge(&report, "john").expect("judged");
        assert_eq!(judge.ends_with(" will win"), mover_wins, "{heaps:?}");
        draw(&mut *board, W, H);
        let i = rng.below(heaps.len());
        let mv = format!(
            "take {} from heap {}",
            1 + rng.below(heaps[i] as usize),
            i + 1
        );
        assert_eq!(click(&mut *board, &mv).unwrap().moves, [mv]);
    }
}

#[test]
fn a_pasted_case_replaces_the_heaps() {
    let mut game = start("john", &[]);
    let report = shown(&*game);
    assert_eq!(fact(&report, "Heaps").as_deref(), Some("3 5 1"));
    assert_eq!(judge(&report, "john").as_deref(), Some("Player 1 will win"));
    assert!(report.computer);
    // One case is read whole: a second one is refused where it starts.
    assert_eq!(
        act(&mut *game, Command::Load, Some("2\n1\n1\n3\n3 5 1\n"))
            .unwrap_err()
            .to_string(),
        "Case: line 4, column 1: expected end of input after the case (paste one case), found `3`"
    );
    let report = act(&mut *game, Command::Load, Some("1\n1\n1\n")).unwrap();
    assert_eq!(fact(&report, "Heaps").as_deref(), Some("1"));
    assert_eq!(report.tone, Tone::Loss);
    assert_eq!(
        judge(&report, "john").as_deref(),
        Some("Player 1 will lose")
    );
    assert_eq!(game.start().unwrap().options, [("heaps", "1".to_string())]);
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0x1011);
    for _ in 0..30 {
        let heaps: Vec<String> = (0..1 + rng.below(4))
            .map(|_| (1 + rng.below(9)).to_string())
            .collect();
        let mut board = start("john", &[("heaps", &heaps.join(" "))]);
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}
