//! Octal games on rows of pins, natively: selections built by clicks where the pins are drawn,
//! verdicts and hints from the engine, refusals with the code's reasons, cuts in the gaps.
use crate::common::board::{
    act, action_enabled, check_svg, click, draw, fact, point, refusal, refused_options, says,
    shown, start,
};
use crate::common::Rng;
use arbiter::game::Game;
use arbiter::impartial::{Octal, OctalCode, OctalCodeError, OctalError, OctalMove, Row};
use arbiter::view::paint::palette;
use arbiter::view::{Board, Command, OptionError, Over, Pick, Reason, Refusal, Tone, GAMES};
use std::collections::HashMap;

const W: f64 = 600.0;
const H: f64 = 300.0;

#[test]
fn octal_games_are_listed_with_their_options_and_bad_values_are_refused() {
    let octal = GAMES.iter().find(|g| g.slug == "octal").expect("listed");
    let keys: Vec<&str> = (octal.options)().iter().map(|o| o.key).collect();
    assert_eq!(keys, ["code", "rows"]);
    for code in ["0.9", "x"] {
        let refused = refused_options("octal", &[("code", code)]);
        assert!(
            matches!(refused, Refusal::BadOption(OptionError::Code(_))),
            "{refused:?}"
        );
        assert!(refused.to_string().starts_with("Octal code: "));
    }
    assert_eq!(
        refused_options("octal", &[("rows", "40")]),
        Refusal::BadOption(OptionError::NotA {
            label: "Row lengths",
            found: "`40`".into(),
            expected: "a number from 1 to 30".into(),
        })
    );
    assert_eq!(
        refused_options("octal", &[("rows", "1 1 1 1 1 1 1")]),
        Refusal::BadOption(OptionError::Count {
            label: "Row lengths",
            most: 6,
            items: "rows",
        })
    );
}

#[test]
fn codes_too_long_to_value_quickly_are_refused_with_the_limit() {
    let sevens = format!("0.{}", "7".repeat(5000));
    says(
        refused_options("octal", &[("code", &sevens)]),
        Refusal::BadOption(OptionError::LongCode {
            digits: 5000,
            most: 16,
        }),
        "Octal code: at most 16 digits after the point, so the page stays responsive \
         (this code has 5000)",
    );
    // Pasted pages of text are quoted as a prefix with an ellipsis.
    let page = "x".repeat(5000);
    says(
        refused_options("octal", &[("code", &page)]),
        Refusal::BadOption(OptionError::Code(OctalCodeError::Syntax(page.clone()))),
        &format!(
            "Octal code: `{}…` is not an octal code like 0.07",
            &page[..24]
        ),
    );
    says(
        refused_options("octal", &[("rows", &"9".repeat(5000))]),
        Refusal::BadOption(OptionError::NotA {
            label: "Row lengths",
            found: format!("`{}…`", "9".repeat(24)),
            expected: "a number from 1 to 30".into(),
        }),
        &format!(
            "Row lengths: `{}…` is not a number from 1 to 30",
            "9".repeat(24)
        ),
    );
    // The longest accepted code starts a game; trailing zeros do not count.
    let longest = format!("0.{}", "7".repeat(16));
    let game = start("octal", &[("code", &longest), ("rows", "5")]);
    assert!(!game.report().status.is_empty());
    start("octal", &[("code", &format!("0.07{}", "0".repeat(100)))]);
}

