//! A game as links and saved files hold it: which game, its options, the start position when
//! a pasted case set one, its moves in the move list's notation — a tree, with variations and
//! comments ([`GameTree`]) — the line shown through them and how far along that line the
//! position shown is. Two spellings, both versioned and read back exactly:
//!
//! - the link (the part of a page address after `#`):
//!   `v=1&game=nim&heaps=3+4+5&rule=normal&k=1&moves=take+2+from+heap+1;take+5+from+heap+3&at=2`;
//! - the text file a player saves and imports, one tag a line and one move a line:
//!   `[Arbiter "1"]`, `[Game "nim"]`, `[heaps "3 4 5"]`, …, then `1. take 2 from heap 1`.
//!
//! Version 1 holds one line of moves; version 2 adds variations and comments. A game without
//! either is still written as version 1, which every build reads.
//!
//! Reading checks the spelling only; whether the game, its options and its moves make sense is
//! for the board that opens the state to say.

use super::record::{decode, encode, escape, unescape, GameTree, TextReader};
use super::refusal::{OptionError, Refusal};
use crate::input::quoted;
use crate::records::RecordError;
use std::fmt;

/// The newest version of both spellings; a link or file of a later one is refused by name.
pub const FORMAT: u32 = 2;

/// Link keys that are not option names: no game may call an option so.
pub const RESERVED_KEYS: [&str; 6] = ["v", "game", "case", "moves", "line", "at"];

/// The longest move a link or file may hold, in bytes: four times the longest any game
/// writes (a turn of ten knights), so a junk move is refused as it is read, before a board
/// replays the moves ahead of it.
const MOVE_LIMIT: usize = 1024;

/// A game as a link or a saved file holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// The game's slug, e.g. `havannah`.
    pub game: String,
    /// Option values as text, in the game's order.
    pub options: Vec<(String, String)>,
    /// A start position in the game's judge format, loaded before the moves (a pasted
    /// position no moves lead to); None for the start the options give.
    pub case: Option<String>,
    /// Every move played, with its variations and comments, in the move list's notation.
    pub tree: GameTree,
    /// The line shown, as the moves where it leaves the main continuation: (move number from
    /// 1, alternative from 1 in the order of [`GameTree::moves`]); empty on the main line.
    pub line: Vec<(usize, usize)>,
    /// How many moves of the line lead to the position shown.
    pub at: usize,
}

/// Why a link or a saved file could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum StateError {
    /// The text breaks the format: what was found (and on which line of a file) and what
    /// was expected.
    Syntax {
        /// The 1-based line of a file; None in a link.
        line: Option<usize>,
        /// What the format wants there.
        expected: &'static str,
        /// What is there instead, quoted short.
        found: String,
    },
    /// A version of the format this build does not read.
    Version(String),
    /// A key or tag given twice.
    Repeated(String),
    /// The game is not one this build offers.
    UnknownGame(String),
    /// An option the game does not have.
    UnknownOption {
        /// The game's slug.
        game: String,
        /// The key that was given.
        key: String,
    },
    /// The game refused the options.
    Options(OptionError),
    /// The game refused the start position.
    Case(Refusal),
    /// A move of the line does not read or is illegal where it stands.
    Move {
        /// Its number in the line, from 1.
        number: usize,
        /// The move as written.
        notation: String,
        /// Why the game refused it.
        reason: Refusal,
    },
    /// A move of the line longer than `MOVE_LIMIT` bytes, refused unread.
    LongMove {
        /// Its number in the line, from 1.
        number: usize,
        /// Its start, quoted short.
        start: String,
        /// Its length in bytes.
        bytes: usize,
    },
    /// A record (SGF, PSQ) that does not read, or whose moves the game refuses: the line and
    /// why.
    Record(RecordError),
    /// The line names a variation the moves do not have.
    Line {
        /// The move number where it turns.
        number: usize,
        /// The alternative it takes there, from 1.
        alternative: usize,
    },
    /// The position shown is past the end of the line.
    At {
        /// The position asked for.
        at: usize,
        /// The moves in the line.
        moves: usize,
    },
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StateError::Syntax {
                line: Some(line),
                expected,
                found,
            } => write!(f, "line {line}: expected {expected}, found {found}"),
            StateError::Syntax {
                line: None,
                expected,
                found,
            } => write!(f, "expected {expected}, found {found}"),
            StateError::Version(v) => write!(
                f,
                "it is in format version `{v}`; this version of Arbiter reads versions 1 to {FORMAT}"
            ),
            StateError::Repeated(key) => write!(f, "`{key}` is given twice"),
            StateError::UnknownGame(game) => write!(f, "there is no game `{game}`"),
            StateError::UnknownOption { game, key } => {
                write!(f, "the game `{game}` has no option `{key}`")
            }
            StateError::Options(why) => write!(f, "the options were refused: {why}"),
            StateError::Case(why) => write!(f, "the start position was refused: {why}"),
            StateError::Move {
                number,
                notation,
                reason,
            } => write!(
                f,
                "move {number}, {}, was refused: {reason}",
                quoted(notation)
            ),
            StateError::LongMove {
                number,
                start,
                bytes,
            } => write!(
                f,
                "move {number}, {start}, is {bytes} bytes long; no move is longer than \
                 {MOVE_LIMIT}"
            ),
            StateError::Record(why) => why.fmt(f),
            StateError::Line {
                number,
                alternative,
            } => write!(
                f,
                "its line takes variation {alternative} at move {number}, which the moves do \
                 not have"
            ),
            StateError::At { at, moves } => write!(
                f,
                "it shows the position after move {at}, but the line has {moves} moves"
            ),
        }
    }
}

