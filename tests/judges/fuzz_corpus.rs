//! Replays the fuzzers' saved corpus (`fuzz/corpus/judge_<problem>/`, seeded with the samples
//! and grown by `npm run fuzz`) on the stable toolchain: every saved input is judged whole and
//! trickled, as the fuzz targets do, and must pass the same checks.

use arbiter::judges::stress::judge_both_ways;
use arbiter::judges::PROBLEMS;
use arbiter::view::stress::{exercise, open_link};
use std::collections::BTreeSet;
use std::path::Path;

fn corpus() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus")
}

fn target(slug: &str) -> String {
    format!("judge_{}", slug.replace('-', "_"))
}

#[test]
fn every_judge_has_a_fuzz_target_and_a_corpus() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let wanted: BTreeSet<String> = PROBLEMS.iter().map(|p| target(p.slug)).collect();
    let folders: BTreeSet<String> = std::fs::read_dir(corpus())
        .expect("fuzz/corpus exists")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "playground" && name != "link")
        .collect();
    assert_eq!(folders, wanted);
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    for name in &wanted {
        let source = std::fs::read_to_string(root.join(format!("fuzz_targets/{name}.rs")))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(source.contains("judge_both_ways"), "{name}");
        assert!(manifest.contains(&format!("name = \"{name}\"")), "{name}");
    }
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

#[test]
fn the_saved_link_corpus_passes() {
    replay("link", open_link);
}
