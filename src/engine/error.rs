//! Errors shared by every game: bad moves (bad setups are in `setup_error`).

use std::fmt;

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MoveError {
    /// The text matches no legal move's notation.
    Unparsable(String),
    /// The move is not legal in this position.
    Illegal,
    /// The drawn card cannot be applied so (Shifting Chess), and why.
    CardRefused(super::shifting_chess::ApplyError),
    /// A chance turn replayed with another outcome than the deck deals (both in the game's
    /// notation).
    NotDealt {
        /// What the deck deals next.
        dealt: String,
        /// What was played instead.
        played: String,
    },
    /// A move of another game than the one in play.
    WrongGame,
    /// A move numbered `index` where the position has fewer legal moves.
    NoSuchMove(usize),
    /// A resignation for a seat the game does not have (counting from 1).
    NoSuchPlayer(u32),
    /// The game has ended: no move is legal.
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Unparsable(s) => write!(f, "'{s}' is not a legal move here"),
            MoveError::Illegal => {
                write!(f, "illegal move: that move is not legal in this position")
            }
            MoveError::CardRefused(why) => write!(f, "illegal move: {why}"),
            MoveError::NotDealt { dealt, played } => {
                write!(f, "illegal move: the deck deals {dealt} next, not {played}")
            }
            MoveError::WrongGame => write!(f, "illegal move: a move of another game"),
            MoveError::NoSuchMove(i) => write!(f, "illegal move: no move #{i} in that position"),
            MoveError::NoSuchPlayer(p) => write!(f, "illegal move: there is no player {p}"),
            MoveError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for MoveError {}

/// An error's text as a sentence: its first letter capitalised and a full stop at the end
/// ("no piece there" → "No piece there."). Rosette's texts are ASCII, so no Unicode case
/// tables are needed (they would weigh on every web build).
pub fn as_sentence(text: &str) -> String {
    let mut out = capitalised(text);
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// `text` with its first letter capitalised ("beginner" → "Beginner"); ASCII only.
pub fn capitalised(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{as_sentence, capitalised};

    #[test]
    fn texts_become_sentences_once() {
        assert_eq!(as_sentence("no piece there"), "No piece there.");
        assert_eq!(as_sentence("Already one."), "Already one.");
        assert_eq!(as_sentence(""), ".");
        assert_eq!(capitalised("beginner"), "Beginner");
        assert_eq!(capitalised(""), "");
    }
}
