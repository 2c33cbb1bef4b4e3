//! The Sprague–Grundy engine: nimbers, heap games by their rules (octal codes, subtraction
//! sets, take-and-break functions), 2-D positions, certified periods, and the remoteness and
//! suspense numbers of conjunctive compounds ("every" games). Pure computation, no I/O: the
//! judges and the playground share it.
//!
//! Plain and misère Nim live in [`crate::nim`].

mod chords;
mod euclid;
pub mod every;
mod heap;
mod heaps;
mod knight_race;
pub mod knights;
mod nimber;
mod octal;
mod paper;
mod periodicity;
mod pins;
mod plane;
mod queens;
mod ruleset;
mod sequence;
mod staircase;
mod subtraction;
mod treblecross;

pub use chords::{Chord, ChordError, ChordVerdict, Chords};
pub use euclid::{euclid_options, EuclidGames, EveryVerdict, Step, Turn, TurnError};
pub use every::{mover_wins_every_sum, remoteness, suspense, EuclidTable, Tally};
pub use heap::{grundy_values, HeapRule, RuleShape, TakeAndBreak};
pub use heaps::{HeapError, HeapMove, HeapRules, HeapVerdict, Heaps};
pub use knight_race::{KnightTurn, KnightTurnError, KnightVerdict, Knights};
pub use knights::KnightBoard;
pub use nimber::{mex, nim_sum, ValueSet};
pub use octal::{
    GrundysGame, Method, OctalError, OctalGame, OctalValues, SparseSpace, ValueCounts,
};
pub use paper::{Cut, CutError, CutVerdict, Paper};
pub use periodicity::{
    apparent_period, find_period, find_take_or_split_saltus, ApparentPeriod, Periodicity,
};
pub use pins::{PinError, PinMove, PinRows, PinVerdict, Row};
pub use plane::{CuttingTable, SafeQueenTable};
pub use queens::{QueenError, QueenMove, QueenVerdict, Queens};
pub use ruleset::{BuiltIn, Ruleset, RulesetError, BUILT_INS};
pub use sequence::{
    PeriodFinding, PeriodSummary, SparseSummary, Summary, ValueSequence, MAX_SIDE, NO_VALUE,
};
pub use staircase::{counted_gaps, staircase_nimber, ManError, ManMove, ManVerdict, MenOnLine};
pub use subtraction::SubtractionGame;
pub use treblecross::{Border, CrossError, CrossMove, CrossVerdict, RunValues, Treblecross};

impl TakeAndBreak {
    /// The certified arithmetic period of a take-or-split game, looking at heaps below
    /// `limit`; None for other rules or when nothing can be certified there.
    pub fn periodicity(&self, limit: usize) -> Option<Periodicity> {
        if self.shape() != RuleShape::TakeOrSplit {
            return None;
        }
        let mut len = 64.min(limit);
        loop {
            let values = self.grundy_values(len);
            if let Some(p) = find_take_or_split_saltus(&values) {
                return Some(p);
            }
            if len >= limit {
                return None;
            }
            len = (len * 2).min(limit);
        }
    }
}
