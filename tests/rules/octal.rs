//! Octal games on rows of pins (the playground's board) against the real game: an exhaustive
//! search over actual pin rows, with no Grundy theory, decides who wins and which moves win.

use arbiter::impartial::{Octal, OctalCode, OctalMove, Row};
use arbiter::{Game, Player};
use std::collections::HashMap;

/// True when the player to move wins, by trying every move (normal play).
fn mover_wins(position: &Octal, memo: &mut HashMap<Vec<Row>, bool>) -> bool {
    let key = position.rows().to_vec();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let wins = position.moves().iter().any(|mv| {
        let mut next = position.clone();
        next.play(mv);
        !mover_wins(&next, memo)
    });
    memo.insert(key, wins);
    wins
}

#[test]
fn verdicts_and_winning_moves_match_the_real_game() {
    for code in [
        "0.07", "0.137", "0.007", "0.77", "4.07", "0.51", "0.6", "0.34", "4.7",
    ] {
        let game = OctalCode::parse(code).unwrap();
        let mut memo = HashMap::new();
        let mut layouts: Vec<Vec<usize>> = (0..=10).map(|n| vec![n]).collect();
        layouts.extend((1..=5).flat_map(|a| (a..=6).map(move |b| vec![a, b])));
        layouts.push(vec![2, 3, 4]);
        for rows in layouts {
            let position = Octal::new(game.clone(), &rows);
            let verdict = position.verdict();
            let wins = mover_wins(&position, &mut memo);
            let expected_winner = if wins { Player::First } else { Player::Second };
            assert_eq!(verdict.winner, expected_winner, "{code} {rows:?}");
            let winning: Vec<OctalMove> = position
                .moves()
                .into_iter()
                .filter(|mv| {
                    let mut next = position.clone();
                    next.play(mv);
                    !mover_wins(&next, &mut memo)
                })
                .collect();
            assert_eq!(verdict.winning_moves, winning, "{code} {rows:?}");
        }
    }
}

#[test]
fn a_game_played_out_keeps_the_verdict_consistent() {
    // Dawson's Kayles on 9 and 5: follow the first winning move whenever there is one.
    let mut position = Octal::new(OctalCode::parse("0.07").unwrap(), &[9, 5]);
    let mut memo = HashMap::new();
    while let Some(mv) = position.moves().first().copied() {
        let verdict = position.verdict();
        assert_eq!(
            verdict.winner == position.to_move(),
            mover_wins(&position, &mut memo)
        );
        let chosen = verdict.winning_moves.first().copied().unwrap_or(mv);
        position.play(&chosen);
    }
    assert!(position.verdict().outcome.is_over());
    assert!(position
        .try_play(&OctalMove {
            row: 0,
            start: 0,
            count: 1
        })
        .is_err());
}

#[test]
fn refusals_say_why() {
    let mut position = Octal::new(OctalCode::parse("0.07").unwrap(), &[6]);
    let err = |p: &Octal, row, start, count| {
        p.check(&OctalMove { row, start, count })
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        err(&position, 0, 0, 1),
        "this code does not allow knocking down 1 pin leaving one run (row 1: pin 1)"
    );
    assert_eq!(err(&position, 1, 0, 1), "there is no row 2");
    assert_eq!(
        err(&position, 0, 0, 0),
        "row 1: cut after pin 0 is not a run of standing pins next to each other"
    );
    position.play(&OctalMove {
        row: 0,
        start: 2,
        count: 2,
    });
    assert_eq!(
        err(&position, 0, 1, 2),
        "row 1: pins 2–3 is not a run of standing pins next to each other"
    );
}
