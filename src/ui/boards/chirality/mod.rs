//! The Chirality play board: the Penrose board component with pieces coloured by owner
//! (Okabe–Ito colours plus a shape per player), Garrisons outlined, the last move marked,
//! a piece's legal destinations, Muster from the reserve tray with the legal Gate tiles lit
//! (Remote ones marked), Setup C placements, the threat overlay, the capture explainer and
//! a hint's move (dashed). Every legal tile, threat and capture comes from the engine's queries.
//!
//! [`ChiralityBoard`] routes drags and Escape; the shared state and the actions of clicks
//! and drags are in `play`, the picture is drawn by `picture` on the Penrose board
//! (`penrose`, also the Boards page's and the rules diagrams' picture) and the panel
//! beside it by `side`.

mod explain;
pub mod penrose;
mod picture;
pub(crate) mod pieces;
mod play;
mod side;

use crate::engine::chirality::{Chirality, ChiralityMove};
use crate::engine::AnyMove;
use crate::persist::history::History;
use crate::ui::boards::common::suggest::Suggestion;
use leptos::prelude::*;
use picture::Picture;
use play::Play;
use side::SidePanel;

/// The Chirality board with its tray, overlay toggles and capture explainer.
#[component]
pub fn ChiralityBoard(
    /// The position on view in `history`.
    state: Memo<Chirality>,
    history: Signal<History>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
    /// A hint's move: its tiles outlined dashed, an arrow for a step (or only the tile it
    /// begins on).
    #[prop(optional)]
    hint: Signal<Option<Suggestion<ChiralityMove>>>,
) -> impl IntoView {
    let play = Play::new(state, history, interactive, on_move);
    let drag = play.drag;
    view! {
        <div class="chirality"
            on:pointerdown=move |_| drag.fresh()
            on:pointermove=move |e| if let Some(k) = drag.moved(&e) { play.lift(k) }
            on:pointerup=move |e| if let Some((_, to)) = drag.release(&e) { play.put_down(to) }
            on:pointercancel=move |_| drag.cancel()
            on:keydown=move |e| if e.key() == "Escape" {
                play.drop_pick();
            }>
            <div class="board-main"><Picture play hint/></div>
            <SidePanel play/>
        </div>
    }
}
