//! Gomoku on the canvas: a grid of 5 to 22 points a side (15 by default), (0,0) at the bottom
//! left as the judge writes it, under freestyle, standard or renju rules (links without the
//! options read as freestyle 15 × 15). After every move the panel gives the judge's analysis
//! for the player to move (win in 1, lose in 2, win in 3) under the board's rule and, when
//! none applies, searches deeper for a win by continuous fours. Under renju, the points
//! forbidden to Black are crossed on the board while Black is to move, and refused with why.

use super::paint::{self, palette, Align, Clamped, Painter};
use super::played::{closing_zero, read_whole};
use super::{
    sentence, Action, Board, Case, CaseError, Click, Command, Fact, GameEntry, JudgeCase,
    OptionError, OptionSpec, Options, Played, Refusal, Report, Start, Tone, View,
};
#[cfg(feature = "engines")]
use crate::engine::gomoku::GomokuEngine;
#[cfg(feature = "engines")]
use crate::engine::Engine;
use crate::game::{History, Player};
use crate::gomoku::{
    colour_name, contest, search_vcf, Cell, ForcedWin, Foul, Gomoku, Rule, Tactics, MAX_SIZE,
    MIN_SIZE, SIZE,
};
use std::cell::RefCell;
use std::rc::Rc;

pub const ENTRY: GameEntry = GameEntry {
    slug: "gomoku",
    title: "Gomoku",
    blurb: "Black and White take turns on a 15 × 15 board (or any from 5 to 22); five or more \
            in a row wins, or exactly five under standard and renju rules, where Black may not \
            play double threes, double fours or overlines. The panel checks win in 1, lose in 2 \
            and win in 3, then searches for wins by continuous fours.",
    options,
    create,
};

/// How deep the search for continuous fours goes, and how many positions it may visit.
const VCF_FOURS: usize = 8;
const VCF_BUDGET: usize = 30_000;

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::int(
            "size",
            "Board side",
            SIZE.into(),
            MIN_SIZE.into(),
            MAX_SIZE.into(),
        )
        .help("15 is the usual board, 20 Gomocup's freestyle board."),
        OptionSpec::choice(
            "rule",
            "Rule",
            vec![
                ("freestyle", "freestyle: five or more in a row wins"),
                ("standard", "standard: exactly five wins"),
                (
                    "renju",
                    "renju: Black needs exactly five, no double three, double four or overline",
                ),
            ],
        ),
    ]
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let size = options.int("size")? as u8;
    let rule = Rule::from_name(&options.choice("rule")?).unwrap_or_default();
    let view = GomokuView {
        hovered: None,
        last: None,
        layout: Layout::default(),
        #[cfg(feature = "engines")]
        engine: GomokuEngine::new(),
        analysed: RefCell::new(None),
        forbidden: RefCell::new(None),
    };
    Ok(Box::new(Played::new(Gomoku::with(size, rule), view)))
}

/// Where the grid was drawn last, so clicks land on what the player saw.
#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    left: f64,
    top: f64,
    step: f64,
    size: u8,
}

impl Layout {
    fn new(width: f64, height: f64, size: u8) -> Self {
        let margin = 28.0;
        let side = (width - 2.0 * margin).min(height - 2.0 * margin).max(60.0);
        let step = side / f64::from(size);
        Layout {
            left: (width - side) / 2.0,
            top: (height - side) / 2.0,
            step,
            size,
        }
    }

    fn center(&self, cell: Cell) -> (f64, f64) {
        let x = self.left + self.step * (f64::from(cell.x) + 0.5);
        let y = self.top + self.step * (f64::from(self.size - 1 - cell.y) + 0.5);
        (x, y)
    }

    fn hit(&self, x: f64, y: f64) -> Option<Cell> {
        if self.step <= 0.0 || !x.is_finite() || !y.is_finite() {
            return None;
        }
        let column = ((x - self.left) / self.step).floor();
        let row = ((y - self.top) / self.step).floor();
        let size = f64::from(self.size);
        ((0.0..size).contains(&column) && (0.0..size).contains(&row))
            .then(|| Cell::new(column as u8, self.size - 1 - row as u8))
    }
}

