//! The links on the board, stored as four bits per point (one per right-going step from it), so
//! that finding a link, its blockers, or a peg's linked neighbours is a few array reads.

use super::geometry::{Link, Point, CROSSINGS, STEPS};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LinkSet {
    side: i32,
    /// Bit `k` of `bits[p]`: the link from `p` by `STEPS[k]` is on the board.
    bits: Vec<u8>,
    /// Every link in the order it was made, for drawing and listing.
    order: Vec<Link>,
}

impl LinkSet {
    /// No links, on a board of `side × side` points.
    pub fn new(side: i32) -> Self {
        LinkSet {
            side,
            bits: vec![0; (side * side) as usize],
            order: Vec::new(),
        }
    }

    #[inline]
    fn index(&self, p: Point) -> Option<usize> {
        let inside = 0 <= p.x && p.x < self.side && 0 <= p.y && p.y < self.side;
        inside.then(|| (p.y * self.side + p.x) as usize)
    }

    #[inline]
    fn has(&self, from: Point, step: usize) -> bool {
        self.index(from)
            .is_some_and(|i| self.bits[i] & (1 << step) != 0)
    }

    pub fn contains(&self, link: &Link) -> bool {
        self.has(link.from, link.step())
    }

    /// Adds a link (both ends must be on the board).
    pub fn insert(&mut self, link: Link) {
        let i = self.index(link.from).expect("link on the board");
        self.bits[i] |= 1 << link.step();
        self.order.push(link);
    }

    /// The links on the board that touch `link`: at most nine, found by table look-up.
    pub fn blockers(&self, link: &Link) -> impl Iterator<Item = Link> + '_ {
        let from = link.from;
        CROSSINGS[link.step()]
            .iter()
            .map(move |c| c.link_from(from))
            .filter(move |l| self.has(l.from, l.step()))
    }

    /// True when some link on the board touches `link`.
    #[inline]
    pub fn is_blocked(&self, link: &Link) -> bool {
        let from = link.from;
        CROSSINGS[link.step()]
            .iter()
            .any(|c| self.has(from.offset((c.dx, c.dy)), c.step))
    }

    /// The points linked to `p`.
    pub fn neighbours(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        let right = (0..STEPS.len())
            .filter(move |&k| self.has(p, k))
            .map(move |k| p.offset(STEPS[k]));
        let left = (0..STEPS.len())
            .map(move |k| (k, p.offset((-STEPS[k].0, -STEPS[k].1))))
            .filter(move |&(k, q)| self.has(q, k))
            .map(|(_, q)| q);
        right.chain(left)
    }

    /// Every link, oldest first.
    pub fn all(&self) -> &[Link] {
        &self.order
    }
}
