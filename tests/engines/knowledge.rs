//! The search's game knowledge, each against a definition written here from the game's own API
//! on random positions: Havannah's priors (joined groups, stones next to the move) and
//! Connect's (links made, distance from the mover's home edges), and Havannah's shortcut to the
//! blocks of a win in one.

use arbiter::connect::{self, Connect, Point};
use arbiter::engine::mcts::{
    ConnectPosition, HavannahPosition, Position, Status, BRIDGE_VARIANT, FAR_REPLY_MIN_N,
    KNOW_VARIANT,
};
use arbiter::havannah::{Cell, Havannah, HavannahMove, Mode};
use arbiter::rng::Rng;
use arbiter::{Game, Player};

/// A random Havannah game still going after up to half the board, and its search position.
fn havannah_pair(rng: &mut Rng, side: u32) -> (Havannah, HavannahPosition) {
    let mut game = Havannah::new(side, Mode::TwoPlayerOfficialRing).unwrap();
    let mut pos = HavannahPosition::new(side, Mode::TwoPlayerOfficialRing, false).unwrap();
    let plies = 1 + rng.below(game.board().cell_count() as usize / 2);
    for _ in 0..plies {
        let empty = empty_cells(&game);
        let cell = empty[rng.below(empty.len())];
        let mut next = game.clone();
        next.try_play(&HavannahMove::Place(cell)).unwrap();
        if next.outcome().is_over() {
            break;
        }
        game = next;
        pos.play(pos.id(cell).unwrap());
    }
    (game, pos)
}

/// The board's empty cells, column by column.
fn empty_cells(game: &Havannah) -> Vec<Cell> {
    let board = game.board();
    let m = board.max_coord();
    (1..=m)
        .flat_map(|x| (1..=m).map(move |y| Cell::new(x, y)))
        .filter(|&c| board.contains(c) && game.stone_at(c).is_none())
        .collect()
}

fn owner(game: &Havannah, cell: Cell) -> Option<Player> {
    game.stone_at(cell).map(|s| s.player)
}

#[test]
fn havannah_priors_favour_joining_groups_then_contact() {
    let mut rng = Rng(0x9a10);
    for round in 0..200 {
        let (game, mut pos) = havannah_pair(&mut rng, 5);
        let me = game.to_move().unwrap();
        let mover = pos.to_move();
        let board = game.board();
        for cell in empty_cells(&game) {
            let mut groups: Vec<Vec<Cell>> = Vec::new();
            let mut contact = false;
            for n in board.neighbours(cell) {
                match owner(&game, n) {
                    Some(p) if p == me => {
                        contact = true;
                        let mut group: Vec<Cell> = game.group(n).unwrap().stones;
                        group.sort_by_key(|c| (c.x, c.y));
                        if !groups.contains(&group) {
                            groups.push(group);
                        }
                    }
                    Some(_) => contact = true,
                    None => {}
                }
            }
            let expected = match (groups.len(), contact) {
                (2.., _) => 0.7,
                (1, _) => 0.55,
                (0, true) => 0.5,
                (0, false) => 0.4,
            };
            let prior = pos.prior(pos.id(cell).unwrap(), mover);
            assert_eq!(prior, Some(expected), "round {round} {cell}");
        }
    }
}

