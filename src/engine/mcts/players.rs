//! The search as each game's [`Engine`]: the game's moves turned into the search's ids, the
//! tree kept while the game goes on the way it expects.

use super::search::{Config, Search, SearchResult};
use super::{ConnectPosition, HavannahPosition, Position};
use crate::connect::{self, Connect};
use crate::engine::{Budget, Clock, Engine, Thought};
use crate::game::Game;
use crate::havannah::{Havannah, HavannahMove};

/// Playouts when a budget sets no limit at all.
const DEFAULT_PLAYOUTS: u64 = 10_000;

/// A search kept between moves, with the moves (as ids) that led to its root.
struct Kept<P: Position> {
    search: Search<P>,
    moves: Vec<u16>,
}

/// What each engine shares: the configuration, the seed, and the kept search.
struct Searcher<P: Position> {
    config: Config,
    seed: u64,
    kept: Option<Kept<P>>,
}

impl<P: Position> Searcher<P> {
    fn new(config: Config, seed: u64) -> Self {
        Searcher {
            config,
            seed,
            kept: None,
        }
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
    ) -> Option<SearchResult> {
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
        kept.search.run(budget, clock, stop)
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

fn thought<M>(result: SearchResult, to_move: impl Fn(u16) -> M) -> Thought<M> {
    Thought {
        best: to_move(result.best),
        win_rate: result.win_rate,
        line: result.line.iter().map(|&m| to_move(m)).collect(),
        win_in: result.win_in,
        playouts: result.playouts,
    }
}

/// The computer player of Havannah (two-player modes, sides up to
/// [`super::MAX_SEARCH_SIDE`]; the swap is among its moves when the rules allow it).
pub struct HavannahEngine {
    searcher: Searcher<HavannahPosition>,
}

impl HavannahEngine {
    /// The full player (RAVE, smart playouts, proofs, tree reuse).
    pub fn new() -> Self {
        HavannahEngine::with_config(Config::mcts(), 1)
    }

    /// A player with the given search switches and random seed.
    pub fn with_config(config: Config, seed: u64) -> Self {
        HavannahEngine {
            searcher: Searcher::new(config, seed),
        }
    }

    fn fresh(game: &Havannah) -> Option<HavannahPosition> {
        HavannahPosition::new(game.board().side(), game.mode(), game.swap_rule())
    }

    /// The game's moves as ids, from the empty board.
    fn moves(game: &Havannah, pos: &HavannahPosition) -> Option<Vec<u16>> {
        let mut ids = Vec::with_capacity(game.moves_played() as usize);
        for (i, stone) in game.stones().enumerate() {
            if i == 1 && game.swapped() {
                ids.push(pos.swap_id());
            }
            ids.push(pos.id(stone.cell)?);
        }
        if game.swapped() && ids.len() == 1 {
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
}

impl Default for HavannahEngine {
    fn default() -> Self {
        HavannahEngine::new()
    }
}

impl Engine<Havannah> for HavannahEngine {
    fn think(
        &mut self,
        game: &Havannah,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<HavannahMove>> {
        if game.outcome().is_over() {
            return None;
        }
        let template = Self::fresh(game)?;
        let moves = Self::moves(game, &template)?;
        let side = game.board().side();
        let result = self.searcher.think(
            || Some(template.clone()),
            &moves,
            |p| p.side() == side && p.same_rules(&template),
            budget,
            clock,
            stop,
        )?;
        let swap = template.swap_id();
        Some(thought(result, |id| {
            if id == swap {
                HavannahMove::Swap
            } else {
                HavannahMove::Place(template.cell(id))
            }
        }))
    }

    fn played(&mut self, mv: &HavannahMove) {
        let id = self
            .searcher
            .kept
            .as_ref()
            .and_then(|k| Self::id(k.search.position(), mv));
        self.searcher.played(id);
    }

    fn clear(&mut self) {
        self.searcher.kept = None;
    }
}

/// The computer player of Connect (N up to [`super::MAX_SEARCH_N`]; the swap is among its
/// moves under the pie rule).
pub struct ConnectEngine {
    searcher: Searcher<ConnectPosition>,
}

impl ConnectEngine {
    /// The full player (RAVE, smart playouts, proofs, tree reuse).
    pub fn new() -> Self {
        ConnectEngine::with_config(Config::mcts(), 1)
    }

    /// A player with the given search switches and random seed.
    pub fn with_config(config: Config, seed: u64) -> Self {
        ConnectEngine {
            searcher: Searcher::new(config, seed),
        }
    }

    /// The game's moves as ids, from the empty board: the swap shows as more moves than pegs.
    fn moves(game: &Connect, pos: &ConnectPosition) -> Option<Vec<u16>> {
        let swapped = game.moves_played() as usize > game.pegs().count();
        let mut ids = Vec::with_capacity(game.moves_played() as usize);
        for (i, peg) in game.pegs().enumerate() {
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
}

impl Default for ConnectEngine {
    fn default() -> Self {
        ConnectEngine::new()
    }
}

impl Engine<Connect> for ConnectEngine {
    fn think(
        &mut self,
        game: &Connect,
        budget: Budget,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
    ) -> Option<Thought<connect::Move>> {
        if game.outcome().is_over() {
            return None;
        }
        let template = ConnectPosition::new(game.n(), game.pie_rule())?;
        let moves = Self::moves(game, &template)?;
        let result = self.searcher.think(
            || Some(template.clone()),
            &moves,
            |p| p.same_rules(&template),
            budget,
            clock,
            stop,
        )?;
        let swap = template.swap_id();
        Some(thought(result, |id| {
            if id == swap {
                connect::Move::Swap
            } else {
                connect::Move::Place(template.point(id))
            }
        }))
    }

    fn played(&mut self, mv: &connect::Move) {
        let id = self
            .searcher
            .kept
            .as_ref()
            .and_then(|k| Self::id(k.search.position(), mv));
        self.searcher.played(id);
    }

    fn clear(&mut self) {
        self.searcher.kept = None;
    }
}
