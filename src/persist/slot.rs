//! The autosave slot shared by every open tab: the decisions, kept pure so they are tested
//! natively (`ui::storage` reads and writes localStorage and carries them out).
//!
//! Each stored current game carries a revision that grows with every write (a `"rev"` field
//! beside the record's own, see [`stored_text`] and [`read_stored`]). A tab remembers
//! the revision it last read or wrote, and never overwrites a slot whose revision moved on
//! unless nothing is lost by it: its own game continues the stored one. When another tab's
//! game continues the one shown, the tab follows it silently; when the two histories
//! differ, the one about to leave the slot is kept among the saves first, and the player
//! is told.

use super::correspondence::{compare, Relation};
use super::json::Document;
use super::{GameRecord, PersistError};

/// What a tab finds in the slot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stored<'a> {
    /// Nothing is saved.
    Empty,
    /// A readable game written at revision `rev`.
    Record {
        /// The revision it was written at.
        rev: u64,
        /// The game.
        record: &'a GameRecord,
    },
    /// Text that cannot be read as a game (damaged, or from a newer version).
    Damaged,
}

/// What to do before or instead of writing a tab's game to the slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WritePlan {
    /// The slot already holds exactly this game: write nothing.
    Unchanged,
    /// Write the game at revision `rev`: nothing stored is lost by it.
    Write {
        /// The new revision.
        rev: u64,
    },
    /// Another tab has moved this game on from the state shown here: show the stored game,
    /// write nothing.
    Follow,
    /// The slot holds another game, or this game played differently elsewhere: keep the
    /// stored one among the saves (and read it back), then write at revision `rev`.
    KeepStoredThenWrite {
        /// The new revision.
        rev: u64,
        /// How the two relate, for the message.
        why: Parting,
    },
    /// Unreadable text fills the slot: copy it aside (and read the copy back) before
    /// writing at revision `rev`.
    MoveDamagedAsideThenWrite {
        /// The new revision.
        rev: u64,
    },
}

/// How a game leaving the slot relates to the one taking its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parting {
    /// A different game (another id).
    OtherGame,
    /// The same game, whose moves differ from move `ply` on (1-based).
    Diverged {
        /// The first move that differs.
        ply: usize,
    },
}

/// What a tab should do when another tab changed the slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeardPlan {
    /// Nothing to do: the slot holds what this tab shows, or holds no readable game (this
    /// tab's next write deals with it).
    Ignore,
    /// The stored game continues the one shown: show it, silently.
    Follow,
    /// The stored game parts from the one shown: keep the shown one among the saves
    /// (unless an identical save exists), then show the stored one and say so.
    KeepShownThenFollow {
        /// How the two relate, for the message.
        why: Parting,
    },
}

/// How `leaving` relates to `staying`, when neither continues the other.
fn parting(leaving: &GameRecord, staying: &GameRecord) -> Option<Parting> {
    if leaving.id != staying.id || leaving.game != staying.game {
        return Some(Parting::OtherGame);
    }
    match compare(&leaving.line(), &staying.line()) {
        Relation::Diverges { ply } => Some(Parting::Diverged { ply }),
        Relation::Same | Relation::Extends { .. } | Relation::Older { .. } => None,
    }
}

/// Decides how a tab writes `mine` to the slot. `seen` is the revision the tab last read
/// or wrote (`None` if it never did), `stored` what the slot holds now.
pub fn plan_write(mine: &GameRecord, seen: Option<u64>, stored: Stored<'_>) -> WritePlan {
    let (rev, record) = match stored {
        Stored::Empty => {
            return WritePlan::Write {
                rev: seen.unwrap_or(0) + 1,
            }
        }
        Stored::Damaged => {
            return WritePlan::MoveDamagedAsideThenWrite {
                rev: seen.unwrap_or(0) + 1,
            }
        }
        Stored::Record { rev, record } => (rev, record),
    };
    let next = rev.max(seen.unwrap_or(0)) + 1;
    if record == mine {
        return WritePlan::Unchanged;
    }
    if seen == Some(rev) || record.moves.is_empty() && record.name.is_empty() {
        return WritePlan::Write { rev: next };
    }
    if record.id == mine.id && record.game == mine.game {
        match compare(&record.line(), &mine.line()) {
            Relation::Same | Relation::Extends { .. } => return WritePlan::Write { rev: next },
            Relation::Older { .. } => return WritePlan::Follow,
            Relation::Diverges { .. } => {}
        }
    }
    WritePlan::KeepStoredThenWrite {
        rev: next,
        why: parting(record, mine).unwrap_or(Parting::OtherGame),
    }
}

