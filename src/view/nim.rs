//! Nim on the canvas: heaps drawn as stacks of stones. Clicking a stone takes it and every
//! stone above it. Under Moore's rule (k > 1) clicks select stones in up to k heaps and the
//! "Play selection" action plays them as one move.
//!
//! Used by: `nim`, `john`.

use super::paint::{self, palette, Align, Painter};
use super::{
    Acted, Action, Board, Click, Command, Fact, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Refusal, Report, View,
};
use crate::game::{Game, History, Outcome};
use crate::input::quoted;
use crate::nim::{Nim, NimMove, PlayRule, Take};

pub const ENTRY: GameEntry = GameEntry {
    slug: "nim",
    title: "Nim",
    blurb: "Take any number of stones from one heap (or, under Moore's rule, from up to k heaps). \
            Normal play: taking the last stone wins. Misère: it loses.",
    options,
    create,
};

const MAX_HEAPS: usize = 12;
const MAX_STONES: u32 = 30;

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::text("heaps", "Heap sizes", "3 4 5")
            .help("Up to 12 heaps of 0 to 30 stones, separated by spaces or commas."),
        OptionSpec::choice(
            "rule",
            "Last stone",
            vec![
                ("normal", "wins (normal play)"),
                ("misere", "loses (misère play)"),
            ],
        ),
        OptionSpec::int("k", "Heaps per move (Moore's k)", 1, 1, MAX_HEAPS as i64)
            .help("1 is plain Nim; k > 1 lets a move take from up to k heaps."),
    ]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let heaps = parse_heaps(&options.text("heaps"))?;
    let rule = match options.choice("rule")?.as_str() {
        "misere" => PlayRule::Misere,
        _ => PlayRule::Normal,
    };
    let k = options.int("k")? as usize;
    Ok(board(Nim::new(heaps, rule, k), false))
}

/// The Nim board on `nim`; `judged` boards (John's) give the judge's own answer beside the
/// verdict.
pub(super) fn board(nim: Nim, judged: bool) -> Box<dyn Board> {
    let heaps = nim.heaps().to_vec();
    let view = NimView {
        tallest: heaps.iter().copied().max().unwrap_or(0).max(4),
        start: heaps,
        pending: Vec::new(),
        hovered: None,
        judged,
        loaded: None,
        layout: Layout::default(),
    };
    Box::new(Played::new(nim, view))
}

pub(super) fn parse_heaps(text: &str) -> Result<Vec<u32>, OptionError> {
    let heaps = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| match t.parse::<u32>() {
            Ok(h) if h <= MAX_STONES => Ok(h),
            _ => Err(OptionError::NotA {
                label: "Heap sizes",
                found: quoted(t),
                expected: format!("a number from 0 to {MAX_STONES}"),
            }),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if heaps.is_empty() || heaps.len() > MAX_HEAPS {
        return Err(OptionError::Count {
            label: "Heap sizes",
            most: MAX_HEAPS,
            items: "heaps",
        });
    }
    if heaps.iter().all(|&h| h == 0) {
        return Err(OptionError::NoStones);
    }
    Ok(heaps)
}

/// Where things were drawn last, so clicks land on what the player saw.
#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    column: f64,
    base: f64,
    radius: f64,
    step: f64,
}

impl Layout {
    fn new(width: f64, height: f64, heaps: usize, tallest: u32) -> Self {
        let left = 16.0;
        let column = (width - 2.0 * left) / heaps.max(1) as f64;
        let base = height - 48.0;
        let radius = (column * 0.34)
            .min((base - 16.0) / (f64::from(tallest) * 2.1))
            .clamp(2.0, 30.0);
        Layout {
            left,
            column,
            base,
            radius,
            step: radius * 2.1,
        }
    }

    fn stone_center(&self, heap: usize, index: u32) -> (f64, f64) {
        let x = self.left + self.column * (heap as f64 + 0.5);
        let y = self.base - self.radius - self.step * f64::from(index);
        (x, y)
    }

