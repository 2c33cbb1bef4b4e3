//! Game records: SGF for Havannah, TwixT (played as Connect) and Gomoku, PSQ for Gomoku. Files
//! from Little Golem and written by hand from the formats' specifications open on the board,
//! keep their variations and comments, and write back to the same moves; coordinates match
//! known cells; malformed files are refused with their line; no input makes a panic.
use crate::common::Rng;
use arbiter::input::Pos;
use arbiter::records::{self, sgf, Format, Game, GameRecord, RecordError, RecordMove, RecordNode};
use arbiter::view::{Session, StateError};
use proptest::prelude::*;
use std::collections::BTreeMap;

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn read(text: &str) -> GameRecord {
    records::read(text).unwrap_or_else(|e| panic!("{e}"))
}

fn place(x: u32, y: u32) -> RecordMove {
    RecordMove::Place { x, y }
}

/// The tree's shape, moves and comments, without where each stood in its file.
fn shape(record: &GameRecord) -> Vec<RecordNode> {
    record
        .nodes
        .iter()
        .map(|n| RecordNode {
            pos: Pos::default(),
            ..n.clone()
        })
        .collect()
}

/// Opens `text` as the page's Import does and returns the line of the board.
fn import(text: &str) -> (Session, Vec<String>) {
    let session = Session::import(text).unwrap_or_else(|e| panic!("{e}"));
    let moves = session.board().moves(0, usize::MAX);
    (session, moves)
}

#[test]
fn little_golem_havannah_opens_on_the_board() {
    let text = fixture("lg-havannah.sgf");
    let record = read(&text);
    assert_eq!(
        (record.game, record.size, record.swap),
        (Game::Havannah, 4, true)
    );
    let moves = record.moves();
    assert_eq!(moves.len(), 17, "the resignation is not a move");
    // Little Golem numbers each column from its bottom cell: E1 on side 4 is (5, 2).
    assert_eq!(&moves[..3], ["(5, 2)", "swap", "(6, 4)"]);
    assert_eq!(moves.last().unwrap(), "(4, 7)");
    let ending = &record.nodes[*record.main_line().last().unwrap()];
    assert_eq!(ending.ending.as_deref(), Some("resign"));
    let (session, line) = import(&text);
    assert_eq!(line, moves);
    assert_eq!(session.slug(), "havannah");
    let options: BTreeMap<_, _> = session.options().into_iter().collect();
    assert_eq!(options["side"], "4");
    assert_eq!(options["swap"], "on");
    assert_eq!(options["mode"], "official");
    // The players and the event stay with the record.
    assert!(record.info.contains(&("PB".into(), "mickgraham".into())));
    assert!(record
        .info
        .contains(&("GC".into(), " game #1541446".into())));
}

#[test]
fn havannah_corners_in_both_spellings() {
    // The six corners of side 4, counterclockwise from the bottom one, as Arbiter writes them.
    let corners = [(1, 1), (4, 1), (7, 4), (7, 7), (4, 7), (1, 4)];
    let little_golem = ["A1", "D1", "G1", "G4", "D7", "A4"];
    let classical = ["a1", "d1", "g4", "g7", "d7", "a4"];
    for (spelling, source) in [
        (little_golem, "SO[http://www.littlegolem.com]"),
        (classical, ""),
    ] {
        let moves: String = spelling
            .iter()
            .enumerate()
            .map(|(i, c)| format!(";{}[{c}]", if i % 2 == 0 { "W" } else { "B" }))
            .collect();
        let record = read(&format!("(;EV[havannah]SZ[4]{source}{moves})"));
        let read: Vec<_> = record
            .main_line_moves()
            .into_iter()
            .map(|(_, m)| m)
            .collect();
        let expected: Vec<_> = corners.iter().map(|&(x, y)| place(x, y)).collect();
        assert_eq!(read, expected, "{spelling:?}");
    }
    // A cell of Little Golem's right half: column F (6) on side 4 starts at row 3.
    let record = read("(;EV[havannah]SZ[4]SO[littlegolem.net];W[F1];B[F5])");
    assert_eq!(record.moves(), ["(6, 3)", "(6, 7)"]);
    let refused = records::read("(;EV[havannah]SZ[4]SO[littlegolem.net];W[F6])").unwrap_err();
    assert!(
        refused.to_string().contains("not a point of this board"),
        "{refused}"
    );
}

