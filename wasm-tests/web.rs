//! What only a browser can check: the `#[wasm_bindgen]` contract as JavaScript sees it (the
//! shapes of the objects the page reads, errors thrown as `Error`s with readable messages) and
//! the canvas painter on a real canvas. Everything else about the boards — clicks, moves,
//! reports, drawings — is tested natively (`tests/views/`). Run with
//! `wasm-pack test --headless --chrome -- --test web`.
#![cfg(target_arch = "wasm32")]

mod bindings;
mod canvas;
mod engine;
mod explorer;

use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlCanvasElement;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// A canvas of `width` × `height` CSS pixels, in the page.
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
    assert!(value.is_object(), "{value:?} is not an object");
    Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

/// The text field `key`; panics when it is anything but a string.
pub fn text(value: &JsValue, key: &str) -> String {
    get(value, key)
        .as_string()
        .unwrap_or_else(|| panic!("{key} is not text in {value:?}"))
}

/// The array field `key`; panics when it is not an array.
pub fn array(value: &JsValue, key: &str) -> Array {
    let field = get(value, key);
    assert!(
        Array::is_array(&field),
        "{key} is not an array in {value:?}"
    );
    Array::from(&field)
}

/// The array-of-strings field `key`.
pub fn strings(value: &JsValue, key: &str) -> Vec<String> {
    array(value, key)
        .iter()
        .map(|v| v.as_string().unwrap_or_else(|| panic!("{key} holds {v:?}")))
        .collect()
}

/// An options object as the page builds it from its form.
pub fn options(pairs: &[(&str, &str)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in pairs {
        Reflect::set(&object, &JsValue::from_str(key), &JsValue::from_str(value)).unwrap();
    }
    object.into()
}

/// The message of an error the bindings threw, checking it reaches JavaScript as an `Error`
/// (the page shows `err.message`).
pub fn message(error: wasm_bindgen::JsError) -> String {
    let value = JsValue::from(error);
    let error = value
        .dyn_ref::<js_sys::Error>()
        .unwrap_or_else(|| panic!("{value:?} is not an Error"));
    error.message().into()
}
