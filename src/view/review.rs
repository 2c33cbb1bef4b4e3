//! Every move judged: what the verdicts before and after a move say about it (a winning move,
//! a move in a lost position, a mistake), and the tally of mistakes the report sums up. The
//! verdicts are the boards' own (exact for the impartial games, the threat search's for
//! Gomoku): judging a move costs no search beyond the one its verdict already paid for.

use super::report::{Report, Review, Side, Tone};
use serde::ser::{Serialize, SerializeStruct, Serializer};

/// How many of the winning moves a mistake names; the rest are counted.
const NAMED: usize = 3;

/// What a move was, judged by the verdicts before and after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The mover had a win and kept it (a winning move).
    Good,
    /// The mover was lost before the move: every move loses against perfect play.
    InLostPosition,
    /// The move gave away a win, or gave the opponent one.
    Mistake(Mistake),
}

/// A mistake: what was lost, and what would have kept it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// What the move did wrong.
    pub kind: MistakeKind,
    /// The first few winning moves the mover had, in the move list's notation; empty when the
    /// mover had no known win.
    pub winning: Vec<String>,
    /// How many winning moves the board listed (more than [`Mistake::winning`] names).
    pub winning_count: usize,
    /// The forced win the mover had, as the board's hint words it (Gomoku's line), when it
    /// says more than the move.
    pub line: Option<String>,
    /// The opponent's forced win now, as the board's hint words it (Gomoku's line).
    pub allows: Option<String>,
}

/// The kinds of [`Mistake`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MistakeKind {
    /// A won position became a lost one.
    LosesTheWin,
    /// A known forced win is no longer there, though the opponent has none known either
    /// (Gomoku, whose search is not exhaustive).
    MissesTheWin,
    /// A position not known to be lost became one where the opponent has a forced win.
    AllowsAWin,
}

/// What a report said about the position before a move, kept to judge the move.
#[derive(Clone, Debug, Default)]
pub(super) struct Before {
    tone: Tone,
    winning: Vec<String>,
    winning_count: usize,
    line: Option<String>,
}

impl Before {
    /// What `report` says: its tone, its first winning moves and its hint when that is a line.
    pub(super) fn of(report: &Report) -> Self {
        Before {
            tone: report.tone,
            winning: report.winning_moves.iter().take(NAMED).cloned().collect(),
            winning_count: report.winning_moves.len(),
            line: hint_line(report),
        }
    }
}

/// The report's first hint when it says more than the first winning move (a forced line).
fn hint_line(report: &Report) -> Option<String> {
    report
        .hints
        .first()
        .filter(|hint| report.winning_moves.first() != Some(hint))
        .cloned()
}

/// Judges a move `by` a side from what the report `before` it said and the `after` report;
/// `keeps` tells, only where the verdicts cannot, whether a known win still stands after the
/// move (Gomoku's forced fours). None when nothing is known either way.
pub(super) fn judge(
    before: &Before,
    after: &Report,
    by: Option<&Side>,
    keeps: &dyn Fn() -> bool,
) -> Option<Judgement> {
    let by = by?.number;
    let winner = after.winner.as_ref().map(|w| w.number);
    // After the move the opponent is to move: their win is the mover's loss.
    let lost =
        after.tone == Tone::Win || (after.tone == Tone::Over && winner.is_some_and(|w| w != by));
    let won = after.tone == Tone::Loss || (after.tone == Tone::Over && winner == Some(by));
    let mistake = |kind| {
        Judgement::Mistake(Mistake {
            kind,
            winning: before.winning.clone(),
            winning_count: before.winning_count,
            line: before.line.clone(),
            allows: lost.then(|| after.hints.first().cloned()).flatten(),
        })
    };
    match before.tone {
        Tone::Loss => Some(Judgement::InLostPosition),
        Tone::Win if won => Some(Judgement::Good),
        Tone::Win if lost => Some(mistake(MistakeKind::LosesTheWin)),
        Tone::Win if keeps() => Some(Judgement::Good),
        Tone::Win => Some(mistake(MistakeKind::MissesTheWin)),
        Tone::Open if lost => Some(mistake(MistakeKind::AllowsAWin)),
        Tone::Open | Tone::Over => None,
    }
}

