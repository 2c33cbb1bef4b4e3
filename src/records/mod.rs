//! Game records in the formats players keep: SGF for Havannah (as Little Golem and HavannahGui
//! write it), for TwixT (as Little Golem writes it, played here as Connect) and for Gomoku
//! (`GM[4]`), and Piskvork's `.psq` for Gomoku. A file reads into a [`GameRecord`] (the game,
//! its board, the swap rule, and a tree of moves with comments) and a record writes back to
//! either format where the game has it.
//!
//! Coordinates are turned into the games' own here, so the rest of Arbiter sees moves in the
//! move list's notation, `(x, y)` and `swap`:
//! - Havannah, HavannahGui (Ciura and Wieczorek's Lajkonik calls it "classical"): a letter for
//!   the column and a number, `a1` the bottom corner, which are exactly Arbiter's `(x, y)`.
//!   Little Golem numbers each column from its own bottom cell instead: on a board of side S,
//!   `E1` (column 5 > S) is `(5, 5 − S + 1)`. The file is Little Golem's when `SO` names it.
//!   (Lajkonik's `FromLittleGolemString`, github.com/MarcinCiura/iggc-havannah, and a Little
//!   Golem game quoted in github.com/rduerig/StrategyBDD.) `SZ` is the side, as both write it.
//! - TwixT, Little Golem's `.tsgf`: `b[..]` and `r[..]`, two letters (column, row; `a`–`z`
//!   then `A`–`Z`), `SZ` the holes a side; the first player joins the top and bottom rows, and
//!   a swap (`r[swap]`) leaves the peg where it stands and swaps the players' colours, so the
//!   colour letters change hands (github.com/stevens68/twixtbot-ui `files.py`,
//!   github.com/ahensel/twixt-commentator `LittleGolemParser.js`). Arbiter's Black joins left
//!   and right and a swap reflects the peg, so a point `cr` is `(r, c)` before a swap and
//!   `(c, r)` after it; both frames keep every link.
//! - Gomoku: SGF's letters `aa` top left (column, then row down), Arbiter's `(x, y)` has
//!   `(0, 0)` bottom left. Piskvork's `.psq` lines `x,y,time` count from 1 at the top left.

mod psq;
pub mod sgf;

use crate::connect::Connect;
use crate::gomoku::{MAX_SIZE as GOMOKU_MAX, MIN_SIZE as GOMOKU_MIN, SIZE as GOMOKU_SIZE};
use crate::havannah::{MAX_SIDE, MIN_SIDE};
use crate::input::{quoted, Pos};
use std::fmt;

/// The games that have a community record format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// Havannah, SGF.
    Havannah,
    /// Connect, the TwixT-like game, from TwixT's SGF.
    Connect,
    /// Gomoku, SGF and PSQ.
    Gomoku,
}

impl Game {
    /// The playground's slug.
    pub fn slug(self) -> &'static str {
        match self {
            Game::Havannah => "havannah",
            Game::Connect => "connect",
            Game::Gomoku => "gomoku",
        }
    }

    /// The game a slug names, if it has a record format.
    pub fn from_slug(slug: &str) -> Option<Game> {
        [Game::Havannah, Game::Connect, Game::Gomoku]
            .into_iter()
            .find(|g| g.slug() == slug)
    }
}

/// The two file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Smart Game Format.
    Sgf,
    /// Piskvork's Gomoku record.
    Psq,
}

impl Format {
    /// Which format `text` is in, by its first characters: `(` for SGF, `Piskvork` for PSQ;
    /// None for anything else (Arbiter's own text format, say).
    pub fn detect(text: &str) -> Option<Format> {
        let start = text.trim_start_matches('\u{feff}').trim_start();
        if start.starts_with('(') {
            Some(Format::Sgf)
        } else if start.starts_with("Piskvork") {
            Some(Format::Psq)
        } else {
            None
        }
    }
}

/// A move of a record, in the game's own coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordMove {
    /// A stone or peg at `(x, y)` as the move list writes it.
    Place {
        /// Column.
        x: u32,
        /// Row.
        y: u32,
    },
    /// The swap of the pie rule.
    Swap,
}

