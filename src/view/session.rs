//! A board together with what made it — the game and its option values — so that it can be
//! written as a [`GameState`] (a link, a saved file) and opened again from one.

use super::board::Board;
use super::command::Command;
use super::options::{OptionValues, Options};
use super::record::GameTree;
use super::refusal::{OptionError, Refusal};
use super::state::{GameState, StateError};
use super::{GameEntry, GAMES};
use crate::input::quoted;
use crate::records::{self, Format, GameRecord, RecordError};

/// A board with its game and option values.
pub struct Session {
    entry: &'static GameEntry,
    /// Every option's value as the board was created, in the game's order.
    options: Vec<(String, String)>,
    board: Box<dyn Board>,
}

fn entry(slug: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|g| g.slug == slug)
}

/// The first of `keys` that names none of `entry`'s options.
fn unknown_key<'k>(
    entry: &GameEntry,
    keys: impl IntoIterator<Item = &'k String>,
) -> Option<&'k String> {
    let specs = (entry.options)();
    keys.into_iter()
        .find(|key| !specs.iter().any(|spec| spec.key == key.as_str()))
}

/// Plays every move of `tree` on `board` from the line's start, variations and comments
/// included (through the board's own commands, so one copy serves every game), then shows the
/// end of the main line.
fn grow(board: &mut dyn Board, tree: &GameTree) -> Result<(), StateError> {
    let children = tree.children().map_err(|i| StateError::Syntax {
        line: None,
        expected: "moves that each follow an earlier move",
        found: quoted(&tree.moves[i].notation),
    })?;
    let refused = |index: usize| {
        let notation = tree.moves.get(index).map(|m| m.notation.clone());
        move |reason| StateError::Move {
            number: index + 1,
            notation: notation.unwrap_or_default(),
            reason,
        }
    };
    if !tree.comment.is_empty() {
        board
            .act(Command::Comment, Some(&tree.comment))
            .map_err(refused(0))?;
    }
    // Depth first: the line the moves before a move left goes through the move it follows.
    let mut stack: Vec<(usize, usize)> = children[0].iter().rev().map(|&c| (c, 0)).collect();
    while let Some((index, ply)) = stack.pop() {
        let m = &tree.moves[index];
        if board.ply() != ply {
            board.go_to(ply).map_err(refused(index))?;
        }
        board.play(&m.notation).map_err(refused(index))?;
        if !m.comment.is_empty() {
            board
                .act(Command::Comment, Some(&m.comment))
                .map_err(refused(index))?;
        }
        stack.extend(children[index + 1].iter().rev().map(|&c| (c, ply + 1)));
    }
    if !tree.is_plain_line() {
        board.variation(1, 0).map_err(refused(0))?;
    }
    let end = board.report();
    board.go_to(end.played + end.undone).map_err(refused(0))
}

/// A record's moves as a tree, variations and comments kept (the root's comment on the
/// start), each move with the record node it came from and its number in its line. A node
/// without a move passes its comment to the move before it; an ending (a resignation, say)
/// ends its line.
fn record_tree(record: &GameRecord) -> (GameTree, Vec<(usize, usize)>) {
    let mut tree = GameTree::default();
    let mut nodes: Vec<(usize, usize)> = Vec::new();
    let note = |tree: &mut GameTree, at: Option<usize>, comment: &Option<String>| {
        let Some(comment) = comment.as_deref().map(str::trim).filter(|c| !c.is_empty()) else {
            return;
        };
        let slot = match at {
            Some(index) => &mut tree.moves[index].comment,
            None => &mut tree.comment,
        };
        if !slot.is_empty() {
            slot.push('\n');
        }
        slot.push_str(comment);
    };
    // Depth first, each node with the move it follows: the tree's parents come first.
    let mut stack = vec![(0, None)];
    while let Some((index, parent)) = stack.pop() {
        let node = &record.nodes[index];
        if node.ending.is_some() {
            continue;
        }
        let at = match node.mv {
            Some(mv) => {
                let number = parent.map_or(1, |p: usize| nodes[p].1 + 1);
                nodes.push((index, number));
                Some(tree.push(parent, &mv.notation()))
            }
            None => parent,
        };
        note(&mut tree, at, &node.comment);
        stack.extend(node.children.iter().rev().map(|&c| (c, at)));
    }
    (tree, nodes)
}

impl Session {
    /// Starts `slug` with the given option values (missing ones take their defaults; a key
    /// the game does not have is refused, as links refuse it), or says why it cannot.
    pub fn new(slug: &str, values: impl Into<OptionValues>) -> Result<Session, Refusal> {
        let values = values.into();
        let entry = entry(slug).ok_or_else(|| Refusal::UnknownGame {
            slug: slug.to_string(),
        })?;
        if let Some(key) = unknown_key(entry, values.keys()) {
            return Err(Refusal::UnknownOption {
                game: slug.to_string(),
                key: key.clone(),
            });
        }
        Ok(Session::start(entry, values)?)
    }

    /// Starts `entry`'s game with the given option values, as [`Session::new`] does.
    fn start(entry: &'static GameEntry, values: OptionValues) -> Result<Session, OptionError> {
        let specs = (entry.options)();
        let options = specs
            .iter()
            .map(|spec| {
                let value = values.get(spec.key).unwrap_or(&spec.default);
                (spec.key.to_string(), value.clone())
            })
            .collect();
        let board = (entry.create)(&Options::new(values, specs))?;
        Ok(Session {
            entry,
            options,
            board,
        })
    }