impl std::error::Error for StateError {}

fn syntax(line: Option<usize>, expected: &'static str, found: &str) -> StateError {
    StateError::Syntax {
        line,
        expected,
        found: quoted(found),
    }
}

/// The version a text names, if this build reads it.
fn version(text: &str) -> Result<u32, StateError> {
    text.parse::<u32>()
        .ok()
        .filter(|v| (1..=FORMAT).contains(v))
        .ok_or_else(|| StateError::Version(text.to_string()))
}

/// `2.1,5.2`: where a line leaves the main continuation, as [`GameState::line`] holds it.
fn read_turns(line: Option<usize>, text: &str) -> Result<Vec<(usize, usize)>, StateError> {
    text.split(',')
        .filter(|t| !t.is_empty())
        .map(|turn| {
            turn.split_once('.')
                .and_then(|(n, a)| Some((n.parse().ok()?, a.parse().ok()?)))
                .ok_or_else(|| syntax(line, "the line as move.variation, e.g. `2.1,5.1`", text))
        })
        .collect()
}

fn write_turns(turns: &[(usize, usize)]) -> String {
    let turns: Vec<String> = turns.iter().map(|(n, a)| format!("{n}.{a}")).collect();
    turns.join(",")
}

impl GameState {
    /// A game of `tree`'s moves (a record read from another program, say), showing the end
    /// of its main line.
    pub fn new(game: &str, options: Vec<(String, String)>, tree: GameTree) -> GameState {
        let at = tree.line(&[]).map_or(0, |line| line.len());
        GameState {
            game: game.to_string(),
            options,
            case: None,
            tree,
            line: Vec::new(),
            at,
        }
    }

    /// The moves of the line shown, in the move list's notation.
    pub fn moves(&self) -> Vec<String> {
        let line = self.tree.line(&self.line).unwrap_or_default();
        line.iter()
            .map(|&i| self.tree.moves[i].notation.clone())
            .collect()
    }

    /// The version the state is written in: 1 while it is one line without comments.
    fn version(&self) -> u32 {
        match self.tree.is_plain_line() && self.line.is_empty() {
            true => 1,
            false => FORMAT,
        }
    }