impl Judgement {
    /// The mark the move list shows beside the move.
    pub fn mark(&self) -> &'static str {
        match self {
            Judgement::Good => "✓",
            Judgement::InLostPosition => "•",
            Judgement::Mistake(_) => "?",
        }
    }

    /// The judgement in words, for the mark's tooltip and screen readers.
    pub fn text(&self) -> String {
        match self {
            Judgement::Good => "Good: a winning move, the win is kept".into(),
            Judgement::InLostPosition => {
                "In a lost position: every move loses against perfect play".into()
            }
            Judgement::Mistake(m) => m.text(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Judgement::Good => "good",
            Judgement::InLostPosition => "lost",
            Judgement::Mistake(_) => "mistake",
        }
    }
}

impl Mistake {
    fn text(&self) -> String {
        let what = match self.kind {
            MistakeKind::LosesTheWin => "turns a won position into a lost one",
            MistakeKind::MissesTheWin => "misses a forced win",
            MistakeKind::AllowsAWin => "allows the opponent a forced win",
        };
        let mut text = format!("Mistake: {what}.");
        if let Some(line) = &self.line {
            text += &format!(" The win was {line}.");
        } else if !self.winning.is_empty() {
            let more = self.winning_count.saturating_sub(self.winning.len());
            let noun = match self.winning_count {
                1 => "The winning move was",
                _ => "Winning moves were",
            };
            text += &format!(" {noun} {}", self.winning.join(", "));
            if more > 0 {
                text += &format!(" and {more} more ({} in all)", self.winning_count);
            }
            text += ".";
        }
        if let Some(allows) = &self.allows {
            text += &format!(" The opponent now wins with {allows}.");
        }
        text
    }
}

/// Written for the page with its mark and words: `kind` (`good`, `lost`, `mistake`), `mark`,
/// `text`, and for a mistake `mistake` (`loses-the-win`, `misses-the-win`, `allows-a-win`),
/// `winning`, `winning_count`, `line` and `allows`.
impl Serialize for Judgement {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mistake = match self {
            Judgement::Mistake(m) => Some(m),
            _ => None,
        };
        let mut s = serializer.serialize_struct("Judgement", 8)?;
        s.serialize_field("kind", self.kind())?;
        s.serialize_field("mark", self.mark())?;
        s.serialize_field("text", &self.text())?;
        s.serialize_field(
            "mistake",
            &mistake.map(|m| match m.kind {
                MistakeKind::LosesTheWin => "loses-the-win",
                MistakeKind::MissesTheWin => "misses-the-win",
                MistakeKind::AllowsAWin => "allows-a-win",
            }),
        )?;
        s.serialize_field("winning", &mistake.map_or(&[][..], |m| &m.winning[..]))?;
        s.serialize_field("winning_count", &mistake.map_or(0, |m| m.winning_count))?;
        s.serialize_field("line", &mistake.and_then(|m| m.line.as_deref()))?;
        s.serialize_field("allows", &mistake.and_then(|m| m.allows.as_deref()))?;
        s.end()
    }
}

/// The mistakes of a line, kept as its moves are noted so that the summary costs the same at
/// any length: the moves cut from the end of the line leave it from the end too.
#[derive(Clone, Debug, Default)]
pub(super) struct Tally {
    /// The index (from 0) of each mistake in the line, in order, with the side's number.
    mistakes: Vec<(usize, u8)>,
    /// How many mistakes each side made: the first player's, then the second's.
    counts: [usize; 2],
}

impl Tally {
    /// Keeps only the mistakes among the first `len` moves.
    fn cut(&mut self, len: usize) {
        while let Some(&(index, side)) = self.mistakes.last() {
            if index < len {
                break;
            }
            self.mistakes.pop();
            self.counts[usize::from(side == 2)] -= 1;
        }
    }

    /// Move `index` (from 0), played by `by`, was judged `judgement`.
    fn note(&mut self, index: usize, judgement: Option<&Judgement>, by: Option<&Side>) {
        if let (Some(Judgement::Mistake(_)), Some(by)) = (judgement, by) {
            self.mistake(index, by);
        }
    }

