//! Pattern evaluation: every run of five cells in a row that only one colour uses is worth
//! something to that colour, more the more stones it already holds. A move's value is what it
//! adds to its own windows plus what it takes from the opponent's.

use super::board::{Board, Point, WEIGHT};

/// Worth more than any sum of windows: a made five.
pub const FIVE: i32 = 1_000_000;

/// The position's worth to stone `s`, minus its worth to the opponent. The side to move is
/// `s`, whose windows count a little more (it gets to use them first).
pub fn evaluate(board: &Board, s: u8) -> i32 {
    board.worth(s, true) - board.worth(3 - s, false)
}

/// What stone `s` on empty `p` is worth: the windows it extends for `s` plus the opponent's
/// windows it spoils. A five is worth [`FIVE`]; blocking the opponent's four a little less.
pub fn move_value(board: &Board, p: Point, s: u8) -> i32 {
    let (mine, theirs) = (usize::from(s - 1), usize::from(2 - s));
    let mut value = 0;
    for w in board.windows_through(p).into_iter().flatten() {
        let n = board.window(w);
        let (own, other) = (usize::from(n[mine]), usize::from(n[theirs]));
        if other == 0 {
            value += if own == 4 {
                FIVE
            } else {
                WEIGHT[own + 1] - WEIGHT[own]
            };
        }
        if own == 0 && other > 0 {
            value += if other == 4 {
                FIVE / 2
            } else {
                WEIGHT[other] * 4 / 5
            };
        }
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::game::Player;
    use crate::gomoku::{Cell, Gomoku};

    const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

    /// How many stones of each colour stand in the window from (x, y) along d, if it fits.
    fn counts(b: &Board, x: i32, y: i32, d: (i32, i32)) -> Option<[usize; 3]> {
        let n = b.side();
        let fits = |v: i32| (0..n).contains(&v);
        if !(fits(x) && fits(y) && fits(x + 4 * d.0) && fits(y + 4 * d.1)) {
            return None;
        }
        let mut c = [0; 3];
        for i in 0..5 {
            c[usize::from(b.at(((x + i * d.0) * n + y + i * d.1) as Point))] += 1;
        }
        Some(c)
    }

    /// The evaluation by a scan of every window.
    fn scanned(b: &Board, s: u8) -> i32 {
        let (o, s) = (usize::from(3 - s), usize::from(s));
        let n = b.side();
        let mut total = 0;
        for x in 0..n {
            for y in 0..n {
                for d in DIRECTIONS {
                    let Some(c) = counts(b, x, y, d) else {
                        continue;
                    };
                    if c[o] == 0 && c[s] > 0 {
                        total += WEIGHT[c[s].min(4)] * 3 / 2;
                    } else if c[s] == 0 && c[o] > 0 {
                        total -= WEIGHT[c[o].min(4)];
                    }
                }
            }
        }
        total
    }

    /// A move's value by a scan of the windows through it.
    fn scanned_value(b: &Board, p: Point, s: u8) -> i32 {
        let (o, su) = (usize::from(3 - s), usize::from(s));
        let n = b.side();
        let (x, y) = (i32::from(p) / n, i32::from(p) % n);
        let mut value = 0;
        for d in DIRECTIONS {
            for back in 0..5 {
                let Some(c) = counts(b, x - back * d.0, y - back * d.1, d) else {
                    continue;
                };
                if c[o] == 0 {
                    value += if c[su] == 4 {
                        FIVE
                    } else {
                        WEIGHT[c[su] + 1] - WEIGHT[c[su]]
                    };
                }
                if c[su] == 0 && c[o] > 0 {
                    value += if c[o] == 4 {
                        FIVE / 2
                    } else {
                        WEIGHT[c[o]] * 4 / 5
                    };
                }
            }
        }
        value
    }

    #[test]
    fn the_kept_sums_equal_a_scan_of_every_window() {
        let mut rng = crate::rng::Rng(77);
        for size in [7u8, 15, 20] {
            let mut g = Gomoku::with(size, crate::gomoku::Rule::Freestyle);
            for _ in 0..40 {
                let c = Cell::new(
                    rng.below(usize::from(size)) as u8,
                    rng.below(usize::from(size)) as u8,
                );
                if g.at(c).is_some() || g.outcome().is_over() {
                    continue;
                }
                g.play(&c);
                let b = Board::from_game(&g);
                for s in [1, 2] {
                    assert_eq!(evaluate(&b, s), scanned(&b, s));
                    for p in b.neighbourhood() {
                        assert_eq!(move_value(&b, p, s), scanned_value(&b, p, s));
                    }
                }
            }
        }
    }

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
