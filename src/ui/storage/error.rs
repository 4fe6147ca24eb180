//! Why something could not be stored.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a write to browser storage failed. Nothing stored before is changed when this is
/// returned. (Serializable: a reload carries the warning with the unsaved games.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StorageError {
    /// The browser allows no saving (localStorage is off: private mode or a setting).
    Unavailable,
    /// The browser refused the write, in its own words (usually: the quota is full).
    Refused(String),
    /// What was written did not read back the same.
    NotReadBack,
    /// The game another tab stored could not be kept among the saves before this tab's
    /// game took its slot, so nothing was written.
    OtherTabGameNotKept(Box<StorageError>),
    /// A damaged save fills the game's slot and could not be copied aside, so nothing was
    /// written.
    DamagedNotMovedAside(Box<StorageError>),
    /// The slot changed between reading and writing; nothing was written.
    SlotChanged,
}

impl fmt::Display for StorageError {
    /// In the page's language (`ui::words`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::ui::words::storage_error(self))
    }
}

impl std::error::Error for StorageError {}
