//! The special judge (`Problem::check`, `arbiter check`): every problem accepts the judge's own
//! answers to its sample and rejects a changed line by number; `knights` accepts exactly the
//! turns after which an exhaustive search of the real game finds the opponent lost.
use crate::common::Rng;
use arbiter::judges::{find, guess, Verdict, PROBLEMS};
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

fn verdict(slug: &str, input: &str, output: &str) -> Verdict {
    find(slug)
        .unwrap()
        .check(input.as_bytes(), output.as_bytes())
        .unwrap_or_else(|e| panic!("{slug}: {e}"))
}

fn rejected_line(v: &Verdict) -> usize {
    match v {
        Verdict::Rejected(r) => r.line,
        other => panic!("accepted: {other}"),
    }
}

#[test]
fn every_sample_answer_is_accepted_and_a_changed_line_rejected_by_number() {
    for problem in PROBLEMS {
        let output = problem.run_str(problem.sample_input).unwrap();
        assert_eq!(
            verdict(problem.slug, problem.sample_input, &output),
            Verdict::Accepted { identical: true },
            "{}",
            problem.slug
        );
        // Change the last line to something no judge prints.
        let mut lines: Vec<&str> = output.lines().collect();
        let last = lines.len();
        lines[last - 1] = "maybe";
        let changed = lines.join("\n") + "\n";
        let v = verdict(problem.slug, problem.sample_input, &changed);
        assert_eq!(rejected_line(&v), last, "{}: {v}", problem.slug);
        // A missing answer is named where the output stops.
        let short: String = output
            .lines()
            .take(last - 1)
            .map(|l| format!("{l}\n"))
            .collect();
        let v = verdict(problem.slug, problem.sample_input, &short);
        assert_eq!(rejected_line(&v), last, "{}: {v}", problem.slug);
    }
}

#[test]
fn a_broken_input_is_an_error_not_a_verdict() {
    let err = find("john")
        .unwrap()
        .check("2\n3\n1 2 x\n".as_bytes(), b"John\n")
        .unwrap_err();
    assert!(err.to_string().starts_with("line 3, column 5"), "{err}");
}

type Cell = (i64, i64);

fn options(n: i64, (x, y): Cell) -> Vec<Cell> {
    [(-2, 1), (-2, -1), (-1, -2), (1, -2)]
        .iter()
        .map(|&(dx, dy)| (x + dx, y + dy))
        .filter(|&(a, b)| 1 <= a && a <= n && 1 <= b && b <= n)
        .collect()
}

/// Every turn of the real game: each knight that can move moves, the others stay.
fn turns(n: i64, knights: &[Cell]) -> Vec<Vec<Cell>> {
    let mut all = vec![Vec::new()];
    for &k in knights {
        let opts = options(n, k);
        let opts = if opts.is_empty() { vec![k] } else { opts };
        all = all
            .into_iter()
            .flat_map(|t: Vec<Cell>| {
                opts.iter().map(move |&o| {
                    let mut t = t.clone();
                    t.push(o);
                    t
                })
            })
            .collect();
    }
    all
}

/// Whether the player to move wins, by exhaustive search (a player who cannot move loses).
fn mover_wins(n: i64, knights: &[Cell], memo: &mut HashMap<Vec<Cell>, bool>) -> bool {
    let mut key = knights.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let stuck = knights.iter().all(|&k| options(n, k).is_empty());
    let result = !stuck && turns(n, &key).iter().any(|t| !mover_wins(n, t, memo));
    memo.insert(key, result);
    result
}

#[test]
fn knights_accept_exactly_the_winning_turns_of_the_real_game() {
    let mut rng = Rng(41);
    let (mut accepted, mut rejected, mut different) = (0, 0, 0);
    for _ in 0..60 {
        let n = rng.range(3, 8) as i64;
        let k = rng.range(1, 3) as usize;
        let knights: Vec<Cell> = (0..k)
            .map(|_| (rng.range(1, n as u64) as i64, rng.range(1, n as u64) as i64))
            .collect();
        let mut input = format!("{k} {n}\n");
        for &(x, y) in &knights {
            input.push_str(&format!("{x} {y}\n"));
        }
        let mut memo = HashMap::new();
        let first_wins = mover_wins(n, &knights, &mut memo);
        let own = find("knights").unwrap().run_str(&input).unwrap();
        assert_eq!(
            verdict("knights", &input, &own),
            Verdict::Accepted { identical: true }
        );
        if !first_wins {
            assert_eq!(rejected_line(&verdict("knights", &input, "YES\n")), 1);
            continue;
        }
        assert_eq!(rejected_line(&verdict("knights", &input, "NO\n")), 1);
        for turn in turns(n, &knights) {
            let output: String = std::iter::once("YES\n".to_string())
                .chain(turn.iter().map(|(x, y)| format!("{x} {y}\n")))
                .collect();
            let v = verdict("knights", &input, &output);
            if mover_wins(n, &turn, &mut memo) {
                assert!(!v.is_accepted(), "{input}{output}");
                rejected += 1;
            } else {
                assert!(v.is_accepted(), "{input}{output}: {v}");
                accepted += 1;
                if output != own {
                    assert_eq!(v, Verdict::Accepted { identical: false });
                    different += 1;
                }
            }
        }
    }
    assert!(
        accepted > 20 && rejected > 20 && different > 5,
        "{accepted} {rejected} {different}"
    );
}

