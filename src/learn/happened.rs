//! What a learner's move did that missed a lesson's goal, as values the page turns into
//! words (before the lesson's `wrong` text): the tower it completed, where it sent the
//! opponent, what it captured or dropped, a card it applied, check, the game's end.

use crate::engine::chiron::Piece as ChironPiece;
use crate::engine::shifting_chess::Applied;
use crate::engine::{Player, Reason};
use serde::{Deserialize, Serialize};

/// One thing a move did, in the order the page says them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Happened {
    /// Pyrga: it completed the tower on `cell`, which `owner` now controls.
    CompletedTower {
        /// The cell's name.
        cell: String,
        /// Who controls the tower.
        owner: Player,
    },
    /// Pyrga: `player` may now place on any empty cell.
    AnyEmptyCell(Player),
    /// Pyrga: `player` must now place on one of `cells`.
    SentTo {
        /// Who places next.
        player: Player,
        /// The cells allowed, sorted.
        cells: Vec<String>,
    },
    /// It captured nothing, where some move meeting the goal captures.
    CapturedNothing,
    /// Chirality: it captured the pieces on these tiles, but not what the lesson asks.
    CapturedOthers(Vec<String>),
    /// Chirality: the mover's pieces on these tiles were captured in reply.
    LostInReply(Vec<String>),
    /// Chiron: it dropped a Phoenix on `square`; `own`: the mover's own Phoenix.
    DroppedPhoenix {
        /// Whose Phoenix: the mover's own, or the opponent's.
        own: bool,
        /// The square's name.
        square: String,
    },
    /// Chiron: it took a piece on `square`; `own`: one of the mover's own.
    Took {
        /// Whose piece: the mover's own, or the opponent's.
        own: bool,
        /// The piece.
        piece: ChironPiece,
        /// The square's name.
        square: String,
    },
    /// Chiron: the mover's King can now be taken.
    KingExposed,
    /// Shifting Chess: it captured a piece.
    CapturedPiece,
    /// Shifting Chess: what the card it applied did.
    Applied(Applied),
    /// Shifting Chess: at the card draw the voided tile comes back and attacks the mover's
    /// king.
    VoidReturnsWithCheck,
    /// It ended the game; `draw`: in a draw.
    Ended {
        /// Why.
        reason: Reason,
        /// Nobody won.
        draw: bool,
    },
    /// Shifting Chess: it gives check.
    GivesCheck,
}
