//! Position evaluators: heuristics that estimate each player's expected score, kept apart
//! from the rules (one file per game).

mod chirality;
mod chirality_geometry;
mod pyrga;
mod shifting_chess;
mod shifting_endgame;

pub use chirality::{ChiralityEvaluator, ChiralityWeights, STALL_PLIES};
mod chiron;
pub use chiron::ChironEvaluator;
pub use pyrga::PyrgaEvaluator;
pub use shifting_chess::ShiftingChessEvaluator;

use super::Analysis;
use crate::engine::{Game, Player};

/// Estimates how a position will end for `player`, as an expected score in `[0, 1]`.
/// For two players the estimates of both sides should sum to 1.
pub trait Evaluator<G: Game> {
    /// The estimated score of `player` in `game` (which is not over).
    fn evaluate(&self, game: &G, player: Player) -> f64;

    /// Clears `out` and fills it with the legal moves that alpha-beta should still look at
    /// past its depth (captures: moves after which an estimate would be taken halfway
    /// through an exchange). None by default: the search then stops at its depth.
    fn noisy_moves(&self, _game: &G, out: &mut Vec<G::Move>) {
        out.clear();
    }

    /// Plies of random play in an MCTS playout before the evaluator judges the position:
    /// fewer where random play says little and the evaluator is good (more iterations).
    fn playout_plies(&self) -> u32 {
        60
    }

    /// Puts the moves likeliest to be best first (alpha-beta then cuts off more of the
    /// rest). Leaves them in the generator's order by default.
    fn order_moves(&self, _game: &G, _moves: &mut [G::Move]) {}

    /// The evaluator to search `game` with, given the positions the game passed through
    /// before it (`earlier`, oldest first), where the game so far changes the plan: `None`
    /// (search with this one) by default.
    fn in_game(&self, _game: &G, _earlier: &[G]) -> Option<Self>
    where
        Self: Sized,
    {
        None
    }

    /// Where the game has an exact solver: the proven result of `game` for the mover (its
    /// value a finished game's, `exact_plies` or `proven_draw` set) with a move that keeps
    /// it, if proven within `nodes` nodes and before `stop`.
    ///
    /// # Errors
    /// Why nothing was proven: [`Unproven::NoSolver`] by default.
    fn prove(
        &self,
        _game: &G,
        _nodes: u64,
        _stop: &dyn Fn() -> bool,
    ) -> Result<Analysis<G::Move>, Unproven> {
        Err(Unproven::NoSolver)
    }
}

/// Why [`Evaluator::prove`] proved nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unproven {
    /// The game has no exact solver.
    NoSolver,
    /// The solver gave up, having spent this many nodes.
    GaveUp(u64),
}

impl Unproven {
    /// The nodes spent on the attempt.
    pub fn nodes(self) -> u64 {
        match self {
            Unproven::NoSolver => 0,
            Unproven::GaveUp(nodes) => nodes,
        }
    }
}

/// A game's own evaluator, the one place that pairs each game with it (used by
/// [`crate::with_game!`], lessons' replies and everything that searches a game).
pub trait Evaluated: Game {
    /// The evaluator the AI searches this game with.
    type Evaluator: Evaluator<Self> + Default;
}

impl Evaluated for crate::engine::chirality::Chirality {
    type Evaluator = ChiralityEvaluator;
}

impl Evaluated for crate::engine::chiron::Chiron {
    type Evaluator = ChironEvaluator;
}

impl Evaluated for crate::engine::pyrga::Pyrga {
    type Evaluator = PyrgaEvaluator;
}

impl Evaluated for crate::engine::shifting_chess::ShiftingChess {
    type Evaluator = ShiftingChessEvaluator;
}

/// No knowledge: every player is equally likely to win. MCTS then relies on playouts alone.
#[derive(Clone, Copy, Debug, Default)]
pub struct Neutral;

impl<G: Game> Evaluator<G> for Neutral {
    fn evaluate(&self, game: &G, _: Player) -> f64 {
        1.0 / game.num_players() as f64
    }
}

/// Squashes a score difference into `(0, 1)`.
pub(crate) fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}
