//! A play page's game kept in step with storage and with other tabs: every change is
//! autosaved as `storage::save_current` decides (after the board has painted, and at once
//! when the page is left), and a change another tab makes to the same slot is followed
//! (silently when it continues this tab's game; with the player told when the two differ
//! and one was kept among the saves, in words made afresh when the language changes).

use crate::engine::GameId;
use crate::persist::history::History;
use crate::persist::GameRecord;
use crate::table::Notice;
use crate::ui::storage::{self, Heard, Saved};
use crate::ui::words::parting;
use crate::ui::Deferred;
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// Autosaves `history` on every change and follows other tabs' changes to the same slot:
/// `follow` gets the game stored there when it is to replace the one on the board.
/// `tell` shows a notice to the player.
pub fn keep_in_step(
    game: GameId,
    history: Signal<History>,
    follow: impl Fn(History) + Copy + 'static,
    tell: impl Fn(Notice) + Copy + 'static,
) {
    // A stored game that does not replay is left where it is. A game followed is not saved
    // back: by the time this tab's save would run, the other tab may have stored a newer
    // line (a take-back), which the followed one would overwrite.
    let followed: Rc<RefCell<Option<GameRecord>>> = Rc::default();
    let show = {
        let followed = followed.clone();
        move |record: GameRecord| {
            if let Ok(h) = History::from_record(record) {
                *followed.borrow_mut() = Some(h.full_record().clone());
                follow(h);
            }
        }
    };
    // The whole line is saved (viewing an earlier move deletes nothing), after the board
    // has painted: the record is taken now, so a page left meanwhile still saves it.
    let latest: Rc<RefCell<Option<GameRecord>>> = Rc::default();
    let save = Deferred::new({
        let (latest, show) = (latest.clone(), show.clone());
        move || {
            let Some(record) = latest.borrow_mut().take() else {
                return;
            };
            match storage::save_current(&record) {
                Ok(Saved::Done) => {}
                Ok(Saved::Follow(stored)) => show(stored),
                Ok(Saved::KeptOther(why, title)) => {
                    tell(Notice::info(move || parting(why, &title, false)))
                }
                // Shown by the app's "not being saved" warning until a save succeeds (the
                // notice here keeps what it says, e.g. about a damaged save).
                Err(_) => {}
            }
        }
    });
    Effect::new({
        let save = save.clone();
        move |_| {
            let now = history.with(|h| h.full_record().clone());
            if followed.borrow_mut().take().as_ref() == Some(&now) {
                return;
            }
            *latest.borrow_mut() = Some(now);
            save.ask();
        }
    });
    let leaving = window_event_listener(leptos::ev::pagehide, {
        let save = save.clone();
        move |_| save.flush()
    });
    let listener = storage::on_other_tab_change(game, move || {
        // This tab's last change is stored before another tab's is weighed against it.
        save.flush();
        let shown = history.with_untracked(|h| h.full_record().clone());
        match storage::heard(&shown) {
            Heard::Nothing => {}
            Heard::Follow(stored) => show(stored),
            Heard::FollowKept(stored, why, title) => {
                show(stored);
                tell(Notice::info(move || parting(why, &title, true)));
            }
            Heard::Failed(why) => tell(Notice::error(move || Heard::failed_notice(&why))),
        }
    });
    on_cleanup(move || {
        listener.remove();
        leaving.remove();
    });
}
