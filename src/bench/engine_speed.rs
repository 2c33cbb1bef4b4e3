//! The engines' speed through the page worker's own path (a game's link opened as a session,
//! searched at the strongest level for two seconds): nodes per second of Gomoku's search on
//! 15 × 15 freestyle and 20 × 20 renju. `scripts/bench-engine-wasm.mjs` searches the same
//! links through WebAssembly and sets its figures beside these.

use super::matches::Since;
use super::ms;
use crate::engine::{Clock, Level};
use crate::view::{GameState, Session};
use std::io::{self, Write};

/// What the search runs on, one position a line: a name the wasm script matches, a tab, and the
/// game's link. `scripts/bench-engine-wasm.mjs` reads the same file.
const POSITIONS: &str = include_str!("engine_speed_positions.tsv");

const MILLIS: u64 = 2000;

pub fn run(out: &mut dyn Write) -> io::Result<()> {
    for (what, link) in POSITIONS.lines().filter_map(|line| line.split_once('\t')) {
        let mut session = GameState::from_link(link)
            .and_then(|state| Session::open(&state))
            .map_err(|err| io::Error::other(format!("{what}: {err}")))?;
        session.board_mut().reseed_engine(1);
        let clock = Since(std::time::Instant::now());
        let level = Level::Strongest { millis: MILLIS };
        let Some(thought) = session.board_mut().think(level, &clock, &|| false) else {
            return Err(io::Error::other(format!("{what}: no search")));
        };
        let seconds = clock.elapsed_ms() / 1000.0;
        writeln!(
            out,
            "{what}, engine: {} nodes in {} = {:.0} nodes/s",
            thought.playouts,
            ms(std::time::Duration::from_secs_f64(seconds)),
            thought.playouts as f64 / seconds
        )?;
    }
    Ok(())
}
