//! The overlay group drawn above the tiles: the teaching layers the [`Overlays`] switch on
//! (each redrawn only when its own switch changes), the selected tile's outline and the
//! keyboard focus ring.

use super::layers::*;
use crate::engine::chirality::board::{Board, StarId, TileId};
use leptos::prelude::*;
use std::sync::Arc;

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

/// The `g.overlays` group (hidden from screen readers): halves, Moats, Deep Moats, rings,
/// Gates, neighbours, the selection and the focus ring, in that order.
#[component]
pub(super) fn OverlayLayer(
    board: Arc<Board>,
    /// The Stars' display names (for the halves' labels).
    names: Arc<Vec<String>>,
    /// The teaching layers to show.
    overlays: Signal<Overlays>,
    /// The selected tile: outlined, and its neighbours when asked.
    selected: Signal<Option<TileId>>,
    /// The tile with the keyboard focus: ringed.
    focus: RwSignal<TileId>,
) -> impl IntoView {
    let ov = Memo::new(move |_| overlays.get());
    let layer = |b: &Arc<Board>, f: fn(&Board) -> AnyView, on: fn(&Overlays) -> bool| {
        let b = b.clone();
        move || ov.with(on).then(|| f(&b))
    };
    let moats = layer(&board, |b| moat_layer(b).into_any(), |o| o.moats);
    let deep = layer(&board, |b| deep_moat_layer(b).into_any(), |o| o.deep_moats);
    let rings = layer(&board, |b| ring_layer(b).into_any(), |o| o.rings);
    let gates = layer(&board, |b| gate_layer(b).into_any(), |o| o.gates);
    let halves = {
        let b = board.clone();
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
    let focus_ring = move || {
        let id = focus.get();
        (id < board.tiles().len()).then(|| {
            view! { <polygon class="ov-focus" points=points(&board.tile(id).vertices)></polygon> }
        })
    };

    view! {
        <g class="overlays" aria-hidden="true">
            {halves}{moats}{deep}{rings}{gates}{neighbours}{selection}{focus_ring}
        </g>
    }
}
