//! Havannah as the search plays it: a padded array of cells, each stone knowing its group's
//! root (the smaller group relabelled when two merge, so a lookup is one load: the win tests
//! look up far more often than stones go down), each root knowing the corners and edges its
//! group touches, and a list of empty cells for drawing random moves. Copying one position
//! over another reuses the arrays, so a playout allocates nothing.
//!
//! Wins are judged as [`crate::havannah`] judges them (a property test plays random games on
//! both and compares): bridge and fork from the masks at the root, a ring when the new stone
//! joins two separate runs of its own neighbours that are already one group (under the
//! contest rule, the region that closes must also hold an empty cell, found by a flood that
//! stops at the border), and under the official rule the six neighbours of an own stone.

use super::board::{FreeCells, Turns};
use super::{Position, Status};
use crate::havannah::{neighbour_runs, Board, Cell, Mode};
use std::sync::Arc;

/// Cells of the padded square: `(x, y)` is `y * width + x`, with a ring of padding so that
/// every board cell's six neighbours are in the array.
struct Geometry {
    side: u32,
    width: usize,
    /// Per index: corner bit (0..6) or edge bit (8..14) of a board cell, 0 inside.
    border: Vec<u16>,
    /// Neighbour offsets in [`crate::havannah::DIRECTIONS`] order.
    offsets: [isize; 6],
    /// Per set of own neighbours (bit `d` for direction `d`): the first direction of each run
    /// of consecutive own neighbours and how many runs, from [`neighbour_runs`]. The stones of
    /// one run touch each other, so one root lookup per run serves the whole run.
    runs: [([u8; 3], u8); 64],
}

/// The contents of a cell.
const EMPTY: u8 = 0;
/// Off the board: padding and the square's corners outside the hexagon.
const OFF: u8 = 3;

/// `bits` without its lowest set bit: cheaper than counting bits where the target has no
/// population-count instruction (x86-64 builds without `-C target-cpu`).
fn without_lowest(bits: u16) -> u16 {
    bits & bits.wrapping_sub(1)
}

/// Whether a group touching the corners and edges of `mask` is a bridge (two corners) or a
/// fork (three edges).
fn bridge_or_fork(mask: u16) -> bool {
    without_lowest(mask & 0x3f) != 0 || without_lowest(without_lowest(mask >> 8)) != 0
}

/// Havannah's knowledge variant with Morat's knowledge in the priors (`mcts-know`): a
/// stone that joins a group touching a corner or an edge, and a stone that restores a bridge
/// the opponent probed, are marked up. Not 1 to 5 or 7, which are Connect's.
pub const KNOW_VARIANT: u8 = 6;

/// Havannah's knowledge variant with a two-bridge in the priors (`mcts-x0bridge`): a stone
/// that touches no group of its own but makes a two-bridge with one (both cells between
/// them free) is valued as a stone next to a stone, not as one in empty space.
pub const BRIDGE_VARIANT: u8 = 17;

/// The largest side the search plays: its cost grows with the board's area.
pub const MAX_SEARCH_SIDE: u32 = 40;

/// A Havannah position for the search.
pub struct HavannahPosition {
    geo: Arc<Geometry>,
    /// The ring rule: contest (an empty cell enclosed) or official (any cell).
    contest_rings: bool,
    /// 0 empty, 1 or 2 a player's stone (player index + 1), 3 off the board.
    cells: Vec<u8>,
    /// Per cell: its neighbours holding the first player's stones (bits 0..6, bit `d` for
    /// direction `d`) and the second's (bits 8..14), kept as stones go down: the win tests and
    /// the priors read a cell's neighbours far more often than stones are placed.
    around: Vec<u16>,
    /// Per cell: its group's root (itself when empty).
    root: Vec<u16>,
    /// Per cell: the next member of its group, round a circle (itself when empty).
    next: Vec<u16>,
    /// At roots: the group's size, so the smaller group is the one relabelled.
    size: Vec<u16>,
    /// At roots: the corner and edge bits the group touches.
    touches: Vec<u16>,
    empties: FreeCells,
    stones: u32,
    /// Whose turn, the moves played, and the swap rule.
    turns: Turns,
    /// The knowledge variant ([`Position::set_variant`]): 0 the standard priors,
    /// [`KNOW_VARIANT`] those with Morat's knowledge (edge and corner groups, probed bridges).
    variant: u8,
    /// Flood scratch (not part of the position).
    seen: Vec<u32>,
    stamp: u32,
    stack: Vec<u16>,
}

