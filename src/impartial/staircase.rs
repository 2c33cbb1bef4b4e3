//! Staircase Nim on men standing on a line (POJ 1704, Georgia and Bob).
//!
//! Sort the men; the gaps between neighbours (and between the first man and cell 0) are the
//! stairs. Moving a man left shrinks the gap before him and widens the one after, moving coins
//! one step down the staircase. Pairing the men from the right, only the gaps in front of the
//! rightmost, third-from-right, … men count: moves in the other gaps can be undone by the
//! opponent, so the position is Nim on the counted gaps.

/// The nimber of men standing on distinct cells ≥ 1 (any order).
pub fn staircase_nimber(cells: &[u32]) -> u32 {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    let mut sum = 0;
    let mut k = sorted.len();
    while k > 0 {
        let before = if k >= 2 { sorted[k - 2] } else { 0 };
        sum ^= sorted[k - 1] - before - 1;
        k = k.saturating_sub(2);
    }
    sum
}
