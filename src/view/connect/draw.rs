//! Drawing the pegboard: home-edge bands, holes, closed corners, coordinates, links, pegs, the
//! winning path's glow, the last move's mark and the hover preview. Only what is on screen is
//! drawn, so a zoomed-in 200 board stays quick.

use super::layout::Layout;
use crate::connect::{Connect, Link, Point, Preview};
use crate::game::Player;
use crate::view::paint::{self, palette, Align, Clamped, LineCap, LineJoin, Painter};

const HOLE: &str = "#b8a684";
const WHITE_OUTLINE: &str = "#4a463f";
const BLOCKED: &str = "#a83226";
const BLOCKER_GLOW: &str = "rgba(168, 50, 38, 0.35)";
const GLOW: &str = "rgba(224, 165, 38, 0.6)";
/// Light tints of the home-edge colours, for the bands under the edge holes.
const FIRST_BAND: &str = "#efcdc4";
const SECOND_BAND: &str = "#cbdcf0";

/// Sizes that follow the hole spacing, within bounds that keep small boards legible.
struct Sizes {
    hole: f64,
    peg: f64,
    link: f64,
    label: f64,
}

impl Sizes {
    fn new(s: f64) -> Self {
        Sizes {
            hole: (s * 0.08).clamped(0.8, 3.5),
            peg: (s * 0.27).clamped(1.8, 15.0),
            link: (s * 0.12).clamped(1.0, 6.0),
            label: (s * 0.42).clamped(9.0, 13.0),
        }
    }
}

/// Everything, back to front.
pub fn scene(
    pen: &mut dyn Painter,
    layout: &Layout,
    game: &Connect,
    last: Option<Point>,
    preview: Option<&Preview>,
) {
    let (w, h) = (layout.width, layout.height);
    paint::clear(pen, w, h);
    if layout.spacing <= 0.0 {
        return;
    }
    let sizes = Sizes::new(layout.spacing);
    pen.set_line_cap(LineCap::Round);
    home_edges(pen, layout);
    holes(pen, layout, &sizes);
    corners(pen, layout, &sizes);
    labels(pen, layout, &sizes);
    let path = game.winning_path();
    glow_path(pen, layout, &sizes, &path);
    if let Some(preview) = preview {
        for blocked in &preview.blocked {
            for by in &blocked.by {
                stroke_links(pen, layout, &[*by], sizes.link * 2.8, BLOCKER_GLOW);
            }
        }
    }
    links(pen, layout, &sizes, game);
    pegs(pen, layout, &sizes, game, &path);
    if let Some(p) = last {
        let (x, y) = layout.at(p);
        paint::disc(
            pen,
            x,
            y,
            (sizes.peg * 0.34).max(1.5),
            palette::ACCENT,
            None,
        );
    }
    if let Some(preview) = preview {
        hover_preview(pen, layout, &sizes, preview);
    }
}

/// Black's edges x = 0 and x = N (left, right) in red; White's y = 0 and y = N (bottom, top)
/// in blue: a tinted band over the edge's holes and a line between it and the inside.
fn home_edges(pen: &mut dyn Painter, layout: &Layout) {
    let n = f64::from(layout.n);
    let band = 0.32;
    let rect = |pen: &mut dyn Painter, x0: f64, y0: f64, x1: f64, y1: f64| {
        let (ax, ay) = layout.pixel(x0, y1);
        let (bx, by) = layout.pixel(x1, y0);
        pen.fill_rect(ax, ay, bx - ax, by - ay);
    };
    pen.set_fill(FIRST_BAND);
    for x in [0.0, n] {
        rect(pen, x - band, 1.0 - band, x + band, n - 1.0 + band);
    }
    pen.set_fill(SECOND_BAND);
    for y in [0.0, n] {
        rect(pen, 1.0 - band, y - band, n - 1.0 + band, y + band);
    }
    let width = (layout.spacing * 0.06).clamped(1.2, 3.0);
    let (lo, hi) = (0.5, n - 0.5);
    let edge = |pen: &mut dyn Painter, (x0, y0), (x1, y1), colour| {
        paint::line(
            pen,
            layout.pixel(x0, y0),
            layout.pixel(x1, y1),
            width,
            colour,
        );
    };
    for x in [lo, hi] {
        edge(pen, (x, lo), (x, hi), palette::FIRST_EDGE);
    }
    for y in [lo, hi] {
        edge(pen, (lo, y), (hi, y), palette::SECOND_EDGE);
    }
}