impl RecordMove {
    /// The move list's notation: `(3, 4)` or `swap`.
    pub fn notation(&self) -> String {
        match self {
            RecordMove::Place { x, y } => format!("({x}, {y})"),
            RecordMove::Swap => "swap".into(),
        }
    }

    /// Reads the move list's notation back.
    fn from_notation(text: &str) -> Option<RecordMove> {
        if text.trim() == "swap" {
            return Some(RecordMove::Swap);
        }
        let (x, y) = crate::input::coordinate_pair(text).ok()?;
        Some(RecordMove::Place { x, y })
    }
}

/// One node of a record's tree.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordNode {
    /// The move played at this node; None at the root or a node that only comments.
    pub mv: Option<RecordMove>,
    /// How the game ended here instead of a move (`resign`, `draw`), as the file wrote it.
    pub ending: Option<String>,
    /// The comment on this node (SGF `C`).
    pub comment: Option<String>,
    /// Children in [`GameRecord::nodes`], main line first.
    pub children: Vec<usize>,
    /// Where the node stands in the file.
    pub pos: Pos,
}

/// A game as a record file holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The game.
    pub game: Game,
    /// The board: Havannah's side, Connect's N (points 0..=N), Gomoku's side.
    pub size: u32,
    /// Whether the swap (pie) rule is on.
    pub swap: bool,
    /// The root's other properties kept for writing back (players, event, result, date…).
    pub info: Vec<(String, String)>,
    /// Node 0 is the root; a node's children come after it.
    pub nodes: Vec<RecordNode>,
}

/// Root properties a record keeps as they are; the rest are the format's own. `SO` is not
/// kept: it says whose coordinates the file uses, and Arbiter writes its own.
const INFO: [&str; 11] = [
    "PB", "PW", "BR", "WR", "EV", "RO", "DT", "PC", "RE", "GN", "GC",
];

impl GameRecord {
    /// The indices of the main line's nodes, root first.
    pub fn main_line(&self) -> Vec<usize> {
        let mut line = Vec::new();
        let mut at = Some(0);
        while let Some(index) = at.filter(|&i| i < self.nodes.len()) {
            line.push(index);
            at = self.nodes[index].children.first().copied();
        }
        line
    }

    /// The main line's moves in the move list's notation, up to an ending.
    pub fn moves(&self) -> Vec<String> {
        self.main_line_moves()
            .into_iter()
            .map(|(_, mv)| mv.notation())
            .collect()
    }

    /// The main line's moves with the node each stands at.
    pub fn main_line_moves(&self) -> Vec<(usize, RecordMove)> {
        let mut moves = Vec::new();
        for index in self.main_line() {
            let node = &self.nodes[index];
            if node.ending.is_some() {
                break;
            }
            if let Some(mv) = node.mv {
                moves.push((index, mv));
            }
        }
        moves
    }

    /// The playground options that start this game.
    pub fn options(&self) -> Vec<(String, String)> {
        let on = |b: bool| if b { "on" } else { "off" }.to_string();
        match self.game {
            // Records are of two-player games played by the official ring rule.
            Game::Havannah => vec![
                ("side".into(), self.size.to_string()),
                ("mode".into(), "official".into()),
                ("swap".into(), on(self.swap)),
            ],
            Game::Connect => vec![
                ("n".into(), self.size.to_string()),
                ("pie".into(), on(self.swap)),
            ],
            Game::Gomoku => vec![("size".into(), self.size.to_string())],
        }
    }

    /// The record of a line of moves played on the page: `slug` and `options` as the
    /// playground holds them, `moves` in the move list's notation.
    pub fn from_line(
        slug: &str,
        options: &[(String, String)],
        moves: &[String],
    ) -> Result<GameRecord, RecordError> {
        let line = moves.iter().enumerate();
        let tree = line.map(|(i, mv)| (i.checked_sub(1), mv.as_str(), ""));
        GameRecord::from_tree(slug, options, "", tree)
    }

