//! Havannah on the canvas: a hexagonal board of side 2 to 3000 that opens zoomed to fit, with
//! wheel or pinch zoom and drag to pan. Clicks place stones (and, under the swap rule, a button
//! takes the first stone for Player 2); after every move the panel gives the verdict in the
//! judge's words, and a won game shows its winning group (and a ring's enclosed cells). A
//! contest case can be pasted and stepped through move by move.

mod draw;
mod grid;
mod layout;
mod report;

use super::paint::{Painter, MIN_AIM};
use super::played::read_whole;
use super::{
    Acted, Board, Case, CaseError, Click, Command, GameEntry, JudgeCase, OptionError, OptionSpec,
    Options, Over, Pick, Played, Refusal, Report, Start, View,
};
#[cfg(feature = "engines")]
use crate::engine::mcts::HavannahEngine;
#[cfg(feature = "engines")]
use crate::engine::Engine;
use crate::game::{Game, History, Player};
use crate::havannah::contest::read_case;
use crate::havannah::{
    Cell, Group, Havannah, HavannahError, HavannahMove, Mode, Ring, MAX_SIDE, MIN_SIDE,
};
use layout::Layout;

pub const ENTRY: GameEntry = GameEntry {
    slug: "havannah",
    title: "Havannah",
    blurb: "Place stones on a hexagonal board. A group wins with a bridge (two corners), a fork \
            (three edges, corners excluded) or a ring (a loop round at least one cell; which \
            enclosed cells count depends on the ring rule). Drag to pan, wheel or pinch to zoom.",
    options,
    create,
};

/// Below this many pixels between cell centres, clicks are refused: aim would be a guess.
const MIN_CLICK_SCALE: f64 = MIN_AIM;
/// The most moves a pasted case may queue: the move list stays quick to show.
const MAX_CASE_MOVES: usize = 100_000;

fn options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::int(
            "side",
            "Board side",
            8,
            i64::from(MIN_SIDE),
            i64::from(MAX_SIDE),
        )
        .help("Cells along each edge, 2 to 3000. Large boards open zoomed to fit."),
        OptionSpec::choice(
            "mode",
            "Players and ring rule",
            vec![
                (
                    "contest",
                    "Two players, contest ring rule (an empty cell must be enclosed)",
                ),
                (
                    "official",
                    "Two players, official ring rule (any enclosed cell, even occupied)",
                ),
                ("single", "One player: the contest's replay"),
            ],
        )
        .help(
            "Which enclosed cells make a ring: official, any (even the ring-maker's own \
             stones); contest, at least one empty. The panel states the rule in force.",
        ),
        OptionSpec::choice(
            "swap",
            "Swap (pie rule)",
            vec![
                ("off", "No swap"),
                ("on", "Swap: Player 2 may take Player 1's first stone"),
            ],
        )
        .help(
            "Two players only: as move 2, Player 2 may press Swap to make the first stone \
             theirs where it stands; Player 1 moves next.",
        ),
    ]
}

fn mode_of(value: &str) -> Mode {
    match value {
        "official" => Mode::TwoPlayerOfficialRing,
        "single" => Mode::SinglePlayer,
        _ => Mode::TwoPlayerContestRing,
    }
}

/// The option value that selects `mode`.
fn mode_value(mode: Mode) -> &'static str {
    match mode {
        Mode::TwoPlayerOfficialRing => "official",
        Mode::SinglePlayer => "single",
        Mode::TwoPlayerContestRing => "contest",
    }
}

fn create(options: &Options) -> Result<Box<dyn Board>, OptionError> {
    let side = options.int("side")? as u32;
    let mode = mode_of(&options.choice("mode")?);
    let swap = options.choice("swap")? == "on";
    if swap && !mode.two_players() {
        return Err(OptionError::SwapNeedsTwoPlayers);
    }
    let game = Havannah::new(side, mode)
        .map_err(OptionError::Side)?
        .with_swap_rule(swap);
    let view = HavannahView::new(&game);
    Ok(Box::new(Played::new(game, view)))
}

/// What a won position shows: the winning group and, for a ring, the ring and its inside.
/// Worked out once per position, not per frame.
struct Highlight {
    group: Group,
    ring: Option<Ring>,
}

