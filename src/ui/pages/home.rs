//! The home page: the four games as cards with a small picture, a line and links.

use crate::engine::GameId;
use crate::i18n::Msg;
use crate::ui::boards::thumbnail;
use crate::ui::lang::{t, tf, tr};
use crate::ui::route::Route;
use leptos::prelude::*;

/// The list of games.
#[component]
pub fn Home() -> impl IntoView {
    view! {
        <section class="home">
            <h1>{tr(Msg::HomeTitle)}</h1>
            <p class="lede">{tr(Msg::HomeLede)}</p>
            <ul class="game-cards">
                {GameId::ALL.into_iter().map(game_card).collect_view()}
            </ul>
        </section>
    }
}

/// A game's one-line description.
pub fn tagline(game: GameId) -> Msg {
    match game {
        GameId::Chirality => Msg::TaglineChirality,
        GameId::Chiron => Msg::TaglineChiron,
        GameId::Pyrga => Msg::TaglinePyrga,
        GameId::ShiftingChess => Msg::TaglineShiftingChess,
    }
}

fn game_card(game: GameId) -> impl IntoView {
    view! {
        <li class="game-card">
            <div class="thumb" aria-hidden="true">{thumbnail(game)}</div>
            <h2>{game.title()}</h2>
            <p>{move || t(tagline(game))}</p>
            <div class="card-actions">
                <a class="button primary" href=Route::Play(game).href()>{tr(Msg::ActionPlay)}</a>
                <a class="button" href=Route::Rules(game).href()>{tr(Msg::ActionRules)}</a>
                <a class="button" href=Route::Learn(game, None).href()>{tr(Msg::ActionLearn)}</a>
            </div>
            <p class="card-more">
                <a href=Route::Puzzles(game, None).href()>{move || tf(Msg::GamePuzzles, &[("game", game.title().into())])}</a>
                {(game == GameId::Chirality).then(|| view! { " · " <a href=Route::Boards.href()>{tr(Msg::HomeBoards)}</a> })}
            </p>
        </li>
    }
}

/// An unknown address.
#[component]
pub fn NotFound(path: String) -> impl IntoView {
    view! {
        <section class="home">
            <h1>{tr(Msg::NotFoundTitle)}</h1>
            <p>{move || tf(Msg::NotFound, &[("path", path.as_str().into())])} " " <a href="#/">{tr(Msg::BackToGames)}</a></p>
        </section>
    }
}

/// A page this build of the app does not hold, reached without the reload that fetches
/// the right one (`Route::shown`).
#[component]
pub fn OtherBuild() -> impl IntoView {
    view! {
        <section class="home">
            <h1>{tr(Msg::ReloadNeeded)}</h1>
            <p>
                <a href="#" on:click=|ev| {
                    ev.prevent_default();
                    let _ = window().location().reload();
                }>{tr(Msg::ReloadPage)}</a>
            </p>
        </section>
    }
}