/// Decides what a tab showing `shown` does when another tab wrote `stored` to the slot.
pub fn plan_heard(shown: &GameRecord, stored: Stored<'_>) -> HeardPlan {
    let Stored::Record { record, .. } = stored else {
        return HeardPlan::Ignore;
    };
    if record == shown {
        return HeardPlan::Ignore;
    }
    match parting(shown, record) {
        None if record.id == shown.id && shown.line().len() > record.line().len() => {
            // The other tab is behind this one (it cannot have written so unless it lost
            // the later moves): keep them.
            HeardPlan::KeepShownThenFollow {
                why: Parting::Diverged {
                    ply: record.moves.len() + 1,
                },
            }
        }
        None => HeardPlan::Follow,
        Some(_) if shown.moves.is_empty() => HeardPlan::Follow,
        Some(why) => HeardPlan::KeepShownThenFollow { why },
    }
}

/// Whether `record` is already among `saves` with the same moves (so keeping it again would
/// only make a duplicate).
pub fn already_kept<'a>(
    record: &GameRecord,
    saves: impl IntoIterator<Item = &'a GameRecord>,
) -> bool {
    saves.into_iter().any(|s| {
        s.id == record.id
            && s.game == record.game
            && s.start == record.start
            && s.line() == record.line()
    })
}

/// Reads a slot's stored text: the record and the revision it was written at (0 when it
/// has none).
///
/// # Errors
/// As [`GameRecord::from_json`].
pub fn read_stored(raw: &str) -> Result<(u64, GameRecord), PersistError> {
    let mut document = Document::parse(raw).map_err(super::record::not_json)?;
    let rev = document.take("rev").and_then(|r| r.as_u64()).unwrap_or(0);
    GameRecord::from_document(document).map(|r| (rev, r))
}