    /// The (heap, stone index from the bottom) under a point, if any stone is there.
    fn hit(&self, heaps: &[u32], x: f64, y: f64) -> Option<(usize, u32)> {
        if self.column <= 0.0 || x < self.left || y > self.base {
            return None;
        }
        let heap = ((x - self.left) / self.column) as usize;
        let index = ((self.base - y) / self.step) as u32;
        let (cx, _) = self.stone_center(heap, 0);
        let within_column = (x - cx).abs() <= self.radius * 1.3;
        (within_column && index < *heaps.get(heap)?).then_some((heap, index))
    }
}

struct NimView {
    /// The largest starting heap, so stones keep their size as heaps shrink.
    tallest: u32,
    /// The starting heaps: taken stones leave an outline behind.
    start: Vec<u32>,
    /// Moore's rule: the takes selected so far, played together by the "play" action.
    pending: Vec<Take>,
    hovered: Option<(usize, u32)>,
    /// Shown under a judge's name: the judge's answer goes beside the verdict.
    judged: bool,
    /// The heaps of a pasted case that replaced the game.
    loaded: Option<Vec<u32>>,
    layout: Layout,
}

impl NimView {
    /// Adds `take` to the selection or changes that heap's part of it. Clicking a selected
    /// take again plays the selection, as clicking a selected pin does in the octal games.
    fn select(&mut self, nim: &Nim, take: Take) -> Result<Click<NimMove>, Refusal> {
        if let Some(i) = self.pending.iter().position(|t| t.heap == take.heap) {
            if self.pending[i] == take {
                return Ok(Click::Play(NimMove::new(self.pending.clone())));
            }
            self.pending[i] = take;
            return Ok(Click::Select);
        }
        if self.pending.len() == nim.k() {
            return Err(Pick::TooManyHeaps { most: nim.k() }.into());
        }
        self.pending.push(take);
        Ok(Click::Select)
    }

    /// The count a heap would lose to the current hover or selection, for shading.
    fn marked(&self, nim: &Nim, heap: usize) -> (u32, u32) {
        let selected = self
            .pending
            .iter()
            .find(|t| t.heap == heap)
            .map_or(0, |t| t.count);
        let hovered = match self.hovered {
            Some((h, index)) if h == heap => nim.heaps()[heap] - index,
            _ => 0,
        };
        (selected, hovered)
    }
}

impl View for NimView {
    type Game = Nim;
    const BOARD: &'static str = "Nim has";

    fn click(&mut self, nim: &Nim, x: f64, y: f64) -> Result<Click<NimMove>, Refusal> {
        if nim.is_over() {
            return Err(Refusal::GameOver(Over::Because("every heap is empty")));
        }
        let Some((heap, index)) = self.layout.hit(nim.heaps(), x, y) else {
            return Err(Refusal::Missed {
                hint: "Click a stone: it is taken with every stone above it",
            });
        };
        let take = Take {
            heap,
            count: nim.heaps()[heap] - index,
        };
        if nim.k() == 1 {
            Ok(Click::Play(NimMove::single(take.heap, take.count)))
        } else {
            self.select(nim, take)
        }
    }

    fn hover(&mut self, nim: &Nim, x: f64, y: f64) -> bool {
        let hovered = self.layout.hit(nim.heaps(), x, y);
        let changed = hovered != self.hovered;
        self.hovered = hovered;
        changed
    }

    fn act(
        &mut self,
        history: &mut History<Nim>,
        command: Command,
        argument: Option<&str>,
    ) -> Result<Acted<NimMove>, Refusal> {
        match command {
            Command::Load if self.judged => {
                let heaps = super::impartial::read_case(argument.unwrap_or(""), |input| {
                    input.int("number of test cases T", 1u32..=1_000_000)?;
                    let n = input.int("number of heaps N", 1..=MAX_HEAPS)?;
                    (0..n)
                        .map(|_| input.int("heap size A", 1..=MAX_STONES))
                        .collect::<Result<Vec<u32>, _>>()
                })?;
                self.tallest = heaps.iter().copied().max().unwrap_or(0).max(4);
                self.start = heaps.clone();
                self.loaded = Some(heaps.clone());
                *history = History::new(Nim::new(heaps, PlayRule::Misere, 1));
                Ok(Acted::History)
            }
            Command::Play => Ok(Acted::Play(NimMove::new(self.pending.clone()))),
            Command::Clear => {
                self.pending.clear();
                Ok(Acted::View)
            }
            command => Err(Self::unavailable(command)),
        }
    }

