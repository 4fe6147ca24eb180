//! The Resign button and its confirmation in place ("Resign as White?" — Yes, resign /
//! Keep playing). Who resigns is the table's decision ([`table::resigning_player`]).

use super::PanelHistory;
use crate::i18n::Msg;
use crate::table;
use crate::ui::lang::{tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// Resign, asked once more before it is done; disabled when nobody here can resign.
#[component]
pub fn ResignButton(history: PanelHistory, on_resign: Callback<()>) -> impl IntoView {
    let asking = RwSignal::new(false);
    let who =
        move || history.with(|h| table::resigning_player(h).map(|p| words::seat(h.end().id(), p)));
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
            <span class="resign-confirm" role="group" aria-label=tr(Msg::ResignConfirm)>
                <span>{tf(Msg::ResignAs, &[("seat", name.into())])}</span>
                <button class="danger" on:click=move |_| { asking.set(false); on_resign.run(()); }>{tr(Msg::ResignYes)}</button>
                <button node_ref=keep_playing on:click=move |_| asking.set(false)>{tr(Msg::KeepPlaying)}</button>
            </span>
        }
        .into_any(),
        (who, _) => view! {
            <button class="resign" on:click=move |_| asking.set(true) disabled=who.is_none()
                title=tr(Msg::ResignTitle)>{tr(Msg::Resign)}</button>
        }
        .into_any(),
    }
    }
}
