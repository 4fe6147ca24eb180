//! The moves so far, numbered, with the current one marked and kept in sight; click a move
//! to go there.

use crate::persist::history::History;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The move list.
#[component]
pub fn MoveList(history: RwSignal<History>) -> impl IntoView {
    let rows = move || {
        history.with(|h| {
            let players = h.current().num_players().max(1);
            let cursor = h.cursor();
            h.move_texts()
                .chunks(players)
                .enumerate()
                .map(|(row, chunk)| {
                    let cells = chunk
                        .iter()
                        .enumerate()
                        .map(|(i, text)| {
                            let ply = row * players + i + 1;
                            view! {
                                <button class="ply" class:current={ply == cursor} class:future={ply > cursor}
                                    aria-current=(ply == cursor).then_some("step")
                                    on:click=move |_| history.update(|h| { h.go_to(ply); })>
                                    {text.clone()}
                                </button>
                            }
                        })
                        .collect_view();
                    view! { <li><span class="move-no">{format!("{}.", row + 1)}</span>{cells}</li> }
                })
                .collect_view()
        })
    };
    // Keep the current move in sight: scroll the list itself, never the page.
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        history.track();
        let Some(list) = list.get() else { return };
        let Ok(Some(current)) = list.query_selector(".ply.current") else {
            return;
        };
        let current: web_sys::HtmlElement = current.unchecked_into();
        let (top, height) = (current.offset_top(), current.offset_height());
        let (view_top, view_height) = (list.scroll_top(), list.client_height());
        if top < view_top {
            list.set_scroll_top(top);
        } else if top + height > view_top + view_height {
            list.set_scroll_top(top + height - view_height);
        }
    });
    view! {
        <section class="moves" aria-label="Moves">
            <h2>"Moves"</h2>
            <ol class="move-list" node_ref=list>{rows}</ol>
            <Show when=move || history.with(|h| h.move_texts().is_empty())>
                <p class="muted">"No moves yet."</p>
            </Show>
        </section>
    }
}
