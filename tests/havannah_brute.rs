//! Cross-check of the fast Havannah verdicts against plain flood fills, after every move of
//! thousands of random games on small boards, in every mode.
//!
//! The reference below is written from the rules alone: groups by flood fill, corners and
//! edges from the hexagon's six sides, and rings by flooding from outside the board.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Rng;

use arbiter::game::{Game, Player};
use arbiter::havannah::{Cell, Havannah, HavannahError, Mode, Verdict};
use std::collections::{HashSet, VecDeque};

const OFFSETS: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, -1)];

/// The reference board: a plain grid with a margin, 0 = empty, 1 and 2 = players.
struct Reference {
    side: i32,
    grid: Vec<Vec<u8>>,
}

impl Reference {
    fn new(side: i32) -> Self {
        let n = (2 * side + 1) as usize;
        Reference {
            side,
            grid: vec![vec![0; n]; n],
        }
    }

    fn on_board(&self, x: i32, y: i32) -> bool {
        let m = 2 * self.side - 1;
        x >= 1 && y >= 1 && x <= m && y <= m && (x - y).abs() < self.side
    }

    fn cells(&self) -> Vec<(i32, i32)> {
        let m = 2 * self.side - 1;
        let mut out = Vec::new();
        for x in 1..=m {
            for y in 1..=m {
                if self.on_board(x, y) {
                    out.push((x, y));
                }
            }
        }
        out
    }

    fn at(&self, (x, y): (i32, i32)) -> u8 {
        self.grid[x as usize][y as usize]
    }

    fn corners(&self) -> Vec<(i32, i32)> {
        let s = self.side;
        vec![
            (1, 1),
            (1, s),
            (s, 1),
            (s, 2 * s - 1),
            (2 * s - 1, s),
            (2 * s - 1, 2 * s - 1),
        ]
    }

    /// The sides of the hexagon a non-corner cell lies on (at most one).
    fn edge(&self, (x, y): (i32, i32)) -> Option<usize> {
        if self.corners().contains(&(x, y)) {
            return None;
        }
        let (s, m) = (self.side, 2 * self.side - 1);
        let sides = [
            x == 1,
            y == 1,
            x == m,
            y == m,
            x - y == s - 1,
            y - x == s - 1,
        ];
        sides.iter().position(|&on| on)
    }

    /// Every cell connected to `starts` through cells for which `pass` holds, as a grid.
    fn flood(&self, starts: &[(i32, i32)], pass: impl Fn(u8) -> bool) -> Vec<Vec<bool>> {
        self.flood_list(starts, pass).0
    }

    /// Like `flood`, also listing the cells reached.
    fn flood_list(
        &self,
        starts: &[(i32, i32)],
        pass: impl Fn(u8) -> bool,
    ) -> (Vec<Vec<bool>>, Vec<(i32, i32)>) {
        let n = self.grid.len();
        let mut seen = vec![vec![false; n]; n];
        let mut stack: Vec<(i32, i32)> = Vec::new();
        let mut reached = Vec::new();
        for &(x, y) in starts {
            if !seen[x as usize][y as usize] {
                seen[x as usize][y as usize] = true;
                stack.push((x, y));
            }
        }
        while let Some((x, y)) = stack.pop() {
            reached.push((x, y));
            for (dx, dy) in OFFSETS {
                let (nx, ny) = (x + dx, y + dy);
                if self.on_board(nx, ny)
                    && !seen[nx as usize][ny as usize]
                    && pass(self.at((nx, ny)))
                {
                    seen[nx as usize][ny as usize] = true;
                    stack.push((nx, ny));
                }
            }
        }
        (seen, reached)
    }

    fn cells_of(&self, seen: &[Vec<bool>]) -> HashSet<(i32, i32)> {
        self.cells()
            .into_iter()
            .filter(|&(x, y)| seen[x as usize][y as usize])
            .collect()
    }

    fn group(&self, cell: (i32, i32)) -> HashSet<(i32, i32)> {
        let colour = self.at(cell);
        self.cells_of(&self.flood(&[cell], |c| c == colour))
    }

