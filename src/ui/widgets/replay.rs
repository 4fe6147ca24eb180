//! Replay: step through the game (first, previous, next, last; keys ← → Home End when the
//! focus is not on the board, a field or a dialog) and branch a new game from the move on
//! the board ("Play from here"). Stepping never deletes moves; the table has the AI wait
//! while an earlier move is shown.

use super::PanelHistory;
use crate::i18n::Msg;
use crate::persist::history::History;
use crate::ui::lang::tr;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Whether a page shortcut key belongs to something else: it was handled already, has a
/// modifier, is typed into a field, or a dialog is open.
pub(super) fn shortcut_is_taken(e: &web_sys::KeyboardEvent) -> bool {
    if e.default_prevented() || e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
        return true;
    }
    if document().query_selector(".modal").ok().flatten().is_some() {
        return true;
    }
    key_target(e).is_some_and(|target| {
        matches!(target.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
            || target
                .closest("[contenteditable=true]")
                .ok()
                .flatten()
                .is_some()
    })
}

fn key_target(e: &web_sys::KeyboardEvent) -> Option<web_sys::Element> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
}

/// Whether a replay key belongs to something else: see [`shortcut_is_taken`]; also the
/// board (its arrows move between squares) and the evaluation graph (its own keys step
/// the same way).
fn key_is_taken(e: &web_sys::KeyboardEvent) -> bool {
    shortcut_is_taken(e)
        || key_target(e).is_some_and(|target| {
            target
                .closest(".board-area, .eval-graph")
                .ok()
                .flatten()
                .is_some()
        })
}

/// The replay buttons, their keys, and "Play from here" (`on_branch`).
#[component]
pub fn ReplayBar(history: PanelHistory, on_branch: Callback<()>) -> impl IntoView {
    let go = move |ply: usize| history.go_to(ply);
    let last = move || history.with_untracked(History::len);
    let cursor = move || history.with_untracked(History::cursor);
    let first = move || go(0);
    let previous = move || go(cursor().saturating_sub(1));
    let next = move || go(cursor() + 1);
    let end = move || go(last());

    let listener = window_event_listener(leptos::ev::keydown, move |e| {
        if key_is_taken(&e) {
            return;
        }
        match e.key().as_str() {
            "ArrowLeft" => previous(),
            "ArrowRight" => next(),
            "Home" => first(),
            "End" => end(),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || listener.remove());

    let at_start = move || history.with(|h| h.cursor() == 0);
    let at_end = move || history.with(|h| !h.is_viewing_past());
    view! {
        <div class="replay" role="group" aria-label=tr(Msg::Replay)>
            <button on:click=move |_| first() disabled=at_start aria-label=tr(Msg::ReplayFirst) title=tr(Msg::ReplayFirstTitle)><svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 3h2v10H3zM13 3v10L6 8z"></path></svg></button>
            <button on:click=move |_| previous() disabled=at_start aria-label=tr(Msg::ReplayPrevious) title=tr(Msg::ReplayPreviousTitle)><svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M12 3v10L5 8z"></path></svg></button>
            <button on:click=move |_| next() disabled=at_end aria-label=tr(Msg::ReplayNext) title=tr(Msg::ReplayNextTitle)><svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 3v10l7-5z"></path></svg></button>
            <button on:click=move |_| end() disabled=at_end aria-label=tr(Msg::ReplayLast) title=tr(Msg::ReplayLastTitle)><svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M11 3h2v10h-2zM3 3v10l7-5z"></path></svg></button>
            <Show when=move || !at_end()>
                <button class="branch" on:click=move |_| on_branch.run(())
                    title=tr(Msg::PlayFromHereTitle)>
                    {tr(Msg::PlayFromHere)}
                </button>
            </Show>
        </div>
    }
}
