//! What every level sees before it searches, whatever its budget: a move that wins at once
//! is played, and a move after which the player to move next can win at once (or that
//! loses at once) is left out while some other move avoids that.

use crate::engine::{Game, Player, Turn};

/// The root moves a search should consider.
pub(super) enum RootPlan<M> {
    /// This move wins at once.
    Win(M),
    /// Search among these moves (never empty).
    Search(Vec<M>),
}

/// Sorts the root `moves` (not empty) of `mover` into a winning move, or the moves that
/// neither lose at once nor let the next player win at once (all of them when none does).
pub(super) fn root_plan<G: Game>(
    game: &G,
    mover: Player,
    moves: Vec<G::Move>,
) -> RootPlan<G::Move> {
    let mut safe = Vec::with_capacity(moves.len());
    let mut replies = Vec::new();
    for &m in &moves {
        let mut child = game.clone();
        child.play_unchecked(m);
        if let Some(outcome) = child.outcome() {
            match outcome.scores[mover as usize] {
                s if s >= 1.0 => return RootPlan::Win(m),
                s if s > 0.0 => safe.push(m),
                _ => {}
            }
            continue;
        }
        let Turn::Player(next) = child.turn() else {
            safe.push(m);
            continue;
        };
        if next == mover || !wins_at_once(&child, next, &mut replies) {
            safe.push(m);
        }
    }
    RootPlan::Search(if safe.is_empty() { moves } else { safe })
}

/// Whether `player`, to move in `game`, has a move that wins at once.
fn wins_at_once<G: Game>(game: &G, player: Player, replies: &mut Vec<G::Move>) -> bool {
    game.legal_moves(replies);
    replies.iter().any(|&r| {
        let mut next = game.clone();
        next.play_unchecked(r);
        next.outcome()
            .is_some_and(|o| o.scores[player as usize] >= 1.0)
    })
}
