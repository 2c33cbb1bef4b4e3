//! Knights (`knights`, BZOJ 1393 / CEOI 2008): knights on an N × N board with (1, 1) at the
//! bottom left, each moving to (x−2, y±1), (x−1, y−2) or (x+1, y−2). A turn moves every
//! knight that can move: click a knight, then its destination, for each (or just the
//! destination when only one knight still to move reaches it); the panel shows which are still
//! unmoved, and the turn is played once each has its move.

use super::impartial::{judge_fact, load_action, scan_case, suspense, verdict, Standing};
use super::paint::{self, palette, Align, Painter};
use super::squares::{Square, Squares};
use super::{
    Action, Board, Case, Click, Command, Fact, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{KnightBoard, KnightTurn, Knights};
use crate::input::InputError;
use crate::sorting::heapsort;

pub const ENTRY: GameEntry = GameEntry {
    slug: "knights",
    title: "Knights (every knight moves)",
    blurb: "On every turn move every knight that can move, to (x−2, y±1), (x−1, y−2) or \
            (x+1, y−2); several knights may share a cell. Whoever cannot move any knight loses.",
    options,
    create,
};

const MAX_SIZE: i64 = 30;
const MAX_KNIGHTS: usize = 10;

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::int("size", "Board side N", 5, 1, MAX_SIZE),
        OptionSpec::text("knights", "Knights x,y", "4,4 5,3").help(
            "Up to 10 cells x,y (from 1 to N; (1, 1) is the bottom left), separated by spaces.",
        ),
    ]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let size = options.int("size")?;
    let expected = format!("a cell x,y with 1 ≤ x, y ≤ {size}");
    let cells = options.pairs(
        "knights",
        &[','],
        1..=size as usize,
        MAX_KNIGHTS,
        "knights",
        &expected,
    )?;
    let knights: Vec<Square> = cells.iter().map(|&(x, y)| (x as i64, y as i64)).collect();
    Ok(Box::new(Played::new(
        Knights::new(KnightBoard::new(size as u64), &knights),
        KnightsView::default(),
    )))
}

#[derive(Default)]
struct KnightsView {
    /// The destinations chosen so far for this turn, by knight.
    chosen: Vec<(usize, Square)>,
    /// The knight picked up, waiting for its destination.
    selected: Option<usize>,
    layout: Squares,
}

impl KnightsView {
    fn turn(&self) -> KnightTurn {
        let mut steps = self.chosen.clone();
        heapsort(&mut steps);
        KnightTurn(steps)
    }

    /// Knight `k` goes to `to` this turn; the turn is played once every movable knight has
    /// its move.
    fn choose(&mut self, game: &Knights, k: usize, to: Square) -> Click<KnightTurn> {
        self.selected = None;
        self.chosen.retain(|&(c, _)| c != k);
        self.chosen.push((k, to));
        let live = game.live();
        if live
            .iter()
            .all(|l| self.chosen.iter().any(|&(c, _)| c == *l))
        {
            Click::Play(self.turn())
        } else {
            Click::Select
        }
    }

    /// The knight a click on `at` picks up: the first one there still without a move, else
    /// the first one there that can move (to change its move).
    fn pick(&self, game: &Knights, at: Square) -> Result<usize, Refusal> {
        let here: Vec<usize> = (0..game.knights().len())
            .filter(|&k| game.knights()[k] == at)
            .collect();
        if here.is_empty() {
            return Err(Refusal::PickFirst {
                hint: "Click a knight first, then the cell it moves to",
            });
        }
        let live = game.live();
        let movable: Vec<usize> = here.into_iter().filter(|k| live.contains(k)).collect();
        let unchosen = movable
            .iter()
            .find(|&&k| !self.chosen.iter().any(|&(c, _)| c == k));
        unchosen
            .or(movable.first())
            .copied()
            .ok_or(Pick::KnightStuck { at }.into())
    }
}

impl View for KnightsView {
    type Game = Knights;
    const BOARD: &'static str = "Knights has";
    const COMPUTER: bool = true;

