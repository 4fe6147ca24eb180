//! The notes under the Pyrga board: when a rule widens or narrows where the next piece
//! may go, and how to point a Triangle waiting for its direction.

use super::geometry::dir_name;
use super::pick::Placing;
use leptos::prelude::*;

/// The fallback (any empty cell), the opening's banned second Square, and, while a Triangle
/// waits, how to choose its direction (by touch, or by mouse and keyboard).
#[component]
pub(super) fn Notes(placing: Placing) -> impl IntoView {
    let Placing { state, pending, .. } = placing;
    view! {
        <Show when=move || state.with(|g| g.fallback_applies()) && state.with(|g| g.last_move().is_some())>
            <p class="hint" role="note">"Nowhere to play where the last piece points, so any empty cell is allowed."</p>
        </Show>
        <Show when=move || state.with(|g| g.square_banned())>
            <p class="hint" role="note">"White opened with a Square, so White's second piece may not be a Square."</p>
        </Show>
        {move || pending.get().map(|(_, dir)| {
            let dir = dir_name(dir);
            view! {
                <p class="hint triangle-hint" role="note">
                    <span class="touch-only">{format!("Tap an arrow to point the Triangle; tap the cell again to point it {dir} (highlighted).")}</span>
                    <span class="mouse-only">{format!("Click an arrow to point the Triangle that way, or choose with the arrow keys and press Enter. Clicking the cell again places it pointing {dir} (the highlighted arrow).")}</span>
                </p>
            }
        })}
    }
}
