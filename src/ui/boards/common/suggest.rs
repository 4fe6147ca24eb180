//! The marks of a hint (the move the AI suggests), one visual language on every board: a
//! dashed outline around the squares, cells or tiles the move uses and a dashed arrow from
//! where it starts to where it ends, in the hint colour (`--suggest`, reddish purple from
//! the Okabe–Ito palette, never the last move's orange), over a light halo so that it
//! reads on any square. The marks take no clicks. A puzzle's first hint marks only where
//! the move begins: one outline, no arrow.

use leptos::prelude::*;

/// A hint's move as a board marks it: all of it, or only where it begins (the piece to
/// move, or the square, cell or tile a new piece goes to).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Suggestion<M> {
    /// The move.
    pub mv: M,
    /// Whether the whole move is marked, not only where it begins.
    pub whole: bool,
}

/// A dashed outline of the box at `(x, y)` of `w`×`h` (SVG units), corners rounded by `rx`.
pub fn outline(x: f64, y: f64, w: f64, h: f64, rx: f64) -> AnyView {
    view! {
        <g class="suggest-box">
            <rect class="suggest-halo" x=x y=y width=w height=h rx=rx></rect>
            <rect class="suggest-line" x=x y=y width=w height=h rx=rx></rect>
        </g>
    }
    .into_any()
}

/// A dashed outline of the polygon with these SVG `points`.
pub fn outline_points(points: String) -> AnyView {
    view! {
        <g class="suggest-box">
            <polygon class="suggest-halo" points=points.clone()></polygon>
            <polygon class="suggest-line" points=points></polygon>
        </g>
    }
    .into_any()
}

/// A dashed arrow from `from` to `to` (SVG units) for a board whose squares are `size`
/// across: it starts a little off the centre of the first square and its head ends on
/// the centre of the last.
pub fn arrow(from: [f64; 2], to: [f64; 2], size: f64) -> AnyView {
    let (dx, dy) = (to[0] - from[0], to[1] - from[1]);
    let length = dx.hypot(dy).max(1e-6);
    let (ux, uy) = (dx / length, dy / length);
    let head = size * 0.32;
    let start = [from[0] + ux * size * 0.18, from[1] + uy * size * 0.18];
    let neck = [to[0] - ux * head, to[1] - uy * head];
    let half = head * 0.6;
    let points = format!(
        "{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}",
        to[0],
        to[1],
        neck[0] - uy * half,
        neck[1] + ux * half,
        neck[0] + uy * half,
        neck[1] - ux * half
    );
    let d = format!(
        "M{:.1},{:.1} L{:.1},{:.1}",
        start[0], start[1], neck[0], neck[1]
    );
    let width = size * 0.1;
    view! {
        <g class="suggest-arrow">
            <path class="suggest-halo" d=d.clone() stroke-width=width * 1.8></path>
            <polygon class="suggest-halo" points=points.clone() stroke-width=width * 0.8></polygon>
            <path class="suggest-line" d=d stroke-width=width stroke-dasharray=format!("{:.1} {:.1}", width * 1.6, width)></path>
            <polygon class="suggest-head" points=points></polygon>
        </g>
    }
    .into_any()
}