/// A record's stored text at revision `rev`.
pub fn stored_text(record: &GameRecord, rev: u64) -> String {
    let mut document = Document::of(record).expect("a record is JSON");
    document.insert("rev", rev);
    document.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    #[test]
    fn stored_text_carries_the_revision_beside_the_record() {
        let r = record("G", &["Sb2", "Cb3"]);
        assert_eq!(read_stored(&stored_text(&r, 7)), Ok((7, r.clone())));
        assert_eq!(read_stored(&r.to_json()), Ok((0, r)));
        // As serde_json's map wrote it before (keys sorted, whole times with their `.0`).
        let before = r#"{"created":1700000000000.0,"game":"pyrga","id":"k3x9","moves":["Sb2"],"name":"","options":"","rev":3,"seats":[],"start":null,"updated":1700000000000.0,"version":1}"#;
        let (rev, old) = read_stored(before).unwrap();
        assert_eq!(
            (rev, old.moves.as_slice(), old.created),
            (3, &["Sb2".to_string()][..], 1.7e12)
        );
        for bad in ["", "{", "[]", r#"{"rev":1}"#] {
            assert!(read_stored(bad).is_err(), "{bad}");
        }
    }

    fn record(id: &str, moves: &[&str]) -> GameRecord {
        let mut r = GameRecord::new(GameId::Pyrga, "", id.into(), 0.0);
        r.moves = moves.iter().map(|m| m.to_string()).collect();
        r
    }

    fn stored(rev: u64, record: &GameRecord) -> Stored<'_> {
        Stored::Record { rev, record }
    }

    #[test]
    fn a_slot_as_last_seen_or_empty_is_written() {
        let mine = record("G", &["a", "b"]);
        assert_eq!(
            plan_write(&mine, None, Stored::Empty),
            WritePlan::Write { rev: 1 }
        );
        assert_eq!(
            plan_write(&mine, Some(4), Stored::Empty),
            WritePlan::Write { rev: 5 }
        );
        let old = record("G", &["a"]);
        assert_eq!(
            plan_write(&mine, Some(3), stored(3, &old)),
            WritePlan::Write { rev: 4 }
        );
        assert_eq!(
            plan_write(&mine, Some(3), stored(3, &mine)),
            WritePlan::Unchanged
        );
        // Even a different game may replace it when this tab saw it last.
        let other = record("H", &["x"]);
        assert_eq!(
            plan_write(&mine, Some(3), stored(3, &other)),
            WritePlan::Write { rev: 4 }
        );
    }

    #[test]
    fn a_moved_on_slot_is_never_overwritten_with_a_loss() {
        let mine = record("G", &["a", "b"]);
        // The other tab's game is ahead of this one: follow it.
        let ahead = record("G", &["a", "b", "c"]);
        assert_eq!(
            plan_write(&mine, Some(3), stored(5, &ahead)),
            WritePlan::Follow
        );
        // This tab continues what the other wrote: nothing is lost by writing.
        let behind = record("G", &["a"]);
        assert_eq!(
            plan_write(&mine, Some(3), stored(5, &behind)),
            WritePlan::Write { rev: 6 }
        );
        // The same game played differently: keep the stored one first.
        let diverged = record("G", &["a", "x", "y"]);
        assert_eq!(
            plan_write(&mine, Some(3), stored(5, &diverged)),
            WritePlan::KeepStoredThenWrite {
                rev: 6,
                why: Parting::Diverged { ply: 2 }
            }
        );
        // Another game took the slot: keep it first.
        let other = record("H", &["x"]);
        assert_eq!(
            plan_write(&mine, Some(3), stored(5, &other)),
            WritePlan::KeepStoredThenWrite {
                rev: 6,
                why: Parting::OtherGame
            }
        );
        // ... unless it has no move and no name: nothing to keep.
        let fresh = record("H", &[]);
        assert_eq!(
            plan_write(&mine, Some(3), stored(5, &fresh)),
            WritePlan::Write { rev: 6 }
        );
        // A tab that never read the slot treats it as moved on.
        assert_eq!(
            plan_write(&mine, None, stored(2, &other)),
            WritePlan::KeepStoredThenWrite {
                rev: 3,
                why: Parting::OtherGame
            }
        );
    }

    #[test]
    fn damaged_text_is_moved_aside_first() {
        let mine = record("G", &[]);
        assert_eq!(
            plan_write(&mine, Some(7), Stored::Damaged),
            WritePlan::MoveDamagedAsideThenWrite { rev: 8 }
        );
    }

    #[test]
    fn a_tab_follows_games_that_continue_its_own_and_keeps_the_rest() {
        let shown = record("G", &["a", "b"]);
        assert_eq!(plan_heard(&shown, Stored::Empty), HeardPlan::Ignore);
        assert_eq!(plan_heard(&shown, Stored::Damaged), HeardPlan::Ignore);
        assert_eq!(plan_heard(&shown, stored(2, &shown)), HeardPlan::Ignore);
        let ahead = record("G", &["a", "b", "c"]);
        assert_eq!(plan_heard(&shown, stored(3, &ahead)), HeardPlan::Follow);
        let diverged = record("G", &["a", "x"]);
        assert_eq!(
            plan_heard(&shown, stored(3, &diverged)),
            HeardPlan::KeepShownThenFollow {
                why: Parting::Diverged { ply: 2 }
            }
        );
        let behind = record("G", &["a"]);
        assert_eq!(
            plan_heard(&shown, stored(3, &behind)),
            HeardPlan::KeepShownThenFollow {
                why: Parting::Diverged { ply: 2 }
            }
        );
        let other = record("H", &["x"]);
        assert_eq!(
            plan_heard(&shown, stored(3, &other)),
            HeardPlan::KeepShownThenFollow {
                why: Parting::OtherGame
            }
        );
        // A tab showing a game without moves has nothing to keep.
        assert_eq!(
            plan_heard(&record("F", &[]), stored(3, &other)),
            HeardPlan::Follow
        );
    }

    #[test]
    fn a_game_already_in_the_saves_is_not_kept_twice() {
        let game = record("G", &["a", "b"]);
        let saves = [record("G", &["a"]), record("H", &["a", "b"])];
        assert!(!already_kept(&game, &saves));
        let mut named = game.clone();
        named.name = "Friday".into();
        assert!(already_kept(&game, [&saves[0], &named]));
    }
}
