//! How far the solver reaches: the share of positions after a number of uniformly random
//! placements that it proves within a time limit, and how long the proofs take. The clock
//! is injected, so the same positions are measured natively and in the browser's worker.

use super::solve;
use crate::engine::pyrga::Pyrga;
use crate::engine::{Game, Rng, Turn};
use std::fmt;

/// The solver's figures on positions at one ply.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// Placements made before each position.
    pub plies: usize,
    /// Time limit per position, in milliseconds.
    pub limit_ms: f64,
    /// Each position's time (at the limit if unproven) and whether it was proven.
    pub runs: Vec<(f64, bool)>,
}

impl Figures {
    /// Positions proven within the limit.
    pub fn solved(&self) -> usize {
        self.runs.iter().filter(|r| r.1).count()
    }

    /// The median time over all positions (an unproven one counts as the limit).
    pub fn median_ms(&self) -> f64 {
        let mut times: Vec<f64> = self.runs.iter().map(|r| r.0).collect();
        times.sort_by(f64::total_cmp);
        times.get(times.len() / 2).copied().unwrap_or(0.0)
    }

    /// The longest time among proven positions.
    pub fn worst_solved_ms(&self) -> f64 {
        self.runs
            .iter()
            .filter(|r| r.1)
            .map(|r| r.0)
            .fold(0.0, f64::max)
    }
}

impl fmt::Display for Figures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.runs.len();
        let share = 100.0 * self.solved() as f64 / n.max(1) as f64;
        let median = if self.median_ms() >= self.limit_ms {
            format!("over {:.0}", self.limit_ms)
        } else {
            format!("{:.1}", self.median_ms())
        };
        write!(
            f,
            "ply {}: {} of {n} solved within {:.0} ms ({share:.1}%), median {median} ms, worst solved {:.1} ms",
            self.plies,
            self.solved(),
            self.limit_ms,
            self.worst_solved_ms()
        )
    }
}

/// A position after `plies` uniformly random placements from the start; games that end
/// sooner are thrown away and replayed.
pub fn random_position(rng: &mut Rng, plies: usize) -> Pyrga {
    let mut buffer = Vec::new();
    loop {
        let mut game = Pyrga::new_game(&Default::default());
        for _ in 0..plies {
            if game.turn() == Turn::Over {
                break;
            }
            game.play_random(rng, &mut buffer);
        }
        if game.turn() != Turn::Over {
            return game;
        }
    }
}

/// Solves `count` random positions at `plies` placements (positions drawn from `seed`),
/// each within `limit_ms` by the clock `now` (milliseconds from any origin).
pub fn measure(
    plies: usize,
    count: usize,
    seed: u64,
    limit_ms: f64,
    now: &dyn Fn() -> f64,
) -> Figures {
    let mut rng = Rng::new(seed);
    let runs = (0..count)
        .map(|_| {
            let game = random_position(&mut rng, plies);
            let start = now();
            let deadline = start + limit_ms;
            let proof = solve(&game, u64::MAX, &|| now() >= deadline);
            let ms = (now() - start).min(limit_ms);
            (ms, proof.is_ok_and(|p| p.is_complete()))
        })
        .collect();
    Figures {
        plies,
        limit_ms,
        runs,
    }
}
