//! A game's moves as links and files keep them: a tree of moves in the move list's notation,
//! with variations and comments ([`GameTree`]), and its two spellings — one for links, one
//! for the text file, one move a line. Records read from other programs' formats are loaded
//! by building a [`GameTree`] and opening it ([`super::GameState`], [`super::Session::open`]).

use crate::text::{slice, split_once};

/// Every move of a game, with its variations and comments, flat: each move names the move
/// it follows, which comes before it. Of the moves that follow the same one, the first is the
/// main continuation and the others are variations, in order.
///
/// ```
/// use arbiter::view::GameTree;
///
/// let mut tree = GameTree::default();
/// let first = tree.push(None, "take 1 from heap 1");
/// tree.push(Some(first), "take 2 from heap 2");
/// // A variation beside the first move, with a comment.
/// let other = tree.push(None, "take 3 from heap 1");
/// tree.moves[other].comment = "wins at once".to_string();
/// assert_eq!(tree.line(&[(1, 1)]), Ok(vec![other]));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameTree {
    /// The comment on the start position ('' for none).
    pub comment: String,
    /// Every move, each after the move it follows.
    pub moves: Vec<TreeMove>,
}

/// One move of a [`GameTree`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeMove {
    /// The index of the move it follows; None for a move from the start position.
    pub parent: Option<usize>,
    /// The move in the move list's notation.
    pub notation: String,
    /// The comment on the move ('' for none).
    pub comment: String,
}

/// One piece of a tree as the spellings write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Piece {
    /// A move: its index, how many variations deep it is, and its number in its line.
    Move {
        /// The index in [`GameTree::moves`].
        index: usize,
        /// 0 on the main line, 1 in a variation of it, and so on.
        depth: usize,
        /// Its number from the start, from 1.
        number: usize,
    },
    /// A variation begins: an alternative to the move before.
    Open,
    /// The variation ends.
    Close,
}

impl GameTree {
    /// One line of moves, without variations or comments.
    pub fn from_line(moves: impl IntoIterator<Item = String>) -> Self {
        let mut tree = GameTree::default();
        for (i, notation) in moves.into_iter().enumerate() {
            tree.push(i.checked_sub(1), &notation);
        }
        tree
    }

    /// Adds `notation` after the move at `parent` (None: from the start); its index comes back.
    pub fn push(&mut self, parent: Option<usize>, notation: &str) -> usize {
        self.moves.push(TreeMove {
            parent,
            notation: notation.to_string(),
            comment: String::new(),
        });
        self.moves.len() - 1
    }

    /// True when every move follows the one before it and nothing carries a comment: the
    /// tree is one line, which version 1 of the formats holds.
    pub fn is_plain_line(&self) -> bool {
        self.comment.is_empty()
            && self
                .moves
                .iter()
                .enumerate()
                .all(|(i, m)| m.parent == i.checked_sub(1) && m.comment.is_empty())
    }

    /// The moves that follow each position: `[0]` from the start, `[i + 1]` after move `i`.
    /// A parent that does not come before its move is refused with the move's index.
    pub fn children(&self) -> Result<Vec<Vec<usize>>, usize> {
        let mut children = vec![Vec::new(); self.moves.len() + 1];
        for (i, m) in self.moves.iter().enumerate() {
            match m.parent {
                None => children[0].push(i),
                Some(p) if p < i => children[p + 1].push(i),
                Some(_) => return Err(i),
            }
        }
        Ok(children)
    }

    /// The moves of the line that takes, at each `(number, alternative)` of `turns` (in the
    /// order of the moves), that alternative (from 1) in place of the main move, and the main
    /// continuation elsewhere; the first turn that names no move comes back as the error.
    pub fn line(&self, turns: &[(usize, usize)]) -> Result<Vec<usize>, (usize, usize)> {
        let children = self.children().map_err(|_| (0, 0))?;
        let mut line = Vec::new();
        let mut turns = turns.iter().peekable();
        let mut at = 0;
        loop {
            let number = line.len() + 1;
            let mut choice = 0;
            if let Some(&&(n, alternative)) = turns.peek() {
                if n == number {
                    choice = alternative;
                    turns.next();
                }
            }
            let next = children[at].get(choice).copied();
            match next {
                Some(index) => {
                    line.push(index);
                    at = index + 1;
                }
                None if choice == 0 => break,
                None => return Err((number, choice)),
            }
        }
        match turns.next() {
            Some(&turn) => Err(turn),
            None => Ok(line),
        }
    }

    /// The same tree with its moves in depth-first order (each move's continuations, in
    /// order, right after it): the order [`super::Session::state`] writes, so a tree read
    /// back compares equal.
    pub fn depth_first(&self) -> GameTree {
        let Ok(children) = self.children() else {
            return self.clone();
        };
        let mut out = GameTree {
            comment: self.comment.clone(),
            moves: Vec::with_capacity(self.moves.len()),
        };
        let mut stack: Vec<(usize, Option<usize>)> =
            children[0].iter().rev().map(|&c| (c, None)).collect();
        while let Some((index, parent)) = stack.pop() {
            let new = out.push(parent, &self.moves[index].notation);
            out.moves[new].comment = self.moves[index].comment.clone();
            stack.extend(children[index + 1].iter().rev().map(|&c| (c, Some(new))));
        }
        out
    }

