//! GG and MM (`gg-and-mm`, HDU 3595): games of Euclid played all at once. Each game is two
//! piles drawn as rows of cells; click the cell of the larger pile where it should end (the
//! click snaps to the nearest place it can: it loses a multiple of the smaller pile). A turn moves in every game that can move: the panel
//! shows which are still unmoved, and the turn is played once each has its move.

use super::impartial::{block, judge_fact, load_action, scan_case, suspense, verdict, Standing};
use super::paint::{self, palette, Align, Clamped, Painter};
use super::{
    Action, Board, Case, Click, Command, Fact, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Refusal, Report, View,
};
use crate::game::{Game, History};
use crate::impartial::{euclid_options, GgAndMm, Step, Turn};
use crate::sorting::heapsort;

pub const ENTRY: GameEntry = GameEntry {
    slug: "gg-and-mm",
    title: "GG and MM (Euclid in every game)",
    blurb: "In every game that is not over, take a positive multiple of the smaller pile from the \
            larger; a game with an empty pile is over. Whoever cannot move loses; MM moves first.",
    options,
    create,
};

const MAX_PILE: usize = 30;
const MAX_GAMES: usize = 5;

fn options() -> Vec<OptionSpec> {
    vec![OptionSpec::text("games", "Games p,q", "4,7 1,5")
        .help("Up to 5 games p,q with piles from 1 to 30, separated by spaces.")]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let expected = format!("p,q with piles from 1 to {MAX_PILE}");
    let games = options.pairs("games", &[','], 1..=MAX_PILE, MAX_GAMES, "games", &expected)?;
    Ok(Box::new(Played::new(
        GgAndMm::new(&games),
        GgView::default(),
    )))
}

/// The room left of the cells for each game's label (`game 3 (over)`).
const LABELS: f64 = 96.0;

#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    top: f64,
    cell: f64,
    band: f64,
}

impl Layout {
    fn new(width: f64, height: f64, widest: usize, games: usize) -> Self {
        let cell = ((width - 120.0) / widest as f64)
            .min((height - 16.0) / (games as f64 * 3.0))
            .clamped(3.0, 36.0);
        // Centred like the other boards, keeping room on the left for the games' labels.
        let band = cell * 3.0;
        Layout {
            left: ((width - cell * widest as f64) / 2.0).max(LABELS),
            top: ((height - band * games as f64 + cell) / 2.0).max(8.0),
            cell,
            band,
        }
    }

    /// The centre of cell `i` (from 0) of pile `pile` (0 or 1) of game `game`.
    fn centre(&self, game: usize, pile: usize, i: usize) -> (f64, f64) {
        (
            self.left + self.cell * (i as f64 + 0.5),
            self.top + self.band * game as f64 + self.cell * (pile as f64 + 0.5),
        )
    }

    fn hit(&self, games: &[(usize, usize)], x: f64, y: f64) -> Option<(usize, usize, usize)> {
        if !x.is_finite() || !y.is_finite() || self.cell <= 0.0 {
            return None;
        }
        let g = ((y - self.top) / self.band).floor();
        if g < 0.0 || g >= games.len() as f64 {
            return None;
        }
        let g = g as usize;
        let row = ((y - self.top - self.band * g as f64) / self.cell).floor();
        let i = ((x - self.left) / self.cell).floor();
        if !(0.0..2.0).contains(&row) || i < 0.0 {
            return None;
        }
        let pile = row as usize;
        let size = if pile == 0 { games[g].0 } else { games[g].1 };
        (i < size as f64).then_some((g, pile, i as usize))
    }
}

#[derive(Default)]
struct GgView {
    /// The largest pile of the line's start, so cells keep their size as piles shrink.
    widest: usize,
    /// The steps chosen so far for this turn.
    chosen: Vec<Step>,
    layout: Layout,
}

impl GgView {
    fn turn(&self) -> Turn {
        let mut steps = self.chosen.clone();
        heapsort(&mut steps);
        Turn(steps)
    }
}

