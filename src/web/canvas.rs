//! The [`Painter`] of the page: every call goes straight to a canvas 2D context.

use crate::view::paint::{palette, Align, LineCap, LineJoin, Painter};
use wasm_bindgen::JsValue;
use web_sys::{CanvasRenderingContext2d, Element};

/// The board colours a page may change: a CSS custom property set on the canvas or any element
/// around it (an `<arbiter-board>`, say) replaces the palette colour beside it wherever a board
/// draws with that colour. Unset, the board keeps its own.
const CSS_COLOURS: [(&str, &str); 9] = [
    ("--arbiter-board", palette::BOARD),
    ("--arbiter-board-line", palette::BOARD_EDGE),
    ("--arbiter-ink", palette::INK),
    ("--arbiter-first", palette::FIRST),
    ("--arbiter-second", palette::SECOND),
    ("--arbiter-first-edge", palette::FIRST_EDGE),
    ("--arbiter-second-edge", palette::SECOND_EDGE),
    ("--arbiter-accent", palette::ACCENT),
    ("--arbiter-stone", palette::STONE),
];

/// The palette colours `element`'s style replaces, and their replacements.
pub fn css_colours(element: &Element) -> Vec<(&'static str, String)> {
    let Some(style) = web_sys::window().and_then(|w| w.get_computed_style(element).ok().flatten())
    else {
        return Vec::new();
    };
    CSS_COLOURS
        .iter()
        .filter_map(|&(property, colour)| {
            let value = style.get_property_value(property).ok()?;
            let value = value.trim();
            (!value.is_empty() && value != colour).then(|| (colour, value.to_string()))
        })
        .collect()
}

/// Paints on an HTML canvas.
pub struct CanvasPainter<'a> {
    ctx: &'a CanvasRenderingContext2d,
    /// Palette colours and what the page's CSS puts in their place ([`css_colours`]).
    colours: Vec<(&'static str, String)>,
}

impl<'a> CanvasPainter<'a> {
    /// Paints through `ctx`, whose transform maps CSS pixels to the canvas's pixels, with
    /// `colours` in place of the palette's.
    pub fn new(ctx: &'a CanvasRenderingContext2d, colours: Vec<(&'static str, String)>) -> Self {
        // Every view centres text vertically on its anchor.
        ctx.set_text_baseline("middle");
        CanvasPainter { ctx, colours }
    }

    fn colour<'c>(&'c self, colour: &'c str) -> &'c str {
        self.colours
            .iter()
            .find(|(from, _)| *from == colour)
            .map_or(colour, |(_, to)| to.as_str())
    }
}

// The context's fallible calls (arc, text, dashes, transforms) only fail for arguments the views
// never pass (a negative radius, say); a failed call draws nothing rather than stopping the frame.
impl Painter for CanvasPainter<'_> {
    fn save(&mut self) {
        self.ctx.save();
    }

    fn restore(&mut self) {
        self.ctx.restore();
    }

    fn translate(&mut self, dx: f64, dy: f64) {
        let _ = self.ctx.translate(dx, dy);
    }

    fn scale(&mut self, factor: f64) {
        let _ = self.ctx.scale(factor, factor);
    }

    fn set_fill(&mut self, colour: &str) {
        self.ctx.set_fill_style_str(self.colour(colour));
    }

    fn set_stroke(&mut self, colour: &str) {
        self.ctx.set_stroke_style_str(self.colour(colour));
    }

    fn set_line_width(&mut self, width: f64) {
        self.ctx.set_line_width(width);
    }

    fn set_line_dash(&mut self, pattern: &[f64]) {
        let array: js_sys::Array = pattern.iter().map(|&d| JsValue::from(d)).collect();
        let _ = self.ctx.set_line_dash(&array);
        self.ctx.set_line_dash_offset(0.0);
    }

    fn set_line_cap(&mut self, cap: LineCap) {
        self.ctx.set_line_cap(match cap {
            LineCap::Butt => "butt",
            LineCap::Round => "round",
        });
    }

    fn set_line_join(&mut self, join: LineJoin) {
        self.ctx.set_line_join(match join {
            LineJoin::Miter => "miter",
            LineJoin::Round => "round",
        });
    }

    fn set_alpha(&mut self, alpha: f64) {
        self.ctx.set_global_alpha(alpha);
    }

    fn set_font_size(&mut self, size: f64) {
        self.ctx.set_font(&format!(
            "{}px system-ui, -apple-system, 'Segoe UI', sans-serif",
            crate::decimal::fixed(size, 0)
        ));
    }

    fn set_text_align(&mut self, align: Align) {
        self.ctx.set_text_align(match align {
            Align::Left => "left",
            Align::Center => "center",
            Align::Right => "right",
        });
    }

    fn begin_path(&mut self) {
        self.ctx.begin_path();
    }

    fn move_to(&mut self, x: f64, y: f64) {
        self.ctx.move_to(x, y);
    }

    fn line_to(&mut self, x: f64, y: f64) {
        self.ctx.line_to(x, y);
    }

    fn arc(&mut self, x: f64, y: f64, radius: f64, start: f64, end: f64) {
        let _ = self.ctx.arc(x, y, radius.max(0.0), start, end);
    }

    fn rect(&mut self, x: f64, y: f64, width: f64, height: f64) {
        self.ctx.rect(x, y, width, height);
    }

    fn close_path(&mut self) {
        self.ctx.close_path();
    }

    fn fill(&mut self) {
        self.ctx.fill();
    }

    fn stroke(&mut self) {
        self.ctx.stroke();
    }

    fn clip(&mut self) {
        self.ctx.clip();
    }

    fn fill_rect(&mut self, x: f64, y: f64, width: f64, height: f64) {
        self.ctx.fill_rect(x, y, width, height);
    }

    fn fill_text(&mut self, text: &str, x: f64, y: f64) {
        let _ = self.ctx.fill_text(text, x, y);
    }

    fn stroke_text(&mut self, text: &str, x: f64, y: f64) {
        let _ = self.ctx.stroke_text(text, x, y);
    }

    fn measure_text(&mut self, text: &str) -> f64 {
        self.ctx.measure_text(text).map_or(0.0, |m| m.width())
    }
}
