//! Why a board says no, as a type: [`Refusal`] and the kinds it groups. The game cores' own
//! errors travel inside it untouched ([`Reason`], [`InputError`], …); only its `Display`
//! words them, in the sentences the page shows, and only the bindings turn it into text.

use super::command::Command;
#[cfg(any(feature = "connect", feature = "havannah"))]
use super::paint::ZOOM_HOW;
#[cfg(feature = "connect")]
use crate::connect::{BoardSizeError, Point};
use crate::game::{MoveSyntaxError, PlayError};
#[cfg(feature = "havannah")]
use crate::havannah::{SideError, Win};
#[cfg(feature = "triangulation")]
use crate::impartial::Chord;
#[cfg(feature = "octal")]
use crate::impartial::OctalCodeError;
use crate::input::{InputError, PairError};
#[cfg(any(feature = "nim", feature = "john"))]
use crate::nim::NimError;
use std::fmt;

/// Text that starts lower-case (the cores' error messages, a colour's name) as the page starts
/// a sentence with it. Those texts are Arbiter's own English words (what a player typed is
/// quoted in backticks), so an ASCII capital is enough: `char::to_uppercase` would bring
/// Unicode's case table, some 12 KB, into every light module.
pub fn sentence(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// Why a board refused a click, a command, a move, a position in the line, its options or a
/// judge case. A refusal leaves the board as it was.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The game refused a move: the move in the move list's notation, and the game's reason.
    Illegal {
        /// The move, as the move list writes it.
        mv: String,
        /// Why, in the game's own terms.
        reason: Reason,
    },
    /// Text that is not a move in the game's notation.
    NotAMove(MoveSyntaxError),
    /// Text that is not a cell or point (the games whose moves are cells).
    NotACell(PairError),
    /// Undo with no move applied.
    NothingToUndo,
    /// Redo with no move after the position shown.
    NothingToRedo,
    /// A variation command at the start position, where no move is shown.
    NoMoveShown,
    /// Another variation asked for where only one move was played.
    NoOtherVariation,
    /// A variation the move list does not have.
    NoSuchVariation {
        /// The move number.
        ply: usize,
        /// The variation asked for, from 0 (the main move).
        choice: usize,
        /// How many moves were played there.
        count: usize,
    },
    /// Promote asked on the main line.
    MainLine,
    /// A position past the end of the line.
    NoSuchPly {
        /// The number of moves asked for.
        ply: usize,
        /// The moves in the line.
        length: usize,
    },
    /// A command this board does not take.
    Unavailable {
        /// The board as the sentence starts, with its verb (`Nim has`, `Octal games have`).
        board: &'static str,
        /// The command.
        command: Command,
    },
    /// An id that names no command.
    UnknownAction {
        /// The board as the sentence starts, with its verb (`Nim has`).
        board: &'static str,
        /// The id that was given.
        id: String,
    },
    /// "Play" with nothing selected.
    NothingSelected {
        /// What to select (`pins`).
        what: &'static str,
    },
    /// The game is over: a click plays nothing.
    GameOver(Over),
    /// A click on nothing the board plays or picks.
    Missed {
        /// What to click instead, in the board's words.
        hint: &'static str,
    },
    /// A click on a destination with no piece picked.
    PickFirst {
        /// What to click first, in the board's words.
        hint: &'static str,
    },
    /// The board is drawn too small to aim at.
    #[cfg(any(feature = "connect", feature = "havannah"))]
    ZoomIn {
        /// What a click places (`a peg`).
        place: &'static str,
        /// What the click aims at (`holes`).
        spots: &'static str,
        /// The pixels between neighbouring spots as drawn.
        apart: f64,
    },
    /// A click on something of the board that no move can use, in the board's own terms.
    Pick(Pick),
    /// A pasted case or dataset that does not load.
    BadCase(CaseError),
    /// A game's option value that does not start a game.
    BadOption(OptionError),
    /// A game slug no game has.
    UnknownGame {
        /// The slug that was given.
        slug: String,
    },
    /// An option key the game does not have (a typo would otherwise pass unseen).
    UnknownOption {
        /// The game's slug.
        game: String,
        /// The key that was given.
        key: String,
    },
    /// The game has no contest judge to write a case for.
    NoJudge,
    /// The judge's input cannot hold this position.
    NoCase {
        /// Why, in the judge's terms.
        why: &'static str,
    },
    /// Connect's contest asks whether Black's last move wins: the line is too short or even.
    #[cfg(feature = "connect")]
    ShortDataset {
        /// The moves of the line.
        moves: usize,
    },
}

