//! The Havannah position as the playground uses it: refusals with reasons, verdicts in the
//! judge's words, the winning group and a ring's inside on the largest board.

use arbiter::game::{Game, History, Player};
use arbiter::havannah::{
    Board, Cell, Havannah, HavannahError, HavannahMove, Mode, SwapRefusal, Verdict, DIRECTIONS,
    MAX_SIDE,
};

fn c(x: u32, y: u32) -> Cell {
    Cell::new(x, y)
}

/// The move placing a stone on (x, y).
fn p(x: u32, y: u32) -> HavannahMove {
    HavannahMove::Place(c(x, y))
}

/// The hexagonal ring of cells at distance `r` from `centre`, in order round it.
fn hex_ring(centre: Cell, r: u32) -> Vec<Cell> {
    let (r, mut x, mut y) = (
        r as i64,
        centre.x as i64 - r as i64,
        centre.y as i64 - r as i64,
    );
    let mut cells = Vec::new();
    for (dx, dy) in DIRECTIONS {
        for _ in 0..r {
            cells.push(c(x as u32, y as u32));
            x += dx as i64;
            y += dy as i64;
        }
    }
    cells
}

#[test]
fn refuses_illegal_moves_with_reasons() {
    let mut game = Havannah::new(3, Mode::TwoPlayerOfficialRing).unwrap();
    assert_eq!(game.to_move(), Some(Player::First));
    game.try_play(&p(2, 2)).unwrap();
    assert_eq!(game.to_move(), Some(Player::Second));

    let err = game.try_play(&p(2, 2)).unwrap_err();
    assert!(matches!(err.reason, HavannahError::Occupied { .. }));
    assert_eq!(err.mv, p(2, 2));
    assert_eq!(err.reason.rejected(), p(2, 2));
    assert_eq!(
        err.to_string(),
        "(2, 2) is taken: Player 1 played it in move 1"
    );

    let err = game.try_play(&p(1, 5)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "(1, 5) is off the board: a board of side 3 has cells (x, y) with 1 ≤ x, y ≤ 5 and |x − y| ≤ 2"
    );
    assert!(game.try_play(&p(0, 1)).is_err());
    assert_eq!(game.moves_played(), 1, "refused moves change nothing");

    assert_eq!(game.verdict().to_string(), "none");
    assert_eq!(
        game.verdict(),
        Verdict::Ongoing {
            moves: 1,
            to_move: Player::Second
        }
    );
    assert!(Havannah::new(1, Mode::SinglePlayer).is_err());
    assert_eq!(
        Havannah::new(3001, Mode::SinglePlayer)
            .unwrap_err()
            .to_string(),
        "a board side must be from 2 to 3000, not 3001"
    );
}

#[test]
fn a_win_ends_the_game_and_names_the_group() {
    // Two players on side 2: the first takes the corners (1, 1) and (1, 2) — a bridge.
    let mut game = Havannah::new(2, Mode::TwoPlayerContestRing).unwrap();
    for cell in [c(1, 1), c(3, 3), c(1, 2)] {
        game.try_play(&HavannahMove::Place(cell)).unwrap();
    }
    let win = *game.win().unwrap();
    assert_eq!(win.to_string(), "bridge in move 3");
    assert_eq!(win.player, Player::First);
    assert_eq!(game.verdict().to_string(), "bridge in move 3");
    assert_eq!(game.to_move(), None);
    let group = game.winning_group().unwrap();
    assert_eq!(group.stones, vec![c(1, 1), c(1, 2)]);
    assert_eq!(group.corners.len(), 2);
    assert!(game.ring().is_none());
    let err = game.try_play(&p(2, 2)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot play (2, 2): the game is over, Player 1 won with bridge in move 3"
    );
}

#[test]
fn history_undoes_a_win() {
    let mut history = History::new(Havannah::new(2, Mode::SinglePlayer).unwrap());
    history.try_play(p(1, 1)).unwrap();
    history.try_play(p(1, 2)).unwrap();
    assert!(history.current().win().is_some());
    assert!(history.undo());
    assert!(history.current().win().is_none());
    assert_eq!(history.current().stones().count(), 1);
}

#[test]
fn huge_ring_on_the_largest_board_is_described_by_spans() {
    let side = MAX_SIDE;
    let centre = c(side, side);
    let r = 1000;
    let cells = hex_ring(centre, r);
    let mut game = Havannah::new(side, Mode::SinglePlayer).unwrap();
    for cell in &cells {
        game.try_play(&HavannahMove::Place(*cell)).unwrap();
    }
    let win = *game.win().unwrap();
    assert_eq!(win.to_string(), format!("ring in move {}", 6 * r));
    let ring = game.ring().unwrap();
    assert_eq!(ring.cycle.len(), 6 * r as usize);
    let r = u64::from(r);
    assert_eq!(ring.enclosed_count(), 3 * r * r - 3 * r + 1);
    assert!(ring.inside.len() <= 2 * r as usize);
    assert!(ring.encloses(centre));
    assert!(!ring.encloses(cells[0]));
    assert!(!ring.encloses(c(1, 1)));
}

