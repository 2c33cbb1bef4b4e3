//! Search speed: playouts per second of the tree search and of plain UCT from the empty
//! board, Havannah side 8 and 10 (both ring rules) and Connect N = 24; then the tree search
//! on 1 and 2 threads (root-parallel, one tree each), Havannah side 8 and Connect N = 24. The
//! threads' figure needs a quiet machine: on a busy one it is indicative only.

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
    measure(out, "Connect N = 24", root.clone())?;
    let side8 = HavannahPosition::new(8, Mode::TwoPlayerOfficialRing, false).expect("side 8");
    threads(out, "Havannah side 8, official rings", side8)?;
    threads(out, "Connect N = 24", root)
}

/// Playouts per second of the full search on 1 and 2 threads, each thread its own tree and
/// seed, all searching the same position at once.
fn threads<P: crate::engine::mcts::Position + Send>(
    out: &mut dyn Write,
    what: &str,
    root: P,
) -> io::Result<()> {
    let mut rates = Vec::new();
    for count in [1usize, 2] {
        let mut searches: Vec<Search<P>> = (0..count)
            .map(|i| Search::new(root.clone(), Config::mcts(), 42 + i as u64))
            .collect();
        let budget = Budget {
            playouts: Some(PLAYOUTS),
            millis: None,
        };
        let start = Instant::now();
        let playouts: u64 = std::thread::scope(|scope| {
            let handles: Vec<_> = searches
                .iter_mut()
                .map(|search| scope.spawn(move || search.run(budget, &NoClock, &|| false)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().ok().flatten().map_or(0, |r| r.playouts))
                .sum()
        });
        let rate = playouts as f64 / start.elapsed().as_secs_f64();
        rates.push(rate);
        writeln!(
            out,
            "{what}, {count} thread{}: {playouts} playouts in {} = {rate:.0} playouts/s",
            if count == 1 { "" } else { "s" },
            ms(start.elapsed())
        )?;
    }
    writeln!(
        out,
        "{what}: 2 threads run at {:.2}x one thread's playout rate (indicative only on a busy machine)",
        rates[1] / rates[0]
    )
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
