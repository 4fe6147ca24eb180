//! The Shifting Chess board: the 12×12 blue board with megatiles drawn as islands (a badge
//! at each tile's centre names it and points to its starting north), boulders, gaps and
//! the voided tile as a ghost with its pieces in limbo. Ordinary moves by selecting a
//! piece (legal targets as dots, captures as rings) with a click, the keyboard or a drag;
//! a drawn card is applied by choosing tiles on the board, with the result previewed
//! before it is confirmed (see `card`). All legality comes from the engine.
//!
//! The board is split by what it draws: the picture's layers (`picture`, drawn by `draw`
//! on the squares and slots of `geometry`, with the pieces of `pieces`), the squares'
//! targets with their keyboard and drag handling (`squares`), the zoom bar of a narrow
//! screen (`frame`), a hint (`hint`), the last plies' marks (`marks`), the promotion
//! chooser (here) and the card panel (`card`); the choices in progress are `choices`'.

mod card;
mod choices;
pub mod draw;
mod frame;
pub mod geometry;
mod hint;
pub mod marks;
mod picture;
pub mod pieces;
mod squares;

use crate::engine::shifting_chess::{Phase, PieceKind, ShiftingChess, ShiftingMove, Square};
use crate::engine::{AnyMove, Game};
use crate::i18n::Msg;
use crate::table::picker::{Answer, Holder, Picker};
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::suggest::Suggestion;
use crate::ui::lang::{tf, tr};
use crate::ui::words;
use card::CardPanel;
use choices::Ui;
use draw::coords_in;
use frame::{Fitting, ZoomBar};
use hint::suggested;
use leptos::prelude::*;
use marks::Marks;
use picture::{drag_ghost, Picture};
use squares::Squares;

