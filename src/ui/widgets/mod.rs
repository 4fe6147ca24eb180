//! Panel widgets shared by every game: status line, hint, move list, replay, analysis,
//! new-game dialog, resigning, sharing.

mod analysis;
mod eval_graph;
mod hint;
mod move_list;
mod new_game;
mod panel_history;
mod proof_line;
mod replay;
mod resign;
mod share;
mod status;

pub use analysis::AnalysisPanel;
pub use hint::HintBar;
pub use move_list::MoveList;
pub use new_game::NewGameDialog;
pub use panel_history::PanelHistory;
pub use proof_line::ProofLine;
pub use replay::ReplayBar;
pub use resign::ResignButton;
pub use share::{QrFigure, SharePanel};
pub use status::{turn_text, Status};

use leptos::prelude::*;

/// Calls `close` when the player presses Escape, wherever the focus is, until the calling
/// component (a dialog) is unmounted: the dialogs close as the settings do.
pub fn close_on_escape(close: impl Fn() + 'static) {
    let escape = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" {
            e.prevent_default();
            close();
        }
    });
    on_cleanup(move || escape.remove());
}
