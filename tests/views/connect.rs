//! Connect's pegboard, natively: pegs placed by clicks where the holes are drawn, the panel's
//! words for links made and blocked and for the win, refusals, hover previews, zoom and pan, the
//! pie rule, and pasted contest datasets stepped to the judge's answers.
use crate::common::board::{
    act, action_enabled, check_svg, click, draw, fact, point, refusal, refused_options, says,
    shown, start, worded,
};
use arbiter::connect::{ConnectError, Point};
use arbiter::view::paint::palette;
use arbiter::view::{
    Board, CaseError, Command, OptionError, Over, Pick, Reason, Refusal, Tone, GAMES,
};
use arbiter::Player;

const W: f64 = 520.0;
const H: f64 = 480.0;

/// How the view draws White's pegs' outline, the winning path's glow and refused links.
const WHITE_OUTLINE: &str = "#4a463f";
const GLOW: &str = "rgba(224, 165, 38, 0.6)";
const BLOCKED: &str = "#a83226";

const SAMPLE: &str = "4 5\n0 2 2 4 4 2 3 2 2 3\n4 5\n0 2 2 4 4 2 3 2 2 1\n\
                      7 11\n0 3 6 5 3 2 5 7 7 2 4 4 5 3 5 2 4 5 4 0 2 4\n0 0\n";

/// A short game on N = 6: Black's link (2, 3)–(4, 2) is blocked by White's (3, 2)–(4, 4) in
/// move 5, and Black wins in move 9 through (2, 1) instead.
const GAME: [&str; 9] = [
    "(2, 3)", "(3, 2)", "(0, 2)", "(4, 4)", "(4, 2)", "(1, 5)", "(6, 3)", "(2, 4)", "(2, 1)",
];

fn started(options: &[(&str, &str)]) -> Box<dyn Board> {
    let mut game = start("connect", options);
    draw(&mut *game, W, H);
    game
}

#[test]
fn connect_is_listed_with_its_options_and_bad_values_are_refused() {
    let connect = GAMES.iter().find(|g| g.slug == "connect").expect("listed");
    let specs = (connect.options)();
    let keys: Vec<&str> = specs.iter().map(|o| o.key).collect();
    assert_eq!(keys, ["n", "pie"]);
    assert_eq!(specs[0].default, "12");
    let side = |value| {
        Refusal::BadOption(OptionError::OutOfRange {
            label: "Board side N",
            value,
            min: 4,
            max: 200,
        })
    };
    says(
        refused_options("connect", &[("n", "3")]),
        side(3),
        "Board side N: 3 is outside 4..=200",
    );
    assert_eq!(refused_options("connect", &[("n", "201")]), side(201));
    says(
        refused_options("connect", &[("n", "six")]),
        Refusal::BadOption(OptionError::NotA {
            label: "Board side N",
            found: "`six`".into(),
            expected: "a whole number".into(),
        }),
        "Board side N: `six` is not a whole number",
    );
    assert!(matches!(
        refused_options("connect", &[("pie", "maybe")]),
        Refusal::BadOption(OptionError::NotA {
            label: "Pie rule",
            ..
        })
    ));
}