/// The interactive Shifting Chess board with its card panel.
#[component]
pub fn ShiftingBoard(
    state: Memo<ShiftingChess>,
    marks: Memo<Marks>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
    /// A hint's move, drawn dashed (or only where it begins).
    #[prop(optional)]
    hint: Signal<Option<Suggestion<ShiftingMove>>>,
) -> impl IntoView {
    // A new position has no half-made choices.
    let ui = Ui::new(state);
    let apps = Memo::new(move |_| state.with(ShiftingChess::applications_preview));
    let shown = Memo::new(move |_| match ui.pending() {
        Some(m) => apps
            .with(|a| a.iter().find(|(x, _)| *x == m).map(|(_, g)| g.clone()))
            .unwrap_or_else(|| state.get()),
        None => state.get(),
    });
    let legal = Memo::new(move |_| state.with(Game::legal_move_list));
    let targets = Memo::new(move |_| ui.pick.with(|p| legal.with(|l| p.targets(l))));
    let play = Callback::new(move |m: ShiftingMove| {
        ui.reset();
        on_move.run(AnyMove::ShiftingChess(m));
    });

    // Narrow screens: the picture is cropped to the tiles and, if still too small to
    // tap, zooms under a finger (see `frame`). The selected piece and its
    // targets are framed.
    let chosen = Signal::derive(move || {
        let Some(from) = ui.selected() else {
            return Vec::new();
        };
        let mut squares = vec![from];
        targets.with(|t| {
            squares.extend(t.iter().filter_map(|m| match *m {
                ShiftingMove::Move { to, .. } => Some(to),
                _ => None,
            }))
        });
        squares
    });
    let fit = Fitting::new(state, shown, ui.flipped.into(), chosen);
    let (pz, shown_frame) = (fit.pz, fit.frame);

    // What a click on a square does (also Enter or Space on it, and a drop on a lit one).
    let click = Callback::new(move |sq: Square| {
        if !interactive.get_untracked() {
            return;
        }
        let phase = state.with_untracked(ShiftingChess::phase);
        match phase {
            Phase::Move => {
                let own =
                    state.with_untracked(|g| g.piece_at(sq).is_some_and(|p| p.owner == g.side()));
                let holder = if own { Holder::Mover } else { Holder::Nobody };
                let answer = legal
                    .with_untracked(|l| ui.pick.update(|p| p.click_cell(sq.index(), holder, l)));
                if let Answer::Play(m) = answer {
                    play.run(m);
                }
            }
            Phase::Apply(_) => {
                let slot = sq.slot() as u8;
                let confirmed = state.with_untracked(|g| ui.cards.update(|c| c.click(g, slot)));
                if let Some(m) = confirmed {
                    play.run(m);
                }
            }
            Phase::Draw => {}
        }
    });
    // Dragging a piece picks it up as a click would; a drop on a lit square plays.
    let drag = Drag::new();
    let coord_labels = move || coords_in(ui.flipped.get(), shown_frame.get());

    view! {
        <div class="shifting"
            on:pointerdown=move |_| drag.fresh()
            on:pointermove=move |e| if let Some(k) = drag.moved(&e) { squares::lift(ui, k) }
            on:pointerup=move |e| if let Some((_, to)) = drag.release(&e) { squares::put_down(ui, targets, click, to) }
            on:pointercancel=move |_| drag.cancel()>
            <div class="sc-board-wrap" node_ref=fit.wrap>
                <svg node_ref=fit.svg class="board sc-board" class:cropped=move || shown_frame.get() != frame::Frame::WHOLE
                    viewBox=move || shown_frame.get().view_box() role="group" aria-label=tr(Msg::ShiftingBoardLabel)
                    on:pointermove=move |e| if fit.zoomable() { pz.on_move(&e) }
                    on:pointerup=move |e| pz.on_up(&e)
                    on:pointercancel=move |e| pz.on_up(&e)>
                    <g transform=move || pz.view.get().transform()>
                        <g transform=move || shown_frame.get().centring()>
                            <rect class="sc-water" x="-2" y="-2" width="604" height="604" rx="8"></rect>
                            {coord_labels}
                            <Picture state=state shown=shown marks=marks ui=ui targets=targets interactive=interactive/>
                            {move || hint.get().map(|m| suggested(m, ui.flipped.get()))}
                            <Squares state=state ui=ui targets=targets interactive=interactive fit=fit drag=drag click=click/>
                            {drag_ghost(state, drag)}
                        </g>
                    </g>
                </svg>
                <ZoomBar fit=fit shown=shown/>
                <Promotion state=state ui=ui play=play/>
            </div>
            <CardPanel state=state marks=marks ui=ui play=play interactive=interactive/>
        </div>
    }
}

/// A pawn's promotion chooser, open while a move to the last rank waits for its piece:
/// a button for each piece it may become, and Cancel.
#[component]
fn Promotion(state: Memo<ShiftingChess>, ui: Ui, play: Callback<ShiftingMove>) -> impl IntoView {
    move || {
        let choices = ui.pick.with(|p| p.choices().to_vec());
        (!choices.is_empty()).then(|| {
            let owner = state.with_untracked(ShiftingChess::side);
            let buttons = [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight]
                .into_iter()
                .filter_map(|k| {
                    let m = *choices.iter().find(|m| {
                        matches!(m, ShiftingMove::Move { promotion: Some(x), .. } if *x == k)
                    })?;
                    Some(view! {
                        <button class="sc-promo-choice" aria-label=move || tf(Msg::ShiftingPromoteToPiece, &[("piece", words::chess_piece(k).into())])
                            on:click=move |_| play.run(m)>
                            {pieces::icon(k, owner)}
                        </button>
                    })
                })
                .collect_view();
            view! {
                <div class="sc-promo" role="dialog" aria-label=tr(Msg::ShiftingPromotion)>
                    <span>{tr(Msg::ShiftingPromoteTo)}</span>
                    {buttons}
                    <button class="link" on:click=move |_| ui.pick.update(Picker::close)>{tr(Msg::Cancel)}</button>
                </div>
            }
        })
    }
}
