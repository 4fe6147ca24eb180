//! The Shifting Chess editor: pieces and boulders on the land; megatiles moved (swapped
//! when the slot is taken), turned and voided with their squares; moved marks (castling
//! rights), en passant, the clocks and the deck.

use super::common::{
    activates, side_choice, start_position, stepper, tool_button, EditorShell, Verdict,
};
use crate::engine::shifting_chess::{
    palette, Content, Piece, ShiftingChess, ShiftingSetup, Square,
};
use crate::engine::{AnyGame, GameId};
use crate::i18n::Msg;
use crate::ui::boards::shifting::draw::{coords, still_picture};
use crate::ui::boards::shifting::geometry::{all_squares, slot_xy, sq_xy, SQ};
use crate::ui::boards::shifting::pieces::{self as pieces, describe};
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// What a click on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    /// Put this piece or a boulder (again: empty the square).
    Put(Content),
    /// Empty the square.
    Erase,
    /// Flip a pawn's, rook's or king's moved mark.
    Moved,
    /// Set (or clear) the en passant square.
    EnPassant,
    /// Pick a tile, then the slot to move it to (swapping with a tile there).
    MoveTile,
    /// Turn a tile a quarter clockwise.
    Rotate,
    /// Void a tile, or bring the voided one back.
    Void,
}

fn click(s: &mut ShiftingSetup, picked: RwSignal<Option<usize>>, sq: Square, tool: Tool) {
    match tool {
        Tool::Put(c) => {
            let now = s.content(sq);
            s.set(sq, if now == c { Content::Empty } else { c });
        }
        Tool::Erase => {
            s.set(sq, Content::Empty);
        }
        Tool::Moved => {
            s.toggle_moved(sq);
        }
        Tool::EnPassant => {
            s.en_passant = if s.en_passant == Some(sq) {
                None
            } else {
                Some(sq)
            }
        }
        Tool::MoveTile => match picked.get_untracked() {
            None if s.tiles()[sq.slot()].is_some() => picked.set(Some(sq.slot())),
            None => {}
            Some(from) => {
                s.move_tile(from, sq.slot());
                picked.set(None);
            }
        },
        Tool::Rotate => s.rotate(sq.slot()),
        Tool::Void => s.toggle_void(sq.slot()),
    }
}

fn label(c: Content) -> String {
    match c {
        Content::Piece(p) if p.moved => tf(Msg::EditMoved, &[("piece", describe(c).into())]),
        _ => describe(c),
    }
}

