//! The `#[wasm_bindgen]` surface.
