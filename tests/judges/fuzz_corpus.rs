//! Replays the fuzzers' saved corpus (`fuzz/corpus/judge_<problem>/`, seeded with the samples
//! and grown by `npm run fuzz`) on the stable toolchain: every saved input is judged whole and
//! trickled, as the `judge` fuzz target does for each problem, and must pass the same checks.

use arbiter::judges::stress::judge_both_ways;
use arbiter::judges::PROBLEMS;
use arbiter::view::stress::{exercise, open_link, pick_game};
use arbiter::view::GAMES;
use std::collections::BTreeSet;
use std::path::Path;

fn corpus() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus")
}

fn target(slug: &str) -> String {
    format!("judge_{}", slug.replace('-', "_"))
}

/// One target fuzzes every judge, picking the problem from `PROBLEMS` by its slug, so a new
/// judge needs only its corpus folder.
#[test]
fn one_target_fuzzes_every_judge_and_every_judge_has_a_corpus() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let wanted: BTreeSet<String> = PROBLEMS.iter().map(|p| target(p.slug)).collect();
    let folders: BTreeSet<String> = std::fs::read_dir(corpus())
        .expect("fuzz/corpus exists")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "playground" && name != "link")
        .collect();
    assert_eq!(folders, wanted);
    let source = std::fs::read_to_string(root.join("fuzz_targets/judge.rs")).unwrap();
    for needed in ["ARBITER_FUZZ_JUDGE", "judges::{find", "judge_both_ways"] {
        assert!(
            source.contains(needed),
            "fuzz_targets/judge.rs lacks {needed}"
        );
    }
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let judges: Vec<&str> = manifest
        .lines()
        .filter_map(|line| line.strip_prefix("name = \"")?.strip_suffix('"'))
        .filter(|name| name.starts_with("judge"))
        .collect();
    assert_eq!(judges, ["judge"], "one judge target in fuzz/Cargo.toml");
    let targets: Vec<String> = std::fs::read_dir(root.join("fuzz_targets"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("judge"))
        .collect();
    assert_eq!(targets, ["judge.rs"]);
}

#[test]
fn the_saved_corpus_passes_every_check() {
    let mut replayed = 0;
    for problem in PROBLEMS {
        let folder = corpus().join(target(problem.slug));
        let mut files: Vec<_> = std::fs::read_dir(&folder)
            .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        assert!(
            files.len() >= 3,
            "{}: a corpus of its samples at least",
            problem.slug
        );
        for file in files {
            let bytes = std::fs::read(&file).unwrap();
            if let Err(finding) = judge_both_ways(problem, &bytes) {
                panic!("{}: {finding}", file.display());
            }
            replayed += 1;
        }
    }
    eprintln!("replayed {replayed} saved inputs");
}

/// Replays `fuzz/corpus/<target>` through `check`.
fn replay(target: &str, check: fn(&[u8]) -> Result<(), String>) {
    let folder = corpus().join(target);
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{target}");
    for file in files {
        let bytes = std::fs::read(&file).unwrap();
        if let Err(finding) = check(&bytes) {
            panic!("{}: {finding}", file.display());
        }
    }
}

#[test]
fn the_saved_playground_corpus_passes() {
    replay("playground", exercise);
}

/// Each saved playground input names its game on its first line, so a game added to the table
/// changes no input's game; and every game, new ones too, is driven by every saved input's
/// steps.
#[test]
fn every_saved_playground_input_names_its_game_and_every_game_takes_their_steps() {
    let folder = corpus().join("playground");
    let mut inputs: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    inputs.sort();
    for file in inputs {
        let bytes = std::fs::read(&file).unwrap();
        let (entry, steps) = pick_game(&bytes);
        assert!(
            bytes.starts_with(format!("{}\n", entry.slug).as_bytes()),
            "{} does not name its game on its first line",
            file.display()
        );
        for game in GAMES {
            let mut input = format!("{}\n", game.slug).into_bytes();
            input.extend_from_slice(steps);
            if let Err(finding) = exercise(&input) {
                panic!("{} as {}: {finding}", file.display(), game.slug);
            }
        }
    }
}

#[test]
fn the_saved_link_corpus_passes() {
    replay("link", open_link);
}
