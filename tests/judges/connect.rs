//! The `connect` judge: the spec sample, bad input of every kind, and the command line.

use arbiter::judges::find;
use std::io::Write;
use std::process::{Command, Stdio};

const SAMPLE: &str = "4 5\n0 2 2 4 4 2 3 2 2 3\n4 5\n0 2 2 4 4 2 3 2 2 1\n\
                      7 11\n0 3 6 5 3 2 5 7 7 2 4 4 5 3 5 2 4 5 4 0 2 4\n0 0\n";

fn judge(input: &str) -> Result<String, (String, String)> {
    find("connect")
        .unwrap()
        .run_str(input)
        .map_err(|(partial, err)| (partial, err.to_string()))
}

fn error(input: &str) -> (String, String) {
    judge(input).expect_err("input should be refused")
}

#[test]
fn spec_sample() {
    assert_eq!(judge(SAMPLE).unwrap(), "no\nyes\nyes\n");
}

#[test]
fn connect_is_listed_first() {
    assert_eq!(arbiter::judges::PROBLEMS[0].slug, "connect");
}

#[test]
fn moves_may_spread_over_any_whitespace() {
    let spread = "4\t5 0\r\n2\n\n2 4   4 2 3\n2 2 1\r\n0\n0";
    assert_eq!(judge(spread).unwrap(), "yes\n");
}

#[test]
fn boards_beyond_the_contest_are_judged() {
    // Black walks a straight chain of knight moves across N = 200 at y = 100 and 101 while
    // White wastes moves far away; Black's last peg (on x = 200) wins.
    let n = 200;
    let blacks: Vec<(i32, i32)> = (0..=n / 2).map(|i| (2 * i, 100 + i % 2)).collect();
    let whites: Vec<(i32, i32)> = (0..blacks.len() - 1)
        .map(|i| (1 + (i as i32 % 199), 3 + 4 * (i as i32 / 199)))
        .collect();
    let mut text = format!("{n} {}\n", blacks.len() + whites.len());
    for (i, b) in blacks.iter().enumerate() {
        text += &format!("{} {}\n", b.0, b.1);
        if let Some(w) = whites.get(i) {
            text += &format!("{} {}\n", w.0, w.1);
        }
    }
    text += "0 0\n";
    assert_eq!(judge(&text).unwrap(), "yes\n");
}

#[test]
fn complete_datasets_are_answered_before_a_broken_one() {
    let (partial, err) = error("4 5\n0 2 2 4 4 2 3 2 2 1\n4 5\n0 2 2 4 0 2 1 1 1 1\n0 0\n");
    assert_eq!(partial, "yes\n");
    assert_eq!(
        err,
        "line 4, column 9: expected a free point, found (0, 2), already taken in move 1"
    );
}

#[test]
fn bad_moves_are_named_at_their_token() {
    let cases = [
        (
            "4 5\n5 1 2 4 4 2 3 2 2 1\n0 0\n",
            "line 2, column 1: expected x coordinate (0..=4), found 5",
        ),
        (
            "4 5\n1 1 2 4 4 2 3 9 2 1\n0 0\n",
            "line 2, column 15: expected y coordinate (0..=4), found 9",
        ),
        (
            "4 5\n0 2 2 4 4 2 2 4 2 1\n0 0\n",
            "line 2, column 13: expected a free point, found (2, 4), already taken in move 2",
        ),
        (
            "4 5\n2 0 2 4 4 2 3 2 2 1\n0 0\n",
            "line 2, column 1: expected a point off White's home edges for Black's move 1, \
             found (2, 0), on White's home edge",
        ),
        (
            "4 5\n0 2 4 3 4 2 3 2 2 1\n0 0\n",
            "line 2, column 5: expected a point off Black's home edges for White's move 2, \
             found (4, 3), on Black's home edge",
        ),
        (
            "4 5\n0 2 2 4 4 4 3 2 2 1\n0 0\n",
            "line 2, column 9: expected a point that is not a corner, found (4, 4), a corner",
        ),
        (
            "4 5\n0 2 2 4 x 2\n",
            "line 2, column 9: expected x coordinate (0..=4), found `x`",
        ),
        (
            "4 5\n0 2 2 4 4 2\n",
            "line 3, column 1: expected x coordinate (0..=4), found end of input",
        ),
    ];
    for (input, message) in cases {
        let (partial, err) = error(input);
        assert_eq!(partial, "", "{input}");
        assert_eq!(err, message, "{input}");
    }
}

