//! Scripted GTP sessions: the handshake, Castro's vertices, whole games of genmove, time
//! settings, and malformed commands that get `?` answers while the session goes on.

use arbiter::bench::matches::Contender;
use arbiter::connect::{Point, BLACK};
use arbiter::engine::gtp::{ConnectRules, HavannahRules, HavannahSearch, Rules, Session, COMMANDS};
use arbiter::engine::mcts::Judge;
use arbiter::havannah::Cell;
use arbiter::{Game, Outcome, Player};
use std::io::Write;
use std::process::{Command, Stdio};

fn ask<R: Rules>(session: &mut Session<R>, line: &str) -> String {
    session
        .handle(line)
        .unwrap_or_else(|| panic!("no answer to {line:?}"))
}

fn ok<R: Rules>(session: &mut Session<R>, line: &str) -> String {
    let answer = ask(session, line);
    assert!(answer.starts_with('='), "{line:?} got {answer:?}");
    assert!(answer.ends_with("\n\n"), "{answer:?}");
    answer
        .trim_start_matches(|c: char| c == '=' || c.is_ascii_digit())
        .trim()
        .to_string()
}

fn refused<R: Rules>(session: &mut Session<R>, line: &str) -> String {
    let answer = ask(session, line);
    assert!(answer.starts_with('?'), "{line:?} got {answer:?}");
    assert!(answer.ends_with("\n\n"), "{answer:?}");
    answer
}

fn havannah() -> Session<HavannahRules> {
    Session::new(HavannahRules::default(), None, Some(100))
}

#[test]
fn handshake_as_gtp_wants_it() {
    let mut s = havannah();
    assert_eq!(ask(&mut s, "protocol_version"), "= 2\n\n");
    assert_eq!(ask(&mut s, "7 name"), "=7 Arbiter\n\n");
    assert!(!ok(&mut s, "version").is_empty());
    let listed = ok(&mut s, "list_commands");
    assert_eq!(listed.lines().collect::<Vec<_>>(), COMMANDS);
    assert_eq!(ask(&mut s, "3 known_command genmove"), "=3 true\n\n");
    assert_eq!(ask(&mut s, "known_command fly"), "= false\n\n");
    assert_eq!(ask(&mut s, "4 fly"), "?4 unknown command\n\n");
    assert_eq!(s.handle(""), None);
    assert_eq!(s.handle("   # a comment only"), None);
    assert_eq!(ask(&mut s, "quit # bye"), "=\n\n");
    assert!(s.done);
}

#[test]
fn havannah_vertices_are_castros() {
    let mut s = havannah();
    ok(&mut s, "boardsize 4");
    ok(&mut s, "play white c2");
    let stone = s.game().stone_at(Cell::new(3, 2)).expect("c2 is (3, 2)");
    assert_eq!(stone.player, Player::First);
    ok(&mut s, "play B a1");
    assert_eq!(
        s.game().stone_at(Cell::new(1, 1)).unwrap().player,
        Player::Second
    );
    ok(&mut s, "play w G7");
    assert!(s.game().stone_at(Cell::new(7, 7)).is_some());
    let board = ok(&mut s, "showboard");
    assert_eq!(board.matches('W').count(), 2, "{board}");
    assert_eq!(board.matches('B').count(), 1, "{board}");
    ok(&mut s, "undo");
    assert!(s.game().stone_at(Cell::new(7, 7)).is_none());
    assert_eq!(s.game().stones().count(), 2);
}

#[test]
fn the_swap_is_a_vertex() {
    let mut s = havannah();
    ok(&mut s, "boardsize 5");
    ok(&mut s, "play white e5");
    ok(&mut s, "play black swap");
    assert!(s.game().swapped());
    refused(&mut s, "play white swap");
}

#[test]
fn malformed_commands_are_answered_and_the_session_goes_on() {
    let mut s = havannah();
    for line in [
        "play",
        "play white",
        "play purple c2",
        "play white c99",
        "play white 3",
        "play white c",
        "play white 1c",
        "play white pass",
        "play white resign",
        "play black c2",
        "play white cc2x",
        "play white zzzz1",
        "play white c-1",
        "boardsize",
        "boardsize x",
        "boardsize 1",
        "boardsize 99999999999999999999",
        "genmove",
        "genmove purple",
        "genmove black",
        "undo",
        "undo now",
        "time_settings 1 2",
        "time_settings a b c",
        "time_left white abc 0",
        "time_left white NaN 0",
        "time_left white -3 0",
        "time_left green 3 0",
        "known_command",
        "name please",
        "12",
        "\u{7}\u{1b}[31m",
        "ﬀ ünïcödé",
    ] {
        refused(&mut s, line);
        // The session still plays.
        assert_eq!(ask(&mut s, "protocol_version"), "= 2\n\n", "after {line:?}");
    }
    assert_eq!(ask(&mut s, "5 play white"), "?5 play takes 2 arguments\n\n");
    ok(&mut s, "play white c2");
    refused(&mut s, "play black c2");
    ok(&mut s, "\tplay\tblack\td4\t");
}