#[test]
fn a_short_game_reports_links_blocks_and_the_win() {
    let mut game = started(&[("n", "6")]);
    let report = shown(&*game);
    assert_eq!(report.status, "Black to move");
    assert_eq!(report.verdict, "No winner yet");
    assert_eq!(fact(&report, "Pie rule").as_deref(), Some("off"));
    assert!(report.hints.is_empty());
    assert!(report.hint_note.contains("no perfect-play solver"));

    click(&mut *game, GAME[0]).unwrap();
    click(&mut *game, GAME[1]).unwrap();
    let report = click(&mut *game, GAME[2]).unwrap();
    assert_eq!(
        fact(&report, "Last move").as_deref(),
        Some("3. Black peg at (0, 2)")
    );
    assert_eq!(
        fact(&report, "Links added").as_deref(),
        Some("(0, 2)–(2, 3)")
    );
    assert_eq!(fact(&report, "Links blocked").as_deref(), Some("none"));
    // Black's pegs and the new link are drawn where the holes are; White's peg in white.
    let picture = draw(&mut *game, W, H);
    let (a, b) = (point(&*game, "(0, 2)"), point(&*game, "(2, 3)"));
    assert!(picture.fills_at(a).contains(&palette::FIRST));
    assert!(picture.fills_at(b).contains(&palette::FIRST));
    let white = point(&*game, "(3, 2)");
    assert!(picture.fills_at(white).contains(&palette::SECOND));
    assert!(picture.rings_at(white).contains(&WHITE_OUTLINE));
    assert!(!picture.fills_at(white).contains(&palette::FIRST));
    assert!(picture
        .strokes(palette::FIRST)
        .iter()
        .any(|s| s.has_point(a, 1e-9) && s.has_point(b, 1e-9)));
    // The last move is marked.
    assert!(picture.fills_at(a).contains(&palette::ACCENT));
    assert!(!picture.fills_at(b).contains(&palette::ACCENT));

    click(&mut *game, GAME[3]).unwrap();
    let report = click(&mut *game, GAME[4]).unwrap();
    assert_eq!(fact(&report, "Links added").as_deref(), Some("none"));
    assert_eq!(
        fact(&report, "Links blocked").as_deref(),
        Some("(2, 3)–(4, 2) by (3, 2)–(4, 4)")
    );
    assert_eq!(report.status, "White to move");
    assert_eq!(report.verdict, "No winner yet");
    assert_eq!(report.tone, Tone::Open);

    for mv in &GAME[5..8] {
        draw(&mut *game, W, H);
        click(&mut *game, mv).unwrap();
    }
    let picture = draw(&mut *game, W, H);
    assert!(picture.strokes(GLOW).is_empty(), "no winner yet");
    let report = click(&mut *game, GAME[8]).unwrap();
    assert_eq!(report.status, "Game over: Black wins");
    assert_eq!(report.verdict, "Black wins: the links join x = 0 and x = 6");
    assert_eq!(report.tone, Tone::Over);
    assert!(report.winner.is_some() && report.to_move.is_none());
    assert_eq!(
        fact(&report, "Links added").as_deref(),
        Some("(2, 1)–(4, 2), (0, 2)–(2, 1)")
    );
    assert_eq!(
        fact(&report, "Winning path").as_deref(),
        Some("(0, 2) → (2, 1) → (4, 2) → (6, 3)")
    );
    assert_eq!(
        fact(&report, "Links on the board").as_deref(),
        Some("Black 4, White 2")
    );
    assert_eq!(report.moves, GAME);

    // The winning path glows, through its pegs in order, each ringed in the accent colour.
    let picture = draw(&mut *game, W, H);
    let path: Vec<(f64, f64)> = ["(0, 2)", "(2, 1)", "(4, 2)", "(6, 3)"]
        .iter()
        .map(|p| point(&*game, p))
        .collect();
    let glow = picture.strokes(GLOW);
    assert_eq!(glow.len(), 1);
    assert_eq!(glow[0].points, path);
    for p in &path {
        assert!(picture.rings_at(*p).contains(&palette::ACCENT));
    }
    assert!(!picture
        .rings_at(point(&*game, "(2, 3)"))
        .contains(&palette::ACCENT));

    // Undo takes the win back and the panel reports the move before it again.
    let report = act(&mut *game, Command::Undo, None).unwrap();
    assert_eq!(report.status, "Black to move");
    assert_eq!(
        fact(&report, "Links added").as_deref(),
        Some("(2, 4)–(3, 2)")
    );
    assert_eq!(report.redo, ["(2, 1)"]);
    assert!(draw(&mut *game, W, H).strokes(GLOW).is_empty());
    let report = act(&mut *game, Command::Redo, None).unwrap();
    assert_eq!(report.status, "Game over: Black wins");
    let report = act(&mut *game, Command::ToStart, None).unwrap();
    assert_eq!(report.redo, GAME);
    assert_eq!(report.status, "Black to move");
    let report = act(&mut *game, Command::ToEnd, None).unwrap();
    assert_eq!(report.moves, GAME);
    assert_eq!(
        fact(&report, "Winning path").as_deref(),
        Some("(0, 2) → (2, 1) → (4, 2) → (6, 3)")
    );
}

