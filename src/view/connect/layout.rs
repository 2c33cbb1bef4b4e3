//! Where the pegboard sits on the canvas: the fit, the zoom and the pan, and the mapping between
//! CSS pixels and points. Points are drawn like a math plot: (0, 0) bottom left, x to the
//! right, y upwards.

use crate::connect::Point;
use crate::view::paint::Clamped;

/// Room around the board for the coordinate labels and the home-edge bands, in CSS pixels.
const PAD: f64 = 30.0;
/// Zooming stops once holes are this far apart.
const MAX_SPACING: f64 = 80.0;
/// Small boards fit with at most this spacing, so pegs keep a board-like size.
const MAX_FIT: f64 = 56.0;
/// A click or hover counts for the nearest hole when it is within this share of the spacing.
const HIT_SHARE: f64 = 0.45;

/// The zoom and pan a player chose; kept across redraws and moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ZoomView {
    /// 1 fits the whole board in the canvas.
    pub zoom: f64,
    /// The board centre's offset from the canvas centre, in CSS pixels.
    pub pan: (f64, f64),
}

impl Default for ZoomView {
    fn default() -> Self {
        ZoomView {
            zoom: 1.0,
            pan: (0.0, 0.0),
        }
    }
}

/// How the board was last drawn: enough to turn pixels into points and back.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Layout {
    pub n: i32,
    pub width: f64,
    pub height: f64,
    /// Pixels between neighbouring holes.
    pub spacing: f64,
    /// Where the board's centre point (N/2, N/2) is drawn.
    pub centre: (f64, f64),
}

/// Where a pixel falls, for clicks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    /// On (near enough to) this hole.
    Hole(Point),
    /// Between holes: the nearest is this one, but too far to be meant.
    Between(Point),
    /// Outside the board, or nothing drawn yet.
    Outside,
}

impl Layout {
    /// The layout for an `n` board in a `width` × `height` canvas under `view`.
    pub fn new(n: i32, width: f64, height: f64, view: ZoomView) -> Self {
        let fit = fit_spacing(n, width, height);
        Layout {
            n,
            width,
            height,
            spacing: fit * view.zoom,
            centre: (width / 2.0 + view.pan.0, height / 2.0 + view.pan.1),
        }
    }

    /// The pixel of point `(x, y)` (fractional points allowed, for bands and labels).
    pub fn pixel(&self, x: f64, y: f64) -> (f64, f64) {
        let half = f64::from(self.n) / 2.0;
        (
            self.centre.0 + (x - half) * self.spacing,
            self.centre.1 - (y - half) * self.spacing,
        )
    }

    /// The pixel of a hole.
    pub fn at(&self, p: Point) -> (f64, f64) {
        self.pixel(f64::from(p.x), f64::from(p.y))
    }

    /// The point (fractional) under a pixel.
    fn point(&self, px: f64, py: f64) -> (f64, f64) {
        let half = f64::from(self.n) / 2.0;
        (
            (px - self.centre.0) / self.spacing + half,
            (self.centre.1 - py) / self.spacing + half,
        )
    }

    /// The hole under a pixel. Safe for any input: NaN, infinities and huge values are Outside.
    pub fn hit(&self, px: f64, py: f64) -> Hit {
        if !(px.is_finite() && py.is_finite() && self.spacing > 0.0) {
            return Hit::Outside;
        }
        let (fx, fy) = self.point(px, py);
        let (rx, ry) = (fx.round(), fy.round());
        let n = f64::from(self.n);
        if !(0.0..=n).contains(&rx) || !(0.0..=n).contains(&ry) {
            return Hit::Outside;
        }
        let p = Point::new(rx as i32, ry as i32);
        if (fx - rx).hypot(fy - ry) <= HIT_SHARE {
            Hit::Hole(p)
        } else {
            Hit::Between(p)
        }
    }

    /// The visible range of points, one beyond each side, for skipping what is off screen.
    pub fn visible(&self) -> (i32, i32, i32, i32) {
        if self.spacing <= 0.0 {
            return (0, -1, 0, -1);
        }
        let (x0, y1) = self.point(0.0, 0.0);
        let (x1, y0) = self.point(self.width, self.height);
        let clamp = |v: f64| v.clamped(0.0, f64::from(self.n)) as i32;
        (
            clamp(x0.floor() - 1.0),
            clamp(x1.ceil() + 1.0),
            clamp(y0.floor() - 1.0),
            clamp(y1.ceil() + 1.0),
        )
    }
}

/// The spacing that fits the whole board, with its padding, in the canvas.
fn fit_spacing(n: i32, width: f64, height: f64) -> f64 {
    let room = (width.min(height) - 2.0 * PAD).max(1.0);
    (room / f64::from(n.max(1))).min(MAX_FIT)
}

impl ZoomView {
    /// Zooms by `factor` around the pixel (x, y), keeping the point under it in place; true
    /// when anything changed.
    pub fn zoom(&mut self, layout: &Layout, x: f64, y: f64, factor: f64) -> bool {
        if !(x.is_finite() && y.is_finite() && factor.is_finite() && factor > 0.0) {
            return false;
        }
        if layout.spacing <= 0.0 {
            return false;
        }
        let fit = fit_spacing(layout.n, layout.width, layout.height);
        let most = (MAX_SPACING / fit).max(1.0);
        let zoom = (self.zoom * factor).clamped(1.0, most);
        if zoom == self.zoom {
            return false;
        }
        let k = zoom / self.zoom;
        let centre = (x - (x - layout.centre.0) * k, y - (y - layout.centre.1) * k);
        self.zoom = zoom;
        self.pan = (
            centre.0 - layout.width / 2.0,
            centre.1 - layout.height / 2.0,
        );
        self.clamp(layout);
        true
    }

    /// Moves the board by (dx, dy) pixels; true when it moved.
    pub fn pan(&mut self, layout: &Layout, dx: f64, dy: f64) -> bool {
        if !(dx.is_finite() && dy.is_finite()) || layout.spacing <= 0.0 {
            return false;
        }
        let before = self.pan;
        self.pan = (self.pan.0 + dx, self.pan.1 + dy);
        self.clamp(layout);
        self.pan != before
    }

    /// Keeps the board on the canvas: it may only move as far as it overhangs.
    fn clamp(&mut self, layout: &Layout) {
        let size =
            fit_spacing(layout.n, layout.width, layout.height) * self.zoom * f64::from(layout.n)
                + 2.0 * PAD;
        let limit_x = ((size - layout.width) / 2.0).max(0.0);
        let limit_y = ((size - layout.height) / 2.0).max(0.0);
        self.pan = (
            self.pan.0.clamped(-limit_x, limit_x),
            self.pan.1.clamped(-limit_y, limit_y),
        );
    }
}
