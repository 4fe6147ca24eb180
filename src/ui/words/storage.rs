//! The words of keeping games: storage failures, games another tab moved to the saves,
//! damaged saves and imports.

use crate::i18n::Msg;
use crate::persist::export::ExportError;
use crate::persist::slot::Parting;
use crate::persist::GameRecord;
use crate::ui::lang::{t, tf};
use crate::ui::storage::StorageError;

use super::persist_error;

/// Why a write to browser storage failed, in words.
pub fn storage_error(e: &StorageError) -> String {
    let why = |e: &StorageError| [("why", storage_error(e).into())];
    match e {
        StorageError::Unavailable => t(Msg::StorageUnavailable),
        StorageError::Full => t(Msg::StorageFull),
        StorageError::Refused(w) => tf(Msg::StorageRefused, &[("why", w.as_str().into())]),
        StorageError::NotReadBack => t(Msg::StorageNotReadBack),
        StorageError::OtherTabGameNotKept(e) => tf(Msg::StorageOtherTabNotKept, &why(e)),
        StorageError::DamagedNotMovedAside(e) => tf(Msg::StorageDamagedNotMoved, &why(e)),
        StorageError::SlotChanged => t(Msg::StorageSlotChanged),
    }
}

/// What the player is told when a game left the slot for the saves: `kept_as` names the
/// save (its title), `here` says whether the game kept is the one this tab showed.
pub fn parting(why: Parting, kept_as: &str, here: bool) -> String {
    let name = ("name", kept_as.into());
    match why {
        Parting::OtherGame if here => tf(Msg::TabOtherGameHere, &[name]),
        Parting::OtherGame => tf(Msg::TabOtherGame, &[name]),
        Parting::Diverged { ply } => tf(
            if here {
                Msg::TabDivergedHere
            } else {
                Msg::TabDivergedThere
            },
            &[("move", ply.into()), name],
        ),
    }
}

/// What an import says when it stopped part way: exactly which records were stored (by
/// title), which one failed and why, and how many were not tried.
pub fn import_report(stored: &[String], failed: &str, why: &str, not_tried: usize) -> String {
    let mut parts = vec![if stored.is_empty() {
        t(Msg::SavesImportNone)
    } else {
        let titles: Vec<String> = stored.iter().map(|t| format!("'{t}'")).collect();
        tf(
            Msg::SavesImportSome,
            &[
                ("count", stored.len().into()),
                ("titles", titles.join(", ").into()),
            ],
        )
    }];
    parts.push(tf(
        Msg::SavesImportFailed,
        &[
            ("failed", failed.into()),
            ("why", why.trim_end_matches('.').into()),
        ],
    ));
    if not_tried > 0 {
        parts.push(tf(Msg::SavesImportNotTried, &[("count", not_tried.into())]));
    }
    parts.push(t(Msg::SavesImportRetry));
    parts.join(" ")
}

/// Why a file of saves cannot be imported, in words.
pub fn export_error(e: &ExportError) -> String {
    match e {
        ExportError::NotJson(why) => tf(Msg::ImportNotJson, &[("why", why.as_str().into())]),
        ExportError::Record(e) => persist_error(e),
        ExportError::Newer(v) => tf(Msg::ImportNewer, &[("version", (*v).into())]),
        ExportError::NoSaves => t(Msg::ImportNoSaves),
        ExportError::Save { index, error } => tf(
            Msg::ImportSave,
            &[
                ("index", (*index).into()),
                ("why", persist_error(error).into()),
            ],
        ),
    }
}

/// The name of a game branched from `record` at move `ply` ("Play from here").
pub fn branch_name(record: &GameRecord, ply: usize) -> String {
    let name = if record.name.is_empty() {
        record.game.title().to_string()
    } else {
        record.name.clone()
    };
    tf(
        Msg::BranchName,
        &[("name", name.into()), ("move", ply.into())],
    )
}

/// The name of a link opened as a branch of the stored game `original`, from move `ply`.
pub fn link_branch_name(original: &GameRecord, ply: usize) -> String {
    if original.name.is_empty() {
        tf(
            Msg::BranchOfGame,
            &[("id", original.id.as_str().into()), ("move", ply.into())],
        )
    } else {
        tf(
            Msg::BranchOfName,
            &[
                ("name", original.name.as_str().into()),
                ("move", ply.into()),
            ],
        )
    }
}
