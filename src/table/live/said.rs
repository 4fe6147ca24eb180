//! What live play tells the player, as values: `ui::words` puts them into the player's
//! language, and tests assert the variants.

use super::Question;
use crate::engine::{MoveError, Player};
use crate::persist::live::Refusal;
use crate::persist::PersistError;

/// A notice of live play.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveSaid {
    /// The two devices said hello: they are connected.
    Connected,
    /// A damaged message from the friend's device was refused.
    Damaged,
    /// A message came before the friend's device said hello, and was ignored.
    BeforeHello,
    /// The friend's device cannot play with this one (the status says why).
    Mismatch(Mismatch),
    /// The friend agreed to take the moves back.
    UndoAgreed,
    /// The friend declined to take the moves back.
    UndoDeclined,
    /// Both agreed to a draw.
    DrawAgreed,
    /// The friend declined the draw.
    DrawDeclined,
    /// The friend agreed to another game, which begins.
    RematchAgreed,
    /// The friend declined another game.
    RematchDeclined,
    /// Both devices offered another game at the same moment: it begins.
    BothRematch,
    /// The friend asks this question of this player.
    Asked(Question),
    /// The friend resigned.
    Resigned,
    /// The friend's device sent a resignation that does not fit the game (ignored).
    BadResignation,
    /// The two devices played the game differently from move `ply` on; `theirs_won` says
    /// whose version goes on (this device's other version is kept in the saves).
    Diverged {
        /// The first move (counting from 1) the two versions differ at.
        ply: usize,
        /// Whether the friend's version goes on.
        theirs_won: bool,
    },
    /// The friend's device refused this device's move at `ply` (counting from 0).
    TheyRefused {
        /// The move's ply.
        ply: usize,
        /// Why.
        why: Refusal,
    },
    /// This device refused the friend's move `text` at `ply` (counting from 0).
    RefusedTheirs {
        /// The move's ply.
        ply: usize,
        /// The move as sent.
        text: String,
        /// Why.
        why: Refusal,
        /// The engine's reason, for a move that is not legal.
        error: Option<MoveError>,
    },
    /// This device's player may not move: the friend's device cannot play with this one.
    CannotPlay,
    /// This device's player may not move: it is the friend's turn.
    FriendsTurn,
    /// This device's move is not possible.
    MoveImpossible(MoveError),
    /// Nothing of this device's to take back.
    NothingToTakeBack,
    /// The game cannot be resigned.
    CannotResign(MoveError),
    /// No draw can be offered now.
    NoDraw,
    /// Another game can be offered only once this one is over.
    FinishFirst,
    /// An answer with no question asked.
    NothingAsked,
    /// An action that needs the friend connected.
    NotConnected,
    /// The new game both agreed to cannot be set up.
    RematchFailed(PersistError),
    /// Live play stopped: the game goes on by links.
    ByLink,
    /// The invitation opened is for another game than this page's.
    OtherGameInvitation,
    /// The invitation's game cannot be played.
    InvitationUnplayable(PersistError),
}

/// Why the friend's device cannot play with this one.
#[derive(Clone, Debug, PartialEq)]
pub enum Mismatch {
    /// It speaks another version of the live protocol (its version).
    Version(u32),
    /// It runs another build of Rosette (its build id).
    Build(String),
    /// It holds another game.
    AnotherGame,
    /// It claims a seat that this device plays.
    ClaimsMySeat(Player),
    /// Nobody would play this seat.
    NobodyPlays(Player),
    /// It claims a seat the game does not have.
    NoSuchSeat,
    /// Its game does not replay here.
    DoesNotReplay(Box<PersistError>),
}
