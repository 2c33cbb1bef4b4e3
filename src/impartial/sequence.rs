//! A game's value sequence, computed a slice at a time, with what a person studying it looks
//! for: the period and its certificate, the largest value, and the rare and common values.
//!
//! [`ValueSequence::step`] computes a bounded number of values and returns, so a caller (the
//! page's worker, the command line) can report progress between slices and stop at any time.
//! Once a period is certified, the remaining values follow from it: the certificate proves
//! them, so they are read off the pattern instead of computed.

use super::heap_rule::TakeAndBreak;
use super::nimber::ValueSet;
use super::octal_code::{Method, OctalValues, SparseSpace, ValueCounts};
use super::periodicity::{apparent_period, find_period, find_take_or_split_saltus, Periodicity};
use super::plane::{CuttingTable, SafeQueenTable};
use super::ruleset::Ruleset;
use serde::Serialize;

/// The largest side of a two-dimensional table (its cost grows as the cube of the side).
pub const MAX_SIDE: usize = 400;

/// A cell of a two-dimensional table that is no position of the game (a sheet narrower than 2
/// in the cutting game, a queen that wins at once).
pub const NO_VALUE: u32 = u32::MAX;

/// Values are checked for a period whenever their count reaches a power of two from here.
const FIRST_CHECK: usize = 64;

/// The period of a value sequence as far as the computed values show it, with its certificate
/// (the explorer's summary shows it as it is).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PeriodFinding {
    /// Heaps below this are outside the periodic part.
    pub preperiod: usize,
    /// The period p.
    pub period: usize,
    /// `G(n + p) − G(n)` in the periodic part (0 for a plain period).
    pub saltus: u64,
    /// The theorem whose bound certifies it.
    pub theorem: &'static str,
    /// Values of every heap below this prove the period.
    pub needed: usize,
    /// Values computed when it was found.
    pub have: usize,
    /// Whether `have` reaches `needed`: the values computed prove the period.
    pub certified: bool,
}

impl PeriodFinding {
    fn new(
        preperiod: usize,
        period: usize,
        saltus: u64,
        theorem: &'static str,
        needed: usize,
        have: usize,
    ) -> Self {
        PeriodFinding {
            preperiod,
            period,
            saltus,
            theorem,
            needed,
            have,
            certified: have >= needed,
        }
    }

    /// Whether the values computed prove the period.
    pub fn certified(&self) -> bool {
        self.certified
    }
}

/// A period with its certificate, as the summary gives it.
pub type PeriodSummary = PeriodFinding;

enum Engine {
    /// Octal games and Grundy's game, by the sparse-space or dense method.
    Split(OctalValues),
    /// Lasker's Nim, by the plain recurrence.
    Heap {
        rule: TakeAndBreak,
        values: Vec<u32>,
        seen: ValueSet,
    },
    /// Values past the computed ones read off a certified period.
    Periodic {
        values: Vec<u32>,
        pattern: Periodicity,
    },
    /// A two-dimensional table, `side × side`, row by row.
    Table { values: Vec<u32>, side: usize },
}

/// A game's values from heap 0 to a target, filled in by [`ValueSequence::step`].
pub struct ValueSequence {
    ruleset: Ruleset,
    to: usize,
    engine: Engine,
    counts: ValueCounts,
    /// The largest value and the first heap (or cell index) with it.
    largest: Option<(u32, usize)>,
    period: Option<PeriodFinding>,
    /// Heaps from here on were read off the certified period.
    from_period: Option<usize>,
    next_check: usize,
    /// How many values `counts` and `largest` have taken in.
    tallied: usize,
}

