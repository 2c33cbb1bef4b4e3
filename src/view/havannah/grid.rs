//! The board's cells drawn with few canvas calls. Canvas paths slow down badly with many
//! subpaths, so nothing here adds one subpath per cell: the board is one polygon per column,
//! and the honeycomb's edges are three families of dashed straight lines.

use super::layout::{Column, Layout};
use crate::havannah::{Cell, Ring};
use crate::trig;
use crate::view::paint::{palette, Painter};

/// The six corners of a flat-topped hexagon of circumradius `r`, relative to its centre.
pub(super) fn hexagon(r: f64) -> [(f64, f64); 6] {
    std::array::from_fn(|i| {
        let a = std::f64::consts::FRAC_PI_3 * i as f64;
        (r * trig::cos(a), r * trig::sin(a))
    })
}

pub(super) fn hex_path(pen: &mut dyn Painter, (x, y): (f64, f64), corners: &[(f64, f64); 6]) {
    pen.move_to(x + corners[0].0, y + corners[0].1);
    for &(dx, dy) in &corners[1..] {
        pen.line_to(x + dx, y + dy);
    }
    pen.close_path();
}

pub(super) fn fill_hexes(
    pen: &mut dyn Painter,
    points: &[(f64, f64)],
    corners: &[(f64, f64); 6],
    fill: &str,
) {
    if points.is_empty() {
        return;
    }
    pen.begin_path();
    for &p in points {
        hex_path(pen, p, corners);
    }
    pen.set_fill(fill);
    pen.fill();
}

/// Adds cells `k_from..=k_to` of a column as one subpath: down the left zigzag, along the
/// bottom, up the right zigzag, with each inner top edge traced there and back. Filling it
/// covers exactly those cells and stroking it draws every edge. Canvas paths slow down badly
/// with many subpaths, so the grid costs one subpath per column, not one per cell.
pub(super) fn column_path(
    pen: &mut dyn Painter,
    layout: &Layout,
    column: &Column,
    (k_from, k_to): (i64, i64),
) {
    let (r, h) = (layout.scale() / 3f64.sqrt(), layout.scale() / 2.0);
    let centre = |k: i64| layout.centre_of(column.cell(k));
    let (x, y) = centre(k_to);
    pen.move_to(x - r / 2.0, y - h);
    let mut k = k_to;
    loop {
        let (x, y) = centre(k);
        pen.line_to(x - r, y);
        pen.line_to(x - r / 2.0, y + h);
        if k <= k_from {
            pen.line_to(x + r / 2.0, y + h);
            break;
        }
        pen.line_to(x + r / 2.0, y + h);
        pen.line_to(x - r / 2.0, y + h);
        k -= 2;
    }
    loop {
        let (x, y) = centre(k);
        pen.line_to(x + r, y);
        pen.line_to(x + r / 2.0, y - h);
        if k >= k_to {
            break;
        }
        k += 2;
    }
    pen.close_path();
}

/// The board's visible part, to fill and clip to: one polygon per column. Neighbouring
/// columns interlock exactly along straight lines through their cells' side corners, so only
/// the two outermost columns need their zigzag (it is the board's border there).
pub(super) fn board_region(pen: &mut dyn Painter, layout: &Layout) {
    let (r, h) = (layout.scale() / 3f64.sqrt(), layout.scale() / 2.0);
    let outermost = i64::from(layout.board().side()) - 1;
    pen.begin_path();
    for column in layout.visible_columns() {
        if column.d.abs() == outermost {
            column_path(pen, layout, &column, (column.k_min, column.k_max));
            continue;
        }
        let (tx, ty) = layout.centre_of(column.cell(column.k_max));
        let (bx, by) = layout.centre_of(column.cell(column.k_min));
        // Turning the same way as `column_path`, so overlaps add up under the nonzero rule.
        pen.move_to(tx - r, ty);
        pen.line_to(bx - r, by);
        pen.line_to(bx - r / 2.0, by + h);
        pen.line_to(bx + r / 2.0, by + h);
        pen.line_to(bx + r, by);
        pen.line_to(tx + r, ty);
        pen.line_to(tx + r / 2.0, ty - h);
        pen.line_to(tx - r / 2.0, ty - h);
        pen.close_path();
    }
}

/// The honeycomb's edges as three families of parallel dashed lines (dash one side long, gap
/// two), a few hundred lines whatever the number of cells; the caller clips them to the board.
pub(super) fn grid_lines(pen: &mut dyn Painter, layout: &Layout) {
    let scale = layout.scale();
    let (r, h) = (scale / 3f64.sqrt(), scale / 2.0);
    let side = layout.board().side();
    let o = layout.centre_of(Cell::new(side, side));
    let (width, height) = layout.size();
    let area = [(0.0, 0.0), (width, 0.0), (0.0, height), (width, height)];
    let period = 3.0 * r;
    pen.begin_path();
    for turn in 0..3 {
        // The horizontal family turned about a cell centre by 0, 60 and 120 degrees.
        let angle = std::f64::consts::FRAC_PI_3 * f64::from(turn);
        let (u, n) = (
            (trig::cos(angle), trig::sin(angle)),
            (-trig::sin(angle), trig::cos(angle)),
        );
        let project = |v: (f64, f64)| {
            let along = area.map(|p| (p.0 - o.0) * v.0 + (p.1 - o.1) * v.1);
            (
                along.iter().copied().fold(f64::INFINITY, f64::min),
                along.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            )
        };
        let ((s_min, s_max), (t_min, t_max)) = (project(n), project(u));
        // Lines lie at every multiple j of h from the centre cell's; on odd ones the dashes are
        // centred on the columns at even multiples of 1.5 r from it, on even ones on the others.
        let first = (s_min / h).floor() as i64 - 1;
        let last = (s_max / h).ceil() as i64 + 1;
        let t1 = t_max + r;
        for line in first..=last {
            let phase = if line % 2 == 0 { 1.5 * r } else { 0.0 };
            let t0 = phase - r / 2.0 + period * ((t_min - phase + r / 2.0) / period).floor();
            let offset = h * line as f64;
            let base = (o.0 + n.0 * offset, o.1 + n.1 * offset);
            pen.move_to(base.0 + u.0 * t0, base.1 + u.1 * t0);
            pen.line_to(base.0 + u.0 * t1, base.1 + u.1 * t1);
        }
    }
    pen.set_line_dash(&[r, 2.0 * r]);
    pen.set_stroke(palette::BOARD_EDGE);
    pen.set_line_width(1.0);
    pen.stroke();
    pen.set_line_dash(&[]);
}

/// The polygon through a ring's stones. Filled, it covers every enclosed cell (and the inner
/// half of the ring's own cells, under their stones) for the cost of the ring's length,
/// however many cells it encloses.
pub(super) fn ring_path(pen: &mut dyn Painter, layout: &Layout, ring: &Ring) {
    pen.begin_path();
    for (i, &cell) in ring.cycle.iter().enumerate() {
        let (x, y) = layout.centre_of(cell);
        if i == 0 {
            pen.move_to(x, y);
        } else {
            pen.line_to(x, y);
        }
    }
    pen.close_path();
}
