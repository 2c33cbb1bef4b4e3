//! Nim on the canvas: heaps drawn as stacks of stones. Clicking a stone takes it and every
//! stone above it. Under Moore's rule (k > 1) clicks select stones in up to k heaps and the
//! "Play selection" action plays them as one move.
//!
//! Used by: `nim`, `john`.

use super::impartial::{judge_fact, load_action, nim_sum, one_case, scan_case, spaced, Standing};
use super::paint::{self, palette, Painter};
use super::stones::{tallest, Columns, Spot};
use super::{
    Action, Board, Case, Click, Command, Fact, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::nim::{Nim, NimMove, PlayRule, Take};
use crate::text::split_once;

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
    let heaps = heaps_option(options)?;
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
    let view = NimView {
        tallest: 0,
        start: Vec::new(),
        pending: Vec::new(),
        hovered: None,
        judged,
        layout: Columns::default(),
    };
    Box::new(Played::new(nim, view))
}

/// The heap sizes of a new game, at least one stone among them.
pub(super) fn heaps_option(options: &Options) -> Result<Vec<u32>, OptionError> {
    let heaps = options.numbers("heaps", 0..=MAX_STONES as usize, MAX_HEAPS, "heaps")?;
    if heaps.iter().all(|&h| h == 0) {
        return Err(OptionError::NoStones);
    }
    Ok(heaps.into_iter().map(|h| h as u32).collect())
}

/// The heaps as the stone columns count them.
fn sizes(heaps: &[u32]) -> Vec<usize> {
    heaps.iter().map(|&h| h as usize).collect()
}

struct NimView {
    /// The largest starting heap, so stones keep their size as heaps shrink.
    tallest: usize,
    /// The starting heaps: taken stones leave an outline behind.
    start: Vec<u32>,
    /// Moore's rule: the takes selected so far, played together by the "play" action.
    pending: Vec<Take>,
    hovered: Option<Spot>,
    /// Shown under a judge's name: the judge's answer goes beside the verdict.
    judged: bool,
    layout: Columns,
}

impl NimView {
    /// Whether this board quotes the judge: John's, in builds that hold John's game. Known at
    /// compile time in the others, so Nim's light module leaves the judges out.
    fn judged(&self) -> bool {
        cfg!(feature = "john") && self.judged
    }

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
            Some(Spot::Stone { heap: h, index }) if h == heap => nim.heaps()[heap] - index as u32,
            _ => 0,
        };
        (selected, hovered)
    }
}

impl View for NimView {
    type Game = Nim;
    const BOARD: &'static str = "Nim has";
    const COMPUTER: bool = true;

    fn click(&mut self, nim: &Nim, x: f64, y: f64) -> Result<Click<NimMove>, Refusal> {
        if nim.is_over() {
            return Err(Refusal::GameOver(Over::Because("every heap is empty")));
        }
        let Some(Spot::Stone { heap, index }) = self.layout.hit(&sizes(nim.heaps()), false, x, y)
        else {
            return Err(Refusal::Missed {
                hint: "Click a stone: it is taken with every stone above it",
            });
        };
        let take = Take {
            heap,
            count: nim.heaps()[heap] - index as u32,
        };
        if nim.k() == 1 {
            Ok(Click::Play(NimMove::single(take.heap, take.count)))
        } else {
            self.select(nim, take)
        }
    }

    fn hover(&mut self, nim: &Nim, x: f64, y: f64) -> bool {
        let hovered = self.layout.hit(&sizes(nim.heaps()), false, x, y);
        std::mem::replace(&mut self.hovered, hovered) != hovered
    }

    fn read_case(&mut self, _nim: &Nim, text: &str) -> Result<Case<Nim>, Refusal> {
        if !self.judged() {
            return Err(Self::unavailable(Command::Load));
        }
        let heaps = scan_case(text, |input| {
            input.int("number of test cases T", 1u32..=1_000_000)?;
            let n = input.int("number of heaps N", 1..=MAX_HEAPS)?;
            (0..n)
                .map(|_| input.int("heap size A", 1..=MAX_STONES))
                .collect::<Result<Vec<u32>, _>>()
        })?;
        let options = vec![("heaps", spaced(&heaps))];
        Ok(Case::new(Nim::new(heaps, PlayRule::Misere, 1), options))
    }

