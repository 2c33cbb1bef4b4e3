//! Havannah's board, natively: stones placed by clicks where the cells are drawn, verdicts in
//! the judge's words, the winning group and ring drawn, refusals, a pasted contest case stepped
//! through, zoom and pan, hover, coordinates, and the largest board.
use crate::common::board::{
    act, action_enabled, assert_stones_alternate, check_svg, click, draw, facts, point, refusal,
    refused_options, says, shown, start, worded,
};
use crate::common::Rng;
use arbiter::havannah::{HavannahError, SwapRefusal};
use arbiter::view::paint::palette;
use arbiter::view::{
    Board, CaseError, Command, OptionError, Over, Pick, Reason, Refusal, Tone, GAMES,
};

const W: f64 = 640.0;
const H: f64 = 480.0;

/// How the view draws a ring and the cells it encloses.
const RING_LINE: &str = "rgba(224, 165, 38, 0.85)";
const INSIDE_FILL: &str = "#f6d98f";
const ZOOM_IN: &str = "Zoom in (wheel, pinch or +) to place stones; drag to pan";

/// Plays `moves` by clicking where each is drawn; every move but the last leaves the game
/// open, and the last gives `verdict`.
fn play(side: &str, mode: &str, moves: &[&str], verdict: &str) -> Box<dyn Board> {
    let mut game = start("havannah", &[("side", side), ("mode", mode)]);
    draw(&mut *game, W, H);
    for (i, mv) in moves.iter().enumerate() {
        let report = click(&mut *game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        draw(&mut *game, W, H);
        let expected = if i + 1 == moves.len() {
            verdict
        } else {
            "none so far"
        };
        assert_eq!(report.verdict, expected, "after {mv}");
    }
    game
}

#[test]
fn havannah_is_listed_after_nim_with_its_options() {
    let slugs: Vec<&str> = GAMES.iter().map(|g| g.slug).collect();
    let at = slugs.iter().position(|&s| s == "havannah").expect("listed");
    assert!(slugs.iter().position(|&s| s == "nim").unwrap() < at);
    let keys: Vec<&str> = (GAMES[at].options)().iter().map(|o| o.key).collect();
    assert_eq!(keys, ["side", "mode", "swap"]);
    says(
        refused_options("havannah", &[("mode", "single"), ("swap", "on")]),
        Refusal::BadOption(OptionError::SwapNeedsTwoPlayers),
        "The swap needs two players: pick a two-player mode, or turn the swap off",
    );
    let side = |value| {
        Refusal::BadOption(OptionError::OutOfRange {
            label: "Board side",
            value,
            min: 2,
            max: 3000,
        })
    };
    assert_eq!(refused_options("havannah", &[("side", "3001")]), side(3001));
    says(
        refused_options("havannah", &[("side", "1")]),
        side(1),
        "Board side: 1 is outside 2..=3000",
    );
    says(
        refused_options("havannah", &[("mode", "chess")]),
        Refusal::BadOption(OptionError::NotA {
            label: "Players and ring rule",
            found: "`chess`".into(),
            expected: "one of the choices".into(),
        }),
        "Players and ring rule: `chess` is not one of the choices",
    );
}

#[test]
fn the_spec_samples_clicked_give_the_judges_words() {
    let game = play("2", "single", &["(1, 1)", "(1, 2)"], "bridge in move 2");
    assert_eq!(game.report().tone, Tone::Over);
    let fork = ["(2, 1)", "(2, 2)", "(2, 3)", "(2, 4)", "(1, 2)"];
    let game = play("3", "single", &fork, "fork in move 5");
    let report = shown(&*game);
    assert_eq!(report.status, "Game over: won in move 5");
    assert!(facts(&report).contains("Fork: edges"), "{}", facts(&report));
    let ring = ["(2, 2)", "(2, 3)", "(3, 4)", "(4, 4)", "(4, 3)", "(3, 2)"];
    let game = play("3", "single", &ring, "ring in move 6");
    let report = shown(&*game);
    assert!(
        facts(&report).contains("Ring: 6 stones round 1 cell"),
        "{}",
        facts(&report)
    );
    let both = ["(1, 1)", "(2, 1)", "(1, 3)", "(2, 4)", "(1, 2)"];
    play("3", "single", &both, "bridge-fork in move 5");
}

#[test]
fn stones_the_winning_group_and_the_ring_are_drawn_where_they_are() {
    let ring = ["(2, 2)", "(2, 3)", "(3, 4)", "(4, 4)", "(4, 3)", "(3, 2)"];
    let mut game = play("3", "single", &ring[..5], "none so far");
    let picture = draw(&mut *game, W, H);
    for mv in &ring[..5] {
        let at = point(&*game, mv);
        assert!(picture.fills_at(at).contains(&palette::FIRST), "{mv}");
        assert!(!picture.rings_at(at).contains(&palette::ACCENT), "{mv}");
    }
    assert!(!picture
        .fills_at(point(&*game, "(3, 2)"))
        .contains(&palette::FIRST));
    assert!(picture.strokes(RING_LINE).is_empty());

    click(&mut *game, ring[5]).unwrap();
    let picture = draw(&mut *game, W, H);
    // Each stone of the winning group is outlined, the ring line runs through all six in the
    // order of the cycle, and the enclosed cell (3, 3) is shaded.
    let centres: Vec<(f64, f64)> = ring.iter().map(|mv| point(&*game, mv)).collect();
    for (mv, &at) in ring.iter().zip(&centres) {
        assert!(picture.rings_at(at).contains(&palette::ACCENT), "{mv}");
    }
    let line = picture.strokes(RING_LINE);
    assert_eq!(line.len(), 1);
    assert_eq!(line[0].points.len(), 6);
    for &at in &centres {
        assert!(line[0].has_point(at, 1e-9));
    }
    let inside = picture
        .shapes
        .iter()
        .find(|s| s.colour == INSIDE_FILL)
        .expect("the ring's inside is shaded");
    assert_eq!(inside.points, line[0].points);
    assert!(!picture
        .fills_at(point(&*game, "(3, 3)"))
        .contains(&palette::FIRST));

    // Undo: the highlight goes with the win.
    act(&mut *game, Command::Undo, None).unwrap();
    let picture = draw(&mut *game, W, H);
    assert!(picture.strokes(RING_LINE).is_empty());
    assert!(picture.shapes.iter().all(|s| s.colour != INSIDE_FILL));
}

/// Player 1 rings the cell (3, 3) of a side-5 board after Player 2 took it.
const RING_ROUND_A_STONE: [&str; 11] = [
    "(4, 3)", "(3, 3)", "(4, 4)", "(6, 6)", "(3, 4)", "(8, 8)", "(2, 3)", "(6, 8)", "(2, 2)",
    "(8, 6)", "(3, 2)",
];

#[test]
fn two_players_and_the_two_ring_rules() {
    let mut game = play("5", "official", &RING_ROUND_A_STONE, "ring in move 11");
    let report = shown(&*game);
    assert_eq!(report.status, "Game over: Player 1 wins");
    assert!(facts(&report).contains("Last move: (3, 2) by Player 1"));
    // Player 2's stones are drawn light, Player 1's dark, each at its own cell.
    let picture = draw(&mut *game, W, H);
    assert_stones_alternate(&picture, &*game, &RING_ROUND_A_STONE);
    // The contest rule wants an empty cell inside: the same moves win nothing.
    let game = play("5", "contest", &RING_ROUND_A_STONE, "none so far");
    assert_eq!(game.report().status, "Player 2 to move");
    // A bridge for Player 1, then taken back.
    let mut game = play(
        "2",
        "contest",
        &["(1, 1)", "(2, 2)", "(2, 1)"],
        "bridge in move 3",
    );
    let report = act(&mut *game, Command::Undo, None).unwrap();
    assert_eq!(report.verdict, "none so far");
    assert_eq!(report.status, "Player 1 to move");
    assert_eq!(report.redo, ["(2, 1)"]);
}

#[test]
fn refused_clicks_keep_the_game_and_say_why() {
    let mut game = play("2", "contest", &["(1, 1)", "(2, 2)"], "none so far");
    draw(&mut *game, 500.0, 400.0);
    let p = point(&*game, "(1, 1)");
    assert_eq!(
        worded(
            refusal(&mut *game, p.0, p.1),
            |r| matches!(r, Refusal::Illegal { mv, reason: Reason::Havannah(HavannahError::Occupied { .. }) }
                if mv == "(1, 1)")
        ),
        "(1, 1) is taken: Player 1 played it in move 1"
    );
    // Off the board: a cell of the plane the core bounds, or one no board has.
    let off = refusal(&mut *game, 1.0, 1.0);
    assert!(
        matches!(
            off,
            Refusal::Illegal {
                reason: Reason::Havannah(HavannahError::OffBoard { side: 2, .. }),
                ..
            }
        ),
        "{off:?}"
    );
    assert!(off.to_string().contains("is off the board"), "{off}");
    assert!(refusal(&mut *game, -1e12, f64::NAN)
        .to_string()
        .contains("off the board"));
    let far = refusal(&mut *game, -1e12, 200.0);
    let Refusal::Pick(Pick::OffHexagon { x, y }) = far else {
        panic!("{far:?}");
    };
    assert!(x < 0 || y < 0, "({x}, {y})");
    assert_eq!(
        far.to_string(),
        format!("({x}, {y}) is off the board: click a cell of the hexagon")
    );
    assert_eq!(shown(&*game).moves, ["(1, 1)", "(2, 2)"]);
    click(&mut *game, "(2, 1)").unwrap();
    let p = point(&*game, "(1, 2)");
    assert_eq!(
        worded(refusal(&mut *game, p.0, p.1), |r| matches!(
            r,
            Refusal::Illegal {
                reason: Reason::Havannah(HavannahError::GameOver { .. }),
                ..
            }
        )),
        "Cannot play (1, 2): the game is over, Player 1 won with bridge in move 3"
    );
    let over = refusal(&mut *game, 1.0, 1.0);
    assert!(matches!(over, Refusal::GameOver(Over::Won(_))), "{over:?}");
    assert_eq!(
        over.to_string(),
        "The game is over: Player 1 won with bridge in move 3. Undo, or start a new game"
    );
    assert_eq!(shown(&*game).moves.len(), 3);
    assert!(game.locate("(9, 9)").is_none());
    assert!(game.locate("nonsense").is_none());
    says(
        game.act_by_id("no-such-action", None).unwrap_err(),
        Refusal::UnknownAction {
            board: "Havannah has",
            id: "no-such-action".into(),
        },
        "Havannah has no action `no-such-action`",
    );
}

#[test]
fn a_pasted_case_steps_to_its_verdict() {
    let mut game = start("havannah", &[]);
    let report = act(
        &mut *game,
        Command::Load,
        Some("3 6  2 2  2 3  3 4  4 4  4 3  3 2"),
    )
    .unwrap();
    assert_eq!(report.moves.len(), 0);
    assert_eq!(report.redo.len(), 6);
    assert!(facts(&report).contains("Mode: one player"));
    for _ in 0..5 {
        let report = act(&mut *game, Command::Redo, None).unwrap();
        assert_eq!(report.verdict, "none so far");
        draw(&mut *game, W, H);
    }
    let report = act(&mut *game, Command::Redo, None).unwrap();
    assert_eq!(report.verdict, "ring in move 6");
    assert!(draw(&mut *game, W, H).strokes(RING_LINE).len() == 1);
    let report = act(&mut *game, Command::ToStart, None).unwrap();
    assert_eq!(report.redo.len(), 6);
    assert!(draw(&mut *game, W, H).strokes(RING_LINE).is_empty());
    let report = act(&mut *game, Command::ToEnd, None).unwrap();
    assert_eq!(report.verdict, "ring in move 6");

    // Moves after the win are read and checked, then left out, as the judge does.
    let report = act(&mut *game, Command::Load, Some("2 4\n1 1\n1 2\n2 3\n3 3\n")).unwrap();
    assert_eq!(report.redo, ["(1, 1)", "(1, 2)"]);
    assert!(facts(&report).contains("2 moves after the win ignored"));

    // Bad cases are refused with the judge's line and column; the game stays as it was.
    let mut bad = |case: &str| {
        let refused = act(&mut *game, Command::Load, Some(case)).unwrap_err();
        assert!(
            matches!(refused, Refusal::BadCase(CaseError::Input(_))),
            "{refused:?}"
        );
        refused.to_string()
    };
    assert_eq!(
        bad("3 2\n2 2\n2 x"),
        "Line 3, column 3: expected y (1..=5), found `x`"
    );
    assert_eq!(
        bad("3 2  2 2  2 2"),
        "Line 1, column 11: expected a cell not played before, found (2, 2), played in move 1"
    );
    assert!(bad("3 1 2 2 7").contains("end of input after the case"));
    says(
        act(&mut *game, Command::Load, Some("   ")).unwrap_err(),
        Refusal::BadCase(CaseError::Empty),
        "Paste a case first: S, M and the M moves, as in the contest input",
    );
    assert_eq!(
        act(&mut *game, Command::Load, None).unwrap_err(),
        Refusal::BadCase(CaseError::Empty)
    );
    // A case longer than the move list steps through is left to the Check input tab.
    let cells: Vec<String> = (1..=5999)
        .flat_map(|x: i32| {
            ((x - 2999).max(1)..=(x + 2999).min(5999)).map(move |y| format!("{x} {y}"))
        })
        .take(100_001)
        .collect();
    let long = format!("3000 {}\n{}\n", cells.len(), cells.join("\n"));
    says(
        act(&mut *game, Command::Load, Some(&long)).unwrap_err(),
        Refusal::BadCase(CaseError::TooLong { most: 100_000 }),
        "This case has more than 100000 moves, too many to step through here; the Check input \
         tab judges cases of any size",
    );
    assert_eq!(shown(&*game).redo, ["(1, 1)", "(1, 2)"]);
}

#[test]
fn zoom_and_pan_move_the_cells_consistently() {
    let mut game = start("havannah", &[("side", "10")]);
    draw(&mut *game, W, H);
    let a = point(&*game, "(10, 10)");
    let b = point(&*game, "(11, 10)");
    let step = (b.0 - a.0).hypot(b.1 - a.1);
    // Zooming around a cell's centre leaves it in place and doubles the spacing.
    assert!(game.zoomable());
    assert!(game.zoom(a.0, a.1, 2.0));
    let a2 = point(&*game, "(10, 10)");
    let b2 = point(&*game, "(11, 10)");
    assert!((a2.0 - a.0).abs() < 1e-6 && (a2.1 - a.1).abs() < 1e-6);
    assert!(((b2.0 - a2.0).hypot(b2.1 - a2.1) - 2.0 * step).abs() < 1e-6);
    assert!(game.pan(30.0, -20.0));
    let a3 = point(&*game, "(10, 10)");
    assert!((a3.0 - a2.0 - 30.0).abs() < 1e-6 && (a3.1 - a2.1 + 20.0).abs() < 1e-6);
    draw(&mut *game, W, H);
    game.click(a3.0 + 1.0, a3.1 - 1.0).unwrap();
    assert_eq!(shown(&*game).moves, ["(10, 10)"]);
    // The stone is drawn where the zoomed view puts the cell.
    let picture = draw(&mut *game, W, H);
    assert!(picture.fills_at(a3).contains(&palette::FIRST));
    // Nonsense zooms change nothing; extreme ones are clamped.
    assert!(!game.zoom(f64::NAN, 1.0, 2.0));
    assert!(!game.zoom(1.0, 1.0, f64::INFINITY));
    assert!(!game.zoom(1.0, 1.0, 0.0));
    assert!(!game.pan(f64::NAN, 0.0));
    game.zoom(1.0, 1.0, 1e300);
    game.pan(1e300, -1e300);
    draw(&mut *game, W, H);
    act(&mut *game, Command::Fit, None).unwrap();
    draw(&mut *game, W, H);
    assert_eq!(point(&*game, "(10, 10)"), a);
}

#[test]
fn hover_and_coordinates_describe_the_cells() {
    let mut game = start("havannah", &[("side", "4")]);
    draw(&mut *game, W, H);
    click(&mut *game, "(4, 4)").unwrap();
    let free = point(&*game, "(3, 4)");
    assert!(game.hover(free.0, free.1));
    assert!(!game.hover(free.0 + 1.0, free.1), "the same cell");
    let picture = draw(&mut *game, W, H);
    assert_eq!(picture.texts_reading("(3, 4): empty").len(), 1);
    // Player 2 moves next: the ghost stone is light.
    assert!(picture.fills_at(free).contains(&"rgba(255, 255, 255, 0.8)"));
    let taken = point(&*game, "(4, 4)");
    assert!(game.hover(taken.0, taken.1));
    let picture = draw(&mut *game, W, H);
    assert_eq!(
        picture
            .texts_reading("(4, 4): Player 1 stone, move 1")
            .len(),
        1
    );
    assert!(game.hover(-1.0, -1.0), "leaving the area");
    assert!(!game.hover(-1.0, -1.0));

    // Coordinates: every cell labelled `x,y` at its centre.
    let report = act(&mut *game, Command::Coordinates, None).unwrap();
    assert_eq!(report.moves, ["(4, 4)"]);
    let picture = draw(&mut *game, W, H);
    assert_eq!(picture.texts.len(), 37, "a side-4 board has 37 cells");
    let label = picture.texts_reading("3,4");
    assert_eq!(label.len(), 1);
    assert!((label[0].x - free.0).abs() < 1e-9);
    act(&mut *game, Command::Coordinates, None).unwrap();
    assert!(draw(&mut *game, W, H).texts.is_empty());
}

#[test]
fn the_largest_board_renders_zoomed_out_and_in() {
    let mut game = start("havannah", &[("side", "3000"), ("mode", "single")]);
    // Ten thousand stones spread over the board, pasted as a case and played to the end.
    let mut rng = Rng(12_345);
    let mut seen = std::collections::HashSet::new();
    let mut moves = Vec::new();
    while moves.len() < 10_000 {
        let (x, y) = (rng.range(100, 5899), rng.range(100, 5899));
        if x.abs_diff(y) < 2900 && seen.insert((x, y)) {
            moves.push(format!("{x} {y}"));
        }
    }
    let case = format!("3000 {}\n{}\n", moves.len(), moves.join("\n"));
    act(&mut *game, Command::Load, Some(&case)).unwrap();
    let report = act(&mut *game, Command::ToEnd, None).unwrap();
    assert_eq!(report.moves.len(), 10_000);
    // Zoomed out, stones are a density view and cells are far too small to aim at: clicks
    // are refused, not guessed, and a banner says how to zoom.
    let picture = draw(&mut *game, 800.0, 600.0);
    assert_eq!(picture.texts_reading(ZOOM_IN).len(), 1);
    assert!(game.locate("(3000, 3000)").is_none());
    let zoom = refusal(&mut *game, 400.0, 300.0);
    assert!(
        matches!(
            zoom,
            Refusal::ZoomIn {
                place: "a stone",
                spots: "cells",
                ..
            }
        ),
        "{zoom:?}"
    );
    assert!(zoom
        .to_string()
        .starts_with("Zoom in to place a stone: cells are "));
    while game.zoom(400.0, 300.0, 4.0) {}
    let picture = draw(&mut *game, 800.0, 600.0);
    assert!(picture.texts_reading(ZOOM_IN).is_empty());
    let p = point(&*game, "(3000, 3000)");
    assert!((p.0 - 400.0).abs() < 1.0 && (p.1 - 300.0).abs() < 1.0);
    game.click(p.0, p.1).unwrap();
    assert_eq!(shown(&*game).moves.len(), 10_001);
    // Only what is on screen is drawn, however many stones the board holds.
    let picture = draw(&mut *game, 800.0, 600.0);
    assert!(picture.calls.len() < 5_000, "{} calls", picture.calls.len());
    assert!(picture.fills_at(p).contains(&palette::FIRST));
}

#[test]
fn the_svg_export_holds_the_board() {
    let ring = ["(2, 2)", "(2, 3)", "(3, 4)", "(4, 4)", "(4, 3)", "(3, 2)"];
    let mut game = play("3", "single", &ring, "ring in move 6");
    act(&mut *game, Command::Coordinates, None).unwrap();
    let svg = check_svg(&mut *game, W, H);
    assert!(
        svg.contains("<clipPath"),
        "the grid is clipped to the board"
    );
    assert!(svg.contains(&format!("stroke=\"{RING_LINE}\"")));
    assert!(svg.contains(">3,3</text>"));
    // Zoomed out far enough for the density view, with its banner.
    let mut big = start("havannah", &[("side", "400")]);
    act(
        &mut *big,
        Command::Load,
        Some("400 3\n400 400\n401 401\n10 10\n"),
    )
    .unwrap();
    act(&mut *big, Command::ToEnd, None).unwrap();
    let svg = check_svg(&mut *big, W, H);
    assert!(svg.contains(ZOOM_IN));
}

#[test]
fn the_swap_takes_the_first_stone_for_player_two() {
    let mut game = start(
        "havannah",
        &[("side", "2"), ("mode", "contest"), ("swap", "on")],
    );
    draw(&mut *game, W, H);
    assert_eq!(action_enabled(&game.report(), Command::Swap), Some(false));
    let refused = act(&mut *game, Command::Swap, None).unwrap_err();
    assert_eq!(
        refused,
        Refusal::Illegal {
            mv: "swap".into(),
            reason: Reason::Havannah(HavannahError::Swap {
                refusal: SwapRefusal::NotSecondMove { moves: 0 }
            }),
        }
    );
    assert!(
        refused.to_string().contains("no stone to take yet"),
        "{refused}"
    );
    let report = click(&mut *game, "(1, 1)").unwrap();
    assert_eq!(action_enabled(&report, Command::Swap), Some(true));
    let report = act(&mut *game, Command::Swap, None).unwrap();
    assert_eq!(game.moves(0, usize::MAX), ["(1, 1)", "swap"]);
    assert_eq!(report.status, "Player 1 to move");
    assert!(facts(&report).contains("Last move: swap by Player 2: (1, 1) is theirs"));
    // The swapped stone is drawn in Player 2's colour where it stands.
    let (x, y) = point(&*game, "(1, 1)");
    let picture = draw(&mut *game, W, H);
    assert!(
        picture.fills_at((x, y)).contains(&"#f8f6f0"),
        "{:?}",
        picture.fills_at((x, y))
    );
    // Player 2's stone on the corner (1, 1) and their next on (1, 2): Player 2's bridge.
    click(&mut *game, "(2, 2)").unwrap();
    draw(&mut *game, W, H);
    let report = click(&mut *game, "(1, 2)").unwrap();
    assert_eq!(report.verdict, "bridge in move 4");
    assert_eq!(report.status, "Game over: Player 2 wins");
    // Without the option there is no Swap button, and the action is refused.
    let mut plain = start("havannah", &[("side", "2")]);
    assert_eq!(action_enabled(&plain.report(), Command::Swap), None);
    let refused = act(&mut *plain, Command::Swap, None).unwrap_err();
    assert_eq!(
        refused,
        Refusal::Illegal {
            mv: "swap".into(),
            reason: Reason::Havannah(HavannahError::Swap {
                refusal: SwapRefusal::NotInRules
            }),
        }
    );
    assert!(
        refused.to_string().contains("without the swap rule"),
        "{refused}"
    );
    // The swap reads back from its notation, as links replay it.
    let mut replayed = start("havannah", &[("side", "2"), ("swap", "on")]);
    replayed.play("(1, 1)").unwrap();
    replayed.play("swap").unwrap();
    assert_eq!(replayed.moves(0, usize::MAX), ["(1, 1)", "swap"]);
}