impl Refusal {
    /// The refusal of a move the game turned down.
    pub fn illegal<M: fmt::Display, R: Into<Reason>>(err: PlayError<M, R>) -> Self {
        Refusal::Illegal {
            mv: err.mv.to_string(),
            reason: err.reason.into(),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Illegal { reason, .. } => f.write_str(&sentence(&reason.to_string())),
            Refusal::NotAMove(err) => f.write_str(&sentence(&err.to_string())),
            Refusal::NotACell(err) => f.write_str(&sentence(&err.to_string())),
            Refusal::NothingToUndo => f.write_str("There is no move to undo"),
            Refusal::NothingToRedo => f.write_str("There is no move to redo"),
            Refusal::NoMoveShown => {
                f.write_str("Step to a move first: the start position has no move to change")
            }
            Refusal::NoOtherVariation => {
                f.write_str("No other move was played from the position before this one")
            }
            Refusal::NoSuchVariation { ply, choice, count } => write!(
                f,
                "Move {ply} has {count} variations; there is no variation {choice}"
            ),
            Refusal::MainLine => f.write_str("This line is the main line already"),
            Refusal::NoSuchPly { ply, length } => write!(
                f,
                "There is no position after move {ply}: the line has {length} moves"
            ),
            Refusal::Unavailable { board, command } => {
                write!(f, "{board} no action `{command}`")
            }
            Refusal::UnknownAction { board, id } => write!(f, "{board} no action `{id}`"),
            Refusal::NothingSelected { what } => write!(f, "Select {what} first"),
            Refusal::GameOver(over) => over.fmt(f),
            Refusal::Missed { hint } | Refusal::PickFirst { hint } => f.write_str(hint),
            #[cfg(any(feature = "connect", feature = "havannah"))]
            Refusal::ZoomIn {
                place,
                spots,
                apart,
            } => write!(
                f,
                "Zoom in to place {place}: {spots} are {} px apart here ({ZOOM_HOW})",
                crate::decimal::fixed(*apart, 1)
            ),
            Refusal::Pick(pick) => pick.fmt(f),
            Refusal::BadCase(err) => err.fmt(f),
            Refusal::BadOption(err) => err.fmt(f),
            Refusal::UnknownGame { slug } => write!(f, "unknown game `{slug}`"),
            Refusal::UnknownOption { game, key } => {
                write!(f, "the game `{game}` has no option `{key}`")
            }
            Refusal::NoJudge => f.write_str("This game has no contest judge to write a case for"),
            Refusal::NoCase { why } => f.write_str(why),
            #[cfg(feature = "connect")]
            Refusal::ShortDataset { moves } => write!(
                f,
                "A contest dataset ends with Black's move and has at least 5 moves; this game \
                 has {moves}"
            ),
        }
    }
}

impl std::error::Error for Refusal {}

/// `?` turns each kind's own error into the refusal that holds it.
macro_rules! refusal_from {
    ($($error:ty => $variant:ident),* $(,)?) => {$(
        impl From<$error> for Refusal {
            fn from(err: $error) -> Self {
                Refusal::$variant(err)
            }
        }
    )*};
}

refusal_from!(
    MoveSyntaxError => NotAMove,
    PairError => NotACell,
    Pick => Pick,
    CaseError => BadCase,
    OptionError => BadOption,
);

