//! A game as links and saved files hold it: which game, its options, the start position when
//! a pasted case set one, the line of moves in the move list's notation, and how far along the
//! line the position shown is. Two spellings, both versioned and read back exactly:
//!
//! - the link (the part of a page address after `#`):
//!   `v=1&game=nim&heaps=3+4+5&rule=normal&k=1&moves=take+2+from+heap+1;take+5+from+heap+3&at=2`;
//! - the text file a player saves and imports, one tag a line and one move a line:
//!   `[Arbiter "1"]`, `[Game "nim"]`, `[heaps "3 4 5"]`, …, then `1. take 2 from heap 1`.
//!
//! Reading checks the spelling only; whether the game, its options and its moves make sense is
//! for the board that opens the state to say.

use super::refusal::{OptionError, Refusal};
use crate::input::quoted;
use crate::records::{GameRecord, RecordError};
use std::fmt;

/// The version of both spellings; a link or file of another version is refused by name.
pub const FORMAT: u32 = 1;

/// Link keys that are not option names: no game may call an option so.
pub const RESERVED_KEYS: [&str; 5] = ["v", "game", "case", "moves", "at"];

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
    /// The whole line in the move list's notation, including moves after the one shown.
    pub moves: Vec<String>,
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
                "it is in format version `{v}`; this version of Arbiter reads version {FORMAT}"
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

impl GameState {
    /// The link spelling: `v=1&game=…&<option>=…&case=…&moves=…;…&at=…`, every value
    /// percent-encoded (a space as `+`), moves separated by `;`. `at` always comes last, so
    /// a link never ends in a bracket that chat programs might leave out.
    pub fn to_link(&self) -> String {
        let mut out = format!("v={FORMAT}&game=");
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
        if !self.moves.is_empty() {
            out.push_str("&moves=");
            for (i, mv) in self.moves.iter().enumerate() {
                if i > 0 {
                    out.push(';');
                }
                encode(mv, &mut out);
            }
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
        let mut moves = None;
        let mut at = None;
        let mut options: Vec<(String, String)> = Vec::new();
        for pair in link.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| syntax(None, "key=value", pair))?;
            let key = decode(key)?;
            let slot = match key.as_str() {
                "v" => &mut version,
                "game" => &mut game,
                "case" => &mut case,
                "at" => &mut at,
                "moves" => {
                    if moves.is_some() {
                        return Err(StateError::Repeated(key));
                    }
                    moves = Some(
                        value
                            .split(';')
                            .filter(|m| !m.is_empty())
                            .map(decode)
                            .collect::<Result<Vec<_>, _>>()?,
                    );
                    continue;
                }
                _ => {
                    if options.iter().any(|(k, _)| *k == key) {
                        return Err(StateError::Repeated(key));
                    }
                    options.push((key, decode(value)?));
                    continue;
                }
            };
            if slot.is_some() {
                return Err(StateError::Repeated(key));
            }
            *slot = Some(decode(value)?);
        }
        let version = version.ok_or_else(|| syntax(None, "a link starting `v=1&`", link))?;
        GameState::assemble(None, &version, game, options, case, moves, at)
    }

    /// The text-file spelling: tags (`[Arbiter "1"]`, `[Game "…"]`, `[Title "…"]`, one per
    /// option with the option's key, `[Case "…"]` when there is a start position, `[At "…"]`),
    /// a blank line, then one numbered move a line. Tag values escape `"`, `\` and line
    /// breaks (`\n`, `\r`) with a backslash. `title` is written for people and ignored when read.
    pub fn to_text(&self, title: &str) -> String {
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        };
        tag("Arbiter", &FORMAT.to_string());
        tag("Game", &self.game);
        tag("Title", title);
        for (key, value) in &self.options {
            tag(key, value);
        }
        if let Some(case) = &self.case {
            tag("Case", case);
        }
        tag("At", &self.at.to_string());
        out.push('\n');
        for (i, mv) in self.moves.iter().enumerate() {
            out.push_str(&format!("{}. {mv}\n", i + 1));
        }
        out
    }

    /// Reads the text-file spelling back; errors name the line.
    pub fn from_text(text: &str) -> Result<GameState, StateError> {
        let mut version = None;
        let mut game = None;
        let mut case = None;
        let mut at = None;
        let mut options: Vec<(String, String)> = Vec::new();
        let mut moves = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let number = Some(index + 1);
            let line = raw.trim();
            if line.is_empty() {
                continue;
            }
            if version.is_none() && !line.starts_with("[Arbiter ") {
                return Err(syntax(
                    number,
                    "a game saved by Arbiter, starting [Arbiter \"1\"]",
                    line,
                ));
            }
            if let Some(inner) = line.strip_prefix('[') {
                if !moves.is_empty() {
                    return Err(syntax(number, "a move (tags come before the moves)", line));
                }
                let (name, value) = read_tag(inner).ok_or_else(|| {
                    syntax(
                        number,
                        "a tag such as [Game \"nim\"] or a numbered move",
                        line,
                    )
                })?;
                let value = unescape(value).ok_or_else(|| {
                    syntax(number, "a tag value with \\\", \\\\ or \\n escapes", line)
                })?;
                let slot = match name {
                    "Arbiter" => &mut version,
                    "Game" => &mut game,
                    "Case" => &mut case,
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
            let wanted = moves.len() + 1;
            let mv = line
                .split_once(". ")
                .filter(|(n, _)| n.parse::<usize>() == Ok(wanted))
                .map(|(_, mv)| mv.trim())
                .filter(|mv| !mv.is_empty())
                .ok_or_else(|| syntax(number, "the next numbered move, e.g. `1. (3, 4)`", line))?;
            moves.push(mv.to_string());
        }
        let version = version.ok_or_else(|| {
            syntax(
                Some(1),
                "a game saved by Arbiter, starting [Arbiter \"1\"]",
                "",
            )
        })?;
        GameState::assemble(
            Some(text.lines().count()),
            &version,
            game,
            options,
            case,
            Some(moves),
            at,
        )
    }

    /// A record's game and main line, at its end.
    pub fn from_record(record: &GameRecord) -> GameState {
        let moves = record.moves();
        GameState {
            game: record.game.slug().to_string(),
            options: record.options(),
            case: None,
            at: moves.len(),
            moves,
        }
    }

    /// Checks what both spellings share: the version, a game, and `at` within the line.
    fn assemble(
        line: Option<usize>,
        version: &str,
        game: Option<String>,
        options: Vec<(String, String)>,
        case: Option<String>,
        moves: Option<Vec<String>>,
        at: Option<String>,
    ) -> Result<GameState, StateError> {
        if version != FORMAT.to_string() {
            return Err(StateError::Version(version.to_string()));
        }
        let game = game
            .filter(|g| !g.is_empty())
            .ok_or_else(|| syntax(line, "the game's name (`game=…`)", ""))?;
        let moves = moves.unwrap_or_default();
        if let Some((i, mv)) = moves.iter().enumerate().find(|(_, m)| m.len() > MOVE_LIMIT) {
            return Err(StateError::LongMove {
                number: i + 1,
                start: quoted(mv),
                bytes: mv.len(),
            });
        }
        let at = match at {
            None => moves.len(),
            Some(text) => text
                .parse::<usize>()
                .map_err(|_| syntax(line, "a number of moves after `at`", &text))?,
        };
        if at > moves.len() {
            return Err(StateError::At {
                at,
                moves: moves.len(),
            });
        }
        Ok(GameState {
            game,
            options,
            case,
            moves,
            at,
        })
    }
}

