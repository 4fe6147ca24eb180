//! Browser storage: the autosaved current game per game kind and the named saves, each
//! under its own key so one damaged entry never takes others with it. Every write reports
//! failure (quota, private mode) instead of swallowing it, and a write that must not fail
//! silently is read back before anything depends on it.
//!
//! Several tabs share the current-game slots: each slot carries a revision (`"rev"` beside
//! the record's fields), and the decisions (write, follow the other tab, keep both) are
//! `persist::slot`'s. A failed game write raises [`save_problem`] until one succeeds.

use crate::engine::GameId;
use crate::persist::slot::{self, HeardPlan, Stored, WritePlan};
use crate::persist::space::{self, EntryKind, SpaceEntry};
use crate::persist::GameRecord;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;

const PREFIX: &str = "rosette.v1";

fn storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| "this browser does not allow saving (localStorage is off)".to_string())
}

/// Reads a key.
pub fn get(key: &str) -> Option<String> {
    storage().ok()?.get_item(key).ok().flatten()
}

/// Writes a key.
///
/// # Errors
/// The browser's reason, e.g. the storage quota is full.
pub fn set(key: &str, value: &str) -> Result<(), String> {
    storage()?
        .set_item(key, value)
        .map_err(|e| format!("could not save: {}", js_error_text(&e)))
}

/// Writes a key and reads it back.
fn set_checked(key: &str, value: &str) -> Result<(), String> {
    set(key, value)?;
    if get(key).as_deref() == Some(value) {
        Ok(())
    } else {
        Err("could not save: what was written did not read back".into())
    }
}

/// Removes a key.
pub fn remove(key: &str) {
    if let Ok(s) = storage() {
        let _ = s.remove_item(key);
    }
}

fn js_error_text(e: &wasm_bindgen::JsValue) -> String {
    js_sys::Error::from(e.clone()).message().into()
}

thread_local! {
    /// Why the last game write failed, until one succeeds. (Reference-counted: a signal in
    /// the arena would belong to whichever component first asked, and go with it.)
    static SAVE_PROBLEM: ArcRwSignal<Option<String>> = ArcRwSignal::new(None);
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
    problem: Option<String>,
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
    if let Ok(text) = serde_json::to_string(&carried) {
        let _ = session.set_item(CARRY_KEY, &text);
    }
}

