//! Linked groups of pegs as a union-find, each root knowing which of its owner's home edges the
//! group reaches. A win is then one flag test after each link instead of a search.

/// Which home edges a group reaches: bit 0 the low edge (x = 0 or y = 0), bit 1 the high one.
pub(crate) type Reach = u8;

pub(crate) const LOW_EDGE: Reach = 1;
pub(crate) const HIGH_EDGE: Reach = 2;
/// Both home edges: the group wins.
pub(crate) const BOTH_EDGES: Reach = LOW_EDGE | HIGH_EDGE;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Groups {
    parent: Vec<u32>,
    /// Group sizes at the roots: merging the smaller under the larger keeps trees shallow,
    /// which matters for [`Groups::root`], as previews cannot compress paths.
    size: Vec<u32>,
    reach: Vec<Reach>,
}

impl Groups {
    /// Room for the groups of `points` points. A point's entries mean nothing until a peg is
    /// placed there and [`Groups::start`] starts its group, so they start as zeros: the memory
    /// comes zeroed from the allocator and a large board costs no time to create.
    pub fn new(points: usize) -> Self {
        Groups {
            parent: vec![0; points],
            size: vec![0; points],
            reach: vec![0; points],
        }
    }

    /// Starts a group for a new peg at index `i`.
    pub fn start(&mut self, i: usize, reach: Reach) {
        self.parent[i] = i as u32;
        self.size[i] = 1;
        self.reach[i] = reach;
    }

    /// The root of `i`'s group, halving paths on the way.
    pub fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] as usize != i {
            let grand = self.parent[self.parent[i] as usize];
            self.parent[i] = grand;
            i = grand as usize;
        }
        i
    }

    /// The root of `i`'s group without touching the structure (for previews).
    pub fn root(&self, mut i: usize) -> usize {
        while self.parent[i] as usize != i {
            i = self.parent[i] as usize;
        }
        i
    }

    /// Merges the groups of `a` and `b`; returns what the merged group reaches.
    pub fn union(&mut self, a: usize, b: usize) -> Reach {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        let reach = self.reach[ra] | self.reach[rb];
        if ra != rb {
            if self.size[ra] < self.size[rb] {
                std::mem::swap(&mut ra, &mut rb);
            }
            self.parent[rb] = ra as u32;
            self.size[ra] += self.size[rb];
            self.reach[ra] = reach;
        }
        reach
    }

    /// What `i`'s group reaches, without touching the structure.
    pub fn reach(&self, i: usize) -> Reach {
        self.reach[self.root(i)]
    }
}
