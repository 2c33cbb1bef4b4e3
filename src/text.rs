//! String searches without the standard library's two-way searcher. `str::split_once`,
//! `str::split` or `str::replace` with a `&str` pattern brings `core`'s `StrSearcher` (about
//! 2.5 KB of WebAssembly, in every light module), while the patterns the crate looks for are a
//! few bytes long and the texts one move or one line: a plain scan is as quick there.

/// `text` split around the first occurrence of `separator`, as
/// `text.split_once(separator)` (an empty separator splits before the first character).
pub fn split_once<'a>(text: &'a str, separator: &str) -> Option<(&'a str, &'a str)> {
    let (hay, needle) = (text.as_bytes(), separator.as_bytes());
    // UTF-8 is self-synchronising: a match of a whole string starts and ends at character
    // boundaries, so the slices below cannot fall inside a character.
    let at = (0..=hay.len().checked_sub(needle.len())?).find(|&i| hay[i..].starts_with(needle))?;
    Some((
        slice(text, 0, at),
        slice(text, at + needle.len(), text.len()),
    ))
}

/// `&text[from..to]`, for bounds at character boundaries. Slicing a `str` by index panics
/// with a message that prints the character cut through: `char`'s `Debug` and Unicode's
/// printable table, about 4 KB of WebAssembly in every light module. This one's panic says
/// less; it is as much a bug.
pub fn slice(text: &str, from: usize, to: usize) -> &str {
    text.get(from..to).expect("a slice at character boundaries")
}

/// The pieces of `text` between occurrences of `separator`, as `text.split(separator)` for a
/// separator that is not empty.
pub fn split<'a>(text: &'a str, separator: &'a str) -> impl Iterator<Item = &'a str> {
    debug_assert!(!separator.is_empty(), "split on an empty separator");
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let current = rest?;
        let (piece, after) = match split_once(current, separator) {
            Some((piece, after)) => (piece, Some(after)),
            None => (current, None),
        };
        rest = after;
        Some(piece)
    })
}

/// `text` with every occurrence of `from` replaced by `to`, as `text.replace(from, to)` for a
/// `from` that is not empty.
pub fn replace(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, piece) in split(text, from).enumerate() {
        if i > 0 {
            out.push_str(to);
        }
        out.push_str(piece);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_as_the_standard_split_once() {
        let texts = [
            "4 from heap 2",
            "from heap ",
            "x from heap",
            "",
            "é from heap ü from heap 3",
        ];
        for text in texts {
            for separator in [
                " from heap ",
                "heap",
                "é",
                "",
                "ü from",
                "3",
                "longer than the text itself",
            ] {
                assert_eq!(
                    split_once(text, separator),
                    text.split_once(separator),
                    "{text:?} {separator:?}"
                );
            }
        }
    }

    #[test]
    fn splits_every_piece_as_the_standard_split() {
        let texts = [
            "knight 1: (2, 3), knight 2: (4, 5)",
            "knight knight ",
            "",
            "knight ",
            "é knight ü",
        ];
        for text in texts {
            for separator in ["knight ", "é", ", ", "no such separator"] {
                let ours: Vec<&str> = split(text, separator).collect();
                assert_eq!(
                    ours,
                    text.split(separator).collect::<Vec<_>>(),
                    "{text:?} {separator:?}"
                );
            }
        }
    }

    #[test]
    fn replaces_as_the_standard_replace() {
        for text in [
            "(3, 4) is taken: (3, 4)",
            "",
            "(3, 4)",
            "no cell",
            "é(3, 4)ü",
        ] {
            for (from, to) in [("(3, 4)", "(3,4)"), ("é", ""), ("4", "four")] {
                assert_eq!(
                    replace(text, from, to),
                    text.replace(from, to),
                    "{text:?} {from:?}"
                );
            }
        }
    }
}
