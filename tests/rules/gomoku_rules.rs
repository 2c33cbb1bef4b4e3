//! Gomoku's three rules against their definitions, written here plainly and apart from the
//! rules' code: renju's forbidden points (RIF) by enumerating each line's windows, and the
//! verdicts (win in 1, lose in 2, win in 3) under freestyle, standard and renju by trying every
//! move, every reply and every follow-up on small boards.
use crate::common::Rng;

use arbiter::gomoku::{Cell, Foul, Gomoku, Rule};
use arbiter::Player;

const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A plain board: 0 empty, 1 black, 2 white, by (x, y).
#[derive(Clone)]
struct Grid {
    n: i32,
    stones: Vec<u8>,
}

impl Grid {
    fn of(game: &Gomoku) -> Grid {
        let n = i32::from(game.size());
        let mut stones = vec![0; (n * n) as usize];
        for c in game.points() {
            stones[(i32::from(c.x) * n + i32::from(c.y)) as usize] = match game.at(c) {
                None => 0,
                Some(Player::First) => 1,
                Some(Player::Second) => 2,
            };
        }
        Grid { n, stones }
    }

    fn get(&self, (x, y): (i32, i32)) -> Option<u8> {
        ((0..self.n).contains(&x) && (0..self.n).contains(&y))
            .then(|| self.stones[(x * self.n + y) as usize])
    }

    fn set(&mut self, (x, y): (i32, i32), s: u8) {
        self.stones[(x * self.n + y) as usize] = s;
    }

    fn empties(&self) -> Vec<(i32, i32)> {
        (0..self.n)
            .flat_map(|x| (0..self.n).map(move |y| (x, y)))
            .filter(|&p| self.get(p) == Some(0))
            .collect()
    }

    /// The whole line through `p` along `d`, edge to edge, and where `p` is in it.
    fn line(&self, p: (i32, i32), d: (i32, i32)) -> (Vec<(i32, i32)>, usize) {
        let mut start = p;
        while self.get((start.0 - d.0, start.1 - d.1)).is_some() {
            start = (start.0 - d.0, start.1 - d.1);
        }
        let mut cells = Vec::new();
        let mut at = start;
        while self.get(at).is_some() {
            cells.push(at);
            at = (at.0 + d.0, at.1 + d.1);
        }
        let index = cells.iter().position(|&c| c == p).unwrap();
        (cells, index)
    }

    /// The length of the run of `s` holding the stone on `p`, along `d`.
    fn run(&self, p: (i32, i32), d: (i32, i32), s: u8) -> usize {
        let (line, i) = self.line(p, d);
        let stones: Vec<u8> = line.iter().map(|&c| self.get(c).unwrap()).collect();
        let from = (0..=i)
            .rev()
            .take_while(|&j| stones[j] == s)
            .last()
            .unwrap();
        let to = (i..stones.len())
            .take_while(|&j| stones[j] == s)
            .last()
            .unwrap();
        to + 1 - from
    }
}

/// True when a row of `run` stones of `s` wins under `rule`.
fn wins(rule: Rule, s: u8, run: usize) -> bool {
    match (rule, s) {
        (Rule::Freestyle, _) | (Rule::Renju, 2) => run >= 5,
        _ => run == 5,
    }
}

/// True when `s` on empty `p` makes a winning row.
fn makes_win(grid: &mut Grid, rule: Rule, p: (i32, i32), s: u8) -> bool {
    grid.set(p, s);
    let won = DIRECTIONS.iter().any(|&d| wins(rule, s, grid.run(p, d, s)));
    grid.set(p, 0);
    won
}

/// The line's stones along `d` through the Black stone on `p`, and the fours through `p` in
/// it: the distinct sets of four Black stones that, with `p` among them, one more stone turns
/// into exactly five.
fn fours(grid: &Grid, p: (i32, i32), d: (i32, i32)) -> usize {
    let (line, i) = grid.line(p, d);
    let stones: Vec<u8> = line.iter().map(|&c| grid.get(c).unwrap()).collect();
    let mut sets: Vec<Vec<usize>> = Vec::new();
    for start in 0..stones.len().saturating_sub(4) {
        let window = start..start + 5;
        if !window.contains(&i) {
            continue;
        }
        let black: Vec<usize> = window.clone().filter(|&j| stones[j] == 1).collect();
        let empty = window.clone().filter(|&j| stones[j] == 0).count();
        let outside_black = (start > 0 && stones[start - 1] == 1)
            || (start + 5 < stones.len() && stones[start + 5] == 1);
        if black.len() == 4 && empty == 1 && !outside_black && !sets.contains(&black) {
            sets.push(black);
        }
    }
    sets.len()
}

