//! The boards of the page, driven natively as the page drives them: clicks, moves, reports, links.
//!
//! One test crate for the area, one module per subject, so the tests link once.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

mod connect;
mod crosses_and_crosses;
mod cutting_game;
mod georgia_and_bob;
mod gg_and_mm;
mod gomoku;
mod havannah;
mod heaps;
mod john;
mod judge_facts;
mod keyboard;
mod knights;
mod listing;
mod move_list;
mod nim;
mod nim_computer;
mod octal;
mod pasted_cases;
mod queens;
mod random;
mod records;
mod review;
mod share_state;
mod stripes;
mod think;
mod triangulation;
mod variations;
