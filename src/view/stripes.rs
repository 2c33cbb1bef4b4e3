//! Stripes (`stripes`, POI 2000 "Paski"): bars of three lengths laid on strips of cells. Pick a
//! bar length with the buttons; hovering a cell shows where the bar would go, and a click lays
//! it. The position is the octal game with digit 7 at each bar length, valued by the engine.

use super::impartial::{block, judge_fact, load_action, scan_case, spaced};
use super::impartial::{verdict, Standing};
use super::paint::{self, palette, Align, Clamped, Painter};
use super::rows::{computer, runs};
use super::{
    Acted, Action, Board, Case, Click, Command, Fact, GameEntry, JudgeCase, OptionError,
    OptionSpec, Options, Over, Pick, Played, Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{Octal, OctalCode, OctalMove};
use crate::sorting::sort_usize;

pub const ENTRY: GameEntry = GameEntry {
    slug: "stripes",
    title: "Stripes (bars on a strip)",
    blurb: "Lay a bar of one of three lengths on free cells of a strip; whoever cannot lay a bar \
            loses. Each free run of cells is a heap of an octal game.",
    options,
    create,
};

const MAX_STRIPS: usize = 4;
const MAX_CELLS: usize = 40;
const MAX_BAR: usize = 20;

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::text("bars", "Bar lengths c z n", "1 5 1")
            .help("Three lengths from 1 to 20 (repeats allowed, as in the judge's input)."),
        OptionSpec::text("strips", "Strip lengths", "12")
            .help("Up to 4 strips of 1 to 40 cells, separated by spaces or commas."),
    ]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let bars = options.numbers("bars", 1..=MAX_BAR, 3, "numbers")?;
    if bars.len() != 3 {
        return Err(OptionError::NotThreeBars);
    }
    let strips = options.numbers("strips", 1..=MAX_CELLS, MAX_STRIPS, "numbers")?;
    let bars = [bars[0], bars[1], bars[2]];
    let view = StripesView::new(bars, &strips);
    Ok(Box::new(Played::new(position(bars, &strips), view)))
}

fn position(bars: [usize; 3], strips: &[usize]) -> Octal {
    Octal::new(
        OctalCode::place_bars(&bars).unwrap_or_else(|_| panic!("bar lengths are positive")),
        strips,
    )
}

/// The distinct bar lengths, shortest first.
fn lengths(bars: [usize; 3]) -> Vec<usize> {
    let mut lengths = bars.to_vec();
    sort_usize(&mut lengths);
    lengths.dedup();
    lengths
}

#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    top: f64,
    cell: f64,
    row_height: f64,
}

impl Layout {
    fn new(width: f64, height: f64, longest: usize, strips: usize) -> Self {
        let cell = ((width - 96.0) / longest as f64).clamped(4.0, 48.0);
        let left = ((width - cell * longest as f64) / 2.0).max(64.0);
        let row_height = ((height - 24.0) / strips as f64).min(cell * 2.4).max(cell);
        let top = ((height - row_height * strips as f64) / 2.0).max(8.0);
        Layout {
            left,
            top,
            cell,
            row_height,
        }
    }

    /// The top-left corner of a cell.
    fn corner(&self, strip: usize, cell: usize) -> (f64, f64) {
        (
            self.left + self.cell * cell as f64,
            self.top + self.row_height * (strip as f64 + 0.5) - self.cell / 2.0,
        )
    }

    fn centre(&self, strip: usize, cell: usize) -> (f64, f64) {
        let (x, y) = self.corner(strip, cell);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }

    fn hit(&self, strips: &[usize], x: f64, y: f64) -> Option<(usize, usize)> {
        if self.cell <= 0.0 || !x.is_finite() || !y.is_finite() {
            return None;
        }
        let strip = ((y - self.top) / self.row_height).floor();
        if strip < 0.0 || strip >= strips.len() as f64 {
            return None;
        }
        let strip = strip as usize;
        let (_, top) = self.corner(strip, 0);
        let cell = ((x - self.left) / self.cell).floor();
        let within = y >= top && y <= top + self.cell;
        (within && cell >= 0.0 && cell < strips[strip] as f64).then_some((strip, cell as usize))
    }
}

