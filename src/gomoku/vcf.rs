//! Deeper wins: victory by continuous fours (VCF).
//!
//! Every attacking move makes a four (a cell where the attacker would complete five), so the
//! defender's reply is forced: block that cell, unless the defender can make five first, which
//! the search rules out before each attacking move. Two fours at once cannot both be blocked.
//! A sequence found this way is a forced win; not finding one proves nothing about slower wins
//! (threes, mixed threats), so the playground reports it only as a found win. Under renju the
//! attacking Black never plays a forbidden point; a defending Black is let block anywhere,
//! which only ever makes the attacker's proof harder.

use super::{Cell, Gomoku};
use crate::game::Player;
use crate::sorting::sort_by_key;

/// A forced win: the moves from now to five, attacker and defender alternating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForcedWin {
    /// The moves, the attacker's first.
    pub line: Vec<Cell>,
}

impl ForcedWin {
    /// Moves of the attacker, the final five included.
    pub fn attacker_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }
}

/// Searches for a VCF of at most `max_fours` fours for `attacker`, visiting at most `budget`
/// positions. The position must have no five on it.
pub fn search(
    position: &Gomoku,
    attacker: Player,
    max_fours: usize,
    budget: usize,
) -> Option<ForcedWin> {
    let mut board = position.clone();
    let mut budget = budget;
    let mut line = Vec::new();
    find(&mut board, attacker, max_fours, &mut budget, &mut line).then_some(ForcedWin { line })
}

fn find(
    board: &mut Gomoku,
    attacker: Player,
    fours_left: usize,
    budget: &mut usize,
    line: &mut Vec<Cell>,
) -> bool {
    if let Some(&five) = board.winning_cells(attacker).first() {
        line.push(five);
        return true;
    }
    if fours_left == 0 || *budget == 0 {
        return false;
    }
    *budget -= 1;
    let defender = attacker.opponent();
    let threats = board.winning_cells(defender);
    let candidates: Vec<Cell> = match threats.len() {
        0 => board.points().filter(|&c| board.at(c).is_none()).collect(),
        // The attacker must block the defender's five, and that block must itself be a four.
        1 => threats,
        _ => return false,
    };
    for cell in candidates {
        let fours = fours_made(board, cell, attacker);
        if fours.is_empty() || board.foul(cell, attacker).is_some() {
            continue;
        }
        set(board, cell, Some(attacker));
        line.push(cell);
        if fours.len() >= 2 {
            line.extend([fours[0], fours[1]]);
            set(board, cell, None);
            return true;
        }
        let block = fours[0];
        set(board, block, Some(defender));
        line.push(block);
        let won = find(board, attacker, fours_left - 1, budget, line);
        set(board, block, None);
        set(board, cell, None);
        if won {
            return true;
        }
        line.truncate(line.len() - 2);
    }
    false
}

/// The cells where `player` could complete five once a `player` stone stands on empty `cell`,
/// in judge order. The attacker had no five-cell before (the search checks first), so each
/// one lies on a line through `cell`.
fn fours_made(board: &mut Gomoku, cell: Cell, player: Player) -> Vec<Cell> {
    set(board, cell, Some(player));
    let mut fives: Vec<Cell> = board.fives_near(cell, player).collect();
    set(board, cell, None);
    sort_by_key(&mut fives, |c| (u64::from(c.x) << 8) | u64::from(c.y));
    fives
}

/// Puts or lifts a stone during the search, bypassing turn order and win bookkeeping.
fn set(board: &mut Gomoku, cell: Cell, stone: Option<Player>) {
    board.set_for_search(cell, stone);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gomoku::Tactics;

    /// Plays the line out on a real board and checks every defender move was forced and the
    /// last attacker move makes five.
    fn replay(position: &Gomoku, attacker: Player, win: &ForcedWin) {
        let mut board = position.clone();
        for (i, &cell) in win.line.iter().enumerate() {
            let mover = if i % 2 == 0 {
                attacker
            } else {
                attacker.opponent()
            };
            if i % 2 == 1 {
                // The defender has no five of its own and blocks the attacker's only five-cell
                // (or one of two, which loses anyway).
                assert!(board.winning_cells(mover).is_empty());
                assert!(board.winning_cells(attacker).contains(&cell));
            }
            let five = board.place(cell, mover).unwrap();
            assert_eq!(five, i + 1 == win.line.len(), "move {i} of {:?}", win.line);
        }
    }

    /// Random positions crowded into a small window, so fours and threes are common.
    fn random_positions(count: usize) -> Vec<Gomoku> {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut below = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n) as u8
        };
        (0..count)
            .map(|_| {
                let mut g = Gomoku::new();
                let (ox, oy) = (below(8), below(8));
                let mut turn = Player::First;
                for _ in 0..10 + below(24) {
                    let cell = Cell::new(ox + below(7), oy + below(7));
                    if g.at(cell).is_none() && !g.makes_five(cell, turn) {
                        g.place(cell, turn).unwrap();
                        turn = turn.opponent();
                    }
                }
                g
            })
            .collect()
    }

    #[test]
    fn one_four_deep_search_is_exactly_the_judges_win_in_3() {
        for g in random_positions(300) {
            let me = g.to_move().unwrap();
            let quick = matches!(g.tactics(), Tactics::WinIn1 { .. } | Tactics::WinIn3 { .. });
            assert_eq!(search(&g, me, 1, usize::MAX).is_some(), quick, "{g:?}");
        }
    }

    #[test]
    fn deeper_wins_found_are_really_forced() {
        let mut deep = 0;
        for g in random_positions(300) {
            let me = g.to_move().unwrap();
            if let Some(win) = search(&g, me, 5, 20_000) {
                replay(&g, me, &win);
                deep += usize::from(win.attacker_moves() >= 3);
            }
        }
        assert!(deep > 0, "no win deeper than 3 moves turned up");
    }

    #[test]
    fn no_vcf_from_an_empty_board() {
        assert_eq!(search(&Gomoku::new(), Player::First, 4, 10_000), None);
    }
}
