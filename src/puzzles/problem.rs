//! Why a puzzle, a line of a data file or the generator's settings are refused: values that
//! carry the move, the count or the id, never sentences. The English `Display` here is the
//! command line's (`rosette puzzles … --check | --generate`).

use super::report::{Unlisted, Unreplayable};
use super::Difficulty;
use crate::engine::{GameId, Reason, SetupError};
use std::fmt;

/// Why [`prove`](super::verify::prove) proved nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProofFailure {
    /// No player is to move in the position.
    NoPlayerToMove,
    /// Alpha-beta gave up after this many nodes.
    SearchGaveUp(u64),
    /// The game's exact solver gave up after this many nodes.
    SolverGaveUp(u64),
}

/// Why a puzzle fails [`verify`](super::verify::verify) or
/// [`replays`](super::verify::replays). A move's `number` counts from 1; `text` is the
/// move's notation in the solution.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleProblem {
    /// The position does not read.
    Position(SetupError),
    /// The puzzle's options are not those of its position.
    Options {
        /// The puzzle's options.
        given: String,
        /// The position's.
        position: String,
    },
    /// This seat (from 0) is not to move in the position.
    NotToMove(u8),
    /// The solution cannot be replayed (before its moves are numbered).
    Unreplayable(Unreplayable),
    /// The solution's move `number` cannot be played ([`Unreplayable::Move`]).
    Move {
        /// Its number.
        number: usize,
        /// Why.
        why: Unreplayable,
    },
    /// The first position has a single legal move.
    OnlyLegalMove,
    /// The first position has fewer legal moves than the puzzle's band needs.
    TooFewChoices {
        /// The puzzle's band.
        band: Difficulty,
        /// The legal moves there.
        legal: usize,
    },
    /// A proof that the line needs gave nothing.
    Proof(ProofFailure),
    /// A win's line is not as long as its depth.
    LineLength {
        /// The line's moves.
        moves: usize,
        /// The puzzle's depth.
        depth: u32,
    },
    /// A move of the side's wins, but not in exactly the plies left.
    NotExact {
        /// Its number.
        number: usize,
        /// Its text.
        text: String,
        /// The plies left.
        plies: u32,
    },
    /// A move of the side's is not its only winning move.
    NotOnlyWin {
        /// Its number.
        number: usize,
        /// Its text.
        text: String,
        /// The winning moves, in notation.
        winners: Vec<String>,
    },
    /// A card of the line is not the one the deck gives next.
    NotDealt {
        /// Its number.
        number: usize,
        /// Its text.
        text: String,
    },
    /// The side is not the first to move.
    SideNotFirst,
    /// The game ends after this move, before the line does.
    EndsEarly(usize),
    /// The line ends the game without the side's win.
    EndsIn {
        /// The game (for the seats' names).
        game: GameId,
        /// How it ends.
        reason: Reason,
    },
    /// The line ends before the game does.
    EndsTooSoon,
    /// After this move (a reply) the win takes fewer plies.
    Shorter {
        /// Its number.
        number: usize,
        /// The plies the win should still take.
        plies: u32,
    },
    /// The line's move `number` is not played at the turn it expects.
    WrongTurn(usize),
    /// A capture puzzle of another game than Chirality.
    CaptureIn(GameId),
    /// A capture puzzle's solution is not one move.
    CaptureNotOneMove,
    /// A capture puzzle's depth is not 2.
    CaptureDepth(u32),
    /// Another move (in notation) is the best capture.
    BetterCapture(String),
    /// No move keeps more material than every other.
    NoBestCapture,
}

impl From<ProofFailure> for PuzzleProblem {
    fn from(why: ProofFailure) -> Self {
        PuzzleProblem::Proof(why)
    }
}

/// What is wrong with a line of a data file ([`Puzzle::from_line`](super::Puzzle::from_line)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineProblem {
    /// Not 7 tab-separated fields: how many there are.
    FieldCount(usize),
    /// An id that is empty or holds other characters than letters, digits and `-`.
    BadId(String),
    /// An unknown goal.
    UnknownGoal {
        /// The puzzle's id.
        id: String,
        /// The goal's field.
        goal: String,
    },
    /// A depth that is not a number.
    BadDepth {
        /// The puzzle's id.
        id: String,
        /// The depth's field.
        depth: String,
    },
    /// A side that is no seat from 1.
    BadSide {
        /// The puzzle's id.
        id: String,
        /// The side's field.
        side: String,
    },
    /// The position or the solution of this puzzle (its id) is empty.
    Empty(String),
    /// An earlier line has this id.
    RepeatedId(String),
}