    /// Selections and the hovered stone belong to the old position: a stone hovered before a
    /// move may no longer be there.
    fn moved(&mut self, _history: &History<Nim>) {
        self.pending.clear();
        self.hovered = None;
    }

    fn draw(&mut self, nim: &Nim, pen: &mut dyn Painter, width: f64, height: f64) {
        let heaps = nim.heaps();
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
        for (heap, &size) in heaps.iter().enumerate() {
            let (selected, hovered) = self.marked(nim, heap);
            for index in size..self.start[heap] {
                let (x, y) = layout.stone_center(heap, index);
                paint::disc(
                    pen,
                    x,
                    y,
                    layout.radius * 0.92,
                    "rgba(0, 0, 0, 0)",
                    Some(palette::BOARD_EDGE),
                );
            }
            for index in 0..size {
                let (x, y) = layout.stone_center(heap, index);
                paint::stone(
                    pen,
                    x,
                    y,
                    layout.radius,
                    palette::STONE,
                    palette::STONE_LIGHT,
                );
                let from_top = size - index;
                if from_top <= selected {
                    paint::disc(
                        pen,
                        x,
                        y,
                        layout.radius,
                        palette::HIGHLIGHT,
                        Some(palette::ACCENT),
                    );
                } else if from_top <= hovered {
                    paint::disc(pen, x, y, layout.radius, palette::HOVER, None);
                }
            }
            let (x, _) = layout.stone_center(heap, 0);
            let label_size = (layout.column * 0.22).clamp(10.0, 15.0);
            paint::text(
                pen,
                &size.to_string(),
                x,
                layout.base + 16.0,
                label_size + 2.0,
                palette::INK,
                Align::Center,
            );
            paint::text(
                pen,
                &format!("heap {}", heap + 1),
                x,
                layout.base + 34.0,
                label_size,
                palette::MUTED,
                Align::Center,
            );
        }
    }

    fn describe(&self, history: &History<Nim>, report: &mut Report) {
        let nim = history.current();
        let verdict = nim.verdict();
        let mover = verdict.to_move;
        let rule = match nim.rule() {
            PlayRule::Normal => "normal play",
            PlayRule::Misere => "misère play",
        };
        match verdict.outcome {
            Outcome::Won { .. } | Outcome::Drawn => {
                report.verdict = match nim.rule() {
                    PlayRule::Normal => {
                        format!("{} took the last stone and wins ({rule})", mover.opponent())
                    }
                    PlayRule::Misere => format!(
                        "{} took the last stone and loses ({rule})",
                        mover.opponent()
                    ),
                };
                report.hint_note = "The game is over.".into();
            }
            Outcome::Ongoing { .. } if verdict.winner == mover => {
                report.verdict = format!("{mover}, to move, wins with perfect play");
                report.mover_wins(true);
                report.winning(
                    verdict
                        .winning
                        .moves
                        .iter()
                        .map(ToString::to_string)
                        .collect(),
                );
                if !verdict.winning.complete {
                    report.hint_note =
                        "Too many moves to try them all: these are the winning moves \
                                        found within the search budget."
                            .into();
                }
            }
            Outcome::Ongoing { .. } => {
                report.verdict = format!("{mover}, to move, loses against perfect play");
                report.mover_wins(false);
                report.hint_note =
                    "No winning move: every move leaves the opponent a winning position.".into();
            }
        }
        report.facts.push(Fact::new("Rule", rule));
        report.facts.push(Fact::new(
            "Moves",
            match nim.k() {
                1 => "from one heap".to_string(),
                k => format!("from up to {k} heaps (Moore's Nim_{k})"),
            },
        ));
        report.facts.push(Fact::new(
            "Heaps",
            nim.heaps()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        ));
        report.facts.push(Fact::new(
            "Nim-sum",
            format!("{} (binary {:b})", verdict.nim_sum, verdict.nim_sum),
        ));
        if nim.k() > 1 {
            let columns: Vec<String> = verdict
                .column_sums
                .iter()
                .rev()
                .map(ToString::to_string)
                .collect();
            report.facts.push(Fact::new(
                format!("Bit columns mod {}", nim.k() + 1),
                if columns.is_empty() {
                    "0".to_string()
                } else {
                    columns.join(" ")
                },
            ));
        }
        if nim.rule() == PlayRule::Misere && nim.heaps().iter().all(|&h| h <= 1) {
            let ones = nim.heaps().iter().filter(|&&h| h == 1).count();
            report
                .facts
                .push(Fact::new("Single-stone heaps", ones.to_string()));
        }
        if self.judged {
            super::impartial::judge_fact(self.judge_case(history), report);
            report.actions = vec![Action::with_text(
                Command::Load,
                "Load case",
                "A judge case: T, then N and N heap sizes (first case)",
            )];
        }
        if nim.k() > 1 {
            report.actions = vec![
                Action::button(Command::Play, "Play selection", !self.pending.is_empty()),
                Action::button(Command::Clear, "Clear selection", !self.pending.is_empty()),
            ];
            if !self.pending.is_empty() {
                report.pending = format!("Selected: {}", NimMove::new(self.pending.clone()));
            }
        }
    }

