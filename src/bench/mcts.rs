//! Search speed: playouts per second of the tree search and of plain UCT from the empty
//! board, Havannah side 8 and 10 (both ring rules) and Connect N = 24.

use super::ms;
use crate::engine::mcts::{Config, ConnectPosition, HavannahPosition, Search};
use crate::engine::{Budget, NoClock};
use crate::havannah::Mode;
use std::io::{self, Write};
use std::time::Instant;

const PLAYOUTS: u64 = 20_000;

pub fn run(out: &mut dyn Write) -> io::Result<()> {
    for (side, mode) in [
        (8, Mode::TwoPlayerOfficialRing),
        (8, Mode::TwoPlayerContestRing),
        (10, Mode::TwoPlayerOfficialRing),
        (10, Mode::TwoPlayerContestRing),
    ] {
        let root = HavannahPosition::new(side, mode, false).expect("a side the search plays");
        measure(out, &format!("Havannah side {side}, {mode:?}"), root)?;
    }
    let root = ConnectPosition::new(24, false).expect("an N the search plays");
    measure(out, "Connect N = 24", root)
}

fn measure<P: crate::engine::mcts::Position>(
    out: &mut dyn Write,
    what: &str,
    root: P,
) -> io::Result<()> {
    let mut rates = Vec::new();
    for (name, config) in [("mcts", Config::mcts()), ("plain uct", Config::plain_uct())] {
        let mut search = Search::new(root.clone(), config, 42);
        let budget = Budget {
            playouts: Some(PLAYOUTS),
            millis: None,
        };
        let start = Instant::now();
        let result = search.run(budget, &NoClock, &|| false);
        let t = start.elapsed();
        let playouts = result.map_or(0, |r| r.playouts);
        let rate = playouts as f64 / t.as_secs_f64();
        rates.push(rate);
        writeln!(
            out,
            "{what}, {name}: {playouts} playouts in {} = {rate:.0} playouts/s ({} tree nodes)",
            ms(t),
            search.tree_size()
        )?;
    }
    writeln!(
        out,
        "{what}: mcts runs at {:.2}x plain UCT's playout rate",
        rates[0] / rates[1]
    )
}
