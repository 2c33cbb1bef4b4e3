//! The computer players: the Gomoku engine, the tree search of Havannah and Connect, GTP and Gomocup.
//!
//! One test crate for the area, one module per subject, so the tests link once.
#![cfg(not(target_arch = "wasm32"))]

mod alphabeta;
mod blocking;
mod gomocup;
mod gomoku;
mod gomoku_analysis;
mod gomoku_levels;
mod gomoku_puzzles;
mod gtp;
mod knowledge;
mod ladder;
mod mcts;
mod mcts_levels;
mod mcts_strength;
mod parallel;
mod play;
mod solver;
mod threats;
mod two_distance;
