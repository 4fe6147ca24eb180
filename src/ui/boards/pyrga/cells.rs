//! The Pyrga board's cells and a Triangle's direction chooser. Each cell is a hit target
//! (a click, the keyboard's roving focus, a dragged shape's drop) and draws its tower; the
//! chooser draws the Triangle waiting on its cell with an arrow button per direction.

use super::geometry::{cell_name, centre, dir_name, triangle_points, unit};
use super::pick::Placing;
use super::pieces::tower_pieces;
use crate::engine::pyrga::{Dir, PyrgaMove, Shape, Tower};
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::table::picker::Picker;
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::keys::{focus_id, tab_index};
use crate::ui::lang::{t, tf};
use crate::ui::words;
use leptos::prelude::*;

/// The Triangle's direction buttons: their distance from the cell's centre and radius,
/// in board units (on a 360 px phone a unit is about 0.75 px: the buttons are 36 px).
const ARROW_OFFSET: f64 = 52.0;
const ARROW_RADIUS: f64 = 24.0;

/// A cell and its tower in words ("b2: White Square, tower of White").
fn describe(cell: usize, tower: &Tower) -> String {
    let seat = |o: u8| words::seat(GameId::Pyrga, o);
    let pieces: Vec<String> = Shape::ALL
        .iter()
        .zip(tower.pieces)
        .filter_map(|(s, o)| {
            let args = [
                ("seat", seat(o?).into()),
                ("piece", words::pyrga_shape(*s).into()),
            ];
            Some(tf(Msg::PieceOf, &args))
        })
        .collect();
    let mut pieces = if pieces.is_empty() {
        t(Msg::SquareEmpty)
    } else {
        pieces.join(", ")
    };
    if let Some(c) = tower.controller() {
        let args = [("pieces", pieces.into()), ("seat", seat(c).into())];
        pieces = tf(Msg::PyrgaTowerOf, &args);
    }
    let args = [("square", cell_name(cell).into()), ("piece", pieces.into())];
    tf(Msg::SquareLabel, &args)
}

/// The 16 cells with their towers, lit where the picked shape may go. The keyboard has
/// one Tab stop into the board: the arrow keys move it (or aim a waiting Triangle),
/// Enter or Space places, S, T and C pick a shape, Escape drops a Triangle's choice.
#[component]
pub(super) fn Cells(placing: Placing, drag: Drag) -> impl IntoView {
    let Placing {
        state,
        interactive,
        picker,
        selected,
        aim,
        pending,
        ..
    } = placing;
    // One Tab stop into the board (roving tabindex).
    let kfocus = RwSignal::new(0usize);
    let on_key = move |cell: usize, e: leptos::ev::KeyboardEvent| {
        let key = e.key();
        let dir = match key.as_str() {
            "ArrowUp" => Some(Dir::North),
            "ArrowRight" => Some(Dir::East),
            "ArrowDown" => Some(Dir::South),
            "ArrowLeft" => Some(Dir::West),
            _ => None,
        };
        match (key.as_str(), dir, pending.get_untracked()) {
            ("Enter" | " ", _, _) => placing.activate(cell),
            ("Escape", _, _) => picker.update(Picker::close),
            ("s" | "S", _, _) => placing.pick_shape(Shape::Square),
            ("t" | "T", _, _) => placing.pick_shape(Shape::Triangle),
            ("c" | "C", _, _) => placing.pick_shape(Shape::Cylinder),
            (_, Some(d), Some((p, _))) if placing.dirs_at(p).contains(&d) => aim.set(d),
            (_, Some(d), None) => {
                let (dx, dy) = unit(d);
                let (f, r) = ((cell % 4) as i32 + dx as i32, (cell / 4) as i32 - dy as i32);
                if (0..4).contains(&f) && (0..4).contains(&r) {
                    let next = (r * 4 + f) as usize;
                    kfocus.set(next);
                    focus_id(&format!("cell-{}", cell_name(next)));
                }
            }
            _ => return,
        }
        e.prevent_default();
    };

    (0..16)
        .map(|cell| {
            let (cx, cy) = centre(cell);
            let target =
                move || interactive.get() && placing.targets(selected.get()).contains(&cell);
            let tower = move || state.with(|g| g.tower(cell));
            view! {
                <g class="cell" id=format!("cell-{}", cell_name(cell)) role="button"
                    tabindex=move || tab_index(kfocus.get() == cell) data-drop=cell
                    on:focus=move |_| kfocus.set(cell)
                    class:target=target
                    class:last=move || state.with(|g| g.last_move().is_some_and(|m| m.cell() == cell))
                    aria-label=move || describe(cell, &tower())
                    on:click=move |_| if drag.take_click() { placing.activate(cell) }
                    on:keydown=move |e| on_key(cell, e)>
                    <rect class="cell-bg" x=cx - 46.0 y=cy - 46.0 width="92" height="92" rx="10"></rect>
                    {move || tower_pieces(cell, tower(), state.with(|g| g.last_move()))}
                    <circle class="target-dot" cx=cx cy=cy + 38.0 r="5"></circle>
                </g>
            }
        })
        .collect_view()
}

/// A Triangle waiting for its direction: drawn on its cell, pointing the highlighted way,
/// with a button around the cell per direction it may point.
#[component]
pub(super) fn TriangleChooser(placing: Placing) -> impl IntoView {
    move || {
        placing.pending.get().map(|(cell, dir)| {
            let c = centre(cell);
            let arrows = placing
                .dirs_at(cell)
                .into_iter()
                .map(|d| {
                    let (ux, uy) = unit(d);
                    let at = (c.0 + ux * ARROW_OFFSET, c.1 + uy * ARROW_OFFSET);
                    view! {
                        <g class="arrow-button" class:chosen=d == dir data-dir=dir_name(d)
                            on:click=move |e| { e.stop_propagation(); placing.choose(PyrgaMove::new(Shape::Triangle, cell, d)); }>
                            <title>{tf(Msg::PyrgaPoint, &[("direction", words::direction(d).into())])}</title>
                            <circle class="arrow-pad" cx=at.0 cy=at.1 r=ARROW_RADIUS></circle>
                            <polygon class="arrow" class:chosen=d == dir points=triangle_points(at, d, 14.0)></polygon>
                        </g>
                    }
                })
                .collect_view();
            view! {
                <g class="pending">
                    <polygon class="piece triangle preview" points=triangle_points(c, dir, 30.0)></polygon>
                    {arrows}
                </g>
            }
        })
    }
}
