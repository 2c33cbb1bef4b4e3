//! Every move judged: on random games of every board that knows who wins, each move's
//! judgement follows from the verdicts before and after it (a mistake exactly when a won
//! position became a lost one), the winning moves a mistake names do win, and the report's
//! summary counts the list's mistakes. On Nim and octal games the verdicts are checked against
//! an exhaustive search of the real game tree; on Gomoku, missed and allowed wins are built.
use crate::common::board::{draw, start};
use crate::common::Rng;
use arbiter::impartial::{Octal, OctalCode};
use arbiter::nim::{Nim, NimMove, PlayRule, Take};
use arbiter::view::{self, Board, Command, Entry, Judgement, MistakeKind, Report, Tone, GAMES};
use arbiter::{Game, Outcome, Player};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Debug;

const W: f64 = 480.0;
const H: f64 = 360.0;

/// Random clicks (and `play` for boards that put a move together) until `moves` moves are
/// played or the game is over.
fn random_game(board: &mut dyn Board, rng: &mut Rng, moves: usize) {
    draw(board, W, H);
    for _ in 0..6000 {
        if board.ply() >= moves || board.report().to_move.is_none() {
            break;
        }
        if rng.below(6) == 0 {
            let _ = board.act(Command::Play, None);
        } else {
            let _ = board.click(rng.below(W as usize) as f64, rng.below(H as usize) as f64);
        }
        draw(board, W, H);
    }
}

/// Whether the side `mover` (1 or 2) lost, or won, with the opponent to move in `after`.
fn after_for(after: &Report, mover: u8) -> (bool, bool) {
    let winner = after.winner.as_ref().map(|w| w.number);
    let lost =
        after.tone == Tone::Win || (after.tone == Tone::Over && winner.is_some_and(|w| w != mover));
    let won = after.tone == Tone::Loss || (after.tone == Tone::Over && winner == Some(mover));
    (lost, won)
}

/// The reports of every position of the line, from the start to its end, and the entries.
fn walk(board: &mut dyn Board) -> (Vec<Report>, Vec<Entry>) {
    let length = board.moves(0, usize::MAX).len();
    board.go_to(length).unwrap();
    let entries = board.entries(0, usize::MAX);
    let reports = (0..=length)
        .map(|ply| {
            board.go_to(ply).unwrap();
            board.report()
        })
        .collect();
    (reports, entries)
}

/// Checks each entry's judgement against the verdicts around it and the summary against the
/// entries; returns the index of the first mistake, if any.
fn check_line(slug: &str, reports: &[Report], entries: &[Entry]) -> Option<usize> {
    let mut counts = [0, 0];
    let mut first = None;
    for (i, e) in entries.iter().enumerate() {
        let (before, after) = (&reports[i], &reports[i + 1]);
        let mover = e.by.as_ref().expect("a played move has a mover").number;
        let (lost, won) = after_for(after, mover);
        let at = format!("{slug} move {} {}", i + 1, e.notation);
        let expected = match before.tone {
            Tone::Loss => Some("lost"),
            Tone::Win if won => Some("good"),
            Tone::Win if lost => Some("mistake"),
            _ => None,
        };
        let got = e.judgement.as_ref().map(|j| match j {
            Judgement::Good => "good",
            Judgement::InLostPosition => "lost",
            Judgement::Mistake(_) => "mistake",
        });
        assert_eq!(
            got, expected,
            "{at}: {} then {}",
            before.verdict, after.verdict
        );
        if let Some(Judgement::Mistake(m)) = &e.judgement {
            assert_eq!(m.kind, MistakeKind::LosesTheWin, "{at}");
            assert_eq!(m.winning_count, before.winning_moves.len(), "{at}");
            let named = &before.winning_moves[..before.winning_moves.len().min(3)];
            assert_eq!(m.winning, named, "{at}");
            counts[usize::from(mover - 1)] += 1;
            first.get_or_insert((i, mover));
        }
    }
    let review = &reports.last().unwrap().review;
    assert!(review.judges, "{slug}");
    assert_eq!(review.mistakes, counts, "{slug}");
    assert_eq!(review.first_mistake, first.map(|(i, _)| i + 1), "{slug}");
    assert_eq!(
        review.first_mistake_by.as_ref().map(|s| s.number),
        first.map(|(_, by)| by),
        "{slug}"
    );
    first.map(|(i, _)| i)
}

