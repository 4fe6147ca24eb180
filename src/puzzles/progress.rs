//! A player's puzzle progress for one game, as kept in the browser's storage: the puzzles
//! solved cleanly (no hint, no wrong move), those solved only with help, and the current
//! streak (puzzles solved cleanly in a row). Stored as one line,
//! `streak;clean-id,…;helped-id,…` (older lines without the last field read as clean
//! solves); anything unreadable reads as no progress. Ids of puzzles that are no longer
//! shipped are kept but count for nothing ([`Progress::count`]).

use std::collections::BTreeSet;

/// How a puzzle was solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solved {
    /// Without a hint or a wrong move.
    Clean,
    /// With a hint or after a wrong move.
    Helped,
}

/// Solved puzzles and the streak.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles solved cleanly in a row.
    pub streak: u32,
    /// The ids of the puzzles solved cleanly (ever).
    pub clean: BTreeSet<String>,
    /// The ids of the puzzles solved, but never cleanly.
    pub helped: BTreeSet<String>,
}

/// Reads a `,`-separated list of ids; `None` if one is not an id.
fn ids(text: &str) -> Option<BTreeSet<String>> {
    text.split(',')
        .filter(|id| !id.is_empty())
        .map(|id| {
            id.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
                .then(|| id.to_string())
        })
        .collect()
}

impl Progress {
    /// Reads stored progress; corrupt text gives no progress.
    pub fn parse(text: &str) -> Progress {
        let fields: Vec<&str> = text.split(';').collect();
        let (streak, clean, helped) = match fields[..] {
            [s, c] => (s, c, ""),
            [s, c, h] => (s, c, h),
            _ => return Progress::default(),
        };
        match (streak.parse(), ids(clean), ids(helped)) {
            (Ok(streak), Some(clean), Some(helped)) => Progress {
                streak,
                helped: helped.difference(&clean).cloned().collect(),
                clean,
            },
            _ => Progress::default(),
        }
    }

    /// The stored form.
    pub fn to_text(&self) -> String {
        let join = |set: &BTreeSet<String>| set.iter().cloned().collect::<Vec<_>>().join(",");
        format!(
            "{};{};{}",
            self.streak,
            join(&self.clean),
            join(&self.helped)
        )
    }

    /// How puzzle `id` was solved, if it was.
    pub fn solved(&self, id: &str) -> Option<Solved> {
        if self.clean.contains(id) {
            Some(Solved::Clean)
        } else {
            self.helped.contains(id).then_some(Solved::Helped)
        }
    }

    /// How many of the puzzles `ids` (those shipped now) are solved, cleanly or not.
    pub fn count<'a>(&self, ids: impl IntoIterator<Item = &'a str>) -> usize {
        ids.into_iter()
            .filter(|id| self.solved(id).is_some())
            .count()
    }

    /// Records puzzle `id` solved: cleanly (the streak grows) or with help (the streak
    /// starts again; a clean solve from before stays clean).
    pub fn solve(&mut self, id: &str, how: Solved) {
        match how {
            Solved::Clean => {
                self.streak += 1;
                self.helped.remove(id);
                self.clean.insert(id.to_string());
            }
            Solved::Helped => {
                self.streak = 0;
                if !self.clean.contains(id) {
                    self.helped.insert(id.to_string());
                }
            }
        }
    }

    /// Records a wrong move: the streak ends.
    pub fn miss(&mut self) {
        self.streak = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_ignores_corrupt_text() {
        let mut p = Progress::default();
        p.solve("3-14", Solved::Clean);
        p.solve("1-2", Solved::Clean);
        assert_eq!(p.to_text(), "2;1-2,3-14;");
        assert_eq!(Progress::parse(&p.to_text()), p);
        p.miss();
        p.solve("5-1", Solved::Helped);
        assert_eq!((p.streak, p.clean.len(), p.helped.len()), (0, 2, 1));
        assert_eq!(Progress::parse(&p.to_text()), p);
        for bad in [
            "",
            "x;1-2",
            "2",
            "2;a b",
            "-1;",
            "2;<script>",
            "1;a;b;c",
            "1;a;b c",
        ] {
            assert_eq!(Progress::parse(bad), Progress::default(), "{bad}");
        }
    }

    #[test]
    fn a_hint_or_a_miss_solves_with_help_and_a_clean_solve_later_counts_clean() {
        let mut p = Progress::default();
        p.solve("abc1234", Solved::Clean);
        p.solve("d00d123", Solved::Helped);
        assert_eq!(p.solved("abc1234"), Some(Solved::Clean));
        assert_eq!(p.solved("d00d123"), Some(Solved::Helped));
        assert_eq!(p.streak, 0);
        p.solve("abc1234", Solved::Helped);
        assert_eq!(
            p.solved("abc1234"),
            Some(Solved::Clean),
            "a clean solve stays"
        );
        p.solve("d00d123", Solved::Clean);
        assert_eq!(p.solved("d00d123"), Some(Solved::Clean));
        assert!(p.helped.is_empty());
    }

    #[test]
    fn old_records_read_as_clean_and_removed_ids_count_for_nothing() {
        // A record from before the sets were regenerated: ids of the old scheme.
        let p = Progress::parse("2;1-2,3-14");
        assert_eq!(p.streak, 2);
        assert_eq!(p.solved("1-2"), Some(Solved::Clean));
        assert_eq!(p.count(["abc1234", "d00d123"]), 0);
        assert_eq!(p.count(["abc1234", "3-14"]), 1);
        let mut p = p;
        p.solve("abc1234", Solved::Clean);
        assert_eq!((p.streak, p.count(["abc1234"])), (3, 1));
    }
}