/// The board's star points: the centre, and four more three points in from the corners on
/// boards of 13 or more.
fn star_points(size: u8) -> Vec<Cell> {
    let mid = size / 2;
    let mut points = vec![Cell::new(mid, mid)];
    if size >= 13 {
        let far = size - 4;
        points.extend([(3, 3), (3, far), (far, 3), (far, far)].map(|(x, y)| Cell::new(x, y)));
    }
    points
}

struct GomokuView {
    hovered: Option<Cell>,
    /// The last stone played, for the marker.
    last: Option<Cell>,
    layout: Layout,
    #[cfg(feature = "engines")]
    engine: GomokuEngine,
    /// The analysis of the position last described: the panel asks again after every
    /// hover, draw and refused click, and the searches cost far more than writing the panel.
    analysed: RefCell<Option<(Gomoku, Rc<Analysis>)>>,
    /// The points forbidden to Black in the position last drawn or described.
    forbidden: RefCell<Option<(Gomoku, Fouls)>>,
}

/// Points forbidden to Black, each with why.
type Fouls = Rc<Vec<(Cell, Foul)>>;

/// What the panel says about a position, searched once.
struct Analysis {
    tactics: Tactics,
    /// The mover's winning cells: fives on a win in 1, double fours on a win in 3.
    cells: Vec<Cell>,
    /// A win by continuous fours, searched when no win in 3 or loss in 2 applies.
    forced: Option<ForcedWin>,
}

impl Analysis {
    fn of(game: &Gomoku, me: Player) -> Analysis {
        let tactics = game.tactics();
        let (cells, forced) = match tactics {
            Tactics::WinIn1 { .. } => (game.winning_cells(me), None),
            Tactics::WinIn3 { .. } => {
                let threats = game.winning_cells(me.opponent());
                (game.double_fours(me, &threats), None)
            }
            Tactics::LoseIn2 { .. } => (Vec::new(), None),
            Tactics::NoWinIn3 { .. } | Tactics::Invalid => {
                (Vec::new(), search_vcf(game, me, VCF_FOURS, VCF_BUDGET))
            }
        };
        Analysis {
            tactics,
            cells,
            forced,
        }
    }
}

/// Reads a position in the judge's format (`n`, then `n` lines `x y c`) onto a board like
/// `empty`.
fn load(text: &str, empty: &Gomoku) -> Result<Gomoku, CaseError> {
    let position = read_whole(
        text,
        "the case (paste one case: n, then n lines x y c)",
        |input| {
            let case = contest::read_case_on(input, empty)?;
            if case.is_some() {
                closing_zero(input)?;
            }
            Ok(case)
        },
    )
    .map_err(CaseError::Input)?
    .ok_or(CaseError::NoPosition)?;
    if position.to_move().is_none() {
        return Err(CaseError::Unbalanced {
            black: position.stones(Player::First),
            white: position.stones(Player::Second),
        });
    }
    Ok(position)
}

/// The stones of `game` in the judge's format: `n`, then `n` lines `x y c` (1 black,
/// 0 white), which [`load`] reads back to the same position.
fn position_text(game: &Gomoku) -> String {
    let stones: Vec<String> = game
        .points()
        .filter_map(|cell| {
            let colour = match game.at(cell)? {
                Player::First => 1,
                Player::Second => 0,
            };
            Some(format!("{} {} {colour}\n", cell.x, cell.y))
        })
        .collect();
    format!("{}\n{}", stones.len(), stones.concat())
}

impl GomokuView {
    /// The points forbidden to Black when Black is to move in `game` (none otherwise), kept
    /// for the next drawing or description of the same position.
    fn forbidden_of(&self, game: &Gomoku) -> Fouls {
        let mut kept = self.forbidden.borrow_mut();
        match &*kept {
            Some((position, points)) if position == game => Rc::clone(points),
            _ => {
                let points = match (game.winner(), game.to_move()) {
                    (None, Some(Player::First)) => game.forbidden_points(Player::First),
                    _ => Vec::new(),
                };
                let points = Rc::new(points);
                *kept = Some((game.clone(), Rc::clone(&points)));
                points
            }
        }
    }

