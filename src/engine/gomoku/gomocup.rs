//! The Gomocup (Piskvork) protocol, so the Gomoku player can sit in a tournament manager.
//!
//! One command a line in, replies out: `START n` (a side from 5 to 22; `RECTSTART n,n` for a
//! square one) → `OK`; `BEGIN` → our first move; `TURN x,y` (the opponent's move) → ours;
//! `BOARD`, lines `x,y,who` (1 ours, 2 theirs, 3 a winning-line stone counted as theirs),
//! `DONE` → ours; `INFO key value` → nothing (`timeout_turn`, `time_left` and `timeout_match`
//! bound the time we take, `rule` 0, 1 or 4 picks freestyle, exactly five or renju and any
//! other value gets `ERROR`, `thread_num` and the rest are taken note of); `RESTART` → `OK`;
//! `TAKEBACK x,y` → `OK`; `ABOUT` → our name; `END` → the session ends. A command we do not
//! know gets `UNKNOWN`, one we cannot carry out (or a line that is not UTF-8) gets `ERROR`
//! with the reason; neither ends the session.
//!
//! Coordinates are Gomocup's: `x,y` from 0, (0,0) the top-left corner. The move list and the
//! judge write (x, y) with (0,0) bottom-left, so y is turned over: on a board of side n,
//! Gomocup's `x,y` is our `(x, n - 1 - y)`.

use super::GomokuEngine;
use crate::engine::{Budget, Clock, Engine};
use crate::game::{Game, Outcome, Player};
use crate::gomoku::{Cell, Gomoku, GomokuError, Rule, MAX_SIZE, MIN_SIZE, SIZE};

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
    /// The side of the next board, and the rule of every game from now on.
    size: u8,
    rule: Rule,
    /// Stones given by a `BOARD` command until its `DONE`: (cell, ours).
    board: Option<Vec<(Cell, bool)>>,
    turn_ms: u64,
    /// The whole match's time (`timeout_match`), when limited.
    match_ms: Option<u64>,
    /// What the manager last said is left of the match's time (`time_left`).
    left_ms: Option<u64>,
    /// The time our moves have taken, for a match limit without `time_left`.
    used_ms: f64,
    /// A fixed budget from the command line, replacing the time rules when set.
    fixed: Option<Budget>,
}

/// Our name for `ABOUT`.
const ABOUT: &str = "name=\"arbiter\", version=\"0.1\", author=\"Arbiter\", country=\"-\", \
                     www=\"https://example.invalid/arbiter\"";

/// The time the manager's clock may take to pass our move along, beside a tenth of the
/// move's time for the search's own overrun (it reads the clock every few nodes).
const MARGIN_MS: u64 = 30;

/// What the search may take of `ms`: `ms` less the margins, and at least a millisecond.
fn search_ms(ms: u64) -> u64 {
    ms.saturating_sub(MARGIN_MS + ms / 10).max(1)
}

impl Session {
    /// A session thinking `turn_ms` per move unless the manager says otherwise, or for a
    /// `fixed` budget (equal-effort matches) when given.
    pub fn new(turn_ms: u64, fixed: Option<Budget>) -> Session {
        Session {
            engine: GomokuEngine::new(),
            game: None,
            size: SIZE,
            rule: Rule::Freestyle,
            board: None,
            turn_ms,
            match_ms: None,
            left_ms: None,
            used_ms: 0.0,
            fixed,
        }
    }

    /// The same session, its engine keeping the transposition table from move to move of a
    /// game (`arbiter gomocup --keep-table`; see [`GomokuEngine::keeping_table`]).
    pub fn keeping_table(mut self, keep: bool) -> Session {
        self.engine = self.engine.keeping_table(keep);
        self
    }

