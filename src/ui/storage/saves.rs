//! The named saves (and the damaged ones kept aside), listed beside the autosaves.

use super::current::{read_slot, save_current, Slot};
use super::{get, remove, set_checked, storage, StorageError, PREFIX};
use crate::i18n::Msg;
use crate::persist::slot;
use crate::persist::space::{self, EntryKind, SpaceEntry};
use crate::persist::{GameRecord, PersistError};
use crate::ui::lang::{t, tf};
use crate::ui::words;
use std::fmt;

/// Why a listed entry holds no game to open.
#[derive(Clone, Debug, PartialEq)]
pub enum DamagedSave {
    /// The stored text cannot be read as a game.
    Unreadable(PersistError),
    /// A save once damaged, copied aside; it reads now, but is kept as it was.
    KeptAside,
}

impl fmt::Display for DamagedSave {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DamagedSave::Unreadable(e) => f.write_str(&words::persist_error(e)),
            DamagedSave::KeptAside => f.write_str(&t(Msg::SavesKeptAside)),
        }
    }
}

/// A save's title as the saves page shows it.
pub fn title(record: &GameRecord) -> String {
    if record.name.is_empty() {
        tf(
            Msg::SavesUntitled,
            &[
                ("game", record.game.title().into()),
                ("moves", record.moves.len().into()),
            ],
        )
    } else {
        record.name.clone()
    }
}

/// Keeps `record` among the saves unless an identical save exists; returns its title.
pub(super) fn keep_once(record: &GameRecord) -> Result<String, StorageError> {
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
pub fn keep_in_saves(record: &GameRecord) -> Result<String, StorageError> {
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
pub fn move_save_to_current(key: &str, record: &GameRecord) -> Result<bool, StorageError> {
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
pub fn update_save(key: &str, record: &GameRecord) -> Result<(), StorageError> {
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
    pub record: Result<GameRecord, DamagedSave>,
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
                Err(slot::read_stored(&raw)
                    .err()
                    .map_or(DamagedSave::KeptAside, DamagedSave::Unreadable))
            } else {
                slot::read_stored(&raw)
                    .map(|(_, r)| r)
                    .map_err(DamagedSave::Unreadable)
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