    /// The record of a tree of moves played on the page: `slug` and `options` as the
    /// playground holds them, `comment` on the start, then each move in the move list's
    /// notation with the index of the move it follows (None: from the start; always an
    /// earlier one) and its comment ('' for none). The first move after a position is its
    /// main line.
    pub fn from_tree<'m>(
        slug: &str,
        options: &[(String, String)],
        comment: &str,
        moves: impl IntoIterator<Item = (Option<usize>, &'m str, &'m str)>,
    ) -> Result<GameRecord, RecordError> {
        let game = Game::from_slug(slug).ok_or_else(|| RecordError::Unwritable {
            why: format!(
                "{} has no SGF or PSQ record; save it as text instead",
                quoted(slug)
            ),
        })?;
        let option = |key: &str| {
            options
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        if option("mode") == Some("single") {
            return Err(RecordError::Unwritable {
                why: "the one-player replay is a contest case, not a game record; save it as text"
                    .into(),
            });
        }
        let number = |key: &str| option(key).and_then(|v| v.parse::<u32>().ok());
        let (size, swap) = match game {
            Game::Havannah => (number("side"), option("swap") == Some("on")),
            Game::Connect => (number("n"), option("pie") == Some("on")),
            Game::Gomoku => (number("size").or(Some(u32::from(GOMOKU_SIZE))), false),
        };
        let size = size.ok_or_else(|| RecordError::Unwritable {
            why: "the board's size is missing from the game's options".into(),
        })?;
        let text = |comment: &str| (!comment.is_empty()).then(|| comment.to_string());
        let mut nodes = vec![RecordNode {
            comment: text(comment),
            ..RecordNode::default()
        }];
        for (i, (parent, notation, comment)) in moves.into_iter().enumerate() {
            let unwritable = |what: &str| RecordError::Unwritable {
                why: format!("move {}, {}, {what}", i + 1, quoted(notation)),
            };
            let mv =
                RecordMove::from_notation(notation).ok_or_else(|| unwritable("does not read"))?;
            let parent = parent.map_or(0, |p| p + 1);
            let node = nodes
                .get_mut(parent)
                .ok_or_else(|| unwritable("follows no earlier move"))?;
            node.children.push(i + 1);
            nodes.push(RecordNode {
                mv: Some(mv),
                comment: text(comment),
                ..RecordNode::default()
            });
        }
        Ok(GameRecord {
            game,
            size,
            swap,
            info: Vec::new(),
            nodes,
        })
    }
}

/// The formats a game with these options can be written in: none for a game without a record
/// format, the one-player Havannah replay, or a board too large for the format's letters. Cheap:
/// the page asks after every move which buttons to offer.
pub fn formats(slug: &str, options: &[(String, String)]) -> Vec<Format> {
    let option = |key: &str| {
        options
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let number = |key: &str| option(key).and_then(|v| v.parse::<u32>().ok());
    match Game::from_slug(slug) {
        Some(Game::Gomoku) => vec![Format::Sgf, Format::Psq],
        Some(Game::Havannah)
            if option("mode") != Some("single") && number("side").is_some_and(|s| s <= 13) =>
        {
            vec![Format::Sgf]
        }
        Some(Game::Connect) if number("n").is_some_and(|n| n <= 51) => vec![Format::Sgf],
        _ => Vec::new(),
    }
}

/// Reads a record in either format (see [`Format::detect`]).
pub fn read(text: &str) -> Result<GameRecord, RecordError> {
    match Format::detect(text) {
        Some(Format::Psq) => psq::read(text),
        Some(Format::Sgf) => from_sgf(&sgf::parse(text)?),
        None => Err(RecordError::Syntax {
            pos: Pos { line: 1, column: 1 },
            expected: "an SGF record, starting `(;`, or a Piskvork record",
            found: quoted(text.lines().next().unwrap_or("")),
        }),
    }
}

/// Writes a record in `format`, or says why the game or board cannot be written so.
pub fn write(record: &GameRecord, format: Format) -> Result<String, RecordError> {
    match format {
        Format::Sgf => Ok(sgf::write(&to_sgf(record)?)),
        Format::Psq => psq::write(record),
    }
}

/// Why a record could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text breaks the format's syntax.
    Syntax {
        /// Where.
        pos: Pos,
        /// What the format wants there.
        expected: &'static str,
        /// What is there, quoted short.
        found: String,
    },
    /// A value that reads but that Arbiter cannot take: a game it does not play, a board
    /// size it lacks, a point off the board, a move the game refuses.
    Value {
        /// Where the property or line starts.
        pos: Pos,
        /// The value as written, quoted short.
        value: String,
        /// Why it is refused.
        why: String,
    },
    /// The game or its board has no spelling in the format asked for.
    Unwritable {
        /// Why.
        why: String,
    },
}

