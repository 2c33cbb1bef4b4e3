//! Points, knight-move links and the fixed table of links that can cross a given link.
//!
//! Every link is a knight move, so only a handful of other link positions can ever touch it.
//! The table of those positions is computed at compile time from an exact integer segment test,
//! which is what lets a new link be checked in O(1) whatever the board holds.

use std::fmt;

/// A peg hole on the board: `0 ≤ x, y ≤ N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// Column, from 0 at the left.
    pub x: i32,
    /// Row, from 0 at the bottom.
    pub y: i32,
}

impl Point {
    /// The point (x, y).
    pub const fn new(x: i32, y: i32) -> Self {
        Point { x, y }
    }

    /// The point `(dx, dy)` away.
    pub const fn offset(self, (dx, dy): (i32, i32)) -> Self {
        Point::new(self.x + dx, self.y + dy)
    }

    /// The point mirrored across the diagonal `x = y`, which swaps the two colours' home edges.
    pub const fn transposed(self) -> Self {
        Point::new(self.y, self.x)
    }
}

crate::input::from_coordinate_pair!(Point);

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// The four knight steps going right (`dx > 0`): every link, read from its left end, is one.
pub const STEPS: [(i32, i32); 4] = [(1, 2), (2, 1), (2, -1), (1, -2)];

/// All eight knight moves: the right-going steps, then the same steps going left. A new peg
/// tries its links in this order.
pub const KNIGHT_MOVES: [(i32, i32); 8] = [
    STEPS[0],
    STEPS[1],
    STEPS[2],
    STEPS[3],
    (-STEPS[0].0, -STEPS[0].1),
    (-STEPS[1].0, -STEPS[1].1),
    (-STEPS[2].0, -STEPS[2].1),
    (-STEPS[3].0, -STEPS[3].1),
];

/// A link between two pegs a knight's move apart, stored from its left end (`from.x < to.x`)
/// so that each link has exactly one spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Link {
    /// The left end.
    pub from: Point,
    /// The other end.
    pub to: Point,
}

impl Link {
    /// The link joining `a` and `b`, in either order; None unless they are a knight's move apart.
    pub fn new(a: Point, b: Point) -> Option<Link> {
        let (from, to) = if a.x < b.x { (a, b) } else { (b, a) };
        step_index((to.x - from.x, to.y - from.y)).map(|_| Link { from, to })
    }

    /// The link leaving `from` by step `STEPS[step]`.
    pub(crate) const fn from_step(from: Point, step: usize) -> Link {
        Link {
            from,
            to: from.offset(STEPS[step]),
        }
    }

    /// Which of [`STEPS`] this link is.
    pub fn step(&self) -> usize {
        step_index((self.to.x - self.from.x, self.to.y - self.from.y))
            .expect("a link is a knight move")
    }

    /// Both ends.
    pub fn ends(&self) -> [Point; 2] {
        [self.from, self.to]
    }

    /// True when `p` is one of the ends.
    pub fn has_end(&self, p: Point) -> bool {
        self.from == p || self.to == p
    }

    /// The end that is not `p` (`p` must be an end).
    pub fn other_end(&self, p: Point) -> Point {
        if self.from == p {
            self.to
        } else {
            self.from
        }
    }

    /// True when the two links meet anywhere other than a shared end: such links cannot both
    /// stand on the board.
    pub fn touches(&self, other: &Link) -> bool {
        segments_touch(
            (self.from.x as i64, self.from.y as i64),
            (self.to.x as i64, self.to.y as i64),
            (other.from.x as i64, other.from.y as i64),
            (other.to.x as i64, other.to.y as i64),
        )
    }
}

impl fmt::Display for Link {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}–{}", self.from, self.to)
    }
}

const fn step_index(d: (i32, i32)) -> Option<usize> {
    let mut k = 0;
    while k < STEPS.len() {
        if STEPS[k].0 == d.0 && STEPS[k].1 == d.1 {
            return Some(k);
        }
        k += 1;
    }
    None
}

type P = (i64, i64);

/// Twice the signed area of the triangle `o, a, b`: its sign says which way `o → a → b` turns.
const fn cross(o: P, a: P, b: P) -> i64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

const fn signum(v: i64) -> i64 {
    if v > 0 {
        1
    } else if v < 0 {
        -1
    } else {
        0
    }
}

const fn same(a: P, b: P) -> bool {
    a.0 == b.0 && a.1 == b.1
}

/// `c` lies within the bounding box of `a, b` (used once `a, b, c` are known collinear).
const fn within(a: P, b: P, c: P) -> bool {
    let (lx, hx) = if a.0 < b.0 { (a.0, b.0) } else { (b.0, a.0) };
    let (ly, hy) = if a.1 < b.1 { (a.1, b.1) } else { (b.1, a.1) };
    lx <= c.0 && c.0 <= hx && ly <= c.1 && c.1 <= hy
}