/// Writes [`Reason`] from its variants: the enum, its `Display` (the core's own words) and a
/// `From` for each core error, so that one list names every core. A core's variant exists only
/// in the builds whose boards play it (`cfg`): a light module then holds no other game's words.
macro_rules! reasons {
    ($($(#[doc = $doc:literal])* $(#[cfg($cfg:meta)])? $variant:ident($error:ty),)*) => {
        /// A game core's reason for refusing a move, one variant per core.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Reason {
            $($(#[doc = $doc])* $(#[cfg($cfg)])? $variant($error),)*
        }

        impl fmt::Display for Reason {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $($(#[cfg($cfg)])? Reason::$variant(err) => err.fmt(f),)*
                    // Only in a build with no board, where the enum has no variant.
                    #[allow(unreachable_patterns)]
                    _ => f.write_str("not a move of this game"),
                }
            }
        }

        $($(#[cfg($cfg)])? impl From<$error> for Reason {
            fn from(err: $error) -> Self {
                Reason::$variant(err)
            }
        })*
    };
}

reasons!(
    /// Nim (`nim`, `john`).
    #[cfg(any(feature = "nim", feature = "john"))]
    Nim(NimError),
    /// The heap games (`s-nim`, `nim-or-not-nim`).
    #[cfg(any(feature = "s-nim", feature = "nim-or-not-nim"))]
    Heaps(crate::impartial::HeapError),
    /// Rows of pins and strips of cells (`octal`, `stripes`).
    #[cfg(any(feature = "octal", feature = "stripes"))]
    Octal(crate::impartial::OctalError),
    /// Connect.
    #[cfg(feature = "connect")]
    Connect(crate::connect::ConnectError),
    /// Havannah.
    #[cfg(feature = "havannah")]
    Havannah(crate::havannah::HavannahError),
    /// Gomoku.
    #[cfg(feature = "gomoku")]
    Gomoku(crate::gomoku::GomokuError),
    /// Georgia and Bob.
    #[cfg(feature = "georgia-and-bob")]
    GeorgiaAndBob(crate::impartial::GeorgiaAndBobError),
    /// Triangulation.
    #[cfg(feature = "triangulation")]
    Triangulation(crate::impartial::TriangulationError),
    /// Crosses and Crosses.
    #[cfg(feature = "crosses-and-crosses")]
    CrossesAndCrosses(crate::impartial::CrossesAndCrossesError),
    /// The cutting game.
    #[cfg(feature = "cutting-game")]
    CuttingGame(crate::impartial::CuttingGameError),
    /// Queens.
    #[cfg(feature = "queens")]
    Queens(crate::impartial::QueenError),
    /// GG and MM.
    #[cfg(feature = "gg-and-mm")]
    GgAndMm(crate::impartial::GgAndMmError),
    /// Knights.
    #[cfg(feature = "knights")]
    Knights(crate::impartial::KnightsError),
);

/// How a finished game says it is over when clicked.
#[derive(Clone, Debug, PartialEq)]
pub enum Over {
    /// Nothing more.
    Plain,
    /// How it ended, in the board's words (`no move is left`).
    Because(&'static str),
    /// The game core's own words on how it ended.
    Said(Reason),
    /// Havannah's winning move.
    #[cfg(feature = "havannah")]
    Won(Win),
}

impl fmt::Display for Over {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Over::Plain => f.write_str("The game is over")?,
            Over::Because(how) => write!(f, "The game is over: {how}")?,
            Over::Said(reason) => f.write_str(&sentence(&reason.to_string()))?,
            #[cfg(feature = "havannah")]
            Over::Won(win) => write!(f, "The game is over: {} won with {win}", win.player)?,
        }
        f.write_str(". Undo, or start a new game")
    }
}

/// A click on something of the board that no move can use, in the board's own terms. Numbers
/// count from 1, as the board labels them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// Nim under Moore's rule: the selection already takes from `most` heaps.
    TooManyHeaps {
        /// Moore's k.
        most: usize,
    },
    /// A gap between pins, under a code that never splits a run without removing pins.
    #[cfg(feature = "octal")]
    NeverCuts,
    /// A pin that is down.
    #[cfg(feature = "octal")]
    PinDown,
    /// A selection of pins that would run over a fallen one.
    #[cfg(feature = "octal")]
    FallenPin,
    /// A strip's cell that a bar covers.
    #[cfg(feature = "stripes")]
    Covered,
    /// A free run too short for the chosen bar.
    #[cfg(feature = "stripes")]
    BarTooLong {
        /// The bar's length.
        bar: usize,
        /// The run's length.
        run: usize,
    },
    /// A bar button the rules have no distinct length for.
    #[cfg(feature = "stripes")]
    NoSuchBar,
    /// A point that already ends a segment.
    #[cfg(feature = "triangulation")]
    PointUsed {
        /// The point.
        point: usize,
        /// The segment it ends.
        segment: Chord,
    },
    /// The queen on (0, 0).
    #[cfg(feature = "queens")]
    CornerQueen,
    /// A knight that cannot move.
    #[cfg(feature = "knights")]
    KnightStuck {
        /// Its cell.
        at: (i64, i64),
    },
    /// A cell the picked knight cannot reach.
    #[cfg(feature = "knights")]
    OutOfReach {
        /// The knight.
        knight: usize,
        /// Its cell.
        from: (i64, i64),
        /// The cell clicked.
        to: (i64, i64),
    },
    /// A cell that several knights still to move can reach.
    #[cfg(feature = "knights")]
    Ambiguous {
        /// The cell.
        at: (i64, i64),
    },
    /// A game of GG and MM that is over.
    #[cfg(feature = "gg-and-mm")]
    GameDone {
        /// The game.
        game: usize,
    },
    /// The smaller pile of a game of GG and MM.
    #[cfg(feature = "gg-and-mm")]
    SmallerPile {
        /// The game.
        game: usize,
        /// The smaller pile's size.
        pile: usize,
    },
    /// A click off Connect's board of side `n`.
    #[cfg(feature = "connect")]
    OffHoles {
        /// The board side.
        n: i32,
    },
    /// A click between Connect's holes, too far from the nearest.
    #[cfg(feature = "connect")]
    TooFar {
        /// The nearest hole.
        nearest: Point,
    },
    /// A click on a cell of Havannah's plane that no board has (negative or huge).
    #[cfg(feature = "havannah")]
    OffHexagon {
        /// The cell's column.
        x: i64,
        /// The cell's row.
        y: i64,
    },
}

impl fmt::Display for Pick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Pick::TooManyHeaps { most } => write!(
                f,
                "A move may take from at most {most} heaps: play the selection or clear it first"
            ),
            #[cfg(feature = "octal")]
            Pick::NeverCuts => {
                f.write_str("This code never cuts a run without knocking pins down: click a pin")
            }
            #[cfg(feature = "octal")]
            Pick::PinDown => f.write_str("That pin is already down"),
            #[cfg(feature = "octal")]
            Pick::FallenPin => f.write_str(
                "A move knocks down pins that stand side by side: the selection cannot run over \
                 a fallen pin",
            ),
            #[cfg(feature = "stripes")]
            Pick::Covered => f.write_str("That cell is covered by a bar already"),
            #[cfg(feature = "stripes")]
            Pick::BarTooLong { bar, run } => write!(
                f,
                "The chosen bar of {bar} cells does not fit in this free run of {run} cell{}",
                if run == 1 { "" } else { "s" }
            ),
            #[cfg(feature = "stripes")]
            Pick::NoSuchBar => f.write_str("These rules have fewer distinct bar lengths"),
            #[cfg(feature = "triangulation")]
            Pick::PointUsed { point, segment } => {
                write!(f, "Point {point} already ends the segment {segment}")
            }
            #[cfg(feature = "queens")]
            Pick::CornerQueen => f.write_str("A queen on (0, 0) cannot move"),
            #[cfg(feature = "knights")]
            Pick::KnightStuck { at: (x, y) } => write!(
                f,
                "The knight on ({x}, {y}) cannot move: it stays where it is"
            ),
            #[cfg(feature = "knights")]
            Pick::OutOfReach { knight, from, to } => write!(
                f,
                "Knight {knight} on ({}, {}) cannot reach ({}, {}): it moves to (x−2, y±1), \
                 (x−1, y−2) or (x+1, y−2) on the board",
                from.0, from.1, to.0, to.1
            ),
            #[cfg(feature = "knights")]
            Pick::Ambiguous { at: (x, y) } => write!(
                f,
                "Several knights can reach ({x}, {y}): click the knight first"
            ),
            #[cfg(feature = "gg-and-mm")]
            Pick::GameDone { game } => write!(f, "Game {game} is over: a pile is empty"),
            #[cfg(feature = "gg-and-mm")]
            Pick::SmallerPile { game, pile } => {
                write!(f, "Game {game}: a move takes from the larger pile ({pile})")
            }
            #[cfg(feature = "connect")]
            Pick::OffHoles { n } => write!(
                f,
                "That click is off the board: click one of the holes (0, 0) to ({n}, {n})"
            ),
            #[cfg(feature = "connect")]
            Pick::TooFar { nearest } => write!(
                f,
                "Click on a hole: the nearest one, {nearest}, is too far from the click"
            ),
            #[cfg(feature = "havannah")]
            Pick::OffHexagon { x, y } => {
                write!(
                    f,
                    "({x}, {y}) is off the board: click a cell of the hexagon"
                )
            }
        }
    }
}

