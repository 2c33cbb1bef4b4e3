//! Heaps drawn as columns of stones on a base line: the layout the Nim board and the heap board
//! share. It says where each stone goes and which stone (or, where heaps split, which gap
//! between two stones) a point of the picture is on.

use super::paint::{self, palette, Align, Clamped, Painter};

/// What a point of the picture is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Spot {
    /// Stone `index` (from the bottom) of `heap`.
    Stone { heap: usize, index: usize },
    /// The gap above the first `below` stones of `heap`.
    Gap { heap: usize, below: usize },
}

/// Where the columns were drawn last, so clicks land on what the player saw.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Columns {
    /// The left edge of the first column.
    pub left: f64,
    /// A column's width.
    pub column: f64,
    /// The base line the stones stand on.
    pub base: f64,
    /// A stone's radius.
    pub radius: f64,
    /// From one stone's centre to the next one up.
    step: f64,
}

/// The height the stones are sized for: the largest of `heaps`, and at least 4, so that stones
/// keep their size as heaps shrink.
pub(super) fn tallest(heaps: impl IntoIterator<Item = usize>) -> usize {
    heaps.into_iter().max().unwrap_or(0).max(4)
}

impl Columns {
    /// `heaps` columns across a `width` × `height` area, stones sized so that a heap of
    /// `tallest` fits.
    pub fn new(width: f64, height: f64, heaps: usize, tallest: usize) -> Self {
        let left = 16.0;
        let column = (width - 2.0 * left) / heaps.max(1) as f64;
        let base = height - 48.0;
        let radius = (column * 0.34)
            .min((base - 16.0) / (tallest as f64 * 2.1))
            .clamped(2.0, 30.0);
        Columns {
            left,
            column,
            base,
            radius,
            step: radius * 2.1,
        }
    }

    /// The centre of stone `index` (from the bottom) of `heap`.
    pub fn stone(&self, heap: usize, index: usize) -> (f64, f64) {
        (
            self.left + self.column * (heap as f64 + 0.5),
            self.base - self.radius - self.step * index as f64,
        )
    }

    /// The point between stone `below - 1` and stone `below`.
    pub fn gap(&self, heap: usize, below: usize) -> (f64, f64) {
        let (x, _) = self.stone(heap, 0);
        (x, self.base - self.step * below as f64)
    }

    /// The stone under (x, y) in heaps of these sizes or, when heaps `split`, the gap between
    /// two stones it is near.
    pub fn hit(&self, heaps: &[usize], splits: bool, x: f64, y: f64) -> Option<Spot> {
        if self.column <= 0.0 || !x.is_finite() || !y.is_finite() || x < self.left {
            return None;
        }
        let heap = ((x - self.left) / self.column) as usize;
        let size = *heaps.get(heap)?;
        let (cx, _) = self.stone(heap, 0);
        if (x - cx).abs() > self.radius * 1.3 || y > self.base {
            return None;
        }
        let along = (self.base - y) / self.step;
        let nearest = along.round();
        if splits && (along - nearest).abs() < 0.2 && nearest >= 1.0 && (nearest as usize) < size {
            return Some(Spot::Gap {
                heap,
                below: nearest as usize,
            });
        }
        let index = along as usize;
        (index < size).then_some(Spot::Stone { heap, index })
    }

    /// Clears a `width` × `height` area and draws the base line.
    pub fn ground(&self, pen: &mut dyn Painter, width: f64, height: f64) {
        paint::clear(pen, width, height);
        paint::line(
            pen,
            (self.left, self.base + 2.0),
            (width - self.left, self.base + 2.0),
            2.0,
            palette::BOARD_EDGE,
        );
    }

    /// Under `heap`'s column: its `size`, and `below` that in smaller type (at least `least`
    /// pixels).
    pub fn labels(&self, pen: &mut dyn Painter, heap: usize, size: usize, below: &str, least: f64) {
        let (x, _) = self.stone(heap, 0);
        let label = (self.column * 0.22).clamped(least, 15.0);
        let (top, under) = (self.base + 16.0, self.base + 34.0);
        paint::text(
            pen,
            &size.to_string(),
            x,
            top,
            label + 2.0,
            palette::INK,
            Align::Center,
        );
        paint::text(pen, below, x, under, label, palette::MUTED, Align::Center);
    }
}