/// Exact test: do segments `a1 a2` and `b1 b2` share a point other than a common end?
/// Handles collinear overlaps; two identical segments touch.
pub(crate) const fn segments_touch(a1: P, a2: P, b1: P, b2: P) -> bool {
    // One shared end: the segments meet elsewhere only if they run the same way from it.
    let shared = if same(a1, b1) {
        Some((a1, a2, b2))
    } else if same(a1, b2) {
        Some((a1, a2, b1))
    } else if same(a2, b1) {
        Some((a2, a1, b2))
    } else if same(a2, b2) {
        Some((a2, a1, b1))
    } else {
        None
    };
    if let Some((p, a, b)) = shared {
        if same(a, b) {
            return true;
        }
        let dot = (a.0 - p.0) * (b.0 - p.0) + (a.1 - p.1) * (b.1 - p.1);
        return cross(p, a, b) == 0 && dot > 0;
    }
    let d1 = signum(cross(b1, b2, a1));
    let d2 = signum(cross(b1, b2, a2));
    let d3 = signum(cross(a1, a2, b1));
    let d4 = signum(cross(a1, a2, b2));
    if d1 * d2 < 0 && d3 * d4 < 0 {
        return true;
    }
    (d1 == 0 && within(b1, b2, a1))
        || (d2 == 0 && within(b1, b2, a2))
        || (d3 == 0 && within(a1, a2, b1))
        || (d4 == 0 && within(a1, a2, b2))
}

/// How many links can touch any given link (the TwixT "nine").
pub const CROSSINGS_PER_LINK: usize = 9;

/// A link that touches a given link: its left end, relative to the given link's left end, and
/// its step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Crossing {
    /// How far right the other link starts from this link's left end.
    pub dx: i32,
    /// How far up the other link starts from this link's left end.
    pub dy: i32,
    /// Which of the four [`STEPS`] the other link takes.
    pub step: usize,
}

impl Crossing {
    /// The crossing link itself, for a link leaving `from`.
    pub fn link_from(&self, from: Point) -> Link {
        Link::from_step(from.offset((self.dx, self.dy)), self.step)
    }
}

/// For each step of [`STEPS`], every link position that touches a link of that step.
/// Built at compile time; the build fails if the count is not [`CROSSINGS_PER_LINK`].
pub const CROSSINGS: [[Crossing; CROSSINGS_PER_LINK]; 4] = crossing_table();

/// Far enough: a touching link's left end is within 2 columns and 4 rows of this one's.
const REACH: i32 = 4;

const fn crossing_table() -> [[Crossing; CROSSINGS_PER_LINK]; 4] {
    let blank = Crossing {
        dx: 0,
        dy: 0,
        step: 0,
    };
    let mut table = [[blank; CROSSINGS_PER_LINK]; 4];
    let mut s = 0;
    while s < 4 {
        let a2 = (STEPS[s].0 as i64, STEPS[s].1 as i64);
        let mut count = 0;
        let mut dx = -REACH;
        while dx <= REACH {
            let mut dy = -REACH;
            while dy <= REACH {
                let mut t = 0;
                while t < 4 {
                    let b1 = (dx as i64, dy as i64);
                    let b2 = (b1.0 + STEPS[t].0 as i64, b1.1 + STEPS[t].1 as i64);
                    let itself = dx == 0 && dy == 0 && t == s;
                    if !itself && segments_touch((0, 0), a2, b1, b2) {
                        assert!(count < CROSSINGS_PER_LINK, "more crossings than expected");
                        table[s][count] = Crossing { dx, dy, step: t };
                        count += 1;
                    }
                    t += 1;
                }
                dy += 1;
            }
            dx += 1;
        }
        assert!(count == CROSSINGS_PER_LINK, "fewer crossings than expected");
        s += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_have_one_spelling() {
        let a = Point::new(3, 3);
        let b = Point::new(1, 4);
        assert_eq!(Link::new(a, b), Link::new(b, a));
        assert_eq!(Link::new(a, b).unwrap().from, b);
        assert_eq!(Link::new(a, Point::new(4, 4)), None);
        assert_eq!(Link::new(a, b).unwrap().to_string(), "(1, 4)–(3, 3)");
    }

    #[test]
    fn segment_test_handles_shared_ends_and_overlaps() {
        // Shared end, different directions: no touch.
        assert!(!segments_touch((0, 0), (1, 2), (0, 0), (2, 1)));
        // Shared end, opposite directions on one line: no touch.
        assert!(!segments_touch((0, 0), (1, 2), (0, 0), (-1, -2)));
        // Shared end, overlapping: touch.
        assert!(segments_touch((0, 0), (2, 4), (0, 0), (1, 2)));
        // Collinear, overlapping without a shared end.
        assert!(segments_touch((0, 0), (2, 4), (1, 2), (3, 6)));
        // Collinear, disjoint.
        assert!(!segments_touch((0, 0), (1, 2), (2, 4), (3, 6)));
        // An X.
        assert!(segments_touch((0, 0), (2, 1), (0, 1), (2, 0)));
        // A T: one end on the other's interior.
        assert!(segments_touch((0, 0), (2, 0), (1, 0), (1, 5)));
    }
}
