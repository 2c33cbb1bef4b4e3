//! `arbiter gomocup` in scripted sessions, through the real binary: the manager's commands in,
//! the brain's replies out, malformed commands answered with ERROR or UNKNOWN and the session
//! going on.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs a session of `script` (one command a line) and returns the replies, one a line.
fn session(script: &str) -> Vec<String> {
    session_bytes(script.as_bytes())
}

/// Runs a session of `script` as bytes, which need not be UTF-8.
fn session_bytes(script: &[u8]) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["gomocup", "--nodes", "3000"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(script).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "exit status {}", output.status);
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("MESSAGE"))
        .map(str::to_string)
        .collect()
}

fn point(reply: &str) -> (u32, u32) {
    point_on(reply, 15)
}

fn point_on(reply: &str, side: u32) -> (u32, u32) {
    let (x, y) = reply
        .split_once(',')
        .unwrap_or_else(|| panic!("`{reply}` is no move"));
    let (x, y) = (x.parse().unwrap(), y.parse().unwrap());
    assert!(x < side && y < side, "{reply} is off the board");
    (x, y)
}

#[test]
fn a_game_begun_by_the_brain_and_answered_turn_by_turn() {
    let replies = session(
        "ABOUT\nSTART 15\nINFO timeout_turn 1000\nBEGIN\nTURN 0,0\nTURN 0,1\nEND\nTURN 0,2\n",
    );
    assert!(replies[0].starts_with("name=\"arbiter\""), "{replies:?}");
    assert_eq!(replies[1], "OK");
    assert_eq!(replies.len(), 5, "nothing after END: {replies:?}");
    let moves: Vec<_> = replies[2..].iter().map(|r| point(r)).collect();
    assert!(!moves.contains(&(0, 0)) && !moves.contains(&(0, 1)));
    assert_ne!(moves[1], moves[2]);
}

#[test]
fn a_board_command_sets_up_the_position_and_the_brain_takes_its_five() {
    // Ours (1) on row 0 from x = 3 to 6 at the top; theirs (2) elsewhere: five is at 2,0 or 7,0.
    let board = "BOARD\n3,0,1\n4,0,1\n5,0,1\n6,0,1\n3,5,2\n4,5,2\n5,5,2\n9,9,2\nDONE\n";
    let replies = session(&format!("START 15\n{board}END\n"));
    assert_eq!(replies[0], "OK");
    assert!(["2,0", "7,0"].contains(&replies[1].as_str()), "{replies:?}");
}

#[test]
fn the_brain_blocks_the_opponents_four() {
    // Theirs: four in column 7 from y = 3 to 6, open at 7,2 and 7,7 … closed at 7,2 by ours.
    let board = "BOARD\n7,2,1\n7,3,2\n7,4,2\n7,5,2\n7,6,2\n0,0,1\n14,14,1\nDONE\n";
    let replies = session(&format!("START 15\n{board}"));
    assert_eq!(replies, ["OK", "7,7"]);
}

#[test]
fn malformed_commands_get_errors_and_the_session_goes_on() {
    let script = "\
        TURN 7,7\n\
        START 23\n\
        START fifteen\n\
        RECTSTART 15,10\n\
        START 15\n\
        FROBNICATE\n\
        TURN 7\n\
        TURN 15,3\n\
        TURN -1,2\n\
        TURN 7,7\n\
        TURN 7,7\n\
        BOARD\n\
        1,1,5\n\
        BOARD\n\
        1,1,1\n\
        1,1,2\n\
        DONE\n\
        TAKEBACK 3,3\n\
        BEGIN\n\
        RESTART\n\
        BEGIN\n\
        INFO timeout_turn soon\n\
        \n\
        END\n";
    let replies = session(script);
    let expect = [
        "ERROR no game yet",
        "ERROR boards are square, 5x5 to 22x22, not 23x23",
        "ERROR START wants a board size",
        "ERROR boards are square, 5x5 to 22x22, not 15x10",
        "OK",
        "UNKNOWN command `FROBNICATE`",
        "ERROR TURN wants x,y",
        "ERROR TURN wants x,y: 15,3 is off the 15x15 board",
        "ERROR TURN wants x,y",
        "", // our answer to 7,7
        "ERROR 7,7 already holds a stone",
        "ERROR the third field is 1, 2 or 3",
        "ERROR 1,1 already holds a stone",
        "ERROR 3,3 holds no stone",
        "ERROR BEGIN starts an empty board",
        "OK",
        "", // our first move
    ];
    assert_eq!(replies.len(), expect.len(), "{replies:#?}");
    for (reply, want) in replies.iter().zip(expect) {
        if want.is_empty() {
            point(reply);
        } else {
            assert!(reply.starts_with(want), "`{reply}` should start `{want}`");
        }
    }
}

