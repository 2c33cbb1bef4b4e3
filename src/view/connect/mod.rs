//! Connect (TwixT-like) on the canvas: a pegboard where a click puts a peg in the nearest hole
//! for the player to move, hovering previews the links a peg would make, and a pasted contest
//! dataset can be stepped through move by move to the judge's answer.
//!
//! The rules, links and verdicts all come from [`crate::connect`]; this module only maps pixels
//! to points, draws, and words the report.

mod draw;
mod layout;
mod report;

use super::paint::Painter;
use super::{sentence, Board, GameEntry, OptionSpec, Options, Report};
use crate::connect::contest::{parse_datasets, Dataset};
use crate::connect::{Connect, ConnectError, Move, MoveReport, Point};
use crate::game::{Game, History};
use crate::input::InputError;
use layout::{Hit, Layout, View};

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

fn create(options: &Options) -> Result<Box<dyn Board>, String> {
    let n = i32::try_from(options.int("n")?).map_err(|_| "Board side N is out of range")?;
    let start = match options.choice("pie")?.as_str() {
        "on" => Connect::with_pie_rule(n),
        _ => Connect::new(n),
    }
    .map_err(|e| sentence(&e.to_string()))?;
    Ok(Box::new(ConnectBoard::new(start)))
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
}

struct ConnectBoard {
    /// The empty board, for replaying after an undo.
    start: Connect,
    history: History<Connect>,
    /// What the last applied move did (links made and refused), for the panel.
    last: Option<MoveReport>,
    /// A free point under the pointer where the player to move may place a peg.
    hovered: Option<Point>,
    view: View,
    layout: Layout,
    loaded: Option<Loaded>,
}

impl ConnectBoard {
    fn new(start: Connect) -> Self {
        ConnectBoard {
            history: History::new(start.clone()),
            start,
            last: None,
            hovered: None,
            view: View::default(),
            layout: Layout::default(),
            loaded: None,
        }
    }

    fn game(&self) -> &Connect {
        self.history.current()
    }

    /// Plays a move, keeping its report; a refusal leaves everything as it was.
    fn play(&mut self, mv: Move) -> Result<(), String> {
        let mut probe = self.game().clone();
        let report = probe.play_reported(&mv).map_err(|e| refusal(&e))?;
        self.history.try_play(mv).map_err(|e| refusal(&e))?;
        self.last = Some(report);
        self.hovered = None;
        Ok(())
    }

    /// Plays the next undone or queued move with its report; false when there is none.
    fn step(&mut self) -> Result<bool, String> {
        let Some(&mv) = self.history.redoable().first() else {
            return Ok(false);
        };
        let mut probe = self.game().clone();
        let report = probe.play_reported(&mv);
        self.history.redo().map_err(|e| refusal(&e))?;
        self.last = report.ok();
        self.hovered = None;
        Ok(true)
    }

    /// Replays the applied moves to rebuild the last move's report (after an undo).
    fn refresh(&mut self) {
        self.hovered = None;
        self.last = self
            .history
            .moves()
            .split_last()
            .and_then(|(last, before)| {
                let mut game = self.start.clone();
                for mv in before {
                    game.try_play(mv).ok()?;
                }
                game.play_reported(last).ok()
            });
    }

    /// Back to the empty board, with every move (played or queued) ready to redo.
    fn rewind(&mut self) {
        let all: Vec<Move> = self
            .history
            .moves()
            .iter()
            .chain(self.history.redoable())
            .copied()
            .collect();
        self.history = History::new(self.start.clone());
        self.history.queue(all);
        self.refresh();
    }

    /// Reads a pasted contest input and puts its first dataset on the board.
    fn load(&mut self, text: &str) -> Result<(), String> {
        let datasets =
            read_datasets(text).map_err(|e| format!("The dataset was not loaded: {e}"))?;
        if datasets.is_empty() {
            return Err(
                "The dataset was not loaded: the text holds no dataset. Paste N and M, then the M \
                 moves as x y pairs"
                    .into(),
            );
        }
        drawable(&datasets[0], 0)?;
        self.open(Loaded { datasets, index: 0 });
        Ok(())
    }

    /// Starts the board of `loaded`'s current dataset with its moves queued (the dataset
    /// must be [`drawable`]).
    fn open(&mut self, loaded: Loaded) {
        let dataset = loaded.current();
        let moves: Vec<Move> = dataset.moves.iter().map(|&p| Move::Place(p)).collect();
        *self = ConnectBoard::new(dataset.board());
        self.history.queue(moves);
        self.loaded = Some(loaded);
    }

