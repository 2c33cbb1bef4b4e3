//! Win rates over a game, for the games the verdicts cannot judge (Havannah, Connect): the
//! engine searches every position of the line, and a move after which the mover's win rate
//! falls by more than [`MISTAKE_DROP`] is a mistake. The searches take a while, so the page
//! asks for them explicitly and runs them in its computer worker.

use super::board::Board;
use super::refusal::Refusal;
use super::report::{Review, Side, Tone};
use super::review::Tally;
use serde::Serialize;

/// How far the mover's win rate must fall over a move for the move to be a mistake.
pub const MISTAKE_DROP: f64 = 0.2;

/// The win rates of a line and the mistakes they show.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct WinRates {
    /// The first player's chance of winning at each position of the line, from the start to
    /// the end: the engine's estimate, or 1, 0 or ½ once the game is over; None where the
    /// engine gave none.
    pub first_player: Vec<Option<f64>>,
    /// The moves after which the mover's win rate fell by more than [`MISTAKE_DROP`].
    pub mistakes: Vec<WinRateMistake>,
    /// Who made the first of them, and how many each side made.
    pub review: Review,
    /// How far a mover's win rate must fall for a mistake: [`MISTAKE_DROP`].
    pub mistake_drop: f64,
}

/// A move after which the mover's win rate fell by more than [`MISTAKE_DROP`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WinRateMistake {
    /// Its number in the line, from 1.
    pub number: usize,
    /// Who played it.
    pub by: Side,
    /// The mover's win rate before the move, and after it.
    pub before: f64,
    /// The mover's win rate after it.
    pub after: f64,
}

/// Searches every position of `board`'s line with `think`, which gives the win rate of the
/// side to move in the position the board shows (None when the board has no engine), and
/// finds the moves whose mover's win rate fell by more than [`MISTAKE_DROP`]. The board shows
/// the same position afterwards.
pub fn win_rates(
    board: &mut dyn Board,
    think: &mut dyn FnMut(&mut dyn Board) -> Option<f64>,
) -> Result<WinRates, Refusal> {
    let shown = board.ply();
    let length = board.moves(0, usize::MAX).len();
    let mut first_player = Vec::with_capacity(length + 1);
    let mut movers = Vec::with_capacity(length);
    let mut names = ["Player 1", "Player 2"];
    for ply in 0..=length {
        board.go_to(ply)?;
        let report = board.report();
        let rate = match (&report.to_move, report.tone) {
            (_, Tone::Over) => Some(match report.winner.as_ref().map(|w| w.number) {
                Some(1) => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            }),
            (Some(mover), _) => think(board).map(|r| first_players(r, mover.number)),
            (None, _) => None,
        };
        for side in [&report.to_move, &report.winner].into_iter().flatten() {
            names[usize::from(side.number == 2)] = side.name;
        }
        first_player.push(rate);
        if ply < length {
            movers.push(report.to_move);
        }
    }
    board.go_to(shown)?;
    let mut tally = Tally::default();
    let mut mistakes = Vec::new();
    for (i, by) in movers.into_iter().enumerate() {
        let (Some(by), Some(before), Some(after)) = (by, first_player[i], first_player[i + 1])
        else {
            continue;
        };
        let (before, after) = (
            first_players(before, by.number),
            first_players(after, by.number),
        );
        if before - after > MISTAKE_DROP {
            tally.mistake(i, &by);
            mistakes.push(WinRateMistake {
                number: i + 1,
                by,
                before,
                after,
            });
        }
    }
    Ok(WinRates {
        first_player,
        mistakes,
        review: tally.review(names, true),
        mistake_drop: MISTAKE_DROP,
    })
}

/// The first player's win rate from side `number`'s (or back: the map is its own inverse).
fn first_players(rate: f64, number: u8) -> f64 {
    if number == 1 {
        rate
    } else {
        1.0 - rate
    }
}