    /// The analysis of `game`, kept for the next time the same position is described.
    fn analysis_of(&self, game: &Gomoku, me: Player) -> Rc<Analysis> {
        let mut kept = self.analysed.borrow_mut();
        match &*kept {
            Some((position, analysis)) if position == game => Rc::clone(analysis),
            _ => {
                let analysis = Rc::new(Analysis::of(game, me));
                *kept = Some((game.clone(), Rc::clone(&analysis)));
                analysis
            }
        }
    }

    fn analysis(&self, game: &Gomoku, report: &mut Report, me: Player) {
        let name = sentence(colour_name(me));
        let analysis = self.analysis_of(game, me);
        report
            .facts
            .push(Fact::new("Judge's answer", analysis.tactics.to_string()));
        match analysis.tactics {
            Tactics::WinIn1 { .. } => {
                report.verdict = format!("{name} wins in 1 move");
                report.mover_wins(true);
                report.hints = cells_text(&analysis.cells, "makes five");
                report.winning_moves = analysis.cells.iter().map(ToString::to_string).collect();
            }
            Tactics::LoseIn2 { .. } => {
                let opponent = sentence(colour_name(me.opponent()));
                let threats = game.winning_cells(me.opponent());
                report.verdict = match threats.as_slice() {
                    [only] => format!(
                        "{name} loses in 2 moves: {opponent}'s five at {only} is on a point \
                         forbidden to {}",
                        colour_name(me)
                    ),
                    _ => format!("{name} loses in 2 moves: {opponent} has two fives to make"),
                };
                report.mover_wins(false);
                report.hint_note = "No move stops every five of the opponent.".into();
            }
            Tactics::WinIn3 { .. } => {
                report.verdict = format!("{name} wins in 3 moves");
                report.mover_wins(true);
                report.hints = cells_text(&analysis.cells, "makes two fives at once");
                report.winning_moves = analysis.cells.iter().map(ToString::to_string).collect();
            }
            Tactics::NoWinIn3 { .. } | Tactics::Invalid => match &analysis.forced {
                Some(win) => {
                    report.verdict = format!(
                        "{name} wins in {} moves by continuous fours",
                        2 * win.attacker_moves() - 1
                    );
                    report.mover_wins(true);
                    let line: Vec<String> = win.line.iter().map(ToString::to_string).collect();
                    report.hints = vec![format!("{} (then {})", line[0], line[1..].join(" "))];
                    report.winning_moves = vec![line[0].clone()];
                    report.hint_note = format!(
                        "A forced line: each {} reply in it is forced.",
                        colour_name(me.opponent())
                    );
                }
                None => {
                    report.verdict = format!("{name} cannot win in 3 moves");
                    report.hint_note = format!(
                        "No win in 3, and no win by continuous fours of up to {VCF_FOURS} fours \
                         (slower wins through threes are not searched)."
                    );
                }
            },
        }
    }
}

fn cells_text(cells: &[Cell], what: &str) -> Vec<String> {
    cells.iter().map(|c| format!("{c} {what}")).collect()
}

impl View for GomokuView {
    type Game = Gomoku;
    const BOARD: &'static str = "Gomoku has";

    fn click(&mut self, _game: &Gomoku, x: f64, y: f64) -> Result<Click<Cell>, Refusal> {
        let cell = self.layout.hit(x, y).ok_or(Refusal::Missed {
            hint: "Click a point of the board to place a stone",
        })?;
        Ok(Click::Play(cell))
    }

    fn hover(&mut self, game: &Gomoku, x: f64, y: f64) -> bool {
        let hovered = self.layout.hit(x, y).filter(|&c| game.at(c).is_none());
        std::mem::replace(&mut self.hovered, hovered) != hovered
    }

