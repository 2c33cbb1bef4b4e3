//! `arbiter gomocup` in scripted sessions, through the real binary: the manager's commands in,
//! the brain's replies out, malformed commands answered with ERROR or UNKNOWN and the session
//! going on.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs a session of `script` (one command a line) and returns the replies, one a line.
fn session(script: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["gomocup", "--nodes", "3000"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
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
    let (x, y) = reply
        .split_once(',')
        .unwrap_or_else(|| panic!("`{reply}` is no move"));
    let (x, y) = (x.parse().unwrap(), y.parse().unwrap());
    assert!(x < 15 && y < 15, "{reply} is off the board");
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
