//! Game-playing AI, generic over [`Game`]: Monte Carlo tree search (UCT, chance nodes
//! sampled by probability) and alpha-beta with iterative deepening (paranoid for more than
//! two players, expectimax at chance nodes). Heuristics live in per-game [`Evaluator`]s.
//!
//! The search counts nodes and never reads a clock: a deadline is injected through
//! [`Budget::stop`], so results are deterministic under a seed when only nodes limit them.

pub mod analysis;
pub mod arena;
pub mod eval;
mod failure;
mod mcts;
pub mod proof;
mod search;
pub mod solver;
mod strength;
mod tactics;
#[cfg(test)]
pub(crate) mod test_clock;

use crate::engine::{Game, GameId, Player, Rng};
use std::fmt;

pub use eval::Evaluator;
pub use failure::AiFailure;

/// How much work a search may do.
pub struct Budget<'a> {
    /// The most nodes (MCTS iterations, or alpha-beta nodes) to visit.
    pub nodes: u64,
    /// Polled now and then; returning `true` ends the search with its best move so far.
    pub stop: &'a dyn Fn() -> bool,
}

impl Budget<'_> {
    /// A budget of `nodes` with no deadline.
    pub fn nodes(nodes: u64) -> Budget<'static> {
        Budget {
            nodes,
            stop: &|| false,
        }
    }
}

/// A search algorithm and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal move.
    Random,
    /// UCT Monte Carlo tree search with this many iterations.
    Mcts {
        /// Playouts to run.
        iterations: u64,
    },
    /// Alpha-beta with iterative deepening up to `depth` plies and `nodes` nodes.
    AlphaBeta {
        /// Deepest iteration.
        depth: u32,
        /// Node budget over all iterations.
        nodes: u64,
    },
    /// The game's exact solver (Pyrga's) within `nodes` nodes; where that proves nothing,
    /// or the game has no solver, MCTS with `iterations` playouts.
    Solve {
        /// Solver nodes.
        nodes: u64,
        /// MCTS playouts when the position is not proven.
        iterations: u64,
    },
}

impl Strategy {
    /// Reads `random`, `mcts:N`, `ab:D`, `ab:D:N` or `solve:N:I`, or a [`Level`] name (whose search
    /// depends on the game).
    ///
    /// # Errors
    /// A message naming the accepted forms.
    pub fn parse(text: &str, game: GameId) -> Result<Strategy, String> {
        if let Ok(level) = text.parse::<Level>() {
            return Ok(level.strategy(game));
        }
        let bad = || {
            format!("unknown AI '{text}': use random, mcts:N, ab:D, ab:D:N, solve:N:I or a level (beginner, easy, medium, hard, strongest)")
        };
        let parts: Vec<&str> = text.split(':').collect();
        let num = |i: usize| {
            parts
                .get(i)
                .and_then(|s| s.parse::<u64>().ok())
                .ok_or_else(bad)
        };
        match parts[0] {
            "random" if parts.len() == 1 => Ok(Strategy::Random),
            "mcts" if parts.len() == 2 => Ok(Strategy::Mcts {
                iterations: num(1)?,
            }),
            "ab" if parts.len() == 2 => Ok(Strategy::AlphaBeta {
                depth: num(1)? as u32,
                nodes: u64::MAX,
            }),
            "ab" if parts.len() == 3 => Ok(Strategy::AlphaBeta {
                depth: num(1)? as u32,
                nodes: num(2)?,
            }),
            "solve" if parts.len() == 3 => Ok(Strategy::Solve {
                nodes: num(1)?,
                iterations: num(2)?,
            }),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strategy::Random => write!(f, "random"),
            Strategy::Mcts { iterations } => write!(f, "mcts:{iterations}"),
            Strategy::AlphaBeta {
                depth,
                nodes: u64::MAX,
            } => write!(f, "ab:{depth}"),
            Strategy::AlphaBeta { depth, nodes } => write!(f, "ab:{depth}:{nodes}"),
            Strategy::Solve { nodes, iterations } => write!(f, "solve:{nodes}:{iterations}"),
        }
    }
}

