//! Queens (`queens`, BZOJ 1457): queens on a board with (0, 0) at the bottom left, marked.
//! Click a queen, then its destination to the left, below or diagonally down-left; whoever
//! first moves a queen onto (0, 0) wins.

use super::impartial::{axis_labels, block, computer_move, judge_fact, read_case};
use super::paint::{self, palette, Align, Painter};
use super::{
    Acted, Action, Board, Click, Command, Fact, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Refusal, Report, Start, View,
};
use crate::game::{Game, History};
use crate::impartial::{QueenMove, Queens};

pub const ENTRY: GameEntry = GameEntry {
    slug: "queens",
    title: "Queens (first onto the corner)",
    blurb: "Move one queen any number of cells left, down or diagonally down-left; whoever first \
            moves a queen onto (0, 0) wins.",
    options,
    create,
};

const MAX_SIZE: i64 = 100;
const MAX_QUEENS: usize = 12;

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::int("size", "Board side", 10, 10, MAX_SIZE),
        OptionSpec::text("queens", "Queens x,y", "7,4 5,9 8,2")
            .help("Up to 12 cells x,y (from 0, inside the board), separated by spaces."),
    ]
}

fn parse_queens(text: &str, size: usize) -> Result<Vec<(usize, usize)>, OptionError> {
    let queens = text
        .split_whitespace()
        .map(|t| {
            t.split_once(',')
                .and_then(|(x, y)| Some((x.parse::<usize>().ok()?, y.parse::<usize>().ok()?)))
                .filter(|&(x, y)| x < size && y < size)
                .ok_or_else(|| OptionError::NotA {
                    label: "Queens x,y",
                    found: format!("`{t}`"),
                    expected: format!("a cell x,y with 0 ≤ x, y < {size}"),
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if queens.is_empty() || queens.len() > MAX_QUEENS {
        return Err(OptionError::Count {
            label: "Queens x,y",
            most: MAX_QUEENS,
            items: "queens",
        });
    }
    Ok(queens)
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let size = options.int("size")? as usize;
    let queens = parse_queens(&options.text("queens"), size)?;
    Ok(Box::new(Played::new(
        Queens::new(size, &queens),
        QueensView::default(),
    )))
}

#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    bottom: f64,
    cell: f64,
    size: usize,
}

impl Layout {
    fn new(width: f64, height: f64, size: usize) -> Self {
        let cell = ((width - 48.0).min(height - 40.0) / size as f64).max(1.0);
        Layout {
            left: ((width - cell * size as f64) / 2.0).max(28.0),
            bottom: ((height + cell * size as f64) / 2.0).min(height - 24.0),
            cell,
            size,
        }
    }

    fn centre(&self, (x, y): (usize, usize)) -> (f64, f64) {
        (
            self.left + self.cell * (x as f64 + 0.5),
            self.bottom - self.cell * (y as f64 + 0.5),
        )
    }

    fn hit(&self, x: f64, y: f64) -> Option<(usize, usize)> {
        if !x.is_finite() || !y.is_finite() {
            return None;
        }
        let (cx, cy) = (
            ((x - self.left) / self.cell).floor(),
            ((self.bottom - y) / self.cell).floor(),
        );
        let n = self.size as f64;
        (cx >= 0.0 && cy >= 0.0 && cx < n && cy < n).then_some((cx as usize, cy as usize))
    }
}

#[derive(Default)]
struct QueensView {
    selected: Option<(usize, usize)>,
    loaded: Option<Vec<(&'static str, String)>>,
    hints: bool,
    layout: Layout,
}

impl View for QueensView {
    type Game = Queens;
    const BOARD: &'static str = "Queens has";

    fn click(&mut self, game: &Queens, x: f64, y: f64) -> Result<Click<QueenMove>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Plain));
        }
        let at = self.layout.hit(x, y).ok_or(Refusal::Missed {
            hint: "Click a queen, then the cell it moves to",
        })?;
        match self.selected {
            Some(from) if from == at => {
                self.selected = None;
                Ok(Click::Select)
            }
            Some(from)
                if !game.queens().contains(&at)
                    || game.check(&QueenMove { from, to: at }).is_ok() =>
            {
                Ok(Click::Play(QueenMove { from, to: at }))
            }
            _ if game.queens().contains(&at) => {
                if at == (0, 0) {
                    return Err(Pick::CornerQueen.into());
                }
                self.selected = Some(at);
                Ok(Click::Select)
            }
            _ => Err(Refusal::PickFirst {
                hint: "Click a queen first, then the cell it moves to",
            }),
        }
    }

    fn act(
        &mut self,
        history: &mut History<Queens>,
        command: Command,
        argument: Option<&str>,
    ) -> Result<Acted<QueenMove>, Refusal> {
        match command {
            Command::Load => {
                let size = history.current().size();
                let queens = read_case(argument.unwrap_or(""), |input| {
                    input.int("number of test cases T", 1u32..=1_000_000)?;
                    let n = input.int("number of queens N", 1..=MAX_QUEENS)?;
                    (0..n)
                        .map(|_| Ok((input.int("x", 0..=size - 1)?, input.int("y", 0..=size - 1)?)))
                        .collect::<Result<Vec<_>, _>>()
                })?;
                let text: Vec<String> = queens.iter().map(|(x, y)| format!("{x},{y}")).collect();
                self.loaded = Some(vec![("queens", text.join(" "))]);
                *history = History::new(Queens::new(size, &queens));
                Ok(Acted::History)
            }
            Command::Clear => {
                self.selected = None;
                Ok(Acted::View)
            }
            command => Err(Self::unavailable(command)),
        }
    }

    fn moved(&mut self, _history: &History<Queens>) {
        self.selected = None;
    }

    fn show_hints(&mut self, on: bool) {
        self.hints = on;
    }

    fn draw(&mut self, game: &Queens, pen: &mut dyn Painter, width: f64, height: f64) {
        self.layout = Layout::new(width, height, game.size());
        let l = self.layout;
        paint::clear(pen, width, height);
        let n = game.size();
        let reach: Vec<(usize, usize)> = match self.selected {
            Some(from) => game
                .moves()
                .into_iter()
                .filter(|m| m.from == from)
                .map(|m| m.to)
                .collect(),
            None => Vec::new(),
        };
        for x in 0..n {
            for y in 0..n {
                let (cx, cy) = l.centre((x, y));
                let fill = if (x, y) == (0, 0) {
                    "#f6e3b4"
                } else if reach.contains(&(x, y)) {
                    "#efd9a7"
                } else if (x + y) % 2 == 0 {
                    "#efe6d2"
                } else {
                    "#fbf7ee"
                };
                block(
                    pen,
                    (cx - l.cell / 2.0, cy - l.cell / 2.0),
                    (l.cell, l.cell),
                    fill,
                    None,
                );
            }
        }
        let step = if l.cell >= 18.0 {
            1
        } else if l.cell >= 6.0 {
            5
        } else {
            10
        };
        let marks = (0..n)
            .filter(|i| i % step == 0)
            .map(|i| (i, l.centre((i, 0)).0, l.centre((0, i)).1));
        axis_labels(pen, l.bottom, l.left, marks);
        let r = (l.cell * 0.38).max(1.5);
        let mut counted: Vec<((usize, usize), usize)> = Vec::new();
        for &q in game.queens() {
            match counted.iter_mut().find(|(c, _)| *c == q) {
                Some((_, k)) => *k += 1,
                None => counted.push((q, 1)),
            }
        }
        for &(q, k) in &counted {
            let (x, y) = l.centre(q);
            paint::stone(pen, x, y, r, palette::FIRST, "#4a4f57");
            if k > 1 && l.cell >= 14.0 {
                paint::text(pen, &k.to_string(), x, y, r, palette::SECOND, Align::Center);
            }
            if self.selected == Some(q) {
                paint::disc(
                    pen,
                    x,
                    y,
                    r * 1.25,
                    "rgba(0, 0, 0, 0)",
                    Some(palette::FIRST_EDGE),
                );
            }
        }
        if self.hints {
            for m in game.verdict().winning_moves {
                let (a, b) = (l.centre(m.from), l.centre(m.to));
                paint::line(pen, a, b, 2.0, palette::ACCENT);
                paint::disc(
                    pen,
                    b.0,
                    b.1,
                    r * 0.6,
                    "rgba(0, 0, 0, 0)",
                    Some(palette::ACCENT),
                );
            }
        }
    }

    fn describe(&self, history: &History<Queens>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let names = |p| game.side_name(p);
        let mover = names(v.to_move);
        if game.cornered() {
            report.verdict = format!(
                "{} moved a queen onto (0, 0) and wins",
                names(v.to_move.opponent())
            );
            report.hint_note = "The game is over.".into();
        } else if v.outcome.is_over() {
            report.verdict = format!("No queen can move: {mover} loses");
            report.hint_note = "The game is over.".into();
        } else if v.at_once {
            report.verdict = format!("{mover}, to move, moves a queen onto (0, 0) and wins");
            report.mover_wins(true);
            report.winning(v.winning_moves.iter().map(ToString::to_string).collect());
        } else if !v.winning_moves.is_empty() {
            report.verdict = format!("{mover}, to move, wins with perfect play");
            report.mover_wins(true);
            report.winning(v.winning_moves.iter().map(ToString::to_string).collect());
        } else {
            report.verdict = format!("{mover}, to move, loses against perfect play");
            report.mover_wins(false);
            report.hint_note = "No winning move: a queen moved onto an edge or the diagonal \
                                reaches (0, 0) next, and every other move leaves a nim-sum of 0."
                .into();
        }
        report.facts.push(Fact::new(
            "Queens",
            game.queens()
                .iter()
                .zip(&v.values)
                .map(|(&(x, y), g)| match g {
                    Some(g) => format!("({x}, {y}) G = {g}"),
                    None => format!("({x}, {y})"),
                })
                .collect::<Vec<_>>()
                .join(", "),
        ));
        if !v.at_once && !v.outcome.is_over() {
            report.facts.push(Fact::new(
                "Nim-sum",
                format!("{} (binary {:b})", v.nim_sum, v.nim_sum),
            ));
        }
        judge_fact(self.judge_case(history), report);
        report.actions = vec![
            Action::button(Command::Clear, "Clear selection", self.selected.is_some()),
            Action::with_text(
                Command::Load,
                "Load case",
                "A judge case: T, then N and N lines x y (first case)",
            ),
        ];
        if let Some((x, y)) = self.selected {
            report.pending = format!("Selected: the queen on ({x}, {y}); click a marked cell");
        }
    }

    fn has_computer(&self) -> bool {
        true
    }

    fn suggest(&mut self, history: &History<Queens>) -> Option<QueenMove> {
        let game = history.current();
        let v = game.verdict();
        // From a lost position, a one-step move off the edges and the diagonal, if any.
        computer_move(&v.winning_moves, &game.moves(), |m| {
            let (x, y) = m.to;
            let safe = x >= 1 && y >= 1 && x != y;
            usize::from(safe) * 1000 + x + y
        })
    }

    fn start(&self, _history: &History<Queens>) -> Option<Start> {
        self.loaded.as_ref().map(|options| Start {
            options: options.clone(),
            case: None,
        })
    }

    /// The judge's board is 100 × 100; smaller boards fit in its corner.
    fn judge_case(&self, history: &History<Queens>) -> Result<JudgeCase, Refusal> {
        let game = history.current();
        if game.cornered() {
            return Err(Refusal::NoCase {
                why: "A queen is on (0, 0): the game is over",
            });
        }
        let lines: Vec<String> = game
            .queens()
            .iter()
            .map(|(x, y)| format!("{x} {y}"))
            .collect();
        Ok(JudgeCase {
            problem: "queens",
            input: format!("1\n{}\n{}\n", lines.len(), lines.join("\n")),
        })
    }

    fn locate(&self, game: &Queens, at: &str) -> Option<(f64, f64)> {
        // `(x, y)` a cell, or a move `(x, y) to (x, y)` at its destination.
        let target = match at.parse::<QueenMove>() {
            Ok(m) => m.to,
            Err(_) => {
                let inner = at.trim().strip_prefix('(')?.strip_suffix(')')?;
                let (x, y) = inner.split_once(',')?;
                (x.trim().parse().ok()?, y.trim().parse().ok()?)
            }
        };
        (target.0 < game.size() && target.1 < game.size()).then(|| self.layout.centre(target))
    }
}
