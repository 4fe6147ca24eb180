//! Pages are addressed by the URL's fragment (`#/play/pyrga`), so the static server needs
//! no rewrites; a shared game travels in the query (`?g=…`).

use crate::engine::GameId;

/// A page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The game list.
    Home,
    /// A game's play screen.
    Play(GameId),
    /// A game's rules.
    Rules(GameId),
    /// The saved games.
    Saves,
    /// A game's position editor.
    Edit(GameId),
    /// The Chirality boards: R1, R2 and custom discs, with overlays.
    Boards,
    /// A game's puzzles: the list, or one puzzle by its id.
    Puzzles(GameId, Option<String>),
    /// Anything else.
    NotFound(String),
}

impl Route {
    /// Reads a location fragment such as `#/rules/pyrga`.
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').collect();
        match parts[..] {
            [""] => Route::Home,
            ["saves"] => Route::Saves,
            ["boards"] => Route::Boards,
            ["play", game] => GameId::parse(game).map_or(Route::NotFound(path.into()), Route::Play),
            ["rules", game] => {
                GameId::parse(game).map_or(Route::NotFound(path.into()), Route::Rules)
            }
            ["puzzles", game] => GameId::parse(game)
                .map_or(Route::NotFound(path.into()), |g| Route::Puzzles(g, None)),
            ["puzzles", game, id] => GameId::parse(game)
                .map_or(Route::NotFound(path.into()), |g| {
                    Route::Puzzles(g, Some(id.to_string()))
                }),
            ["edit", game] => GameId::parse(game).map_or(Route::NotFound(path.into()), Route::Edit),
            _ => Route::NotFound(path.into()),
        }
    }

    /// Whether this build of the app shows the page. The whole app shows every page; the
    /// web app's smaller builds (scripts/build-web) show the home page and, each, one
    /// game's play and rules pages. index.html's loader picks the build for the address
    /// (`rosetteBuildFor`) and reloads the tab when the player goes to a page the running
    /// build lacks; the app leaves such a `hashchange` to it.
    pub fn shown(&self) -> bool {
        match self {
            Route::Home | Route::NotFound(_) => true,
            Route::Play(g) | Route::Rules(g) => g.built(),
            Route::Saves | Route::Edit(_) | Route::Boards | Route::Puzzles(..) => GameId::ALL_BUILT,
        }
    }

    /// The fragment that leads here.
    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Saves => "#/saves".into(),
            Route::Play(g) => format!("#/play/{}", g.as_str()),
            Route::Rules(g) => format!("#/rules/{}", g.as_str()),
            Route::Edit(g) => format!("#/edit/{}", g.as_str()),
            Route::Boards => "#/boards".into(),
            Route::Puzzles(g, None) => format!("#/puzzles/{}", g.as_str()),
            Route::Puzzles(g, Some(id)) => format!("#/puzzles/{}/{id}", g.as_str()),
            Route::NotFound(p) => format!("#/{p}"),
        }
    }
}

/// A new page starts at its top, with the keyboard focus on the page's main region (for
/// screen readers) taken without scrolling: the window keeps no scroll position from the
/// page before (on a phone the home page's scroll would open a game's board off the top).
pub fn enter_page() {
    use wasm_bindgen::JsCast;
    let window = leptos::prelude::window();
    window.scroll_to_with_x_and_y(0.0, 0.0);
    let Some(main) = leptos::prelude::document().get_element_by_id("main") else {
        return;
    };
    // `main.focus({ preventScroll: true })`, through JavaScript (no web-sys feature needed).
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
    if let Ok(focus) = js_sys::Reflect::get(&main, &"focus".into()) {
        if let Ok(focus) = focus.dyn_into::<js_sys::Function>() {
            let _ = focus.call1(&main, &options);
        }
    }
}