    /// The tree in the order the spellings write it: a move, then each of its variations
    /// (the other moves from the same position) between [`Piece::Open`] and
    /// [`Piece::Close`], then the line's next move.
    fn pieces(&self) -> Vec<Piece> {
        enum Task {
            Line(usize, usize, usize, bool),
            Piece(Piece),
        }
        let Ok(children) = self.children() else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(self.moves.len());
        let mut tasks: Vec<Task> = children[0]
            .first()
            .map(|&c| Task::Line(c, 0, 1, true))
            .into_iter()
            .collect();
        while let Some(task) = tasks.pop() {
            let (index, depth, number, variations) = match task {
                Task::Piece(piece) => {
                    out.push(piece);
                    continue;
                }
                Task::Line(index, depth, number, variations) => (index, depth, number, variations),
            };
            out.push(Piece::Move {
                index,
                depth,
                number,
            });
            if let Some(&next) = children[index + 1].first() {
                tasks.push(Task::Line(next, depth, number + 1, true));
            }
            if variations {
                let parent = self.moves[index].parent.map_or(0, |p| p + 1);
                for &other in children[parent][1..].iter().rev() {
                    tasks.push(Task::Piece(Piece::Close));
                    tasks.push(Task::Line(other, depth + 1, number, false));
                    tasks.push(Task::Piece(Piece::Open));
                }
            }
        }
        out
    }

    /// The link spelling of the moves: `;` between moves, a variation in `[…]` after the
    /// move it is an alternative to, a comment in `{…}` after its move (the start's first);
    /// moves and comments percent-encoded.
    pub fn to_link(&self, out: &mut String) {
        if !self.comment.is_empty() {
            out.push('{');
            encode(&self.comment, out);
            out.push('}');
        }
        let mut after_move = false;
        for piece in self.pieces() {
            match piece {
                Piece::Move { index, .. } => {
                    if after_move {
                        out.push(';');
                    }
                    let m = &self.moves[index];
                    encode(&m.notation, out);
                    if !m.comment.is_empty() {
                        out.push('{');
                        encode(&m.comment, out);
                        out.push('}');
                    }
                    after_move = true;
                }
                Piece::Open => {
                    out.push('[');
                    after_move = false;
                }
                Piece::Close => {
                    out.push(']');
                    after_move = true;
                }
            }
        }
    }

    /// Reads the link spelling of the moves ([`GameTree::to_link`]); the error says what was
    /// expected and what was found.
    pub fn from_link(text: &str) -> Result<GameTree, (&'static str, String)> {
        let mut tree = GameTree::default();
        // The move new moves follow, the last move read in this line, and those of the
        // lines around the variations open.
        let mut attach: Option<usize> = None;
        let mut last: Option<usize> = None;
        let mut open: Vec<(Option<usize>, Option<usize>)> = Vec::new();
        let mut rest = text;
        while let Some(c) = rest.chars().next() {
            let wrong = |expected| (expected, rest.chars().take(20).collect::<String>());
            match c {
                '{' => {
                    let end = rest
                        .find('}')
                        .ok_or_else(|| wrong("a comment closed by `}`"))?;
                    let comment = decode(slice(rest, 1, end)).map_err(|_| wrong("a comment"))?;
                    match last {
                        Some(m) if tree.moves[m].comment.is_empty() => {
                            tree.moves[m].comment = comment
                        }
                        None if tree.moves.is_empty() && tree.comment.is_empty() => {
                            tree.comment = comment
                        }
                        _ => return Err(wrong("one comment after a move")),
                    }
                    rest = slice(rest, end + 1, rest.len());
                    continue;
                }
                '[' => {
                    let m = last.ok_or_else(|| wrong("a move before a variation"))?;
                    open.push((attach, last));
                    attach = tree.moves[m].parent;
                    last = None;
                }
                ']' => {
                    if last.is_none() {
                        return Err(wrong("a move in the variation"));
                    }
                    (attach, last) = open.pop().ok_or_else(|| wrong("a `[` before `]`"))?;
                }
                ';' => {
                    let m = last.ok_or_else(|| wrong("a move before `;`"))?;
                    attach = Some(m);
                    last = None;
                }
                _ => {
                    if last.is_some() {
                        return Err(wrong("`;` between moves"));
                    }
                    let end = rest.find(['{', '[', ']', ';']).unwrap_or(rest.len());
                    let notation = decode(slice(rest, 0, end)).map_err(|_| wrong("a move"))?;
                    last = Some(tree.push(attach, &notation));
                    rest = slice(rest, end, rest.len());
                    continue;
                }
            }
            rest = slice(rest, 1, rest.len());
        }
        if !open.is_empty() {
            return Err(("`]` closing every variation", String::new()));
        }
        if last.is_none() && !tree.moves.is_empty() {
            return Err(("a move after `;`", String::new()));
        }
        Ok(tree)
    }