    fn next_dataset(&mut self) -> Result<(), String> {
        let Some(loaded) = self.loaded.as_ref() else {
            return Err("No contest input is loaded: paste one and press Load dataset".into());
        };
        let index = loaded.index + 1;
        let dataset = loaded
            .datasets
            .get(index)
            .ok_or("That was the last dataset of the pasted input")?;
        drawable(dataset, index)?;
        if let Some(mut loaded) = self.loaded.take() {
            loaded.index = index;
            self.open(loaded);
        }
        Ok(())
    }
}

/// Refuses a dataset (number `index` + 1) whose board is too big to draw.
fn drawable(dataset: &Dataset, index: usize) -> Result<(), String> {
    if dataset.n > Connect::PLAYGROUND_MAX_N {
        return Err(format!(
            "Dataset {} has N = {}: the playground draws boards up to N = {}; the Check input \
             tab judges it",
            index + 1,
            dataset.n,
            Connect::PLAYGROUND_MAX_N
        ));
    }
    Ok(())
}

/// A refused move as the page shows it.
fn refusal(err: &ConnectError) -> String {
    match err {
        ConnectError::GameOver { .. } => {
            format!("{}. Undo, or start a new game", sentence(&err.to_string()))
        }
        _ => sentence(&err.to_string()),
    }
}

/// The judge's reader, forgiving a missing closing `0 0`: appending one cannot make a broken
/// dataset read (it would be read as the corner (0, 0), or leave a lone 0), so errors stay the
/// judge's, at the judge's line and column.
fn read_datasets(text: &str) -> Result<Vec<Dataset>, InputError> {
    parse_datasets(text).or_else(|err| parse_datasets(&format!("{text}\n0 0\n")).map_err(|_| err))
}

/// `(3, 4)`, `3, 4` or `3 4` as a point.
fn parse_point(text: &str) -> Option<Point> {
    let inner = text.trim().strip_prefix('(').unwrap_or(text.trim());
    let inner = inner.strip_suffix(')').unwrap_or(inner);
    let mut parts = inner
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty());
    let x = parts.next()?.parse().ok()?;
    let y = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some(Point::new(x, y))
}

impl Board for ConnectBoard {
    fn click(&mut self, x: f64, y: f64) -> Result<(), String> {
        let game = self.game();
        if game.is_over() {
            return Err(refusal(&ConnectError::GameOver {
                winner: game.winner(),
            }));
        }
        let n = game.n();
        match self.layout.hit(x, y) {
            Hit::Hole(p) => self.play(Move::Place(p)),
            Hit::Between(p) => Err(format!(
                "Click on a hole: the nearest one, {p}, is too far from the click"
            )),
            Hit::Outside => Err(format!(
                "That click is off the board: click one of the holes (0, 0) to ({n}, {n})"
            )),
        }
    }

    fn hover(&mut self, x: f64, y: f64) -> bool {
        let hovered = match self.layout.hit(x, y) {
            Hit::Hole(p) if self.game().check_place(p).is_ok() => Some(p),
            _ => None,
        };
        let changed = hovered != self.hovered;
        self.hovered = hovered;
        changed
    }

    fn zoomable(&self) -> bool {
        true
    }

    fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool {
        self.view.zoom(&self.layout, x, y, factor)
    }

    fn pan(&mut self, dx: f64, dy: f64) -> bool {
        self.view.pan(&self.layout, dx, dy)
    }

    fn act(&mut self, action: &str, argument: Option<&str>) -> Result<(), String> {
        match action {
            "undo" => {
                if !self.history.undo() {
                    return Err("There is no move to undo".into());
                }
                self.refresh();
            }
            "redo" | "step" => {
                if !self.step()? {
                    return Err("There is no move to redo".into());
                }
            }
            "to-end" => {
                if self.history.redoable().is_empty() {
                    return Err("There is no move to redo".into());
                }
                while self.history.redoable().len() > 1 {
                    self.history.redo().map_err(|e| refusal(&e))?;
                }
                self.step()?;
            }
            "to-start" => self.rewind(),
            "swap" => self.play(Move::Swap)?,
            "load" => self.load(argument.unwrap_or(""))?,
            "next-dataset" => self.next_dataset()?,
            other => return Err(format!("Connect has no action `{other}`")),
        }
        Ok(())
    }

    fn draw(&mut self, pen: &mut dyn Painter, width: f64, height: f64) {
        self.layout = Layout::new(self.game().n(), width, height, self.view);
        // The stored hover may predate a move or an undo: preview only what is still legal.
        let preview = self
            .hovered
            .and_then(|p| self.game().links_if_placed(p).ok());
        let last = self.last.as_ref().map(|r| r.placed);
        draw::scene(pen, &self.layout, self.game(), last, preview.as_ref());
    }

    fn report(&self) -> Report {
        report::build(self)
    }

    fn locate(&self, mv: &str) -> Option<(f64, f64)> {
        let p = parse_point(mv)?;
        (self.layout.spacing > 0.0 && self.game().contains(p)).then(|| self.layout.at(p))
    }
}
