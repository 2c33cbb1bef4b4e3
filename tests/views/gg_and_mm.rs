//! GG and MM, natively: a turn put together by one click per game, refused while a game is
//! unmoved, the judge's answer beside the verdict, and verdicts and the full list of winning
//! turns checked against an exhaustive search of the real "every" game on small piles.
use crate::common::board::{act, click, draw, judge, says, shown, start, worded};
use crate::common::every::every_turns;
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::impartial::GgAndMmError;
use arbiter::view::paint::palette;
use arbiter::view::{Command, Pick, Reason, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 700.0;
const H: f64 = 400.0;

type Games = Vec<(u32, u32)>;

/// Euclid's moves, piles kept in the game's order.
fn moves((p, q): (u32, u32)) -> Vec<(u32, u32)> {
    if p == 0 || q == 0 {
        Vec::new()
    } else if p >= q {
        (1..=p / q).map(|k| (p - k * q, q)).collect()
    } else {
        (1..=q / p).map(|k| (p, q - k * p)).collect()
    }
}

/// Every turn of the real game (one move in every game not over), with its notation.
fn turns(games: &Games) -> Vec<(String, Games)> {
    every_turns(games, moves, |g, (a, b)| {
        format!("game {}: ({a}, {b})", g + 1)
    })
}

fn wins(games: &Games, memo: &mut HashMap<Games, bool>) -> bool {
    if let Some(&known) = memo.get(games) {
        return known;
    }
    let result = turns(games).iter().any(|(_, next)| !wins(next, memo));
    memo.insert(games.clone(), result);
    result
}

#[test]
fn verdicts_and_winning_turns_match_exhaustive_search() {
    let mut rng = Rng(0x6666);
    let mut memo = HashMap::new();
    for _ in 0..150 {
        let games: Games = (0..1 + rng.below(3))
            .map(|_| (1 + rng.below(9) as u32, 1 + rng.below(9) as u32))
            .collect();
        let text: Vec<String> = games.iter().map(|(p, q)| format!("{p},{q}")).collect();
        let mut board = start("gg-and-mm", &[("games", &text.join(" "))]);
        let report = shown(&*board);
        let all = turns(&games);
        let mover_wins = wins(&games, &mut memo);
        assert_eq!(report.tone == Tone::Win, mover_wins, "{games:?}");
        let expected: BTreeSet<String> = all
            .iter()
            .filter(|(_, next)| !wins(next, &mut memo))
            .map(|(t, _)| t.clone())
            .collect();
        let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
        assert_eq!(listed, expected, "{games:?}");
        let judge = judge(&report, "gg-and-mm").expect("judged");
        assert_eq!(judge.ends_with(" will win"), mover_wins, "{games:?}");
        // A random turn, one click per game.
        draw(&mut *board, W, H);
        let (turn, _) = &all[rng.below(all.len())];
        let parts: Vec<&str> = turn.split(", game ").collect();
        for (i, part) in parts.iter().enumerate() {
            let step = if i == 0 {
                part.to_string()
            } else {
                format!("game {part}")
            };
            let report = click(&mut *board, &step).unwrap_or_else(|e| panic!("{step}: {e}"));
            assert_eq!(
                report.moves.len(),
                usize::from(i + 1 == parts.len()),
                "{turn}"
            );
        }
        assert_eq!(shown(&*board).moves, std::slice::from_ref(turn));
    }
}

#[test]
fn a_turn_waits_for_every_game() {
    let mut game = start("gg-and-mm", &[("games", "4,7 1,5")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.status, "MM to move");
    assert_eq!(judge(&report, "gg-and-mm").as_deref(), Some("MM will win"));
    let report = click(&mut *game, "game 1: (4, 3)").unwrap();
    assert!(report.moves.is_empty());
    assert_eq!(
        report.pending,
        "Chosen: game 1: (4, 3); still to move: game 2"
    );
    assert_eq!(
        worded(
            act(&mut *game, Command::Play, None).unwrap_err(),
            |r| matches!(
                r,
                Refusal::Illegal {
                    reason: Reason::GgAndMm(GgAndMmError::Missing { .. }),
                    ..
                }
            )
        ),
        "Game 2 has no move in this turn: every game that can move must move"
    );
    says(
        click(&mut *game, "game 2: (0, 5)").unwrap_err(),
        Refusal::Pick(Pick::SmallerPile { game: 2, pile: 5 }),
        "Game 2: a move takes from the larger pile (5)",
    );
    // A click anywhere on the larger pile snaps to a place it can end.
    let report = click(&mut *game, "game 1: (4, 6)").unwrap();
    assert_eq!(
        report.pending,
        "Chosen: game 1: (4, 3); still to move: game 2"
    );
    let report = click(&mut *game, "game 2: (1, 2)").unwrap();
    assert_eq!(report.moves, ["game 1: (4, 3), game 2: (1, 2)"]);
    assert_eq!(report.status, "GG to move");
    // Once a game has an empty pile, its cells take no more clicks.
    click(&mut *game, "game 1: (1, 3)").unwrap();
    let report = click(&mut *game, "game 2: (1, 0)").unwrap();
    assert_eq!(report.moves.len(), 2);
    draw(&mut *game, W, H);
    says(
        click(&mut *game, "game 2: (0, 0)").unwrap_err(),
        Refusal::Pick(Pick::GameDone { game: 2 }),
        "Game 2 is over: a pile is empty",
    );
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0x6767);
    for _ in 0..20 {
        let games: Vec<String> = (0..1 + rng.below(3))
            .map(|_| format!("{},{}", 1 + rng.below(20), 1 + rng.below(20)))
            .collect();
        let mut board = start("gg-and-mm", &[("games", &games.join(" "))]);
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}

#[test]
fn equal_piles_empty_either_way_by_click_or_by_typing() {
    let mut game = start("gg-and-mm", &[("games", "3,3 2,5")]);
    draw(&mut *game, W, H);
    click(&mut *game, "game 1: (3, 0)").unwrap();
    let report = click(&mut *game, "game 2: (2, 3)").unwrap();
    assert_eq!(report.moves, ["game 1: (3, 0), game 2: (2, 3)"]);
    let mut game = start("gg-and-mm", &[("games", "1,1")]);
    game.play("game 1: (1, 0)").unwrap();
    assert_eq!(shown(&*game).moves, ["game 1: (1, 0)"]);
    let mut game = start("gg-and-mm", &[("games", "1,1")]);
    game.play("game 1: (0, 1)").unwrap();
    assert_eq!(shown(&*game).moves, ["game 1: (0, 1)"]);
}

#[test]
fn the_piles_are_centred_like_the_other_boards() {
    for (w, h) in [(1200.0, 800.0), (W, H)] {
        let mut game = start("gg-and-mm", &[("games", "4,7 1,5")]);
        let picture = draw(&mut *game, w, h);
        // The corners of every cell of every pile.
        let corners: Vec<(f64, f64)> = picture
            .shapes
            .iter()
            .filter(|s| s.colour == palette::STONE)
            .flat_map(|s| s.points.iter().copied())
            .collect();
        assert!(corners.len() >= 4 * 17, "{} corners", corners.len());
        let left = corners.iter().map(|p| p.0).fold(f64::INFINITY, f64::min);
        let right = corners.iter().map(|p| p.0).fold(0.0, f64::max);
        let top = corners.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
        let bottom = corners.iter().map(|p| p.1).fold(0.0, f64::max);
        assert!(
            ((left + right) / 2.0 - w / 2.0).abs() < 2.0,
            "{w}: {left}..{right}"
        );
        assert!(
            ((top + bottom) / 2.0 - h / 2.0).abs() < 2.0,
            "{h}: {top}..{bottom}"
        );
    }
}
