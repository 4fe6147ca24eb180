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
//!
//! [`PenroseBoard`] holds the picture and its pan and zoom; its parts are drawn by the
//! tiles' buttons and keys (`tiles`), the overlay group (`overlays`) and the zoom toolbar
//! (`zoom`).

pub mod frame;
pub mod layers;
mod looks;
pub mod overlays;
pub mod tags;
mod tiles;
mod zoom;

use crate::engine::chirality::board::{Board, TileId};
use crate::i18n::Msg;
use crate::ui::boards::common::view::PanZoom;
use crate::ui::lang::tf;
use layers::{star_names, view_radius};
use leptos::prelude::*;
use overlays::{OverlayLayer, Overlays};
use std::sync::Arc;
use tiles::Tiles;
use zoom::ZoomControls;

/// The Penrose board picture.
///
/// Reuse: pass the board; draw a selection of your own through `selected` (else the tile
/// last activated is selected); hear clicks and Enter/Space through `on_activate`; add
/// per-tile classes (targets, last move) through `tile_class`; draw pieces as `children`
/// (SVG, in the picture's units: see [`layers::pt`], 10 per edge length, y down).
#[component]
pub fn PenroseBoard(
    /// The board to draw (a built-in one: `Arc::new(Board::r2().clone())`).
    board: Arc<Board>,
    /// Overlays to show (none by default).
    #[prop(into, optional)]
    overlays: Signal<Overlays>,
    /// The selected tile, outlined (without it, the tile last clicked or activated by the
    /// keyboard).
    #[prop(into, optional)]
    selected: Option<Signal<Option<TileId>>>,
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
    /// [`frame::close_up_view`]).
    #[prop(optional)]
    close_up: Option<Signal<Vec<TileId>>>,
    /// SVG drawn above the tiles and overlays, inside the pan-and-zoom group.
    #[prop(optional)]
    children: Option<ChildrenFn>,
) -> impl IntoView {
    let activated = RwSignal::new(None);
    let selected = selected.unwrap_or_else(|| activated.into());
    let names = Arc::new(star_names(&board));
    let radius = view_radius(&board);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let pz = PanZoom::new(svg_ref, radius);
    let first = board.throne().map_or(0, |t| t.tiles[0]);
    let focus = RwSignal::new(first);
    let label =
        label.unwrap_or_else(|| tf(Msg::ChiralityBoardNamed, &[("board", board.name().into())]));
    let width = crate::ui::boards::common::resize::observed_width(svg_ref);
    frame::follow(board.clone(), pz, width);
    if let Some(tiles) = close_up {
        pz.follow_close_up(frame::close_up_view(board.clone(), pz, width, tiles));
    }

    // The tile last tapped, clicked or activated by a key: its name is shown (`tags`).
    let tapped = RwSignal::new(None);
    let activate = Callback::new(move |id: TileId| {
        activated.set(Some(id));
        tapped.set(Some(id));
        if let Some(cb) = on_activate {
            cb.run(id);
        }
    });
    let on_key = tiles::on_key(board.clone(), svg_ref, pz, focus, first, activate);

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
                    <Tiles board=board.clone() names=names.clone() selected focus pz tile_class
                        tile_text on_press activate/>
                    <OverlayLayer board=board.clone() names overlays selected focus/>
                    {let b = board.clone(); move || overlays.with(|o| o.names).then(|| tags::all_names(&b))}
                    {children.map(|c| view! { <g class="pieces">{c()}</g> })}
                    {tags::name_tags(board.clone(), tapped)}
                </g>
            </svg>
            <ZoomControls pz board/>
        </div>
    }
}
