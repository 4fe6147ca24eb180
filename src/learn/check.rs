//! The lesson checker (`rosette lessons <game> --check` and tests/lessons.rs): every
//! lesson's position is legal with the learner to move, its goal is not met already, is
//! reachable within its moves and fails for at least one legal move; ids are unique
//! kebab-case; every section it names is a heading of the game's rules documents. And
//! [`coverage`] lists, for each section, the lessons that teach it.

use super::play::{keeps_goal, learner, reachable};
use super::{Course, Goal, Lesson};
use crate::docs::markdown::{blocks, Block};
use crate::engine::GameId;
use std::collections::HashSet;

/// A lesson that fails a check, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The lesson's id.
    pub lesson: String,
    /// What is wrong.
    pub why: String,
}

/// The result of checking a game's lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Lessons checked.
    pub checked: usize,
    /// Lessons failing some check, with every reason (a lesson may appear more than once).
    pub problems: Vec<Problem>,
}

impl Report {
    /// How many lessons failed.
    pub fn failed(&self) -> usize {
        let ids: HashSet<&str> = self.problems.iter().map(|p| p.lesson.as_str()).collect();
        ids.len()
    }
}

/// The rules documents lessons teach: `docs/rules/<game>.md` and, for Chirality, the
/// board's document too.
pub fn rule_docs(game: GameId) -> Vec<(&'static str, &'static str)> {
    let mut docs = vec![(game.as_str(), crate::docs::rules_text(game))];
    if game == GameId::Chirality {
        docs.push((
            "chirality-board",
            include_str!("../../docs/rules/chirality-board.md"),
        ));
    }
    docs
}

/// The section headings (level 2 and below, without `#`) of a Markdown text, in order.
pub fn headings(text: &str) -> Vec<String> {
    blocks(text)
        .into_iter()
        .filter_map(|b| match b {
            Block::Heading(level, title) if level >= 2 => Some(title),
            _ => None,
        })
        .collect()
}

/// Checks every lesson of a game.
pub fn check_game(game: GameId) -> Report {
    let known: Vec<String> = rule_docs(game)
        .iter()
        .flat_map(|(_, text)| headings(text))
        .collect();
    crate::with_course!(game, G => check_lessons(&G::lessons(), &known))
}

/// Checks `lessons` against the section headings `known`.
pub fn check_lessons<G: Course>(lessons: &[Lesson<G>], known: &[String]) -> Report {
    let mut problems = Vec::new();
    let mut seen = HashSet::new();
    for lesson in lessons {
        let mut fail = |why: String| {
            problems.push(Problem {
                lesson: lesson.id.to_string(),
                why,
            })
        };
        if !is_kebab(lesson.id) {
            fail("the id is not kebab-case".into());
        }
        if !seen.insert(lesson.id) {
            fail("the id is used by an earlier lesson".into());
        }
        for section in lesson.sections {
            if !known.iter().any(|k| k == section) {
                fail(format!("'{section}' is not a heading of the rules"));
            }
        }
        if lesson.sections.is_empty() {
            fail("it names no section of the rules".into());
        }
        for (name, text) in [
            ("title", lesson.title),
            ("prompt", lesson.prompt),
            ("why", lesson.why),
            ("hint", lesson.hint),
        ] {
            if text.trim().is_empty() {
                fail(format!("its {name} is empty"));
            }
        }
        if let Err(why) = check_play(lesson) {
            fail(why);
        }
    }
    Report {
        checked: lessons.len(),
        problems,
    }
}

/// The checks that play the lesson.
fn check_play<G: Course>(lesson: &Lesson<G>) -> Result<(), String> {
    if lesson.moves == 0 {
        return Err("it allows no move".into());
    }
    let start = G::from_position(lesson.position).map_err(|e| format!("position: {e}"))?;
    if learner(&start).is_none() {
        return Err("no player is to move in the position".into());
    }
    match &lesson.goal {
        Goal::Moves(list) if lesson.moves == 1 => {
            for text in *list {
                start
                    .parse_move(text)
                    .map_err(|e| format!("goal move {text}: {e}"))?;
            }
        }
        Goal::Reach(test) if test(&start, &start) => {
            return Err("the goal is met before any move".into());
        }
        _ => {}
    }
    if !reachable(lesson, &start, &start, lesson.moves) {
        return Err(format!(
            "the goal cannot be reached in {} move(s)",
            lesson.moves
        ));
    }
    let moves = start.legal_move_list();
    if moves
        .iter()
        .all(|&m| keeps_goal(lesson, &start, &start, m, lesson.moves))
    {
        return Err("every legal move meets the goal: it teaches nothing".into());
    }
    Ok(())
}

/// Whether `id` is kebab-case: lowercase letters and digits in words joined by `-`.
fn is_kebab(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// Each section heading of a game's rules documents (document name, heading) with the ids
/// of the lessons that teach it, in document order.
pub fn coverage(game: GameId) -> Vec<(&'static str, String, Vec<&'static str>)> {
    let taught: Vec<(&'static str, &'static [&'static str])> =
        crate::with_course!(game, G => G::lessons().iter().map(|l| (l.id, l.sections)).collect());
    rule_docs(game)
        .into_iter()
        .flat_map(|(doc, text)| {
            let taught = &taught;
            headings(text).into_iter().map(move |h| {
                let ids = taught
                    .iter()
                    .filter(|(_, s)| s.contains(&h.as_str()))
                    .map(|(id, _)| *id)
                    .collect();
                (doc, h, ids)
            })
        })
        .collect()
}
