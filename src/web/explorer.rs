//! The value explorer's bindings: a [`ValueSequence`] the page's worker steps a slice at a
//! time, reading the new values and the summary after each.

use super::to_js;
use crate::impartial::{Ruleset, ValueSequence, BUILT_INS};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most values one explorer holds in the browser (4 to 8 bytes each).
pub const MAX_VALUES: usize = 20_000_000;

/// A game's value sequence, computed in slices.
#[wasm_bindgen]
pub struct Explorer {
    seq: ValueSequence,
}

#[wasm_bindgen]
impl Explorer {
    /// The values of heaps `0..to` (a `to × to` table for a two-dimensional game) of a
    /// ruleset as `arbiter grundy` reads it; refuses a ruleset it cannot read or more than
    /// 20 million values.
    #[wasm_bindgen(constructor)]
    pub fn new(ruleset: &str, to: f64) -> Result<Explorer, JsError> {
        let ruleset = Ruleset::parse(ruleset).map_err(|e| JsError::new(&e.to_string()))?;
        if !(to.is_finite() && to >= 1.0 && to.fract() == 0.0) {
            return Err(JsError::new(
                "the number of heaps must be a whole number from 1",
            ));
        }
        if to > MAX_VALUES as f64 {
            return Err(JsError::new(&format!(
                "at most {MAX_VALUES} values fit in the page (the command line goes further)"
            )));
        }
        Ok(Explorer {
            seq: ValueSequence::new(ruleset, to as usize),
        })
    }

    /// Computes up to `count` more values; returns how many are known.
    pub fn step(&mut self, count: usize) -> usize {
        self.seq.step(count)
    }

    /// How many values are known.
    pub fn len(&self) -> usize {
        self.seq.len()
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.seq.is_empty()
    }

    /// Whether every value wanted is known.
    pub fn done(&self) -> bool {
        self.seq.done()
    }

    /// The known values from `start` on (a copy, for the page to keep).
    pub fn values_from(&self, start: usize) -> Vec<u32> {
        let values = self.seq.values();
        values[start.min(values.len())..].to_vec()
    }

    /// The period and its certificate, the largest value, the counts and the rare values.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        to_js(&self.seq.summary())
    }
}

#[derive(Serialize)]
struct GameName {
    name: &'static str,
    title: &'static str,
    code: Option<&'static str>,
    rules: &'static str,
}

/// The games the explorer knows by name.
#[wasm_bindgen]
pub fn explorer_games() -> Result<JsValue, JsError> {
    let list: Vec<GameName> = BUILT_INS
        .iter()
        .map(|b| GameName {
            name: b.name,
            title: b.title,
            code: b.code,
            rules: b.rules,
        })
        .collect();
    to_js(&list)
}
