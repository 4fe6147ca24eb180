//! Why something could not be stored.

use serde::{Deserialize, Serialize};

/// Why a write to browser storage failed. Nothing stored before is changed when this is
/// returned. (Serializable: a reload carries the warning with the unsaved games.) A value,
/// not words: the table carries it in its notices, and `ui::words` words it when shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StorageError {
    /// The browser allows no saving (localStorage is off: private mode or a setting).
    Unavailable,
    /// The browser's storage for the site is full (its quota is reached).
    Full,
    /// The browser refused the write for another reason: its error's name
    /// (`InvalidStateError`), shown inside a sentence of the player's language.
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
