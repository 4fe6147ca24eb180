//! The play board's picture of a Shifting Chess position, in the layers of
//! `draw` (ground, marks under the pieces, badges, pieces, overlays, legal
//! targets), each redrawn only when what it shows changes; and the ghost of a dragged
//! piece.

use super::choices::Ui;
use super::draw;
use super::geometry::SQ;
use super::marks::Marks;
use super::pieces;
use crate::engine::shifting_chess::{ShiftingChess, ShiftingMove, Square};
use crate::ui::boards::common::drag::Drag;
use leptos::prelude::*;

/// The picture of `shown` (the position, or a card's previewed result on `state`), with
/// the marks of the last plies, the choices in progress and the selected piece's
/// `targets`. A click that selects a piece redraws the marks and targets, not the islands,
/// badges and pieces.
#[component]
pub(super) fn Picture(
    state: Memo<ShiftingChess>,
    shown: Memo<ShiftingChess>,
    marks: Memo<Marks>,
    ui: Ui,
    targets: Memo<Vec<ShiftingMove>>,
    interactive: Signal<bool>,
) -> impl IntoView {
    let flip = move || ui.flipped.get();
    // The islands and badges are drawn from the tiles alone, redrawn when they change.
    let layout = Memo::new(move |_| shown.with(ShiftingChess::tiles));
    let ground = move || layout.with(|tiles| draw::ground(tiles, flip()));
    let badges = move || layout.with(|tiles| draw::badges(tiles, flip()));
    let under = move || {
        let (flip, selected, marks) = (flip(), ui.selected(), marks.get());
        shown.with(|g| {
            state.with(|base| {
                draw::marks_under(g, flip, selected, &marks, draw::previewing(g, base))
            })
        })
    };
    let pieces_layer = move || {
        let flip = flip();
        shown.with(|g| draw::pieces_on(g, flip))
    };
    let overlays = move || {
        let flip = flip();
        let (marks, interactive) = (marks.get(), interactive.get());
        // The choices in progress are drawn too.
        ui.cards.with(|cards| {
            shown.with(|g| {
                state.with(|base| draw::overlays(g, base, flip, cards, &marks, interactive))
            })
        })
    };
    let target_marks = move || {
        let flip = flip();
        targets.with(|t| state.with(|base| draw::target_marks(base, t, flip)))
    };
    view! { <g class="sc-picture">{ground}{under}{badges}{pieces_layer}{overlays}{target_marks}</g> }
}

/// The piece being dragged, under the pointer (drawn above everything else).
pub(super) fn drag_ghost(state: Memo<ShiftingChess>, drag: Drag) -> impl IntoView {
    move || {
        drag.ghost.get().and_then(|(key, [x, y])| {
            let sq = Square::from_index(key as usize)?;
            let c = state.with(|g| g.content(sq));
            let half = (SQ - 8.0) / 2.0;
            Some(view! { <g class="drag-ghost">{pieces::content(c, x - half, y - half, SQ - 8.0)}</g> })
        })
    }
}