impl ValueSequence {
    /// The sequence `G(0..to)` of a heap game, or the `to × to` table of a two-dimensional
    /// one (at most [`MAX_SIDE`] a side).
    pub fn new(ruleset: Ruleset, to: usize) -> Self {
        let (engine, to) = match &ruleset {
            Ruleset::Octal { game, .. } => (Engine::Split(OctalValues::new(game, to)), to),
            Ruleset::Grundy => (Engine::Split(OctalValues::grundys_game(to)), to),
            Ruleset::Lasker => (
                Engine::Heap {
                    rule: TakeAndBreak::lasker(),
                    values: Vec::new(),
                    seen: ValueSet::new(),
                },
                to,
            ),
            Ruleset::Cutting | Ruleset::Queens => {
                let side = to.min(MAX_SIDE);
                (
                    Engine::Table {
                        values: Vec::new(),
                        side,
                    },
                    side * side,
                )
            }
        };
        ValueSequence {
            ruleset,
            to,
            engine,
            counts: ValueCounts::default(),
            largest: None,
            period: None,
            from_period: None,
            next_check: FIRST_CHECK,
            tallied: 0,
        }
    }

    /// The game.
    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }

    /// How many values the sequence will hold when done (cells, for a table).
    pub fn target(&self) -> usize {
        self.to
    }

    /// The side of a two-dimensional table.
    pub fn side(&self) -> Option<usize> {
        match self.engine {
            Engine::Table { side, .. } => Some(side),
            _ => None,
        }
    }

    /// The values so far: `G(0..len)`, or a table's cells row by row ([`NO_VALUE`] where
    /// there is no position).
    pub fn values(&self) -> &[u32] {
        match &self.engine {
            Engine::Split(s) => s.values(),
            Engine::Heap { values, .. }
            | Engine::Periodic { values, .. }
            | Engine::Table { values, .. } => values,
        }
    }

    /// How many values are known.
    pub fn len(&self) -> usize {
        self.values().len()
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether every value up to the target is known.
    pub fn done(&self) -> bool {
        self.len() >= self.to
    }

    /// Computes up to `count` more values (a table all at once); returns how many are known.
    pub fn step(&mut self, count: usize) -> usize {
        let upto = self.len().saturating_add(count.max(1)).min(self.to);
        while self.len() < upto {
            // Stop at each check point so the period is looked for there.
            let stop = upto.min(self.next_check.max(self.len() + 1));
            self.advance(stop);
            if self.len() >= self.next_check || self.done() {
                self.check_period();
                while self.next_check <= self.len() {
                    self.next_check *= 2;
                }
            }
        }
        self.tally();
        self.len()
    }

    fn advance(&mut self, upto: usize) {
        match &mut self.engine {
            Engine::Split(s) => s.extend_to(upto),
            Engine::Heap { rule, values, seen } => {
                while values.len() < upto {
                    let n = values.len();
                    seen.clear();
                    super::heap_rule::HeapRule::options(rule, n, &mut |a, b| {
                        seen.insert(values[a] ^ values[b]);
                    });
                    values.push(seen.mex());
                }
            }
            Engine::Periodic { values, pattern } => {
                values.reserve(upto - values.len());
                while values.len() < upto {
                    values.push(pattern.value(values.len() as u64) as u32);
                }
            }
            Engine::Table { values, side } => {
                if values.is_empty() {
                    *values = table(&self.ruleset, *side);
                }
            }
        }
    }

    /// Looks for a period in the values so far; once one is certified, the rest of the
    /// values are read off it.
    fn check_period(&mut self) {
        if self.from_period.is_some() {
            return;
        }
        let values = self.values();
        let (finding, pattern) = match &self.ruleset {
            Ruleset::Octal { game, .. } => {
                let t = game.max_removed();
                let Some(a) = apparent_period(values, t) else {
                    return;
                };
                let finding = PeriodFinding::new(
                    a.preperiod,
                    a.period,
                    0,
                    "Guy–Smith: G(n + p) = G(n) for i ≤ n < 2i + 2p + t",
                    a.needed,
                    a.have,
                );
                let pattern = a.certified().then(|| find_period(values, t)).flatten();
                (finding, pattern)
            }
            Ruleset::Lasker => {
                let Some(p) = find_take_or_split_saltus(values) else {
                    return;
                };
                let finding = PeriodFinding::new(
                    p.preperiod,
                    p.period,
                    p.saltus,
                    "take-or-split saltus: G(n + p) = G(n) + s from the bound N₀",
                    p.certified_to,
                    values.len(),
                );
                (finding, Some(p))
            }
            _ => return,
        };
        self.period = Some(finding);
        if let Some(pattern) = pattern {
            if self.len() < self.to {
                self.from_period = Some(self.len());
                let engine = std::mem::replace(
                    &mut self.engine,
                    Engine::Table {
                        values: Vec::new(),
                        side: 0,
                    },
                );
                let values = match engine {
                    Engine::Split(s) => s.into_values(),
                    Engine::Heap { values, .. } => values,
                    Engine::Periodic { values, .. } | Engine::Table { values, .. } => values,
                };
                self.engine = Engine::Periodic { values, pattern };
            }
        }
    }

    /// Takes the values computed since the last call into the census.
    fn tally(&mut self) {
        let start = self.tallied;
        let values = match &self.engine {
            Engine::Split(s) => s.values(),
            Engine::Heap { values, .. }
            | Engine::Periodic { values, .. }
            | Engine::Table { values, .. } => values,
        };
        let heaps = !self.ruleset.is_two_dimensional();
        for (i, &v) in values.iter().enumerate().skip(start) {
            if v == NO_VALUE {
                continue;
            }
            // Heap games count heaps from 1; every cell of a table counts.
            self.counts.add(if heaps { i } else { 1 }, v);
            if self.largest.is_none_or(|(top, _)| v > top) {
                self.largest = Some((v, i));
            }
        }
        self.tallied = values.len();
    }

    /// The period found so far: certified, or only apparent with the bound still to reach.
    pub fn period(&self) -> Option<&PeriodFinding> {
        self.period.as_ref()
    }

    /// Why no period is looked for, when none is.
    pub fn no_period_reason(&self) -> Option<&'static str> {
        match self.ruleset {
            Ruleset::Grundy => {
                Some("no periodicity theorem covers Grundy's game (equal splits are barred)")
            }
            Ruleset::Cutting | Ruleset::Queens => Some("a two-dimensional table"),
            _ => None,
        }
    }

    /// The first heap whose value was read off the certified period, if any was.
    pub fn from_period(&self) -> Option<usize> {
        self.from_period
    }

    /// The largest value so far and the first heap (or cell index) that has it.
    pub fn largest(&self) -> Option<(u32, usize)> {
        self.largest
    }

    /// How many heaps (from 1) or cells have each value.
    pub fn counts(&self) -> &ValueCounts {
        &self.counts
    }

    /// The sparse-space classes of the values so far, when rare values are few.
    pub fn sparse_space(&self) -> Option<SparseSpace> {
        let splits = match &self.ruleset {
            Ruleset::Octal { game, .. } => game.split_removals(),
            Ruleset::Grundy => vec![0],
            _ => return None,
        };
        if let Engine::Split(s) = &self.engine {
            if let Some(space) = s.sparse_space() {
                return Some(space);
            }
        }
        self.counts.sparse_space(&splits)
    }

    /// How the values are being computed, in words.
    pub fn method(&self) -> &'static str {
        match &self.engine {
            Engine::Split(s) => match s.method() {
                Method::Plain => "plain recurrence",
                Method::SparseSpace => "sparse space (rare values from rare heaps)",
                Method::Dense => "dense (every split, vectorised)",
            },
            Engine::Heap { .. } => "plain recurrence",
            Engine::Periodic { .. } => "read off the certified period",
            Engine::Table { .. } => "table, row by row",
        }
    }

    /// Bytes held per value stored, by the method in use.
    pub fn bytes_per_value(&self) -> usize {
        match &self.engine {
            // The values, plus a reversed 16-bit copy for the dense method.
            Engine::Split(s) if s.method() == Method::Dense => 4 + 2 + 2,
            _ => 4,
        }
    }
}

