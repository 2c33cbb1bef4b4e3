//! The Gomocup (Piskvork) protocol, so the Gomoku player can sit in a tournament manager.
//!
//! One command a line in, replies out: `START 15` → `OK`; `BEGIN` → our first move; `TURN x,y`
//! (the opponent's move) → ours; `BOARD`, lines `x,y,who` (1 ours, 2 theirs, 3 a winning-line
//! stone counted as theirs), `DONE` → ours; `INFO key value` → nothing (`timeout_turn`,
//! `time_left` and `timeout_match` bound the time we take); `RESTART` → `OK`; `TAKEBACK x,y` →
//! `OK`; `ABOUT` → our name; `END` → the session ends. A command we do not know gets `UNKNOWN`,
//! one we cannot carry out gets `ERROR` with the reason; neither ends the session.
//!
//! Coordinates are Gomocup's: `x,y` from 0, (0,0) the top-left corner. The move list and the
//! judge write (x, y) with (0,0) bottom-left, so y is turned over: Gomocup's `x,y` is our
//! `(x, 14 - y)`. Only the 15 × 15 board of freestyle Gomoku is played.

use super::GomokuEngine;
use crate::engine::{Budget, Clock, Engine};
use crate::game::{Game, Outcome, Player};
use crate::gomoku::{Cell, Gomoku, GomokuError, SIZE};

/// What one line of input asks of the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Lines to print.
    Lines(Vec<String>),
    /// The manager said `END`: stop reading.
    End,
}

/// A protocol session: the board, whose stones are ours, and the time we may take.
pub struct Session {
    engine: GomokuEngine,
    game: Option<Gomoku>,
    /// Stones given by a `BOARD` command until its `DONE`: (cell, ours).
    board: Option<Vec<(Cell, bool)>>,
    turn_ms: u64,
    left_ms: Option<u64>,
    /// A fixed budget from the command line, replacing the time rules when set.
    fixed: Option<Budget>,
}

/// Our name for `ABOUT`.
const ABOUT: &str = "name=\"arbiter\", version=\"0.1\", author=\"Arbiter\", country=\"-\", \
                     www=\"https://example.invalid/arbiter\"";

/// The time the manager's clock may take to pass our move along.
const MARGIN_MS: u64 = 60;

impl Session {
    /// A session thinking `turn_ms` per move unless the manager says otherwise, or for a
    /// `fixed` budget (equal-effort matches) when given.
    pub fn new(turn_ms: u64, fixed: Option<Budget>) -> Session {
        Session {
            engine: GomokuEngine::new(),
            game: None,
            board: None,
            turn_ms,
            left_ms: None,
            fixed,
        }
    }

    /// Answers one line; `clock` started when the line arrived.
    pub fn handle(&mut self, line: &str, clock: &dyn Clock) -> Reply {
        let line = line.trim();
        if self.board.is_some() {
            return self.board_line(line, clock);
        }
        let (command, rest) = line
            .split_once(char::is_whitespace)
            .map_or((line, ""), |(c, r)| (c, r.trim()));
        let one = |text: String| Reply::Lines(vec![text]);
        match command.to_ascii_uppercase().as_str() {
            "" => Reply::Lines(Vec::new()),
            "END" => Reply::End,
            "ABOUT" => one(ABOUT.to_string()),
            "START" => match rest.parse::<u32>() {
                Ok(n) if n == u32::from(SIZE) => {
                    self.restart();
                    one("OK".into())
                }
                Ok(n) => one(format!(
                    "ERROR only a {SIZE}x{SIZE} board is played, not {n}"
                )),
                Err(_) => one(format!("ERROR START wants a board size, not `{rest}`")),
            },
            "RECTSTART" => match pair(rest) {
                Ok((w, h)) if w == u32::from(SIZE) && h == u32::from(SIZE) => {
                    self.restart();
                    one("OK".into())
                }
                Ok((w, h)) => one(format!(
                    "ERROR only a {SIZE}x{SIZE} board is played, not {w}x{h}"
                )),
                Err(e) => one(format!("ERROR RECTSTART wants width,height: {e}")),
            },
            "RESTART" => {
                if self.game.is_none() {
                    return one("ERROR no game yet: send START first".into());
                }
                self.restart();
                one("OK".into())
            }
            "INFO" => {
                self.info(rest);
                Reply::Lines(Vec::new())
            }
            "BEGIN" => match &self.game {
                None => one("ERROR no game yet: send START first".into()),
                Some(g) if g.stones(Player::First) + g.stones(Player::Second) > 0 => {
                    one("ERROR BEGIN starts an empty board; this one has stones".into())
                }
                Some(_) => self.answer(clock),
            },
            "TURN" => self.turn(rest, clock),
            "TAKEBACK" => self.takeback(rest),
            "BOARD" => match self.game {
                None => one("ERROR no game yet: send START first".into()),
                Some(_) => {
                    self.board = Some(Vec::new());
                    Reply::Lines(Vec::new())
                }
            },
            _ => one(format!("UNKNOWN command `{command}`")),
        }
    }

    fn restart(&mut self) {
        self.game = Some(Gomoku::new());
        self.board = None;
        self.engine.clear();
    }

    fn info(&mut self, rest: &str) {
        let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let Ok(value) = value.trim().parse::<u64>() else {
            return;
        };
        match key.to_ascii_lowercase().as_str() {
            // 0 means "play at once".
            "timeout_turn" => self.turn_ms = value.max(1),
            "time_left" => self.left_ms = Some(value),
            _ => {}
        }
    }

