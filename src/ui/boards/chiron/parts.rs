//! The parts around the Chiron board: the hands (a Phoenix to drop, the captured pool),
//! the promotion choices, the notes (a stuck piece, an attacked King) and, beside the
//! board, the Flip button and the piece legend.

use super::geometry::HAND;
use super::glyphs::{glyph_icon, piece_name};
use super::legend::Legend;
use super::pick::Picking;
use crate::engine::chiron::{
    square_name, Chiron, ChironMove, Form, Hand, Piece, PieceType, Promotion, Square,
};
use crate::engine::{Game, GameId, Turn};
use crate::i18n::Msg;
use crate::table::picker::{Picker, Source};
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::keys::focus_id;
use crate::ui::lang::{t, tf, tr};
use crate::ui::storage;
use crate::ui::words;
use leptos::prelude::*;

const FLIP_KEY: &str = "rosette.v1.chiron.flipped";

/// Whether the board was last turned around (the Flip button saves it).
pub(super) fn saved_flip() -> bool {
    storage::get(FLIP_KEY).as_deref() == Some("1")
}

/// The seat's name ("White").
fn owner_name(o: u8) -> String {
    words::seat(GameId::Chiron, o)
}

/// The label of a promotion choice.
fn choice_label(m: ChironMove, mover: u8, to: Square) -> String {
    match m.promotion(mover) {
        Promotion::None => t(Msg::ChironKeep),
        Promotion::Flip if m.final_square() == to => t(Msg::ChironFlipHere),
        Promotion::Flip => tf(
            Msg::ChironFlipTo,
            &[("square", square_name(m.final_square()).into())],
        ),
        Promotion::Pool(p) => match p.hand() {
            Some(Hand::Left) => format!("{} L", words::chiron_kind(p.kind())),
            Some(Hand::Right) => format!("{} R", words::chiron_kind(p.kind())),
            None => words::chiron_piece(p),
        },
    }
}

/// Scrolls the page, if it must, so that the promotion choices (`chooser`, below the
/// board) come into view whenever a move waits for one.
pub(super) fn reveal_choices(picking: Picking, chooser: NodeRef<leptos::html::Div>) {
    Effect::new(move |_| {
        if picking.pending.with(Option::is_some) {
            request_animation_frame(move || {
                if let Some(el) = chooser.get_untracked() {
                    let how = web_sys::ScrollIntoViewOptions::new();
                    how.set_block(web_sys::ScrollLogicalPosition::Nearest);
                    el.scroll_into_view_with_scroll_into_view_options(&how);
                }
            });
        }
    });
}

/// The promotion choices of the move waiting for one (`picking.pending`), if any: a
/// button per choice (relocations are the ringed squares on the board), and Cancel.
/// They sit below the board, covering none of its squares.
pub(super) fn promotion_choices(
    picking: Picking,
    kfocus: RwSignal<u8>,
    chooser: NodeRef<leptos::html::Div>,
) -> impl IntoView {
    let Picking { state, picker, .. } = picking;
    picking.pending.get().map(|(from, to, choices)| {
        let who = picking.mover().unwrap_or(0);
        let relocs = choices
            .iter()
            .filter(|m| m.promotion(who) == Promotion::Flip && m.final_square() != to)
            .count();
        let buttons = choices
            .iter()
            .filter(|m| !(m.promotion(who) == Promotion::Flip && m.final_square() != to))
            .map(|&m| {
                let icon = match m.promotion(who) {
                    Promotion::Pool(p) => Some(glyph_icon(p)),
                    _ => None,
                };
                let title = match m.promotion(who) {
                    Promotion::Pool(p) => tf(Msg::ChironBecome, &[("piece", words::chiron_piece(p).into())]),
                    _ => choice_label(m, who, to),
                };
                view! {
                    <button class="choice" title=title.clone() aria-label=title on:click=move |_| {
                        picking.play(m);
                        // Back to the board's one Tab stop (the button goes away).
                        focus_id(&format!("sq-{}", square_name(kfocus.get_untracked())));
                    }>{icon}{choice_label(m, who, to)}</button>
                }
            })
            .collect_view();
        let moving = state.with(|g| g.piece_at(from)).map(piece_name).unwrap_or_default();
        view! {
            <div class="promotion" node_ref=chooser role="group" aria-label=tr(Msg::ChironPromotion)>
                <p><strong>{tf(Msg::ChironReaches, &[("piece", moving.into()), ("square", square_name(to).into())])}</strong>
                " "{if relocs > 0 { tf(Msg::ChironRelocate, &[("count", relocs.into())]) } else { t(Msg::ChironChoose) }}</p>
                <div class="controls">
                    {buttons}
                    <button on:click=move |_| picker.update(Picker::close)>{tr(Msg::Cancel)}</button>
                </div>
            </div>
        }
    })
}

