//! The current-game slot of each game kind, shared by the tabs (see `persist::slot`), and
//! the games this tab could not save yet.

use super::saves::keep_once;
use super::{get, remove, set, set_checked, StorageError, PREFIX};
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::persist::json;
use crate::persist::slot::{self, HeardPlan, Parting, Stored, WritePlan};
use crate::persist::{GameRecord, PersistError};
use crate::ui::lang::tf;
use crate::ui::words;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// Why the last game write failed, until one succeeds. (Reference-counted: a signal in
    /// the arena would belong to whichever component first asked, and go with it.)
    static SAVE_PROBLEM: ArcRwSignal<Option<StorageError>> = ArcRwSignal::new(None);
    /// Per game kind, the game this tab could not save (shown again if its page reopens).
    static UNSAVED: RefCell<HashMap<&'static str, GameRecord>> = RefCell::new(HashMap::new());
    /// Per game kind, the slot revision this tab last read or wrote.
    static SEEN: RefCell<HashMap<&'static str, u64>> = RefCell::new(HashMap::new());
}

/// The sessionStorage key of what a reload carries: this tab's unsaved games.
const CARRY_KEY: &str = "rosette.v1.unsaved";

/// This tab's games that storage refused, why, and the slot revisions they were weighed
/// against. Going to a page of another build of the app reloads the tab (index.html's
/// loader), so they go through sessionStorage (this tab's own, with its own quota) and
/// the next build takes them back: a page change never loses a move.
#[derive(Serialize, Deserialize)]
struct Carried {
    problem: Option<StorageError>,
    unsaved: Vec<GameRecord>,
    seen: Vec<(String, u64)>,
}

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Writes what a reload must carry, or clears it once every game is saved.
fn carry_unsaved() {
    let Some(session) = session() else { return };
    let unsaved: Vec<GameRecord> = UNSAVED.with(|u| u.borrow().values().cloned().collect());
    if unsaved.is_empty() {
        let _ = session.remove_item(CARRY_KEY);
        return;
    }
    let seen = SEEN.with(|s| {
        s.borrow()
            .iter()
            .map(|(g, rev)| (g.to_string(), *rev))
            .collect()
    });
    let carried = Carried {
        problem: save_problem().get_untracked(),
        unsaved,
        seen,
    };
    if let Ok(text) = json::to_string(&carried) {
        let _ = session.set_item(CARRY_KEY, &text);
    }
}

/// Takes back the unsaved games a reload carried (see [`Carried`]), before any page
/// loads its game.
pub fn restore_carried() {
    let Some(text) = session().and_then(|s| s.get_item(CARRY_KEY).ok().flatten()) else {
        return;
    };
    let Ok(carried) = json::from_str::<Carried>(&text) else {
        return;
    };
    SEEN.with(|s| {
        for (game, rev) in &carried.seen {
            if let Ok(game) = GameId::parse(game) {
                s.borrow_mut().insert(game.as_str(), *rev);
            }
        }
    });
    UNSAVED.with(|u| {
        for record in carried.unsaved {
            u.borrow_mut().insert(record.game.as_str(), record);
        }
    });
    save_problem().set(carried.problem);
}

/// Why games are not being saved (a failed write), shown until a game write succeeds.
pub fn save_problem() -> ArcRwSignal<Option<StorageError>> {
    SAVE_PROBLEM.with(ArcRwSignal::clone)
}

/// Notes a game write's outcome in [`save_problem`].
fn noted<T>(result: Result<T, StorageError>) -> Result<T, StorageError> {
    let problem = result.as_ref().err().cloned();
    save_problem().set(problem);
    result
}

/// A failed game write: raised in [`save_problem`] and returned.
fn failed<T>(why: StorageError) -> Result<T, StorageError> {
    noted(Err(why))
}

fn seen(game: GameId) -> Option<u64> {
    SEEN.with(|s| s.borrow().get(game.as_str()).copied())
}

