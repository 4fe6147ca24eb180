//! Why the AI gave no answer: its worker refused the question, or the page could not reach
//! it. A value, so that the page words it in the player's language; a technical detail (a
//! reader's or the browser's own reason) goes to the console, not to the player.

use serde::{Deserialize, Serialize};

/// Why a question to the AI found no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiFailure {
    /// The worker could not read the question.
    QuestionUnreadable,
    /// The worker could not write its answer.
    AnswerUnwritable,
    /// The worker could not set up or replay the game it was sent.
    Unplayable,
    /// The game has fewer moves than the position asked about.
    NoSuchPosition,
    /// Nothing to choose: the game is over or waits for chance.
    NoMove,
    /// The browser could not start the worker.
    CannotStart,
    /// The worker stopped with an error.
    Crashed,
    /// The worker has gone.
    Gone,
    /// The page could not write the question.
    QuestionUnwritable,
    /// The page could not read the worker's answer.
    AnswerUnreadable,
    /// The worker comes from another version of Rosette, so it was not used.
    OtherBuild,
}