#[test]
fn every_move_of_every_solved_board_is_judged_by_the_verdicts_around_it() {
    let mut rng = Rng(0x005e_ed0f_ba11);
    let mut mistakes = 0;
    for entry in GAMES {
        let probe = view::create(entry.slug, BTreeMap::new()).unwrap();
        if !probe.report().hints_offered || entry.slug == "gomoku" {
            continue;
        }
        for _ in 0..3 {
            let mut board = view::create(entry.slug, BTreeMap::new()).unwrap();
            let moves = 4 + rng.below(12);
            random_game(&mut *board, &mut rng, moves);
            let (reports, entries) = walk(&mut *board);
            let Some(first) = check_line(entry.slug, &reports, &entries) else {
                continue;
            };
            mistakes += 1;
            // Each winning move the mistake names wins: played instead, it is judged good.
            let Some(Judgement::Mistake(m)) = &entries[first].judgement else {
                unreachable!()
            };
            for named in &m.winning {
                board.go_to(first).unwrap();
                board.play(named).unwrap();
                let last = board.entries(first, first + 1);
                assert_eq!(
                    last[0].judgement,
                    Some(Judgement::Good),
                    "{}: {named} instead of {}",
                    entry.slug,
                    entries[first].notation
                );
                let review = board.report().review;
                assert_eq!(
                    review.first_mistake.is_some_and(|n| n <= first),
                    review.mistakes != [0, 0]
                );
            }
        }
    }
    assert!(mistakes > 5, "random play makes mistakes: {mistakes}");
}

/// The player who wins `game` with perfect play, found by playing every move (`moves` lists
/// them), remembering positions by how they print.
fn winner<G: Game + Clone + Debug>(
    game: &G,
    moves: &dyn Fn(&G) -> Vec<G::Move>,
    memo: &mut HashMap<String, Player>,
) -> Player {
    let to_move = match game.outcome() {
        Outcome::Won { winner } => return winner,
        Outcome::Drawn => unreachable!("impartial games have no draws"),
        Outcome::Ongoing { to_move } => to_move,
    };
    let key = format!("{game:?}");
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let wins = moves(game).iter().any(|mv| {
        let mut next = game.clone();
        next.play(mv);
        winner(&next, moves, memo) == to_move
    });
    let found = if wins { to_move } else { to_move.opponent() };
    memo.insert(key, found);
    found
}

/// Plays random games on `board` and replays them on `game`: every mistake is a move from a
/// position the mover wins to one the mover loses, by the exhaustive search, and every other
/// judged move is not.
fn against_search<G: Game + Clone + Debug>(
    slug: &str,
    mut board: impl FnMut() -> Box<dyn Board>,
    game: &G,
    moves: &dyn Fn(&G) -> Vec<G::Move>,
    rng: &mut Rng,
) where
    G::Move: std::str::FromStr<Err: Debug>,
{
    let mut memo = HashMap::new();
    let mut seen = [0usize; 3];
    for _ in 0..12 {
        let mut board = board();
        random_game(&mut *board, rng, 40);
        let (_, entries) = walk(&mut *board);
        let mut position = game.clone();
        for e in &entries {
            let Outcome::Ongoing { to_move } = position.outcome() else {
                panic!("{slug}: a move after the end")
            };
            let won_before = winner(&position, moves, &mut memo) == to_move;
            position.play(&e.notation.parse().unwrap());
            let lost_after = winner(&position, moves, &mut memo) != to_move;
            let at = format!("{slug} move {} {}", e.number, e.notation);
            let judgement = e
                .judgement
                .as_ref()
                .expect("a solved game judges every move");
            match judgement {
                Judgement::Mistake(_) => assert!(won_before && lost_after, "{at}"),
                Judgement::Good => assert!(won_before && !lost_after, "{at}"),
                Judgement::InLostPosition => assert!(!won_before, "{at}"),
            }
            seen[match judgement {
                Judgement::Good => 0,
                Judgement::InLostPosition => 1,
                Judgement::Mistake(_) => 2,
            }] += 1;
        }
    }
    assert!(
        seen.iter().all(|&n| n > 0),
        "{slug}: every judgement met: {seen:?}"
    );
}

