//! The state of a live game's connection and the questions one device puts to the other
//! (`ui::words` says them).

use super::Mismatch;

/// Milliseconds after the answer is given (taken by the inviting device, made by the
/// invited one) after which two devices still not connected are told they cannot reach
/// each other.
pub const NO_PATH_MS: f64 = 15_000.0;

/// Milliseconds an invitation waits for its answer (the page that made it stays open).
pub const INVITATION_MS: f64 = 10.0 * 60_000.0;

/// The state of the connection.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// No connection yet: the invitation is out, or the answer is awaited.
    Waiting,
    /// Both devices said hello.
    Connected,
    /// The connection stalled (a network that went away a moment); the browser keeps
    /// trying, and moves made meanwhile are sent when it is back.
    Interrupted,
    /// The connection is gone; a new invitation (one tap: Reconnect) resumes the game.
    Reconnecting,
    /// No path was found between the two devices in time.
    NoPath,
    /// The invitation had no answer in time.
    Expired,
    /// The other device cannot play with this one; why.
    Refused(Mismatch),
}

impl Status {
    /// The name of the state for the page's `data-status`.
    pub fn name(&self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Connected => "connected",
            Status::Interrupted => "interrupted",
            Status::Reconnecting => "reconnecting",
            Status::NoPath => "no-path",
            Status::Expired => "expired",
            Status::Refused(_) => "refused",
        }
    }

    /// Whether no connection came, or none is left: the page offers "Reconnect" (a new
    /// invitation) and "Continue by link".
    pub fn stuck(&self) -> bool {
        matches!(
            self,
            Status::NoPath | Status::Expired | Status::Reconnecting
        )
    }
}

/// A question one device put to the other, awaiting its answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Question {
    /// Take the game back from `from` moves to `to`.
    Undo {
        /// The game's length when asked.
        from: usize,
        /// The length it returns to.
        to: usize,
    },
    /// A draw after `plies` moves.
    Draw {
        /// The game's length when offered.
        plies: usize,
    },
    /// Another game under `id` with `options`.
    Rematch {
        /// The new game's id.
        id: String,
        /// Its options.
        options: String,
    },
}
