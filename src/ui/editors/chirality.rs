//! The Chirality editor: the board (R1 or R2) and player count (each change starts from
//! that table's start position), whose pieces stand on which tiles (Garrisons show when a
//! Star is full), reserves and whose turn; captured counts follow from the set of 16.

use super::common::{start_position, stepper, tool_button, EditorShell, Verdict};
use crate::engine::chirality::board::{Board, TileId};
use crate::engine::chirality::{BoardChoice, Chirality, ChiralitySetup, PIECES};
use crate::engine::{AnyGame, GameId, Player, SetupError};
use crate::i18n::Msg;
use crate::ui::boards::chirality::penrose::overlays::Overlays;
use crate::ui::boards::chirality::penrose::PenroseBoard;
use crate::ui::boards::chirality::pieces::{pieces_layer, seat, swatch};
use crate::ui::lang::{t, tf, tr};
use leptos::prelude::*;
use std::sync::Arc;

/// What a click on a tile does: put this player's piece (again: take it off), or erase.
type Tool = Option<Player>;

/// The Chirality editor page.
#[component]
pub fn ChiralityEditor() -> impl IntoView {
    let (start, notice) = start_position::<Chirality>(GameId::Chirality);
    let setup = RwSignal::new(ChiralitySetup::of(&start));
    let tool: RwSignal<Tool> = RwSignal::new(Some(0));
    let table_error = RwSignal::new(None::<SetupError>);
    let verdict =
        Signal::derive(move || setup.with(|s| s.build().map(AnyGame::Chirality)) as Verdict);
    let text = Signal::derive(move || setup.with(ChiralitySetup::position));
    let on_load = Callback::new(move |g: AnyGame| {
        if let AnyGame::Chirality(g) = g {
            setup.set(ChiralitySetup::of(&g));
        }
    });
    let options = Memo::new(move |_| setup.with(ChiralitySetup::options));
    let kind = Memo::new(move |_| options.get().board);
    let players = Memo::new(move |_| options.get().players);
    let retable = move |board: BoardChoice, n: u8| match ChiralitySetup::start(
        board,
        n,
        options.get_untracked(),
    ) {
        Ok(s) => {
            table_error.set(None);
            if tool.get_untracked().is_some_and(|p| p >= n) {
                tool.set(Some(0));
            }
            setup.set(s);
        }
        Err(e) => table_error.set(Some(e)),
    };

    let board_view = move || {
        let board: Arc<Board> = Arc::new(
            crate::engine::chirality::tables_of(kind.get())
                .board
                .clone(),
        );
        let b = board.clone();
        let activate = move |t: TileId| {
            setup.update(|s| {
                let cell = &mut s.owner[t];
                let t = tool.get_untracked();
                *cell = if *cell == t { None } else { t };
            })
        };
        view! {
            <PenroseBoard board=board overlays=Signal::derive(Overlays::default)
                on_activate=Callback::new(activate) label=t(Msg::EditChiralityBoard)>
                {let b = b.clone(); move || setup.with(|s| pieces_layer(&b, &s.picture()))}
            </PenroseBoard>
        }
    };
    let board = view! { <div class="chirality">{board_view}</div> }.into_any();
    let palette_row = move || {
        (0..players.get())
            .map(|p| {
                tool_button(
                    tool,
                    Some(p),
                    tf(
                        Msg::EditPlayer,
                        &[("seat", seat(p).into()), ("number", (p + 1).into())],
                    ),
                    swatch(p).into_any(),
                )
            })
            .collect_view()
    };
    let reserves = move || {
        (0..players.get() as usize)
            .map(|p| {
                let value = Signal::derive(move || {
                    setup.with(|s| match s.captured(p) {
                        c if c < 0 => tf(
                            Msg::EditOverSet,
                            &[("reserve", s.reserve[p].into()), ("count", (-c).into())],
                        ),
                        c => tf(
                            Msg::EditCaptured,
                            &[("reserve", s.reserve[p].into()), ("count", c.into())],
                        ),
                    })
                });
                stepper(
                    Signal::derive(move || {
                        tf(Msg::EditReserve, &[("seat", seat(p as Player).into())])
                    }),
                    value,
                    move |d| {
                        setup.update(|s| {
                            s.reserve[p] =
                                (i32::from(s.reserve[p]) + d).clamp(0, i32::from(PIECES)) as u8
                        })
                    },
                )
            })
            .collect_view()
    };

    view! {
        <EditorShell game=GameId::Chirality board=board verdict=verdict text=text on_load=on_load notice=notice>
            <div class="ed-table">
                <label>{tr(Msg::EditBoard)}" "
                    <select aria-label=tr(Msg::EditBoard) on:change=move |e| {
                        let b = BoardChoice::parse(&event_target_value(&e)).unwrap_or_default();
                        retable(b, players.get_untracked());
                    }>
                        <option value="r1" selected=move || kind.get() == BoardChoice::R1>{tr(Msg::EditBoardR1)}</option>
                        <option value="r2" selected=move || kind.get() == BoardChoice::R2>{tr(Msg::EditBoardR2)}</option>
                    </select>
                </label>
                <label>{tr(Msg::EditPlayers)}" "
                    <select aria-label=tr(Msg::EditPlayers) on:change=move |e| {
                        let n = event_target_value(&e).parse().unwrap_or(2);
                        retable(kind.get_untracked(), n);
                    }>
                        {(2..=6u8).map(|n| view! { <option value=n.to_string() selected=move || players.get() == n>{n.to_string()}</option> }).collect_view()}
                    </select>
                </label>
            </div>
            <p class="muted">{tr(Msg::EditTableHint)}</p>
            {move || table_error.get().map(|e| view! { <p class="notice error" role="alert">{super::problems::refused(&e)}</p> })}
            <p class="muted">{tr(Msg::EditChiralityHint)}</p>
            <div class="palette" role="toolbar" aria-label=tr(Msg::EditPlayersPieces)>{palette_row}</div>
            <div class="controls">
                <button aria-pressed=move || tool.get().is_none().to_string() on:click=move |_| tool.set(None)>{tr(Msg::EditEraser)}</button>
                <button on:click=move |_| retable(kind.get_untracked(), players.get_untracked())>{tr(Msg::EditStart)}</button>
                <button on:click=move |_| setup.update(|s| s.owner.iter_mut().for_each(|o| *o = None))>{tr(Msg::EditClear)}</button>
            </div>
            <label class="ed-turn">{tr(Msg::EditToMove)}" "
                <select aria-label=tr(Msg::EditToMove) on:change=move |e| {
                    let p = event_target_value(&e).parse().unwrap_or(0);
                    setup.update(|s| s.to_move = p);
                }>
                    {move || (0..players.get()).map(|p| view! {
                        <option value=p.to_string() selected=move || setup.with(|s| s.to_move) == p>{tf(Msg::EditPlayer, &[("seat", seat(p).into()), ("number", (p + 1).into())])}</option>
                    }).collect_view()}
                </select>
            </label>
            <div class="steppers">{reserves}</div>
        </EditorShell>
    }
}
