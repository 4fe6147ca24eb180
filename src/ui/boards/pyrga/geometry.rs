//! Where the Pyrga board's cells, Triangles and coordinates are drawn (board units: 100
//! per cell, a4 at the top left), and the cells and directions in words.

use crate::engine::pyrga::Dir;
use leptos::prelude::*;

/// A cell's side in board units.
const CELL: f64 = 100.0;
/// The files' letters.
const FILES: [&str; 4] = ["a", "b", "c", "d"];

/// A direction in words ("north").
pub(super) fn dir_name(dir: Dir) -> &'static str {
    match dir {
        Dir::North => "north",
        Dir::East => "east",
        Dir::South => "south",
        Dir::West => "west",
    }
}

/// The centre of a cell in board units.
pub fn centre(cell: usize) -> (f64, f64) {
    (
        (cell % 4) as f64 * CELL + CELL / 2.0,
        (3 - cell / 4) as f64 * CELL + CELL / 2.0,
    )
}

/// A cell's name ("a1").
pub(super) fn cell_name(cell: usize) -> String {
    format!("{}{}", FILES[cell % 4], cell / 4 + 1)
}

/// The unit vector of a direction in screen coordinates (y down).
pub(super) fn unit(dir: Dir) -> (f64, f64) {
    match dir {
        Dir::North => (0.0, -1.0),
        Dir::East => (1.0, 0.0),
        Dir::South => (0.0, 1.0),
        Dir::West => (-1.0, 0.0),
    }
}

/// The points of a Triangle about `(cx, cy)` pointing `dir`, its tip `0.9 × size` from
/// the centre.
pub(super) fn triangle_points((cx, cy): (f64, f64), dir: Dir, size: f64) -> String {
    let (ux, uy) = unit(dir);
    let (vx, vy) = (-uy, ux);
    let p = |a: f64, b: f64| format!("{:.1},{:.1}", cx + ux * a + vx * b, cy + uy * a + vy * b);
    format!(
        "{} {} {}",
        p(0.9 * size, 0.0),
        p(-0.6 * size, 0.85 * size),
        p(-0.6 * size, -0.85 * size)
    )
}

/// The board's coordinates (files below, ranks at the left).
pub fn coords() -> impl IntoView {
    (0..4)
        .map(|i| {
            view! {
                <text class="coord" x=i as f64 * CELL + 50.0 y="414" text-anchor="middle">{FILES[i]}</text>
                <text class="coord" x="-14" y=(3 - i) as f64 * CELL + 55.0 text-anchor="middle">{(i + 1).to_string()}</text>
            }
        })
        .collect_view()
}
