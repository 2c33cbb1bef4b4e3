//! The variation tree behind the move list: every move ever played from every position, each
//! with its note and comment, and the line shown — the path from the start through the moves
//! chosen, then on through the main continuation (each move's first reply).
//!
//! The line is kept as a list of nodes, so the list's windows, the line's length and a step
//! along it cost the same after ten moves or ten thousand; only switching to another
//! variation costs the length of what changes. Moves are kept in the move list's notation
//! (two moves are the same when they are written the same, as links and files tell them), so
//! one copy of the tree serves every game (its larger methods are kept out of line, so the
//! copies of `Played` do not each inline them).

#[cfg(feature = "playground")]
use super::line::Entry;
use super::line::Note;
use super::record::GameTree;
#[cfg(feature = "playground")]
use super::report::Tone;

/// One move of the tree (or the start position, the root, which has no move).
#[derive(Clone, Debug)]
struct Node {
    /// The move in the move list's notation ('' for the root and deleted nodes).
    mv: String,
    parent: usize,
    /// The moves played from the position after this one; the first is the main continuation.
    children: Vec<usize>,
    /// Who played it and the verdict after it; None for a queued move not played yet.
    note: Option<Note>,
    /// What the player wrote about the move ('' for nothing).
    comment: String,
}

const ROOT: usize = 0;

/// The moves played from a game's start, as a tree, and the line shown through it.
#[derive(Clone, Debug)]
pub struct Tree {
    nodes: Vec<Node>,
    /// Slots of deleted nodes, to reuse.
    free: Vec<usize>,
    /// The nodes of the line shown, in order (the root not included).
    line: Vec<usize>,
    /// The revision at which each move of the line was put in its place: nondecreasing, so
    /// the moves kept since any revision are a prefix found by bisection.
    since: Vec<u64>,
    revision: u64,
}

/// How a move played after a position stands in the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grown {
    /// It is the next move of the line already.
    Next,
    /// It is a move played before from there, and its continuation is now the line's rest.
    Known,
    /// A new move: the line ends with it.
    New,
}

impl Tree {
    /// A tree of one line of `queued` moves, none played yet.
    #[inline(never)]
    pub fn new(queued: impl IntoIterator<Item = String>) -> Self {
        let mut tree = Tree {
            nodes: vec![Node {
                mv: String::new(),
                parent: ROOT,
                children: Vec::new(),
                note: None,
                comment: String::new(),
            }],
            free: Vec::new(),
            line: Vec::new(),
            since: Vec::new(),
            revision: 1,
        };
        let mut parent = ROOT;
        for mv in queued {
            parent = tree.add(parent, mv, None);
            tree.line.push(parent);
            tree.since.push(tree.revision);
        }
        tree
    }

    /// The whole tree is replaced by one line of `queued` moves, none played yet; the
    /// revision goes on from where it was.
    #[inline(never)]
    pub fn replace(&mut self, queued: impl IntoIterator<Item = String>) {
        let revision = self.revision + 1;
        *self = Tree::new(queued);
        self.revision = revision;
        self.since.fill(revision);
    }

    fn add(&mut self, parent: usize, mv: String, note: Option<Note>) -> usize {
        let node = Node {
            mv,
            parent,
            children: Vec::new(),
            note,
            comment: String::new(),
        };
        let id = match self.free.pop() {
            Some(id) => {
                self.nodes[id] = node;
                id
            }
            None => {
                self.nodes.push(node);
                self.nodes.len() - 1
            }
        };
        self.nodes[parent].children.push(id);
        id
    }

    /// The node of the position after the first `ply` moves of the line.
    fn at(&self, ply: usize) -> usize {
        if ply == 0 {
            ROOT
        } else {
            self.line[ply - 1]
        }
    }

    /// How many moves the line holds.
    pub fn len(&self) -> usize {
        self.line.len()
    }

    /// The revision of the line's moves: it changes whenever a move of the line changes.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// How many moves at the head of the line are the same moves as at `revision`.
    pub fn kept_since(&self, revision: u64) -> usize {
        self.since.partition_point(|&s| s <= revision)
    }

