//! The tiles' hit targets: one `g.tile` button per tile (its face and, for a Thin tile, an
//! enlarged invisible touch target) with a roving tabindex, the press, drag and click
//! handlers and each tile's changing looks; and the board's keys, which move that focus.

use super::frame;
use super::layers::{base_class, points, pt, step, tile_label, widened};
use super::looks::Looks;
use crate::engine::chirality::board::{Board, TileId, TileKind};
use crate::ui::boards::common::view::PanZoom;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// Every tile as a `role="button"` in `g.tiles`, Thick tiles first so the Thin tiles'
/// enlarged touch targets lie on top. A click (not a drag, not a tap that zooms in)
/// focuses and activates the tile; a press asks `on_press` first.
#[component]
pub(super) fn Tiles(
    board: Arc<Board>,
    /// The Stars' display names (for the tiles' labels).
    names: Arc<Vec<String>>,
    selected: Signal<Option<TileId>>,
    /// The tile that holds the single Tab stop.
    focus: RwSignal<TileId>,
    pz: PanZoom,
    /// Extra CSS classes for a tile (read reactively).
    tile_class: Option<Callback<TileId, String>>,
    /// What is on a tile, added to its accessible name (read reactively).
    tile_text: Option<Callback<TileId, String>>,
    /// A pointer goes down on a tile: true takes the press (no panning).
    on_press: Option<Callback<(TileId, web_sys::PointerEvent), bool>>,
    /// Selects the clicked tile and tells the board's user.
    activate: Callback<TileId>,
) -> impl IntoView {
    let base: Arc<[String]> = (0..board.tiles().len())
        .map(|id| base_class(&board, id))
        .collect();
    let labels: Arc<[String]> = (0..board.tiles().len())
        .map(|id| tile_label(&board, &names, id))
        .collect();
    let looks = crate::ui::boards::common::per_cell::per_cell(board.tiles().len(), move |id| {
        let pressed = selected.get() == Some(id);
        let mut class = tile_class.map(|f| f.run(id)).unwrap_or_default();
        if pressed {
            class.push_str(" selected");
        }
        Looks {
            class,
            text: tile_text.map(|f| f.run(id)).unwrap_or_default(),
            pressed,
        }
    });
    let focused = Selector::new(move || focus.get());

    // Thick tiles first, so the Thin tiles' enlarged touch targets lie on top.
    let mut order: Vec<TileId> = (0..board.tiles().len()).collect();
    order.sort_by_key(|&i| board.tile(i).kind == TileKind::Thin);
    let tiles = order
        .into_iter()
        .map(|id| {
            let t = board.tile(id);
            let look = looks[id];
            let (base, labels) = (base.clone(), labels.clone());
            let focused = focused.clone();
            let hit = (t.kind == TileKind::Thin)
                .then(|| view! { <polygon class="hit" points=points(&widened(t))></polygon> });
            view! {
                <g class=move || look.with(|l| format!("{} {}", base[id], l.class)) role="button" data-tile=id
                    data-drop=id data-name=t.name.clone()
                    data-edge-neighbours=t.edge_neighbours.len()
                    data-vertex-neighbours=t.vertex_neighbours.len()
                    tabindex=move || if focused.selected(&id) { "0" } else { "-1" }
                    aria-label=move || look.with(|l| if l.text.is_empty() { labels[id].clone() } else { format!("{}, {}", labels[id], l.text) })
                    aria-pressed=move || look.with(|l| l.pressed.to_string())
                    on:focus=move |_| focus.set(id)
                    on:pointerdown=move |e| {
                        pz.note_pointer(&e);
                        if on_press.is_some_and(|f| f.run((id, e.clone()))) {
                            e.stop_propagation();
                        }
                    }
                    on:click=move |e| {
                        let at = [f64::from(e.client_x()), f64::from(e.client_y())];
                        if !pz.was_drag() && !pz.tap_zoom(at, frame::EDGE, frame::MIN_EDGE_PX, frame::TAP_EDGE_PX) {
                            focus.set(id);
                            activate.run(id);
                        }
                    }>
                    <polygon class="face" points=points(&t.vertices)></polygon>
                    {hit}
                </g>
            }
        })
        .collect_view();
    view! { <g class="tiles">{tiles}</g> }
}

/// The picture's keys: arrows move the focus to the neighbouring tile that way (with
/// Shift they pan), + − 0 zoom, Home goes to `home`, Enter or Space activates the focused
/// tile. A key it uses has its default prevented.
pub(super) fn on_key(
    board: Arc<Board>,
    svg: NodeRef<leptos::svg::Svg>,
    pz: PanZoom,
    focus: RwSignal<TileId>,
    home: TileId,
    activate: Callback<TileId>,
) -> impl Fn(leptos::ev::KeyboardEvent) + 'static {
    let focus_tile = {
        let board = board.clone();
        move |id: TileId| {
            focus.set(id);
            pz.reveal(pt(board.tile(id).centroid));
            if let Some(el) = svg.get_untracked().and_then(|s| {
                s.query_selector(&format!("[data-tile='{id}']"))
                    .ok()
                    .flatten()
            }) {
                if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                    let _ = el.focus();
                }
            }
        }
    };
    move |e: leptos::ev::KeyboardEvent| {
        let dir = match e.key().as_str() {
            "ArrowUp" => Some([0.0, 1.0]),
            "ArrowDown" => Some([0.0, -1.0]),
            "ArrowLeft" => Some([-1.0, 0.0]),
            "ArrowRight" => Some([1.0, 0.0]),
            _ => None,
        };
        match (e.key().as_str(), dir) {
            (_, Some(d)) if e.shift_key() => pz.nudge(-d[0], d[1]),
            (_, Some(d)) => {
                if let Some(next) = step(&board, focus.get_untracked(), d) {
                    focus_tile(next);
                }
            }
            ("+" | "=", _) => pz.zoom_by(1.4),
            ("-" | "_", _) => pz.zoom_by(1.0 / 1.4),
            ("0", _) => pz.reset(),
            ("Home", _) => focus_tile(home),
            ("Enter" | " ", _) => activate.run(focus.get_untracked()),
            _ => return,
        }
        e.prevent_default();
    }
}
