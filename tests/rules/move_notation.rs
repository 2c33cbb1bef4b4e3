//! Every game's move notation reads back: what the move list writes, `FromStr` parses to the
//! same move (links and saved games store moves as text), and text that is not a move is
//! refused with the notation expected.
use crate::common::Rng;
use arbiter::connect::{Connect, Move};
use arbiter::gomoku::Cell as GomokuCell;
use arbiter::havannah::{Board, Cell, HavannahMove};
use arbiter::impartial::{Octal, OctalCode, OctalMove};
use arbiter::nim::{NimMove, Take};
use std::fmt::{Debug, Display};
use std::str::FromStr;

fn round_trip<M>(mv: &M)
where
    M: Display + FromStr + PartialEq + Debug,
    M::Err: Debug,
{
    let text = mv.to_string();
    assert_eq!(&text.parse::<M>().unwrap(), mv, "{text}");
}

#[test]
fn nim_moves_read_back_for_one_heap_and_several() {
    let mut rng = Rng(0x5eed_1234);
    for _ in 0..500 {
        let heaps = 1 + rng.below(6);
        let mut takes = Vec::new();
        for heap in 0..heaps {
            if rng.below(2) == 0 {
                let count = 1 + rng.below(40) as u32;
                takes.push(Take { heap, count });
            }
        }
        if takes.is_empty() {
            takes.push(Take { heap: 0, count: 3 });
        }
        round_trip(&NimMove::new(takes));
    }
    for bad in [
        "take 0 from heap 0",
        "take 3",
        "3 from heap 1",
        "take x from heap 2",
        "",
    ] {
        let err = bad.parse::<NimMove>().unwrap_err();
        assert!(
            err.to_string().contains("take C from heap H"),
            "{bad}: {err}"
        );
    }
}

#[test]
fn pin_moves_read_back_for_every_legal_move() {
    for code in ["0.77", "0.07", "0.137", "4.07", "0.6"] {
        let game = OctalCode::parse(code).unwrap();
        let position = Octal::new(game, &[9, 1, 5]);
        let moves = position.moves();
        assert!(!moves.is_empty());
        for mv in &moves {
            round_trip(mv);
        }
    }
    assert_eq!(
        "row 2: pins 3-4".parse::<OctalMove>(),
        Ok(OctalMove {
            row: 1,
            start: 2,
            count: 2
        })
    );
    for bad in [
        "row 0: pin 1",
        "row 1: pins 4–3",
        "row 1: cut after pin 0",
        "pin 3",
        "row 1 pin 2",
    ] {
        assert!(bad.parse::<OctalMove>().is_err(), "{bad}");
    }
}

#[test]
fn connect_moves_read_back_including_the_swap() {
    let game = Connect::new(12).unwrap();
    for x in -1..=13 {
        for y in -1..=13 {
            round_trip(&Move::Place(arbiter::connect::Point::new(x, y)));
        }
    }
    round_trip(&Move::Swap);
    assert_eq!(
        "3 4".parse::<Move>(),
        Ok(Move::Place(arbiter::connect::Point::new(3, 4)))
    );
    assert!("swapped".parse::<Move>().is_err());
    assert!(game.n() == 12);
}

#[test]
fn havannah_and_gomoku_cells_read_back() {
    let board = Board::new(6).unwrap();
    for x in 1..=board.max_coord() {
        for y in 1..=board.max_coord() {
            let cell = Cell::new(x, y);
            if board.contains(cell) {
                round_trip(&cell);
                round_trip(&HavannahMove::Place(cell));
            }
        }
    }
    round_trip(&HavannahMove::Swap);
    for cell in GomokuCell::all() {
        round_trip(&cell);
    }
    assert!("(1, 2, 3)".parse::<Cell>().is_err());
    assert!("(16,0)x".parse::<GomokuCell>().is_err());
}
