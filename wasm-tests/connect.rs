//! Connect through the bindings: pegs placed by clicks on a real canvas, the panel's words for
//! links made and blocked and for the win, refusals, hover previews, the pie rule, and pasted
//! contest datasets stepped to the judge's answers.

use super::{canvas, get, options, strings, text};
use arbiter::web::{games, Playground};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use web_sys::HtmlCanvasElement;

const SAMPLE: &str = "4 5\n0 2 2 4 4 2 3 2 2 3\n4 5\n0 2 2 4 4 2 3 2 2 1\n\
                      7 11\n0 3 6 5 3 2 5 7 7 2 4 4 5 3 5 2 4 5 4 0 2 4\n0 0\n";

/// A short game on N = 6: Black's link (2, 3)–(4, 2) is blocked by White's (3, 2)–(4, 4) in
/// move 5, and Black wins in move 9 through (2, 1) instead.
const GAME: [&str; 9] = [
    "(2, 3)", "(3, 2)", "(0, 2)", "(4, 4)", "(4, 2)", "(1, 5)", "(6, 3)", "(2, 4)", "(2, 1)",
];

fn message(err: wasm_bindgen::JsError) -> String {
    js_sys::Error::from(JsValue::from(err))
        .message()
        .as_string()
        .unwrap_or_default()
}

/// The value of the fact labelled `label`, if the panel shows it.
fn fact(report: &JsValue, label: &str) -> Option<String> {
    js_sys::Array::from(&get(report, "facts"))
        .iter()
        .find(|f| text(f, "label") == label)
        .map(|f| text(&f, "value"))
}

fn click(game: &mut Playground, mv: &str) -> Result<JsValue, String> {
    let point = game
        .locate(mv)
        .unwrap_or_else(|| panic!("no point for {mv}"));
    game.click(point[0], point[1]).map_err(message)
}

fn click_at(game: &mut Playground, x: f64, y: f64) -> String {
    message(game.click(x, y).expect_err("the click should be refused"))
}

fn act(game: &mut Playground, action: &str, argument: Option<&str>) -> Result<JsValue, String> {
    game.act(action, argument.map(String::from))
        .map_err(message)
}

fn started(pairs: &[(&str, &str)]) -> (Playground, HtmlCanvasElement) {
    let canvas = canvas(520, 480);
    let mut game = Playground::new("connect", options(pairs)).unwrap();
    game.render(&canvas).unwrap();
    (game, canvas)
}

#[wasm_bindgen_test]
fn connect_is_listed_with_its_options() {
    let list = js_sys::Array::from(&games().unwrap());
    let connect = list
        .iter()
        .find(|g| text(g, "slug") == "connect")
        .expect("connect listed");
    let specs = js_sys::Array::from(&get(&connect, "options"));
    let keys: Vec<String> = specs.iter().map(|o| text(&o, "key")).collect();
    assert_eq!(keys, ["n", "pie"]);
    assert_eq!(text(&specs.get(0), "default"), "12");
    assert!(Playground::new("connect", options(&[("n", "3")])).is_err());
    assert!(Playground::new("connect", options(&[("n", "201")])).is_err());
    assert!(Playground::new("connect", options(&[("pie", "maybe")])).is_err());
}

#[wasm_bindgen_test]
fn a_short_game_reports_links_blocks_and_the_win() {
    let (mut game, canvas) = started(&[("n", "6")]);
    let report = game.report().unwrap();
    assert_eq!(text(&report, "status"), "Black to move");
    assert_eq!(text(&report, "verdict"), "No winner yet");
    assert_eq!(fact(&report, "Pie rule").as_deref(), Some("off"));
    assert!(strings(&report, "hints").is_empty());
    assert!(text(&report, "hint_note").contains("no perfect-play solver"));

    click(&mut game, GAME[0]).unwrap();
    click(&mut game, GAME[1]).unwrap();
    let report = click(&mut game, GAME[2]).unwrap();
    assert_eq!(
        fact(&report, "Last move").as_deref(),
        Some("3. Black peg at (0, 2)")
    );
    assert_eq!(
        fact(&report, "Links added").as_deref(),
        Some("(0, 2)–(2, 3)")
    );
    assert_eq!(fact(&report, "Links blocked").as_deref(), Some("none"));

    click(&mut game, GAME[3]).unwrap();
    let report = click(&mut game, GAME[4]).unwrap();
    assert_eq!(fact(&report, "Links added").as_deref(), Some("none"));
    assert_eq!(
        fact(&report, "Links blocked").as_deref(),
        Some("(2, 3)–(4, 2) by (3, 2)–(4, 4)")
    );
    assert_eq!(text(&report, "status"), "White to move");
    assert_eq!(text(&report, "verdict"), "No winner yet");

    for mv in &GAME[5..8] {
        game.render(&canvas).unwrap();
        click(&mut game, mv).unwrap();
    }
    let report = click(&mut game, GAME[8]).unwrap();
    assert_eq!(text(&report, "status"), "Game over: Black wins");
    assert_eq!(
        text(&report, "verdict"),
        "Black wins: the links join x = 0 and x = 6"
    );
    assert_eq!(text(&report, "tone"), "over");
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
    assert_eq!(strings(&report, "moves"), GAME);
    game.render(&canvas).unwrap();

    // Undo takes the win back and the panel reports the move before it again.
    let report = act(&mut game, "undo", None).unwrap();
    assert_eq!(text(&report, "status"), "Black to move");
    assert_eq!(
        fact(&report, "Links added").as_deref(),
        Some("(2, 4)–(3, 2)")
    );
    let report = act(&mut game, "redo", None).unwrap();
    assert_eq!(text(&report, "status"), "Game over: Black wins");
}

