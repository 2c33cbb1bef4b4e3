//! The drawing surface every view paints on, and the helpers and palette the boards share.
//!
//! [`Painter`] is the small part of the HTML canvas 2D API the views use, so one drawing routine
//! serves the canvas (`web::canvas`), SVG export ([`super::svg`]) and recording painters in
//! native tests. Coordinates are CSS pixels with y downwards; angles are radians, clockwise on
//! screen, as on a canvas. Text is drawn in the page's system font, centred vertically on `y`.

/// `f64::clamp` without its panic on bounds out of order, whose message prints floats with
/// `Debug`: that brought `core`'s float printing (about 15 KB) into the light modules. For
/// `lo <= hi` it gives what `f64::clamp` gives, NaN included.
pub trait Clamped {
    /// `self` brought within `lo..=hi`.
    fn clamped(self, lo: f64, hi: f64) -> f64;
}

impl Clamped for f64 {
    fn clamped(self, lo: f64, hi: f64) -> f64 {
        if self < lo {
            lo
        } else if self > hi {
            hi
        } else {
            self
        }
    }
}

/// How the ends of stroked lines look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineCap {
    /// Square ends that stop at the end point (the canvas default).
    Butt,
    /// Round ends.
    Round,
}

/// How stroked lines meet at corners.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineJoin {
    /// Sharp corners (the canvas default).
    Miter,
    /// Rounded corners.
    Round,
}

/// Where text sits relative to its anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// The text starts at the anchor.
    Left,
    /// The text is centred on the anchor.
    Center,
    /// The text ends at the anchor.
    Right,
}

/// A canvas-like drawing surface with a current path and a stack of saved states (colours,
/// line style, alpha, font, transform and clip), as on an HTML canvas.
pub trait Painter {
    /// Pushes the current state; [`Painter::restore`] pops it (undoing clips made since).
    fn save(&mut self);
    /// Pops the state pushed by the matching [`Painter::save`].
    fn restore(&mut self);
    /// Moves the origin by (dx, dy) in the current units.
    fn translate(&mut self, dx: f64, dy: f64);
    /// Scales the current units by `factor` in both directions.
    fn scale(&mut self, factor: f64);

    /// The colour [`Painter::fill`], [`Painter::fill_rect`] and [`Painter::fill_text`] use.
    fn set_fill(&mut self, colour: &str);
    /// The colour [`Painter::stroke`] and [`Painter::stroke_text`] use.
    fn set_stroke(&mut self, colour: &str);
    /// The stroke width.
    fn set_line_width(&mut self, width: f64);
    /// Dash lengths, alternately on and off; empty for solid lines.
    fn set_line_dash(&mut self, pattern: &[f64]);
    /// How stroked lines end.
    fn set_line_cap(&mut self, cap: LineCap);
    /// How stroked lines meet.
    fn set_line_join(&mut self, join: LineJoin);
    /// The opacity of everything drawn next, 0 to 1.
    fn set_alpha(&mut self, alpha: f64);
    /// The font size in pixels.
    fn set_font_size(&mut self, size: f64);
    /// Where text sits relative to its anchor.
    fn set_text_align(&mut self, align: Align);

    /// Starts a new, empty path.
    fn begin_path(&mut self);
    /// Starts a new sub-path at (x, y).
    fn move_to(&mut self, x: f64, y: f64);
    /// A straight segment to (x, y).
    fn line_to(&mut self, x: f64, y: f64);
    /// A circular arc round (x, y) from angle `start` to `end`, clockwise on screen; joined to
    /// the current point by a straight segment, as on a canvas.
    fn arc(&mut self, x: f64, y: f64, radius: f64, start: f64, end: f64);
    /// A closed rectangle sub-path.
    fn rect(&mut self, x: f64, y: f64, width: f64, height: f64);
    /// Closes the current sub-path.
    fn close_path(&mut self);
    /// Fills the current path.
    fn fill(&mut self);
    /// Strokes the current path.
    fn stroke(&mut self);
    /// Limits everything drawn next, until the matching restore, to the current path.
    fn clip(&mut self);

    /// Fills a rectangle (without touching the current path).
    fn fill_rect(&mut self, x: f64, y: f64, width: f64, height: f64);
    /// Fills text anchored at (x, y).
    fn fill_text(&mut self, text: &str, x: f64, y: f64);
    /// Outlines text anchored at (x, y).
    fn stroke_text(&mut self, text: &str, x: f64, y: f64);
    /// The width of `text` in the current font.
    fn measure_text(&mut self, text: &str) -> f64;
}