/// The Shifting Chess editor page.
#[component]
pub fn ShiftingEditor() -> impl IntoView {
    let (start, notice) = start_position::<ShiftingChess>(GameId::ShiftingChess);
    let setup = RwSignal::new(ShiftingSetup::of(&start));
    let tool = RwSignal::new(Tool::Put(Content::Piece(palette(0)[0])));
    let picked = RwSignal::new(None::<usize>);
    let verdict =
        Signal::derive(move || setup.with(|s| s.build().map(AnyGame::ShiftingChess)) as Verdict);
    let text = Signal::derive(move || setup.with(ShiftingSetup::position));
    let on_load = Callback::new(move |g: AnyGame| {
        if let AnyGame::ShiftingChess(g) = g {
            setup.set(ShiftingSetup::of(&g));
        }
    });

    let hits = all_squares()
        .map(|sq| {
            let (x, y) = sq_xy(sq.file(), sq.rank(), false);
            view! {
                <rect class="sc-hit" id=format!("sq-{sq}") role="button" tabindex="0"
                    x=x y=y width=SQ height=SQ
                    aria-label=move || format!("{sq}: {}", setup.with(|s| label(s.content(sq))))
                    on:click=move |_| setup.update(|s| click(s, picked, sq, tool.get_untracked()))
                    on:keydown=move |e| if activates(&e) { setup.update(|s| click(s, picked, sq, tool.get_untracked())) }>
                </rect>
            }
        })
        .collect_view();
    let marks = move || {
        setup.with(|s| {
            let moved = all_squares()
                .filter(|&sq| matches!(s.content(sq), Content::Piece(p) if p.moved))
                .map(|sq| {
                    let (x, y) = sq_xy(sq.file(), sq.rank(), false);
                    view! { <circle class="ed-moved" cx=x + SQ - 8.0 cy=y + 8.0 r="5"><title>"moved"</title></circle> }
                })
                .collect_view();
            let ep = s.en_passant.map(|sq| {
                let (x, y) = sq_xy(sq.file(), sq.rank(), false);
                view! { <text class="ed-ep" x=x + SQ / 2.0 y=y + SQ / 2.0 + 6.0 text-anchor="middle">"e.p."</text> }
            });
            let pick = picked.get().map(|slot| {
                let (x, y) = slot_xy(slot, false);
                view! { <rect class="ed-picked" x=x + 2.0 y=y + 2.0 width=2.0 * SQ - 4.0 height=2.0 * SQ - 4.0 rx="8"></rect> }
            });
            view! { {moved}{ep}{pick} }
        })
    };
    let board = view! {
        <div class="shifting">
            <div class="sc-board-wrap">
                <svg class="board sc-board" viewBox="-26 -4 630 630" role="group" aria-label=tr(Msg::EditShiftingBoard)>
                    <rect class="sc-water" x="-2" y="-2" width="604" height="604" rx="8"></rect>
                    {coords(false)}
                    <g class="sc-picture">{move || setup.with(|s| still_picture(&s.picture()))}</g>
                    <g class="ed-marks">{marks}</g>
                    <g class="sc-hits">{hits}</g>
                </svg>
            </div>
        </div>
    }
    .into_any();
    let palette_row = move |owner: u8| {
        palette(owner)
            .into_iter()
            .map(|p: Piece| {
                let args = [
                    ("seat", words::seat(GameId::ShiftingChess, owner).into()),
                    ("piece", words::chess_piece(p.kind).into()),
                ];
                let title = tf(Msg::PieceOf, &args);
                tool_button(
                    tool,
                    Tool::Put(Content::Piece(p)),
                    title,
                    pieces::icon(p.kind, p.owner).into_any(),
                )
            })
            .collect_view()
    };
    let tool_toggle = move |t: Tool, name: Msg| {
        view! { <button aria-pressed=move || (tool.get() == t).to_string() on:click=move |_| { picked.set(None); tool.set(t) }>{tr(name)}</button> }
    };
    let boulder_icon = view! { <svg class="sc-icon" viewBox="0 0 100 100" aria-hidden="true">{pieces::boulder(0.0, 0.0, 100.0)}</svg> }.into_any();
    let side = Signal::derive(move || setup.with(|s| s.side));
    let clock =
        move |label: Msg, get: fn(&ShiftingSetup) -> u32, set: fn(&mut ShiftingSetup, u32)| {
            stepper(
                Signal::derive(move || t(label)),
                Signal::derive(move || setup.with(get).to_string()),
                move |d| setup.update(|s| set(s, get(s).saturating_add_signed(d))),
            )
        };

    view! {
        <EditorShell game=GameId::ShiftingChess board=board verdict=verdict text=text on_load=on_load notice=notice>
            <p class="muted">{tr(Msg::EditShiftingHint)}</p>
            <div class="palette" role="toolbar" aria-label=tr(Msg::EditWhitePieces)>{palette_row(0)}</div>
            <div class="palette" role="toolbar" aria-label=tr(Msg::EditBlackPieces)>{palette_row(1)}{tool_button(tool, Tool::Put(Content::Boulder), t(Msg::EditBoulder), boulder_icon)}</div>
            <div class="controls" role="toolbar" aria-label=tr(Msg::EditSquareTools)>
                {tool_toggle(Tool::Erase, Msg::EditEraser)}
                {tool_toggle(Tool::Moved, Msg::EditMovedMark)}
                {tool_toggle(Tool::EnPassant, Msg::EditEnPassant)}
            </div>
            <div class="controls" role="toolbar" aria-label=tr(Msg::EditTileTools)>
                {tool_toggle(Tool::MoveTile, Msg::EditMoveTile)}
                {tool_toggle(Tool::Rotate, Msg::EditRotateTile)}
                {tool_toggle(Tool::Void, Msg::EditVoidTile)}
            </div>
            <p class="muted">{move || match (tool.get(), picked.get()) {
                (Tool::MoveTile, None) => t(Msg::EditPickTile),
                (Tool::MoveTile, Some(_)) => t(Msg::EditPutTile),
                (Tool::Moved, _) => t(Msg::EditMovedHint),
                _ => String::new(),
            }}</p>
            <div class="controls">
                <button on:click=move |_| { picked.set(None); setup.set(ShiftingSetup::default()) }>{tr(Msg::EditStart)}</button>
            </div>
            {side_choice(GameId::ShiftingChess, side, move |p| setup.update(|s| s.side = p))}
            <div class="steppers">
                {clock(Msg::EditMovesMade, |s| s.turns, |s, v| s.turns = v)}
                {clock(Msg::EditQuietMoves, |s| u32::from(s.halfmove), |s, v| s.halfmove = v.min(u32::from(u16::MAX)) as u16)}
            </div>
            <p class="muted">{move || setup.with(|s| match s.en_passant {
                Some(e) => tf(Msg::EditEnPassantSquare, &[("square", e.to_string().into())]),
                None => t(Msg::EditNoEnPassant),
            })}</p>
            <fieldset class="deck">
                <legend>{tr(Msg::EditCards)}</legend>
                <label><input type="checkbox" prop:checked=move || setup.with(ShiftingSetup::cards)
                    on:change=move |e| { let on = event_target_checked(&e); setup.update(|s| s.fresh_deck(s.seed(), on)) }/> " "{tr(Msg::EditDistortionCards)}</label>
                <button on:click=move |_| setup.update(|s| s.fresh_deck(s.seed(), true))>{tr(Msg::EditFreshDeck)}</button>
                <p class="muted">{tr(Msg::EditDeckNote)}</p>
            </fieldset>
        </EditorShell>
    }
}