fn set_seen(game: GameId, rev: u64) {
    SEEN.with(|s| s.borrow_mut().insert(game.as_str(), rev));
}

/// The autosave key of a game kind.
fn current_key(game: GameId) -> String {
    format!("{PREFIX}.current.{}", game.as_str())
}

/// What a current-game slot holds, read.
pub(super) enum Slot {
    Empty,
    Record(u64, GameRecord),
    Damaged { raw: String, why: PersistError },
}

impl Slot {
    fn stored(&self) -> Stored<'_> {
        match self {
            Slot::Empty => Stored::Empty,
            Slot::Record(rev, record) => Stored::Record { rev: *rev, record },
            Slot::Damaged { .. } => Stored::Damaged,
        }
    }
}

pub(super) fn read_slot(game: GameId) -> Slot {
    match get(&current_key(game)) {
        None => Slot::Empty,
        Some(raw) => match slot::read_stored(&raw) {
            Ok((rev, record)) => Slot::Record(rev, record),
            Err(why) => Slot::Damaged { raw, why },
        },
    }
}

/// What the autosave slot held.
pub enum Loaded {
    /// Nothing saved.
    Empty,
    /// A good record.
    Record(GameRecord),
    /// A damaged or unknown-version save: copied aside under `kept_as` (then removed from
    /// the slot), or, if it could not be copied, left where it was (`kept_as` is `None`).
    Damaged {
        /// Why it could not be read.
        why: PersistError,
        /// The key of its copy, if the copy was written and read back.
        kept_as: Option<String>,
    },
}

/// Copies damaged text aside, reads the copy back, and only then removes the original.
fn move_aside(game: GameId, raw: &str) -> Result<String, StorageError> {
    let kept_as = format!(
        "{PREFIX}.damaged.{}.{}",
        game.as_str(),
        js_sys::Date::now() as u64
    );
    set_checked(&kept_as, raw)?;
    remove(&current_key(game));
    Ok(kept_as)
}

/// Loads the autosaved game of a kind. A damaged save is copied aside (never deleted) so the
/// slot can be used again, and reported.
pub fn load_current(game: GameId) -> Loaded {
    if let Some(record) = UNSAVED.with(|u| u.borrow().get(game.as_str()).cloned()) {
        // Not saved yet (storage full): this tab's game as it left it; the next autosave
        // weighs it against the slot as usual.
        return Loaded::Record(record);
    }
    match read_slot(game) {
        Slot::Empty => Loaded::Empty,
        Slot::Record(rev, record) => {
            set_seen(game, rev);
            Loaded::Record(record)
        }
        Slot::Damaged { raw, why } => Loaded::Damaged {
            why,
            kept_as: move_aside(game, &raw).ok(),
        },
    }
}

/// The notice for a damaged autosave, true to what happened to it.
pub fn damaged_notice(why: &PersistError, kept_as: Option<&str>) -> String {
    let why = ("why", words::persist_error(why).into());
    match kept_as {
        Some(key) => tf(Msg::StorageDamagedKeptAside, &[why, ("key", key.into())]),
        None => tf(Msg::StorageDamagedUntouched, &[why]),
    }
}

/// What happened when the current game was autosaved.
pub enum Saved {
    /// Written, or already stored as it is.
    Done,
    /// Another tab has moved the game on: show this record instead.
    Follow(GameRecord),
    /// Written after keeping the game that was in the slot among the saves, under this
    /// title; tell the player why it left ([`words::parting`]).
    KeptOther(Parting, String),
}

/// Autosaves the current game of its kind, never overwriting what another tab stored
/// unless that is kept (see `persist::slot`).
///
/// # Errors
/// The storage failure (also raised in [`save_problem`]).
pub fn save_current(record: &GameRecord) -> Result<Saved, StorageError> {
    let game = record.game;
    let result = plan_and_save(game, record);
    UNSAVED.with(|u| {
        let mut unsaved = u.borrow_mut();
        match &result {
            Err(_) => unsaved.insert(game.as_str(), record.clone()),
            Ok(_) => unsaved.remove(game.as_str()),
        }
    });
    carry_unsaved();
    result
}

