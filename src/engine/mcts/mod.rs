//! Monte Carlo tree search for the connection games (Havannah and Connect), with the
//! improvements that made Castro strong: RAVE (all-moves-as-first statistics), playouts that
//! take an immediate win and block an immediate loss near the last moves, a tree that knows a
//! win (or a loss it cannot block) the moment a node is expanded and passes proofs up, and
//! reuse of the tree between moves. Plain UCT with uniformly random playouts is the same
//! search with those switched off ([`Config::plain_uct`]), so the two can be matched at equal
//! playouts.
//!
//! The search runs on a small internal board per game ([`HavannahPosition`], [`ConnectPosition`]):
//! union-find kept incrementally as stones go down, and positions copied over preallocated
//! arrays, so a playout allocates nothing.

mod alphabeta;
mod board;
mod connect;
mod havannah;
mod paths;
mod players;
mod search;
mod solver;
mod two_distance;

pub use alphabeta::{AbConfig, AlphaBeta, AlphaBetaEngine, Found, Judge};
pub use connect::{ConnectPosition, EVAL_TEMPO, FAR_REPLY_MIN_N, MAX_SEARCH_N};
pub use havannah::{HavannahPosition, BRIDGE_VARIANT, KNOW_VARIANT, MAX_SEARCH_SIDE};
#[cfg(not(target_arch = "wasm32"))]
pub use players::ParallelEngine;
pub use players::{level_budget, ConnectEngine, HavannahEngine, SearchEngine, Searched};
pub use search::{Config, Search, SearchResult};
pub use solver::{Solution, Solved, Solver};

/// Where a position stands, for the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The player to move has a move.
    Ongoing,
    /// Player `0` (first) or `1` (second) has won.
    Won(u8),
    /// Nobody can win any more.
    Drawn,
}

/// A game position as the search plays it. Moves are small ids (cells); a position knows its
/// legal moves, plays one, and says whether a move would win at once without playing it.
pub trait Position: Clone {
    /// One more than the largest move id (the swap included), for per-move tables.
    fn move_slots(&self) -> usize;
    /// Whether `other` is played on the same board under the same rules, so that a search
    /// kept from one can go on in the other.
    fn same_rules(&self, other: &Self) -> bool;
    /// The player to move: 0 first, 1 second.
    fn to_move(&self) -> u8;
    /// Where the game stands.
    fn status(&self) -> Status;
    /// Every legal move into `out` (cleared first), in a fixed order.
    fn legal_moves(&self, out: &mut Vec<u16>);
    /// Whether `player` could play `mv` here if it were their turn.
    fn is_legal(&self, mv: u16, player: u8) -> bool;
    /// Plays a legal move for the player to move.
    fn play(&mut self, mv: u16);
    /// Whether `mv` by `player` (to move or not) would win at once.
    fn wins(&mut self, mv: u16, player: u8) -> bool;
    /// Becomes a copy of `other` (same board), reusing this position's memory.
    fn copy_from(&mut self, other: &Self);
    /// A uniformly random legal move for `player`, None when they have none.
    fn random_move(&mut self, rng: &mut Rng, player: u8) -> Option<u16>;
    /// Pushes the free cells near `mv` onto `out`: where a win or a block after `mv` is most
    /// likely.
    fn near(&self, mv: u16, out: &mut Vec<u16>);
    /// Whether the group of the stone `mv` placed is far enough along that a stone next to
    /// it might win: a cheap filter before the playouts look for wins and blocks near it.
    fn hot(&mut self, _mv: u16) -> bool {
        true
    }
    /// The playouts' win and block check: when `mv`'s group is [`Self::hot`], the first
    /// free cell [`Self::near`] it that `taker` may take and where a stone of `player`'s
    /// would win at once; `near` is scratch. A game may answer without the list.
    fn win_near(&mut self, mv: u16, player: u8, taker: u8, near: &mut Vec<u16>) -> Option<u16> {
        if !self.hot(mv) {
            return None;
        }
        near.clear();
        self.near(mv, near);
        near.iter()
            .copied()
            .find(|&c| self.is_legal(c, taker) && self.wins(c, player))
    }
    /// Whether the mover stops the opponent's wins in one only by taking their cells: no
    /// stone of the mover's elsewhere changes what the opponent's next stone would do. Then
    /// expansion need not play every move to find the blocks.
    fn blocks_only_on_threats(&self) -> bool {
        false
    }
    /// A move of `player`'s (to move, with no win in one, facing no win in one of the
    /// opponent's) after which `player` would win at once on two cells or more, when the
    /// opponent cannot stop both with one stone ([`Self::blocks_only_on_threats`]): a win
    /// in three plies. None when there is none or the game does not look; `probe` is scratch.
    fn double_threat(&mut self, _player: u8, _probe: &mut Self) -> Option<u16> {
        None
    }
    /// What the game knows of `mv` by `player` before any playout: the share of games a move
    /// like it wins, or None for no opinion. The tree starts new nodes from it.
    fn prior(&mut self, _mv: u16, _player: u8) -> Option<f32> {
        None
    }
    /// Morat's knowledge of `mv` by `player`, in its units (a hundredth of a win each): 20 for
    /// each corner and edge the stone's group would touch (six at most: more already win),
    /// 25 for a stone that keeps a two-bridge the opponent probed. The tree adds it to a
    /// move's value, fading as the move's own playouts come in
    /// ([`Config::know_bonus`]). 0: nothing known.
    fn knowledge(&mut self, _mv: u16, _player: u8) -> u8 {
        0
    }
    /// Switches to the game's knowledge variant `variant` (0: the standard); a game without
    /// variants ignores it.
    fn set_variant(&mut self, _variant: u8) {}
    /// A playout's answer of `player` to the opponent's move `mv` when the game knows one
    /// (a connection `mv` attacked, restored), else None for a random move.
    fn reply(&mut self, _mv: u16, _player: u8) -> Option<u16> {
        None
    }
    /// The player whose win is settled before the game ends (a connection the opponent can
    /// no longer stop), so that a playout may stop there; None while it is open.
    fn settled(&self) -> Option<u8> {
        None
    }
    /// The chance that the player to move wins, judged without a playout (Connect: from how
    /// many pegs each player still needs to join its edges), `scale` the judgement's
    /// steepness; None when the game has no such judgement.
    fn evaluate(&mut self, _scale: f32) -> Option<f32> {
        None
    }
}

/// The search's random generator: xorshift64, seeded per engine so that runs repeat.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (0 is replaced, as xorshift would stay at 0).
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 {
            0x9e37_79b9_7f4a_7c15
        } else {
            seed
        })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}
