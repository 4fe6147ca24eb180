//! Pyrga heuristic: controlled towers first, then the tie-breaks' two- and one-piece towers.

use super::{logistic, Evaluator, Unproven};
use crate::ai::search::outcome_value;
use crate::ai::solver::{solve, Verdict};
use crate::ai::{Analysis, SearchResult};
use crate::engine::pyrga::{Pyrga, PyrgaMove};
use crate::engine::Player;

/// Material-style evaluation following rule 7's order of tie-breaks.
#[derive(Clone, Copy, Debug, Default)]
pub struct PyrgaEvaluator;

impl Evaluator<Pyrga> for PyrgaEvaluator {
    fn evaluate(&self, game: &Pyrga, player: Player) -> f64 {
        let towers = game.controlled();
        let (mut two, mut one) = ([0i32; 2], [0i32; 2]);
        for cell in 0..16 {
            let t = game.tower(cell);
            if t.height() == 3 {
                continue;
            }
            for p in 0..2u8 {
                match t.pieces.iter().filter(|o| **o == Some(p)).count() {
                    2 => two[p as usize] += 1,
                    1 => one[p as usize] += 1,
                    _ => {}
                }
            }
        }
        let (p, o) = (player as usize, 1 - player as usize);
        let diff = (towers[p] as f64 - towers[o] as f64) * 1.2
            + f64::from(two[p] - two[o]) * 0.35
            + f64::from(one[p] - one[o]) * 0.1;
        logistic(diff)
    }

    fn prove(
        &self,
        game: &Pyrga,
        nodes: u64,
        stop: &dyn Fn() -> bool,
    ) -> Result<Analysis<PyrgaMove>, Unproven> {
        let proof = solve(game, nodes, stop).map_err(|u| Unproven::GaveUp(u.nodes))?;
        let best = proof.best.ok_or(Unproven::GaveUp(proof.nodes))?;
        let score = match proof.verdict {
            Verdict::Win => 1.0,
            Verdict::Draw => 0.5,
            Verdict::Loss => 0.0,
        };
        Ok(Analysis {
            result: SearchResult {
                best,
                value: outcome_value(score, proof.plies.unwrap_or(0)),
                nodes: proof.nodes,
            },
            depth: None,
            line: vec![best],
            exact_plies: proof.plies,
            proven_draw: proof.verdict == Verdict::Draw,
        })
    }
}
