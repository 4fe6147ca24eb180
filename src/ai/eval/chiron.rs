//! Chiron heuristic: material (Phoenixes in hand counted for their owner), the King's race
//! against the enemy Phoenixes (a Phoenix captures anything on the ranks behind it, so a
//! King that passes an enemy Phoenix is lost), Ants near promotion, and mobility.
//!
//! It only reads the position through the engine's public queries; the rules stay in the
//! engine.

use super::{logistic, Evaluator};
use crate::engine::chiron::{Chiron, Form, PieceType};
use crate::engine::Player;

/// Material, King safety against Phoenix rank captures, Ant progress and mobility.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChironEvaluator;

/// The value of a piece on the board, in Ants.
fn value(kind: PieceType, form: Form) -> f64 {
    match (kind, form) {
        (PieceType::King, _) => 0.0,
        (PieceType::Phoenix, _) => 4.0,
        (PieceType::Ant, Form::Normal) => 1.0,
        (PieceType::Ant, Form::Flipped) => 0.8,
        (PieceType::Crab, _) => 3.2,
        (PieceType::Moth, _) => 3.0,
        (PieceType::Hummingbird, _) => 3.6,
    }
}

/// A Phoenix in hand: it can come back on its holder's first rank at any time.
const PHOENIX_IN_HAND: f64 = 3.5;
/// Per legal target square.
const MOBILITY: f64 = 0.04;
/// Scale from Ants to the logistic's argument.
const SCALE: f64 = 0.35;

/// The direction (+1 towards rank 8, −1 towards rank 1) of the ranks a Phoenix of
/// `owner` in `form` captures on: behind it.
fn rank_capture_dir(owner: Player, form: Form) -> i32 {
    let forward = if owner == 0 { 1 } else { -1 };
    match form {
        Form::Normal => -forward,
        Form::Flipped => forward,
    }
}

impl Evaluator<Chiron> for ChironEvaluator {
    fn evaluate(&self, game: &Chiron, player: Player) -> f64 {
        let mut score = [0.0f64; 2];
        let mut kings: [Option<i32>; 2] = [None; 2];
        let mut king_sq = [None::<u8>; 2];
        // Squares each side could move to, and the value standing on each square.
        let mut attacks = [0u64; 2];
        let mut worth = [0.0f64; 64];
        // (rank, capture direction) of each Phoenix on the board, by owner.
        let mut phoenixes: [Vec<(i32, i32)>; 2] = [Vec::new(), Vec::new()];
        for sq in 0..64u8 {
            let Some(p) = game.piece_at(sq) else { continue };
            let o = p.owner() as usize;
            let rank = i32::from(sq / 8);
            worth[sq as usize] = value(p.kind(), p.form());
            score[o] += worth[sq as usize];
            match p.kind() {
                PieceType::King => {
                    kings[o] = Some(rank);
                    king_sq[o] = Some(sq);
                }
                PieceType::Phoenix => {
                    phoenixes[o].push((rank, rank_capture_dir(o as u8, p.form())))
                }
                PieceType::Ant if p.form() == Form::Normal => {
                    // Ranks advanced from the owner's side: 1 on the start rank.
                    let advanced = if o == 0 { rank - 1 } else { 6 - rank };
                    if advanced >= 3 {
                        score[o] += 0.12 * f64::from(advanced - 2);
                    }
                }
                _ => {}
            }
            let t = game.targets(sq);
            let reach = t.ordinary | t.capture_only;
            attacks[o] |= reach;
            score[o] += MOBILITY * f64::from(reach.count_ones());
        }
        for o in 0..2usize {
            score[o] += PHOENIX_IN_HAND * f64::from(game.hand(o as u8));
            // Material in the pool helps an Ant's promotion a little.
            score[o] += 0.1 * game.pool(o as u8).len().min(4) as f64;
            let Some(k) = kings[o] else { continue };
            for &(r, dir) in &phoenixes[o ^ 1] {
                // How many ranks the King stays clear of the Phoenix's capture zone.
                let gap = if dir < 0 { k - r } else { r - k };
                score[o] -= match gap {
                    g if g < 0 => 6.0,
                    0 => 1.5,
                    1 => 0.9,
                    2 | 3 => 0.35,
                    _ => 0.0,
                };
            }
        }
        // The side to move has the tempo: it takes the enemy King if it can (the game is
        // won), else it will likely win some of what it attacks.
        let side = game.side_to_move() as usize;
        score[side] += 0.15;
        if king_sq[side ^ 1].is_some_and(|k| attacks[side] >> k & 1 == 1) {
            score[side] += 40.0;
        } else {
            let best = (0..64)
                .filter(|&sq| attacks[side] >> sq & 1 == 1)
                .filter(|&sq| {
                    game.piece_at(sq as u8)
                        .is_some_and(|p| p.owner() as usize != side)
                })
                .map(|sq| worth[sq])
                .fold(0.0, f64::max);
            score[side] += 0.6 * best;
        }
        let p = (player & 1) as usize;
        logistic((score[p] - score[p ^ 1]) * SCALE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;

    #[test]
    fn symmetric_and_in_range() {
        let g = Chiron::new_game(&Default::default());
        let e = ChironEvaluator;
        let (w, b) = (e.evaluate(&g, 0), e.evaluate(&g, 1));
        assert!((w + b - 1.0).abs() < 1e-9);
        assert!(w > 0.0 && w < 1.0);
    }
}
