//! The learner's progress: which lessons of each game are finished, as stored text (the
//! app keeps it in localStorage). Text that does not read (damaged, or from another
//! version) counts as no progress, never as an error.

use crate::persist::json;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Finished lessons, per game id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Per game id (`"pyrga"`), the ids of its finished lessons.
    done: BTreeMap<String, Vec<String>>,
}

impl Progress {
    /// Reads stored progress; anything unreadable gives no progress.
    pub fn read(text: Option<&str>) -> Progress {
        text.and_then(|t| json::from_str(t).ok())
            .unwrap_or_default()
    }

    /// The text to store.
    pub fn to_text(&self) -> String {
        json::to_string(self).unwrap_or_default()
    }

    /// Whether lesson `id` of `game` is finished.
    pub fn is_done(&self, game: &str, id: &str) -> bool {
        self.done
            .get(game)
            .is_some_and(|ids| ids.iter().any(|d| d == id))
    }

    /// Marks lesson `id` of `game` finished.
    pub fn finish(&mut self, game: &str, id: &str) {
        let ids = self.done.entry(game.to_string()).or_default();
        if !ids.iter().any(|d| d == id) {
            ids.push(id.to_string());
        }
    }

    /// The first lesson of `ids` (a game's lessons in order) not finished yet: where the
    /// learner continues (`None` once all are finished).
    pub fn next_lesson<'a>(&self, game: &str, ids: &[&'a str]) -> Option<&'a str> {
        ids.iter().copied().find(|id| !self.is_done(game, id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_continues_at_the_first_unfinished_lesson() {
        let mut p = Progress::default();
        p.finish("pyrga", "a");
        p.finish("pyrga", "a");
        p.finish("chiron", "x");
        let back = Progress::read(Some(&p.to_text()));
        assert_eq!(back, p);
        assert!(back.is_done("pyrga", "a") && !back.is_done("pyrga", "b"));
        assert_eq!(back.next_lesson("pyrga", &["a", "b", "c"]), Some("b"));
        assert_eq!(back.next_lesson("chiron", &["x"]), None);
    }

    #[test]
    fn damaged_progress_reads_as_none() {
        for text in [
            None,
            Some(""),
            Some("{"),
            Some("[1,2]"),
            Some("{\"done\":{\"pyrga\":7}}"),
        ] {
            assert_eq!(Progress::read(text), Progress::default(), "{text:?}");
        }
    }
}
