//! The `#[wasm_bindgen]` surface as the page (www/app.js) reads it: field names and types of
//! every object, `null` where the page tests for it, and errors thrown as `Error`s whose
//! messages are the sentences the native boards and judges give.

use super::{array, get, message, options, strings, text};
use arbiter::view::{self, Report, Tone};
use arbiter::web::{check_chunks, games, guess_problem, judge, judge_chunks, problems, Playground};
use js_sys::{Array, Object};
use std::collections::BTreeMap;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

/// The object's own keys, sorted.
fn keys(value: &JsValue) -> Vec<String> {
    let mut keys: Vec<String> = Object::keys(&Object::from(value.clone()))
        .iter()
        .map(|k| k.as_string().unwrap())
        .collect();
    keys.sort();
    keys
}

fn boolean(value: &JsValue, key: &str) -> bool {
    get(value, key)
        .as_bool()
        .unwrap_or_else(|| panic!("{key} is not a boolean in {value:?}"))
}

/// A number, or null when `expected` is None.
fn check_number_or_null(value: &JsValue, key: &str, expected: Option<i64>) {
    let field = get(value, key);
    match expected {
        Some(n) => assert_eq!(field.as_f64(), Some(n as f64), "{key}"),
        None => assert!(field.is_null(), "{key} should be null, is {field:?}"),
    }
}

/// A text, or null when `expected` is None.
fn check_text_or_null(value: &JsValue, key: &str, expected: Option<&str>) {
    let field = get(value, key);
    match expected {
        Some(t) => assert_eq!(field.as_string().as_deref(), Some(t), "{key}"),
        None => assert!(field.is_null(), "{key} should be null, is {field:?}"),
    }
}

/// The report object holds exactly the fields the page reads, with the types it expects and
/// the values of the native report.
fn check_report(report: &JsValue, native: &Report) {
    assert_eq!(
        keys(report),
        [
            "actions",
            "comment",
            "computer",
            "facts",
            "hint_note",
            "hints",
            "hints_offered",
            "judge_case",
            "last_move",
            "pending",
            "perfect_play_winner",
            "played",
            "review",
            "revision",
            "status",
            "to_move",
            "tone",
            "undone",
            "variations",
            "verdict",
            "winner",
            "winning_moves"
        ]
    );
    assert_eq!(text(report, "status"), native.status);
    assert_eq!(text(report, "verdict"), native.verdict);
    assert_eq!(text(report, "comment"), native.comment);
    let tone = match native.tone {
        Tone::Open => "",
        Tone::Win => "win",
        Tone::Loss => "loss",
        Tone::Over => "over",
    };
    assert_eq!(text(report, "tone"), tone);
    let facts = array(report, "facts");
    assert_eq!(facts.length() as usize, native.facts.len());
    for (fact, expected) in facts.iter().zip(&native.facts) {
        assert_eq!(keys(&fact), ["label", "value"]);
        assert_eq!(text(&fact, "label"), expected.label);
        assert_eq!(text(&fact, "value"), expected.value);
    }
    assert_eq!(strings(report, "hints"), native.hints);
    assert_eq!(text(report, "hint_note"), native.hint_note);
    assert_eq!(strings(report, "winning_moves"), native.winning_moves);
    check_number_or_null(report, "played", Some(native.played as i64));
    check_number_or_null(report, "undone", Some(native.undone as i64));
    check_number_or_null(report, "revision", Some(native.revision as i64));
    check_text_or_null(report, "last_move", native.last_move.as_deref());
    let actions = array(report, "actions");
    assert_eq!(actions.length() as usize, native.actions.len());
    for (action, expected) in actions.iter().zip(&native.actions) {
        assert_eq!(keys(&action), ["enabled", "id", "label", "prompt"]);
        assert_eq!(text(&action, "id"), expected.command.id());
        assert_eq!(text(&action, "label"), expected.label);
        assert_eq!(boolean(&action, "enabled"), expected.enabled);
        check_text_or_null(&action, "prompt", expected.prompt);
    }
    assert_eq!(text(report, "pending"), native.pending);
    assert_eq!(boolean(report, "computer"), native.computer);
    assert_eq!(boolean(report, "hints_offered"), native.hints_offered);
    assert_eq!(boolean(report, "judge_case"), native.judge_case);
    for (key, side) in [
        ("to_move", &native.to_move),
        ("winner", &native.winner),
        ("perfect_play_winner", &native.perfect_play_winner),
    ] {
        let field = get(report, key);
        match side {
            Some(side) => {
                assert_eq!(keys(&field), ["name", "number"], "{key}");
                assert_eq!(text(&field, "name"), side.name, "{key}");
                assert_eq!(get(&field, "number").as_f64(), Some(f64::from(side.number)));
            }
            None => assert!(field.is_null(), "{key} should be null, is {field:?}"),
        }
    }
}

