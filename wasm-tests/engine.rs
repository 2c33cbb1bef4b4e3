//! The computer player's binding as the worker (www/computer-worker.js) reads it: a thought's
//! fields, null for a finished game, and readable errors for a damaged link or an unknown level;
//! the win rates of a whole line, for the win-rate graph; the analysis' snapshots.

use super::{array, get, message, options, strings, text};
use arbiter::web::{analyse, think, win_rates, Playground};
use js_sys::{Array, Function};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn a_gomoku_thought_takes_the_five() {
    let mut game = Playground::new("gomoku", JsValue::UNDEFINED).unwrap();
    for mv in [
        "(3,7)", "(3,0)", "(4,7)", "(4,0)", "(5,7)", "(5,0)", "(6,7)", "(6,0)",
    ] {
        game.play(mv).unwrap();
    }
    let thought = think(&game.link(), "beginner", 0.0, 1).unwrap();
    let best = text(&thought, "best");
    assert!(best == "(2, 7)" || best == "(7, 7)", "{best}");
    assert_eq!(get(&thought, "win_rate").as_f64(), Some(1.0));
    assert_eq!(get(&thought, "win_in").as_f64(), Some(1.0));
    assert_eq!(strings(&thought, "line"), [best]);
    assert!(get(&thought, "playouts").as_f64().is_some());
    assert!(get(&thought, "millis").as_f64().is_some());

    game.play("(2,7)").unwrap();
    assert!(think(&game.link(), "club", 0.0, 1).unwrap().is_null());
}

#[wasm_bindgen_test]
fn bad_links_and_levels_are_refused_by_name() {
    let game = Playground::new("gomoku", JsValue::UNDEFINED).unwrap();
    let err = message(think("v=1&game=chess", "casual", 0.0, 1).unwrap_err());
    assert!(err.starts_with("The link cannot be opened"), "{err}");
    let err = message(think(&game.link(), "grandmaster", 0.0, 1).unwrap_err());
    assert!(err.contains("no level `grandmaster`"), "{err}");
    let err = message(think(&game.link(), "strongest", f64::NAN, 1).unwrap_err());
    assert!(err.contains("1 to 600000 milliseconds"), "{err}");
    let first = think(&game.link(), "strongest", 50.0, 1).unwrap();
    assert_eq!(text(&first, "best"), "(7, 7)");
}

#[wasm_bindgen_test]
fn win_rates_cover_every_position_of_the_line() {
    let mut game = Playground::new("connect", options(&[("n", "6")])).unwrap();
    for mv in ["(2, 2)", "(3, 3)"] {
        game.play(mv).unwrap();
    }
    let rates = win_rates(&game.link(), 20.0).unwrap();
    let first = array(&rates, "first_player");
    assert_eq!(first.length(), 3);
    for rate in first.iter() {
        let rate = rate.as_f64().expect("a rate at every position");
        assert!((0.0..=1.0).contains(&rate), "{rate}");
    }
    assert!(array(&rates, "mistakes").length() <= 2);
    assert!(!text(&get(&rates, "review"), "text").is_empty());
    assert_eq!(get(&rates, "mistake_drop").as_f64(), Some(0.2));
    // Games without an engine have none.
    let nim = Playground::new("nim", JsValue::UNDEFINED).unwrap();
    assert!(win_rates(&nim.link(), 20.0).unwrap().is_null());
    let err = message(win_rates(&game.link(), 0.0).unwrap_err());
    assert!(err.contains("1 to 600000 milliseconds"), "{err}");
}

#[wasm_bindgen_test]
fn a_gomoku_analysis_streams_snapshots_of_three_lines() {
    let mut game =
        Playground::new("gomoku", options(&[("size", "20"), ("rule", "renju")])).unwrap();
    for mv in ["(10, 10)", "(11, 11)", "(9, 10)", "(16, 18)"] {
        game.play(mv).unwrap();
    }
    // The progress callback collects every snapshot into a JavaScript array.
    let seen = Array::new();
    let collect: Function = Function::new_with_args("seen, a", "seen.push(a)")
        .bind1(&JsValue::NULL, &seen)
        .unchecked_into();
    let last = analyse(&game.link(), 400.0, &collect).unwrap();
    assert!(seen.length() >= 1);
    assert_eq!(
        js_sys::JSON::stringify(&seen.get(seen.length() - 1)).unwrap(),
        js_sys::JSON::stringify(&last).unwrap(),
        "the last snapshot is the result"
    );
    assert!(get(&last, "depth").as_f64().is_some_and(|d| d >= 1.0));
    assert!(get(&last, "nodes").as_f64().is_some_and(|n| n > 0.0));
    let lines = array(&last, "lines");
    assert_eq!(lines.length(), 3);
    let first = strings(&lines.get(0), "moves");
    assert!(first.len() > 1, "{first:?}");
    assert!(get(&lines.get(0), "win_rate").as_f64().is_some());
    // A game whose engine keeps no lines: null, and the page asks `think` instead.
    let havannah = Playground::new("havannah", JsValue::UNDEFINED).unwrap();
    assert!(analyse(&havannah.link(), 50.0, &collect).unwrap().is_null());
}