    /// A judge's position; links carry it as a case (see `start`).
    fn read_case(&mut self, game: &Gomoku, text: &str) -> Result<Case<Gomoku>, Refusal> {
        let empty = Gomoku::with(game.size(), game.rule());
        Ok(Case::new(load(text, &empty)?, Vec::new()))
    }

    /// A four leaves the opponent one reply: the win stands when, after that block, the
    /// search finds continuous fours again. Any other move gives the opponent a free move,
    /// and a win through it is beyond the search.
    fn keeps_win(&self, history: &History<Gomoku>) -> bool {
        let game = history.current();
        let Some(opponent) = game.to_move() else {
            return false;
        };
        let me = opponent.opponent();
        if !game.winning_cells(opponent).is_empty() {
            return false;
        }
        let &[block] = &game.winning_cells(me)[..] else {
            return false;
        };
        let mut blocked = game.clone();
        blocked.place(block, opponent).is_ok()
            && search_vcf(&blocked, me, VCF_FOURS, VCF_BUDGET).is_some()
    }

    #[cfg(feature = "engines")]
    fn engine(&mut self) -> Option<&mut dyn Engine<Gomoku>> {
        Some(&mut self.engine)
    }

    fn moved(&mut self, history: &History<Gomoku>) {
        self.last = history.moves().last().copied();
        self.hovered = None;
    }

    fn draw(
        &mut self,
        game: &Gomoku,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        _hints: bool,
    ) {
        let size = game.size();
        self.layout = Layout::new(width, height, size);
        let layout = self.layout;
        paint::clear(pen, width, height);
        let first = layout.center(Cell::new(0, size - 1));
        let last = layout.center(Cell::new(size - 1, 0));
        let label = (layout.step * 0.36).clamped(9.0, 13.0);
        for i in 0..size {
            let (x, _) = layout.center(Cell::new(i, 0));
            let (_, y) = layout.center(Cell::new(0, i));
            paint::line(pen, (x, first.1), (x, last.1), 1.0, palette::BOARD_EDGE);
            paint::line(pen, (first.0, y), (last.0, y), 1.0, palette::BOARD_EDGE);
            paint::text(
                pen,
                &i.to_string(),
                x,
                last.1 + layout.step * 0.5 + 8.0,
                label,
                palette::MUTED,
                Align::Center,
            );
            paint::text(
                pen,
                &i.to_string(),
                first.0 - layout.step * 0.5 - 6.0,
                y,
                label,
                palette::MUTED,
                Align::Right,
            );
        }
        for star in star_points(size) {
            let (cx, cy) = layout.center(star);
            paint::disc(
                pen,
                cx,
                cy,
                (layout.step * 0.09).max(2.0),
                palette::MUTED,
                None,
            );
        }
        let radius = layout.step * 0.45;
        // Black's forbidden points: a cross on each.
        for &(cell, _) in self.forbidden_of(game).iter() {
            let (x, y) = layout.center(cell);
            let r = radius * 0.45;
            paint::line(
                pen,
                (x - r, y - r),
                (x + r, y + r),
                2.0,
                palette::FIRST_EDGE,
            );
            paint::line(
                pen,
                (x - r, y + r),
                (x + r, y - r),
                2.0,
                palette::FIRST_EDGE,
            );
        }
        for cell in game.points() {
            if let Some(player) = game.at(cell) {
                let (x, y) = layout.center(cell);
                let (base, light) = match player {
                    Player::First => (palette::FIRST, "#4a4f57"),
                    Player::Second => (palette::SECOND, "#ffffff"),
                };
                paint::stone(pen, x, y, radius, base, light);
            }
        }
        if let (Some(cell), None) = (self.hovered, game.winner()) {
            if let Some(mover) = game.to_move() {
                let (x, y) = layout.center(cell);
                let ghost = match mover {
                    Player::First => "rgba(31, 35, 40, 0.35)",
                    Player::Second => "rgba(255, 255, 255, 0.6)",
                };
                paint::disc(pen, x, y, radius, ghost, None);
            }
        }
        if let Some(cell) = self.last {
            let (x, y) = layout.center(cell);
            paint::disc(pen, x, y, radius * 0.22, palette::FIRST_EDGE, None);
        }
        if let Some(five) = self.last.and_then(|c| game.five_through(c)) {
            let from = layout.center(five[0]);
            let to = layout.center(*five.last().expect("a five has stones"));
            paint::line(pen, from, to, (radius * 0.3).max(3.0), palette::ACCENT);
            for &cell in &five {
                let (x, y) = layout.center(cell);
                paint::ring(pen, x, y, radius * 1.08, palette::ACCENT);
            }
        }
    }