fn native(slug: &str, values: &[(&str, &str)]) -> Box<dyn view::Board> {
    let values: BTreeMap<String, String> = values
        .iter()
        .map(|&(k, v)| (k.to_string(), v.to_string()))
        .collect();
    view::create(slug, values).unwrap()
}

#[wasm_bindgen_test]
fn games_lists_every_game_with_the_option_fields_the_form_reads() {
    let list = Array::from(&games().unwrap());
    assert_eq!(list.length() as usize, view::GAMES.len());
    for (game, entry) in list.iter().zip(view::GAMES) {
        assert_eq!(keys(&game), ["blurb", "family", "options", "slug", "title"]);
        assert_eq!(text(&game, "slug"), entry.slug);
        assert_eq!(text(&game, "title"), entry.title);
        let listed = view::LISTING.iter().find(|g| g.slug == entry.slug).unwrap();
        assert_eq!(text(&game, "family"), listed.family);
        assert_eq!(text(&game, "blurb"), entry.blurb);
        let specs = (entry.options)();
        let fields = array(&game, "options");
        assert_eq!(fields.length() as usize, specs.len(), "{}", entry.slug);
        for (field, spec) in fields.iter().zip(&specs) {
            assert_eq!(
                keys(&field),
                ["choices", "default", "help", "key", "kind", "label", "max", "min"]
            );
            assert_eq!(text(&field, "key"), spec.key);
            assert_eq!(text(&field, "label"), spec.label);
            assert_eq!(text(&field, "kind"), spec.kind);
            assert_eq!(text(&field, "default"), spec.default);
            assert_eq!(text(&field, "help"), spec.help);
            check_number_or_null(&field, "min", spec.min);
            check_number_or_null(&field, "max", spec.max);
            // Choices are [value, label] pairs, as `for (const [value, text] of …)` reads them.
            let choices = array(&field, "choices");
            assert_eq!(choices.length() as usize, spec.choices.len());
            for (pair, (value, label)) in choices.iter().zip(&spec.choices) {
                let pair = Array::from(&pair);
                assert_eq!(pair.length(), 2);
                assert_eq!(pair.get(0).as_string().as_deref(), Some(*value));
                assert_eq!(pair.get(1).as_string().as_deref(), Some(*label));
            }
        }
    }
}