impl Clone for HavannahPosition {
    fn clone(&self) -> Self {
        HavannahPosition {
            geo: Arc::clone(&self.geo),
            contest_rings: self.contest_rings,
            cells: self.cells.clone(),
            around: self.around.clone(),
            root: self.root.clone(),
            next: self.next.clone(),
            size: self.size.clone(),
            touches: self.touches.clone(),
            empties: self.empties.clone(),
            stones: self.stones,
            turns: self.turns,
            variant: self.variant,
            seen: vec![0; self.seen.len()],
            stamp: 0,
            stack: Vec::with_capacity(self.stack.capacity()),
        }
    }
}

impl HavannahPosition {
    /// An empty board of `side` (at most [`MAX_SEARCH_SIDE`]) under a two-player `mode`.
    pub fn new(side: u32, mode: Mode, swap_rule: bool) -> Option<HavannahPosition> {
        if !mode.two_players() || side > MAX_SEARCH_SIDE {
            return None;
        }
        let board = Board::new(side).ok()?;
        let width = 2 * side as usize + 1;
        let mut border = vec![0u16; width * width];
        let mut cells = vec![OFF; width * width];
        let mut empties = FreeCells::new(width * width);
        for y in 1..width - 1 {
            for x in 1..width - 1 {
                let cell = Cell::new(x as u32, y as u32);
                if !board.contains(cell) {
                    continue;
                }
                let i = y * width + x;
                cells[i] = EMPTY;
                empties.put(i);
                border[i] = match (board.corner(cell), board.edge(cell)) {
                    (Some(c), _) => 1 << c,
                    (None, Some(e)) => 1 << (8 + e),
                    _ => 0,
                };
            }
        }
        let w = width as isize;
        let mut runs = [([0u8; 3], 0u8); 64];
        for (set, run) in runs.iter_mut().enumerate().skip(1) {
            let (starts, count) = neighbour_runs(std::array::from_fn(|d| set >> d & 1 == 1));
            *run = (starts.map(|d| d as u8), count as u8);
        }
        let geo = Geometry {
            side,
            width,
            border,
            offsets: [1, w + 1, w, -1, -w - 1, -w],
            runs,
        };
        let n = width * width;
        Some(HavannahPosition {
            geo: Arc::new(geo),
            contest_rings: mode == Mode::TwoPlayerContestRing,
            cells,
            around: vec![0; n],
            root: (0..n as u16).collect(),
            next: (0..n as u16).collect(),
            size: vec![1; n],
            touches: vec![0; n],
            empties,
            stones: 0,
            turns: Turns::new(swap_rule),
            variant: 0,
            seen: vec![0; n],
            stamp: 0,
            stack: Vec::with_capacity(n),
        })
    }

    /// The board side.
    pub fn side(&self) -> u32 {
        self.geo.side
    }

    /// The move id of `cell` (None off the board).
    pub fn id(&self, cell: Cell) -> Option<u16> {
        let w = self.geo.width;
        let (x, y) = (cell.x as usize, cell.y as usize);
        (x < w && y < w && self.cells[y * w + x] != OFF).then(|| (y * w + x) as u16)
    }

    /// The cell of move id `id` (a cell id, not the swap).
    pub fn cell(&self, id: u16) -> Cell {
        let w = self.geo.width;
        Cell::new((id as usize % w) as u32, (id as usize / w) as u32)
    }

    /// Moves played, the swap included.
    pub fn moves_played(&self) -> u32 {
        self.turns.moves
    }

    fn neighbour(&self, i: usize, dir: usize) -> usize {
        (i as isize + self.geo.offsets[dir]) as usize
    }