impl RecordError {
    /// A value refused at `pos`.
    pub fn value(pos: Pos, value: &str, why: impl Into<String>) -> RecordError {
        RecordError::Value {
            pos,
            value: quoted(value),
            why: why.into(),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax {
                pos,
                expected,
                found,
            } => write!(f, "{pos}: expected {expected}, found {found}"),
            RecordError::Value { pos, value, why } => write!(f, "{pos}: {value}: {why}"),
            RecordError::Unwritable { why } => f.write_str(why),
        }
    }
}

impl std::error::Error for RecordError {}

/// A column letter's index from 0: `a`–`z`, then `A`–`Z` (Little Golem's TwixT).
fn letter_index(c: u8) -> Option<u32> {
    match c {
        b'a'..=b'z' => Some(u32::from(c - b'a')),
        b'A'..=b'Z' => Some(u32::from(c - b'A') + 26),
        _ => None,
    }
}

/// The letter for an index from 0, as [`letter_index`] reads it.
fn index_letter(i: u32) -> Option<char> {
    match i {
        0..=25 => Some(char::from(b'a' + i as u8)),
        26..=51 => Some(char::from(b'A' + (i - 26) as u8)),
        _ => None,
    }
}

/// How a file's moves are spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spelling {
    /// Havannah, HavannahGui's letter and number.
    Classical,
    /// Havannah, Little Golem's letter and per-column number.
    LittleGolem,
    /// TwixT, Little Golem's two letters.
    Twixt,
    /// Gomoku, two letters from the top left.
    Gomoku,
}

/// The properties that hold moves: Black and White, and Little Golem's TwixT colours.
const MOVES: [&str; 4] = ["B", "W", "b", "r"];

/// Values that end a game instead of a move.
const ENDINGS: [&str; 4] = ["resign", "draw", "forfeit", "timeout"];