#[wasm_bindgen_test]
fn problems_and_judge_keep_their_shapes_and_errors() {
    let list = Array::from(&problems().unwrap());
    assert!(list.length() >= 14);
    let mut slugs = Vec::new();
    for problem in list.iter() {
        assert_eq!(keys(&problem), ["sample", "slug", "title"]);
        let slug = text(&problem, "slug");
        assert!(!text(&problem, "title").is_empty());
        // Every sample judges cleanly in the browser, as natively.
        let sample = text(&problem, "sample");
        let outcome = judge(&slug, &sample).unwrap();
        assert_eq!(keys(&outcome), ["error", "output"]);
        let native = arbiter::judges::find(&slug).unwrap().run_str(&sample);
        assert_eq!(
            native.as_deref().ok(),
            Some(text(&outcome, "output").as_str())
        );
        assert!(get(&outcome, "error").is_null(), "{slug}");
        slugs.push(slug);
    }
    assert!(slugs.contains(&"john".to_string()));

    let outcome = judge("john", "2\n3\n3 5 1\n1\n1\n").unwrap();
    assert_eq!(text(&outcome, "output"), "John\nBrother\n");
    assert!(get(&outcome, "error").is_null());

    // Bad input is not a thrown error: the answers so far and the reason come back together.
    let outcome = judge("john", "1\n2\n5 0\n").unwrap();
    assert_eq!(text(&outcome, "output"), "");
    assert_eq!(
        text(&outcome, "error"),
        "line 3, column 3: expected heap size A (1..=4294967295), found 0"
    );
    let outcome = judge("john", "2\n1\n1\n2\n5 0\n").unwrap();
    assert_eq!(text(&outcome, "output"), "Brother\n");
    assert_eq!(
        text(&outcome, "error"),
        "line 5, column 3: expected heap size A (1..=4294967295), found 0"
    );
    // An unknown problem is thrown, with the native message.
    let expected = match arbiter::judges::find("no-such-problem") {
        Ok(_) => panic!("no-such-problem is not a problem"),
        Err(e) => e.to_string(),
    };
    assert_eq!(message(judge("no-such-problem", "").unwrap_err()), expected);
}

#[wasm_bindgen_test]
fn construction_errors_are_thrown_with_readable_messages() {
    let refused = |game: &str, values: JsValue| match Playground::new(game, values) {
        Ok(_) => panic!("{game} started"),
        Err(e) => message(e),
    };
    assert_eq!(
        refused("nim", options(&[("heaps", "1 -2")])),
        "Heap sizes: `-2` is not a number from 0 to 30"
    );
    assert_eq!(
        refused("nim", options(&[("k", "0")])),
        "Heaps per move (Moore's k): 0 is outside 1..=12"
    );
    assert_eq!(
        refused("havannah", options(&[("mode", "chess")])),
        "Players and ring rule: `chess` is not one of the choices"
    );
    assert_eq!(refused("chess", JsValue::UNDEFINED), "unknown game `chess`");
    // A key the game does not have is refused by name, as links refuse it.
    assert_eq!(
        refused("nim", options(&[("side", "5")])),
        "the game `nim` has no option `side`"
    );
    // Options must be an object of texts, as the page's form sends them.
    assert!(refused("nim", JsValue::from_f64(3.0)).starts_with("options must map names to text"));
    let numbers = Object::new();
    js_sys::Reflect::set(&numbers, &"k".into(), &JsValue::from_f64(2.0)).unwrap();
    assert!(refused("nim", numbers.into()).starts_with("options must map names to text"));
    // No options at all means the defaults.
    for game in view::GAMES {
        Playground::new(game.slug, JsValue::UNDEFINED).unwrap();
        Playground::new(game.slug, JsValue::NULL).unwrap();
    }
}

#[wasm_bindgen_test]
fn refusals_are_thrown_with_the_reason_and_keep_the_game() {
    let mut nim = Playground::new("nim", options(&[("heaps", "1 2 4")])).unwrap();
    assert_eq!(
        message(nim.click(2.0, 2.0).unwrap_err()),
        "Click a stone: it is taken with every stone above it"
    );
    assert_eq!(
        message(nim.act("undo", None).unwrap_err()),
        "There is no move to undo"
    );
    assert_eq!(
        message(nim.act("no-such-action", None).unwrap_err()),
        "Nim has no action `no-such-action`"
    );
    assert_eq!(get(&nim.report().unwrap(), "played").as_f64(), Some(0.0));

    let mut gomoku = Playground::new("gomoku", JsValue::UNDEFINED).unwrap();
    assert_eq!(
        message(
            gomoku
                .act("load", Some("2\n1 1 1\n1 1 0".into()))
                .unwrap_err()
        ),
        "Line 3, column 1: expected a cell not listed before, found (1,1): (1,1) already holds \
         a black stone"
    );
}

