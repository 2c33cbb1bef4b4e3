//! Nim's board, natively: stones clicked where they are drawn, the verdict and hints after each
//! move, refusals, navigation, Moore's selections, hover, and the picture behind it all.
use crate::common::board::{
    act, action_enabled, check_svg, click, draw, fact, point, refusal, refused_options, says,
    shown, start, worded,
};
use arbiter::nim::NimError;
use arbiter::view::paint::palette;
use arbiter::view::{Command, OptionError, Over, Pick, Reason, Refusal, Tone, GAMES};

const W: f64 = 600.0;
const H: f64 = 400.0;

#[test]
fn nim_is_listed_with_its_options_and_bad_values_are_refused() {
    let nim = GAMES.iter().find(|g| g.slug == "nim").expect("nim listed");
    let keys: Vec<&str> = (nim.options)().iter().map(|o| o.key).collect();
    assert_eq!(keys, ["heaps", "rule", "k"]);
    says(
        refused_options("nim", &[("heaps", "1 -2")]),
        Refusal::BadOption(OptionError::NotA {
            label: "Heap sizes",
            found: "`-2`".into(),
            expected: "a number from 0 to 30".into(),
        }),
        "Heap sizes: `-2` is not a number from 0 to 30",
    );
    says(
        refused_options("nim", &[("heaps", " ,")]),
        Refusal::BadOption(OptionError::Count {
            label: "Heap sizes",
            most: 12,
            items: "heaps",
        }),
        "Heap sizes: give 1 to 12 heaps",
    );
    // With every heap empty there is no game: it would be over before a move, with nothing
    // to undo.
    for (heaps, rule) in [("0", "normal"), ("0 0", "misere")] {
        says(
            refused_options("nim", &[("heaps", heaps), ("rule", rule)]),
            Refusal::BadOption(OptionError::NoStones),
            "Heap sizes: every heap is empty, so there is no move to play: give at least one \
             heap a stone",
        );
    }
    says(
        refused_options("nim", &[("k", "0")]),
        Refusal::BadOption(OptionError::OutOfRange {
            label: "Heaps per move (Moore's k)",
            value: 0,
            min: 1,
            max: 12,
        }),
        "Heaps per move (Moore's k): 0 is outside 1..=12",
    );
    says(
        refused_options("nim", &[("rule", "sometimes")]),
        Refusal::BadOption(OptionError::NotA {
            label: "Last stone",
            found: "`sometimes`".into(),
            expected: "one of the choices".into(),
        }),
        "Last stone: `sometimes` is not one of the choices",
    );
}

