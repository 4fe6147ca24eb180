//! The Chiron editor: the designer's opening figure is lost, so a player who has it can
//! arrange any position. Pools hold what the board lacks (the engine's `ChironSetup`).

use super::common::{
    activates, side_choice, start_position, stepper, tool_button, EditorShell, Verdict,
};
use crate::engine::chiron::{palette, square_name, Chiron, ChironSetup, Piece};
use crate::engine::{AnyGame, GameId};
use crate::i18n::Msg;
use crate::ui::boards::chiron::geometry::{coords, corner};
use crate::ui::boards::chiron::glyphs::{glyph, glyph_icon, piece_name};
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// The Chiron editor page.
#[component]
pub fn ChironEditor() -> impl IntoView {
    let (start, notice) = start_position::<Chiron>(GameId::Chiron);
    let setup = RwSignal::new(ChironSetup::of(&start));
    // The piece to place; `None` erases.
    let tool = RwSignal::new(palette(0).first().copied());
    let verdict = Signal::derive(move || setup.with(|s| s.build().map(AnyGame::Chiron)) as Verdict);
    let text = Signal::derive(move || setup.with(ChironSetup::position));
    let on_load = Callback::new(move |g: AnyGame| {
        if let AnyGame::Chiron(g) = g {
            setup.set(ChironSetup::of(&g));
        }
    });

    let put = move |sq: u8| {
        setup.update(|s| {
            let t = tool.get_untracked();
            let b = &mut s.board[sq as usize];
            *b = if *b == t { None } else { t };
        })
    };
    let squares = (0..64u8)
        .map(|sq| {
            let (x, y) = corner(sq, false);
            let piece = move || setup.with(|s| s.board[sq as usize]);
            view! {
                <g class="csq" id=format!("sq-{}", square_name(sq)) role="button" tabindex="0"
                    class:dark=(sq % 8 + sq / 8) % 2 == 0
                    aria-label=move || tf(Msg::SquareLabel, &[("square", square_name(sq).into()), ("piece", piece().map_or_else(|| t(Msg::EditEmpty), piece_name).into())])
                    on:click=move |_| put(sq)
                    on:keydown=move |e| if activates(&e) { put(sq) }>
                    <rect class="csq-bg" x=x y=y width="100" height="100"></rect>
                    <g transform=format!("translate({},{})", x + 50.0, y + 50.0)>{move || piece().map(glyph)}</g>
                </g>
            }
        })
        .collect_view();
    let board = view! {
        <div class="chiron">
            <svg class="board chiron-board" viewBox="-32 -4 836 840" role="group" aria-label=tr(Msg::EditChironBoard)>
                <rect class="board-bg" x="-4" y="-4" width="808" height="808" rx="6"></rect>
                {coords(false)}
                {squares}
            </svg>
        </div>
    }
    .into_any();
    let palette_row = move |owner: u8| {
        palette(owner)
            .into_iter()
            .map(|p: Piece| tool_button(tool, Some(p), piece_name(p), glyph_icon(p).into_any()))
            .collect_view()
    };
    let count_stepper = move |label: Msg,
                              owner: u8,
                              get: fn(&ChironSetup) -> u8,
                              set: fn(&mut ChironSetup, i32)| {
        let seat = move || [("seat", words::seat(GameId::Chiron, owner).into())];
        stepper(
            Signal::derive(move || tf(label, &seat())),
            Signal::derive(move || setup.with(get).to_string()),
            move |d| setup.update(|s| set(s, d)),
        )
    };
    let side = Signal::derive(move || setup.with(|s| s.side));

    view! {
        <EditorShell game=GameId::Chiron board=board verdict=verdict text=text on_load=on_load notice=notice>
            <p class="muted">{tr(Msg::EditChironHint)}</p>
            <div class="palette" role="toolbar" aria-label=tr(Msg::EditWhitePieces)>{palette_row(0)}</div>
            <div class="palette" role="toolbar" aria-label=tr(Msg::EditBlackPieces)>{palette_row(1)}</div>
            <div class="controls">
                <button aria-pressed=move || tool.get().is_none().to_string() on:click=move |_| tool.set(None)>{tr(Msg::EditEraser)}</button>
                <button on:click=move |_| setup.set(ChironSetup::default())>{tr(Msg::EditOpening)}</button>
                <button on:click=move |_| setup.update(|s| s.board = [None; 64])>{tr(Msg::EditClear)}</button>
            </div>
            {side_choice(GameId::Chiron, side, move |p| setup.update(|s| s.side = p))}
            <div class="steppers">
                {count_stepper(Msg::EditPhoenixesHeld, 0, |s| s.hands[0], |s, d| s.hands[0] = (i32::from(s.hands[0]) + d).clamp(0, 2) as u8)}
                {count_stepper(Msg::EditPhoenixesHeld, 1, |s| s.hands[1], |s, d| s.hands[1] = (i32::from(s.hands[1]) + d).clamp(0, 2) as u8)}
                {count_stepper(Msg::EditFlippedAnts, 0, |s| s.flipped_ants[0], |s, d| s.flipped_ants[0] = (i32::from(s.flipped_ants[0]) + d).clamp(0, 8) as u8)}
                {count_stepper(Msg::EditFlippedAnts, 1, |s| s.flipped_ants[1], |s, d| s.flipped_ants[1] = (i32::from(s.flipped_ants[1]) + d).clamp(0, 8) as u8)}
            </div>
            <p class="muted">{tr(Msg::EditPools)}" "
                {move || {
                    let pools: Vec<Piece> = setup.with(|s| [0u8, 1].into_iter().flat_map(|o| s.pool(o)).collect());
                    let none = pools.is_empty().then(|| t(Msg::EditPoolsNone));
                    view! { <span class="pool">{none}{pools.into_iter().map(glyph_icon).collect_view()}</span> }
                }}
            </p>
        </EditorShell>
    }
}
