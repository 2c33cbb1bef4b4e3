//! Octal games on rows of pins, valued by the Sprague–Grundy engine. Click pins to select a
//! run to knock down (click a selected pin, or "Play selection", to play it); with a code that
//! splits runs without removing pins (leading digit 4), click the gap between two pins.

use super::impartial::{verdict, Standing};
use super::paint::{self, palette, Align, Clamped, Painter};
use super::rows::{computer, runs};
use super::{
    Action, Board, Click, Command, Fact, GameEntry, OptionError, OptionSpec, Options, Over, Pick,
    Played, Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{Octal, OctalCode, OctalMove, Periodicity};

pub const ENTRY: GameEntry = GameEntry {
    slug: "octal",
    title: "Octal games (Kayles…)",
    blurb: "Knock down adjacent pins as the game's octal code allows; whoever makes the last \
            move wins. Every run is a heap valued by the Sprague–Grundy engine.",
    options,
    create,
};

const MAX_ROWS: usize = 6;
const MAX_PINS: usize = 30;
/// Heaps examined for a certified period, shown beside the verdict.
const PERIOD_SEARCH: usize = 4096;
/// The longest code the board takes, in digits after the point. The period search's cost grows
/// with the code: at 16 digits it stays near a tenth of a second, at 5000 it took seconds, so
/// longer codes are refused rather than freezing the page.
pub const MAX_CODE_DIGITS: usize = 16;

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::text("code", "Octal code", "0.77").help(
            "0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess, 0.007 Treblecross, 4.07 …",
        ),
        OptionSpec::text("rows", "Row lengths", "10 7")
            .help("Up to 6 rows of 1 to 30 pins, separated by spaces or commas."),
    ]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let game = OctalCode::parse(&options.text("code")).map_err(OptionError::Code)?;
    if game.max_removed() > MAX_CODE_DIGITS {
        return Err(OptionError::LongCode {
            digits: game.max_removed(),
            most: MAX_CODE_DIGITS,
        });
    }
    let rows = options.numbers("rows", 1..=MAX_PINS, MAX_ROWS, "rows")?;
    let period = game.periodicity(PERIOD_SEARCH);
    let view = PinsView {
        longest: rows.iter().copied().max().unwrap_or(1),
        period,
        selection: None,
        layout: Layout::default(),
    };
    Ok(Box::new(Played::new(Octal::new(game, &rows), view)))
}

/// The names people know some codes by.
fn known_name(digits: &[u8]) -> Option<&'static str> {
    match digits {
        [0, 7, 7] => Some("Kayles"),
        [0, 0, 7] => Some("Dawson's Kayles"),
        [0, 1, 3, 7] => Some("Dawson's chess"),
        [0, 0, 0, 7] => Some("Treblecross"),
        _ => None,
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    top: f64,
    step: f64,
    row_height: f64,
}

/// What a click landed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    Pin {
        row: usize,
        pin: usize,
    },
    /// The gap after pin `after - 1`, i.e. before pin `after`.
    Gap {
        row: usize,
        after: usize,
    },
}

impl Layout {
    fn new(width: f64, height: f64, longest: usize, rows: usize) -> Self {
        let step = ((width - 72.0) / longest as f64).clamped(8.0, 56.0);
        let left = ((width - step * longest as f64) / 2.0).max(56.0);
        let row_height = ((height - 24.0) / rows as f64).min(step * 2.6).max(20.0);
        let top = ((height - row_height * rows as f64) / 2.0).max(8.0);
        Layout {
            left,
            top,
            step,
            row_height,
        }
    }

    fn pin(&self, row: usize, pin: usize) -> (f64, f64) {
        (
            self.left + self.step * (pin as f64 + 0.5),
            self.top + self.row_height * (row as f64 + 0.5),
        )
    }

