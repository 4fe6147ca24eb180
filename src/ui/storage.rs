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
    let game = record.game_id().map_err(|e| e.to_string())?;
    set(&current_key(game), &record.to_json())
}

/// Keeps a game among the named saves (by its record id).
///
/// # Errors
/// The storage failure.
pub fn keep_in_saves(record: &GameRecord) -> Result<(), String> {
    set(&format!("{PREFIX}.save.{}", record.id), &record.to_json())
}

/// A fresh random id for a new game record.
pub fn new_record_id() -> String {
    let n = (js_sys::Math::random() * 2f64.powi(48)) as u64;
    crate::persist::link::base64url(&n.to_le_bytes()[..6])
}