impl View for GgView {
    type Game = GgAndMm;
    const BOARD: &'static str = "GG and MM has";
    const COMPUTER: bool = true;

    fn click(&mut self, game: &GgAndMm, x: f64, y: f64) -> Result<Click<Turn>, Refusal> {
        if game.outcome().is_over() {
            return Err(Refusal::GameOver(Over::Because(
                "every game has an empty pile",
            )));
        }
        let (g, pile, i) = self.layout.hit(game.games(), x, y).ok_or(Refusal::Missed {
            hint: "Click the cell of a larger pile where that pile should end",
        })?;
        let (p, q) = game.games()[g];
        if p == 0 || q == 0 {
            return Err(Pick::GameDone { game: g + 1 }.into());
        }
        let (big, small) = if pile == 0 { (p, q) } else { (q, p) };
        if big < small {
            return Err(Pick::SmallerPile {
                game: g + 1,
                pile: small,
            }
            .into());
        }
        // The click snaps to the nearest place the pile can end: a multiple of the smaller
        // pile taken from the larger.
        let k = ((big - i) as f64 / small as f64)
            .round()
            .clamped(1.0, (big / small) as f64);
        let keep = big - k as usize * small;
        let to = if pile == 0 { (keep, q) } else { (p, keep) };
        self.chosen.retain(|&(h, _)| h != g);
        self.chosen.push((g, to));
        if game
            .live()
            .iter()
            .all(|l| self.chosen.iter().any(|&(h, _)| h == *l))
        {
            Ok(Click::Play(self.turn()))
        } else {
            Ok(Click::Select)
        }
    }

    fn read_case(&mut self, _game: &GgAndMm, text: &str) -> Result<Case<GgAndMm>, Refusal> {
        let games = scan_case(text, |input| {
            let n = input.int("number of games N", 1..=MAX_GAMES)?;
            (0..n)
                .map(|_| {
                    Ok((
                        input.int("pile p", 1..=MAX_PILE)?,
                        input.int("pile q", 1..=MAX_PILE)?,
                    ))
                })
                .collect::<Result<Vec<_>, _>>()
        })?;
        let text: Vec<String> = games.iter().map(|(p, q)| format!("{p},{q}")).collect();
        Ok(Case::new(
            GgAndMm::new(&games),
            vec![("games", text.join(" "))],
        ))
    }

    fn selection(&self) -> Result<Turn, Refusal> {
        Ok(self.turn())
    }

    fn clear(&mut self) -> bool {
        self.chosen.clear();
        true
    }

    fn moved(&mut self, history: &History<GgAndMm>) {
        let games = history.start().games();
        self.widest = games.iter().map(|&(p, q)| p.max(q)).max().unwrap_or(1);
    }

    fn draw(
        &mut self,
        game: &GgAndMm,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        hints: bool,
    ) {
        self.layout = Layout::new(width, height, self.widest, game.games().len());
        let l = self.layout;
        paint::clear(pen, width, height);
        let hint = if hints {
            game.verdict().winning_moves.into_iter().next()
        } else {
            None
        };
        for (g, &(p, q)) in game.games().iter().enumerate() {
            let chosen = self
                .chosen
                .iter()
                .find(|&&(h, _)| h == g)
                .map(|&(_, to)| to);
            let hinted = hint
                .as_ref()
                .and_then(|t| t.0.iter().find(|&&(h, _)| h == g).map(|&(_, to)| to));
            let (_, y) = l.centre(g, 0, 0);
            let live = !euclid_options((p, q)).is_empty();
            paint::text(
                pen,
                &format!("game {}{}", g + 1, if live { "" } else { " (over)" }),
                l.left - LABELS + 8.0,
                y + l.cell / 2.0,
                12.0,
                if live && chosen.is_none() {
                    palette::FIRST_EDGE
                } else {
                    palette::MUTED
                },
                Align::Left,
            );
            for (pile, size) in [(0, p), (1, q)] {
                let keep =
                    |to: Option<(usize, usize)>| to.map(|t| if pile == 0 { t.0 } else { t.1 });
                for i in 0..size {
                    let (x, y) = l.centre(g, pile, i);
                    let fill = if keep(chosen).is_some_and(|k| i >= k) {
                        palette::HOVER
                    } else {
                        palette::STONE
                    };
                    block(
                        pen,
                        (x - l.cell / 2.0 + 1.0, y - l.cell / 2.0 + 1.0),
                        (l.cell - 2.0, l.cell - 2.0),
                        fill,
                        None,
                    );
                    if keep(hinted) == Some(i) && keep(hinted) != Some(size) {
                        block(
                            pen,
                            (x - l.cell / 2.0 + 1.0, y - l.cell / 2.0 + 1.0),
                            (l.cell - 2.0, l.cell - 2.0),
                            "rgba(0, 0, 0, 0)",
                            Some(palette::ACCENT),
                        );
                    }
                }
                let (x, y) = l.centre(g, pile, size);
                paint::text(
                    pen,
                    &size.to_string(),
                    x,
                    y,
                    11.0,
                    palette::INK,
                    Align::Left,
                );
            }
        }
    }

