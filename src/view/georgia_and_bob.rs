//! Georgia and Bob (`georgia-and-bob`, POJ 1704): men on a line of cells. Click a man, then a
//! free cell to his left that he can reach. Staircase Nim decides: the gaps in front of the
//! rightmost, third-from-right, … men are the heaps.

use super::impartial::{block, computer_move, judge_fact, load_action, nim_sum, one_case};
use super::impartial::{scan_case, spaced, verdict, Standing};
use super::paint::{self, palette, Align, Clamped, Painter};
use super::{
    Action, Board, Case, Click, Command, Fact, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Played, Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{GeorgiaAndBob, ManMove};
use crate::input::InputError;
use crate::sorting::sort_usize;

pub const ENTRY: GameEntry = GameEntry {
    slug: "georgia-and-bob",
    title: "Georgia and Bob (staircase Nim)",
    blurb: "Move one man any number of cells to the left, never past or onto another man nor \
            below cell 1; whoever cannot move loses. Georgia moves first.",
    options,
    create,
};

const MAX_CELL: usize = 40;
const MAX_MEN: usize = 20;

fn options() -> Vec<OptionSpec> {
    vec![OptionSpec::text("men", "Men's cells", "1 5 6 7 9 12 14 17")
        .help("Up to 20 distinct cells from 1 to 40, separated by spaces or commas.")]
}

fn men_from(cells: &[usize]) -> Result<Vec<u32>, OptionError> {
    let mut sorted = cells.to_vec();
    sort_usize(&mut sorted);
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(OptionError::SharedCell { cell: w[0] });
    }
    Ok(cells.iter().map(|&c| c as u32).collect())
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let cells = options.numbers("men", 1..=MAX_CELL, MAX_MEN, "numbers")?;
    let game = GeorgiaAndBob::new(&men_from(&cells)?);
    Ok(Box::new(Played::new(game, GeorgiaView::default())))
}

#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    top: f64,
    cell: f64,
    cells: u32,
}

impl Layout {
    fn new(width: f64, height: f64, cells: u32) -> Self {
        let cell = ((width - 32.0) / f64::from(cells)).clamped(6.0, 56.0);
        Layout {
            left: ((width - cell * f64::from(cells)) / 2.0).max(8.0),
            top: (height / 2.0 - cell / 2.0).max(8.0),
            cell,
            cells,
        }
    }

    /// The centre of cell `c` (from 1).
    fn centre(&self, c: u32) -> (f64, f64) {
        (
            self.left + self.cell * (f64::from(c) - 0.5),
            self.top + self.cell / 2.0,
        )
    }

    fn hit(&self, x: f64, y: f64) -> Option<u32> {
        if self.cell <= 0.0 || !x.is_finite() || !(self.top..=self.top + self.cell).contains(&y) {
            return None;
        }
        let c = ((x - self.left) / self.cell).floor() + 1.0;
        (c >= 1.0 && c <= f64::from(self.cells)).then_some(c as u32)
    }
}

#[derive(Default)]
struct GeorgiaView {
    /// The man picked to move.
    selected: Option<u32>,
    layout: Layout,
}

/// Cells drawn: every man's cell and a few free cells beyond the last.
fn cells_shown(game: &GeorgiaAndBob) -> u32 {
    game.men().last().copied().unwrap_or(0).max(8) + 2
}

impl View for GeorgiaView {
    type Game = GeorgiaAndBob;
    const BOARD: &'static str = "Georgia and Bob has";
    const COMPUTER: bool = true;