    /// (bridge, fork, ring) for `colour` under `mode`.
    fn kinds(&self, colour: u8, mode: Mode) -> (bool, bool, bool) {
        let (mut bridge, mut fork) = (false, false);
        let n = self.grid.len();
        let mut done = vec![vec![false; n]; n];
        for cell in self.cells() {
            if self.at(cell) != colour || done[cell.0 as usize][cell.1 as usize] {
                continue;
            }
            let (group, members) = self.flood_list(&[cell], |c| c == colour);
            let inside = |&(x, y): &(i32, i32)| group[x as usize][y as usize];
            let corners = self.corners().iter().filter(|c| inside(c)).count();
            let mut edges = [false; 6];
            for c in members {
                if let Some(e) = self.edge(c) {
                    edges[e] = true;
                }
                done[c.0 as usize][c.1 as usize] = true;
            }
            bridge |= corners >= 2;
            fork |= edges.iter().filter(|&&e| e).count() >= 3;
        }
        // Cells the ring-maker does not hold may carry the outside in; which of them must be
        // enclosed for a ring depends on the rule.
        let pass = |c: u8| match mode {
            Mode::SinglePlayer => c == 0,
            _ => c != colour,
        };
        let counts = |c: u8| match mode {
            Mode::TwoPlayerOfficialRing => c != colour,
            _ => c == 0,
        };
        let border: Vec<(i32, i32)> = self
            .cells()
            .into_iter()
            .filter(|&(x, y)| {
                OFFSETS
                    .iter()
                    .any(|(dx, dy)| !self.on_board(x + dx, y + dy))
            })
            .filter(|&c| pass(self.at(c)))
            .collect();
        let outside = self.flood(&border, pass);
        let ring = self
            .cells()
            .into_iter()
            .any(|(x, y)| counts(self.at((x, y))) && !outside[x as usize][y as usize]);
        (bridge, fork, ring)
    }
}

fn colour_of(player: Player) -> u8 {
    match player {
        Player::First => 1,
        Player::Second => 2,
    }
}

