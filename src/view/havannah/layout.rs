//! Where the cells of a board go on a screen: pure geometry for the playground's view, kept
//! here (free of any browser type) so it is tested natively.
//!
//! Cells are flat-topped hexagons. `(1, 1)` is the bottom corner, `x` grows towards ten
//! o'clock and `y` towards two o'clock, as in the contest's figure. World coordinates put
//! neighbouring centres one unit apart with the board's centre `(S, S)` at the origin, `u`
//! to the right and `v` down (screen orientation); a screen point is
//! `area centre + (world − view centre) × scale`.

use crate::havannah::{Board, Cell};
use crate::view::paint::Clamped;

const HALF_SQRT3: f64 = 0.866_025_403_784_438_6;
/// A flat-topped cell's circumradius when neighbouring centres are one unit apart.
const CELL_RADIUS: f64 = 0.577_350_269_189_625_8;
/// Pixels kept free around the board when it is zoomed to fit.
const FIT_MARGIN: f64 = 14.0;
/// The largest zoom: pixels between neighbouring centres.
pub const MAX_SCALE: f64 = 160.0;

/// The world point of a cell's centre.
pub fn world(side: u32, x: f64, y: f64) -> (f64, f64) {
    ((y - x) * HALF_SQRT3, f64::from(side) - (x + y) / 2.0)
}

/// The cell whose hexagon holds a world point, as unbounded coordinates (it may be off the
/// board): cube rounding, exact up to ties on hexagon borders.
pub fn cell_at_world(side: u32, u: f64, v: f64) -> (i64, i64) {
    let t = f64::from(side) - v;
    let (x, y) = (t - u / (2.0 * HALF_SQRT3), t + u / (2.0 * HALF_SQRT3));
    // Cube coordinates (q, r, s) = (x, −y, y − x) sum to zero; round each and repair the one
    // that moved most.
    let (q, r, s) = (x, -y, y - x);
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    // `as` saturates, so far-off points stay far off without overflowing.
    (rq as i64, -(rr as i64))
}

/// The six corners as the board shows them, in the order of [`Board::corners`]: the board
/// stands on a corner, with corners at the top and bottom.
pub const CORNER_NAMES: [&str; 6] = [
    "bottom",
    "lower left",
    "upper left",
    "top",
    "upper right",
    "lower right",
];

/// The six edges as the board shows them: edge `i` runs from corner `i` to corner `i + 1`, so
/// the left and right edges stand upright and the other four slant.
pub const EDGE_NAMES: [&str; 6] = [
    "lower left",
    "left",
    "upper left",
    "upper right",
    "right",
    "lower right",
];

/// How the board is shown in an area: zoom, the world point at the area's centre, and whether
/// the view still follows the area (zoom to fit) because nobody has zoomed or panned yet.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    board: Board,
    width: f64,
    height: f64,
    /// Pixels between neighbouring centres.
    scale: f64,
    centre: (f64, f64),
    fitted: bool,
}

