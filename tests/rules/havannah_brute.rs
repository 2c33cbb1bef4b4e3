//! Cross-check of the fast Havannah verdicts against the rules read literally, after every move
//! of thousands of random games on small boards, in every mode, with and without the swap; and
//! hand-made positions, each also checked against the same reference move by move.
//!
//! The reference below is written from the rules alone: groups by flood fill, corners and
//! edges from the hexagon's six sides, and rings cell by cell. A ring is a closed chain of one
//! colour, so a cell is enclosed by the mover when it cannot reach the board's outside (a
//! border cell) without crossing one of the mover's *other* stones: the cell itself may hold
//! anything, and the opponent's stones do not wall anything in. Which enclosed cells make a
//! ring depends on the mode:
//! - official rule: any enclosed cell, empty or not, even one of the mover's own stones;
//! - contest rule with two players: an enclosed *empty* cell;
//! - the contest's single-player replay: an enclosed empty cell. Every stone is the player's,
//!   so "cannot reach the outside through empty cells", the contest's words, is the same test.
use crate::common::Rng;

use arbiter::game::{Game, Player};
use arbiter::havannah::{
    Cell, Havannah, HavannahError, HavannahMove, Mode, SwapRefusal, Verdict, WinKinds,
};
use std::collections::HashSet;

const OFFSETS: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, -1)];
const MODES: [Mode; 3] = [
    Mode::SinglePlayer,
    Mode::TwoPlayerContestRing,
    Mode::TwoPlayerOfficialRing,
];

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

    fn set(&mut self, (x, y): (i32, i32), colour: u8) {
        self.grid[x as usize][y as usize] = colour;
    }

    /// A cell with a side on the board's outline: from it, the outside is one step away.
    fn is_border(&self, (x, y): (i32, i32)) -> bool {
        OFFSETS
            .iter()
            .any(|(dx, dy)| !self.on_board(x + dx, y + dy))
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

    /// The side of the hexagon a non-corner cell lies on (at most one).
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

    /// Walks from `start` through cells for which `pass` holds, visiting each cell once, until
    /// `stop` says so. Returns the cells visited and whether it stopped early.
    fn walk(
        &self,
        start: (i32, i32),
        pass: impl Fn((i32, i32)) -> bool,
        stop: impl Fn((i32, i32)) -> bool,
    ) -> (Vec<(i32, i32)>, bool) {
        let n = self.grid.len();
        let mut seen = vec![false; n * n];
        let index = |(x, y): (i32, i32)| x as usize * n + y as usize;
        seen[index(start)] = true;
        let mut visited = vec![start];
        let mut next = 0;
        while let Some(&(x, y)) = visited.get(next) {
            next += 1;
            if stop((x, y)) {
                return (visited, true);
            }
            for (dx, dy) in OFFSETS {
                let cell = (x + dx, y + dy);
                if self.on_board(cell.0, cell.1) && !seen[index(cell)] && pass(cell) {
                    seen[index(cell)] = true;
                    visited.push(cell);
                }
            }
        }
        (visited, false)
    }

    /// Every cell connected to `start` through cells for which `pass` holds.
    fn flood(&self, start: (i32, i32), pass: impl Fn((i32, i32)) -> bool) -> HashSet<(i32, i32)> {
        self.walk(start, pass, |_| false).0.into_iter().collect()
    }

    fn group(&self, cell: (i32, i32)) -> HashSet<(i32, i32)> {
        let colour = self.at(cell);
        self.flood(cell, |c| self.at(c) == colour)
    }

    /// Whether `cell` is cut off from the outside by `colour`'s other stones: no path of cells
    /// free of them leads from it to a border cell.
    fn enclosed_by(&self, cell: (i32, i32), colour: u8) -> bool {
        !self
            .walk(cell, |c| self.at(c) != colour, |c| self.is_border(c))
            .1
    }

    /// Whether an enclosed cell holding `content` makes a ring under `mode`.
    fn counts(mode: Mode, content: u8) -> bool {
        mode == Mode::TwoPlayerOfficialRing || content == 0
    }

    /// (bridge, fork, ring) for `colour` under `mode`.
    fn kinds(&self, colour: u8, mode: Mode) -> (bool, bool, bool) {
        let (mut bridge, mut fork) = (false, false);
        let mut done = HashSet::new();
        for cell in self.cells().into_iter().filter(|&c| self.at(c) == colour) {
            if done.contains(&cell) {
                continue;
            }
            let group = self.group(cell);
            let corners = self.corners().iter().filter(|c| group.contains(c)).count();
            let edges: HashSet<usize> = group.iter().filter_map(|&c| self.edge(c)).collect();
            bridge |= corners >= 2;
            fork |= edges.len() >= 3;
            done.extend(group);
        }
        let ring = self
            .cells()
            .into_iter()
            .any(|c| Self::counts(mode, self.at(c)) && self.enclosed_by(c, colour));
        (bridge, fork, ring)
    }

    /// Whether `colour` encloses some cell that is not its own.
    fn encloses_other_than_own(&self, colour: u8) -> bool {
        self.cells()
            .into_iter()
            .any(|c| self.at(c) != colour && self.enclosed_by(c, colour))
    }
}

