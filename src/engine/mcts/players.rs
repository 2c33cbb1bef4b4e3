//! The search as each game's [`Engine`]: the game's moves turned into the search's ids, the
//! tree kept while the game goes on the way it expects.

use super::search::{Config, Search, SearchResult};
use super::solver::{Solved, Solver};
use super::{ConnectPosition, HavannahPosition, Position};
use crate::connect::{self, Connect};
use crate::engine::{Budget, Clock, Engine, Level, Proof, Proved, Thought};
use crate::game::Game;
use crate::havannah::{Havannah, HavannahMove};

/// Playouts when a budget sets no limit at all.
const DEFAULT_PLAYOUTS: u64 = 10_000;

/// What a Havannah or Connect move at `level` may spend. Beginner, casual and club are capped
/// by playouts, each game its own ([`Searched::LEVEL_PLAYOUTS`]), so their strength does not
/// depend on the machine's load; their time only guards a slow machine or a large board. The
/// strongest level is the shared one, any number of milliseconds.
pub fn level_budget<G: Searched>(level: Level) -> Budget {
    let [beginner, casual, club] = G::LEVEL_PLAYOUTS;
    let capped = |playouts, millis| Budget {
        playouts: Some(playouts),
        millis: Some(millis),
    };
    match level {
        Level::Beginner => capped(beginner, 500),
        Level::Casual => capped(casual, 1_000),
        Level::Club => capped(club, 2_000),
        Level::Strongest { .. } => level.budget(),
    }
}

/// The solver runs where the side to move has at most this many moves: on larger boards it
/// would spend the tree search's time without proving anything.
const SOLVE_MOST_MOVES: usize = 64;

/// The solver's positions for each playout of a budget capped by playouts: a position costs
/// a few times less than a playout (no random game to the end), and at 1,000 playouts (the
/// casual level) the solver still proves Havannah side 3 from the empty board (1,348
/// positions).
const SOLVE_POSITIONS_PER_PLAYOUT: u64 = 4;

/// The solver's share of a move's time: the tree search gets the rest.
const SOLVE_SHARE: u64 = 4;

/// The solver's table: 2^20 positions (24 MB) natively, 2^18 (6 MB) in a browser.
const SOLVER_TABLE_BITS: u32 = if cfg!(target_arch = "wasm32") { 18 } else { 20 };

/// A search kept between moves, with the moves (as ids) that led to its root.
struct Kept<P: Position> {
    search: Search<P>,
    moves: Vec<u16>,
}

/// What each engine shares: the configuration, the seed, the kept search, and the solver
/// (None when this engine plays without one).
struct Searcher<P: Position> {
    config: Config,
    seed: u64,
    kept: Option<Kept<P>>,
    solve: bool,
    solver: Option<Solver<P>>,
}

impl<P: Position> Searcher<P> {
    fn new(config: Config, seed: u64) -> Self {
        Searcher {
            config,
            seed,
            kept: None,
            solve: false,
            solver: None,
        }
    }

