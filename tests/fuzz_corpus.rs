//! Replays the fuzzers' saved corpus (`fuzz/corpus/judge_<problem>/`, seeded with the samples
//! and grown by `npm run fuzz`) on the stable toolchain: every saved input is judged whole and
//! trickled, as the fuzz targets do, and must pass the same checks.
#![cfg(not(target_arch = "wasm32"))]

use arbiter::judges::stress::judge_both_ways;
use arbiter::judges::PROBLEMS;
use arbiter::view::stress::exercise;
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
        .filter(|name| name != "playground")
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

#[test]
fn the_saved_playground_corpus_passes() {
    let folder = corpus().join("playground");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .expect("fuzz/corpus/playground exists")
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for file in files {
        let bytes = std::fs::read(&file).unwrap();
        if let Err(finding) = exercise(&bytes) {
            panic!("{}: {finding}", file.display());
        }
    }
}
