//! The Chirality board picture: a Penrose P3 disc drawn from the board API, reusable by
//! the Boards page and the Chirality play screen.
//!
//! - Thick and Thin tiles in two calm tones; the Throne, Stars, Moats and Gates marked by
//!   tint and outline (CSS classes `throne`, `star`, `moat`, `gate` on each tile), with a
//!   high-contrast variant under `prefers-contrast: more`.
//! - Optional overlays ([`Overlays`]): Moats, Deep Moats, rings, halves, Gates, names,
//!   and the selected tile's neighbours.
//! - Pan and zoom by wheel, drag, pinch, and keys (+ − 0, Shift+arrows); Thin tiles have
//!   enlarged invisible touch targets.
//! - Keyboard: Tab enters the board (one tab stop), arrows move to the neighbouring tile
//!   in that direction, Home goes to the Throne, Enter or Space activates. Every tile is
//!   a `role="button"` with a label such as "A7: Thin, Moat of Star B-1, Gate 3".
//! - Each tile is a `g.tile[data-tile][data-name]` holding a `polygon.face`; its
//!   `data-edge-neighbours` and `data-vertex-neighbours` give the engine's counts.

pub mod frame;
pub mod layers;
mod looks;
pub mod view;

use crate::engine::chirality::board::{Board, StarId, TileId, TileKind};
use layers::*;
use leptos::prelude::*;
use std::sync::Arc;
use view::PanZoom;
use wasm_bindgen::JsCast;

/// Which teaching overlays are shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overlays {
    /// Outline every Moat tile.
    pub moats: bool,
    /// Outline the Deep Moat tiles beyond the Moats.
    pub deep_moats: bool,
    /// Circles through each ring's Stars, with ring numbers.
    pub rings: bool,
    /// Tint the half of the board on this Star's side and outline its Gates.
    pub halves: Option<StarId>,
    /// Outline and number the Gates.
    pub gates: bool,
    /// Every tile's name.
    pub names: bool,
    /// The selected tile's edge and corner neighbours.
    pub neighbours: bool,
}

