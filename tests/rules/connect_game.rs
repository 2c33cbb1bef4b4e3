//! The Connect position as the playground uses it: refusals with reasons, the pie rule,
//! previews, verdicts, drawing data, and undo through `History`.

use arbiter::connect::{
    colour_name, BoardSizeError, Connect, ConnectError, ConnectVerdict, Move, Peg, Point, BLACK,
    WHITE,
};
use arbiter::game::PlayError;
use arbiter::{Game, History, Outcome};
use proptest::prelude::*;

fn p(x: i32, y: i32) -> Point {
    Point::new(x, y)
}

fn place(x: i32, y: i32) -> Move {
    Move::Place(p(x, y))
}

#[test]
fn board_sizes_are_checked() {
    assert_eq!(Connect::new(3), Err(BoardSizeError { n: 3 }));
    assert_eq!(
        Connect::new(1001).unwrap_err().to_string(),
        "the board side N must be between 4 and 1000, not 1001"
    );
    assert!(Connect::new(4).is_ok() && Connect::new(200).is_ok());
}

#[test]
fn illegal_clicks_are_refused_with_the_reason_and_change_nothing() {
    let mut game = Connect::new(6).unwrap();
    game.play(&place(0, 3));
    let before = game.clone();
    let cases = [
        (
            place(7, 1),
            ConnectError::OffBoard {
                point: p(7, 1),
                n: 6,
            },
            "(7, 1) is off the board: both coordinates must be between 0 and 6",
        ),
        (
            place(-1, 1),
            ConnectError::OffBoard {
                point: p(-1, 1),
                n: 6,
            },
            "(-1, 1) is off the board: both coordinates must be between 0 and 6",
        ),
        (
            place(6, 0),
            ConnectError::Corner { point: p(6, 0) },
            "(6, 0) is a corner, closed to both players",
        ),
        (
            place(0, 3),
            ConnectError::Occupied {
                point: p(0, 3),
                owner: BLACK,
                move_number: 1,
            },
            "(0, 3) is already taken by Black's peg from move 1",
        ),
        (
            place(6, 2),
            ConnectError::OpponentHomeEdge {
                point: p(6, 2),
                mover: WHITE,
                owner: BLACK,
            },
            "(6, 2) is on Black's home edge, where White may not place a peg",
        ),
        (
            Move::Swap,
            ConnectError::PieRuleOff,
            "swapping needs the pie rule, which this game is played without",
        ),
    ];
    for (mv, err, message) in cases {
        assert_eq!(
            game.try_play(&mv),
            Err(PlayError::new(mv, err.clone())),
            "{mv}"
        );
        assert_eq!(err.to_string(), message);
        assert_eq!(game, before);
        if let Move::Place(q) = mv {
            assert_eq!(game.links_if_placed(q), Err(err));
        }
    }
    // White's own home edge is fine.
    game.play(&place(3, 6));
}

#[test]
fn a_won_game_takes_no_more_moves() {
    let mut game = Connect::new(4).unwrap();
    for mv in [place(0, 2), place(2, 4), place(4, 2), place(3, 2)] {
        game.play(&mv);
    }
    let preview = game.links_if_placed(p(2, 1)).unwrap();
    assert!(preview.wins);
    assert!(!game.links_if_placed(p(2, 3)).unwrap().wins);
    let report = game.play_reported(&place(2, 1)).unwrap();
    assert!(report.won);
    assert_eq!(report.winning_path, vec![p(0, 2), p(2, 1), p(4, 2)]);
    assert_eq!(game.winner(), Some(BLACK));
    let err = game.try_play(&place(1, 1)).unwrap_err();
    assert_eq!(
        err,
        PlayError::new(
            place(1, 1),
            ConnectError::GameOver {
                winner: Some(BLACK)
            }
        )
    );
    assert_eq!(err.to_string(), "the game is over: Black has won");
    assert_eq!(
        game.verdict(),
        ConnectVerdict {
            n: 4,
            to_move: WHITE,
            moves_played: 5,
            swap_available: false,
            outcome: Outcome::Won { winner: BLACK },
            winning_path: vec![p(0, 2), p(2, 1), p(4, 2)],
        }
    );
}

#[test]
fn the_report_names_the_blocked_link_and_its_blocker() {
    let mut game = Connect::new(4).unwrap();
    for mv in [place(0, 2), place(2, 4), place(4, 2), place(3, 2)] {
        game.play(&mv);
    }
    let report = game.play_reported(&place(2, 3)).unwrap();
    let white = arbiter::connect::Link::new(p(2, 4), p(3, 2)).unwrap();
    let refused = arbiter::connect::Link::new(p(2, 3), p(4, 2)).unwrap();
    assert_eq!(
        report.added,
        vec![arbiter::connect::Link::new(p(0, 2), p(2, 3)).unwrap()]
    );
    assert_eq!(report.blocked.len(), 1);
    assert_eq!(report.blocked[0].link, refused);
    assert_eq!(report.blocked[0].by, vec![white]);
    assert!(!report.won && report.winning_path.is_empty());
    assert_eq!(report.move_number, 5);
    assert_eq!(report.player, BLACK);
    // Drawing data: pegs in move order, links with owners.
    let pegs: Vec<Peg> = game.pegs().collect();
    assert_eq!(pegs.len(), 5);
    assert_eq!(
        pegs[1],
        Peg {
            point: p(2, 4),
            owner: WHITE,
            move_number: 2
        }
    );
    let links: Vec<_> = game.links().collect();
    assert_eq!(links.len(), 2);
    assert_eq!(links[0], (white, WHITE));
    assert_eq!(game.link_count(), 2);
    let mut around: Vec<Point> = game.linked_to(p(2, 3)).collect();
    around.sort();
    assert_eq!(around, vec![p(0, 2)]);
}

