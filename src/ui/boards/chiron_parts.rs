//! The parts around the Chiron board: the hands (a Phoenix to drop, the captured pool),
//! the promotion choices and the warning about an attacked King.

use super::chiron::HAND;
use super::chiron_glyphs::{glyph_icon, piece_name};
use super::chiron_looks::Pending;
use super::drag::Drag;
use super::keys::focus_id;
use crate::engine::chiron::{
    square_name, Chiron, ChironMove, Form, Hand, Piece, PieceType, Promotion, Square,
};
use crate::engine::{Game, GameId, Turn};
use crate::table::picker::{Picker, Source};
use leptos::prelude::*;

/// The seat's name ("White").
fn owner_name(o: u8) -> String {
    GameId::Chiron.seat_name(o)
}

/// The label of a promotion choice.
fn choice_label(m: ChironMove, mover: u8, to: Square) -> String {
    match m.promotion(mover) {
        Promotion::None => "Keep as is".into(),
        Promotion::Flip if m.final_square() == to => "Flip here".into(),
        Promotion::Flip => format!("Flip, go to {}", square_name(m.final_square())),
        Promotion::Pool(p) => {
            let hand = match p.hand() {
                Some(Hand::Left) => " L",
                Some(Hand::Right) => " R",
                None if p.form() == Form::Flipped => " (flipped)",
                None => "",
            };
            format!("{}{hand}", p.kind().name())
        }
    }
}

/// The player to move, if a player is.
fn mover(state: Memo<Chiron>) -> Option<u8> {
    match state.with(Game::turn) {
        Turn::Player(p) => Some(p),
        _ => None,
    }
}

/// The promotion choices of the move waiting for one (`pending`), if any: a button per
/// choice (relocations are the ringed squares on the board), and Cancel.
pub(super) fn promotion_choices(
    state: Memo<Chiron>,
    pending: Memo<Pending>,
    picker: RwSignal<Picker<ChironMove>>,
    kfocus: RwSignal<u8>,
    play: impl Fn(ChironMove) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    pending.get().map(|(from, to, choices)| {
        let who = mover(state).unwrap_or(0);
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
                    Promotion::Pool(p) => format!("Become the {}", piece_name(p)),
                    _ => choice_label(m, who, to),
                };
                view! {
                    <button class="choice" title=title.clone() aria-label=title on:click=move |_| {
                        play(m);
                        // Back to the board's one Tab stop (the button goes away).
                        focus_id(&format!("sq-{}", square_name(kfocus.get_untracked())));
                    }>{icon}{choice_label(m, who, to)}</button>
                }
            })
            .collect_view();
        let moving = state.with(|g| g.piece_at(from)).map(piece_name).unwrap_or_default();
        view! {
            <div class="promotion" role="group" aria-label="Promotion choice">
                <p><strong>{format!("{moving} reaches {}.", square_name(to))}</strong>
                {if relocs > 0 { format!(" To flip and relocate, click one of the {relocs} ringed squares; or:") } else { " Choose:".into() }}</p>
                <div class="controls">
                    {buttons}
                    <button on:click=move |_| picker.update(Picker::close)>"Cancel"</button>
                </div>
            </div>
        }
    })
}

/// `o`'s hand: its Phoenixes to drop (picked by a click or a drag onto `svg`) and the
/// captured pool an Ant may become.
pub(super) fn hand_view(
    o: u8,
    state: Memo<Chiron>,
    pick: Memo<Option<Source>>,
    on_hand: impl Fn(u8) + Copy + Send + Sync + 'static,
    interactive: Signal<bool>,
    drag: Drag,
    svg_ref: NodeRef<leptos::svg::Svg>,
) -> impl IntoView {
    view! {
        <div class="chand" class:white=o == 0 class:black=o == 1 aria-label=format!("{}'s hand", owner_name(o))>
            <span class="chand-label">{format!("{} holds", owner_name(o))}</span>
            {move || {
                let n = state.with(|g| g.hand(o));
                if n == 0 {
                    return view! { <span class="muted">"no Phoenix"</span> }.into_any();
                }
                let p = Piece::new(o, PieceType::Phoenix, Hand::Left, Form::Normal);
                (0..n).map(|_| view! {
                    <button class="hand-phoenix" data-owner=o aria-pressed=move || (pick.get() == Some(Source::Hand(o))).to_string()
                        title=format!("Drop {}'s Phoenix on {}'s first rank", owner_name(o), owner_name(o))
                        on:pointerdown=move |e| {
                            if interactive.get_untracked() && mover(state) == Some(o) {
                                if let Some(svg) = svg_ref.get_untracked() {
                                    drag.press(&e, HAND + u32::from(o), svg.into());
                                }
                            }
                        }
                        on:click=move |_| if drag.take_click() { on_hand(o) }>
                        {glyph_icon(p)}
                    </button>
                }).collect_view().into_any()
            }}
            <span class="pool" title="The captured pool: this player's pieces that were captured (by either side). An Ant reaching its owner's 7th or 8th rank may become one of them.">
                {move || (!state.with(|g| g.pool(o).is_empty())).then_some(view! { <span class="pool-label">"an Ant may become:"</span> })}
                {move || state.with(|g| g.pool(o)).into_iter().map(glyph_icon).collect_view()}
            </span>
        </div>
    }
}

/// The warning when a King is attacked (the side to move's, or the other's that can be
/// captured now); none once the game is over.
pub(super) fn king_warning(g: &Chiron) -> Option<String> {
    let side = g.side_to_move();
    if g.turn() == Turn::Over {
        return None;
    }
    let text = if g.king_threatened(side) {
        format!(
            "{}'s King can be captured: it is attacked.",
            owner_name(side)
        )
    } else if g.king_threatened(side ^ 1) {
        format!(
            "{}'s King is attacked: {} can capture it now.",
            owner_name(side ^ 1),
            owner_name(side)
        )
    } else {
        return None;
    };
    Some(text)
}
