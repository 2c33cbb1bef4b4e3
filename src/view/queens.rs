//! Queens (`queens`, BZOJ 1457): queens on a board with (0, 0) at the bottom left, marked.
//! Click a queen, then its destination to the left, below or diagonally down-left; whoever
//! first moves a queen onto (0, 0) wins.

use super::impartial::{computer_move, judge_fact, load_action, nim_sum};
use super::impartial::{one_case, scan_case, verdict, Standing};
use super::paint::{self, palette, Align, Painter};
use super::squares::{Square, Squares};
use super::{
    Action, Board, Case, Click, Command, Fact, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Refusal, Report, View,
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

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let size = options.int("size")? as usize;
    let expected = format!("a cell x,y with 0 ≤ x, y < {size}");
    let queens = options.pairs(
        "queens",
        &[','],
        0..=size - 1,
        MAX_QUEENS,
        "queens",
        &expected,
    )?;
    Ok(Box::new(Played::new(
        Queens::new(size, &queens),
        QueensView::default(),
    )))
}

/// A queen's cell as the board draws it.
fn square((x, y): (usize, usize)) -> Square {
    (x as i64, y as i64)
}

#[derive(Default)]
struct QueensView {
    selected: Option<(usize, usize)>,
    layout: Squares,
}

impl View for QueensView {
    type Game = Queens;
    const BOARD: &'static str = "Queens has";
    const COMPUTER: bool = true;

    fn click(&mut self, game: &Queens, x: f64, y: f64) -> Result<Click<QueenMove>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Plain));
        }
        let (cx, cy) = self.layout.hit(x, y).ok_or(Refusal::Missed {
            hint: "Click a queen, then the cell it moves to",
        })?;
        let at = (cx as usize, cy as usize);
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

    fn read_case(&mut self, game: &Queens, text: &str) -> Result<Case<Queens>, Refusal> {
        let size = game.size();
        let queens = scan_case(text, |input| {
            input.int("number of test cases T", 1u32..=1_000_000)?;
            let n = input.int("number of queens N", 1..=MAX_QUEENS)?;
            (0..n)
                .map(|_| Ok((input.int("x", 0..=size - 1)?, input.int("y", 0..=size - 1)?)))
                .collect::<Result<Vec<_>, _>>()
        })?;
        let text: Vec<String> = queens.iter().map(|(x, y)| format!("{x},{y}")).collect();
        let options = vec![("queens", text.join(" "))];
        Ok(Case::new(Queens::new(size, &queens), options))
    }

    fn clear(&mut self) -> bool {
        self.selected = None;
        true
    }

    fn draw(&mut self, game: &Queens, pen: &mut dyn Painter, width: f64, height: f64, hints: bool) {
        let n = game.size() as i64;
        self.layout = Squares::new(width, height, n, 0, (1.0, f64::INFINITY));
        let l = self.layout;
        paint::clear(pen, width, height);
        let reach: Vec<Square> = match self.selected {
            Some(from) => game
                .moves()
                .into_iter()
                .filter(|m| m.from == from)
                .map(|m| square(m.to))
                .collect(),
            None => Vec::new(),
        };
        let step = if l.cell >= 18.0 {
            1
        } else if l.cell >= 6.0 {
            5
        } else {
            10
        };
        l.draw(pen, step, |cell| {
            if cell == (0, 0) {
                Some("#f6e3b4")
            } else if reach.contains(&cell) {
                Some("#efd9a7")
            } else {
                None
            }
        });
        let r = (l.cell * 0.38).max(1.5);
        let mut counted: Vec<((usize, usize), usize)> = Vec::new();
        for &q in game.queens() {
            match counted.iter_mut().find(|(c, _)| *c == q) {
                Some((_, k)) => *k += 1,
                None => counted.push((q, 1)),
            }
        }
        for &(q, k) in &counted {
            let (x, y) = l.centre(square(q));
            paint::stone(pen, x, y, r, palette::FIRST, "#4a4f57");
            if k > 1 && l.cell >= 14.0 {
                paint::text(pen, &k.to_string(), x, y, r, palette::SECOND, Align::Center);
            }
            if self.selected == Some(q) {
                paint::ring(pen, x, y, r * 1.25, palette::FIRST_EDGE);
            }
        }
        if hints {
            for m in game.verdict().winning_moves {
                l.hint(pen, square(m.from), square(m.to), r * 0.6);
            }
        }
    }

    fn describe(&self, history: &History<Queens>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let standing = if game.cornered() {
            let last = game.side_name(v.to_move.opponent());
            Standing::Over(format!("{last} moved a queen onto (0, 0) and wins"))
        } else if v.outcome.is_over() {
            let mover = game.side_name(v.to_move);
            Standing::Over(format!("No queen can move: {mover} loses"))
        } else if v.at_once {
            Standing::WinsAtOnce("moves a queen onto (0, 0)")
        } else if !v.winning_moves.is_empty() {
            Standing::Wins
        } else {
            Standing::Loses(
                "No winning move: a queen moved onto an edge or the diagonal reaches (0, 0) \
                 next, and every other move leaves a nim-sum of 0.",
            )
        };
        verdict(report, game, v.to_move, standing, &v.winning_moves);
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
            report.facts.push(nim_sum(v.nim_sum));
        }
        judge_fact(self.judge_case(history), history.current(), report);
        report.actions = vec![
            Action::button(Command::Clear, "Clear selection", self.selected.is_some()),
            load_action("A judge case: T, then N and N lines x y (first case)"),
        ];
        if let Some((x, y)) = self.selected {
            report.pending = format!("Selected: the queen on ({x}, {y}); click a marked cell");
        }
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
        Ok(one_case("queens", &lines, "\n"))
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
        let n = game.size();
        (target.0 < n && target.1 < n).then(|| self.layout.centre(square(target)))
    }
}