/// A pasted case or dataset that does not load.
#[derive(Clone, Debug, PartialEq)]
pub enum CaseError {
    /// A case that breaks the judge's format, read by the board.
    Format(InputError),
    /// A case that the judge's own reader refuses (Gomoku, Havannah).
    #[cfg(any(feature = "havannah", feature = "gomoku"))]
    Input(InputError),
    /// A Connect dataset that the judge's reader refuses.
    #[cfg(feature = "connect")]
    Dataset(InputError),
    /// Connect: text that holds no dataset.
    #[cfg(feature = "connect")]
    NoDataset,
    /// Connect: a dataset whose board the playground does not draw.
    #[cfg(feature = "connect")]
    TooBig {
        /// The dataset's number in the input, from 1.
        dataset: usize,
        /// Its board side.
        n: i32,
        /// The largest side the playground draws.
        most: i32,
    },
    /// Connect: "Next dataset" with no input pasted.
    #[cfg(feature = "connect")]
    NothingLoaded,
    /// Connect: "Next dataset" on the input's last dataset.
    #[cfg(feature = "connect")]
    LastDataset,
    /// Havannah: nothing was pasted.
    #[cfg(feature = "havannah")]
    Empty,
    /// Havannah: a case with more moves than the board steps through.
    #[cfg(feature = "havannah")]
    TooLong {
        /// The most moves a case may have.
        most: usize,
    },
    /// Gomoku: the input's first case is the end marker.
    #[cfg(feature = "gomoku")]
    NoPosition,
    /// Gomoku: stone counts no game with Black first reaches.
    #[cfg(feature = "gomoku")]
    Unbalanced {
        /// Black's stones.
        black: usize,
        /// White's stones.
        white: usize,
    },
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CaseError::Format(err) => write!(f, "Case: {err}"),
            #[cfg(any(feature = "havannah", feature = "gomoku"))]
            CaseError::Input(err) => f.write_str(&sentence(&err.to_string())),
            #[cfg(feature = "connect")]
            CaseError::Dataset(err) => write!(f, "The dataset was not loaded: {err}"),
            #[cfg(feature = "connect")]
            CaseError::NoDataset => f.write_str(
                "The dataset was not loaded: the text holds no dataset. Paste N and M, then the \
                 M moves as x y pairs",
            ),
            #[cfg(feature = "connect")]
            CaseError::TooBig { dataset, n, most } => write!(
                f,
                "Dataset {dataset} has N = {n}: the playground draws boards up to N = {most}; \
                 the Check input tab judges it"
            ),
            #[cfg(feature = "connect")]
            CaseError::NothingLoaded => {
                f.write_str("No contest input is loaded: paste one and press Load dataset")
            }
            #[cfg(feature = "connect")]
            CaseError::LastDataset => f.write_str("That was the last dataset of the pasted input"),
            #[cfg(feature = "havannah")]
            CaseError::Empty => {
                f.write_str("Paste a case first: S, M and the M moves, as in the contest input")
            }
            #[cfg(feature = "havannah")]
            CaseError::TooLong { most } => write!(
                f,
                "This case has more than {most} moves, too many to step through here; the Check \
                 input tab judges cases of any size"
            ),
            #[cfg(feature = "gomoku")]
            CaseError::NoPosition => f.write_str("The input holds no position (it starts with 0)"),
            #[cfg(feature = "gomoku")]
            CaseError::Unbalanced { black, white } => write!(
                f,
                "Black has {black} stones and White {white}: no position of alternate play with \
                 Black first"
            ),
        }
    }
}

