//! A [`Painter`] that records every call, so native tests can look at what a board drew: which
//! colours fill the discs at a point, which texts went where, which strokes pass through which
//! points. It keeps the canvas state that matters for that (colours, alpha, the transform and
//! the current path) and applies the transform, so everything reads in CSS pixels.

use arbiter::view::paint::{estimated_text_width, Align, LineCap, LineJoin, Painter};

/// One painter call, with its arguments.
#[derive(Clone, Debug, PartialEq)]
pub enum Call {
    Save,
    Restore,
    Translate(f64, f64),
    Scale(f64),
    SetFill(String),
    SetStroke(String),
    SetLineWidth(f64),
    SetLineDash(Vec<f64>),
    SetLineCap(LineCap),
    SetLineJoin(LineJoin),
    SetAlpha(f64),
    SetFontSize(f64),
    SetTextAlign(Align),
    BeginPath,
    MoveTo(f64, f64),
    LineTo(f64, f64),
    Arc(f64, f64, f64, f64, f64),
    Rect(f64, f64, f64, f64),
    ClosePath,
    Fill,
    Stroke,
    Clip,
    FillRect(f64, f64, f64, f64),
    FillText(String, f64, f64),
    StrokeText(String, f64, f64),
    MeasureText(String),
}

impl Call {
    /// The numbers the call passes.
    fn numbers(&self) -> Vec<f64> {
        match self {
            Call::Translate(a, b) | Call::MoveTo(a, b) | Call::LineTo(a, b) => vec![*a, *b],
            Call::Scale(a) | Call::SetLineWidth(a) | Call::SetAlpha(a) | Call::SetFontSize(a) => {
                vec![*a]
            }
            Call::SetLineDash(pattern) => pattern.clone(),
            Call::Arc(a, b, c, d, e) => vec![*a, *b, *c, *d, *e],
            Call::Rect(a, b, c, d) | Call::FillRect(a, b, c, d) => vec![*a, *b, *c, *d],
            Call::FillText(_, x, y) | Call::StrokeText(_, x, y) => vec![*x, *y],
            _ => Vec::new(),
        }
    }
}

/// How a path was painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    Fill,
    Stroke,
}

/// A path as painted: its colour, and its arcs and vertices in CSS pixels.
#[derive(Clone, Debug)]
pub struct Shape {
    pub ink: Ink,
    pub colour: String,
    pub alpha: f64,
    /// (centre x, centre y, radius) of every arc in the path.
    pub arcs: Vec<(f64, f64, f64)>,
    /// Every vertex of the path's lines and rectangles.
    pub points: Vec<(f64, f64)>,
}

impl Shape {
    /// True when an arc of the shape is centred within `slack` pixels of (x, y).
    pub fn has_arc_at(&self, (x, y): (f64, f64), slack: f64) -> bool {
        self.arcs
            .iter()
            .any(|&(cx, cy, _)| (cx - x).hypot(cy - y) <= slack)
    }

    /// True when a vertex of the shape is within `slack` pixels of (x, y).
    pub fn has_point(&self, (x, y): (f64, f64), slack: f64) -> bool {
        self.points
            .iter()
            .any(|&(px, py)| (px - x).hypot(py - y) <= slack)
    }
}

/// A text as painted, anchored in CSS pixels.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    pub text: String,
    pub x: f64,
    pub y: f64,
    pub colour: String,
    pub size: f64,
    pub stroked: bool,
}

#[derive(Clone, Debug)]
struct State {
    fill: String,
    stroke: String,
    alpha: f64,
    font_size: f64,
    scale: f64,
    offset: (f64, f64),
}

/// Records everything a board draws.
#[derive(Clone, Debug)]
pub struct Recorder {
    /// Every call, in order.
    pub calls: Vec<Call>,
    /// Every path filled or stroked, back to front.
    pub shapes: Vec<Shape>,
    /// Every text filled or outlined, back to front.
    pub texts: Vec<Text>,
    /// Rectangles filled with `fill_rect`: (x, y, width, height, colour).
    pub rects: Vec<(f64, f64, f64, f64, String)>,
    state: State,
    saved: Vec<State>,
    /// The current path's arcs and vertices.
    arcs: Vec<(f64, f64, f64)>,
    points: Vec<(f64, f64)>,
    /// Restores that found no save to pop.
    unmatched_restores: usize,
}