fn from_sgf(tree: &sgf::Tree) -> Result<GameRecord, RecordError> {
    let root = &tree.nodes[0];
    let text = |id: &str| root.get(id).map(|p| p.values[0].trim().to_string());
    let at = |id: &str| root.get(id).map_or(root.pos, |p| p.pos);
    let lower = |id: &str| text(id).map(|v| v.to_ascii_lowercase());
    let has_twixt_moves = tree.nodes.iter().any(|n| {
        n.properties
            .iter()
            .any(|p| MOVES[2..].contains(&p.id.as_str()))
    });
    let game = match lower("GM").as_deref() {
        Some("4") => Game::Gomoku,
        Some("havannah") => Game::Havannah,
        Some("twixt") => Game::Connect,
        Some(other) => {
            return Err(RecordError::value(
                at("GM"),
                other,
                "a game Arbiter does not read: it reads GM[4] (Gomoku), Havannah and TwixT",
            ))
        }
        None if lower("EV").is_some_and(|e| e.starts_with("twixt")) || has_twixt_moves => {
            Game::Connect
        }
        // HavannahGui's `.hgf` says no game: its moves are a letter and a number.
        None if lower("EV").is_some_and(|e| e.starts_with("hav")) || cell_named(tree) => {
            Game::Havannah
        }
        None => {
            return Err(RecordError::value(
                root.pos,
                "",
                "the file does not say its game: GM[4] for Gomoku, EV[havannah…] or \
                 EV[twixt…] as Little Golem writes them, or Havannah moves such as W[e5]",
            ))
        }
    };
    let size_value = text("SZ");
    let size_at = at("SZ");
    let read_size = |default: u32| match &size_value {
        None => Ok(default),
        Some(v) => v
            .parse::<u32>()
            .map_err(|_| RecordError::value(size_at, v, "a board size must be a number")),
    };
    let (size, spelling) = match game {
        Game::Gomoku => {
            let size = read_size(u32::from(GOMOKU_SIZE))?;
            if !(u32::from(GOMOKU_MIN)..=u32::from(GOMOKU_MAX)).contains(&size) {
                return Err(RecordError::value(
                    size_at,
                    &size.to_string(),
                    format!("Arbiter plays Gomoku on boards of {GOMOKU_MIN} to {GOMOKU_MAX}"),
                ));
            }
            (size, Spelling::Gomoku)
        }
        Game::Havannah => {
            let side = read_size(8)?;
            if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
                return Err(RecordError::value(
                    size_at,
                    &side.to_string(),
                    format!("a Havannah side must be {MIN_SIDE} to {MAX_SIDE}"),
                ));
            }
            let lg = lower("SO").is_some_and(|s| s.contains("littlegolem"));
            (
                side,
                if lg {
                    Spelling::LittleGolem
                } else {
                    Spelling::Classical
                },
            )
        }
        Game::Connect => {
            // Little Golem counts holes a side; Connect's N is the last point's coordinate.
            let holes = read_size(24)?;
            let (min, max) = (
                Connect::MIN_N as u32 + 1,
                Connect::PLAYGROUND_MAX_N as u32 + 1,
            );
            if !(min..=max).contains(&holes) {
                return Err(RecordError::value(
                    size_at,
                    &holes.to_string(),
                    format!("a TwixT board has {min} to {max} holes a side here"),
                ));
            }
            (holes - 1, Spelling::Twixt)
        }
    };
    let swap = match game {
        Game::Gomoku => false,
        // Little Golem plays both with the swap; a file from elsewhere may say so in RU.
        _ => {
            spelling != Spelling::Classical
                || lower("RU").is_some_and(|r| r.contains("swap") || r.contains("pie"))
                || tree.nodes.iter().any(|n| {
                    n.properties.iter().any(|p| {
                        MOVES.contains(&p.id.as_str()) && p.values[0].eq_ignore_ascii_case("swap")
                    })
                })
        }
    };
    let info = root
        .properties
        .iter()
        .filter(|p| INFO.contains(&p.id.as_str()))
        .map(|p| (p.id.clone(), p.values[0].clone()))
        .collect();
    let mut record = GameRecord {
        game,
        size,
        swap,
        info,
        nodes: Vec::with_capacity(tree.nodes.len()),
    };
    // (SGF node, record parent, whether a swap came before it on its line).
    let mut stack = vec![(0usize, None::<usize>, false)];
    while let Some((index, parent, swapped)) = stack.pop() {
        let node = &tree.nodes[index];
        let mut made = RecordNode {
            pos: node.pos,
            ..RecordNode::default()
        };
        let mut swapped_after = swapped;
        for property in &node.properties {
            match property.id.as_str() {
                "C" => made.comment = Some(property.values.join("\n")),
                "AB" | "AW" | "AE" => {
                    return Err(RecordError::value(
                        property.pos,
                        &property.id,
                        "setup stones are not read: Arbiter replays games from the empty board",
                    ))
                }
                id if MOVES.contains(&id) => {
                    if made.mv.is_some() || made.ending.is_some() {
                        return Err(RecordError::value(
                            property.pos,
                            &property.id,
                            "a second move in one node",
                        ));
                    }
                    let value = property.values[0].trim();
                    // Little Golem's TwixT appends offers to a move: `b[pl|draw]`.
                    let value = value.split('|').next().unwrap_or("");
                    if ENDINGS.iter().any(|e| value.eq_ignore_ascii_case(e)) {
                        made.ending = Some(value.to_ascii_lowercase());
                    } else {
                        let mv = read_move(spelling, size, swapped, value)
                            .map_err(|why| RecordError::value(property.pos, value, why))?;
                        swapped_after |= mv == RecordMove::Swap;
                        made.mv = Some(mv);
                    }
                }
                _ => {}
            }
        }
        let made_index = record.nodes.len();
        record.nodes.push(made);
        if let Some(parent) = parent {
            record.nodes[parent].children.push(made_index);
        }
        // Reversed so the main line is taken first and keeps its place.
        for &child in node.children.iter().rev() {
            stack.push((child, Some(made_index), swapped_after));
        }
    }
    Ok(record)
}

