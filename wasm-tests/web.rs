//! The bindings in a real browser: games drawn on a real canvas, clicks mapped to moves, and
//! reports and errors as JavaScript sees them. Run with `wasm-pack test --headless --chrome`.
//! This file holds the shared helpers and the game-independent tests; each game has a module.
#![cfg(target_arch = "wasm32")]

mod connect;
mod gomoku;
mod havannah;
mod nim;
mod pins;

use arbiter::web::{judge, problems, Playground};
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::HtmlCanvasElement;

wasm_bindgen_test_configure!(run_in_browser);

pub fn canvas(width: u32, height: u32) -> HtmlCanvasElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    canvas
        .set_attribute(
            "style",
            &format!("width:{width}px;height:{height}px;display:block"),
        )
        .unwrap();
    document.body().unwrap().append_child(&canvas).unwrap();
    canvas
}

pub fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

pub fn text(value: &JsValue, key: &str) -> String {
    get(value, key)
        .as_string()
        .unwrap_or_else(|| panic!("{key} is not text"))
}

pub fn strings(value: &JsValue, key: &str) -> Vec<String> {
    js_sys::Array::from(&get(value, key))
        .iter()
        .map(|v| v.as_string().unwrap())
        .collect()
}

pub fn options(pairs: &[(&str, &str)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in pairs {
        Reflect::set(&object, &JsValue::from_str(key), &JsValue::from_str(value)).unwrap();
    }
    object.into()
}

/// The message of an error the bindings threw.
pub fn message(error: wasm_bindgen::JsError) -> String {
    text(&JsValue::from(error), "message")
}

pub fn click_move(game: &mut Playground, mv: &str) -> Result<JsValue, String> {
    let point = game
        .locate(mv)
        .unwrap_or_else(|| panic!("no point for {mv}"));
    game.click(point[0], point[1]).map_err(message)
}

#[wasm_bindgen_test]
fn bad_options_and_unknown_games_are_errors_not_panics() {
    assert!(Playground::new("nim", options(&[("heaps", "1 -2")])).is_err());
    assert!(Playground::new("nim", options(&[("k", "0")])).is_err());
    assert!(Playground::new("nim", JsValue::from_f64(3.0)).is_err());
    assert!(Playground::new("chess", JsValue::UNDEFINED).is_err());
}

#[wasm_bindgen_test]
fn judge_runs_in_the_browser_with_the_error_contract() {
    let slugs: Vec<String> = js_sys::Array::from(&problems().unwrap())
        .iter()
        .map(|p| text(&p, "slug"))
        .collect();
    assert!(slugs.contains(&"john".to_string()));

    let outcome = judge("john", "2\n3\n3 5 1\n1\n1\n").unwrap();
    assert_eq!(text(&outcome, "output"), "John\nBrother\n");
    assert!(get(&outcome, "error").is_null());

    let outcome = judge("john", "1\n2\n5 0\n").unwrap();
    assert_eq!(text(&outcome, "output"), "");
    assert_eq!(
        text(&outcome, "error"),
        "line 3, column 3: expected heap size A (1..=4294967295), found 0"
    );
    assert!(judge("no-such-problem", "").is_err());
}

/// Random clicks, gestures and actions on every game: refusals are fine, panics are not (a
/// panic aborts the whole test run), and the report stays readable throughout.
#[wasm_bindgen_test]
fn every_game_survives_random_input() {
    let canvas = canvas(480, 360);
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let list = js_sys::Array::from(&arbiter::web::games().unwrap());
    for game in list.iter() {
        let slug = text(&game, "slug");
        let mut board = Playground::new(&slug, JsValue::UNDEFINED).unwrap();
        board.render(&canvas).unwrap();
        for step in 0..400 {
            let (x, y) = ((next() % 520) as f64 - 20.0, (next() % 400) as f64 - 20.0);
            match next() % 10 {
                0 => {
                    let _ = board.act(
                        ["undo", "redo", "play", "clear", "redo", "end", "start"][step % 7],
                        None,
                    );
                }
                1 => {
                    board.zoom(x, y, [0.5, 2.0, f64::NAN, 1e9, 0.0][step % 5]);
                }
                2 => {
                    board.pan(x - 240.0, y - 180.0);
                }
                3 => {
                    board.hover(x, y);
                }
                _ => {
                    let _ = board.click(x, y);
                }
            }
            if step % 50 == 0 {
                board.render(&canvas).unwrap();
            }
        }
        let report = board.report().unwrap();
        assert!(!text(&report, "status").is_empty(), "{slug}");
    }
}