fn plan_and_save(game: GameId, record: &GameRecord) -> Result<Saved, StorageError> {
    let slot = read_slot(game);
    let plan = slot::plan_write(record, seen(game), slot.stored());
    let write = |rev: u64| {
        noted(set(&current_key(game), &slot::stored_text(record, rev)))?;
        set_seen(game, rev);
        Ok(())
    };
    match (plan, slot) {
        (WritePlan::Unchanged, Slot::Record(rev, _)) => {
            // Nothing written: a warning about an earlier failure stays.
            set_seen(game, rev);
            Ok(Saved::Done)
        }
        (WritePlan::Follow, Slot::Record(rev, stored)) => {
            set_seen(game, rev);
            Ok(Saved::Follow(stored))
        }
        (WritePlan::Write { rev }, _) => write(rev).map(|()| Saved::Done),
        (WritePlan::KeepStoredThenWrite { rev, why }, Slot::Record(_, stored)) => {
            let title = keep_once(&stored)
                .or_else(|e| failed(StorageError::OtherTabGameNotKept(Box::new(e))))?;
            write(rev)?;
            Ok(Saved::KeptOther(why, title))
        }
        (WritePlan::MoveDamagedAsideThenWrite { rev }, Slot::Damaged { raw, .. }) => {
            move_aside(game, &raw)
                .or_else(|e| failed(StorageError::DamagedNotMovedAside(Box::new(e))))?;
            write(rev).map(|()| Saved::Done)
        }
        // `persist::slot` plans these only for a slot holding a record (or damaged text,
        // for moving it aside); for anything else writing nothing is the safe answer.
        _ => failed(StorageError::SlotChanged),
    }
}

/// What a tab does when another tab changed its game's slot.
pub enum Heard {
    /// Nothing to do.
    Nothing,
    /// Show this record (it continues the one shown).
    Follow(GameRecord),
    /// Show this record; the one shown was kept among the saves under this title, and the
    /// player is told why it left ([`words::parting`]).
    FollowKept(GameRecord, Parting, String),
    /// The game shown could not be kept, so the tab stays as it is (see [`Heard::failed_notice`]).
    Failed(StorageError),
}

impl Heard {
    /// What the player is told of a failure to keep the shown game.
    pub fn failed_notice(why: &StorageError) -> String {
        tf(
            Msg::StorageOtherTabFailed,
            &[("why", words::storage_error(why).into())],
        )
    }
}

/// Decides what a tab showing `shown` does after another tab wrote its slot.
pub fn heard(shown: &GameRecord) -> Heard {
    let game = shown.game;
    let slot = read_slot(game);
    let plan = slot::plan_heard(shown, slot.stored());
    let Slot::Record(rev, stored) = slot else {
        return Heard::Nothing;
    };
    match plan {
        HeardPlan::Ignore => {
            set_seen(game, rev);
            Heard::Nothing
        }
        HeardPlan::Follow => {
            set_seen(game, rev);
            Heard::Follow(stored)
        }
        HeardPlan::KeepShownThenFollow { why } => match keep_once(shown) {
            Ok(title) => {
                set_seen(game, rev);
                Heard::FollowKept(stored, why, title)
            }
            Err(e) => Heard::Failed(e),
        },
    }
}

/// Calls `f` whenever another tab changes the current game of `game`.
pub fn on_other_tab_change(game: GameId, f: impl Fn() + 'static) -> WindowListenerHandle {
    let key = current_key(game);
    window_event_listener(leptos::ev::storage, move |e| {
        if e.key().as_deref() == Some(key.as_str()) {
            f();
        }
    })
}