    fn describe(&self, history: &History<Gomoku>, report: &mut Report) {
        let game = history.current();
        report.actions = vec![Action::with_text(
            Command::Load,
            "Load position",
            "A judge case: n, then n lines x y c (1 black, 0 white)",
        )];
        report.facts.push(Fact::new(
            "Board",
            format!("{0} × {0}, {1}", game.size(), game.rule().name()),
        ));
        report.facts.push(Fact::new(
            "Stones",
            format!(
                "black {}, white {}",
                game.stones(Player::First),
                game.stones(Player::Second)
            ),
        ));
        if let Some(winner) = game.winner() {
            let name = sentence(colour_name(winner));
            report.verdict = format!("{name} made five in a row");
            report.hint_note = "The game is over.".into();
            return;
        }
        if report.tone == Tone::Over {
            report.verdict = "The board is full and nobody made five: a draw".into();
            report.hint_note = "The game is over.".into();
            return;
        }
        let Some(me) = game.to_move() else {
            report.status = "Invalid position".into();
            report.verdict = "Invalid.".into();
            return;
        };
        for player in [me, me.opponent()] {
            let cells = game.winning_cells(player);
            if !cells.is_empty() {
                let list: Vec<String> = cells.iter().map(ToString::to_string).collect();
                report.facts.push(Fact::new(
                    format!("{} makes five at", sentence(colour_name(player))),
                    list.join(" "),
                ));
            }
        }
        let forbidden = self.forbidden_of(game);
        if !forbidden.is_empty() {
            let list: Vec<String> = forbidden
                .iter()
                .map(|(cell, foul)| format!("{cell} {foul}"))
                .collect();
            report
                .facts
                .push(Fact::new("Forbidden to Black", list.join(", ")));
        }
        self.analysis(game, report, me);
    }

    /// A loaded position starts with stones no moves put there: links carry it as a case.
    fn start(&self, history: &History<Gomoku>) -> Option<Start> {
        let start = history.start();
        (start.stones(Player::First) + start.stones(Player::Second) > 0).then(|| Start {
            options: Vec::new(),
            case: Some(position_text(start)),
        })
    }

    fn judge_case(&self, history: &History<Gomoku>) -> Result<JudgeCase, Refusal> {
        let game = history.current();
        if (game.size(), game.rule()) != (SIZE, Rule::Freestyle) {
            return Err(Refusal::NoCase {
                why: "The judge's board is 15 × 15 freestyle",
            });
        }
        if game.winner().is_some() {
            return Err(Refusal::NoCase {
                why: "The judge's positions have no five on the board yet",
            });
        }
        if game.stones(Player::First) + game.stones(Player::Second) == 0 {
            return Err(Refusal::NoCase {
                why: "The judge reads an empty board (n = 0) as the end of its input",
            });
        }
        Ok(JudgeCase {
            problem: "gomoku",
            input: format!("{}0\n", position_text(game)),
        })
    }

    fn name_at(&self, _game: &Gomoku, x: f64, y: f64) -> Option<String> {
        self.layout
            .hit(x, y)
            .map(|cell| format!("({}, {})", cell.x, cell.y))
    }

    fn locate(&self, game: &Gomoku, mv: &str) -> Option<(f64, f64)> {
        let inner = mv.trim().strip_prefix('(')?.strip_suffix(')')?;
        let (x, y) = inner.split_once(',')?;
        let (x, y): (u8, u8) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
        let cell = Cell::new(x, y);
        game.contains(cell).then(|| self.layout.center(cell))
    }
}
