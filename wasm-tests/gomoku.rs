//! Gomoku through the bindings: clicks on grid points, the judge's analysis after each move,
//! pasted positions and refusals.

use super::{canvas, click_move, message, strings, text};
use arbiter::web::Playground;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn four_in_a_row_is_a_win_in_1_and_five_ends_the_game() {
    let canvas = canvas(500, 500);
    let mut game = Playground::new("gomoku", JsValue::UNDEFINED).unwrap();
    game.render(&canvas).unwrap();
    for (black, white) in [("(3,7)", "(3,0)"), ("(4,7)", "(4,0)"), ("(5,7)", "(5,0)")] {
        click_move(&mut game, black).unwrap();
        click_move(&mut game, white).unwrap();
    }
    // Black has an open three: (2,7) or (6,7) makes an open four, two fives at once.
    let report = game.report().unwrap();
    assert_eq!(text(&report, "verdict"), "Black wins in 3 moves");
    assert_eq!(
        strings(&report, "hints"),
        [
            "(2,7) makes two fives at once",
            "(6,7) makes two fives at once"
        ]
    );

    click_move(&mut game, "(6,7)").unwrap();
    let report = game.report().unwrap();
    assert_eq!(text(&report, "status"), "White to move");
    assert_eq!(
        text(&report, "verdict"),
        "White loses in 2 moves: Black has two fives to make"
    );

    click_move(&mut game, "(6,0)").unwrap();
    let report = click_move(&mut game, "(7,7)").unwrap();
    assert_eq!(text(&report, "status"), "Game over: Black wins");
    game.render(&canvas).unwrap();

    let before = strings(&game.report().unwrap(), "moves");
    let refused = click_move(&mut game, "(0,14)").unwrap_err();
    assert_eq!(refused, "The game is over: black has five in a row");
    assert_eq!(strings(&game.report().unwrap(), "moves"), before);
}

#[wasm_bindgen_test]
fn refusals_keep_the_position() {
    let canvas = canvas(400, 300);
    let mut game = Playground::new("gomoku", JsValue::UNDEFINED).unwrap();
    game.render(&canvas).unwrap();
    click_move(&mut game, "(7,7)").unwrap();
    assert_eq!(
        click_move(&mut game, "(7,7)").unwrap_err(),
        "(7,7) already holds a black stone"
    );
    assert!(game.click(1.0, 1.0).is_err());
    assert!(game.click(f64::NAN, 1e300).is_err());
    assert_eq!(strings(&game.report().unwrap(), "moves"), ["(7,7)"]);
}

#[wasm_bindgen_test]
fn pasted_judge_case_gives_the_judges_answer() {
    let mut game = Playground::new("gomoku", JsValue::UNDEFINED).unwrap();
    let case = "31
3 3 1  3 4 0  3 5 0  3 6 0  4 4 1  4 5 1  4 7 0  5 3 0  5 4 0  5 5 1  5 6 1
5 7 1  5 9 1  6 4 1  6 5 1  6 6 0  6 7 1  6 8 0  6 9 0  7 5 1  7 6 0  7 7 1
7 8 1  7 9 0  8 5 0  8 6 1  8 7 0  8 8 1  8 9 0  9 7 1  10 8 0";
    let report = game.act("load", Some(case.into())).unwrap();
    let facts = js_sys::JSON::stringify(&super::get(&report, "facts")).unwrap();
    assert!(
        String::from(facts).contains("Place white at (5,8) to win in 3 moves."),
        "judge answer missing"
    );
    let err = game
        .act("load", Some("2\n1 1 1\n1 1 0".into()))
        .unwrap_err();
    assert_eq!(
        message(err),
        "Line 3, column 1: expected a cell not listed before, found (1,1): (1,1) already holds a black stone"
    );
}
