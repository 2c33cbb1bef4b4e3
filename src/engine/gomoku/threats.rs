//! Threat-space search: victory by continuous fours (VCF) and by threes and fours (VCT).
//!
//! The attacker only plays threats. After a four the defender's reply is forced (block the
//! one cell, unless the defender makes five first); after a winning four nothing helps. After
//! a three the defender is free, but a reply that takes no cell of the attacker's windows of
//! three and makes no four leaves the attacker a winning four: so the replies tried are those
//! cells and the defender's fours, and the attacker must win against each. A proof found this
//! way holds against every defence, counter-fours included, because a defender four forces
//! the attacker to block before going on: that block must itself be a threat, or leave the
//! attacker a winning four to make (the three the counter-four answered still stands, so the
//! defender must still answer it, and the same replies are tried).
//!
//! Under standard and renju a five is a winning row as the rule counts it, and Black attacking
//! under renju never plays a forbidden point; a defending Black is let reply anywhere, which
//! only makes a proof harder.

use super::board::{Board, Point};
use super::Meter;
use crate::sorting::{signed_key, sort_by_key, sort_keys};

/// A forced win: the line (attacker first, defender replies between) and its length in the
/// attacker's moves, the final five included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Win {
    /// Attacker's and defender's moves alternating, ending with the five.
    pub line: Vec<Point>,
    /// The attacker's moves against the longest defence tried.
    pub moves: u32,
}

/// How far a threat search may go.
#[derive(Clone, Copy, Debug)]
pub struct Depth {
    /// Attacker moves in all, the final five included.
    pub moves: u32,
    /// Of those, how many may be threes (0 for a VCF).
    pub threes: u32,
}

/// Searches for a forced win of stone `a` (the side to move) within `depth`. None when none
/// was found within the depth or the meter ran out.
pub fn search(board: &mut Board, a: u8, depth: Depth, meter: &mut Meter) -> Option<Win> {
    attack(board, a, depth, meter)
}

/// Searches for a forced win of stone `a` by threes and fours at increasing depths, five
/// attacker moves first, then seven, up to `most`, with no bound on the threes: a short win
/// is found first and cheaply, and a deep one when the meter allows. None when none was found.
pub fn deepening(board: &mut Board, a: u8, most: u32, meter: &mut Meter) -> Option<Win> {
    for moves in (5..=most.max(5)).step_by(2) {
        let depth = Depth {
            moves,
            threes: moves,
        };
        if let Some(win) = search(board, a, depth, meter) {
            return Some(win);
        }
        if meter.spent() {
            break;
        }
    }
    None
}

/// The attacker to move: a five, or a threat every defence of which loses.
fn attack(board: &mut Board, a: u8, depth: Depth, meter: &mut Meter) -> Option<Win> {
    let d = 3 - a;
    if let Some(&five) = board.five_cells(a).first() {
        return Some(Win {
            line: vec![five],
            moves: 1,
        });
    }
    if depth.moves < 2 || meter.spent() {
        return None;
    }
    let blocks = board.five_cells(d);
    let candidates = match blocks.len() {
        // A four or a three is made only in a window already holding two of the attacker's.
        0 => board.window_empties(a, 2),
        // The defender threatens five: the attacker must block, and the block must threaten
        // or leave the attacker a winning four to make (the three the counter-four answered).
        1 => blocks.clone(),
        _ => return None,
    };
    // (rank, point, four) packed into one key, sorted the same way.
    let mut threats: Vec<u64> = Vec::new();
    for p in candidates {
        let t = board.threat(p, a);
        let rank = if t.is_winning_four() {
            0
        } else if t.is_four() {
            1 + 2 * i32::from(t.threes == 0)
        } else if depth.threes == 0 || depth.moves < 3 {
            continue;
        } else if t.threes > 0 {
            4 - i32::from(t.threes > 1)
        } else if blocks.len() == 1 && keeps_winning_four(board, p, a) {
            // The block of a counter-four: the three it answered still stands.
            5
        } else {
            continue;
        };
        if board.forbidden(p, a) {
            continue;
        }
        threats.push((signed_key(rank) << 17) | (u64::from(p) << 1) | u64::from(t.is_four()));
    }
    sort_keys(&mut threats);
    for (p, four) in threats
        .into_iter()
        .map(|key| ((key >> 1) as Point, key & 1 == 1))
    {
        meter.tick();
        board.put(p, a);
        let next = Depth {
            moves: depth.moves - 1,
            threes: depth.threes - u32::from(!four),
        };
        let won = defend(board, a, next, meter);
        board.lift(p);
        if let Some(mut win) = won {
            win.line.insert(0, p);
            win.moves += 1;
            return Some(win);
        }
        if meter.spent() {
            return None;
        }
    }
    None
}

