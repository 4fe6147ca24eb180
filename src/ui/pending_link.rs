//! A shared link read from the address (`?g=<link>&ply=N`), waiting for its game's page
//! (or an editor) to open it: the app shell takes it from the address, the pages read it
//! from the context.

use crate::engine::GameId;
use leptos::prelude::*;

/// A game or position link waiting to be opened by its game's page, and the ply to show
/// (`&ply=N`) if the link names one.
#[derive(Clone, Copy)]
pub struct PendingLink(pub RwSignal<Option<String>>, pub RwSignal<Option<usize>>);

/// Reads `?g=<link>` (and `&ply=N`) once, removes them from the address bar, and returns
/// them.
pub fn take_link_param() -> Option<(String, Option<usize>)> {
    let location = window().location();
    let search = location.search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    let link = params.get("g")?;
    let ply = params.get("ply").and_then(|p| p.trim().parse().ok());
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{hash}")),
        );
    }
    Some((link, ply))
}

/// The game a link's text names (`g1.pyrga…`), if it reads that far.
pub fn link_game(link: &str) -> Option<GameId> {
    GameId::parse(link.split('.').nth(1)?).ok()
}
