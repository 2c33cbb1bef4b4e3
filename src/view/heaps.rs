//! Heap games on the canvas: S-Nim (`s-nim`, take exactly s stones, s from a set) and Lasker's
//! Nim (`nim-or-not-nim`, take any number or split a heap). Heaps are stacks of stones; a click
//! on a stone takes it with every stone above it, and under Lasker's rule a click in the gap
//! between two stones splits the heap there.
//!
//! Used by: `s-nim`, `nim-or-not-nim`.

use super::impartial::{computer_move, judge_fact, parse_list, read_case, spaced, verdict};
use super::paint::{self, palette, Align, Painter};
use super::{
    Acted, Action, Board, Click, Command, Fact, JudgeCase, OptionError, Options, Over, Played,
    Refusal, Report, Start, View,
};
use crate::game::{Game, History};
use crate::impartial::{HeapMove, HeapRules, Heaps, SubtractionGame};

const MAX_HEAPS: usize = 12;
pub(super) const MAX_STONES: usize = 30;
pub(super) const MAX_SET: usize = 10;

pub(super) fn heaps_option(options: &Options) -> Result<Vec<usize>, OptionError> {
    parse_list(
        &options.text("heaps"),
        "Heap sizes",
        0..=MAX_STONES,
        MAX_HEAPS,
    )
}

pub(super) fn board(rules: HeapRules, heaps: Vec<usize>) -> Box<dyn Board> {
    let game = Heaps::new(rules, heaps);
    let view = HeapsView {
        tallest: tallest(&game),
        loaded: None,
        hovered: None,
        hints: false,
        layout: Layout::default(),
    };
    Box::new(Played::new(game, view))
}

fn tallest(game: &Heaps) -> usize {
    game.heaps().iter().copied().max().unwrap_or(0).max(4)
}

/// What a point of the picture is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    /// Stone `index` (from the bottom) of `heap`.
    Stone { heap: usize, index: usize },
    /// The gap above the first `below` stones of `heap`.
    Gap { heap: usize, below: usize },
}

#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    column: f64,
    base: f64,
    radius: f64,
    step: f64,
}

impl Layout {
    fn new(width: f64, height: f64, heaps: usize, tallest: usize) -> Self {
        let left = 16.0;
        let column = (width - 2.0 * left) / heaps.max(1) as f64;
        let base = height - 48.0;
        let radius = (column * 0.34)
            .min((base - 16.0) / (tallest as f64 * 2.1))
            .clamp(2.0, 30.0);
        Layout {
            left,
            column,
            base,
            radius,
            step: radius * 2.1,
        }
    }

    fn stone(&self, heap: usize, index: usize) -> (f64, f64) {
        (
            self.left + self.column * (heap as f64 + 0.5),
            self.base - self.radius - self.step * index as f64,
        )
    }

    /// The point between stone `below - 1` and stone `below`.
    fn gap(&self, heap: usize, below: usize) -> (f64, f64) {
        let (x, _) = self.stone(heap, 0);
        (x, self.base - self.step * below as f64)
    }

    fn hit(&self, heaps: &[usize], splits: bool, x: f64, y: f64) -> Option<Spot> {
        if self.column <= 0.0 || !x.is_finite() || !y.is_finite() || x < self.left {
            return None;
        }
        let heap = ((x - self.left) / self.column) as usize;
        let size = *heaps.get(heap)?;
        let (cx, _) = self.stone(heap, 0);
        if (x - cx).abs() > self.radius * 1.3 || y > self.base {
            return None;
        }
        let along = (self.base - y) / self.step;
        let nearest = along.round();
        if splits && (along - nearest).abs() < 0.2 && nearest >= 1.0 && (nearest as usize) < size {
            return Some(Spot::Gap {
                heap,
                below: nearest as usize,
            });
        }
        let index = along as usize;
        (index < size).then_some(Spot::Stone { heap, index })
    }
}