/// Why [`generate`](super::generate::generate) cannot start.
#[derive(Clone, Debug, PartialEq)]
pub enum BadSettings {
    /// An option set does not read, or is not the game's.
    Options(SetupError),
    /// No option set is given.
    NoOptions,
    /// A puzzle made earlier does not replay.
    Existing(Unlisted),
}

impl fmt::Display for ProofFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProofFailure::NoPlayerToMove => f.write_str("no player is to move"),
            ProofFailure::SearchGaveUp(n) => write!(f, "the search gave up after {n} nodes"),
            ProofFailure::SolverGaveUp(n) => write!(f, "the solver gave up after {n} nodes"),
        }
    }
}

impl fmt::Display for PuzzleProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleProblem::Position(e) => write!(f, "bad position: {e}"),
            PuzzleProblem::Options { given, position } => {
                write!(f, "options '{given}' but the position has '{position}'")
            }
            PuzzleProblem::NotToMove(side) => write!(f, "seat {} is not to move", side + 1),
            PuzzleProblem::Unreplayable(why) => why.fmt(f),
            PuzzleProblem::Move { number, why } => write!(f, "move {number} {why}"),
            PuzzleProblem::OnlyLegalMove => f.write_str("the first move is the only legal one"),
            PuzzleProblem::TooFewChoices { band, legal } => write!(
                f,
                "a {} puzzle needs at least {} legal first moves, not {legal}",
                band.name(),
                band.min_choices()
            ),
            PuzzleProblem::Proof(why) => why.fmt(f),
            PuzzleProblem::LineLength { moves, depth } => write!(
                f,
                "the line has {moves} moves, not the {depth} to the game's end"
            ),
            PuzzleProblem::NotExact {
                number,
                text,
                plies,
            } => write!(
                f,
                "move {number} '{text}' does not win in exactly {plies} plies"
            ),
            PuzzleProblem::NotOnlyWin {
                number,
                text,
                winners,
            } => write!(
                f,
                "move {number} '{text}' is not the only win: winning moves [{}]",
                winners.join(" ")
            ),
            PuzzleProblem::NotDealt { number, text } => {
                write!(f, "move {number} '{text}' is not the deck's next card")
            }
            PuzzleProblem::SideNotFirst => f.write_str("the side does not move first"),
            PuzzleProblem::EndsEarly(number) => write!(f, "the game ends after move {number}"),
            PuzzleProblem::EndsIn { game, reason } => {
                write!(f, "the line ends in '{}'", reason.english(*game))
            }
            PuzzleProblem::EndsTooSoon => f.write_str("the line ends before the game does"),
            PuzzleProblem::Shorter { number, plies } => write!(
                f,
                "after move {number} the win no longer takes {plies} plies"
            ),
            PuzzleProblem::WrongTurn(number) => {
                write!(f, "move {number}: not the turn the line expects")
            }
            PuzzleProblem::CaptureIn(game) => {
                write!(f, "capture puzzles are for Chirality, not {}", game.title())
            }
            PuzzleProblem::CaptureNotOneMove => {
                f.write_str("a capture puzzle's solution is one move")
            }
            PuzzleProblem::CaptureDepth(depth) => {
                write!(f, "a capture puzzle is proven 2 plies deep, not {depth}")
            }
            PuzzleProblem::BetterCapture(best) => write!(f, "the best capture is {best}"),
            PuzzleProblem::NoBestCapture => {
                f.write_str("no move keeps more material than every other")
            }
        }
    }
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineProblem::FieldCount(n) => {
                write!(f, "expected 7 tab-separated fields, found {n}")
            }
            LineProblem::BadId(id) => write!(f, "bad id '{id}': use letters, digits and '-'"),
            LineProblem::UnknownGoal { id, goal } => write!(f, "{id}: unknown goal '{goal}'"),
            LineProblem::BadDepth { id, depth } => write!(f, "{id}: bad depth '{depth}'"),
            LineProblem::BadSide { id, side } => {
                write!(f, "{id}: bad side '{side}' (a seat from 1)")
            }
            LineProblem::Empty(id) => write!(f, "{id}: empty position or solution"),
            LineProblem::RepeatedId(id) => write!(f, "repeated id '{id}'"),
        }
    }
}

impl fmt::Display for BadSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadSettings::Options(e) => e.fmt(f),
            BadSettings::NoOptions => f.write_str("no option set to play"),
            BadSettings::Existing(why) => why.fmt(f),
        }
    }
}