#[test]
fn a_game_on_gomocups_20_by_20_board() {
    let replies = session("START 20\nBEGIN\nTURN 19,19\nTURN 0,19\nTURN 19,0\nEND\n");
    assert_eq!(replies[0], "OK");
    assert_eq!(replies.len(), 5, "{replies:?}");
    let moves: Vec<_> = replies[1..].iter().map(|r| point_on(r, 20)).collect();
    for taken in [(19, 19), (0, 19), (19, 0)] {
        assert!(!moves.contains(&taken), "{moves:?}");
    }
    // The first move is the centre of the 20 × 20 board: (10, 10) from the bottom left.
    assert_eq!(moves[0], (10, 9));
    // A board position: ours on the bottom row from x = 15 to 18 (row 19 from the top).
    let board = "BOARD\n15,19,1\n16,19,1\n17,19,1\n18,19,1\n0,0,2\n2,0,2\n4,0,2\n6,0,2\nDONE\n";
    let replies = session(&format!("START 20\n{board}"));
    assert_eq!(replies[0], "OK");
    assert!(
        ["14,19", "19,19"].contains(&replies[1].as_str()),
        "{replies:?}"
    );
}

/// Ours from x = 1 to 4 and at x = 6 on the top row, theirs on x = 0: the only cell that
/// completes a row is 5,0, an overline of six.
const OVERLINE: &str =
    "BOARD\n1,0,1\n2,0,1\n3,0,1\n4,0,1\n6,0,1\n0,0,2\n0,9,2\n3,12,2\n9,14,2\n14,6,2\nDONE\n";

#[test]
fn each_rule_is_honoured() {
    // Freestyle (the default and rule 0): the overline wins and the game is over.
    for info in ["", "INFO rule 0\n"] {
        let replies = session(&format!("{info}START 15\n{OVERLINE}TURN 14,14\n"));
        assert_eq!(replies[..2], ["OK", "5,0"]);
        assert!(
            replies[2].starts_with("ERROR the game is over"),
            "{replies:?}"
        );
    }
    // Exactly five (rule 1): whatever we play, the game goes on.
    let replies = session(&format!("START 15\nINFO rule 1\n{OVERLINE}TURN 14,14\n"));
    assert_eq!(replies[0], "OK");
    point(&replies[1]);
    point(&replies[2]);
    // Renju (rule 4), where we are Black with as many stones as White: the overline is
    // forbidden, so not played.
    let replies = session(&format!("START 15\nINFO rule 4\n{OVERLINE}"));
    assert_eq!(replies[0], "OK");
    assert_ne!(replies[1], "5,0");
    point(&replies[1]);
    // Renju: we are White and block Black's four; Black's double three at 7,7 is refused.
    let black = "0,10,2\n1,10,2\n2,10,2\n3,10,2\n5,7,2\n6,7,2\n7,5,2\n7,6,2\n";
    let white = "14,14,1\n14,12,1\n12,14,1\n10,14,1\n14,2,1\n12,0,1\n10,1,1\n";
    let replies = session(&format!(
        "START 15\nINFO rule 4\nBOARD\n{black}{white}DONE\nTURN 7,7\nTURN 8,8\n"
    ));
    assert_eq!(replies[..2], ["OK", "4,10"]);
    assert_eq!(
        replies[2],
        "ERROR 7,7 is forbidden for black under renju: a double three"
    );
    point(&replies[3]);
    // The same move under freestyle is played.
    let replies = session(&format!("START 15\nBOARD\n{black}{white}DONE\nTURN 7,7\n"));
    assert_eq!(replies[..2], ["OK", "4,10"]);
    point(&replies[2]);
}

