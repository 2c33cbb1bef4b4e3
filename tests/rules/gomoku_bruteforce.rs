//! The Gomoku judge against a plain game-tree search: on random positions, every answer
//! (win in 1, lose in 2, win in 3) is found again by literally trying every move, every reply
//! and every follow-up, with a five-in-a-row check written independently here.
use crate::common::Rng;

use arbiter::gomoku::{Cell, Gomoku};
use arbiter::judges::find;
use arbiter::Player;

const N: usize = 15;
type Grid = [[Option<Player>; N]; N];

/// True when the stone just put on (x, y) is part of five or more in a row.
fn five_at(grid: &Grid, x: usize, y: usize) -> bool {
    let who = grid[x][y];
    for (dx, dy) in [(1i32, 0i32), (0, 1), (1, 1), (1, -1)] {
        let mut count = 1;
        for sign in [1, -1] {
            let (mut cx, mut cy) = (x as i32 + sign * dx, y as i32 + sign * dy);
            while (0..N as i32).contains(&cx)
                && (0..N as i32).contains(&cy)
                && grid[cx as usize][cy as usize] == who
            {
                count += 1;
                cx += sign * dx;
                cy += sign * dy;
            }
        }
        if count >= 5 {
            return true;
        }
    }
    false
}

fn empties(grid: &Grid) -> Vec<(usize, usize)> {
    (0..N)
        .flat_map(|x| (0..N).map(move |y| (x, y)))
        .filter(|&(x, y)| grid[x][y].is_none())
        .collect()
}

/// Some empty cell where `who` makes five, in judge order.
fn immediate(grid: &mut Grid, who: Player) -> Option<(usize, usize)> {
    empties(grid).into_iter().find(|&(x, y)| {
        grid[x][y] = Some(who);
        let five = five_at(grid, x, y);
        grid[x][y] = None;
        five
    })
}

fn answer(grid: &mut Grid, black: usize, white: usize) -> String {
    let me = match black.checked_sub(white) {
        Some(0) => Player::First,
        Some(1) => Player::Second,
        _ => return "Invalid.".into(),
    };
    let name = if me == Player::First {
        "black"
    } else {
        "white"
    };
    let opp = me.opponent();
    if let Some((x, y)) = immediate(grid, me) {
        return format!("Place {name} at ({x},{y}) to win in 1 move.");
    }
    let moves = empties(grid);
    let loses = moves.iter().all(|&(x, y)| {
        grid[x][y] = Some(me);
        let reply = immediate(grid, opp).is_some();
        grid[x][y] = None;
        reply
    });
    if loses {
        return "Lose in 2 moves.".into();
    }
    for &(x, y) in &moves {
        grid[x][y] = Some(me);
        let safe = immediate(grid, opp).is_none();
        let forced = safe
            && empties(grid).into_iter().all(|(dx, dy)| {
                grid[dx][dy] = Some(opp);
                let win = immediate(grid, me).is_some();
                grid[dx][dy] = None;
                win
            });
        grid[x][y] = None;
        if forced {
            return format!("Place {name} at ({x},{y}) to win in 3 moves.");
        }
    }
    "Cannot win in 3 moves.".into()
}

#[test]
fn judge_agrees_with_exhaustive_search() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let judge = find("gomoku").unwrap();
    let mut seen = std::collections::BTreeMap::new();
    for round in 0..260 {
        // Stones crowd a small window so that fours and threes, and so every answer, occur.
        let window = 5 + rng.below(4);
        let (ox, oy) = (rng.below(N - window + 1), rng.below(N - window + 1));
        let stones = 4 + rng.below(window * window / 2);
        let mut grid: Grid = [[None; N]; N];
        let mut list = Vec::new();
        let mut turn = if round % 17 == 0 {
            Player::Second
        } else {
            Player::First
        };
        for _ in 0..stones * 3 {
            if list.len() == stones {
                break;
            }
            let (x, y) = (ox + rng.below(window), oy + rng.below(window));
            if grid[x][y].is_some() {
                continue;
            }
            grid[x][y] = Some(turn);
            if five_at(&grid, x, y) {
                grid[x][y] = None;
                continue;
            }
            list.push((x, y, turn));
            turn = turn.opponent();
        }
        let black = list.iter().filter(|s| s.2 == Player::First).count();
        let expected = answer(&mut grid, black, list.len() - black);
        let mut input = format!("{}\n", list.len());
        for (x, y, who) in &list {
            input += &format!("{x} {y} {}\n", u8::from(*who == Player::First));
        }
        input += "0\n";
        let got = judge.run_str(&input).unwrap();
        assert_eq!(got.trim_end(), expected, "position:\n{input}");
        *seen
            .entry(
                expected.split(' ').next().unwrap().to_string() + &expected[expected.len() - 8..],
            )
            .or_insert(0) += 1;
    }
    // Every kind of answer turned up, so the comparison covered each branch.
    assert!(seen.len() >= 5, "answers seen: {seen:?}");
}

#[test]
fn position_api_matches_the_judge_on_the_sample() {
    let mut g = Gomoku::new();
    g.place(Cell::new(7, 7), Player::First).unwrap();
    assert_eq!(g.to_move(), Some(Player::Second));
    assert_eq!(g.tactics().to_string(), "Cannot win in 3 moves.");
}
