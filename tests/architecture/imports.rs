//! The crate's imports point one way: no two source files import each other, directly or
//! through a chain, and no module imports one from a higher floor (the scanner and the test
//! generator at the bottom, then the game rules, the game cores, the judges and the views, the
//! bindings and benches).
//!
//! A file imports another when a `use` or a `crate::…`/`super::…` path in it names an item of
//! that file. A `mod.rs` reaching into its own submodules is containment, not an import: the
//! submodules are part of it.
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The floor of each top-level module; a module may import only from lower floors (or from
/// itself).
const FLOORS: &[(&str, u8)] = &[
    ("input", 0),
    ("rng", 0),
    ("sorting", 0),
    ("heap", 0),
    ("text", 0),
    ("decimal", 0),
    ("trig", 0),
    ("game", 1),
    ("nim", 2),
    ("impartial", 2),
    ("connect", 2),
    ("havannah", 2),
    ("gomoku", 2),
    ("judges", 3),
    ("engine", 3),
    ("records", 3),
    ("view", 4),
    ("bench", 5),
    ("web", 5),
];

/// A source file as a module path (`["view", "havannah", "draw"]`) and its text.
struct Source {
    module: Vec<String>,
    text: String,
}

fn sources() -> BTreeMap<Vec<String>, Source> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = BTreeMap::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if !path.ends_with("bin") {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                let module = module_of(&root, &path);
                let text = strip(&fs::read_to_string(&path).unwrap());
                found.insert(module.clone(), Source { module, text });
            }
        }
    }
    found
}

fn module_of(root: &Path, path: &Path) -> Vec<String> {
    let relative: PathBuf = path.strip_prefix(root).unwrap().with_extension("");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The text without comments, string and character literals, so that only code is searched.
fn strip(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < bytes.len() && !(bytes[i] == b'*' && bytes[i + 1] == b'/') {
                    i += 1;
                }
                i += 2;
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("\"\"");
            }
            b'\'' if bytes.get(i + 2) == Some(&b'\'') || bytes.get(i + 1) == Some(&b'\\') => {
                // A character literal ('a', '\n'), not a lifetime.
                i += 1;
                while i < bytes.len() && bytes[i] != b'\'' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            byte => {
                out.push(byte as char);
                i += 1;
            }
        }
    }
    out
}

/// The paths named in `text`, each with the module it is named from: inline modules
/// (`mod tests { … }`) are modules of their own, so `super` inside one means the file.
fn scoped_paths(text: &str, module: &[String]) -> Vec<(Vec<String>, Vec<String>)> {
    let mut outer = String::new();
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("mod ") {
        let boundary = rest[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let after = &rest[at + 4..];
        let ident_len = after
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        let ident = &after[..ident_len];
        let tail = after[ident_len..].trim_start();
        if !boundary || ident.is_empty() || !tail.starts_with('{') {
            outer.push_str(&rest[..at + 4]);
            rest = &rest[at + 4..];
            continue;
        }
        outer.push_str(&rest[..at]);
        let open = rest.len() - tail.len();
        let mut depth = 0;
        let mut close = rest.len();
        for (i, c) in rest[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let mut inner = module.to_vec();
        inner.push(ident.to_string());
        found.extend(scoped_paths(&rest[open + 1..close.min(rest.len())], &inner));
        rest = &rest[(close + 1).min(rest.len())..];
    }
    outer.push_str(rest);
    found.extend(paths(&outer).into_iter().map(|p| (module.to_vec(), p)));
    found
}

/// Every path a file names: the leaves of its `use` trees and the `crate::`/`super::` paths in
/// its code, each as a list of segments.
fn paths(text: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + 4..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let end = rest.find(';').unwrap_or(rest.len());
        expand(&rest[..end], &mut Vec::new(), &mut found);
        rest = &rest[end..];
    }
    for prefix in ["crate::", "super::"] {
        let mut rest = text;
        while let Some(at) = rest.find(prefix) {
            let start = &rest[at..];
            let len = start
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(start.len());
            found.push(segments(&start[..len]));
            rest = &rest[at + prefix.len()..];
        }
    }
    found
}

fn segments(path: &str) -> Vec<String> {
    path.split("::")
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

/// Expands a use tree (`a::{b, c::{d, e}}`) into its leaves after `prefix`.
fn expand(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    match tree.find('{') {
        None => {
            let head = tree.split(" as ").next().unwrap_or(tree);
            let mut path = prefix.clone();
            path.extend(segments(head));
            out.push(path);
        }
        Some(open) => {
            let close = tree.rfind('}').unwrap_or(tree.len());
            let base = segments(tree[..open].trim_end_matches(':'));
            let len = prefix.len();
            prefix.extend(base);
            let inner = &tree[open + 1..close];
            let mut depth = 0;
            let mut piece = String::new();
            for c in inner.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&piece, prefix, out);
                        piece.clear();
                        continue;
                    }
                    _ => {}
                }
                piece.push(c);
            }
            if !piece.trim().is_empty() {
                expand(&piece, prefix, out);
            }
            prefix.truncate(len);
        }
    }
}