#[test]
fn clicks_on_stones_play_moves_and_refusals_keep_the_game() {
    let mut game = start("nim", &[("heaps", "1 2 4")]);
    let before = draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(report.status, "Player 1 to move");
    assert_eq!(report.verdict, "Player 1, to move, wins with perfect play");
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(report.hints, ["take 1 from heap 3"]);
    assert_eq!(fact(&report, "Nim-sum").as_deref(), Some("7 (binary 111)"));
    assert_eq!(fact(&report, "Heaps").as_deref(), Some("1 2 4"));
    // Each heap is labelled with its size and name under its stones.
    for label in ["1", "2", "4", "heap 1", "heap 2", "heap 3"] {
        assert_eq!(before.texts_reading(label).len(), 1, "{label}");
    }

    // The top stone of heap 3 is drawn where the move says; clicking it plays the move.
    let top = point(&*game, "take 1 from heap 3");
    assert!(before.fills_at(top).contains(&palette::STONE));
    let report = click(&mut *game, "take 1 from heap 3").unwrap();
    assert_eq!(report.status, "Player 2 to move");
    assert_eq!(
        report.verdict,
        "Player 2, to move, loses against perfect play"
    );
    assert_eq!(report.tone, Tone::Loss);
    assert!(report.hints.is_empty());
    assert_eq!(
        report.hint_note,
        "No winning move: every move leaves the opponent a winning position."
    );
    assert_eq!(report.moves, ["take 1 from heap 3"]);
    // The taken stone leaves an empty outline behind.
    let after = draw(&mut *game, W, H);
    assert!(!after.fills_at(top).contains(&palette::STONE));
    assert!(after.rings_at(top).contains(&palette::BOARD_EDGE));
    assert_eq!(after.texts_reading("3").len(), 1);

    // The top-left corner holds no stone: refused, and the game is unchanged.
    says(
        refusal(&mut *game, 2.0, 2.0),
        Refusal::Missed {
            hint: "Click a stone: it is taken with every stone above it",
        },
        "Click a stone: it is taken with every stone above it",
    );
    assert_eq!(
        refusal(&mut *game, f64::NAN, 1e300),
        refusal(&mut *game, 2.0, 2.0)
    );
    assert_eq!(shown(&*game).moves, ["take 1 from heap 3"]);
    assert_eq!(game.locate("take 4 from heap 3"), None, "heap 3 holds 3");
    assert_eq!(game.locate("take 1 from heap 4"), None);
    assert_eq!(game.locate("take 0 from heap 1"), None);
    assert_eq!(game.locate("nonsense"), None);

    let report = act(&mut *game, Command::Undo, None).unwrap();
    assert!(report.moves.is_empty());
    assert_eq!(report.redo, ["take 1 from heap 3"]);
    assert_eq!(report.tone, Tone::Win);
    says(
        act(&mut *game, Command::Undo, None).unwrap_err(),
        Refusal::NothingToUndo,
        "There is no move to undo",
    );
    let report = act(&mut *game, Command::Redo, None).unwrap();
    assert_eq!(report.moves, ["take 1 from heap 3"]);
    assert!(report.redo.is_empty());
    says(
        act(&mut *game, Command::Redo, None).unwrap_err(),
        Refusal::NothingToRedo,
        "There is no move to redo",
    );
    says(
        game.act_by_id("no-such-action", None).unwrap_err(),
        Refusal::UnknownAction {
            board: "Nim has",
            id: "no-such-action".into(),
        },
        "Nim has no action `no-such-action`",
    );
    says(
        act(&mut *game, Command::Load, None).unwrap_err(),
        Refusal::Unavailable {
            board: "Nim has",
            command: Command::Load,
        },
        "Nim has no action `load`",
    );
    assert_eq!(
        worded(
            game.play("jump").unwrap_err(),
            |r| matches!(r, Refusal::NotAMove(err) if err.text == "jump")
        ),
        "`jump` is not a move: write take C from heap H (heaps count from 1)"
    );
    assert_eq!(shown(&*game).moves, ["take 1 from heap 3"]);
}

