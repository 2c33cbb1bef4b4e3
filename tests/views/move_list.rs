//! The move list beside every board: each entry's verdict is the one the report gave when the
//! move was played (checked again by stepping to every position), windows of the list are
//! slices of the whole, a move from an earlier position starts a variation, and the report
//! stays the same size however long the game.
use crate::common::board::{draw, start};
use crate::common::Rng;
use arbiter::view::{self, Board, Command, Entry, Refusal, GAMES};
use std::collections::BTreeMap;

const W: f64 = 480.0;
const H: f64 = 360.0;

/// Random clicks until `moves` moves are played or the game is over, with a few moves taken
/// back and replaced on the way.
fn random_play(board: &mut dyn Board, rng: &mut Rng, moves: usize) {
    draw(board, W, H);
    for _ in 0..4000 {
        if board.ply() >= moves || board.report().to_move.is_none() {
            break;
        }
        match rng.below(15) {
            0 => {
                let _ = board.act(Command::Undo, None);
            }
            1 => {
                let _ = board.act(Command::Play, None);
            }
            _ => {
                let _ = board.click(rng.below(W as usize) as f64, rng.below(H as usize) as f64);
            }
        }
        draw(board, W, H);
    }
}

#[test]
fn every_entry_holds_the_verdict_after_its_move_and_who_played_it() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    for entry in GAMES {
        for _ in 0..4 {
            let mut board = view::create(entry.slug, BTreeMap::new()).unwrap();
            let moves = 2 + rng.below(25);
            random_play(&mut *board, &mut rng, moves);
            let length = board.moves(0, usize::MAX).len();
            board.go_to(length).unwrap();
            let list = board.entries(0, usize::MAX);
            assert_eq!(list.len(), length);
            for (i, e) in list.iter().enumerate() {
                assert_eq!(e.number, i + 1);
                assert!(e.played);
                assert_eq!(e.current, i + 1 == length);
            }
            // Step to every position and back: the report then and the list agree.
            for ply in (0..=length).rev() {
                board.go_to(ply).unwrap();
                let report = board.report();
                assert_eq!(report.played, ply);
                assert_eq!(report.undone, length - ply);
                if ply > 0 {
                    let e = &list[ply - 1];
                    let where_ = format!("{} move {ply} {}", entry.slug, e.notation);
                    assert_eq!(
                        e.verdict.as_deref(),
                        Some(report.verdict.as_str()),
                        "{where_}"
                    );
                    assert_eq!(e.tone, report.tone, "{where_}");
                    assert_eq!(report.last_move.as_deref(), Some(e.notation.as_str()));
                }
                if ply < length {
                    assert_eq!(list[ply].by, report.to_move, "who plays move {}", ply + 1);
                }
                // Stepping keeps the list as it was, except which moves are applied.
                let now = board.entries(0, usize::MAX);
                for (a, b) in now.iter().zip(&list) {
                    assert_eq!(
                        (&a.notation, &a.verdict, &a.by),
                        (&b.notation, &b.verdict, &b.by)
                    );
                    assert_eq!(a.played, a.number <= ply);
                    assert_eq!(a.current, a.number == ply);
                }
            }
        }
    }
}

#[test]
fn a_window_of_the_list_is_that_slice_of_it() {
    let mut rng = Rng(0x7777_0000_1234_5678);
    let mut board = start("havannah", &[("side", "20")]);
    random_play(&mut *board, &mut rng, 120);
    let length = board.ply();
    assert!(length >= 100, "{length} moves");
    board.go_to(length / 2).unwrap();
    let whole: Vec<Entry> = board.entries(0, usize::MAX);
    for _ in 0..200 {
        let from = rng.below(length + 10);
        let to = rng.below(length + 10);
        let window = board.entries(from, to);
        let (a, b) = (from.min(length), to.min(length));
        let expected = if a < b { &whole[a..b] } else { &[][..] };
        assert_eq!(window, expected, "{from}..{to}");
        let notation: Vec<String> = expected.iter().map(|e| e.notation.clone()).collect();
        assert_eq!(board.moves(from, to), notation);
    }
    let refused = board.go_to(length + 1).unwrap_err();
    assert_eq!(
        refused,
        Refusal::NoSuchPly {
            ply: length + 1,
            length
        }
    );
    assert_eq!(
        refused.to_string(),
        format!(
            "There is no position after move {}: the line has {length} moves",
            length + 1
        )
    );
}

