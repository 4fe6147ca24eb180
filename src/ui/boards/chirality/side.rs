//! The Chirality board's side panel: the players' tray with the Muster button, the threats
//! toggle and summary, the capture explainer and the captures said aloud.

use super::play::{Mode, Play};
use super::{explain, pieces};
use crate::i18n::Msg;
use crate::table::picker::Source;
use crate::ui::lang::tr;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The panel beside the board (`div.chirality-side`).
#[component]
pub(super) fn SidePanel(play: Play) -> impl IntoView {
    let Play {
        state,
        picker,
        mode,
        threats_on,
        step,
        log,
        shown,
        mover,
        interactive,
        ..
    } = play;
    let on_muster = Callback::new(move |on: bool| {
        picker.update(|p| p.select(on.then_some(Source::Hand(0))));
        if on {
            request_animation_frame(reveal_targets);
        }
    });
    view! {
        <div class="chirality-side board-extra">
            {pieces::tray(state, mover, interactive, mode_is_muster(mode), on_muster)}
            <label class="toggle">
                <input type="checkbox" prop:checked=move || threats_on.get()
                    on:change=move |e| threats_on.set(event_target_checked(&e))/>
                " "{tr(Msg::ChiralityShowThreats)}
            </label>
            {move || threats_on.get().then(|| state.with(explain::threat_summary))}
            {explain::explainer(state, log, shown, step)}
            <p class="visually-hidden" aria-live="assertive">{move || log.with(|l| {
                l.last().map(|t| explain::captures_said(&t.report)).unwrap_or_default()
            })}</p>
        </div>
    }
}

/// Whether the reserve is picked up (the Muster button is pressed).
fn mode_is_muster(mode: Memo<Mode>) -> Signal<bool> {
    Signal::derive(move || mode.get() == Mode::Muster)
}

/// The top and bottom of an element on screen, in CSS pixels.
fn screen_span(el: &web_sys::Element) -> Option<(f64, f64)> {
    let rect: js_sys::Function = js_sys::Reflect::get(el, &"getBoundingClientRect".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let r = rect.call0(el).ok()?;
    let side = |k: &str| js_sys::Reflect::get(&r, &k.into()).ok()?.as_f64();
    Some((side("top")?, side("bottom")?))
}

/// Scrolls the page so that the lit tiles are in view (on a phone the Muster button sits
/// below the board, which may be scrolled out of sight), centring them if they are not.
fn reveal_targets() {
    let Ok(list) = document().query_selector_all(".penrose-board g.tile.target") else {
        return;
    };
    let spans: Vec<(f64, f64)> = (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| screen_span(n.unchecked_ref()))
        .collect();
    let top = spans.iter().map(|s| s.0).fold(f64::INFINITY, f64::min);
    let bottom = spans.iter().map(|s| s.1).fold(f64::NEG_INFINITY, f64::max);
    let height = window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    if spans.is_empty() || (top >= 0.0 && bottom <= height) {
        return;
    }
    window().scroll_by_with_x_and_y(0.0, (top + bottom - height) / 2.0);
}
