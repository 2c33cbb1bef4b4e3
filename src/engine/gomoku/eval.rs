//! Pattern evaluation: every run of five cells in a row that only one colour uses is worth
//! something to that colour, more the more stones it already holds. A move's value is what it
//! adds to its own windows plus what it takes from the opponent's.

use super::board::{Board, Point, NO_WINDOW, WEIGHT};

/// Worth more than any sum of windows: a made five.
pub const FIVE: i32 = 1_000_000;

/// The position's worth to stone `s`, minus its worth to the opponent. The side to move is
/// `s`, whose windows count a little more (it gets to use them first).
pub fn evaluate(board: &Board, s: u8) -> i32 {
    board.worth(s, true) - board.worth(3 - s, false)
}

/// What a stone's threats through one cell are worth beyond their windows: two fours, or an
/// open four (two windows of four in one line), cannot both be blocked; a four with an open
/// three, or two open threes, win unless the reply makes a four. A three is open when two or
/// more windows of its line hold it (one window is a three the opponent closes for good).
pub const COMBINED: [i32; 3] = [100_000, 40_000, 15_000];

/// What stone `s` on empty `p` is worth: the windows it extends for `s` plus the opponent's
/// windows it spoils. A five is worth [`FIVE`]; blocking the opponent's four a little less;
/// a cell where `s` would make two threats at once ([`COMBINED`]) nearly a five, and one
/// where the opponent would as much (taking it stops a near-win).
pub fn move_value(board: &Board, p: Point, s: u8) -> i32 {
    let (mine, theirs) = (usize::from(s - 1), usize::from(2 - s));
    let mut value = 0;
    // Per line, the windows where the stone makes four and three, for each side.
    let mut lines = [[[0u8; 2]; 4]; 2];
    for (i, w) in board.window_indices(p).into_iter().enumerate() {
        if w == NO_WINDOW {
            continue;
        }
        let n = board.window(usize::from(w));
        let (own, other) = (usize::from(n[mine]), usize::from(n[theirs]));
        if other == 0 {
            value += if own == 4 {
                FIVE
            } else {
                WEIGHT[own + 1] - WEIGHT[own]
            };
            if own == 2 || own == 3 {
                lines[0][i / 5][3 - own] += 1;
            }
        }
        if own == 0 && other > 0 {
            value += if other == 4 {
                FIVE / 2
            } else {
                WEIGHT[other] * 4 / 5
            };
            if other == 2 || other == 3 {
                lines[1][i / 5][3 - other] += 1;
            }
        }
    }
    value + combined(&lines[0]) + combined(&lines[1])
}

/// The [`COMBINED`] worth of a cell whose lines hold, for one side, `[fours, threes]` windows
/// the stone would complete to four and to three.
fn combined(lines: &[[u8; 2]; 4]) -> i32 {
    let fours = lines.iter().filter(|l| l[0] > 0).count();
    let open_four = lines.iter().any(|l| l[0] >= 2);
    let open_threes = lines.iter().filter(|l| l[0] == 0 && l[1] >= 2).count();
    if open_four || fours >= 2 {
        COMBINED[0]
    } else if fours == 1 && open_threes >= 1 {
        COMBINED[1]
    } else if open_threes >= 2 {
        COMBINED[2]
    } else {
        0
    }
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

    /// A move's value by a scan of the windows through it, line by line, with the threats it
    /// makes read off the line: a four where a window reaches four, open when two windows do;
    /// a three open when two windows reach three.
    fn scanned_value(b: &Board, p: Point, s: u8) -> i32 {
        let (o, su) = (usize::from(3 - s), usize::from(s));
        let n = b.side();
        let (x, y) = (i32::from(p) / n, i32::from(p) % n);
        let mut value = 0;
        // Per side (mine, theirs): lines with a four, whether one is open, lines with an open three.
        let mut made = [(0, false, 0); 2];
        for d in DIRECTIONS {
            let mut reach = [[0; 2]; 2];
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
                    if (2..=3).contains(&c[su]) {
                        reach[0][c[su] - 2] += 1;
                    }
                }
                if c[su] == 0 && c[o] > 0 {
                    value += if c[o] == 4 {
                        FIVE / 2
                    } else {
                        WEIGHT[c[o]] * 4 / 5
                    };
                    if (2..=3).contains(&c[o]) {
                        reach[1][c[o] - 2] += 1;
                    }
                }
            }
            for (side, [threes, fours]) in reach.into_iter().enumerate() {
                let m = &mut made[side];
                m.0 += usize::from(fours > 0);
                m.1 |= fours > 1;
                m.2 += usize::from(fours == 0 && threes > 1);
            }
        }
        for (fours, open_four, open_threes) in made {
            let worth = if open_four || fours > 1 {
                COMBINED[0]
            } else if fours == 1 && open_threes > 0 {
                COMBINED[1]
            } else if open_threes > 1 {
                COMBINED[2]
            } else {
                0
            };
            value += worth;
        }
        value
    }

    #[test]
    fn the_kept_sums_equal_a_scan_of_every_window() {
        let mut rng = crate::rng::Rng(77);
        for (size, rule) in [
            (9u8, crate::gomoku::Rule::Freestyle),
            (15, crate::gomoku::Rule::Standard),
            (15, crate::gomoku::Rule::Renju),
            (20, crate::gomoku::Rule::Freestyle),
        ] {
            let mut g = Gomoku::with(size, rule);
            // Stones crowded in a 7 x 7 square around the centre, so that threes, fours and
            // their combinations are common.
            let near = |r: usize| (usize::from(size) / 2 - 3 + r) as u8;
            for _ in 0..60 {
                let c = Cell::new(near(rng.below(7)), near(rng.below(7)));
                if g.at(c).is_some() || g.outcome().is_over() || g.try_play(&c).is_err() {
                    continue;
                }
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

    #[test]
    fn a_double_open_three_outranks_an_open_and_a_closed_three() {
        // Black: (7,5) (7,6) on column 7 and (5,8) (6,8) on row 8 meet at (7,8) in open threes;
        // (9,5) (9,6) with White's (9,4) meet (9,7) in a closed three; (11,6) (11,7) in an open one.
        let mut g = Gomoku::new();
        for (x, y) in [
            (7, 5),
            (7, 6),
            (5, 8),
            (6, 8),
            (9, 5),
            (9, 6),
            (11, 6),
            (11, 7),
        ] {
            g.place(Cell::new(x, y), Player::First).unwrap();
        }
        g.place(Cell::new(9, 4), Player::Second).unwrap();
        let b = Board::from_game(&g);
        let value = |x, y| move_value(&b, b.point(Cell::new(x, y)), 1);
        let (double, open, closed) = (value(7, 8), value(11, 8), value(9, 7));
        assert!(double >= COMBINED[2], "{double}");
        assert!(
            open < COMBINED[2] && closed < COMBINED[2],
            "{open} {closed}"
        );
        // For White, the double three is the cell to take first.
        let block = move_value(&b, b.point(Cell::new(7, 8)), 2);
        assert!(block >= COMBINED[2], "{block}");
    }
}