/// The values of a two-dimensional game over `side × side` cells, row by row.
fn table(ruleset: &Ruleset, side: usize) -> Vec<u32> {
    let mut values = vec![NO_VALUE; side * side];
    match ruleset {
        Ruleset::Cutting if side > 2 => {
            let t = CuttingTable::new(side - 1);
            for w in 2..side {
                for h in 2..side {
                    values[w * side + h] = t.get(w, h);
                }
            }
        }
        Ruleset::Queens => {
            let t = SafeQueenTable::new(side);
            for x in 1..side {
                for y in (1..side).filter(|&y| y != x) {
                    values[x * side + y] = t.get(x, y);
                }
            }
        }
        _ => {}
    }
    values
}

/// Everything known about a sequence so far, as the page and the command line show it.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The game's name.
    pub ruleset: String,
    /// The octal code, for octal games (subtraction games included).
    pub code: Option<String>,
    /// The side of a two-dimensional table; None for heap games.
    pub side: Option<usize>,
    /// The smallest coordinate of a table that is a position.
    pub first_coordinate: usize,
    /// Values wanted.
    pub target: usize,
    /// Values known.
    pub len: usize,
    /// How they are being computed.
    pub method: &'static str,
    /// Memory per value stored, in bytes.
    pub bytes_per_value: usize,
    /// The period found, if any.
    pub period: Option<PeriodSummary>,
    /// Why no period is looked for.
    pub no_period: Option<&'static str>,
    /// Values from this heap on were read off the certified period.
    pub from_period: Option<usize>,
    /// The largest value and the first heap (or cell index) with it.
    pub largest: Option<(u32, usize)>,
    /// Each value with its number of heaps (or cells), smallest value first.
    pub counts: Vec<(u32, usize)>,
    /// The sparse-space classes, when rare values are few.
    pub sparse: Option<SparseSummary>,
}

