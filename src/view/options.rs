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

/// Option values as text keyed by option key, in key order. A game has a handful, so a sorted
/// list serves: its code is a fraction of a `BTreeMap`'s in every light wasm module. Native
/// callers may pass a `BTreeMap`, which converts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OptionValues(Vec<(String, String)>);

impl OptionValues {
    /// No values: every option takes its default.
    pub fn new() -> Self {
        OptionValues(Vec::new())
    }

    /// Sets `key`'s value, replacing (and returning) the one it had, as a map does.
    pub fn insert(&mut self, key: String, value: String) -> Option<String> {
        match self.0.binary_search_by(|(k, _)| k.as_str().cmp(&key)) {
            Ok(at) => Some(std::mem::replace(&mut self.0[at].1, value)),
            Err(at) => {
                self.0.insert(at, (key, value));
                None
            }
        }
    }

    /// `key`'s value, if one was given.
    pub fn get(&self, key: &str) -> Option<&String> {
        let at = self.0.binary_search_by(|(k, _)| k.as_str().cmp(key)).ok()?;
        Some(&self.0[at].1)
    }

    /// The keys given, in order.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(key, _)| key)
    }
}

impl From<BTreeMap<String, String>> for OptionValues {
    fn from(map: BTreeMap<String, String>) -> Self {
        OptionValues(map.into_iter().collect())
    }
}

/// The values of a new game's options, as text keyed by option key. Missing keys take the
/// option's default.
pub struct Options {
    values: OptionValues,
    specs: Vec<OptionSpec>,
}

impl Options {
    /// The values given, checked against `specs` as they are read.
    pub fn new(values: impl Into<OptionValues>, specs: Vec<OptionSpec>) -> Self {
        Options {
            values: values.into(),
            specs,
        }
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

#[cfg(test)]
mod tests {
    use super::OptionValues;
    use std::collections::BTreeMap;

    #[test]
    fn values_keep_key_order_and_the_last_value_of_a_key_as_a_map_does() {
        let pairs = [("size", "9"), ("mode", "a"), ("heaps", "3"), ("mode", "b")];
        let mut values = OptionValues::new();
        let mut map = BTreeMap::new();
        for (key, value) in pairs {
            let (key, value) = (key.to_string(), value.to_string());
            assert_eq!(
                values.insert(key.clone(), value.clone()),
                map.insert(key, value)
            );
        }
        assert!(values.keys().eq(map.keys()));
        assert_eq!(values.get("mode").map(String::as_str), Some("b"));
        assert_eq!(values.get("side"), None);
        assert_eq!(values, OptionValues::from(map));
    }
}