fn colour_of(player: Player) -> u8 {
    match player {
        Player::First => 1,
        Player::Second => 2,
    }
}

fn at(cell: Cell) -> (i32, i32) {
    (cell.x as i32, cell.y as i32)
}

/// Checks the ring the position reports against its definition: a closed chain of the
/// winner's stones, `inside` exactly the cells cut off from the outside by it, and among
/// them one the mode counts.
fn check_ring(game: &Havannah, reference: &Reference, mode: Mode) {
    let win = *game.win().unwrap();
    let ring = game.ring().expect("a ring win describes its ring");
    let cycle = &ring.cycle;
    assert_eq!(cycle[0], win.cell);
    let on_cycle: HashSet<(i32, i32)> = cycle.iter().map(|&c| at(c)).collect();
    assert_eq!(on_cycle.len(), cycle.len(), "ring cells are distinct");
    assert!(cycle.len() >= 6);
    let colour = colour_of(win.player);
    for (i, &c) in cycle.iter().enumerate() {
        assert_eq!(reference.at(at(c)), colour);
        let next = cycle[(i + 1) % cycle.len()];
        let d = (next.x as i32 - c.x as i32, next.y as i32 - c.y as i32);
        assert!(
            OFFSETS.contains(&d),
            "ring cells {c} and {next} are neighbours"
        );
    }
    // Walled off by the cycle alone, whatever the stones: cells no flood from the border
    // reaches without crossing it.
    let mut outside = HashSet::new();
    for c in reference.cells() {
        if reference.is_border(c) && !on_cycle.contains(&c) && !outside.contains(&c) {
            outside.extend(reference.flood(c, |n| !on_cycle.contains(&n)));
        }
    }
    let expected: HashSet<(i32, i32)> = reference
        .cells()
        .into_iter()
        .filter(|c| !outside.contains(c) && !on_cycle.contains(c))
        .collect();
    let got: HashSet<(i32, i32)> = ring.inside.iter().flat_map(|s| s.cells()).map(at).collect();
    assert_eq!(got, expected, "cells inside the ring");
    assert_eq!(ring.enclosed_count() as usize, expected.len());
    for &(x, y) in &expected {
        assert!(ring.encloses(Cell::new(x as u32, y as u32)));
    }
    assert!(
        expected
            .iter()
            .any(|&c| Reference::counts(mode, reference.at(c))),
        "the ring encloses a cell its rule counts"
    );
}

/// What a game showed beyond its verdict.
#[derive(Default)]
struct Seen {
    /// Cycles that close under the official rule but not under the contest's.
    uncounted: usize,
    /// Official rings whose inside holds only the winner's own stones.
    round_own: usize,
    swaps: usize,
}

