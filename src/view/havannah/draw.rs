//! Drawing a Havannah position. Only what the area shows is drawn: the visible cells when they
//! are big enough to see, otherwise the board's outline with the stones as a density view of
//! small squares, so a board of side 3000 with thousands of stones stays smooth.

use super::grid::{board_region, fill_hexes, grid_lines, hex_path, hexagon, ring_path};
use super::layout::Layout;
use super::stone_colours;
use crate::game::Player;
use crate::havannah::{Cell, Group, Havannah, Ring};
use crate::view::paint::{self, palette, Align, Clamped, Painter};

/// From this many pixels between centres, cells are drawn one by one.
const CELL_MODE: f64 = 10.0;
/// From this many, stones are shaded one by one; below, each player's are one flat path.
const SHADED_STONES: f64 = 24.0;
/// The smallest font (pixels) coordinates are written in.
const MIN_LABEL: f64 = 8.0;

const BOARD_FILL: &str = "#fcf7ec";
const EDGE_FILL: &str = "#efe0bf";
const CORNER_FILL: &str = "#e0c384";
const INSIDE_FILL: &str = "#f6d98f";
const RING_LINE: &str = "rgba(224, 165, 38, 0.85)";
const LAST_MOVE: &str = "#c0392b";
const DENSITY_SECOND: &str = "#8a8273";

/// Everything a frame shows.
pub(super) struct Scene<'a> {
    pub game: &'a Havannah,
    pub layout: &'a Layout,
    pub hovered: Option<Cell>,
    pub coordinates: bool,
    pub group: Option<&'a Group>,
    pub ring: Option<&'a Ring>,
    pub clickable: bool,
}

pub(super) fn scene(pen: &mut dyn Painter, s: &Scene<'_>) {
    let (width, height) = s.layout.size();
    paint::clear(pen, width, height);
    let cell_mode = s.layout.scale() >= CELL_MODE;
    if cell_mode {
        cells(pen, s);
    } else {
        density(pen, s);
    }
    fork_edges(pen, s);
    if let Some(ring) = s.ring {
        ring_line(pen, s.layout, ring);
    }
    if let Some(last) = s.game.last_stone() {
        let p = s.layout.centre_of(last.cell);
        if cell_mode {
            paint::disc(pen, p.0, p.1, s.layout.scale() * 0.1, LAST_MOVE, None);
        } else {
            paint::ring(pen, p.0, p.1, 7.0, LAST_MOVE);
        }
    }
    hover(pen, s, cell_mode);
    if s.coordinates && cell_mode && label_size(s.layout) >= MIN_LABEL {
        labels(pen, s);
    } else if s.coordinates {
        banner(pen, s.layout, "Zoom in to read the coordinates", 0);
    }
    if !s.clickable {
        banner(
            pen,
            s.layout,
            "Zoom in (wheel, pinch or +) to place stones; drag to pan",
            if s.coordinates { 1 } else { 0 },
        );
    }
}

