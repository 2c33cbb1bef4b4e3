//! Connect (TwixT-like) on the canvas: a pegboard where a click puts a peg in the nearest hole
//! for the player to move, hovering previews the links a peg would make, and a pasted contest
//! dataset can be stepped through move by move to the judge's answer.
//!
//! The rules, links and verdicts all come from [`crate::connect`]; this module only maps pixels
//! to points, draws, and words the report.

mod draw;
mod layout;
mod report;

use super::paint::{Painter, MIN_AIM};
use super::{
    Acted, Board, Case, CaseError, Click, Command, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Reason, Refusal, Report, Start, View,
};
use crate::connect::contest::{parse_datasets, Dataset};
use crate::connect::{Connect, ConnectError, Move, MoveReport, Point};
#[cfg(feature = "engines")]
use crate::engine::mcts::ConnectEngine;
#[cfg(feature = "engines")]
use crate::engine::Engine;
use crate::game::{History, Refused};
use crate::input::InputError;
use layout::{Hit, Layout, ZoomView};

pub const ENTRY: GameEntry = GameEntry {
    slug: "connect",
    title: "Connect (TwixT-like)",
    blurb: "Place pegs; a peg links to your pegs a knight's move away unless another link is in \
            the way. Black joins left and right, White bottom and top.",
    options,
    create,
};

/// The board side a new game starts with: roomy, and within the contest's limit of 20.
const DEFAULT_N: i64 = 12;

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::int(
            "n",
            "Board side N",
            DEFAULT_N,
            i64::from(Connect::MIN_N),
            i64::from(Connect::PLAYGROUND_MAX_N),
        )
        .help("Points (0, 0) to (N, N); the contest plays N up to 20. Zoom with the wheel."),
        OptionSpec::choice(
            "pie",
            "Pie rule",
            vec![
                ("off", "off"),
                ("on", "on: White may take over Black's first peg"),
            ],
        )
        .help("With the pie rule, White's first move may be a swap (the Swap button)."),
    ]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let value = options.int("n")?;
    let n = i32::try_from(value).map_err(|_| OptionError::OutOfRange {
        label: "Board side N",
        value,
        min: i64::from(Connect::MIN_N),
        max: i64::from(Connect::PLAYGROUND_MAX_N),
    })?;
    let start = match options.choice("pie")?.as_str() {
        "on" => Connect::with_pie_rule(n),
        _ => Connect::new(n),
    }
    .map_err(OptionError::BoardSize)?;
    Ok(Box::new(Played::new(start, ConnectView::default())))
}

/// A pasted contest input and which of its datasets is on the board.
struct Loaded {
    datasets: Vec<Dataset>,
    index: usize,
}

impl Loaded {
    fn current(&self) -> &Dataset {
        &self.datasets[self.index]
    }

    /// The dataset's empty board with its moves queued.
    fn history(&self) -> History<Connect> {
        let dataset = self.current();
        let moves = dataset.moves.iter().map(|&p| Move::Place(p)).collect();
        History::queued(dataset.board(), moves)
    }
}

#[derive(Default)]
struct ConnectView {
    /// What the last applied move did (links made and refused), for the panel.
    last: Option<MoveReport>,
    /// A free point under the pointer where the player to move may place a peg.
    hovered: Option<Point>,
    zoom: ZoomView,
    layout: Layout,
    loaded: Option<Loaded>,
    /// The computer player, keeping its tree while the game goes on.
    #[cfg(feature = "engines")]
    engine: ConnectEngine,
}

impl ConnectView {
    /// Reads a pasted contest input and puts its first dataset on the board.
    fn load(&mut self, text: &str) -> Result<History<Connect>, CaseError> {
        let datasets = read_datasets(text).map_err(CaseError::Dataset)?;
        if datasets.is_empty() {
            return Err(CaseError::NoDataset);
        }
        drawable(&datasets[0], 0)?;
        let loaded = Loaded { datasets, index: 0 };
        let history = loaded.history();
        self.loaded = Some(loaded);
        Ok(history)
    }

    fn next_dataset(&mut self) -> Result<History<Connect>, CaseError> {
        let Some(loaded) = self.loaded.as_mut() else {
            return Err(CaseError::NothingLoaded);
        };
        let index = loaded.index + 1;
        let dataset = loaded.datasets.get(index).ok_or(CaseError::LastDataset)?;
        drawable(dataset, index)?;
        loaded.index = index;
        Ok(loaded.history())
    }
}

/// Refuses a dataset (number `index` + 1) whose board is too big to draw.
fn drawable(dataset: &Dataset, index: usize) -> Result<(), CaseError> {
    if dataset.n > Connect::PLAYGROUND_MAX_N {
        return Err(CaseError::TooBig {
            dataset: index + 1,
            n: dataset.n,
            most: Connect::PLAYGROUND_MAX_N,
        });
    }
    Ok(())
}

/// The judge's reader, forgiving a missing closing `0 0`: appending one cannot make a broken
/// dataset read (it would be read as the corner (0, 0), or leave a lone 0), so errors stay the
/// judge's, at the judge's line and column.
fn read_datasets(text: &str) -> Result<Vec<Dataset>, InputError> {
    parse_datasets(text).or_else(|err| parse_datasets(&format!("{text}\n0 0\n")).map_err(|_| err))
}

impl View for ConnectView {
    type Game = Connect;
    const BOARD: &'static str = "Connect has";
    const HINTS: bool = false;