/// Plays `moves` until the game ends, comparing with the reference after every move.
fn play_and_compare(side: i32, mode: Mode, swap: bool, moves: &[HavannahMove]) -> (Verdict, Seen) {
    let mut game = Havannah::new(side as u32, mode)
        .unwrap()
        .with_swap_rule(swap);
    let mut reference = Reference::new(side);
    let mut seen = Seen::default();
    let context = |i: usize| {
        let list: Vec<String> = moves[..=i].iter().map(ToString::to_string).collect();
        format!(
            "side {side}, {mode:?}, swap {swap}, moves {}",
            list.join(" ")
        )
    };
    for (i, mv) in moves.iter().enumerate() {
        let player = game.to_move().expect("game still on");
        let swap_legal = swap && mode.two_players() && i == 1;
        assert_eq!(game.can_swap(), swap_legal, "{}", context(i));
        if !swap_legal {
            let before = game.verdict();
            let err = game.try_play(&HavannahMove::Swap).unwrap_err();
            assert_eq!(err.mv, HavannahMove::Swap);
            assert!(matches!(err.reason, HavannahError::Swap { .. }));
            assert_eq!(game.verdict(), before, "a refused swap changes nothing");
        }
        game.try_play(mv)
            .unwrap_or_else(|e| panic!("{e}: {}", context(i)));
        let cell = match *mv {
            HavannahMove::Place(cell) => {
                reference.set(at(cell), colour_of(player));
                cell
            }
            HavannahMove::Swap => {
                let first = game.stones().next().expect("a stone to take");
                assert_eq!(player, Player::Second);
                assert_eq!(
                    first.player,
                    Player::Second,
                    "the swapped stone is Player 2's"
                );
                assert!(first.swapped);
                assert_eq!(game.to_move(), Some(Player::First));
                assert_eq!(game.moves_played(), 2);
                assert_eq!(game.last_move(), Some(HavannahMove::Swap));
                reference.set(at(first.cell), colour_of(Player::Second));
                seen.swaps += 1;
                continue;
            }
        };
        let colour = colour_of(player);
        let (bridge, fork, ring) = reference.kinds(colour, mode);
        assert_eq!(
            game.stone_at(cell).map(|s| (s.player, s.move_number)),
            Some((player, i as u32 + 1))
        );
        match game.verdict() {
            Verdict::Won(win) => {
                let kinds = WinKinds { bridge, fork, ring };
                assert_eq!(win.kinds, kinds, "{}", context(i));
                assert_eq!(win.move_number as usize, i + 1);
                assert_eq!(win.player, player);
                assert_eq!(win.cell, cell);
                let group = game.winning_group().unwrap();
                let got: HashSet<(i32, i32)> = group.stones.iter().map(|&c| at(c)).collect();
                assert_eq!(got, reference.group(at(cell)), "{}", context(i));
                if ring {
                    check_ring(&game, &reference, mode);
                    if mode == Mode::TwoPlayerOfficialRing {
                        seen.round_own += usize::from(!reference.encloses_other_than_own(colour));
                    }
                } else {
                    assert!(game.ring().is_none());
                }
                if let Some(next) = moves.get(i + 1) {
                    let err = game.try_play(next).unwrap_err();
                    assert!(matches!(err.reason, HavannahError::GameOver { .. }));
                    assert_eq!(err.mv, *next);
                    assert_eq!(err.reason.rejected(), *next);
                }
                return (game.verdict(), seen);
            }
            _ => {
                assert_eq!(
                    (bridge, fork, ring),
                    (false, false, false),
                    "{}",
                    context(i)
                );
                if mode == Mode::TwoPlayerContestRing {
                    let official = reference.kinds(colour, Mode::TwoPlayerOfficialRing).2;
                    seen.uncounted += usize::from(official);
                }
            }
        }
    }
    (game.verdict(), seen)
}