    /// The line from move `from` (from 0) on is replaced by the path through `node` and then
    /// its main continuation.
    #[inline(never)]
    fn reroute(&mut self, from: usize, node: usize) {
        self.revision += 1;
        self.line.truncate(from);
        self.since.truncate(from);
        let mut next = Some(node);
        while let Some(id) = next {
            self.line.push(id);
            self.since.push(self.revision);
            next = self.nodes[id].children.first().copied();
        }
    }

    /// The moves of the line from move `from` (from 0) on.
    pub fn moves_from(&self, from: usize) -> impl Iterator<Item = &str> {
        self.line[from.min(self.line.len())..]
            .iter()
            .map(|&id| self.nodes[id].mv.as_str())
    }

    /// Whether `mv` is the line's move after the first `at`.
    pub fn is_next(&self, at: usize, mv: &str) -> bool {
        self.line.get(at).is_some_and(|&id| self.nodes[id].mv == mv)
    }

    /// `mv`, played after the first `at` moves of the line, goes in the tree and the line goes
    /// through it; a move played there before is taken again, with its continuation.
    #[inline(never)]
    pub fn play(&mut self, at: usize, mv: String, note: Note) -> Grown {
        let parent = self.at(at);
        let known = self.nodes[parent]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c].mv == mv);
        let (id, grown) = match known {
            Some(id) if self.line.get(at) == Some(&id) => (id, Grown::Next),
            Some(id) => {
                self.reroute(at, id);
                (id, Grown::Known)
            }
            None => {
                let id = self.add(parent, mv, None);
                self.reroute(at, id);
                (id, Grown::New)
            }
        };
        self.nodes[id].note.get_or_insert(note);
        grown
    }

    /// The alternatives to move `ply` (from 1) of the line: every move played from the
    /// position before it, the main one first, and which of them the line takes.
    fn siblings(&self, ply: usize) -> (&[usize], usize) {
        let id = self.line[ply - 1];
        let siblings = &self.nodes[self.nodes[id].parent].children;
        let choice = siblings.iter().position(|&c| c == id).unwrap_or(0);
        (siblings, choice)
    }

    /// How many moves were played from the position before move `ply` (from 1) of the line,
    /// and which of them the line takes (0 for the main one); (0, 0) off the line.
    pub fn choices(&self, ply: usize) -> (usize, usize) {
        if ply == 0 || ply > self.line.len() {
            return (0, 0);
        }
        let (siblings, choice) = self.siblings(ply);
        (siblings.len(), choice)
    }

    /// The line takes alternative `choice` (see [`Tree::choices`]) in place of move `ply`, and
    /// goes on through its main continuation.
    #[inline(never)]
    pub fn choose(&mut self, ply: usize, choice: usize) {
        let id = self.siblings(ply).0[choice];
        self.reroute(ply - 1, id);
    }

    /// Every move of the line becomes the main continuation of the one before it; false
    /// when the line was the main line already.
    #[inline(never)]
    pub fn promote(&mut self) -> bool {
        let mut changed = false;
        for &id in &self.line {
            let parent = self.nodes[id].parent;
            let children = &mut self.nodes[parent].children;
            if let Some(i) = children.iter().position(|&c| c == id).filter(|&i| i > 0) {
                // Not `rotate_right`: its code is larger in WebAssembly than a removal's.
                let child = children.remove(i);
                children.insert(0, child);
                changed = true;
            }
        }
        changed
    }

    /// Deletes move `ply` (from 1) of the line and every move after it; the line goes on
    /// from the position before it through what remains of its main continuation.
    #[inline(never)]
    pub fn delete(&mut self, ply: usize) {
        let id = self.line[ply - 1];
        let parent = self.nodes[id].parent;
        self.nodes[parent].children.retain(|&c| c != id);
        let mut doomed = vec![id];
        while let Some(gone) = doomed.pop() {
            doomed.append(&mut self.nodes[gone].children);
            self.nodes[gone].mv.clear();
            self.free.push(gone);
        }
        match self.nodes[parent].children.first() {
            Some(&next) => self.reroute(ply - 1, next),
            None => {
                self.revision += 1;
                self.line.truncate(ply - 1);
                self.since.truncate(ply - 1);
            }
        }
    }

    /// The comment on the position after the first `ply` moves (`ply` 0: on the start); ''
    /// past the line's end.
    pub fn comment(&self, ply: usize) -> &str {
        match ply.checked_sub(1).map(|i| self.line.get(i)) {
            Some(None) => "",
            _ => &self.nodes[self.at(ply)].comment,
        }
    }

    /// Sets the comment on the position after the first `ply` moves.
    #[inline(never)]
    pub fn set_comment(&mut self, ply: usize, comment: &str) {
        let id = self.at(ply);
        self.nodes[id].comment = comment.trim().to_string();
    }

    /// The note of move `index` (from 0) of the line, if it was played.
    pub fn note(&self, index: usize) -> Option<&Note> {
        self.nodes[*self.line.get(index)?].note.as_ref()
    }

    /// The notes of the line's moves from move `from` (from 0) on, each with its index.
    pub fn notes_from(&self, from: usize) -> impl Iterator<Item = (usize, &Note)> {
        let start = from.min(self.line.len());
        self.line[start..]
            .iter()
            .enumerate()
            .filter_map(move |(i, &id)| Some((start + i, self.nodes[id].note.as_ref()?)))
    }

    /// Records the note of move `index` (from 0), a queued or undone move just replayed.
    #[inline(never)]
    pub fn set_note(&mut self, index: usize, note: Note) {
        if let Some(&id) = self.line.get(index) {
            self.nodes[id].note = Some(note);
        }
    }

    /// Entries `from..to` of the line (cut to its length) when `played` moves are applied.
    #[cfg(feature = "playground")]
    #[inline(never)]
    pub fn entries(&self, from: usize, to: usize, played: usize) -> Vec<Entry> {
        let to = to.min(self.line.len());
        let write = |id: usize| self.nodes[id].mv.clone();
        (from.min(to)..to)
            .map(|i| {
                let node = &self.nodes[self.line[i]];
                let note = node.note.as_ref();
                let (siblings, choice) = self.siblings(i + 1);
                Entry {
                    number: i + 1,
                    notation: write(self.line[i]),
                    by: note.and_then(|n| n.by.clone()),
                    verdict: note.map(|n| n.verdict.clone()),
                    tone: note.map_or(Tone::Open, |n| n.tone),
                    judgement: note.and_then(|n| n.judgement.clone()),
                    played: i < played,
                    current: i + 1 == played,
                    comment: node.comment.clone(),
                    alternatives: match siblings.len() {
                        1 => Vec::new(),
                        _ => siblings.iter().map(|&s| write(s)).collect(),
                    },
                    choice,
                }
            })
            .collect()
    }

    /// Every move of the tree, with its variations and comments, in depth-first order (see
    /// [`GameTree::depth_first`]); then the line shown, as the moves where it leaves the main
    /// continuation: (move number from 1, alternative from 1).
    #[inline(never)]
    pub fn record(&self) -> (GameTree, Vec<(usize, usize)>) {
        let mut tree = GameTree {
            comment: self.nodes[ROOT].comment.clone(),
            moves: Vec::new(),
        };
        let mut stack: Vec<(usize, Option<usize>)> = self.nodes[ROOT]
            .children
            .iter()
            .rev()
            .map(|&c| (c, None))
            .collect();
        while let Some((id, parent)) = stack.pop() {
            let node = &self.nodes[id];
            let index = tree.push(parent, &node.mv);
            tree.moves[index].comment = node.comment.clone();
            stack.extend(node.children.iter().rev().map(|&c| (c, Some(index))));
        }
        let line = (1..=self.line.len())
            .map(|ply| (ply, self.siblings(ply).1))
            .filter(|&(_, choice)| choice > 0)
            .collect();
        (tree, line)
    }
}