/// The bridge variant: a cell joining no own group but making a two-bridge with an own stone
/// (a stone not beside it with which it shares two free neighbours) is valued 0.55 (0.05
/// above contact), every other cell as the standard priors value it.
#[test]
fn havannah_bridge_variant_values_two_bridges_as_contact() {
    let mut rng = Rng(0xb41d);
    let mut bridges = 0;
    for round in 0..200 {
        let (game, mut pos) = havannah_pair(&mut rng, 5);
        let me = game.to_move().unwrap();
        let mover = pos.to_move();
        let board = game.board();
        for cell in empty_cells(&game) {
            let id = pos.id(cell).unwrap();
            let standard = pos.prior(id, mover).unwrap();
            let around: Vec<Cell> = board.neighbours(cell).collect();
            let joins = around.iter().any(|&n| owner(&game, n) == Some(me));
            let m = board.max_coord();
            let mut cells = (1..=m).flat_map(|x| (1..=m).map(move |y| Cell::new(x, y)));
            let bridge = !joins
                && cells.any(|far| {
                    let shared: Vec<Cell> = board
                        .neighbours(far)
                        .filter(|n| around.contains(n))
                        .collect();
                    board.contains(far)
                        && owner(&game, far) == Some(me)
                        && !around.contains(&far)
                        && shared.len() == 2
                        && shared.iter().all(|&c| owner(&game, c).is_none())
                });
            bridges += usize::from(bridge);
            let expected = if bridge { 0.55 } else { standard };
            pos.set_variant(BRIDGE_VARIANT);
            let value = pos.prior(id, mover).unwrap();
            pos.set_variant(0);
            assert!((value - expected).abs() < 1e-6, "round {round} {cell}");
        }
    }
    assert!(bridges > 100, "{bridges}");
}

/// Morat's knowledge for the bonus that fades with visits: 20 for each corner and edge the
/// stone's group would touch (the cell's own border and every own neighbour's group, read
/// from the stones' cells), 25 when two own stones round the cell that do not touch share a
/// second neighbour holding an opponent's stone (a two-bridge probed, kept by the move).
#[test]
fn havannah_knowledge_counts_borders_reached_and_probed_bridges() {
    let mut rng = Rng(0x6e0a);
    let (mut probes, mut reaching) = (0, 0);
    for round in 0..200 {
        let (game, mut pos) = havannah_pair(&mut rng, 4 + round % 3);
        let me = game.to_move().unwrap();
        let mover = pos.to_move();
        let board = game.board();
        for cell in empty_cells(&game) {
            let mut cells = vec![cell];
            let mut own = Vec::new();
            for n in board.neighbours(cell) {
                if owner(&game, n) == Some(me) {
                    own.push(n);
                    cells.extend(game.group(n).unwrap().stones);
                }
            }
            let mut corners: Vec<u8> = cells.iter().filter_map(|&c| board.corner(c)).collect();
            let mut edges: Vec<u8> = cells.iter().filter_map(|&c| board.edge(c)).collect();
            corners.sort();
            corners.dedup();
            edges.sort();
            edges.dedup();
            let probed = own.iter().any(|&a| {
                own.iter().any(|&b| {
                    a != b
                        && !board.neighbours(a).any(|c| c == b)
                        && board.neighbours(a).any(|p| {
                            p != cell
                                && board.neighbours(b).any(|q| q == p)
                                && owner(&game, p).is_some_and(|o| o != me)
                        })
                })
            });
            // Six at most: more already win (two corners, three edges), and it fits a byte.
            let reached = (corners.len() + edges.len()).min(6);
            let expected = 20 * reached + if probed { 25 } else { 0 };
            probes += usize::from(probed);
            reaching += usize::from(!corners.is_empty() || !edges.is_empty());
            let know = pos.knowledge(pos.id(cell).unwrap(), mover);
            assert_eq!(usize::from(know), expected, "round {round} {cell}");
        }
    }
    assert!(
        probes > 50 && reaching > 500,
        "{probes} probes, {reaching} reaching"
    );
}