#[test]
fn a_game_played_out_by_clicks_ends_with_the_last_stone() {
    let mut game = start("nim", &[("heaps", "1 2 4")]);
    draw(&mut *game, W, H);
    let moves = [
        "take 1 from heap 3",
        "take 1 from heap 1",
        "take 2 from heap 2",
        "take 3 from heap 3",
    ];
    for mv in moves {
        click(&mut *game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        draw(&mut *game, W, H);
    }
    let report = shown(&*game);
    assert_eq!(report.status, "Game over: Player 2 wins");
    assert_eq!(
        report.verdict,
        "Player 2 took the last stone and wins (normal play)"
    );
    assert_eq!(report.tone, Tone::Over);
    assert!(report.winner.is_some() && report.to_move.is_none());
    assert_eq!(report.moves, moves);
    // No stone is left on the board, only outlines.
    let picture = draw(&mut *game, W, H);
    assert!(picture.shapes.iter().all(|s| s.colour != palette::STONE));
    let (x, y) = (W / 2.0, H / 2.0);
    says(
        refusal(&mut *game, x, y),
        Refusal::GameOver(Over::Because("every heap is empty")),
        "The game is over: every heap is empty. Undo, or start a new game",
    );

    // Start and end step through the whole game and keep every move.
    let report = act(&mut *game, Command::ToStart, None).unwrap();
    assert!(report.moves.is_empty());
    assert_eq!(report.redo, moves);
    assert_eq!(report.status, "Player 1 to move");
    let report = act(&mut *game, Command::ToEnd, None).unwrap();
    assert_eq!(report.moves, moves);
    assert_eq!(report.status, "Game over: Player 2 wins");

    // A new move after undoing drops the undone ones.
    act(&mut *game, Command::ToStart, None).unwrap();
    draw(&mut *game, W, H);
    let report = click(&mut *game, "take 4 from heap 3").unwrap();
    assert_eq!(report.moves, ["take 4 from heap 3"]);
    assert!(report.redo.is_empty());
}

/// The hints are exactly the moves after which the player to move loses: every single-heap
/// move is clicked and judged by the report that follows it.
#[test]
fn hints_are_the_moves_that_leave_a_loss() {
    for (heaps, rule) in [
        ("3 4 5", "normal"),
        ("1 5 6 3", "normal"),
        ("1 1 3", "misere"),
    ] {
        let mut game = start("nim", &[("heaps", heaps), ("rule", rule)]);
        draw(&mut *game, W, H);
        let hints = game.report().hints;
        let sizes: Vec<u32> = heaps.split(' ').map(|h| h.parse().unwrap()).collect();
        let mut losing = Vec::new();
        for (heap, &size) in sizes.iter().enumerate() {
            for count in 1..=size {
                let mv = format!("take {count} from heap {}", heap + 1);
                let report = click(&mut *game, &mv).unwrap();
                if report.tone == Tone::Loss || (report.tone == Tone::Over && rule == "normal") {
                    losing.push(mv);
                }
                act(&mut *game, Command::Undo, None).unwrap();
            }
        }
        losing.sort();
        let mut hints_sorted = hints.clone();
        hints_sorted.sort();
        assert_eq!(hints_sorted, losing, "{heaps} {rule}");
        assert!(!hints.is_empty(), "{heaps} {rule} is a first-player win");
    }
}

#[test]
fn misere_play_counts_single_stone_heaps() {
    let mut game = start("nim", &[("heaps", "1 1 1"), ("rule", "misere")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(fact(&report, "Rule").as_deref(), Some("misère play"));
    assert_eq!(fact(&report, "Single-stone heaps").as_deref(), Some("3"));
    // Three single stones: whoever moves leaves two, then one, for the mover: a loss.
    assert_eq!(report.tone, Tone::Loss);
    for mv in [
        "take 1 from heap 1",
        "take 1 from heap 2",
        "take 1 from heap 3",
    ] {
        click(&mut *game, mv).unwrap();
    }
    let report = shown(&*game);
    assert_eq!(report.status, "Game over: Player 2 wins");
    assert_eq!(
        report.verdict,
        "Player 1 took the last stone and loses (misère play)"
    );
}

#[test]
fn moores_rule_selects_stones_in_up_to_k_heaps() {
    let mut game = start("nim", &[("heaps", "3 4 5"), ("k", "2")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    assert_eq!(
        fact(&report, "Moves").as_deref(),
        Some("from up to 2 heaps (Moore's Nim_2)")
    );
    assert!(fact(&report, "Bit columns mod 3").is_some());
    assert_eq!(action_enabled(&report, Command::Play), Some(false));
    assert_eq!(
        worded(
            act(&mut *game, Command::Play, None).unwrap_err(),
            |r| matches!(
                r,
                Refusal::Illegal {
                    reason: Reason::Nim(NimError::EmptyMove),
                    ..
                }
            )
        ),
        "A move must take at least one stone"
    );

    let (one, two) = (
        point(&*game, "take 1 from heap 1"),
        point(&*game, "take 2 from heap 2"),
    );
    let report = click(&mut *game, "take 1 from heap 1").unwrap();
    assert!(report.moves.is_empty(), "a click only selects");
    assert_eq!(report.pending, "Selected: take 1 from heap 1");
    assert_eq!(action_enabled(&report, Command::Play), Some(true));
    assert_eq!(action_enabled(&report, Command::Clear), Some(true));
    let report = click(&mut *game, "take 2 from heap 2").unwrap();
    assert_eq!(
        report.pending,
        "Selected: take 1 from heap 1, 2 from heap 2"
    );
    // Selected stones are highlighted: the top of heap 2 and the one under it, not the third.
    let picture = draw(&mut *game, W, H);
    assert!(picture.fills_at(one).contains(&palette::HIGHLIGHT));
    assert!(picture.fills_at(two).contains(&palette::HIGHLIGHT));
    let third = point(&*game, "take 3 from heap 2");
    assert!(!picture.fills_at(third).contains(&palette::HIGHLIGHT));

    says(
        click(&mut *game, "take 1 from heap 3").unwrap_err(),
        Refusal::Pick(Pick::TooManyHeaps { most: 2 }),
        "A move may take from at most 2 heaps: play the selection or clear it first",
    );
    // Another stone of a selected heap changes that heap's part; clicking a selected stone
    // again plays the selection (as clicking a selected pin does in the octal games).
    let report = click(&mut *game, "take 3 from heap 2").unwrap();
    assert_eq!(
        report.pending,
        "Selected: take 1 from heap 1, 3 from heap 2"
    );
    let report = click(&mut *game, "take 3 from heap 2").unwrap();
    assert_eq!(report.moves, ["take 1 from heap 1, 3 from heap 2"]);
    assert_eq!(report.pending, "");
    assert_eq!(fact(&report, "Heaps").as_deref(), Some("2 1 5"));
    click(&mut *game, "take 5 from heap 3").unwrap();
    let report = act(&mut *game, Command::Play, None).unwrap();
    assert_eq!(
        report.moves,
        ["take 1 from heap 1, 3 from heap 2", "take 5 from heap 3"]
    );
    assert_eq!(fact(&report, "Heaps").as_deref(), Some("2 1 0"));

    click(&mut *game, "take 1 from heap 1").unwrap();
    let report = act(&mut *game, Command::Clear, None).unwrap();
    assert_eq!(report.pending, "");
    assert_eq!(action_enabled(&report, Command::Play), Some(false));
    // Undo forgets a selection along with the move.
    click(&mut *game, "take 1 from heap 1").unwrap();
    let report = act(&mut *game, Command::Undo, None).unwrap();
    assert_eq!(report.pending, "");
    assert_eq!(report.redo, ["take 5 from heap 3"]);
}

#[test]
fn hover_shades_the_stones_a_click_would_take() {
    let mut game = start("nim", &[("heaps", "3 4 5")]);
    draw(&mut *game, W, H);
    let (x, y) = point(&*game, "take 3 from heap 2");
    assert!(game.hover(x, y));
    assert!(!game.hover(x + 1.0, y), "the same stone: nothing to redraw");
    let picture = draw(&mut *game, W, H);
    for count in 1..=3 {
        let at = point(&*game, &format!("take {count} from heap 2"));
        assert!(picture.fills_at(at).contains(&palette::HOVER), "{count}");
    }
    let below = point(&*game, "take 4 from heap 2");
    assert!(!picture.fills_at(below).contains(&palette::HOVER));
    assert!(game.hover(-1.0, -1.0), "leaving the board clears the shade");
    // A stone hovered before the position changes under it is forgotten, not shaded.
    click(&mut *game, "take 3 from heap 3").unwrap();
    act(&mut *game, Command::Undo, None).unwrap();
    let (x, y) = point(&*game, "take 1 from heap 3");
    assert!(game.hover(x, y));
    act(&mut *game, Command::Redo, None).unwrap();
    let picture = draw(&mut *game, W, H);
    assert!(picture.shapes.iter().all(|s| s.colour != palette::HOVER));
    let picture = draw(&mut *game, W, H);
    assert!(picture.shapes.iter().all(|s| s.colour != palette::HOVER));
    assert!(!game.zoomable());
    assert!(!game.zoom(x, y, 2.0));
    assert!(!game.pan(10.0, 10.0));
}

#[test]
fn the_svg_export_holds_the_board() {
    let mut game = start("nim", &[("heaps", "1 2 4")]);
    draw(&mut *game, W, H);
    click(&mut *game, "take 2 from heap 3").unwrap();
    let svg = check_svg(&mut *game, W, H);
    assert!(svg.contains(&format!("fill=\"{}\"", palette::STONE)));
    assert!(svg.contains(">heap 3</text>"));
}

#[test]
fn a_heap_of_one_stone_is_written_in_the_singular() {
    let mut game = start("nim", &[("heaps", "1 2")]);
    let refused = game.play("take 2 from heap 1").unwrap_err().to_string();
    assert_eq!(refused, "Heap 1 holds 1 stone, so 2 cannot be taken");
    let refused = game.play("take 3 from heap 2").unwrap_err().to_string();
    assert_eq!(refused, "Heap 2 holds 2 stones, so 3 cannot be taken");
}