/// Rare and common values under the sparse-space classes.
#[derive(Clone, Debug, Serialize)]
pub struct SparseSummary {
    /// Values v with `popcount(v & mask)` of the rare parity are rare.
    pub mask: u32,
    /// When the rare parity alternates with the heap size n, the parity j of the split
    /// removals: heap n expects parity `(n + j + 1) mod 2`; None when it expects 1 throughout.
    pub alternating: Option<usize>,
    /// Heaps with a rare value.
    pub rare_heaps: usize,
    /// Rare values with their number of heaps.
    pub rare_values: Vec<(u32, usize)>,
    /// The last heap with a rare value.
    pub last_rare_heap: Option<usize>,
}

impl ValueSequence {
    /// What is known so far.
    pub fn summary(&self) -> Summary {
        let sparse = self.sparse_space().map(|space| {
            let values = self.values();
            SparseSummary {
                mask: space.mask,
                alternating: space.alternating,
                rare_heaps: space.rare_heaps,
                rare_values: self.counts.rare_values(&space),
                last_rare_heap: match &self.engine {
                    Engine::Split(s) if s.last_rare_heap().is_some() => s.last_rare_heap(),
                    _ => (1..values.len())
                        .rev()
                        .find(|&n| space.is_rare(n, values[n])),
                },
            }
        });
        Summary {
            ruleset: self.ruleset.to_string(),
            code: match &self.ruleset {
                Ruleset::Octal { game, .. } => Some(game.to_string()),
                _ => None,
            },
            side: self.side(),
            first_coordinate: self.ruleset.first_coordinate(),
            target: self.to,
            len: self.len(),
            method: self.method(),
            bytes_per_value: self.bytes_per_value(),
            period: self.period.clone(),
            no_period: self.no_period_reason(),
            from_period: self.from_period,
            largest: self.largest,
            counts: self.counts.values().collect(),
            sparse,
        }
    }
}