/// The file a path names, seen from `module`: the longest module prefix that is a file.
fn resolve(
    module: &[String],
    path: &[String],
    files: &BTreeMap<Vec<String>, Source>,
) -> Option<Vec<String>> {
    let mut absolute: Vec<String> = match path.first().map(String::as_str) {
        Some("crate") => Vec::new(),
        Some("super") => {
            // `super` is relative to the module, which for `mod.rs` is its folder.
            let mut base = module.to_vec();
            base.pop();
            base
        }
        Some("self") => module.to_vec(),
        Some(first) => {
            // A submodule declared in this file (`mod layout;` then `layout::Layout`).
            let mut child = module.to_vec();
            child.push(first.to_string());
            if !files.contains_key(&child) {
                return None;
            }
            module.to_vec()
        }
        None => return None,
    };
    let mut rest = &path[usize::from(matches!(path[0].as_str(), "crate" | "super" | "self"))..];
    while rest.first().is_some_and(|s| s == "super") {
        absolute.pop();
        rest = &rest[1..];
    }
    absolute.extend(rest.iter().cloned());
    (0..=absolute.len())
        .rev()
        .map(|n| absolute[..n].to_vec())
        .find(|candidate| files.contains_key(candidate))
}

fn edges() -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let files = sources();
    let mut graph = BTreeMap::new();
    for source in files.values() {
        let mut targets = BTreeSet::new();
        for (from, path) in scoped_paths(&source.text, &source.module) {
            let Some(target) = resolve(&from, &path, &files) else {
                continue;
            };
            let contains = target.starts_with(&source.module);
            if target != source.module && !contains {
                targets.insert(target);
            }
        }
        graph.insert(source.module.clone(), targets);
    }
    graph
}

fn name(module: &[String]) -> String {
    if module.is_empty() {
        "lib.rs".into()
    } else {
        module.join("/")
    }
}

#[test]
fn no_file_imports_itself_through_others() {
    let graph = edges();
    assert!(graph.len() > 40, "the sources were found");
    // Depth-first search for a back edge; report the first cycle found, whole.
    fn visit(
        node: &Vec<String>,
        graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        path: &mut Vec<Vec<String>>,
        done: &mut BTreeSet<Vec<String>>,
    ) -> Option<Vec<Vec<String>>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut cycle = path[at..].to_vec();
            cycle.push(node.clone());
            return Some(cycle);
        }
        if !done.insert(node.clone()) {
            return None;
        }
        path.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        if let Some(cycle) = visit(node, &graph, &mut Vec::new(), &mut done) {
            let names: Vec<String> = cycle.iter().map(|m| name(m)).collect();
            panic!("import cycle: {}", names.join(" -> "));
        }
    }
}

#[test]
fn no_module_imports_from_a_higher_floor() {
    let floor = |module: &[String]| {
        let top = module.first()?;
        FLOORS
            .iter()
            .find(|(name, _)| name == top)
            .map(|&(_, floor)| floor)
    };
    let mut wrong = Vec::new();
    for (from, targets) in edges() {
        let Some(from_floor) = floor(&from) else {
            continue;
        };
        for to in targets {
            let same_module = from.first() == to.first();
            match floor(&to) {
                Some(to_floor) if same_module || to_floor < from_floor => {}
                _ => wrong.push(format!("{} -> {}", name(&from), name(&to))),
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports that point up or sideways: {wrong:#?}"
    );
    for (top, _) in FLOORS {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        assert!(
            file.join(format!("{top}.rs")).exists() || file.join(top).is_dir(),
            "{top} is a module of the crate"
        );
    }
}

#[test]
fn the_reader_sees_use_trees_and_paths() {
    let mut found = Vec::new();
    expand(
        "super::{a, b::{C, D as E}, f::g}",
        &mut Vec::new(),
        &mut found,
    );
    let found: Vec<String> = found.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        found,
        ["super::a", "super::b::C", "super::b::D", "super::f::g"]
    );
    let text = strip("let s = \"crate::x::Y\"; // crate::z\nlet c = '\\''; crate::w::V::new()");
    let named: Vec<String> = paths(&text).iter().map(|p| p.join("::")).collect();
    assert_eq!(named, ["crate::w::V::new"]);
}