/// Under the official ring rule the tree search finds the blocks of the opponent's wins in one
/// without trying every move: only a threat's own cell can block it. Checked against playing
/// every move and asking again, on random positions (contest rings and the swap excluded).
#[test]
fn havannah_official_threats_are_blocked_only_on_their_cells() {
    let mut rng = Rng(0xb10c);
    let mut checked = 0;
    for round in 0..2000 {
        let (_, mut pos) = havannah_pair(&mut rng, 4 + round % 3);
        assert!(pos.blocks_only_on_threats(), "round {round}");
        let me = pos.to_move();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let threats: Vec<u16> = moves
            .iter()
            .copied()
            .filter(|&t| pos.wins(t, me ^ 1))
            .collect();
        if threats.is_empty() || moves.iter().any(|&m| pos.wins(m, me)) {
            continue;
        }
        checked += 1;
        for &m in &moves {
            let mut after = pos.clone();
            after.play(m);
            let blocked = threats.iter().all(|&t| !after.wins(t, me ^ 1));
            assert_eq!(blocked, threats == [m], "round {round} move {m}");
        }
    }
    assert!(checked > 40, "only {checked} positions with threats");
    let contest = HavannahPosition::new(5, Mode::TwoPlayerContestRing, false).unwrap();
    assert!(!contest.blocks_only_on_threats());
    // While the swap is open it recolours a stone.
    let mut swap = HavannahPosition::new(5, Mode::TwoPlayerOfficialRing, true).unwrap();
    swap.play(swap.id(Cell::new(5, 5)).unwrap());
    assert!(!swap.blocks_only_on_threats());
}

/// A random Connect game still going, and its search position.
/// Havannah's knowledge variant (`mcts-know`): the cell that restores a bridge the opponent
/// probed is worth more than an ordinary join of two groups, and a stone joining a group on
/// the border a little more than one joining a group inside.
#[test]
fn havannah_know_variant_restores_probed_bridges() {
    let side = 6;
    let board = Havannah::new(side, Mode::TwoPlayerOfficialRing)
        .unwrap()
        .board();
    let inside =
        |c: Cell| board.contains(c) && board.edge(c).is_none() && board.corner(c).is_none();
    let centre = Cell::new(side, side);
    let around: Vec<Cell> = board.neighbours(centre).collect();
    // Two neighbours of the centre that do not touch, and the other cell both touch.
    let (a, b, probe) = around
        .iter()
        .flat_map(|&a| around.iter().map(move |&b| (a, b)))
        .find_map(|(a, b)| {
            let of_b: Vec<Cell> = board.neighbours(b).collect();
            if a == b || of_b.contains(&a) {
                return None;
            }
            board
                .neighbours(a)
                .find(|&p| p != centre && of_b.contains(&p))
                .map(|p| (a, b, p))
        })
        .unwrap();
    let [far, .., other] = board.corners();
    assert!(inside(a) && inside(b) && inside(probe));
    let value = |variant: u8, moves: &[Cell], at: Cell| {
        let mut pos = HavannahPosition::new(side, Mode::TwoPlayerOfficialRing, false).unwrap();
        pos.set_variant(variant);
        for &c in moves {
            pos.play(pos.id(c).unwrap());
        }
        let mover = pos.to_move();
        pos.prior(pos.id(at).unwrap(), mover).unwrap()
    };
    // First player: a and b; second: far, then the probe. The first to move, on the centre.
    let probed = [a, far, b, probe];
    assert_eq!(value(0, &probed, centre), 0.7);
    assert_eq!(value(KNOW_VARIANT, &probed, centre), 0.8);
    // Not probed: the standard join of two groups.
    let open = [a, far, b, other];
    assert_eq!(value(KNOW_VARIANT, &open, centre), 0.7);
    // The first player's stone on a corner, joined.
    let near_far = board.neighbours(far).find(|&c| board.contains(c)).unwrap();
    let border = [far, a];
    assert_eq!(value(0, &border, near_far), 0.55);
    assert!((value(KNOW_VARIANT, &border, near_far) - 0.6).abs() < 1e-6);
}

/// A random Connect game still going after up to half the board, and its search position.
pub(crate) fn connect_pair(rng: &mut Rng, n: i32) -> (Connect, ConnectPosition) {
    let mut game = Connect::new(n).unwrap();
    let mut pos = ConnectPosition::new(n, false).unwrap();
    let plies = rng.below((n * n) as usize / 2);
    for _ in 0..plies {
        let free: Vec<Point> = (0..=n)
            .flat_map(|x| (0..=n).map(move |y| Point::new(x, y)))
            .filter(|&p| game.check(&connect::Move::Place(p)).is_ok())
            .collect();
        if free.is_empty() {
            break;
        }
        let p = free[rng.below(free.len())];
        let mut next = game.clone();
        next.try_play(&connect::Move::Place(p)).unwrap();
        if next.outcome().is_over() {
            break;
        }
        game = next;
        pos.play(pos.id(p).unwrap());
    }
    (game, pos)
}

