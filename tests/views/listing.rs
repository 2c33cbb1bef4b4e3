//! The games' listing: every build's picker lists every game, so the listing repeats the full
//! build's GAMES, and names each family once.

use arbiter::view::{GAMES, LISTING};

#[test]
fn the_listing_names_every_game_as_games_does_in_its_order() {
    let listed: Vec<(&str, &str)> = LISTING.iter().map(|g| (g.slug, g.title)).collect();
    let games: Vec<(&str, &str)> = GAMES.iter().map(|g| (g.slug, g.title)).collect();
    assert_eq!(listed, games);
    for game in LISTING {
        assert!(
            ["nim", game.slug].contains(&game.family),
            "{}: family {}",
            game.slug,
            game.family
        );
    }
    assert_eq!(LISTING.iter().filter(|g| g.family == "nim").count(), 1);
}
