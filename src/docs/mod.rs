//! The rules documents shown in the app, the Markdown reader the rules pages render them
//! with, and the board diagrams they embed. Pure (no web), so native tests check the
//! Markdown reading, every diagram against the engine and the rule clauses lessons teach.

pub mod clauses;
pub mod diagram;
pub mod markdown;
pub mod markup;

pub use markdown::{fences, Fence};

use crate::engine::GameId;

/// The rules document of a game (`docs/rules/<game>.md`), for the checks of its diagrams,
/// clauses and translations; empty in a build without the game ([`GameId::built`]). The
/// web app's rules pages fetch it instead (`i18n/en/rules/<game>.md`), so the wasm need not
/// hold it.
pub fn rules_text(game: GameId) -> &'static str {
    match game {
        _ if !game.built() => "",
        GameId::Pyrga => include_str!("../../docs/rules/pyrga.md"),
        GameId::Chiron => include_str!("../../docs/rules/chiron.md"),
        GameId::ShiftingChess => include_str!("../../docs/rules/shifting-chess.md"),
        GameId::Chirality => include_str!("../../docs/rules/chirality.md"),
    }
}
