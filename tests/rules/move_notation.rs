//! Every game's move notation reads back: what the move list writes, `FromStr` parses to the
//! same move (links and saved games store moves as text), and text that is not a move is
//! refused with the notation expected.
use crate::common::Rng;
use arbiter::connect::{Connect, Move};
use arbiter::gomoku::Cell as GomokuCell;
use arbiter::havannah::{Board, Cell, HavannahMove};
use arbiter::impartial::{
    CrossesAndCrosses, CuttingGame, GeorgiaAndBob, GgAndMm, HeapRules, Heaps, KnightBoard,
    KnightTurn, Knights, Octal, OctalCode, OctalMove, Queens, Triangulation, Turn,
};
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

/// Every legal move of the impartial games reads back from the move list's text, and each
/// game refuses text that is not its move, naming its notation. The "every" games write their
/// turns through one piece of code, named by the game's own word.
#[test]
fn impartial_moves_read_back_and_refuse_other_text() {
    fn all<M>(moves: &[M], bad: &[&str], notation: &str)
    where
        M: Display + FromStr + PartialEq + Debug,
        M::Err: Display + Debug,
    {
        assert!(!moves.is_empty());
        for mv in moves {
            round_trip(mv);
        }
        for text in bad {
            match text.parse::<M>() {
                Ok(mv) => panic!("{text:?} read as {mv:?}"),
                Err(err) => assert!(err.to_string().contains(notation), "{text:?}: {err}"),
            }
        }
    }
    all(
        &CuttingGame::new(&[(4, 3), (2, 5)]).moves(),
        &[
            "piece 0: cut after row 1",
            "piece 1: cut after column 0",
            "piece 1: cut row 2",
        ],
        "piece P: cut after column C",
    );
    all(
        &Triangulation::new(&[6, 4]).moves(),
        &["board 0: 1–2", "board 1: 0-2", "board 1 1–2"],
        "board B: P–Q",
    );
    all(
        &GeorgiaAndBob::new(&[3, 7, 12]).moves(),
        &["man 0 to 1", "man 7 to", "man 4294967296 to 1"],
        "man A to B",
    );
    all(
        &Queens::new(6, &[(3, 5), (4, 1)]).moves(),
        &["3, 5 to 1, 3", "(3, 5) to (1)", "(3, 5) (1, 3)"],
        "(x, y) to (x, y)",
    );
    all(
        &CrossesAndCrosses::new(7).moves(),
        &["cell 0", "cell", "4"],
        "cell C (from 1)",
    );
    all(
        &Heaps::new(HeapRules::TakeOrSplit, vec![5, 2]).moves(),
        &[
            "take 1 from heap 0",
            "split heap 1 into 2",
            "take x from heap 1",
        ],
        "take C from heap H",
    );
    let gg = GgAndMm::new(&[(4, 7), (1, 5), (3, 3)]);
    let turn = gg.best_turn().unwrap();
    assert_eq!(
        turn.to_string(),
        "game 1: (4, 3), game 2: (1, 0), game 3: (0, 3)"
    );
    all(
        &[turn],
        &[
            "game 0: (1, 1)",
            "game 1: 1, 1",
            "game 1: (1, x)",
            "knight 1: (1, 1)",
        ],
        "game G: (p, q)",
    );
    assert_eq!(
        "game 2: (1, 4), game 1: (4, 3)".parse::<Turn>(),
        Ok(Turn(vec![(0, (4, 3)), (1, (1, 4))]))
    );
    // A turn of no game reads (the position refuses it); a knight turn must move one.
    assert_eq!("".parse::<Turn>(), Ok(Turn(Vec::new())));
    let knights = Knights::new(KnightBoard::new(6), &[(5, 5), (4, 3)]);
    let turn = knights.best_turn().unwrap();
    all(
        &[turn],
        &["", "knight 0: (1, 1)", "knight 1: (-1)", "game 1: (1, 1)"],
        "knight K: (x, y)",
    );
    assert_eq!(
        "knight 2: (2, 2), knight 1: (-1, 3)".parse::<KnightTurn>(),
        Ok(KnightTurn(vec![(0, (-1, 3)), (1, (2, 2))]))
    );
}
