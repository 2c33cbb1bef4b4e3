//! Nim or not Nim? (`nim-or-not-nim`, HDU 3032): Lasker's Nim on the heap board
//! ([`super::heaps`]): take any number of stones from one heap, or split a heap in two.

use super::heaps::{board, heaps_option};
use super::{Board, GameEntry, OptionError, OptionSpec, Options};
use crate::impartial::HeapRules;

pub const ENTRY: GameEntry = GameEntry {
    slug: "nim-or-not-nim",
    title: "Nim or not Nim? (Lasker's Nim)",
    blurb: "Take any number of stones from one heap, or split a heap into two non-empty heaps \
            (click between two stones); whoever makes the last move wins.",
    options,
    create,
};

fn options() -> Vec<OptionSpec> {
    vec![OptionSpec::text("heaps", "Heap sizes", "2 2 3")
        .help("Up to 12 heaps of 0 to 30 stones, separated by spaces or commas.")]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    Ok(board(HeapRules::TakeOrSplit, heaps_option(options)?))
}
