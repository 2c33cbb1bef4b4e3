//! Heap games on the canvas: S-Nim (`s-nim`, take exactly s stones, s from a set) and Lasker's
//! Nim (`nim-or-not-nim`, take any number or split a heap). Heaps are stacks of stones; a click
//! on a stone takes it with every stone above it, and under Lasker's rule a click in the gap
//! between two stones splits the heap there.
//!
//! Used by: `s-nim`, `nim-or-not-nim`.

use super::impartial::{computer_move, judge_fact, load_action, nim_sum, one_case, scan_case};
use super::impartial::{spaced, verdict, Standing};
use super::paint::{self, palette, Painter};
use super::played::closing_zero;
use super::stones::{tallest, Columns, Spot};
use super::{
    Board, Case, Click, Fact, JudgeCase, OptionError, Options, Over, Played, Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{HeapMove, HeapRules, Heaps, SubtractionGame};

const MAX_HEAPS: usize = 12;
pub(super) const MAX_STONES: usize = 30;
pub(super) const MAX_SET: usize = 10;

pub(super) fn heaps_option(options: &Options) -> Result<Vec<usize>, OptionError> {
    options.numbers("heaps", 0..=MAX_STONES, MAX_HEAPS, "numbers")
}

pub(super) fn board(rules: HeapRules, heaps: Vec<usize>) -> Box<dyn Board> {
    let game = Heaps::new(rules, heaps);
    let view = HeapsView {
        tallest: tallest(game.heaps().iter().copied()),
        hovered: None,
        layout: Columns::default(),
    };
    Box::new(Played::new(game, view))
}

struct HeapsView {
    /// The largest starting heap, so stones keep their size as heaps shrink.
    tallest: usize,
    hovered: Option<Spot>,
    layout: Columns,
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
        HeapRules::Subtract(_) => scan_case(text, |input| {
            let k = input.int("size of S, k", 1..=MAX_SET)?;
            let set = (0..k)
                .map(|_| input.int("element of S", 1..=MAX_STONES))
                .collect::<Result<Vec<usize>, _>>()?;
            input.int("number of positions m", 1usize..=1_000_000)?;
            let l = input.int("number of heaps l", 1..=MAX_HEAPS)?;
            let heaps = (0..l)
                .map(|_| heap(input, 0))
                .collect::<Result<Vec<_>, _>>()?;
            closing_zero(input)?;
            Ok(Heaps::new(
                HeapRules::Subtract(SubtractionGame::new(set)),
                heaps,
            ))
        }),
        HeapRules::TakeOrSplit => scan_case(text, |input| {
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
    const COMPUTER: bool = true;

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
        std::mem::replace(&mut self.hovered, hovered) != hovered
    }

    fn read_case(&mut self, game: &Heaps, text: &str) -> Result<Case<Heaps>, Refusal> {
        let game = load(game, text)?;
        let mut options = vec![("heaps", spaced(game.heaps()))];
        if let Some(set) = set_text(&game) {
            options.insert(0, ("set", set));
        }
        self.tallest = tallest(game.heaps().iter().copied());
        Ok(Case::new(game, options))
    }

    fn moved(&mut self, _history: &History<Heaps>) {
        self.hovered = None;
    }

    fn draw(&mut self, game: &Heaps, pen: &mut dyn Painter, width: f64, height: f64, hints: bool) {
        let heaps = game.heaps();
        self.layout = Columns::new(width, height, heaps.len(), self.tallest);
        let layout = self.layout;
        layout.ground(pen, width, height);
        let hovered = self.hovered.map(|spot| spot_move(game, spot));
        let winning = if hints {
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
            let value = format!("G = {}", game.value(size));
            layout.labels(pen, heap, size, &value, 9.0);
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
                    paint::ring(pen, x, y, layout.radius * 1.12, palette::ACCENT);
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
        let standing = Standing::normal(game, v.to_move, v.outcome.is_over(), v.nim_sum != 0);
        verdict(report, game, v.to_move, standing, &v.winning_moves);
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
        report.facts.push(nim_sum(v.nim_sum));
        judge_fact(self.judge_case(history), history.current(), report);
        report.actions = vec![load_action(match game.rules() {
            HeapRules::Subtract(_) => "A judge case: k s1..sk, m, then l h1..hl (first position)",
            HeapRules::TakeOrSplit => "A judge case: T, then N and N heap sizes (first case)",
        })];
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
                Ok(one_case("nim-or-not-nim", &heaps, " "))
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
