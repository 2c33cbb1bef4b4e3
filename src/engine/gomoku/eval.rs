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

/// What one window holding `own` stones of the mover's and `other` of the opponent's adds to
/// a move's value there: what the stone adds to the mover's window, or takes from the
/// opponent's (a window of five cells holding the empty cell moved to has at most four).
const fn window_value(own: usize, other: usize) -> i32 {
    if other == 0 {
        if own == 4 {
            FIVE
        } else if own < 4 {
            WEIGHT[own + 1] - WEIGHT[own]
        } else {
            0
        }
    } else if own == 0 {
        if other >= 4 {
            FIVE / 2
        } else {
            WEIGHT[other] * 4 / 5
        }
    } else {
        0
    }
}

/// The same window's part in a line's threats, in four-bit counters: the mover's windows the
/// stone brings to four (bits 0–3) and to three (4–7), then the opponent's (8–11, 12–15).
const fn window_threats(own: usize, other: usize) -> u32 {
    if other == 0 && (own == 2 || own == 3) {
        1 << (4 * (3 - own))
    } else if own == 0 && (other == 2 || other == 3) {
        1 << (8 + 4 * (3 - other))
    } else {
        0
    }
}

/// By the mover's colour (0 Black, 1 White) and a window's Black and White stones: its
/// [`window_value`] and [`window_threats`], so a move's value reads one entry a window.
/// (Eight a side, so that an index masked to three bits needs no bounds check.)
const WINDOWS: [[[(i32, u32); 8]; 8]; 2] = {
    let mut table = [[[(0, 0); 8]; 8]; 2];
    let mut side = 0;
    while side < 2 {
        let mut b = 0;
        while b < 6 {
            let mut w = 0;
            while w < 6 {
                let (own, other) = if side == 0 { (b, w) } else { (w, b) };
                table[side][b][w] = (window_value(own, other), window_threats(own, other));
                w += 1;
            }
            b += 1;
        }
        side += 1;
    }
    table
};

/// What stone `s` on empty `p` is worth: the windows it extends for `s` plus the opponent's
/// windows it spoils. A five is worth [`FIVE`]; blocking the opponent's four a little less;
/// a cell where `s` would make two threats at once ([`COMBINED`]) nearly a five, and one
/// where the opponent would as much (taking it stops a near-win).
pub fn move_value(board: &Board, p: Point, s: u8) -> i32 {
    let table = &WINDOWS[usize::from(s - 1)];
    let through = board.window_indices(p);
    let mut value = 0;
    // Per line, the counters of [`window_threats`].
    let mut lines = [0u32; 4];
    for (line, windows) in lines.iter_mut().zip(through.chunks_exact(5)) {
        for &w in windows {
            if w == NO_WINDOW {
                continue;
            }
            let n = board.window(usize::from(w));
            let (v, threats) = table[usize::from(n[0] & 7)][usize::from(n[1] & 7)];
            value += v;
            *line += threats;
        }
    }
    value + combined(lines, 0) + combined(lines, 8)
}

/// The [`COMBINED`] worth of a cell whose lines hold, for one side (its counters from bit
/// `shift` of each line's [`window_threats`]), the windows the stone would complete to four
/// and to three.
fn combined(lines: [u32; 4], shift: u32) -> i32 {
    let (mut fours, mut open_four, mut open_threes) = (0, false, 0);
    for line in lines {
        let (four, three) = ((line >> shift) & 15, (line >> (shift + 4)) & 15);
        fours += usize::from(four > 0);
        open_four |= four >= 2;
        open_threes += usize::from(four == 0 && three >= 2);
    }
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

    /// A move's value window by window with the branches the [`WINDOWS`] table replaces.
    fn plain_value(board: &Board, p: Point, s: u8) -> i32 {
        let (mine, theirs) = (usize::from(s - 1), usize::from(2 - s));
        let mut value = 0;
        let mut lines = [[[0u8; 2]; 4]; 2];
        for (i, w) in board.windows_through(p).into_iter().enumerate() {
            let Some(w) = w else {
                continue;
            };
            let n = board.window(w);
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
        for side in lines {
            let fours = side.iter().filter(|l| l[0] > 0).count();
            let open_four = side.iter().any(|l| l[0] >= 2);
            let open_threes = side.iter().filter(|l| l[0] == 0 && l[1] >= 2).count();
            value += if open_four || fours >= 2 {
                COMBINED[0]
            } else if fours == 1 && open_threes >= 1 {
                COMBINED[1]
            } else if open_threes >= 2 {
                COMBINED[2]
            } else {
                0
            };
        }
        value
    }

    #[test]
    fn the_window_table_gives_the_values_of_the_plain_reading_on_random_positions() {
        // Every board side's edges, every rule, stones put and lifted at random: the table's
        // value of every empty cell for both colours against the window-by-window branches.
        let mut rng = crate::rng::Rng(0x0dd_ba11);
        let mut cells = 0;
        for round in 0..24 {
            let rule = crate::gomoku::Rule::ALL[round % 3];
            let size = [5u8, 9, 15, 20, 22][round % 5];
            let mut b = Board::from_game(&Gomoku::with(size, rule));
            let mut placed: Vec<Point> = Vec::new();
            let area = usize::from(size) * usize::from(size);
            for step in 0..80 {
                if !placed.is_empty() && rng.below(4) == 0 {
                    b.lift(placed.swap_remove(rng.below(placed.len())));
                } else {
                    let p = rng.below(area) as Point;
                    if b.at(p) == 0 {
                        b.put(p, 1 + (step % 2) as u8);
                        placed.push(p);
                    }
                }
                for p in (0..area as Point).filter(|&p| b.at(p) == 0) {
                    for s in [1, 2] {
                        assert_eq!(move_value(&b, p, s), plain_value(&b, p, s), "{size}");
                        cells += 1;
                    }
                }
            }
        }
        assert!(cells > 100_000, "{cells}");
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

    #[test]
    fn the_evaluation_after_a_stone_read_off_its_windows_equals_putting_it() {
        let mut checked = 0;
        for (rule, size, mut b) in super::super::board::tests::crowded_boards(0xa4e7, 60, 10, 40) {
            for s in [1, 2] {
                let empty: Vec<Point> = (0..b.area() as Point).filter(|&p| b.at(p) == 0).collect();
                for p in empty {
                    let read = b.evaluate_after(p, s);
                    b.put(p, s);
                    let put = (evaluate(&b, 3 - s), !b.five_cells(s).is_empty());
                    b.lift(p);
                    match read {
                        Some(read) => {
                            assert_eq!(read, put, "{rule:?} {size}");
                            checked += 1;
                        }
                        None => assert!(b.exact(s), "{rule:?} {size}"),
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