    /// Solves `root` within `budget`: the proved value, and the proved move when there is one.
    fn prove(
        &mut self,
        root: &P,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<(Proof, Option<u16>)> {
        let solver = self
            .solver
            .get_or_insert_with(|| Solver::new(SOLVER_TABLE_BITS));
        let solution = solver.solve(root, budget, clock, stop);
        let (value, mv) = match solution.value? {
            Solved::Win(mv) => (Proved::Win, Some(mv)),
            Solved::Draw(mv) => (Proved::Draw, Some(mv)),
            Solved::Loss => (Proved::Loss, None),
        };
        let proof = Proof {
            value,
            positions: solution.positions,
        };
        Some((proof, mv))
    }

    /// The solver's try beside the tree search: on a board small enough, within a share of
    /// `budget`.
    fn prove_kept(
        &mut self,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<(Proof, Option<u16>)> {
        let root = self.kept.as_ref()?.search.position().clone();
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        if !self.solve || moves.len() > SOLVE_MOST_MOVES {
            return None;
        }
        let share = Budget {
            playouts: budget
                .playouts
                .map(|p| p.saturating_mul(SOLVE_POSITIONS_PER_PLAYOUT)),
            millis: budget.millis.map(|m| (m / SOLVE_SHARE).max(1)),
        };
        self.prove(&root, share, clock, stop)
    }

    /// Brings the kept search to the position reached by `moves` from `fresh` (reusing the
    /// tree when `moves` extends the kept line) and searches it.
    fn think(
        &mut self,
        fresh: impl FnOnce() -> Option<P>,
        moves: &[u16],
        same_rules: impl Fn(&P) -> bool,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<(SearchResult, Option<Proof>)> {
        let reusable = self.kept.as_ref().is_some_and(|k| {
            same_rules(k.search.position())
                && k.moves.len() <= moves.len()
                && moves[..k.moves.len()] == k.moves[..]
        });
        if !reusable {
            let mut root = fresh()?;
            for &mv in moves {
                if !root.is_legal(mv, root.to_move()) || root.status() != super::Status::Ongoing {
                    return None;
                }
                root.play(mv);
            }
            self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            self.kept = Some(Kept {
                search: Search::new(root, self.config, self.seed),
                moves: moves.to_vec(),
            });
        }
        let kept = self.kept.as_mut()?;
        for &mv in &moves[kept.moves.len()..] {
            let pos = kept.search.position();
            if !pos.is_legal(mv, pos.to_move()) || pos.status() != super::Status::Ongoing {
                self.kept = None;
                return None;
            }
            kept.search.advance(mv);
            kept.moves.push(mv);
        }
        let budget = if budget.playouts.is_none() && budget.millis.is_none() {
            Budget {
                playouts: Some(DEFAULT_PLAYOUTS),
                millis: None,
            }
        } else {
            budget
        };
        if kept.search.position().status() != super::Status::Ongoing {
            return None;
        }
        let proved = self.prove_kept(budget, clock, stop);
        if let Some((proof, Some(mv))) = proved {
            // The proved move is played whatever the tree search thinks of it.
            let win_rate = if proof.value == Proved::Win { 1.0 } else { 0.5 };
            let result = SearchResult {
                best: mv,
                win_rate,
                line: vec![mv],
                win_in: None,
                playouts: 0,
                root: Vec::new(),
            };
            return Some((result, Some(proof)));
        }
        let kept = self.kept.as_mut()?;
        let result = kept.search.run(budget, clock, stop)?;
        Some((result, proved.map(|(proof, _)| proof)))
    }

    fn played(&mut self, mv: Option<u16>) {
        let Some(kept) = self.kept.as_mut() else {
            return;
        };
        match mv {
            Some(mv)
                if kept
                    .search
                    .position()
                    .is_legal(mv, kept.search.position().to_move()) =>
            {
                kept.search.advance(mv);
                kept.moves.push(mv);
            }
            _ => self.kept = None,
        }
    }
}

fn thought<M>(
    (result, proof): (SearchResult, Option<Proof>),
    to_move: impl Fn(u16) -> M,
) -> Thought<M> {
    Thought {
        best: to_move(result.best),
        win_rate: result.win_rate,
        line: result.line.iter().map(|&m| to_move(m)).collect(),
        win_in: result.win_in,
        playouts: result.playouts,
        proof,
        root: result
            .root
            .iter()
            .map(|&(m, visits, wins)| (to_move(m), visits, wins))
            .collect(),
    }
}

/// How a game reads as the search plays it: its board, and its moves as the board's ids.
pub trait Searched: Game {
    /// The search's board for the game.
    type Position: Position;
    /// The empty board under the game's rules; None when the search does not play them.
    fn fresh(&self) -> Option<Self::Position>;
    /// The game's moves so far as ids on `pos` (a fresh board), from the empty board.
    fn ids(&self, pos: &Self::Position) -> Option<Vec<u16>>;
    /// `mv` as an id on `pos`.
    fn id(pos: &Self::Position, mv: &Self::Move) -> Option<u16>;
    /// The move whose id on `pos` is `id`.
    fn move_of(pos: &Self::Position, id: u16) -> Self::Move;
    /// Playouts a move at the beginner, casual and club levels ([`level_budget`]), spaced so
    /// that each level beats the one below in about three games of four on the page's
    /// default board (`arbiter match`, docs/engines.md "Levels").
    const LEVEL_PLAYOUTS: [u64; 3];

    /// The game's full search: [`Config::mcts`] unless the game measured better settings.
    fn config() -> Config {
        Config::mcts()
    }
}

/// The computer player of a game the search plays ([`HavannahEngine`], [`ConnectEngine`]).
pub struct SearchEngine<G: Searched> {
    searcher: Searcher<G::Position>,
}

impl<G: Searched> SearchEngine<G> {
    /// The full player (RAVE, smart playouts, proofs, tree reuse, the solver beside it).
    pub fn new() -> Self {
        SearchEngine::with_config(G::config(), 1).with_solver(true)
    }

    /// A player with the given search switches and random seed, without the solver.
    pub fn with_config(config: Config, seed: u64) -> Self {
        SearchEngine {
            searcher: Searcher::new(config, seed),
        }
    }

    /// The same player with the proof-number solver beside its tree search (on boards small
    /// enough for it: at most 64 moves to choose from) or without it.
    pub fn with_solver(mut self, on: bool) -> Self {
        self.searcher.solve = on;
        self
    }
}

impl<G: Searched> Default for SearchEngine<G> {
    fn default() -> Self {
        SearchEngine::new()
    }
}

impl<G: Searched> Engine<G> for SearchEngine<G> {
    fn level_budget(&self, level: Level) -> Budget {
        level_budget::<G>(level)
    }

    fn think(
        &mut self,
        game: &G,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<G::Move>> {
        if game.outcome().is_over() {
            return None;
        }
        let template = game.fresh()?;
        let moves = game.ids(&template)?;
        let result = self.searcher.think(
            || Some(template.clone()),
            &moves,
            |p| p.same_rules(&template),
            budget,
            clock,
            stop,
        )?;
        Some(thought(result, |id| G::move_of(&template, id)))
    }

    fn played(&mut self, mv: &G::Move) {
        let id = self
            .searcher
            .kept
            .as_ref()
            .and_then(|k| G::id(k.search.position(), mv));
        self.searcher.played(id);
    }

    fn clear(&mut self) {
        self.searcher.kept = None;
    }

    fn reseed(&mut self, seed: u64) {
        self.searcher.seed = seed;
        self.searcher.kept = None;
    }

    /// The solver alone, on any board, within the whole `budget`.
    fn prove(
        &mut self,
        game: &G,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<(Proof, Option<G::Move>)> {
        if game.outcome().is_over() {
            return None;
        }
        let mut root = game.fresh()?;
        let template = root.clone();
        for mv in game.ids(&root)? {
            root.play(mv);
        }
        let (proof, mv) = self.searcher.prove(&root, budget, clock, stop)?;
        Some((proof, mv.map(|id| G::move_of(&template, id))))
    }
}

/// The computer player of Havannah (two-player modes, sides up to
/// [`super::MAX_SEARCH_SIDE`]; the swap is among its moves when the rules allow it).
pub type HavannahEngine = SearchEngine<Havannah>;

impl Searched for Havannah {
    type Position = HavannahPosition;
    const LEVEL_PLAYOUTS: [u64; 3] = [200, 1_000, 4_000];

    /// No UCT exploration term: RAVE and the priors alone steer selection, as in Morat.
    /// At 20,000 playouts a move, side 8, it beat the exploring search. RAVE's equivalence
    /// grows by 200 a move to choose from, as Morat's `decrrave` (`mcts-x0decr`): at 10,000
    /// playouts, side 8, it scored 60 % against the fixed equivalence (docs/engines.md).
    fn config() -> Config {
        Config {
            explore: 0.0,
            rave_per_move: 200.0,
            ..Config::mcts()
        }
    }

    fn fresh(&self) -> Option<HavannahPosition> {
        HavannahPosition::new(self.board().side(), self.mode(), self.swap_rule())
    }

    /// The swap shows after the first stone.
    fn ids(&self, pos: &HavannahPosition) -> Option<Vec<u16>> {
        let mut ids = Vec::with_capacity(self.moves_played() as usize);
        for (i, stone) in self.stones().enumerate() {
            if i == 1 && self.swapped() {
                ids.push(pos.swap_id());
            }
            ids.push(pos.id(stone.cell)?);
        }
        if self.swapped() && ids.len() == 1 {
            ids.push(pos.swap_id());
        }
        Some(ids)
    }

    fn id(pos: &HavannahPosition, mv: &HavannahMove) -> Option<u16> {
        match *mv {
            HavannahMove::Place(cell) => pos.id(cell),
            HavannahMove::Swap => Some(pos.swap_id()),
        }
    }

    fn move_of(pos: &HavannahPosition, id: u16) -> HavannahMove {
        if id == pos.swap_id() {
            HavannahMove::Swap
        } else {
            HavannahMove::Place(pos.cell(id))
        }
    }
}

/// The computer player of Connect (N up to [`super::MAX_SEARCH_N`]; the swap is among its
/// moves under the pie rule).
pub type ConnectEngine = SearchEngine<Connect>;

impl Searched for Connect {
    type Position = ConnectPosition;
    const LEVEL_PLAYOUTS: [u64; 3] = [200, 600, 5_000];

    /// Priors that favour the points on either player's shortest chain, and playouts whose
    /// runner steps around a peg in contact with its chain's end (knowledge variant 14,
    /// `mcts-run`): at N = 23, 1 s a move, it beat the shortest-chain priors alone
    /// (`mcts-path2`) in most games (docs/engines.md, "playouts that know a ladder").
    fn config() -> Config {
        Config {
            variant: 14,
            ..Config::mcts()
        }
    }

    fn fresh(&self) -> Option<ConnectPosition> {
        ConnectPosition::new(self.n(), self.pie_rule())
    }

    /// The swap shows as more moves than pegs.
    fn ids(&self, pos: &ConnectPosition) -> Option<Vec<u16>> {
        let swapped = self.moves_played() as usize > self.pegs().count();
        let mut ids = Vec::with_capacity(self.moves_played() as usize);
        for (i, peg) in self.pegs().enumerate() {
            if i == 0 && swapped {
                // The swapped peg stands mirrored; Black had played it at the mirror point.
                ids.push(pos.id(peg.point.transposed())?);
                ids.push(pos.swap_id());
            } else {
                ids.push(pos.id(peg.point)?);
            }
        }
        Some(ids)
    }

    fn id(pos: &ConnectPosition, mv: &connect::Move) -> Option<u16> {
        match *mv {
            connect::Move::Place(p) => pos.id(p),
            connect::Move::Swap => Some(pos.swap_id()),
        }
    }

    fn move_of(pos: &ConnectPosition, id: u16) -> connect::Move {
        if id == pos.swap_id() {
            connect::Move::Swap
        } else {
            connect::Move::Place(pos.point(id))
        }
    }
}

/// Root-parallel search for the native players: one engine per thread, each with its own
/// seed and tree, thinking on the same position; their root statistics are summed
/// ([`crate::engine::merge`]). Only the first runs the solver. One thread runs on the
/// caller's.
#[cfg(not(target_arch = "wasm32"))]
pub struct ParallelEngine<G: Searched> {
    engines: Vec<SearchEngine<G>>,
}

#[cfg(not(target_arch = "wasm32"))]
impl<G: Searched> ParallelEngine<G> {
    /// The full player on `threads` threads (at least one).
    pub fn new(threads: usize) -> Self {
        ParallelEngine::with_config(G::config(), threads)
    }

    /// The player with other search switches (an `arbiter match` variant) on `threads` threads.
    pub fn with_config(config: Config, threads: usize) -> Self {
        let engines = (0..threads.max(1))
            .map(|i| SearchEngine::with_config(config, 1 + i as u64).with_solver(i == 0))
            .collect();
        ParallelEngine { engines }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<G> Engine<G> for ParallelEngine<G>
where
    G: Searched + Sync,
    G::Move: Send + PartialEq,
    G::Position: Send,
{
    fn level_budget(&self, level: Level) -> Budget {
        level_budget::<G>(level)
    }

    fn think(
        &mut self,
        game: &G,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<G::Move>> {
        let (first, others) = self.engines.split_first_mut()?;
        if others.is_empty() {
            return first.think(game, budget, clock, stop);
        }
        // The other threads time themselves: what is left of the budget, from now.
        let left = Budget {
            millis: budget
                .millis
                .map(|m| (m as f64 - clock.elapsed_ms()).max(1.0) as u64),
            ..budget
        };
        let thoughts: Vec<Thought<G::Move>> = std::thread::scope(|scope| {
            let handles: Vec<_> = others
                .iter_mut()
                .map(|engine| {
                    scope.spawn(move || {
                        let clock = crate::engine::Stopwatch::start();
                        engine.think(game, left, &clock, &|| false)
                    })
                })
                .collect();
            let mine = first.think(game, budget, clock, stop);
            let theirs = handles
                .into_iter()
                .map(|h| h.join().expect("a search thread does not panic"));
            mine.into_iter().chain(theirs.flatten()).collect()
        });
        crate::engine::merge(&thoughts)
    }

    fn played(&mut self, mv: &G::Move) {
        for engine in &mut self.engines {
            engine.played(mv);
        }
    }

    fn clear(&mut self) {
        for engine in &mut self.engines {
            engine.clear();
        }
    }

    fn prove(
        &mut self,
        game: &G,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<(Proof, Option<G::Move>)> {
        self.engines[0].prove(game, budget, clock, stop)
    }
}
