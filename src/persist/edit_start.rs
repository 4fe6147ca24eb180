//! Which position of a game in progress the position editor opens. An editor holds only
//! positions at an ordinary turn; when the game is mid-step (a Shifting Chess card to draw
//! or apply, Chirality's Setup C placements), the editor opens the last position of the
//! game before that step, or, when the game has none, the engine's stand-in for it, and
//! says plainly what it left out. The game in progress itself is never touched.

use super::history::History;
use crate::engine::edit::{unfinished, Unfinished};
use crate::engine::AnyGame;

/// The position an editor opens, and what it left out of the game in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct EditStart {
    /// The position to edit (the editor's `…Setup::of` reads it).
    pub game: AnyGame,
    /// Why this is not the position on the board, if it is not.
    pub notice: Option<LeftOut>,
}

/// What the editor left out of a game in progress that is mid-step.
#[derive(Clone, Debug, PartialEq)]
pub enum LeftOut {
    /// It opens the last position before the step, `back` moves back, without `dropped`
    /// (those moves' texts).
    Earlier {
        /// The step the game is in.
        step: Unfinished,
        /// How many moves back the opened position is.
        back: usize,
        /// The moves left out, in the game's notation.
        dropped: Vec<String>,
    },
    /// The game has no earlier position an editor can hold: it opens the engine's stand-in
    /// for this step (see [`unfinished`]).
    StandIn(Unfinished),
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
        Some((ply, g)) => EditStart {
            game: g.clone(),
            notice: Some(LeftOut::Earlier {
                step,
                back: cursor - ply,
                dropped: history.move_texts()[ply..cursor].to_vec(),
            }),
        },
        None => EditStart {
            game: now.clone(),
            notice: Some(LeftOut::StandIn(step)),
        },
    }
}