#[test]
fn refused_clicks_say_why_and_keep_the_game() {
    let mut game = started(&[("n", "6")]);
    click(&mut *game, "(2, 3)").unwrap();
    let before = shown(&*game);
    let refusals = [
        (
            "(2, 3)",
            ConnectError::Occupied {
                point: Point::new(2, 3),
                owner: Player::First,
                move_number: 1,
            },
            "(2, 3) is already taken by Black's peg from move 1",
        ),
        (
            "(0, 3)",
            ConnectError::OpponentHomeEdge {
                point: Point::new(0, 3),
                mover: Player::Second,
                owner: Player::First,
            },
            "(0, 3) is on Black's home edge, where White may not place a peg",
        ),
        (
            "(6, 6)",
            ConnectError::Corner {
                point: Point::new(6, 6),
            },
            "(6, 6) is a corner, closed to both players",
        ),
    ];
    for (mv, reason, why) in refusals {
        let illegal = Refusal::Illegal {
            mv: mv.into(),
            reason: Reason::Connect(reason),
        };
        says(click(&mut *game, mv).unwrap_err(), illegal, why);
    }
    says(
        refusal(&mut *game, -500.0, -500.0),
        Refusal::Pick(Pick::OffHoles { n: 6 }),
        "That click is off the board: click one of the holes (0, 0) to (6, 6)",
    );
    let off = Refusal::Pick(Pick::OffHoles { n: 6 });
    assert_eq!(refusal(&mut *game, f64::NAN, 10.0), off);
    assert_eq!(refusal(&mut *game, f64::INFINITY, f64::MAX), off);
    assert_eq!(refusal(&mut *game, 1e300, -1e300), off);
    let hole = point(&*game, "(3, 3)");
    let gap = point(&*game, "(4, 4)");
    let between = refusal(&mut *game, (hole.0 + gap.0) / 2.0, (hole.1 + gap.1) / 2.0);
    let Refusal::Pick(Pick::TooFar { nearest }) = between else {
        panic!("{between:?}");
    };
    assert_eq!(
        between.to_string(),
        format!("Click on a hole: the nearest one, {nearest}, is too far from the click")
    );
    assert_eq!(shown(&*game).moves, before.moves);
    assert_eq!(game.locate("(7, 1)"), None);
    assert_eq!(game.locate("swap"), None);
    assert_eq!(game.locate("x"), None);
    let refused = act(&mut *game, Command::Swap, None).unwrap_err();
    assert_eq!(
        refused,
        Refusal::Illegal {
            mv: "swap".into(),
            reason: Reason::Connect(ConnectError::PieRuleOff),
        }
    );
    assert!(refused.to_string().contains("without"));
    says(
        game.act_by_id("fly", None).unwrap_err(),
        Refusal::UnknownAction {
            board: "Connect has",
            id: "fly".into(),
        },
        "Connect has no action `fly`",
    );
    says(
        act(&mut *game, Command::Fit, None).unwrap_err(),
        Refusal::Unavailable {
            board: "Connect has",
            command: Command::Fit,
        },
        "Connect has no action `fit`",
    );
    says(
        act(&mut *game, Command::NextDataset, None).unwrap_err(),
        Refusal::BadCase(CaseError::NothingLoaded),
        "No contest input is loaded: paste one and press Load dataset",
    );

    // After the win every click is refused.
    for mv in &GAME[1..] {
        click(&mut *game, mv).unwrap();
    }
    draw(&mut *game, W, H);
    let over = Refusal::GameOver(Over::Said(Reason::Connect(ConnectError::GameOver {
        winner: Some(Player::First),
    })));
    says(
        click(&mut *game, "(3, 3)").unwrap_err(),
        over.clone(),
        "The game is over: Black has won. Undo, or start a new game",
    );
    assert_eq!(game.play("(3, 3)"), Err(over));
    assert_eq!(shown(&*game).moves, GAME);
}