impl Default for Recorder {
    fn default() -> Self {
        Recorder {
            calls: Vec::new(),
            shapes: Vec::new(),
            texts: Vec::new(),
            rects: Vec::new(),
            state: State {
                fill: "#000".into(),
                stroke: "#000".into(),
                alpha: 1.0,
                font_size: 10.0,
                scale: 1.0,
                offset: (0.0, 0.0),
            },
            saved: Vec::new(),
            arcs: Vec::new(),
            points: Vec::new(),
            unmatched_restores: 0,
        }
    }
}

impl Recorder {
    fn at(&self, x: f64, y: f64) -> (f64, f64) {
        let s = &self.state;
        (x * s.scale + s.offset.0, y * s.scale + s.offset.1)
    }

    fn text(&mut self, text: &str, x: f64, y: f64, stroked: bool) {
        let (x, y) = self.at(x, y);
        let colour = if stroked {
            &self.state.stroke
        } else {
            &self.state.fill
        };
        self.texts.push(Text {
            text: text.into(),
            x,
            y,
            colour: colour.clone(),
            size: self.state.font_size * self.state.scale,
            stroked,
        });
    }

    fn paint(&mut self, ink: Ink) {
        if self.arcs.is_empty() && self.points.is_empty() {
            return;
        }
        let colour = match ink {
            Ink::Fill => self.state.fill.clone(),
            Ink::Stroke => self.state.stroke.clone(),
        };
        self.shapes.push(Shape {
            ink,
            colour,
            alpha: self.state.alpha,
            arcs: self.arcs.clone(),
            points: self.points.clone(),
        });
    }

    /// The colours filling discs centred within half a pixel of `point`, back to front.
    pub fn fills_at(&self, point: (f64, f64)) -> Vec<&str> {
        self.shapes
            .iter()
            .filter(|s| s.ink == Ink::Fill && s.has_arc_at(point, 0.5))
            .map(|s| s.colour.as_str())
            .collect()
    }

    /// The colours of circles stroked round `point` (centred within half a pixel).
    pub fn rings_at(&self, point: (f64, f64)) -> Vec<&str> {
        self.shapes
            .iter()
            .filter(|s| s.ink == Ink::Stroke && s.has_arc_at(point, 0.5))
            .map(|s| s.colour.as_str())
            .collect()
    }

    /// The strokes in `colour`.
    pub fn strokes(&self, colour: &str) -> Vec<&Shape> {
        self.shapes
            .iter()
            .filter(|s| s.ink == Ink::Stroke && s.colour == colour)
            .collect()
    }

    /// The texts drawn whose words are exactly `text`.
    pub fn texts_reading(&self, text: &str) -> Vec<&Text> {
        self.texts.iter().filter(|t| t.text == text).collect()
    }

    /// How many paths were filled or stroked (empty paths paint nothing and do not count).
    pub fn painted_paths(&self) -> usize {
        self.shapes.len()
    }

    /// True when every restore matched a save and nothing was left saved.
    pub fn balanced(&self) -> bool {
        self.unmatched_restores == 0 && self.saved.is_empty()
    }

    /// The first call that passed a NaN or an infinity, if any did.
    pub fn first_non_finite(&self) -> Option<&Call> {
        self.calls
            .iter()
            .find(|c| c.numbers().iter().any(|n| !n.is_finite()))
    }
}

impl Painter for Recorder {
    fn save(&mut self) {
        self.calls.push(Call::Save);
        self.saved.push(self.state.clone());
    }

    fn restore(&mut self) {
        self.calls.push(Call::Restore);
        match self.saved.pop() {
            Some(state) => self.state = state,
            None => self.unmatched_restores += 1,
        }
    }

