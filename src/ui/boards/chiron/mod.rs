//! The Chiron board: select a piece to see its moves (dots for ordinary moves, crosses for
//! capture-only ones), drop a Phoenix from a hand, and make a promotion as a second step
//! (decline, flip in place, flip and relocate to a marked square, or an Ant's pool piece).
//! A hint's move is drawn as a dashed arrow. Everything about legality comes from the
//! engine's UI queries (`pick`). The board is put together here from its parts: the
//! squares and the dragged piece (`squares`) where `geometry` puts them, what each square
//! shows (`looks`), the pieces (`glyphs`), the hands, choices, notes and legend (`parts`,
//! `legend`).

pub mod geometry;
pub mod glyphs;
mod legend;
mod looks;
mod parts;
mod pick;
mod squares;

use crate::engine::chiron::{square_name, Chiron, ChironMove, Square};
use crate::engine::AnyMove;
use crate::i18n::Msg;
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::suggest::{self, Suggestion};
use crate::ui::lang::tr;
use geometry::{coords, corner, CELL};
use leptos::prelude::*;
use parts::{hand_view, promotion_choices, reveal_choices, saved_flip, Extras, Notes};
use pick::Picking;
use squares::{DragGhost, Squares};

/// A hint's move: its squares outlined, an arrow from the piece to where it lands (and on
/// to where a flipped piece relocates); a Phoenix drop outlines its square only, and so
/// does a move shown only where it begins (the piece, or a drop's square).
fn suggested(Suggestion { mv: m, whole }: Suggestion<ChironMove>, flipped: bool) -> impl IntoView {
    let middle = |sq: Square| {
        let (x, y) = corner(sq, flipped);
        [x + CELL / 2.0, y + CELL / 2.0]
    };
    let path: Vec<Square> =
        m.from()
            .into_iter()
            .chain([m.to(), m.final_square()])
            .fold(Vec::new(), |mut path, sq| {
                if path.last() != Some(&sq) {
                    path.push(sq);
                }
                path
            });
    let path = if whole { path } else { path[..1].to_vec() };
    let boxes = path
        .iter()
        .map(|&sq| {
            let (x, y) = corner(sq, flipped);
            suggest::outline(x + 5.0, y + 5.0, CELL - 10.0, CELL - 10.0, 6.0)
        })
        .collect_view();
    let arrows = path
        .windows(2)
        .map(|w| suggest::arrow(middle(w[0]), middle(w[1]), CELL))
        .collect_view();
    view! {
        <g class="suggest" class:start-only=!whole data-from=m.from().map(square_name)
            data-to=whole.then(|| square_name(m.final_square()))>
            {boxes}{arrows}
        </g>
    }
}

/// The interactive Chiron board with hands, promotion choices, warnings and legend.
#[component]
pub fn ChironBoard(
    state: Memo<Chiron>,
    last: Memo<Option<ChironMove>>,
    /// A hint's move, marked with a dashed arrow (or only its first square).
    #[prop(optional)]
    hint: Signal<Option<Suggestion<ChironMove>>>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
) -> impl IntoView {
    let flipped = RwSignal::new(saved_flip());
    let picking = Picking::new(state, interactive, on_move);
    let flip_now = move || flipped.get();
    // The one Tab stop into the board (roving tabindex), and the drag in progress.
    let kfocus = RwSignal::new(12u8);
    let drag = Drag::new();
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let hand = move |o: u8| hand_view(o, picking, drag, svg_ref);
    let (top, bottom) = (move || u8::from(!flip_now()), move || u8::from(flip_now()));
    let chooser = NodeRef::<leptos::html::Div>::new();
    reveal_choices(picking, chooser);

    view! {
        <div class="chiron"
            on:pointerdown=move |_| drag.fresh()
            on:pointermove=move |e| if let Some(k) = drag.moved(&e) { picking.lift(k) }
            on:pointerup=move |e| if let Some((_, to)) = drag.release(&e) { picking.put_down(to) }
            on:pointercancel=move |_| drag.cancel()>
            <div class="board-main">
            {move || hand(top())}
            <svg node_ref=svg_ref class="board chiron-board" class:mine=move || picking.own_pick() viewBox="-32 -4 836 840" role="group" aria-label=tr(Msg::ChironBoardLabel)>
                <rect class="board-bg" x="-4" y="-4" width="808" height="808" rx="6"></rect>
                {move || coords(flip_now())}
                <Squares picking=picking last=last flipped=flipped kfocus=kfocus drag=drag/>
                {move || hint.get().map(|m| suggested(m, flip_now()))}
                <DragGhost state=state drag=drag flipped=flipped/>
            </svg>
            {move || promotion_choices(picking, kfocus, chooser)}
            {move || hand(bottom())}
            <Notes picking=picking/>
            </div>
            <Extras picking=picking last=last flipped=flipped/>
        </div>
    }
}
