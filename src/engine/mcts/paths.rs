//! Shortest connections for Connect's priors: how many more pegs each player needs to join
//! its home edges, over knight's moves whose links nothing standing crosses, and which free
//! points lie on such a shortest chain. A peg on either player's shortest chain matters (it
//! extends one's own or blocks the opponent's); a peg far from both is the scattered peg
//! the search should not favour.

use std::collections::VecDeque;

/// No path: an opponent's peg, a point the player may not take, or not reached.
pub(super) const FAR: u16 = u16::MAX;

/// One player's distances from each of its two home edges, per point: the pegs still to
/// place (the point's own included) on the cheapest chain from that edge to the point.
#[derive(Clone, Default)]
pub(super) struct Distances {
    pub(super) low: Vec<u16>,
    pub(super) high: Vec<u16>,
    /// The fewest pegs still to place to join both edges (FAR when cut off).
    pub(super) best: u16,
    queue: VecDeque<u16>,
}

/// What the search for one player's distances needs of the board.
pub(super) struct Graph<'a, C, L> {
    /// Per point and knight move, the point reached (`none` off the board).
    pub(super) knights: &'a [[u16; 8]],
    pub(super) none: u16,
    /// The cost of standing on a point: 0 an own peg, 1 a free point the player may take,
    /// FAR otherwise.
    pub(super) cost: C,
    /// Whether the link from a point by a knight move to the point it reaches could stand.
    pub(super) link: L,
}

impl Distances {
    /// Recomputes the distances on a board of `points` points: `low_edge(i)` and
    /// `high_edge(i)` say where a chain may start (a point on the edge or on the row next to
    /// it: such a peg links to its edge whatever the opponent does).
    pub(super) fn compute<C, L>(
        &mut self,
        graph: &Graph<C, L>,
        low_edge: impl Fn(usize) -> bool,
        high_edge: impl Fn(usize) -> bool,
    ) where
        C: Fn(usize) -> u16,
        L: Fn(usize, usize, usize) -> bool,
    {
        let points = graph.knights.len();
        let mut low = std::mem::take(&mut self.low);
        let mut high = std::mem::take(&mut self.high);
        self.search(graph, &low_edge, &mut low, points);
        self.search(graph, &high_edge, &mut high, points);
        self.best = (0..points)
            .filter_map(|i| self.through(&low, &high, graph, i))
            .min()
            .unwrap_or(FAR);
        self.low = low;
        self.high = high;
    }

    /// The fewest pegs still to place to join both edges (FAR when cut off), without the
    /// per-point distances: one search from the low edge that stops at the first point of
    /// the high edge it takes from the queue. A 0-1 search takes points in order of
    /// distance, and a cheapest chain through any point reaches a high-edge point no dearer
    /// (links go both ways), so that point's distance is the fewest. About a quarter of
    /// [`Distances::compute`]'s work: what judging a leaf needs.
    pub(super) fn shortest<C, L>(
        &mut self,
        graph: &Graph<C, L>,
        low_edge: impl Fn(usize) -> bool,
        high_edge: impl Fn(usize) -> bool,
    ) -> u16
    where
        C: Fn(usize) -> u16,
        L: Fn(usize, usize, usize) -> bool,
    {
        let points = graph.knights.len();
        let mut low = std::mem::take(&mut self.low);
        let found = self.search_until(graph, &low_edge, &mut low, points, &high_edge);
        self.low = low;
        found
    }

    /// The pegs still to place on the cheapest chain through point `i`.
    fn through<C, L>(&self, low: &[u16], high: &[u16], graph: &Graph<C, L>, i: usize) -> Option<u16>
    where
        C: Fn(usize) -> u16,
    {
        let (a, b) = (low[i], high[i]);
        (a != FAR && b != FAR).then(|| a.saturating_add(b) - (graph.cost)(i))
    }

    /// How many more pegs than the fewest a chain through point `i` needs (FAR when none).
    pub(super) fn slack(&self, i: usize) -> u16 {
        let (a, b) = (self.low[i], self.high[i]);
        if a == FAR || b == FAR || self.best == FAR {
            return FAR;
        }
        // A free point costs 1 and is counted in both directions.
        a.saturating_add(b).saturating_sub(1 + self.best)
    }

    /// 0-1 breadth-first search from the points `start` accepts.
    fn search<C, L>(
        &mut self,
        graph: &Graph<C, L>,
        start: &impl Fn(usize) -> bool,
        dist: &mut Vec<u16>,
        points: usize,
    ) where
        C: Fn(usize) -> u16,
        L: Fn(usize, usize, usize) -> bool,
    {
        self.search_until(graph, start, dist, points, &|_| false);
    }

    /// As [`Distances::search`], stopping at the first point `stop` accepts that the queue
    /// gives: its distance (FAR when none is reached; then `dist` is complete).
    fn search_until<C, L>(
        &mut self,
        graph: &Graph<C, L>,
        start: &impl Fn(usize) -> bool,
        dist: &mut Vec<u16>,
        points: usize,
        stop: &impl Fn(usize) -> bool,
    ) -> u16
    where
        C: Fn(usize) -> u16,
        L: Fn(usize, usize, usize) -> bool,
    {
        dist.clear();
        dist.resize(points, FAR);
        self.queue.clear();
        for (i, at) in dist.iter_mut().enumerate() {
            let cost = (graph.cost)(i);
            if cost != FAR && start(i) {
                *at = cost;
                if cost == 0 {
                    self.queue.push_front(i as u16);
                } else {
                    self.queue.push_back(i as u16);
                }
            }
        }
        while let Some(i) = self.queue.pop_front() {
            let i = i as usize;
            let d = dist[i];
            if stop(i) {
                return d;
            }
            for (k, &j) in graph.knights[i].iter().enumerate() {
                if j == graph.none {
                    continue;
                }
                let j = j as usize;
                let cost = (graph.cost)(j);
                if cost == FAR || d.saturating_add(cost) >= dist[j] || !(graph.link)(i, k, j) {
                    continue;
                }
                dist[j] = d + cost;
                if cost == 0 {
                    self.queue.push_front(j as u16);
                } else {
                    self.queue.push_back(j as u16);
                }
            }
        }
        FAR
    }
}