    /// The text spelling of the moves: one numbered move a line, a variation's moves indented
    /// two spaces deeper under the move they are an alternative to, a comment on the line
    /// after its move (the start's first) as `{…}`, escaped as tag values are.
    pub fn to_text(&self, out: &mut String) {
        if !self.comment.is_empty() {
            out.push_str(&format!("{{{}}}\n", escape(&self.comment)));
        }
        for piece in self.pieces() {
            if let Piece::Move {
                index,
                depth,
                number,
            } = piece
            {
                let m = &self.moves[index];
                let indent = "  ".repeat(depth);
                out.push_str(&format!("{indent}{number}. {}\n", m.notation));
                if !m.comment.is_empty() {
                    out.push_str(&format!("{indent}{{{}}}\n", escape(&m.comment)));
                }
            }
        }
    }
}

/// Reads the text spelling's moves a line at a time ([`GameTree::to_text`]).
#[derive(Default)]
pub struct TextReader {
    tree: GameTree,
    /// Per depth: the number the variation at that depth starts with, the move its moves
    /// follow, the last move read there, and the number the next one has.
    levels: Vec<Level>,
    /// Version 1: no variations or comments, and indentation means nothing.
    plain: bool,
}

struct Level {
    start: usize,
    attach: Option<usize>,
    last: Option<usize>,
    next: usize,
}

impl TextReader {
    /// A reader for `version` 1 (one line, no comments) or later.
    pub fn new(version: u32) -> Self {
        TextReader {
            tree: GameTree::default(),
            levels: vec![Level {
                start: 1,
                attach: None,
                last: None,
                next: 1,
            }],
            plain: version < 2,
        }
    }

    /// Reads one line of the moves (not blank); the error says what was expected there.
    pub fn line(&mut self, raw: &str) -> Result<(), &'static str> {
        let text = raw.trim();
        let depth = match self.plain {
            true => 0,
            false => (raw.len() - raw.trim_start().len()) / 2,
        };
        if let Some(comment) = text.strip_prefix('{').filter(|_| !self.plain) {
            let comment = comment
                .strip_suffix('}')
                .and_then(unescape)
                .ok_or("a comment in {…}, with \\\", \\\\ or \\n escapes")?;
            let level = self
                .levels
                .last()
                .filter(|_| depth + 1 == self.levels.len());
            return match level.map(|l| l.last) {
                Some(Some(m)) if self.tree.moves[m].comment.is_empty() => {
                    self.tree.moves[m].comment = comment;
                    Ok(())
                }
                Some(None) if self.tree.moves.is_empty() && self.tree.comment.is_empty() => {
                    self.tree.comment = comment;
                    Ok(())
                }
                _ => Err("one comment, under its move and as deep"),
            };
        }
        let (number, notation) = split_once(text, ". ")
            .and_then(|(n, mv)| Some((n.parse::<usize>().ok()?, mv.trim())))
            .filter(|(_, mv)| !mv.is_empty())
            .ok_or("the next numbered move, e.g. `1. (3, 4)`")?;
        if depth == self.levels.len() {
            // A variation: an alternative to the last move one level up.
            let up = self.levels.last().and_then(|l| l.last);
            let m = up.ok_or("a move as deep as the one before, or one level deeper")?;
            let start = self.levels[depth - 1].next - 1;
            self.levels.push(Level {
                start,
                attach: self.tree.moves[m].parent,
                last: None,
                next: start,
            });
        } else if depth < self.levels.len() {
            self.levels.truncate(depth + 1);
        } else {
            return Err("a move as deep as the one before, or one level deeper");
        }
        let level = self.levels.last_mut().ok_or("a move")?;
        if depth > 0 && number == level.start && level.last.is_some() {
            // Another variation beside the same move.
            level.last = None;
            level.next = level.start;
        }
        if number != level.next {
            return Err("the next numbered move, e.g. `1. (3, 4)`");
        }
        let parent = level.last.or(level.attach);
        let index = self.tree.push(parent, notation);
        level.last = Some(index);
        level.next = number + 1;
        Ok(())
    }

    /// The tree read.
    pub fn finish(self) -> GameTree {
        self.tree
    }
}

/// Percent-encodes `text` onto `out`: letters, digits and `-._~!$'()*,:@/?` stay, a space
/// becomes `+`, every other byte `%XX`.
pub fn encode(text: &str, out: &mut String) {
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

/// Reverses [`encode`] (and takes characters a browser left unencoded as they are); the
/// error is the text from where it stops reading.
pub fn decode(text: &str) -> Result<String, (&'static str, &str)> {
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
                    .ok_or(("`%` and two hexadecimal digits", slice(text, i, text.len())))?;
                out.push(byte);
                i += 2;
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| ("text in UTF-8", text))
}

/// A tag value or comment with `"`, `\` and line breaks escaped by a backslash.
pub fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

/// Reverses [`escape`]; None for a bare `"` or an unknown escape.
pub fn unescape(value: &str) -> Option<String> {
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