    /// The neighbours of cell `i` that hold `colour` (1 or 2), as a set (bit `d` for
    /// direction `d`).
    fn neighbours_of(&self, i: usize, colour: u8) -> usize {
        usize::from(self.around[i] >> (8 * (colour - 1)) & 0x3f)
    }

    /// Cell `i`'s neighbours learn that it holds `colour` (1 or 2) where it was empty or,
    /// with `flip`, held the other colour.
    fn tell_neighbours(&mut self, i: usize, colour: u8, flip: bool) {
        let shift = 8 * (colour as usize - 1);
        for d in 0..6 {
            let n = self.neighbour(i, d);
            // Seen from `n`, `i` lies in the opposite direction.
            let back = (d + 3) % 6;
            let bits = 1 << (back + shift) | if flip { 1 << (back + 8 - shift) } else { 0 };
            self.around[n] ^= bits;
        }
    }

    /// Whether a stone of `colour` (1 or 2) on the empty cell `i` would win.
    fn would_win(&mut self, i: usize, colour: u8) -> bool {
        let own = self.neighbours_of(i, colour);
        self.would_win_beside(i, colour, own)
    }

    /// [`Self::would_win`] with the set of own neighbours `own` known. Most stones touch one
    /// run of own stones (no ring possible) and win nothing: that case stays inline.
    #[inline(always)]
    fn would_win_beside(&mut self, i: usize, colour: u8, own: usize) -> bool {
        // A lone stone touches one corner or one edge at most.
        if own == 0 {
            return false;
        }
        let (starts, count) = self.geo.runs[own];
        if count > 1 {
            return self.would_win_joining(i, colour, own);
        }
        let first = self.root[self.neighbour(i, starts[0] as usize)] as usize;
        let mask = self.geo.border[i] | self.touches[first];
        if bridge_or_fork(mask) {
            return true;
        }
        // One run of own neighbours closes no ring.
        !self.contest_rings && self.surrounds_own(i, colour, own)
    }

    /// [`Self::would_win_beside`] where the stone touches two or three runs of own stones.
    #[inline(never)]
    fn would_win_joining(&mut self, i: usize, colour: u8, own: usize) -> bool {
        let (starts, count) = self.geo.runs[own];
        let mut mask = self.geo.border[i];
        let mut roots = [usize::MAX; 3];
        for (root, &d) in roots.iter_mut().zip(&starts).take(count as usize) {
            let n = self.neighbour(i, d as usize);
            *root = self.root[n] as usize;
            mask |= self.touches[*root];
        }
        if bridge_or_fork(mask) {
            return true;
        }
        // A ring joins two runs of own neighbours that are one group already.
        let cycle = roots[0] == roots[1] || roots[0] == roots[2] || roots[1] == roots[2];
        if cycle && (!self.contest_rings || self.encloses_empty(i, colour)) {
            return true;
        }
        !self.contest_rings && self.surrounds_own(i, colour, own)
    }

    /// Official rule: an own neighbour of `i` whose six neighbours would all be `colour`'s.
    #[inline(always)]
    fn surrounds_own(&self, i: usize, colour: u8, own: usize) -> bool {
        // Directions `d` with own neighbours at `d - 1`, `d` and `d + 1`.
        let rotated = |by: usize| (own >> by | own << (6 - by)) & 0x3f;
        let middles = own & rotated(1) & rotated(5);
        middles != 0 && self.surrounds_middle(i, colour, middles)
    }

    /// [`Self::surrounds_own`] once some own neighbour has own stones on both sides.
    #[inline(never)]
    fn surrounds_middle(&self, i: usize, colour: u8, mut middles: usize) -> bool {
        while middles != 0 {
            let d = middles.trailing_zeros() as usize;
            middles &= middles - 1;
            let centre = self.neighbour(i, d);
            if [d + 5, d, d + 1]
                .into_iter()
                .all(|far| self.cells[self.neighbour(centre, far % 6)] == colour)
            {
                return true;
            }
        }
        false
    }

