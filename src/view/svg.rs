//! A [`Painter`] that writes SVG, so a board drawn for the canvas can be exported as a picture
//! that stays sharp at any size.
//!
//! Canvas state maps onto SVG attributes: every fill or stroke becomes one `<path>` carrying the
//! colours, width, dashes and opacity in force, a clip opens a `<g clip-path>` that the matching
//! restore closes, and the transform (translations and uniform scales) is applied to the
//! coordinates as they are written.

use super::paint::{estimated_text_width, Align, Clamped, LineCap, LineJoin, Painter};
use crate::trig;
use std::f64::consts::{PI, TAU};
use std::fmt::Write;

/// The state [`Painter::save`] pushes.
#[derive(Clone, Debug)]
struct State {
    fill: String,
    stroke: String,
    line_width: f64,
    dash: Vec<f64>,
    cap: LineCap,
    join: LineJoin,
    alpha: f64,
    font_size: f64,
    align: Align,
    /// Scale, then offset: a point (x, y) is written as (x·scale + dx, y·scale + dy).
    scale: f64,
    offset: (f64, f64),
    /// `<g>` elements opened by clips since this state was pushed.
    open_groups: usize,
}

impl Default for State {
    fn default() -> Self {
        State {
            fill: "#000".into(),
            stroke: "#000".into(),
            line_width: 1.0,
            dash: Vec::new(),
            cap: LineCap::Butt,
            join: LineJoin::Miter,
            alpha: 1.0,
            font_size: 10.0,
            align: Align::Left,
            scale: 1.0,
            offset: (0.0, 0.0),
            open_groups: 0,
        }
    }
}

/// Draws into an SVG document of a fixed size; [`SvgPainter::finish`] returns its text.
#[derive(Debug)]
pub struct SvgPainter {
    body: String,
    /// The current path's `d` attribute, in output coordinates.
    path: String,
    /// The current point, in output coordinates, once a sub-path has started.
    current: Option<(f64, f64)>,
    state: State,
    saved: Vec<State>,
    clips: usize,
    width: f64,
    height: f64,
}

/// Numbers as SVG wants them: short, with no `-0`.
fn num(value: f64) -> String {
    crate::decimal::hundredths(value)
}

/// Text safe inside an XML attribute or element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

impl SvgPainter {
    /// An empty picture of `width` × `height` pixels.
    pub fn new(width: f64, height: f64) -> Self {
        SvgPainter {
            body: String::new(),
            path: String::new(),
            current: None,
            state: State::default(),
            saved: Vec::new(),
            clips: 0,
            width,
            height,
        }
    }

    /// The finished document.
    pub fn finish(mut self) -> String {
        while !self.saved.is_empty() {
            self.restore();
        }
        for _ in 0..self.state.open_groups {
            self.body.push_str("</g>");
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"system-ui, -apple-system, 'Segoe UI', \
             sans-serif\">{body}</svg>\n",
            w = num(self.width),
            h = num(self.height),
            body = self.body
        )
    }

    fn point(&self, x: f64, y: f64) -> (f64, f64) {
        let s = &self.state;
        (x * s.scale + s.offset.0, y * s.scale + s.offset.1)
    }

    fn opacity(&self) -> String {
        if self.state.alpha < 1.0 {
            format!(" opacity=\"{}\"", num(self.state.alpha))
        } else {
            String::new()
        }
    }

    fn stroke_attributes(&self) -> String {
        let s = &self.state;
        let mut out = format!(
            " fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"",
            escape(&s.stroke),
            num(s.line_width * s.scale)
        );
        if s.cap == LineCap::Round {
            out.push_str(" stroke-linecap=\"round\"");
        }
        if s.join == LineJoin::Round {
            out.push_str(" stroke-linejoin=\"round\"");
        }
        if !s.dash.is_empty() {
            let dash: Vec<String> = s.dash.iter().map(|d| num(d * s.scale)).collect();
            let _ = write!(out, " stroke-dasharray=\"{}\"", dash.join(" "));
        }
        out
    }