#[test]
fn info_lines_are_taken_or_refused_and_bad_bytes_get_an_error() {
    let mut script = b"INFO rule 2\nINFO rule 5\nINFO rule renju\nINFO thread_num 4\n\
        INFO timeout_match 180000\nINFO time_left 170000\nINFO max_memory 0\n"
        .to_vec();
    script.extend_from_slice(b"ST\xffRT 15\nSTART 15\nBOARD\n1,1,\xfe\n2,2,1\nBEGIN\nEND\n");
    let replies = session_bytes(&script);
    let expect = [
        "ERROR rule 2 is not played",
        "ERROR rule 5 is not played",
        "ERROR INFO rule wants 0, 1 or 4, not `renju`",
        "ERROR the line is not UTF-8 text (byte 3)",
        "OK",
        "ERROR the line is not UTF-8 text (byte 5); the BOARD command is dropped",
        "ERROR a BOARD line is x,y,who or DONE, not `2,2,1`",
        "", // our first move
    ];
    // `2,2,1` after the dropped block is read as a command: an unknown one.
    let expect: Vec<&str> = expect
        .iter()
        .map(|e| {
            if e.starts_with("ERROR a BOARD") {
                "UNKNOWN command `2,2,1`"
            } else {
                e
            }
        })
        .collect();
    assert_eq!(replies.len(), expect.len(), "{replies:#?}");
    for (reply, want) in replies.iter().zip(expect) {
        if want.is_empty() {
            point(reply);
        } else {
            assert!(reply.starts_with(want), "`{reply}` should start `{want}`");
        }
    }
}

/// Plays `moves` moves against the brain with `INFO` lines first, ours the first of
/// `candidates` still empty each time, timing each reply.
fn timed_replies(info: &str, candidates: &[&str], moves: usize) -> Vec<(String, u128)> {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("gomocup")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    writeln!(input, "START 15\n{info}").unwrap();
    let mut line = String::new();
    output.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "OK");
    let mut replies: Vec<(String, u128)> = Vec::new();
    let mut taken: Vec<&str> = Vec::new();
    for _ in 0..moves {
        let turn = candidates
            .iter()
            .copied()
            .find(|c| !taken.contains(c) && !replies.iter().any(|r| r.0 == *c))
            .expect("a free point");
        taken.push(turn);
        let asked = std::time::Instant::now();
        writeln!(input, "TURN {turn}").unwrap();
        loop {
            line.clear();
            output.read_line(&mut line).unwrap();
            if !line.starts_with("MESSAGE") {
                break;
            }
        }
        if line.starts_with("ERROR the game is over") {
            // The brain made five against our haphazard moves.
            break;
        }
        replies.push((line.trim().to_string(), asked.elapsed().as_millis()));
    }
    writeln!(input, "END").unwrap();
    child.wait().unwrap();
    replies
}