struct StripesView {
    bars: [usize; 3],
    /// The bar a click lays.
    chosen: usize,
    longest: usize,
    /// The bars laid so far, to draw each one whole.
    laid: Vec<OctalMove>,
    hovered: Option<OctalMove>,
    layout: Layout,
}

impl StripesView {
    fn new(bars: [usize; 3], strips: &[usize]) -> Self {
        StripesView {
            bars,
            chosen: lengths(bars)[0],
            longest: strips.iter().copied().max().unwrap_or(1),
            laid: Vec::new(),
            hovered: None,
            layout: Layout::default(),
        }
    }

    /// The chosen bar laid from `cell` on, or (when it would run past the free run) ending at
    /// the run's end; a covered cell or a run too short for the bar says why.
    fn placement(&self, game: &Octal, strip: usize, cell: usize) -> Result<OctalMove, Pick> {
        let (start, end) = game.rows()[strip].run_at(cell).ok_or(Pick::Covered)?;
        if end - start < self.chosen {
            return Err(Pick::BarTooLong {
                bar: self.chosen,
                run: end - start,
            });
        }
        Ok(OctalMove {
            row: strip,
            start: cell.min(end - self.chosen),
            count: self.chosen,
        })
    }
}

fn strip_lengths(game: &Octal) -> Vec<usize> {
    game.rows().iter().map(|r| r.standing.len()).collect()
}

/// The bar length buttons: each action picks one of the three.
const CHOOSE: [Command; 3] = [
    Command::ShortestBar,
    Command::MiddleBar,
    Command::LongestBar,
];
const CHOOSE_LABEL: [&str; 3] = ["Shortest bar", "Middle bar", "Longest bar"];

impl View for StripesView {
    type Game = Octal;
    const BOARD: &'static str = "Stripes has";
    const COMPUTER: bool = true;

