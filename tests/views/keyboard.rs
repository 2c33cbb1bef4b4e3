//! What the page's keyboard cursor relies on: boards with named cells name the cell under a
//! point as `locate` and `play` read it, so a cursor can walk from cell to cell and play.
use crate::common::board::{draw, start};
use arbiter::view::GAMES;

#[test]
fn named_cells_round_trip_between_points_and_names() {
    for (slug, options, cells) in [
        ("connect", vec![("n", "8")], ["(1, 3)", "(4, 5)", "(7, 7)"]),
        ("gomoku", vec![], ["(0, 0)", "(7, 7)", "(14, 3)"]),
        (
            "havannah",
            vec![("side", "5")],
            ["(1, 1)", "(5, 5)", "(9, 8)"],
        ),
    ] {
        let mut game = start(slug, &options);
        draw(&mut *game, 640.0, 560.0);
        for cell in cells {
            let (x, y) = game
                .locate(cell)
                .unwrap_or_else(|| panic!("{slug}: {cell} not drawn"));
            assert_eq!(game.name_at(x, y).as_deref(), Some(cell), "{slug}");
            // A point a little off the centre still names the same cell.
            assert_eq!(
                game.name_at(x + 1.5, y - 1.0).as_deref(),
                Some(cell),
                "{slug}"
            );
        }
        assert_eq!(game.name_at(-500.0, -500.0), None, "{slug}");
        // The name is also the move: the keyboard plays by it.
        game.play(cells[1])
            .unwrap_or_else(|e| panic!("{slug}: {e}"));
        assert_eq!(game.report().played, 1, "{slug}");
    }
    // Boards without named cells name nothing.
    let mut nim = start("nim", &[]);
    draw(&mut *nim, 640.0, 560.0);
    assert_eq!(nim.name_at(320.0, 280.0), None);
}

/// A board places moves where it last drew them, so before its first drawing it places none:
/// the page (and its tests) wait for a point instead of clicking where no stone is yet.
#[test]
fn no_board_places_a_move_before_it_is_drawn() {
    let mut placed = Vec::new();
    for game in GAMES {
        let mut drawn = start(game.slug, &[]);
        draw(&mut *drawn, 480.0, 360.0);
        let Some(mv) = drawn.suggest().or_else(|| drawn.name_at(240.0, 180.0)) else {
            continue;
        };
        if drawn.locate(&mv).is_some() {
            placed.push(game.slug);
        }
        let undrawn = start(game.slug, &[]);
        assert_eq!(
            undrawn.locate(&mv),
            None,
            "{}: {mv} before drawing",
            game.slug
        );
    }
    for slug in ["nim", "gomoku", "havannah", "connect", "queens"] {
        assert!(
            placed.contains(&slug),
            "{slug} places a move once drawn: {placed:?}"
        );
    }
}