#[test]
fn connect_priors_favour_links_and_keep_off_the_home_edges() {
    let mut rng = Rng(0xc0de);
    for round in 0..100 {
        let n = 6 + round % 8;
        let (game, mut pos) = connect_pair(&mut rng, n);
        let me = game.to_move();
        let mover = pos.to_move();
        for p in (0..=n).flat_map(|x| (0..=n).map(move |y| Point::new(x, y))) {
            let Ok(preview) = game.links_if_placed(p) else {
                continue;
            };
            let along = if me == Player::First { p.x } else { p.y };
            let from_edge = along.min(n - along);
            let expected = match (preview.added.len(), from_edge) {
                (0, 0) => 0.3,
                (_, 0) => 0.45,
                (0, 1) => 0.4,
                (0, _) => 0.5,
                (1, _) => 0.6,
                _ => 0.65,
            };
            assert_eq!(
                pos.prior(pos.id(p).unwrap(), mover),
                Some(expected),
                "round {round} {p}"
            );
        }
    }
}

/// Plays `points` in turn on an empty Connect board of side `n` under knowledge `variant`.
fn connect_after(n: i32, variant: u8, points: &[(i32, i32)]) -> ConnectPosition {
    let mut pos = ConnectPosition::new(n, false).unwrap();
    pos.set_variant(variant);
    for &(x, y) in points {
        pos.play(pos.id(Point::new(x, y)).unwrap());
    }
    pos
}

#[test]
fn connect_variant_eighteen_keeps_the_first_reply_off_the_first_peg() {
    // Variant 18 (`mcts-run-far`): the reply to the first peg may be any point the rules
    // allow except the peg's eight neighbours, from N = FAR_REPLY_MIN_N on; every other
    // position (a smaller board, or a second peg down) has exactly the rules' moves.
    let mut rng = Rng(0x18f);
    for round in 0..40 {
        let n = 7 + round % 8;
        let first = (
            1 + rng.below(n as usize - 1) as i32,
            1 + rng.below(n as usize - 1) as i32,
        );
        let mut game = Connect::new(n).unwrap();
        game.play(&connect::Move::Place(Point::new(first.0, first.1)));
        let mut pos = connect_after(n, 18, &[first]);
        let listed = |pos: &ConnectPosition| {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let mut points: Vec<(i32, i32)> = moves
                .iter()
                .map(|&m| pos.point(m))
                .map(|p| (p.x, p.y))
                .collect();
            points.sort();
            points
        };
        let rules = |game: &Connect, keep: &dyn Fn((i32, i32)) -> bool| {
            let mut points: Vec<(i32, i32)> = (0..=n)
                .flat_map(|x| (0..=n).map(move |y| (x, y)))
                .filter(|&(x, y)| game.check(&connect::Move::Place(Point::new(x, y))).is_ok())
                .filter(|&p| keep(p))
                .collect();
            points.sort();
            points
        };
        let far = n >= FAR_REPLY_MIN_N;
        let off = |(x, y): (i32, i32)| !far || (x - first.0).abs() > 1 || (y - first.1).abs() > 1;
        assert_eq!(
            listed(&pos),
            rules(&game, &off),
            "round {round} N = {n} {first:?}"
        );
        let second = *listed(&pos).first().unwrap();
        game.play(&connect::Move::Place(Point::new(second.0, second.1)));
        pos.play(pos.id(Point::new(second.0, second.1)).unwrap());
        assert_eq!(
            listed(&pos),
            rules(&game, &|_| true),
            "round {round} after {second:?}"
        );
    }
}

