//! Arbiter: exact verdicts for board and combinatorial games, and the contest judges built on them.
//!
//! The solver core (every module but `view` and `web`) knows nothing of browsers. The `view`
//! layer draws boards on a canvas and maps clicks to moves; `web` is the thin
//! `#[wasm_bindgen]` surface the page calls. Both exist only on `wasm32`.

pub mod bench;
pub mod connect;
pub mod game;
pub mod gomoku;
pub mod havannah;
pub mod impartial;
pub mod input;
pub mod judges;
pub mod nim;
#[doc(hidden)]
pub mod rng;

pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;

pub use game::{Game, History, Outcome, Player};
