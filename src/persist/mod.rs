//! Saved games and links share one versioned record: which game, its options or start
//! position, and the moves in notation. This module is pure (no storage): the UI reads and
//! writes localStorage and passes text here. Untrusted text becomes a [`GameRecord`],
//! which is validated by replaying it before anything is shown or stored.

pub mod correspondence;
pub mod dealt;
pub mod edit_start;
pub mod export;
pub mod history;
pub mod json;
pub mod link;
pub mod live;
pub mod qr;
mod record;
pub mod settings;
pub mod slot;
pub mod space;
mod storage_error;

pub use record::{
    GameRecord, LinkDamage, LinkPart, NotARecord, PersistError, Replay, Seat, SAVE_VERSION,
};
pub use storage_error::StorageError;
