//! The moves so far, numbered, with the current one marked; click a move to go there.

use crate::persist::history::History;
use leptos::prelude::*;

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
    view! {
        <section class="moves" aria-label="Moves">
            <h2>"Moves"</h2>
            <ol class="move-list">{rows}</ol>
            <Show when=move || history.with(|h| h.move_texts().is_empty())>
                <p class="muted">"No moves yet."</p>
            </Show>
        </section>
    }
}
