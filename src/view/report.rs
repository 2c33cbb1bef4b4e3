//! What the page's panels show beside a board: status, verdict, the figures behind it, hints,
//! the move list and the game's own buttons.

use super::command::Command;
use crate::game::{Game, History, Outcome, Player};
use serde::Serialize;

/// What the page shows beside the board.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    /// Whose turn it is, or that the game is over and who won.
    pub status: String,
    /// Who wins with perfect play, or how the game was won.
    pub verdict: String,
    /// How the verdict reads: the player to move wins or loses, or the game is over.
    pub tone: Tone,
    /// Whose turn it is; None once the game is over.
    pub to_move: Option<Side>,
    /// Who won, once someone has.
    pub winner: Option<Side>,
    /// Who wins with perfect play from here, where Arbiter knows it: the player to move when
    /// the tone is `win`, the other player when it is `loss`.
    pub perfect_play_winner: Option<Side>,
    /// The game has a computer player (the page offers "Computer move").
    pub computer: bool,
    /// Figures that back the verdict (the nim-sum, say).
    pub facts: Vec<Fact>,
    /// The winning moves, shown behind the page's hint toggle.
    pub hints: Vec<String>,
    /// A note on the hints (why there are none, or that the list is partial).
    pub hint_note: String,
    /// The game knows winning moves to show: the page offers "Show winning moves" only then
    /// (Connect and Havannah have none).
    pub hints_offered: bool,
    /// The position shown can be written as a contest judge's case: the page offers "Judge
    /// case" only then, rather than a button that is refused.
    pub judge_case: bool,
    /// The winning moves in the move list's notation, for programs (the hints may add words).
    pub winning_moves: Vec<String>,
    /// How many moves are applied: the position shown follows the first `played` moves of
    /// the line. The moves themselves come from [`super::Board::entries`], a window at a time.
    pub played: usize,
    /// How many moves follow in the line and can be redone (taken back, or queued from a
    /// pasted case).
    pub undone: usize,
    /// The last applied move in the move list's notation; None at the start.
    pub last_move: Option<String>,
    /// The revision of the line's moves: it stays the same while only the position moves
    /// along the line, and [`super::Board::line_kept`] says which moves a new one kept.
    pub revision: u64,
    /// Extra buttons the game offers beside undo and redo.
    pub actions: Vec<Action>,
    /// The comment on the position shown ('' for none), which the page edits.
    pub comment: String,
    /// How many moves were played from the position before the last applied move (1 when
    /// it has no variations, 0 at the start): the variations the page can switch between.
    pub variations: usize,
    /// A line about work in progress (a selection not yet played, say).
    pub pending: String,
    /// The mistakes among the line's moves judged so far.
    pub review: Review,
}

/// The summary of a line's judged moves: who made the first mistake, and how many each side
/// made.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Review {
    /// Whether the board judges its moves (Connect and Havannah, with no verdicts, do not).
    pub judges: bool,
    /// The number (from 1) of the first move judged a mistake.
    pub first_mistake: Option<usize>,
    /// Who played it.
    pub first_mistake_by: Option<Side>,
    /// How many mistakes each side made: the first player's, then the second's.
    pub mistakes: [usize; 2],
    /// The summary in words; empty when the board does not judge.
    pub text: String,
}

/// One side of the game, as the page names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Side {
    /// 1 for the side that moves first, 2 for the other.
    pub number: u8,
    /// The game's name for it (`Black`, `Player 2`).
    pub name: &'static str,
}

impl Side {
    /// `player` of `game`, in the game's name for it.
    pub fn of<G: Game>(game: &G, player: Player) -> Self {
        Side {
            number: match player {
                Player::First => 1,
                Player::Second => 2,
            },
            name: game.side_name(player),
        }
    }
}

impl Report {
    /// The report every board starts from: the status line and tone from the game's
    /// [`Outcome`], in the sides' own names, and where `history` stands in its line (counts
    /// and the last move only, so the report costs the same at any length). Each view then
    /// adds its verdict, facts and hints, and may reword the status.
    pub fn new<G: Game + Clone>(history: &History<G>) -> Self {
        let game = history.current();
        let outcome = game.outcome();
        let (status, tone) = match outcome {
            Outcome::Ongoing { to_move } => {
                (format!("{} to move", game.side_name(to_move)), Tone::Open)
            }
            Outcome::Won { winner } => (
                format!("Game over: {} wins", game.side_name(winner)),
                Tone::Over,
            ),
            Outcome::Drawn => ("Game over: a draw".to_string(), Tone::Over),
        };
        Report {
            status,
            tone,
            to_move: match outcome {
                Outcome::Ongoing { to_move } => Some(Side::of(game, to_move)),
                _ => None,
            },
            winner: match outcome {
                Outcome::Won { winner } => Some(Side::of(game, winner)),
                _ => None,
            },
            played: history.moves().len(),
            undone: history.redoable().len(),
            last_move: history.moves().last().map(ToString::to_string),
            ..Report::default()
        }
    }

    /// Sets the tone from perfect play: whether the player to move wins.
    pub fn mover_wins(&mut self, wins: bool) {
        self.tone = if wins { Tone::Win } else { Tone::Loss };
    }

    /// The winning moves, in the move list's notation, both as the page's hints and as
    /// [`Report::winning_moves`].
    pub fn winning(&mut self, moves: Vec<String>) {
        self.winning_moves.clone_from(&moves);
        self.hints = moves;
    }

    /// Fills [`Report::perfect_play_winner`] from the tone the view set.
    pub(super) fn name_perfect_play_winner<G: Game>(&mut self, game: &G) {
        let Outcome::Ongoing { to_move } = game.outcome() else {
            return;
        };
        self.perfect_play_winner = match self.tone {
            Tone::Win => Some(Side::of(game, to_move)),
            Tone::Loss => Some(Side::of(game, to_move.opponent())),
            Tone::Open | Tone::Over => None,
        };
    }
}

/// How the verdict reads at a glance (the page colours it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Tone {
    /// Nothing known about who wins.
    #[default]
    #[serde(rename = "")]
    Open,
    /// The player to move wins with perfect play.
    Win,
    /// The player to move loses against perfect play.
    Loss,
    /// The game is over.
    Over,
}

/// One labelled figure in the verdict panel.
#[derive(Clone, Debug, Serialize)]
pub struct Fact {
    /// What the figure is, e.g. `Nim-sum`.
    pub label: String,
    /// The figure.
    pub value: String,
}

impl Fact {
    /// A figure and its label.
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> Self {
        Fact {
            label: label.into(),
            value: value.into(),
        }
    }
}

/// A game-specific button.
#[derive(Clone, Debug, Serialize)]
pub struct Action {
    /// The command [`super::Board::act`] takes; the page reads it as its id.
    #[serde(rename = "id")]
    pub command: Command,
    /// The button's text.
    pub label: &'static str,
    /// False greys the button out.
    pub enabled: bool,
    /// When set, the page shows a text box with this placeholder beside the button, and the
    /// button sends the box's text as the action's argument (a contest case to paste, say).
    pub prompt: Option<&'static str>,
}

impl Action {
    /// A plain button.
    pub fn button(command: Command, label: &'static str, enabled: bool) -> Self {
        Action {
            command,
            label,
            enabled,
            prompt: None,
        }
    }

    /// A button that sends the text typed into a box shown with it.
    pub fn with_text(command: Command, label: &'static str, placeholder: &'static str) -> Self {
        Action {
            command,
            label,
            enabled: true,
            prompt: Some(placeholder),
        }
    }
}
