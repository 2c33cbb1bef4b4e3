//! `stripes` — laying bars of three lengths on strips (BZOJ 2940, POI 2000 "Paski").
//! A bar of length c on a strip of p leaves two strips of total length p − c: the octal game
//! with digit 7 at each bar length.
//!
//! Cost: the strips are kept as they are read (8 bytes each), then one table of `G(0..L]` for
//! the longest strip L ≤ 10 000 is built, O(L²) at worst; then O(1) a strip.

use crate::impartial::OctalGame;
use crate::input::{InputError, Scanner};
use std::io::Write;

const MAX_LENGTH: usize = 10_000;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let mut lengths = [0usize; 3];
    for (length, name) in lengths
        .iter_mut()
        .zip(["bar length c", "bar length z", "bar length n"])
    {
        *length = input.int(name, 1usize..=MAX_LENGTH)?;
    }
    let m = input.int("number of strips m", 1usize..=1_000_000)?;
    let strips = (0..m)
        .map(|_| input.int("strip length p", 1usize..=MAX_LENGTH))
        .collect::<Result<Vec<_>, _>>()?;
    input.expect_end("the last strip")?;
    let game = OctalGame::place_bars(&lengths).expect("bar lengths are positive");
    let longest = strips.iter().copied().max().unwrap_or(0);
    let grundy = game.grundy_values(longest + 1);
    let mut text = String::with_capacity(2 * strips.len());
    for p in strips {
        text.push_str(if grundy[p] != 0 { "1\n" } else { "2\n" });
    }
    out.write_all(text.as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::judges::find;

    #[test]
    fn spec_sample() {
        let out = find("stripes")
            .unwrap()
            .run_str("1 5 1\n3\n1\n5\n6\n")
            .unwrap();
        assert_eq!(out, "1\n1\n2\n");
    }

    #[test]
    fn bad_input_names_line_and_column() {
        let (partial, err) = find("stripes")
            .unwrap()
            .run_str("1 5 1\n3\n1\n0\n6\n")
            .unwrap_err();
        assert_eq!(partial, "");
        assert_eq!(
            err.to_string(),
            "line 4, column 1: expected strip length p (1..=10000), found 0"
        );
    }
}
