//! The lesson checker (`rosette lessons <game> --check` and tests/lessons/): every
//! lesson's position is legal with the learner to move, its goal is not met already, is
//! reachable within its moves and fails for at least one legal move; ids are unique
//! kebab-case; it names rule clauses of the game's rules documents, and only those; its
//! words ([`LessonText`]) are all there and never quote position notation, and what it says after a wrong move never names a
//! move that meets the goal. [`coverage`] lists, for each clause, the lessons that teach it.

use super::play::{keeps_goal, learner, reachable};
use super::problem::{LessonProblem, UnreadClauses};
use super::{Course, Goal, Lesson, LessonText};
use crate::docs::clauses::{has_clauses, is_kebab, outline, Clause};
use crate::engine::GameId;
use crate::i18n::ftl::format;
use crate::i18n::{Catalogue, PlainEnglish};
use std::collections::HashSet;

/// A lesson that fails a check, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// The lesson's id (`rules` when the game's rules documents' clauses do not read).
    pub lesson: String,
    /// What is wrong.
    pub why: LessonProblem,
}

/// The result of checking a game's lessons.
#[derive(Clone, Debug, PartialEq)]
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

/// A clause of a game's rules documents: the document, the section listing it, the clause.
pub type Listed = (&'static str, String, Clause);

/// The rules documents lessons teach: the game's rules page, `docs/rules/<game>.md`.
pub fn rule_docs(game: GameId) -> Vec<(&'static str, &'static str)> {
    vec![(game.as_str(), crate::docs::rules_text(game))]
}

/// Every clause of a game's rules documents, in order.
///
/// # Errors
/// A clause block that does not read, or a clause id listed twice (with its document).
pub fn clauses(game: GameId) -> Result<Vec<Listed>, UnreadClauses> {
    let mut out: Vec<Listed> = Vec::new();
    for (doc, text) in rule_docs(game) {
        let sections = outline(text).map_err(|e| UnreadClauses::Block(doc, e))?;
        for section in sections {
            for clause in section.clauses {
                if out.iter().any(|(_, _, c)| c.id == clause.id) {
                    return Err(UnreadClauses::Twice(doc, clause.id));
                }
                out.push((doc, section.title.clone(), clause));
            }
        }
    }
    Ok(out)
}

/// Checks every lesson of a game (and that its rules documents' clauses read).
pub fn check_game(game: GameId) -> Report {
    let (known, trouble) = match clauses(game) {
        Ok(all) => (all.into_iter().map(|(_, _, c)| c.id).collect(), None),
        Err(why) => (Vec::new(), Some(LessonProblem::Rules(why))),
    };
    let mut report = crate::with_game!(game, G, _E => {
        let english = Catalogue::parse(G::ENGLISH).0;
        check_lessons(&G::lessons(), &known, &english)
    });
    if let Some(why) = trouble {
        report.problems.insert(
            0,
            Problem {
                lesson: "rules".into(),
                why,
            },
        );
    }
    report
}

/// Checks `lessons` against the clause ids `known`, with their words in `texts`.
pub fn check_lessons<G: Course>(
    lessons: &[Lesson<G>],
    known: &[String],
    texts: &Catalogue,
) -> Report {
    let mut problems = Vec::new();
    let mut seen = HashSet::new();
    for lesson in lessons {
        let mut fail = |why: LessonProblem| {
            problems.push(Problem {
                lesson: lesson.id.to_string(),
                why,
            })
        };
        if !is_kebab(lesson.id) {
            fail(LessonProblem::IdNotKebab);
        }
        if !seen.insert(lesson.id) {
            fail(LessonProblem::IdRepeated);
        }
        for clause in lesson.clauses {
            if !known.iter().any(|k| k == clause) {
                fail(LessonProblem::UnknownClause(clause));
            }
        }
        if lesson.clauses.is_empty() {
            fail(LessonProblem::NoClause);
        }
        for why in check_texts(lesson, texts) {
            fail(why);
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
fn check_play<G: Course>(lesson: &Lesson<G>) -> Result<(), LessonProblem> {
    if lesson.moves == 0 {
        return Err(LessonProblem::NoMove);
    }
    let start = G::from_position(lesson.position).map_err(LessonProblem::Position)?;
    if learner(&start).is_none() {
        return Err(LessonProblem::NoPlayerToMove);
    }
    match &lesson.goal {
        Goal::Moves(list) if lesson.moves == 1 => {
            for text in *list {
                start
                    .parse_move(text)
                    .map_err(|e| LessonProblem::GoalMove(text.to_string(), e))?;
            }
        }
        Goal::Reach(test) if test(&start, &start) => {
            return Err(LessonProblem::MetAlready);
        }
        _ => {}
    }
    if !reachable(lesson, &start, &start, lesson.moves) {
        return Err(LessonProblem::Unreachable(lesson.moves));
    }
    let moves = start.legal_move_list();
    if moves
        .iter()
        .all(|&m| keeps_goal(lesson, &start, &start, m, lesson.moves))
    {
        return Err(LessonProblem::TeachesNothing);
    }
    Ok(())
}

/// The problems of a lesson's words in `texts`: a missing or empty one, position notation
/// quoted (three fields of its position in a row), a wrong-move text naming a move that
/// meets the goal.
fn check_texts<G: Course>(lesson: &Lesson<G>, texts: &Catalogue) -> Vec<LessonProblem> {
    let mut out = Vec::new();
    let fields: Vec<&str> = lesson.position.split_whitespace().collect();
    let text = |part: LessonText| {
        texts
            .get(&part.id(lesson.id))
            .map(|p| format(p, &[], &PlainEnglish))
    };
    for part in LessonText::ALL {
        let Some(text) = text(part) else {
            out.push(LessonProblem::TextMissing(part));
            continue;
        };
        if text.trim().is_empty() {
            out.push(LessonProblem::TextEmpty(part));
        }
        if fields.windows(3).any(|w| text.contains(&w.join(" "))) {
            out.push(LessonProblem::QuotesNotation(part));
        }
    }
    let wrong = text(LessonText::Wrong).unwrap_or_default();
    if let Ok(start) = G::from_position(lesson.position) {
        for m in start.legal_move_list() {
            let written = [start.move_notation(m), start.move_display(m)];
            if written.iter().any(|w| wrong.contains(w.as_str()))
                && keeps_goal(lesson, &start, &start, m, lesson.moves)
            {
                let [notation, _] = written;
                out.push(LessonProblem::GivesAnswerAway(notation));
            }
        }
    }
    out
}

/// The problems of a game's lesson words in another language (`texts`, read from
/// `public/i18n/<lang>/learn/<game>.ftl`), as [`check_game`] finds them in English.
pub fn check_translation(game: GameId, texts: &Catalogue) -> Vec<Problem> {
    crate::with_game!(game, G, _E => G::lessons()
        .iter()
        .flat_map(|lesson| {
            check_texts(lesson, texts).into_iter().map(|why| Problem {
                lesson: lesson.id.to_string(),
                why,
            })
        })
        .collect())
}

/// Each clause of a game's rules documents (document, section, clause) with the ids of
/// the lessons that teach it, in document order.
///
/// # Errors
/// The documents' clauses do not read ([`clauses`]).
pub fn coverage(game: GameId) -> Result<Vec<(Listed, Vec<&'static str>)>, UnreadClauses> {
    let taught: Vec<(&'static str, &'static [&'static str])> =
        crate::with_game!(game, G, _E => G::lessons().iter().map(|l| (l.id, l.clauses)).collect());
    Ok(clauses(game)?
        .into_iter()
        .map(|listed| {
            let ids = taught
                .iter()
                .filter(|(_, c)| c.contains(&listed.2.id.as_str()))
                .map(|(id, _)| *id)
                .collect();
            (listed, ids)
        })
        .collect())
}

/// The sections of a game's rules documents (document, heading) that list no clause,
/// themselves or in a subsection: what a player need not know to play.
///
/// # Errors
/// A document's clauses do not read.
pub fn sections_without_clauses(game: GameId) -> Result<Vec<(&'static str, String)>, String> {
    let mut out = Vec::new();
    for (doc, text) in rule_docs(game) {
        let sections = outline(text)?;
        for (i, s) in sections.iter().enumerate() {
            if !has_clauses(&sections, i) {
                out.push((doc, s.title.clone()));
            }
        }
    }
    Ok(out)
}