    fn text_element(&mut self, text: &str, x: f64, y: f64, paint: &str) {
        let (x, y) = self.point(x, y);
        let anchor = match self.state.align {
            Align::Left => "start",
            Align::Center => "middle",
            Align::Right => "end",
        };
        let opacity = self.opacity();
        let _ = write!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"{anchor}\" \
             dominant-baseline=\"central\"{paint}{opacity}>{}</text>",
            num(x),
            num(y),
            num(self.state.font_size * self.state.scale),
            escape(text)
        );
    }
}

impl Painter for SvgPainter {
    fn save(&mut self) {
        let mut pushed = self.state.clone();
        pushed.open_groups = 0;
        self.saved.push(std::mem::replace(&mut self.state, pushed));
    }

    fn restore(&mut self) {
        for _ in 0..self.state.open_groups {
            self.body.push_str("</g>");
        }
        if let Some(state) = self.saved.pop() {
            self.state = state;
        } else {
            self.state.open_groups = 0;
        }
    }

    fn translate(&mut self, dx: f64, dy: f64) {
        let s = &mut self.state;
        s.offset = (s.offset.0 + dx * s.scale, s.offset.1 + dy * s.scale);
    }

    fn scale(&mut self, factor: f64) {
        self.state.scale *= factor;
    }

    fn set_fill(&mut self, colour: &str) {
        colour.clone_into(&mut self.state.fill);
    }

    fn set_stroke(&mut self, colour: &str) {
        colour.clone_into(&mut self.state.stroke);
    }

    fn set_line_width(&mut self, width: f64) {
        self.state.line_width = width;
    }

    fn set_line_dash(&mut self, pattern: &[f64]) {
        self.state.dash = pattern.to_vec();
    }

    fn set_line_cap(&mut self, cap: LineCap) {
        self.state.cap = cap;
    }

    fn set_line_join(&mut self, join: LineJoin) {
        self.state.join = join;
    }

    fn set_alpha(&mut self, alpha: f64) {
        self.state.alpha = alpha.clamped(0.0, 1.0);
    }

    fn set_font_size(&mut self, size: f64) {
        self.state.font_size = size;
    }

    fn set_text_align(&mut self, align: Align) {
        self.state.align = align;
    }

    fn begin_path(&mut self) {
        self.path.clear();
        self.current = None;
    }

    fn move_to(&mut self, x: f64, y: f64) {
        let (x, y) = self.point(x, y);
        let _ = write!(self.path, "M{} {}", num(x), num(y));
        self.current = Some((x, y));
    }

    fn line_to(&mut self, x: f64, y: f64) {
        let (x, y) = self.point(x, y);
        let verb = if self.current.is_some() { 'L' } else { 'M' };
        let _ = write!(self.path, "{verb}{} {}", num(x), num(y));
        self.current = Some((x, y));
    }

    fn arc(&mut self, x: f64, y: f64, radius: f64, start: f64, end: f64) {
        let (cx, cy) = self.point(x, y);
        let r = radius.max(0.0) * self.state.scale;
        let at = |angle: f64| (cx + r * trig::cos(angle), cy + r * trig::sin(angle));
        let sweep = if end >= start {
            (end - start).min(TAU)
        } else {
            TAU - trig::rem(start - end, TAU)
        };
        let from = at(start);
        let verb = if self.current.is_some() { 'L' } else { 'M' };
        let _ = write!(self.path, "{verb}{} {}", num(from.0), num(from.1));
        // SVG cannot draw a whole circle as one arc: split the sweep in halves when needed.
        let pieces = if sweep > PI { 2 } else { 1 };
        for piece in 1..=pieces {
            let angle = start + sweep * f64::from(piece) / f64::from(pieces);
            let to = at(angle);
            let large = u8::from(sweep / f64::from(pieces) > PI);
            let _ = write!(
                self.path,
                "A{r} {r} 0 {large} 1 {} {}",
                num(to.0),
                num(to.1),
                r = num(r)
            );
        }
        self.current = Some(at(start + sweep));
    }

    fn rect(&mut self, x: f64, y: f64, width: f64, height: f64) {
        self.move_to(x, y);
        self.line_to(x + width, y);
        self.line_to(x + width, y + height);
        self.line_to(x, y + height);
        self.close_path();
    }

