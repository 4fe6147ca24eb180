//! The Leptos app (wasm32 only). It renders any game through the engine's [`AnyGame`]
//! plus one board view per game, and holds no rules logic.
//!
//! [`AnyGame`]: crate::engine::AnyGame

mod app;
mod boards;
mod coach_client;
mod deferred;
mod deploy;
mod editors;
mod eval_client;
mod fetched;
mod lang;
mod live;
mod markdown;
mod pages;
mod pending_link;
mod play_table;
mod route;
mod settings;
mod settings_dialog;
mod sounds;
mod storage;
mod tab_sync;
mod widgets;
mod words;
mod worker_client;

pub use app::App;

pub use deferred::{after_paint, in_turn_when_near, soon, Deferred};

/// Mounts the app on the page's body in place of the loading screen (`#boot` in
/// index.html), once that has been painted: a player on a slow connection sees it while the
/// wasm downloads, and on a fast one it shows for a moment instead of never.
///
/// The mount runs in a task of its own, after the one that started the wasm, and a
/// Chirality page builds its board in a task between the two: shorter tasks while the
/// page loads (issue 15: total blocking time).
pub fn mount() {
    use leptos::prelude::set_timeout;
    use std::time::Duration;
    console_error_panic_hook::set_once();
    let hash = leptos::prelude::window()
        .location()
        .hash()
        .unwrap_or_default();
    let route = route::Route::parse(&hash);
    // Leptos' own executor starts with the app.
    wasm_bindgen_futures::spawn_local(async move {
        // A split build's page chunk downloads while the board's tables are built.
        let page = pages::preload(&route);
        set_timeout(build_board_first, Duration::ZERO);
        page.await;
        set_timeout(|| mount_once_painted(MOUNT_WAITS), Duration::ZERO);
    });
}

/// On a Chirality page, builds the default board's tables (deflation and lookups, about
/// 20 ms natively) ahead of the mount, so that the mount's task does not.
/// A game on the other board builds that one as it mounts.
fn build_board_first() {
    use crate::engine::chirality::{tables_of, BoardChoice};
    use crate::engine::GameId;
    let hash = leptos::prelude::window()
        .location()
        .hash()
        .unwrap_or_default();
    let chirality = matches!(
        route::Route::parse(&hash),
        route::Route::Play(GameId::Chirality)
            | route::Route::Rules(GameId::Chirality)
            | route::Route::Edit(GameId::Chirality)
            | route::Route::Boards
    );
    if chirality && GameId::Chirality.built() {
        tables_of(BoardChoice::R2);
    }
}

/// How many times [`mount_once_painted`] waits 10 ms for the first paint before it mounts
/// anyway: two seconds, far more than a visible page takes to paint.
const MOUNT_WAITS: u32 = 200;

fn mount_once_painted(waits_left: u32) {
    use leptos::prelude::{document, set_timeout, window};
    // A tab in the background paints nothing until it is shown: it mounts at once.
    let hidden = document().visibility_state() == web_sys::VisibilityState::Hidden;
    let painted = window()
        .performance()
        .is_none_or(|p| p.get_entries_by_name("first-contentful-paint").length() > 0);
    if !painted && !hidden && waits_left > 0 {
        let wait = std::time::Duration::from_millis(10);
        set_timeout(move || mount_once_painted(waits_left - 1), wait);
        return;
    }
    // Removed in the same task as the app arrives: no frame shows neither.
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    leptos::mount::mount_to_body(App);
    // index.html registers the service worker now, after the first visit's download.
    if let Ok(mounted) = web_sys::Event::new("rosette-mounted") {
        let _ = window().dispatch_event(&mounted);
    }
}