/// One path of small discs for every visible hole (corners get a cross instead).
fn holes(pen: &mut dyn Painter, layout: &Layout, sizes: &Sizes) {
    let (x0, x1, y0, y1) = layout.visible();
    let n = layout.n;
    pen.begin_path();
    for y in y0..=y1 {
        for x in x0..=x1 {
            if (x == 0 || x == n) && (y == 0 || y == n) {
                continue;
            }
            let (px, py) = layout.at(Point::new(x, y));
            pen.move_to(px + sizes.hole, py);
            pen.arc(px, py, sizes.hole, 0.0, std::f64::consts::TAU);
        }
    }
    pen.set_fill(HOLE);
    pen.fill();
}

/// The corners lie on both colours' edges, so nobody may use them: a cross marks them closed.
fn corners(pen: &mut dyn Painter, layout: &Layout, sizes: &Sizes) {
    let n = layout.n;
    let arm = (sizes.hole * 1.6).max(2.5);
    for (x, y) in [(0, 0), (0, n), (n, 0), (n, n)] {
        let (px, py) = layout.at(Point::new(x, y));
        let width = (arm * 0.45).max(1.0);
        paint::line(
            pen,
            (px - arm, py - arm),
            (px + arm, py + arm),
            width,
            palette::MUTED,
        );
        paint::line(
            pen,
            (px - arm, py + arm),
            (px + arm, py - arm),
            width,
            palette::MUTED,
        );
    }
}

/// Coordinates below and left of the board, kept on the canvas when zoomed in, every
/// 1, 2, 5, 10, … points so they never crowd.
fn labels(pen: &mut dyn Painter, layout: &Layout, sizes: &Sizes) {
    let s = layout.spacing;
    let every = [1, 2, 5, 10, 20, 25, 50, 100]
        .into_iter()
        .find(|&k| s * f64::from(k) >= sizes.label * 2.2)
        .unwrap_or(100);
    let offset = sizes.peg + sizes.label * 0.8 + 3.0;
    let (x0, x1, y0, y1) = layout.visible();
    let (_, bottom) = layout.pixel(0.0, 0.0);
    let (left, _) = layout.pixel(0.0, 0.0);
    let row = (bottom + offset).min(layout.height - sizes.label * 0.7);
    let column = (left - offset).max(sizes.label * 1.2);
    for x in (x0..=x1).filter(|x| x % every == 0) {
        let (px, _) = layout.at(Point::new(x, 0));
        label(pen, &x.to_string(), px, row, sizes.label);
    }
    for y in (y0..=y1).filter(|y| y % every == 0) {
        let (_, py) = layout.at(Point::new(0, y));
        label(pen, &y.to_string(), column, py, sizes.label);
    }
}

/// Text with a halo of board colour, readable over holes when the labels float on the board.
fn label(pen: &mut dyn Painter, text: &str, x: f64, y: f64, size: f64) {
    pen.set_font_size(size);
    pen.set_text_align(Align::Center);
    pen.set_line_width(3.0);
    pen.set_stroke(palette::BOARD);
    pen.stroke_text(text, x, y);
    pen.set_fill(palette::MUTED);
    pen.fill_text(text, x, y);
}

/// The winner's chain of pegs, from one home edge to the other, under a wide glow.
fn glow_path(pen: &mut dyn Painter, layout: &Layout, sizes: &Sizes, path: &[Point]) {
    if path.is_empty() {
        return;
    }
    pen.begin_path();
    for (i, &p) in path.iter().enumerate() {
        let (x, y) = layout.at(p);
        if i == 0 {
            pen.move_to(x, y);
        } else {
            pen.line_to(x, y);
        }
    }
    pen.set_line_join(LineJoin::Round);
    pen.set_line_width(sizes.link * 3.4 + 4.0);
    pen.set_stroke(GLOW);
    pen.stroke();
    for &p in path {
        let (x, y) = layout.at(p);
        paint::disc(pen, x, y, sizes.peg * 1.5 + 2.0, GLOW, None);
    }
}

/// True when some of the link may be on screen.
fn on_screen(layout: &Layout, link: &Link) -> bool {
    let (x0, x1, y0, y1) = layout.visible();
    link.ends()
        .iter()
        .any(|p| (x0 - 2..=x1 + 2).contains(&p.x) && (y0 - 2..=y1 + 2).contains(&p.y))
}

