//! The commands a board takes besides clicks ([`super::Board::act`]). Text names each by its
//! id — links, the page's buttons and the JavaScript API send `undo` or `next-dataset` — and
//! [`Command`] reads and writes those ids, so the page and old links keep working.

use serde::Serialize;
use std::fmt;

/// A command to a board: the navigation every board has ([`NAVIGATION`]) or one of the
/// buttons a game's report offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Take back the last move (`undo`).
    Undo,
    /// Play the next undone or queued move (`redo`).
    Redo,
    /// Back to the start, keeping every move to redo (`start`).
    ToStart,
    /// On to the end of the line (`end`).
    ToEnd,
    /// Play the selection or the turn put together by clicks (`play`).
    Play,
    /// Forget the selection or the turn put together by clicks (`clear`).
    Clear,
    /// Replace the game with a pasted contest case, given as the argument (`load`).
    Load,
    /// Take over the first stone or peg under the pie rule (`swap`).
    Swap,
    /// Show or hide the coordinates (`coords`).
    Coordinates,
    /// Zoom the whole board into view (`fit`).
    Fit,
    /// Put the next dataset of a pasted contest input on the board (`next-dataset`).
    NextDataset,
    /// Lay the shortest of the three bars next (`bar-1`).
    ShortestBar,
    /// Lay the middle bar next (`bar-2`).
    MiddleBar,
    /// Lay the longest bar next (`bar-3`).
    LongestBar,
    /// Make the line shown the main line (`promote`).
    Promote,
    /// Delete the move shown and every move after it, variations and all (`delete`).
    Delete,
    /// Set the comment on the position shown, given as the argument (`comment`).
    Comment,
    /// Take the next variation in place of the move shown (`next-variation`).
    NextVariation,
    /// Take the previous variation in place of the move shown (`previous-variation`).
    PreviousVariation,
}

/// The commands every board takes: take back a move, play the next undone or queued one, go
/// back to the start or on to the end (keeping every move to redo).
pub const NAVIGATION: [Command; 4] = [
    Command::Undo,
    Command::Redo,
    Command::ToStart,
    Command::ToEnd,
];

impl Command {
    /// Every command, in the order of the variants.
    pub const ALL: [Command; 19] = [
        Command::Undo,
        Command::Redo,
        Command::ToStart,
        Command::ToEnd,
        Command::Play,
        Command::Clear,
        Command::Load,
        Command::Swap,
        Command::Coordinates,
        Command::Fit,
        Command::NextDataset,
        Command::ShortestBar,
        Command::MiddleBar,
        Command::LongestBar,
        Command::Promote,
        Command::Delete,
        Command::Comment,
        Command::NextVariation,
        Command::PreviousVariation,
    ];

    /// The name links, the page and the JavaScript API give the command.
    pub fn id(self) -> &'static str {
        match self {
            Command::Undo => "undo",
            Command::Redo => "redo",
            Command::ToStart => "start",
            Command::ToEnd => "end",
            Command::Play => "play",
            Command::Clear => "clear",
            Command::Load => "load",
            Command::Swap => "swap",
            Command::Coordinates => "coords",
            Command::Fit => "fit",
            Command::NextDataset => "next-dataset",
            Command::ShortestBar => "bar-1",
            Command::MiddleBar => "bar-2",
            Command::LongestBar => "bar-3",
            Command::Promote => "promote",
            Command::Delete => "delete",
            Command::Comment => "comment",
            Command::NextVariation => "next-variation",
            Command::PreviousVariation => "previous-variation",
        }
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An id no command has; it carries the id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCommand {
    /// The id that was given.
    pub id: String,
}

impl fmt::Display for UnknownCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no action `{}`", self.id)
    }
}

impl std::error::Error for UnknownCommand {}

impl std::str::FromStr for Command {
    type Err = UnknownCommand;

    /// Reads an id as [`Command::id`] writes it.
    ///
    /// ```
    /// use arbiter::view::Command;
    ///
    /// assert_eq!("next-dataset".parse(), Ok(Command::NextDataset));
    /// assert_eq!(Command::ToStart.to_string(), "start");
    /// assert!("fly".parse::<Command>().is_err());
    /// ```
    fn from_str(id: &str) -> Result<Self, Self::Err> {
        Command::ALL
            .into_iter()
            .find(|c| c.id() == id)
            .ok_or_else(|| UnknownCommand { id: id.to_string() })
    }
}

/// The page reads a command as its id.
impl Serialize for Command {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}
