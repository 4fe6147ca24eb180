//! The saves file: the saves page exports every save as one JSON file and imports such a
//! file, or a single saved record, back. Pure: the page offers the download and reads the
//! chosen file.

use super::json::{self, Document};
use super::GameRecord;
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

/// Reads a file (or a single saved record) into records, each checked as a save is.
///
/// # Errors
/// What is wrong with the file, for the player.
pub fn parse(text: &str) -> Result<Vec<GameRecord>, String> {
    let document = Document::parse(text).map_err(|e| format!("not a JSON file: {e}"))?;
    if document
        .get("format")
        .and_then(|f| f.as_string())
        .as_deref()
        != Some(FORMAT)
    {
        return GameRecord::from_document(document)
            .map(|r| vec![r])
            .map_err(|e| e.to_string());
    }
    let version = document
        .get("version")
        .and_then(|v| v.as_u64())
        .unwrap_or(0);
    if version > u64::from(VERSION) {
        return Err(format!(
            "made by a newer Rosette (export version {version})"
        ));
    }
    let saves = document
        .get("saves")
        .and_then(|s| s.items())
        .ok_or("the file lists no saves")?;
    saves
        .into_iter()
        .enumerate()
        .map(|(i, s)| GameRecord::from_document(s).map_err(|e| format!("save {}: {e}", i + 1)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

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
        assert!(said("nonsense").starts_with("not a JSON file: "));
        assert_eq!(
            said(r#"{"format":"rosette-saves","version":2,"saves":[]}"#),
            "made by a newer Rosette (export version 2)"
        );
        assert_eq!(
            said(r#"{"format":"rosette-saves","version":1}"#),
            "the file lists no saves"
        );
        assert!(
            said(r#"{"format":"rosette-saves","version":1,"saves":[7]}"#).starts_with("save 1: ")
        );
        assert!(said(r#"{"name":"x"}"#).contains("no version"));
    }
}
