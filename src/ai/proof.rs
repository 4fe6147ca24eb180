//! The worker's exact results: whether a position of a game is solved (who wins with best
//! play, and in how many moves), for games with an exact solver (Pyrga), and the solver's
//! speed measured inside the browser (the worker's requests for them are
//! `crate::worker::proof`).

use super::solver::{self, measure};
use crate::engine::pyrga::Pyrga;
use crate::engine::{AnyGame, Game, GameId, InAnyGame, Player, Turn};
use serde::{Deserialize, Serialize};

/// Whether `game` has an exact solver, so that [`solve`] can prove its positions.
pub fn has_solver(game: GameId) -> bool {
    game.as_str() == Pyrga::ID
}

/// A position's proven result, for the page to word ("White wins with best play (in 5
/// moves: 3 by White, 2 by Black)", "Draw with best play").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solved {
    /// The player to move.
    pub mover: Player,
    /// Who wins with best play; `None` for a draw.
    pub winner: Option<Player>,
    /// For a win: placements left, both players', until the game ends with best play, if
    /// the budget sufficed to count them.
    pub plies: Option<u32>,
}

/// The proven result of `game`, if its game has a solver and it is proven within `nodes`
/// and before `stop`.
pub fn solve(game: &AnyGame, nodes: u64, stop: &dyn Fn() -> bool) -> Option<Solved> {
    let pyrga = Pyrga::from_any(game)?;
    let Turn::Player(mover) = pyrga.turn() else {
        return None;
    };
    let proof = solver::solve(pyrga, nodes, stop).ok()?;
    let winner = proof.winner(mover);
    Some(Solved {
        mover,
        winner,
        plies: proof.plies.filter(|&n| n > 0 && winner.is_some()),
    })
}

/// The solver's figures on `count` positions after each of `plies` random placements,
/// one line per ply (see [`measure::measure`]).
pub fn bench(
    plies: &[usize],
    count: usize,
    seed: u64,
    limit_ms: f64,
    now: &dyn Fn() -> f64,
) -> String {
    plies
        .iter()
        .map(|&p| measure::measure(p, count, seed, limit_ms, now).to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_without_a_solver_have_no_proof() {
        for id in GameId::ALL.into_iter().filter(|&id| !has_solver(id)) {
            let game = AnyGame::new_game(id, "").unwrap();
            assert_eq!(solve(&game, u64::MAX, &|| false), None, "{}", id.as_str());
        }
        assert!(has_solver(GameId::Pyrga));
    }

    #[test]
    fn the_bench_prints_a_line_per_ply() {
        let clock = crate::ai::test_clock::SteppingClock::new(1.0);
        let text = bench(&[24, 26], 3, 1, 1000.0, &|| clock.read());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(lines[0].starts_with("ply 24: 3 of 3 solved"), "{text}");
    }
}
