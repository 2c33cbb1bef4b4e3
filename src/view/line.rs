//! The move list beside a board: each move of the line with who played it, the verdict after
//! it, its comment and the variations beside it (kept in [`super::tree::Tree`]).

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
    /// What the player wrote about the move ('' for nothing).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub comment: String,
    /// Every move played from the position before this one, the main one first, when there
    /// is more than this one: the variations the list offers to switch to.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<String>,
    /// Which of the alternatives this move is (0, left out of the page's copy: the main one).
    #[serde(skip_serializing_if = "is_zero")]
    pub choice: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
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