/// Every Nim move under up to `k` heaps a move.
fn nim_moves(game: &Nim) -> Vec<NimMove> {
    let heaps = game.heaps();
    let mut out = Vec::new();
    let mut takes: Vec<Take> = Vec::new();
    fn extend(heaps: &[u32], k: usize, from: usize, takes: &mut Vec<Take>, out: &mut Vec<NimMove>) {
        for heap in from..heaps.len() {
            if takes.len() == k {
                return;
            }
            for count in 1..=heaps[heap] {
                takes.push(Take { heap, count });
                out.push(NimMove::new(takes.clone()));
                extend(heaps, k, heap + 1, takes, out);
                takes.pop();
            }
        }
    }
    extend(heaps, game.k(), 0, &mut takes, &mut out);
    out
}

#[test]
fn nim_judgements_agree_with_an_exhaustive_search_under_every_rule() {
    let mut rng = Rng(0x0000_ba5e_ba11);
    for (rule, name) in [(PlayRule::Normal, "normal"), (PlayRule::Misere, "misere")] {
        for k in [1usize, 2] {
            let heaps = [3u32, 4, 5];
            let options = [
                ("heaps", "3 4 5"),
                ("rule", name),
                ("k", if k == 1 { "1" } else { "2" }),
            ];
            against_search(
                &format!("nim {name} k={k}"),
                || start("nim", &options),
                &Nim::new(heaps.to_vec(), rule, k),
                &nim_moves,
                &mut rng,
            );
        }
    }
}

#[test]
fn octal_judgements_agree_with_an_exhaustive_search() {
    let mut rng = Rng(0x0c7a_1000);
    for code in ["0.77", "0.137", "4.07"] {
        let options = [("code", code), ("rows", "7 4")];
        against_search(
            &format!("octal {code}"),
            || start("octal", &options),
            &Octal::new(OctalCode::parse(code).unwrap(), &[7, 4]),
            &Octal::moves,
            &mut rng,
        );
    }
}

#[test]
fn a_mistake_names_the_winning_moves_and_the_summary_names_who_made_it() {
    let mut board = start("nim", &[("heaps", "1 2 4")]);
    draw(&mut *board, W, H);
    // Nim-sum 7: the one winning move takes 1 from heap 3. Taking 1 from heap 1 loses it.
    board.play("take 1 from heap 1").unwrap();
    let entry = &board.entries(0, 1)[0];
    let Some(Judgement::Mistake(m)) = &entry.judgement else {
        panic!("{entry:?}")
    };
    assert_eq!(m.winning, ["take 1 from heap 3"]);
    let text = entry.judgement.as_ref().unwrap().text();
    assert!(text.starts_with("Mistake: turns a won position into a lost one. The winning move was take 1 from heap 3."), "{text}");
    let review = board.report().review;
    assert_eq!(review.first_mistake, Some(1));
    assert_eq!(review.mistakes, [1, 0]);
    assert_eq!(
        review.text,
        "First mistake: move 1, by Player 1. Mistakes: Player 1 1, Player 2 0."
    );
    // The second player, in a won position, keeps it; the first is then lost.
    board.play("take 2 from heap 3").unwrap();
    board.play("take 1 from heap 2").unwrap();
    let entries = board.entries(0, 3);
    assert_eq!(entries[1].judgement, Some(Judgement::Good));
    assert_eq!(entries[2].judgement, Some(Judgement::InLostPosition));
    // Undoing the mistake and playing the winning move instead clears the summary.
    board.go_to(0).unwrap();
    board.play("take 1 from heap 3").unwrap();
    let review = board.report().review;
    assert_eq!((review.first_mistake, review.mistakes), (None, [0, 0]));
    assert_eq!(review.text, "No mistakes so far.");
}

