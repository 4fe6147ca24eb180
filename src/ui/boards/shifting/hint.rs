//! A hint's move on the Shifting Chess board (see `suggest`): an ordinary move as an arrow
//! between its squares; a card's application by its tiles outlined, with an arrow for a
//! Swap or a Slide and a turn or cross glyph for a Rotate or a Void. Shown only where it
//! begins, a move outlines its piece's square and an application its (first) tile.

use super::geometry::{slot_xy, sq_xy, SQ};
use crate::engine::shifting_chess::{ShiftingMove, Square};
use crate::ui::boards::common::suggest::{self, Suggestion};
use leptos::prelude::*;

/// The centre of a square on screen.
fn square_centre(sq: Square, flip: bool) -> [f64; 2] {
    let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
    [x + SQ / 2.0, y + SQ / 2.0]
}

/// The centre of a slot on screen.
fn slot_centre(slot: u8, flip: bool) -> [f64; 2] {
    let (x, y) = slot_xy(slot as usize, flip);
    [x + SQ, y + SQ]
}

fn slot_box(slot: u8, flip: bool) -> AnyView {
    let (x, y) = slot_xy(slot as usize, flip);
    suggest::outline(x + 3.0, y + 3.0, 2.0 * SQ - 6.0, 2.0 * SQ - 6.0, 7.0)
}

fn glyph(at: [f64; 2], text: &'static str) -> AnyView {
    view! { <text class="suggest-glyph" x=at[0] y=at[1] + 14.0 text-anchor="middle">{text}</text> }
        .into_any()
}

fn square_box(sq: Square, flip: bool) -> AnyView {
    let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
    suggest::outline(x + 3.0, y + 3.0, SQ - 6.0, SQ - 6.0, 4.0)
}

/// The marks of a hint on a board turned around when `flip`.
pub fn suggested(hint: Suggestion<ShiftingMove>, flip: bool) -> impl IntoView {
    let Suggestion { mv: m, whole } = hint;
    let marks: Vec<AnyView> = match m {
        ShiftingMove::Move { from, .. } if !whole => vec![square_box(from, flip)],
        ShiftingMove::Swap(slot, _)
        | ShiftingMove::Rotate { slot, .. }
        | ShiftingMove::Slide { slot, .. }
        | ShiftingMove::Void(slot)
            if !whole =>
        {
            vec![slot_box(slot, flip)]
        }
        ShiftingMove::Move { from, to, .. } => {
            let boxes = [from, to].map(|sq| square_box(sq, flip));
            let arrow = suggest::arrow(square_centre(from, flip), square_centre(to, flip), SQ);
            boxes.into_iter().chain([arrow]).collect()
        }
        ShiftingMove::Swap(a, b) => {
            let (ca, cb) = (slot_centre(a, flip), slot_centre(b, flip));
            vec![
                slot_box(a, flip),
                slot_box(b, flip),
                suggest::arrow(ca, cb, SQ),
                suggest::arrow(cb, ca, SQ),
            ]
        }
        ShiftingMove::Rotate { slot, clockwise } => {
            // The board turned around is a half turn: clockwise stays clockwise.
            let turn = if clockwise { "↻" } else { "↺" };
            vec![slot_box(slot, flip), glyph(slot_centre(slot, flip), turn)]
        }
        ShiftingMove::Slide { slot, dir } => {
            let c = slot_centre(slot, flip);
            let angle = f64::from((dir as u32 + if flip { 2 } else { 0 }) % 4) * 90f64.to_radians();
            let to = [c[0] + angle.sin() * 2.0 * SQ, c[1] - angle.cos() * 2.0 * SQ];
            vec![slot_box(slot, flip), suggest::arrow(c, to, SQ)]
        }
        ShiftingMove::Void(slot) => {
            vec![slot_box(slot, flip), glyph(slot_centre(slot, flip), "×")]
        }
        ShiftingMove::Draw(_) | ShiftingMove::NoEffect => Vec::new(),
    };
    view! { <g class="suggest" class:start-only=!whole>{marks}</g> }
}
