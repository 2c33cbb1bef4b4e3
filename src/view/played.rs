//! [`Played`]: a game's [`View`] with the game's history, the one [`Board`] every game plays
//! through. It owns what is the same for all games: the history and its navigation, the
//! variation tree with the verdict after each move, each move judged (see `review`) and the
//! comments, and the report's status and outcome. The history holds the line shown through
//! the tree.

use super::board::{Acted, Board, Click, JudgeCase, Start, View};
use super::command::Command;
#[cfg(feature = "playground")]
use super::line::Entry;
use super::line::Note;
use super::paint::Painter;
use super::record::GameTree;
use super::refusal::Refusal;
use super::report::{Report, Side};
use super::review::{Before, Judgement, Judging};
use super::tree::{Grown, Tree};
use crate::engine::{Analysis, Asked, Clock, Level, Thought};
use crate::game::{Game, History, Outcome, Player};
use crate::input::{InputError, Scanner};

/// Reads a pasted case whole with `read`: anything but white space after the case is refused
/// with its line and column, rather than silently dropped. `what` names what the case ends
/// with, for that refusal (`the case (paste one case: S, M and the moves)`).
#[cfg_attr(
    not(any(feature = "impartial-board", feature = "havannah", feature = "gomoku")),
    allow(dead_code)
)]
pub(super) fn read_whole<T>(
    text: &str,
    what: &str,
    read: impl FnOnce(&mut Scanner<'_>) -> Result<T, InputError>,
) -> Result<T, InputError> {
    let mut scanner = Scanner::from_bytes(text.as_bytes());
    let value = read(&mut scanner)?;
    scanner.expect_end(what)?;
    Ok(value)
}

/// Reads the `0` that closes a judge input (Gomoku, S-Nim) when the pasted text goes on after
/// its case: the judge's own input reads back whole.
#[cfg_attr(not(any(feature = "impartial", feature = "gomoku")), allow(dead_code))]
pub(super) fn closing_zero(input: &mut Scanner<'_>) -> Result<(), InputError> {
    if !input.at_end()? {
        input.int("the closing 0", 0u8..=0)?;
    }
    Ok(())
}

/// A game's view with the game's history: the one [`Board`] every game plays through.
pub struct Played<V: View> {
    view: V,
    history: History<V::Game>,
    /// Every move played, who played it, the verdict after it and its comment; the history
    /// holds the line shown through it.
    tree: Tree,
    /// The report of the position a move just reached: built once, its verdict noted in the
    /// move list, and handed out by [`Board::report`] until anything else happens.
    fresh: Option<Report>,
    /// The options of the last pasted case, which links start from (see [`View::start`]).
    loaded: Option<Vec<(&'static str, String)>>,
    /// Whether the page's "Show winning moves" is on.
    hints: bool,
    /// Whether the board has been drawn: until then it has no layout to place moves on.
    drawn: bool,
    /// The mistakes among the line's noted moves, and what the report of the position shown
    /// said, to judge the next move by.
    judging: Judging,
}

impl<V: View> Played<V> {
    /// `view` showing a game that starts at `start`.
    pub fn new(start: V::Game, view: V) -> Self {
        Played::with_history(History::new(start), view)
    }

    /// `view` showing `history` as it stands.
    pub fn with_history(history: History<V::Game>, mut view: V) -> Self {
        view.moved(&history);
        Played {
            tree: Tree::new(history.line().iter().map(ToString::to_string)),
            view,
            history,
            fresh: None,
            loaded: None,
            hints: false,
            drawn: false,
            judging: Judging::default(),
        }
    }

    // The helpers below are kept out of line: each game's copy of Played would otherwise
    // repeat them at every call site, and the browser build would grow with each game.
    #[inline(never)]
    fn build_report(&self) -> Report {
        let mut report = Report::new(&self.history);
        report.computer = V::COMPUTER;
        report.hints_offered = V::HINTS;
        report.judge_case = self.view.judge_case(&self.history).is_ok();
        report.revision = self.tree.revision();
        report.review = self.judging.review(self.names(), V::HINTS);
        report.comment = self.tree.comment(self.history.moves().len()).to_string();
        report.variations = self.tree.choices(self.history.moves().len()).0;
        self.view.describe(&self.history, &mut report);
        report.name_perfect_play_winner(self.history.current());
        report
    }

    /// The side to move in the position shown, who plays the next move.
    fn mover(&self) -> Option<Side> {
        let game = self.history.current();
        match game.outcome() {
            Outcome::Ongoing { to_move } => Some(Side::of(game, to_move)),
            _ => None,
        }
    }

    /// Anything may have changed: the kept report is dropped.
    #[inline(never)]
    fn stale(&mut self) {
        self.fresh = None;
    }

    /// The view catches up with the position shown: what was put together by clicks goes.
    #[inline(never)]
    fn arrived(&mut self) {
        self.view.clear();
        self.view.moved(&self.history);
    }

    /// The history was replaced: the move list starts again.
    fn replaced(&mut self) {
        self.tree
            .replace(self.history.line().iter().map(ToString::to_string));
        self.judging.clear();
        self.arrived();
    }

    /// Plays `mv`; a refusal leaves everything as it was. A move from an earlier position
    /// that is not the line's next starts a variation beside it: nothing is lost.
    #[inline(never)]
    fn play_move(&mut self, mv: <V::Game as Game>::Move) -> Result<(), Refusal> {
        let by = self.mover();
        let at = self.history.moves().len();
        let notation = mv.to_string();
        if self.tree.is_next(at, &notation) {
            return self.walk(at + 1);
        }
        let before = self.before();
        if let Err(err) = self.history.try_play(mv) {
            return Err(self.view.refusal(self.history.current(), err));
        }
        self.judging.cut(at);
        let (note, report) = self.judged(at, &before, by);
        if self.tree.play(at, notation, note) == Grown::Known {
            self.requeue();
            // The move's continuation, played before, comes back with its judgements.
            self.retally(at);
        }
        let report = self.noted(report);
        self.fresh = Some(Report {
            undone: self.history.redoable().len(),
            comment: self.tree.comment(at + 1).to_string(),
            variations: self.tree.choices(at + 1).0,
            ..report
        });
        Ok(())
    }

    /// Move `index` (from 0) was just played `by` a side from the position `before` it
    /// describes: the view catches up, and the report after it comes back with the move's
    /// note, the move judged.
    fn judged(&mut self, index: usize, before: &Before, by: Option<Side>) -> (Note, Report) {
        self.arrived();
        let report = self.build_report();
        let keeps = || self.view.keeps_win(&self.history);
        let judgement = self
            .judging
            .judge(index, before, &report, by.as_ref(), &keeps);
        (note(&report, by, judgement), report)
    }

    /// What the report of the position shown says, to judge the move about to be played:
    /// kept from the move that led here, or built now. Boards without verdicts judge nothing,
    /// and build nothing for it.
    fn before(&self) -> Before {
        if !V::HINTS {
            return Before::default();
        }
        let (revision, ply) = (self.tree.revision(), self.history.moves().len());
        self.judging
            .kept(revision, ply)
            .unwrap_or_else(|| Before::of(&self.build_report()))
    }

    /// A move was just noted in the line and `report` is the one after it: it takes the line's
    /// revision and summary, and serves to judge the next move.
    fn noted(&mut self, mut report: Report) -> Report {
        let (revision, ply) = (self.tree.revision(), self.history.moves().len());
        let names = self.names();
        self.judging
            .noted(&mut report, revision, ply, names, V::HINTS);
        report
    }

    /// The sides' names, the first player's then the second's.
    fn names(&self) -> [&'static str; 2] {
        let game = self.history.current();
        [
            game.side_name(Player::First),
            game.side_name(Player::Second),
        ]
    }

    /// The line shown changed from move `from` (from 0) on: the tally of its mistakes takes
    /// the judgements noted in the tree's nodes from there, so it counts the line shown.
    #[inline(never)]
    fn retally(&mut self, from: usize) {
        self.judging.cut(from);
        for (index, note) in self.tree.notes_from(from) {
            self.judging
                .count(index, note.judgement.as_ref(), note.by.as_ref());
        }
    }

    /// The tree's line changed from move `from` (from 0) on: the history follows it.
    #[inline(never)]
    fn rerouted(&mut self, from: usize) {
        self.history.rewind(from);
        self.requeue();
        self.retally(from);
    }

    /// The moves to redo become the tree's line after the position shown. Each was played
    /// before, so each reads back.
    #[inline(never)]
    fn requeue(&mut self) {
        let applied = self.history.moves().len();
        let moves = self.tree.moves_from(applied).map_while(|m| m.parse().ok());
        self.history.queue(moves.collect::<Vec<_>>());
    }

    /// Runs a command on the variation tree.
    #[inline(never)]
    fn branch(&mut self, command: Command, argument: Option<&str>) -> Result<(), Refusal> {
        let ply = self.history.moves().len();
        if command == Command::Comment {
            self.tree.set_comment(ply, argument.unwrap_or(""));
            return Ok(());
        }
        if ply == 0 {
            return Err(Refusal::NoMoveShown);
        }
        let (count, choice) = self.tree.choices(ply);
        match command {
            Command::Promote if self.tree.promote() => Ok(()),
            Command::Promote => Err(Refusal::MainLine),
            Command::Delete => {
                self.tree.delete(ply);
                self.rerouted(ply - 1);
                self.walk(ply - 1)
            }
            _ if count == 1 => Err(Refusal::NoOtherVariation),
            Command::NextVariation => self.variation(ply, (choice + 1) % count),
            _ => self.variation(ply, (choice + count - 1) % count),
        }
    }

    /// Replays the next move of the line, noting the verdict after it if it has none yet; the
    /// report built for that comes back. Ok(None) when the move was already noted.
    #[inline(never)]
    fn step(&mut self) -> Result<Option<Report>, Refusal> {
        let index = self.history.moves().len();
        let by = self.mover();
        let unnoted = index < self.tree.len() && self.tree.note(index).is_none();
        let before = unnoted.then(|| self.before());
        match self.history.redo() {
            Ok(true) if unnoted => {
                let (note, report) = self.judged(index, &before.unwrap_or_default(), by);
                self.tree.set_note(index, note);
                Ok(Some(self.noted(report)))
            }
            Ok(_) => Ok(None),
            Err(err) => {
                // An illegal queued move is dropped with everything after it.
                self.tree.delete(index + 1);
                self.rerouted(index);
                Err(self.view.refusal(self.history.current(), err))
            }
        }
    }

    /// Moves along the line to the position after its first `ply` moves (as far as the
    /// moves allow), then lets the view catch up.
    #[inline(never)]
    fn walk(&mut self, ply: usize) -> Result<(), Refusal> {
        self.stale();
        let mut result = Ok(());
        let mut last = None;
        if ply < self.history.moves().len() {
            self.history.rewind(ply);
        }
        while self.history.moves().len() < ply {
            match self.step() {
                Ok(report) => last = report,
                Err(err) => {
                    last = None;
                    result = Err(err);
                    break;
                }
            }
        }
        match last {
            // The view has seen this position already: its report is the one just built.
            Some(report) if self.history.moves().len() == ply => self.fresh = Some(report),
            _ => self.arrived(),
        }
        result
    }

    /// Runs a command every board takes (navigation) or words through a hook of its view
    /// (`load`, `play`, `clear`); None when `command` is one of the game's own.
    fn shared(&mut self, command: Command, argument: Option<&str>) -> Option<Result<(), Refusal>> {
        let (played, length) = (self.history.moves().len(), self.history.line().len());
        Some(match command {
            Command::Undo if played == 0 => Err(Refusal::NothingToUndo),
            Command::Undo => self.walk(played - 1),
            Command::Redo if played == length => Err(Refusal::NothingToRedo),
            Command::Redo => self.walk(played + 1),
            Command::ToStart => self.walk(0),
            Command::ToEnd => self.walk(length),
            Command::Load => self.load(argument.unwrap_or("")),
            Command::Play => self.view.selection().and_then(|mv| self.play_move(mv)),
            Command::Promote
            | Command::Delete
            | Command::Comment
            | Command::NextVariation
            | Command::PreviousVariation => self.branch(command, argument),
            Command::Clear => match self.view.clear() {
                true => Ok(()),
                false => Err(V::unavailable(command)),
            },
            _ => return None,
        })
    }

    /// Replaces the game with a pasted case, keeping its options for links.
    fn load(&mut self, text: &str) -> Result<(), Refusal> {
        let case = self.view.read_case(self.history.current(), text)?;
        self.history = case.history;
        self.loaded = Some(case.options);
        self.replaced();
        Ok(())
    }
}

/// What the move list keeps of the report after a move `by` a side, and its judgement.
fn note(report: &Report, by: Option<Side>, judgement: Option<Judgement>) -> Note {
    Note {
        by,
        verdict: report.verdict.clone(),
        tone: report.tone,
        judgement,
    }
}

impl<V: View> Board for Played<V> {
    fn click(&mut self, x: f64, y: f64) -> Result<(), Refusal> {
        self.stale();
        match self.view.click(self.history.current(), x, y)? {
            Click::Play(mv) => self.play_move(mv),
            Click::Select => Ok(()),
        }
    }

    fn hover(&mut self, x: f64, y: f64) -> bool {
        self.stale();
        self.view.hover(self.history.current(), x, y)
    }

    fn zoomable(&self) -> bool {
        self.view.zoomable()
    }

    fn zoom(&mut self, x: f64, y: f64, factor: f64) -> bool {
        self.stale();
        self.view.zoom(x, y, factor)
    }

    fn pan(&mut self, dx: f64, dy: f64) -> bool {
        self.stale();
        self.view.pan(dx, dy)
    }

    fn act(&mut self, command: Command, argument: Option<&str>) -> Result<(), Refusal> {
        self.stale();
        if let Some(result) = self.shared(command, argument) {
            return result;
        }
        match self.view.act(&mut self.history, command, argument)? {
            Acted::View => Ok(()),
            Acted::History => {
                self.replaced();
                Ok(())
            }
            Acted::Play(mv) => self.play_move(mv),
        }
    }

    fn act_by_id(&mut self, id: &str, argument: Option<&str>) -> Result<(), Refusal> {
        match id.parse() {
            Ok(command) => self.act(command, argument),
            Err(_) => {
                self.stale();
                Err(Refusal::UnknownAction {
                    board: V::BOARD,
                    id: id.to_string(),
                })
            }
        }
    }

    fn draw(&mut self, pen: &mut dyn Painter, width: f64, height: f64) {
        self.stale();
        self.view
            .draw(self.history.current(), pen, width, height, self.hints);
        self.drawn = true;
    }

    fn report(&self) -> Report {
        debug_assert_eq!(
            self.tree.len(),
            self.history.line().len(),
            "the list and the line"
        );
        self.fresh.clone().unwrap_or_else(|| self.build_report())
    }

    fn play(&mut self, notation: &str) -> Result<(), Refusal> {
        self.stale();
        let mv = notation.parse().map_err(Into::into)?;
        self.play_move(mv)
    }

    fn suggest(&mut self) -> Option<String> {
        if self.history.current().outcome().is_over() {
            return None;
        }
        self.view.suggest(&self.history).map(|mv| mv.to_string())
    }

    fn think(
        &mut self,
        level: Level,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<String>> {
        if self.history.current().outcome().is_over() {
            return None;
        }
        let engine = self.view.engine()?;
        let budget = engine.level_budget(level);
        let thought = engine.think(self.history.current(), budget, clock, stop)?;
        Some(Thought {
            best: thought.best.to_string(),
            win_rate: thought.win_rate,
            line: thought.line.iter().map(ToString::to_string).collect(),
            win_in: thought.win_in,
            playouts: thought.playouts,
            proof: thought.proof,
            root: thought
                .root
                .iter()
                .map(|(mv, visits, wins)| (mv.to_string(), *visits, *wins))
                .collect(),
        })
    }

    fn analyse(
        &mut self,
        asked: Asked,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(&Analysis<String>),
    ) -> Option<Analysis<String>> {
        if self.history.current().outcome().is_over() {
            return None;
        }
        let engine = self.view.engine()?;
        let mut each = |a: &Analysis<<V::Game as Game>::Move>| {
            report(&a.clone().map(|mv| mv.to_string()));
        };
        let last = engine.analyse(self.history.current(), asked, clock, stop, &mut each)?;
        Some(last.map(|mv| mv.to_string()))
    }

    fn reseed_engine(&mut self, seed: u64) {
        if let Some(engine) = self.view.engine() {
            engine.reseed(seed);
        }
    }

    fn show_hints(&mut self, on: bool) {
        self.stale();
        self.hints = on;
    }

    fn locate(&self, at: &str) -> Option<(f64, f64)> {
        if !self.drawn {
            return None;
        }
        self.view.locate(self.history.current(), at)
    }

    fn name_at(&self, x: f64, y: f64) -> Option<String> {
        self.view.name_at(self.history.current(), x, y)
    }

    #[cfg(feature = "playground")]
    fn entries(&self, from: usize, to: usize) -> Vec<Entry> {
        self.tree.entries(from, to, self.history.moves().len())
    }

    fn ply(&self) -> usize {
        self.history.moves().len()
    }

    fn moves(&self, from: usize, to: usize) -> Vec<String> {
        let line = self.history.line();
        let to = to.min(line.len());
        line[from.min(to)..to]
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn line_kept(&self, revision: u64) -> usize {
        self.tree.kept_since(revision)
    }

    fn go_to(&mut self, ply: usize) -> Result<(), Refusal> {
        let length = self.history.line().len();
        if ply > length {
            self.stale();
            return Err(Refusal::NoSuchPly { ply, length });
        }
        self.walk(ply)
    }

    #[inline(never)]
    fn variation(&mut self, ply: usize, choice: usize) -> Result<(), Refusal> {
        self.stale();
        let length = self.tree.len();
        if ply == 0 || ply > length {
            return Err(Refusal::NoSuchPly { ply, length });
        }
        let (count, _) = self.tree.choices(ply);
        if choice >= count {
            return Err(Refusal::NoSuchVariation { ply, choice, count });
        }
        self.tree.choose(ply, choice);
        self.rerouted(ply - 1);
        self.walk(ply)
    }

    fn record(&self) -> (GameTree, Vec<(usize, usize)>) {
        self.tree.record()
    }

    fn start(&self) -> Option<Start> {
        self.view.start(&self.history).or_else(|| {
            let options = self.loaded.clone()?;
            Some(Start {
                options,
                case: None,
            })
        })
    }

    fn judge_case(&self) -> Result<JudgeCase, Refusal> {
        self.view.judge_case(&self.history)
    }
}
