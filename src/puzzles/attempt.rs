//! Answers a player's move in a puzzle: the next step of the solution, or the refutation
//! of a wrong move (the opponent's best reply, found by the game's solver or a short
//! search) with a sentence saying why.

use super::verify::capture_gain;
use super::{Goal, Puzzle};
use crate::ai::{self, Budget, Evaluator, Strategy};
use crate::engine::chirality::Chirality;
use crate::engine::{Game, GameId, Turn};
use crate::with_game;

/// Search nodes for a refutation (kept small: the browser finds it while the player waits).
const REFUTATION_NODES: u64 = 150_000;

/// What follows a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Right, and the opponent replies with this move (in notation); the puzzle goes on.
    Reply(String),
    /// Right, and the puzzle is solved.
    Solved,
    /// Wrong: the opponent's refutation (in notation, if the game goes on) and why.
    Wrong {
        /// The opponent's best reply.
        reply: Option<String>,
        /// Why the move fails, in a sentence.
        why: String,
    },
}

/// Answers `m` (notation, legal) after the solution's first `done` moves of `puzzle` of
/// game `id`.
pub fn answer(id: GameId, puzzle: &Puzzle, done: usize, m: &str) -> Answer {
    if puzzle.solution.get(done).map(String::as_str) == Some(m) {
        return match puzzle.solution.get(done + 1) {
            Some(reply) => Answer::Reply(reply.clone()),
            None => Answer::Solved,
        };
    }
    with_game!(id, G, E => refute::<G, E>(puzzle, done, m))
}

/// The refutation of the wrong move `m` after `done` solution moves.
fn refute<G: Game, E: Evaluator<G> + Default>(puzzle: &Puzzle, done: usize, m: &str) -> Answer {
    let wrong = |why: &str| Answer::Wrong {
        reply: None,
        why: why.to_string(),
    };
    let Ok(mut game) = G::from_position(&puzzle.position) else {
        return wrong("This puzzle's position cannot be read.");
    };
    for text in puzzle.solution[..done]
        .iter()
        .map(String::as_str)
        .chain([m])
    {
        match game.parse_move(text) {
            Ok(mv) => game.play_unchecked(mv),
            Err(_) => return wrong("That move is not legal here."),
        }
    }
    if puzzle.goal == Goal::Capture {
        return wrong(&capture_words(puzzle, m));
    }
    if let Some(outcome) = game.outcome() {
        return wrong(&format!(
            "The game ends: {}, but that is not a win.",
            outcome.reason
        ));
    }
    if !matches!(game.turn(), Turn::Player(p) if p != puzzle.side) {
        return wrong("That move does not keep the win.");
    }
    let remaining = puzzle.depth.saturating_sub(done as u32 + 1).max(1);
    let strategy = match G::ID {
        "pyrga" => Strategy::Solve {
            nodes: 3_000_000,
            iterations: 2_000,
        },
        _ => Strategy::AlphaBeta {
            depth: remaining,
            nodes: REFUTATION_NODES,
        },
    };
    let evaluator = E::default();
    let Some(found) = ai::analyse(
        &game,
        strategy,
        &evaluator,
        1,
        &Budget::nodes(REFUTATION_NODES * 20),
    ) else {
        return wrong("That move does not keep the win.");
    };
    let reply = game.move_notation(found.result.best);
    let mut after = game.clone();
    after.play_unchecked(found.result.best);
    let why = match after.outcome() {
        Some(o) if !o.winners.contains(&puzzle.side) => {
            format!("{reply} answers it, and the game is lost: {}.", o.reason)
        }
        Some(o) => format!("{reply} answers it: {}.", o.reason),
        None => format!("{reply} answers it, and there is no forced win any more."),
    };
    Answer::Wrong {
        reply: Some(reply),
        why,
    }
}

/// Why a move other than the best capture falls short.
fn capture_words(puzzle: &Puzzle, m: &str) -> String {
    let Ok(game) = Chirality::from_position(&puzzle.position) else {
        return "This puzzle's position cannot be read.".into();
    };
    let gain = game.parse_move(m).map_or(0, |mv| capture_gain(&game, mv));
    match gain {
        g if g > 0 => format!("That captures {g}, but another move captures more."),
        g if g < 0 => "That move loses a piece of your own.".into(),
        _ => "That move captures nothing; another move captures.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{parse_file, shipped};

    #[test]
    fn the_solution_is_followed_and_a_wrong_move_is_refuted() {
        let puzzles = parse_file(shipped(GameId::Chiron)).expect("reads");
        let p = puzzles
            .iter()
            .find(|p| p.solution.len() >= 3)
            .expect("a longer puzzle");
        assert_eq!(
            answer(GameId::Chiron, p, 0, &p.solution[0]),
            Answer::Reply(p.solution[1].clone())
        );
        let last = p.solution.len() - 1;
        assert_eq!(
            answer(GameId::Chiron, p, last, &p.solution[last]),
            Answer::Solved
        );
        let game = crate::engine::chiron::Chiron::from_position(&p.position).expect("reads");
        let other = game
            .legal_move_list()
            .into_iter()
            .map(|m| game.move_notation(m))
            .find(|m| *m != p.solution[0])
            .expect("another move");
        match answer(GameId::Chiron, p, 0, &other) {
            Answer::Wrong { why, .. } => assert!(!why.is_empty()),
            right => panic!("{other} accepted: {right:?}"),
        }
    }
}
