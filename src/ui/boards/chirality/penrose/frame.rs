//! Framing a Penrose board on an area, for narrow screens where the whole board's tiles are
//! too small to tap:
//! - a page (a Chirality lesson) provides the tiles its lesson is about as a
//!   [`FrameTiles`] context, and every Penrose board in it starts centred on them, zoomed
//!   just enough that tiles are comfortable to tap (on a wide screen the whole board
//!   already is, and stays in view);
//! - the play board's close-up ([`close_up_view`]): the selected piece and its targets,
//!   zoomed so every tile is at least [`TAP_EDGE_PX`], and back to the player's own view
//!   when the selection ends;
//! - a [`minimap`] of the whole board with the visible area outlined, shown while zoomed,
//!   so the player always sees where they are; a tap on it shows the whole board again.

use super::layers::{points, pt};
use crate::engine::chirality::board::{Board, TileId};
use crate::ui::boards::common::minimap::minimap_of;
use crate::ui::boards::common::view::{PanZoom, View};
use leptos::prelude::*;
use std::sync::Arc;

/// The tiles boards inside this context start framed on (empty: the whole board).
#[derive(Clone, Copy)]
pub struct FrameTiles(pub Signal<Vec<TileId>>);

/// The smallest tile edge on screen, CSS pixels, a framed board zooms to; a finger's tap
/// on smaller tiles zooms in (to [`TAP_EDGE_PX`]) instead of choosing one.
pub const MIN_EDGE_PX: f64 = 30.0;
/// The tile edge on screen, CSS pixels, that makes every tile a comfortable tap: the
/// narrowest box of any tile (a Thin one's with its widened touch area) is then over 32 px.
pub const TAP_EDGE_PX: f64 = 38.0;
/// A tile's edge in picture units (see [`pt`]).
pub const EDGE: f64 = 10.0;

/// The view centred on `tiles`, zoomed so a tile edge is at least [`MIN_EDGE_PX`] on a
/// picture `width_px` wide whose viewBox is `radius` either side of 0; the whole board
/// when it needs no zoom or there are no tiles.
pub fn framing(board: &Board, tiles: &[TileId], radius: f64, width_px: f64) -> View {
    framed(board, tiles, radius, width_px, MIN_EDGE_PX)
}

/// Like [`framing`], with tile edges of at least [`TAP_EDGE_PX`].
pub fn close_up(board: &Board, tiles: &[TileId], radius: f64, width_px: f64) -> View {
    framed(board, tiles, radius, width_px, TAP_EDGE_PX)
}

fn framed(board: &Board, tiles: &[TileId], radius: f64, width_px: f64, edge_px: f64) -> View {
    let px_per_unit = width_px / (2.0 * radius);
    let zoom = edge_px / (EDGE * px_per_unit.max(1e-9));
    let points: Vec<[f64; 2]> = tiles
        .iter()
        .filter(|&&t| t < board.tiles().len())
        .map(|&t| pt(board.tile(t).centroid))
        .collect();
    if zoom <= 1.0 || points.is_empty() {
        return View::default();
    }
    View::around(&points, zoom, [radius; 2])
}

/// Frames the picture of `board` (`width` CSS pixels wide) on the context's tiles whenever
/// they change, if a [`FrameTiles`] context is present.
pub fn follow(board: Arc<Board>, pz: PanZoom, width: Signal<f64>) {
    let Some(FrameTiles(tiles)) = use_context::<FrameTiles>() else {
        return;
    };
    Effect::new(move |_| {
        let tiles = tiles.get();
        // Not laid out (hidden): leave the view alone.
        let width = width.get();
        if width < 1.0 {
            return;
        }
        pz.view.set(framing(&board, &tiles, pz.half()[0], width));
    });
}

/// The view that frames `tiles` (the selected piece and its targets) on the picture of
/// `board` (`width` CSS pixels wide) while the whole board's tiles are too small to tap,
/// for [`PanZoom::follow_close_up`]; `None` for wide pictures, which are left alone.
pub fn close_up_view(
    board: Arc<Board>,
    pz: PanZoom,
    width: Signal<f64>,
    tiles: Signal<Vec<TileId>>,
) -> Signal<Option<View>> {
    Signal::derive(move || {
        let width = width.get_untracked();
        let view = tiles.with(|t| close_up(&board, t, pz.half()[0], width));
        (width >= 1.0 && view.zoom > 1.0).then_some(view)
    })
}

/// The whole board in small (its tiles' outlines), with the visible area outlined; shown
/// while the picture is zoomed. A tap on it shows the whole board again.
pub fn minimap(pz: PanZoom, board: Arc<Board>) -> impl IntoView {
    // One piece of markup: 300 polygons as views would slow the page's opening.
    let tiles = move || -> String {
        board
            .tiles()
            .iter()
            .map(|t| {
                format!(
                    r#"<polygon class="{}" points="{}"></polygon>"#,
                    t.kind.as_str(),
                    points(&t.vertices)
                )
            })
            .collect()
    };
    minimap_of(pz, "penrose-minimap", move || {
        view! { <g class="minimap-tiles" inner_html=tiles()></g> }
    })
}
