//! What reaches the table ([`Event`]: the player's actions, the worker's answers, another
//! tab's or a link's game) and what the table asks the page to carry out ([`Command`]).

use super::live::{LiveCommand, LiveEvent};
use super::{AiQuestion, Notice, Sound};
use crate::ai::AiFailure;
use crate::engine::AnyMove;
use crate::persist::history::History;
use crate::persist::{GameRecord, StorageError};

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A person played a move on the board.
    PersonMoved(AnyMove),
    /// The worker answered the AI's question `job` (`Ok(move text)` or why it has none).
    AiAnswered {
        /// The question's job id.
        job: u32,
        /// The move in notation, or why there is none.
        result: Result<String, AiFailure>,
    },
    /// The AI's worker failed or refused the question, and why.
    AiFailed(AiFailure),
    /// A person asked for a hint in the position on view.
    HintAsked,
    /// The worker answered the hint question `job`.
    HintAnswered {
        /// The question's job id.
        job: u32,
        /// The move in notation, or why there is none.
        result: Result<String, AiFailure>,
    },
    /// The hint's worker failed, and why.
    HintFailed(AiFailure),
    /// Take back to the last position where a person was to move.
    Undo,
    /// Put back what the last undo took.
    Redo,
    /// The person at this device resigns.
    Resign,
    /// Stop the AI's search and let it wait.
    Pause,
    /// Let the AI move again.
    Resume,
    /// Start this new game (the previous one is kept in the saves if it has moves).
    NewGame(GameRecord),
    /// Start a new game, with id `id`, from the position on view ("Play from here"); the
    /// whole game is kept in the saves.
    Branch {
        /// The new game's id.
        id: String,
        /// Its name (the page's words for "… (from move N)").
        name: String,
    },
    /// The last [`Command::KeepInSaves`] failed (and why): the game it was to replace
    /// comes back.
    KeepFailed(StorageError),
    /// Show the position after `ply` moves, or the last one if the game is shorter (the
    /// moves after it stay in the game).
    ViewPly(usize),
    /// Another tab, or the friend's device in a live game, changed the game: this is the
    /// game now.
    ExternalChange(History),
    /// A link was opened: this is the game now. The game it replaces is kept in the saves
    /// where [`previous_to_keep`] says (and put back if that fails: the link is then not
    /// opened).
    ///
    /// [`previous_to_keep`]: super::previous_to_keep
    LinkOpened(History),
    /// Live play with a friend's device: the player's live action, or the connection's news.
    Live(LiveEvent),
}

/// Something the page is to do for the table, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Ask the AI's worker this question (its job id is in it).
    AskAi(AiQuestion),
    /// Abandon the AI's search.
    StopAi,
    /// Ask the hint's worker this question.
    AskHint(AiQuestion),
    /// Abandon the hint's search.
    StopHint,
    /// Show this notice.
    Notice(Notice),
    /// Make this sound (if the player's settings allow).
    Sound(Sound),
    /// Keep this game in the saves; on failure, send [`Event::KeepFailed`].
    KeepInSaves(GameRecord),
    /// What the live connection is to do.
    Live(LiveCommand),
}