/// Whether the file's first move names a cell as Havannah's spellings do, `e5`.
fn cell_named(tree: &sgf::Tree) -> bool {
    let first =
        tree.nodes.iter().flat_map(|n| &n.properties).find(|p| {
            MOVES[..2].contains(&p.id.as_str()) && !p.values[0].eq_ignore_ascii_case("swap")
        });
    first.is_some_and(|p| {
        let value = p.values[0].trim().as_bytes();
        value.len() >= 2
            && value[0].is_ascii_alphabetic()
            && value[1..].iter().all(u8::is_ascii_digit)
    })
}

/// One move's value in `spelling` on a board of `size`.
fn read_move(
    spelling: Spelling,
    size: u32,
    swapped: bool,
    value: &str,
) -> Result<RecordMove, String> {
    if value.eq_ignore_ascii_case("swap") {
        return match spelling {
            Spelling::Gomoku => Err("Gomoku has no swap".into()),
            _ => Ok(RecordMove::Swap),
        };
    }
    let bytes = value.as_bytes();
    let off = || format!("not a point of this board (size {size})");
    match spelling {
        Spelling::Gomoku | Spelling::Twixt => {
            let [a, b] = bytes else {
                return Err("expected two letters, column then row".into());
            };
            let (c, r) = letter_index(*a)
                .zip(letter_index(*b))
                .ok_or("expected two letters, column then row")?;
            if spelling == Spelling::Gomoku {
                if c >= size || r >= size {
                    return Err(off());
                }
                return Ok(RecordMove::Place {
                    x: c,
                    y: size - 1 - r,
                });
            }
            if c > size || r > size {
                return Err(off());
            }
            Ok(if swapped {
                RecordMove::Place { x: c, y: r }
            } else {
                RecordMove::Place { x: r, y: c }
            })
        }
        Spelling::Classical | Spelling::LittleGolem => {
            let column = bytes
                .first()
                .and_then(|b| letter_index(b.to_ascii_lowercase()))
                .ok_or("expected a column letter and a row number, like e5")?
                + 1;
            let number = value[1..]
                .parse::<u32>()
                .map_err(|_| "expected a column letter and a row number, like e5")?;
            let row = if spelling == Spelling::LittleGolem {
                number.saturating_add(column.saturating_sub(size))
            } else {
                number
            };
            let board = crate::havannah::Board::new(size).map_err(|e| e.to_string())?;
            if !board.contains_xy(i64::from(column), i64::from(row)) {
                return Err(off());
            }
            Ok(RecordMove::Place { x: column, y: row })
        }
    }
}