    fn turn(&mut self, rest: &str, clock: &dyn Clock) -> Reply {
        let one = |text: String| Reply::Lines(vec![text]);
        let Some(game) = &mut self.game else {
            return one("ERROR no game yet: send START first".into());
        };
        let at = match point(rest) {
            Ok(at) => at,
            Err(e) => return one(format!("ERROR TURN wants x,y: {e}")),
        };
        if let Err(refused) = game.try_play(&at) {
            return one(format!("ERROR {}", refusal(at, &refused.reason)));
        }
        self.answer(clock)
    }

    fn takeback(&mut self, rest: &str) -> Reply {
        let one = |text: String| Reply::Lines(vec![text]);
        let Some(game) = &self.game else {
            return one("ERROR no game yet: send START first".into());
        };
        let at = match point(rest) {
            Ok(at) => at,
            Err(e) => return one(format!("ERROR TAKEBACK wants x,y: {e}")),
        };
        if game.at(at).is_none() {
            return one(format!("ERROR {} holds no stone to take back", gomocup(at)));
        }
        // Rebuild without the stone (a winner is recomputed by replaying the rest).
        let mut rebuilt = Gomoku::new();
        for c in Cell::all().filter(|&c| c != at) {
            if let Some(p) = game.at(c) {
                let _ = rebuilt.place(c, p);
            }
        }
        self.game = Some(rebuilt);
        one("OK".into())
    }

    fn board_line(&mut self, line: &str, clock: &dyn Clock) -> Reply {
        let one = |text: String| Reply::Lines(vec![text]);
        if line.eq_ignore_ascii_case("DONE") {
            let stones = self.board.take().unwrap_or_default();
            return self.set_up(&stones, clock);
        }
        let fields: Vec<&str> = line.split(',').map(str::trim).collect();
        let parsed = match fields.as_slice() {
            [x, y, who] => point(&format!("{x},{y}")).and_then(|at| match *who {
                "1" => Ok((at, true)),
                "2" | "3" => Ok((at, false)),
                other => Err(format!("the third field is 1, 2 or 3, not `{other}`")),
            }),
            _ => Err(format!("a BOARD line is x,y,who or DONE, not `{line}`")),
        };
        match parsed {
            Ok(stone) => {
                self.board.get_or_insert_with(Vec::new).push(stone);
                Reply::Lines(Vec::new())
            }
            Err(e) => {
                // The rest of the block would be misread: drop it.
                self.board = None;
                one(format!("ERROR {e}; the BOARD command is dropped"))
            }
        }
    }

    fn set_up(&mut self, stones: &[(Cell, bool)], clock: &dyn Clock) -> Reply {
        let one = |text: String| Reply::Lines(vec![text]);
        let mine = stones.iter().filter(|s| s.1).count();
        let theirs = stones.len() - mine;
        // Freestyle is the same game for both colours: ours is whichever makes us the mover.
        let ours = if mine == theirs {
            Player::First
        } else if mine + 1 == theirs {
            Player::Second
        } else {
            return one(format!(
                "ERROR we are to move with {mine} stones against {theirs}: \
                 no position of alternate play"
            ));
        };
        let mut game = Gomoku::new();
        for &(at, is_ours) in stones {
            let colour = if is_ours { ours } else { ours.opponent() };
            if let Err(e) = game.place(at, colour) {
                return one(format!("ERROR {}", refusal(at, &e)));
            }
        }
        self.game = Some(game);
        self.engine.clear();
        self.answer(clock)
    }

    /// Our move on the current board, played and written.
    fn answer(&mut self, clock: &dyn Clock) -> Reply {
        let one = |text: String| Reply::Lines(vec![text]);
        let Some(game) = &mut self.game else {
            return one("ERROR no game yet: send START first".into());
        };
        match game.outcome() {
            Outcome::Ongoing { .. } => {}
            Outcome::Won { .. } => return one("ERROR the game is over: five in a row".into()),
            Outcome::Drawn => return one("ERROR the board is full".into()),
        }
        let budget = self.fixed.unwrap_or_else(|| {
            let mut ms = self.turn_ms;
            if let Some(left) = self.left_ms {
                ms = ms.min(left / 8);
            }
            Budget {
                playouts: None,
                millis: Some(ms.saturating_sub(MARGIN_MS).max(10)),
            }
        });
        let Some(thought) = self.engine.think(game, budget, clock, &|| false) else {
            return one("ERROR no move to play".into());
        };
        game.play(&thought.best);
        let mut lines = Vec::new();
        if let Some(n) = thought.win_in {
            lines.push(format!("MESSAGE win in {n}"));
        }
        lines.push(gomocup(thought.best));
        Reply::Lines(lines)
    }
}

/// `x,y` in Gomocup's coordinates.
pub fn gomocup(cell: Cell) -> String {
    format!("{},{}", cell.x, SIZE - 1 - cell.y)
}

fn pair(text: &str) -> Result<(u32, u32), String> {
    let (x, y) = text
        .split_once(',')
        .ok_or_else(|| format!("`{text}` has no comma"))?;
    let read = |s: &str| {
        s.trim()
            .parse::<u32>()
            .map_err(|_| format!("`{}` is not a whole number", s.trim()))
    };
    Ok((read(x)?, read(y)?))
}

/// A Gomocup point `x,y` as a cell, or why it is none.
fn point(text: &str) -> Result<Cell, String> {
    let (x, y) = pair(text)?;
    if x >= u32::from(SIZE) || y >= u32::from(SIZE) {
        return Err(format!("{x},{y} is off the {SIZE}x{SIZE} board"));
    }
    Ok(Cell::new(x as u8, SIZE - 1 - y as u8))
}

/// A refused stone in the manager's coordinates.
fn refusal(at: Cell, reason: &GomokuError) -> String {
    match reason {
        GomokuError::Occupied { .. } => format!("{} already holds a stone", gomocup(at)),
        other => other.to_string(),
    }
}
