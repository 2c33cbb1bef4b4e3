//! What the integration tests share: real game rules for their exhaustive searches, written
//! plainly and independently of the engine; the random generator; and a recording painter with
//! helpers that drive boards as the page does.
#![allow(dead_code)]

pub mod board;
pub mod every;
pub mod perfect;
pub mod recorder;

/// The generator every random test draws from (the benchmarks use it too).
#[allow(unused_imports)]
pub use arbiter::rng::Rng;

/// Euclid's game on piles (p, q): remove a positive multiple of the smaller pile from the
/// larger, never more than it holds; a game with an empty pile is over. Options come back as
/// (smaller, larger).
pub fn euclid_options(&(p, q): &(u32, u32)) -> Vec<(u32, u32)> {
    if p == 0 || q == 0 {
        return Vec::new();
    }
    let (big, small) = (p.max(q), p.min(q));
    (1..=big / small)
        .map(|k| {
            let rest = big - k * small;
            (rest.min(small), rest.max(small))
        })
        .collect()
}