    fn describe(&self, history: &History<GgAndMm>, report: &mut Report) {
        let game = history.current();
        let v = game.verdict();
        let standing =
            Standing::normal(game, v.to_move, v.outcome.is_over(), v.winner == v.to_move);
        verdict(report, game, v.to_move, standing, &v.winning_moves);
        report.facts.push(Fact::new(
            "Games",
            game.games()
                .iter()
                .zip(&v.suspense)
                .map(|(&(p, q), s)| format!("({p}, {q}) suspense {s}"))
                .collect::<Vec<_>>()
                .join(", "),
        ));
        let unlisted = !v.complete && v.winner == v.to_move;
        suspense(report, &v.suspense, unlisted, "in every game");
        judge_fact(self.judge_case(history), history.current(), report);
        let unmoved: Vec<String> = game
            .live()
            .into_iter()
            .filter(|g| !self.chosen.iter().any(|&(h, _)| h == *g))
            .map(|g| (g + 1).to_string())
            .collect();
        report.actions = vec![
            Action::button(Command::Play, "Play turn", !self.chosen.is_empty()),
            Action::button(Command::Clear, "Clear turn", !self.chosen.is_empty()),
            load_action("A judge case: N, then N lines p q"),
        ];
        if !self.chosen.is_empty() {
            report.pending = format!(
                "Chosen: {}; still to move: game {}",
                self.turn(),
                unmoved.join(", ")
            );
        }
    }

    fn suggest(&mut self, history: &History<GgAndMm>) -> Option<Turn> {
        history.current().best_turn()
    }

    /// The judge takes games with both piles at least 1: games that are over drop out.
    fn judge_case(&self, history: &History<GgAndMm>) -> Result<JudgeCase, Refusal> {
        let live: Vec<(usize, usize)> = history
            .current()
            .games()
            .iter()
            .copied()
            .filter(|&(p, q)| p > 0 && q > 0)
            .collect();
        if live.is_empty() {
            return Err(Refusal::NoCase {
                why: "Every game is over",
            });
        }
        let lines: Vec<String> = live.iter().map(|(p, q)| format!("{p} {q}")).collect();
        Ok(JudgeCase {
            problem: "gg-and-mm",
            input: format!("{}\n{}\n", live.len(), lines.join("\n")),
        })
    }

    fn locate(&self, game: &GgAndMm, at: &str) -> Option<(f64, f64)> {
        // `game G: (p, q)`: the cell where the larger pile ends.
        let turn: Turn = at.parse().ok()?;
        let &[(g, to)] = &turn.0[..] else { return None };
        let &(p, q) = game.games().get(g)?;
        if to.0 != p && to.1 == q {
            Some(self.layout.centre(g, 0, to.0))
        } else if to.0 == p && to.1 != q {
            Some(self.layout.centre(g, 1, to.1))
        } else {
            None
        }
    }
}
