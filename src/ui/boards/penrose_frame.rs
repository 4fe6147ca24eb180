//! Starting a Penrose board framed on an area: a page (the Chirality tutorial) provides
//! the tiles its lesson is about as a [`FrameTiles`] context, and every Penrose board in
//! it starts centred on them, zoomed just enough that tiles are comfortable to tap on a
//! narrow screen (on a wide one the whole board already is, and stays in view).

use super::layers::pt;
use super::view::{PanZoom, View};
use crate::engine::chirality::board::{Board, TileId};
use leptos::prelude::*;
use std::sync::Arc;

/// The tiles boards inside this context start framed on (empty: the whole board).
#[derive(Clone, Copy)]
pub struct FrameTiles(pub Signal<Vec<TileId>>);

/// The smallest tile edge on screen, CSS pixels, a framed board zooms to.
const MIN_EDGE_PX: f64 = 30.0;
/// A tile's edge in picture units (see [`pt`]).
const EDGE: f64 = 10.0;

/// The view centred on `tiles`, zoomed so a tile edge is at least [`MIN_EDGE_PX`] on a
/// picture `width_px` wide whose viewBox is `radius` either side of 0; the whole board
/// when it needs no zoom or there are no tiles.
pub fn framing(board: &Board, tiles: &[TileId], radius: f64, width_px: f64) -> View {
    let px_per_unit = width_px / (2.0 * radius);
    let zoom = MIN_EDGE_PX / (EDGE * px_per_unit.max(1e-9));
    let points: Vec<[f64; 2]> = tiles
        .iter()
        .filter(|&&t| t < board.tiles().len())
        .map(|&t| pt(board.tile(t).centroid))
        .collect();
    if zoom <= 1.0 || points.is_empty() {
        return View::default();
    }
    let bound =
        |i: usize, f: fn(f64, f64) -> f64, start: f64| points.iter().map(|p| p[i]).fold(start, f);
    let centre =
        [0, 1].map(|i| (bound(i, f64::min, f64::MAX) + bound(i, f64::max, f64::MIN)) / 2.0);
    View { zoom, centre }.pan([0.0, 0.0], radius)
}

/// Frames the picture `svg` of `board` on the context's tiles whenever they change, if a
/// [`FrameTiles`] context is present.
pub fn follow(board: Arc<Board>, pz: PanZoom, svg: NodeRef<leptos::svg::Svg>) {
    let Some(FrameTiles(tiles)) = use_context::<FrameTiles>() else {
        return;
    };
    Effect::new(move |_| {
        let tiles = tiles.get();
        // Not laid out (hidden): leave the view alone.
        let Some(width) = svg
            .get()
            .map(|el| f64::from(el.client_width()))
            .filter(|&w| w >= 1.0)
        else {
            return;
        };
        pz.view.set(framing(&board, &tiles, pz.radius, width));
    });
}