    fn hit(&self, x: f64, y: f64, lengths: &[usize]) -> Option<Spot> {
        if self.step <= 0.0 || !x.is_finite() || !y.is_finite() {
            return None;
        }
        let row = ((y - self.top) / self.row_height).floor();
        if row < 0.0 || row >= lengths.len() as f64 {
            return None;
        }
        let row = row as usize;
        let along = (x - self.left) / self.step;
        if along < 0.0 || along >= lengths[row] as f64 {
            return None;
        }
        let pin = along.floor() as usize;
        let within = along - pin as f64;
        if within < 0.18 && pin > 0 {
            Some(Spot::Gap { row, after: pin })
        } else if within > 0.82 && pin + 1 < lengths[row] {
            Some(Spot::Gap {
                row,
                after: pin + 1,
            })
        } else {
            Some(Spot::Pin { row, pin })
        }
    }
}

struct PinsView {
    longest: usize,
    period: Option<Periodicity>,
    /// The move being put together by clicks.
    selection: Option<OctalMove>,
    layout: Layout,
}

fn lengths(position: &Octal) -> Vec<usize> {
    position.rows().iter().map(|r| r.standing.len()).collect()
}

impl PinsView {
    /// A click on `spot`: grows the selection, or plays it when it is clicked again.
    fn select(&mut self, position: &Octal, spot: Spot) -> Result<Click<OctalMove>, Refusal> {
        match spot {
            Spot::Gap { row, after } => {
                let cut = OctalMove {
                    row,
                    start: after,
                    count: 0,
                };
                if position.game().digits()[0] & 4 == 0 {
                    return Err(Pick::NeverCuts.into());
                }
                if self.selection == Some(cut) {
                    return Ok(Click::Play(cut));
                }
                position.check(&cut).map_err(|reason| Refusal::Illegal {
                    mv: cut.to_string(),
                    reason: reason.into(),
                })?;
                self.selection = Some(cut);
            }
            Spot::Pin { row, pin } => {
                if !position.rows()[row].standing[pin] {
                    return Err(Pick::PinDown.into());
                }
                match self.selection {
                    Some(s)
                        if s.row == row
                            && s.count > 0
                            && (s.start..s.start + s.count).contains(&pin) =>
                    {
                        return Ok(Click::Play(s));
                    }
                    Some(s) if s.row == row && s.count > 0 => {
                        let start = s.start.min(pin);
                        let end = (s.start + s.count).max(pin + 1);
                        if !position.rows()[row].standing[start..end]
                            .iter()
                            .all(|&up| up)
                        {
                            return Err(Pick::FallenPin.into());
                        }
                        self.selection = Some(OctalMove {
                            row,
                            start,
                            count: end - start,
                        });
                    }
                    _ => {
                        self.selection = Some(OctalMove {
                            row,
                            start: pin,
                            count: 1,
                        })
                    }
                }
            }
        }
        Ok(Click::Select)
    }
}

impl View for PinsView {
    type Game = Octal;
    const BOARD: &'static str = "Octal games have";
    const COMPUTER: bool = true;

    fn click(&mut self, position: &Octal, x: f64, y: f64) -> Result<Click<OctalMove>, Refusal> {
        if position.moves().is_empty() {
            return Err(Refusal::GameOver(Over::Because("no move is left")));
        }
        let spot = self
            .layout
            .hit(x, y, &lengths(position))
            .ok_or(Refusal::Missed {
                hint: "Click a pin to select it; click a selected pin to knock the selection down",
            })?;
        self.select(position, spot)
    }

    fn selection(&self) -> Result<OctalMove, Refusal> {
        self.selection
            .ok_or(Refusal::NothingSelected { what: "pins" })
    }

    fn clear(&mut self) -> bool {
        self.selection = None;
        true
    }

