//! Octal games on pins through the bindings: selection by clicks, verdicts from the engine,
//! refusals with reasons.

use super::{canvas, click_move, options, strings, text};
use arbiter::web::Playground;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn kayles_selection_plays_and_the_verdict_follows_the_engine() {
    let canvas = canvas(600, 300);
    let mut game = Playground::new("octal", options(&[("code", "0.77"), ("rows", "4")])).unwrap();
    game.render(&canvas).unwrap();
    // Kayles on four pins: knock down the middle two, leaving 1 and 1, a second-player win.
    let report = game.report().unwrap();
    assert_eq!(
        text(&report, "verdict"),
        "Player 1, to move, wins with perfect play"
    );
    assert_eq!(strings(&report, "hints"), ["row 1: pins 2–3"]);

    click_move(&mut game, "row 1 pin 2").unwrap();
    click_move(&mut game, "row 1 pin 3").unwrap();
    let report = game.report().unwrap();
    assert_eq!(
        text(&report, "pending"),
        "Selected: row 1: pins 2–3 (click it again, or Play selection)"
    );
    let report = click_move(&mut game, "row 1 pin 3").unwrap();
    assert_eq!(strings(&report, "moves"), ["row 1: pins 2–3"]);
    assert_eq!(
        text(&report, "verdict"),
        "Player 2, to move, loses against perfect play"
    );

    game.render(&canvas).unwrap();
    assert_eq!(
        click_move(&mut game, "row 1 pin 2").unwrap_err(),
        "That pin is already down"
    );
    click_move(&mut game, "row 1 pin 1").unwrap();
    click_move(&mut game, "row 1 pin 1").unwrap();
    let report = click_move(&mut game, "row 1 pin 4")
        .and_then(|_| click_move(&mut game, "row 1 pin 4"))
        .unwrap();
    assert_eq!(text(&report, "status"), "Game over: Player 1 wins");
}

#[wasm_bindgen_test]
fn illegal_selections_are_refused_with_the_codes_reason() {
    let canvas = canvas(600, 300);
    let mut game = Playground::new("octal", options(&[("code", "0.07"), ("rows", "5")])).unwrap();
    game.render(&canvas).unwrap();
    click_move(&mut game, "row 1 pin 1").unwrap();
    let refused = click_move(&mut game, "row 1 pin 1").unwrap_err();
    assert_eq!(
        refused,
        "This code does not allow knocking down 1 pin leaving one run (row 1: pin 1)"
    );
    assert_eq!(
        strings(&game.report().unwrap(), "moves"),
        Vec::<String>::new()
    );
    assert_eq!(
        click_move(&mut game, "row 1 cut 2").unwrap_err(),
        "This code never cuts a run without knocking pins down: click a pin"
    );
    assert!(Playground::new("octal", options(&[("code", "0.9")])).is_err());
    assert!(Playground::new("octal", options(&[("rows", "40")])).is_err());
}

#[wasm_bindgen_test]
fn a_splitting_code_cuts_runs_in_the_gaps() {
    let canvas = canvas(600, 300);
    let mut game = Playground::new("octal", options(&[("code", "4.07"), ("rows", "6")])).unwrap();
    game.render(&canvas).unwrap();
    click_move(&mut game, "row 1 cut 3").unwrap();
    let report = click_move(&mut game, "row 1 cut 3").unwrap();
    assert_eq!(strings(&report, "moves"), ["row 1: cut after pin 3"]);
    let facts = js_sys::JSON::stringify(&super::get(&report, "facts")).unwrap();
    assert!(
        String::from(facts).contains("row 1: G(3) = "),
        "runs after the cut"
    );
}
