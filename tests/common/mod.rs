//! Real game rules shared by the integration tests' exhaustive searches, written plainly and
//! independently of the engine.
#![allow(dead_code)]

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