#[test]
fn hover_previews_links_and_zoom_keeps_clicks_on_target() {
    let mut game = started(&[("n", "12")]);
    for mv in ["(2, 6)", "(3, 5)", "(0, 5)", "(4, 7)"] {
        click(&mut *game, mv).unwrap();
    }
    let plain = draw(&mut *game, W, H);
    // (4, 5) would be refused its link to (2, 6): the preview shows it blocked, with a ghost
    // peg of the mover's colour.
    let at = point(&*game, "(4, 5)");
    assert!(game.hover(at.0, at.1));
    assert!(!game.hover(at.0 + 1.0, at.1));
    let previewed = draw(&mut *game, W, H);
    assert_ne!(previewed.calls, plain.calls);
    let blocked = previewed.strokes(BLOCKED);
    let from = point(&*game, "(2, 6)");
    assert!(blocked
        .iter()
        .any(|s| s.has_point(from, 1e-9) && s.has_point(at, 1e-9)));
    assert!(previewed.fills_at(at).contains(&palette::FIRST));
    assert!(!plain.fills_at(at).contains(&palette::FIRST));
    // An occupied point previews nothing; nor do NaN and far-off pointers.
    let taken = point(&*game, "(2, 6)");
    assert!(game.hover(taken.0, taken.1));
    assert!(!game.hover(f64::NAN, f64::NAN));
    assert!(!game.hover(-1.0, -1.0));
    assert_eq!(draw(&mut *game, W, H).calls, plain.calls);

    // Zoom in around a point, pan, and clicks still land where the board is drawn.
    assert!(game.zoomable());
    let next = point(&*game, "(5, 5)");
    let spacing = (next.0 - at.0).hypot(next.1 - at.1);
    assert!(game.zoom(at.0, at.1, 2.0));
    assert!(!game.zoom(at.0, at.1, f64::NAN));
    assert!(!game.zoom(at.0, at.1, 0.0));
    draw(&mut *game, W, H);
    let zoomed = point(&*game, "(4, 5)");
    assert!((zoomed.0 - at.0).abs() < 1e-9 && (zoomed.1 - at.1).abs() < 1e-9);
    let next = point(&*game, "(5, 5)");
    assert!(((next.0 - zoomed.0).hypot(next.1 - zoomed.1) - 2.0 * spacing).abs() < 1e-9);
    assert!(game.pan(-15.0, 10.0));
    draw(&mut *game, W, H);
    let panned = point(&*game, "(4, 5)");
    assert!((panned.0 - zoomed.0 + 15.0).abs() < 1e-9 && (panned.1 - zoomed.1 - 10.0).abs() < 1e-9);
    let report = click(&mut *game, "(4, 5)").unwrap();
    assert_eq!(
        fact(&report, "Links blocked").as_deref(),
        Some("(2, 6)–(4, 5) by (3, 5)–(4, 7)")
    );
    assert!(game.zoom(10.0, 10.0, 0.01));
    draw(&mut *game, W, H);
    assert!(!game.pan(30.0, 30.0), "a board that fits does not pan");
    assert!(!game.zoom(10.0, 10.0, 0.5), "the board already fits");
}

