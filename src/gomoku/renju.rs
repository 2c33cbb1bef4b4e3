//! Renju's forbidden points for Black, by the RIF definition, over any board that can put
//! and lift stones (the rules' position and the engine's board share this one definition).
//!
//! A Black move that makes exactly five is never forbidden. Otherwise it is forbidden when it
//! makes six or more in a row (an overline), two or more fours (fours in one line count
//! separately, a straight four counts once), or two or more threes, where a three is a line
//! that one more Black stone turns into a straight four (four in a row, both ends making
//! exactly five) and that stone is itself not forbidden.

use std::fmt;

/// Why a Black move is forbidden under renju.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    /// Six or more in a row.
    Overline,
    /// Two or more fours at once.
    DoubleFour,
    /// Two or more threes at once.
    DoubleThree,
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Foul::Overline => "an overline (six or more in a row)",
            Foul::DoubleFour => "a double four",
            Foul::DoubleThree => "a double three",
        })
    }
}

/// Stones on a square board by coordinates: 0 empty, 1 black, 2 white.
pub trait Stones {
    /// The board's side.
    fn side(&self) -> i32;
    /// The stone at (x, y), which is on the board.
    fn stone(&self, x: i32, y: i32) -> u8;
    /// Puts stone `s` (or 0 to lift) at (x, y) without any bookkeeping beyond the stone.
    fn set(&mut self, x: i32, y: i32, s: u8);
}

const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
const BLACK: u8 = 1;

/// The stone at `(x, y) + k·d`, or None off the board.
fn at<B: Stones + ?Sized>(b: &B, (x, y): (i32, i32), d: (i32, i32), k: i32) -> Option<u8> {
    let (cx, cy) = (x + k * d.0, y + k * d.1);
    let n = b.side();
    ((0..n).contains(&cx) && (0..n).contains(&cy)).then(|| b.stone(cx, cy))
}

/// Black stones in a row through (x, y) along `d`, the stone at (x, y) counted as Black.
fn run<B: Stones + ?Sized>(b: &B, p: (i32, i32), d: (i32, i32)) -> i32 {
    let mut count = 1;
    for sign in [1, -1] {
        let mut k = 1;
        while at(b, p, d, sign * k) == Some(BLACK) {
            count += 1;
            k += 1;
        }
    }
    count
}

/// Why Black may not play on empty (x, y), if it may not.
pub fn foul<B: Stones + ?Sized>(b: &mut B, x: i32, y: i32) -> Option<Foul> {
    if !may_foul(b, (x, y)) {
        return None;
    }
    b.set(x, y, BLACK);
    let found = judge(b, (x, y));
    b.set(x, y, 0);
    found
}

/// A cheap necessary condition: an overline or a double four needs four more Black stones in
/// one line near the move, or three in each of two lines; a double three, two in each of two.
fn may_foul<B: Stones + ?Sized>(b: &B, p: (i32, i32)) -> bool {
    let mut busy = 0;
    for d in DIRECTIONS {
        let near = (-5..=5)
            .filter(|&k| k != 0 && at(b, p, d, k) == Some(BLACK))
            .count();
        if near >= 4 {
            return true;
        }
        busy += usize::from(near >= 2);
    }
    busy >= 2
}

/// The foul of the Black stone already standing on `p`.
fn judge<B: Stones + ?Sized>(b: &mut B, p: (i32, i32)) -> Option<Foul> {
    let runs = DIRECTIONS.map(|d| run(b, p, d));
    if runs.contains(&5) {
        return None;
    }
    if runs.iter().any(|&r| r > 5) {
        return Some(Foul::Overline);
    }
    let fours = DIRECTIONS.map(|d| fours_in_line(b, p, d));
    if fours.iter().sum::<usize>() >= 2 {
        return Some(Foul::DoubleFour);
    }
    // A line holding a four is a four, not also a three.
    let threes = DIRECTIONS
        .iter()
        .zip(fours)
        .filter(|&(&d, four)| four == 0 && three_in_line(b, p, d))
        .count();
    (threes >= 2).then_some(Foul::DoubleThree)
}

/// The offsets along `d` of the empty points where Black makes exactly five with the stone
/// on `p` in it.
fn five_points<B: Stones + ?Sized>(b: &mut B, p: (i32, i32), d: (i32, i32)) -> Vec<i32> {
    let mut points = Vec::new();
    for k in (-4..=4).filter(|&k| k != 0) {
        if at(b, p, d, k) != Some(0) {
            continue;
        }
        let q = (p.0 + k * d.0, p.1 + k * d.1);
        b.set(q.0, q.1, BLACK);
        // The five through q holds p when every point between them is Black.
        let between = (1..k.abs()).all(|i| at(b, p, d, i * k.signum()) == Some(BLACK));
        if between && run(b, q, d) == 5 {
            points.push(k);
        }
        b.set(q.0, q.1, 0);
    }
    points
}

/// The fours through `p` along `d`: one per point making five, except that the two ends of
/// a straight four (five apart) are one four.
fn fours_in_line<B: Stones + ?Sized>(b: &mut B, p: (i32, i32), d: (i32, i32)) -> usize {
    let points = five_points(b, p, d);
    match points.as_slice() {
        [a, c] if (c - a).abs() == 5 => 1,
        other => other.len(),
    }
}

/// True when one more Black stone along `d`, itself not forbidden, makes a straight four
/// through `p`.
fn three_in_line<B: Stones + ?Sized>(b: &mut B, p: (i32, i32), d: (i32, i32)) -> bool {
    for k in (-3..=3).filter(|&k| k != 0) {
        if at(b, p, d, k) != Some(0) {
            continue;
        }
        let q = (p.0 + k * d.0, p.1 + k * d.1);
        b.set(q.0, q.1, BLACK);
        let straight = matches!(five_points(b, p, d).as_slice(), [a, c] if (c - a).abs() == 5);
        b.set(q.0, q.1, 0);
        if straight && foul(b, q.0, q.1).is_none() {
            return true;
        }
    }
    false
}