struct HeapsView {
    /// The largest starting heap, so stones keep their size as heaps shrink.
    tallest: usize,
    /// The options a pasted case set, when it replaced the game.
    loaded: Option<Vec<(&'static str, String)>>,
    hovered: Option<Spot>,
    hints: bool,
    layout: Layout,
}

fn spot_move(game: &Heaps, spot: Spot) -> HeapMove {
    match spot {
        Spot::Stone { heap, index } => HeapMove::Take {
            heap,
            count: game.heaps()[heap] - index,
        },
        Spot::Gap { heap, below } => HeapMove::Split {
            heap,
            left: below,
            right: game.heaps()[heap] - below,
        },
    }
}

fn splits(game: &Heaps) -> bool {
    *game.rules() == HeapRules::TakeOrSplit
}

/// A pasted case in the judge's format: the first position of the first case.
fn load(game: &Heaps, text: &str) -> Result<Heaps, Refusal> {
    let heap =
        |input: &mut crate::input::Scanner<'_>, least| input.int("heap size", least..=MAX_STONES);
    match game.rules() {
        HeapRules::Subtract(_) => read_case(text, |input| {
            let k = input.int("size of S, k", 1..=MAX_SET)?;
            let set = (0..k)
                .map(|_| input.int("element of S", 1..=MAX_STONES))
                .collect::<Result<Vec<usize>, _>>()?;
            input.int("number of positions m", 1usize..=1_000_000)?;
            let l = input.int("number of heaps l", 1..=MAX_HEAPS)?;
            let heaps = (0..l)
                .map(|_| heap(input, 0))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Heaps::new(
                HeapRules::Subtract(SubtractionGame::new(set)),
                heaps,
            ))
        }),
        HeapRules::TakeOrSplit => read_case(text, |input| {
            input.int("number of test cases T", 1u32..=1_000_000)?;
            let n = input.int("number of heaps N", 1..=MAX_HEAPS)?;
            let heaps = (0..n)
                .map(|_| heap(input, 1))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Heaps::new(HeapRules::TakeOrSplit, heaps))
        }),
    }
}

fn set_text(game: &Heaps) -> Option<String> {
    match game.rules() {
        HeapRules::Subtract(set) => Some(spaced(set.removals())),
        HeapRules::TakeOrSplit => None,
    }
}

impl View for HeapsView {
    type Game = Heaps;

