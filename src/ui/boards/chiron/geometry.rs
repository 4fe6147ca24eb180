//! Where the Chiron board's squares and coordinates are drawn (board units: 100 per
//! square, White at the bottom unless the board is flipped), and the drag keys of the
//! hands' Phoenixes.

use crate::engine::chiron::Square;
use leptos::prelude::*;

/// A square's side in board units.
pub const CELL: f64 = 100.0;
/// Drag keys above the squares' name a Phoenix in a hand: `HAND + owner`.
pub const HAND: u32 = 64;

/// The top-left corner of a square on screen.
pub fn corner(sq: Square, flipped: bool) -> (f64, f64) {
    let (file, rank) = (f64::from(sq % 8), f64::from(sq / 8));
    if flipped {
        ((7.0 - file) * CELL, rank * CELL)
    } else {
        (file * CELL, (7.0 - rank) * CELL)
    }
}

/// The board's coordinates (files below, ranks at the left).
pub fn coords(flipped: bool) -> impl IntoView {
    (0..8u8)
        .map(|i| {
            let (x, _) = corner(i, flipped);
            let (_, y) = corner(i * 8, flipped);
            view! {
                <text class="coord" x=x + 50.0 y="826" text-anchor="middle">{((b'a' + i) as char).to_string()}</text>
                <text class="coord" x="-16" y=y + 56.0 text-anchor="middle">{(i + 1).to_string()}</text>
            }
        })
        .collect_view()
}
