//! Browser storage: the autosaved current game per game kind and the named saves, each
//! under its own key so one damaged entry never takes others with it. Every write reports
//! failure (quota, private mode) as a [`StorageError`] instead of swallowing it, and a
//! write that must not fail silently is read back before anything depends on it.
//!
//! Several tabs share the current-game slots ([`current`]): each slot carries a revision
//! (`"rev"` beside the record's fields), and the decisions (write, follow the other tab,
//! keep both) are `persist::slot`'s. A failed game write raises [`save_problem`] until one
//! succeeds. The named saves are [`saves`]'.

mod current;
mod saves;

pub use crate::persist::StorageError;
pub use current::{
    damaged_notice, heard, load_current, on_other_tab_change, restore_carried, save_current,
    save_problem, Heard, Loaded, Saved,
};
pub use saves::{
    delete_save, is_autosave, keep_in_saves, list_saves, move_save_to_current, new_record_id,
    title, update_save, SaveEntry,
};

const PREFIX: &str = "rosette.v1";

fn storage() -> Result<web_sys::Storage, StorageError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StorageError::Unavailable)
}

/// Reads a key.
pub fn get(key: &str) -> Option<String> {
    storage().ok()?.get_item(key).ok().flatten()
}

/// Writes a key.
///
/// # Errors
/// The browser's refusal: the storage quota is full, or another reason in its words.
pub fn set(key: &str, value: &str) -> Result<(), StorageError> {
    storage()?.set_item(key, value).map_err(|e| {
        let e = js_sys::Error::from(e);
        // Firefox before version 69 named it as Gecko does.
        match String::from(e.name()).as_str() {
            "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => StorageError::Full,
            // The player's settings forbid this site's storage.
            "SecurityError" => StorageError::Unavailable,
            name => {
                leptos::logging::warn!(
                    "The browser refused to save: {}",
                    String::from(e.message())
                );
                StorageError::Refused(name.to_string())
            }
        }
    })
}

/// Writes a key and reads it back.
fn set_checked(key: &str, value: &str) -> Result<(), StorageError> {
    set(key, value)?;
    if get(key).as_deref() == Some(value) {
        Ok(())
    } else {
        Err(StorageError::NotReadBack)
    }
}

/// Removes a key.
pub fn remove(key: &str) {
    if let Ok(s) = storage() {
        let _ = s.remove_item(key);
    }
}