    /// Opens a game as a link or file gave it: the options, the start position, every move of
    /// the line replayed (each checked, and noted in the move list), then the position asked
    /// for. Anything wrong is named; nothing is half-opened.
    pub fn open(state: &GameState) -> Result<Session, StateError> {
        let entry =
            entry(&state.game).ok_or_else(|| StateError::UnknownGame(state.game.clone()))?;
        if let Some(key) = unknown_key(entry, state.options.iter().map(|(key, _)| key)) {
            return Err(StateError::UnknownOption {
                game: state.game.clone(),
                key: key.clone(),
            });
        }
        // Inserted one by one: collecting would sort, and a sort costs the wasm build code.
        let mut values = OptionValues::new();
        for (key, value) in &state.options {
            values.insert(key.clone(), value.clone());
        }
        let mut session = Session::start(entry, values).map_err(StateError::Options)?;
        let board = session.board.as_mut();
        if let Some(case) = &state.case {
            board
                .act(Command::Load, Some(case))
                .map_err(StateError::Case)?;
        }
        grow(board, &state.tree)?;
        for &(ply, choice) in &state.line {
            board.variation(ply, choice).map_err(|_| StateError::Line {
                number: ply,
                alternative: choice,
            })?;
        }
        board.go_to(state.at).map_err(|_| StateError::At {
            at: state.at,
            moves: board.report().played + board.report().undone,
        })?;
        Ok(session)
    }

    /// Opens a saved file: a record (SGF, PSQ, told by its first characters) or Arbiter's own
    /// text. A record's move the game refuses is named with its line in the file.
    pub fn import(text: &str) -> Result<Session, StateError> {
        if Format::detect(text).is_none() {
            return GameState::from_text(text).and_then(|state| Session::open(&state));
        }
        let record = records::read(text).map_err(StateError::Record)?;
        Session::open_record(&record)
    }

    /// Opens a record with its variations and comments (the root's comment on the start), at
    /// the end of its main line. A move the game refuses is named with its number in its line
    /// and where it stands in the file.
    pub fn open_record(record: &GameRecord) -> Result<Session, StateError> {
        let (tree, nodes) = record_tree(record);
        let state = GameState::new(record.game.slug(), record.options(), tree);
        Session::open(&state).map_err(|err| match err {
            StateError::Move {
                number: index,
                notation,
                reason,
            } => {
                // `number` counts the tree's moves: the move's own number is its depth.
                let at = nodes.get(index.wrapping_sub(1));
                let pos = at.map(|&(node, _)| record.nodes[node].pos);
                let number = at.map_or(index, |&(_, number)| number);
                StateError::Record(RecordError::value(
                    pos.unwrap_or_default(),
                    &notation,
                    format!("move {number} was refused: {reason}"),
                ))
            }
            other => other,
        })
    }

    /// The game as a record in `format`, every variation and comment with it (main lines
    /// first), or why it has none (a game without a record format, a pasted start position, a
    /// board the format cannot spell).
    pub fn record(&self, format: Format) -> Result<String, RecordError> {
        if self.board.start().is_some_and(|start| start.case.is_some()) {
            return Err(RecordError::Unwritable {
                why: "a pasted position is not a game from the empty board; save it as text".into(),
            });
        }
        let (tree, _) = self.board.record();
        let moves = tree
            .moves
            .iter()
            .map(|m| (m.parent, m.notation.as_str(), m.comment.as_str()));
        let record = GameRecord::from_tree(self.slug(), &self.options(), &tree.comment, moves)?;
        records::write(&record, format)
    }

    /// The record formats the game shown can be written in ([`records::formats`]); none from a
    /// pasted position.
    pub fn record_formats(&self) -> Vec<Format> {
        if self.board.start().is_some_and(|start| start.case.is_some()) {
            return Vec::new();
        }
        records::formats(self.slug(), &self.options())
    }

    /// The game as a link or file holds it. Its cost grows with the line: call it when the
    /// game is saved, not on every click.
    pub fn state(&self) -> GameState {
        let start = self.board.start().unwrap_or_default();
        let (tree, line) = self.board.record();
        GameState {
            game: self.entry.slug.to_string(),
            options: self.options(),
            case: start.case,
            tree,
            line,
            at: self.board.ply(),
        }
    }

    /// Every option's value for the game shown: as the board was created, except where a
    /// pasted case changed the start (see [`super::Start`]).
    pub fn options(&self) -> Vec<(String, String)> {
        let start = self.board.start().unwrap_or_default();
        self.options
            .iter()
            .map(|(key, value)| {
                let changed = start.options.iter().find(|(k, _)| k == key);
                (
                    key.clone(),
                    changed.map_or_else(|| value.clone(), |(_, v)| v.clone()),
                )
            })
            .collect()
    }

    /// The game's slug.
    pub fn slug(&self) -> &'static str {
        self.entry.slug
    }

    /// The game's name, as the picker shows it.
    pub fn title(&self) -> &'static str {
        self.entry.title
    }

    /// The board.
    pub fn board(&self) -> &dyn Board {
        self.board.as_ref()
    }

    /// The board, to play on.
    pub fn board_mut(&mut self) -> &mut dyn Board {
        self.board.as_mut()
    }
}
