//! `john` — misère Nim: whoever eats the last sweet loses; John moves first.
//!
//! Cost: O(N) time and memory per case, grown as the heaps are read.

use crate::input::{InputError, Scanner};
use crate::nim::{Nim, PlayRule};
use std::io::Write;

pub fn solve(input: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), InputError> {
    let cases = input.int("number of test cases T", 1u32..=1_000_000)?;
    for _ in 0..cases {
        let n = input.int("number of heaps N", 1usize..=1_000_000)?;
        let heaps = (0..n)
            .map(|_| input.int("heap size A", 1u32..=u32::MAX))
            .collect::<Result<Vec<_>, _>>()?;
        let game = Nim::new(heaps, PlayRule::Misere, 1);
        let winner = if game.mover_wins() { "John" } else { "Brother" };
        writeln!(out, "{winner}")?;
    }
    input.expect_end("the last test case")
}

#[cfg(test)]
mod tests {
    use crate::judges::find;

    #[test]
    fn spec_sample() {
        let out = find("john")
            .unwrap()
            .run_str("2\n3\n3 5 1\n1\n1\n")
            .unwrap();
        assert_eq!(out, "John\nBrother\n");
    }

    #[test]
    fn bad_heap_names_line_and_column() {
        let (partial, err) = find("john")
            .unwrap()
            .run_str("2\n1\n4\n2\n3 x\n")
            .unwrap_err();
        assert_eq!(partial, "John\n");
        assert_eq!(
            err.to_string(),
            "line 5, column 3: expected heap size A (1..=4294967295), found `x`"
        );
    }
}