/// Plays a whole game by genmove, mirroring every answer on a game of our own.
fn self_play<R: Rules>(s: &mut Session<R>, colours: [&str; 2], limit: usize) -> Outcome {
    let mut mirror = s.game().clone();
    for ply in 0..limit {
        let Outcome::Ongoing { to_move } = mirror.outcome() else {
            refused(s, &format!("genmove {}", colours[0]));
            return mirror.outcome();
        };
        let vertex = ok(s, &format!("genmove {}", colours[to_move as usize]));
        let mv = R::vertex(&mirror, &vertex).unwrap_or_else(|e| panic!("{vertex}: {e}"));
        mirror
            .try_play(&mv)
            .unwrap_or_else(|e| panic!("ply {ply}: {vertex}: {e:?}"));
        assert_eq!(R::write(&mv), vertex);
    }
    panic!("no end within {limit} moves")
}

#[test]
fn havannah_plays_a_whole_game() {
    let mut s = havannah();
    ok(&mut s, "boardsize 4");
    let outcome = self_play(&mut s, ["white", "black"], 40);
    assert!(outcome.is_over());
    ok(&mut s, "clear_board");
    assert_eq!(s.game().stones().count(), 0);
}

#[test]
fn connect_vertices_count_from_a_for_zero() {
    let mut s = Session::new(ConnectRules::default(), None, Some(100));
    ok(&mut s, "boardsize 6");
    ok(&mut s, "play black d2");
    assert_eq!(s.game().peg_at(Point::new(3, 2)).unwrap().owner, BLACK);
    refused(&mut s, "play white a0");
    refused(&mut s, "play white a3");
    ok(&mut s, "play white c0");
    refused(&mut s, "boardsize 3");
    let outcome = self_play(&mut s, ["black", "white"], 60);
    assert!(outcome.is_over());
}

#[test]
fn connect_plays_a_whole_game_with_the_alpha_beta() {
    for judge in [Judge::Two, Judge::Chain] {
        let rules = ConnectRules {
            alpha_beta: Some(judge),
            ..ConnectRules::default()
        };
        let mut s = Session::new(rules, None, Some(300));
        ok(&mut s, "boardsize 7");
        let outcome = self_play(&mut s, ["black", "white"], 70);
        assert!(outcome.is_over());
    }
}

#[test]
fn connect_plays_a_whole_game_with_a_knowledge_variant() {
    // `--engine mcts-ahead`: the tree search with the blocking-line priors.
    let rules = ConnectRules {
        variant: Some(11),
        ..ConnectRules::default()
    };
    let mut s = Session::new(rules, None, Some(300));
    ok(&mut s, "boardsize 7");
    let outcome = self_play(&mut s, ["black", "white"], 70);
    assert!(outcome.is_over());
}

/// `--engine mcts-x0rc`, `mcts-x0sv5k` and `mcts-x0bridge` give Havannah's GTP engine exactly the switches
/// `arbiter match` plays under those names, so a match against Morat measures the variant
/// the fixed-playout matches measured; each plays a whole side-5 game.
#[test]
fn havannah_variants_are_the_match_players_and_play_whole_games() {
    for name in ["mcts-x0rc", "mcts-x0sv5k", "mcts-x0bridge"] {
        let search = HavannahSearch::parse(name).unwrap();
        let Contender::Search { config, .. } = Contender::parse(name, 100).unwrap() else {
            panic!("{name} is a search player");
        };
        assert_eq!(search.config(), config, "{name}");
        let rules = HavannahRules {
            swap: false,
            search,
            ..HavannahRules::default()
        };
        let mut s = Session::new(rules, None, Some(200));
        ok(&mut s, "boardsize 5");
        assert!(
            self_play(&mut s, ["white", "black"], 61).is_over(),
            "{name}"
        );
    }
    // The standard is Havannah's own search, whose `arbiter match` name is `mcts-x0decr`.
    let Contender::Search { config, .. } = Contender::parse("mcts-x0decr", 100).unwrap() else {
        panic!("a search player");
    };
    assert_eq!(HavannahSearch::parse("mcts").unwrap().config(), config);
    assert_eq!(HavannahSearch::parse("mcts-x0dt"), None);
}

#[test]
fn time_settings_bound_the_move() {
    let mut s = Session::new(ConnectRules::default(), None, None);
    ok(&mut s, "boardsize 8");
    ok(&mut s, "time_settings 2 0 0");
    ok(&mut s, "time_left black 0.2 0");
    let started = std::time::Instant::now();
    ok(&mut s, "genmove black");
    // Not a speed test: only that the budget came from the clock and not the default second.
    assert!(started.elapsed().as_secs_f64() < 5.0);
}

#[test]
fn genmove_logs_its_search_once() {
    // 100 playouts a move: the log says so, and only for the genmove that searched.
    let mut s = havannah();
    ok(&mut s, "boardsize 8");
    assert_eq!(s.take_log(), None);
    ok(&mut s, "genmove white");
    let log = s.take_log().expect("genmove searched");
    assert_eq!(log.playouts, 100);
    assert!(
        log.millis >= 0.0 && (0.0..=1.0).contains(&log.win_rate),
        "{log:?}"
    );
    assert_eq!(s.take_log(), None);
    ok(&mut s, "clear_board");
    assert_eq!(s.take_log(), None);
}

