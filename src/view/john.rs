//! John (`john`, POJ 3480 / HDU 1907): misère Nim under the judge's name, on the Nim board
//! ([`super::nim`]): whoever eats the last sweet loses.

use super::nim::{board, heaps_option};
use super::{Board, GameEntry, OptionError, OptionSpec, Options};
use crate::nim::{Nim, PlayRule};

pub const ENTRY: GameEntry = GameEntry {
    slug: "john",
    title: "John (misère Nim)",
    blurb: "Eat any number of sweets from one heap; whoever eats the last sweet loses. \
            John moves first.",
    options,
    create,
};

fn options() -> Vec<OptionSpec> {
    vec![OptionSpec::text("heaps", "Heap sizes", "3 5 1")
        .help("Up to 12 heaps of 0 to 30 sweets, separated by spaces or commas.")]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let heaps = heaps_option(options)?;
    Ok(board(Nim::new(heaps, PlayRule::Misere, 1), true))
}