#[wasm_bindgen_test]
fn reports_have_the_shapes_the_page_reads() {
    // Every game fresh, and after a click, compared with the same game played natively.
    let canvas = super::canvas(480, 360);
    for entry in view::GAMES {
        let mut game = Playground::new(entry.slug, JsValue::UNDEFINED).unwrap();
        let mut board = native(entry.slug, &[]);
        check_report(&game.report().unwrap(), &board.report());
        game.render(&canvas).unwrap();
        board.draw(&mut view::svg::SvgPainter::new(480.0, 360.0), 480.0, 360.0);
        let (x, y) = (240.0, 180.0);
        match (game.click(x, y), board.click(x, y)) {
            (Ok(report), Ok(())) => check_report(&report, &board.report()),
            (Err(thrown), Err(refusal)) => assert_eq!(message(thrown), refusal.to_string()),
            (js, native) => panic!("{}: {js:?} in the browser, {native:?} natively", entry.slug),
        }
    }
    // Reports with hints, tones, facts, pending selections and text actions.
    same_after_acting("nim", &[("heaps", "1 2 4")], "undo", None);
    same_after_acting("gomoku", &[], "load", Some("3\n7 7 1\n8 8 0\n7 8 1\n"));
    same_after_acting(
        "connect",
        &[("n", "6")],
        "load",
        Some("4 5\n0 2 2 4 4 2 3 2 2 3\n"),
    );
    same_after_acting(
        "havannah",
        &[("side", "3")],
        "load",
        Some("3 6 2 2 2 3 3 4 4 4 4 3 3 2"),
    );
    same_after_acting("octal", &[("rows", "3")], "clear", None);
}

/// Runs `action`, then `end`, on a game in the browser and the same game natively: the same
/// refusal is thrown, or the reports agree.
fn same_after_acting(slug: &str, values: &[(&str, &str)], action: &str, argument: Option<&str>) {
    let mut game = Playground::new(slug, options(values)).unwrap();
    let mut board = native(slug, values);
    match (
        game.act(action, argument.map(String::from)),
        board.act_by_id(action, argument),
    ) {
        (Ok(report), Ok(())) => check_report(&report, &board.report()),
        (Err(thrown), Err(refusal)) => assert_eq!(message(thrown), refusal.to_string()),
        (js, native) => panic!("{slug}: {js:?} in the browser, {native:?} natively"),
    }
    let report = game.act("end", None).unwrap();
    board.act(view::Command::ToEnd, None).unwrap();
    check_report(&report, &board.report());
}

#[wasm_bindgen_test]
fn locate_zoom_and_pan_cross_the_boundary() {
    let canvas = super::canvas(480, 360);
    let mut game = Playground::new("havannah", options(&[("side", "4")])).unwrap();
    game.render(&canvas).unwrap();
    assert!(game.zoomable());
    let at = game.locate("(4, 4)").expect("a point for the centre cell");
    assert_eq!(at.len(), 2);
    assert!(at.iter().all(|c| c.is_finite()));
    assert_eq!(game.locate("(9, 9)"), None);
    // The page may pass anything from wheel and pinch events: nonsense factors change nothing.
    for factor in [f64::NAN, f64::INFINITY, 0.0, -2.0] {
        assert!(!game.zoom(at[0], at[1], factor), "{factor}");
    }
    assert!(game.zoom(at[0], at[1], 2.0));
    assert!(game.pan(10.0, 0.0));
    assert!(game.hover(at[0] + 10.0, at[1]));
    game.render(&canvas).unwrap();
    let report = game.click(at[0] + 10.0, at[1]).unwrap();
    assert_eq!(text(&report, "last_move"), "(4, 4)");
    assert!(!Playground::new("nim", JsValue::UNDEFINED)
        .unwrap()
        .zoomable());
}