    /// Answers one line as it came, bytes: a line that is not UTF-8 gets `ERROR` (and drops a
    /// `BOARD` block it was part of), and the session goes on.
    pub fn handle_bytes(&mut self, line: &[u8], clock: &dyn Clock) -> Reply {
        match std::str::from_utf8(line) {
            Ok(text) => self.handle(text, clock),
            Err(e) => {
                let dropped = if self.board.take().is_some() {
                    "; the BOARD command is dropped"
                } else {
                    ""
                };
                Reply::Lines(vec![format!(
                    "ERROR the line is not UTF-8 text (byte {}){dropped}",
                    e.valid_up_to() + 1
                )])
            }
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
                Ok(n) => self.start(n, n),
                Err(_) => one(format!("ERROR START wants a board size, not `{rest}`")),
            },
            "RECTSTART" => match pair(rest) {
                Ok((w, h)) => self.start(w, h),
                Err(e) => one(format!("ERROR RECTSTART wants width,height: {e}")),
            },
            "RESTART" => {
                if self.game.is_none() {
                    return one("ERROR no game yet: send START first".into());
                }
                self.restart();
                one("OK".into())
            }
            "INFO" => self.info(rest),
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

    /// A new game on a `w` × `h` board: square, from 5 to 22 points a side.
    fn start(&mut self, w: u32, h: u32) -> Reply {
        let sides = u32::from(MIN_SIZE)..=u32::from(MAX_SIZE);
        if w != h || !sides.contains(&w) {
            return Reply::Lines(vec![format!(
                "ERROR boards are square, {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}, \
                 not {w}x{h}"
            )]);
        }
        self.size = w as u8;
        self.restart();
        Reply::Lines(vec!["OK".into()])
    }

    fn restart(&mut self) {
        self.game = Some(Gomoku::with(self.size, self.rule));
        self.board = None;
        self.used_ms = 0.0;
        self.engine.clear();
    }

    /// The current game's stones under the session's rule (a winner recomputed by replaying
    /// them), leaving out `without`.
    fn rebuilt(game: &Gomoku, rule: Rule, without: Option<Cell>) -> Gomoku {
        let mut rebuilt = Gomoku::with(game.size(), rule);
        for c in game.points().filter(|&c| Some(c) != without) {
            if let Some(p) = game.at(c) {
                let _ = rebuilt.place(c, p);
            }
        }
        rebuilt
    }

    fn info(&mut self, rest: &str) -> Reply {
        let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let key = key.to_ascii_lowercase();
        let Ok(value) = value.trim().parse::<u64>() else {
            if key == "rule" {
                return Reply::Lines(vec![format!(
                    "ERROR INFO rule wants 0, 1 or 4, not `{}`",
                    value.trim()
                )]);
            }
            return Reply::Lines(Vec::new());
        };
        match key.as_str() {
            // 0 means "play at once".
            "timeout_turn" => self.turn_ms = value.max(1),
            // 0 means no limit.
            "timeout_match" => self.match_ms = (value > 0).then_some(value),
            "time_left" => self.left_ms = Some(value),
            "rule" => {
                let rule = match value {
                    0 => Rule::Freestyle,
                    1 => Rule::Standard,
                    4 => Rule::Renju,
                    other => {
                        return Reply::Lines(vec![format!(
                            "ERROR rule {other} is not played: 0 (five or more), 1 (exactly \
                             five) or 4 (renju); the rule stays {}",
                            self.rule.name()
                        )])
                    }
                };
                self.rule = rule;
                if let Some(game) = &self.game {
                    self.game = Some(Self::rebuilt(game, rule, None));
                }
            }
            // One search thread whatever the manager allows; the rest needs nothing from us.
            _ => {}
        }
        Reply::Lines(Vec::new())
    }

    fn turn(&mut self, rest: &str, clock: &dyn Clock) -> Reply {
        let one = |text: String| Reply::Lines(vec![text]);
        let Some(game) = &mut self.game else {
            return one("ERROR no game yet: send START first".into());
        };
        let at = match point(rest, game.size()) {
            Ok(at) => at,
            Err(e) => return one(format!("ERROR TURN wants x,y: {e}")),
        };
        if let Err(refused) = game.try_play(&at) {
            return one(format!(
                "ERROR {}",
                refusal(at, game.size(), &refused.reason)
            ));
        }
        self.answer(clock)
    }

    fn takeback(&mut self, rest: &str) -> Reply {
        let one = |text: String| Reply::Lines(vec![text]);
        let Some(game) = &self.game else {
            return one("ERROR no game yet: send START first".into());
        };
        let at = match point(rest, game.size()) {
            Ok(at) => at,
            Err(e) => return one(format!("ERROR TAKEBACK wants x,y: {e}")),
        };
        if game.at(at).is_none() {
            let at = gomocup(at, game.size());
            return one(format!("ERROR {at} holds no stone to take back"));
        }
        self.game = Some(Self::rebuilt(game, self.rule, Some(at)));
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
            [x, y, who] => point(&format!("{x},{y}"), self.size).and_then(|at| match *who {
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
        let mut game = Gomoku::with(self.size, self.rule);
        for &(at, is_ours) in stones {
            let colour = if is_ours { ours } else { ours.opponent() };
            if let Err(e) = game.place(at, colour) {
                return one(format!("ERROR {}", refusal(at, self.size, &e)));
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
            // The manager's word on the match's time left, else our own count.
            let left = self
                .left_ms
                .or_else(|| Some(self.match_ms? as f64 - self.used_ms).map(|l| l.max(0.0) as u64));
            if let Some(left) = left {
                ms = ms.min(left / 8);
            }
            Budget {
                playouts: None,
                millis: Some(search_ms(ms)),
            }
        });
        let thought = self.engine.think(game, budget, clock, &|| false);
        self.used_ms += clock.elapsed_ms();
        let Some(thought) = thought else {
            return one("ERROR no move to play".into());
        };
        if super::tracing() {
            // The move's whole effort, read by the node-budget calibration (scripts/).
            eprintln!(
                "gomoku trace: move of {} nodes in {:.0} ms",
                thought.playouts,
                clock.elapsed_ms()
            );
        }
        game.play(&thought.best);
        let mut lines = Vec::new();
        if let Some(n) = thought.win_in {
            lines.push(format!("MESSAGE win in {n}"));
        }
        lines.push(gomocup(thought.best, game.size()));
        Reply::Lines(lines)
    }
}

/// `x,y` in Gomocup's coordinates on a board of side `size`.
pub fn gomocup(cell: Cell, size: u8) -> String {
    format!("{},{}", cell.x, size - 1 - cell.y)
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

/// A Gomocup point `x,y` on a board of side `size` as a cell, or why it is none.
fn point(text: &str, size: u8) -> Result<Cell, String> {
    let (x, y) = pair(text)?;
    if x >= u32::from(size) || y >= u32::from(size) {
        return Err(format!("{x},{y} is off the {size}x{size} board"));
    }
    Ok(Cell::new(x as u8, size - 1 - y as u8))
}

/// A refused stone in the manager's coordinates.
fn refusal(at: Cell, size: u8, reason: &GomokuError) -> String {
    let at = gomocup(at, size);
    match reason {
        GomokuError::Occupied { .. } => format!("{at} already holds a stone"),
        GomokuError::Forbidden { foul, .. } => {
            format!("{at} is forbidden for black under renju: {foul}")
        }
        other => other.to_string(),
    }
}
