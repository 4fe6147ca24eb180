//! Perft (leaf counts of the move tree) and random playouts, shared by every game.

use super::{Game, Rng, Turn};

/// The number of leaf nodes `depth` plies below `game`. Chance outcomes count as plies;
/// a finished game has no children.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize + 1];
    perft_with(game, depth, &mut buffers)
}

fn perft_with<G: Game>(game: &G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("a buffer per ply");
    game.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &m in moves.iter() {
        let mut next = game.clone();
        next.play_unchecked(m);
        total += perft_with(&next, depth - 1, rest);
    }
    total
}

/// How one random playout went.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayoutResult {
    /// Plies played.
    pub plies: u32,
    /// The final scores, or `None` if the ply cap stopped the game.
    pub scores: Option<Vec<f64>>,
}

/// Plays uniformly random legal moves (chance by probability) until the game ends or
/// `max_plies` have been played. `buffer` is reused to avoid allocation.
pub fn random_playout<G: Game>(
    mut game: G,
    rng: &mut Rng,
    max_plies: u32,
    buffer: &mut Vec<G::Move>,
) -> PlayoutResult {
    let mut plies = 0;
    while plies < max_plies {
        match game.turn() {
            Turn::Over => break,
            Turn::Chance => {
                let m = game.resolve_chance(rng);
                game.play_unchecked(m);
            }
            Turn::Player(_) => game.play_random(rng, buffer),
        }
        plies += 1;
    }
    PlayoutResult {
        plies,
        scores: game.outcome().map(|o| o.scores),
    }
}
