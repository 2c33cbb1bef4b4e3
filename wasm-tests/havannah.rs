//! Havannah through the bindings: clicks on a real canvas, verdicts in the judge's words,
//! refusals, a pasted contest case stepped through, zoom and pan, and the largest board.

use super::{canvas, click_move, get, options, strings, text};
use arbiter::web::{games, Playground};
use wasm_bindgen_test::*;

fn facts(report: &wasm_bindgen::JsValue) -> String {
    js_sys::Array::from(&get(report, "facts"))
        .iter()
        .map(|f| format!("{}: {}", text(&f, "label"), text(&f, "value")))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The message a JavaScript caller sees for an error.
fn message(error: wasm_bindgen::JsError) -> String {
    text(&wasm_bindgen::JsValue::from(error), "message")
}

fn refusal(game: &mut Playground, x: f64, y: f64) -> String {
    match game.click(x, y) {
        Ok(_) => panic!("the click at ({x}, {y}) was accepted"),
        Err(e) => message(e),
    }
}

/// Plays `moves` by clicking where each is drawn; every move but the last leaves the game
/// open, and the last gives `verdict`.
fn play(side: &str, mode: &str, moves: &[&str], verdict: &str) -> Playground {
    let canvas = canvas(640, 480);
    let mut game = Playground::new("havannah", options(&[("side", side), ("mode", mode)])).unwrap();
    game.render(&canvas).unwrap();
    for (i, mv) in moves.iter().enumerate() {
        let report = click_move(&mut game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        game.render(&canvas).unwrap();
        let expected = if i + 1 == moves.len() {
            verdict
        } else {
            "none so far"
        };
        assert_eq!(text(&report, "verdict"), expected, "after {mv}");
    }
    game
}

#[wasm_bindgen_test]
fn havannah_is_listed_after_nim_with_its_options() {
    let list = js_sys::Array::from(&games().unwrap());
    let slugs: Vec<String> = list.iter().map(|g| text(&g, "slug")).collect();
    let at = slugs.iter().position(|s| s == "havannah").expect("listed");
    assert!(slugs.iter().position(|s| s == "nim").unwrap() < at);
    let keys: Vec<String> = js_sys::Array::from(&get(&list.get(at as u32), "options"))
        .iter()
        .map(|o| text(&o, "key"))
        .collect();
    assert_eq!(keys, ["side", "mode", "swap"]);
    assert!(Playground::new("havannah", options(&[("side", "3001")])).is_err());
    assert!(Playground::new("havannah", options(&[("side", "1")])).is_err());
    assert!(Playground::new("havannah", options(&[("mode", "chess")])).is_err());
    let single_swap = Playground::new("havannah", options(&[("mode", "single"), ("swap", "on")]));
    assert!(message(single_swap.err().unwrap()).starts_with("The swap needs two players"));
}

/// Whether the report offers the Swap button, and enabled.
fn swap_button(report: &wasm_bindgen::JsValue) -> Option<bool> {
    js_sys::Array::from(&get(report, "actions"))
        .iter()
        .find(|a| text(a, "id") == "swap")
        .map(|a| get(&a, "enabled").as_bool().unwrap())
}

#[wasm_bindgen_test]
fn the_swap_takes_the_first_stone_for_player_two() {
    let canvas = canvas(640, 480);
    let mut game = Playground::new(
        "havannah",
        options(&[("side", "2"), ("mode", "contest"), ("swap", "on")]),
    )
    .unwrap();
    game.render(&canvas).unwrap();
    assert_eq!(swap_button(&game.report().unwrap()), Some(false));
    assert!(message(game.act("swap", None).unwrap_err()).contains("no stone to take yet"));
    let report = click_move(&mut game, "(1, 1)").unwrap();
    assert_eq!(swap_button(&report), Some(true));
    let report = game.act("swap", None).unwrap();
    assert_eq!(strings(&report, "moves"), ["(1, 1)", "swap"]);
    assert_eq!(text(&report, "status"), "Player 1 to move");
    assert!(facts(&report).contains("Last move: swap by Player 2: (1, 1) is theirs"));
    game.render(&canvas).unwrap();
    // Player 2's stone on the corner (1, 1) and their next on (1, 2): Player 2's bridge.
    click_move(&mut game, "(2, 2)").unwrap();
    game.render(&canvas).unwrap();
    let report = click_move(&mut game, "(1, 2)").unwrap();
    assert_eq!(text(&report, "verdict"), "bridge in move 4");
    assert_eq!(text(&report, "status"), "Game over: Player 2 wins");
    // Without the option there is no Swap button, and the action is refused.
    let mut plain = Playground::new("havannah", options(&[("side", "2")])).unwrap();
    assert_eq!(swap_button(&plain.report().unwrap()), None);
    assert!(message(plain.act("swap", None).unwrap_err()).contains("without the swap rule"));
}

#[wasm_bindgen_test]
fn the_spec_samples_clicked_give_the_judges_words() {
    play("2", "single", &["(1, 1)", "(1, 2)"], "bridge in move 2");
    let fork = ["(2, 1)", "(2, 2)", "(2, 3)", "(2, 4)", "(1, 2)"];
    let game = play("3", "single", &fork, "fork in move 5");
    let report = game.report().unwrap();
    assert_eq!(text(&report, "status"), "Game over: won in move 5");
    assert!(facts(&report).contains("Fork: edges"), "{}", facts(&report));
    let ring = ["(2, 2)", "(2, 3)", "(3, 4)", "(4, 4)", "(4, 3)", "(3, 2)"];
    let game = play("3", "single", &ring, "ring in move 6");
    let report = game.report().unwrap();
    assert!(
        facts(&report).contains("Ring: 6 stones round 1 cell"),
        "{}",
        facts(&report)
    );
    let both = ["(1, 1)", "(2, 1)", "(1, 3)", "(2, 4)", "(1, 2)"];
    play("3", "single", &both, "bridge-fork in move 5");
}

/// Player 1 rings the cell (3, 3) of a side-5 board after Player 2 took it.
const RING_ROUND_A_STONE: [&str; 11] = [
    "(4, 3)", "(3, 3)", "(4, 4)", "(6, 6)", "(3, 4)", "(8, 8)", "(2, 3)", "(6, 8)", "(2, 2)",
    "(8, 6)", "(3, 2)",
];

#[wasm_bindgen_test]
fn two_players_and_the_two_ring_rules() {
    let game = play("5", "official", &RING_ROUND_A_STONE, "ring in move 11");
    let report = game.report().unwrap();
    assert_eq!(text(&report, "status"), "Game over: Player 1 wins");
    assert!(facts(&report).contains("Ring rule: official"));
    assert!(facts(&report).contains("Last move: (3, 2) by Player 1"));
    // The contest rule wants an empty cell inside: the same moves win nothing.
    let game = play("5", "contest", &RING_ROUND_A_STONE, "none so far");
    assert_eq!(text(&game.report().unwrap(), "status"), "Player 2 to move");
    // A bridge for Player 1, then taken back.
    let mut game = play(
        "2",
        "contest",
        &["(1, 1)", "(2, 2)", "(2, 1)"],
        "bridge in move 3",
    );
    let report = game.act("undo", None).unwrap();
    assert_eq!(text(&report, "verdict"), "none so far");
    assert_eq!(text(&report, "status"), "Player 1 to move");
}

#[wasm_bindgen_test]
fn refused_clicks_keep_the_game_and_say_why() {
    let canvas = canvas(500, 400);
    let mut game = play("2", "contest", &["(1, 1)", "(2, 2)"], "none so far");
    game.render(&canvas).unwrap();
    let p = game.locate("(1, 1)").unwrap();
    let why = refusal(&mut game, p[0], p[1]);
    assert_eq!(why, "(1, 1) is taken: Player 1 played it in move 1");
    assert!(refusal(&mut game, 1.0, 1.0).contains("is off the board"));
    assert!(refusal(&mut game, -1e12, f64::NAN).contains("off the board"));
    assert_eq!(
        strings(&game.report().unwrap(), "moves"),
        ["(1, 1)", "(2, 2)"]
    );
    click_move(&mut game, "(2, 1)").unwrap();
    let p = game.locate("(1, 2)").unwrap();
    assert_eq!(
        refusal(&mut game, p[0], p[1]),
        "Cannot play (1, 2): the game is over, Player 1 won with bridge in move 3"
    );
    assert!(refusal(&mut game, 1.0, 1.0).starts_with("The game is over"));
    assert_eq!(strings(&game.report().unwrap(), "moves").len(), 3);
    assert!(game.locate("(9, 9)").is_none());
    assert!(game.locate("nonsense").is_none());
    assert!(game.act("no-such-action", None).is_err());
}

#[wasm_bindgen_test]
fn a_pasted_case_steps_to_its_verdict() {
    let canvas = canvas(640, 480);
    let mut game = Playground::new("havannah", options(&[])).unwrap();
    let report = game
        .act("load", Some("3 6  2 2  2 3  3 4  4 4  4 3  3 2".into()))
        .unwrap();
    assert_eq!(strings(&report, "moves").len(), 0);
    assert_eq!(strings(&report, "redo").len(), 6);
    assert!(facts(&report).contains("Mode: one player"));
    for _ in 0..5 {
        let report = game.act("step", None).unwrap();
        assert_eq!(text(&report, "verdict"), "none so far");
        game.render(&canvas).unwrap();
    }
    let report = game.act("step", None).unwrap();
    assert_eq!(text(&report, "verdict"), "ring in move 6");
    game.render(&canvas).unwrap();
    let report = game.act("start", None).unwrap();
    assert_eq!(strings(&report, "redo").len(), 6);
    let report = game.act("end", None).unwrap();
    assert_eq!(text(&report, "verdict"), "ring in move 6");

    // Moves after the win are read and checked, then left out, as the judge does.
    let report = game
        .act("load", Some("2 4\n1 1\n1 2\n2 3\n3 3\n".into()))
        .unwrap();
    assert_eq!(strings(&report, "redo"), ["(1, 1)", "(1, 2)"]);
    assert!(facts(&report).contains("2 moves after the win ignored"));

    // Bad cases are refused with the judge's line and column; the game stays as it was.
    let bad = |game: &mut Playground, case: &str| {
        message(game.act("load", Some(case.into())).unwrap_err())
    };
    assert_eq!(
        bad(&mut game, "3 2\n2 2\n2 x"),
        "Line 3, column 3: expected y (1..=5), found `x`"
    );
    assert_eq!(
        bad(&mut game, "3 2  2 2  2 2"),
        "Line 1, column 11: expected a cell not played before, found (2, 2), played in move 1"
    );
    assert!(bad(&mut game, "3 1 2 2 7").contains("end of input after the case"));
    assert!(bad(&mut game, "   ").starts_with("Paste a case first"));
    assert_eq!(
        strings(&game.report().unwrap(), "redo"),
        ["(1, 1)", "(1, 2)"]
    );
}

#[wasm_bindgen_test]
fn zoom_and_pan_move_the_cells_consistently() {
    let canvas = canvas(640, 480);
    let mut game = Playground::new("havannah", options(&[("side", "10")])).unwrap();
    game.render(&canvas).unwrap();
    let a = game.locate("(10, 10)").unwrap();
    let b = game.locate("(11, 10)").unwrap();
    let step = (b[0] - a[0]).hypot(b[1] - a[1]);
    // Zooming around a cell's centre leaves it in place and doubles the spacing.
    assert!(game.zoom(a[0], a[1], 2.0));
    let a2 = game.locate("(10, 10)").unwrap();
    let b2 = game.locate("(11, 10)").unwrap();
    assert!((a2[0] - a[0]).abs() < 1e-6 && (a2[1] - a[1]).abs() < 1e-6);
    assert!(((b2[0] - a2[0]).hypot(b2[1] - a2[1]) - 2.0 * step).abs() < 1e-6);
    assert!(game.pan(30.0, -20.0));
    let a3 = game.locate("(10, 10)").unwrap();
    assert!((a3[0] - a2[0] - 30.0).abs() < 1e-6 && (a3[1] - a2[1] + 20.0).abs() < 1e-6);
    game.render(&canvas).unwrap();
    let report = game.click(a3[0] + 1.0, a3[1] - 1.0).unwrap();
    assert_eq!(strings(&report, "moves"), ["(10, 10)"]);
    // Nonsense zooms change nothing; extreme ones are clamped.
    assert!(!game.zoom(f64::NAN, 1.0, 2.0));
    assert!(!game.zoom(1.0, 1.0, f64::INFINITY));
    assert!(!game.pan(f64::NAN, 0.0));
    game.zoom(1.0, 1.0, 1e300);
    game.pan(1e300, -1e300);
    game.render(&canvas).unwrap();
    game.act("fit", None).unwrap();
    game.render(&canvas).unwrap();
    assert_eq!(game.locate("(10, 10)").unwrap(), a);
    game.act("coords", None).unwrap();
    game.zoom(a[0], a[1], 4.0);
    assert!(game.hover(a[0], a[1]));
    game.render(&canvas).unwrap();
}

#[wasm_bindgen_test]
fn the_largest_board_renders_zoomed_out_and_in() {
    let canvas = canvas(800, 600);
    let mut game =
        Playground::new("havannah", options(&[("side", "3000"), ("mode", "single")])).unwrap();
    // Ten thousand stones spread over the board, pasted as a case and played to the end.
    let mut state = 12_345u64;
    let mut seen = std::collections::HashSet::new();
    let mut moves = Vec::new();
    while moves.len() < 10_000 {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        let (x, y) = (100 + (state >> 33) % 5800, 100 + (state >> 13) % 5800);
        if x.abs_diff(y) < 2900 && seen.insert((x, y)) {
            moves.push(format!("{x} {y}"));
        }
    }
    let case = format!("3000 {}\n{}\n", moves.len(), moves.join("\n"));
    game.act("load", Some(case)).unwrap();
    let report = game.act("end", None).unwrap();
    assert_eq!(strings(&report, "moves").len(), 10_000);
    game.render(&canvas).unwrap();
    // Zoomed out, cells are far too small to aim at: clicks are refused, not guessed.
    assert!(game.locate("(3000, 3000)").is_none());
    assert!(refusal(&mut game, 400.0, 300.0).starts_with("Zoom in"));
    while game.zoom(400.0, 300.0, 4.0) {}
    game.render(&canvas).unwrap();
    let p = game.locate("(3000, 3000)").unwrap();
    assert!((p[0] - 400.0).abs() < 1.0 && (p[1] - 300.0).abs() < 1.0);
    let report = game.click(p[0], p[1]).unwrap();
    assert_eq!(strings(&report, "moves").len(), 10_001);
    game.render(&canvas).unwrap();
}