/// A pasted contest case, for the panel.
struct PastedCase {
    side: u32,
    moves: usize,
    /// Moves after the winning one, which the judge reads but ignores.
    ignored: usize,
}

struct HavannahView {
    layout: Layout,
    hovered: Option<Cell>,
    coordinates: bool,
    highlight: Option<Highlight>,
    case: Option<PastedCase>,
    /// The computer player, keeping its tree while the game goes on.
    #[cfg(feature = "engines")]
    engine: HavannahEngine,
}

impl HavannahView {
    /// The view of a new game: the whole board in view, nothing highlighted.
    fn new(game: &Havannah) -> Self {
        HavannahView {
            layout: Layout::new(game.board()),
            hovered: None,
            coordinates: false,
            highlight: None,
            case: None,
            #[cfg(feature = "engines")]
            engine: HavannahEngine::new(),
        }
    }

    /// Reads a pasted case (S, M and the moves) and returns a fresh single-player board with
    /// the moves up to the win queued.
    fn load(&mut self, text: &str) -> Result<History<Havannah>, CaseError> {
        if text.trim().is_empty() {
            return Err(CaseError::Empty);
        }
        let mut moves = Vec::new();
        let played = read_whole(
            text,
            "the case (paste one case: S, M and the moves)",
            |input| {
                read_case(input, |cell| {
                    if moves.len() <= MAX_CASE_MOVES {
                        moves.push(HavannahMove::Place(cell));
                    }
                })
            },
        )
        .map_err(CaseError::Input)?;
        if moves.len() > MAX_CASE_MOVES {
            return Err(CaseError::TooLong {
                most: MAX_CASE_MOVES,
            });
        }
        let total = moves.len();
        let kept = played.win().map_or(total, |w| w.move_number as usize);
        moves.truncate(kept);
        let side = played.board().side();
        let start = Havannah::with_capacity(played.board(), Mode::SinglePlayer, kept);
        self.layout = Layout::new(played.board());
        self.hovered = None;
        self.case = Some(PastedCase {
            side,
            moves: total,
            ignored: total - kept,
        });
        Ok(History::queued(start, moves))
    }

    /// Why a click on the (unbounded) cell `(x, y)` off the board is refused.
    fn off_board(&self, game: &Havannah, (x, y): (i64, i64)) -> Refusal {
        if let Some(win) = game.win() {
            return Refusal::GameOver(Over::Won(*win));
        }
        match (u32::try_from(x), u32::try_from(y)) {
            // The core refuses the cell, with the board's bounds.
            (Ok(x), Ok(y)) => {
                let cell = Cell::new(x, y);
                Refusal::Illegal {
                    mv: HavannahMove::Place(cell).to_string(),
                    reason: HavannahError::OffBoard {
                        cell,
                        side: game.board().side(),
                    }
                    .into(),
                }
            }
            _ => Pick::OffHexagon { x, y }.into(),
        }
    }
}

impl View for HavannahView {
    type Game = Havannah;
    const BOARD: &'static str = "Havannah has";
    const HINTS: bool = false;

    /// Monte Carlo tree search (two-player modes, sides up to 40).
    #[cfg(feature = "engines")]
    fn engine(&mut self) -> Option<&mut dyn Engine<Havannah>> {
        Some(&mut self.engine)
    }

    fn click(&mut self, game: &Havannah, x: f64, y: f64) -> Result<Click<HavannahMove>, Refusal> {
        let cell = self
            .layout
            .cell_at(x, y)
            .map_err(|c| self.off_board(game, c))?;
        if self.layout.scale() < MIN_CLICK_SCALE && !game.verdict().is_over() {
            return Err(Refusal::ZoomIn {
                place: "a stone",
                spots: "cells",
                apart: self.layout.scale(),
            });
        }
        Ok(Click::Play(HavannahMove::Place(cell)))
    }

    fn hover(&mut self, _game: &Havannah, x: f64, y: f64) -> bool {
        let hovered = self
            .layout
            .cell_at(x, y)
            .ok()
            .filter(|_| self.layout.scale() >= MIN_CLICK_SCALE)
            // The page reports the pointer leaving as a point outside the area.
            .filter(|_| self.layout.on_screen((x, y), 0.0));
        std::mem::replace(&mut self.hovered, hovered) != hovered
    }