    fn click(&mut self, game: &Heaps, x: f64, y: f64) -> Result<Click<HeapMove>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Because("no move is left")));
        }
        let spot = self
            .layout
            .hit(game.heaps(), splits(game), x, y)
            .ok_or(Refusal::Missed {
                hint: if splits(game) {
                    "Click a stone to take it with every stone above it, or the gap between two \
                     stones to split the heap there"
                } else {
                    "Click a stone: it is taken with every stone above it"
                },
            })?;
        Ok(Click::Play(spot_move(game, spot)))
    }

    fn hover(&mut self, game: &Heaps, x: f64, y: f64) -> bool {
        let hovered = self.layout.hit(game.heaps(), splits(game), x, y);
        let changed = hovered != self.hovered;
        self.hovered = hovered;
        changed
    }

    fn act(
        &mut self,
        history: &mut History<Heaps>,
        command: Command,
        argument: Option<&str>,
    ) -> Result<Acted<HeapMove>, Refusal> {
        match command {
            Command::Load => {
                let game = load(history.current(), argument.unwrap_or(""))?;
                let mut options = vec![("heaps", spaced(game.heaps()))];
                if let Some(set) = set_text(&game) {
                    options.insert(0, ("set", set));
                }
                self.loaded = Some(options);
                self.tallest = tallest(&game);
                *history = History::new(game);
                Ok(Acted::History)
            }
            command => Err(Self::unavailable(command)),
        }
    }

    fn moved(&mut self, _history: &History<Heaps>) {
        self.hovered = None;
    }

    fn show_hints(&mut self, on: bool) {
        self.hints = on;
    }

    fn draw(&mut self, game: &Heaps, pen: &mut dyn Painter, width: f64, height: f64) {
        let heaps = game.heaps();
        self.layout = Layout::new(width, height, heaps.len(), self.tallest);
        let layout = self.layout;
        paint::clear(pen, width, height);
        paint::line(
            pen,
            (layout.left, layout.base + 2.0),
            (width - layout.left, layout.base + 2.0),
            2.0,
            palette::BOARD_EDGE,
        );
        let hovered = self.hovered.map(|spot| spot_move(game, spot));
        let winning = if self.hints {
            game.verdict().winning_moves
        } else {
            Vec::new()
        };
        for (heap, &size) in heaps.iter().enumerate() {
            for index in 0..size {
                let (x, y) = layout.stone(heap, index);
                paint::stone(
                    pen,
                    x,
                    y,
                    layout.radius,
                    palette::STONE,
                    palette::STONE_LIGHT,
                );
                if let Some(HeapMove::Take { heap: h, count }) = hovered {
                    if h == heap && index >= size - count {
                        paint::disc(pen, x, y, layout.radius, palette::HOVER, None);
                    }
                }
            }
            let (x, _) = layout.stone(heap, 0);
            let label = (layout.column * 0.22).clamp(9.0, 15.0);
            paint::text(
                pen,
                &size.to_string(),
                x,
                layout.base + 16.0,
                label + 2.0,
                palette::INK,
                Align::Center,
            );
            paint::text(
                pen,
                &format!("G = {}", game.value(size)),
                x,
                layout.base + 34.0,
                label,
                palette::MUTED,
                Align::Center,
            );
        }
        let half = layout.radius * 1.3;
        if let Some(HeapMove::Split { heap, left, .. }) = hovered {
            let (x, y) = layout.gap(heap, left);
            paint::line(pen, (x - half, y), (x + half, y), 2.5, palette::FIRST_EDGE);
        }
        for mv in winning {
            match mv {
                HeapMove::Take { heap, count } => {
                    let (x, y) = layout.stone(heap, heaps[heap] - count);
                    paint::disc(
                        pen,
                        x,
                        y,
                        layout.radius * 1.12,
                        "rgba(0, 0, 0, 0)",
                        Some(palette::ACCENT),
                    );
                }
                HeapMove::Split { heap, left, .. } => {
                    let (x, y) = layout.gap(heap, left);
                    paint::line(pen, (x - half, y), (x + half, y), 2.5, palette::ACCENT);
                }
            }
        }
    }

    fn describe(&self, history: &History<Heaps>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        verdict(
            report,
            game,
            v.to_move,
            v.outcome.is_over(),
            v.nim_sum != 0,
            v.winning_moves.iter().map(ToString::to_string).collect(),
        );
        match game.rules() {
            HeapRules::Subtract(set) => report.facts.push(Fact::new(
                "Subtraction set",
                format!("{{{}}}", spaced(set.removals()).replace(' ', ", ")),
            )),
            HeapRules::TakeOrSplit => report
                .facts
                .push(Fact::new("Rule", "take any number, or split a heap in two")),
        }
        report.facts.push(Fact::new("Heaps", spaced(game.heaps())));
        report
            .facts
            .push(Fact::new("Grundy values", spaced(&v.values)));
        report.facts.push(Fact::new(
            "Nim-sum",
            format!("{} (binary {:b})", v.nim_sum, v.nim_sum),
        ));
        judge_fact(self.judge_case(history), report);
        report.actions = vec![Action::with_text(
            Command::Load,
            "Load case",
            match game.rules() {
                HeapRules::Subtract(_) => {
                    "A judge case: k s1..sk, m, then l h1..hl (first position)"
                }
                HeapRules::TakeOrSplit => "A judge case: T, then N and N heap sizes (first case)",
            },
        )];
    }

    fn has_computer(&self) -> bool {
        true
    }

    fn suggest(&mut self, history: &History<Heaps>) -> Option<HeapMove> {
        let game = history.current();
        let moves = game.moves();
        let winning = game.verdict().winning_moves;
        // Splits keep every stone; takes keep the fewest taken.
        computer_move(&winning, &moves, |mv| match *mv {
            HeapMove::Take { count, .. } => 1000 - count,
            HeapMove::Split { .. } => 1000,
        })
    }

    fn start(&self, _history: &History<Heaps>) -> Option<Start> {
        self.loaded.as_ref().map(|options| Start {
            options: options.clone(),
            case: None,
        })
    }

    fn judge_case(&self, history: &History<Heaps>) -> Result<JudgeCase, Refusal> {
        let game = history.current();
        match game.rules() {
            HeapRules::Subtract(set) => Ok(JudgeCase {
                problem: "s-nim",
                input: format!(
                    "{} {}\n1\n{} {}\n0\n",
                    set.removals().len(),
                    spaced(set.removals()),
                    game.heaps().len(),
                    spaced(game.heaps())
                ),
            }),
            HeapRules::TakeOrSplit => {
                let heaps: Vec<usize> = game.heaps().iter().copied().filter(|&h| h > 0).collect();
                if heaps.is_empty() {
                    return Err(Refusal::NoCase {
                        why: "Every heap is empty: the game is over",
                    });
                }
                Ok(JudgeCase {
                    problem: "nim-or-not-nim",
                    input: format!("1\n{}\n{}\n", heaps.len(), spaced(&heaps)),
                })
            }
        }
    }

    fn locate(&self, game: &Heaps, at: &str) -> Option<(f64, f64)> {
        // Where a click plays the move, legal or not: a take is clicked on its lowest stone,
        // a split in its gap (which only Lasker's rule has).
        let mv: HeapMove = at.parse().ok()?;
        let size = *game.heaps().get(mv.heap())?;
        match mv {
            HeapMove::Take { heap, count } if (1..=size).contains(&count) => {
                Some(self.layout.stone(heap, size - count))
            }
            HeapMove::Split { heap, left, right }
                if splits(game) && left >= 1 && right >= 1 && left + right == size =>
            {
                Some(self.layout.gap(heap, left))
            }
            _ => None,
        }
    }
}