    /// Contest rule: with a stone of `colour` on `i`, some region of other cells next to it
    /// is cut off from the border and holds an empty cell.
    fn encloses_empty(&mut self, i: usize, colour: u8) -> bool {
        for dir in 0..6 {
            let start = self.neighbour(i, dir);
            if self.cells[start] == colour || self.cells[start] == OFF {
                continue;
            }
            self.stamp = self.stamp.wrapping_add(1);
            if self.stamp == 0 {
                self.seen.fill(0);
                self.stamp = 1;
            }
            let stamp = self.stamp;
            if self.seen[start] == stamp {
                continue;
            }
            self.seen[i] = stamp;
            self.seen[start] = stamp;
            self.stack.clear();
            self.stack.push(start as u16);
            let mut empty = false;
            let mut open = false;
            while let Some(c) = self.stack.pop() {
                let c = c as usize;
                empty |= self.cells[c] == EMPTY;
                for d in 0..6 {
                    let n = self.neighbour(c, d);
                    match self.cells[n] {
                        OFF => {
                            open = true;
                            break;
                        }
                        v if v == colour => {}
                        _ => {
                            if self.seen[n] != stamp {
                                self.seen[n] = stamp;
                                self.stack.push(n as u16);
                            }
                        }
                    }
                }
                if open {
                    break;
                }
            }
            if !open && empty {
                return true;
            }
        }
        false
    }

    /// How many free cells next to the group of the stone on `i` in `probe` (this
    /// position's board with that stone played) would win for `colour`, counting to two at
    /// most. This position's flood scratch marks the cells seen.
    fn winning_cells_around(&mut self, probe: &mut Self, i: usize, colour: u8) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        let mut found = 0;
        let mut member = i;
        loop {
            for d in 0..6 {
                let n = probe.neighbour(member, d);
                if probe.cells[n] == EMPTY && self.seen[n] != stamp {
                    self.seen[n] = stamp;
                    if probe.would_win(n, colour) {
                        found += 1;
                        if found == 2 {
                            return found;
                        }
                    }
                }
            }
            member = probe.next[member] as usize;
            if member == i {
                return found;
            }
        }
    }

    /// Whether a stone of `colour` on the empty cell `i` would make a two-bridge with one of
    /// its stones: the cell beyond neighbours `d` and `d + 1` holds `colour` and both those
    /// neighbours are free. (Off the padded square the far cell is skipped; beyond a side
    /// it is padding.)
    fn makes_bridge(&self, i: usize, colour: u8) -> bool {
        (0..6).any(|d| {
            let (a, b) = (self.neighbour(i, d), self.neighbour(i, (d + 1) % 6));
            let far = (i as isize + self.geo.offsets[d] + self.geo.offsets[(d + 1) % 6]) as usize;
            far < self.cells.len()
                && self.cells[far] == colour
                && self.cells[a] == EMPTY
                && self.cells[b] == EMPTY
        })
    }

    /// The swap's move id.
    pub fn swap_id(&self) -> u16 {
        (self.geo.width * self.geo.width) as u16
    }
}

impl Position for HavannahPosition {
    fn move_slots(&self) -> usize {
        self.geo.width * self.geo.width + 1
    }

    fn same_rules(&self, other: &HavannahPosition) -> bool {
        self.geo.side == other.geo.side
            && self.contest_rings == other.contest_rings
            && self.turns.same_rule(&other.turns)
    }

    fn to_move(&self) -> u8 {
        self.turns.to_move
    }

    fn status(&self) -> Status {
        self.turns.status
    }

    fn legal_moves(&self, out: &mut Vec<u16>) {
        let cells = self.empties.cells().iter().copied();
        self.turns.legal_moves(out, cells, self.swap_id());
    }

    fn is_legal(&self, mv: u16, _player: u8) -> bool {
        if mv == self.swap_id() {
            return self.turns.swap_open();
        }
        (mv as usize) < self.cells.len() && self.cells[mv as usize] == EMPTY
    }