#[test]
fn contest_rule_ignores_a_ring_round_stones_only() {
    // The second player sits at (3, 3); the first surrounds it. With the contest rule the
    // game goes on; with the official rule the sixth stone wins.
    let around = hex_ring(c(3, 3), 1);
    let filler = [c(1, 1), c(5, 5), c(1, 3), c(5, 3), c(3, 1)];
    let mut moves = vec![around[0], c(3, 3)];
    for (i, &cell) in around[1..].iter().enumerate() {
        moves.push(cell);
        if i + 1 < around.len() - 1 {
            moves.push(filler[i]);
        }
    }
    for (mode, expected) in [
        (Mode::TwoPlayerContestRing, "none"),
        (Mode::TwoPlayerOfficialRing, "ring in move 11"),
    ] {
        let mut game = Havannah::new(5, mode).unwrap();
        for cell in &moves {
            game.try_play(&HavannahMove::Place(*cell)).unwrap();
        }
        assert_eq!(game.verdict().to_string(), expected, "{mode:?}");
    }
}

#[test]
fn board_helpers() {
    let board = Board::new(4).unwrap();
    assert_eq!(board.cell_count(), 37);
    assert_eq!(board.corner(c(1, 1)), Some(0));
    assert_eq!(board.edge(c(2, 1)), Some(0));
    assert_eq!(board.edge(c(1, 1)), None);
    assert!(board.is_border(c(7, 5)));
    assert!(!board.is_border(c(4, 4)));
    assert_eq!(board.neighbours(c(4, 4)).count(), 6);
}

#[test]
fn the_swap_is_player_twos_first_move_only() {
    let swap = HavannahMove::Swap;
    let mut game = Havannah::new(3, Mode::TwoPlayerOfficialRing)
        .unwrap()
        .with_swap_rule(true);
    assert!(game.swap_rule() && !game.can_swap());
    let err = game.try_play(&swap).unwrap_err();
    assert_eq!(
        err.reason,
        HavannahError::Swap {
            refusal: SwapRefusal::NotSecondMove { moves: 0 }
        }
    );
    assert_eq!(err.mv, swap);
    assert_eq!(
        err.to_string(),
        "cannot swap: there is no stone to take yet: Player 1 moves first"
    );

    game.try_play(&p(2, 2)).unwrap();
    assert!(game.can_swap());
    game.try_play(&swap).unwrap();
    assert!(game.swapped() && !game.can_swap());
    assert_eq!(game.moves_played(), 2);
    assert_eq!(game.last_move(), Some(swap));
    assert_eq!(game.to_move(), Some(Player::First));
    assert_eq!(
        game.verdict(),
        Verdict::Ongoing {
            moves: 2,
            to_move: Player::First
        }
    );
    let stone = game.stone_at(c(2, 2)).unwrap();
    assert_eq!((stone.player, stone.move_number), (Player::Second, 1));
    let err = game.try_play(&p(2, 2)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "(2, 2) is taken: Player 1 played it in move 1 and Player 2 took it by the swap in move 2"
    );
    assert_eq!(
        game.try_play(&swap).unwrap_err().to_string(),
        "cannot swap: only Player 2's first move (move 2) may be a swap, and 2 moves are played"
    );

    // Later stones alternate from Player 1 and count the swap as move 2.
    game.try_play(&p(3, 3)).unwrap();
    let stone = game.stone_at(c(3, 3)).unwrap();
    assert_eq!((stone.player, stone.move_number), (Player::First, 3));
    assert_eq!(game.to_move(), Some(Player::Second));
    assert_eq!(game.moves_played(), 3);

    // Never in the single-player replay, nor without the rule.
    let mut replay = Havannah::new(3, Mode::SinglePlayer)
        .unwrap()
        .with_swap_rule(true);
    assert!(!replay.swap_rule());
    replay.try_play(&p(2, 2)).unwrap();
    assert_eq!(
        replay.try_play(&swap).unwrap_err().to_string(),
        "cannot swap: this game is played without the swap rule"
    );
}

#[test]
fn history_takes_back_a_swap() {
    let start = Havannah::new(2, Mode::TwoPlayerContestRing)
        .unwrap()
        .with_swap_rule(true);
    let mut history = History::new(start);
    history.try_play(p(1, 1)).unwrap();
    history.try_play(HavannahMove::Swap).unwrap();
    assert_eq!(
        history.current().stone_at(c(1, 1)).unwrap().player,
        Player::Second
    );
    let listed: Vec<String> = history.moves().iter().map(ToString::to_string).collect();
    assert_eq!(listed, ["(1, 1)", "swap"]);
    assert!(history.undo());
    assert!(history.current().can_swap());
    assert_eq!(
        history.current().stone_at(c(1, 1)).unwrap().player,
        Player::First
    );
    assert_eq!(history.redo(), Ok(true));
    assert!(history.current().swapped());
}
