//! Browser storage: the autosaved current game per game kind and the named saves, each
//! under its own key so one damaged entry never takes others with it. Every write reports
//! failure (quota, private mode) instead of swallowing it.

use crate::engine::GameId;
use crate::persist::GameRecord;

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

fn remove(key: &str) {
    if let Ok(s) = storage() {
        let _ = s.remove_item(key);
    }
}

fn js_error_text(e: &wasm_bindgen::JsValue) -> String {
    js_sys::Error::from(e.clone()).message().into()
}

/// The autosave key of a game kind.
pub fn current_key(game: GameId) -> String {
    format!("{PREFIX}.current.{}", game.as_str())
}

/// What the autosave slot held.
pub enum Loaded {
    /// Nothing saved.
    Empty,
    /// A good record.
    Record(GameRecord),
    /// A damaged or unknown-version save, moved aside under `kept_as`.
    Damaged {
        /// Why it could not be read.
        why: String,
        /// The key it was moved to.
        kept_as: String,
    },
}

/// Loads the autosaved game of a kind. A damaged save is moved aside (never deleted) so the
/// slot can be used again, and reported.
pub fn load_current(game: GameId) -> Loaded {
    let key = current_key(game);
    let Some(text) = get(&key) else {
        return Loaded::Empty;
    };
    match GameRecord::from_json(&text) {
        Ok(record) => Loaded::Record(record),
        Err(e) => {
            let kept_as = format!(
                "{PREFIX}.damaged.{}.{}",
                game.as_str(),
                js_sys::Date::now() as u64
            );
            if set(&kept_as, &text).is_ok() {
                remove(&key);
            }
            Loaded::Damaged {
                why: e.to_string(),
                kept_as,
            }
        }
    }
}

/// Autosaves the current game of its kind.
///
/// # Errors
/// The storage failure.
pub fn save_current(record: &GameRecord) -> Result<(), String> {
    set(&current_key(record.game), &record.to_json())
}

/// Keeps a game among the named saves, under a new key (never replacing another save).
///
/// # Errors
/// The storage failure.
pub fn keep_in_saves(record: &GameRecord) -> Result<String, String> {
    let key = format!("{PREFIX}.save.{}", new_record_id());
    set(&key, &record.to_json())?;
    Ok(key)
}

/// Replaces the save under `key` (used to rename it).
///
/// # Errors
/// The storage failure.
pub fn update_save(key: &str, record: &GameRecord) -> Result<(), String> {
    set(key, &record.to_json())
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
                Err(GameRecord::from_json(&raw)
                    .err()
                    .map_or("kept aside".into(), |e| e.to_string()))
            } else {
                GameRecord::from_json(&raw).map_err(|e| e.to_string())
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
