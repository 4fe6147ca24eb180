//! The app shell: top bar, fragment routing, and a shared game link read from `?g=`.

use super::lang::{tf, tr};
use super::pages::{game_page, Home, NotFound, OtherBuild, SavesPage};
use super::pending_link::{link_game, take_link_param, PendingLink};
use super::route::Route;
use super::settings::provide_settings;
use super::settings_dialog::SettingsButton;
use super::words;
use crate::engine::GameId;
use crate::i18n::Msg;
use leptos::prelude::*;
use leptos::tachys::reactive_graph::OwnedView;

fn location_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// `page` rendered under a reactive owner of its own, so that whatever it provides (a
/// context) or creates ends with it: the next page never finds a context the last one
/// left behind, holding signals that were disposed with it.
fn in_own_owner(page: impl FnOnce() -> AnyView) -> impl IntoView {
    let owner = Owner::new();
    let view = owner.with(page);
    OwnedView::new_with_owner(view, owner)
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (link, ply) = take_link_param().unzip();
    if let Some(game) = link.as_deref().and_then(link_game) {
        let _ = window().location().set_hash(&Route::Play(game).href());
    }
    let pending = PendingLink(RwSignal::new(link), RwSignal::new(ply.flatten()));
    provide_context(pending);
    provide_settings();
    super::storage::restore_carried();
    let route = RwSignal::new(Route::parse(&location_hash()));
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        // The same page again (a link to where the player is) keeps the page as it is.
        let next = Route::parse(&location_hash());
        if !next.shown() {
            // Another build's page: index.html's loader reloads into that build.
            return;
        }
        if route.with_untracked(|now| *now == next) {
            super::route::enter_page();
            return;
        }
        // In a split build the next page's chunks arrive first: the page the player leaves
        // stays until the next one can take its place.
        wasm_bindgen_futures::spawn_local(async move {
            super::pages::preload(&next).await;
            // Unless the player has gone on meanwhile.
            if Route::parse(&location_hash()) == next {
                route.set(next);
                super::route::enter_page();
            }
        });
    });
    on_cleanup(move || listener.remove());
    // A link that names no known game still deserves a message.
    let bad_link = pending.0.get_untracked().filter(|l| link_game(l).is_none());

    view! {
        <header class="topbar">
            <a class="brand" href="#/" aria-label=tr(Msg::BrandHome)>
                <svg viewBox="-10 -10 20 20" class="brand-mark" aria-hidden="true">
                    <polygon points="0,-9 2.1,-2.9 8.6,-2.8 3.4,1.1 5.3,7.3 0,3.6 -5.3,7.3 -3.4,1.1 -8.6,-2.8 -2.1,-2.9"></polygon>
                </svg>
                "Rosette"
            </a>
            <nav aria-label=tr(Msg::NavGames)>
                {GameId::ALL
                    .into_iter()
                    .map(|g| {
                        let href = Route::Play(g).href();
                        view! {
                            <a href=href class:current=move || route.with(Route::game) == Some(g)>
                                {g.title()}
                            </a>
                        }
                    })
                    .collect_view()}
                <a href="#/saves" class:current=move || route.get() == Route::Saves>{tr(Msg::NavSaves)}</a>
                <a href=Route::Boards.href() class:current=move || route.get() == Route::Boards>{tr(Msg::NavBoards)}</a>
            </nav>
            <SettingsButton/>
        </header>
        // A failed autosave stays in view, on every page, until a save succeeds.
        {move || super::storage::save_problem().get().map(|why| view! {
            <p class="notice error save-problem" role="alert">
                {move || tf(Msg::SaveProblem, &[("why", words::storage_error(&why).trim_end_matches('.').into())])}
                " "
                <a href="#/saves">{tr(Msg::SaveProblemLink)}</a>
            </p>
        })}
        {bad_link.map(|l| view! {
            <p class="notice error" role="alert">
                {move || tf(Msg::BadLink, &[("link", l.chars().take(40).collect::<String>().into())])}
            </p>
        })}
        <main id="main" tabindex="-1">
            {move || in_own_owner(move || match route.get() {
                Route::Home => view! { <Home/> }.into_any(),
                Route::Saves if GameId::ALL_BUILT => view! { <SavesPage/> }.into_any(),
                Route::NotFound(p) => view! { <NotFound path=p/> }.into_any(),
                // `None` only if index.html's loader and `Route::shown` disagree (a bug).
                page => game_page(page).unwrap_or_else(|| view! { <OtherBuild/> }.into_any()),
            })}
        </main>
    }
}
