//! The zoom toolbar under the picture: the minimap, zoom out and in, the whole board, and
//! the zoom level (announced politely).

use super::frame;
use crate::engine::chirality::board::Board;
use crate::i18n::Msg;
use crate::ui::boards::common::view::PanZoom;
use crate::ui::lang::tr;
use leptos::prelude::*;
use std::sync::Arc;

/// The `div.zoom-controls` toolbar of a picture panned and zoomed by `pz`.
#[component]
pub(super) fn ZoomControls(pz: PanZoom, board: Arc<Board>) -> impl IntoView {
    view! {
        <div class="zoom-controls" role="toolbar" aria-label=tr(Msg::Zoom)>
            {frame::minimap(pz, board)}
            <button type="button" aria-label=tr(Msg::ZoomOut) on:click=move |_| pz.zoom_by(1.0 / 1.4)>"−"</button>
            <button type="button" aria-label=tr(Msg::ZoomIn) on:click=move |_| pz.zoom_by(1.4)>"+"</button>
            <button type="button" aria-label=tr(Msg::WholeBoardLabel) on:click=move |_| pz.reset()>{tr(Msg::WholeBoard)}</button>
            <span class="zoom-level" aria-live="polite">{move || format!("{:.0}%", pz.view.get().zoom * 100.0)}</span>
        </div>
    }
}