/// The levels offered to players, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Plays almost at random: a tiny search.
    Beginner,
    /// A short search.
    Easy,
    /// A fair opponent.
    Medium,
    /// A long search.
    Hard,
    /// As strong as the machine allows within about one second per move.
    Strongest,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Strongest,
    ];

    /// The name shown to players and accepted by the CLI.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Strongest => "strongest",
        }
    }

    /// The search behind the level for a game: alpha-beta for the chess-like games, MCTS
    /// for the others. Budgets are in nodes (iterations for MCTS), so that the CLI's ladder
    /// plays exactly what the browser plays: `Strongest` gets what the browser's worker
    /// searches in about 0.6 to 0.8 s on an idle desktop (measured in headless Chromium on
    /// the shared build machine, `node tests/e2e/run.mjs "each level's time"`: Chiron about
    /// 2 M nodes/s, Shifting Chess 520 k, Pyrga 55 k MCTS iterations/s, Chirality R2 50 k
    /// nodes/s), and stops at its one-second deadline on a slower or busier machine. The
    /// levels below are spaced so that each wins about 3 in 4 against the one below it
    /// (the ladders in docs/rules/*.md): a fixed depth where a ply more is what separates
    /// two levels, nodes where the search deepens by itself.
    pub fn strategy(self, game: GameId) -> Strategy {
        let ab = |depth, nodes| Strategy::AlphaBeta { depth, nodes };
        let mcts = |iterations| Strategy::Mcts { iterations };
        let solve = |nodes, iterations| Strategy::Solve { nodes, iterations };
        let i = self as usize;
        match game {
            GameId::Chiron => [
                ab(1, 1_000),
                ab(2, 20_000),
                ab(3, 20_000),
                ab(64, 60_000),
                ab(64, 1_200_000),
            ][i],
            // Expectimax: card draws are chance nodes (the mean over the kinds left in
            // the pile); captures are played out past the depth.
            GameId::ShiftingChess => [
                ab(1, 1_000),
                ab(2, 5_000),
                ab(3, 20_000),
                ab(4, 80_000),
                ab(64, 400_000),
            ][i],
            // Hard and Strongest play Pyrga's exact solver once it proves the position
            // within its nodes (about 3 M nodes/s natively), else MCTS.
            GameId::Pyrga => [
                mcts(30),
                mcts(300),
                mcts(2_000),
                solve(200_000, 5_000),
                solve(1_000_000, 40_000),
            ][i],
            // MCTS lost to a two-ply search at equal time and, on R2, ends no game even
            // against random moves: alpha-beta on the evaluator, one ply more per level.
            // Easy's 300 nodes cut its second ply short where many moves are open: with
            // 3,000 it played almost as well as Medium.
            GameId::Chirality => [
                ab(1, 1_000),
                ab(2, 300),
                ab(3, 6_000),
                ab(64, 8_000),
                ab(64, 36_000),
            ][i],
        }
    }

    /// Whether the worker should stop the search after about a second.
    pub fn uses_deadline(self) -> bool {
        self == Level::Strongest
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| format!("unknown level '{s}'"))
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The move chosen.
    pub best: M,
    /// Its estimated value for the mover: expected score in `[0, 1]`.
    pub value: f64,
    /// Nodes visited.
    pub nodes: u64,
}

/// A search's result with how it was reached, for analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<M> {
    /// The move, its value and the nodes spent.
    pub result: SearchResult<M>,
    /// The deepest alpha-beta iteration finished (`None` for MCTS and random play).
    pub depth: Option<u32>,
    /// The expected line, starting with the chosen move (as far as the search sees it).
    pub line: Vec<M>,
    /// When the value is a proven win or loss (no chance on the way): the plies to the end.
    pub exact_plies: Option<u32>,
    /// Whether an exact solver proved that the game ends drawn with best play.
    pub proven_draw: bool,
}

