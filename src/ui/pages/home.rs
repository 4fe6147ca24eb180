//! The home page: the four games as cards with a small picture, a line and links.

use crate::engine::GameId;
use crate::ui::boards::thumbnail;
use crate::ui::route::Route;
use leptos::prelude::*;

/// The list of games.
#[component]
pub fn Home() -> impl IntoView {
    view! {
        <section class="home">
            <h1>"Four abstract strategy games"</h1>
            <p class="lede">"Play a friend on this device or the AI. Games save themselves, travel as links, and work offline."</p>
            <ul class="game-cards">
                {GameId::ALL.into_iter().map(game_card).collect_view()}
            </ul>
        </section>
    }
}

fn game_card(game: GameId) -> impl IntoView {
    view! {
        <li class="game-card">
            <div class="thumb" aria-hidden="true">{thumbnail(game)}</div>
            <h2>{game.title()}</h2>
            <p>{game.tagline()}</p>
            <div class="card-actions">
                <a class="button primary" href=Route::Play(game).href()>"Play"</a>
                <a class="button" href=Route::Rules(game).href()>"Rules"</a>
                <a class="button" href=Route::Learn(game, None).href()>"Learn"</a>
            </div>
            <p class="card-more">
                <a href=Route::Puzzles(game, None).href()>{format!("{} puzzles", game.title())}</a>
                {(game == GameId::Chirality).then(|| view! { " · " <a href=Route::Boards.href()>"The boards"</a> })}
            </p>
        </li>
    }
}

/// An unknown address.
#[component]
pub fn NotFound(path: String) -> impl IntoView {
    view! {
        <section class="home">
            <h1>"Page not found"</h1>
            <p>{format!("There is no page at '{path}'.")} " " <a href="#/">"Back to the games"</a></p>
        </section>
    }
}

/// A page this build of the app does not hold, reached without the reload that fetches
/// the right one (`Route::shown`).
#[component]
pub fn OtherBuild() -> impl IntoView {
    view! {
        <section class="home">
            <h1>"This page needs a reload"</h1>
            <p>
                <a href="#" on:click=|ev| {
                    ev.prevent_default();
                    let _ = window().location().reload();
                }>"Reload the page"</a>
            </p>
        </section>
    }
}
