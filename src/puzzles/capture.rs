//! Chirality's `capture` puzzles: a move that wins material and keeps it.
//!
//! A move's *kept gain* is the material it wins (the opponents' pieces captured less the
//! mover's own lost) once the opponent has made the reply that takes back the most: every
//! reply is searched, so the gain is proven against the best defence two plies deep. A
//! reply that wins the game leaves the move worth [`LOST`]. A capture puzzle's move keeps
//! a gain of at least one piece, and more than any other legal move keeps.

use super::problem::PuzzleProblem;
use super::report::Unreplayable;
use super::verify::start;
use super::Puzzle;
use crate::engine::chirality::{Chirality, ChiralityMove};
use crate::engine::{Game, Player, Turn};

/// The kept gain of a move after which an opponent wins (worse than any material).
pub const LOST: i32 = -100;

/// The gain for `me` between `before` and `after`: the opponents' pieces captured less
/// `me`'s own.
fn gain_between(before: &Chirality, after: &Chirality, me: Player) -> i32 {
    (0..before.num_players() as Player)
        .map(|p| {
            let lost = i32::from(after.captured(p)) - i32::from(before.captured(p));
            if p == me {
                -lost
            } else {
                lost
            }
        })
        .sum()
}

/// What `m` keeps for the player to move in `game` against the reply that takes back the
/// most, with that reply (`None` when the game ends at once or no reply follows).
pub fn kept_gain(game: &Chirality, m: ChiralityMove) -> (i32, Option<ChiralityMove>) {
    let Turn::Player(me) = game.turn() else {
        return (0, None);
    };
    let mut after = game.clone();
    after.play_unchecked(m);
    let judged = |g: &Chirality| match g.outcome() {
        Some(o) if o.winners.contains(&me) => Some(-LOST),
        Some(o) if !o.winners.is_empty() => Some(LOST),
        _ => None,
    };
    if let Some(v) = judged(&after) {
        return (v, None);
    }
    let mut worst: (i32, Option<ChiralityMove>) = (gain_between(game, &after, me), None);
    for r in after.legal_move_list() {
        let mut next = after.clone();
        next.play_unchecked(r);
        let v = judged(&next).unwrap_or_else(|| gain_between(game, &next, me));
        if worst.1.is_none() || v < worst.0 {
            worst = (v, Some(r));
        }
    }
    worst
}

/// The player to move's best capture in `game`: the move keeping the most, if that is at
/// least one piece and no other move keeps as much; with its kept gain.
pub fn best_capture(game: &Chirality) -> Option<(ChiralityMove, i32)> {
    let mut gains: Vec<(i32, ChiralityMove)> = game
        .legal_move_list()
        .into_iter()
        .map(|m| (kept_gain(game, m).0, m))
        .collect();
    gains.sort_by_key(|&(g, _)| -g);
    let (best, m) = *gains.first()?;
    let unique = gains.get(1).is_none_or(|&(second, _)| second < best);
    (best > 0 && unique).then_some((m, best))
}

/// Checks a `capture` puzzle: depth 2, one move, the best capture of its position.
///
/// # Errors
/// What fails.
pub fn verify_capture(puzzle: &Puzzle) -> Result<(), PuzzleProblem> {
    let game = start::<Chirality>(puzzle)?;
    let [text] = &puzzle.solution[..] else {
        return Err(PuzzleProblem::CaptureNotOneMove);
    };
    let m = game
        .parse_move(text)
        .map_err(|e| PuzzleProblem::Unreplayable(Unreplayable::Move(text.clone(), e)))?;
    if puzzle.depth != 2 {
        return Err(PuzzleProblem::CaptureDepth(puzzle.depth));
    }
    match best_capture(&game) {
        Some((best, _)) if best == m => Ok(()),
        Some((best, _)) => Err(PuzzleProblem::BetterCapture(game.move_notation(best))),
        None => Err(PuzzleProblem::NoBestCapture),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At the start nothing can be captured (the shipped puzzles' captures are checked in
    /// tests/puzzles.rs).
    #[test]
    fn the_start_has_no_capture_to_keep() {
        let game = Chirality::new_game(&Default::default());
        assert_eq!(best_capture(&game), None);
        let m = game.legal_move_list()[0];
        assert_eq!(kept_gain(&game, m).0, 0);
    }
}