impl Layout {
    /// A view of `board` that fits it to the area once the area's size is known.
    pub fn new(board: Board) -> Self {
        let mut layout = Layout {
            board,
            width: 640.0,
            height: 480.0,
            scale: 1.0,
            centre: (0.0, 0.0),
            fitted: true,
        };
        layout.fit();
        layout
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// Pixels between neighbouring cell centres.
    pub fn scale(&self) -> f64 {
        self.scale
    }

    pub fn size(&self) -> (f64, f64) {
        (self.width, self.height)
    }

    /// Whether the view follows the area (nobody zoomed or panned since the last fit).
    #[cfg(test)]
    pub fn is_fitted(&self) -> bool {
        self.fitted
    }

    /// Half the board's extent in world units, horizontally and vertically.
    fn half_extent(&self) -> (f64, f64) {
        let r = f64::from(self.board.side() - 1);
        (r * HALF_SQRT3 + CELL_RADIUS, r + 0.5)
    }

    /// The zoom at which the whole board fits the area.
    pub fn fit_scale(&self) -> f64 {
        let (hu, hv) = self.half_extent();
        let w = (self.width - 2.0 * FIT_MARGIN).max(8.0);
        let h = (self.height - 2.0 * FIT_MARGIN).max(8.0);
        (w / (2.0 * hu)).min(h / (2.0 * hv)).min(MAX_SCALE)
    }

    /// The smallest zoom: half the fitting one.
    pub fn min_scale(&self) -> f64 {
        self.fit_scale() * 0.5
    }

    /// Zooms to fit the whole board and follows the area from now on.
    pub fn fit(&mut self) {
        self.scale = self.fit_scale();
        self.centre = (0.0, 0.0);
        self.fitted = true;
    }

    /// The area is now `width` × `height` pixels; a fitted view fits again.
    pub fn resize(&mut self, width: f64, height: f64) {
        if !(width.is_finite() && height.is_finite()) || width < 1.0 || height < 1.0 {
            return;
        }
        self.width = width;
        self.height = height;
        if self.fitted {
            self.fit();
        } else {
            self.scale = self.scale.clamped(self.min_scale(), MAX_SCALE);
            self.clamp_centre();
        }
    }

    /// Keeps the area's centre over the board's bounding box, so the board never gets lost.
    fn clamp_centre(&mut self) {
        let (hu, hv) = self.half_extent();
        self.centre = (
            self.centre.0.clamped(-hu, hu),
            self.centre.1.clamped(-hv, hv),
        );
    }

    /// Zooms by `factor` keeping the point under (x, y) in place; false when nothing changed
    /// (the zoom is at its limit, or the input is not a finite positive number).
    pub fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool {
        if !(factor.is_finite() && factor > 0.0 && x.is_finite() && y.is_finite()) {
            return false;
        }
        let scale = (self.scale * factor).clamped(self.min_scale(), MAX_SCALE);
        if (scale - self.scale).abs() <= self.scale * 1e-9 {
            return false;
        }
        let anchor = self.world_point(x, y);
        self.scale = scale;
        let (dx, dy) = (x - self.width / 2.0, y - self.height / 2.0);
        self.centre = (anchor.0 - dx / scale, anchor.1 - dy / scale);
        self.clamp_centre();
        self.fitted = false;
        true
    }

    /// Moves the board by (dx, dy) pixels; false when nothing moved.
    pub fn pan(&mut self, dx: f64, dy: f64) -> bool {
        if !(dx.is_finite() && dy.is_finite()) {
            return false;
        }
        let before = self.centre;
        self.centre = (
            self.centre.0 - dx / self.scale,
            self.centre.1 - dy / self.scale,
        );
        self.clamp_centre();
        let moved = before != self.centre;
        self.fitted &= !moved;
        moved
    }

    /// The world point under a screen point.
    pub fn world_point(&self, x: f64, y: f64) -> (f64, f64) {
        (
            self.centre.0 + (x - self.width / 2.0) / self.scale,
            self.centre.1 + (y - self.height / 2.0) / self.scale,
        )
    }

    /// The screen point of a world point.
    pub fn screen_point(&self, (u, v): (f64, f64)) -> (f64, f64) {
        (
            self.width / 2.0 + (u - self.centre.0) * self.scale,
            self.height / 2.0 + (v - self.centre.1) * self.scale,
        )
    }

    /// The screen point of a cell's centre.
    pub fn centre_of(&self, cell: Cell) -> (f64, f64) {
        self.screen_point(world(
            self.board.side(),
            f64::from(cell.x),
            f64::from(cell.y),
        ))
    }

    /// The board cell under a screen point; Err with the unbounded coordinates when the point
    /// is off the board.
    pub fn cell_at(&self, x: f64, y: f64) -> Result<Cell, (i64, i64)> {
        if !(x.is_finite() && y.is_finite()) {
            return Err((0, 0));
        }
        let (u, v) = self.world_point(x, y);
        let (cx, cy) = cell_at_world(self.board.side(), u, v);
        if self.board.contains_xy(cx, cy) {
            Ok(Cell::new(cx as u32, cy as u32))
        } else {
            Err((cx, cy))
        }
    }

    /// Whether a screen point lies in the area, `margin` pixels of slack included.
    pub fn on_screen(&self, (x, y): (f64, f64), margin: f64) -> bool {
        x >= -margin && y >= -margin && x <= self.width + margin && y <= self.height + margin
    }

    /// The screen points of the board outline's six vertices, just outside the corner cells,
    /// in the order of [`Board::corners`]: side `i` of the outline runs along edge `i`.
    pub fn outline(&self) -> [(f64, f64); 6] {
        let side = self.board.side();
        let r = f64::from(side - 1);
        let grow = (r + 0.62) / r;
        self.board.corners().map(|c| {
            let (u, v) = world(side, f64::from(c.x), f64::from(c.y));
            self.screen_point((u * grow, v * grow))
        })
    }

    /// The board cells whose hexagons may show in the area, column by column: never more
    /// than the area holds, however large the board.
    pub fn visible_cells(&self) -> impl Iterator<Item = Cell> {
        self.visible_columns().flat_map(Column::cells)
    }

    /// The stretches of board columns that may show in the area, left to right.
    pub fn visible_columns(&self) -> impl Iterator<Item = Column> {
        let side = i64::from(self.board.side());
        let s = f64::from(self.board.side());
        let (u0, v0) = self.world_point(-self.scale, -self.scale);
        let (u1, v1) = self.world_point(self.width + self.scale, self.height + self.scale);
        // A column is d = y − x (u = d · √3 / 2); along it k = x + y (v = S − k / 2).
        let k_lo = (2.0 * (s - v1)).floor().max(0.0) as i64;
        let k_hi = (2.0 * (s - v0)).ceil().min(4.0 * s) as i64;
        let d_lo = (u0 / HALF_SQRT3).floor().max(-s) as i64;
        let d_hi = (u1 / HALF_SQRT3).ceil().min(s) as i64;
        (d_lo.max(1 - side)..=d_hi.min(side - 1)).filter_map(move |d| {
            // On the board, 1 ≤ x, y ≤ 2S − 1 means 2 + |d| ≤ k ≤ 4S − 2 − |d|; k has d's parity.
            let lo = k_lo.max(2 + d.abs());
            let hi = k_hi.min(4 * side - 2 - d.abs());
            let (lo, hi) = (lo + (lo - d).rem_euclid(2), hi - (hi - d).rem_euclid(2));
            (lo <= hi).then_some(Column {
                d,
                k_min: lo,
                k_max: hi,
            })
        })
    }
}

/// Part of a column of cells, which runs straight up the screen: `d = y − x` fixed and
/// `k = x + y` from `k_min` (lowest) to `k_max` in steps of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Column {
    pub d: i64,
    pub k_min: i64,
    pub k_max: i64,
}

