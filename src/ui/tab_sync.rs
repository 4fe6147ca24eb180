//! A play page's game kept in step with storage and with other tabs: every change is
//! autosaved as `storage::save_current` decides, and a change another tab makes to the
//! same slot is followed (silently when it continues this tab's game; with the player told
//! when the two differ and one was kept among the saves).

use crate::engine::GameId;
use crate::persist::history::History;
use crate::persist::GameRecord;
use crate::ui::storage::{self, Heard, Saved};
use leptos::prelude::*;

/// Shows `record` in place of the game on the board.
fn show(history: RwSignal<History>, record: GameRecord) {
    if let Ok(h) = History::from_record(record) {
        history.set(h);
    }
}

/// Autosaves `history` on every change and follows other tabs' changes to the same slot.
/// `tell(error, text)` shows a message to the player.
pub fn keep_in_step(
    game: GameId,
    history: RwSignal<History>,
    tell: impl Fn(bool, String) + Copy + 'static,
) {
    // The whole line is saved (viewing an earlier move deletes nothing).
    Effect::new(move |_| {
        let record = history.with(|h| h.full_record().clone());
        match storage::save_current(&record) {
            Ok(Saved::Done) => {}
            Ok(Saved::Follow(stored)) => show(history, stored),
            Ok(Saved::KeptOther(text)) => tell(false, text),
            // Shown by the app's "not being saved" warning until a save succeeds (the
            // notice here keeps what it says, e.g. about a damaged save).
            Err(_) => {}
        }
    });
    let listener = storage::on_other_tab_change(game, move || {
        let shown = history.with_untracked(|h| h.full_record().clone());
        match storage::heard(&shown) {
            Heard::Nothing => {}
            Heard::Follow(stored) => show(history, stored),
            Heard::FollowKept(stored, text) => {
                show(history, stored);
                tell(false, text);
            }
            Heard::Failed(text) => tell(true, text),
        }
    });
    on_cleanup(move || listener.remove());
}
