//! Small drawing helpers and the palette every board shares, so the games look alike.

use web_sys::CanvasRenderingContext2d;

/// Colours shared by the boards and the page's style sheet.
pub mod palette {
    pub const BOARD: &str = "#f3ead8";
    pub const BOARD_EDGE: &str = "#d9c9a8";
    pub const INK: &str = "#2b2a27";
    pub const MUTED: &str = "#8a8273";
    pub const FIRST: &str = "#1f2328";
    pub const SECOND: &str = "#f8f6f0";
    pub const FIRST_EDGE: &str = "#c0392b";
    pub const SECOND_EDGE: &str = "#2367b0";
    pub const ACCENT: &str = "#e0a526";
    pub const HOVER: &str = "rgba(192, 57, 43, 0.35)";
    pub const HIGHLIGHT: &str = "rgba(224, 165, 38, 0.55)";
    pub const STONE: &str = "#6d6a64";
    pub const STONE_LIGHT: &str = "#a9a59c";
}

/// Fills the whole area with the board colour.
pub fn clear(ctx: &CanvasRenderingContext2d, width: f64, height: f64) {
    ctx.set_fill_style_str(palette::BOARD);
    ctx.fill_rect(0.0, 0.0, width, height);
}

/// A filled disc with an optional outline.
pub fn disc(
    ctx: &CanvasRenderingContext2d,
    x: f64,
    y: f64,
    r: f64,
    fill: &str,
    outline: Option<&str>,
) {
    ctx.begin_path();
    // Drawing an arc only fails for a negative radius, which callers never pass.
    let _ = ctx.arc(x, y, r.max(0.0), 0.0, std::f64::consts::TAU);
    ctx.set_fill_style_str(fill);
    ctx.fill();
    if let Some(outline) = outline {
        ctx.set_stroke_style_str(outline);
        ctx.set_line_width((r * 0.12).clamp(0.5, 2.5));
        ctx.stroke();
    }
}

/// A stone: a disc with a soft highlight, so it reads as round at any size.
pub fn stone(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, base: &str, light: &str) {
    disc(ctx, x, y, r, base, None);
    if r >= 4.0 {
        disc(ctx, x - r * 0.3, y - r * 0.3, r * 0.45, light, None);
        disc(
            ctx,
            x,
            y,
            r,
            "rgba(0, 0, 0, 0)",
            Some("rgba(0, 0, 0, 0.35)"),
        );
    }
}

/// Text with the given font size (CSS pixels), colour and alignment (`left`, `center`, …).
pub fn text(
    ctx: &CanvasRenderingContext2d,
    s: &str,
    x: f64,
    y: f64,
    size: f64,
    color: &str,
    align: &str,
) {
    ctx.set_font(&format!(
        "{size:.0}px system-ui, -apple-system, 'Segoe UI', sans-serif"
    ));
    ctx.set_text_align(align);
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str(color);
    let _ = ctx.fill_text(s, x, y);
}

/// A straight line.
pub fn line(
    ctx: &CanvasRenderingContext2d,
    from: (f64, f64),
    to: (f64, f64),
    width: f64,
    color: &str,
) {
    ctx.begin_path();
    ctx.move_to(from.0, from.1);
    ctx.line_to(to.0, to.1);
    ctx.set_line_width(width);
    ctx.set_stroke_style_str(color);
    ctx.stroke();
}
