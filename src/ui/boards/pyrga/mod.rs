//! The Pyrga board: towers drawn from above, legal cells lit for the chosen shape, the
//! last piece outlined, a hint's piece drawn dashed.
//! A Triangle's orientation is chosen by a second click (on an arrow button around the
//! cell, or on the cell again for the highlighted direction) or by the arrow keys.
//! The board is put together here from its parts: the cells and the direction chooser
//! (`cells`) where `geometry` puts them, the tray (`tray`), the notes (`notes`); what a
//! click does is `pick`'s. The pictures of towers and shapes are `pieces`'.

mod cells;
pub mod geometry;
mod notes;
mod pick;
pub mod pieces;
mod tray;

use crate::engine::pyrga::{Pyrga, PyrgaMove, Shape};
use crate::engine::AnyMove;
use crate::i18n::Msg;
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::suggest::{self, Suggestion};
use crate::ui::lang::tr;
use cells::{Cells, TriangleChooser};
use geometry::{cell_name, centre, coords, triangle_points};
use leptos::prelude::*;
use notes::Notes;
use pick::Placing;
use pieces::{mover, owner_class, shape_icon, shape_name};
use tray::Tray;

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
            <svg node_ref=svg_ref class="board pyrga-board" viewBox="-30 -30 460 460" role="group" aria-label=tr(Msg::PyrgaBoardLabel)>
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