/// Chooses a move for the player to move, or `None` when the game is over or at a chance
/// turn (chance is resolved by the game, not the AI).
pub fn choose_move<G: Game, E: Evaluator<G>>(
    game: &G,
    strategy: Strategy,
    evaluator: &E,
    seed: u64,
    budget: &Budget,
) -> Option<SearchResult<G::Move>> {
    analyse(game, strategy, evaluator, seed, budget).map(|a| a.result)
}

/// [`choose_move`] in a game that passed through the positions `earlier`: where the game
/// may cycle ([`Game::MAY_CYCLE`]), moves back into one of them are left out while another
/// move is as safe.
pub fn choose_move_in_game<G: Game, E: Evaluator<G>>(
    game: &G,
    earlier: &[G],
    strategy: Strategy,
    evaluator: &E,
    seed: u64,
    budget: &Budget,
) -> Option<SearchResult<G::Move>> {
    analyse_in_game(game, earlier, strategy, evaluator, seed, budget).map(|a| a.result)
}

/// The moves of `safe` that lead to no position of `earlier`, if `G` may cycle and any do;
/// else `safe` as it is.
fn avoiding_repetition<G: Game>(game: &G, earlier: &[G], safe: Vec<G::Move>) -> Vec<G::Move> {
    if !G::MAY_CYCLE || earlier.is_empty() {
        return safe;
    }
    let seen: std::collections::HashSet<&G> = earlier.iter().collect();
    let fresh: Vec<G::Move> = safe
        .iter()
        .copied()
        .filter(|&m| {
            let mut next = game.clone();
            next.play_unchecked(m);
            !seen.contains(&next)
        })
        .collect();
    if fresh.is_empty() {
        safe
    } else {
        fresh
    }
}

/// [`choose_move`] with the depth reached and the expected line. Every strategy but random
/// play first takes a move that wins at once, and leaves out moves after which the next
/// player can win at once while another move avoids that.
pub fn analyse<G: Game, E: Evaluator<G>>(
    game: &G,
    strategy: Strategy,
    evaluator: &E,
    seed: u64,
    budget: &Budget,
) -> Option<Analysis<G::Move>> {
    analyse_in_game(game, &[], strategy, evaluator, seed, budget)
}

/// [`analyse`] in a game that passed through the positions `earlier` (see
/// [`choose_move_in_game`]).
pub fn analyse_in_game<G: Game, E: Evaluator<G>>(
    game: &G,
    earlier: &[G],
    strategy: Strategy,
    evaluator: &E,
    seed: u64,
    budget: &Budget,
) -> Option<Analysis<G::Move>> {
    let mover = mover(game)?;
    let moves = game.legal_move_list();
    if moves.is_empty() {
        return None;
    }
    let adapted = evaluator.in_game(game, earlier);
    let evaluator = adapted.as_ref().unwrap_or(evaluator);
    let mut rng = Rng::new(seed);
    let line = |best| Analysis {
        result: SearchResult {
            best,
            value: search::outcome_value(1.0, 1),
            nodes: 1,
        },
        depth: None,
        line: vec![best],
        exact_plies: Some(1),
        proven_draw: false,
    };
    if strategy == Strategy::Random {
        let mut random = line(moves[rng.below(moves.len())]);
        random.result.value = 0.5;
        random.exact_plies = None;
        return Some(random);
    }
    let moves = match tactics::root_plan(game, mover, moves) {
        tactics::RootPlan::Win(best) => return Some(line(best)),
        tactics::RootPlan::Search(safe) => avoiding_repetition(game, earlier, safe),
    };
    let mut proof_nodes = 0;
    if let Strategy::Solve { nodes, .. } = strategy {
        match evaluator.prove(game, nodes.min(budget.nodes), budget.stop) {
            Ok(proven) => return Some(proven),
            Err(unproven) => proof_nodes = unproven.nodes(),
        }
    }
    if moves.len() == 1 {
        // The only move that does not lose at once: a one-ply look gives its value.
        let stop = budget.stop;
        return Some(search::iterative_deepening(
            game,
            mover,
            moves,
            evaluator,
            1,
            u64::MAX,
            stop,
        ));
    }
    Some(match strategy {
        Strategy::Random => unreachable!("answered above"),
        Strategy::Mcts { iterations } | Strategy::Solve { iterations, .. } => {
            let mut found = mcts::search(
                game,
                moves,
                evaluator,
                &mut rng,
                iterations.min(budget.nodes),
                budget.stop,
            );
            // An unproven position's failed attempt counts too.
            found.result.nodes += proof_nodes;
            found
        }
        Strategy::AlphaBeta { depth, nodes } => search::iterative_deepening(
            game,
            mover,
            moves,
            evaluator,
            depth,
            nodes.min(budget.nodes),
            budget.stop,
        ),
    })
}

