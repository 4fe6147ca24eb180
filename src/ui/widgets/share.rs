//! Sharing: a link to the whole game (optionally opening at the move on the board) and a
//! link to the position on the board.

use crate::persist::history::History;
use crate::persist::link;
use leptos::prelude::*;

fn page_url(link: &str, game: &str) -> String {
    let location = window().location();
    let base = format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    );
    format!("{base}?g={link}#/play/{game}")
}

fn copy(text: &str) {
    if let Some(w) = web_sys::window() {
        // The promise's outcome does not matter: the link is also shown in the field.
        let _ = w.navigator().clipboard().write_text(text);
    }
}

/// The share section.
#[component]
pub fn SharePanel(history: RwSignal<History>) -> impl IntoView {
    let shown = RwSignal::new(String::new());
    let at_move = RwSignal::new(false);
    let game_link = move |_| {
        let (record, id, ply) =
            history.with_untracked(|h| (h.full_record().clone(), h.current().id(), h.cursor()));
        match link::encode_game(&record) {
            Ok(text) => {
                let text = if at_move.get_untracked() {
                    format!("{text}&ply={ply}")
                } else {
                    text
                };
                let url = page_url(&text, id.as_str());
                copy(&url);
                shown.set(url);
            }
            Err(e) => shown.set(format!("No link: {e}")),
        }
    };
    let position_link = move |_| {
        let (text, id) =
            history.with_untracked(|h| (link::encode_position(h.current()), h.current().id()));
        let url = page_url(&text, id.as_str());
        copy(&url);
        shown.set(url);
    };
    view! {
        <section class="share" aria-label="Share">
            <h2>"Share"</h2>
            <div class="controls">
                <button on:click=game_link>"Copy game link"</button>
                <button on:click=position_link>"Copy position link"</button>
            </div>
            <label class="check" title="The game link opens at the move on the board">
                <input type="checkbox" prop:checked=at_move on:change=move |e| at_move.set(event_target_checked(&e))/>
                " Link to this move"
            </label>
            <Show when=move || !shown.get().is_empty()>
                <input class="share-url" readonly aria-label="Link" prop:value=move || shown.get()
                    on:focus=move |e| { event_target::<web_sys::HtmlInputElement>(&e).select() }/>
                <p class="muted">"Copied. Anyone who opens it sees this game."</p>
            </Show>
        </section>
    }
}