impl Column {
    /// The cell at `k` in this column.
    pub fn cell(&self, k: i64) -> Cell {
        Cell::new(((k - self.d) / 2) as u32, ((k + self.d) / 2) as u32)
    }

    /// The cells, from the lowest on the screen up.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (self.k_min..=self.k_max)
            .step_by(2)
            .map(move |k| self.cell(k))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn all_cells(board: Board) -> Vec<Cell> {
        let m = board.max_coord();
        (1..=m)
            .flat_map(|x| (1..=m).map(move |y| Cell::new(x, y)))
            .filter(|&c| board.contains(c))
            .collect()
    }

    #[test]
    fn neighbours_are_one_unit_apart_and_the_bottom_corner_is_lowest() {
        let board = Board::new(5).unwrap();
        for cell in all_cells(board) {
            let a = world(5, f64::from(cell.x), f64::from(cell.y));
            for n in board.neighbours(cell) {
                let b = world(5, f64::from(n.x), f64::from(n.y));
                assert!(((a.0 - b.0).hypot(a.1 - b.1) - 1.0).abs() < 1e-12);
            }
        }
        let layout = Layout::new(board);
        let bottom = layout.centre_of(Cell::new(1, 1));
        let up_left = layout.centre_of(Cell::new(2, 1));
        let up_right = layout.centre_of(Cell::new(1, 2));
        assert!(up_left.0 < bottom.0 && up_left.1 < bottom.1);
        assert!(up_right.0 > bottom.0 && up_right.1 < bottom.1);
        for cell in all_cells(board) {
            assert!(layout.centre_of(cell).1 <= bottom.1 + 1e-9);
        }
    }

