//! Pattern evaluation: every run of five cells in a row that only one colour uses is worth
//! something to that colour, more the more stones it already holds. A move's value is what it
//! adds to its own windows plus what it takes from the opponent's.

use super::board::{Board, Point};

const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// What a window holding 0..=4 stones of one colour (and none of the other) is worth.
const WEIGHT: [i32; 5] = [0, 1, 8, 60, 500];

/// Worth more than any sum of windows: a made five.
pub const FIVE: i32 = 1_000_000;

/// The five cells of the window starting at (x, y) in direction d, if it fits on a board of
/// side `n`.
fn window(n: i32, x: i32, y: i32, d: (i32, i32)) -> Option<[Point; 5]> {
    let (ex, ey) = (x + 4 * d.0, y + 4 * d.1);
    if !((0..n).contains(&x) && (0..n).contains(&y) && (0..n).contains(&ex) && (0..n).contains(&ey))
    {
        return None;
    }
    let mut cells = [0; 5];
    for (i, c) in cells.iter_mut().enumerate() {
        let i = i as i32;
        *c = ((x + i * d.0) * n + (y + i * d.1)) as Point;
    }
    Some(cells)
}

/// How many stones of each colour stand in a window.
fn counts(board: &Board, cells: &[Point; 5]) -> [usize; 3] {
    let mut n = [0; 3];
    for &p in cells {
        n[usize::from(board.at(p))] += 1;
    }
    n
}

/// The position's worth to stone `s`, minus its worth to the opponent. The side to move is
/// `s`, whose windows count a little more (it gets to use them first).
pub fn evaluate(board: &Board, s: u8) -> i32 {
    let o = usize::from(3 - s);
    let s = usize::from(s);
    let mut total = 0;
    let n = board.side();
    for x in 0..n {
        for y in 0..n {
            for d in DIRECTIONS {
                let Some(cells) = window(n, x, y, d) else {
                    continue;
                };
                let n = counts(board, &cells);
                if n[o] == 0 && n[s] > 0 {
                    total += WEIGHT[n[s].min(4)] * 3 / 2;
                } else if n[s] == 0 && n[o] > 0 {
                    total -= WEIGHT[n[o].min(4)];
                }
            }
        }
    }
    total
}

/// What stone `s` on empty `p` is worth: the windows it extends for `s` plus the opponent's
/// windows it spoils. A five is worth [`FIVE`]; blocking the opponent's four a little less.
pub fn move_value(board: &Board, p: Point, s: u8) -> i32 {
    let o = usize::from(3 - s);
    let su = usize::from(s);
    let n = board.side();
    let (x, y) = (i32::from(p) / n, i32::from(p) % n);
    let mut value = 0;
    for d in DIRECTIONS {
        for back in 0..5 {
            let Some(cells) = window(n, x - back * d.0, y - back * d.1, d) else {
                continue;
            };
            let n = counts(board, &cells);
            if n[o] == 0 {
                value += if n[su] == 4 {
                    FIVE
                } else {
                    WEIGHT[n[su] + 1] - WEIGHT[n[su]]
                };
            }
            if n[su] == 0 && n[o] > 0 {
                value += if n[o] == 4 {
                    FIVE / 2
                } else {
                    WEIGHT[n[o]] * 4 / 5
                };
            }
        }
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Player;
    use crate::gomoku::{Cell, Gomoku};

    #[test]
    fn a_five_outranks_a_block_and_a_block_outranks_building() {
        let mut g = Gomoku::new();
        for x in 3..7 {
            g.place(Cell::new(x, 3), Player::First).unwrap();
            g.place(Cell::new(x, 9), Player::Second).unwrap();
        }
        let b = Board::from_game(&g);
        let point = |c| b.point(c);
        let five = move_value(&b, point(Cell::new(7, 3)), 1);
        let block = move_value(&b, point(Cell::new(7, 9)), 1);
        let other = move_value(&b, point(Cell::new(7, 6)), 1);
        assert!(five > block && block > other, "{five} {block} {other}");
        assert!(
            evaluate(&b, 1) > 0,
            "the side to move is ahead in a symmetric race"
        );
    }
}
