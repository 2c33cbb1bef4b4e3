//! What a click costs on the Rust side once a game is long: the move, the report and the
//! window of the move list the page shows, at 10 and at 10 000 moves on Havannah's largest
//! board, beside what rebuilding the whole move list (as the page once did) costs at the same
//! length. The page's own figure (canvas, panel and list) comes from `scripts/bench-click.mjs`.

use super::havannah::scattered;
use super::ms;
use crate::view;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// The rows of the move list a page shows at once (with some to spare).
const WINDOW: usize = 40;
/// Clicks timed at each length.
const CLICKS: usize = 40;

pub fn run(out: &mut dyn Write) -> io::Result<()> {
    let cells: Vec<String> = scattered(10_000 + CLICKS)
        .iter()
        .map(ToString::to_string)
        .collect();
    for length in [10, 10_000] {
        let options = BTreeMap::from([("side".to_string(), "3000".to_string())]);
        let mut board = view::create("havannah", options).expect("valid options");
        let start = Instant::now();
        for cell in &cells[..length] {
            board.play(cell).expect("distinct cells on the board");
        }
        let replay = start.elapsed();
        let mut click = Vec::new();
        let mut whole = Vec::new();
        for cell in &cells[length..length + CLICKS] {
            let start = Instant::now();
            board.play(cell).expect("distinct cells on the board");
            let report = board.report();
            let shown = board.entries(report.played.saturating_sub(WINDOW), report.played);
            click.push(start.elapsed());
            std::hint::black_box((report, shown));
            let start = Instant::now();
            std::hint::black_box(board.entries(0, usize::MAX));
            whole.push(start.elapsed());
        }
        let (click, whole) = (median(click), median(whole));
        writeln!(
            out,
            "S = 3000, {length} moves: click to report and a {WINDOW}-move window {} \
             (the whole move list would add {}, {:.0}× the click); replaying the {length} \
             moves with their verdicts {}",
            ms(click),
            ms(whole),
            whole.as_secs_f64() / click.as_secs_f64(),
            ms(replay)
        )?;
        let steps: Vec<Duration> = (0..CLICKS)
            .map(|_| {
                let start = Instant::now();
                board
                    .act(view::Command::Undo, None)
                    .expect("moves to take back");
                std::hint::black_box(board.report());
                start.elapsed()
            })
            .collect();
        writeln!(
            out,
            "S = 3000, {length} moves: one step back along the line (replayed from the start) {}",
            ms(median(steps))
        )?;
    }
    Ok(())
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}
