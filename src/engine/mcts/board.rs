//! What the search's boards share: the list of free cells a playout draws from, the
//! union-find root lookup, and the turn bookkeeping with the swap (pie) rule.

use super::{Rng, Status};

/// The free cells of a board as a list, with each cell's place in it: taking a cell, putting
/// one back and drawing one at random all cost O(1), and copying reuses the memory.
#[derive(Clone)]
pub(super) struct FreeCells {
    list: Vec<u16>,
    /// The index of each free cell in `list`.
    slot: Vec<u16>,
}

impl FreeCells {
    /// No free cell yet, on a board of `cells` cell ids.
    pub(super) fn new(cells: usize) -> Self {
        FreeCells {
            list: Vec::with_capacity(cells),
            slot: vec![0; cells],
        }
    }

    /// The free cells, in no fixed order.
    pub(super) fn cells(&self) -> &[u16] {
        &self.list
    }

    /// Cell `i` becomes free.
    pub(super) fn put(&mut self, i: usize) {
        self.slot[i] = self.list.len() as u16;
        self.list.push(i as u16);
    }

    /// The free cell `i` is taken.
    pub(super) fn take(&mut self, i: usize) {
        let s = self.slot[i] as usize;
        let last = *self.list.last().expect("a free cell to take");
        self.list[s] = last;
        self.slot[last as usize] = s as u16;
        self.list.pop();
    }

    /// A free cell drawn uniformly (None when the board is full).
    pub(super) fn random(&self, rng: &mut Rng) -> Option<u16> {
        (!self.list.is_empty()).then(|| self.list[rng.below(self.list.len())])
    }

    /// Becomes a copy of `other` (same board), reusing this list's memory.
    pub(super) fn copy_from(&mut self, other: &Self) {
        self.list.clear();
        self.list.extend_from_slice(&other.list);
        self.slot.copy_from_slice(&other.slot);
    }
}

/// The root of `i`'s group in a union-find forest, halving the path on the way.
pub(super) fn find(parent: &mut [u16], mut i: usize) -> usize {
    while parent[i] as usize != i {
        let grand = parent[parent[i] as usize];
        parent[i] = grand;
        i = grand as usize;
    }
    i
}

/// Whose turn it is, how many moves were played (the swap included), where the game stands,
/// and whether the second player may swap.
#[derive(Clone, Copy)]
pub(super) struct Turns {
    pub(super) to_move: u8,
    pub(super) moves: u32,
    pub(super) status: Status,
    swap_rule: bool,
}

impl Turns {
    /// The start of a game, under the swap rule or not.
    pub(super) fn new(swap_rule: bool) -> Self {
        Turns {
            to_move: 0,
            moves: 0,
            status: Status::Ongoing,
            swap_rule,
        }
    }

    /// Whether the swap is a legal move now: the second move of a game under the swap rule.
    pub(super) fn swap_open(&self) -> bool {
        self.swap_rule && self.moves == 1 && self.status == Status::Ongoing
    }

    /// Whether `other` plays under the same swap rule.
    pub(super) fn same_rule(&self, other: &Turns) -> bool {
        self.swap_rule == other.swap_rule
    }

    /// The legal moves into `out` (cleared first): the legal `cells` in id order, then the
    /// swap (`swap_id`) while it is open; none once the game is over.
    pub(super) fn legal_moves(
        &self,
        out: &mut Vec<u16>,
        cells: impl Iterator<Item = u16>,
        swap_id: u16,
    ) {
        out.clear();
        if self.status != Status::Ongoing {
            return;
        }
        out.extend(cells);
        out.sort_unstable();
        if self.swap_open() {
            out.push(swap_id);
        }
    }

    /// A move was played: the other player's turn.
    pub(super) fn pass(&mut self) {
        self.moves += 1;
        self.to_move ^= 1;
    }
}
