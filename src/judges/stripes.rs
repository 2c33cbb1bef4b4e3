//! `stripes` — laying bars of three lengths on strips (BZOJ 2940, POI 2000 "Paski").
//! A bar of length c on a strip of p leaves two strips of total length p − c: the octal game
//! with digit 7 at each bar length.
//!
//! Cost: the strips are kept as they are read (8 bytes each), then the table `G(0..L]` for the
//! longest strip L ≤ 10 000 is built, O(L²) at worst; then O(1) a strip. The table is kept for
//! the process (the page's checker judges case after case): a later input with the same bars
//! only computes the values past the longest strip seen so far.

use crate::impartial::{OctalCode, OctalValues};
use crate::input::{InputError, Scanner};
use std::io::Write;
use std::sync::Mutex;

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
    let game =
        OctalCode::place_bars(&lengths).unwrap_or_else(|_| panic!("bar lengths are positive"));
    let longest = strips.iter().copied().max().unwrap_or(0);
    /// The values of the last bars judged, as far as they were needed.
    static KEPT: Mutex<Option<(OctalCode, OctalValues)>> = Mutex::new(None);
    let mut kept = KEPT.lock().unwrap_or_else(|poisoned| {
        // A panic while extending may have left the table short of its own claims: start over.
        let mut kept = poisoned.into_inner();
        *kept = None;
        kept
    });
    if kept.as_ref().is_none_or(|(bars, _)| *bars != game) {
        *kept = Some((game.clone(), OctalValues::new(&game, MAX_LENGTH + 1)));
    }
    let (_, values) = kept.as_mut().expect("just kept");
    values.extend_to(longest + 1);
    let grundy = values.values();
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

    /// Inputs that grow, shrink and change the kept table answer as a fresh table does.
    #[test]
    fn the_kept_table_answers_as_a_fresh_one() {
        use crate::impartial::OctalCode;
        let judge = find("stripes").unwrap();
        for (bars, strips) in [
            ([1, 5, 1], vec![3, 40]),
            ([1, 5, 1], vec![700, 2, 699]),
            ([1, 5, 1], vec![10, 11, 12]),
            ([2, 3, 7], vec![500, 1]),
            ([1, 5, 1], vec![900, 650]),
        ] {
            let input = format!(
                "{} {} {}\n{}\n{}\n",
                bars[0],
                bars[1],
                bars[2],
                strips.len(),
                strips
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("\n")
            );
            let fresh = OctalCode::place_bars(&bars)
                .unwrap()
                .grundy_values_plain(1000);
            let expected: String = strips
                .iter()
                .map(|&p| if fresh[p] != 0 { "1\n" } else { "2\n" })
                .collect();
            assert_eq!(judge.run_str(&input).unwrap(), expected, "{input}");
        }
    }
}
