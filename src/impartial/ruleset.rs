//! Which game a value table is about: an octal code, a subtraction set, or a built-in game by
//! name. The explorer and `arbiter grundy` read the same spellings.

use super::octal_code::{OctalCode, OctalCodeError};
use std::fmt;

/// A heap game or a two-dimensional game whose Grundy values can be tabulated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ruleset {
    /// An octal game (subtraction games included, as codes with digit 3).
    Octal {
        /// The game.
        game: OctalCode,
        /// How it was asked for, e.g. `0.07` or `subtraction {1, 2, 5}`.
        title: String,
    },
    /// Grundy's game: split a heap into two heaps of different sizes.
    Grundy,
    /// Lasker's Nim: take any number from a heap, or split it into two non-empty heaps.
    Lasker,
    /// The cutting game: cut a sheet of paper along a grid line; values over `w × h`.
    Cutting,
    /// A queen moving left, down or diagonally down-left, never onto the edges or the
    /// diagonal; values over the cells (x, y).
    Queens,
}

/// A game the explorer knows by name.
#[derive(Clone, Copy, Debug)]
pub struct BuiltIn {
    /// The name to type, e.g. `grundys-game`.
    pub name: &'static str,
    /// What it is called.
    pub title: &'static str,
    /// The octal code it stands for, if any.
    pub code: Option<&'static str>,
    /// One line on the rules.
    pub rules: &'static str,
}

/// Every game known by name, in the order listings show them.
pub const BUILT_INS: &[BuiltIn] = &[
    BuiltIn {
        name: "grundys-game",
        title: "Grundy's game",
        code: None,
        rules: "split a heap into two heaps of different sizes",
    },
    BuiltIn {
        name: "laskers-nim",
        title: "Lasker's Nim",
        code: None,
        rules: "take any number from a heap, or split it into two non-empty heaps",
    },
    BuiltIn {
        name: "kayles",
        title: "Kayles",
        code: Some("0.77"),
        rules: "knock down one pin or two adjacent pins",
    },
    BuiltIn {
        name: "dawsons-kayles",
        title: "Dawson's Kayles",
        code: Some("0.07"),
        rules: "knock down two adjacent pins",
    },
    BuiltIn {
        name: "dawsons-chess",
        title: "Dawson's chess",
        code: Some("0.137"),
        rules: "pawns on a 3-row board, captures compulsory (octal 0.137)",
    },
    BuiltIn {
        name: "treblecross",
        title: "Treblecross",
        code: Some("0.007"),
        rules: "one-dimensional tic-tac-toe where both play crosses (octal 0.007)",
    },
    BuiltIn {
        name: "cutting-game",
        title: "The cutting game",
        code: None,
        rules: "cut a w × h sheet into two along a grid line (2-D table)",
    },
    BuiltIn {
        name: "queens",
        title: "Safe queens",
        code: None,
        rules:
            "move a queen left, down or down-left, never onto an edge or the diagonal (2-D table)",
    },
];

/// Why a ruleset could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesetError {
    /// The octal code is wrong.
    Octal(OctalCodeError),
    /// A subtraction set entry is not a positive number.
    Removal(String),
    /// Nothing known by that name.
    Unknown(String),
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesetError::Octal(e) => write!(f, "{e}"),
            RulesetError::Removal(t) => {
                write!(f, "`{t}` is not a positive number of tokens to remove")
            }
            RulesetError::Unknown(name) => write!(
                f,
                "`{name}` is neither an octal code (0.07), a subtraction set ({{1,2,5}}) nor a \
                 game's name (see the list)"
            ),
        }
    }
}

impl std::error::Error for RulesetError {}

impl Ruleset {
    /// Reads `0.07`, `4.07`, `.137`, `{1, 2, 5}` or `S(1,2,5)` (a subtraction set), or a name
    /// from [`BUILT_INS`] (case and `'`/`_`/space spellings are forgiven).
    pub fn parse(text: &str) -> Result<Self, RulesetError> {
        let text = text.trim();
        if let Some(inner) = text
            .strip_prefix('{')
            .and_then(|t| t.strip_suffix('}'))
            .or_else(|| {
                text.strip_prefix("S(")
                    .or_else(|| text.strip_prefix("s("))
                    .and_then(|t| t.strip_suffix(')'))
            })
        {
            return Self::subtraction(inner);
        }
        if text.contains('.') && text.bytes().all(|b| b == b'.' || b.is_ascii_digit()) {
            let game = OctalCode::parse(text).map_err(RulesetError::Octal)?;
            return Ok(Ruleset::Octal {
                title: game.to_string(),
                game,
            });
        }
        let name: String = text
            .to_ascii_lowercase()
            .chars()
            .filter(|&c| c != '\'')
            .map(|c| if c == '_' || c == ' ' { '-' } else { c })
            .collect();
        let name = match name.as_str() {
            "grundy" | "grundys" | "grundy-game" => "grundys-game",
            "lasker" | "laskers" | "lasker-nim" => "laskers-nim",
            "cutting" | "cut" => "cutting-game",
            "queen" | "safe-queens" => "queens",
            other => other,
        };
        let known = BUILT_INS
            .iter()
            .find(|b| b.name == name)
            .ok_or_else(|| RulesetError::Unknown(text.to_string()))?;
        Ok(match (known.name, known.code) {
            (_, Some(code)) => Ruleset::Octal {
                game: OctalCode::parse(code).map_err(RulesetError::Octal)?,
                title: format!("{} ({code})", known.title),
            },
            ("grundys-game", _) => Ruleset::Grundy,
            ("laskers-nim", _) => Ruleset::Lasker,
            ("cutting-game", _) => Ruleset::Cutting,
            _ => Ruleset::Queens,
        })
    }

    fn subtraction(inner: &str) -> Result<Self, RulesetError> {
        let removals = inner
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
            .map(|t| match t.parse::<usize>() {
                Ok(s) if s > 0 && s <= 1 << 16 => Ok(s),
                _ => Err(RulesetError::Removal(t.to_string())),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let game = OctalCode::subtraction(&removals).map_err(RulesetError::Octal)?;
        let mut sorted = removals;
        sorted.sort_unstable();
        sorted.dedup();
        let list: Vec<String> = sorted.iter().map(ToString::to_string).collect();
        Ok(Ruleset::Octal {
            title: format!("subtraction {{{}}} ({game})", list.join(", ")),
            game,
        })
    }

    /// Whether the values form a table over two coordinates rather than a row over heaps.
    pub fn is_two_dimensional(&self) -> bool {
        matches!(self, Ruleset::Cutting | Ruleset::Queens)
    }

    /// The smallest coordinate a two-dimensional table shows (the cutting game starts at 2).
    pub fn first_coordinate(&self) -> usize {
        match self {
            Ruleset::Cutting => 2,
            _ => 0,
        }
    }
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ruleset::Octal { title, .. } => f.write_str(title),
            Ruleset::Grundy => f.write_str("Grundy's game"),
            Ruleset::Lasker => f.write_str("Lasker's Nim"),
            Ruleset::Cutting => f.write_str("The cutting game"),
            Ruleset::Queens => f.write_str("Safe queens"),
        }
    }
}