    fn zoomable(&self) -> bool {
        true
    }

    fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool {
        self.layout.zoom(x, y, factor)
    }

    fn pan(&mut self, dx: f64, dy: f64) -> bool {
        self.layout.pan(dx, dy)
    }

    fn act(
        &mut self,
        _history: &mut History<Havannah>,
        command: Command,
        _argument: Option<&str>,
    ) -> Result<Acted<HavannahMove>, Refusal> {
        match command {
            Command::Swap => return Ok(Acted::Play(HavannahMove::Swap)),
            Command::Coordinates => self.coordinates = !self.coordinates,
            Command::Fit => self.layout.fit(),
            command => return Err(Self::unavailable(command)),
        }
        Ok(Acted::View)
    }

    /// A pasted case on a fresh one-player board, its moves up to the win queued.
    fn read_case(&mut self, _game: &Havannah, text: &str) -> Result<Case<Havannah>, Refusal> {
        Ok(Case {
            history: self.load(text)?,
            options: Vec::new(),
        })
    }

    /// Works out what the new position highlights, once per position rather than per frame.
    fn moved(&mut self, history: &History<Havannah>) {
        let game = history.current();
        self.highlight = game.winning_group().map(|group| Highlight {
            group,
            ring: game.ring(),
        });
    }

    fn draw(
        &mut self,
        game: &Havannah,
        pen: &mut dyn Painter,
        width: f64,
        height: f64,
        _hints: bool,
    ) {
        self.layout.resize(width, height);
        if self.layout.scale() < MIN_CLICK_SCALE {
            self.hovered = None;
        }
        draw::scene(
            pen,
            &draw::Scene {
                game,
                layout: &self.layout,
                hovered: self.hovered,
                coordinates: self.coordinates,
                group: self.highlight.as_ref().map(|h| &h.group),
                ring: self.highlight.as_ref().and_then(|h| h.ring.as_ref()),
                clickable: self.layout.scale() >= MIN_CLICK_SCALE,
            },
        );
    }

    fn describe(&self, history: &History<Havannah>, report: &mut Report) {
        report::describe(self, history, report);
    }

    /// A pasted case replaces the board with its own side in the one-player mode: links say so.
    fn start(&self, history: &History<Havannah>) -> Option<Start> {
        let start = history.start();
        Some(Start {
            options: vec![
                ("side", start.board().side().to_string()),
                ("mode", mode_value(start.mode()).to_string()),
                (
                    "swap",
                    if start.swap_rule() { "on" } else { "off" }.to_string(),
                ),
            ],
            case: None,
        })
    }

    /// The contest replays one player's stones: only that mode's games are contest cases.
    fn judge_case(&self, history: &History<Havannah>) -> Result<JudgeCase, Refusal> {
        let game = history.current();
        if game.mode().two_players() {
            return Err(Refusal::NoCase {
                why: "The contest replays the stones of one player: only games in the one-player \
                      mode are contest cases",
            });
        }
        let moves = history.moves();
        let mut input = format!("1\n{} {}\n", game.board().side(), moves.len());
        for mv in moves {
            // The one-player mode has no swap, so every move is a stone.
            if let HavannahMove::Place(cell) = mv {
                input.push_str(&format!("{} {}\n", cell.x, cell.y));
            }
        }
        Ok(JudgeCase {
            problem: "havannah",
            input,
        })
    }

    fn name_at(&self, _game: &Havannah, x: f64, y: f64) -> Option<String> {
        self.layout.cell_at(x, y).ok().map(|cell| cell.to_string())
    }

    fn locate(&self, game: &Havannah, at: &str) -> Option<(f64, f64)> {
        let cell: Cell = at.parse().ok()?;
        if !game.board().contains(cell) || self.layout.scale() < MIN_CLICK_SCALE {
            return None;
        }
        let point = self.layout.centre_of(cell);
        self.layout.on_screen(point, 0.0).then_some(point)
    }
}

/// The colour a player's stones are drawn in: (body, highlight).
fn stone_colours(player: Player) -> (&'static str, &'static str) {
    match player {
        Player::First => ("#1f2328", "#4d535c"),
        Player::Second => ("#f8f6f0", "#ffffff"),
    }
}
