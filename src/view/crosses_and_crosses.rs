//! Crosses and Crosses (`crosses-and-crosses`, Treblecross, POJ 3537): both players put
//! crosses on a strip; whoever first completes three in a row wins at once. Click a cell.

use super::impartial::{block, computer_move, judge_fact, load_action, scan_case, spaced};
use super::impartial::{verdict, Standing};
use super::paint::{self, palette, Align, Clamped, Painter};
use super::{
    Board, Case, Click, Fact, GameEntry, JudgeCase, OptionError, OptionSpec, Options, Over, Played,
    Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{Border, CrossMove, CrossesAndCrosses};

pub const ENTRY: GameEntry = GameEntry {
    slug: "crosses-and-crosses",
    title: "Crosses and Crosses (Treblecross)",
    blurb: "Both players put crosses on a strip; whoever first completes three crosses in a row \
            wins at once.",
    options,
    create,
};

const MAX_CELLS: i64 = 40;

fn options() -> Vec<OptionSpec> {
    vec![OptionSpec::int("cells", "Strip length n", 12, 1, MAX_CELLS)]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let n = options.int("cells")? as usize;
    Ok(Box::new(Played::new(
        CrossesAndCrosses::new(n),
        CrossesView::default(),
    )))
}

#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    top: f64,
    cell: f64,
    cells: usize,
}

impl Layout {
    fn new(width: f64, height: f64, cells: usize) -> Self {
        let cell = ((width - 32.0) / cells.max(1) as f64).clamped(6.0, 60.0);
        Layout {
            left: ((width - cell * cells as f64) / 2.0).max(8.0),
            top: (height / 2.0 - cell / 2.0).max(8.0),
            cell,
            cells,
        }
    }

    fn centre(&self, c: usize) -> (f64, f64) {
        (
            self.left + self.cell * (c as f64 + 0.5),
            self.top + self.cell / 2.0,
        )
    }

    fn hit(&self, x: f64, y: f64) -> Option<usize> {
        if self.cell <= 0.0 || !x.is_finite() || !(self.top..=self.top + self.cell).contains(&y) {
            return None;
        }
        let c = ((x - self.left) / self.cell).floor();
        (c >= 0.0 && c < self.cells as f64).then_some(c as usize)
    }
}

#[derive(Default)]
struct CrossesView {
    hovered: Option<usize>,
    layout: Layout,
}

fn cross(pen: &mut dyn Painter, (x, y): (f64, f64), size: f64, colour: &str) {
    let d = size * 0.32;
    let w = (size * 0.1).max(1.5);
    paint::line(pen, (x - d, y - d), (x + d, y + d), w, colour);
    paint::line(pen, (x - d, y + d), (x + d, y - d), w, colour);
}

fn border_name(b: Border) -> &'static str {
    match b {
        Border::End => "end",
        Border::Cross | Border::CrossAtEnd => "cross",
    }
}

impl View for CrossesView {
    type Game = CrossesAndCrosses;
    const BOARD: &'static str = "Crosses and Crosses has";
    const COMPUTER: bool = true;

