//! The Sprague–Grundy engine: nimbers, heap games by their rules (octal codes, subtraction
//! sets, take-and-break functions), 2-D positions, certified periods, and the remoteness and
//! suspense numbers of conjunctive compounds ("every" games). Pure computation, no I/O: the
//! judges and the playground share it.
//!
//! Plain and misère Nim live in [`crate::nim`].

mod crosses_and_crosses;
mod cutting_game;
pub mod every;
mod every_position;
mod georgia_and_bob;
mod gg_and_mm;
mod heap_rule;
mod heaps;
pub mod knights;
mod nimber;
mod normal_play;
mod octal;
mod octal_code;
mod periodicity;
mod plane;
mod queens;
mod ruleset;
mod sequence;
mod subtraction;
mod triangulation;

pub use crosses_and_crosses::{
    Border, CrossMove, CrossesAndCrosses, CrossesAndCrossesError, CrossesAndCrossesFigures,
    CrossesAndCrossesVerdict, RunValues,
};
pub use cutting_game::{
    Cut, CuttingGame, CuttingGameError, CuttingGameFigures, CuttingGameVerdict,
};
pub use every::{mover_wins_every_sum, remoteness, suspense, EuclidTable, Tally};
pub use every_position::{EveryFigures, EveryPosition, EveryRules, TurnFault};
pub use georgia_and_bob::{
    counted_gaps, staircase_nimber, GeorgiaAndBob, GeorgiaAndBobError, GeorgiaAndBobFigures,
    GeorgiaAndBobVerdict, ManMove,
};
pub use gg_and_mm::{euclid_options, GgAndMm, GgAndMmError, GgAndMmVerdict, Step, Turn};
pub use heap_rule::{grundy_values, HeapRule, RuleShape, TakeAndBreak};
pub use heaps::{HeapError, HeapFigures, HeapMove, HeapRules, HeapVerdict, Heaps};
pub use knights::KnightBoard;
pub use knights::{KnightTurn, Knights, KnightsError, KnightsVerdict};
pub use nimber::{mex, nim_sum, ValueSet};
pub use normal_play::{normal_play, ImpartialVerdict};
pub use octal::{Octal, OctalError, OctalFigures, OctalMove, OctalVerdict, Row};
pub use octal_code::{
    GrundysGame, Method, OctalCode, OctalCodeError, OctalValues, SparseSpace, ValueCounts,
};
pub use periodicity::{
    apparent_period, find_period, find_take_or_split_saltus, ApparentPeriod, Periodicity,
};
pub use plane::{CuttingTable, SafeQueenTable};
pub use queens::{QueenError, QueenFigures, QueenMove, QueenVerdict, Queens};
pub use ruleset::{BuiltIn, Ruleset, RulesetError, BUILT_INS};
pub use sequence::{
    PeriodFinding, PeriodSummary, SparseSummary, Summary, ValueSequence, MAX_SIDE, NO_VALUE,
};
pub use subtraction::SubtractionGame;
pub use triangulation::{
    Chord, Triangulation, TriangulationError, TriangulationFigures, TriangulationVerdict,
};

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