#[test]
fn kayles_selection_plays_and_the_verdict_follows_the_engine() {
    let mut game = start("octal", &[("code", "0.77"), ("rows", "4")]);
    let picture = draw(&mut *game, W, H);
    // Kayles on four pins: knock down the middle two, leaving 1 and 1, a second-player win.
    let report = shown(&*game);
    assert_eq!(report.status, "Player 1 to move");
    assert_eq!(report.verdict, "Player 1, to move, wins with perfect play");
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(report.hints, ["row 1: pins 2–3"]);
    assert_eq!(fact(&report, "Code").as_deref(), Some("0.77 (Kayles)"));
    assert_eq!(picture.texts_reading("row 1").len(), 1);
    for pin in 1..=4 {
        let at = point(&*game, &format!("row 1 pin {pin}"));
        assert!(picture.fills_at(at).contains(&palette::STONE), "pin {pin}");
    }

    click(&mut *game, "row 1 pin 2").unwrap();
    let report = click(&mut *game, "row 1 pin 3").unwrap();
    assert!(report.moves.is_empty(), "clicks select");
    assert_eq!(
        report.pending,
        "Selected: row 1: pins 2–3 (click it again, or Play selection)"
    );
    assert_eq!(action_enabled(&report, Command::Play), Some(true));
    let picture = draw(&mut *game, W, H);
    for (pin, selected) in [(1, false), (2, true), (3, true), (4, false)] {
        let at = point(&*game, &format!("row 1 pin {pin}"));
        assert_eq!(
            picture.fills_at(at).contains(&palette::HIGHLIGHT),
            selected,
            "pin {pin}"
        );
    }
    let report = click(&mut *game, "row 1 pin 3").unwrap();
    assert_eq!(report.moves, ["row 1: pins 2–3"]);
    assert_eq!(report.pending, "");
    assert_eq!(
        report.verdict,
        "Player 2, to move, loses against perfect play"
    );
    assert_eq!(report.tone, Tone::Loss);
    assert_eq!(
        fact(&report, "Runs").as_deref(),
        Some("row 1: G(1) = 1, G(1) = 1")
    );
    assert_eq!(fact(&report, "Nim-sum").as_deref(), Some("0"));
    // Knocked-down pins are drawn as empty outlines.
    let picture = draw(&mut *game, W, H);
    let down = point(&*game, "row 1 pin 2");
    assert!(!picture.fills_at(down).contains(&palette::STONE));
    assert!(picture.rings_at(down).contains(&palette::BOARD_EDGE));

    says(
        click(&mut *game, "row 1 pin 2").unwrap_err(),
        Refusal::Pick(Pick::PinDown),
        "That pin is already down",
    );
    // A selection cannot grow over a fallen pin: refused at the click, the selection kept.
    click(&mut *game, "row 1 pin 1").unwrap();
    says(
        click(&mut *game, "row 1 pin 4").unwrap_err(),
        Refusal::Pick(Pick::FallenPin),
        "A move knocks down pins that stand side by side: the selection cannot run over a \
         fallen pin",
    );
    assert_eq!(
        shown(&*game).pending,
        "Selected: row 1: pin 1 (click it again, or Play selection)"
    );
    act(&mut *game, Command::Clear, None).unwrap();
    click(&mut *game, "row 1 pin 1").unwrap();
    click(&mut *game, "row 1 pin 1").unwrap();
    click(&mut *game, "row 1 pin 4").unwrap();
    let report = click(&mut *game, "row 1 pin 4").unwrap();
    assert_eq!(report.status, "Game over: Player 1 wins");
    assert_eq!(report.verdict, "Player 1 made the last move");
    assert_eq!(report.tone, Tone::Over);
    assert_eq!(
        report.moves,
        ["row 1: pins 2–3", "row 1: pin 1", "row 1: pin 4"]
    );
    draw(&mut *game, W, H);
    says(
        refusal(&mut *game, 1.0, 1.0),
        Refusal::GameOver(Over::Because("no move is left")),
        "The game is over: no move is left. Undo, or start a new game",
    );

    let report = act(&mut *game, Command::ToStart, None).unwrap();
    assert_eq!(report.redo.len(), 3);
    assert_eq!(report.hints, ["row 1: pins 2–3"]);
    let report = act(&mut *game, Command::ToEnd, None).unwrap();
    assert_eq!(report.status, "Game over: Player 1 wins");
    act(&mut *game, Command::Undo, None).unwrap();
    let report = act(&mut *game, Command::Redo, None).unwrap();
    assert_eq!(report.moves.len(), 3);
}