#[test]
fn little_golem_twixt_opens_as_connect() {
    let text = fixture("lg-twixt.tsgf");
    let record = read(&text);
    assert_eq!(
        (record.game, record.size, record.swap),
        (Game::Connect, 23, true)
    );
    let moves = record.moves();
    assert_eq!(moves.len(), 17);
    // The first player joins Little Golem's top and bottom rows, Arbiter's Black left and
    // right: `dd` is (3, 3), White's `th` is (7, 19).
    assert_eq!(&moves[..2], ["(3, 3)", "(7, 19)"]);
    let (session, line) = import(&text);
    assert_eq!(line, moves);
    let options: BTreeMap<_, _> = session.options().into_iter().collect();
    assert_eq!(
        (options["n"].as_str(), options["pie"].as_str()),
        ("23", "on")
    );
}

#[test]
fn a_twixt_swap_changes_the_colours_hands() {
    let text = fixture("hand-twixt-swap.tsgf");
    let record = read(&text);
    assert_eq!(
        record.moves(),
        ["(10, 3)", "swap", "(10, 11)", "(5, 12)", "(12, 12)", "(7, 11)"]
    );
    let (mut session, line) = import(&text);
    assert_eq!(line, record.moves());
    // The swap reflected Black's peg: White's is now at (3, 10), where Little Golem's `dk` is
    // in the swapped frame.
    session.board_mut().go_to(2).unwrap();
    let report = session.board().report();
    assert!(
        report.facts.iter().any(|f| f.value.contains("(3, 10)")),
        "{:?}",
        report.facts
    );
    // The variation and the comments are kept.
    let root = &record.nodes[0];
    assert_eq!(root.children.len(), 1);
    let forks: Vec<_> = record
        .nodes
        .iter()
        .filter(|n| n.children.len() > 1)
        .collect();
    assert_eq!(forks.len(), 1);
    assert!(record
        .nodes
        .iter()
        .any(|n| n.comment.as_deref() == Some("Another try.")));
}

#[test]
fn hand_written_files_keep_variations_and_comments() {
    let havannah = read(&fixture("hand-havannah.sgf"));
    assert_eq!(
        havannah.moves(),
        ["(5, 5)", "swap", "(4, 4)", "(6, 6)", "(3, 3)", "(7, 7)"]
    );
    let fork = havannah
        .nodes
        .iter()
        .find(|n| n.children.len() == 3)
        .unwrap();
    assert_eq!(fork.mv, Some(place(4, 4)));
    let last = &havannah.nodes[*fork.children.last().unwrap()];
    assert_eq!(last.mv, Some(place(1, 1)));
    assert_eq!(
        last.comment.as_deref(),
        Some("A corner: too slow. Escaped ] bracket and a softbreak.")
    );
    assert_eq!(
        havannah.nodes[0].comment.as_deref(),
        Some("A Havannah game on side 5 in HavannahGui's coordinates, with two variations.")
    );

    // HavannahGui's tree says no game and forks at the root.
    let gui = read(&fixture("hand-havannah-gui.hgf"));
    assert_eq!((gui.game, gui.size, gui.swap), (Game::Havannah, 4, false));
    assert_eq!(gui.nodes[0].children.len(), 2);
    assert_eq!(gui.moves(), ["(4, 4)", "(1, 1)", "(7, 7)"]);
    assert_eq!(import(&fixture("hand-havannah-gui.hgf")).1, gui.moves());

    let gomoku = read(&fixture("hand-gomoku.sgf"));
    // `hh` is the centre; `ih` one to its right; `ii` one below that (rows run down).
    assert_eq!(
        gomoku.moves(),
        ["(7, 7)", "(8, 7)", "(8, 6)", "(6, 8)", "(9, 5)"]
    );
    assert_eq!(
        gomoku.nodes.iter().filter(|n| n.comment.is_some()).count(),
        4
    );
}