    /// Whether the screen direction `(dx, dy)` (y down) is where `name` says: "left" or
    /// "right" when it leans that way, "upper"/"top" or "lower"/"bottom" likewise, and a word
    /// left out means no lean that way.
    fn points_as_named(name: &str, (dx, dy): (f64, f64)) -> bool {
        let len = dx.hypot(dy);
        let (dx, dy) = (dx / len, dy / len);
        let lean = |negative: bool, positive: bool, d: f64| match (negative, positive) {
            (true, false) => d < -0.25,
            (false, true) => d > 0.25,
            _ => d.abs() < 0.25,
        };
        let has = |word: &str| name.split(' ').any(|w| w == word);
        lean(has("left"), has("right"), dx)
            && lean(
                has("upper") || has("top"),
                has("lower") || has("bottom"),
                dy,
            )
    }

    #[test]
    fn corners_and_edges_are_named_where_they_are_drawn() {
        for side in [2, 3, 4, 7, 120, 3000] {
            let board = Board::new(side).unwrap();
            let mut layout = Layout::new(board);
            layout.resize(700.0, 500.0);
            let centre = layout.centre_of(Cell::new(side, side));
            let towards = |(x, y): (f64, f64)| (x - centre.0, y - centre.1);
            for (i, &corner) in board.corners().iter().enumerate() {
                let name = CORNER_NAMES[i];
                assert!(
                    points_as_named(name, towards(layout.centre_of(corner))),
                    "corner {i} of side {side} is drawn away from the {name}"
                );
            }
            let outline = layout.outline();
            for e in 0..6u8 {
                let name = EDGE_NAMES[usize::from(e)];
                // The outline's side that a fork along this edge lights up.
                let (a, b) = (outline[usize::from(e)], outline[(usize::from(e) + 1) % 6]);
                let middle = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
                assert!(
                    points_as_named(name, towards(middle)),
                    "edge {e} of side {side} is drawn away from the {name}"
                );
                // The cells tinted as this edge (none on side 2), taken together.
                let cells: Vec<(f64, f64)> = board
                    .edge_cells(e)
                    .inspect(|&cell| assert_eq!(board.edge(cell), Some(e)))
                    .map(|cell| layout.centre_of(cell))
                    .collect();
                if !cells.is_empty() {
                    let n = cells.len() as f64;
                    let mean = (
                        cells.iter().map(|p| p.0).sum::<f64>() / n,
                        cells.iter().map(|p| p.1).sum::<f64>() / n,
                    );
                    assert!(
                        points_as_named(name, towards(mean)),
                        "the cells of edge {e}, side {side}, are drawn away from the {name}"
                    );
                }
            }
        }
        for names in [CORNER_NAMES, EDGE_NAMES] {
            let distinct: std::collections::HashSet<&str> = names.into_iter().collect();
            assert_eq!(distinct.len(), 6);
        }
    }

    #[test]
    fn a_point_maps_to_the_cell_with_the_nearest_centre() {
        // Hexagons are exactly the points nearer their centre than any other.
        let board = Board::new(4).unwrap();
        let cells = all_cells(board);
        let mut layout = Layout::new(board);
        layout.resize(500.0, 400.0);
        assert!(layout.zoom(130.0, 170.0, 1.7));
        let mut rng = Rng(7);
        for _ in 0..20_000 {
            let (x, y) = (rng.unit() * 500.0, rng.unit() * 400.0);
            let nearest = cells
                .iter()
                .map(|&c| {
                    let (cx, cy) = layout.centre_of(c);
                    ((cx - x).hypot(cy - y), c)
                })
                .min_by(|a, b| a.0.total_cmp(&b.0))
                .unwrap();
            match layout.cell_at(x, y) {
                Ok(cell) => {
                    let (cx, cy) = layout.centre_of(cell);
                    assert!((cx - x).hypot(cy - y) <= nearest.0 + 1e-9, "{x} {y}");
                }
                // Off the board: farther from every cell than half a cell.
                Err(_) => assert!(nearest.0 > layout.scale() * 0.5 - 1e-9, "{x} {y}"),
            }
        }
    }