#[test]
fn illegal_selections_are_refused_with_the_codes_reason() {
    let mut game = start("octal", &[("code", "0.07"), ("rows", "5")]);
    draw(&mut *game, W, H);
    click(&mut *game, "row 1 pin 1").unwrap();
    let pin = OctalMove {
        row: 0,
        start: 0,
        count: 1,
    };
    says(
        click(&mut *game, "row 1 pin 1").unwrap_err(),
        Refusal::Illegal {
            mv: "row 1: pin 1".into(),
            reason: Reason::Octal(OctalError::NotAllowed {
                mv: pin,
                left: 0,
                right: 4,
            }),
        },
        "This code does not allow knocking down 1 pin leaving one run (row 1: pin 1)",
    );
    assert!(shown(&*game).moves.is_empty());
    says(
        click(&mut *game, "row 1 cut 2").unwrap_err(),
        Refusal::Pick(Pick::NeverCuts),
        "This code never cuts a run without knocking pins down: click a pin",
    );
    says(
        refusal(&mut *game, -5.0, H / 2.0),
        Refusal::Missed {
            hint: "Click a pin to select it; click a selected pin to knock the selection down",
        },
        "Click a pin to select it; click a selected pin to knock the selection down",
    );
    assert_eq!(
        refusal(&mut *game, f64::NAN, f64::INFINITY),
        refusal(&mut *game, -5.0, 0.0)
    );
    let report = act(&mut *game, Command::Clear, None).unwrap();
    assert_eq!(report.pending, "");
    says(
        act(&mut *game, Command::Play, None).unwrap_err(),
        Refusal::NothingSelected { what: "pins" },
        "Select pins first",
    );
    says(
        game.act_by_id("fly", None).unwrap_err(),
        Refusal::UnknownAction {
            board: "Octal games have",
            id: "fly".into(),
        },
        "Octal games have no action `fly`",
    );
    says(
        act(&mut *game, Command::Swap, None).unwrap_err(),
        Refusal::Unavailable {
            board: "Octal games have",
            command: Command::Swap,
        },
        "Octal games have no action `swap`",
    );
    assert_eq!(game.locate("row 1 pin 6"), None);
    assert_eq!(
        game.locate("row 1 cut 5"),
        None,
        "no gap after the last pin"
    );
    assert_eq!(game.locate("row 2 pin 1"), None);
    assert_eq!(game.locate("row 1 pin 0"), None);
}

#[test]
fn a_splitting_code_cuts_runs_in_the_gaps() {
    let mut game = start("octal", &[("code", "4.07"), ("rows", "6")]);
    draw(&mut *game, W, H);
    let gap = point(&*game, "row 1 cut 3");
    let report = click(&mut *game, "row 1 cut 3").unwrap();
    assert!(report.moves.is_empty());
    assert_eq!(
        report.pending,
        "Selected: row 1: cut after pin 3 (click it again, or Play selection)"
    );
    // The selected cut is marked in the gap.
    let picture = draw(&mut *game, W, H);
    let marks = picture.strokes(palette::ACCENT);
    assert!(marks
        .iter()
        .any(|s| s.points.iter().all(|p| (p.0 - gap.0).abs() < 1e-9)));

    let report = click(&mut *game, "row 1 cut 3").unwrap();
    assert_eq!(report.moves, ["row 1: cut after pin 3"]);
    // Two equal runs: their values cancel, and the player to move loses.
    let runs = fact(&report, "Runs").unwrap();
    assert!(
        runs.starts_with("row 1: G(3) = "),
        "runs after the cut: {runs}"
    );
    let values: Vec<&str> = runs["row 1: ".len()..].split(", ").collect();
    assert_eq!(values.len(), 2);
    assert_eq!(values[0], values[1]);
    assert_eq!(fact(&report, "Nim-sum").as_deref(), Some("0"));
    assert_eq!(report.tone, Tone::Loss);
    // The cut is drawn as a line in the gap.
    let picture = draw(&mut *game, W, H);
    let cuts = picture.strokes(palette::FIRST_EDGE);
    assert_eq!(cuts.len(), 1);
    assert!(cuts[0].points.iter().all(|p| (p.0 - gap.0).abs() < 1e-9));
}

