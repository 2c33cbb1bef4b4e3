//! The options of a new game, as the page's form shows them, and their values.

use super::refusal::OptionError;
use crate::input::quoted;
use serde::Serialize;
use std::collections::BTreeMap;
use std::ops::RangeInclusive;

/// An option of a new game, as the page's form shows it.
#[derive(Clone, Debug, Serialize)]
pub struct OptionSpec {
    /// The name the option's value is passed under.
    pub key: &'static str,
    /// The field's label.
    pub label: &'static str,
    /// `int`, `choice` or `text`.
    pub kind: &'static str,
    /// The value a new game takes when none is given.
    pub default: String,
    /// For `int`: the smallest value allowed.
    pub min: Option<i64>,
    /// For `int`: the largest value allowed.
    pub max: Option<i64>,
    /// For `choice`: (value, label) pairs.
    pub choices: Vec<(&'static str, &'static str)>,
    /// A line of help under the field.
    pub help: &'static str,
}

impl OptionSpec {
    /// A whole number from `min` to `max`.
    pub fn int(key: &'static str, label: &'static str, default: i64, min: i64, max: i64) -> Self {
        OptionSpec {
            key,
            label,
            kind: "int",
            default: default.to_string(),
            min: Some(min),
            max: Some(max),
            choices: Vec::new(),
            help: "",
        }
    }

    /// One of `choices`, (value, label) pairs; the first is the default.
    pub fn choice(
        key: &'static str,
        label: &'static str,
        choices: Vec<(&'static str, &'static str)>,
    ) -> Self {
        OptionSpec {
            key,
            label,
            kind: "choice",
            default: choices.first().map(|c| c.0.to_string()).unwrap_or_default(),
            min: None,
            max: None,
            choices,
            help: "",
        }
    }

    /// Free text.
    pub fn text(key: &'static str, label: &'static str, default: &str) -> Self {
        OptionSpec {
            key,
            label,
            kind: "text",
            default: default.to_string(),
            min: None,
            max: None,
            choices: Vec::new(),
            help: "",
        }
    }

    /// Adds a line of help under the field.
    pub fn help(mut self, help: &'static str) -> Self {
        self.help = help;
        self
    }
}

/// The values of a new game's options, as text keyed by option key. Missing keys take the
/// option's default.
pub struct Options {
    values: BTreeMap<String, String>,
    specs: Vec<OptionSpec>,
}

impl Options {
    /// The values given, checked against `specs` as they are read.
    pub fn new(values: BTreeMap<String, String>, specs: Vec<OptionSpec>) -> Self {
        Options { values, specs }
    }

    fn spec(&self, key: &str) -> &OptionSpec {
        self.specs
            .iter()
            .find(|s| s.key == key)
            .unwrap_or_else(|| panic!("game reads undeclared option `{key}`"))
    }

    /// The option's text, or its default.
    pub fn text(&self, key: &str) -> String {
        self.values
            .get(key)
            .cloned()
            .unwrap_or_else(|| self.spec(key).default.clone())
    }

    /// An `int` option, checked against its declared range.
    pub fn int(&self, key: &str) -> Result<i64, OptionError> {
        let spec = self.spec(key);
        let text = self.text(key);
        let value: i64 = text.trim().parse().map_err(|_| OptionError::NotA {
            label: spec.label,
            found: quoted(text.trim()),
            expected: "a whole number".into(),
        })?;
        let (min, max) = (spec.min.unwrap_or(i64::MIN), spec.max.unwrap_or(i64::MAX));
        if value < min || value > max {
            return Err(OptionError::OutOfRange {
                label: spec.label,
                value,
                min,
                max,
            });
        }
        Ok(value)
    }

    /// A `choice` option, checked against its declared values.
    pub fn choice(&self, key: &str) -> Result<String, OptionError> {
        let spec = self.spec(key);
        let text = self.text(key);
        if spec.choices.iter().any(|c| c.0 == text) {
            Ok(text)
        } else {
            Err(OptionError::NotA {
                label: spec.label,
                found: format!("`{text}`"),
                expected: "one of the choices".into(),
            })
        }
    }

    /// A `text` option listing whole numbers in `range`, separated by spaces or commas: 1 to
    /// `most` of them, `items` naming them when there are none or too many.
    pub fn numbers(
        &self,
        key: &str,
        range: RangeInclusive<usize>,
        most: usize,
        items: &'static str,
    ) -> Result<Vec<usize>, OptionError> {
        let expected = format!("a number from {} to {}", range.start(), range.end());
        let in_range = |t: &str| t.parse().ok().filter(|n| range.contains(n));
        self.list(key, &[','], most, items, &expected, in_range)
    }

    /// A `text` option listing pairs of whole numbers in `range`, each pair's halves joined by
    /// one of `marks` (`3,4`, `4x3`), the pairs separated by spaces (and commas, when the
    /// halves are not joined by one): 1 to `most` of them, `items` naming them. `expected`
    /// says what a pair should be.
    pub fn pairs(
        &self,
        key: &str,
        marks: &[char],
        range: RangeInclusive<usize>,
        most: usize,
        items: &'static str,
        expected: &str,
    ) -> Result<Vec<(usize, usize)>, OptionError> {
        let half = |s: &str| s.parse().ok().filter(|n| range.contains(n));
        let pair = |t: &str| {
            let (a, b) = t.split_once(marks)?;
            Some((half(a)?, half(b)?))
        };
        let commas: &[char] = if marks.contains(&',') { &[] } else { &[','] };
        self.list(key, commas, most, items, expected, pair)
    }

    /// A `text` option listing 1 to `most` items separated by spaces or any of `separators`,
    /// each read by `read`; a refused item is named with what it should be, `expected`.
    fn list<T>(
        &self,
        key: &str,
        separators: &[char],
        most: usize,
        items: &'static str,
        expected: &str,
        read: impl Fn(&str) -> Option<T>,
    ) -> Result<Vec<T>, OptionError> {
        let label = self.spec(key).label;
        let list = self
            .text(key)
            .split(|c: char| c.is_whitespace() || separators.contains(&c))
            .filter(|t| !t.is_empty())
            .map(|t| {
                read(t).ok_or_else(|| OptionError::NotA {
                    label,
                    found: quoted(t),
                    expected: expected.to_string(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if list.is_empty() || list.len() > most {
            return Err(OptionError::Count { label, most, items });
        }
        Ok(list)
    }
}