#[test]
fn the_pie_rule_mirrors_the_first_peg_to_the_second_player() {
    let mut game = Connect::with_pie_rule(8).unwrap();
    assert!(!game.swap_available());
    assert_eq!(
        game.try_play(&Move::Swap),
        Err(PlayError::new(
            Move::Swap,
            ConnectError::SwapNotSecondMove { moves_played: 0 }
        ))
    );
    game.play(&place(0, 3)); // on Black's home edge x = 0
    assert!(game.swap_available() && game.verdict().swap_available);
    let report = game.play_reported(&Move::Swap).unwrap();
    assert_eq!(report.placed, p(3, 0)); // now on White's home edge y = 0
    assert_eq!(report.removed, Some(p(0, 3)));
    assert_eq!(report.player, WHITE);
    assert_eq!(report.move_number, 2);
    assert!(report.added.is_empty() && !report.won);
    assert_eq!(game.peg_at(p(0, 3)), None);
    assert_eq!(
        game.peg_at(p(3, 0)),
        Some(Peg {
            point: p(3, 0),
            owner: WHITE,
            move_number: 2
        })
    );
    assert_eq!(game.to_move(), BLACK);
    assert!(!game.swap_available());
    // The emptied point is free again, and a later swap is refused.
    game.play(&place(0, 3));
    assert_eq!(
        game.try_play(&Move::Swap).unwrap_err().to_string(),
        "a swap may only be the second move of the game, and 3 moves have been played"
    );
    // The taken-over peg links for White like any other.
    let report = game.play_reported(&place(4, 2)).unwrap();
    assert_eq!(
        report.added,
        vec![arbiter::connect::Link::new(p(3, 0), p(4, 2)).unwrap()]
    );
}

#[test]
fn swapping_a_peg_on_the_diagonal_keeps_its_point() {
    let mut game = Connect::with_pie_rule(6).unwrap();
    game.play(&place(3, 3));
    game.play(&Move::Swap);
    assert_eq!(game.peg_at(p(3, 3)).unwrap().owner, WHITE);
    assert_eq!(game.pegs().count(), 1);
}

#[test]
fn a_full_board_without_a_winner_is_a_draw() {
    // Random play on small boards: find a game where the mover runs out of points.
    let mut seed = 1u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let points: Vec<Point> = (0..=4)
        .flat_map(|y| (0..=4).map(move |x| p(x, y)))
        .collect();
    for _ in 0..2000 {
        let mut game = Connect::new(4).unwrap();
        while !game.is_over() {
            let legal: Vec<Point> = points
                .iter()
                .copied()
                .filter(|&q| game.check_place(q).is_ok())
                .collect();
            let at = legal[(next() % legal.len() as u64) as usize];
            game.play(&Move::Place(at));
        }
        if game.winner().is_none() {
            assert_eq!(game.verdict().outcome, Outcome::Drawn);
            assert_eq!(
                game.try_play(&place(2, 2)).unwrap_err().to_string(),
                "the game is over: the player to move has no free point left (a draw)"
            );
            return;
        }
    }
    panic!("no drawn game found");
}

#[test]
fn history_undoes_and_redoes_connect_moves() {
    let mut history = History::new(Connect::with_pie_rule(4).unwrap());
    for mv in [place(0, 2), Move::Swap, place(1, 2)] {
        history.try_play(mv).unwrap();
    }
    let after = history.current().clone();
    assert!(history.undo());
    assert!(history.undo());
    assert!(history.current().swap_available());
    assert_eq!(history.redo(), Ok(true));
    assert_eq!(history.redo(), Ok(true));
    assert_eq!(history.current(), &after);
}

#[test]
fn colours_have_names() {
    assert_eq!(colour_name(BLACK), "Black");
    assert_eq!(colour_name(WHITE), "White");
    assert_eq!(place(2, 3).to_string(), "(2, 3)");
    assert_eq!(Move::Swap.to_string(), "swap");
}

fn any_move(n: i32) -> impl Strategy<Value = Move> {
    prop_oneof![
        20 => (-1..=n + 1, -1..=n + 1).prop_map(|(x, y)| Move::Place(Point::new(x, y))),
        1 => Just(Move::Swap),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Whatever is clicked, the position never panics, a refused move changes nothing, the
    /// reported and quiet paths agree, and the last move's report read off the position is the
    /// one the move gave when it was played.
    #[test]
    fn any_clicks_are_safe(pie in any::<bool>(), moves in prop::collection::vec(any_move(6), 0..80)) {
        let new = |n| if pie { Connect::with_pie_rule(n) } else { Connect::new(n) };
        let mut quiet = new(6).unwrap();
        let mut loud = new(6).unwrap();
        for mv in &moves {
            let before = quiet.clone();
            let checked = quiet.check(mv);
            if let Move::Place(q) = mv {
                prop_assert_eq!(quiet.links_if_placed(*q).err(), checked.clone().err());
            }
            let a = quiet.try_play(mv);
            let b = loud.play_reported(mv);
            prop_assert_eq!(a.clone().map_err(|e| e.reason), checked);
            prop_assert_eq!(a.clone().err(), b.clone().err());
            match b {
                Ok(report) => prop_assert_eq!(quiet.last_move_report(), Some(report)),
                Err(_) => prop_assert_eq!(&quiet, &before),
            }
            prop_assert_eq!(&quiet, &loud);
        }
    }
}