/// The value for the player to move of plain alpha-beta `depth` plies deep over every
/// legal move, as [`Strategy::AlphaBeta`] searches without a node limit and without the
/// root tactics of [`analyse`]; `None` unless a player is to move. For checking the search.
pub fn alpha_beta_value<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    depth: u32,
) -> Option<f64> {
    alpha_beta(game, evaluator, depth, u64::MAX).map(|found| found.result.value)
}

/// Plain alpha-beta over every legal move, `depth` plies deep within `nodes` nodes, without
/// the root tactics of [`analyse`] (so a proven win or loss reports its exact plies);
/// `None` unless a player is to move. For proving puzzles.
pub fn alpha_beta<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    depth: u32,
    nodes: u64,
) -> Option<Analysis<G::Move>> {
    let moves = game.legal_move_list();
    let mover = mover(game).filter(|_| !moves.is_empty())?;
    Some(search::iterative_deepening(
        game,
        mover,
        moves,
        evaluator,
        depth,
        nodes,
        &|| false,
    ))
}

/// The player who moves at a player turn.
pub(crate) fn mover<G: Game>(game: &G) -> Option<Player> {
    match game.turn() {
        crate::engine::Turn::Player(p) => Some(p),
        _ => None,
    }
}

/// Evaluates `$body` with the type names `$g` (the game's state type) and `$e` (its
/// evaluator, [`eval::Evaluated`]) bound to the game named by a
/// [`GameId`](crate::engine::GameId). The one place that names each game's state type for
/// its id (no catch-all arm: a game left out does not compile). A game this build does not
/// hold ([`GameId::built`](crate::engine::GameId::built)) is a bug, so that a one-game build
/// drops the other games' code.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $g:ident, $e:ident => $body:expr) => {
        match $id {
            $crate::engine::GameId::Chirality => {
                // A build without the game never asks for it, and drops its code here.
                if !$crate::engine::GameId::Chirality.built() {
                    unreachable!("a game this build does not hold");
                }
                type $g = $crate::engine::chirality::Chirality;
                #[allow(dead_code)]
                type $e = <$g as $crate::ai::eval::Evaluated>::Evaluator;
                $body
            }
            $crate::engine::GameId::Pyrga => {
                // A build without the game never asks for it, and drops its code here.
                if !$crate::engine::GameId::Pyrga.built() {
                    unreachable!("a game this build does not hold");
                }
                type $g = $crate::engine::pyrga::Pyrga;
                #[allow(dead_code)]
                type $e = <$g as $crate::ai::eval::Evaluated>::Evaluator;
                $body
            }
            $crate::engine::GameId::Chiron => {
                // A build without the game never asks for it, and drops its code here.
                if !$crate::engine::GameId::Chiron.built() {
                    unreachable!("a game this build does not hold");
                }
                type $g = $crate::engine::chiron::Chiron;
                #[allow(dead_code)]
                type $e = <$g as $crate::ai::eval::Evaluated>::Evaluator;
                $body
            }
            $crate::engine::GameId::ShiftingChess => {
                // A build without the game never asks for it, and drops its code here.
                if !$crate::engine::GameId::ShiftingChess.built() {
                    unreachable!("a game this build does not hold");
                }
                type $g = $crate::engine::shifting_chess::ShiftingChess;
                #[allow(dead_code)]
                type $e = <$g as $crate::ai::eval::Evaluated>::Evaluator;
                $body
            }
        }
    };
}