/// True when the Black stone on `p` is in a straight four along `d`: four Black stones in a
/// row, each end empty and making exactly five.
fn straight_four(grid: &Grid, p: (i32, i32), d: (i32, i32)) -> bool {
    let (line, i) = grid.line(p, d);
    let stones: Vec<u8> = line.iter().map(|&c| grid.get(c).unwrap()).collect();
    let len = stones.len();
    (1..len.saturating_sub(4)).any(|a| {
        (a..a + 4).contains(&i)
            && stones[a..a + 4].iter().all(|&s| s == 1)
            && stones[a - 1] == 0
            && stones[a + 4] == 0
            && (a < 2 || stones[a - 2] != 1)
            && (a + 5 >= len || stones[a + 5] != 1)
    })
}

/// Renju's foul of Black on empty `p`, by the definition.
fn brute_foul(grid: &mut Grid, p: (i32, i32)) -> Option<Foul> {
    grid.set(p, 1);
    let foul = (|| {
        let runs: Vec<usize> = DIRECTIONS.iter().map(|&d| grid.run(p, d, 1)).collect();
        if runs.contains(&5) {
            return None;
        }
        if runs.iter().any(|&r| r >= 6) {
            return Some(Foul::Overline);
        }
        let four_lines: Vec<usize> = DIRECTIONS.iter().map(|&d| fours(grid, p, d)).collect();
        if four_lines.iter().sum::<usize>() >= 2 {
            return Some(Foul::DoubleFour);
        }
        let mut threes = 0;
        for (&d, &four) in DIRECTIONS.iter().zip(&four_lines) {
            if four > 0 {
                continue;
            }
            let (line, _) = grid.line(p, d);
            let three = line.into_iter().any(|q| {
                if grid.get(q) != Some(0) {
                    return false;
                }
                grid.set(q, 1);
                let straight = straight_four(grid, p, d);
                grid.set(q, 0);
                straight && brute_foul(grid, q).is_none()
            });
            threes += usize::from(three);
        }
        (threes >= 2).then_some(Foul::DoubleThree)
    })();
    grid.set(p, 0);
    foul
}

fn rng_board(rng: &mut Rng, size: u8, rule: Rule, stones: usize, black_share: f64) -> Gomoku {
    let mut game = Gomoku::with(size, rule);
    let window = (size as usize).min(7);
    let (ox, oy) = (
        rng.below(size as usize - window + 1),
        rng.below(size as usize - window + 1),
    );
    for _ in 0..stones {
        let c = Cell::new(
            (ox + rng.below(window)) as u8,
            (oy + rng.below(window)) as u8,
        );
        let who = if rng.unit() < black_share {
            Player::First
        } else {
            Player::Second
        };
        if game.at(c).is_none() && !game.makes_five(c, who) {
            game.place(c, who).unwrap();
        }
    }
    game
}

#[test]
fn renju_forbidden_points_agree_with_the_definition() {
    let mut rng = Rng(0x517c_c1b7_2722_0a95);
    let mut seen = std::collections::BTreeMap::new();
    for _ in 0..400 {
        let stones = 8 + rng.below(24);
        let game = rng_board(&mut rng, 15, Rule::Renju, stones, 0.65);
        let mut grid = Grid::of(&game);
        let listed = game.forbidden_points(Player::First);
        let mut expected = Vec::new();
        for (x, y) in grid.empties() {
            let cell = Cell::new(x as u8, y as u8);
            let brute = brute_foul(&mut grid, (x, y));
            assert_eq!(
                game.foul(cell, Player::First),
                brute,
                "{cell} in {:?}",
                grid.stones
            );
            assert_eq!(game.foul(cell, Player::Second), None);
            if let Some(foul) = brute {
                expected.push((cell, foul));
                *seen.entry(format!("{foul:?}")).or_insert(0) += 1;
            }
        }
        assert_eq!(listed, expected);
    }
    // Every kind of foul turned up, often.
    assert_eq!(seen.len(), 3, "{seen:?}");
    assert!(seen.values().all(|&n| n >= 10), "{seen:?}");
}