/// An option value that does not start a game; `label` is the field's, as the form shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// A value that does not read as the field wants.
    NotA {
        /// The field.
        label: &'static str,
        /// What it holds, quoted.
        found: String,
        /// What it should hold.
        expected: String,
    },
    /// A whole number outside the field's range.
    OutOfRange {
        /// The field.
        label: &'static str,
        /// The number.
        value: i64,
        /// The smallest allowed.
        min: i64,
        /// The largest allowed.
        max: i64,
    },
    /// A list with no items or too many.
    Count {
        /// The field.
        label: &'static str,
        /// The most items allowed.
        most: usize,
        /// What the items are (`heaps`).
        items: &'static str,
    },
    /// Stripes: not three bar lengths.
    #[cfg(feature = "stripes")]
    NotThreeBars,
    /// Nim: every heap empty.
    NoStones,
    /// Georgia and Bob: two men on one cell.
    #[cfg(feature = "georgia-and-bob")]
    SharedCell {
        /// The cell.
        cell: usize,
    },
    /// An octal code that does not read.
    #[cfg(feature = "octal")]
    Code(OctalCodeError),
    /// An octal code too long for the page to value quickly.
    #[cfg(feature = "octal")]
    LongCode {
        /// Its digits after the point.
        digits: usize,
        /// The most the board takes.
        most: usize,
    },
    /// Connect: a board side the game does not support.
    #[cfg(feature = "connect")]
    BoardSize(BoardSizeError),
    /// Havannah: a board side the game does not support.
    #[cfg(feature = "havannah")]
    Side(SideError),
    /// Havannah: the swap asked for in the one-player mode.
    #[cfg(feature = "havannah")]
    SwapNeedsTwoPlayers,
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::NotA {
                label,
                found,
                expected,
            } => write!(f, "{label}: {found} is not {expected}"),
            OptionError::OutOfRange {
                label,
                value,
                min,
                max,
            } => write!(f, "{label}: {value} is outside {min}..={max}"),
            OptionError::Count { label, most, items } => {
                write!(f, "{label}: give 1 to {most} {items}")
            }
            #[cfg(feature = "stripes")]
            OptionError::NotThreeBars => f.write_str("Bar lengths c z n: give three lengths"),
            OptionError::NoStones => f.write_str(
                "Heap sizes: every heap is empty, so there is no move to play: give at least one \
                 heap a stone",
            ),
            #[cfg(feature = "georgia-and-bob")]
            OptionError::SharedCell { cell } => write!(f, "Men's cells: two men on cell {cell}"),
            #[cfg(feature = "octal")]
            OptionError::Code(err) => write!(f, "Octal code: {err}"),
            #[cfg(feature = "octal")]
            OptionError::LongCode { digits, most } => write!(
                f,
                "Octal code: at most {most} digits after the point, so the page stays \
                 responsive (this code has {digits})"
            ),
            #[cfg(feature = "connect")]
            OptionError::BoardSize(err) => f.write_str(&sentence(&err.to_string())),
            #[cfg(feature = "havannah")]
            OptionError::Side(err) => f.write_str(&sentence(&err.to_string())),
            #[cfg(feature = "havannah")]
            OptionError::SwapNeedsTwoPlayers => f.write_str(
                "The swap needs two players: pick a two-player mode, or turn the swap off",
            ),
        }
    }
}

