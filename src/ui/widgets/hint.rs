//! The Hint button (and its key, H, when the focus is not in a field or a dialog): asks
//! the AI, on a worker of its own, which move it would play in the position on view, and
//! says it in words while the board marks it. The table decides when a hint may be asked,
//! what the worker is asked, whether the answer still fits, when it is forgotten, and
//! counts it in the game's record ("Hints used: N", which saves and links carry).

use super::replay::shortcut_is_taken;
use crate::i18n::Msg;
use crate::table::{hint_level, Event};
use crate::ui::lang::{t, tf};
use crate::ui::play_table::PlayTable;
use crate::ui::words;
use leptos::prelude::*;

/// The Hint button, the hint in words and the game's hint count.
#[component]
pub fn HintBar(play: PlayTable) -> impl IntoView {
    let history = play.history;
    let asking = move || play.with(|t| t.hint().is_asking());
    let ask = move || play.send(Event::HintAsked);

    let listener = window_event_listener(leptos::ev::keydown, move |e| {
        if matches!(e.key().as_str(), "h" | "H") && !shortcut_is_taken(&e) {
            e.prevent_default();
            ask();
        }
    });
    on_cleanup(move || listener.remove());

    let level = move || history.with(|h| words::level(hint_level(h)));
    let count = move || history.with(|h| h.full_record().hints);
    let words = move || {
        play.with(|table| {
            let s = table.hint();
            let notation = history.with(|h| s.suggestion().map(|m| h.current().move_notation(m)));
            s.words().map(|w| {
                view! {
                    {t(Msg::HintSaid)} " " <strong data-move=notation>{w.to_string()}</strong>
                    <span class="muted">{format!(" {} ", tf(Msg::HintBy, &[("level", level().into())]))}</span>
                }
            })
        })
    };
    // The button joins the controls; the hint and the count take a line of their own
    // below them (see style/hint.css).
    view! {
        <div class="hint-bar">
            <button class="hint-button" on:click=move |_| ask()
                disabled=move || !play.with(|t| t.may_ask_hint())
                aria-busy=move || asking().to_string() aria-keyshortcuts="H"
                title=move || tf(Msg::HintTitle, &[("level", level().into())])>
                <Show when=asking>
                    <span class="spinner" aria-hidden="true"></span>
                </Show>
                {move || t(if asking() { Msg::HintThinking } else { Msg::Hint })}
            </button>
            <p class="hint-info" role="status" aria-live="polite"
                class:empty=move || play.with(|t| t.hint().words().is_none()) && count() == 0>
                <span class="hint-words">{words}</span>
                <Show when=move || { count() > 0 }>
                    <span class="hints-used muted">{move || tf(Msg::HintsUsed, &[("count", count().into())])}</span>
                </Show>
            </p>
        </div>
    }
}
