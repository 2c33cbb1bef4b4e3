//! A square board of checkered cells with the first cell at the bottom left, as Queens (from
//! (0, 0)) and Knights (from (1, 1)) number them: where each cell is drawn, the cell under a
//! point, the squares and coordinates, and the hint arrows.

use super::impartial::{axis_labels, block};
use super::paint::{self, palette, Clamped, Painter};

/// A cell (x, y): x to the right, y up.
pub(super) type Square = (i64, i64);

/// Where the board was drawn last, so clicks land on what the player saw.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Squares {
    /// The left edge of the board.
    pub left: f64,
    /// The bottom edge of the board.
    pub bottom: f64,
    /// A cell's side.
    pub cell: f64,
    /// Cells along each side.
    size: i64,
    /// The number of the first row and column.
    first: i64,
}

impl Squares {
    /// A board of `size` × `size` cells numbered from `first`, centred in a `width` × `height`
    /// area with room for the coordinates, its cells `least` to `most` pixels wide.
    pub fn new(width: f64, height: f64, size: i64, first: i64, (least, most): (f64, f64)) -> Self {
        let n = size as f64;
        let cell = ((width - 48.0).min(height - 40.0) / n).clamped(least, most);
        Squares {
            left: ((width - cell * n) / 2.0).max(28.0),
            bottom: ((height + cell * n) / 2.0).min(height - 24.0),
            cell,
            size,
            first,
        }
    }

    /// The centre of a cell.
    pub fn centre(&self, (x, y): Square) -> (f64, f64) {
        (
            self.left + self.cell * ((x - self.first) as f64 + 0.5),
            self.bottom - self.cell * ((y - self.first) as f64 + 0.5),
        )
    }

    /// The cell under (x, y), if any.
    pub fn hit(&self, x: f64, y: f64) -> Option<Square> {
        if !x.is_finite() || !y.is_finite() || self.cell <= 0.0 {
            return None;
        }
        let (cx, cy) = (
            ((x - self.left) / self.cell).floor(),
            ((self.bottom - y) / self.cell).floor(),
        );
        let n = self.size as f64;
        (cx >= 0.0 && cy >= 0.0 && cx < n && cy < n)
            .then_some((cx as i64 + self.first, cy as i64 + self.first))
    }

    /// Draws the cells, column by column: each in the colour `marked` gives it, else
    /// checkered; then the coordinates of the first row and column and every `step`-th.
    pub fn draw(
        &self,
        pen: &mut dyn Painter,
        step: i64,
        marked: impl Fn(Square) -> Option<&'static str>,
    ) {
        let cells = self.first..self.first + self.size;
        for x in cells.clone() {
            for y in cells.clone() {
                let (cx, cy) = self.centre((x, y));
                let fill = marked((x, y)).unwrap_or(if (x + y) % 2 == 0 {
                    "#efe6d2"
                } else {
                    "#fbf7ee"
                });
                let corner = (cx - self.cell / 2.0, cy - self.cell / 2.0);
                block(pen, corner, (self.cell, self.cell), fill, None);
            }
        }
        let marks = cells
            .filter(|i| i % step == 0 || *i == self.first)
            .map(|i| {
                (
                    i,
                    self.centre((i, self.first)).0,
                    self.centre((self.first, i)).1,
                )
            });
        axis_labels(pen, self.bottom, self.left, marks);
    }

    /// A winning move's hint: an arrow from `from` to `to`, ringed there with radius `r`.
    pub fn hint(&self, pen: &mut dyn Painter, from: Square, to: Square, r: f64) {
        let (a, b) = (self.centre(from), self.centre(to));
        paint::line(pen, a, b, 2.0, palette::ACCENT);
        paint::ring(pen, b.0, b.1, r, palette::ACCENT);
    }
}