#[wasm_bindgen_test]
fn refused_clicks_say_why_and_keep_the_game() {
    let (mut game, canvas) = started(&[("n", "6")]);
    click(&mut game, "(2, 3)").unwrap();
    let before = game.report().unwrap();
    let refusals = [
        (
            "(2, 3)",
            "(2, 3) is already taken by Black's peg from move 1",
        ),
        (
            "(0, 3)",
            "(0, 3) is on Black's home edge, where White may not place a peg",
        ),
        ("(6, 6)", "(6, 6) is a corner, closed to both players"),
    ];
    for (mv, why) in refusals {
        assert_eq!(click(&mut game, mv).unwrap_err(), why);
    }
    let off = "That click is off the board: click one of the holes (0, 0) to (6, 6)";
    assert_eq!(click_at(&mut game, -500.0, -500.0), off);
    assert_eq!(click_at(&mut game, f64::NAN, 10.0), off);
    assert_eq!(click_at(&mut game, f64::INFINITY, f64::MAX), off);
    assert_eq!(click_at(&mut game, 1e300, -1e300), off);
    let hole = game.locate("(3, 3)").unwrap();
    let gap = game.locate("(4, 4)").unwrap();
    let between = click_at(
        &mut game,
        (hole[0] + gap[0]) / 2.0,
        (hole[1] + gap[1]) / 2.0,
    );
    assert!(between.starts_with("Click on a hole"), "{between}");
    assert_eq!(
        strings(&game.report().unwrap(), "moves"),
        strings(&before, "moves")
    );
    assert_eq!(game.locate("(7, 1)"), None);
    assert_eq!(game.locate("swap"), None);
    assert_eq!(game.locate("x"), None);
    assert!(act(&mut game, "swap", None)
        .unwrap_err()
        .contains("without"));
    assert!(act(&mut game, "fly", None).is_err());

    // After the win every click is refused.
    for mv in &GAME[1..] {
        click(&mut game, mv).unwrap();
    }
    game.render(&canvas).unwrap();
    let over = click(&mut game, "(3, 3)").unwrap_err();
    assert_eq!(
        over,
        "The game is over: Black has won. Undo, or start a new game"
    );
    assert_eq!(strings(&game.report().unwrap(), "moves"), GAME);
}

#[wasm_bindgen_test]
fn hover_previews_links_and_zoom_keeps_clicks_on_target() {
    let (mut game, canvas) = started(&[("n", "12")]);
    for mv in ["(2, 6)", "(3, 5)", "(0, 5)", "(4, 7)"] {
        click(&mut game, mv).unwrap();
    }
    game.render(&canvas).unwrap();
    let plain = canvas.to_data_url().unwrap();
    // (4, 5) would be refused its link to (2, 6): the preview shows it blocked.
    let at = game.locate("(4, 5)").unwrap();
    assert!(game.hover(at[0], at[1]));
    assert!(!game.hover(at[0] + 1.0, at[1]));
    game.render(&canvas).unwrap();
    assert_ne!(canvas.to_data_url().unwrap(), plain);
    // An occupied point previews nothing; nor do NaN and far-off pointers.
    let taken = game.locate("(2, 6)").unwrap();
    assert!(game.hover(taken[0], taken[1]));
    assert!(!game.hover(f64::NAN, f64::NAN));
    assert!(!game.hover(-1.0, -1.0));
    game.render(&canvas).unwrap();
    assert_eq!(canvas.to_data_url().unwrap(), plain);

    // Zoom in around a point, pan, and clicks still land where the board is drawn.
    assert!(game.zoom(at[0], at[1], 2.0));
    assert!(!game.zoom(at[0], at[1], f64::NAN));
    game.render(&canvas).unwrap();
    assert!(game.pan(-15.0, 10.0));
    game.render(&canvas).unwrap();
    let report = click(&mut game, "(4, 5)").unwrap();
    assert_eq!(
        fact(&report, "Links blocked").as_deref(),
        Some("(2, 6)–(4, 5) by (3, 5)–(4, 7)")
    );
    assert!(game.zoom(10.0, 10.0, 0.01));
    game.render(&canvas).unwrap();
    assert!(!game.pan(30.0, 30.0), "a board that fits does not pan");
}