#[test]
fn connect_and_havannah_judge_nothing() {
    for slug in ["connect", "havannah"] {
        let mut board = start(slug, &[]);
        random_game(&mut *board, &mut Rng(7), 3);
        assert!(board.ply() > 0, "{slug}");
        assert!(
            board
                .entries(0, usize::MAX)
                .iter()
                .all(|e| e.judgement.is_none()),
            "{slug}"
        );
        let review = board.report().review;
        assert!(!review.judges && review.text.is_empty(), "{slug}");
    }
}

/// A Gomoku board on the judge case of these `black` and `white` stones.
fn gomoku(black: &[(u8, u8)], white: &[(u8, u8)]) -> Box<dyn Board> {
    let mut case = format!("{}\n", black.len() + white.len());
    for (stones, colour) in [(black, 1), (white, 0)] {
        for (x, y) in stones {
            case += &format!("{x} {y} {colour}\n");
        }
    }
    let mut board = start("gomoku", &[]);
    board.act(Command::Load, Some(&case)).unwrap();
    draw(&mut *board, W, H);
    board
}

/// The judgement of `mv` played on a fresh board from `build`.
fn judged(build: &dyn Fn() -> Box<dyn Board>, mv: &str) -> Option<Judgement> {
    let mut board = build();
    board.play(mv).unwrap();
    board.entries(0, 1).remove(0).judgement
}

#[test]
fn gomoku_a_missed_five_is_a_mistake_that_names_it() {
    // Black's closed four (3..6, 7) makes five only at (7, 7).
    let build = || {
        gomoku(
            &[(3, 7), (4, 7), (5, 7), (6, 7)],
            &[(2, 7), (0, 0), (14, 14), (14, 0)],
        )
    };
    assert_eq!(judged(&build, "(7, 7)"), Some(Judgement::Good));
    let Some(Judgement::Mistake(m)) = judged(&build, "(10, 10)") else {
        panic!("a missed five")
    };
    assert_eq!(m.kind, MistakeKind::MissesTheWin);
    assert_eq!(m.winning, ["(7, 7)"]);
    assert_eq!(m.line.as_deref(), Some("(7, 7) makes five"));
}

#[test]
fn gomoku_a_four_that_keeps_a_double_four_in_hand_keeps_the_win() {
    // (7, 7) makes two closed fours at once; a four on row 12 forces White's block first and
    // leaves it in hand, while a quiet move lets White block it.
    let black = [
        (4, 7),
        (5, 7),
        (6, 7),
        (7, 4),
        (7, 5),
        (7, 6),
        (10, 12),
        (11, 12),
        (12, 12),
    ];
    let white = [
        (3, 7),
        (7, 3),
        (9, 12),
        (0, 0),
        (14, 0),
        (0, 14),
        (14, 14),
        (0, 10),
        (12, 1),
    ];
    let build = || gomoku(&black, &white);
    let start = build().report();
    assert_eq!(start.tone, Tone::Win, "{}", start.verdict);
    assert_eq!(start.winning_moves, ["(7, 7)"]);
    assert_eq!(judged(&build, "(7, 7)"), Some(Judgement::Good));
    assert_eq!(judged(&build, "(13, 12)"), Some(Judgement::Good));
    let Some(Judgement::Mistake(m)) = judged(&build, "(12, 5)") else {
        panic!("a quiet move misses the double four")
    };
    assert_eq!(
        (m.kind, &m.winning[..]),
        (MistakeKind::MissesTheWin, &["(7, 7)".to_string()][..])
    );
}