#[test]
fn the_pie_rule_lets_white_take_over_the_first_peg() {
    let mut game = started(&[("n", "6"), ("pie", "on")]);
    let report = shown(&*game);
    assert_eq!(action_enabled(&report, Command::Swap), Some(false));
    let refused = act(&mut *game, Command::Swap, None).unwrap_err();
    assert_eq!(
        refused,
        Refusal::Illegal {
            mv: "swap".into(),
            reason: Reason::Connect(ConnectError::SwapNotSecondMove { moves_played: 0 }),
        }
    );
    assert!(refused
        .to_string()
        .starts_with("A swap may only be the second move"));

    let report = click(&mut *game, "(1, 3)").unwrap();
    assert_eq!(report.status, "White to move (or swap)");
    assert_eq!(action_enabled(&report, Command::Swap), Some(true));
    let report = act(&mut *game, Command::Swap, None).unwrap();
    assert_eq!(report.moves, ["(1, 3)", "swap"]);
    assert_eq!(report.status, "Black to move");
    assert_eq!(
        fact(&report, "Last move").as_deref(),
        Some("2. White swapped: Black's peg at (1, 3) is now White's at (3, 1)")
    );
    assert_eq!(
        fact(&report, "Pie rule").as_deref(),
        Some("on: White swapped on move 2")
    );
    assert_eq!(action_enabled(&report, Command::Swap), Some(false));
    // The swapped peg is White's now, and drawn so; (1, 3) is free again.
    let picture = draw(&mut *game, W, H);
    let swapped = point(&*game, "(3, 1)");
    assert!(picture.fills_at(swapped).contains(&palette::SECOND));
    assert!(!picture
        .fills_at(point(&*game, "(1, 3)"))
        .contains(&palette::FIRST));
    assert_eq!(
        click(&mut *game, "(3, 1)").unwrap_err(),
        Refusal::Illegal {
            mv: "(3, 1)".into(),
            reason: Reason::Connect(ConnectError::Occupied {
                point: Point::new(3, 1),
                owner: Player::Second,
                move_number: 2,
            }),
        }
    );
    click(&mut *game, "(1, 3)").unwrap();
    // Undo takes back the peg, then the swap.
    act(&mut *game, Command::Undo, None).unwrap();
    let report = act(&mut *game, Command::Undo, None).unwrap();
    assert_eq!(report.moves, ["(1, 3)"]);
    assert_eq!(report.redo, ["swap", "(1, 3)"]);
}