#[test]
fn no_move_takes_longer_than_the_turn_or_the_match_allows() {
    // A crowded middle, where every search (threats, alpha-beta, the safety check) has work.
    let turns = [
        "7,7", "8,8", "6,8", "8,6", "9,7", "7,9", "5,9", "9,9", "6,6", "10,8", "5,5", "10,10",
    ];
    // Each session is played twice at most: the tests beside this one share the cores, and a
    // starved process can miss any clock once. An overrun in both sessions is the engine's.
    let overrun = |info: &str, moves: usize, limit: u128| {
        let late: Vec<String> = timed_replies(info, &turns, moves)
            .into_iter()
            .inspect(|(reply, _)| {
                point(reply);
            })
            .filter(|&(_, ms)| ms >= limit)
            .map(|(reply, ms)| format!("{reply} took {ms} ms (limit {limit} ms)"))
            .collect();
        (!late.is_empty()).then_some(late)
    };
    let sessions = [
        ("INFO timeout_turn 400", 8, 400),
        // 3 s left of the match: an eighth of it a move at most, whatever the turn allows.
        ("INFO timeout_turn 5000\nINFO timeout_match 3000", 4, 375),
        (
            "INFO timeout_turn 5000\nINFO timeout_match 600000\nINFO time_left 2000",
            2,
            250,
        ),
    ];
    for (info, moves, limit) in sessions {
        if let Some(first) = overrun(info, moves, limit) {
            let second = overrun(info, moves, limit);
            assert!(second.is_none(), "{info}: {first:?}, then again {second:?}");
        }
    }
}

/// A clock that moves on `step` ms each time it is read: a turn's time is then its number of
/// clock readings (the search reads it every 16 nodes and between its phases), the same on
/// any machine, however loaded.
struct Scripted {
    reads: std::cell::Cell<u64>,
    step: f64,
}

impl arbiter::engine::Clock for Scripted {
    fn elapsed_ms(&self) -> f64 {
        self.reads.set(self.reads.get() + 1);
        self.reads.get() as f64 * self.step
    }
}

#[test]
fn on_a_scripted_clock_no_turn_passes_the_searchs_deadline_nor_the_match_its_time() {
    use arbiter::engine::gomoku::gomocup::{Reply, Session};
    let turns = [
        "7,7", "8,8", "6,8", "8,6", "9,7", "7,9", "5,9", "9,9", "6,6", "10,8", "5,5", "10,10",
    ];
    // (the INFO lines, moves, the search's deadline for the first move, the match's time):
    // the search takes the move's time less 30 ms and a tenth, the move's time being the
    // turn's or an eighth of the match's time left.
    let sessions = [
        ("INFO timeout_turn 500", 8, 420.0, f64::INFINITY),
        (
            "INFO timeout_turn 5000\nINFO timeout_match 3000",
            8,
            307.5,
            3000.0,
        ),
        (
            "INFO timeout_turn 5000\nINFO timeout_match 600000\nINFO time_left 2000",
            4,
            195.0,
            2000.0,
        ),
    ];
    let step = 0.1;
    for (info, moves, deadline, match_ms) in sessions {
        let mut session = Session::new(5_000, None);
        let (mut used, mut longest) = (0.0, 0.0_f64);
        let mut taken: Vec<String> = Vec::new();
        for line in ["START 15"].into_iter().chain(info.lines()) {
            session.handle(line, &arbiter::engine::NoClock);
        }
        for _ in 0..moves {
            let turn = turns
                .iter()
                .find(|t| !taken.iter().any(|s| s == *t))
                .expect("a free point");
            taken.push(turn.to_string());
            let clock = Scripted {
                reads: std::cell::Cell::new(0),
                step,
            };
            let Reply::Lines(lines) = session.handle(&format!("TURN {turn}"), &clock) else {
                panic!("the session ended");
            };
            let reply = lines.last().expect("a reply");
            if reply.starts_with("ERROR the game is over") {
                break;
            }
            point(reply);
            taken.push(reply.clone());
            // The last reading is the session's own, after the search.
            let ms = clock.reads.get() as f64 * step;
            used += ms;
            longest = longest.max(ms);
            assert!(
                ms <= deadline + 2.0 * step,
                "{info}: {reply} took {ms} ms (deadline {deadline} ms)"
            );
        }
        assert!(used <= match_ms, "{info}: the moves took {used} ms");
        // The searches ran on to the deadline: the check above had something to check.
        assert!(
            longest >= deadline * 0.8,
            "{info}: the longest move took {longest} ms"
        );
    }
}