#[test]
fn gomoku_leaving_an_open_three_allows_a_forced_win_with_its_line() {
    // White to move against Black's open three (5..7, 7): blocking an end is not judged (no
    // win is known either way), a move elsewhere lets Black make an open four.
    let build = || gomoku(&[(5, 7), (6, 7), (7, 7)], &[(0, 0), (14, 14)]);
    assert_eq!(build().report().tone, Tone::Open);
    assert_eq!(judged(&build, "(8, 7)"), None);
    let Some(Judgement::Mistake(m)) = judged(&build, "(0, 14)") else {
        panic!("an open three left alone")
    };
    assert_eq!(m.kind, MistakeKind::AllowsAWin);
    assert!(m.winning.is_empty());
    let allows = m.allows.expect("the line Black now has");
    assert!(allows.contains("makes two fives at once"), "{allows}");
    let mut board = build();
    board.play("(0, 14)").unwrap();
    let review = board.report().review;
    assert_eq!((review.first_mistake, review.mistakes), (Some(1), [0, 1]));
    assert!(
        review.text.starts_with("First mistake: move 1, by White."),
        "{}",
        review.text
    );
}

#[test]
fn win_rates_mark_the_moves_after_which_the_movers_chance_fell() {
    let mut board = start(
        "havannah",
        &[("side", "4"), ("mode", "contest"), ("swap", "off")],
    );
    for mv in ["(4, 4)", "(3, 3)", "(5, 5)", "(2, 2)"] {
        board.play(mv).unwrap();
    }
    board.go_to(1).unwrap();
    // The side to move's chance at each position, as a scripted engine gives it: Player 1's
    // 0.6 at the start, Player 2's 0.45 after move 1 (0.55 for Player 1), 0.8 after move 2
    // (0.8 for Player 1: Player 2's move 2 threw 0.25 away), Player 1's 0.5 after move 3
    // (0.3 lost, a mistake), and none after move 4.
    let script = [Some(0.6), Some(0.45), Some(0.8), Some(0.5), None];
    let rates = view::win_rates(&mut *board, &mut |b| script[b.ply()]).unwrap();
    assert_eq!(board.ply(), 1, "the board shows the position it showed");
    let near = |a: Option<f64>, b: f64| a.is_some_and(|a| (a - b).abs() < 1e-9);
    let expected = [0.6, 0.55, 0.8, 0.5];
    for (i, &e) in expected.iter().enumerate() {
        assert!(
            near(rates.first_player[i], e),
            "{i}: {:?}",
            rates.first_player
        );
    }
    assert_eq!(rates.first_player[4], None);
    let found: Vec<(usize, u8)> = rates
        .mistakes
        .iter()
        .map(|m| (m.number, m.by.number))
        .collect();
    assert_eq!(found, [(2, 2), (3, 1)]);
    assert!(
        (rates.mistakes[1].before - 0.8).abs() < 1e-9
            && (rates.mistakes[1].after - 0.5).abs() < 1e-9
    );
    assert_eq!(rates.review.first_mistake, Some(2));
    assert_eq!(rates.review.mistakes, [1, 1]);
    assert_eq!(
        rates.review.text,
        "First mistake: move 2, by Player 2. Mistakes: Player 1 1, Player 2 1."
    );
}

#[test]
fn win_rates_come_from_the_engine_and_end_with_the_winner() {
    let mut board = start("connect", &[("n", "6")]);
    while let Some(thought) = board.think(
        arbiter::engine::Level::Beginner,
        &arbiter::engine::NoClock,
        &|| false,
    ) {
        board.play(&thought.best).unwrap();
    }
    let length = board.ply();
    let rates = view::win_rates(&mut *board, &mut |b| {
        b.think(
            arbiter::engine::Level::Beginner,
            &arbiter::engine::NoClock,
            &|| false,
        )
        .map(|t| t.win_rate)
    })
    .unwrap();
    assert_eq!(rates.first_player.len(), length + 1);
    assert!(rates
        .first_player
        .iter()
        .all(|r| r.is_some_and(|r| (0.0..=1.0).contains(&r))));
    let winner = board.report().winner.map(|w| w.number);
    let last = rates.first_player[length].unwrap();
    assert_eq!(
        last,
        if winner == Some(1) {
            1.0
        } else if winner == Some(2) {
            0.0
        } else {
            0.5
        }
    );
    for m in &rates.mistakes {
        assert!(m.before - m.after > view::MISTAKE_DROP, "{m:?}");
    }
}

