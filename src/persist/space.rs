//! Space in the browser's storage: what each save takes, which kept games are offered for
//! deletion when they pile up, and what an import reports. Pure; the saves page shows it.
//!
//! Every new game and every opened link keeps the previous game among the saves, and a
//! damaged save is copied aside: these pile up. Nothing is ever deleted silently: past
//! [`KEEP_UNNAMED`] of them the oldest are listed for the player to delete (or name, which
//! keeps them for good).

/// How many unnamed saves and damaged copies are kept before the oldest are offered for
/// deletion.
pub const KEEP_UNNAMED: usize = 20;

/// What kind of entry a stored game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// A game kind's current game.
    Current,
    /// A save the player named.
    Named,
    /// A save without a name: a previous game kept automatically, or a copy.
    Unnamed,
    /// A damaged save kept as it was.
    Damaged,
}

/// One stored entry, as far as space is concerned.
#[derive(Clone, Debug, PartialEq)]
pub struct SpaceEntry<K> {
    /// Its storage key.
    pub key: K,
    /// Bytes it takes (key and text, two bytes a character as browsers count).
    pub bytes: usize,
    /// Its kind.
    pub kind: EntryKind,
    /// When it was last changed (ms since 1970; 0 when unknown, as for damaged text).
    pub updated: f64,
}

/// Bytes a stored key and text take: browsers count storage in UTF-16 code units.
pub fn stored_bytes(key: &str, text: &str) -> usize {
    2 * (key.encode_utf16().count() + text.encode_utf16().count())
}

/// The unnamed saves and damaged copies beyond the newest `keep`, oldest first: the ones
/// the saves page offers to delete.
pub fn tidy_candidates<K: Clone>(entries: &[SpaceEntry<K>], keep: usize) -> Vec<K> {
    let mut piled: Vec<&SpaceEntry<K>> = entries
        .iter()
        .filter(|e| matches!(e.kind, EntryKind::Unnamed | EntryKind::Damaged))
        .collect();
    piled.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    piled
        .into_iter()
        .skip(keep)
        .rev()
        .map(|e| e.key.clone())
        .collect()
}

/// Bytes of the entries of `kind`.
pub fn bytes_of<K>(entries: &[SpaceEntry<K>], kind: EntryKind) -> usize {
    entries
        .iter()
        .filter(|e| e.kind == kind)
        .map(|e| e.bytes)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: &'static str, kind: EntryKind, updated: f64) -> SpaceEntry<&'static str> {
        SpaceEntry {
            key,
            bytes: 100,
            kind,
            updated,
        }
    }

    #[test]
    fn only_the_oldest_kept_games_beyond_the_bound_are_offered() {
        let entries = [
            entry("current", EntryKind::Current, 1.0),
            entry("named", EntryKind::Named, 2.0),
            entry("u-old", EntryKind::Unnamed, 3.0),
            entry("u-new", EntryKind::Unnamed, 9.0),
            entry("u-mid", EntryKind::Unnamed, 5.0),
            entry("damaged", EntryKind::Damaged, 4.0),
        ];
        assert_eq!(tidy_candidates(&entries, 4), Vec::<&str>::new());
        assert_eq!(tidy_candidates(&entries, 2), vec!["u-old", "damaged"]);
        assert_eq!(
            tidy_candidates(&entries, 0),
            vec!["u-old", "damaged", "u-mid", "u-new"]
        );
        assert_eq!(bytes_of(&entries, EntryKind::Unnamed), 300);
    }

    #[test]
    fn sizes_count_utf16() {
        assert_eq!(stored_bytes("ab", "é€"), 8);
        assert_eq!(stored_bytes("k", "😀"), 6);
    }
}