/// A record as an SGF tree: Havannah in HavannahGui's spelling (Arbiter's own coordinates),
/// TwixT in Little Golem's, Gomoku as `GM[4]`.
fn to_sgf(record: &GameRecord) -> Result<sgf::Tree, RecordError> {
    let property = |id: &str, value: String| sgf::Property {
        id: id.into(),
        values: vec![value],
        pos: Pos::default(),
    };
    let unwritable = |why: &str| RecordError::Unwritable { why: why.into() };
    match record.game {
        Game::Havannah if record.size > 13 => {
            return Err(unwritable(
                "Havannah's SGF letters reach side 13 (26 columns); this board is larger",
            ))
        }
        Game::Connect if record.size > 51 => {
            return Err(unwritable(
                "TwixT's SGF letters reach 52 holes a side; this board is larger",
            ))
        }
        _ => {}
    }
    // Havannah and TwixT files say their game in EV, as Little Golem's do: the file's own
    // event when it does, else the game's name.
    let event = record
        .info
        .iter()
        .find(|(id, _)| id == "EV")
        .map(|(_, v)| v);
    let named = |prefix: &str| {
        event
            .filter(|e| e.to_ascii_lowercase().starts_with(prefix))
            .cloned()
    };
    let mut root = vec![property("FF", "4".into())];
    match record.game {
        Game::Gomoku => root.push(property("GM", "4".into())),
        Game::Havannah => root.push(property(
            "EV",
            named("hav").unwrap_or_else(|| "havannah".into()),
        )),
        Game::Connect => root.push(property(
            "EV",
            named("twixt").unwrap_or_else(|| "twixt".into()),
        )),
    }
    let size = match record.game {
        Game::Connect => record.size + 1,
        _ => record.size,
    };
    root.push(property("SZ", size.to_string()));
    if record.swap && record.game == Game::Havannah {
        root.push(property("RU", "swap".into()));
    }
    root.push(property("AP", "Arbiter".into()));
    for (id, value) in &record.info {
        if id != "EV" || record.game == Game::Gomoku {
            root.push(property(id, value.clone()));
        }
    }
    let mut tree = sgf::Tree::default();
    // (record node, sgf parent, ply of its move if it has one, swapped before it).
    let mut stack = vec![(0usize, None::<usize>, 0usize, false)];
    while let Some((index, parent, ply, swapped)) = stack.pop() {
        let node = &record.nodes[index];
        let mut properties = if index == 0 {
            std::mem::take(&mut root)
        } else {
            Vec::new()
        };
        let played = node.mv.is_some() || node.ending.is_some();
        let mut swapped_after = swapped;
        if played {
            let first = ply % 2 == 0;
            let id = match record.game {
                // Little Golem's colours change hands at the swap.
                Game::Connect => {
                    if first != swapped {
                        "b"
                    } else {
                        "r"
                    }
                }
                Game::Havannah => {
                    if first {
                        "W"
                    } else {
                        "B"
                    }
                }
                Game::Gomoku => {
                    if first {
                        "B"
                    } else {
                        "W"
                    }
                }
            };
            let value = match (&node.ending, node.mv) {
                (Some(ending), _) => ending.clone(),
                (None, Some(mv)) => {
                    swapped_after |= mv == RecordMove::Swap;
                    write_move(record, mv, swapped)?
                }
                (None, None) => String::new(),
            };
            properties.push(property(id, value));
        }
        if let Some(comment) = &node.comment {
            properties.push(property("C", comment.clone()));
        }
        let made = tree.nodes.len();
        tree.nodes.push(sgf::Node {
            properties,
            children: Vec::new(),
            pos: Pos::default(),
        });
        if let Some(parent) = parent {
            tree.nodes[parent].children.push(made);
        }
        let next = ply + usize::from(node.mv.is_some());
        for &child in node.children.iter().rev() {
            stack.push((child, Some(made), next, swapped_after));
        }
    }
    Ok(tree)
}

fn write_move(record: &GameRecord, mv: RecordMove, swapped: bool) -> Result<String, RecordError> {
    let RecordMove::Place { x, y } = mv else {
        return Ok("swap".into());
    };
    let letters = match record.game {
        Game::Gomoku => (record.size.saturating_sub(1))
            .checked_sub(y)
            .filter(|_| x < record.size)
            .and_then(|r| Some(format!("{}{}", index_letter(x)?, index_letter(r)?))),
        Game::Connect => {
            let (c, r) = if swapped { (x, y) } else { (y, x) };
            index_letter(c)
                .zip(index_letter(r))
                .map(|(c, r)| format!("{c}{r}"))
        }
        Game::Havannah => index_letter(x.wrapping_sub(1))
            .filter(|_| x <= 26)
            .map(|c| format!("{c}{y}")),
    };
    letters.ok_or_else(|| RecordError::Unwritable {
        why: format!("({x}, {y}) is off the board"),
    })
}
