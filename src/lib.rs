//! Arbiter: exact verdicts for board and combinatorial games, and the contest judges built on
//! them.
//!
//! The crate stands in floors, each importing only from those below it:
//! - [`input`]: the streaming scanner every contest reader uses (beside small helpers:
//!   [`sorting`], [`text`], [`decimal`], [`trig`], and [`heap`], the light modules' allocator);
//! - [`game`]: the shape every game follows ([`Game`], [`Outcome`], [`History`]);
//! - the game cores: [`nim`], [`impartial`] (the Sprague–Grundy engine), [`connect`],
//!   [`havannah`], [`gomoku`], each with its contest reader;
//! - [`judges`], the contest problems, [`engine`], the computer players of the partisan
//!   games, and [`records`], the game records players keep (SGF, PSQ), side by side;
//! - [`view`], the boards of the page;
//! - [`mod@bench`] and, on `wasm32`, `web`, the thin `#[wasm_bindgen]` surface the page calls.
//!
//! Nothing below `web` knows about browsers: views draw through [`view::Painter`], which the
//! page implements on a canvas, [`view::svg`] in SVG, and the tests with recorders.
#![deny(missing_docs)]

pub mod bench;
pub mod connect;
pub mod decimal;
pub mod engine;
pub mod game;
pub mod gomoku;
pub mod havannah;
pub mod heap;
pub mod impartial;
pub mod input;
pub mod judges;
pub mod nim;
pub mod records;
#[doc(hidden)]
pub mod rng;
pub mod sorting;
pub mod text;
pub mod trig;
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;

pub use game::{Game, History, Outcome, Player};
