//! The perfect computer against a random clicker: whoever the first verdict named wins.

use super::board::{draw, shown};
use super::Rng;
use arbiter::view::{Board, Tone};

/// Plays the game out: the side the first verdict says wins is the computer
/// ([`Board::suggest`]), the other clicks at random points until a click plays a move. Returns
/// the number of moves played; panics when the predicted winner does not win.
pub fn perfect_beats_random(
    board: &mut dyn Board,
    rng: &mut Rng,
    width: f64,
    height: f64,
) -> usize {
    draw(board, width, height);
    let first = board.report();
    if first.tone == Tone::Over {
        return 0;
    }
    let winner = first
        .perfect_play_winner
        .clone()
        .expect("an impartial board names the perfect-play winner")
        .number;
    let mut played = 0;
    loop {
        let report = board.report();
        if report.tone == Tone::Over {
            assert_eq!(
                report.winner.map(|w| w.number),
                Some(winner),
                "{}: the first verdict named player {winner}",
                shown(board).moves.join(", ")
            );
            return played;
        }
        let mover = report.to_move.expect("an open game has a mover").number;
        if mover == winner {
            assert_eq!(
                report.perfect_play_winner.map(|w| w.number),
                Some(winner),
                "the computer keeps the win"
            );
            let mv = board.suggest().expect("the computer has a move");
            board
                .play(&mv)
                .unwrap_or_else(|e| panic!("the computer's move {mv}: {e}"));
        } else {
            let before = board.ply();
            let mut tries = 0;
            while board.ply() == before {
                tries += 1;
                assert!(tries < 200_000, "no random click plays a move");
                let (x, y) = (rng.unit() * width, rng.unit() * height);
                let _ = board.click(x, y);
            }
        }
        played += 1;
        draw(board, width, height);
    }
}
