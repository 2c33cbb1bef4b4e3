//! Random clicks, gestures and actions on every game of the page, pasted junk included: refusals
//! are fine, panics are not; the report always says where the game stands, and every drawing
//! is sound (numbers finite, saves restored) at every size.
use crate::common::board::{draw, refused_options, says, shown};
use crate::common::Rng;
use arbiter::view::{self, Board, GameEntry, Refusal, GAMES, NAVIGATION};
use std::collections::BTreeMap;

/// Areas the board is drawn into, from a sliver to a large screen.
const SIZES: [(f64, f64); 5] = [
    (480.0, 360.0),
    (1.0, 1.0),
    (37.0, 900.0),
    (2000.0, 150.0),
    (320.0, 568.0),
];

/// Text that looks a little like a contest case, a little like nothing.
fn junk(rng: &mut Rng) -> String {
    const PIECES: [&str; 12] = [
        "0",
        "1",
        "2",
        "3",
        "7",
        "20",
        "4294967296",
        "-1",
        "x",
        "(",
        "\n",
        " ",
    ];
    (0..rng.below(40))
        .map(|_| PIECES[rng.below(PIECES.len())])
        .collect::<Vec<_>>()
        .join(if rng.below(2) == 0 { " " } else { "" })
}

/// A random action: a navigation command, one the report offers, or one no board has.
fn action(board: &dyn Board, rng: &mut Rng) -> (String, Option<String>) {
    let offered: Vec<String> = board
        .report()
        .actions
        .iter()
        .map(|a| a.command.to_string())
        .collect();
    let name = match rng.below(4) {
        0 => NAVIGATION[rng.below(NAVIGATION.len())].to_string(),
        1 if !offered.is_empty() => offered[rng.below(offered.len())].clone(),
        2 => [
            "load",
            "play",
            "clear",
            "swap",
            "next-dataset",
            "coords",
            "fit",
            "",
        ][rng.below(8)]
        .to_string(),
        _ => "load".to_string(),
    };
    let argument = (rng.below(4) != 0).then(|| junk(rng));
    (name, argument)
}

#[test]
fn a_game_no_one_offers_is_refused_by_its_slug() {
    says(
        refused_options("chess", &[]),
        Refusal::UnknownGame {
            slug: "chess".into(),
        },
        "unknown game `chess`",
    );
}

/// Option values picked at random within what each option declares (text keeps its default).
fn random_options(entry: &GameEntry, rng: &mut Rng) -> BTreeMap<String, String> {
    let mut values = BTreeMap::new();
    for spec in (entry.options)() {
        let value = match (spec.kind, spec.min, spec.max) {
            ("int", Some(min), Some(max)) => match rng.below(3) {
                0 => min,
                1 => max,
                _ => min + rng.below((max - min) as usize + 1) as i64,
            }
            .to_string(),
            ("choice", ..) => spec.choices[rng.below(spec.choices.len())].0.to_string(),
            _ => spec.default.clone(),
        };
        values.insert(spec.key.to_string(), value);
    }
    values
}

#[test]
fn every_game_survives_random_input() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for (round, entry) in GAMES.iter().chain(GAMES).enumerate() {
        let options = if round < GAMES.len() {
            BTreeMap::new()
        } else {
            random_options(entry, &mut rng)
        };
        // Defaults always start; a random mix of options may be refused, with a reason.
        let mut board = match view::create(entry.slug, options.clone()) {
            Ok(board) => board,
            Err(why) if !options.is_empty() && !why.to_string().is_empty() => continue,
            Err(why) => panic!("{} {options:?}: {why}", entry.slug),
        };
        let (mut width, mut height) = SIZES[0];
        draw(&mut *board, width, height);
        let (mut played, mut refused) = (0, 0);
        for step in 0..2000 {
            let (x, y) = (
                rng.below(width as usize + 40) as f64 - 20.0,
                rng.below(height as usize + 40) as f64 - 20.0,
            );
            match rng.below(12) {
                0 => {
                    let (name, argument) = action(&*board, &mut rng);
                    let _ = board.act_by_id(&name, argument.as_deref());
                }
                1 => {
                    let factor = [0.5, 2.0, f64::NAN, 1e9, 0.0, -1.0, f64::INFINITY][step % 7];
                    board.zoom(x, y, factor);
                }
                2 => {
                    board.pan(x - width / 2.0, y - height / 2.0);
                }
                3 => {
                    board.hover(x, y);
                }
                4 if step % 3 == 0 => {
                    (width, height) = SIZES[rng.below(SIZES.len())];
                }
                5 => {
                    board
                        .click(f64::NAN, [f64::INFINITY, -1e300, 0.0][step % 3])
                        .unwrap_err();
                }
                _ => {
                    let before = shown(&*board).moves.len();
                    match board.click(x, y) {
                        Ok(()) => played += usize::from(shown(&*board).moves.len() != before),
                        Err(why) => {
                            assert!(
                                !why.to_string().is_empty(),
                                "{}: a refusal says why",
                                entry.slug
                            );
                            refused += 1;
                        }
                    }
                }
            }
            let report = board.report();
            assert!(
                !report.status.is_empty(),
                "{} {options:?} step {step}",
                entry.slug
            );
            assert!(
                !report.verdict.is_empty(),
                "{} {options:?} step {step}",
                entry.slug
            );
            if step % 10 == 0 {
                draw(&mut *board, width, height);
            }
        }
        // The clicks did reach the board: moves were played and refused. (With random options
        // a board can be too large to aim at until zoomed in, so only the defaults must play.)
        assert!(
            (played > 0 || !options.is_empty()) && refused > 0,
            "{} {options:?}: {played} played, {refused} refused",
            entry.slug
        );
    }
}
