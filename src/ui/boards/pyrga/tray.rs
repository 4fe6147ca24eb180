//! The Pyrga piece tray: the pieces in hand of the player to move, named (it changes sides
//! with the turn), a shape picked by a click or dragged onto a cell.

use super::pieces::{mover, shape_icon, shape_name};
use crate::engine::pyrga::{Pyrga, Shape};
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::ui::lang::tf;
use crate::ui::words;
use leptos::prelude::*;

/// The player's pieces in hand: pick the shape to place (a click), or drag it onto a cell
/// (`on_press` starts the drag).
#[component]
pub(super) fn Tray(
    state: Memo<Pyrga>,
    selected: Memo<Shape>,
    on_pick: Callback<Shape>,
    shape_ok: Signal<[bool; 3]>,
    interactive: Signal<bool>,
    on_press: Callback<(leptos::ev::PointerEvent, Shape)>,
) -> impl IntoView {
    let mover = move || state.with(mover);
    let buttons = Shape::ALL
        .into_iter()
        .map(|shape| {
            let count = move || state.with(|g| g.in_hand(mover(), shape));
            let icon = move || shape_icon(shape, mover(), [20.0, 20.0], 1.0);
            let ok =
                move || interactive.get_untracked() && shape_ok.get_untracked()[shape as usize];
            view! {
                <button class="tray-piece" data-shape=shape_name(shape)
                    on:pointerdown=move |e| if ok() { on_press.run((e, shape)) }
                    aria-pressed=move || (selected.get() == shape).to_string()
                    disabled=move || !interactive.get() || !shape_ok.get()[shape as usize]
                    on:click=move |_| on_pick.run(shape)>
                    <svg viewBox="0 0 40 40" aria-hidden="true">{icon}</svg>
                    <span>{move || words::pyrga_shape(shape)}</span>
                    <span class="count">{move || format!("×{}", count())}</span>
                </button>
            }
        })
        .collect_view();
    let seat = move || [("seat", words::seat(GameId::Pyrga, mover()).into())];
    let owner = move || tf(Msg::PyrgaTrayOwner, &seat());
    view! {
        <div class="tray" role="toolbar" aria-label=move || tf(Msg::PyrgaTrayLabel, &seat())>
            <span class="tray-owner" data-side=move || mover().to_string()>{owner}</span>
            {buttons}
        </div>
    }
}
