//! What the position editors share on the engine side: each game's `…Setup` (a plain,
//! freely editable arrangement) lists every reason it is illegal as a sentence, writes its
//! position notation, and becomes a game through [`finish`], so the UI holds no rules.

use super::{AnyGame, Game, SetupError, Turn};

/// A rule error as a sentence for a reasons list ("Cannot read …", "The …").
pub fn sentence(e: &SetupError) -> String {
    let text = match e {
        SetupError::Illegal(why) => why.clone(),
        other => other.to_string(),
    };
    let mut chars = text.chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// The game an arrangement describes: its `problems` if there are any, else the position
/// `text` read back (an error there is reported as a reason too, never lost).
///
/// # Errors
/// Every reason the arrangement is illegal.
pub fn finish<G: Game>(problems: Vec<String>, text: &str) -> Result<G, Vec<String>> {
    if !problems.is_empty() {
        return Err(problems);
    }
    G::from_position(text).map_err(|e| vec![sentence(&e)])
}

/// "1 Square", "2 Squares": a count with its noun.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The unfinished step a position is in that no editor can hold, as a phrase ("is waiting
/// for a card to be drawn"), or `None` when the editor can hold the position as it is.
pub fn unfinished(g: &AnyGame) -> Option<String> {
    use super::shifting_chess::Phase;
    match g {
        AnyGame::ShiftingChess(g) if g.turn() != Turn::Over => match g.phase() {
            Phase::Move => None,
            Phase::Draw => Some("is waiting for a card to be drawn".into()),
            Phase::Apply(card) => {
                let name = card.name();
                Some(format!(
                    "is waiting for the drawn {}{} card to be applied",
                    name[..1].to_uppercase(),
                    &name[1..]
                ))
            }
        },
        AnyGame::Chirality(g) if g.is_placing() => {
            Some("is still placing its Setup C pieces".into())
        }
        AnyGame::ShiftingChess(_)
        | AnyGame::Chirality(_)
        | AnyGame::Chiron(_)
        | AnyGame::Pyrga(_) => None,
    }
}

/// What the editors' `…Setup::of` make of a position with an [`unfinished`] step (used when
/// the game has no earlier position an editor can hold), as a phrase.
pub fn stand_in(g: &AnyGame) -> &'static str {
    match g {
        AnyGame::ShiftingChess(_) => "the card left out and the other side to move",
        AnyGame::Chirality(_) => {
            "the placements still to make put on the first tile each player's Gate offers"
        }
        AnyGame::Chiron(_) | AnyGame::Pyrga(_) => "it as it is",
    }
}