/// Percent-encodes `text` onto `out`: letters, digits and `-._~!$'()*,:@/?` stay, a space
/// becomes `+`, every other byte `%XX`.
fn encode(text: &str, out: &mut String) {
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => out.push(char::from(byte)),
            b'-' | b'.' | b'_' | b'~' | b'!' | b'$' | b'\'' | b'(' | b')' | b'*' | b',' | b':'
            | b'@' | b'/' | b'?' => out.push(char::from(byte)),
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
}

/// Reverses [`encode`] (and takes characters a browser left unencoded as they are).
fn decode(text: &str) -> Result<String, StateError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let byte = text
                    .get(i + 1..i + 3)
                    .and_then(|hex| u8::from_str_radix(hex, 16).ok())
                    .ok_or_else(|| syntax(None, "`%` and two hexadecimal digits", &text[i..]))?;
                out.push(byte);
                i += 2;
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| syntax(None, "text in UTF-8", text))
}

/// `Name "value"]` split into the name and the raw value.
fn read_tag(inner: &str) -> Option<(&str, &str)> {
    let (name, rest) = inner.split_once(' ')?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix("\"]")?;
    let simple = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    (!name.is_empty() && name.chars().all(simple)).then_some((name, value))
}

fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

fn unescape(value: &str) -> Option<String> {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                'r' => out.push('\r'),
                other @ ('\\' | '"') => out.push(other),
                _ => return None,
            },
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(out)
}
