//! Nim through the bindings: options, clicks on real stones, refusals.

use super::{canvas, click_move, get, options, strings, text};
use arbiter::web::{games, Playground};
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn nim_is_listed_with_its_options() {
    let list = js_sys::Array::from(&games().unwrap());
    let nim = list
        .iter()
        .find(|g| text(g, "slug") == "nim")
        .expect("nim listed");
    let keys: Vec<String> = js_sys::Array::from(&get(&nim, "options"))
        .iter()
        .map(|o| text(&o, "key"))
        .collect();
    assert_eq!(keys, ["heaps", "rule", "k"]);
}

#[wasm_bindgen_test]
fn nim_clicks_play_moves_and_refusals_keep_the_game() {
    let canvas = canvas(600, 400);
    let mut game = Playground::new("nim", options(&[("heaps", "1 2 4")])).unwrap();
    game.render(&canvas).unwrap();
    assert_eq!(
        canvas.width(),
        600 * web_sys::window().unwrap().device_pixel_ratio() as u32
    );

    let report = game.report().unwrap();
    assert_eq!(
        text(&report, "verdict"),
        "Player 1, to move, wins with perfect play"
    );
    assert_eq!(strings(&report, "hints"), ["take 1 from heap 3"]);

    let report = click_move(&mut game, "take 1 from heap 3").unwrap();
    assert_eq!(text(&report, "status"), "Player 2 to move");
    assert_eq!(
        text(&report, "verdict"),
        "Player 2, to move, loses against perfect play"
    );
    assert_eq!(strings(&report, "moves"), ["take 1 from heap 3"]);

    // The top-left corner holds no stone: refused, and the game is unchanged.
    game.render(&canvas).unwrap();
    assert!(game.click(2.0, 2.0).is_err());
    assert_eq!(
        strings(&game.report().unwrap(), "moves"),
        ["take 1 from heap 3"]
    );

    let report = game.act("undo", None).unwrap();
    assert_eq!(strings(&report, "redo"), ["take 1 from heap 3"]);
    assert!(game.act("no-such-action", None).is_err());
}
