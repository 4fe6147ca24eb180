//! The Resign button and its confirmation in place ("Resign as White?" — Yes, resign /
//! Keep playing). Who resigns is the table's decision ([`table::resigning_player`]).

use super::PanelHistory;
use crate::table;
use leptos::prelude::*;

/// Resign, asked once more before it is done; disabled when nobody here can resign.
#[component]
pub fn ResignButton(history: PanelHistory, on_resign: Callback<()>) -> impl IntoView {
    let asking = RwSignal::new(false);
    let who = move || history.with(|h| table::resigning_player(h).map(|p| h.end().seat_name(p)));
    let keep_playing = NodeRef::<leptos::html::Button>::new();
    // The question takes the focus, on its harmless answer.
    Effect::new(move |_| {
        if let Some(button) = keep_playing.get() {
            let _ = button.focus();
        }
    });
    move || {
        match (who(), asking.get()) {
        (Some(name), true) => view! {
            <span class="resign-confirm" role="group" aria-label="Confirm resignation">
                <span>{format!("Resign as {name}?")}</span>
                <button class="danger" on:click=move |_| { asking.set(false); on_resign.run(()); }>"Yes, resign"</button>
                <button node_ref=keep_playing on:click=move |_| asking.set(false)>"Keep playing"</button>
            </span>
        }
        .into_any(),
        (who, _) => view! {
            <button class="resign" on:click=move |_| asking.set(true) disabled=who.is_none()
                title="Give up this game: the other side wins">"⚐ Resign"</button>
        }
        .into_any(),
    }
    }
}