    fn draw(
        &mut self,
        position: &Octal,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        _hints: bool,
    ) {
        let lengths = lengths(position);
        self.layout = Layout::new(width, height, self.longest, lengths.len());
        let layout = self.layout;
        paint::clear(pen, width, height);
        let radius = layout.step * 0.3;
        for (r, row) in position.rows().iter().enumerate() {
            let (_, y) = layout.pin(r, 0);
            paint::text(
                pen,
                &format!("row {}", r + 1),
                10.0,
                y,
                13.0,
                palette::MUTED,
                Align::Left,
            );
            for (i, &up) in row.standing.iter().enumerate() {
                let (x, y) = layout.pin(r, i);
                if up {
                    paint::stone(pen, x, y, radius, palette::STONE, palette::STONE_LIGHT);
                } else {
                    paint::ring(pen, x, y, radius * 0.9, palette::BOARD_EDGE);
                }
                let selected = self.selection.is_some_and(|s| {
                    s.row == r && s.count > 0 && (s.start..s.start + s.count).contains(&i)
                });
                if selected {
                    paint::disc(pen, x, y, radius, palette::HIGHLIGHT, Some(palette::ACCENT));
                }
                if i + 1 < row.standing.len() {
                    let gap_x = x + layout.step / 2.0;
                    let cut_selected = self.selection
                        == Some(OctalMove {
                            row: r,
                            start: i + 1,
                            count: 0,
                        });
                    if row.cuts[i] || cut_selected {
                        let color = if row.cuts[i] {
                            palette::FIRST_EDGE
                        } else {
                            palette::ACCENT
                        };
                        paint::line(
                            pen,
                            (gap_x, y - radius * 1.4),
                            (gap_x, y + radius * 1.4),
                            2.5,
                            color,
                        );
                    }
                }
            }
        }
    }

    fn describe(&self, history: &History<Octal>, report: &mut Report) {
        let position = history.current();
        let v = position.verdict();
        let mover = v.to_move;
        let standing = if v.outcome.is_over() {
            let last = position.side_name(mover.opponent());
            Standing::Over(format!("{last} made the last move"))
        } else if v.winner == mover {
            Standing::Wins
        } else {
            Standing::Loses("No winning move: every move leaves a non-zero nim-sum.")
        };
        verdict(report, position, mover, standing, &v.winning_moves);
        let digits = position.game().digits();
        let code = format!(
            "{}.{}",
            digits[0],
            digits[1..]
                .iter()
                .map(ToString::to_string)
                .collect::<String>()
        );
        let name = known_name(digits)
            .map(|n| format!(" ({n})"))
            .unwrap_or_default();
        report
            .facts
            .push(Fact::new("Code", format!("{code}{name}")));
        runs(report, "Runs", "row", &v);
        report.facts.push(Fact::new(
            "Period",
            match &self.period {
                Some(p) if p.saltus == 0 => format!(
                    "{} from heap {} on (certified by heaps below {})",
                    p.period, p.preperiod, p.certified_to
                ),
                Some(p) => format!(
                    "{} with saltus {} from heap {} on (certified below {})",
                    p.period, p.saltus, p.preperiod, p.certified_to
                ),
                None => format!("none certified among the first {PERIOD_SEARCH} heaps"),
            },
        ));
        report.actions = vec![
            Action::button(Command::Play, "Play selection", self.selection.is_some()),
            Action::button(Command::Clear, "Clear selection", self.selection.is_some()),
        ];
        if let Some(mv) = self.selection {
            report.pending = format!("Selected: {mv} (click it again, or Play selection)");
        }
    }

    fn suggest(&mut self, history: &History<Octal>) -> Option<OctalMove> {
        computer(history.current())
    }

    fn locate(&self, position: &Octal, spot: &str) -> Option<(f64, f64)> {
        // `row R pin P` or `row R cut P` (the gap after pin P), counted from 1.
        let mut words = spot.split_whitespace();
        let (Some("row"), Some(row), Some(kind), Some(pin)) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return None;
        };
        let (row, pin): (usize, usize) = (row.parse().ok()?, pin.parse().ok()?);
        let length = *lengths(position).get(row.checked_sub(1)?)?;
        let (x, y) = self.layout.pin(row - 1, pin.checked_sub(1)?);
        match kind {
            "pin" if pin <= length => Some((x, y)),
            "cut" if pin < length => Some((x + self.layout.step / 2.0, y)),
            _ => None,
        }
    }
}