#[wasm_bindgen_test]
fn the_move_list_links_and_saved_games_cross_the_boundary() {
    let mut game = Playground::new("nim", options(&[("heaps", "3 4 5")])).unwrap();
    game.play("take 2 from heap 1").unwrap();
    let report = game.play("take 5 from heap 3").unwrap();
    let revision = get(&report, "revision").as_f64().unwrap();
    let report = game.go_to(1.0).unwrap();
    assert_eq!(get(&report, "played").as_f64(), Some(1.0));
    assert_eq!(get(&report, "undone").as_f64(), Some(1.0));
    assert_eq!(game.line_kept(revision).unwrap(), 2);

    // Entries as the move list reads them, a window at a time.
    let entries = Array::from(&game.entries(0.0, 10.0).unwrap());
    assert_eq!(entries.length(), 2);
    let first = entries.get(0);
    assert_eq!(
        keys(&first),
        [
            "by",
            "current",
            "judgement",
            "move",
            "number",
            "played",
            "tone",
            "verdict"
        ]
    );
    assert_eq!(text(&first, "move"), "take 2 from heap 1");
    assert_eq!(text(&get(&first, "judgement"), "kind"), "good");
    assert_eq!(text(&get(&first, "judgement"), "mark"), "✓");
    assert_eq!(
        text(&first, "verdict"),
        "Player 2, to move, loses against perfect play"
    );
    assert_eq!(text(&get(&first, "by"), "name"), "Player 1");
    assert!(boolean(&first, "played") && boolean(&first, "current"));
    let second = entries.get(1);
    assert!(!boolean(&second, "played") && !boolean(&second, "current"));
    assert_eq!(Array::from(&game.entries(1.0, 2.0).unwrap()).length(), 1);
    assert_eq!(game.moves(0.0, 1.0).unwrap(), ["take 2 from heap 1"]);
    for bad in [-1.0, f64::NAN, 0.5] {
        assert!(message(game.go_to(bad).unwrap_err()).contains("must be a whole number"));
        assert!(game.entries(bad, 2.0).is_err());
    }
    assert_eq!(
        message(game.go_to(3.0).unwrap_err()),
        "There is no position after move 3: the line has 2 moves"
    );

    // A link and a saved file reopen the same line at the same position.
    let link = game.link();
    assert_eq!(
        link,
        "v=1&game=nim&heaps=3+4+5&rule=normal&k=1\
         &moves=take+2+from+heap+1;take+5+from+heap+3&at=1"
    );
    let opened = Playground::open(&format!("#{link}")).unwrap();
    assert_eq!(opened.link(), link);
    assert_eq!(opened.game(), "nim");
    assert_eq!(text(&opened.options().unwrap(), "heaps"), "3 4 5");
    let imported = Playground::import(&game.text()).unwrap();
    assert_eq!(imported.link(), link);
    assert_eq!(
        message(
            Playground::open("v=1&game=nim&moves=take+9+from+heap+1")
                .err()
                .unwrap()
        ),
        "The link cannot be opened: move 1, `take 9 from heap 1`, was refused: Heap 1 holds \
         3 stones, so 9 cannot be taken"
    );
    assert!(message(Playground::import("nonsense").err().unwrap())
        .starts_with("The game cannot be imported: line 1: expected a game saved by Arbiter"));

    // The position as a judge case, or why there is none.
    let case = game.judge_case().unwrap();
    assert_eq!(keys(&case), ["input", "problem"]);
    assert_eq!(text(&case, "problem"), "s-nim");
    assert_eq!(text(&case, "input"), "5 1 2 3 4 5\n1\n3 1 4 5\n0\n");
    let octal = Playground::new("octal", JsValue::UNDEFINED).unwrap();
    assert_eq!(
        message(octal.judge_case().unwrap_err()),
        "This game has no contest judge to write a case for"
    );
}

/// A `next()` for the chunked bindings: hands over `text` in pieces of `size` bytes.
fn chunks(text: &str, size: usize) -> wasm_bindgen::closure::Closure<dyn FnMut() -> JsValue> {
    let mut pieces: Vec<Vec<u8>> = text.as_bytes().chunks(size).map(<[u8]>::to_vec).collect();
    pieces.reverse();
    wasm_bindgen::closure::Closure::wrap(Box::new(move || match pieces.pop() {
        Some(piece) => js_sys::Uint8Array::from(piece.as_slice()).into(),
        None => JsValue::UNDEFINED,
    }) as Box<dyn FnMut() -> JsValue>)
}

