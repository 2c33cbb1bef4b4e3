//! The contest judges: the spec's samples, the contest data, the checker, bad and huge inputs, the fuzz corpus.
//!
//! One test crate for the area, one module per subject, so the tests link once.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

mod case;
mod check;
mod connect;
mod fuzz_corpus;
mod havannah;
mod havannah_data;
mod impartial;
mod limits;
mod samples;