/// Runs the `arbiter` binary with `args`, feeds it `input` on standard input and waits.
fn gtp_session(args: &[&str], input: &[u8]) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn the_binary_speaks_gtp_on_standard_streams() {
    let output = gtp_session(
        &["gtp", "havannah", "--playouts", "50"],
        b"1 boardsize 4\n2 play white d4\n3 genmove black\nbogus\n4 genmove white\n5 quit\n",
    );
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let answers: Vec<&str> = text.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(answers.len(), 6, "{text}");
    assert_eq!(answers[0], "=1");
    assert_eq!(answers[1], "=2");
    assert!(answers[2].starts_with("=3 "), "{text}");
    assert_eq!(answers[3], "? unknown command");
    assert!(answers[4].starts_with("=4 "), "{text}");
    assert_eq!(answers[5], "=5");
    // Each genmove logs its search on standard error, as Morat does.
    let log = String::from_utf8(output.stderr).unwrap();
    assert_eq!(log.matches("playouts 50 in ").count(), 2, "{log}");
    let status = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["gtp", "chess"])
        .output()
        .unwrap()
        .status;
    assert_eq!(status.code(), Some(2));
}

/// The fixed-budget matches against T1j (`anchor-figures.sh connect-budgets`) run
/// `gtp connect --playouts N`: every genmove spends exactly N playouts whatever the clock
/// (none is set), with or without a knowledge variant, and says so on standard error.
#[test]
fn connect_over_the_binary_spends_the_playouts_it_is_given() {
    for engine in [None, Some("mcts-run-stop")] {
        let mut args = vec!["gtp", "connect", "--playouts", "40"];
        args.extend(engine.map(|e| ["--engine", e]).into_iter().flatten());
        let output = gtp_session(
            &args,
            b"boardsize 11\nplay b g6\ngenmove w\ngenmove b\nquit\n",
        );
        assert!(output.status.success(), "{engine:?}");
        let text = String::from_utf8(output.stdout).unwrap();
        let answers: Vec<&str> = text.split("\n\n").filter(|a| !a.is_empty()).collect();
        assert_eq!(answers.len(), 5, "{engine:?}: {text}");
        let (white, black) = (&answers[2][2..], &answers[3][2..]);
        assert!(white != "g6" && black != white, "{engine:?}: {text}");
        let log = String::from_utf8(output.stderr).unwrap();
        assert_eq!(
            log.matches("playouts 40 in ").count(),
            2,
            "{engine:?}: {log}"
        );
    }
}

#[test]
fn rule_flags_choose_the_variant() {
    let rules = HavannahRules {
        mode: arbiter::havannah::Mode::TwoPlayerContestRing,
        swap: false,
        ..HavannahRules::default()
    };
    let mut s = Session::new(rules, None, Some(50));
    ok(&mut s, "play white d4");
    assert!(refused(&mut s, "play black swap").contains("swap"));
    let mut s = Session::new(
        ConnectRules {
            pie: true,
            ..ConnectRules::default()
        },
        None,
        Some(50),
    );
    ok(&mut s, "play black d2");
    ok(&mut s, "play white swap");
    assert_eq!(
        s.game().peg_at(Point::new(2, 3)).unwrap().owner,
        Player::Second
    );
}

#[test]
fn solve_proves_small_boards_and_says_unknown_past_its_budget() {
    let mut s = Session::new(
        HavannahRules {
            swap: false,
            ..HavannahRules::default()
        },
        None,
        Some(100),
    );
    ok(&mut s, "boardsize 3");
    let answer = ok(&mut s, "solve 30");
    let words: Vec<&str> = answer.split_whitespace().collect();
    assert_eq!(words.len(), 3, "{answer:?}");
    assert_eq!(words[0], "win", "side 3 is a first-player win: {answer:?}");
    assert!(words[2].parse::<u64>().is_ok_and(|n| n > 0), "{answer:?}");
    // The winning move is a legal move of the side to move.
    ok(&mut s, &format!("play white {}", words[1]));
    let answer = ok(&mut s, "solve 30");
    assert!(answer.starts_with("loss "), "{answer:?}");
    // Side 10 from the empty board is far beyond a millisecond.
    ok(&mut s, "boardsize 10");
    assert_eq!(ok(&mut s, "solve 0.001"), "unknown");
    refused(&mut s, "solve soon");
    refused(&mut s, "solve 1 2");

    let mut c = Session::new(ConnectRules::default(), None, Some(100));
    ok(&mut c, "boardsize 5");
    assert!(ok(&mut c, "solve 60").starts_with("win "));
}

#[test]
fn two_threads_play_a_legal_move() {
    let mut s = havannah().with_threads(2);
    ok(&mut s, "boardsize 5");
    let vertex = ok(&mut s, "genmove white");
    assert_eq!(s.game().moves_played(), 1, "{vertex} was played");
    ok(&mut s, "genmove black");
    assert_eq!(s.game().moves_played(), 2);
}