#[test]
fn connect_variant_one_favours_blocking_the_leading_end_of_a_chain() {
    // White's chain (5, 3)-(6, 5) reaches neither of its edges (y = 0 and y = 11).
    let moves = [(9, 9), (5, 3), (9, 1), (6, 5)];
    let at = |pos: &ConnectPosition, x, y| pos.id(Point::new(x, y)).unwrap();
    for (variant, ahead, aside) in [(0, 0.5, 0.4), (1, 0.55, 0.4)] {
        let mut pos = connect_after(11, variant, &moves);
        // Three rows past the chain's top, straight ahead of its end; and off the cone.
        assert_eq!(
            pos.prior(at(&pos, 6, 8), 0),
            Some(ahead),
            "variant {variant}"
        );
        assert_eq!(
            pos.prior(at(&pos, 1, 6), 0),
            Some(aside),
            "variant {variant}"
        );
    }
}

#[test]
fn connect_variant_four_favours_the_blocking_line_and_marks_down_early_border_pegs() {
    // White's chain (5, 3)-(6, 5) reaches neither of its edges; Black has (9, 9) and (9, 1).
    let moves = [(9, 9), (5, 3), (9, 1), (6, 5)];
    let at = |pos: &ConnectPosition, x, y| pos.id(Point::new(x, y)).unwrap();
    // (standard, variant 4) for Black: three rows past the chain's end, in line with it; in
    // contact with the end; a border peg far from Black's pegs; a link extending (9, 9)
    // toward x = 11.
    let cases = [
        ((6, 8), 0.5, 0.6),
        ((6, 6), 0.5, 0.5),
        ((1, 6), 0.4, 0.3),
        ((10, 7), 0.6, 0.7),
    ];
    let mut standard = connect_after(11, 0, &moves);
    let mut line = connect_after(11, 4, &moves);
    for ((x, y), before, after) in cases {
        assert_eq!(
            standard.prior(at(&standard, x, y), 0),
            Some(before),
            "({x}, {y})"
        );
        assert_eq!(line.prior(at(&line, x, y), 0), Some(after), "({x}, {y})");
    }
}

#[test]
fn connect_variant_three_changes_the_playouts_only() {
    // Without setup replies (`mcts-nosave`), every prior is the standard one.
    let moves = [(9, 9), (5, 3), (9, 1), (6, 5), (3, 3)];
    let mut standard = connect_after(11, 0, &moves);
    let mut no_replies = connect_after(11, 3, &moves);
    for mv in 0..standard.move_slots() as u16 {
        for player in 0..2 {
            assert_eq!(
                no_replies.prior(mv, player),
                standard.prior(mv, player),
                "move {mv}, player {player}"
            );
        }
    }
}

#[test]
fn connect_playouts_restore_a_setup_the_opponent_cut_into() {
    // Black's (3, 3) and (6, 6) link through (4, 5) or (5, 4); White takes (4, 5).
    let moves = [(3, 3), (9, 10), (6, 6), (4, 5)];
    let cut = Point::new(4, 5);
    for (variant, expected) in [(3, None), (0, Some(Point::new(5, 4)))] {
        let mut pos = connect_after(11, variant, &moves);
        let reply = pos.reply(pos.id(cut).unwrap(), 0);
        assert_eq!(reply.map(|id| pos.point(id)), expected, "variant {variant}");
    }
    // Joined already: nothing to restore.
    let mut pos = connect_after(11, 0, &[(3, 3), (9, 10), (5, 4), (1, 10), (6, 6), (4, 5)]);
    assert_eq!(pos.reply(pos.id(cut).unwrap(), 0), None);
}