#[test]
fn a_move_from_an_earlier_position_starts_a_variation_the_line_goes_through() {
    let mut board = start("nim", &[("heaps", "5 5 5")]);
    for mv in [
        "take 1 from heap 1",
        "take 2 from heap 2",
        "take 3 from heap 3",
        "take 1 from heap 1",
    ] {
        board.play(mv).unwrap();
    }
    let revision = board.report().revision;
    board.go_to(1).unwrap();
    // Walking the line changes no move of it.
    assert_eq!(board.report().revision, revision);
    assert_eq!(board.line_kept(revision), 4);
    let undone = board.entries(1, 4);
    assert!(undone.iter().all(|e| !e.played && e.verdict.is_some()));
    assert_eq!(board.report().undone, 3);

    board.play("take 5 from heap 3").unwrap();
    let list = board.entries(0, usize::MAX);
    let notation: Vec<&str> = list.iter().map(|e| e.notation.as_str()).collect();
    assert_eq!(notation, ["take 1 from heap 1", "take 5 from heap 3"]);
    assert_eq!(
        list[1].verdict.as_deref(),
        Some("Player 1, to move, wins with perfect play")
    );
    assert_eq!(
        board.line_kept(revision),
        1,
        "the first move is the same move"
    );
    let after = board.report().revision;
    assert!(after > revision);
    assert_eq!(board.line_kept(after), 2);

    // A pasted case replaces the whole line.
    let mut board = start("havannah", &[]);
    board.play("(2, 2)").unwrap();
    let revision = board.report().revision;
    board
        .act(Command::Load, Some("3 6  2 2  2 3  3 4  4 4  4 3  3 2"))
        .unwrap();
    assert_eq!(board.line_kept(revision), 0);
    let queued = board.entries(0, usize::MAX);
    assert_eq!(queued.len(), 6);
    assert!(queued
        .iter()
        .all(|e| !e.played && e.verdict.is_none() && e.by.is_none()));
    board.go_to(6).unwrap();
    let played = board.entries(0, usize::MAX);
    assert_eq!(played[5].verdict.as_deref(), Some("ring in move 6"));
    assert_eq!(played[4].verdict.as_deref(), Some("none so far"));
    assert_eq!(board.line_kept(board.report().revision), 6);
}

#[test]
fn the_report_is_the_same_size_after_ten_moves_and_after_thousands() {
    let mut rng = Rng(0xabcd_ef01_2345_6789);
    let mut board = start("havannah", &[("side", "200")]);
    let size = |board: &dyn Board| format!("{:?}", board.report()).len();
    random_play(&mut *board, &mut rng, 10);
    let short = size(&*board);
    // Stones in the middle rows, far from corners and edges, never two rows touching: no
    // group wins, so the game goes on for thousands of moves.
    let mut played = board.ply();
    'rows: for y in (150..250u32).step_by(4) {
        for x in 150..250u32 {
            if played >= 2000 {
                break 'rows;
            }
            if board.play(&format!("({x}, {y})")).is_ok() {
                played += 1;
            }
        }
    }
    assert!(board.ply() >= 2000, "{} moves", board.ply());
    let long = size(&*board);
    // Counts, coordinates and the revision gain a few digits each; nothing grows with the
    // line (its 2000 moves would add over 20 000 bytes).
    assert!(
        long < short + 200,
        "{short} bytes at 10 moves, {long} at 2000"
    );
}
