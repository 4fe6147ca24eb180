//! Which sound a change of the game makes: moves added at the end of the same game sound
//! as a move or a capture, a game just ended adds a chime; undo, redo and replay are
//! silent. Whether a move captured is the engine's answer ([`AnyGame::is_capture`]).
//!
//! [`AnyGame::is_capture`]: crate::engine::AnyGame::is_capture

use crate::engine::Turn;
use crate::persist::history::History;

/// A sound the table asks the page to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A move without capture.
    Move,
    /// A move that captured.
    Capture,
    /// The game is over.
    End,
}

/// Where a line of play stood, to tell a move just added from undo, redo or replay.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Mark {
    id: String,
    cursor: usize,
    length: usize,
    updated: f64,
}

impl Mark {
    /// Where `h` stands now.
    pub(super) fn of(h: &History) -> Mark {
        let r = h.full_record();
        Mark {
            id: r.id.clone(),
            cursor: h.cursor(),
            length: r.moves.len(),
            updated: r.updated,
        }
    }
}

/// The sounds for going from `was` to the line `h` now holds: moves added at the end of
/// the same game (a new `updated` time: redo and replay keep it) sound as a capture if any
/// player's move among them captured, else as a move; a game just ended adds the chime.
pub(super) fn sounds(h: &History, was: &Mark) -> Vec<Sound> {
    let now = Mark::of(h);
    let added = now.id == was.id
        && now.updated != was.updated
        && now.cursor > was.cursor
        && now.cursor == now.length;
    if !added {
        return Vec::new();
    }
    let mut out = Vec::new();
    let (mut moved, mut captured) = (false, false);
    for ply in was.cursor..now.cursor {
        let Some(before) = h.state_at(ply) else {
            continue;
        };
        if let Turn::Player(_) = before.turn() {
            moved = true;
            captured |= h.move_at(ply).is_some_and(|m| before.is_capture(m));
        }
    }
    if moved {
        out.push(if captured {
            Sound::Capture
        } else {
            Sound::Move
        });
    }
    let ended = h.turn() == Turn::Over;
    if ended
        && h.state_at(was.cursor)
            .is_some_and(|s| s.turn() != Turn::Over)
    {
        out.push(Sound::End);
    }
    out
}
