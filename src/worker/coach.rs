//! The worker's answers for lessons and puzzles: whether a learner's move keeps a lesson's
//! goal reachable (and the opponent's replies), and the refutation of a wrong puzzle move.
//! Both may search for a while, so the page asks here instead of searching on its own
//! thread. Each question carries all it needs; the answer echoes its job number.

use crate::engine::GameId;
use crate::learn::run::{verdict_after, Verdict};
use crate::puzzles::attempt::{judge, unreadable, Judgement};
use crate::puzzles::Puzzle;
use serde::{Deserialize, Serialize};

/// A learner's move in a lesson (see [`crate::learn::run::Question`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonMove {
    /// Echoed in the answer, so the page can ignore stale ones.
    pub job: u32,
    /// The game.
    pub game: GameId,
    /// The lesson's id.
    pub lesson: String,
    /// The learner's moves the lesson accepted before this one, in notation.
    pub before: Vec<String>,
    /// The move, in notation.
    pub m: String,
}

/// The answer to a [`LessonMove`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LessonVerdict {
    /// The question's job number.
    pub job: u32,
    /// The verdict on the move.
    pub verdict: Verdict,
}

/// A player's move in a puzzle (see [`crate::puzzles::run::Question`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleMove {
    /// Echoed in the answer, so the page can ignore stale ones.
    pub job: u32,
    /// The game.
    pub game: GameId,
    /// The puzzle, as a line of its game's puzzle file ([`Puzzle::to_line`]).
    pub puzzle: String,
    /// The solution's moves played before the move.
    pub done: usize,
    /// The move, in notation.
    pub m: String,
}

/// The answer to a [`PuzzleMove`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleJudgement {
    /// The question's job number.
    pub job: u32,
    /// The judgement on the move.
    pub judgement: Judgement,
}

/// Judges a lesson's move.
pub fn lesson(question: &LessonMove) -> LessonVerdict {
    LessonVerdict {
        job: question.job,
        verdict: verdict_after(
            question.game,
            &question.lesson,
            &question.before,
            &question.m,
        ),
    }
}

/// Judges a puzzle's move; a puzzle line that does not read misses the win with nothing
/// to show.
pub fn puzzle(question: &PuzzleMove) -> PuzzleJudgement {
    let judgement = match Puzzle::from_line(&question.puzzle) {
        Ok(puzzle) => judge(question.game, &puzzle, question.done, &question.m),
        Err(_) => unreadable(),
    };
    PuzzleJudgement {
        job: question.job,
        judgement,
    }
}
