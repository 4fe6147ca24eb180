//! The start positions (§5 and the rulings): Setup A (two Gates each on R2), Setup B
//! (an Inner Garrison each) and Setup C (one Gate each, pieces placed as moves).

use super::board::{angle_between, assign_gates, first_gate_from_seed};
use super::options::{ChiralityOptions, Setup};
use super::state::{tables_of, Chirality, PIECES};
use super::Illegal;
use crate::engine::SetupError;

/// Setup A's Gates, by direction: player 1 takes the pair at 74.8°/105.2°, player 2
/// the pair at 249.2°/290.8°.
const SETUP_A_ANGLES: [[f64; 2]; 2] = [[74.8, 105.2], [249.2, 290.8]];

/// Setup C's Gate for each player in turn order: the first-turn Gate drawn from the
/// seed, then the rules' assignment clockwise.
pub(super) fn setup_c_gates(options: &ChiralityOptions) -> Vec<usize> {
    let gates = tables_of(options.board).gates.len();
    let first = first_gate_from_seed(options.seed, gates);
    assign_gates(gates, options.players as usize, first).unwrap_or_default()
}

/// Setup B's Inner Star for each player (indices into the board's ring-1 Stars,
/// clockwise from north): the assignment algorithm on the five Stars from the 90° Star.
pub(super) fn setup_b_stars(players: usize) -> Vec<usize> {
    assign_gates(5, players, 0).unwrap_or_default()
}

/// The start position for validated options.
pub(super) fn start(options: &ChiralityOptions) -> Result<Chirality, SetupError> {
    let t = tables_of(options.board);
    let n = options.players as usize;
    let mut game = Chirality::empty(*options);
    for r in game.reserve.iter_mut().take(n) {
        *r = PIECES;
    }
    match options.setup {
        Setup::A => {
            for (p, angles) in SETUP_A_ANGLES.iter().enumerate() {
                for &angle in angles {
                    let gate = t
                        .board
                        .gates()
                        .iter()
                        .find(|g| angle_between(g.angle, angle) < 0.5)
                        .ok_or(Illegal::SetupAGates)?;
                    if gate.tiles.len() != 5 {
                        return Err(Illegal::SetupAGates.into());
                    }
                    // Both Thin tiles and the two outer Thick tiles; the middle stays empty.
                    for i in [0, 1, 3, 4] {
                        game.occ[p].insert(gate.tiles[i]);
                    }
                    game.reserve[p] -= 4;
                }
            }
        }
        Setup::B => {
            let inner: Vec<&super::board::Star> = t.board.ring(1).collect();
            for (p, &s) in setup_b_stars(n).iter().enumerate() {
                let star = inner.get(s).ok_or(Illegal::SetupBStars)?;
                for &tile in &star.tiles {
                    game.occ[p].insert(tile);
                }
                game.reserve[p] -= 5;
            }
        }
        Setup::C => {
            if setup_c_gates(options).len() != n {
                return Err(Illegal::TooFewGatesForC.into());
            }
            game.placing = true;
        }
    }
    Ok(game)
}
