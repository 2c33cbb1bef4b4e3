//! One name per game in every layer: grep a game's slug (snake_case in Rust) and find its rules,
//! its board, its judge and its tests. A game whose rules are a shared engine (octal codes, Nim,
//! heap rules, "every" games) finds that engine by the engine's `//! Used by:` line instead.

use arbiter::judges::PROBLEMS;
use arbiter::view::GAMES;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `crosses-and-crosses` as Rust writes it: `crosses_and_crosses`.
fn snake(slug: &str) -> String {
    slug.replace('-', "_")
}

/// `crosses-and-crosses` as a type: `CrossesAndCrosses`.
fn camel(slug: &str) -> String {
    slug.split('-')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |first| {
                first.to_uppercase().chain(chars).collect()
            })
        })
        .collect()
}

/// The module file for `name` in the folder `dir`: `name.rs` or `name/mod.rs`.
fn module_file(dir: &str, name: &str) -> Option<PathBuf> {
    let dir = root().join(dir);
    [
        dir.join(format!("{name}.rs")),
        dir.join(name).join("mod.rs"),
    ]
    .into_iter()
    .find(|path| path.is_file())
}

/// Every `.rs` file below `dir`, with its text.
fn rust_files(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).unwrap();
                found.push((path, text));
            }
        }
    }
    found.sort();
    found
}

/// Whether the file's module doc has a `Used by:` line naming `slug`.
fn used_by(text: &str, slug: &str) -> bool {
    text.lines()
        .take_while(|line| line.starts_with("//!"))
        .any(|line| line.contains("Used by:") && line.contains(&format!("`{slug}`")))
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root()).unwrap().display().to_string()
}

#[test]
fn every_judge_has_a_file_of_its_name_in_the_judge_and_view_layers() {
    let mut missing = Vec::new();
    for problem in PROBLEMS {
        let name = snake(problem.slug);
        if module_file("src/judges", &name).is_none() {
            missing.push(format!("src/judges/{name}.rs for judge `{}`", problem.slug));
        }
        if module_file("src/view", &name).is_none() {
            missing.push(format!("src/view/{name}.rs for judge `{}`", problem.slug));
        }
    }
    assert!(missing.is_empty(), "missing: {missing:#?}");
}

#[test]
fn every_judge_file_is_a_problem_and_every_problem_is_a_game() {
    let helpers = ["mod", "stress", "verdict"];
    for (path, _) in rust_files(&root().join("src/judges")) {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if helpers.contains(&stem.as_str()) {
            continue;
        }
        assert!(
            PROBLEMS.iter().any(|p| snake(p.slug) == stem),
            "{} is not named after a problem of PROBLEMS",
            relative(&path)
        );
    }
    for problem in PROBLEMS {
        assert!(
            GAMES.iter().any(|g| g.slug == problem.slug),
            "judge `{}` has no board of its name in GAMES",
            problem.slug
        );
    }
}

#[test]
fn every_game_is_entered_by_the_view_file_of_its_name() {
    let views = rust_files(&root().join("src/view"));
    for game in GAMES {
        let declared = format!("slug: \"{}\"", game.slug);
        let holders: Vec<String> = views
            .iter()
            .filter(|(_, text)| text.contains(&declared))
            .map(|(path, _)| relative(path))
            .collect();
        let own = module_file("src/view", &snake(game.slug)).map(|p| relative(&p));
        assert!(
            own.is_some() && holders == [own.clone().unwrap()],
            "game `{}` must be entered in src/view/{}.rs alone; entered in {holders:?}",
            game.slug,
            snake(game.slug)
        );
    }
    let listing = fs::read_to_string(root().join("src/view/mod.rs")).unwrap();
    for game in GAMES {
        let entry = format!("{}::ENTRY", snake(game.slug));
        assert!(
            listing.contains(&entry),
            "GAMES lists `{}` as {entry}",
            game.slug
        );
    }
}

#[test]
fn every_game_has_rules_of_its_name_or_a_shared_engine_that_names_it() {
    let core: Vec<(PathBuf, String)> = rust_files(&root().join("src"))
        .into_iter()
        .filter(|(path, _)| {
            let rel = relative(path);
            ![
                "src/view/",
                "src/judges/",
                "src/web/",
                "src/bench/",
                "src/bin/",
            ]
            .iter()
            .any(|layer| rel.starts_with(layer))
        })
        .collect();
    for game in GAMES {
        let name = snake(game.slug);
        let own = module_file("src", &name).or_else(|| module_file("src/impartial", &name));
        match own {
            Some(path) => {
                let text = fs::read_to_string(&path).unwrap();
                let ty = format!("pub struct {}", camel(game.slug));
                assert!(
                    text.contains(&format!("{ty} ")) || text.contains(&format!("{ty}<")),
                    "{} holds `{}`'s rules, so it defines `{ty}`",
                    relative(&path),
                    game.slug
                );
            }
            None => assert!(
                core.iter().any(|(_, text)| used_by(text, game.slug)),
                "`{}` has no rules file src/impartial/{name}.rs (or src/{name}/) and no shared \
                 engine says `Used by: `{}``",
                game.slug,
                game.slug
            ),
        }
    }
}

#[test]
fn every_game_has_board_tests_of_its_name_or_of_its_shared_board() {
    let views = rust_files(&root().join("src/view"));
    for game in GAMES {
        let name = snake(game.slug);
        let own = root().join(format!("tests/views/{name}.rs"));
        let shared = views.iter().any(|(path, text)| {
            let stem = path.file_stem().unwrap().to_string_lossy();
            used_by(text, game.slug) && root().join(format!("tests/views/{stem}.rs")).is_file()
        });
        assert!(
            own.is_file() || shared,
            "`{}` has no tests/views/{name}.rs, nor a shared board with tests of its name",
            game.slug
        );
    }
}

#[test]
fn the_names_are_spelled_as_the_layers_spell_them() {
    assert_eq!(snake("crosses-and-crosses"), "crosses_and_crosses");
    assert_eq!(camel("crosses-and-crosses"), "CrossesAndCrosses");
    assert_eq!(camel("gg-and-mm"), "GgAndMm");
    assert!(used_by(
        "//! Heaps.\n//!\n//! Used by: `s-nim`, `nim`.\n",
        "nim"
    ));
    assert!(!used_by("//! Heaps.\n\n// Used by: `nim`.\n", "nim"));
}
