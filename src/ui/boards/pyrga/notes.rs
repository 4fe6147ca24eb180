//! The notes under the Pyrga board: when a rule widens or narrows where the next piece
//! may go, and how to point a Triangle waiting for its direction.

use super::pick::Placing;
use crate::i18n::Msg;
use crate::ui::lang::{tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// The fallback (any empty cell), the opening's banned second Square, and, while a Triangle
/// waits, how to choose its direction (by touch, or by mouse and keyboard).
#[component]
pub(super) fn Notes(placing: Placing) -> impl IntoView {
    let Placing { state, pending, .. } = placing;
    view! {
        <Show when=move || state.with(|g| g.fallback_applies()) && state.with(|g| g.last_move().is_some())>
            <p class="hint" role="note">{tr(Msg::PyrgaFallbackNote)}</p>
        </Show>
        <Show when=move || state.with(|g| g.square_banned())>
            <p class="hint" role="note">{tr(Msg::PyrgaSquareBannedNote)}</p>
        </Show>
        {move || pending.get().map(|(_, dir)| {
            let args = [("direction", words::direction(dir).into())];
            view! {
                <p class="hint triangle-hint" role="note">
                    <span class="touch-only">{tf(Msg::PyrgaTriangleTouch, &args)}</span>
                    <span class="mouse-only">{tf(Msg::PyrgaTriangleMouse, &args)}</span>
                </p>
            }
        })}
    }
}