    fn click(
        &mut self,
        game: &CrossesAndCrosses,
        x: f64,
        y: f64,
    ) -> Result<Click<CrossMove>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Plain));
        }
        let c = self.layout.hit(x, y).ok_or(Refusal::Missed {
            hint: "Click an empty cell of the strip to put a cross there",
        })?;
        Ok(Click::Play(CrossMove(c)))
    }

    fn hover(&mut self, game: &CrossesAndCrosses, x: f64, y: f64) -> bool {
        let hovered = self
            .layout
            .hit(x, y)
            // The layout is the last drawn: after a load it may show a longer strip.
            .filter(|&c| game.cells().get(c) == Some(&false) && !game.outcome().is_over());
        std::mem::replace(&mut self.hovered, hovered) != hovered
    }

    fn read_case(
        &mut self,
        _game: &CrossesAndCrosses,
        text: &str,
    ) -> Result<Case<CrossesAndCrosses>, Refusal> {
        let n = scan_case(text, |input| {
            input.int("strip length n", 1..=MAX_CELLS as usize)
        })?;
        Ok(Case::new(
            CrossesAndCrosses::new(n),
            vec![("cells", n.to_string())],
        ))
    }

    fn moved(&mut self, _history: &History<CrossesAndCrosses>) {
        self.hovered = None;
    }

    fn draw(
        &mut self,
        game: &CrossesAndCrosses,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        hints: bool,
    ) {
        self.layout = Layout::new(width, height, game.cells().len());
        let l = self.layout;
        paint::clear(pen, width, height);
        let v = game.verdict();
        let three = game.three();
        for (c, &x) in game.cells().iter().enumerate() {
            let (cx, cy) = l.centre(c);
            let in_three = three.is_some_and(|s| (s..s + 3).contains(&c));
            let fill = if in_three {
                "#f6e3b4"
            } else if hints && v.losing_at_once.contains(&CrossMove(c)) {
                "#efe4d8"
            } else {
                "#fbf7ee"
            };
            block(
                pen,
                (cx - l.cell / 2.0, l.top),
                (l.cell, l.cell),
                fill,
                Some(palette::BOARD_EDGE),
            );
            if x {
                cross(pen, (cx, cy), l.cell, palette::INK);
            } else if self.hovered == Some(c) {
                cross(pen, (cx, cy), l.cell, palette::HOVER);
            }
            if hints && v.winning_moves.contains(&CrossMove(c)) {
                paint::ring(pen, cx, cy, l.cell * 0.3, palette::ACCENT);
            }
            if l.cell >= 14.0 || (c + 1) % 5 == 0 {
                paint::text(
                    pen,
                    &(c + 1).to_string(),
                    cx,
                    cy + l.cell / 2.0 + 12.0,
                    (l.cell * 0.3).clamped(8.0, 12.0),
                    palette::MUTED,
                    Align::Center,
                );
            }
        }
        if let Some(s) = three {
            paint::line(pen, l.centre(s), l.centre(s + 2), 4.0, palette::ACCENT);
        }
    }

    fn describe(&self, history: &History<CrossesAndCrosses>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let last = game.side_name(v.to_move.opponent());
        let standing = if let Some(s) = game.three() {
            let (first, end) = (s + 1, s + 3);
            Standing::Over(format!(
                "{last} completed three in a row (cells {first}–{end}) and wins"
            ))
        } else if v.outcome.is_over() {
            let mover = game.side_name(v.to_move);
            Standing::Over(format!(
                "The strip is full: {mover} cannot move, {last} wins"
            ))
        } else if !v.completing.is_empty() {
            Standing::WinsAtOnce("completes three in a row")
        } else if !v.winning_moves.is_empty() {
            Standing::Wins
        } else {
            Standing::Loses(
                "No winning move: a cross within two cells of another lets the opponent complete \
                 three, and every other cross leaves a nim-sum of 0 to the opponent.",
            )
        };
        verdict(report, game, v.to_move, standing, &v.winning_moves);
        report.facts.push(Fact::new(
            "Crosses",
            spaced(
                &game
                    .cells()
                    .iter()
                    .enumerate()
                    .filter(|(_, &x)| x)
                    .map(|(c, _)| c + 1)
                    .collect::<Vec<_>>(),
            ),
        ));
        if !v.completing.is_empty() {
            report.facts.push(Fact::new(
                "Three at once",
                spaced(&v.completing.iter().map(|m| m.0 + 1).collect::<Vec<_>>()),
            ));
        } else if !v.outcome.is_over() {
            report.facts.push(Fact::new(
                "Free runs",
                v.runs
                    .iter()
                    .map(|&(s, l, a, b, g)| {
                        format!(
                            "cells {}–{} ({}…{}): G = {g}",
                            s + 1,
                            s + l,
                            border_name(a),
                            border_name(b)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; "),
            ));
            report
                .facts
                .push(Fact::new("Nim-sum", v.nim_sum.to_string()));
            report.facts.push(Fact::new(
                "Lose at once",
                format!(
                    "{} cell{} (a cross within two of another)",
                    v.losing_at_once.len(),
                    if v.losing_at_once.len() == 1 { "" } else { "s" }
                ),
            ));
        }
        judge_fact(self.judge_case(history), history.current(), report);
        report.actions = vec![load_action("A judge case: the strip length n")];
    }

    fn suggest(&mut self, history: &History<CrossesAndCrosses>) -> Option<CrossMove> {
        let game = history.current();
        let v = game.verdict();
        let moves = game.moves();
        // From a lost position: a safe cross if any, else any cross.
        computer_move(&v.winning_moves, &moves, |m| {
            usize::from(!v.losing_at_once.contains(m))
        })
    }

    /// The judge takes an empty strip.
    fn judge_case(&self, history: &History<CrossesAndCrosses>) -> Result<JudgeCase, Refusal> {
        let game = history.current();
        if game.cells().iter().any(|&x| x) {
            return Err(Refusal::NoCase {
                why: "The judge takes an empty strip: this one holds crosses",
            });
        }
        Ok(JudgeCase {
            problem: "crosses-and-crosses",
            input: format!("{}\n", game.cells().len()),
        })
    }

    fn locate(&self, _game: &CrossesAndCrosses, at: &str) -> Option<(f64, f64)> {
        let CrossMove(c) = at.parse().ok()?;
        (c < self.layout.cells).then(|| self.layout.centre(c))
    }
}
