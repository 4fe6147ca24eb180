//! The worker's exact results: whether a position of a game is solved ("White wins with
//! best play (in 5 moves: …)", "Draw with best play"), for games with an exact solver
//! (Pyrga), and the solver's speed measured inside the browser (the worker's requests for
//! them are `crate::worker::proof`).

use super::solver::{self, measure};
use crate::engine::pyrga::Pyrga;
use crate::engine::{AnyGame, Game, GameId, InAnyGame, Turn};

/// Whether `game` has an exact solver, so that [`describe`] can prove its positions.
pub fn has_solver(game: GameId) -> bool {
    game.as_str() == Pyrga::ID
}

/// The proven result of `game` in words, if its game has a solver and it is proven within
/// `nodes` and before `stop`.
pub fn describe(game: &AnyGame, nodes: u64, stop: &dyn Fn() -> bool) -> Option<String> {
    let pyrga = Pyrga::from_any(game)?;
    let Turn::Player(mover) = pyrga.turn() else {
        return None;
    };
    let proof = solver::solve(pyrga, nodes, stop).ok()?;
    Some(proof.describe(mover))
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
            assert_eq!(
                describe(&game, u64::MAX, &|| false),
                None,
                "{}",
                id.as_str()
            );
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
