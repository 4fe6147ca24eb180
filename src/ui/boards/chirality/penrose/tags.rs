//! Tiles' names on the picture, so that a text speaking of "A6" or "C13-C8" can be found on
//! the board:
//! - every tile's name while coordinates are on ([`super::overlays::Overlays::names`]), under the
//!   pieces;
//! - a tag on each tile the page's text names: a page (a Chirality lesson or puzzle)
//!   provides its words as a [`NamedTiles`] context;
//! - a tag on the tile last tapped or clicked, so a phone shows any tile's name.

use super::layers::pt;
use crate::docs::markup::escape;
use crate::engine::chirality::board::{Board, TileId};
use leptos::prelude::*;
use std::fmt::Write;
use std::sync::Arc;

/// The words on the page around a board (its task, its feedback): every tile they name is
/// tagged with its name.
#[derive(Clone, Copy)]
pub struct NamedTiles(pub Signal<String>);

/// Every tile's name, at its centre (one piece of markup: 300 labels as views would slow
/// the page's opening).
pub fn all_names(board: &Board) -> impl IntoView {
    let mut names = String::new();
    for t in board.tiles() {
        let [x, y] = pt(t.centroid);
        let _ = write!(
            names,
            r#"<text class="ov-name" x="{x:.2}" y="{:.2}" text-anchor="middle">{}</text>"#,
            y + 1.0,
            escape(&t.name)
        );
    }
    view! { <g class="ov ov-names" aria-hidden="true" inner_html=names></g> }
}

/// A name tag, above the pieces, on each tile the context's text names and on the
/// `tapped` tile.
pub fn name_tags(board: Arc<Board>, tapped: RwSignal<Option<TileId>>) -> impl IntoView {
    let text = use_context::<NamedTiles>();
    move || {
        let mut tiles = text
            .map(|NamedTiles(t)| t.with(|t| board.tiles_named_in(t)))
            .unwrap_or_default();
        let last = tapped
            .get()
            .filter(|&t| t < board.tiles().len() && !tiles.contains(&t));
        tiles.extend(last);
        let tags = tiles
            .into_iter()
            .map(|id| tag(&board, id, Some(id) == last))
            .collect_view();
        view! { <g class="name-tags" aria-hidden="true">{tags}</g> }
    }
}

/// One tile's name in a pill just below its centre (a piece stands on the centre).
fn tag(board: &Board, id: TileId, tapped: bool) -> impl IntoView {
    let t = board.tile(id);
    let [x, y] = pt(t.centroid);
    let width = 1.6 + 1.9 * t.name.len() as f64;
    view! {
        <g class="name-tag" class:tapped=tapped data-name=t.name.clone() transform=format!("translate({x:.2},{:.2})", y + 3.4)>
            <rect x=-width / 2.0 y="-1.9" width=width height="3.8" rx="1.9"></rect>
            <text y="1.05" text-anchor="middle">{t.name.clone()}</text>
        </g>
    }
}