#[test]
fn connect_playouts_restore_a_setup_a_link_cut() {
    // Black's (3, 3) and (6, 6) link through (4, 5) or (5, 4); White's link (3, 6)-(4, 4)
    // crosses the path through (4, 5) without taking a point. Variant 5 (`mcts-nocut`)
    // answers only a peg on the common point.
    let moves = [(3, 3), (9, 10), (6, 6), (3, 6), (1, 10), (4, 4)];
    let cut = Point::new(4, 4);
    for (variant, expected) in [(5, None), (0, Some(Point::new(5, 4)))] {
        let mut pos = connect_after(11, variant, &moves);
        let reply = pos.reply(pos.id(cut).unwrap(), 0);
        assert_eq!(reply.map(|id| pos.point(id)), expected, "variant {variant}");
    }
    // White's peg on (4, 5) itself: both restore through (5, 4).
    let taken = [(3, 3), (9, 10), (6, 6), (4, 5)];
    for variant in [0, 5] {
        let mut pos = connect_after(11, variant, &taken);
        let reply = pos.reply(pos.id(Point::new(4, 5)).unwrap(), 0);
        assert_eq!(reply.map(|id| pos.point(id)), Some(Point::new(5, 4)));
    }
}

#[test]
fn connect_settled_connections_are_never_lost() {
    // Variant 7: a chain from the row next to one home edge to the row next to the other is
    // settled for its owner: played on at random, the opponent never wins. Every win is
    // settled first. The standard settles nothing.
    let mut rng = arbiter::engine::mcts::Rng::new(0x5e77);
    let mut settled_games = 0;
    for game in 0..400 {
        let n = 5 + (game % 8);
        for variant in [7, 0] {
            let mut pos = ConnectPosition::new(n, false).unwrap();
            pos.set_variant(variant);
            let mut owner = None;
            while pos.status() == Status::Ongoing {
                if owner.is_none() {
                    owner = pos.settled();
                }
                let mover = pos.to_move();
                let mv = pos.random_move(&mut rng, mover).unwrap();
                pos.play(mv);
            }
            owner = owner.or(pos.settled());
            if variant == 0 {
                assert_eq!(pos.settled(), None, "the standard plays on");
                continue;
            }
            if let Status::Won(winner) = pos.status() {
                assert_eq!(owner, Some(winner), "game {game}");
            }
            settled_games += usize::from(owner.is_some());
        }
    }
    assert!(settled_games > 200, "{settled_games} settled games");
}

/// Per point, the fewest pegs `player` still needs on a chain from the rows `start` accepts to
/// the point (the point's own peg counted), by relaxing every link until nothing changes: a
/// point holds an own peg (0 more) or is free and the player's to take (1 more); a link may
/// join two such points when no standing link crosses it.
pub(crate) fn brute_distances(
    game: &Connect,
    player: Player,
    start: impl Fn(Point) -> bool,
) -> Vec<u32> {
    let n = game.n();
    let side = (n + 1) as usize;
    let points: Vec<Point> = (0..=n)
        .flat_map(|y| (0..=n).map(move |x| Point::new(x, y)))
        .collect();
    let cost = |p: Point| match game.peg_at(p) {
        Some(peg) if peg.owner == player => Some(0),
        Some(_) => None,
        None if game.is_corner(p) => None,
        None => match game.home_edge_owner(p) {
            Some(owner) if owner != player => None,
            _ => Some(1),
        },
    };
    let far = u32::MAX;
    let mut dist: Vec<u32> = points
        .iter()
        .map(|&p| match cost(p) {
            Some(c) if start(p) => c,
            _ => far,
        })
        .collect();
    let standing: Vec<connect::Link> = game.links().map(|(l, _)| l).collect();
    loop {
        let mut changed = false;
        for &a in &points {
            let da = dist[a.y as usize * side + a.x as usize];
            if da == far {
                continue;
            }
            for d in connect::geometry::KNIGHT_MOVES {
                let b = a.offset(d);
                let (Some(cb), true) = (cost(b), game.contains(b)) else {
                    continue;
                };
                let link = connect::Link::new(a, b).unwrap();
                if standing.iter().any(|l| *l != link && l.touches(&link)) {
                    continue;
                }
                let at = b.y as usize * side + b.x as usize;
                if da + cb < dist[at] {
                    dist[at] = da + cb;
                    changed = true;
                }
            }
        }
        if !changed {
            return dist;
        }
    }
}

