//! Gomoku's board, natively: stones placed by clicks on grid points, the judge's analysis after
//! each move, the five drawn when it is made, pasted positions, hover and refusals.
use crate::common::board::{
    act, assert_stones_alternate, check_svg, click, draw, fact, point, refusal, says, shown, start,
    worded,
};
use arbiter::gomoku::{Cell, Foul, GomokuError};
use arbiter::input::PairError;
use arbiter::view::paint::palette;
use arbiter::view::{Board, CaseError, Command, Reason, Refusal, Tone};
use arbiter::Player;

const W: f64 = 500.0;
const H: f64 = 500.0;

/// Black's open three on row 7 while White plays along the bottom edge.
const OPENING: [&str; 6] = ["(3, 7)", "(3, 0)", "(4, 7)", "(4, 0)", "(5, 7)", "(5, 0)"];

fn opened() -> Box<dyn Board> {
    let mut game = start("gomoku", &[]);
    draw(&mut *game, W, H);
    for mv in OPENING {
        click(&mut *game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    game
}

#[test]
fn four_in_a_row_is_a_win_in_1_and_five_ends_the_game() {
    let mut game = opened();
    // Black has an open three: (2, 7) or (6, 7) makes an open four, two fives at once.
    let report = shown(&*game);
    assert_eq!(report.status, "Black to move");
    assert_eq!(report.verdict, "Black wins in 3 moves");
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(
        report.hints,
        [
            "(2, 7) makes two fives at once",
            "(6, 7) makes two fives at once"
        ]
    );
    assert_eq!(fact(&report, "Stones").as_deref(), Some("black 3, white 3"));
    assert_eq!(report.moves, OPENING);

    // Every stone is drawn at its point in its colour; the last one carries the marker.
    let picture = draw(&mut *game, W, H);
    assert_stones_alternate(&picture, &*game, &OPENING);
    let marked: Vec<&str> = OPENING
        .iter()
        .copied()
        .filter(|mv| {
            picture
                .fills_at(point(&*game, mv))
                .contains(&palette::FIRST_EDGE)
        })
        .collect();
    assert_eq!(marked, ["(5, 0)"]);

    let report = click(&mut *game, "(6, 7)").unwrap();
    assert_eq!(report.status, "White to move");
    assert_eq!(
        report.verdict,
        "White loses in 2 moves: Black has two fives to make"
    );
    assert_eq!(report.tone, Tone::Loss);
    assert_eq!(
        fact(&report, "Black makes five at").as_deref(),
        Some("(2, 7) (7, 7)")
    );

    click(&mut *game, "(6, 0)").unwrap();
    let report = click(&mut *game, "(7, 7)").unwrap();
    assert_eq!(report.status, "Game over: Black wins");
    assert_eq!(report.verdict, "Black made five in a row");
    assert_eq!(report.tone, Tone::Over);
    assert!(report.winner.is_some() && report.to_move.is_none());

    // The five is drawn: a line along it and a ring round each of its stones.
    let picture = draw(&mut *game, W, H);
    let five = ["(3, 7)", "(4, 7)", "(5, 7)", "(6, 7)", "(7, 7)"];
    for mv in five {
        assert!(
            picture
                .rings_at(point(&*game, mv))
                .contains(&palette::ACCENT),
            "{mv}"
        );
    }
    let (from, to) = (point(&*game, "(3, 7)"), point(&*game, "(7, 7)"));
    assert!(picture
        .strokes(palette::ACCENT)
        .iter()
        .any(|s| s.has_point(from, 1e-9) && s.has_point(to, 1e-9)));
    assert!(!picture
        .rings_at(point(&*game, "(6, 0)"))
        .contains(&palette::ACCENT));

    let before = shown(&*game).moves;
    says(
        click(&mut *game, "(0, 14)").unwrap_err(),
        Refusal::Illegal {
            mv: "(0, 14)".into(),
            reason: Reason::Gomoku(GomokuError::GameOver {
                winner: Player::First,
            }),
        },
        "The game is over: black has five in a row",
    );
    assert_eq!(shown(&*game).moves, before);

    // Undo takes the five back: no ring is drawn, and Black wins in 1 again.
    let report = act(&mut *game, Command::Undo, None).unwrap();
    assert_eq!(report.verdict, "Black wins in 1 move");
    assert_eq!(report.hints, ["(2, 7) makes five", "(7, 7) makes five"]);
    assert_eq!(report.redo, ["(7, 7)"]);
    let picture = draw(&mut *game, W, H);
    assert!(picture.strokes(palette::ACCENT).is_empty());
    let report = act(&mut *game, Command::ToStart, None).unwrap();
    assert!(report.moves.is_empty());
    assert_eq!(report.redo.len(), 9);
    assert_eq!(report.verdict, "Black cannot win in 3 moves");
    let report = act(&mut *game, Command::ToEnd, None).unwrap();
    assert_eq!(report.status, "Game over: Black wins");
}

#[test]
fn refusals_keep_the_position() {
    let mut game = start("gomoku", &[]);
    draw(&mut *game, 400.0, 300.0);
    click(&mut *game, "(7, 7)").unwrap();
    says(
        click(&mut *game, "(7, 7)").unwrap_err(),
        Refusal::Illegal {
            mv: "(7, 7)".into(),
            reason: Reason::Gomoku(GomokuError::Occupied {
                cell: Cell::new(7, 7),
                by: Player::First,
            }),
        },
        "(7, 7) already holds a black stone",
    );
    let off = Refusal::Missed {
        hint: "Click a point of the board to place a stone",
    };
    says(
        refusal(&mut *game, 1.0, 1.0),
        off.clone(),
        "Click a point of the board to place a stone",
    );
    assert_eq!(refusal(&mut *game, f64::NAN, 1e300), off);
    assert_eq!(refusal(&mut *game, f64::INFINITY, 10.0), off);
    says(
        game.play("seven").unwrap_err(),
        Refusal::NotACell(PairError {
            text: "seven".into(),
        }),
        "`seven` is not a coordinate pair like (3, 4)",
    );
    assert_eq!(shown(&*game).moves, ["(7, 7)"]);
    assert_eq!(game.locate("(15, 0)"), None);
    assert_eq!(game.locate("(1,1"), None);
    assert_eq!(game.locate("seven"), None);
    says(
        act(&mut *game, Command::Swap, None).unwrap_err(),
        Refusal::Unavailable {
            board: "Gomoku has",
            command: Command::Swap,
        },
        "Gomoku has no action `swap`",
    );
    assert!(!game.zoomable());
}

#[test]
fn hover_shows_a_ghost_stone_on_free_points_only() {
    let mut game = opened();
    let free = point(&*game, "(8, 8)");
    assert!(game.hover(free.0, free.1));
    assert!(!game.hover(free.0 + 1.0, free.1 - 1.0), "same point");
    let picture = draw(&mut *game, W, H);
    assert!(picture.fills_at(free).contains(&"rgba(31, 35, 40, 0.35)"));
    let taken = point(&*game, "(3, 7)");
    assert!(game.hover(taken.0, taken.1), "the ghost goes away");
    let picture = draw(&mut *game, W, H);
    assert!(!picture
        .shapes
        .iter()
        .any(|s| s.colour.starts_with("rgba(31, 35, 40")));
}

const CASE: &str = "31
3 3 1  3 4 0  3 5 0  3 6 0  4 4 1  4 5 1  4 7 0  5 3 0  5 4 0  5 5 1  5 6 1
5 7 1  5 9 1  6 4 1  6 5 1  6 6 0  6 7 1  6 8 0  6 9 0  7 5 1  7 6 0  7 7 1
7 8 1  7 9 0  8 5 0  8 6 1  8 7 0  8 8 1  8 9 0  9 7 1  10 8 0";

#[test]
fn a_pasted_judge_case_gives_the_judges_answer_and_is_drawn() {
    let mut game = start("gomoku", &[]);
    let report = act(&mut *game, Command::Load, Some(CASE)).unwrap();
    assert!(report.moves.is_empty() && report.redo.is_empty());
    assert_eq!(report.status, "White to move");
    assert_eq!(
        fact(&report, "Judge's answer").as_deref(),
        Some("Place white at (5,8) to win in 3 moves.")
    );
    assert_eq!(report.tone, Tone::Win);
    let load = report
        .actions
        .iter()
        .find(|a| a.command == Command::Load)
        .unwrap();
    assert!(load.prompt.is_some() && load.enabled);

    // Every stone of the case is drawn at its point in its colour.
    let picture = draw(&mut *game, W, H);
    let numbers: Vec<u8> = CASE
        .split_whitespace()
        .skip(1)
        .map(|t| t.parse().unwrap())
        .collect();
    let mut black = 0;
    for stone in numbers.chunks(3) {
        let at = point(&*game, &format!("({},{})", stone[0], stone[1]));
        let colour = if stone[2] == 1 {
            black += 1;
            palette::FIRST
        } else {
            palette::SECOND
        };
        assert!(picture.fills_at(at).contains(&colour), "{stone:?}");
    }
    assert_eq!(
        fact(&report, "Stones"),
        Some(format!("black {black}, white {}", 31 - black))
    );

    // White's winning point, clicked, is played for White.
    let report = click(&mut *game, "(5, 8)").unwrap();
    assert_eq!(report.moves, ["(5, 8)"]);
    assert_eq!(report.status, "Black to move");
    assert_eq!(report.tone, Tone::Loss);

    assert_eq!(
        worded(
            act(&mut *game, Command::Load, Some("2\n1 1 1\n1 1 0")).unwrap_err(),
            |r| matches!(r, Refusal::BadCase(CaseError::Input(_)))
        ),
        "Line 3, column 1: expected a cell not listed before, found (1,1): (1,1) already holds a \
         black stone"
    );
    says(
        act(&mut *game, Command::Load, Some("0\n")).unwrap_err(),
        Refusal::BadCase(CaseError::NoPosition),
        "The input holds no position (it starts with 0)",
    );
    says(
        act(&mut *game, Command::Load, Some("2\n1 1 1\n2 2 1")).unwrap_err(),
        Refusal::BadCase(CaseError::Unbalanced { black: 2, white: 0 }),
        "Black has 2 stones and White 0: no position of alternate play with Black first",
    );
    // Refused loads keep the game.
    assert_eq!(shown(&*game).moves, ["(5, 8)"]);
}

#[test]
fn the_svg_export_holds_the_board() {
    let mut game = opened();
    let svg = check_svg(&mut *game, W, H);
    assert!(svg.contains(&format!("fill=\"{}\"", palette::FIRST)));
    assert!(svg.contains(&format!("fill=\"{}\"", palette::SECOND)));
    assert!(svg.contains(">14</text>"));
}

#[test]
fn moves_are_written_with_a_space_like_every_game_and_old_spellings_still_read() {
    let mut game = start("gomoku", &[]);
    // Links and saved games from before wrote `(2,12)`: they still play.
    game.play("(2,12)").unwrap();
    game.play("(7, 7)").unwrap();
    let report = shown(&*game);
    assert_eq!(report.moves, ["(2, 12)", "(7, 7)"]);
    assert_eq!(report.last_move.as_deref(), Some("(7, 7)"));
    draw(&mut *game, W, H);
    assert!(game.locate("(2, 12)").is_some());
    assert_eq!(game.locate("(2,12)"), game.locate("(2, 12)"));
    // The judge's own answers keep the contest's `(x,y)`.
    let mut game = start("gomoku", &[]);
    let report = act(&mut *game, Command::Load, Some(CASE)).unwrap();
    assert_eq!(
        fact(&report, "Judge's answer").as_deref(),
        Some("Place white at (5,8) to win in 3 moves.")
    );
    assert!(
        report.hints.iter().all(|h| !h.contains(",8)")),
        "{:?}",
        report.hints
    );
}

#[test]
fn a_renju_board_of_20_crosses_and_refuses_blacks_forbidden_points() {
    let mut game = start("gomoku", &[("size", "20"), ("rule", "renju")]);
    draw(&mut *game, W, H);
    // Black's two open twos cross at (7, 7): a double three there.
    for mv in [
        "(5, 7)", "(0, 0)", "(6, 7)", "(0, 19)", "(7, 5)", "(19, 0)", "(7, 6)",
    ] {
        click(&mut *game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    let report = click(&mut *game, "(19, 19)").unwrap();
    assert_eq!(fact(&report, "Board").as_deref(), Some("20 × 20, renju"));
    assert_eq!(
        fact(&report, "Forbidden to Black").as_deref(),
        Some("(7, 7) a double three")
    );
    // The point is crossed in red, and nothing else is.
    let picture = draw(&mut *game, W, H);
    let crosses = picture.strokes(palette::FIRST_EDGE);
    assert_eq!(crosses.len(), 2, "two strokes make the cross");
    let (x, y) = point(&*game, "(7, 7)");
    let r = (W - 56.0) / 20.0 * 0.45 * 0.45;
    assert!(crosses
        .iter()
        .all(|s| s.has_point((x - r, y - r), 1e-6) || s.has_point((x - r, y + r), 1e-6)));
    says(
        click(&mut *game, "(7, 7)").unwrap_err(),
        Refusal::Illegal {
            mv: "(7, 7)".into(),
            reason: Reason::Gomoku(GomokuError::Forbidden {
                cell: Cell::new(7, 7),
                foul: Foul::DoubleThree,
            }),
        },
        "(7, 7) is forbidden for black under renju: a double three",
    );
    // White may play there, and then nothing is forbidden.
    click(&mut *game, "(8, 8)").unwrap();
    let report = click(&mut *game, "(7, 7)").unwrap();
    assert_eq!(report.moves.last().map(String::as_str), Some("(7, 7)"));
    assert_eq!(fact(&report, "Forbidden to Black"), None);
    // A point off the 15 × 15 board is on this one.
    assert!(report.moves.contains(&"(19, 19)".to_string()));
}

#[test]
fn links_without_options_read_as_freestyle_15_and_overlines_win_only_there() {
    let game = start("gomoku", &[]);
    assert_eq!(
        fact(&shown(&*game), "Board").as_deref(),
        Some("15 × 15, freestyle")
    );
    for (rule, wins) in [("freestyle", true), ("standard", false), ("renju", false)] {
        let mut game = start("gomoku", &[("size", "9"), ("rule", rule)]);
        draw(&mut *game, W, H);
        // Black: (0..=3, 4) and (5, 4); White far off; Black to play (4, 4), an overline.
        let moves = [
            "(0, 4)", "(0, 0)", "(1, 4)", "(2, 0)", "(2, 4)", "(4, 0)", "(3, 4)", "(6, 0)",
            "(5, 4)", "(8, 8)",
        ];
        for mv in moves {
            click(&mut *game, mv).unwrap_or_else(|e| panic!("{rule} {mv}: {e}"));
        }
        let played = click(&mut *game, "(4, 4)");
        match (rule, played) {
            ("renju", Err(refused)) => assert_eq!(
                refused.to_string(),
                "(4, 4) is forbidden for black under renju: an overline (six or more in a row)"
            ),
            (_, Ok(report)) => assert_eq!(report.winner.is_some(), wins, "{rule}"),
            (_, Err(e)) => panic!("{rule}: {e}"),
        }
    }
}
