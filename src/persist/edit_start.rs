//! Which position of a game in progress the position editor opens. An editor holds only
//! positions at an ordinary turn; when the game is mid-step (a Shifting Chess card to draw
//! or apply, Chirality's Setup C placements), the editor opens the last position of the
//! game before that step, or, when the game has none, the engine's stand-in for it, and
//! says plainly what it left out. The game in progress itself is never touched.

use super::history::History;
use crate::engine::edit::{stand_in, unfinished};
use crate::engine::AnyGame;

/// The position an editor opens, and what it says about it.
#[derive(Clone, Debug, PartialEq)]
pub struct EditStart {
    /// The position to edit (the editor's `…Setup::of` reads it).
    pub game: AnyGame,
    /// Why this is not the position on the board, if it is not.
    pub notice: Option<String>,
}

/// The position an editor opens for `history` at its cursor.
pub fn edit_start(history: &History) -> EditStart {
    let now = history.current();
    let Some(step) = unfinished(now) else {
        return EditStart {
            game: now.clone(),
            notice: None,
        };
    };
    let cursor = history.cursor();
    let earlier = (0..cursor).rev().find_map(|ply| {
        history
            .state_at(ply)
            .filter(|g| unfinished(g).is_none())
            .map(|g| (ply, g))
    });
    match earlier {
        Some((ply, g)) => {
            let dropped = history.move_texts()[ply..cursor].join(", ");
            let back = cursor - ply;
            EditStart {
                game: g.clone(),
                notice: Some(format!(
                    "The game in progress {step}, which the editor cannot hold: it opens the \
                     last position before that, {back} {} back (without {dropped}). The game \
                     in progress is unchanged.",
                    if back == 1 { "move" } else { "moves" }
                )),
            }
        }
        None => EditStart {
            game: now.clone(),
            notice: Some(format!(
                "The game in progress {step}, which the editor cannot hold: it opens the \
                 position with {}. The game in progress is unchanged.",
                stand_in(now)
            )),
        },
    }
}