#[test]
fn sgf_files_round_trip_with_their_trees() {
    for name in [
        "lg-havannah.sgf",
        "lg-twixt.tsgf",
        "hand-havannah.sgf",
        "hand-havannah-gui.hgf",
        "hand-gomoku.sgf",
        "hand-twixt-swap.tsgf",
    ] {
        let record = read(&fixture(name));
        let written = records::write(&record, Format::Sgf).unwrap();
        let again = read(&written);
        assert_eq!(shape(&again), shape(&record), "{name}:\n{written}");
        assert_eq!(
            (again.game, again.size, again.swap),
            (record.game, record.size, record.swap)
        );
        // The players, the event and the result stay; a file that named no event gets the
        // game's name as one, as Little Golem's files say their game.
        let event = |r: &GameRecord| r.info.iter().find(|(id, _)| id == "EV").cloned();
        let others = |r: &GameRecord| {
            let mut info = r.info.clone();
            info.retain(|(id, _)| id != "EV");
            info
        };
        assert_eq!(others(&again), others(&record), "{name}");
        if let Some(ev) = event(&record) {
            assert_eq!(event(&again), Some(ev), "{name}");
        }
        // And once more, to the same text.
        assert_eq!(
            records::write(&again, Format::Sgf).unwrap(),
            written,
            "{name}"
        );
    }
}

#[test]
fn psq_reads_and_round_trips() {
    let text = fixture("hand.psq");
    let record = read(&text);
    assert_eq!(record.game, Game::Gomoku);
    // Piskvork counts from 1 at the top left: 8,8 is the centre, 9,8 one to its right.
    assert_eq!(record.moves(), ["(7, 7)", "(8, 7)", "(8, 6)", "(9, 5)"]);
    let written = records::write(&record, Format::Psq).unwrap();
    assert!(written.starts_with("Piskvork 15x15"), "{written}");
    assert_eq!(read(&written).moves(), record.moves());
    // Gomocup's 20 × 20 board: 1,1 is the top left, (0, 19) here; 20,20 the bottom right.
    let big = read("Piskvork 20x20, 11:11, 0\n1,1,0\n20,20,0\n10,11,0\n-1\n");
    assert_eq!(big.size, 20);
    assert_eq!(big.moves(), ["(0, 19)", "(19, 0)", "(9, 9)"]);
    let written = records::write(&big, Format::Psq).unwrap();
    assert!(written.starts_with("Piskvork 20x20"), "{written}");
    assert_eq!(read(&written).moves(), big.moves());
    let sgf = records::write(&big, Format::Sgf).unwrap();
    assert!(sgf.contains("SZ[20]"), "{sgf}");
    assert_eq!(read(&sgf).moves(), big.moves());
    // A Gomoku SGF writes as PSQ (its main line) and back.
    let sgf = read(&fixture("hand-gomoku.sgf"));
    let psq = records::write(&sgf, Format::Psq).unwrap();
    assert_eq!(read(&psq).moves(), sgf.moves());
    // Havannah has no PSQ.
    let havannah = read(&fixture("hand-havannah.sgf"));
    assert!(matches!(
        records::write(&havannah, Format::Psq),
        Err(RecordError::Unwritable { .. })
    ));
}

/// A game, its options, the range of coordinates to try and the formats it writes.
type Case = (
    &'static str,
    &'static [(&'static str, &'static str)],
    u32,
    &'static [Format],
);

