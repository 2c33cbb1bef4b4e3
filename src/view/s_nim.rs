//! S-Nim (`s-nim`, POJ 2960 / HDU 1536) on the heap board ([`super::heaps`]): take exactly s
//! stones from one heap, s from the subtraction set.

use super::heaps::{board, heaps_option, MAX_SET, MAX_STONES};
use super::{Board, GameEntry, OptionError, OptionSpec, Options};
use crate::impartial::{HeapRules, SubtractionGame};

pub const ENTRY: GameEntry = GameEntry {
    slug: "s-nim",
    title: "S-Nim (subtraction sets)",
    blurb: "Take exactly s stones from one heap, s from the subtraction set; whoever takes the \
            last stone wins. Each heap's Grundy value comes from the set.",
    options,
    create,
};

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::text("set", "Subtraction set S", "2 5")
            .help("The counts a move may take: up to 10 numbers from 1 to 30."),
        OptionSpec::text("heaps", "Heap sizes", "5 7 12")
            .help("Up to 12 heaps of 0 to 30 stones, separated by spaces or commas."),
    ]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let set = options.numbers("set", 1..=MAX_STONES, MAX_SET, "numbers")?;
    let rules = HeapRules::Subtract(SubtractionGame::new(set));
    Ok(board(rules, heaps_option(options)?))
}