/// Per player (Black, then White) and point: how many more pegs than the fewest a chain
/// through the point needs ([`brute_distances`]), `u32::MAX` when none passes it.
pub(crate) fn brute_slacks(game: &Connect) -> Vec<Vec<u32>> {
    let n = game.n();
    let side = (n + 1) as usize;
    [Player::First, Player::Second]
        .into_iter()
        .map(|player| {
            let along = move |p: Point| if player == Player::First { p.x } else { p.y };
            let low = brute_distances(game, player, |p| along(p) <= 1);
            let high = brute_distances(game, player, |p| along(p) >= n - 1);
            let through: Vec<u32> = (0..side * side)
                .map(|i| low[i].saturating_add(high[i]))
                .collect();
            let best = (0..side * side)
                .filter(|&i| low[i] != u32::MAX && high[i] != u32::MAX)
                .map(|i| {
                    let p = Point::new((i % side) as i32, (i / side) as i32);
                    through[i] - u32::from(game.peg_at(p).is_none())
                })
                .min();
            (0..side * side)
                .map(|i| match best {
                    Some(b) if through[i] < u32::MAX / 2 => through[i].saturating_sub(1 + b),
                    _ => u32::MAX,
                })
                .collect()
        })
        .collect()
}

#[test]
fn connect_path_priors_favour_either_shortest_chain() {
    // Variants 8 and 9 (`mcts-path`, `mcts-path2`): the standard prior, plus 0.1 for a point
    // on the mover's shortest chain between the rows next to its edges, 0.04 one peg off
    // it, the same for the opponent's, and minus 0.1 two pegs or more off both; variant 9
    // twice that, as Connect's search (variant 14, `mcts-run`) and variant 15, whose playouts
    // differ; variant 17 (`mcts-run-stop`) as 14 with the opponent's chain counted twice.
    // Edge points keep the standard.
    let mut rng = Rng(0x9a75);
    for round in 0..60 {
        let n = 6 + round % 8;
        let (game, standard) = connect_pair(&mut rng, n);
        let side = (n + 1) as usize;
        let slacks = brute_slacks(&game);
        let me = game.to_move();
        let mover = standard.to_move();
        for variant in [8, 9, 14, 15, 17] {
            let mut pos = standard.clone();
            pos.set_variant(variant);
            let mut plain = standard.clone();
            for p in (0..=n).flat_map(|x| (0..=n).map(move |y| Point::new(x, y))) {
                if game.check(&connect::Move::Place(p)).is_err() {
                    continue;
                }
                let id = pos.id(p).unwrap();
                let base = plain.prior(id, mover).unwrap();
                let along = if me == Player::First { p.x } else { p.y };
                let i = p.y as usize * side + p.x as usize;
                let (own, theirs) = slack_pair(&slacks, me, i);
                let scale = if variant == 8 { 1.0 } else { 2.0 };
                let block = if variant == 17 { 2.0 } else { 1.0 };
                let expected = if along.min(n - along) == 0 {
                    base
                } else {
                    (base + weighted_chain_bonus(own, theirs, scale, block)).clamp(0.05, 0.95)
                };
                let got = pos.prior(id, mover).unwrap();
                assert!(
                    (got - expected).abs() < 1e-5,
                    "round {round} variant {variant} {p}: {got} against {expected}"
                );
            }
        }
    }
}

/// The mover's and the opponent's slack at point index `i` ([`brute_slacks`]), `me` moving.
pub(crate) fn slack_pair(slacks: &[Vec<u32>], me: Player, i: usize) -> (u32, u32) {
    if me == Player::First {
        (slacks[0][i], slacks[1][i])
    } else {
        (slacks[1][i], slacks[0][i])
    }
}

/// What the shortest-chain priors add at a point, by definition: a bonus for each player's
/// chain through it (slack 0 or 1), less one for a point on neither, times `scale`.
pub(crate) fn chain_bonus(own: u32, theirs: u32, scale: f32) -> f32 {
    weighted_chain_bonus(own, theirs, scale, 1.0)
}