    fn has_computer(&self) -> bool {
        true
    }

    fn start(&self, _history: &History<Nim>) -> Option<super::Start> {
        let heaps = self.loaded.as_ref()?;
        Some(super::Start {
            options: vec![(
                "heaps",
                heaps
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
            )],
            case: None,
        })
    }

    /// A winning move (under every rule the engine always offers one when the mover wins);
    /// from a lost position, one stone from the largest heap, so the game lasts.
    fn suggest(&mut self, history: &History<Nim>) -> Option<NimMove> {
        let nim = history.current();
        if nim.is_over() {
            return None;
        }
        let verdict = nim.verdict();
        verdict.winning.moves.first().cloned().or_else(|| {
            let (heap, _) = nim.heaps().iter().enumerate().max_by_key(|&(_, &h)| h)?;
            Some(NimMove::single(heap, 1))
        })
    }

    /// Plain Nim as a contest case: misère play is `john`; normal play is `s-nim` with every
    /// count from 1 to the largest heap allowed, which is Nim on these heaps.
    fn judge_case(&self, history: &History<Nim>) -> Result<JudgeCase, Refusal> {
        let nim = history.current();
        if nim.k() > 1 {
            return Err(Refusal::NoCase {
                why: "No contest judge plays Moore's Nim_k",
            });
        }
        let heaps = nim.heaps();
        let list = |heaps: &[u32]| {
            heaps
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        match nim.rule() {
            PlayRule::Misere => {
                let stones: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
                if stones.is_empty() {
                    return Err(Refusal::NoCase {
                        why: "Every heap is empty: the game is over",
                    });
                }
                Ok(JudgeCase {
                    problem: "john",
                    input: format!("1\n{}\n{}\n", stones.len(), list(&stones)),
                })
            }
            PlayRule::Normal => {
                let largest = heaps.iter().copied().max().unwrap_or(0).max(1);
                let counts: Vec<u32> = (1..=largest).collect();
                Ok(JudgeCase {
                    problem: "s-nim",
                    input: format!(
                        "{largest} {}\n1\n{} {}\n0\n",
                        list(&counts),
                        heaps.len(),
                        list(heaps)
                    ),
                })
            }
        }
    }

    fn locate(&self, nim: &Nim, mv: &str) -> Option<(f64, f64)> {
        // Single-heap moves as the move list writes them: `take C from heap H`.
        let rest = mv.strip_prefix("take ")?;
        let (count, heap) = rest.split_once(" from heap ")?;
        let (count, heap): (u32, usize) = (count.parse().ok()?, heap.parse().ok()?);
        let size = *nim.heaps().get(heap.checked_sub(1)?)?;
        let index = size.checked_sub(count)?;
        (count >= 1).then(|| self.layout.stone_center(heap - 1, index))
    }
}