#[test]
fn renju_fouls_by_hand() {
    let mut game = Gomoku::with(15, Rule::Renju);
    let put = |game: &mut Gomoku, cells: &[(u8, u8)], who| {
        for &(x, y) in cells {
            game.place(Cell::new(x, y), who).unwrap();
        }
    };
    // Two open twos crossing at (7, 7): a double three.
    put(&mut game, &[(5, 7), (6, 7), (7, 5), (7, 6)], Player::First);
    assert_eq!(
        game.foul(Cell::new(7, 7), Player::First),
        Some(Foul::DoubleThree)
    );
    // One end of the row closed by White: a four and a three, which is allowed.
    put(&mut game, &[(4, 7)], Player::First);
    put(&mut game, &[(3, 7)], Player::Second);
    assert_eq!(game.foul(Cell::new(7, 7), Player::First), None);
    // Five is never forbidden, an overline is.
    let mut game = Gomoku::with(15, Rule::Renju);
    put(
        &mut game,
        &[(1, 1), (2, 1), (3, 1), (5, 1), (6, 1)],
        Player::First,
    );
    assert_eq!(
        game.foul(Cell::new(4, 1), Player::First),
        Some(Foul::Overline)
    );
    put(&mut game, &[(1, 3), (2, 3), (3, 3), (4, 3)], Player::First);
    assert_eq!(game.foul(Cell::new(5, 3), Player::First), None);
    assert!(game.makes_five(Cell::new(5, 3), Player::First));
    // Two fours in one line (X_XXX_X with the middle played) are a double four.
    let mut game = Gomoku::with(15, Rule::Renju);
    put(&mut game, &[(2, 9), (4, 9), (6, 9), (8, 9)], Player::First);
    assert_eq!(
        game.foul(Cell::new(5, 9), Player::First),
        Some(Foul::DoubleFour)
    );
    // Refused with its reason when Black plays it.
    use arbiter::Game;
    let mut game = Gomoku::with(15, Rule::Renju);
    for (x, y) in [
        (5, 7),
        (0, 0),
        (6, 7),
        (0, 2),
        (7, 5),
        (0, 4),
        (7, 6),
        (0, 6),
    ] {
        game.play(&Cell::new(x, y));
    }
    let refused = game.try_play(&Cell::new(7, 7)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "(7, 7) is forbidden for black under renju: a double three"
    );
}

/// The judge's answer for the player to move under `rule`, by trying every move.
fn brute_answer(game: &Gomoku) -> Option<String> {
    let rule = game.rule();
    let me = game.to_move()?;
    let (s, o) = if me == Player::First { (1, 2) } else { (2, 1) };
    let name = if me == Player::First {
        "black"
    } else {
        "white"
    };
    let mut grid = Grid::of(game);
    let legal = |grid: &mut Grid, p, who: u8| {
        grid.get(p) == Some(0)
            && !(rule == Rule::Renju && who == 1 && brute_foul(grid, p).is_some())
    };
    // Judge order: smallest x, then smallest y.
    let moves: Vec<(i32, i32)> = grid.empties();
    let mine: Vec<(i32, i32)> = moves
        .iter()
        .copied()
        .filter(|&p| legal(&mut grid, p, s))
        .collect();
    if mine.is_empty() {
        return None;
    }
    if let Some(&(x, y)) = mine.iter().find(|&&p| makes_win(&mut grid, rule, p, s)) {
        return Some(format!("Place {name} at ({x},{y}) to win in 1 move."));
    }
    let any_win = |grid: &mut Grid, who: u8| {
        grid.empties()
            .into_iter()
            .any(|p| legal(grid, p, who) && makes_win(grid, rule, p, who))
    };
    let loses = mine.iter().all(|&p| {
        grid.set(p, s);
        let reply = any_win(&mut grid, o);
        grid.set(p, 0);
        reply
    });
    if loses {
        return Some("Lose in 2 moves.".into());
    }
    for &p in &mine {
        grid.set(p, s);
        let replies: Vec<(i32, i32)> = grid
            .empties()
            .into_iter()
            .filter(|&r| legal(&mut grid, r, o))
            .collect();
        let forced = !replies.is_empty()
            && replies.iter().all(|&r| {
                if makes_win(&mut grid, rule, r, o) {
                    return false;
                }
                grid.set(r, o);
                let win = any_win(&mut grid, s);
                grid.set(r, 0);
                win
            });
        grid.set(p, 0);
        if forced {
            return Some(format!(
                "Place {name} at ({},{}) to win in 3 moves.",
                p.0, p.1
            ));
        }
    }
    Some("Cannot win in 3 moves.".into())
}

#[test]
fn verdicts_under_each_rule_agree_with_exhaustive_search() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for rule in Rule::ALL {
        let mut seen = std::collections::BTreeMap::new();
        for round in 0..150 {
            let size = 6 + (round % 3) as u8;
            let cells = usize::from(size) * usize::from(size);
            let mut game = Gomoku::with(size, rule);
            // Alternate play, skipping stones that would win, until the board is crowded.
            let target = cells / 3 + rng.below(cells / 3);
            let mut tries = 0;
            while game.stones(Player::First) + game.stones(Player::Second) < target && tries < 400 {
                tries += 1;
                let mover = game.to_move().unwrap();
                let c = Cell::new(rng.below(size.into()) as u8, rng.below(size.into()) as u8);
                if game.at(c).is_none() && !game.makes_five(c, mover) {
                    game.place(c, mover).unwrap();
                }
            }
            let Some(expected) = brute_answer(&game) else {
                continue;
            };
            assert_eq!(
                game.tactics().to_string(),
                expected,
                "{rule:?} on {size} × {size}: {:?}",
                Grid::of(&game).stones
            );
            *seen
                .entry(
                    expected.split(' ').next().unwrap().to_string()
                        + &expected[expected.len() - 8..],
                )
                .or_insert(0) += 1;
        }
        // Every kind of answer turned up for each rule.
        assert!(seen.len() >= 4, "{rule:?}: {seen:?}");
    }
}