    fn selection(&self) -> Result<NimMove, Refusal> {
        Ok(NimMove::new(self.pending.clone()))
    }

    fn clear(&mut self) -> bool {
        self.pending.clear();
        true
    }

    /// The hovered stone belongs to the old position: it may no longer be there. Taken stones
    /// are outlined up to the heaps of the line's start.
    fn moved(&mut self, history: &History<Nim>) {
        self.hovered = None;
        self.start = history.start().heaps().to_vec();
        self.tallest = tallest(sizes(&self.start));
    }

    fn draw(&mut self, nim: &Nim, pen: &mut dyn Painter, width: f64, height: f64, _hints: bool) {
        let heaps = nim.heaps();
        self.layout = Columns::new(width, height, heaps.len(), self.tallest);
        let layout = self.layout;
        layout.ground(pen, width, height);
        for (heap, &size) in heaps.iter().enumerate() {
            let (selected, hovered) = self.marked(nim, heap);
            for index in size..self.start[heap] {
                let (x, y) = layout.stone(heap, index as usize);
                paint::ring(pen, x, y, layout.radius * 0.92, palette::BOARD_EDGE);
            }
            for index in 0..size {
                let (x, y) = layout.stone(heap, index as usize);
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
            let name = format!("heap {}", heap + 1);
            layout.labels(pen, heap, size as usize, &name, 10.0);
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
        let standing = if verdict.outcome.is_over() {
            let how = match nim.rule() {
                PlayRule::Normal => "wins",
                PlayRule::Misere => "loses",
            };
            let last = mover.opponent();
            Standing::Over(format!("{last} took the last stone and {how} ({rule})"))
        } else if verdict.winner == mover {
            Standing::Wins
        } else {
            Standing::Loses("No winning move: every move leaves the opponent a winning position.")
        };
        super::impartial::verdict(report, nim, mover, standing, &verdict.winning.moves);
        if verdict.winner == mover && !verdict.outcome.is_over() && !verdict.winning.complete {
            report.hint_note = "Too many moves to try them all: these are the winning moves \
                                found within the search budget."
                .into();
        }
        report.facts.push(Fact::new("Rule", rule));
        report.facts.push(Fact::new(
            "Moves",
            match nim.k() {
                1 => "from one heap".to_string(),
                k => format!("from up to {k} heaps (Moore's Nim_{k})"),
            },
        ));
        report.facts.push(Fact::new("Heaps", spaced(nim.heaps())));
        report.facts.push(nim_sum(verdict.nim_sum));
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
        if self.judged() {
            judge_fact(self.judge_case(history), history.current(), report);
            report.actions = vec![load_action(
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
        match nim.rule() {
            PlayRule::Misere => {
                let stones: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
                if stones.is_empty() {
                    return Err(Refusal::NoCase {
                        why: "Every heap is empty: the game is over",
                    });
                }
                Ok(one_case("john", &stones, " "))
            }
            PlayRule::Normal => {
                let largest = heaps.iter().copied().max().unwrap_or(0).max(1);
                let counts: Vec<u32> = (1..=largest).collect();
                Ok(JudgeCase {
                    problem: "s-nim",
                    input: format!(
                        "{largest} {}\n1\n{} {}\n0\n",
                        spaced(&counts),
                        heaps.len(),
                        spaced(heaps)
                    ),
                })
            }
        }
    }

    fn locate(&self, nim: &Nim, mv: &str) -> Option<(f64, f64)> {
        // Single-heap moves as the move list writes them: `take C from heap H`.
        let rest = mv.strip_prefix("take ")?;
        let (count, heap) = split_once(rest, " from heap ")?;
        let (count, heap): (u32, usize) = (count.parse().ok()?, heap.parse().ok()?);
        let size = *nim.heaps().get(heap.checked_sub(1)?)?;
        let index = size.checked_sub(count)?;
        (count >= 1).then(|| self.layout.stone(heap - 1, index as usize))
    }
}
