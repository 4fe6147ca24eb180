//! A minimap for any pan-and-zoom picture: the picture in small with the visible area
//! outlined, shown while zoomed; a tap on it shows the whole picture again.

use super::view::{PanZoom, View};
use crate::i18n::Msg;
use crate::ui::lang::tr;
use leptos::prelude::*;

/// A minimap button of class `class` for any pan-and-zoom picture: the view `picture`
/// makes (in the picture's own units, centred on 0) in small, with the visible area
/// outlined; shown while zoomed. A tap on it shows the whole picture again. The picture is
/// made the first time the view is zoomed, not while the page opens.
pub fn minimap_of<V: IntoView + 'static>(
    pz: PanZoom,
    class: &'static str,
    picture: impl Fn() -> V + Send + Sync + 'static,
) -> impl IntoView {
    let zoomed_once = Memo::new(move |before: Option<&bool>| {
        before.copied().unwrap_or(false) || pz.view.with(|v| v.zoom > 1.01)
    });
    // The view is reset whenever the picture's extent changes, so reading it tracks both.
    let vb = move || {
        let [hx, hy] = pz.view.with(|_| pz.half());
        format!("{:.2} {:.2} {:.2} {:.2}", -hx, -hy, 2.0 * hx, 2.0 * hy)
    };
    let rect = move |f: fn(&View, [f64; 2]) -> f64| move || pz.view.with(|v| f(v, pz.half()));
    view! {
        <button type="button" class=class hidden=move || pz.view.get().zoom <= 1.01
            on:click=move |_| pz.reset() aria-label=tr(Msg::MinimapLabel)>
            <svg viewBox=vb aria-hidden="true">
                {move || zoomed_once.get().then(&picture)}
                <rect class="minimap-view"
                    x=rect(|v, h| v.centre[0] - h[0] / v.zoom) y=rect(|v, h| v.centre[1] - h[1] / v.zoom)
                    width=rect(|v, h| 2.0 * h[0] / v.zoom) height=rect(|v, h| 2.0 * h[1] / v.zoom)></rect>
            </svg>
        </button>
    }
}
