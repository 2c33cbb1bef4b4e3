//! Triangulation (`triangulation`, HDU 4664): boards of points in convex position. Click two
//! points of a board to draw the segment between them; a segment that touches an earlier one
//! (a crossing or a shared endpoint) is refused with the reason. Every group of free points is
//! a heap of Dawson's Kayles (`0.07`).

use super::impartial::{computer_move, judge_fact, load_action, nim_sum, one_case, scan_case};
use super::impartial::{spaced, verdict, Standing};
use super::paint::{self, palette, Align, Clamped, Painter};
use super::{
    Action, Board, Case, Click, Command, Fact, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{Chord, Triangulation};
use crate::trig;

pub const ENTRY: GameEntry = GameEntry {
    slug: "triangulation",
    title: "Triangulation (segments between points)",
    blurb: "Draw a segment between two points of a board; it may not cross or touch an earlier \
            segment of that board. Whoever cannot draw loses. Carol moves first.",
    options,
    create,
};

const MAX_BOARDS: usize = 4;
const MAX_POINTS: usize = 24;

fn options() -> Vec<OptionSpec> {
    vec![OptionSpec::text("points", "Points on each board", "8 5")
        .help("Up to 4 boards of 1 to 24 points, separated by spaces or commas.")]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let points = options.numbers("points", 1..=MAX_POINTS, MAX_BOARDS, "numbers")?;
    Ok(Box::new(Played::new(
        Triangulation::new(&points),
        TriangulationView::default(),
    )))
}

#[derive(Clone, Debug, Default)]
struct Layout {
    /// Each board's centre, radius and number of points.
    boards: Vec<((f64, f64), f64, usize)>,
}

impl Layout {
    fn new(width: f64, height: f64, points: &[usize]) -> Self {
        let slot = width / points.len().max(1) as f64;
        let radius = ((slot / 2.0 - 24.0).min(height / 2.0 - 40.0)).max(4.0);
        Layout {
            boards: points
                .iter()
                .enumerate()
                .map(|(b, &n)| ((slot * (b as f64 + 0.5), height / 2.0 - 6.0), radius, n))
                .collect(),
        }
    }

    fn point(&self, board: usize, p: usize) -> Option<(f64, f64)> {
        let &((cx, cy), r, n) = self.boards.get(board)?;
        let angle = std::f64::consts::TAU * p as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
        (p < n).then(|| (cx + r * trig::cos(angle), cy + r * trig::sin(angle)))
    }

    fn hit(&self, x: f64, y: f64) -> Option<(usize, usize)> {
        let mut best = None;
        let mut best_d = f64::INFINITY;
        for (b, &(_, r, n)) in self.boards.iter().enumerate() {
            let reach = (r * std::f64::consts::PI / n as f64).clamped(4.0, 18.0);
            for p in 0..n {
                let (px, py) = self.point(b, p)?;
                let d = (px - x).hypot(py - y);
                if d <= reach && d < best_d {
                    best = Some((b, p));
                    best_d = d;
                }
            }
        }
        best
    }
}

#[derive(Default)]
struct TriangulationView {
    /// The first point of the segment being drawn.
    selected: Option<(usize, usize)>,
    layout: Layout,
}

fn used(game: &Triangulation, board: usize, p: usize) -> Option<Chord> {
    game.drawn()[board]
        .iter()
        .find(|c| c.a == p || c.b == p)
        .copied()
}

impl View for TriangulationView {
    type Game = Triangulation;
    const BOARD: &'static str = "Triangulation has";
    const COMPUTER: bool = true;

    fn click(&mut self, game: &Triangulation, x: f64, y: f64) -> Result<Click<Chord>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Because("no segment can be drawn")));
        }
        let (board, p) = self.layout.hit(x, y).ok_or(Refusal::Missed {
            hint: "Click a point, then another point of the same board",
        })?;
        if let Some(segment) = used(game, board, p) {
            return Err(Pick::PointUsed {
                point: p + 1,
                segment,
            }
            .into());
        }
        match self.selected {
            Some(first) if first == (board, p) => {
                self.selected = None;
                Ok(Click::Select)
            }
            Some((b, first)) if b == board => Ok(Click::Play(Chord::new(board, first, p))),
            _ => {
                self.selected = Some((board, p));
                Ok(Click::Select)
            }
        }
    }

    fn read_case(
        &mut self,
        _game: &Triangulation,
        text: &str,
    ) -> Result<Case<Triangulation>, Refusal> {
        let points = scan_case(text, |input| {
            input.int("number of test cases T", 1u32..=1_000_000)?;
            let n = input.int("number of boards N", 1..=MAX_BOARDS)?;
            (0..n)
                .map(|_| input.int("number of points n", 1..=MAX_POINTS))
                .collect::<Result<Vec<_>, _>>()
        })?;
        let options = vec![("points", spaced(&points))];
        Ok(Case::new(Triangulation::new(&points), options))
    }

    fn clear(&mut self) -> bool {
        self.selected = None;
        true
    }

    fn draw(
        &mut self,
        game: &Triangulation,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        hints: bool,
    ) {
        self.layout = Layout::new(width, height, game.points());
        let layout = self.layout.clone();
        paint::clear(pen, width, height);
        let segment = |pen: &mut dyn Painter, c: &Chord, w: f64, colour: &str| {
            if let (Some(a), Some(b)) = (layout.point(c.board, c.a), layout.point(c.board, c.b)) {
                paint::line(pen, a, b, w, colour);
            }
        };
        for (b, &((cx, cy), r, n)) in layout.boards.iter().enumerate() {
            paint::ring(pen, cx, cy, r, palette::BOARD_EDGE);
            paint::text(
                pen,
                &format!("board {} ({})", b + 1, points(n)),
                cx,
                cy + r + 28.0,
                13.0,
                palette::MUTED,
                Align::Center,
            );
            for c in &game.drawn()[b] {
                segment(pen, c, 3.0, palette::INK);
            }
            let dot = (r * 0.9 / n as f64).clamped(3.0, 9.0);
            for p in 0..n {
                let Some((x, y)) = layout.point(b, p) else {
                    continue;
                };
                let colour = if used(game, b, p).is_some() {
                    palette::FIRST
                } else {
                    palette::STONE
                };
                paint::stone(pen, x, y, dot, colour, palette::STONE_LIGHT);
                if self.selected == Some((b, p)) {
                    paint::ring(pen, x, y, dot * 1.6, palette::FIRST_EDGE);
                }
                let (lx, ly) = (x + (x - cx) / r * 16.0, y + (y - cy) / r * 16.0);
                paint::text(
                    pen,
                    &(p + 1).to_string(),
                    lx,
                    ly,
                    10.0,
                    palette::MUTED,
                    Align::Center,
                );
            }
        }
        if hints {
            for c in game.verdict().winning_moves {
                segment(pen, &c, 2.0, palette::ACCENT);
            }
        }
    }

    fn describe(&self, history: &History<Triangulation>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let standing = Standing::normal(game, v.to_move, v.outcome.is_over(), v.nim_sum != 0);
        verdict(report, game, v.to_move, standing, &v.winning_moves);
        let groups: Vec<String> = v
            .groups
            .iter()
            .enumerate()
            .map(|(b, groups)| {
                let list: Vec<String> = groups
                    .iter()
                    .map(|(g, value)| format!("{}, G = {value}", points(g.len())))
                    .collect();
                format!(
                    "board {}: {}",
                    b + 1,
                    if list.is_empty() {
                        "none".to_string()
                    } else {
                        list.join("; ")
                    }
                )
            })
            .collect();
        report
            .facts
            .push(Fact::new("Groups of free points", groups.join(" | ")));
        report.facts.push(nim_sum(v.nim_sum));
        judge_fact(self.judge_case(history), history.current(), report);
        report.actions = vec![
            Action::button(Command::Clear, "Clear selection", self.selected.is_some()),
            load_action("A judge case: T, then N and N numbers of points (first case)"),
        ];
        if let Some((b, p)) = self.selected {
            report.pending = format!(
                "Selected: board {} point {}; click the other end",
                b + 1,
                p + 1
            );
        }
    }

    fn suggest(&mut self, history: &History<Triangulation>) -> Option<Chord> {
        let game = history.current();
        let moves = game.moves();
        // From a lost position, a segment between neighbours keeps the most points together.
        computer_move(&game.verdict().winning_moves, &moves, |c| {
            let n = game.points()[c.board];
            1000 - (c.b - c.a).min(n + c.a - c.b)
        })
    }

    /// Each group of free points is a fresh board of that many points.
    fn judge_case(&self, history: &History<Triangulation>) -> Result<JudgeCase, Refusal> {
        let game = history.current();
        let sizes: Vec<usize> = (0..game.points().len())
            .flat_map(|b| game.groups(b))
            .map(|g| g.len())
            .collect();
        if sizes.is_empty() {
            return Err(Refusal::NoCase {
                why: "Every point is used: the game is over",
            });
        }
        Ok(one_case("triangulation", &sizes, " "))
    }

    fn locate(&self, _game: &Triangulation, at: &str) -> Option<(f64, f64)> {
        // `board B point P`, or a segment `board B: P–Q` at its second point, as written.
        if let Ok(c) = at.parse::<Chord>() {
            let (_, second) = at.rsplit_once(['–', '-'])?;
            let second: usize = second.trim().parse().ok()?;
            return self.layout.point(c.board, second.checked_sub(1)?);
        }
        let mut words = at.split_whitespace();
        let (Some("board"), Some(b), Some("point"), Some(p)) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return None;
        };
        let (b, p): (usize, usize) = (b.parse().ok()?, p.parse().ok()?);
        self.layout.point(b.checked_sub(1)?, p.checked_sub(1)?)
    }
}

/// `1 point`, `5 points`.
fn points(n: usize) -> String {
    format!("{n} point{}", if n == 1 { "" } else { "s" })
}
