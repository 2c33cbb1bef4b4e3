//! History: undo, redo, queued moves and stepping, on a real game.

use arbiter::nim::{Nim, NimMove, PlayRule};
use arbiter::History;

#[test]
fn undo_redo_and_queue() {
    let mut history = History::new(Nim::new(vec![3, 2], PlayRule::Normal, 1));
    history.try_play(NimMove::single(0, 1)).unwrap();
    history.try_play(NimMove::single(1, 2)).unwrap();
    assert!(history.undo());
    assert_eq!(history.current().heaps(), &[2, 2]);
    assert_eq!(history.redoable(), &[NimMove::single(1, 2)]);
    assert_eq!(history.redo(), Ok(true));
    assert_eq!(history.redo(), Ok(false));
    assert!(history.undo() && history.undo() && !history.undo());
    assert_eq!(history.current().heaps(), &[3, 2]);

    // A new move discards the redo tail; a queued illegal move is dropped with its tail.
    history.queue([
        NimMove::single(0, 3),
        NimMove::single(0, 1),
        NimMove::single(1, 1),
    ]);
    assert_eq!(history.redo(), Ok(true));
    let refused = history.redo().unwrap_err();
    assert_eq!(refused.mv, NimMove::single(0, 1));
    assert_eq!(history.redoable(), &[]);
    assert_eq!(history.moves(), &[NimMove::single(0, 3)]);
}

#[test]
fn stepping_to_the_start_and_end_keeps_every_move() {
    let start = Nim::new(vec![4, 4], PlayRule::Normal, 1);
    let moves = vec![
        NimMove::single(0, 1),
        NimMove::single(1, 2),
        NimMove::single(0, 3),
    ];
    let mut history = History::queued(start.clone(), moves.clone());
    assert_eq!(history.moves(), &[]);
    assert_eq!(history.to_end(), Ok(3));
    assert_eq!(history.current().heaps(), &[0, 2]);
    history.to_start();
    assert_eq!(history.current(), &start);
    assert_eq!(history.redoable(), moves.as_slice());
    assert_eq!(history.redo(), Ok(true));
    assert_eq!(history.current().heaps(), &[3, 4]);
    assert_eq!(history.start(), &start);
}

#[test]
fn rewinding_replays_once_and_keeps_the_line() {
    let start = Nim::new(vec![5, 5], PlayRule::Normal, 1);
    let moves = vec![
        NimMove::single(0, 1),
        NimMove::single(1, 2),
        NimMove::single(0, 3),
        NimMove::single(1, 1),
    ];
    let mut history = History::queued(start.clone(), moves.clone());
    assert_eq!(history.to_end(), Ok(4));
    history.rewind(1);
    assert_eq!(history.current().heaps(), &[4, 5]);
    assert_eq!(history.moves(), &moves[..1]);
    assert_eq!(history.line(), moves.as_slice());
    // Rewinding forwards changes nothing; the line is replayed by redo.
    history.rewind(3);
    assert_eq!(history.moves().len(), 1);
    history.rewind(0);
    assert_eq!(history.current(), &start);
    assert_eq!(history.redoable(), moves.as_slice());
}