/// `o`'s hand: its Phoenixes to drop (picked by a click or a drag onto `svg`) and the
/// captured pool an Ant may become.
pub(super) fn hand_view(
    o: u8,
    picking: Picking,
    drag: Drag,
    svg_ref: NodeRef<leptos::svg::Svg>,
) -> impl IntoView {
    let Picking {
        state,
        pick,
        interactive,
        ..
    } = picking;
    view! {
        <div class="chand" class:white=o == 0 class:black=o == 1 aria-label=move || tf(Msg::ChironHand, &[("seat", owner_name(o).into())])>
            <span class="chand-label">{move || tf(Msg::ChironHolds, &[("seat", owner_name(o).into())])}</span>
            {move || {
                let n = state.with(|g| g.hand(o));
                if n == 0 {
                    return view! { <span class="muted">{tr(Msg::ChironNoPhoenix)}</span> }.into_any();
                }
                let p = Piece::new(o, PieceType::Phoenix, Hand::Left, Form::Normal);
                (0..n).map(|_| view! {
                    <button class="hand-phoenix" data-owner=o aria-pressed=move || (pick.get() == Some(Source::Hand(o))).to_string()
                        title=tf(Msg::ChironDropTitle, &[("seat", owner_name(o).into())])
                        on:pointerdown=move |e| {
                            if interactive.get_untracked() && picking.mover() == Some(o) {
                                if let Some(svg) = svg_ref.get_untracked() {
                                    drag.press(&e, HAND + u32::from(o), svg.into());
                                }
                            }
                        }
                        on:click=move |_| if drag.take_click() { picking.on_hand(o) }>
                        {glyph_icon(p)}
                    </button>
                }).collect_view().into_any()
            }}
            <span class="pool" title=tr(Msg::ChironPoolTitle)>
                {move || (!state.with(|g| g.pool(o).is_empty())).then_some(view! { <span class="pool-label">{tr(Msg::ChironPoolLabel)}</span> })}
                {move || state.with(|g| g.pool(o)).into_iter().map(glyph_icon).collect_view()}
            </span>
        </div>
    }
}

/// Why the last piece clicked cannot move, and the warning about an attacked King.
#[component]
pub(super) fn Notes(picking: Picking) -> impl IntoView {
    let warning = move || {
        king_warning(&picking.state.get())
            .map(|text| view! { <p class="notice error king-warning" role="alert">{text}</p> })
    };
    view! {
        {move || picking.note.get().map(|text| view! { <p class="hint stuck-note" role="status">{text}</p> })}
        {warning}
    }
}

/// Beside the board: the Flip button (saved), a word on the last move when it was a
/// Phoenix drop, and the piece legend with the picked piece first.
#[component]
pub(super) fn Extras(
    picking: Picking,
    last: Memo<Option<ChironMove>>,
    flipped: RwSignal<bool>,
) -> impl IntoView {
    let state = picking.state;
    let selected_piece = Signal::derive(move || match picking.pick.get() {
        Some(Source::Cell(sq)) => state.with(|g| g.piece_at(sq as Square)),
        _ => None,
    });
    let kind_hint = move || {
        let last = last.get()?;
        let before = state.with(|g| g.turn() != Turn::Over);
        (last.from().is_none() && before).then(|| t(Msg::ChironLastDrop))
    };
    view! {
        <div class="board-extra">
        <div class="board-tools">
            <button on:click=move |_| {
                flipped.update(|f| *f = !*f);
                let _ = storage::set(FLIP_KEY, if flipped.get_untracked() { "1" } else { "0" });
            } title=tr(Msg::FlipBoardTitle)>{tr(Msg::FlipBoard)}</button>
            <span class="muted">{kind_hint}</span>
        </div>
        <Legend selected=selected_piece/>
        </div>
    }
}

/// The warning when a King is attacked (the side to move's, or the other's that can be
/// captured now); none once the game is over.
fn king_warning(g: &Chiron) -> Option<String> {
    let side = g.side_to_move();
    if g.turn() == Turn::Over {
        return None;
    }
    let text = if g.king_threatened(side) {
        tf(
            Msg::ChironKingCapturable,
            &[("seat", owner_name(side).into())],
        )
    } else if g.king_threatened(side ^ 1) {
        let args = [
            ("seat", owner_name(side ^ 1).into()),
            ("other", owner_name(side).into()),
        ];
        tf(Msg::ChironKingAttacked, &args)
    } else {
        return None;
    };
    Some(text)
}
