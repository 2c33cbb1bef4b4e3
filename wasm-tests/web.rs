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
