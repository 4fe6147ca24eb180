//! What the position editors share on the engine side: each game's `…Setup` (a plain,
//! freely editable arrangement) lists every reason it is illegal as a sentence, writes its
//! position notation, and becomes a game through [`finish`], so the UI holds no rules.

use super::{Game, SetupError};

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