#[test]
fn knights_name_the_wrong_line_and_why() {
    let input = "2 5\n4 4\n5 3\n";
    let reason = |output: &str| match verdict("knights", input, output) {
        Verdict::Rejected(r) => r.to_string(),
        v => panic!("accepted {output}: {v}"),
    };
    assert_eq!(
        reason("YES\n2 5\n5 5\n"),
        "line 3: knight 2 at (5, 3) cannot reach (5, 5): it moves to (x−2, y±1), (x−1, y−2) or (x+1, y−2) on the board"
    );
    assert_eq!(
        reason("YES\n2 5\n"),
        "line 3: the output ends here; expected the move of knight 2 at (5, 3)"
    );
    assert_eq!(
        reason("YES\n2 5\n3 2\n1 1\n"),
        "line 4: extra line `1 1` after the last knight's move"
    );
    assert_eq!(
        reason("YES\n2 5\nthree two\n"),
        "line 3: expected a cell `x y` for knight 2, found `three two`"
    );
    assert!(reason("yes\n").starts_with("line 1: the first player wins here; expected `YES`"));
}

#[test]
fn guessing_finds_distinctive_inputs() {
    let slugs = |input: &str, complete: bool| -> Vec<&str> {
        guess(input.as_bytes(), complete)
            .iter()
            .map(|p| p.slug)
            .collect()
    };
    for problem in PROBLEMS {
        assert!(
            slugs(problem.sample_input, true).contains(&problem.slug),
            "{}",
            problem.slug
        );
    }
    assert!(slugs("", true).is_empty());
    assert!(slugs("  \n", true).is_empty());
    // A cut-off start still fits the problem it came from.
    let havannah = find("havannah").unwrap().sample_input;
    let cut = &havannah[..havannah.len() - 4];
    assert!(slugs(cut, false).contains(&"havannah"));
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("judge_check");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn arbiter_check(slug: &str, input: &PathBuf, output: &PathBuf) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["check", slug])
        .arg(input)
        .arg(output)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_command_line_exits_0_1_or_2() {
    let input = scratch("k.in", "2 5\n4 4\n5 3\n");
    let own = scratch("k.out", find("knights").unwrap().sample_output);
    let (code, out, _) = arbiter_check("knights", &input, &own);
    assert_eq!((code, out.as_str()), (0, "accepted: identical\n"));

    // Another winning turn (the sample's second knight may go to (1, 1) too, both even).
    let other = turns(5, &[(4, 4), (5, 3)])
        .into_iter()
        .find(|t| t != &vec![(2, 5), (3, 2)] && !mover_wins(5, t, &mut HashMap::new()))
        .expect("a second winning turn exists");
    let other_text: String = std::iter::once("YES\n".to_string())
        .chain(other.iter().map(|(x, y)| format!("{x} {y}\n")))
        .collect();
    let other_path = scratch("k2.out", &other_text);
    let (code, out, _) = arbiter_check("knights", &input, &other_path);
    assert_eq!(code, 0, "{other_text}");
    assert!(out.starts_with("accepted (differs"), "{out}");

    let john_in = scratch("j.in", find("john").unwrap().sample_input);
    let john_out = find("john").unwrap().sample_output;
    let mut lines: Vec<String> = john_out.lines().map(String::from).collect();
    lines[1] = if lines[1] == "John" {
        "Brother"
    } else {
        "John"
    }
    .to_string();
    let changed = scratch("j.out", &(lines.join("\n") + "\n"));
    let (code, out, _) = arbiter_check("john", &john_in, &changed);
    assert_eq!(code, 1);
    assert!(out.starts_with("wrong answer: line 2: expected `"), "{out}");

    let broken = scratch("bad.in", "2\n3\n1 2 x\n");
    let (code, _, err) = arbiter_check("john", &broken, &changed);
    assert_eq!(code, 2);
    assert!(err.contains("line 3, column 5"), "{err}");
}