/// Cells one by one: the grid, corners and edges tinted, a ring's inside shaded, the stones.
fn cells(pen: &mut dyn Painter, s: &Scene<'_>) {
    let layout = s.layout;
    let board = layout.board();
    let scale = layout.scale();
    let outer = hexagon(scale / 3f64.sqrt());
    let inner = hexagon(scale / 3f64.sqrt() - 0.75);
    board_region(pen, layout);
    pen.set_fill(BOARD_FILL);
    pen.fill();
    pen.save();
    pen.clip();
    if let Some(ring) = s.ring {
        ring_path(pen, layout, ring);
        pen.set_fill(INSIDE_FILL);
        pen.fill();
    }
    // Border cells lie at the ends of columns and along the outermost two.
    let (mut edges, mut corners) = (Vec::new(), Vec::new());
    for column in layout.visible_columns() {
        let ends = [column.cell(column.k_min), column.cell(column.k_max)];
        let cells: Vec<Cell> = if column.d.unsigned_abs() + 1 == u64::from(board.side()) {
            column.cells().collect()
        } else {
            ends.to_vec()
        };
        for cell in cells {
            if board.corner(cell).is_some() {
                corners.push(layout.centre_of(cell));
            } else if board.edge(cell).is_some() {
                edges.push(layout.centre_of(cell));
            }
        }
    }
    fill_hexes(pen, &edges, &outer, EDGE_FILL);
    fill_hexes(pen, &corners, &outer, CORNER_FILL);
    grid_lines(pen, layout);
    pen.restore();
    // The clip halves the lines along the border: draw the border cells' outlines whole.
    pen.begin_path();
    for &p in edges.iter().chain(&corners) {
        hex_path(pen, p, &outer);
    }
    pen.set_stroke(palette::BOARD_EDGE);
    pen.set_line_width(1.0);
    pen.stroke();

    let radius = scale * 0.42;
    if scale >= SHADED_STONES {
        for stone in s.game.stones() {
            let p = layout.centre_of(stone.cell);
            if layout.on_screen(p, scale) {
                let (body, light) = stone_colours(stone.player);
                paint::stone(pen, p.0, p.1, radius, body, light);
                if stone.player == Player::Second {
                    paint::ring(pen, p.0, p.1, radius, palette::BOARD_EDGE);
                }
            }
        }
    } else {
        // Many small stones: one flat path per player.
        for player in [Player::First, Player::Second] {
            pen.begin_path();
            for stone in s.game.stones().filter(|st| st.player == player) {
                let p = layout.centre_of(stone.cell);
                if layout.on_screen(p, scale) {
                    pen.move_to(p.0 + radius, p.1);
                    pen.arc(p.0, p.1, radius, 0.0, std::f64::consts::TAU);
                }
            }
            pen.set_fill(stone_colours(player).0);
            pen.fill();
            if player == Player::Second {
                pen.set_stroke(palette::MUTED);
                pen.set_line_width(1.0);
                pen.stroke();
            }
        }
    }
    if let Some(group) = s.group {
        pen.begin_path();
        for &cell in &group.stones {
            let p = layout.centre_of(cell);
            if layout.on_screen(p, scale) {
                pen.move_to(p.0 + radius + 1.5, p.1);
                pen.arc(p.0, p.1, radius + 1.5, 0.0, std::f64::consts::TAU);
            }
        }
        pen.set_stroke(palette::ACCENT);
        pen.set_line_width((scale * 0.06).clamped(2.0, 5.0));
        pen.stroke();
        let held: Vec<(f64, f64)> = group.corners.iter().map(|&c| layout.centre_of(c)).collect();
        pen.begin_path();
        for &p in &held {
            hex_path(pen, p, &inner);
        }
        pen.set_line_width(3.0);
        pen.stroke();
    }
}

/// Far out: the board's outline, and each stone as a small square (several stones may share
/// a pixel); the winning group in the accent colour and a ring's inside as shaded rows.
fn density(pen: &mut dyn Painter, s: &Scene<'_>) {
    let layout = s.layout;
    let scale = layout.scale();
    let outline = layout.outline();
    pen.begin_path();
    pen.move_to(outline[0].0, outline[0].1);
    for &(x, y) in &outline[1..] {
        pen.line_to(x, y);
    }
    pen.close_path();
    pen.set_fill(BOARD_FILL);
    pen.fill();
    pen.set_stroke(palette::BOARD_EDGE);
    pen.set_line_width(2.0);
    pen.stroke();
    for &(x, y) in &outline {
        paint::disc(pen, x, y, 4.0, CORNER_FILL, Some(palette::MUTED));
    }

    if let Some(ring) = s.ring {
        ring_path(pen, layout, ring);
        pen.set_fill(INSIDE_FILL);
        pen.fill();
    }

    let size = (scale * 0.9).max(1.6);
    // Squares while a stone is a pixel or two; round dots once they can be told apart.
    let square = |pen: &mut dyn Painter, (x, y): (f64, f64), size: f64| {
        if size >= 3.5 {
            pen.move_to(x + size / 2.0, y);
            pen.arc(x, y, size / 2.0, 0.0, std::f64::consts::TAU);
        } else {
            pen.rect(x - size / 2.0, y - size / 2.0, size, size);
        }
    };
    for (player, colour) in [
        (Player::First, stone_colours(Player::First).0),
        (Player::Second, DENSITY_SECOND),
    ] {
        pen.begin_path();
        for stone in s.game.stones().filter(|st| st.player == player) {
            let p = layout.centre_of(stone.cell);
            if layout.on_screen(p, size) {
                square(pen, p, size);
            }
        }
        pen.set_fill(colour);
        pen.fill();
    }
    if let Some(group) = s.group {
        let size = (scale * 1.1).max(2.4);
        pen.begin_path();
        for &cell in &group.stones {
            let p = layout.centre_of(cell);
            if layout.on_screen(p, size) {
                square(pen, p, size);
            }
        }
        pen.set_fill(palette::ACCENT);
        pen.fill();
    }
}

