//! Why the lesson checker ([`super::check`]) refuses a lesson or a game's rules documents:
//! values that carry the clause, the move count, the part or the move, never sentences.
//! The English `Display` here is the command line's (`rosette lessons <game> --check`,
//! `rosette i18n --check`).

use super::LessonText;
use crate::engine::{MoveError, SetupError};
use std::fmt;

/// Why a game's rules documents' clauses do not read: the document (`docs/rules/<doc>.md`)
/// and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnreadClauses {
    /// A clause block does not read (the document, and the reason `docs::clauses` gives).
    Block(&'static str, String),
    /// The document lists a clause id (the second field) twice.
    Twice(&'static str, String),
}

/// Why a lesson fails a check.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonProblem {
    /// The game's rules documents do not read (the problem's lesson is `rules`).
    Rules(UnreadClauses),
    /// The id is not kebab-case.
    IdNotKebab,
    /// An earlier lesson has the same id.
    IdRepeated,
    /// A clause it names (this id) is not a clause of the rules.
    UnknownClause(&'static str),
    /// It names no clause.
    NoClause,
    /// One of its words is missing.
    TextMissing(LessonText),
    /// One of its words is empty.
    TextEmpty(LessonText),
    /// One of its words quotes position notation.
    QuotesNotation(LessonText),
    /// Its wrong-move words name this move (in notation), which meets the goal.
    GivesAnswerAway(String),
    /// It allows no move.
    NoMove,
    /// Its position does not read.
    Position(SetupError),
    /// A goal move (its text) cannot be played in the position.
    GoalMove(String, MoveError),
    /// No player is to move in its position.
    NoPlayerToMove,
    /// Its goal is met before any move.
    MetAlready,
    /// Its goal cannot be reached in its moves (this many).
    Unreachable(usize),
    /// Every legal move meets the goal.
    TeachesNothing,
}

impl fmt::Display for UnreadClauses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnreadClauses::Block(doc, why) => write!(f, "docs/rules/{doc}.md: {why}"),
            UnreadClauses::Twice(doc, id) => {
                write!(f, "docs/rules/{doc}.md: clause '{id}' is listed twice")
            }
        }
    }
}

impl fmt::Display for LessonProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonProblem::Rules(why) => why.fmt(f),
            LessonProblem::IdNotKebab => f.write_str("the id is not kebab-case"),
            LessonProblem::IdRepeated => f.write_str("the id is used by an earlier lesson"),
            LessonProblem::UnknownClause(clause) => {
                write!(f, "'{clause}' is not a clause of the rules")
            }
            LessonProblem::NoClause => f.write_str("it names no clause of the rules"),
            LessonProblem::TextMissing(part) => write!(f, "its {} is missing", part.name()),
            LessonProblem::TextEmpty(part) => write!(f, "its {} is empty", part.name()),
            LessonProblem::QuotesNotation(part) => {
                write!(f, "its {} quotes position notation", part.name())
            }
            LessonProblem::GivesAnswerAway(m) => {
                write!(f, "its wrong gives the answer away ({m})")
            }
            LessonProblem::NoMove => f.write_str("it allows no move"),
            LessonProblem::Position(e) => write!(f, "position: {e}"),
            LessonProblem::GoalMove(text, e) => write!(f, "goal move {text}: {e}"),
            LessonProblem::NoPlayerToMove => f.write_str("no player is to move in the position"),
            LessonProblem::MetAlready => f.write_str("the goal is met before any move"),
            LessonProblem::Unreachable(moves) => {
                write!(f, "the goal cannot be reached in {moves} move(s)")
            }
            LessonProblem::TeachesNothing => {
                f.write_str("every legal move meets the goal: it teaches nothing")
            }
        }
    }
}
