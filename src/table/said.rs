//! What a notice says, as a value: `ui::words` puts it into the player's language.

use super::live::LiveSaid;
use crate::ai::AiFailure;
use crate::engine::MoveError;
use crate::persist::{PersistError, StorageError};
use std::fmt;
use std::sync::Arc;

/// What a notice above the board says.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A person tried to move while the AI is to move.
    WaitForTheAi,
    /// A person's move was refused.
    MoveRefused(MoveError),
    /// The AI found no move, and why.
    AiFailed(AiFailure),
    /// The AI's answer no longer fits the board.
    AiMoveStale,
    /// Nobody at this screen can resign.
    NothingToResign,
    /// The game cannot be resigned.
    CannotResign(MoveError),
    /// A new game could not be set up (the reason).
    SetupFailed(PersistError),
    /// No hint, and why.
    NoHint(AiFailure),
    /// The hint no longer fits the board.
    HintStale,
    /// A new game continues from move `0`; the original is kept under Saves.
    Branched(usize),
    /// A game to keep in the saves could not be kept (and why), and what was undone
    /// because of it.
    NotKept(Undone, StorageError),
    /// A notice of live play.
    Live(LiveSaid),
    /// Words made by the app's pages.
    Words(Words),
}

/// Words the pages make, worded afresh each time they are shown, so a notice on screen
/// follows a change of language.
#[derive(Clone)]
pub struct Words(Arc<dyn Fn() -> String + Send + Sync>);

impl Words {
    /// The words `say` makes.
    pub fn new(say: impl Fn() -> String + Send + Sync + 'static) -> Words {
        Words(Arc::new(say))
    }

    /// The words, in the language of the moment.
    pub fn text(&self) -> String {
        (self.0)()
    }
}

impl PartialEq for Words {
    /// The same words: made by the same maker.
    fn eq(&self, other: &Words) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Words").field(&self.text()).finish()
    }
}

/// What a failure to keep a game in the saves undid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// The new game: the previous one is back.
    NewGame,
    /// The branch: nothing changed.
    Branch,
    /// The live invitation was not taken.
    Invitation,
    /// The link was not opened.
    Link,
    /// Nothing (a game simply could not be kept).
    Nothing,
}