    /// Move `index` (from 0), played `by` a side, was a mistake.
    pub(super) fn mistake(&mut self, index: usize, by: &Side) {
        let at = self.mistakes.partition_point(|&(i, _)| i < index);
        if self.mistakes.get(at).is_some_and(|&(i, _)| i == index) {
            return;
        }
        self.mistakes.insert(at, (index, by.number));
        self.counts[usize::from(by.number == 2)] += 1;
    }

    /// The summary for the report, with the sides' `names` (the first player's, then the
    /// second's); `judges` when the board judges its moves at all.
    pub(super) fn review(&self, names: [&'static str; 2], judges: bool) -> Review {
        let side = |number: u8| Side {
            number,
            name: names[usize::from(number == 2)],
        };
        let first = self
            .mistakes
            .first()
            .map(|&(index, by)| (index + 1, side(by)));
        let text = match (&first, judges) {
            (_, false) => String::new(),
            (None, true) => "No mistakes so far.".into(),
            (Some((number, by)), true) => format!(
                "First mistake: move {number}, by {}. Mistakes: {} {}, {} {}.",
                by.name,
                side(1).name,
                self.counts[0],
                side(2).name,
                self.counts[1]
            ),
        };
        Review {
            judges,
            first_mistake: first.as_ref().map(|(number, _)| *number),
            first_mistake_by: first.map(|(_, by)| by),
            mistakes: self.counts,
            text,
        }
    }
}

/// What a board keeps to judge its moves: the tally of the line's mistakes, and what the
/// report of the position shown said, with the line's revision and the ply it holds for, so
/// that the report after one move serves to judge the next. Kept apart from the board's
/// history so that each game's copy of the board shares this code.
#[derive(Clone, Debug, Default)]
pub(super) struct Judging {
    tally: Tally,
    before: Option<(u64, usize, Before)>,
}

impl Judging {
    /// The line was replaced: no mistakes, nothing kept.
    pub(super) fn clear(&mut self) {
        *self = Judging::default();
    }

    /// The line keeps only its first `len` moves.
    pub(super) fn cut(&mut self, len: usize) {
        self.tally.cut(len);
    }

    /// Move `index` (from 0) of the line, played `by` a side, was judged `judgement` before:
    /// its mistake, if it is one, is counted again (the line shown came back to it).
    pub(super) fn count(&mut self, index: usize, judgement: Option<&Judgement>, by: Option<&Side>) {
        self.tally.note(index, judgement, by);
    }

    /// What the report of the position after `ply` moves of the line at `revision` said, if
    /// it is the one kept.
    pub(super) fn kept(&self, revision: u64, ply: usize) -> Option<Before> {
        match &self.before {
            Some((r, p, before)) if (*r, *p) == (revision, ply) => Some(before.clone()),
            _ => None,
        }
    }

    /// Move `index` (from 0), played `by` a side, judged from what the report `before` it
    /// said and the `after` report (see [`judge`]); its mistake, if it is one, is counted.
    #[inline(never)]
    pub(super) fn judge(
        &mut self,
        index: usize,
        before: &Before,
        after: &Report,
        by: Option<&Side>,
        keeps: &dyn Fn() -> bool,
    ) -> Option<Judgement> {
        let judgement = judge(before, after, by, keeps);
        self.tally.note(index, judgement.as_ref(), by);
        judgement
    }

    /// A move was just noted and `report`, the one after it, shows the position after `ply`
    /// moves of the line at `revision`: it takes the revision and the summary (see
    /// [`Judging::review`]), and is kept to judge the next move.
    #[inline(never)]
    pub(super) fn noted(
        &mut self,
        report: &mut Report,
        revision: u64,
        ply: usize,
        names: [&'static str; 2],
        judges: bool,
    ) {
        report.revision = revision;
        report.review = self.review(names, judges);
        self.before = Some((revision, ply, Before::of(report)));
    }

    /// The summary of the line's mistakes, with the sides' `names`; `judges` when the board
    /// judges its moves at all.
    pub(super) fn review(&self, names: [&'static str; 2], judges: bool) -> Review {
        self.tally.review(names, judges)
    }
}
