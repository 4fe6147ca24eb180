//! What live play brings to the table ([`LiveEvent`]: the player's live actions and what
//! the connection did) and what the table asks the page's connection to do
//! ([`LiveCommand`]).

use crate::engine::Player;
use crate::persist::live::invite::Invitation;
use crate::persist::live::Message;
use crate::persist::GameRecord;

/// Something that happened in live play.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveEvent {
    /// The player asks for an invitation to the game on the board (to start live play, or
    /// to reconnect).
    Invite,
    /// The player opened a friend's invitation.
    Join(Box<Invitation>),
    /// The answer was given: the inviting device took it, or the invited one made it.
    AnswerGiven,
    /// The connection opened (or came back).
    Opened,
    /// A message arrived, as text.
    Message(String),
    /// The connection stalled; the browser keeps trying.
    Interrupted,
    /// A stalled connection came back.
    Restored,
    /// The connection closed.
    Closed,
    /// The browser gave up reaching the friend's device.
    Unreachable,
    /// A second passed.
    Tick,
    /// The page opened with this stored session text (see [`super::Session`]).
    Resume(String),
    /// The player asks something of the friend, or answers.
    Act(LiveAction),
    /// The player ends live play; the game stays, every seat a person's.
    Leave,
    /// The player goes on by link (play by link): live play ends, the game stays.
    ContinueByLink,
}

/// What the player asks of the friend, or answers.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveAction {
    /// Ask to take back this player's last move.
    AskUndo,
    /// Offer a draw.
    OfferDraw,
    /// Offer another game under `id`, shuffled by `seed` where the game has a deck.
    Rematch {
        /// The new game's id.
        id: String,
        /// Its seed.
        seed: u64,
    },
    /// Answer the friend's question.
    Answer(bool),
}

/// What the page's connection is to do for the table.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveCommand {
    /// Close the connection (if any) and make an invitation to `record`, this device
    /// playing `seats`.
    Invite {
        /// The game, as it is to travel.
        record: GameRecord,
        /// The seats this device plays.
        seats: Vec<Player>,
    },
    /// Close the connection (if any) and answer this invitation.
    Answer(Box<Invitation>),
    /// Send this message to the friend's device.
    Send(Message),
    /// Close the connection.
    Hangup,
    /// Store this session text (it survives a reload), or forget it (`None`).
    Remember(Option<String>),
}