    fn click(&mut self, game: &Knights, x: f64, y: f64) -> Result<Click<KnightTurn>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Because("no knight can move")));
        }
        let at = self.layout.hit(x, y).ok_or(Refusal::Missed {
            hint: "Click a knight, then the cell it moves to",
        })?;
        if let Some(k) = self.selected {
            let from = game.knights()[k];
            if at == from {
                self.selected = None;
                return Ok(Click::Select);
            }
            if game.options(k).contains(&at) {
                return Ok(self.choose(game, k, at));
            }
            if !game.knights().contains(&at) {
                return Err(Pick::OutOfReach {
                    knight: k + 1,
                    from,
                    to: at,
                }
                .into());
            }
        }
        if self.selected.is_none() && !game.knights().contains(&at) {
            // A cell only one knight still to move can reach takes that knight's move.
            let live = game.live();
            let reach: Vec<usize> = live
                .iter()
                .copied()
                .filter(|&k| !self.chosen.iter().any(|&(c, _)| c == k))
                .filter(|&k| game.options(k).contains(&at))
                .collect();
            match reach[..] {
                [k] => return Ok(self.choose(game, k, at)),
                [_, _, ..] => return Err(Pick::Ambiguous { at }.into()),
                [] => {}
            }
        }
        self.selected = Some(self.pick(game, at)?);
        Ok(Click::Select)
    }

    fn read_case(&mut self, _game: &Knights, text: &str) -> Result<Case<Knights>, Refusal> {
        let (size, knights) = scan_case(text, |input| {
            let k = input.int("number of knights K", 1..=MAX_KNIGHTS)?;
            let n = input.int("board size N", 1..=MAX_SIZE as u64)?;
            let knights = (0..k)
                .map(|_| Ok((input.int("x", 1..=n)? as i64, input.int("y", 1..=n)? as i64)))
                .collect::<Result<Vec<_>, InputError>>()?;
            input.expect_end("the last knight")?;
            Ok((n, knights))
        })?;
        let text: Vec<String> = knights.iter().map(|(x, y)| format!("{x},{y}")).collect();
        let options = vec![("size", size.to_string()), ("knights", text.join(" "))];
        Ok(Case::new(
            Knights::new(KnightBoard::new(size), &knights),
            options,
        ))
    }

    fn selection(&self) -> Result<KnightTurn, Refusal> {
        Ok(self.turn())
    }

    fn clear(&mut self) -> bool {
        self.chosen.clear();
        self.selected = None;
        true
    }

    fn draw(
        &mut self,
        game: &Knights,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        hints: bool,
    ) {
        let n = game.board().size as i64;
        self.layout = Squares::new(width, height, n, 1, (4.0, 64.0));
        let l = self.layout;
        paint::clear(pen, width, height);
        let reach = self.selected.map(|k| game.options(k)).unwrap_or_default();
        let step = if l.cell >= 14.0 { 1 } else { 5 };
        l.draw(pen, step, |cell| {
            if reach.contains(&cell) {
                Some("#efd9a7")
            } else if game.board().moves(cell).next().is_none() {
                Some("#f6e3b4")
            } else {
                None
            }
        });
        if let Some(turn) = hints
            .then(|| game.verdict().winning_moves)
            .and_then(|w| w.into_iter().next())
        {
            for &(k, to) in &turn.0 {
                l.hint(pen, game.knights()[k], to, l.cell * 0.2);
            }
        }
        for &(k, to) in &self.chosen {
            let (a, b) = (l.centre(game.knights()[k]), l.centre(to));
            paint::line(pen, a, b, 2.5, palette::FIRST_EDGE);
            paint::disc(pen, b.0, b.1, l.cell * 0.15, palette::FIRST_EDGE, None);
        }
        let r = (l.cell * 0.36).max(1.5);
        let live = game.live();
        let mut counted: Vec<(Square, usize, bool)> = Vec::new();
        for (k, &c) in game.knights().iter().enumerate() {
            let waiting = live.contains(&k) && !self.chosen.iter().any(|&(h, _)| h == k);
            match counted.iter_mut().find(|(at, _, _)| *at == c) {
                Some((_, count, w)) => {
                    *count += 1;
                    *w |= waiting;
                }
                None => counted.push((c, 1, waiting)),
            }
        }
        for &(c, count, waiting) in &counted {
            let (x, y) = l.centre(c);
            let fill = if waiting { palette::FIRST } else { "#8a8f97" };
            paint::stone(pen, x, y, r, fill, "#4a4f57");
            if l.cell >= 14.0 {
                let label = if count > 1 {
                    format!("♞{count}")
                } else {
                    "♞".to_string()
                };
                paint::text(pen, &label, x, y, r, palette::SECOND, Align::Center);
            }
            if self.selected.is_some_and(|k| game.knights()[k] == c) {
                paint::ring(pen, x, y, r * 1.25, palette::FIRST_EDGE);
            }
        }
    }

    fn describe(&self, history: &History<Knights>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let lost = "No winning turn: whatever the turn, the greatest suspense left is odd, a win \
                    for the opponent.";
        let wins = v.winner == v.to_move;
        let standing =
            Standing::normal(game, v.to_move, v.outcome.is_over(), wins).losing_because(lost);
        verdict(report, game, v.to_move, standing, &v.winning_moves);
        report.facts.push(Fact::new(
            "Knights",
            game.knights()
                .iter()
                .zip(&v.suspense)
                .enumerate()
                .map(|(k, (&(x, y), s))| format!("{} at ({x}, {y}) suspense {s}", k + 1))
                .collect::<Vec<_>>()
                .join(", "),
        ));
        let unlisted = !v.complete && v.winner == v.to_move;
        suspense(report, &v.suspense, unlisted, "for every knight");
        judge_fact(self.judge_case(history), history.current(), report);
        let unmoved: Vec<String> = game
            .live()
            .into_iter()
            .filter(|k| !self.chosen.iter().any(|&(h, _)| h == *k))
            .map(|k| {
                let (x, y) = game.knights()[k];
                format!("{} at ({x}, {y})", k + 1)
            })
            .collect();
        report.actions = vec![
            Action::button(Command::Play, "Play turn", !self.chosen.is_empty()),
            Action::button(
                Command::Clear,
                "Clear turn",
                !self.chosen.is_empty() || self.selected.is_some(),
            ),
            load_action("A judge case: K N, then K lines x y"),
        ];
        let mut pending = Vec::new();
        if let Some(k) = self.selected {
            let (x, y) = game.knights()[k];
            pending.push(format!(
                "Selected: knight {} on ({x}, {y}); click a marked cell",
                k + 1
            ));
        }
        if !self.chosen.is_empty() {
            pending.push(format!(
                "Chosen: {}; still to move: knight {}",
                self.turn(),
                unmoved.join(", ")
            ));
        }
        report.pending = pending.join(". ");
    }

    fn suggest(&mut self, history: &History<Knights>) -> Option<KnightTurn> {
        history.current().best_turn()
    }

    fn judge_case(&self, history: &History<Knights>) -> Result<JudgeCase, Refusal> {
        let game = history.current();
        let lines: Vec<String> = game
            .knights()
            .iter()
            .map(|(x, y)| format!("{x} {y}"))
            .collect();
        Ok(JudgeCase {
            problem: "knights",
            input: format!(
                "{} {}\n{}\n",
                lines.len(),
                game.board().size,
                lines.join("\n")
            ),
        })
    }

    fn locate(&self, game: &Knights, at: &str) -> Option<(f64, f64)> {
        // `knight K: (x, y)` at its destination, `knight K` at its cell, `(x, y)` a cell.
        let n = game.board().size as i64;
        let cell = if let Ok(turn) = at.parse::<KnightTurn>() {
            let &[(_, to)] = &turn.0[..] else { return None };
            to
        } else if let Some(k) = at.trim().strip_prefix("knight ") {
            let k: usize = k.trim().parse().ok()?;
            *game.knights().get(k.checked_sub(1)?)?
        } else {
            let inner = at.trim().strip_prefix('(')?.strip_suffix(')')?;
            let (x, y) = inner.split_once(',')?;
            (x.trim().parse().ok()?, y.trim().parse().ok()?)
        };
        ((1..=n).contains(&cell.0) && (1..=n).contains(&cell.1)).then(|| self.layout.centre(cell))
    }
}
