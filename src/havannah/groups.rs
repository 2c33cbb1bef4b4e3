//! Connected groups of stones by union-find over move indices, each root remembering which
//! corners and edges its group touches, so bridges and forks are known in near-constant time.

#[derive(Clone, Debug, Default)]
pub struct Groups {
    parent: Vec<u32>,
    size: Vec<u32>,
    /// Bit `i`: the group touches corner `i`. Kept up to date at roots only.
    corners: Vec<u8>,
    /// Bit `i`: the group touches edge `i`. Kept up to date at roots only.
    edges: Vec<u8>,
}

impl Groups {
    pub fn with_capacity(n: usize) -> Self {
        Groups {
            parent: Vec::with_capacity(n),
            size: Vec::with_capacity(n),
            corners: Vec::with_capacity(n),
            edges: Vec::with_capacity(n),
        }
    }

    /// Adds a lone stone; its index is the number of stones added before it.
    pub fn add(&mut self, corner: Option<u8>, edge: Option<u8>) -> u32 {
        let id = self.parent.len() as u32;
        self.parent.push(id);
        self.size.push(1);
        self.corners.push(corner.map_or(0, |c| 1 << c));
        self.edges.push(edge.map_or(0, |e| 1 << e));
        id
    }

    /// The representative of `stone`'s group (with path halving).
    #[inline]
    pub fn find(&mut self, mut stone: u32) -> u32 {
        while self.parent[stone as usize] != stone {
            let grand = self.parent[self.parent[stone as usize] as usize];
            self.parent[stone as usize] = grand;
            stone = grand;
        }
        stone
    }

    /// Like [`Groups::find`] without shortening paths, for shared access.
    pub fn root(&self, mut stone: u32) -> u32 {
        while self.parent[stone as usize] != stone {
            stone = self.parent[stone as usize];
        }
        stone
    }

    /// Joins the groups of `a` and `b`; returns the new root.
    pub fn union(&mut self, a: u32, b: u32) -> u32 {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        if self.size[ra as usize] < self.size[rb as usize] {
            std::mem::swap(&mut ra, &mut rb);
        }
        self.parent[rb as usize] = ra;
        self.size[ra as usize] += self.size[rb as usize];
        self.corners[ra as usize] |= self.corners[rb as usize];
        self.edges[ra as usize] |= self.edges[rb as usize];
        ra
    }

    /// Corner and edge masks of the group whose root is `root`.
    pub fn touches(&self, root: u32) -> (u8, u8) {
        (self.corners[root as usize], self.edges[root as usize])
    }
}