#[wasm_bindgen_test]
fn the_pie_rule_lets_white_take_over_the_first_peg() {
    let (mut game, _canvas) = started(&[("n", "6"), ("pie", "on")]);
    let swap = |report: &JsValue| {
        js_sys::Array::from(&get(report, "actions"))
            .iter()
            .find(|a| text(a, "id") == "swap")
            .map(|a| get(&a, "enabled").as_bool().unwrap())
    };
    let report = game.report().unwrap();
    assert_eq!(swap(&report), Some(false));
    assert!(act(&mut game, "swap", None)
        .unwrap_err()
        .starts_with("A swap may only be the second move"));

    let report = click(&mut game, "(1, 3)").unwrap();
    assert_eq!(text(&report, "status"), "White to move (or swap)");
    assert_eq!(swap(&report), Some(true));
    let report = act(&mut game, "swap", None).unwrap();
    assert_eq!(strings(&report, "moves"), ["(1, 3)", "swap"]);
    assert_eq!(text(&report, "status"), "Black to move");
    assert_eq!(
        fact(&report, "Last move").as_deref(),
        Some("2. White swapped: Black's peg at (1, 3) is now White's at (3, 1)")
    );
    assert_eq!(
        fact(&report, "Pie rule").as_deref(),
        Some("on: White swapped on move 2")
    );
    assert_eq!(swap(&report), Some(false));
    // The swapped peg is White's now, and (1, 3) is free again.
    assert!(click(&mut game, "(3, 1)")
        .unwrap_err()
        .contains("White's peg from move 2"));
    click(&mut game, "(1, 3)").unwrap();
}

#[wasm_bindgen_test]
fn pasted_datasets_step_to_the_judges_answers() {
    let (mut game, canvas) = started(&[]);
    let report = act(&mut game, "load", Some(SAMPLE)).unwrap();
    assert_eq!(text(&report, "status"), "Black to move");
    assert_eq!(strings(&report, "redo").len(), 5);
    assert_eq!(
        fact(&report, "Dataset").as_deref(),
        Some("1 of 3: N = 4, move 0 of 5")
    );
    assert_eq!(fact(&report, "Judge answer"), None);
    game.render(&canvas).unwrap();
    let report = act(&mut game, "redo", None).unwrap();
    assert_eq!(strings(&report, "moves"), ["(0, 2)"]);

    let mut answers = Vec::new();
    for dataset in 0..3 {
        if dataset > 0 {
            act(&mut game, "next-dataset", None).unwrap();
        }
        let report = act(&mut game, "end", None).unwrap();
        assert!(strings(&report, "redo").is_empty());
        let answer = fact(&report, "Judge answer").expect("answer at the end");
        let black_won = text(&report, "verdict").starts_with("Black wins");
        assert_eq!(answer.starts_with("yes"), black_won, "{answer}");
        answers.push(answer.split(' ').next().unwrap().to_string());
        game.render(&canvas).unwrap();
    }
    assert_eq!(answers, ["no", "yes", "yes"]);
    let report = game.report().unwrap();
    assert_eq!(
        fact(&report, "Dataset").as_deref(),
        Some("3 of 3: N = 7, move 11 of 11")
    );
    assert!(act(&mut game, "next-dataset", None).is_err());

    // Back to the start, one step, and the dataset is still there to replay.
    let report = act(&mut game, "start", None).unwrap();
    assert_eq!(strings(&report, "redo").len(), 11);
    assert!(strings(&report, "moves").is_empty());

    // The closing `0 0` may be left out; errors carry the judge's line and column.
    let report = act(&mut game, "load", Some("4 5\n0 2 2 4 4 2 3 2 2 1\n")).unwrap();
    assert_eq!(
        fact(&report, "Dataset").as_deref(),
        Some("1 of 1: N = 4, move 0 of 5")
    );
    let bad = act(&mut game, "load", Some("4 5\n0 2 2 4 4 2 3 2 2 9\n0 0\n")).unwrap_err();
    assert_eq!(
        bad,
        "The dataset was not loaded: line 2, column 19: expected y coordinate (0..=4), found 9"
    );
    let big = act(&mut game, "load", Some("201 5\n0 2 2 4 4 2 3 2 2 3\n")).unwrap_err();
    assert!(big.starts_with("Dataset 1 has N = 201"), "{big}");
    for empty in [Some("0 0"), Some("  "), None] {
        assert_eq!(
            act(&mut game, "load", empty).unwrap_err(),
            "The dataset was not loaded: the text holds no dataset. Paste N and M, then the M \
             moves as x y pairs"
        );
    }
    // Refused loads leave the last good dataset on the board.
    assert_eq!(
        fact(&game.report().unwrap(), "Dataset").as_deref(),
        Some("1 of 1: N = 4, move 0 of 5")
    );
}