fn stroke_links(pen: &mut dyn Painter, layout: &Layout, links: &[Link], width: f64, color: &str) {
    pen.begin_path();
    for link in links.iter().filter(|l| on_screen(layout, l)) {
        let (ax, ay) = layout.at(link.from);
        let (bx, by) = layout.at(link.to);
        pen.move_to(ax, ay);
        pen.line_to(bx, by);
    }
    pen.set_line_width(width);
    pen.set_stroke(color);
    pen.stroke();
}

/// Black's links solid dark; White's light with a dark outline so they show on the board.
fn links(pen: &mut dyn Painter, layout: &Layout, sizes: &Sizes, game: &Connect) {
    let of = |owner: Player| -> Vec<Link> {
        game.links()
            .filter(|&(_, o)| o == owner)
            .map(|(l, _)| l)
            .collect()
    };
    let (black, white) = (of(Player::First), of(Player::Second));
    stroke_links(pen, layout, &black, sizes.link, palette::FIRST);
    stroke_links(pen, layout, &white, sizes.link + 2.0, WHITE_OUTLINE);
    stroke_links(pen, layout, &white, sizes.link, palette::SECOND);
}

fn peg(pen: &mut dyn Painter, x: f64, y: f64, r: f64, owner: Player) {
    match owner {
        Player::First => paint::stone(pen, x, y, r, palette::FIRST, "#4b5058"),
        Player::Second => {
            paint::disc(pen, x, y, r, palette::SECOND, Some(WHITE_OUTLINE));
        }
    }
}

fn pegs(pen: &mut dyn Painter, layout: &Layout, sizes: &Sizes, game: &Connect, path: &[Point]) {
    let (x0, x1, y0, y1) = layout.visible();
    for p in game.pegs() {
        let q = p.point;
        if !((x0..=x1).contains(&q.x) && (y0..=y1).contains(&q.y)) {
            continue;
        }
        let (x, y) = layout.at(q);
        peg(pen, x, y, sizes.peg, p.owner);
        if path.contains(&q) {
            paint::ring(pen, x, y, sizes.peg + 1.0, palette::ACCENT);
        }
    }
}

fn dash(pen: &mut dyn Painter, on: f64, off: f64) {
    pen.set_line_dash(&[on, off]);
}

fn no_dash(pen: &mut dyn Painter) {
    pen.set_line_dash(&[]);
}

/// A ghost peg where the pointer is, the links it would make dashed, and the links it would
/// be refused dotted red with a cross, their blockers glowing underneath (drawn earlier).
fn hover_preview(pen: &mut dyn Painter, layout: &Layout, sizes: &Sizes, p: &Preview) {
    let w = sizes.link;
    pen.set_line_cap(LineCap::Butt);
    dash(pen, w * 1.6, w * 1.1);
    if p.player == Player::Second {
        stroke_links(pen, layout, &p.added, w + 2.0, WHITE_OUTLINE);
        stroke_links(pen, layout, &p.added, w, palette::SECOND);
    } else {
        stroke_links(pen, layout, &p.added, w, palette::FIRST);
    }
    let blocked: Vec<Link> = p.blocked.iter().map(|b| b.link).collect();
    dash(pen, 2.0, 3.0);
    stroke_links(pen, layout, &blocked, (w * 0.6).max(1.0), BLOCKED);
    no_dash(pen);
    pen.set_line_cap(LineCap::Round);
    for link in &blocked {
        let (ax, ay) = layout.at(link.from);
        let (bx, by) = layout.at(link.to);
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        let arm = (layout.spacing * 0.14).clamped(2.0, 6.0);
        paint::line(
            pen,
            (mx - arm, my - arm),
            (mx + arm, my + arm),
            2.0,
            BLOCKED,
        );
        paint::line(
            pen,
            (mx - arm, my + arm),
            (mx + arm, my - arm),
            2.0,
            BLOCKED,
        );
    }
    let (x, y) = layout.at(p.point);
    // Cover the hole so the ghost reads as a peg, not a ring around a dot.
    paint::disc(pen, x, y, sizes.peg, palette::BOARD, None);
    pen.set_alpha(0.55);
    peg(pen, x, y, sizes.peg, p.player);
    pen.set_alpha(1.0);
    if p.wins {
        paint::ring(pen, x, y, sizes.peg * 1.5 + 2.0, palette::ACCENT);
    }
}