    /// Monte Carlo tree search (N up to 200).
    #[cfg(feature = "engines")]
    fn engine(&mut self) -> Option<&mut dyn Engine<Connect>> {
        Some(&mut self.engine)
    }

    fn click(&mut self, game: &Connect, x: f64, y: f64) -> Result<Click<Move>, Refusal> {
        if game.is_over() {
            let reason = ConnectError::GameOver {
                winner: game.winner(),
            };
            return Err(Refusal::GameOver(Over::Said(reason.into())));
        }
        match self.layout.hit(x, y) {
            Hit::Hole(_) | Hit::Between(_) if self.layout.spacing < MIN_AIM => {
                Err(Refusal::ZoomIn {
                    place: "a peg",
                    spots: "holes",
                    apart: self.layout.spacing,
                })
            }
            Hit::Hole(p) => Ok(Click::Play(Move::Place(p))),
            Hit::Between(nearest) => Err(Pick::TooFar { nearest }.into()),
            Hit::Outside => Err(Pick::OffHoles { n: game.n() }.into()),
        }
    }

    fn hover(&mut self, game: &Connect, x: f64, y: f64) -> bool {
        let hovered = match self.layout.hit(x, y) {
            Hit::Hole(p) if self.layout.spacing >= MIN_AIM && game.check_place(p).is_ok() => {
                Some(p)
            }
            _ => None,
        };
        std::mem::replace(&mut self.hovered, hovered) != hovered
    }

    fn zoomable(&self) -> bool {
        true
    }

    fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool {
        self.zoom.zoom(&self.layout, x, y, factor)
    }

    fn pan(&mut self, dx: f64, dy: f64) -> bool {
        self.zoom.pan(&self.layout, dx, dy)
    }

    fn act(
        &mut self,
        history: &mut History<Connect>,
        command: Command,
        _argument: Option<&str>,
    ) -> Result<Acted<Move>, Refusal> {
        match command {
            Command::Swap => return Ok(Acted::Play(Move::Swap)),
            Command::NextDataset => *history = self.next_dataset()?,
            command => return Err(Self::unavailable(command)),
        }
        Ok(Acted::History)
    }

    /// A pasted contest input: its first dataset, its moves queued to step through.
    fn read_case(&mut self, _game: &Connect, text: &str) -> Result<Case<Connect>, Refusal> {
        Ok(Case {
            history: self.load(text)?,
            options: Vec::new(),
        })
    }

    fn moved(&mut self, history: &History<Connect>) {
        self.last = history.current().last_move_report();
        self.hovered = None;
    }

    /// A move after the end is refused as a click then is: the game is over.
    fn refusal(&self, _game: &Connect, err: Refused<Connect>) -> Refusal {
        match err.reason {
            ConnectError::GameOver { .. } => {
                Refusal::GameOver(Over::Said(Reason::Connect(err.reason)))
            }
            _ => Refusal::illegal(err),
        }
    }

    fn draw(
        &mut self,
        game: &Connect,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        _hints: bool,
    ) {
        self.layout = Layout::new(game.n(), width, height, self.zoom);
        // The stored hover may predate a move or an undo: preview only what is still legal.
        let preview = self.hovered.and_then(|p| game.links_if_placed(p).ok());
        let last = self.last.as_ref().map(|r| r.placed);
        draw::scene(pen, &self.layout, game, last, preview.as_ref());
    }

    fn describe(&self, history: &History<Connect>, report: &mut Report) {
        report::describe(self, history, report);
    }

    /// A pasted dataset replaces the board with its own N and no pie rule: links say so.
    fn start(&self, history: &History<Connect>) -> Option<Start> {
        let start = history.start();
        let pie = if start.pie_rule() { "on" } else { "off" };
        Some(Start {
            options: vec![("n", start.n().to_string()), ("pie", pie.to_string())],
            case: None,
        })
    }

    fn judge_case(&self, history: &History<Connect>) -> Result<JudgeCase, Refusal> {
        dataset_text(history.start().n(), history.moves()).map(|input| JudgeCase {
            problem: "connect",
            input,
        })
    }

    fn name_at(&self, _game: &Connect, x: f64, y: f64) -> Option<String> {
        match self.layout.hit(x, y) {
            Hit::Hole(p) | Hit::Between(p) => Some(p.to_string()),
            Hit::Outside => None,
        }
    }

    fn locate(&self, game: &Connect, at: &str) -> Option<(f64, f64)> {
        let p: Point = at.parse().ok()?;
        (self.layout.spacing > 0.0 && game.contains(p)).then(|| self.layout.at(p))
    }
}

/// The moves so far as a contest dataset, closed by `0 0`. The contest asks whether Black's
/// last move wins, so a dataset has an odd number of moves, at least five, and no swap.
fn dataset_text(n: i32, moves: &[Move]) -> Result<String, Refusal> {
    let mut text = format!("{n} {}\n", moves.len());
    for mv in moves {
        match mv {
            Move::Place(p) => text.push_str(&format!("{} {}\n", p.x, p.y)),
            Move::Swap => {
                return Err(Refusal::NoCase {
                    why: "The contest has no pie rule: a game with a swap has no dataset",
                })
            }
        }
    }
    if moves.len() < 5 || moves.len() % 2 == 0 {
        return Err(Refusal::ShortDataset { moves: moves.len() });
    }
    text.push_str("0 0\n");
    Ok(text)
}
