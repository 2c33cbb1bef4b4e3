//! The move list beside a board: each move of the line with who played it and the verdict
//! after it, kept as the moves are played so that showing any window of the list costs the
//! window, not the game.

use super::report::{Side, Tone};
use super::review::Judgement;
use serde::Serialize;

/// One move of the line, as the move list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// Its number in the line, from 1; clicking it shows the position after it.
    pub number: usize,
    /// The move in the move list's notation.
    #[serde(rename = "move")]
    pub notation: String,
    /// Who played it; None for a move queued from a pasted case and not played yet.
    pub by: Option<Side>,
    /// The verdict after it, as the report gave it then; None until the move is played.
    pub verdict: Option<String>,
    /// How that verdict reads.
    pub tone: Tone,
    /// What the move was, judged by the verdicts before and after it; None until the move is
    /// played, and where nothing is known.
    pub judgement: Option<Judgement>,
    /// True when the move is applied (the position shown comes after it); false for a move
    /// that was taken back or is queued, and can be redone.
    pub played: bool,
    /// True for the last applied move: the one that led to the position shown.
    pub current: bool,
}

/// What the list keeps about a move once it has been played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// Who played it.
    pub by: Option<Side>,
    /// The report's verdict after it.
    pub verdict: String,
    /// The report's tone after it.
    pub tone: Tone,
    /// The move judged by the verdicts before and after it.
    pub judgement: Option<Judgement>,
}

/// One move's slot in the list: its note, and the revision at which the move was put there.
#[derive(Clone, Debug)]
struct Slot {
    note: Option<Note>,
    since: u64,
}

/// The notes of every move of a line, in step with the game's `History`, and a revision
/// counter that moves whenever the line's moves change.
///
/// Moves only ever change at the end of the line (a new move cuts what could be redone, a
/// pasted case replaces everything), so the moves put in since any revision form a suffix:
/// [`Line::kept_since`] finds where it starts without looking at the rest, and a page can
/// keep what it already has of the list.
#[derive(Clone, Debug, Default)]
pub struct Line {
    slots: Vec<Slot>,
    revision: u64,
}

impl Line {
    /// An empty list, or one of `queued` moves not played yet.
    pub fn new(queued: usize) -> Self {
        let mut line = Line::default();
        line.replace(queued);
        line
    }

    /// How many moves the list holds.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// The revision of the line's moves: it changes whenever a move is put in or taken out.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// How many moves at the head of the line are the same moves as at `revision`.
    pub fn kept_since(&self, revision: u64) -> usize {
        self.slots.partition_point(|s| s.since <= revision)
    }

    /// The whole line was replaced by `queued` moves, none played yet.
    pub fn replace(&mut self, queued: usize) {
        self.revision += 1;
        let since = self.revision;
        self.slots.clear();
        self.slots.resize(queued, Slot { note: None, since });
    }

    /// Keeps only the first `len` moves.
    pub fn cut(&mut self, len: usize) {
        if len < self.slots.len() {
            self.revision += 1;
            self.slots.truncate(len);
        }
    }

    /// A new move played after the first `at` moves: what followed them goes.
    pub fn play(&mut self, at: usize, note: Note) {
        self.cut(at);
        self.revision += 1;
        self.slots.push(Slot {
            note: Some(note),
            since: self.revision,
        });
    }

    /// The note of move `index` (from 0), if it was played.
    pub fn note(&self, index: usize) -> Option<&Note> {
        self.slots.get(index)?.note.as_ref()
    }

    /// Entries `from..to` of the line (cut to its length) when `played` moves are applied;
    /// `notation(i)` writes move `i`.
    pub fn entries(
        &self,
        from: usize,
        to: usize,
        played: usize,
        notation: &dyn Fn(usize) -> String,
    ) -> Vec<Entry> {
        let to = to.min(self.slots.len());
        (from.min(to)..to)
            .map(|i| {
                let note = self.slots[i].note.as_ref();
                Entry {
                    number: i + 1,
                    notation: notation(i),
                    by: note.and_then(|n| n.by.clone()),
                    verdict: note.map(|n| n.verdict.clone()),
                    tone: note.map_or(Tone::Open, |n| n.tone),
                    judgement: note.and_then(|n| n.judgement.clone()),
                    played: i < played,
                    current: i + 1 == played,
                }
            })
            .collect()
    }

    /// Records the note of move `index` (from 0), a queued or undone move just replayed.
    pub fn set_note(&mut self, index: usize, note: Note) {
        if let Some(slot) = self.slots.get_mut(index) {
            slot.note = Some(note);
        }
    }
}
