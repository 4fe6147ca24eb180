//! Position editors for every game (`#/edit/<game>`): a palette of pieces, the board,
//! side settings and the list of reasons a position is illegal, all answered by the
//! engine's `…Setup` types; then play the position or share it as a link.

mod chirality;
mod chiron;
mod common;
mod problems;
mod pyrga;
mod shifting;

use crate::engine::GameId;
use leptos::prelude::*;

/// The editor of `game`, starting from the game in progress.
#[component]
pub fn EditorPage(game: GameId) -> impl IntoView {
    // A build holds the editors of its own games only (`built` is a constant in each).
    match game {
        GameId::Chirality if GameId::Chirality.built() => {
            view! { <chirality::ChiralityEditor/> }.into_any()
        }
        GameId::Chiron if GameId::Chiron.built() => view! { <chiron::ChironEditor/> }.into_any(),
        GameId::Pyrga if GameId::Pyrga.built() => view! { <pyrga::PyrgaEditor/> }.into_any(),
        GameId::ShiftingChess if GameId::ShiftingChess.built() => {
            view! { <shifting::ShiftingEditor/> }.into_any()
        }
        _ => ().into_any(),
    }
}