/// The Penrose board picture.
///
/// Reuse: pass the board; read or set the selection through `selected`; hear clicks and
/// Enter/Space through `on_activate`; add per-tile classes (targets, last move) through
/// `tile_class`; draw pieces as `children` (SVG, in the picture's units: see
/// [`layers::pt`], 10 per edge length, y down).
#[component]
pub fn PenroseBoard(
    /// The board to draw (a built-in one: `Arc::new(Board::r2().clone())`).
    board: Arc<Board>,
    /// Overlays to show (none by default).
    #[prop(into, optional)]
    overlays: Signal<Overlays>,
    /// The selected tile; clicking or Enter on a tile sets it.
    #[prop(optional)]
    selected: Option<RwSignal<Option<TileId>>>,
    /// Called with the tile that was clicked or activated by the keyboard.
    #[prop(optional)]
    on_activate: Option<Callback<TileId>>,
    /// Extra CSS classes for a tile (read reactively).
    #[prop(optional)]
    tile_class: Option<Callback<TileId, String>>,
    /// What is on a tile, added to its accessible name (read reactively).
    #[prop(optional)]
    tile_text: Option<Callback<TileId, String>>,
    /// A pointer goes down on a tile: return true to take the press (a piece picked up
    /// for dragging) instead of panning the picture.
    #[prop(optional)]
    on_press: Option<Callback<(TileId, web_sys::PointerEvent), bool>>,
    /// The picture's accessible name.
    #[prop(into, optional)]
    label: Option<String>,
    /// The tiles a narrow screen zooms on (the selected piece and its targets; see
    /// [`frame::follow_close_up`]).
    #[prop(optional)]
    close_up: Option<Signal<Vec<TileId>>>,
    /// SVG drawn above the tiles and overlays, inside the pan-and-zoom group.
    #[prop(optional)]
    children: Option<ChildrenFn>,
) -> impl IntoView {
    let selected = selected.unwrap_or_else(|| RwSignal::new(None));
    let names = Arc::new(star_names(&board));
    let radius = view_radius(&board);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let pz = PanZoom::new(svg_ref, radius);
    let first = board.throne().map_or(0, |t| t.tiles[0]);
    let focus = RwSignal::new(first);
    let label = label.unwrap_or_else(|| format!("Chirality board {}", board.name()));
    let width = super::resize::observed_width(svg_ref);
    frame::follow(board.clone(), pz, width);
    if let Some(tiles) = close_up {
        frame::follow_close_up(board.clone(), pz, width, tiles);
    }

    let activate = move |id: TileId| {
        selected.set(Some(id));
        if let Some(cb) = on_activate {
            cb.run(id);
        }
    };
    let focus_tile = {
        let board = board.clone();
        move |id: TileId| {
            focus.set(id);
            pz.reveal(pt(board.tile(id).centroid));
            if let Some(el) = svg_ref.get_untracked().and_then(|s| {
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
    let on_key = {
        let board = board.clone();
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
                ("Home", _) => focus_tile(first),
                ("Enter" | " ", _) => activate(focus.get_untracked()),
                _ => return,
            }
            e.prevent_default();
        }
    };

    let base: Arc<[String]> = (0..board.tiles().len())
        .map(|id| base_class(&board, id))
        .collect();
    let labels: Arc<[String]> = (0..board.tiles().len())
        .map(|id| tile_label(&board, &names, id))
        .collect();
    let looks = super::per_cell::per_cell(board.tiles().len(), move |id| {
        let pressed = selected.get() == Some(id);
        let mut class = tile_class.map(|f| f.run(id)).unwrap_or_default();
        if pressed {
            class.push_str(" selected");
        }
        looks::Looks {
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
                            activate(id);
                        }
                    }>
                    <polygon class="face" points=points(&t.vertices)></polygon>
                    {hit}
                </g>
            }
        })
        .collect_view();

    let ov = Memo::new(move |_| overlays.get());
    let layer = |b: &Arc<Board>, f: fn(&Board) -> AnyView, on: fn(&Overlays) -> bool| {
        let b = b.clone();
        move || ov.with(on).then(|| f(&b))
    };
    let moats = layer(&board, |b| moat_layer(b).into_any(), |o| o.moats);
    let deep = layer(&board, |b| deep_moat_layer(b).into_any(), |o| o.deep_moats);
    let rings = layer(&board, |b| ring_layer(b).into_any(), |o| o.rings);
    let gates = layer(&board, |b| gate_layer(b).into_any(), |o| o.gates);
    let tile_names = layer(&board, |b| name_layer(b).into_any(), |o| o.names);
    let halves = {
        let (b, names) = (board.clone(), names.clone());
        move || ov.with(|o| o.halves).map(|s| half_layer(&b, &names, s))
    };
    let neighbours = {
        let b = board.clone();
        move || {
            let id = selected.get()?;
            (ov.with(|o| o.neighbours) && id < b.tiles().len()).then(|| neighbour_layer(&b, id))
        }
    };
    let selection = {
        let b = board.clone();
        move || {
            let id = selected.get().filter(|&i| i < b.tiles().len())?;
            Some(
                view! { <polygon class="ov-selected" points=points(&b.tile(id).vertices)></polygon> },
            )
        }
    };

    // The keyboard focus, drawn above every tile (CSS shows it while a tile has focus).
    let focus_ring = {
        let b = board.clone();
        move || {
            let id = focus.get();
            (id < b.tiles().len()).then(|| {
                view! { <polygon class="ov-focus" points=points(&b.tile(id).vertices)></polygon> }
            })
        }
    };

    let vb = format!(
        "{:.2} {:.2} {:.2} {:.2}",
        -radius,
        -radius,
        2.0 * radius,
        2.0 * radius
    );
    view! {
        <div class="penrose">
            <svg node_ref=svg_ref class="penrose-board" class:zoomed=move || { pz.view.get().zoom > 1.01 }
                viewBox=vb role="group" aria-label=label
                aria-roledescription="board"
                on:keydown=on_key
                on:wheel=move |e| pz.on_wheel(e)
                on:pointerdown=move |e| pz.on_down(&e)
                on:pointermove=move |e| pz.on_move(&e)
                on:pointerup=move |e| pz.on_up(&e)
                on:pointercancel=move |e| pz.on_up(&e)>
                <g class="pz" transform=move || pz.view.get().transform()>
                    <g class="tiles">{tiles}</g>
                    <g class="overlays" aria-hidden="true">
                        {halves}{moats}{deep}{rings}{gates}{neighbours}{selection}{tile_names}{focus_ring}
                    </g>
                    {children.map(|c| view! { <g class="pieces">{c()}</g> })}
                </g>
            </svg>
            <div class="zoom-controls" role="toolbar" aria-label="Zoom">
                {frame::minimap(pz, &board)}
                <button type="button" aria-label="Zoom out" on:click=move |_| pz.zoom_by(1.0 / 1.4)>"−"</button>
                <button type="button" aria-label="Zoom in" on:click=move |_| pz.zoom_by(1.4)>"+"</button>
                <button type="button" aria-label="Show the whole board" on:click=move |_| pz.reset()>"Whole board"</button>
                <span class="zoom-level" aria-live="polite">{move || format!("{:.0}%", pz.view.get().zoom * 100.0)}</span>
            </div>
        </div>
    }
}
