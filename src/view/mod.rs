//! Canvas views of the games (wasm32 only).