    fn click(&mut self, game: &Octal, x: f64, y: f64) -> Result<Click<OctalMove>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Because("no bar fits")));
        }
        let (strip, cell) = self
            .layout
            .hit(&strip_lengths(game), x, y)
            .ok_or(Refusal::Missed {
                hint: "Click a free cell to lay the chosen bar there",
            })?;
        Ok(Click::Play(self.placement(game, strip, cell)?))
    }

    fn hover(&mut self, game: &Octal, x: f64, y: f64) -> bool {
        let hovered = self
            .layout
            .hit(&strip_lengths(game), x, y)
            .and_then(|(strip, cell)| self.placement(game, strip, cell).ok());
        std::mem::replace(&mut self.hovered, hovered) != hovered
    }

    fn act(
        &mut self,
        _history: &mut History<Octal>,
        command: Command,
        _argument: Option<&str>,
    ) -> Result<Acted<OctalMove>, Refusal> {
        let i = CHOOSE
            .iter()
            .position(|&c| c == command)
            .ok_or_else(|| Self::unavailable(command))?;
        self.chosen = *lengths(self.bars).get(i).ok_or(Pick::NoSuchBar)?;
        self.hovered = None;
        Ok(Acted::View)
    }

    /// A case starts a fresh view: its bars and strip replace the old.
    fn read_case(&mut self, _game: &Octal, text: &str) -> Result<Case<Octal>, Refusal> {
        let (bars, p) = scan_case(text, |input| {
            let mut bars = [0; 3];
            for (bar, name) in bars.iter_mut().zip(["bar length c", "z", "n"]) {
                *bar = input.int(name, 1..=MAX_BAR)?;
            }
            input.int("number of strips m", 1usize..=1_000_000)?;
            Ok((bars, input.int("strip length p", 1..=MAX_CELLS)?))
        })?;
        *self = StripesView::new(bars, &[p]);
        let options = vec![("bars", spaced(&bars)), ("strips", p.to_string())];
        Ok(Case::new(position(bars, &[p]), options))
    }

    fn moved(&mut self, history: &History<Octal>) {
        self.laid = history.moves().to_vec();
        self.hovered = None;
    }

    fn draw(&mut self, game: &Octal, pen: &mut dyn Painter, width: f64, height: f64, hints: bool) {
        let strips = strip_lengths(game);
        self.layout = Layout::new(width, height, self.longest, strips.len());
        let l = self.layout;
        paint::clear(pen, width, height);
        for (s, &len) in strips.iter().enumerate() {
            let (_, y) = l.centre(s, 0);
            paint::text(
                pen,
                &format!("strip {}", s + 1),
                10.0,
                y,
                13.0,
                palette::MUTED,
                Align::Left,
            );
            for c in 0..len {
                block(
                    pen,
                    l.corner(s, c),
                    (l.cell, l.cell),
                    "#fbf7ee",
                    Some(palette::BOARD_EDGE),
                );
                if l.cell >= 14.0 && (c + 1) % 5 == 0 {
                    let (x, y) = l.corner(s, c);
                    paint::text(
                        pen,
                        &(c + 1).to_string(),
                        x + l.cell / 2.0,
                        y + l.cell + 10.0,
                        9.0,
                        palette::MUTED,
                        Align::Center,
                    );
                }
            }
        }
        let inset = (l.cell * 0.12).min(4.0);
        let bar = |pen: &mut dyn Painter, mv: &OctalMove, fill: &str, outline: Option<&str>| {
            let (x, y) = l.corner(mv.row, mv.start);
            block(
                pen,
                (x + inset, y + inset),
                (l.cell * mv.count as f64 - 2.0 * inset, l.cell - 2.0 * inset),
                fill,
                outline,
            );
        };
        for mv in &self.laid {
            bar(pen, mv, palette::STONE, Some(palette::FIRST));
        }
        if hints {
            for mv in game.verdict().winning_moves {
                bar(pen, &mv, "rgba(0, 0, 0, 0)", Some(palette::ACCENT));
            }
        }
        if let Some(mv) = self.hovered {
            bar(pen, &mv, palette::HOVER, None);
        }
    }

    fn describe(&self, history: &History<Octal>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let standing = Standing::normal(game, v.to_move, v.outcome.is_over(), v.nim_sum != 0);
        verdict(report, game, v.to_move, standing, &v.winning_moves);
        report
            .facts
            .push(Fact::new("Bar lengths", spaced(&self.bars)));
        runs(report, "Free runs", "strip", &v);
        judge_fact(self.judge_case(history), history.current(), report);
        let lengths = lengths(self.bars);
        report.actions = CHOOSE
            .iter()
            .zip(CHOOSE_LABEL)
            .zip(&lengths)
            .map(|((&command, label), &len)| Action::button(command, label, len != self.chosen))
            .collect();
        report.actions.push(load_action(
            "A judge case: c z n, m, then strip lengths (the first strip)",
        ));
        report.pending = format!(
            "Chosen bar: {} cell{} (bars: {})",
            self.chosen,
            if self.chosen == 1 { "" } else { "s" },
            spaced(&lengths)
        );
    }

    fn suggest(&mut self, history: &History<Octal>) -> Option<OctalMove> {
        // From a lost position, the shortest bar leaves the most room.
        computer(history.current())
    }

    /// The judge answers for a fresh strip: a position with one free run is that strip.
    fn judge_case(&self, history: &History<Octal>) -> Result<JudgeCase, Refusal> {
        let runs: Vec<usize> = history
            .current()
            .rows()
            .iter()
            .flat_map(|r| r.runs())
            .collect();
        match runs[..] {
            [p] => Ok(JudgeCase {
                problem: "stripes",
                input: format!("{}\n1\n{p}\n", spaced(&self.bars)),
            }),
            _ => Err(Refusal::NoCase {
                why: "The judge takes one strip: this position has several free runs",
            }),
        }
    }

    fn locate(&self, game: &Octal, at: &str) -> Option<(f64, f64)> {
        // A bar (`row S: pins A–B`) at its first cell, or a cell (`strip S cell C`).
        if let Ok(mv) = at.parse::<OctalMove>() {
            let len = *strip_lengths(game).get(mv.row)?;
            return (mv.count >= 1 && mv.start + mv.count <= len)
                .then(|| self.layout.centre(mv.row, mv.start));
        }
        let mut words = at.split_whitespace();
        let (Some("strip"), Some(s), Some("cell"), Some(c)) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return None;
        };
        let (s, c): (usize, usize) = (s.parse().ok()?, c.parse().ok()?);
        let len = *strip_lengths(game).get(s.checked_sub(1)?)?;
        (c >= 1 && c <= len).then(|| self.layout.centre(s - 1, c - 1))
    }
}
