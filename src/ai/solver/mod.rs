//! An exact Pyrga solver: negamax with alpha-beta over win, draw and loss with the distance
//! to the end of the game, a transposition table keyed by the position folded over the
//! board's eight symmetries, and tower-completing moves tried first.
//!
//! Like the rest of the AI it counts nodes and never reads a clock: the caller injects a
//! deadline through `stop`. A proof first settles win, draw or loss with a null window
//! around a draw, then how many plies the game lasts with best play, by asking "does it
//! end within 1, 2, 3… plies?" with null windows (each a search cut at that depth).

pub mod measure;
mod search;
mod symmetry;
mod table;

use crate::engine::pyrga::{Pyrga, PyrgaMove};
use crate::engine::{Game, Player, Turn};
use search::Search;

/// The value of a win at the position itself; a win `n` plies later scores `WIN - n`.
/// Larger than any game's length (30 placements), smaller than `i8::MAX`.
const WIN: i32 = 100;

/// How the game ends with best play, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The player to move wins.
    Win,
    /// Nobody wins.
    Draw,
    /// The player to move loses.
    Loss,
}

/// A proven result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The result for the player to move.
    pub verdict: Verdict,
    /// For a win or a loss: placements left until the game ends with best play (the winner
    /// hurrying, the loser holding out). `None` for a draw (how long a drawn game lasts is
    /// not searched), or when the budget ran out after the verdict was proven.
    pub plies: Option<u32>,
    /// A move that keeps the verdict (the quickest win or the longest loss when `plies` is
    /// known); `None` when the game is over.
    pub best: Option<PyrgaMove>,
    /// Nodes searched.
    pub nodes: u64,
}

impl Proof {
    /// The winner with best play (`None` for a draw), given who is to move.
    pub fn winner(&self, mover: Player) -> Option<Player> {
        match self.verdict {
            Verdict::Win => Some(mover),
            Verdict::Loss => Some(1 - mover),
            Verdict::Draw => None,
        }
    }

    /// Whether the distance is known too (a draw needs none).
    pub fn is_complete(&self) -> bool {
        self.plies.is_some() || self.verdict == Verdict::Draw
    }

    /// The result as a line of text for the CLI: `win in N`, `loss in N` or `draw` (for
    /// the player to move; N counts both players' placements).
    pub fn summary(&self) -> String {
        let word = match self.verdict {
            Verdict::Win => "win",
            Verdict::Loss => "loss",
            Verdict::Draw => return "draw".into(),
        };
        match self.plies {
            Some(n) => format!("{word} in {n}"),
            None => word.into(),
        }
    }
}

/// What a proof attempt that ran out of budget spent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unproven {
    /// Nodes searched.
    pub nodes: u64,
}

/// Proves the result of `game` for the player to move within `nodes` search nodes (and
/// before `stop` says so).
///
/// # Errors
/// [`Unproven`] when the budget ran out before win, draw or loss was settled.
pub fn solve(game: &Pyrga, nodes: u64, stop: &dyn Fn() -> bool) -> Result<Proof, Unproven> {
    if game.turn() == Turn::Over {
        let verdict = match game.winner() {
            None => Verdict::Draw,
            Some(w) if w == search::mover(game) => Verdict::Win,
            Some(_) => Verdict::Loss,
        };
        return Ok(Proof {
            verdict,
            plies: (verdict != Verdict::Draw).then_some(0),
            best: None,
            nodes: 0,
        });
    }
    let mut search = Search::new(nodes, stop);
    let wdl = search.root(game, -1, 1).ok_or(Unproven {
        nodes: search.nodes(),
    })?;
    let verdict = match wdl.value {
        v if v > 0 => Verdict::Win,
        0 => Verdict::Draw,
        _ => Verdict::Loss,
    };
    let mut proof = Proof {
        verdict,
        plies: None,
        best: Some(wdl.best),
        nodes: search.nodes(),
    };
    let left = search::pieces_left(game);
    for d in 1..=left as i32 {
        // Null windows just below "the game ends within d plies" for the winner.
        let (alpha, won) = match verdict {
            Verdict::Draw => break,
            Verdict::Win => (WIN - d - 1, true),
            Verdict::Loss => (-(WIN - d), false),
        };
        let Some(probe) = search.root(game, alpha, alpha + 1) else {
            break;
        };
        proof.nodes = search.nodes();
        let ends_within_d = if won {
            probe.value > alpha
        } else {
            probe.value <= alpha
        };
        // The winner's move that ends the game within d plies; the loser's move that
        // survives past the last d that failed (so the longest resistance).
        if won == ends_within_d {
            proof.best = Some(probe.best);
        }
        if ends_within_d {
            proof.plies = Some(d as u32);
            break;
        }
    }
    proof.nodes = search.nodes();
    Ok(proof)
}
