//! A game's rules: the project's rules document (source text, rulings, reconstructions).

use crate::engine::GameId;
use crate::ui::markdown::render;
use crate::ui::route::Route;
use leptos::prelude::*;

fn rules_text(game: GameId) -> Option<&'static str> {
    match game {
        GameId::Pyrga => Some(include_str!("../../../docs/rules/pyrga.md")),
        GameId::Chiron => Some(include_str!("../../../docs/rules/chiron.md")),
        GameId::ShiftingChess => Some(include_str!("../../../docs/rules/shifting-chess.md")),
        GameId::Chirality => Some(include_str!("../../../docs/rules/chirality.md")),
    }
}

/// The rules page of one game.
#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    view! {
        <article class="rules">
            {match rules_text(game) {
                Some(text) => render(text).into_any(),
                None => view! {
                    <h1>{game.title()}</h1>
                    <p>{game.tagline()}</p>
                    <p>"Its rules page arrives with the game."</p>
                }.into_any(),
            }}
            {(game == GameId::Chirality).then(|| view! {
                <p>"See every tile, Star, Moat and Gate on the " <a href=Route::Boards.href()>"Boards page"</a> "."</p>
            })}
            {game.is_available().then(|| view! {
                <p><a class="button primary" href=Route::Play(game).href()>{format!("Play {}", game.title())}</a></p>
            })}
        </article>
    }
}