/// Below this many pixels between neighbouring click targets a click would be a guess: boards
/// refuse clicks there until zoomed in, and say so.
pub const MIN_AIM: f64 = 6.0;

/// How a refusal says to zoom in: the controls the page has.
pub const ZOOM_HOW: &str = "mouse wheel, pinch, or the + key on the board";

/// An estimate of a text's width where no font engine is at hand (SVG export, tests): system
/// fonts average a little over half an em per character.
pub fn estimated_text_width(text: &str, font_size: f64) -> f64 {
    text.chars().count() as f64 * font_size * 0.56
}

/// Colours shared by the boards and the page's style sheet.
pub mod palette {
    /// The board's background.
    pub const BOARD: &str = "#f3ead8";
    /// Lines and outlines on the board.
    pub const BOARD_EDGE: &str = "#d9c9a8";
    /// Text.
    pub const INK: &str = "#2b2a27";
    /// Secondary text.
    pub const MUTED: &str = "#8a8273";
    /// The first player's pieces.
    pub const FIRST: &str = "#1f2328";
    /// The second player's pieces.
    pub const SECOND: &str = "#f8f6f0";
    /// The first player's edges.
    pub const FIRST_EDGE: &str = "#c0392b";
    /// The second player's edges.
    pub const SECOND_EDGE: &str = "#2367b0";
    /// Selections and the last move.
    pub const ACCENT: &str = "#e0a526";
    /// What a click would take or place.
    pub const HOVER: &str = "rgba(192, 57, 43, 0.35)";
    /// Selected pieces.
    pub const HIGHLIGHT: &str = "rgba(224, 165, 38, 0.55)";
    /// Stones of impartial games.
    pub const STONE: &str = "#6d6a64";
    /// The light spot on a stone.
    pub const STONE_LIGHT: &str = "#a9a59c";
}

/// Fills the whole area with the board colour.
pub fn clear(p: &mut dyn Painter, width: f64, height: f64) {
    p.set_fill(palette::BOARD);
    p.fill_rect(0.0, 0.0, width, height);
}

/// A filled disc with an optional outline.
pub fn disc(p: &mut dyn Painter, x: f64, y: f64, r: f64, fill: &str, outline: Option<&str>) {
    p.begin_path();
    p.arc(x, y, r.max(0.0), 0.0, std::f64::consts::TAU);
    p.set_fill(fill);
    p.fill();
    if let Some(outline) = outline {
        p.set_stroke(outline);
        p.set_line_width((r * 0.12).clamped(0.5, 2.5));
        p.stroke();
    }
}

/// A circle: a disc's outline, with nothing inside.
pub fn ring(p: &mut dyn Painter, x: f64, y: f64, r: f64, colour: &str) {
    disc(p, x, y, r, "rgba(0, 0, 0, 0)", Some(colour));
}

/// A stone: a disc with a soft highlight, so it reads as round at any size.
pub fn stone(p: &mut dyn Painter, x: f64, y: f64, r: f64, base: &str, light: &str) {
    disc(p, x, y, r, base, None);
    if r >= 4.0 {
        disc(p, x - r * 0.3, y - r * 0.3, r * 0.45, light, None);
        ring(p, x, y, r, "rgba(0, 0, 0, 0.35)");
    }
}

/// Text with the given font size (CSS pixels), colour and alignment.
pub fn text(p: &mut dyn Painter, s: &str, x: f64, y: f64, size: f64, colour: &str, align: Align) {
    p.set_font_size(size);
    p.set_text_align(align);
    p.set_fill(colour);
    p.fill_text(s, x, y);
}

/// A straight line.
pub fn line(p: &mut dyn Painter, from: (f64, f64), to: (f64, f64), width: f64, colour: &str) {
    p.begin_path();
    p.move_to(from.0, from.1);
    p.line_to(to.0, to.1);
    p.set_line_width(width);
    p.set_stroke(colour);
    p.stroke();
}

#[cfg(test)]
mod tests {
    use super::Clamped;

    #[test]
    fn clamped_is_f64_clamp() {
        let values = [
            f64::NEG_INFINITY,
            -3.5,
            -0.0,
            0.0,
            0.25,
            1.0,
            7.0,
            f64::INFINITY,
        ];
        for (lo, hi) in [(0.0, 1.0), (-0.0, 0.0), (-2.0, 5.5), (1.0, 1.0)] {
            for x in values {
                let (ours, std) = (x.clamped(lo, hi), x.clamp(lo, hi));
                assert_eq!(ours.to_bits(), std.to_bits(), "{x} in {lo}..={hi}");
            }
            assert!(f64::NAN.clamped(lo, hi).is_nan());
        }
    }
}