    #[test]
    fn centres_round_trip_at_every_zoom() {
        let board = Board::new(3000).unwrap();
        let mut layout = Layout::new(board);
        layout.resize(1280.0, 860.0);
        let mut rng = Rng(3);
        for _ in 0..200 {
            layout.zoom(
                rng.unit() * 1280.0,
                rng.unit() * 860.0,
                0.5 + rng.unit() * 3.0,
            );
            let cell = Cell::new(1 + (rng.unit() * 5998.0) as u32, 3000);
            let (x, y) = layout.centre_of(cell);
            assert_eq!(layout.cell_at(x, y), Ok(cell));
        }
        assert_eq!(layout.cell_at(f64::NAN, 3.0), Err((0, 0)));
        assert!(layout.cell_at(-1e300, 1e300).is_err());
    }

    #[test]
    fn visible_cells_are_exactly_those_near_the_area() {
        let board = Board::new(9).unwrap();
        let mut layout = Layout::new(board);
        layout.resize(300.0, 200.0);
        let everything: Vec<Cell> = layout.visible_cells().collect();
        assert_eq!(everything.len() as u64, board.cell_count());
        assert!(layout.zoom(40.0, 150.0, 3.0));
        assert!(layout.pan(25.0, -10.0));
        let shown: std::collections::HashSet<Cell> = layout.visible_cells().collect();
        let margin = layout.scale();
        for cell in all_cells(board) {
            let on = layout.on_screen(layout.centre_of(cell), 0.0);
            let near = layout.on_screen(layout.centre_of(cell), 2.0 * margin);
            assert!(!on || shown.contains(&cell), "{cell} is on screen");
            assert!(near || !shown.contains(&cell), "{cell} is far off screen");
        }
        // A big board zoomed in lists only what the area holds.
        let mut big = Layout::new(Board::new(3000).unwrap());
        big.resize(1280.0, 860.0);
        assert!(big.zoom(640.0, 430.0, 1e6));
        assert!(big.visible_cells().count() < 1000);
    }

    #[test]
    fn zoom_keeps_the_pointer_still_and_stays_in_bounds() {
        let mut layout = Layout::new(Board::new(50).unwrap());
        layout.resize(800.0, 600.0);
        assert!(layout.is_fitted());
        let before = layout.world_point(300.0, 200.0);
        assert!(layout.zoom(300.0, 200.0, 2.0));
        let after = layout.world_point(300.0, 200.0);
        assert!((before.0 - after.0).abs() < 1e-9 && (before.1 - after.1).abs() < 1e-9);
        assert!(!layout.is_fitted());
        assert!(!layout.zoom(1.0, 1.0, f64::NAN));
        assert!(!layout.zoom(1.0, 1.0, 0.0));
        assert!(!layout.pan(f64::INFINITY, 0.0));
        layout.zoom(0.0, 0.0, 1e12);
        assert_eq!(layout.scale(), MAX_SCALE);
        assert!(!layout.zoom(0.0, 0.0, 2.0));
        layout.zoom(0.0, 0.0, 1e-12);
        assert_eq!(layout.scale(), layout.min_scale());
        layout.pan(1e9, -1e9);
        let (cu, cv) = layout.world_point(400.0, 300.0);
        assert!(cu.abs() <= 50.0 && cv.abs() <= 50.0);
        // Resizing a zoomed view keeps its zoom; fitting follows the area again.
        layout.zoom(400.0, 300.0, 4.0);
        let scale = layout.scale();
        layout.resize(900.0, 600.0);
        assert_eq!(layout.scale(), scale);
        layout.fit();
        layout.resize(400.0, 300.0);
        assert_eq!(layout.scale(), layout.fit_scale());
    }
}
