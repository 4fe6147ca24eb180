//! The games' pages, each in a chunk of its own in a split build (the cargo feature `split`,
//! which scripts/build-web turns on): a first visit downloads the app's core and the chunks
//! its page needs, not every page of the game (issue 33). Without the feature each page is
//! called directly, as in Trunk's development build and the tests.

use leptos::prelude::*;
use leptos::task::spawn_local_scoped_with_cancellation;
use std::future::Future;

use crate::engine::GameId;
use crate::site::GAME_PAGES;
use crate::ui::route::Route;

/// One function per page, each a split point in a split build with the games' pages (and
/// the boards gallery only in Chirality's): a split point is exported, so its page would
/// otherwise be kept in a build that never shows it. Elsewhere they are plain functions,
/// left out with the pages the app's routing never reaches.
mod split_points {
    use crate::engine::GameId;
    use crate::ui::editors::EditorPage;
    use crate::ui::pages::{BoardsPage, LearnPage, PlayPage, PuzzlesPage, RulesPage};
    use leptos::prelude::*;

    #[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
    pub async fn play(game: GameId) -> AnyView {
        view! { <PlayPage game=game/> }.into_any()
    }

    #[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
    pub async fn rules(game: GameId) -> AnyView {
        view! { <RulesPage game=game/> }.into_any()
    }

    #[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
    pub async fn editor(game: GameId) -> AnyView {
        view! { <EditorPage game=game/> }.into_any()
    }

    #[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
    pub async fn learn(game: GameId, lesson: Option<String>) -> AnyView {
        view! { <LearnPage game=game lesson=lesson/> }.into_any()
    }

    #[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
    pub async fn puzzles(game: GameId, id: Option<String>) -> AnyView {
        view! { <PuzzlesPage game=game id=id/> }.into_any()
    }

    #[cfg_attr(
        all(feature = "split", feature = "game-pages", feature = "chirality"),
        leptos::lazy
    )]
    pub async fn boards() -> AnyView {
        view! { <BoardsPage/> }.into_any()
    }
}

/// The game page `route` names, shown once its chunk has loaded (at once in a build that is
/// not split); None for a page that is not one of this build's games' pages. The checks are
/// constants in each build, so a page it lacks is left out of it.
pub fn game_page(route: Route) -> Option<AnyView> {
    use split_points::*;
    if !GAME_PAGES {
        return None;
    }
    Some(match route {
        Route::Play(g) if g.built() => when_loaded(play(g)),
        Route::Rules(g) if g.built() => when_loaded(rules(g)),
        Route::Edit(g) if g.built() => when_loaded(editor(g)),
        Route::Learn(g, lesson) if g.built() => when_loaded(learn(g, lesson)),
        Route::Puzzles(g, id) if g.built() => when_loaded(puzzles(g, id)),
        Route::Boards if GameId::Chirality.built() => when_loaded(boards()),
        _ => return None,
    })
}

/// Downloads the chunk of the game page `route` names, if the build is split and has it;
/// the app waits for it before it mounts, so a first visit goes from the loading screen
/// straight to the page.
pub async fn preload(route: &Route) {
    #[cfg(all(feature = "split", feature = "game-pages"))]
    {
        use split_points::*;
        match route {
            Route::Play(_) => __preload_play().await,
            Route::Rules(_) => __preload_rules().await,
            Route::Edit(_) => __preload_editor().await,
            // A lesson's or a puzzle's own chunk downloads beside its page's.
            Route::Learn(_, lesson) => {
                if lesson.is_some() {
                    wasm_bindgen_futures::spawn_local(super::learn::preload_lesson());
                }
                __preload_learn().await
            }
            Route::Puzzles(_, id) => {
                if id.is_some() {
                    wasm_bindgen_futures::spawn_local(super::puzzles::preload_puzzle());
                }
                __preload_puzzles().await
            }
            #[cfg(feature = "chirality")]
            Route::Boards => __preload_boards().await,
            _ => {}
        }
    }
    #[cfg(not(all(feature = "split", feature = "game-pages")))]
    let _ = route;
}

/// `page` under the current owner once it is ready, nothing before; dropped unfinished if
/// the owner ends first (the player went on).
pub(super) fn when_loaded(page: impl Future<Output = AnyView> + 'static) -> AnyView {
    let shown = RwSignal::new_local(None::<AnyView>);
    spawn_local_scoped_with_cancellation(async move { shown.set(Some(page.await)) });
    (move || {
        shown.track();
        shown.try_update_untracked(Option::take).flatten()
    })
    .into_any()
}
