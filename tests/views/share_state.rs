//! Links and saved files: every game, after random play (and after a pasted case), written as
//! a link and as text, read back to the same state, and opened again to the same position,
//! the same line and the same verdicts. Damaged links are refused with what is wrong, never a
//! panic.
use crate::common::board::draw;
use crate::common::Rng;
use arbiter::impartial::{KnightBoard, Knights};
use arbiter::nim::NimError;
use arbiter::view::{
    Board, CaseError, Command, GameState, OptionError, Reason, Refusal, Session, StateError, GAMES,
    RESERVED_KEYS,
};
use std::collections::BTreeMap;

const W: f64 = 480.0;
const H: f64 = 360.0;

fn session(slug: &str, options: &[(&str, &str)]) -> Session {
    let values: BTreeMap<String, String> = options
        .iter()
        .map(|&(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Session::new(slug, values).unwrap_or_else(|e| panic!("{slug}: {e}"))
}

/// Clicks at random until `moves` moves are played (or the game ends), now and then taking
/// some back and playing on from there, so the line has moves to redo or a new branch.
fn random_play(board: &mut dyn Board, rng: &mut Rng, moves: usize) {
    draw(board, W, H);
    for _ in 0..4000 {
        if board.ply() >= moves || board.report().to_move.is_none() {
            break;
        }
        match rng.below(20) {
            0 => {
                let _ = board.act(Command::Undo, None);
            }
            1 => {
                let _ = board.act(Command::Play, None);
            }
            _ => {
                let (x, y) = (rng.below(W as usize) as f64, rng.below(H as usize) as f64);
                let _ = board.click(x, y);
            }
        }
        draw(board, W, H);
    }
}

/// Writes the session as a link and as text, reads both back, opens them, and checks the
/// reopened board stands exactly where this one does.
fn round_trip(session: &Session) -> GameState {
    let state = session.state();
    let link = state.to_link();
    assert_eq!(GameState::from_link(&link).as_ref(), Ok(&state), "{link}");
    assert_eq!(GameState::from_link(&format!("#{link}")), Ok(state.clone()));
    let text = state.to_text(session.title());
    assert_eq!(GameState::from_text(&text).as_ref(), Ok(&state), "{text}");

    let opened = Session::open(&state).unwrap_or_else(|e| panic!("{link}: {e}"));
    assert_eq!(opened.state(), state, "{link}");
    let (a, b) = (session.board(), opened.board());
    let (ra, rb) = (a.report(), b.report());
    assert_eq!(
        (&ra.status, &ra.verdict, ra.tone, ra.played, ra.undone),
        (&rb.status, &rb.verdict, rb.tone, rb.played, rb.undone),
        "{link}"
    );
    assert_eq!(ra.last_move, rb.last_move);
    assert_eq!(ra.hints, rb.hints);
    assert_eq!(ra.winning_moves, rb.winning_moves);
    // The reopened line has every move played once, so every verdict is known; where the
    // original knows one too, they agree.
    for (x, y) in a
        .entries(0, usize::MAX)
        .iter()
        .zip(b.entries(0, usize::MAX))
    {
        assert_eq!(x.notation, y.notation);
        assert_eq!((x.played, x.current), (y.played, y.current));
        assert!(
            y.verdict.is_some() && y.by.is_some(),
            "{link}: move {}",
            y.number
        );
        if x.verdict.is_some() {
            assert_eq!((&x.verdict, x.tone, &x.by), (&y.verdict, y.tone, &y.by));
        }
    }
    state
}

#[test]
fn every_game_round_trips_through_links_and_text_after_random_play() {
    let mut rng = Rng(0x51a7_e0f1_2345_6789);
    for entry in GAMES {
        for round in 0..6 {
            let mut s = session(entry.slug, &[]);
            let moves = 1 + rng.below(30);
            random_play(s.board_mut(), &mut rng, moves);
            // Sometimes show an earlier position, with the rest of the line to redo.
            if round % 2 == 1 && s.board().ply() > 0 {
                let at = rng.below(s.board().ply());
                s.board_mut().go_to(at).unwrap();
            }
            let state = round_trip(&s);
            assert_eq!(state.game, entry.slug);
            let keys: Vec<&str> = state.options.iter().map(|(k, _)| k.as_str()).collect();
            let declared: Vec<&str> = (entry.options)().iter().map(|o| o.key).collect();
            assert_eq!(
                keys, declared,
                "every option is written, in the game's order"
            );
        }
    }
}

#[test]
fn no_game_names_an_option_as_the_link_or_file_format_uses_a_key() {
    for entry in GAMES {
        for spec in (entry.options)() {
            assert!(
                !RESERVED_KEYS.contains(&spec.key),
                "{}: {}",
                entry.slug,
                spec.key
            );
            assert!(
                !["Arbiter", "Game", "Title", "Case", "Line", "At"].contains(&spec.key)
                    && spec
                        .key
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
                "{}: `{}` cannot be a tag of the text format",
                entry.slug,
                spec.key
            );
        }
    }
}

#[test]
fn the_link_format_is_the_documented_one() {
    let mut s = session("nim", &[("heaps", "3 4 5")]);
    s.board_mut().play("take 2 from heap 1").unwrap();
    s.board_mut().play("take 5 from heap 3").unwrap();
    s.board_mut().act(Command::Undo, None).unwrap();
    let link = s.state().to_link();
    assert_eq!(
        link,
        "v=1&game=nim&heaps=3+4+5&rule=normal&k=1\
         &moves=take+2+from+heap+1;take+5+from+heap+3&at=1"
    );
    assert_eq!(
        s.state().to_text("Nim"),
        "[Arbiter \"1\"]\n[Game \"nim\"]\n[Title \"Nim\"]\n[heaps \"3 4 5\"]\n\
         [rule \"normal\"]\n[k \"1\"]\n[At \"1\"]\n\n1. take 2 from heap 1\n\
         2. take 5 from heap 3\n"
    );
    // Without `at` a link shows the end of its line; characters a browser leaves unencoded
    // read as themselves.
    let state = GameState::from_link("v=1&game=havannah&moves=(2, 2);(3,%203)").unwrap();
    assert_eq!(state.moves(), ["(2, 2)", "(3, 3)"]);
    assert_eq!(state.at, 2);
    assert!(state.options.is_empty());
    let opened = Session::open(&state).unwrap();
    assert_eq!(
        opened.options(),
        [
            ("side".to_string(), "8".to_string()),
            ("mode".to_string(), "contest".to_string()),
            ("swap".to_string(), "off".to_string())
        ]
    );
    // An octal move's en dash goes as its UTF-8 bytes; `:` stays as it is.
    let mut s = session("octal", &[]);
    s.board_mut().play("row 1: pins 2–3").unwrap();
    let link = s.state().to_link();
    assert!(
        link.contains("&moves=row+1:+pins+2%E2%80%933&at=1"),
        "{link}"
    );
    round_trip(&s);
}

#[test]
fn pasted_cases_are_links_to_their_start_and_moves() {
    // Havannah: a pasted case is a one-player board of its side with the case's moves queued.
    let mut s = session("havannah", &[("side", "12"), ("mode", "official")]);
    s.board_mut()
        .act(Command::Load, Some("3 6  2 2  2 3  3 4  4 4  4 3  3 2"))
        .unwrap();
    s.board_mut().act(Command::Redo, None).unwrap();
    let state = round_trip(&s);
    assert_eq!(
        state.options,
        [
            ("side".to_string(), "3".to_string()),
            ("mode".to_string(), "single".to_string()),
            ("swap".to_string(), "off".to_string())
        ]
    );
    assert_eq!(
        (state.moves().len(), state.at, state.case.clone()),
        (6, 1, None)
    );
    s.board_mut().act(Command::ToEnd, None).unwrap();
    let reopened = Session::open(&round_trip(&s)).unwrap();
    assert_eq!(reopened.board().report().verdict, "ring in move 6");

    // Connect: a pasted dataset has its own N and no pie rule.
    let mut s = session("connect", &[("pie", "on")]);
    s.board_mut()
        .act(
            Command::Load,
            Some("7 11\n0 3 6 5 3 2 5 7 7 2 4 4 5 3 5 2 4 5 4 0 2 4\n0 0\n"),
        )
        .unwrap();
    s.board_mut().act(Command::ToEnd, None).unwrap();
    let state = round_trip(&s);
    assert_eq!(
        state.options,
        [
            ("n".to_string(), "7".to_string()),
            ("pie".to_string(), "off".to_string())
        ]
    );
    assert_eq!(state.moves().len(), 11);

    // Gomoku: a pasted position is no sequence of moves, so it travels as a case.
    let mut s = session("gomoku", &[]);
    s.board_mut()
        .act(Command::Load, Some("3\n7 7 1\n8 8 0\n9 9 1\n"))
        .unwrap();
    s.board_mut().play("(1,1)").unwrap();
    let state = round_trip(&s);
    assert_eq!(state.case.as_deref(), Some("3\n7 7 1\n8 8 0\n9 9 1\n"));
    assert_eq!(state.moves(), ["(1, 1)"]);
    assert!(state
        .to_link()
        .contains("&case=3%0A7+7+1%0A8+8+0%0A9+9+1%0A&moves=(1,+1)&at=1"));
}

/// Why `link` cannot be opened.
fn refusal_of_link(link: &str) -> String {
    match GameState::from_link(link).and_then(|s| Session::open(&s).map(|_| ())) {
        Ok(()) => panic!("{link} opened"),
        Err(err) => err.to_string(),
    }
}

#[test]
fn damaged_links_say_what_is_wrong() {
    let cases = [
        ("", "expected a link starting `v=1&`, found ``"),
        ("game=nim", "expected a link starting `v=1&`, found `game=nim`"),
        ("v=3&game=nim", "it is in format version `3`; this version of Arbiter reads versions 1 to 2"),
        ("v=1&game=chess", "there is no game `chess`"),
        ("v=1", "expected the game's name (`game=…`), found ``"),
        ("v=1&game=nim&colour=red", "the game `nim` has no option `colour`"),
        ("v=1&game=nim&k=0", "the options were refused: Heaps per move (Moore's k): 0 is outside 1..=12"),
        ("v=1&game=nim&game=nim", "`game` is given twice"),
        ("v=1&game=nim&heaps=1&heaps=2", "`heaps` is given twice"),
        ("v=1&game=nim&moves=take+9+from+heap+1", "move 1, `take 9 from heap 1`, was refused: Heap 1 holds 3 stones, so 9 cannot be taken"),
        ("v=1&game=nim&moves=take+1+from+heap+1;jump", "move 2, `jump`, was refused: `jump` is not a move: write take C from heap H (heaps count from 1)"),
        ("v=1&game=nim&moves=take+1+from+heap+1&at=2", "it shows the position after move 2, but the line has 1 moves"),
        ("v=1&game=nim&at=-1", "expected a number of moves after `at`, found `-1`"),
        ("v=1&game=nim&heaps=3%2", "expected `%` and two hexadecimal digits, found `%2`"),
        ("v=1&game=nim&heaps=%FF", "expected text in UTF-8, found `%FF`"),
        ("v=1&game=nim&heaps", "expected key=value, found `heaps`"),
        ("v=1&game=gomoku&case=2+7+7+1", "the start position was refused: Line 1, column 8: expected x coordinate (0..=14), found end of input"),
        ("v=1&game=havannah&side=3&moves=(9,+9)", "move 1, `(9, 9)`, was refused: (9, 9) is off the board: a board of side 3 has cells (x, y) with 1 ≤ x, y ≤ 5 and |x − y| ≤ 2"),
    ];
    let mut wrong = Vec::new();
    for (link, why) in cases {
        let got = refusal_of_link(link);
        if got != why {
            wrong.push(format!("{link}\n  want {why}\n  got  {got}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn new_games_refuse_option_keys_they_do_not_have_as_links_do() {
    let values = BTreeMap::from([("side".to_string(), "5".to_string())]);
    let refusal = Session::new("nim", values).err().expect("nim has no side");
    assert_eq!(
        refusal,
        Refusal::UnknownOption {
            game: "nim".into(),
            key: "side".into(),
        }
    );
    assert_eq!(refusal.to_string(), refusal_of_link("v=1&game=nim&side=5"));
    // Every game's own keys still start it.
    for game in GAMES {
        let values: BTreeMap<String, String> = (game.options)()
            .into_iter()
            .map(|spec| (spec.key.to_string(), spec.default))
            .collect();
        assert!(Session::new(game.slug, values).is_ok(), "{}", game.slug);
    }
}

/// Why `link`, which reads, cannot be opened.
fn open_error(link: &str) -> StateError {
    let state = GameState::from_link(link).unwrap();
    Session::open(&state).err().expect("the link opens")
}

#[test]
fn refused_links_carry_the_boards_refusal() {
    assert_eq!(
        open_error("v=1&game=nim&k=0"),
        StateError::Options(OptionError::OutOfRange {
            label: "Heaps per move (Moore's k)",
            value: 0,
            min: 1,
            max: 12,
        })
    );
    assert_eq!(
        open_error("v=1&game=nim&moves=take+9+from+heap+1"),
        StateError::Move {
            number: 1,
            notation: "take 9 from heap 1".into(),
            reason: Refusal::Illegal {
                mv: "take 9 from heap 1".into(),
                reason: Reason::Nim(NimError::NotEnoughStones {
                    heap: 0,
                    wanted: 9,
                    held: 3,
                }),
            },
        }
    );
    let jump = open_error("v=1&game=nim&moves=take+1+from+heap+1;jump");
    assert!(
        matches!(
            &jump,
            StateError::Move { number: 2, reason: Refusal::NotAMove(err), .. } if err.text == "jump"
        ),
        "{jump:?}"
    );
    let case = open_error("v=1&game=gomoku&case=2+7+7+1");
    assert!(
        matches!(
            case,
            StateError::Case(Refusal::BadCase(CaseError::Input(_)))
        ),
        "{case:?}"
    );
}

#[test]
fn damaged_files_name_the_line() {
    let good = "[Arbiter \"1\"]\n[Game \"nim\"]\n[heaps \"3 4\"]\n\n1. take 1 from heap 1\n";
    assert_eq!(
        GameState::from_text(good).unwrap().moves(),
        ["take 1 from heap 1"]
    );
    let cases = [
        ("hello", "line 1: expected a game saved by Arbiter, starting [Arbiter \"1\"], found `hello`"),
        ("[Arbiter \"1\"]\n[Game nim]", "line 2: expected a tag such as [Game \"nim\"] or a numbered move, found `[Game nim]`"),
        ("[Arbiter \"1\"]\n[Game \"nim\"]\n2. take 1 from heap 1", "line 3: expected the next numbered move, e.g. `1. (3, 4)`, found `2. take 1 from heap 1`"),
        ("[Arbiter \"1\"]\n[Game \"nim\"]\n1. take 1 from heap 1\n[k \"2\"]", "line 4: expected a move (tags come before the moves), found `[k \"2\"]`"),
        ("[Arbiter \"1\"]\n[Game \"nim\"]\n[Case \"a\\tb\"]", "line 3: expected a tag value with \\\", \\\\ or \\n escapes, found `[Case \"a\\tb\"]`"),
    ];
    for (text, why) in cases {
        assert_eq!(
            GameState::from_text(text).unwrap_err().to_string(),
            why,
            "{text}"
        );
    }
}

#[test]
fn mangled_links_never_panic() {
    let mut rng = Rng(0xdead_beef_0bad_f00d);
    let mut s = session("connect", &[("n", "6")]);
    random_play(s.board_mut(), &mut rng, 12);
    let mut links = vec![s.state().to_link()];
    let mut s = session("octal", &[]);
    random_play(s.board_mut(), &mut rng, 5);
    links.push(s.state().to_link());
    let mut s = session("gomoku", &[]);
    s.board_mut()
        .act(Command::Load, Some("2\n7 7 1\n8 8 0"))
        .unwrap();
    random_play(s.board_mut(), &mut rng, 6);
    links.push(s.state().to_link());
    const BYTES: &[u8] = b"&=;%+v1(), 0123456789abcdefghijklmnopqrstuvwxyz\xc3\xa9";
    let (mut opened, mut refused) = (0, 0);
    for link in &links {
        for _ in 0..400 {
            let mut bytes = link.as_bytes().to_vec();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(bytes.len() + 1);
                match rng.below(3) {
                    0 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    1 if at < bytes.len() => bytes[at] = BYTES[rng.below(BYTES.len())],
                    _ => bytes.insert(at, BYTES[rng.below(BYTES.len())]),
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            match GameState::from_link(&text).and_then(|s| Session::open(&s)) {
                Ok(session) => {
                    opened += 1;
                    // Whatever opened stands where its own link says.
                    let state = session.state();
                    assert_eq!(Session::open(&state).unwrap().state(), state);
                }
                Err(err) => {
                    refused += 1;
                    assert!(!err.to_string().is_empty());
                    let _: &StateError = &err;
                }
            }
        }
    }
    assert!(
        opened > 20 && refused > 500,
        "opened {opened}, refused {refused}"
    );
}

#[test]
fn a_long_bad_move_is_quoted_short_and_a_huge_one_refused_unread() {
    let quote = format!("`{}…`", "x".repeat(24));
    // 300 bytes: every game refuses it, quoting its first 24 bytes wherever it names it.
    for game in GAMES {
        let link = format!("v=1&game={}&moves={}", game.slug, "x".repeat(300));
        let why = refusal_of_link(&link);
        assert!(why.contains(&quote), "{}: {why}", game.slug);
        assert!(!why.contains(&"x".repeat(25)), "{}: {why}", game.slug);
        assert!(why.len() < 200, "{}: {why}", game.slug);
    }
    // A coordinate pair's refusal quotes the text short too.
    let why = refusal_of_link(&format!("v=1&game=gomoku&moves=({}", "9".repeat(300)));
    assert!(!why.contains(&"9".repeat(25)), "{why}");
    // 1.9 MB after good moves: refused by reading the link alone, before any board replays
    // a move, and said in a sentence.
    let junk = format!(
        "v=1&game=nim&moves={};{}",
        ["take+1+from+heap+1"; 3].join(";"),
        "x".repeat(1_900_000)
    );
    let err = GameState::from_link(&junk).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("move 4, {quote}, is 1900000 bytes long; no move is longer than 1024")
    );
    // A saved file is held to the same.
    let text = format!(
        "[Arbiter \"1\"]\n[Game \"nim\"]\n\n1. {}\n",
        "x".repeat(5000)
    );
    assert_eq!(
        GameState::from_text(&text).unwrap_err().to_string(),
        format!("move 1, {quote}, is 5000 bytes long; no move is longer than 1024")
    );
    // A turn of ten knights with two-digit cells, as long as moves get, is well inside it.
    let cells: Vec<(i64, i64)> = (0..10).map(|k| (11 + 2 * k, 12 + k)).collect();
    let text: Vec<String> = cells.iter().map(|(x, y)| format!("{x},{y}")).collect();
    let mut knights = session("knights", &[("size", "30"), ("knights", &text.join(" "))]);
    let best = Knights::new(KnightBoard::new(30), &cells)
        .best_turn()
        .unwrap();
    knights.board_mut().play(&best.to_string()).unwrap();
    let turn = &knights.state().moves()[0];
    assert!(
        turn.starts_with("knight 1: (") && turn.contains("knight 10: ("),
        "{turn}"
    );
    assert!(turn.len() * 4 < 1024, "{turn}");
}
