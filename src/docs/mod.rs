//! The rules documents shown in the app and what they embed: board diagrams and the
//! Chirality capture tutorial. Pure (no web), so native tests check every diagram and
//! every tutorial step against the engine.

pub mod diagram;
pub mod tutorial;

use crate::engine::GameId;

/// The rules document of a game (`docs/rules/<game>.md`).
pub fn rules_text(game: GameId) -> &'static str {
    match game {
        GameId::Pyrga => include_str!("../../docs/rules/pyrga.md"),
        GameId::Chiron => include_str!("../../docs/rules/chiron.md"),
        GameId::ShiftingChess => include_str!("../../docs/rules/shifting-chess.md"),
        GameId::Chirality => include_str!("../../docs/rules/chirality.md"),
    }
}

/// A fenced block of a Markdown text: its info string (after the opening backticks)
/// and its body lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fence {
    /// The text after the opening backticks (`diagram pyrga …`, or empty).
    pub info: String,
    /// The lines between the fences.
    pub body: Vec<String>,
}

/// Every fenced block of `text`, in order (an unclosed fence runs to the end).
pub fn fences(text: &str) -> Vec<Fence> {
    let mut out = Vec::new();
    let mut open: Option<Fence> = None;
    for line in text.lines() {
        let trimmed = line.trim();
        match (&mut open, trimmed.strip_prefix("```")) {
            (None, Some(info)) => {
                open = Some(Fence {
                    info: info.trim().to_string(),
                    body: Vec::new(),
                })
            }
            (Some(_), Some("")) => out.extend(open.take()),
            (Some(f), _) => f.body.push(line.to_string()),
            (None, None) => {}
        }
    }
    out.extend(open);
    out
}