#[wasm_bindgen_test]
fn the_worker_bindings_judge_check_and_guess_in_chunks() {
    use wasm_bindgen::JsCast;
    // Judged three bytes at a time, answers passed out as they come.
    let next = chunks("2\n3\n3 5 1\n1\n1\n", 3);
    let out = std::rc::Rc::new(std::cell::RefCell::new(String::new()));
    let sink = out.clone();
    let emit = wasm_bindgen::closure::Closure::wrap(Box::new(move |text: String| {
        sink.borrow_mut().push_str(&text);
    }) as Box<dyn FnMut(String)>);
    let error = judge_chunks(
        "john",
        next.as_ref().unchecked_ref(),
        emit.as_ref().unchecked_ref(),
    );
    assert_eq!(error.unwrap(), None);
    assert_eq!(out.borrow().as_str(), "John\nBrother\n");

    // The special judge: identical, then a changed line by number, then a broken input.
    let outcome = check_chunks(
        "john",
        chunks("2\n3\n3 5 1\n1\n1\n", 4).as_ref().unchecked_ref(),
        b"John\nBrother\n",
    )
    .unwrap();
    assert_eq!(
        keys(&outcome),
        ["accepted", "broken", "identical", "line", "message"]
    );
    assert_eq!(get(&outcome, "identical"), JsValue::TRUE);
    let outcome = check_chunks(
        "john",
        chunks("2\n3\n3 5 1\n1\n1\n", 4).as_ref().unchecked_ref(),
        b"John\nJohn\n",
    )
    .unwrap();
    assert_eq!(get(&outcome, "accepted"), JsValue::FALSE);
    assert_eq!(get(&outcome, "line").as_f64(), Some(2.0));
    assert_eq!(
        text(&outcome, "message"),
        "wrong answer: line 2: expected `Brother`, found `John`"
    );
    let outcome = check_chunks(
        "john",
        chunks("1\n2\n5 0\n", 4).as_ref().unchecked_ref(),
        b"",
    )
    .unwrap();
    assert_eq!(get(&outcome, "broken"), JsValue::TRUE);
    assert!(text(&outcome, "message").starts_with("line 3, column 3"));

    let havannah = arbiter::judges::find("havannah").unwrap().sample_input;
    assert!(guess_problem(havannah.as_bytes(), true).contains(&"havannah".to_string()));
    assert!(guess_problem(b"  ", true).is_empty());
}

#[wasm_bindgen_test]
fn variations_and_comments_cross_the_boundary() {
    let mut game = Playground::new("nim", options(&[("heaps", "3 4 5")])).unwrap();
    game.play("take 2 from heap 1").unwrap();
    game.go_to(0.0).unwrap();
    let report = game.play("take 1 from heap 2").unwrap();
    assert_eq!(get(&report, "variations").as_f64(), Some(2.0));
    let entry = Array::from(&game.entries(0.0, 1.0).unwrap()).get(0);
    assert_eq!(get(&entry, "choice").as_f64(), Some(1.0));
    assert_eq!(
        strings(&entry, "alternatives"),
        ["take 2 from heap 1", "take 1 from heap 2"]
    );
    let report = game.act("comment", Some("why not".into())).unwrap();
    assert_eq!(text(&report, "comment"), "why not");
    let report = game.variation(1.0, 0.0).unwrap();
    assert_eq!(text(&report, "last_move"), "take 2 from heap 1");
    assert!(message(game.variation(1.0, 5.0).unwrap_err()).contains("no variation 5"));
    let reopened = Playground::open(&game.link()).unwrap();
    assert_eq!(reopened.link(), game.link());
    assert!(reopened.text().starts_with("[Arbiter \"2\"]"));
}