/// Whether stone `a` on `p` leaves `a` a winning four to make (an open three still
/// standing): a block that is no threat itself keeps the initiative then, as the defender
/// must answer that three before anything else.
fn keeps_winning_four(board: &mut Board, p: Point, a: u8) -> bool {
    board.put(p, a);
    let keeps = board
        .four_moves(a)
        .into_iter()
        .any(|(q, winning)| winning && !board.forbidden(q, a));
    board.lift(p);
    keeps
}

/// The defender to move after a threat: the attacker's win against every reply, the longest
/// line kept.
fn defend(board: &mut Board, a: u8, depth: Depth, meter: &mut Meter) -> Option<Win> {
    let d = 3 - a;
    if !board.five_cells(d).is_empty() {
        return None;
    }
    let fives = board.five_cells(a);
    let replies = match fives.len() {
        0 => {
            // A three: any reply that neither takes a cell of the attacker's windows of three
            // nor makes a four leaves the attacker a winning four, so only those are tried,
            // most dangerous first.
            let mut replies = board.window_empties(a, 3);
            replies.extend(board.four_moves(d).into_iter().map(|(p, _)| p));
            replies.sort_unstable();
            replies.dedup();
            sort_by_key(&mut replies, |&p| {
                let mine = board.threat(p, d);
                let theirs = board.threat(p, a);
                signed_key(
                    -(8 * i32::from(mine.is_four())
                        + 4 * i32::from(theirs.is_four() || theirs.is_winning_four())
                        + 2 * i32::from(theirs.threes)
                        + i32::from(mine.threes)),
                )
            });
            replies
        }
        1 => fives,
        _ => {
            return Some(Win {
                line: vec![fives[0], fives[1]],
                moves: 1,
            })
        }
    };
    let mut longest: Option<Win> = None;
    for p in replies {
        meter.tick();
        board.put(p, d);
        let won = attack(board, a, depth, meter);
        board.lift(p);
        let mut win = won?;
        win.line.insert(0, p);
        if longest.as_ref().is_none_or(|l| win.moves > l.moves) {
            longest = Some(win);
        }
    }
    longest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Player;
    use crate::gomoku::{search_vcf, Cell, Gomoku};

    fn game(black: &[(u8, u8)], white: &[(u8, u8)]) -> Gomoku {
        let mut g = Gomoku::new();
        for &(x, y) in black {
            g.place(Cell::new(x, y), Player::First).unwrap();
        }
        for &(x, y) in white {
            g.place(Cell::new(x, y), Player::Second).unwrap();
        }
        g
    }

    #[test]
    fn an_open_three_wins_in_three_by_vct_but_not_by_vcf() {
        // Black's two open twos crossing: a stone at their meeting makes a double three.
        let g = game(
            &[(5, 7), (6, 7), (8, 9), (8, 10)],
            &[(0, 0), (0, 14), (14, 0), (14, 14)],
        );
        let mut b = Board::from_game(&g);
        let vcf = Depth {
            moves: 10,
            threes: 0,
        };
        assert!(search(&mut b, 1, vcf, &mut Meter::unlimited()).is_none());
        let vct = Depth {
            moves: 4,
            threes: 2,
        };
        let win = search(&mut b, 1, vct, &mut Meter::unlimited()).expect("a double three");
        assert_eq!(b.cell(win.line[0]), Cell::new(8, 7));
        assert_eq!(win.moves, 3);
        assert_eq!(
            b,
            Board::from_game(&g),
            "the search leaves the board as it was"
        );
    }

    #[test]
    fn a_win_by_threes_holds_against_every_reply_in_the_neighbourhood() {
        // The defences tried after a three are the cells of the attacker's windows of three
        // and the defender's fours: any other reply must lose as well.
        let g = game(
            &[(5, 7), (6, 7), (8, 9), (8, 10), (10, 4)],
            &[(0, 0), (0, 14), (14, 0), (14, 14), (9, 5)],
        );
        let mut b = Board::from_game(&g);
        let win = deepening(&mut b, 1, 7, &mut Meter::unlimited()).expect("a win by threes");
        b.put(win.line[0], 1);
        for reply in b.neighbourhood() {
            b.put(reply, 2);
            let depth = Depth {
                moves: win.moves - 1,
                threes: win.moves - 1,
            };
            let after = search(&mut b, 1, depth, &mut Meter::unlimited());
            assert!(after.is_some(), "{:?} holds", b.cell(reply));
            b.lift(reply);
        }
    }

    #[test]
    fn the_deepening_finds_the_shortest_win_first() {
        let g = game(
            &[(5, 7), (6, 7), (8, 9), (8, 10)],
            &[(0, 0), (0, 14), (14, 0), (14, 14)],
        );
        let mut b = Board::from_game(&g);
        let win = deepening(&mut b, 1, 11, &mut Meter::unlimited()).expect("a double three");
        assert_eq!(win.moves, 3);
        assert!(deepening(&mut b, 2, 11, &mut Meter::nodes_only(50_000)).is_none());
    }

    /// True when stone `a`, to move, wins within `moves` attacker moves against every
    /// defence: each attacker move is the one the threat search picks afresh, and the
    /// defender tries every empty cell of the board, not only the replies the search tries.
    fn wins_against_every_defence(b: &mut Board, a: u8, moves: u32) -> bool {
        let depth = Depth {
            moves,
            threes: moves,
        };
        let Some(win) = search(b, a, depth, &mut Meter::unlimited()) else {
            return false;
        };
        let p = win.line[0];
        if b.makes_five(p, a) {
            return true;
        }
        b.put(p, a);
        let won = moves > 1
            && (0..b.side() * b.side()).map(|q| q as Point).all(|q| {
                if b.at(q) != 0 {
                    return true;
                }
                let five = b.makes_five(q, 3 - a);
                b.put(q, 3 - a);
                let held = !five && wins_against_every_defence(b, a, moves - 1);
                b.lift(q);
                held
            });
        b.lift(p);
        won
    }

    #[test]
    fn a_win_whose_block_of_a_counter_four_is_no_threat_holds_against_every_defence() {
        // Random positions on a 9 x 9 board: the wins the search finds in which the attacker
        // blocks a counter-four with a stone that is neither a four nor a three (the three
        // the counter-four answered still stands) are replayed against every reply.
        let mut rng = crate::rng::Rng(5);
        let (mut quiet_blocks, mut tried) = (0, 0);
        while quiet_blocks < 40 {
            tried += 1;
            assert!(tried < 200_000, "{quiet_blocks} wins with a quiet block");
            let mut g = Gomoku::with(9, crate::gomoku::Rule::Freestyle);
            let mut player = Player::First;
            let mut over = false;
            for _ in 0..14 + rng.below(10) {
                let cell = Cell::new(rng.below(9) as u8, rng.below(9) as u8);
                if let Ok(five) = g.place(cell, player) {
                    over |= five;
                    player = player.opponent();
                }
            }
            let a = if player == Player::First { 1 } else { 2 };
            let mut b = Board::from_game(&g);
            if over || !b.five_cells(3 - a).is_empty() || !b.five_cells(a).is_empty() {
                continue;
            }
            let depth = Depth {
                moves: 5,
                threes: 5,
            };
            let Some(win) = search(&mut b, a, depth, &mut Meter::nodes_only(20_000)) else {
                continue;
            };
            // Replay the line: does the attacker ever make a move that threatens nothing?
            let mut quiet = false;
            for (i, &p) in win.line.iter().enumerate() {
                let s = if i % 2 == 0 { a } else { 3 - a };
                let t = b.threat(p, s);
                quiet |= s == a && !t.five && !t.is_four() && t.threes == 0;
                b.put(p, s);
            }
            b = Board::from_game(&g);
            if !quiet {
                continue;
            }
            assert!(
                wins_against_every_defence(&mut b, a, win.moves),
                "{:?}",
                win.line.iter().map(|&p| b.cell(p)).collect::<Vec<_>>()
            );
            quiet_blocks += 1;
        }
    }

    #[test]
    fn vcf_agrees_with_the_rules_search() {
        let g = game(
            &[(3, 3), (4, 4), (5, 5), (7, 3), (7, 4), (7, 6)],
            &[(2, 2), (6, 6), (7, 2), (8, 8), (1, 5)],
        );
        let mut b = Board::from_game(&g);
        let depth = Depth {
            moves: 6,
            threes: 0,
        };
        let ours = search(&mut b, 1, depth, &mut Meter::unlimited());
        let theirs = search_vcf(&g, Player::First, 5, usize::MAX);
        assert_eq!(ours.is_some(), theirs.is_some());
    }
}
