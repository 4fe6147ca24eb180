//! The saves file: the saves page exports every save as one JSON file and imports such a
//! file, or a single saved record, back. Pure: the page offers the download and reads the
//! chosen file.

use super::json::{self, Document};
use super::{GameRecord, PersistError};
use serde::Serialize;

/// The file's format name.
const FORMAT: &str = "rosette-saves";

/// The file's format version.
const VERSION: u32 = 1;

/// What the file holds: its format and version, then every save as records are written.
#[derive(Serialize)]
struct Export<'a> {
    format: &'a str,
    version: u32,
    saves: &'a [GameRecord],
}

/// The file for `records`.
pub fn to_text(records: &[GameRecord]) -> String {
    let export = Export {
        format: FORMAT,
        version: VERSION,
        saves: records,
    };
    json::to_string(&export).expect("records always serialise")
}

/// Why a file of saves cannot be imported.
#[derive(Clone, Debug, PartialEq)]
pub enum ExportError {
    /// The file is not JSON (the reader's reason).
    NotJson(String),
    /// The file is a single record, which cannot be read.
    Record(PersistError),
    /// The file was written by a newer Rosette (its export version).
    Newer(u64),
    /// The file lists no saves.
    NoSaves,
    /// Save `index` (counting from 1) cannot be read.
    Save {
        /// Which save.
        index: usize,
        /// Why.
        error: PersistError,
    },
}

/// Reads a file (or a single saved record) into records, each checked as a save is.
///
/// # Errors
/// What is wrong with the file.
pub fn parse(text: &str) -> Result<Vec<GameRecord>, ExportError> {
    let document = Document::parse(text).map_err(|e| ExportError::NotJson(e.to_string()))?;
    if document
        .get("format")
        .and_then(|f| f.as_string())
        .as_deref()
        != Some(FORMAT)
    {
        return GameRecord::from_document(document)
            .map(|r| vec![r])
            .map_err(ExportError::Record);
    }
    let version = document
        .get("version")
        .and_then(|v| v.as_u64())
        .unwrap_or(0);
    if version > u64::from(VERSION) {
        return Err(ExportError::Newer(version));
    }
    let saves = document
        .get("saves")
        .and_then(|s| s.items())
        .ok_or(ExportError::NoSaves)?;
    saves
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            GameRecord::from_document(s).map_err(|error| ExportError::Save {
                index: i + 1,
                error,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::persist::NotARecord;

    #[test]
    fn a_file_reads_back_its_saves() {
        let mut a = GameRecord::new(GameId::Pyrga, "", "a1".into(), 1.7e12);
        a.moves = vec!["Sb2".into()];
        let b = GameRecord::new(GameId::Pyrga, "", "b2".into(), 1.7e12);
        let text = to_text(&[a.clone(), b.clone()]);
        assert!(
            text.starts_with(r#"{"format":"rosette-saves","version":1,"saves":[{"#),
            "{text}"
        );
        assert_eq!(parse(&text), Ok(vec![a.clone(), b]));
        assert_eq!(parse(&a.to_json()), Ok(vec![a]));
    }

    #[test]
    fn a_file_written_by_serde_json_s_map_still_reads() {
        // Keys sorted, times with their `.0`, as `json!` wrote the file before.
        let before = r#"{"format":"rosette-saves","saves":[{"created":1700000000000.0,"game":"pyrga","id":"k3x9","moves":["Sb2","Cb3"],"name":"","options":"","seats":[{"kind":"human"},{"kind":"ai","level":"medium"}],"start":null,"updated":1700000050000.0,"version":1}],"version":1}"#;
        let saves = parse(before).unwrap();
        assert_eq!((saves.len(), saves[0].id.as_str()), (1, "k3x9"));
        assert_eq!(saves[0].updated, 1_700_000_050_000.0);
    }

    #[test]
    fn a_bad_file_says_what_is_wrong() {
        let said = |text: &str| parse(text).unwrap_err();
        assert!(matches!(said("nonsense"), ExportError::NotJson(_)));
        assert_eq!(
            said(r#"{"format":"rosette-saves","version":2,"saves":[]}"#),
            ExportError::Newer(2)
        );
        assert_eq!(
            said(r#"{"format":"rosette-saves","version":1}"#),
            ExportError::NoSaves
        );
        assert!(matches!(
            said(r#"{"format":"rosette-saves","version":1,"saves":[7]}"#),
            ExportError::Save { index: 1, .. }
        ));
        assert!(matches!(
            said(r#"{"name":"x"}"#),
            ExportError::Record(PersistError::Malformed(NotARecord::NoVersion))
        ));
    }
}
