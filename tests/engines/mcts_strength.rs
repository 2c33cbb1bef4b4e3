//! The tree search against plain UCT at equal playouts: a match, so it is kept out of the
//! default run (`cargo test --release --test engines mcts_strength -- --ignored`). The full figures
//! come from `arbiter match` (see docs/engines.md).

use arbiter::bench::matches::{self, Arena, Contender};
use arbiter::havannah::Mode;

fn score(arena: Arena, games: u32) -> f64 {
    let a = Contender::parse("mcts", 500).unwrap();
    let b = Contender::parse("uct", 500).unwrap();
    let mut out = Vec::new();
    let score = matches::run(arena, a, b, games, 7, &mut out).unwrap();
    println!("{}", String::from_utf8_lossy(&out));
    score.rate()
}

#[test]
#[ignore = "a match of a minute or so; run with --ignored"]
fn mcts_beats_plain_uct_at_equal_playouts() {
    let havannah = score(
        Arena::Havannah {
            side: 5,
            mode: Mode::TwoPlayerOfficialRing,
        },
        60,
    );
    assert!(havannah >= 0.7, "Havannah: {havannah}");
    let connect = score(Arena::Connect { n: 8 }, 60);
    assert!(connect >= 0.7, "Connect: {connect}");
}
