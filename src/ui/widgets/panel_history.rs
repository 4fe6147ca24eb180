//! The game as the side panel shows it: the play page's own history, redrawn one frame
//! after the board (issue 15: a move paints its board first, within 100 ms on a slow phone,
//! and the move list, status, analysis and sharing follow in a task of their own).

use crate::persist::history::History;
use crate::ui::Deferred;
use leptos::prelude::*;

/// A panel widget's handle on the game. Reading through it tracks the panel's redraw (after
/// the board has painted), not the history itself; choosing the move on view goes to the
/// table (the board redraws at once, the panel after it).
#[derive(Clone, Copy)]
pub struct PanelHistory {
    history: Signal<History>,
    redraw: Trigger,
    view: Callback<usize>,
    behind: RwSignal<bool>,
}

impl PanelHistory {
    /// Follows `history`: after each change, the panel redraws once the board has painted
    /// (several changes before that paint make one redraw). `view` shows the position
    /// after a number of moves.
    pub fn follow(history: Signal<History>, view: Callback<usize>) -> PanelHistory {
        let redraw = Trigger::new();
        let behind = RwSignal::new(false);
        let later = Deferred::new(move || {
            behind.set(false);
            redraw.notify();
        });
        Effect::new(move |seen: Option<()>| {
            history.track();
            if seen.is_some() {
                behind.set(true);
                later.ask();
            }
        });
        PanelHistory {
            history,
            redraw,
            view,
            behind,
        }
    }

    /// Whether the game has changed since the panel last drew it (its redraw is waiting for
    /// the board's paint). Tracked.
    pub fn is_behind(&self) -> bool {
        self.behind.get()
    }

    /// Reads the game, and redraws the caller with the panel.
    pub fn with<R>(&self, f: impl FnOnce(&History) -> R) -> R {
        self.redraw.track();
        self.history.with_untracked(f)
    }

    /// Reads the game without tracking it.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&History) -> R) -> R {
        self.history.with_untracked(f)
    }

    /// Redraws the caller with the panel.
    pub fn track(&self) {
        self.redraw.track();
    }

    /// Shows the position after `ply` moves.
    pub fn go_to(&self, ply: usize) {
        self.view.run(ply);
    }
}