    /// The link spelling: `v=…&game=…&<option>=…&case=…&moves=…&line=…&at=…`, every value
    /// percent-encoded (a space as `+`), moves separated by `;`, a variation in `[…]` after
    /// the move it replaces and a comment in `{…}` after its move. `at` always comes last,
    /// so a link never ends in a bracket that chat programs might leave out.
    pub fn to_link(&self) -> String {
        let mut out = format!("v={}&game=", self.version());
        encode(&self.game, &mut out);
        for (key, value) in &self.options {
            out.push('&');
            encode(key, &mut out);
            out.push('=');
            encode(value, &mut out);
        }
        if let Some(case) = &self.case {
            out.push_str("&case=");
            encode(case, &mut out);
        }
        if !self.tree.moves.is_empty() || !self.tree.comment.is_empty() {
            out.push_str("&moves=");
            self.tree.to_link(&mut out);
        }
        if !self.line.is_empty() {
            out.push_str("&line=");
            out.push_str(&write_turns(&self.line));
        }
        out.push_str(&format!("&at={}", self.at));
        out
    }

    /// Reads a link (with or without its leading `#`).
    pub fn from_link(link: &str) -> Result<GameState, StateError> {
        let link = link.strip_prefix('#').unwrap_or(link);
        let mut version = None;
        let mut game = None;
        let mut case = None;
        let mut moves: Option<&str> = None;
        let mut line = None;
        let mut at = None;
        let mut options: Vec<(String, String)> = Vec::new();
        for pair in link.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| syntax(None, "key=value", pair))?;
            let key = decode(key).map_err(|(e, f)| syntax(None, e, f))?;
            let slot = match key.as_str() {
                "v" => &mut version,
                "game" => &mut game,
                "case" => &mut case,
                "line" => &mut line,
                "at" => &mut at,
                "moves" => {
                    if moves.replace(value).is_some() {
                        return Err(StateError::Repeated(key));
                    }
                    continue;
                }
                _ => {
                    if options.iter().any(|(k, _)| *k == key) {
                        return Err(StateError::Repeated(key));
                    }
                    options.push((key, decode(value).map_err(|(e, f)| syntax(None, e, f))?));
                    continue;
                }
            };
            if slot.is_some() {
                return Err(StateError::Repeated(key));
            }
            *slot = Some(decode(value).map_err(|(e, f)| syntax(None, e, f))?);
        }
        let version = version.ok_or_else(|| syntax(None, "a link starting `v=1&`", link))?;
        let tree = match (self::version(&version)?, moves) {
            (_, None) => GameTree::default(),
            (1, Some(moves)) => GameTree::from_line(
                moves
                    .split(';')
                    .filter(|m| !m.is_empty())
                    .map(|m| decode(m).map_err(|(e, f)| syntax(None, e, f)))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            (_, Some(moves)) => GameTree::from_link(moves)
                .map_err(|(expected, found)| syntax(None, expected, &found))?
                .depth_first(),
        };
        let line = read_turns(None, line.as_deref().unwrap_or(""))?;
        GameState::assemble(None, game, options, case, tree, line, at)
    }

    /// The text-file spelling: tags (`[Arbiter "…"]`, `[Game "…"]`, `[Title "…"]`, one per
    /// option with the option's key, `[Case "…"]` when there is a start position, `[Line
    /// "…"]` when the line shown is not the main one, `[At "…"]`), a blank line, then one
    /// numbered move a line, a variation indented under the move it replaces and a comment
    /// in `{…}` under its move. Tag values and comments escape `"`, `\` and line breaks (`\n`,
    /// `\r`) with a backslash. `title` is written for people and ignored when read.
    pub fn to_text(&self, title: &str) -> String {
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        };
        tag("Arbiter", &self.version().to_string());
        tag("Game", &self.game);
        tag("Title", title);
        for (key, value) in &self.options {
            tag(key, value);
        }
        if let Some(case) = &self.case {
            tag("Case", case);
        }
        if !self.line.is_empty() {
            tag("Line", &write_turns(&self.line));
        }
        tag("At", &self.at.to_string());
        out.push('\n');
        self.tree.to_text(&mut out);
        out
    }

    /// Reads the text-file spelling back; errors name the line.
    pub fn from_text(text: &str) -> Result<GameState, StateError> {
        let mut version = None;
        let mut game = None;
        let mut case = None;
        let mut line = None;
        let mut at = None;
        let mut options: Vec<(String, String)> = Vec::new();
        let mut moves: Option<TextReader> = None;
        for (index, raw) in text.lines().enumerate() {
            let number = Some(index + 1);
            let trimmed = raw.trim();
            if trimmed.is_empty() {
                continue;
            }
            if version.is_none() && !trimmed.starts_with("[Arbiter ") {
                return Err(syntax(
                    number,
                    "a game saved by Arbiter, starting [Arbiter \"1\"]",
                    trimmed,
                ));
            }
            if let Some(inner) = trimmed.strip_prefix('[') {
                if moves.is_some() {
                    return Err(syntax(
                        number,
                        "a move (tags come before the moves)",
                        trimmed,
                    ));
                }
                let (name, value) = read_tag(inner).ok_or_else(|| {
                    syntax(
                        number,
                        "a tag such as [Game \"nim\"] or a numbered move",
                        trimmed,
                    )
                })?;
                let value = unescape(value).ok_or_else(|| {
                    syntax(
                        number,
                        "a tag value with \\\", \\\\ or \\n escapes",
                        trimmed,
                    )
                })?;
                let slot = match name {
                    "Arbiter" => &mut version,
                    "Game" => &mut game,
                    "Case" => &mut case,
                    "Line" => &mut line,
                    "At" => &mut at,
                    "Title" => continue,
                    key => {
                        if options.iter().any(|(k, _)| k == key) {
                            return Err(StateError::Repeated(key.to_string()));
                        }
                        options.push((key.to_string(), value));
                        continue;
                    }
                };
                if slot.is_some() {
                    return Err(StateError::Repeated(name.to_string()));
                }
                *slot = Some(value);
                continue;
            }
            if moves.is_none() {
                moves = Some(TextReader::new(self::version(
                    version.as_deref().unwrap_or_default(),
                )?));
            }
            if let Some(reader) = moves.as_mut() {
                reader
                    .line(raw.trim_end())
                    .map_err(|expected| syntax(number, expected, trimmed))?;
            }
        }
        let version = version.ok_or_else(|| {
            syntax(
                Some(1),
                "a game saved by Arbiter, starting [Arbiter \"1\"]",
                "",
            )
        })?;
        self::version(&version)?;
        let lines = Some(text.lines().count());
        let tree = moves.map(TextReader::finish).unwrap_or_default();
        let line = read_turns(lines, line.as_deref().unwrap_or(""))?;
        GameState::assemble(lines, game, options, case, tree.depth_first(), line, at)
    }

    /// Checks what both spellings share: a game, moves of a sane length, a line the moves
    /// have and `at` within it.
    fn assemble(
        line_number: Option<usize>,
        game: Option<String>,
        options: Vec<(String, String)>,
        case: Option<String>,
        tree: GameTree,
        line: Vec<(usize, usize)>,
        at: Option<String>,
    ) -> Result<GameState, StateError> {
        let game = game
            .filter(|g| !g.is_empty())
            .ok_or_else(|| syntax(line_number, "the game's name (`game=…`)", ""))?;
        if let Some((i, mv)) = tree
            .moves
            .iter()
            .enumerate()
            .find(|(_, m)| m.notation.len() > MOVE_LIMIT)
        {
            return Err(StateError::LongMove {
                number: i + 1,
                start: quoted(&mv.notation),
                bytes: mv.notation.len(),
            });
        }
        let length = tree
            .line(&line)
            .map_err(|(number, alternative)| StateError::Line {
                number,
                alternative,
            })?
            .len();
        let at = match at {
            None => length,
            Some(text) => text
                .parse::<usize>()
                .map_err(|_| syntax(line_number, "a number of moves after `at`", &text))?,
        };
        if at > length {
            return Err(StateError::At { at, moves: length });
        }
        Ok(GameState {
            game,
            options,
            case,
            tree,
            line,
            at,
        })
    }
}

/// `Name "value"]` split into the name and the raw value.
fn read_tag(inner: &str) -> Option<(&str, &str)> {
    let (name, rest) = inner.split_once(' ')?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix("\"]")?;
    let simple = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    (!name.is_empty() && name.chars().all(simple)).then_some((name, value))
}
