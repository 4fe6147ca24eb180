//! A player's puzzle progress for one game, as kept in the browser's storage: the puzzles
//! solved and the current streak (puzzles solved in a row without a wrong move). Stored as
//! one line, `streak;id,id,…`; anything unreadable reads as no progress.

use std::collections::BTreeSet;

/// Solved puzzles and the streak.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles solved in a row without a wrong move.
    pub streak: u32,
    /// The ids of the puzzles solved (ever).
    pub solved: BTreeSet<String>,
}

impl Progress {
    /// Reads stored progress; corrupt text gives no progress.
    pub fn parse(text: &str) -> Progress {
        let Some((streak, ids)) = text.split_once(';') else {
            return Progress::default();
        };
        let Ok(streak) = streak.parse() else {
            return Progress::default();
        };
        let ids: Option<BTreeSet<String>> = ids
            .split(',')
            .filter(|id| !id.is_empty())
            .map(|id| {
                id.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-')
                    .then(|| id.to_string())
            })
            .collect();
        ids.map_or_else(Progress::default, |solved| Progress { streak, solved })
    }

    /// The stored form.
    pub fn to_text(&self) -> String {
        let ids: Vec<&str> = self.solved.iter().map(String::as_str).collect();
        format!("{};{}", self.streak, ids.join(","))
    }

    /// Records puzzle `id` solved; `clean` when no wrong move was made in it (the streak
    /// grows; else it starts again from this puzzle).
    pub fn solve(&mut self, id: &str, clean: bool) {
        self.streak = if clean { self.streak + 1 } else { 0 };
        self.solved.insert(id.to_string());
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
        p.solve("3-14", true);
        p.solve("1-2", true);
        assert_eq!(p.to_text(), "2;1-2,3-14");
        assert_eq!(Progress::parse(&p.to_text()), p);
        p.miss();
        p.solve("5-1", false);
        assert_eq!((p.streak, p.solved.len()), (0, 3));
        for bad in ["", "x;1-2", "2", "2;a b", "-1;", "2;<script>"] {
            assert_eq!(Progress::parse(bad), Progress::default(), "{bad}");
        }
    }
}
