//! The Chiron board's squares and the piece following a drag. Each square is a hit target
//! (a click, the keyboard's roving focus, a drag's start and drop) and draws its piece, a
//! waiting promotion's piece arriving there, and the pick's mark on it.

use super::geometry::{corner, CELL, HAND};
use super::glyphs::{glyph_on, piece_name};
use super::looks::square_looks;
use super::pick::Picking;
use crate::engine::chiron::{
    square_name, Chiron, ChironMove, Form, Hand, Piece, PieceType, Square,
};
use crate::i18n::Msg;
use crate::table::picker::Picker;
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::keys::{
    board_key, focus_id, focus_soon, grid_step, tab_index, BoardKey,
};
use crate::ui::lang::{t, tf};
use leptos::prelude::*;

/// The 64 squares, each redrawn only when what it shows changes (`looks`); the
/// keyboard's one Tab stop into the board is `kfocus`.
#[component]
pub(super) fn Squares(
    picking: Picking,
    last: Memo<Option<ChironMove>>,
    #[prop(into)] flipped: Signal<bool>,
    kfocus: RwSignal<u8>,
    drag: Drag,
) -> impl IntoView {
    let flip_now = move || flipped.get();
    // Only the squares gaining or losing the Tab stop redraw their tabindex.
    let focused = Selector::new(move || kfocus.get());
    let on_key = move |sq: Square, e: leptos::ev::KeyboardEvent| {
        match board_key(&e.key()) {
            Some(BoardKey::Step(dx, dy)) => {
                let at = (sq % 8, sq / 8);
                if let Some((f, r)) = grid_step(at, (dx, dy), (8, 8), flipped.get_untracked()) {
                    kfocus.set(r * 8 + f);
                    focus_id(&format!("sq-{}", square_name(r * 8 + f)));
                }
            }
            Some(BoardKey::Activate) => {
                picking.activate(sq);
                // A promotion's choices open: the keyboard goes to them.
                if picking.picker.with_untracked(|p| !p.choices().is_empty()) {
                    focus_soon(".promotion button.choice");
                }
            }
            Some(BoardKey::Cancel) => picking.picker.update(Picker::reset),
            None => return,
        }
        e.prevent_default();
    };

    let looks = square_looks(
        picking.state,
        last,
        picking.pick,
        picking.pending,
        picking.marks,
    );
    (0..64u8)
        .map(|sq| {
            let pos = move || corner(sq, flip_now());
            // One signal per square (`looks`): after a move only the squares it
            // touched redraw.
            let look = looks[usize::from(sq)];
            let focused = focused.clone();
            let mark = move || look.with(|l| l.mark);
            let label = move || {
                let name = look.with(|l| l.piece).map_or_else(|| t(Msg::SquareEmpty), piece_name);
                tf(Msg::SquareLabel, &[("square", square_name(sq).into()), ("piece", name.into())])
            };
            view! {
                <g class="csq" id=format!("sq-{}", square_name(sq)) role="button"
                    tabindex=move || tab_index(focused.selected(&sq))
                    data-drop=sq
                    class:lifted=move || drag.lifted() == Some(u32::from(sq))
                    class:dark=(sq % 8 + sq / 8) % 2 == 0
                    class:last=move || look.with(|l| l.last)
                    class:picked=move || look.with(|l| l.picked)
                    class:arrival=move || look.with(|l| l.arrival)
                    class:reloc=move || look.with(|l| l.reloc)
                    class:threat=move || look.with(|l| l.threat)
                    data-mark=move || mark().unwrap_or("")
                    aria-label=label
                    on:focus=move |_| kfocus.set(sq)
                    on:pointerdown=move |e| {
                        if picking.can_lift(sq) {
                            if let Some(el) = event_target::<web_sys::Element>(&e).closest(".csq").ok().flatten() {
                                drag.press(&e, u32::from(sq), el);
                            }
                        }
                    }
                    on:click=move |_| if drag.take_click() { picking.activate(sq) }
                    on:keydown=move |e| on_key(sq, e)>
                    <rect class="csq-bg" x=move || pos().0 y=move || pos().1 width=CELL height=CELL></rect>
                    <g transform=move || format!("translate({},{})", pos().0 + 50.0, pos().1 + 50.0)>
                        {move || look.with(|l| l.piece.filter(|_| !l.leaving)).map(|p| glyph_on(p, flip_now()))}
                        {move || look.with(|l| l.ghost).map(|p| view! { <g class="ghost">{glyph_on(p, flip_now())}</g> })}
                        {move || match mark() {
                            Some("dot") => view! { <circle class="tdot" r="13"></circle> }.into_any(),
                            Some("ring") => view! { <circle class="tring" r="44"></circle> }.into_any(),
                            Some(_) => view! { <path class="tcross" d="M-34,-34 L34,34 M-34,34 L34,-34"></path> }.into_any(),
                            None => ().into_any(),
                        }}
                        {move || look.with(|l| l.reloc).then(|| view! { <circle class="treloc" r="16"></circle> })}
                    </g>
                </g>
            }
        })
        .collect_view()
}

/// The piece being dragged (a square's, or a Phoenix from a hand), under the pointer.
#[component]
pub(super) fn DragGhost(
    state: Memo<Chiron>,
    drag: Drag,
    #[prop(into)] flipped: Signal<bool>,
) -> impl IntoView {
    move || {
        drag.ghost.get().and_then(|(key, [x, y])| {
            let p = if key >= HAND {
                Some(Piece::new((key - HAND) as u8, PieceType::Phoenix, Hand::Left, Form::Normal))
            } else {
                state.with(|g| g.piece_at(key as u8))
            }?;
            Some(view! { <g class="drag-ghost" transform=format!("translate({x:.1},{y:.1})")>{glyph_on(p, flipped.get())}</g> })
        })
    }
}