/// Every legal move is built by clicks and played; the hints are exactly those after which
/// the player to move loses.
#[test]
fn hints_are_the_moves_that_leave_a_loss() {
    for (code, rows) in [
        ("0.77", "5 3"),
        ("0.07", "6 4"),
        ("0.137", "7"),
        ("4.07", "5 2"),
    ] {
        let mut game = start("octal", &[("code", code), ("rows", rows)]);
        draw(&mut *game, W, H);
        let hints = game.report().hints;
        let lengths: Vec<usize> = rows.split(' ').map(|r| r.parse().unwrap()).collect();
        let mut winning = Vec::new();
        let mut legal = 0;
        for (r, &length) in lengths.iter().enumerate() {
            let row = r + 1;
            let mut spots = Vec::new();
            for first in 1..=length {
                for last in first..=length {
                    let (a, b) = (
                        format!("row {row} pin {first}"),
                        format!("row {row} pin {last}"),
                    );
                    spots.push(if first == last {
                        vec![a.clone(), a]
                    } else {
                        vec![a.clone(), b, a]
                    });
                }
            }
            if code.starts_with('4') {
                for after in 1..length {
                    let gap = format!("row {row} cut {after}");
                    spots.push(vec![gap.clone(), gap]);
                }
            }
            for clicks in spots {
                act(&mut *game, Command::Clear, None).unwrap();
                if played(&mut *game, &clicks) {
                    legal += 1;
                    let report = shown(&*game);
                    if report.tone == Tone::Loss || report.tone == Tone::Over {
                        winning.push(report.moves[0].clone());
                    }
                    act(&mut *game, Command::Undo, None).unwrap();
                }
            }
        }
        assert!(legal > 0, "{code} {rows}");
        let mut hints = hints.clone();
        hints.sort();
        winning.sort();
        winning.dedup();
        assert_eq!(hints, winning, "{code} {rows}");
    }
}

/// Clicks the spots in turn (the last click plays the selection); false when a click was
/// refused.
fn played(game: &mut dyn Board, clicks: &[String]) -> bool {
    clicks.iter().all(|spot| click(game, spot).is_ok()) && !shown(&*game).moves.is_empty()
}

#[test]
fn the_svg_export_holds_the_board() {
    let mut game = start("octal", &[("code", "4.07"), ("rows", "6 3")]);
    draw(&mut *game, W, H);
    click(&mut *game, "row 1 cut 2").unwrap();
    click(&mut *game, "row 1 cut 2").unwrap();
    click(&mut *game, "row 2 pin 1").unwrap();
    let svg = check_svg(&mut *game, W, H);
    assert!(svg.contains(">row 2</text>"));
    assert!(svg.contains(&format!("stroke=\"{}\"", palette::FIRST_EDGE)));
}

/// Whether the player to move wins `position`, by searching every line of play to its end
/// (whoever cannot move loses), not by Grundy values.
fn wins_by_search(position: &Octal, memo: &mut HashMap<Vec<Row>, bool>) -> bool {
    let key = position.rows().to_vec();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = position.moves().iter().any(|mv| {
        let mut next = position.clone();
        next.try_play(mv).expect("listed moves are legal");
        !wins_by_search(&next, memo)
    });
    memo.insert(key, result);
    result
}

#[test]
fn the_computer_plays_a_legal_move_that_keeps_every_win() {
    let mut rng = Rng(0x0c7a1);
    let mut won = 0;
    for code in ["0.77", "0.07", "0.137", "4.07", "0.6", "0.007"] {
        let mut memo = HashMap::new();
        for _ in 0..40 {
            let rows: Vec<usize> = (0..1 + rng.below(3)).map(|_| 1 + rng.below(7)).collect();
            let text: Vec<String> = rows.iter().map(ToString::to_string).collect();
            let mut board = start("octal", &[("code", code), ("rows", &text.join(" "))]);
            assert!(board.report().computer, "the octal board offers a computer");
            let game = OctalCode::parse(code).expect("a code");
            let mut position = Octal::new(game, &rows);
            for _ in 0..rng.below(4) {
                let moves = position.moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                position.try_play(&mv).expect("a listed move");
                board.play(&mv.to_string()).expect("the board plays it");
            }
            let Some(suggested) = board.suggest() else {
                assert!(position.moves().is_empty(), "{code} {rows:?}: no move");
                continue;
            };
            let mv: OctalMove = suggested.parse().expect("the move list's notation");
            let mut next = position.clone();
            next.try_play(&mv)
                .unwrap_or_else(|e| panic!("{code} {rows:?}: {suggested} is illegal: {e:?}"));
            if wins_by_search(&position, &mut memo) {
                won += 1;
                assert!(
                    !wins_by_search(&next, &mut memo),
                    "{code} {rows:?}: {suggested} throws the win"
                );
            }
            board
                .play(&suggested)
                .expect("the board plays its own move");
        }
    }
    assert!(won > 60, "{won} winning positions checked");
}
