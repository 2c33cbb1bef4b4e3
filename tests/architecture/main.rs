//! How the crate is laid out: imports point one way ([`imports`]) and every game keeps one
//! name in every layer ([`names`]).
#![cfg(not(target_arch = "wasm32"))]

mod imports;
mod names;