/// Checks the ring the position reports against its definition: a closed chain of the
/// winner's stones, and `inside` exactly the cells cut off from the outside by it.
fn check_ring(game: &Havannah, reference: &Reference, mode: Mode) {
    let win = *game.win().unwrap();
    let ring = game.ring().expect("a ring win describes its ring");
    let cycle = &ring.cycle;
    assert_eq!(cycle[0], win.cell);
    let distinct: HashSet<Cell> = cycle.iter().copied().collect();
    assert_eq!(distinct.len(), cycle.len(), "ring cells are distinct");
    assert!(cycle.len() >= 4);
    let colour = colour_of(win.player);
    for (i, &c) in cycle.iter().enumerate() {
        assert_eq!(reference.at((c.x as i32, c.y as i32)), colour);
        let next = cycle[(i + 1) % cycle.len()];
        let d = (next.x as i32 - c.x as i32, next.y as i32 - c.y as i32);
        assert!(
            OFFSETS.contains(&d),
            "ring cells {c} and {next} are neighbours"
        );
    }
    let on_cycle: HashSet<(i32, i32)> = cycle.iter().map(|c| (c.x as i32, c.y as i32)).collect();
    let border: Vec<(i32, i32)> = reference
        .cells()
        .into_iter()
        .filter(|&(x, y)| {
            OFFSETS
                .iter()
                .any(|(dx, dy)| !reference.on_board(x + dx, y + dy))
        })
        .filter(|c| !on_cycle.contains(c))
        .collect();
    // Flood by position, ignoring stones: everything not walled off by the cycle.
    let mut seen: HashSet<(i32, i32)> = border.iter().copied().collect();
    let mut queue: VecDeque<(i32, i32)> = border.into_iter().collect();
    while let Some((x, y)) = queue.pop_front() {
        for (dx, dy) in OFFSETS {
            let n = (x + dx, y + dy);
            if reference.on_board(n.0, n.1) && !on_cycle.contains(&n) && seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    let expected: HashSet<(i32, i32)> = reference
        .cells()
        .into_iter()
        .filter(|c| !seen.contains(c) && !on_cycle.contains(c))
        .collect();
    let got: HashSet<(i32, i32)> = ring
        .inside
        .iter()
        .flat_map(|s| s.cells())
        .map(|c| (c.x as i32, c.y as i32))
        .collect();
    assert_eq!(got, expected, "cells inside the ring");
    assert_eq!(ring.enclosed_count() as usize, expected.len());
    for &(x, y) in &expected {
        assert!(ring.encloses(Cell::new(x as u32, y as u32)));
    }
    let counts = |c: u8| match mode {
        Mode::TwoPlayerOfficialRing => c != colour,
        _ => c == 0,
    };
    assert!(
        expected.iter().any(|&c| counts(reference.at(c))),
        "the ring encloses a cell its rule counts"
    );
}

/// Plays `moves` until the game ends, comparing with the reference after every move.
/// Returns the verdict and how often a cycle closed without counting as a ring.
fn play_and_compare(side: i32, mode: Mode, moves: &[(i32, i32)]) -> (Verdict, usize) {
    let mut game = Havannah::new(side as u32, mode).unwrap();
    let mut reference = Reference::new(side);
    let mut uncounted = 0;
    for (i, &(x, y)) in moves.iter().enumerate() {
        let cell = Cell::new(x as u32, y as u32);
        let player = game.to_move().expect("game still on");
        game.try_play(&cell).unwrap();
        reference.grid[x as usize][y as usize] = colour_of(player);
        let (bridge, fork, ring) = reference.kinds(colour_of(player), mode);
        if mode == Mode::TwoPlayerContestRing && !ring {
            uncounted += usize::from(
                reference
                    .kinds(colour_of(player), Mode::TwoPlayerOfficialRing)
                    .2,
            );
        }
        let verdict = game.verdict();
        let context = || format!("side {side}, {mode:?}, moves {:?}", &moves[..=i]);
        match verdict {
            Verdict::Won(win) => {
                assert_eq!(
                    (win.kinds.bridge, win.kinds.fork, win.kinds.ring),
                    (bridge, fork, ring),
                    "{}",
                    context()
                );
                assert_eq!(win.move_number as usize, i + 1);
                assert_eq!(win.player, player);
                let group = game.winning_group().unwrap();
                let expected = reference.group((x, y));
                let got: HashSet<(i32, i32)> = group
                    .stones
                    .iter()
                    .map(|c| (c.x as i32, c.y as i32))
                    .collect();
                assert_eq!(got, expected, "{}", context());
                if ring {
                    check_ring(&game, &reference, mode);
                } else {
                    assert!(game.ring().is_none());
                }
                if let Some(&(nx, ny)) = moves.get(i + 1) {
                    let next = Cell::new(nx as u32, ny as u32);
                    assert!(matches!(
                        game.try_play(&next).map_err(|e| e.reason),
                        Err(HavannahError::GameOver { .. })
                    ));
                }
                return (verdict, uncounted);
            }
            _ => assert_eq!((bridge, fork, ring), (false, false, false), "{}", context()),
        }
    }
    (game.verdict(), uncounted)
}

/// A random order of every cell; with `cluster`, later stones prefer cells next to earlier
/// ones, which makes groups, rings and enclosed opponents far more common.
fn random_moves(rng: &mut Rng, side: i32, cluster: bool) -> Vec<(i32, i32)> {
    let reference = Reference::new(side);
    let mut free = reference.cells();
    let mut moves: Vec<(i32, i32)> = Vec::new();
    while !free.is_empty() {
        let mut pick = rng.below(free.len());
        if cluster && !moves.is_empty() && rng.below(4) != 0 {
            let near: Vec<usize> = (0..free.len())
                .filter(|&k| {
                    let (x, y) = free[k];
                    let anchor = moves[moves.len() - 1 - rng.below(moves.len().min(6))];
                    OFFSETS.iter().any(|&(dx, dy)| (x + dx, y + dy) == anchor)
                })
                .collect();
            if !near.is_empty() {
                pick = near[rng.below(near.len())];
            }
        }
        moves.push(free.swap_remove(pick));
    }
    moves
}

fn cross_check(mode: Mode, games_per_side: usize, seed: u64) {
    let mut rng = Rng(seed);
    let mut rings = 0;
    let mut uncounted = 0;
    let mut wins = 0;
    for side in 2..=8 {
        for g in 0..games_per_side {
            let moves = random_moves(&mut rng, side, g % 2 == 1);
            let (verdict, skipped) = play_and_compare(side, mode, &moves);
            uncounted += skipped;
            if let Verdict::Won(win) = verdict {
                wins += 1;
                rings += usize::from(win.kinds.ring);
            }
        }
    }
    eprintln!("{mode:?}: {wins} wins, {rings} by ring, {uncounted} cycles not counted");
    assert!(rings > games_per_side / 2, "rings are exercised");
    if mode == Mode::TwoPlayerContestRing {
        assert!(uncounted > 50, "rings around only stones are exercised");
    }
}

#[test]
fn single_player_matches_flood_fill() {
    cross_check(Mode::SinglePlayer, 200, 0x9E37_79B9_7F4A_7C15);
}

#[test]
fn two_players_contest_ring_matches_flood_fill() {
    cross_check(Mode::TwoPlayerContestRing, 200, 0xD1B5_4A32_D192_ED03);
}

#[test]
fn two_players_official_ring_matches_flood_fill() {
    cross_check(Mode::TwoPlayerOfficialRing, 200, 0xA076_1D64_78BD_642F);
}

/// Rings that enclose only the opponent's stones are the hard case of the contest rule: walk
/// a larger board with two players where the second player fills the inside first.
#[test]
fn contest_ring_around_stones_on_a_larger_board() {
    let mut rng = Rng(12345);
    for _ in 0..40 {
        let moves = random_moves(&mut rng, 12, true);
        play_and_compare(12, Mode::TwoPlayerContestRing, &moves);
    }
}
