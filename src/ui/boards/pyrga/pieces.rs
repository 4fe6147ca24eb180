//! The pictures of Pyrga's pieces: the towers as drawn on the board (Square, then
//! Triangle, then Cylinder, so all three stay visible), the tray's shapes, and still
//! pictures of a position (the saves list, the rules diagrams; the home page's is markup).

use super::geometry::{centre, triangle_points};
use crate::engine::pyrga::{Dir, Pyrga, PyrgaMove, Shape, Tower};
use crate::engine::{Game, GameId, Turn};
use leptos::prelude::*;

/// A player's colour class ("white").
pub(super) fn owner_class(owner: u8) -> &'static str {
    if owner == 0 {
        "white"
    } else {
        "black"
    }
}

/// A shape's name ("Square").
pub(super) fn shape_name(shape: Shape) -> &'static str {
    match shape {
        Shape::Square => "Square",
        Shape::Triangle => "Triangle",
        Shape::Cylinder => "Cylinder",
    }
}

/// Draws the pieces of one tower.
pub fn tower_pieces(cell: usize, t: Tower, last: Option<PyrgaMove>) -> impl IntoView {
    let (cx, cy) = centre(cell);
    let is_last = |s: Shape| last.is_some_and(|m| m.cell() == cell && m.shape() == s);
    let square = t.pieces[0].map(|o| {
        view! {
            <rect class=format!("piece square {}", owner_class(o)) class:last=is_last(Shape::Square)
                x=cx - 36.0 y=cy - 36.0 width="72" height="72" rx="7"></rect>
        }
    });
    let triangle = t.pieces[1].map(|o| view! {
        <polygon class=format!("piece triangle {}", owner_class(o)) class:last=is_last(Shape::Triangle)
            points=triangle_points((cx, cy), t.triangle.unwrap_or(Dir::North), 30.0)></polygon>
    });
    let cylinder = t.pieces[2].map(|o| view! {
        <g class=format!("piece cylinder {}", owner_class(o)) class:last=is_last(Shape::Cylinder)>
            <circle cx=cx cy=cy r="14"></circle>
            <circle class="rim" cx=cx cy=cy r="8"></circle>
        </g>
    });
    let badge = t.controller().map(|c| {
        view! {
            <g class=format!("badge {}", owner_class(c))>
                <circle cx=cx + 33.0 cy=cy - 33.0 r="10"></circle>
                <text x=cx + 33.0 y=cy - 29.0 text-anchor="middle">{move || crate::ui::words::seat(GameId::Pyrga, c).chars().next().map(String::from)}</text>
            </g>
        }
    });
    view! { {square} {triangle} {cylinder} {badge} }
}

/// The player to move (White once the game is over).
pub(super) fn mover(g: &Pyrga) -> u8 {
    match g.turn() {
        Turn::Player(p) => p,
        _ => 0,
    }
}

/// A tray shape of `owner`'s drawn about `(cx, cy)`, `k` times the tray icon's size.
pub fn shape_icon(shape: Shape, owner: u8, [cx, cy]: [f64; 2], k: f64) -> AnyView {
    let class = format!(
        "piece {} {}",
        shape_name(shape).to_ascii_lowercase(),
        owner_class(owner)
    );
    match shape {
        Shape::Square => view! { <rect class=class x=cx - 16.0 * k y=cy - 16.0 * k width=32.0 * k height=32.0 * k rx=4.0 * k></rect> }.into_any(),
        Shape::Triangle => view! { <polygon class=class points=triangle_points((cx, cy + 2.0 * k), Dir::North, 17.0 * k)></polygon> }.into_any(),
        Shape::Cylinder => view! { <circle class=class cx=cx cy=cy r=13.0 * k></circle> }.into_any(),
    }
}

/// The home page's picture of Pyrga: what [`position_picture`] draws after Cb2 Sb2 Sc2 Cc1
/// Tc1n, kept as markup (`thumbnail.svg`) so that the home page's build carries neither
/// Pyrga's engine nor the board's drawing code.
pub fn thumbnail() -> impl IntoView {
    view! {
        <svg class="thumb-svg board pyrga-thumb" viewBox="-6 -6 412 412"
            inner_html=include_str!("thumbnail.svg")></svg>
    }
}

/// A small static picture of a position.
pub fn position_picture(g: &Pyrga) -> impl IntoView {
    view! {
        <svg class="thumb-svg board pyrga-thumb" viewBox="-6 -6 412 412">
            <rect class="board-bg" x="-4" y="-4" width="408" height="408" rx="14"></rect>
            {position_cells(g)}
        </svg>
    }
}

/// The cells and towers of a position, static (board units: 100 per cell, a4 at the
/// top left).
pub fn position_cells(g: &Pyrga) -> impl IntoView {
    (0..16)
        .map(|cell| {
            let (cx, cy) = centre(cell);
            view! {
                <rect class="cell-bg" x=cx - 46.0 y=cy - 46.0 width="92" height="92" rx="10"></rect>
                {tower_pieces(cell, g.tower(cell), g.last_move())}
            }
        })
        .collect_view()
}