#[test]
fn a_mistake_names_three_winning_moves_and_counts_the_rest() {
    let mistake = |winning: &[&str], count, line: Option<&str>, allows: Option<&str>| {
        Judgement::Mistake(arbiter::view::Mistake {
            kind: MistakeKind::LosesTheWin,
            winning: winning.iter().map(ToString::to_string).collect(),
            winning_count: count,
            line: line.map(Into::into),
            allows: allows.map(Into::into),
        })
        .text()
    };
    assert_eq!(
        mistake(&["a", "b", "c"], 5, None, Some("d")),
        "Mistake: turns a won position into a lost one. Winning moves were a, b, c and 2 more \
         (5 in all). The opponent now wins with d."
    );
    assert_eq!(
        mistake(&["a", "b"], 2, None, None),
        "Mistake: turns a won position into a lost one. Winning moves were a, b."
    );
    assert_eq!(
        mistake(&["(7, 7)"], 1, Some("(7, 7) (then (8, 8) (9, 9))"), None),
        "Mistake: turns a won position into a lost one. The win was (7, 7) (then (8, 8) (9, 9))."
    );
    assert_eq!(Judgement::Good.mark(), "✓");
    assert_eq!(Judgement::InLostPosition.mark(), "•");
    assert_eq!(
        mistake(&[], 0, None, None),
        "Mistake: turns a won position into a lost one."
    );
}

#[test]
fn each_variation_keeps_its_judgements_and_the_summary_follows_the_line_shown() {
    let mut board = start("nim", &[("heaps", "1 2 4")]);
    draw(&mut *board, W, H);
    let judgements = |board: &dyn Board| -> Vec<&'static str> {
        let entries = board.entries(0, usize::MAX);
        entries
            .iter()
            .map(|e| e.judgement.as_ref().map_or("", Judgement::mark))
            .collect()
    };
    let summary = |board: &dyn Board| {
        let review = board.report().review;
        (review.first_mistake, review.mistakes)
    };
    // A mistake, then the second player keeps the win.
    board.play("take 1 from heap 1").unwrap();
    board.play("take 2 from heap 3").unwrap();
    assert_eq!(judgements(&*board), ["?", "✓"]);
    // From the start, the winning move instead: a variation beside the mistake.
    board.go_to(0).unwrap();
    board.play("take 1 from heap 3").unwrap();
    assert_eq!(judgements(&*board), ["✓"]);
    assert_eq!(summary(&*board), (None, [0, 0]));
    // Back to the main line: its judgements and its mistake come back with it.
    board.variation(1, 0).unwrap();
    assert_eq!(judgements(&*board), ["?", "✓"]);
    assert_eq!(summary(&*board), (Some(1), [1, 0]));
    board.act(Command::NextVariation, None).unwrap();
    assert_eq!(judgements(&*board), ["✓"]);
    assert_eq!(summary(&*board), (None, [0, 0]));
    // Playing the mistake again takes its old line back, judged as before.
    board.go_to(0).unwrap();
    board.play("take 1 from heap 1").unwrap();
    assert_eq!(judgements(&*board), ["?", "✓"]);
    assert_eq!(summary(&*board), (Some(1), [1, 0]));
    // Deleting the mistake leaves the winning line, and no mistake.
    board.act(Command::Delete, None).unwrap();
    board.go_to(1).unwrap();
    assert_eq!(judgements(&*board), ["✓"]);
    assert_eq!(summary(&*board), (None, [0, 0]));
}
