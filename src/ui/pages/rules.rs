//! A game's rules: the project's rules document (source text, rulings, reconstructions),
//! with its board diagrams, and links to its lessons and its play page.

use crate::docs::rules_text;
use crate::engine::GameId;
use crate::ui::markdown::render;
use crate::ui::route::Route;
use leptos::prelude::*;

/// The rules page of one game.
#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    view! {
        <article class="rules">
            <p class="rules-learn"><a href=Route::Learn(game, None).href()>{format!("New to {}? Learn it by playing: one short lesson per rule.", game.title())}</a></p>
            {render(rules_text(game))}
            {(game == GameId::Chirality).then(|| view! {
                <p>"See every tile, Star, Moat and Gate on the " <a href=Route::Boards.href()>"Boards page"</a> "."</p>
            })}
            <p class="rules-actions">
                <a class="button primary" href=Route::Play(game).href()>{format!("Play {}", game.title())}</a>
                " "
                <a class="button" href=Route::Learn(game, None).href()>{format!("Learn {} move by move", game.title())}</a>
            </p>
        </article>
    }
}