#[test]
fn sizes_out_of_range_are_refused() {
    let cases = [
        (
            "3 5\n",
            "line 1, column 1: expected board size N (4..=1000), or 0 to end, found 3",
        ),
        (
            "1001 5\n",
            "line 1, column 1: expected board size N (4..=1000), or 0 to end, found 1001",
        ),
        (
            "4 6\n",
            "line 1, column 3: expected an odd number of moves M (Black moves last), found 6",
        ),
        (
            "4 3\n",
            "line 1, column 3: expected number of moves M (5..=21), found 3",
        ),
        (
            "4 23\n",
            "line 1, column 3: expected number of moves M (5..=21), found 23",
        ),
        (
            "0 1\n",
            "line 1, column 3: expected 0 after the closing N = 0 (0..=0), found 1",
        ),
    ];
    for (input, message) in cases {
        assert_eq!(error(input).1, message, "{input}");
    }
}

#[test]
fn the_end_marker_is_required_and_final() {
    assert_eq!(
        error("4 5\n0 2 2 4 4 2 3 2 2 1\n").1,
        "line 3, column 1: expected board size N (4..=1000), or 0 to end, found end of input"
    );
    let (partial, err) = error("4 5\n0 2 2 4 4 2 3 2 2 1\n0 0\n7\n");
    assert_eq!(partial, "yes\n");
    assert_eq!(
        err,
        "line 4, column 1: expected end of input after the closing `0 0`, found `7`"
    );
    assert_eq!(judge("0 0\n").unwrap(), "");
}

#[test]
fn a_win_before_the_last_move_is_refused() {
    let (partial, err) = error("4 7\n0 2 2 4 4 2 3 2 2 1 1 1 3 3\n0 0\n");
    assert_eq!(partial, "");
    assert_eq!(
        err,
        "line 2, column 17: expected no win before the last move (move 7), \
         found (2, 1), which wins for Black in move 5"
    );
}

#[test]
fn command_line_exits_2_on_bad_input() {
    let run = |input: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args(["judge", "connect"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let ok = run(SAMPLE);
    assert_eq!(ok.status.code(), Some(0));
    assert_eq!(String::from_utf8(ok.stdout).unwrap(), "no\nyes\nyes\n");

    let bad = run("4 5\n0 2 2 4 4 2 3 2 2 1\n4 5\n0 0\n");
    assert_eq!(bad.status.code(), Some(2));
    assert_eq!(String::from_utf8(bad.stdout).unwrap(), "yes\n");
    let stderr = String::from_utf8(bad.stderr).unwrap();
    assert!(
        stderr.contains("line 4, column 1: expected a point that is not a corner"),
        "{stderr}"
    );
}

#[test]
fn a_pasted_dataset_stepped_through_ends_as_the_judge_says() {
    use arbiter::connect::contest::parse_datasets;
    use arbiter::connect::{Move, BLACK};
    use arbiter::History;
    let datasets = parse_datasets(SAMPLE).unwrap();
    assert_eq!(datasets.len(), 3);
    let answers: Vec<&str> = datasets.iter().map(|d| d.answer()).collect();
    assert_eq!(answers.join("\n") + "\n", judge(SAMPLE).unwrap());
    for dataset in &datasets {
        let mut history = History::new(dataset.board());
        let mut last = None;
        for &p in &dataset.moves {
            last = Some(
                history
                    .current()
                    .clone()
                    .play_reported(&Move::Place(p))
                    .unwrap(),
            );
            history.try_play(Move::Place(p)).unwrap();
        }
        let last = last.unwrap();
        assert_eq!(last.won, dataset.black_wins);
        assert_eq!(
            history.current().winner() == Some(BLACK),
            dataset.black_wins
        );
    }
    let err = parse_datasets("4 5\n0 0\n").unwrap_err().to_string();
    assert_eq!(
        err,
        "line 2, column 1: expected a point that is not a corner, found (0, 0), a corner"
    );
}

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Garbled input never panics: the judge answers or names where the input broke.
    #[test]
    fn garbled_input_never_panics(
        tokens in prop::collection::vec(
            prop_oneof![
                8 => (0u32..8).prop_map(|v| v.to_string()),
                1 => (0u32..3000).prop_map(|v| v.to_string()),
                1 => Just("x".to_string()),
                1 => Just("99999999999999999999999".to_string()),
            ],
            0..60,
        )
    ) {
        let text = format!("5 7 {}", tokens.join(" "));
        match judge(&text) {
            Ok(out) => prop_assert!(out.lines().all(|l| l == "yes" || l == "no")),
            Err((_, err)) => prop_assert!(err.starts_with("line "), "{}", err),
        }
    }
}