    fn play(&mut self, mv: u16) {
        let colour = self.turns.to_move + 1;
        if mv == self.swap_id() {
            let first = (0..self.cells.len())
                .find(|&i| self.cells[i] == 1)
                .expect("a stone to swap");
            self.cells[first] = 2;
            self.tell_neighbours(first, 2, true);
            self.turns.pass();
            return;
        }
        let i = mv as usize;
        let own = self.neighbours_of(i, colour);
        let wins = self.would_win_beside(i, colour, own);
        self.cells[i] = colour;
        self.tell_neighbours(i, colour, false);
        self.empties.take(i);
        self.root[i] = i as u16;
        self.next[i] = i as u16;
        self.size[i] = 1;
        self.touches[i] = self.geo.border[i];
        // One union per run of own neighbours: a run's stones are one group.
        let (starts, count) = self.geo.runs[own];
        let mut root = i;
        for &d in &starts[..count as usize] {
            let n = self.neighbour(i, d as usize);
            let other = self.root[n] as usize;
            if other != root {
                let (big, small) = if self.size[root] < self.size[other] {
                    (other, root)
                } else {
                    (root, other)
                };
                let mut member = small;
                loop {
                    self.root[member] = big as u16;
                    member = self.next[member] as usize;
                    if member == small {
                        break;
                    }
                }
                self.next.swap(big, small);
                self.size[big] += self.size[small];
                self.touches[big] |= self.touches[small];
                root = big;
            }
        }
        self.stones += 1;
        self.turns.pass();
        self.turns.status = if wins {
            Status::Won(colour - 1)
        } else if self.empties.cells().is_empty() {
            Status::Drawn
        } else {
            Status::Ongoing
        };
    }

    fn wins(&mut self, mv: u16, player: u8) -> bool {
        mv != self.swap_id()
            && self.is_legal(mv, player)
            && self.turns.status == Status::Ongoing
            && self.would_win(mv as usize, player + 1)
    }

    fn copy_from(&mut self, other: &Self) {
        self.cells.copy_from_slice(&other.cells);
        self.around.copy_from_slice(&other.around);
        self.root.copy_from_slice(&other.root);
        self.next.copy_from_slice(&other.next);
        self.size.copy_from_slice(&other.size);
        self.touches.copy_from_slice(&other.touches);
        self.empties.copy_from(&other.empties);
        self.stones = other.stones;
        self.turns = other.turns;
        self.variant = other.variant;
    }

    fn random_move(&mut self, rng: &mut super::Rng, _player: u8) -> Option<u16> {
        self.empties.random(rng)
    }

    /// A group with a corner, two edges or five stones.
    fn hot(&mut self, mv: u16) -> bool {
        // The swap's id is one past the cells.
        let Some(&cell) = self.cells.get(mv as usize) else {
            return false;
        };
        if cell == EMPTY {
            return false;
        }
        let root = self.root[mv as usize] as usize;
        let mask = self.touches[root];
        mask & 0x3f != 0 || without_lowest(mask >> 8) != 0 || self.size[root] >= 5
    }

    /// [`Position::win_near`] without the list: the six neighbours in [`Self::near`]'s order.
    fn win_near(&mut self, mv: u16, player: u8, _taker: u8, _near: &mut Vec<u16>) -> Option<u16> {
        if self.turns.status != Status::Ongoing || !self.hot(mv) {
            return None;
        }
        let colour = player + 1;
        for d in 0..6 {
            let n = self.neighbour(mv as usize, d);
            if self.cells[n] == EMPTY && self.would_win(n, colour) {
                return Some(n as u16);
            }
        }
        None
    }

    /// Under the official ring rule a win in one (bridge, fork, ring, surrounded stone)
    /// depends on the winner's stones only; under the contest rule a stone inside a ring
    /// spoils it, and the swap recolours a stone.
    fn blocks_only_on_threats(&self) -> bool {
        !self.contest_rings && !self.turns.swap_open()
    }

    /// Under the official ring rule only: a stone with own neighbours, or a lone stone on
    /// the border (an inner lone stone adds nothing a second stone beside it could win
    /// with), played on `probe`; its group's free neighbours are the only cells where a
    /// second stone can win with it. Two of them win: the opponent, with no win of its own,
    /// blocks one and loses on the other.
    fn double_threat(&mut self, player: u8, probe: &mut Self) -> Option<u16> {
        if !self.blocks_only_on_threats()
            || self.turns.status != Status::Ongoing
            || self.turns.to_move != player
        {
            return None;
        }
        let colour = player + 1;
        for k in 0..self.empties.cells().len() {
            let i = self.empties.cells()[k] as usize;
            if self.neighbours_of(i, colour) == 0 && self.geo.border[i] == 0 {
                continue;
            }
            probe.copy_from(self);
            probe.play(i as u16);
            if probe.status() != Status::Ongoing {
                continue;
            }
            if self.winning_cells_around(probe, i, colour) >= 2 {
                return Some(i as u16);
            }
        }
        None
    }