    fn translate(&mut self, dx: f64, dy: f64) {
        self.calls.push(Call::Translate(dx, dy));
        let s = &mut self.state;
        s.offset = (s.offset.0 + dx * s.scale, s.offset.1 + dy * s.scale);
    }

    fn scale(&mut self, factor: f64) {
        self.calls.push(Call::Scale(factor));
        self.state.scale *= factor;
    }

    fn set_fill(&mut self, colour: &str) {
        self.calls.push(Call::SetFill(colour.into()));
        self.state.fill = colour.into();
    }

    fn set_stroke(&mut self, colour: &str) {
        self.calls.push(Call::SetStroke(colour.into()));
        self.state.stroke = colour.into();
    }

    fn set_line_width(&mut self, width: f64) {
        self.calls.push(Call::SetLineWidth(width));
    }

    fn set_line_dash(&mut self, pattern: &[f64]) {
        self.calls.push(Call::SetLineDash(pattern.to_vec()));
    }

    fn set_line_cap(&mut self, cap: LineCap) {
        self.calls.push(Call::SetLineCap(cap));
    }

    fn set_line_join(&mut self, join: LineJoin) {
        self.calls.push(Call::SetLineJoin(join));
    }

    fn set_alpha(&mut self, alpha: f64) {
        self.calls.push(Call::SetAlpha(alpha));
        self.state.alpha = alpha;
    }

    fn set_font_size(&mut self, size: f64) {
        self.calls.push(Call::SetFontSize(size));
        self.state.font_size = size;
    }

    fn set_text_align(&mut self, align: Align) {
        self.calls.push(Call::SetTextAlign(align));
    }

    fn begin_path(&mut self) {
        self.calls.push(Call::BeginPath);
        self.arcs.clear();
        self.points.clear();
    }

    fn move_to(&mut self, x: f64, y: f64) {
        self.calls.push(Call::MoveTo(x, y));
        self.points.push(self.at(x, y));
    }

    fn line_to(&mut self, x: f64, y: f64) {
        self.calls.push(Call::LineTo(x, y));
        self.points.push(self.at(x, y));
    }

    fn arc(&mut self, x: f64, y: f64, radius: f64, start: f64, end: f64) {
        self.calls.push(Call::Arc(x, y, radius, start, end));
        let (cx, cy) = self.at(x, y);
        self.arcs.push((cx, cy, radius * self.state.scale));
    }

    fn rect(&mut self, x: f64, y: f64, width: f64, height: f64) {
        self.calls.push(Call::Rect(x, y, width, height));
        for (px, py) in [
            (x, y),
            (x + width, y),
            (x + width, y + height),
            (x, y + height),
        ] {
            self.points.push(self.at(px, py));
        }
    }

    fn close_path(&mut self) {
        self.calls.push(Call::ClosePath);
    }

    fn fill(&mut self) {
        self.calls.push(Call::Fill);
        self.paint(Ink::Fill);
    }

    fn stroke(&mut self) {
        self.calls.push(Call::Stroke);
        self.paint(Ink::Stroke);
    }

    fn clip(&mut self) {
        self.calls.push(Call::Clip);
    }

    fn fill_rect(&mut self, x: f64, y: f64, width: f64, height: f64) {
        self.calls.push(Call::FillRect(x, y, width, height));
        let (x, y) = self.at(x, y);
        let s = self.state.scale;
        let colour = self.state.fill.clone();
        self.rects.push((x, y, width * s, height * s, colour));
    }

    fn fill_text(&mut self, text: &str, x: f64, y: f64) {
        self.calls.push(Call::FillText(text.into(), x, y));
        self.text(text, x, y, false);
    }

    fn stroke_text(&mut self, text: &str, x: f64, y: f64) {
        self.calls.push(Call::StrokeText(text.into(), x, y));
        self.text(text, x, y, true);
    }

    fn measure_text(&mut self, text: &str) -> f64 {
        self.calls.push(Call::MeasureText(text.into()));
        estimated_text_width(text, self.state.font_size)
    }
}