impl std::error::Error for OptionError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sentence starts with a capital; a text that starts otherwise than with an ASCII
    /// letter (a quote, a digit, nothing) stays as it was.
    #[test]
    fn sentences_start_with_a_capital() {
        assert_eq!(sentence("black to move"), "Black to move");
        assert_eq!(sentence("`é3` is not a cell"), "`é3` is not a cell");
        assert_eq!(sentence("3 heaps"), "3 heaps");
        assert_eq!(sentence("é"), "é");
        assert_eq!(sentence(""), "");
    }

    /// Refusals the boards keep for cases their options and clicks never reach today (option
    /// ranges and the end of the game are checked first); they read as sentences all the same.
    #[test]
    fn unreached_refusals_read_as_sentences() {
        let cases = [
            (
                Refusal::Pick(Pick::CornerQueen),
                "A queen on (0, 0) cannot move",
            ),
            (
                Refusal::BadOption(OptionError::BoardSize(BoardSizeError { n: 3 })),
                "The board side N must be between 4 and 1000, not 3",
            ),
            (
                Refusal::BadOption(OptionError::Side(SideError { side: 1 })),
                "A board side must be from 2 to 3000, not 1",
            ),
            (
                Refusal::Pick(Pick::BarTooLong { bar: 3, run: 2 }),
                "The chosen bar of 3 cells does not fit in this free run of 2 cells",
            ),
        ];
        for (refusal, sentence) in cases {
            assert_eq!(refusal.to_string(), sentence);
        }
    }
}