/// Takes back the unsaved games a reload carried (see [`Carried`]), before any page
/// loads its game.
pub fn restore_carried() {
    let Some(text) = session().and_then(|s| s.get_item(CARRY_KEY).ok().flatten()) else {
        return;
    };
    let Ok(carried) = serde_json::from_str::<Carried>(&text) else {
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
pub fn save_problem() -> ArcRwSignal<Option<String>> {
    SAVE_PROBLEM.with(ArcRwSignal::clone)
}

/// Notes a game write's outcome in [`save_problem`].
fn noted<T>(result: Result<T, String>) -> Result<T, String> {
    let problem = result.as_ref().err().cloned();
    save_problem().set(problem);
    result
}

/// A failed game write: raised in [`save_problem`] and returned.
fn failed<T>(why: String) -> Result<T, String> {
    noted(Err(why))
}

fn seen(game: GameId) -> Option<u64> {
    SEEN.with(|s| s.borrow().get(game.as_str()).copied())
}

fn set_seen(game: GameId, rev: u64) {
    SEEN.with(|s| s.borrow_mut().insert(game.as_str(), rev));
}

/// The autosave key of a game kind.
pub fn current_key(game: GameId) -> String {
    format!("{PREFIX}.current.{}", game.as_str())
}

/// What a current-game slot holds, read.
enum Slot {
    Empty,
    Record(u64, GameRecord),
    Damaged { raw: String, why: String },
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

/// Reads stored text as a record and its revision (0 when it has none).
fn read_record(raw: &str) -> Result<(u64, GameRecord), String> {
    let mut value: serde_json::Value =
        serde_json::from_str(raw).map_err(|e| format!("this is not a Rosette game: {e}"))?;
    let rev = value
        .as_object_mut()
        .and_then(|o| o.remove("rev"))
        .and_then(|r| r.as_u64())
        .unwrap_or(0);
    GameRecord::from_json(&value.to_string())
        .map(|r| (rev, r))
        .map_err(|e| e.to_string())
}

/// A record's stored text at revision `rev`.
fn record_text(record: &GameRecord, rev: u64) -> String {
    let mut value: serde_json::Value =
        serde_json::from_str(&record.to_json()).expect("a record is JSON");
    if let Some(o) = value.as_object_mut() {
        o.insert("rev".into(), rev.into());
    }
    value.to_string()
}

fn read_slot(game: GameId) -> Slot {
    match get(&current_key(game)) {
        None => Slot::Empty,
        Some(raw) => match read_record(&raw) {
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
        why: String,
        /// The key of its copy, if the copy was written and read back.
        kept_as: Option<String>,
    },
}

/// Copies damaged text aside, reads the copy back, and only then removes the original.
fn move_aside(game: GameId, raw: &str) -> Result<String, String> {
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
pub fn damaged_notice(why: &str, kept_as: Option<&str>) -> String {
    match kept_as {
        Some(key) => format!(
            "Your saved game could not be read ({why}). It was copied aside as '{key}' (see Saves); a new game has started."
        ),
        None => format!(
            "Your saved game could not be read ({why}), and there was no room to copy it aside, so it stays where it is, untouched. This new game is not saved until there is space: free some on the Saves page."
        ),
    }
}

/// What happened when the current game was autosaved.
pub enum Saved {
    /// Written, or already stored as it is.
    Done,
    /// Another tab has moved the game on: show this record instead.
    Follow(GameRecord),
    /// Written after keeping the game that was in the slot among the saves; tell the player.
    KeptOther(String),
}

/// Autosaves the current game of its kind, never overwriting what another tab stored
/// unless that is kept (see `persist::slot`).
///
/// # Errors
/// The storage failure (also raised in [`save_problem`]).
pub fn save_current(record: &GameRecord) -> Result<Saved, String> {
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

fn plan_and_save(game: GameId, record: &GameRecord) -> Result<Saved, String> {
    let slot = read_slot(game);
    let plan = slot::plan_write(record, seen(game), slot.stored());
    let write = |rev: u64| {
        noted(set(&current_key(game), &record_text(record, rev)))?;
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
            let title = keep_once(&stored).or_else(|e| {
                failed(format!(
                    "not saved: the game another tab stored could not be kept first ({e})"
                ))
            })?;
            write(rev)?;
            Ok(Saved::KeptOther(slot::parting_message(why, &title, false)))
        }
        (WritePlan::MoveDamagedAsideThenWrite { rev }, Slot::Damaged { raw, .. }) => {
            move_aside(game, &raw).or_else(|e| {
                failed(format!(
                    "not saved: a damaged save fills this game's slot and could not be copied aside ({e})"
                ))
            })?;
            write(rev).map(|()| Saved::Done)
        }
        // `persist::slot` plans these only for a slot holding a record (or damaged text,
        // for moving it aside); for anything else writing nothing is the safe answer.
        _ => failed("not saved: the save slot changed while saving; try again".into()),
    }
}

/// What a tab does when another tab changed its game's slot.
pub enum Heard {
    /// Nothing to do.
    Nothing,
    /// Show this record (it continues the one shown).
    Follow(GameRecord),
    /// Show this record; the one shown was kept among the saves, as the message says.
    FollowKept(GameRecord, String),
    /// The game shown could not be kept, so the tab stays as it is: the message says why.
    Failed(String),
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
                Heard::FollowKept(stored, slot::parting_message(why, &title, true))
            }
            Err(e) => Heard::Failed(format!(
                "Another tab changed this game, and this tab's version could not be kept in your saves ({e}); it stays on screen here. Free space on the Saves page."
            )),
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

/// A save's title as the saves page shows it.
pub fn title(record: &GameRecord) -> String {
    if record.name.is_empty() {
        format!(
            "{} game of {} moves",
            record.game.title(),
            record.moves.len()
        )
    } else {
        record.name.clone()
    }
}

/// Keeps `record` among the saves unless an identical save exists; returns its title.
fn keep_once(record: &GameRecord) -> Result<String, String> {
    let saves = list_saves();
    let named = saves
        .iter()
        .filter(|e| !is_autosave(&e.key))
        .filter_map(|e| e.record.as_ref().ok());
    if !slot::already_kept(record, named) {
        keep_in_saves(record)?;
    }
    Ok(title(record))
}

/// Keeps a game among the named saves, under a new key (never replacing another save), and
/// reads it back.
///
/// # Errors
/// The storage failure.
pub fn keep_in_saves(record: &GameRecord) -> Result<String, String> {
    let key = format!("{PREFIX}.save.{}", new_record_id());
    set_checked(&key, &record.to_json())?;
    Ok(key)
}

/// Makes `record`, taken from the named save `key`, the current game of its kind; the save
/// is deleted only once the slot has been read back holding the game. Returns whether the
/// save was deleted.
///
/// # Errors
/// The storage failure; the save is then left as it was.
pub fn move_save_to_current(key: &str, record: &GameRecord) -> Result<bool, String> {
    let game = record.game;
    // If the slot held another game, it is kept first; if it holds a later state of this
    // game, it is left alone and the save stays: nothing is lost either way.
    save_current(record)?;
    let holds = matches!(read_slot(game), Slot::Record(_, stored) if stored == *record);
    if holds {
        remove(key);
    }
    Ok(holds)
}

/// Replaces the save under `key` (used to rename it).
///
/// # Errors
/// The storage failure.
pub fn update_save(key: &str, record: &GameRecord) -> Result<(), String> {
    set_checked(key, &record.to_json())
}

/// Deletes one save.
pub fn delete_save(key: &str) {
    remove(key);
}

/// One entry of the saves list: a readable record, or a damaged one kept as it was.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveEntry {
    /// The storage key.
    pub key: String,
    /// The record, or why it cannot be read.
    pub record: Result<GameRecord, String>,
    /// The stored text.
    pub raw: String,
}

impl SaveEntry {
    /// The entry as far as space is concerned.
    pub fn space(&self) -> SpaceEntry<String> {
        let kind = match &self.record {
            _ if is_autosave(&self.key) => EntryKind::Current,
            Err(_) => EntryKind::Damaged,
            Ok(r) if r.name.is_empty() => EntryKind::Unnamed,
            Ok(_) => EntryKind::Named,
        };
        SpaceEntry {
            key: self.key.clone(),
            bytes: space::stored_bytes(&self.key, &self.raw),
            kind,
            updated: self.record.as_ref().map_or(0.0, |r| r.updated),
        }
    }
}

/// Every named save, autosave and damaged save, newest first.
pub fn list_saves() -> Vec<SaveEntry> {
    let Ok(store) = storage() else {
        return Vec::new();
    };
    let count = store.length().unwrap_or(0);
    let mut out: Vec<SaveEntry> = (0..count)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter(|k| {
            k.starts_with(&format!("{PREFIX}.save."))
                || k.starts_with(&format!("{PREFIX}.damaged."))
                || k.starts_with(&format!("{PREFIX}.current."))
        })
        .filter_map(|key| {
            let raw = get(&key)?;
            let record = if key.contains(".damaged.") {
                Err(read_record(&raw)
                    .err()
                    .unwrap_or_else(|| "kept aside".into()))
            } else {
                read_record(&raw).map(|(_, r)| r)
            };
            Some(SaveEntry { key, record, raw })
        })
        .collect();
    out.sort_by(|a, b| {
        let t = |e: &SaveEntry| e.record.as_ref().map_or(f64::MAX, |r| r.updated);
        t(b).total_cmp(&t(a))
    });
    out
}

/// Whether a key is a game kind's autosave slot.
pub fn is_autosave(key: &str) -> bool {
    key.starts_with(&format!("{PREFIX}.current."))
}

/// A fresh random id for a new game record.
pub fn new_record_id() -> String {
    let n = (js_sys::Math::random() * 2f64.powi(48)) as u64;
    crate::persist::link::base64url(&n.to_le_bytes()[..6])
}