    fn click(&mut self, game: &GeorgiaAndBob, x: f64, y: f64) -> Result<Click<ManMove>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Because(
                "every man is packed to the left",
            )));
        }
        let cell = self.layout.hit(x, y).ok_or(Refusal::Missed {
            hint: "Click a man, then a free cell to his left",
        })?;
        if game.men().contains(&cell) {
            self.selected = (self.selected != Some(cell)).then_some(cell);
            return Ok(Click::Select);
        }
        let from = self.selected.ok_or(Refusal::PickFirst {
            hint: "Click a man first, then the free cell he walks to",
        })?;
        Ok(Click::Play(ManMove { from, to: cell }))
    }

    fn read_case(
        &mut self,
        _game: &GeorgiaAndBob,
        text: &str,
    ) -> Result<Case<GeorgiaAndBob>, Refusal> {
        let men = scan_case(text, |input| {
            input.int("number of test cases T", 1u32..=1_000_000)?;
            let n = input.int("number of men N", 1..=MAX_MEN)?;
            let mut men: Vec<u32> = Vec::with_capacity(n);
            for _ in 0..n {
                let (cell, pos) = input.int_at("position P", 1..=MAX_CELL as u32)?;
                if men.contains(&cell) {
                    return Err(InputError::at(
                        pos,
                        "a position no other man stands on",
                        cell.to_string(),
                    ));
                }
                men.push(cell);
            }
            Ok(men)
        })?;
        let options = vec![("men", spaced(&men))];
        Ok(Case::new(GeorgiaAndBob::new(&men), options))
    }

    fn clear(&mut self) -> bool {
        self.selected = None;
        true
    }

    fn draw(
        &mut self,
        game: &GeorgiaAndBob,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        hints: bool,
    ) {
        self.layout = Layout::new(width, height, cells_shown(game));
        let l = self.layout;
        paint::clear(pen, width, height);
        let reach = self.selected.map(|from| {
            game.moves()
                .into_iter()
                .filter(|mv| mv.from == from)
                .map(|mv| mv.to)
                .collect::<Vec<_>>()
        });
        for c in 1..=l.cells {
            let (x, y) = l.centre(c);
            let fill = match &reach {
                Some(cells) if cells.contains(&c) => "#f6e3b4",
                _ => "#fbf7ee",
            };
            block(
                pen,
                (x - l.cell / 2.0, l.top),
                (l.cell, l.cell),
                fill,
                Some(palette::BOARD_EDGE),
            );
            if l.cell >= 14.0 || c % 5 == 0 {
                paint::text(
                    pen,
                    &c.to_string(),
                    x,
                    y + l.cell / 2.0 + 12.0,
                    (l.cell * 0.3).clamped(8.0, 12.0),
                    palette::MUTED,
                    Align::Center,
                );
            }
        }
        let counted: Vec<u32> = game.verdict().counted.iter().map(|&(_, c)| c).collect();
        for &man in game.men() {
            let (x, y) = l.centre(man);
            paint::stone(pen, x, y, l.cell * 0.38, palette::FIRST, "#4a4f57");
            if counted.contains(&man) {
                paint::disc(pen, x, y, l.cell * 0.1, palette::ACCENT, None);
            }
            if self.selected == Some(man) {
                paint::ring(pen, x, y, l.cell * 0.45, palette::FIRST_EDGE);
            }
        }
        if hints {
            for mv in game.verdict().winning_moves {
                let (from, to) = (l.centre(mv.from), l.centre(mv.to));
                paint::ring(pen, to.0, to.1, l.cell * 0.3, palette::ACCENT);
                let lift = l.cell * 0.7;
                paint::line(
                    pen,
                    (from.0, from.1 - lift),
                    (to.0, to.1 - lift),
                    2.0,
                    palette::ACCENT,
                );
            }
        }
    }

    fn describe(&self, history: &History<GeorgiaAndBob>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let standing = Standing::normal(game, v.to_move, v.outcome.is_over(), v.nim_sum != 0);
        verdict(report, game, v.to_move, standing, &v.winning_moves);
        report.facts.push(Fact::new("Men", spaced(game.men())));
        report.facts.push(Fact::new(
            "Counted gaps",
            v.counted
                .iter()
                .map(|(gap, man)| format!("{gap} before the man on {man}"))
                .collect::<Vec<_>>()
                .join(", "),
        ));
        report.facts.push(nim_sum(v.nim_sum));
        judge_fact(self.judge_case(history), history.current(), report);
        report.actions = vec![
            Action::button(Command::Clear, "Clear selection", self.selected.is_some()),
            load_action("A judge case: T, then N and N positions (first case)"),
        ];
        if let Some(man) = self.selected {
            report.pending = format!("Selected: the man on {man}; click a marked cell");
        }
    }

    fn suggest(&mut self, history: &History<GeorgiaAndBob>) -> Option<ManMove> {
        let game = history.current();
        // From a lost position, one step at a time lasts longest.
        computer_move(&game.verdict().winning_moves, &game.moves(), |mv| {
            1000 - (mv.from - mv.to) as usize
        })
    }

    fn judge_case(&self, history: &History<GeorgiaAndBob>) -> Result<JudgeCase, Refusal> {
        Ok(one_case("georgia-and-bob", history.current().men(), " "))
    }

    fn locate(&self, _game: &GeorgiaAndBob, at: &str) -> Option<(f64, f64)> {
        // `cell C`, or a move `man A to B` at its destination cell.
        let cell = match at.strip_prefix("cell ") {
            Some(c) => c.trim().parse().ok()?,
            None => at.parse::<ManMove>().ok()?.to,
        };
        (cell >= 1 && cell <= self.layout.cells).then(|| self.layout.centre(cell))
    }
}
