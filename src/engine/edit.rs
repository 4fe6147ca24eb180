//! What the position editors share on the engine side: each game's `…Setup` (a plain,
//! freely editable arrangement) lists every reason it is illegal (a value of its game's
//! `…Problem`, which reads as a sentence), writes its position notation, and becomes a
//! game through [`finish`], so the UI holds no rules.

use super::chirality::ChiralityProblem;
use super::chiron::ChironProblem;
use super::pyrga::PyrgaProblem;
use super::shifting_chess::ShiftingProblem;
use super::{AnyGame, Game, SetupError, Turn};
use std::fmt;

/// Why an arrangement is not a legal position: a rule of its game, or its position text
/// not read back. `Display` gives the sentence the editor shows.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupProblem {
    /// A Pyrga arrangement breaks a rule.
    Pyrga(PyrgaProblem),
    /// A Chiron arrangement breaks a rule.
    Chiron(ChironProblem),
    /// A Chirality arrangement breaks a rule.
    Chirality(ChiralityProblem),
    /// A Shifting Chess arrangement breaks a rule.
    ShiftingChess(ShiftingProblem),
    /// The game refused the arrangement's position text; it reads as [`sentence`] says.
    Position(SetupError),
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupProblem::Pyrga(p) => p.fmt(f),
            SetupProblem::Chiron(p) => p.fmt(f),
            SetupProblem::Chirality(p) => p.fmt(f),
            SetupProblem::ShiftingChess(p) => p.fmt(f),
            SetupProblem::Position(e) => f.write_str(&sentence(e)),
        }
    }
}

impl From<PyrgaProblem> for SetupProblem {
    fn from(p: PyrgaProblem) -> Self {
        SetupProblem::Pyrga(p)
    }
}

impl From<ChironProblem> for SetupProblem {
    fn from(p: ChironProblem) -> Self {
        SetupProblem::Chiron(p)
    }
}

impl From<ChiralityProblem> for SetupProblem {
    fn from(p: ChiralityProblem) -> Self {
        SetupProblem::Chirality(p)
    }
}

impl From<ShiftingProblem> for SetupProblem {
    fn from(p: ShiftingProblem) -> Self {
        SetupProblem::ShiftingChess(p)
    }
}

impl From<SetupError> for SetupProblem {
    fn from(e: SetupError) -> Self {
        SetupProblem::Position(e)
    }
}

/// A rule error as a sentence for a reasons list ("Cannot read …", "The …").
pub fn sentence(e: &SetupError) -> String {
    let text = match e {
        SetupError::Illegal(why) => why.to_string(),
        other => other.to_string(),
    };
    super::as_sentence(&text)
}

/// The game an arrangement describes: its `problems` if there are any, else the position
/// `text` read back (an error there is reported as a reason too, never lost).
///
/// # Errors
/// Every reason the arrangement is illegal.
pub fn finish<G: Game, P: Into<SetupProblem>>(
    problems: Vec<P>,
    text: &str,
) -> Result<G, Vec<SetupProblem>> {
    if !problems.is_empty() {
        return Err(problems.into_iter().map(Into::into).collect());
    }
    G::from_position(text).map_err(|e| vec![e.into()])
}

/// "1 Square", "2 Squares": a count with its noun.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The unfinished step of a game that no editor can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfinished {
    /// A Shifting Chess card is waiting to be drawn.
    CardToDraw,
    /// The drawn Shifting Chess card is waiting to be used.
    CardToUse(super::shifting_chess::Card),
    /// Chirality's players are still placing their Setup C pieces.
    Placing,
}

/// The unfinished step `g` is in, or `None` when an editor can hold `g` as it is. An editor
/// opened on such a step holds the engine's stand-in for it: Shifting Chess leaves the card
/// out and gives the other side the move; Chirality puts the placements still to make on the
/// first tile of each player's Gate.
pub fn unfinished(g: &AnyGame) -> Option<Unfinished> {
    use super::shifting_chess::Phase;
    match g {
        AnyGame::ShiftingChess(g) if g.turn() != Turn::Over => match g.phase() {
            Phase::Move => None,
            Phase::Draw => Some(Unfinished::CardToDraw),
            Phase::Apply(card) => Some(Unfinished::CardToUse(card)),
        },
        AnyGame::Chirality(g) if g.is_placing() => Some(Unfinished::Placing),
        AnyGame::ShiftingChess(_)
        | AnyGame::Chirality(_)
        | AnyGame::Chiron(_)
        | AnyGame::Pyrga(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_problem_reads_as_its_games_sentence_or_the_rule_errors() {
        let triangle = SetupProblem::from(PyrgaProblem::TriangleOffBoard { cell: 0 });
        assert_eq!(
            triangle.to_string(),
            "The Triangle on a1 points off the board."
        );
        let phoenixes = crate::engine::chiron::Illegal::Phoenixes(3);
        let position = SetupProblem::from(SetupError::from(phoenixes));
        assert_eq!(
            position.to_string(),
            "3 Phoenixes on the board and in hand, not 2."
        );
        let syntax = SetupProblem::from(SetupError::syntax(crate::engine::Part::Board, "9/9"));
        assert_eq!(syntax.to_string(), "Cannot read the board: '9/9'.");
    }
}