/// Plays random legal moves (a swap now and then where the rules have one) on `session`.
fn random_line(session: &mut Session, rng: &mut Rng, moves: usize, side: u32) {
    let board = session.board_mut();
    for _ in 0..moves * 40 {
        if board.ply() >= moves || board.report().to_move.is_none() {
            break;
        }
        let mv = if board.ply() == 1 && rng.below(2) == 0 {
            "swap".to_string()
        } else {
            format!(
                "({}, {})",
                rng.below(side as usize),
                rng.below(side as usize)
            )
        };
        let _ = board.play(&mv);
    }
}

#[test]
fn games_played_here_export_and_import_to_the_same_moves() {
    let mut rng = Rng(24);
    let cases: [Case; 6] = [
        (
            "havannah",
            &[("side", "6"), ("mode", "official"), ("swap", "on")],
            12,
            &[Format::Sgf],
        ),
        (
            "havannah",
            &[("side", "13"), ("mode", "contest"), ("swap", "off")],
            26,
            &[Format::Sgf],
        ),
        ("connect", &[("n", "14"), ("pie", "on")], 15, &[Format::Sgf]),
        ("gomoku", &[], 15, &[Format::Sgf, Format::Psq]),
        // Gomocup's freestyle board, and a small one.
        ("gomoku", &[("size", "20")], 20, &[Format::Sgf, Format::Psq]),
        ("gomoku", &[("size", "9")], 9, &[Format::Sgf, Format::Psq]),
    ];
    for (slug, options, side, formats) in cases {
        for round in 0..6 {
            let values: BTreeMap<String, String> = options
                .iter()
                .map(|&(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let mut session = Session::new(slug, values).unwrap();
            random_line(&mut session, &mut rng, 4 + round * 7, side);
            let line = session.board().moves(0, usize::MAX);
            for &format in formats {
                let text = session
                    .record(format)
                    .unwrap_or_else(|e| panic!("{slug}: {e}"));
                let (again, moves) = import(&text);
                assert_eq!(moves, line, "{slug} {format:?}:\n{text}");
                assert_eq!(again.slug(), slug);
            }
        }
    }
}

#[test]
fn boards_and_games_without_a_spelling_are_refused_by_name() {
    let session = |slug: &str, options: &[(&str, &str)]| {
        let values: BTreeMap<String, String> = options
            .iter()
            .map(|&(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Session::new(slug, values).unwrap()
    };
    // The page offers only the formats that write.
    let offered = |slug: &str, options: &[(&str, &str)]| session(slug, options).record_formats();
    assert_eq!(offered("gomoku", &[]), [Format::Sgf, Format::Psq]);
    assert_eq!(offered("havannah", &[("side", "13")]), [Format::Sgf]);
    assert_eq!(offered("connect", &[("n", "51")]), [Format::Sgf]);
    for (slug, options) in [
        ("nim", &[][..]),
        ("havannah", &[("side", "14")][..]),
        ("havannah", &[("mode", "single")][..]),
        ("connect", &[("n", "60")][..]),
    ] {
        assert_eq!(offered(slug, options), [], "{slug} {options:?}");
    }
    let why = |s: Session, f| s.record(f).unwrap_err().to_string();
    assert!(why(session("nim", &[]), Format::Sgf).contains("save it as text"));
    assert!(why(session("havannah", &[("side", "14")]), Format::Sgf).contains("side 13"));
    assert!(why(session("havannah", &[("mode", "single")]), Format::Sgf).contains("one-player"));
    assert!(why(session("connect", &[("n", "60")]), Format::Sgf).contains("52 holes"));
    assert!(why(session("connect", &[]), Format::Psq).contains("Gomoku only"));
}

/// The line and column a refusal names.
fn refused_at(text: &str) -> Pos {
    match records::read(text) {
        Err(RecordError::Syntax { pos, .. } | RecordError::Value { pos, .. }) => pos,
        other => panic!("{text:?} was not refused with a place: {other:?}"),
    }
}

#[test]
fn malformed_files_are_refused_with_their_line() {
    let at = |line, column| Pos { line, column };
    // An unclosed value: where its `[` opens.
    assert_eq!(refused_at("(;GM[4]SZ[15]\n;B[hh]\n;W[ih"), at(3, 3));
    // A stray character between nodes.
    assert_eq!(refused_at("(;GM[4]\n;B[hh] ?"), at(2, 8));
    // No closing parenthesis.
    assert_eq!(refused_at("(;GM[4];B[hh]\n"), at(2, 1));
    // A game Arbiter does not play, and a file that does not say its game.
    assert_eq!(refused_at("(;FF[4]\nGM[1]SZ[19];B[pd])"), at(2, 1));
    assert!(records::read("(;SZ[19];B[pd])")
        .unwrap_err()
        .to_string()
        .contains("does not say its game"));
    // A board Arbiter does not have.
    assert_eq!(refused_at("(;GM[4]SZ[23];B[aa])"), at(1, 8));
    assert_eq!(refused_at("Piskvork 20x15, 11:11, 0\n8,8,0\n"), at(1, 1));
    assert_eq!(refused_at("(;GM[4]SZ[19];B[at])"), at(1, 15));
    assert_eq!(refused_at("(;EV[havannah]\nSZ[1]\n;W[a1])"), at(2, 1));
    // A point off the board, and a move that is not one.
    assert_eq!(refused_at("(;GM[4]\n;B[hh]\n;W[zz])"), at(3, 2));
    assert_eq!(refused_at("(;EV[havannah]SZ[4];W[a1]\n;B[7])"), at(2, 2));
    // Setup stones, and two moves in one node.
    assert_eq!(refused_at("(;GM[4]\nAB[hh])"), at(2, 1));
    assert_eq!(refused_at("(;GM[4];B[hh]W[ii])"), at(1, 14));
    // PSQ: the header, and a move off the board.
    assert_eq!(refused_at("Piskvork big board\n8,8,0\n"), at(1, 1));
    assert_eq!(refused_at("Piskvork 23x23, 11:11, 0\n8,8,0\n"), at(1, 1));
    assert_eq!(
        refused_at("Piskvork 15x15, 11:11, 0\n8,8,0\n16,3,0\n"),
        at(3, 1)
    );
    // The messages say where and why.
    let message = records::read("(;GM[4]\n;B[hh]\n;W[zz])")
        .unwrap_err()
        .to_string();
    assert_eq!(
        message,
        "line 3, column 2: `zz`: not a point of this board (size 15)"
    );
}

#[test]
fn a_move_the_game_refuses_is_named_with_its_line() {
    // The second stone on the same cell.
    let err = match Session::import("(;GM[4]\n;B[hh]\n;W[hh])") {
        Err(err) => err,
        Ok(_) => panic!("an occupied cell was taken"),
    };
    let StateError::Record(RecordError::Value { pos, why, .. }) = &err else {
        panic!("{err:?}");
    };
    assert_eq!(pos.line, 3);
    assert!(why.starts_with("move 2 was refused"), "{err}");
    // Arbiter's own text still imports.
    let mut session = Session::new("nim", BTreeMap::new()).unwrap();
    session.board_mut().play("take 1 from heap 1").unwrap();
    let text = session.state().to_text(session.title());
    assert_eq!(import(&text).1, ["take 1 from heap 1"]);
}

#[test]
fn huge_trees_cost_no_stack() {
    // A line of 200 000 moves and 50 000 nested variations read, write and drop.
    let mut text = String::from("(;GM[4]");
    for i in 0..200_000 {
        text.push_str(if i % 2 == 0 { ";B[aa]" } else { ";W[bb]" });
    }
    text.push(')');
    let record = read(&text);
    assert_eq!(record.nodes.len(), 200_001);
    let written = records::write(&record, Format::Sgf).unwrap();
    assert_eq!(sgf::parse(&written).unwrap().nodes.len(), 200_001);
    let nested = format!("(;GM[4]{}{}", "(;C[x]".repeat(50_000), ")".repeat(50_001));
    let record = read(&nested);
    assert_eq!(record.main_line().len(), 50_001);
    assert!(records::write(&record, Format::Sgf).is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = records::read(&text);
        let _ = records::read(&format!("({text}"));
        let _ = records::read(&format!("Piskvork 15x15\n{text}"));
        let _ = Session::import(&text);
    }

    #[test]
    fn mutated_records_never_panic(
        pick in 0usize..7,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 1..8),
    ) {
        let names = [
            "lg-havannah.sgf", "lg-twixt.tsgf", "hand-havannah.sgf",
            "hand-gomoku.sgf", "hand-twixt-swap.tsgf", "hand.psq", "hand-havannah-gui.hgf",
        ];
        let mut bytes = fixture(names[pick]).into_bytes();
        for (at, byte, kind) in edits {
            let at = at % (bytes.len() + 1);
            match kind {
                0 => bytes.insert(at, byte),
                1 if at < bytes.len() => { bytes.remove(at); }
                _ if at < bytes.len() => bytes[at] = byte,
                _ => {}
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(record) = records::read(&text) {
            let _ = records::write(&record, Format::Sgf);
            let _ = records::write(&record, Format::Psq);
        }
        let _ = Session::import(&text);
    }
}

#[test]
fn variations_and_comments_import_into_the_tree_and_export_back_to_it() {
    let text = fixture("hand-gomoku.sgf");
    let record = read(&text);
    let (mut session, moves) = import(&text);
    // The main line is shown, at its end.
    assert_eq!(moves, record.moves());
    let board = session.board_mut();
    assert_eq!(board.ply(), 5);
    // The fork after White's first move offers the variation beside move 3.
    let fork = record.nodes.iter().find(|n| n.children.len() == 2).unwrap();
    let notation = |i: usize| record.nodes[i].mv.unwrap().notation();
    let alternatives: Vec<String> = fork.children.iter().map(|&c| notation(c)).collect();
    let entries = board.entries(0, 5);
    assert_eq!(entries[2].alternatives, alternatives);
    assert_eq!(entries[0].comment, "Tengen.");
    assert_eq!(entries[4].comment, "Main line.");
    assert_eq!(board.report().comment, "Main line.");
    board.go_to(0).unwrap();
    assert_eq!(board.report().comment, "Freestyle Gomoku, written by hand.");
    // The variation, with its comment.
    board.variation(3, 1).unwrap();
    let entries = board.entries(0, usize::MAX);
    assert_eq!(entries.len(), 4);
    assert_eq!(entries[2].notation, alternatives[1]);
    assert_eq!(entries[2].comment, "A variation.");

    // Exported, the record is the same tree (main lines first, whichever line is shown), and
    // it opens to the same tree again.
    let written = session.record(Format::Sgf).unwrap();
    assert_eq!(shape(&read(&written)), shape(&record), "{written}");
    let (again, _) = import(&written);
    assert_eq!(again.state().tree, session.state().tree);
}

#[test]
fn a_refused_move_in_a_variation_is_named_with_its_number_and_line() {
    // The variation's second move takes an occupied cell.
    let err = match Session::import("(;GM[4]\n;B[hh]\n(;W[ih])\n(;W[gg]\n;B[gg]))") {
        Err(err) => err,
        Ok(_) => panic!("an occupied cell was taken"),
    };
    let StateError::Record(RecordError::Value { pos, why, .. }) = &err else {
        panic!("{err:?}");
    };
    assert_eq!(pos.line, 5);
    assert!(why.starts_with("move 3 was refused"), "{err}");
}