    /// Moves that join the player's groups are good, moves next to stones are better than
    /// moves in empty space (Castro's knowledge: connectivity and locality).
    fn prior(&mut self, mv: u16, player: u8) -> Option<f32> {
        if mv == self.swap_id() {
            return None;
        }
        let i = mv as usize;
        let own = self.neighbours_of(i, player + 1);
        let next_to_stone = own != 0 || self.neighbours_of(i, 2 - player) != 0;
        // Runs of own stones are each one group; count the different groups among them.
        let (starts, count) = self.geo.runs[own];
        let mut groups = [usize::MAX; 3];
        for (k, &d) in starts[..count as usize].iter().enumerate() {
            let n = self.neighbour(i, d as usize);
            groups[k] = self.root[n] as usize;
        }
        let joined = match count {
            0 | 1 => count,
            2 => 1 + u8::from(groups[0] != groups[1]),
            _ => {
                1 + u8::from(groups[1] != groups[0])
                    + u8::from(groups[2] != groups[0] && groups[2] != groups[1])
            }
        };
        let standard = match (joined, next_to_stone) {
            (2.., _) => 0.7,
            (1, _) => 0.55,
            (0, true) => 0.5,
            (0, false) => 0.4,
        };
        if self.variant == BRIDGE_VARIANT && joined == 0 && self.makes_bridge(i, player + 1) {
            return Some(f32::max(standard, 0.5) + 0.05);
        }
        if self.variant != KNOW_VARIANT {
            return Some(standard);
        }
        // A probed bridge: own stones two directions apart round `i`, the opponent's
        // between them. Taking `i` keeps the two connected.
        let theirs = self.neighbours_of(i, 2 - player);
        let rotated = |set: usize, by: usize| (set >> by | set << (6 - by)) & 0x3f;
        if own & rotated(own, 2) & rotated(theirs, 1) != 0 {
            return Some(0.8);
        }
        let reach = groups[..count as usize]
            .iter()
            .fold(0, |mask, &g| mask | self.touches[g]);
        Some(if reach != 0 {
            standard + 0.05
        } else {
            standard
        })
    }

    fn set_variant(&mut self, variant: u8) {
        self.variant = variant;
    }

    /// Morat's `connect` (20) and `bridge` (25) knowledge: corners and edges of the group
    /// the stone would form, and a probed two-bridge the stone keeps (any probe round the
    /// cell, where Morat looks at the last move's).
    fn knowledge(&mut self, mv: u16, player: u8) -> u8 {
        if mv == self.swap_id() {
            return 0;
        }
        let i = mv as usize;
        let own = self.neighbours_of(i, player + 1);
        let (starts, count) = self.geo.runs[own];
        let reach = starts[..count as usize]
            .iter()
            .fold(self.geo.border[i], |mask, &d| {
                mask | self.touches[self.root[self.neighbour(i, d as usize)] as usize]
            });
        let connections = (reach & 0x3f).count_ones() + (reach >> 8 & 0x3f).count_ones();
        let theirs = self.neighbours_of(i, 2 - player);
        let rotated = |set: usize, by: usize| (set >> by | set << (6 - by)) & 0x3f;
        let probed = own & rotated(own, 2) & rotated(theirs, 1) != 0;
        (20 * connections.min(6) + if probed { 25 } else { 0 }) as u8
    }

    fn near(&self, mv: u16, out: &mut Vec<u16>) {
        if mv == self.swap_id() || mv as usize >= self.cells.len() {
            return;
        }
        for dir in 0..6 {
            let n = self.neighbour(mv as usize, dir);
            if self.cells[n] == EMPTY {
                out.push(n as u16);
            }
        }
    }
}
