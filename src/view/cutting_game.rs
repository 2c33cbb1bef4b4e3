//! The cutting game (`cutting-game`, POJ 2311): pieces of grid paper side by side. Click a
//! grid line inside a piece to cut it there; whoever first cuts out a 1 × 1 piece wins at once.

use super::impartial::{block, computer_move, judge_fact, load_action, nim_sum, scan_case, spaced};
use super::impartial::{verdict, Standing};
use super::paint::{self, palette, Align, Clamped, Painter};
use super::{
    Board, Case, Click, Fact, GameEntry, JudgeCase, OptionError, OptionSpec, Options, Over, Played,
    Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{Cut, CuttingGame};

pub const ENTRY: GameEntry = GameEntry {
    slug: "cutting-game",
    title: "Cutting Game (grid paper)",
    blurb: "Cut one piece of grid paper in two along a grid line; whoever first cuts out a 1 × 1 \
            piece wins at once.",
    options,
    create,
};

const MAX_SIDE: usize = 16;
const MAX_SHEETS: usize = 3;

fn options() -> Vec<OptionSpec> {
    vec![OptionSpec::text("sheets", "Sheets W×H", "4x3")
        .help("Up to 3 sheets, each W×H with sides from 2 to 16, separated by spaces.")]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let expected = format!("W×H with sides from 2 to {MAX_SIDE}");
    let marks = ['x', 'X', '×'];
    let sheets = options.pairs(
        "sheets",
        &marks,
        2..=MAX_SIDE,
        MAX_SHEETS,
        "sheets",
        &expected,
    )?;
    Ok(Box::new(Played::new(
        CuttingGame::new(&sheets),
        CuttingView::default(),
    )))
}

#[derive(Clone, Debug, Default)]
struct Layout {
    unit: f64,
    /// Each piece's top-left corner.
    corners: Vec<(f64, f64)>,
    pieces: Vec<(usize, usize)>,
}

impl Layout {
    fn new(width: f64, height: f64, pieces: &[(usize, usize)]) -> Self {
        let gap = 1.0;
        let columns: f64 = pieces.iter().map(|&(w, _)| w as f64).sum::<f64>()
            + gap * pieces.len().saturating_sub(1) as f64;
        let rows = pieces.iter().map(|&(_, h)| h).max().unwrap_or(1) as f64;
        let unit = ((width - 32.0) / columns.max(1.0))
            .min((height - 60.0) / rows)
            .clamped(3.0, 48.0);
        let mut x = ((width - unit * columns) / 2.0).max(8.0);
        let top = ((height - unit * rows) / 2.0).max(8.0);
        let mut corners = Vec::with_capacity(pieces.len());
        for &(w, _) in pieces {
            corners.push((x, top));
            x += unit * (w as f64 + gap);
        }
        Layout {
            unit,
            corners,
            pieces: pieces.to_vec(),
        }
    }

    /// The cut whose line passes nearest (x, y), within a third of a square.
    fn hit(&self, x: f64, y: f64) -> Option<Cut> {
        if !x.is_finite() || !y.is_finite() {
            return None;
        }
        for (piece, (&(left, top), &(w, h))) in self.corners.iter().zip(&self.pieces).enumerate() {
            let (u, v) = ((x - left) / self.unit, (y - top) / self.unit);
            if u < 0.0 || v < 0.0 || u > w as f64 || v > h as f64 {
                continue;
            }
            let (cu, cv) = (u.round(), v.round());
            let (du, dv) = ((u - cu).abs(), (v - cv).abs());
            let vertical = cu >= 1.0 && cu < w as f64 && du < 0.34;
            let horizontal = cv >= 1.0 && cv < h as f64 && dv < 0.34;
            return match (vertical, horizontal) {
                (true, true) if du <= dv => Some(Cut {
                    piece,
                    vertical: true,
                    at: cu as usize,
                }),
                (_, true) => Some(Cut {
                    piece,
                    vertical: false,
                    at: cv as usize,
                }),
                (true, false) => Some(Cut {
                    piece,
                    vertical: true,
                    at: cu as usize,
                }),
                (false, false) => None,
            };
        }
        None
    }

    /// A point on the cut's line, half a square from the lines across it.
    fn point(&self, cut: &Cut) -> Option<(f64, f64)> {
        let &(left, top) = self.corners.get(cut.piece)?;
        let &(w, h) = self.pieces.get(cut.piece)?;
        let side = if cut.vertical { w } else { h };
        let point = if cut.vertical {
            (left + self.unit * cut.at as f64, top + self.unit * 0.5)
        } else {
            (left + self.unit * 0.5, top + self.unit * cut.at as f64)
        };
        (cut.at >= 1 && cut.at < side).then_some(point)
    }

    fn line(&self, cut: &Cut) -> Option<((f64, f64), (f64, f64))> {
        let &(left, top) = self.corners.get(cut.piece)?;
        let &(w, h) = self.pieces.get(cut.piece)?;
        let at = self.unit * cut.at as f64;
        Some(if cut.vertical {
            ((left + at, top), (left + at, top + self.unit * h as f64))
        } else {
            ((left, top + at), (left + self.unit * w as f64, top + at))
        })
    }
}

#[derive(Default)]
struct CuttingView {
    hovered: Option<Cut>,
    layout: Layout,
}

impl View for CuttingView {
    type Game = CuttingGame;
    const BOARD: &'static str = "The cutting game has";
    const COMPUTER: bool = true;

    fn click(&mut self, game: &CuttingGame, x: f64, y: f64) -> Result<Click<Cut>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Because("a 1 × 1 piece is cut out")));
        }
        self.layout
            .hit(x, y)
            .map(Click::Play)
            .ok_or(Refusal::Missed {
                hint: "Click a grid line inside a piece to cut it there",
            })
    }

    fn hover(&mut self, game: &CuttingGame, x: f64, y: f64) -> bool {
        let hovered = self.layout.hit(x, y).filter(|_| !game.outcome().is_over());
        std::mem::replace(&mut self.hovered, hovered) != hovered
    }

    fn read_case(&mut self, _game: &CuttingGame, text: &str) -> Result<Case<CuttingGame>, Refusal> {
        let (w, h) = scan_case(text, |input| {
            Ok((
                input.int("width W", 2..=MAX_SIDE)?,
                input.int("height H", 2..=MAX_SIDE)?,
            ))
        })?;
        let options = vec![("sheets", format!("{w}x{h}"))];
        Ok(Case::new(CuttingGame::new(&[(w, h)]), options))
    }

    fn moved(&mut self, _history: &History<CuttingGame>) {
        self.hovered = None;
    }

    fn draw(
        &mut self,
        game: &CuttingGame,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        hints: bool,
    ) {
        self.layout = Layout::new(width, height, game.pieces());
        let l = self.layout.clone();
        paint::clear(pen, width, height);
        for (piece, (&(left, top), &(w, h))) in l.corners.iter().zip(game.pieces()).enumerate() {
            let fill = if (w, h) == (1, 1) {
                "#f6e3b4"
            } else {
                "#fdfbf5"
            };
            block(
                pen,
                (left, top),
                (l.unit * w as f64, l.unit * h as f64),
                fill,
                Some(palette::INK),
            );
            for i in 1..w {
                let x = left + l.unit * i as f64;
                paint::line(
                    pen,
                    (x, top),
                    (x, top + l.unit * h as f64),
                    0.8,
                    palette::BOARD_EDGE,
                );
            }
            for j in 1..h {
                let y = top + l.unit * j as f64;
                paint::line(
                    pen,
                    (left, y),
                    (left + l.unit * w as f64, y),
                    0.8,
                    palette::BOARD_EDGE,
                );
            }
            paint::text(
                pen,
                &format!("{}: {w}×{h}", piece + 1),
                left + l.unit * w as f64 / 2.0,
                top + l.unit * h as f64 + 14.0,
                (l.unit * 0.5).clamped(8.0, 12.0),
                palette::MUTED,
                Align::Center,
            );
        }
        if hints {
            for cut in game.verdict().winning_moves {
                if let Some((a, b)) = l.line(&cut) {
                    paint::line(pen, a, b, 2.5, palette::ACCENT);
                }
            }
        }
        if let Some((a, b)) = self.hovered.and_then(|c| l.line(&c)) {
            paint::line(pen, a, b, 2.5, palette::FIRST_EDGE);
        }
    }

    fn describe(&self, history: &History<CuttingGame>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let standing = if game.cut_out() {
            let last = game.side_name(v.to_move.opponent());
            Standing::Over(format!("{last} cut out a 1 × 1 piece and wins"))
        } else if !v.completing.is_empty() {
            Standing::WinsAtOnce("cuts out a 1 × 1 piece")
        } else if !v.winning_moves.is_empty() {
            Standing::Wins
        } else {
            Standing::Loses(
                "No winning move: a cut leaving a strip 1 wide lets the opponent cut out a 1 × 1, \
                 and every other cut leaves a nim-sum of 0.",
            )
        };
        verdict(report, game, v.to_move, standing, &v.winning_moves);
        report.facts.push(Fact::new(
            "Pieces",
            game.pieces()
                .iter()
                .zip(&v.values)
                .map(|(&(w, h), g)| match g {
                    Some(g) => format!("{w}×{h} (G = {g})"),
                    None => format!("{w}×{h}"),
                })
                .collect::<Vec<_>>()
                .join(", "),
        ));
        if v.completing.is_empty() && !game.cut_out() {
            report.facts.push(nim_sum(v.nim_sum));
        }
        judge_fact(self.judge_case(history), history.current(), report);
        report.actions = vec![load_action("A judge case: W H (one sheet)")];
    }

    fn suggest(&mut self, history: &History<CuttingGame>) -> Option<Cut> {
        let game = history.current();
        let v = game.verdict();
        // From a lost position, a cut leaving no strip 1 wide, if there is one.
        computer_move(&v.winning_moves, &game.moves(), |c| {
            let (a, b) = game.parts(c).expect("listed cuts are inside their piece");
            usize::from(a.0.min(a.1) >= 2 && b.0.min(b.1) >= 2)
        })
    }

    /// The judge takes one sheet with both sides at least 2.
    fn judge_case(&self, history: &History<CuttingGame>) -> Result<JudgeCase, Refusal> {
        match history.current().pieces() {
            &[(w, h)] if w >= 2 && h >= 2 => Ok(JudgeCase {
                problem: "cutting-game",
                input: format!("{}\n", spaced(&[w, h])),
            }),
            _ => Err(Refusal::NoCase {
                why: "The judge takes one sheet with both sides at least 2",
            }),
        }
    }

    fn locate(&self, _game: &CuttingGame, at: &str) -> Option<(f64, f64)> {
        self.layout.point(&at.parse().ok()?)
    }
}
