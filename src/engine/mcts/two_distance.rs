//! Connect's two-distance, the evaluation of Hex programs (Queenbee, Hexy) over knight links:
//! how many pegs a player still needs to join its home edges when the opponent answers every
//! peg. A free point's distance to an edge is 1 on the rows next to the edge (or linked to an
//! own group there), else 1 + the *second* smallest distance among its neighbours: the
//! opponent takes or cuts the best one. Its neighbours are the free points a free link joins
//! to it, directly or through one of the player's own groups (a group passes on every point
//! linked to it). The plain distance ([`super::paths`]) counts a chain the opponent cuts in one
//! move as good as its length; the two-distance does not.

use super::paths::FAR;
use std::collections::VecDeque;

/// What a point is to the player whose two-distance is computed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Spot {
    /// A free point the player may take.
    Free,
    /// One of the player's pegs, by its group's root.
    Own(u16),
    /// The opponent's peg or a point the player may not take.
    Closed,
}

/// What the two-distance needs of the board, for one player.
pub(super) struct TwoGraph<'a, S, L, E> {
    /// Per point and knight move, the point reached (`none` off the board).
    pub(super) knights: &'a [[u16; 8]],
    pub(super) none: u16,
    pub(super) spot: S,
    /// Whether the link from a point by a knight move to the point it reaches could stand.
    pub(super) link: L,
    /// For a free point, which home edges (bit 0 low, bit 1 high) a peg there reaches at once
    /// (the edge row and the row next to it); for a group's root, which the group reaches so.
    pub(super) edges: E,
}

/// Scratch for [`TwoDistance::compute`], kept between calls so that a leaf allocates nothing.
#[derive(Clone, Default)]
pub(super) struct TwoDistance {
    /// Per free point, the distance from each edge (FAR: unreached or not free).
    pub(super) low: Vec<u16>,
    pub(super) high: Vec<u16>,
    /// Per free point, up to 8 own groups (roots) it links to, `none` after the last.
    groups: Vec<[u16; 8]>,
    /// (root, free point) pairs, sorted: each group's liberties, a run per root.
    liberties: Vec<(u16, u16)>,
    /// Per root, where its run in `liberties` starts and ends.
    runs: Vec<(u32, u32)>,
    /// Per free point, how many of its neighbours have been taken from the queue.
    seen: Vec<u8>,
    /// Per point, the last queue pop that counted it (so a point counts a neighbour once).
    stamp: Vec<u32>,
    queue: VecDeque<u16>,
}

impl TwoDistance {
    /// The fewest pegs the player still needs to join both edges when the opponent answers
    /// each one, over each free point: its two edge distances, the point itself counted once.
    /// Returns the least and the second least over the free points (FAR when there are
    /// none; both 0 when a group already reaches both edges): the player to move takes the
    /// best meeting point, the other finds it taken.
    pub(super) fn compute<S, L, E>(&mut self, graph: &TwoGraph<S, L, E>) -> [u16; 2]
    where
        S: Fn(usize) -> Spot,
        L: Fn(usize, usize, usize) -> bool,
        E: Fn(usize) -> u8,
    {
        let points = graph.knights.len();
        self.collect_groups(graph, points);
        if (0..points).any(|i| {
            matches!((graph.spot)(i), Spot::Own(root) if root as usize == i)
                && (graph.edges)(i) == 3
        }) {
            return [0, 0];
        }
        let mut low = std::mem::take(&mut self.low);
        let mut high = std::mem::take(&mut self.high);
        self.search(graph, 1, &mut low);
        self.search(graph, 2, &mut high);
        let mut best = [FAR, FAR];
        for (&a, &b) in low.iter().zip(&high) {
            if a == FAR || b == FAR {
                continue;
            }
            let through = a + b - 1;
            if through < best[0] {
                best = [through, best[0]];
            } else if through < best[1] {
                best[1] = through;
            }
        }
        self.low = low;
        self.high = high;
        best
    }

    /// Each free point's own groups and each group's liberties.
    fn collect_groups<S, L, E>(&mut self, graph: &TwoGraph<S, L, E>, points: usize)
    where
        S: Fn(usize) -> Spot,
        L: Fn(usize, usize, usize) -> bool,
    {
        let none = graph.none;
        self.groups.clear();
        self.groups.resize(points, [none; 8]);
        self.liberties.clear();
        for i in 0..points {
            let Spot::Own(root) = (graph.spot)(i) else {
                continue;
            };
            for (k, &j) in graph.knights[i].iter().enumerate() {
                if j == none
                    || (graph.spot)(j as usize) != Spot::Free
                    || !(graph.link)(i, k, j as usize)
                {
                    continue;
                }
                let slots = &mut self.groups[j as usize];
                if let Some(slot) = slots.iter_mut().find(|s| **s == root || **s == none) {
                    if *slot == none {
                        *slot = root;
                    }
                }
                self.liberties.push((root, j));
            }
        }
        self.liberties.sort_unstable();
        self.liberties.dedup();
        self.runs.clear();
        self.runs.resize(points, (0, 0));
        let mut start = 0;
        for (at, &(root, _)) in self.liberties.iter().enumerate() {
            let next = self.liberties.get(at + 1).map(|&(r, _)| r);
            if next != Some(root) {
                self.runs[root as usize] = (start, at as u32 + 1);
                start = at as u32 + 1;
            }
        }
    }

    /// The distances from the edge `bit` names: a breadth-first search in which a point is
    /// settled when its second neighbour leaves the queue (distances leave it in order, so
    /// that is the second smallest).
    fn search<S, L, E>(&mut self, graph: &TwoGraph<S, L, E>, bit: u8, dist: &mut Vec<u16>)
    where
        S: Fn(usize) -> Spot,
        L: Fn(usize, usize, usize) -> bool,
        E: Fn(usize) -> u8,
    {
        let points = graph.knights.len();
        let none = graph.none;
        dist.clear();
        dist.resize(points, FAR);
        self.seen.clear();
        self.seen.resize(points, 0);
        self.stamp.clear();
        self.stamp.resize(points, u32::MAX);
        self.queue.clear();
        for (i, at) in dist.iter_mut().enumerate() {
            if (graph.spot)(i) != Spot::Free {
                continue;
            }
            let by_group = self.groups[i]
                .iter()
                .take_while(|&&r| r != none)
                .any(|&r| (graph.edges)(r as usize) & bit != 0);
            if by_group || (graph.edges)(i) & bit != 0 {
                *at = 1;
                self.queue.push_back(i as u16);
            }
        }
        let mut pops = 0u32;
        while let Some(u) = self.queue.pop_front() {
            let u = u as usize;
            let next = dist[u] + 1;
            self.stamp[u] = pops;
            let mut count = |v: usize, dist: &mut Vec<u16>, queue: &mut VecDeque<u16>| {
                if dist[v] != FAR || self.stamp[v] == pops {
                    return;
                }
                self.stamp[v] = pops;
                self.seen[v] += 1;
                if self.seen[v] == 2 {
                    dist[v] = next;
                    queue.push_back(v as u16);
                }
            };
            for (k, &j) in graph.knights[u].iter().enumerate() {
                if j != none
                    && (graph.spot)(j as usize) == Spot::Free
                    && (graph.link)(u, k, j as usize)
                {
                    count(j as usize, dist, &mut self.queue);
                }
            }
            for &root in self.groups[u].iter().take_while(|&&r| r != none) {
                let (from, to) = self.runs[root as usize];
                for &(_, v) in &self.liberties[from as usize..to as usize] {
                    count(v as usize, dist, &mut self.queue);
                }
            }
            pops += 1;
        }
    }
}
