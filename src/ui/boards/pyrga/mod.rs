//! The Pyrga board: towers drawn from above (Square, then Triangle, then Cylinder, so all
//! three stay visible), legal cells lit for the chosen shape, the last piece outlined, a
//! hint's piece drawn dashed.
//! A Triangle's orientation is chosen by a second click (on an arrow button around the
//! cell, or on the cell again for the highlighted direction) or by the arrow keys.
//! The board is put together here from its parts: the cells and the direction chooser
//! (`cells`), the tray (`tray`), the notes (`notes`); what a click
//! does is `pick`'s. The pictures of towers and shapes are drawn here.

mod cells;
mod notes;
mod pick;
mod tray;

use crate::engine::pyrga::{Dir, Pyrga, PyrgaMove, Shape, Tower};
use crate::engine::{AnyMove, Game, GameId, Turn};
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::suggest::{self, Suggestion};
use cells::{Cells, TriangleChooser};
use leptos::prelude::*;
use notes::Notes;
use pick::Placing;
use tray::Tray;

const CELL: f64 = 100.0;
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

fn owner_class(owner: u8) -> &'static str {
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
                <text x=cx + 33.0 y=cy - 29.0 text-anchor="middle">{GameId::Pyrga.seat_name(c).chars().next().map(String::from)}</text>
            </g>
        }
    });
    view! { {square} {triangle} {cylinder} {badge} }
}

/// The interactive Pyrga board with its piece tray.
#[component]
pub fn PyrgaBoard(
    state: Memo<Pyrga>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
    /// A hint's move, outlined with its piece drawn dashed where it would go (the cell
    /// alone while only where it begins is shown).
    #[prop(optional)]
    hint: Signal<Option<Suggestion<PyrgaMove>>>,
) -> impl IntoView {
    let placing = Placing::new(state, interactive, on_move);
    // A shape dragged from the tray onto a lit cell is placed there.
    let drag = Drag::new();
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();

    view! {
        <div class="pyrga"
            on:pointerdown=move |_| drag.fresh()
            on:pointermove=move |e| if let Some(k) = drag.moved(&e) { placing.pick_shape(Shape::ALL[k as usize % 3]) }
            on:pointerup=move |e| if let Some((k, to)) = drag.release(&e) { placing.put_down(k, to) }
            on:pointercancel=move |_| drag.cancel()>
            <svg node_ref=svg_ref class="board pyrga-board" viewBox="-30 -30 460 460" role="group" aria-label="Pyrga board">
                <rect class="board-bg" x="-4" y="-4" width="408" height="408" rx="14"></rect>
                {coords()}
                <Cells placing=placing drag=drag/>
                {move || hint.get().map(|m| suggested(m, state.with(mover)))}
                <TriangleChooser placing=placing/>
                {move || drag.ghost.get().map(|(k, at)| view! {
                    <g class="drag-ghost">{shape_icon(Shape::ALL[k as usize % 3], state.with(mover), at, 1.8)}</g>
                })}
            </svg>
            <Tray state=state selected=placing.selected on_pick=Callback::new(move |s| placing.pick_shape(s))
                shape_ok=Signal::derive(move || Shape::ALL.map(|s| placing.shape_ok(s))) interactive=interactive
                on_press=Callback::new(move |(e, shape): (leptos::ev::PointerEvent, Shape)| {
                    if let Some(svg) = svg_ref.get_untracked() {
                        drag.press(&e, shape as u32, svg.into());
                    }
                })/>
            <Notes placing=placing/>
        </div>
    }
}

/// The board's coordinates (files below, ranks at the left).
fn coords() -> impl IntoView {
    (0..4)
        .map(|i| {
            view! {
                <text class="coord" x=i as f64 * CELL + 50.0 y="414" text-anchor="middle">{FILES[i]}</text>
                <text class="coord" x="-14" y=(3 - i) as f64 * CELL + 55.0 text-anchor="middle">{(i + 1).to_string()}</text>
            }
        })
        .collect_view()
}

/// A hint's move: its cell outlined and, when the whole move is shown, its piece drawn
/// dashed where it would go.
fn suggested(Suggestion { mv: m, whole }: Suggestion<PyrgaMove>, owner: u8) -> impl IntoView {
    let (cx, cy) = centre(m.cell());
    let class = format!(
        "piece {} {} suggest-piece",
        shape_name(m.shape()).to_ascii_lowercase(),
        owner_class(owner)
    );
    let piece = match m.shape() {
        Shape::Square => view! { <rect class=class x=cx - 36.0 y=cy - 36.0 width="72" height="72" rx="7"></rect> }.into_any(),
        Shape::Triangle => view! { <polygon class=class points=triangle_points((cx, cy), m.dir(), 30.0)></polygon> }.into_any(),
        Shape::Cylinder => view! { <circle class=class cx=cx cy=cy r="14"></circle> }.into_any(),
    };
    view! {
        <g class="suggest" class:start-only=!whole data-cell=cell_name(m.cell())>
            {suggest::outline(cx - 44.0, cy - 44.0, 88.0, 88.0, 9.0)}
            {whole.then_some(piece)}
        </g>
    }
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

/// A small static Pyrga position for the home page.
pub fn thumbnail() -> impl IntoView {
    let mut g = Pyrga::new_game(&Default::default());
    for m in ["Cb2", "Sb2", "Tb2e", "Sc2", "Cc1", "Tc1n"] {
        if let Ok(mv) = g.parse_move(m) {
            g.play_unchecked(mv);
        }
    }
    position_picture(&g)
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