/// A random order of every cell; with `cluster`, later stones prefer cells next to earlier
/// ones, which makes groups, rings and enclosed stones far more common.
fn random_cells(rng: &mut Rng, side: i32, cluster: bool) -> Vec<Cell> {
    let mut free = Reference::new(side).cells();
    let mut moves: Vec<(i32, i32)> = Vec::new();
    while !free.is_empty() {
        let mut pick = rng.below(free.len());
        if cluster && !moves.is_empty() && rng.below(4) != 0 {
            let anchor = moves[moves.len() - 1 - rng.below(moves.len().min(6))];
            let near: Vec<usize> = (0..free.len())
                .filter(|&k| {
                    let (x, y) = free[k];
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
        .into_iter()
        .map(|(x, y)| Cell::new(x as u32, y as u32))
        .collect()
}

fn cross_check(mode: Mode, games_per_side: usize, seed: u64) {
    let mut rng = Rng(seed);
    let (mut games, mut wins, mut rings) = (0, 0, 0);
    let mut total = Seen::default();
    for side in 2..=8 {
        for g in 0..games_per_side {
            let cells = random_cells(&mut rng, side, g % 2 == 1);
            let mut moves: Vec<HavannahMove> = cells.into_iter().map(Into::into).collect();
            // Two-player games: a third without the swap rule, a third that swap, a third
            // that could but place a stone instead.
            let swap = mode.two_players() && g % 3 != 0;
            if swap && g % 3 == 1 {
                moves.insert(1, HavannahMove::Swap);
            }
            let (verdict, seen) = play_and_compare(side, mode, swap, &moves);
            games += 1;
            total.uncounted += seen.uncounted;
            total.round_own += seen.round_own;
            total.swaps += seen.swaps;
            if let Verdict::Won(win) = verdict {
                wins += 1;
                rings += usize::from(win.kinds.ring);
            }
        }
    }
    eprintln!(
        "{mode:?}: {games} games, {wins} wins, {rings} by ring ({} round own stones only), \
         {} swaps, {} cycles not counted",
        total.round_own, total.swaps, total.uncounted
    );
    assert!(rings > games_per_side / 2, "rings are exercised");
    match mode {
        Mode::TwoPlayerContestRing => {
            assert!(
                total.uncounted > 50,
                "rings round only stones are exercised"
            )
        }
        Mode::TwoPlayerOfficialRing => {
            assert!(total.round_own > 20, "rings round own stones are exercised")
        }
        Mode::SinglePlayer => assert_eq!(total.swaps, 0),
    }
    if mode.two_players() {
        assert!(total.swaps > games / 4);
    }
}

#[test]
fn single_player_matches_the_rules() {
    cross_check(Mode::SinglePlayer, 300, 0x9E37_79B9_7F4A_7C15);
}

#[test]
fn two_players_contest_ring_matches_the_rules() {
    cross_check(Mode::TwoPlayerContestRing, 300, 0xD1B5_4A32_D192_ED03);
}

#[test]
fn two_players_official_ring_matches_the_rules() {
    cross_check(Mode::TwoPlayerOfficialRing, 300, 0xA076_1D64_78BD_642F);
}

/// Rings that enclose only stones are the hard case of both two-player rules: walk a larger
/// board, where clustered play fills insides before they close.
#[test]
fn rings_round_stones_on_a_larger_board() {
    let mut rng = Rng(12345);
    for mode in [Mode::TwoPlayerContestRing, Mode::TwoPlayerOfficialRing] {
        for g in 0..40 {
            let moves: Vec<HavannahMove> = random_cells(&mut rng, 12, true)
                .into_iter()
                .map(Into::into)
                .collect();
            play_and_compare(12, mode, g % 2 == 0, &moves);
        }
    }
}

// ---- Hand-made positions, each played move by move against the reference ----

fn c(x: u32, y: u32) -> HavannahMove {
    HavannahMove::Place(Cell::new(x, y))
}

/// The verdict after `moves` in the judge's words, checked against the reference throughout.
fn verdict(side: i32, mode: Mode, moves: &[HavannahMove]) -> String {
    let swap = moves.contains(&HavannahMove::Swap);
    play_and_compare(side, mode, swap, moves).0.to_string()
}

/// `first`'s moves with `second`'s between them (two players), or `first` alone.
fn alternate(mode: Mode, first: &[HavannahMove], second: &[HavannahMove]) -> Vec<HavannahMove> {
    if !mode.two_players() {
        return first.to_vec();
    }
    let mut moves = Vec::new();
    for (i, &mv) in first.iter().enumerate() {
        moves.push(mv);
        if let Some(&reply) = second.get(i).filter(|_| i + 1 < first.len()) {
            moves.push(reply);
        }
    }
    moves
}

/// Six corners of side 4: stones that touch nothing of each other, for the waiting player.
const SIDE4_CORNERS: [(u32, u32); 6] = [(1, 1), (7, 7), (1, 4), (7, 4), (4, 1), (4, 7)];

#[test]
fn the_filled_hexagon_of_seven() {
    // The centre first, then the six round it: the contest says none (its sample case 3),
    // the official rule a ring round the player's own stone.
    let hexagon = [
        c(4, 4),
        c(5, 4),
        c(5, 5),
        c(4, 5),
        c(3, 4),
        c(3, 3),
        c(4, 3),
    ];
    let waiting: Vec<HavannahMove> = SIDE4_CORNERS.iter().map(|&(x, y)| c(x, y)).collect();
    for (mode, expected) in [
        (Mode::SinglePlayer, "none"),
        (Mode::TwoPlayerContestRing, "none"),
        (Mode::TwoPlayerOfficialRing, "ring in move 13"),
    ] {
        let moves = alternate(mode, &hexagon, &waiting);
        assert_eq!(verdict(4, mode, &moves), expected, "{mode:?}");
    }
    // The ring shown is the six stones round the centre.
    let mut game = Havannah::new(4, Mode::TwoPlayerOfficialRing).unwrap();
    for mv in alternate(Mode::TwoPlayerOfficialRing, &hexagon, &waiting) {
        game.play(&mv);
    }
    let ring = game.ring().unwrap();
    assert_eq!(ring.cycle.len(), 6);
    assert_eq!(ring.cycle[0], Cell::new(4, 3));
    assert_eq!(ring.enclosed_count(), 1);
    assert!(ring.encloses(Cell::new(4, 4)));
}

/// The eight cells round the pair (5, 5), (6, 5) of a side-5 board, in order round them.
const ROUND_PAIR: [(u32, u32); 8] = [
    (5, 4),
    (4, 4),
    (4, 5),
    (5, 6),
    (6, 6),
    (7, 6),
    (7, 5),
    (6, 4),
];
/// Stones of side 5 far from the pair and from each other, for the waiting player.
const SIDE5_AWAY: [(u32, u32); 10] = [
    (1, 1),
    (9, 9),
    (1, 5),
    (9, 5),
    (5, 1),
    (5, 9),
    (3, 1),
    (1, 3),
    (9, 7),
    (7, 9),
];

#[test]
fn a_ring_round_a_mixed_inside() {
    let ring: Vec<HavannahMove> = ROUND_PAIR.iter().map(|&(x, y)| c(x, y)).collect();
    let away: Vec<HavannahMove> = SIDE5_AWAY.iter().map(|&(x, y)| c(x, y)).collect();
    let two = [Mode::TwoPlayerContestRing, Mode::TwoPlayerOfficialRing];
    for mode in two {
        let official = mode == Mode::TwoPlayerOfficialRing;
        // Player 1's own stone and Player 2's inside, nothing empty: official only.
        let mut moves = vec![c(5, 5), c(6, 5)];
        moves.extend(alternate(mode, &ring, &away));
        let expected = if official { "ring in move 17" } else { "none" };
        assert_eq!(verdict(5, mode, &moves), expected, "{mode:?}");
        // Player 1's own stone and an empty cell inside: a ring under both rules.
        let mut moves = vec![c(5, 5), away[7]];
        moves.extend(alternate(mode, &ring, &away));
        assert_eq!(verdict(5, mode, &moves), "ring in move 17", "{mode:?}");
        // Two of Player 1's own stones inside: the ring round (5, 5) alone, through (6, 5)
        // and five of the eight, closes first.
        let mut moves = vec![c(5, 5), away[8], c(6, 5), away[9]];
        moves.extend(alternate(mode, &ring, &away));
        let expected = if official { "ring in move 13" } else { "none" };
        assert_eq!(verdict(5, mode, &moves), expected, "{mode:?}");
    }
    // One player: the same two stones inside are the player's own, so no ring; one stone and
    // an empty cell make one.
    let mut moves = vec![c(5, 5), c(6, 5)];
    moves.extend_from_slice(&ring);
    assert_eq!(verdict(5, Mode::SinglePlayer, &moves), "none");
    let mut moves = vec![c(5, 5)];
    moves.extend_from_slice(&ring);
    assert_eq!(verdict(5, Mode::SinglePlayer, &moves), "ring in move 9");
}

#[test]
fn a_ring_that_touches_the_board_edge() {
    // Round (2, 2) of side 3 through the corner (1, 1) and two edge cells; the other
    // player waits on the other corners.
    let ring = [c(1, 1), c(2, 1), c(3, 2), c(3, 3), c(2, 3), c(1, 2)];
    let away = [c(5, 5), c(3, 5), c(5, 3), c(3, 1), c(1, 3)];
    for mode in MODES {
        let moves = alternate(mode, &ring, &away);
        let expected = format!("ring in move {}", moves.len());
        assert_eq!(verdict(3, mode, &moves), expected, "{mode:?}");
    }
    // The same ring with Player 2 on (2, 2): only the official rule counts it.
    let inside = [c(2, 2), c(5, 5), c(3, 5), c(5, 3), c(3, 1)];
    for (mode, expected) in [
        (Mode::TwoPlayerContestRing, "none"),
        (Mode::TwoPlayerOfficialRing, "ring in move 11"),
    ] {
        let moves = alternate(mode, &ring, &inside);
        assert_eq!(verdict(3, mode, &moves), expected, "{mode:?}");
    }
    // Without (1, 1) the board's edge closes nothing: (2, 2) still reaches the outside.
    let open = [c(2, 1), c(3, 2), c(3, 3), c(2, 3), c(1, 2)];
    for mode in MODES {
        let moves = alternate(mode, &open, &away);
        assert_eq!(verdict(3, mode, &moves), "none", "{mode:?}");
    }
    // A stone on the edge with every neighbour the player's is not enclosed: it touches the
    // outside.
    let blob = [c(3, 1), c(4, 1), c(4, 2), c(3, 2), c(2, 1)];
    let away = [c(9, 9), c(5, 9), c(9, 5), c(1, 5)];
    for mode in MODES {
        let moves = alternate(mode, &blob, &away);
        assert_eq!(verdict(5, mode, &moves), "none", "{mode:?}");
    }
}

#[test]
fn a_ring_closed_by_the_move_that_makes_a_bridge() {
    // Side 3: a C round (2, 2) from the corner (1, 1), and (4, 4) on the corner (5, 5);
    // (3, 3) closes the C and joins the two.
    let first = [
        c(1, 1),
        c(2, 1),
        c(3, 2),
        c(2, 3),
        c(1, 2),
        c(4, 4),
        c(5, 5),
        c(3, 3),
    ];
    let second = [
        c(3, 1),
        c(4, 3),
        c(3, 4),
        c(2, 4),
        c(1, 3),
        c(4, 5),
        c(5, 4),
    ];
    for mode in MODES {
        let moves = alternate(mode, &first, &second);
        let expected = format!("bridge-ring in move {}", moves.len());
        assert_eq!(verdict(3, mode, &moves), expected, "{mode:?}");
    }
}

#[test]
fn the_swap_gives_the_first_stone_to_player_two() {
    // Side 2: Player 1 opens on the corner (1, 1); Player 2 swaps, so (1, 1) is theirs, and
    // their stone on the next corner, (1, 2), is a bridge for Player 2.
    let moves = [c(1, 1), HavannahMove::Swap, c(2, 2), c(1, 2)];
    for mode in [Mode::TwoPlayerContestRing, Mode::TwoPlayerOfficialRing] {
        let mut game = Havannah::new(2, mode).unwrap().with_swap_rule(true);
        for mv in &moves {
            game.play(mv);
        }
        let win = *game.win().unwrap();
        assert_eq!(win.to_string(), "bridge in move 4");
        assert_eq!(win.player, Player::Second);
        assert_eq!(verdict(2, mode, &moves), "bridge in move 4");
        // Without the swap rule (1, 1) stays Player 1's, and (1, 2) is their bridge.
        let mut game = Havannah::new(2, mode).unwrap();
        assert_eq!(
            game.try_play(&HavannahMove::Swap).map_err(|e| e.reason),
            Err(HavannahError::Swap {
                refusal: SwapRefusal::NotInRules
            })
        );
        game.play(&c(1, 1));
        game.play(&c(2, 2));
        game.play(&c(1, 2));
        assert_eq!(game.verdict().to_string(), "bridge in move 3");
        assert_eq!(game.win().unwrap().player, Player::First);
    }
    // A ring after a swap: Player 2's ring includes the swapped stone.
    let ring = [c(4, 3), c(4, 5), c(3, 4), c(3, 3), c(5, 5)];
    let mut moves = vec![c(5, 4), HavannahMove::Swap];
    for (i, &mv) in ring.iter().enumerate() {
        moves.push(SIDE4_CORNERS.map(|(x, y)| c(x, y))[i]);
        moves.push(mv);
    }
    for mode in [Mode::TwoPlayerContestRing, Mode::TwoPlayerOfficialRing] {
        assert_eq!(verdict(4, mode, &moves), "ring in move 12", "{mode:?}");
    }
}
