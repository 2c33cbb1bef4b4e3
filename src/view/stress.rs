//! The playground driven by arbitrary bytes, for the `playground` fuzz target and the replay of
//! its saved corpus: a game from [`GAMES`] (named on the input's first line, see [`pick_game`]) with options taken from the bytes (defaults, valid
//! choices, or junk text), then clicks, hovers, zooms, actions (with pasted text), typed moves,
//! steps through the line, suggestions and drawings. Refusals are fine; a panic, or a report
//! that disagrees with the board, is a finding.

use super::{create, export_svg, Board, GameEntry, GameState, Session, GAMES, NAVIGATION};
use std::collections::BTreeMap;

/// Reads the bytes in order; past the end, every read gives zeros.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    /// Up to 63 bytes of text (invalid UTF-8 replaced).
    fn text(&mut self) -> String {
        let len = usize::from(self.byte() % 64).min(self.0.len());
        let (text, rest) = self.0.split_at(len);
        self.0 = rest;
        String::from_utf8_lossy(text).into_owned()
    }

    fn coordinate(&mut self, size: f64) -> f64 {
        f64::from(self.byte()) / 255.0 * size * 1.2 - size * 0.1
    }
}

/// The game an input drives: the slug on its first line when it names one (so a saved input
/// drives the same game however many games the table holds), else the first byte's pick.
pub fn pick_game(data: &[u8]) -> (&'static GameEntry, &[u8]) {
    if let Some(end) = data.iter().take(32).position(|&b| b == b'\n') {
        if let Some(entry) = GAMES.iter().find(|g| g.slug.as_bytes() == &data[..end]) {
            return (entry, &data[end + 1..]);
        }
    }
    match data.split_first() {
        Some((&first, rest)) => (&GAMES[usize::from(first) % GAMES.len()], rest),
        None => (&GAMES[0], data),
    }
}

const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 400.0;

/// Drives a board as the bytes say. Fails, saying how, when the board's report disagrees with
/// it or a suggested move is refused.
pub fn exercise(data: &[u8]) -> Result<(), String> {
    let (entry, rest) = pick_game(data);
    let mut bytes = Bytes(rest);
    let mut options = BTreeMap::new();
    for spec in (entry.options)() {
        let value = match bytes.byte() % 4 {
            0 => continue,
            1 if !spec.choices.is_empty() => {
                let i = usize::from(bytes.byte()) % spec.choices.len();
                spec.choices[i].0.to_string()
            }
            2 => match (spec.min, spec.max) {
                (Some(lo), Some(hi)) => (lo + i64::from(bytes.byte()) % (hi - lo + 1)).to_string(),
                _ => bytes.text(),
            },
            _ => bytes.text(),
        };
        options.insert(spec.key.to_string(), value);
    }
    let Ok(mut board) = create(entry.slug, options) else {
        return Ok(());
    };
    export_svg(&mut *board, WIDTH, HEIGHT);
    let mut steps = 0;
    while !bytes.0.is_empty() && steps < 64 {
        steps += 1;
        match bytes.byte() % 10 {
            0 | 1 => {
                let (x, y) = (bytes.coordinate(WIDTH), bytes.coordinate(HEIGHT));
                let _ = board.click(x, y);
            }
            2 => {
                let (x, y) = (bytes.coordinate(WIDTH), bytes.coordinate(HEIGHT));
                board.hover(x, y);
            }
            3 => {
                let actions = board.report().actions;
                if !actions.is_empty() {
                    let action = &actions[usize::from(bytes.byte()) % actions.len()];
                    let argument = action.prompt.map(|_| bytes.text());
                    let _ = board.act(action.command, argument.as_deref());
                }
            }
            4 => {
                let command = NAVIGATION[usize::from(bytes.byte()) % NAVIGATION.len()];
                let _ = board.act(command, None);
            }
            5 => {
                let _ = board.play(&bytes.text());
            }
            6 => {
                let _ = board.go_to(usize::from(bytes.byte()));
            }
            7 => {
                if let Some(mv) = board.suggest() {
                    board
                        .play(&mv)
                        .map_err(|e| format!("{}: suggested {mv}, refused: {e}", entry.slug))?;
                }
            }
            8 => {
                let factor = 0.5 + f64::from(bytes.byte()) / 128.0;
                let (x, y) = (bytes.coordinate(WIDTH), bytes.coordinate(HEIGHT));
                board.zoom(x, y, factor);
                board.pan(bytes.coordinate(50.0), bytes.coordinate(50.0));
            }
            _ => {
                board.show_hints(bytes.byte() % 2 == 0);
                export_svg(&mut *board, WIDTH, HEIGHT);
                let _ = board.judge_case();
            }
        }
        check(&*board).map_err(|e| format!("{}: {e}", entry.slug))?;
    }
    Ok(())
}

/// Reads any text as a link (the part of the address after `#`) and as a saved-game file, and
/// opens what reads. Fails, saying how, when an opened game's own link does not read back to
/// the same game.
pub fn open_link(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    for state in [GameState::from_link(&text), GameState::from_text(&text)] {
        let Ok(state) = state else { continue };
        let Ok(session) = Session::open(&state) else {
            continue;
        };
        let link = session.state().to_link();
        let again = GameState::from_link(&link)
            .map_err(|e| format!("the link `{link}` of an opened game does not read: {e}"))?;
        let reopened = Session::open(&again)
            .map_err(|e| format!("the link `{link}` of an opened game does not open: {e}"))?;
        if reopened.state() != session.state() {
            return Err(format!("the link `{link}` reopens another game"));
        }
    }
    Ok(())
}

/// The report counts what the board holds.
fn check(board: &dyn Board) -> Result<(), String> {
    let report = board.report();
    if report.played != board.ply() {
        return Err(format!(
            "report says {} moves played, the board {}",
            report.played,
            board.ply()
        ));
    }
    let line = board.moves(0, usize::MAX).len();
    if line != report.played + report.undone {
        return Err(format!(
            "line of {line} moves, report {} played + {} undone",
            report.played, report.undone
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{exercise, open_link};
    use crate::view::{GameState, Session};

    #[test]
    fn links_open_and_read_back() {
        for link in [
            "#v=1&game=nim&heaps=3+4+5&moves=take+2+from+heap+1&at=1",
            "v=1&game=octal&code=0.07&rows=5&moves=&at=0",
            "v=1&game=nim&heaps=99999999999999999999",
            "v=2&game=x",
            "",
        ] {
            open_link(link.as_bytes()).unwrap();
        }
        let nim = GameState::from_link("v=1&game=nim&heaps=3+4+5&moves=take+2+from+heap+1&at=1");
        assert_eq!(Session::open(&nim.unwrap()).unwrap().board().ply(), 1);
    }

    #[test]
    fn every_game_survives_a_few_byte_strings() {
        for game in 0..16u8 {
            for seed in 0..8u8 {
                let data: Vec<u8> = (0..200u32)
                    .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed * 17) ^ game)
                    .collect();
                let mut bytes = vec![game];
                bytes.extend(data);
                exercise(&bytes).unwrap();
            }
        }
    }
}
