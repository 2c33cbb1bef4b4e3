//! The Smart Game Format, `FF[4]` (<https://www.red-bean.com/sgf/sgf4.html>), read into a tree
//! of nodes and written back, whatever the game: a collection is `(` game trees `)`, a tree a
//! sequence of `;` nodes followed by its variations, a node a list of properties `ID[value]…`.
//!
//! The tree is kept flat (nodes in a vector, children by index) and read and written without
//! recursion, so a line of a million moves or a thousand nested variations costs no stack.
//! Only the first game tree of a collection is read.

use super::RecordError;
use crate::input::Pos;

/// One property of a node: `ID[value][value]…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    /// The identifier as written (`B`, `SZ`; Little Golem's TwixT writes `b` and `r`).
    pub id: String,
    /// The values, escapes resolved (`\]` is `]`, an escaped line break is dropped).
    pub values: Vec<String>,
    /// Where the identifier starts.
    pub pos: Pos,
}

/// One node: its properties and its children, the first of which continues the main line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The properties in file order.
    pub properties: Vec<Property>,
    /// Indices of the children in [`Tree::nodes`], main line first.
    pub children: Vec<usize>,
    /// Where the node's `;` stands.
    pub pos: Pos,
}

impl Node {
    /// The first value of property `id`, if the node has it.
    pub fn get(&self, id: &str) -> Option<&Property> {
        self.properties.iter().find(|p| p.id == id)
    }
}

/// A game tree: node 0 is the root.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tree {
    /// Every node; a node's children come after it.
    pub nodes: Vec<Node>,
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    line: u32,
    column: u32,
}

impl Reader<'_> {
    fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let byte = self.peek()?;
        self.at += 1;
        if byte == b'\n' {
            self.line = self.line.saturating_add(1);
            self.column = 1;
        } else {
            self.column = self.column.saturating_add(1);
        }
        Some(byte)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.bump();
        }
    }

    /// What stands at the reader, quoted short, for an error.
    fn found(&self) -> String {
        let rest = &self.bytes[self.at..];
        if rest.is_empty() {
            return "the end of the file".into();
        }
        let end = rest
            .iter()
            .position(|b| b.is_ascii_whitespace())
            .unwrap_or(rest.len())
            .min(16);
        crate::input::quoted(&String::from_utf8_lossy(&rest[..end.max(1)]))
    }

    fn error(&self, expected: &'static str) -> RecordError {
        RecordError::Syntax {
            pos: self.pos(),
            expected,
            found: self.found(),
        }
    }

    /// A value after its `[`: bytes up to the unescaped `]`.
    fn value(&mut self, open: Pos) -> Result<String, RecordError> {
        let mut out = Vec::new();
        loop {
            match self.bump() {
                None => {
                    return Err(RecordError::Syntax {
                        pos: open,
                        expected: "a value closed by `]`",
                        found: "the end of the file".into(),
                    })
                }
                Some(b']') => break,
                Some(b'\\') => match self.bump() {
                    // An escaped line break is a soft break: it disappears.
                    Some(b'\n') => {
                        if self.peek() == Some(b'\r') {
                            self.bump();
                        }
                    }
                    Some(b'\r') => {
                        if self.peek() == Some(b'\n') {
                            self.bump();
                        }
                    }
                    Some(byte) => out.push(byte),
                    None => continue,
                },
                Some(byte) => out.push(byte),
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }
}

/// Reads the first game tree of an SGF collection.
pub fn parse(text: &str) -> Result<Tree, RecordError> {
    let mut r = Reader {
        bytes: text.as_bytes(),
        at: 0,
        line: 1,
        column: 1,
    };
    // A byte-order mark, then whatever comes before the first `(` is not SGF.
    if text.starts_with('\u{feff}') {
        r.at = 3;
    }
    r.skip_space();
    if r.peek() != Some(b'(') {
        return Err(r.error("an SGF game tree, starting `(;`"));
    }
    r.bump();
    let mut tree = Tree::default();
    // The node new nodes hang from, and the nodes to return to at each `)`.
    let mut current: Option<usize> = None;
    let mut open: Vec<Option<usize>> = vec![None];
    loop {
        r.skip_space();
        let pos = r.pos();
        match r.peek() {
            None => return Err(r.error("`)` closing the game tree")),
            Some(b';') => {
                r.bump();
                let index = tree.nodes.len();
                tree.nodes.push(Node {
                    pos,
                    ..Node::default()
                });
                match current {
                    Some(parent) => tree.nodes[parent].children.push(index),
                    None if index == 0 => {}
                    None => return Err(r.error("one root node (a second tree starts here)")),
                }
                current = Some(index);
                read_properties(&mut r, &mut tree.nodes[index])?;
            }
            Some(b'(') => {
                if current.is_none() {
                    return Err(r.error("`;` starting the root node"));
                }
                r.bump();
                open.push(current);
            }
            Some(b')') => {
                if current.is_none() {
                    return Err(r.error("`;` starting the root node"));
                }
                r.bump();
                match open.pop() {
                    Some(back) if !open.is_empty() => current = back,
                    _ => break,
                }
            }
            Some(_) => return Err(r.error("`;`, `(` or `)`")),
        }
    }
    Ok(tree)
}

fn read_properties(r: &mut Reader<'_>, node: &mut Node) -> Result<(), RecordError> {
    loop {
        r.skip_space();
        let pos = r.pos();
        let start = r.at;
        while r.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            r.bump();
        }
        if r.at == start {
            return match r.peek() {
                Some(b';' | b'(' | b')') | None => Ok(()),
                Some(_) => Err(r.error("a property such as B[aa], or `;`, `(`, `)`")),
            };
        }
        let id = String::from_utf8_lossy(&r.bytes[start..r.at]).into_owned();
        let mut values = Vec::new();
        loop {
            r.skip_space();
            if r.peek() != Some(b'[') {
                break;
            }
            let open = r.pos();
            r.bump();
            values.push(r.value(open)?);
        }
        if values.is_empty() {
            return Err(r.error("`[` and the property's value"));
        }
        node.properties.push(Property { id, values, pos });
    }
}

/// Escapes a value: `]` and `\` get a backslash.
fn escape(value: &str, out: &mut String) {
    for c in value.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
}

/// Writes a tree: nodes of a line one after another, each fork's lines in parentheses, a line
/// break every few nodes so that files stay readable.
pub fn write(tree: &Tree) -> String {
    let mut out = String::from("(");
    if tree.nodes.is_empty() {
        out.push(')');
        return out;
    }
    // Work items: a node to write, or a `)` to close.
    enum Item {
        Node(usize),
        Open,
        Close,
    }
    let mut stack = vec![Item::Node(0)];
    let mut on_line = 0;
    while let Some(item) = stack.pop() {
        let index = match item {
            Item::Open => {
                out.push('(');
                continue;
            }
            Item::Close => {
                out.push(')');
                continue;
            }
            Item::Node(index) => index,
        };
        let node = &tree.nodes[index];
        if on_line >= 10 {
            out.push('\n');
            on_line = 0;
        }
        on_line += 1;
        out.push(';');
        for property in &node.properties {
            out.push_str(&property.id);
            for value in &property.values {
                out.push('[');
                escape(value, &mut out);
                out.push(']');
            }
        }
        match node.children.as_slice() {
            [] => {}
            [only] => stack.push(Item::Node(*only)),
            children => {
                // Pushed in reverse so the main line is written first.
                for &child in children.iter().rev() {
                    stack.push(Item::Close);
                    stack.push(Item::Node(child));
                    stack.push(Item::Open);
                }
            }
        }
    }
    out.push_str(")\n");
    out
}