/// As [`chain_bonus`], with the opponent's chain's bonus times `block`.
fn weighted_chain_bonus(own: u32, theirs: u32, scale: f32, block: f32) -> f32 {
    let bonus = |s: u32| match s {
        0 => 0.1,
        1 => 0.04,
        _ => 0.0,
    };
    let scattered = if own > 1 && theirs > 1 { 0.1 } else { 0.0 };
    scale * (bonus(own) + block * bonus(theirs) - scattered)
}

/// The fewest pegs `player` still needs on `game` to join its home edges, from the rows next
/// to them ([`brute_distances`]); None when the opponent has cut it off.
pub(crate) fn brute_best(game: &Connect, player: Player) -> Option<u32> {
    let n = game.n();
    let side = (n + 1) as usize;
    let along = move |p: Point| if player == Player::First { p.x } else { p.y };
    let low = brute_distances(game, player, |p| along(p) <= 1);
    let high = brute_distances(game, player, |p| along(p) >= n - 1);
    (0..side * side)
        .filter(|&i| low[i] != u32::MAX && high[i] != u32::MAX)
        .map(|i| {
            let p = Point::new((i % side) as i32, (i / side) as i32);
            low[i] + high[i] - u32::from(game.peg_at(p).is_none())
        })
        .min()
}

/// What `evaluate` should say for the mover: a logistic curve of the opponent's pegs still
/// needed less the mover's, plus the move in hand; a player cut off has lost.
fn judged(mine: Option<u32>, theirs: Option<u32>, scale: f32) -> f32 {
    match (mine, theirs) {
        (None, None) => 0.5,
        (None, Some(_)) => 0.0,
        (Some(_), None) => 1.0,
        (Some(m), Some(t)) => {
            let lead = t as f32 - m as f32 + arbiter::engine::mcts::EVAL_TEMPO;
            1.0 / (1.0 + (-scale * lead).exp())
        }
    }
}

#[test]
fn connect_leaves_are_judged_by_both_shortest_chains() {
    // Random positions, N = 6 to 13: the judgement against shortest chains recomputed by
    // relaxing every link through the rules' crossing test.
    let mut rng = Rng(0xd157);
    let mut leads = std::collections::BTreeSet::new();
    for round in 0..80 {
        let n = 6 + round % 8;
        let (game, mut pos) = connect_pair(&mut rng, n);
        let me = game.to_move();
        let (mine, theirs) = (brute_best(&game, me), brute_best(&game, me.opponent()));
        leads.insert(mine.zip(theirs).map(|(m, t)| t as i64 - m as i64));
        for scale in [0.5, 1.0, 2.0] {
            let got = pos.evaluate(scale).unwrap();
            let expected = judged(mine, theirs, scale);
            assert!(
                (got - expected).abs() < 1e-5,
                "round {round} scale {scale}: {got} against {expected} ({mine:?}, {theirs:?})"
            );
        }
    }
    assert!(leads.len() >= 5, "too few kinds of position: {leads:?}");
}

#[test]
fn connect_a_chain_across_cuts_the_opponent_off() {
    // Black's linked chain from x = 1 to x = 5 at N = 6 needs no more pegs (the rows next
    // to its edges link to them whatever White does); White cannot cross it: lost.
    let mut pos = connect_after(6, 9, &[(1, 2), (2, 0), (3, 3), (5, 0), (5, 4)]);
    assert_eq!(pos.status(), Status::Ongoing);
    assert_eq!(pos.to_move(), 1);
    assert_eq!(pos.evaluate(1.0), Some(0.0));
    // One move earlier Black needs one peg, White still has a way round: Black to move leads.
    let mut before = connect_after(6, 9, &[(1, 2), (2, 0), (3, 3), (5, 0)]);
    let black = before.evaluate(1.0).unwrap();
    assert!(black > 0.5 && black < 1.0, "{black}");
}