    fn close_path(&mut self) {
        if self.current.is_some() {
            self.path.push('Z');
        }
    }

    fn fill(&mut self) {
        if self.path.is_empty() {
            return;
        }
        let opacity = self.opacity();
        let _ = write!(
            self.body,
            "<path d=\"{}\" fill=\"{}\"{opacity}/>",
            self.path,
            escape(&self.state.fill)
        );
    }

    fn stroke(&mut self) {
        if self.path.is_empty() {
            return;
        }
        let attributes = self.stroke_attributes();
        let opacity = self.opacity();
        let _ = write!(
            self.body,
            "<path d=\"{}\"{attributes}{opacity}/>",
            self.path
        );
    }

    fn clip(&mut self) {
        self.clips += 1;
        let id = self.clips;
        let _ = write!(
            self.body,
            "<clipPath id=\"clip{id}\"><path d=\"{}\"/></clipPath><g clip-path=\"url(#clip{id})\">",
            self.path
        );
        self.state.open_groups += 1;
    }

    fn fill_rect(&mut self, x: f64, y: f64, width: f64, height: f64) {
        let (x0, y0) = self.point(x, y);
        let s = self.state.scale;
        let opacity = self.opacity();
        let _ = write!(
            self.body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"{opacity}/>",
            num(x0),
            num(y0),
            num(width * s),
            num(height * s),
            escape(&self.state.fill)
        );
    }

    fn fill_text(&mut self, text: &str, x: f64, y: f64) {
        let paint = format!(" fill=\"{}\"", escape(&self.state.fill));
        self.text_element(text, x, y, &paint);
    }

    fn stroke_text(&mut self, text: &str, x: f64, y: f64) {
        let paint = self.stroke_attributes();
        self.text_element(text, x, y, &paint);
    }

    fn measure_text(&mut self, text: &str) -> f64 {
        estimated_text_width(text, self.state.font_size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_circle_is_two_half_arcs_and_closes_on_its_start() {
        let mut svg = SvgPainter::new(100.0, 50.0);
        svg.begin_path();
        svg.arc(50.0, 25.0, 10.0, 0.0, TAU);
        svg.set_fill("#123456");
        svg.fill();
        let text = svg.finish();
        assert!(
            text.contains(
                "<path d=\"M60 25A10 10 0 0 1 40 25A10 10 0 0 1 60 25\" fill=\"#123456\"/>"
            ),
            "{text}"
        );
        assert!(text.starts_with("<svg ") && text.trim_end().ends_with("</svg>"));
    }

    #[test]
    fn transforms_apply_to_coordinates_and_widths_and_restore_undoes_them() {
        let mut svg = SvgPainter::new(100.0, 100.0);
        svg.save();
        svg.translate(10.0, 20.0);
        svg.scale(2.0);
        svg.set_stroke("red");
        svg.set_line_width(1.5);
        svg.begin_path();
        svg.move_to(1.0, 1.0);
        svg.line_to(2.0, 3.0);
        svg.stroke();
        svg.restore();
        svg.set_fill("blue");
        svg.fill_rect(1.0, 1.0, 2.0, 2.0);
        let text = svg.finish();
        assert!(
            text.contains(
                "<path d=\"M12 22L14 26\" fill=\"none\" stroke=\"red\" stroke-width=\"3\"/>"
            ),
            "{text}"
        );
        assert!(text.contains("<rect x=\"1\" y=\"1\" width=\"2\" height=\"2\" fill=\"blue\"/>"));
    }

    #[test]
    fn clips_open_a_group_that_restore_closes_and_text_is_escaped() {
        let mut svg = SvgPainter::new(10.0, 10.0);
        svg.save();
        svg.begin_path();
        svg.rect(0.0, 0.0, 5.0, 5.0);
        svg.clip();
        svg.set_text_align(Align::Center);
        svg.fill_text("a<b & \"c\"", 2.0, 2.0);
        svg.restore();
        let text = svg.finish();
        assert_eq!(text.matches("<g ").count(), text.matches("</g>").count());
        assert!(text.contains("a&lt;b &amp; &quot;c&quot;"));
        assert!(text.contains("text-anchor=\"middle\""));
    }
}
