//! The Hint button (and its key, H, when the focus is not in a field or a dialog): asks
//! the AI, on a worker of its own, which move it would play in the position on view, and
//! says it in words while the board marks it. The table decides when a hint may be asked,
//! what the worker is asked, whether the answer still fits, and counts it in the game's
//! record ("Hints used: N", which saves and links carry).

use super::replay::shortcut_is_taken;
use crate::persist::history::History;
use crate::table::{hint_level, may_ask_hint, Hint, Notice, Table};
use crate::ui::ai_client::AiClient;
use leptos::prelude::*;

/// The Hint button, the hint in words and the game's hint count.
#[component]
pub fn HintBar(
    history: RwSignal<History>,
    hint: RwSignal<Hint>,
    table: StoredValue<Table>,
    ai_thinking: Signal<bool>,
    notice: RwSignal<Option<Notice>>,
) -> impl IntoView {
    let worker = AiClient::on_demand();
    let asking = move || hint.with(Hint::is_asking);

    let ask = move || {
        let mut next = hint.get_untracked();
        let question = history.with_untracked(|h| {
            table
                .try_update_value(|t| t.ask_hint(&mut next, h, ai_thinking.get_untracked()))
                .flatten()
        });
        if let Some(question) = question {
            hint.set(next);
            worker.ask(question);
        }
    };

    // The answer: shown (and counted) if it still belongs to the position on view.
    Effect::new(move |_| {
        let Some(reply) = worker.reply.get() else {
            return;
        };
        if !hint.with_untracked(Hint::is_asking) {
            return;
        }
        let mut next = hint.get_untracked();
        let taken = history.try_update(|h| next.take_answer(h, reply.result, js_sys::Date::now()));
        hint.set(next);
        if let Some(Err(n)) = taken {
            notice.set(Some(n));
        }
    });
    Effect::new(move |_| {
        if let Some(why) = worker.failure.get() {
            hint.set(Hint::None);
            notice.set(Some(Notice::error(format!("No hint: {why}"))));
        }
    });
    // Another position on view: the hint (or its search) no longer applies.
    Effect::new(move |_| {
        let stale = history.with(|h| hint.with_untracked(|s| s.is_stale(h)));
        if stale {
            worker.stop();
            hint.set(Hint::None);
        }
    });

    let listener = window_event_listener(leptos::ev::keydown, move |e| {
        if matches!(e.key().as_str(), "h" | "H") && !shortcut_is_taken(&e) {
            e.prevent_default();
            ask();
        }
    });
    on_cleanup(move || listener.remove());

    let level = move || history.with(|h| hint_level(h).name());
    let count = move || history.with(|h| h.full_record().hints);
    let words = move || {
        hint.with(|s| {
            let notation = history.with(|h| s.suggestion().map(|m| h.current().move_notation(m)));
            s.words().map(|w| {
                view! {
                    "Hint: " <strong data-move=notation>{w.to_string()}</strong>
                    <span class="muted">{format!(" (AI, {}) ", level())}</span>
                }
            })
        })
    };
    // The button joins the controls; the hint and the count take a line of their own
    // below them (see style/hint.css).
    view! {
        <div class="hint-bar">
            <button class="hint-button" on:click=move |_| ask()
                disabled=move || asking() || !history.with(|h| may_ask_hint(h, ai_thinking.get()))
                aria-busy=move || asking().to_string() aria-keyshortcuts="H"
                title=move || format!("Ask the AI ({}) for a move here, without playing it (H)", level())>
                <Show when=asking>
                    <span class="spinner" aria-hidden="true"></span>
                </Show>
                {move || if asking() { "Thinking…" } else { "Hint" }}
            </button>
            <p class="hint-info" role="status" aria-live="polite"
                class:empty=move || hint.with(|s| s.words().is_none()) && count() == 0>
                <span class="hint-words">{words}</span>
                <Show when=move || { count() > 0 }>
                    <span class="hints-used muted">{move || format!("Hints used: {}", count())}</span>
                </Show>
            </p>
        </div>
    }
}