/// The outline's sides along the edges a winning fork touches.
fn fork_edges(pen: &mut dyn Painter, s: &Scene<'_>) {
    let Some(group) = s.group.filter(|g| g.edges.len() >= 3) else {
        return;
    };
    let outline = s.layout.outline();
    pen.begin_path();
    for &e in &group.edges {
        let (a, b) = (
            outline[usize::from(e % 6)],
            outline[usize::from((e + 1) % 6)],
        );
        pen.move_to(a.0, a.1);
        pen.line_to(b.0, b.1);
    }
    pen.set_stroke(palette::ACCENT);
    pen.set_line_width(4.0);
    pen.stroke();
}

/// The ring itself: a closed line through its stones.
fn ring_line(pen: &mut dyn Painter, layout: &Layout, ring: &Ring) {
    ring_path(pen, layout, ring);
    pen.set_stroke(RING_LINE);
    pen.set_line_width((layout.scale() * 0.08).clamped(1.5, 6.0));
    pen.stroke();
}

/// The cell under the pointer: a ghost stone where the next one would go, and its
/// coordinates in the corner of the area.
fn hover(pen: &mut dyn Painter, s: &Scene<'_>, cell_mode: bool) {
    let Some(cell) = s.hovered.filter(|_| s.clickable) else {
        return;
    };
    let layout = s.layout;
    let stone = s.game.stone_at(cell);
    if let (None, Some(player)) = (stone, s.game.to_move()) {
        let p = layout.centre_of(cell);
        let ghost = match player {
            Player::First => "rgba(31, 35, 40, 0.35)",
            Player::Second => "rgba(255, 255, 255, 0.8)",
        };
        let r = if cell_mode {
            layout.scale() * 0.42
        } else {
            layout.scale() * 0.5
        };
        paint::disc(pen, p.0, p.1, r, ghost, Some(palette::MUTED));
    }
    let what = match stone {
        Some(st) if st.swapped => {
            format!("{cell}: {} stone, move 1, taken by the swap", st.player)
        }
        Some(st) if s.game.mode().two_players() => {
            format!("{cell}: {} stone, move {}", st.player, st.move_number)
        }
        Some(st) => format!("{cell}: stone of move {}", st.move_number),
        None => format!("{cell}: empty"),
    };
    let (_, height) = layout.size();
    pen.set_font_size(13.0);
    let width = pen.measure_text(&what);
    pen.set_fill("rgba(252, 247, 236, 0.9)");
    pen.fill_rect(6.0, height - 28.0, width + 14.0, 22.0);
    paint::text(
        pen,
        &what,
        13.0,
        height - 17.0,
        13.0,
        palette::INK,
        Align::Left,
    );
}

/// The font size at which the longest label, `x,y`, fits across a cell.
fn label_size(layout: &Layout) -> f64 {
    let digits = layout.board().max_coord().to_string().len() as f64;
    // A digit is about 0.56 em wide; keep the label within 1.6 circumradii.
    let fit = 1.6 * layout.scale() / 3f64.sqrt() / (0.56 * (2.0 * digits + 1.0));
    fit.min(layout.scale() * 0.24).min(15.0)
}

/// Each visible cell's coordinates, small, inside it.
fn labels(pen: &mut dyn Painter, s: &Scene<'_>) {
    let layout = s.layout;
    let size = label_size(layout);
    pen.set_font_size(size);
    pen.set_text_align(Align::Center);
    for cell in layout.visible_cells() {
        let p = layout.centre_of(cell);
        let colour = match s.game.stone_at(cell).map(|st| st.player) {
            Some(Player::First) => "#d8d2c4",
            _ => palette::MUTED,
        };
        pen.set_fill(colour);
        pen.fill_text(&format!("{},{}", cell.x, cell.y), p.0, p.1 + size * 0.05);
    }
}

/// A line of help at the top of the area (`row` 0, 1, … for stacked lines).
fn banner(pen: &mut dyn Painter, layout: &Layout, text: &str, row: u8) {
    let (width, _) = layout.size();
    let y = 8.0 + 24.0 * f64::from(row);
    pen.set_font_size(13.0);
    let w = pen.measure_text(text) + 16.0;
    pen.set_fill("rgba(252, 247, 236, 0.92)");
    pen.fill_rect((width - w) / 2.0, y, w, 22.0);
    paint::text(
        pen,
        text,
        width / 2.0,
        y + 11.0,
        13.0,
        palette::INK,
        Align::Center,
    );
}
