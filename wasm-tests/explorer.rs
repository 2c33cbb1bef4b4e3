//! The explorer's bindings as the page's worker reads them: values in slices, the summary's
//! field names (period, certificate, sparse space), and refusals as `Error`s with the reason.

use super::{get, message, text};
use arbiter::impartial::OctalCode;
use arbiter::web::{explorer_games, Explorer};
use js_sys::Array;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn slices_add_up_to_the_values_and_the_period_is_certified() {
    let mut explorer = Explorer::new("0.07", 1000.0).unwrap();
    let mut values = Vec::new();
    while !explorer.done() {
        explorer.step(100);
        values.extend(explorer.values_from(values.len()));
    }
    assert_eq!(
        values,
        OctalCode::parse("0.07").unwrap().grundy_values_plain(1000)
    );
    let summary = explorer.summary().unwrap();
    assert_eq!(text(&summary, "code"), "0.07");
    let period = get(&summary, "period");
    assert_eq!(get(&period, "period").as_f64(), Some(34.0));
    assert_eq!(get(&period, "preperiod").as_f64(), Some(53.0));
    assert_eq!(get(&period, "certified").as_bool(), Some(true));
    assert!(get(&summary, "sparse").is_null());
    assert_eq!(
        Array::from(&get(&summary, "largest")).get(0).as_f64(),
        Some(9.0)
    );
}

#[wasm_bindgen_test]
fn grundys_game_reports_its_sparse_space() {
    let mut explorer = Explorer::new("grundys-game", 40_000.0).unwrap();
    while !explorer.done() {
        explorer.step(10_000);
    }
    let summary = explorer.summary().unwrap();
    let sparse = get(&summary, "sparse");
    assert_eq!(get(&sparse, "mask").as_f64(), Some(254.0));
    assert!(get(&summary, "period").is_null());
    assert!(!text(&summary, "no_period").is_empty());
}

#[wasm_bindgen_test]
fn bad_rulesets_and_sizes_are_refused() {
    let err = Explorer::new("0.9", 10.0).err().expect("refused");
    assert!(message(err).contains("0.9"));
    let err = Explorer::new("0.07", 1e9).err().expect("refused");
    assert!(message(err).contains("at most"));
    let err = Explorer::new("0.07", 0.5).err().expect("refused");
    assert!(message(err).contains("whole number"));
    assert!(Array::from(&explorer_games().unwrap()).length() >= 8);
}
