//! Game rules and the Sprague–Grundy engine, checked against exhaustive searches and the games' definitions.
//!
//! One test crate for the area, one module per subject, so the tests link once.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

mod connect_game;
mod connect_links;
mod connect_random;
mod gomoku_bruteforce;
mod gomoku_rules;
mod grundy_explorer;
mod havannah_api;
mod havannah_brute;
mod history;
mod impartial_engine;
mod impartial_every;
mod move_notation;
mod nim_bruteforce;
mod octal;