#[test]
fn pasted_datasets_step_to_the_judges_answers() {
    let mut game = started(&[]);
    let report = act(&mut *game, Command::Load, Some(SAMPLE)).unwrap();
    assert_eq!(report.status, "Black to move");
    assert_eq!(report.redo.len(), 5);
    assert_eq!(
        fact(&report, "Dataset").as_deref(),
        Some("1 of 3: N = 4, move 0 of 5")
    );
    assert_eq!(fact(&report, "Judge answer"), None);
    draw(&mut *game, W, H);
    let report = act(&mut *game, Command::Redo, None).unwrap();
    assert_eq!(report.moves, ["(0, 2)"]);
    // The dataset's own board is drawn: N = 4 has a corner at (4, 4), and (5, 5) is off it.
    draw(&mut *game, W, H);
    assert!(game.locate("(4, 4)").is_some());
    assert_eq!(game.locate("(5, 5)"), None);

    let mut answers = Vec::new();
    for dataset in 0..3 {
        if dataset > 0 {
            act(&mut *game, Command::NextDataset, None).unwrap();
        }
        let report = act(&mut *game, Command::ToEnd, None).unwrap();
        assert!(report.redo.is_empty());
        let answer = fact(&report, "Judge answer").expect("answer at the end");
        let black_won = report.verdict.starts_with("Black wins");
        assert_eq!(answer.starts_with("yes"), black_won, "{answer}");
        answers.push(answer.split(' ').next().unwrap().to_string());
        draw(&mut *game, W, H);
    }
    assert_eq!(answers, ["no", "yes", "yes"]);
    let report = shown(&*game);
    assert_eq!(
        fact(&report, "Dataset").as_deref(),
        Some("3 of 3: N = 7, move 11 of 11")
    );
    says(
        act(&mut *game, Command::NextDataset, None).unwrap_err(),
        Refusal::BadCase(CaseError::LastDataset),
        "That was the last dataset of the pasted input",
    );

    // Back to the start, and the dataset is still there to replay.
    let report = act(&mut *game, Command::ToStart, None).unwrap();
    assert_eq!(report.redo.len(), 11);
    assert!(report.moves.is_empty());

    // The closing `0 0` may be left out; errors carry the judge's line and column.
    let report = act(
        &mut *game,
        Command::Load,
        Some("4 5\n0 2 2 4 4 2 3 2 2 1\n"),
    )
    .unwrap();
    assert_eq!(
        fact(&report, "Dataset").as_deref(),
        Some("1 of 1: N = 4, move 0 of 5")
    );
    assert_eq!(
        worded(
            act(
                &mut *game,
                Command::Load,
                Some("4 5\n0 2 2 4 4 2 3 2 2 9\n0 0\n"),
            )
            .unwrap_err(),
            |r| matches!(r, Refusal::BadCase(CaseError::Dataset(_)))
        ),
        "The dataset was not loaded: line 2, column 19: expected y coordinate (0..=4), found 9"
    );
    let big = act(
        &mut *game,
        Command::Load,
        Some("201 5\n0 2 2 4 4 2 3 2 2 3\n"),
    )
    .unwrap_err();
    says(
        big,
        Refusal::BadCase(CaseError::TooBig {
            dataset: 1,
            n: 201,
            most: 200,
        }),
        "Dataset 1 has N = 201: the playground draws boards up to N = 200; the Check input tab \
         judges it",
    );
    for empty in [Some("0 0"), Some("  "), None] {
        says(
            act(&mut *game, Command::Load, empty).unwrap_err(),
            Refusal::BadCase(CaseError::NoDataset),
            "The dataset was not loaded: the text holds no dataset. Paste N and M, then the M \
             moves as x y pairs",
        );
    }
    // Refused loads leave the last good dataset on the board.
    assert_eq!(
        fact(&game.report(), "Dataset").as_deref(),
        Some("1 of 1: N = 4, move 0 of 5")
    );
}

#[test]
fn the_svg_export_holds_the_board() {
    let mut game = started(&[("n", "6")]);
    for mv in GAME {
        click(&mut *game, mv).unwrap();
    }
    let svg = check_svg(&mut *game, W, H);
    assert!(svg.contains(&format!("stroke=\"{GLOW}\"")));
    assert!(svg.contains(&format!("fill=\"{}\"", palette::SECOND)));
    // Zoomed in, the board exports just as it draws.
    let at = point(&*game, "(3, 3)");
    game.zoom(at.0, at.1, 3.0);
    check_svg(&mut *game, W, H);
}

#[test]
fn a_board_too_fine_to_aim_at_refuses_clicks_until_zoomed() {
    // N = 200 in a laptop-sized area: holes under 3 px apart.
    let mut game = started(&[("n", "200")]);
    draw(&mut *game, W, H);
    let at = point(&*game, "(100, 100)");
    let next = point(&*game, "(101, 100)");
    assert!((next.0 - at.0).hypot(next.1 - at.1) < 6.0);
    let why = game.click(at.0, at.1).unwrap_err();
    let Refusal::ZoomIn {
        place: "a peg",
        spots: "holes",
        apart,
    } = why
    else {
        panic!("{why:?}");
    };
    assert!(apart < 6.0, "{apart}");
    assert_eq!(
        why.to_string(),
        format!(
            "Zoom in to place a peg: holes are {apart:.1} px apart here (mouse wheel, pinch, or \
             the + key on the board)"
        )
    );
    assert!(!game.hover(at.0, at.1), "no preview where no one can aim");
    assert!(shown(&*game).moves.is_empty());
    // Zoomed in far enough, the same hole takes the peg.
    while game.zoom(at.0, at.1, 1.5) {}
    draw(&mut *game, W, H);
    let report = click(&mut *game, "(100, 100)").unwrap();
    assert_eq!(report.moves.len(), 1);
}
