//! The contest's input format (`shared/specs/judges.md`, `connect`) read into games, shared by
//! the judge and the playground's "paste a dataset and step through it", so both see the same
//! moves and reach the same verdict.
//!
//! Beyond the contest limits (3 < N < 21, 4 < M < 250) it takes boards up to
//! [`Connect::MAX_N`], any odd M up to the number of points, and any number of datasets. Moves
//! are checked even though the contest promises them legal; a win before the last move breaks
//! the promise "nobody wins before the last move" and is reported as an input error at that
//! move.

use super::{colour_name, Connect, ConnectError, Move, Point, BLACK};
use crate::game::Game;
use crate::input::{reserve_for, InputError, Pos, Scanner};

/// One dataset: the board side and its moves, Black first, all legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dataset {
    /// The board side N.
    pub n: i32,
    /// The moves, in order.
    pub moves: Vec<Point>,
    /// Black's last move joins Black's home edges: the judge answers `yes`.
    pub black_wins: bool,
}

impl Dataset {
    /// The judge's answer line.
    pub fn answer(&self) -> &'static str {
        if self.black_wins {
            "yes"
        } else {
            "no"
        }
    }

    /// The empty board the moves are played on.
    pub fn board(&self) -> Connect {
        Connect::new(self.n).expect("a dataset's N is within the board limits")
    }
}

/// Reads the next dataset, playing its moves to check them; None at the closing `0 0` (after
/// which only whitespace may follow).
pub fn read_dataset(input: &mut Scanner<'_>) -> Result<Option<Dataset>, InputError> {
    let (n, n_pos) = read_board_size(input)?;
    if n == 0 {
        input.int("0 after the closing N = 0", 0u32..=0)?;
        input.expect_end("the closing `0 0`")?;
        return Ok(None);
    }
    if n < Connect::MIN_N {
        return Err(InputError::at(n_pos, board_size_wanted(), n.to_string()));
    }
    let most_moves = ((n + 1) * (n + 1) - 4) as u32;
    let (m, m_pos) = input.int_at("number of moves M", 5..=most_moves)?;
    if m % 2 == 0 {
        return Err(InputError::at(
            m_pos,
            "an odd number of moves M (Black moves last)",
            m.to_string(),
        ));
    }
    let mut game = Connect::new(n).expect("N checked against the board limits");
    let mut moves = Vec::with_capacity(reserve_for(m as usize));
    for number in 1..=m {
        let (x, pos) = input.int_at("x coordinate", 0..=n as u32)?;
        let y = input.int("y coordinate", 0..=n as u32)?;
        let point = Point::new(x as i32, y as i32);
        game.try_play(&Move::Place(point))
            .map_err(|err| refused(pos, point, number, err.reason))?;
        moves.push(point);
        if let Some(winner) = game.winner() {
            if number < m {
                return Err(InputError::at(
                    pos,
                    format!("no win before the last move (move {m})"),
                    format!(
                        "{point}, which wins for {} in move {number}",
                        colour_name(winner)
                    ),
                ));
            }
        }
    }
    Ok(Some(Dataset {
        n,
        moves,
        black_wins: game.winner() == Some(BLACK),
    }))
}

/// Every dataset of a whole contest input, as the judge reads it (for pasting into the page).
pub fn parse_datasets(text: &str) -> Result<Vec<Dataset>, InputError> {
    let mut input = Scanner::from_bytes(text.as_bytes());
    let mut datasets = Vec::new();
    while let Some(dataset) = read_dataset(&mut input)? {
        datasets.push(dataset);
    }
    Ok(datasets)
}

fn board_size_wanted() -> String {
    format!(
        "board size N ({}..={}), or 0 to end",
        Connect::MIN_N,
        Connect::MAX_N
    )
}

/// N, or 0 for the end marker; every refusal names the same range.
fn read_board_size(input: &mut Scanner<'_>) -> Result<(i32, Pos), InputError> {
    match input.int_at("board size N", 0..=Connect::MAX_N as u32) {
        Ok((n, pos)) => Ok((n as i32, pos)),
        Err(InputError::Format { pos, found, .. }) => {
            Err(InputError::at(pos, board_size_wanted(), found))
        }
        Err(other) => Err(other),
    }
}

/// The judge's words for a refused move `number` at `point`, whose x coordinate is at `pos`.
fn refused(pos: Pos, point: Point, number: u32, err: ConnectError) -> InputError {
    let mover = if number % 2 == 1 { "Black" } else { "White" };
    let (expected, found) = match err {
        ConnectError::Occupied { move_number, .. } => (
            "a free point".to_string(),
            format!("{point}, already taken in move {move_number}"),
        ),
        ConnectError::Corner { .. } => (
            "a point that is not a corner".to_string(),
            format!("{point}, a corner"),
        ),
        ConnectError::OpponentHomeEdge { owner, .. } => (
            format!(
                "a point off {}'s home edges for {mover}'s move {number}",
                colour_name(owner)
            ),
            format!("{point}, on {}'s home edge", colour_name(owner)),
        ),
        other => (
            format!("a legal move {number} for {mover}"),
            format!("{point}: {other}"),
        ),
    };
    InputError::at(pos, expected, found)
}
