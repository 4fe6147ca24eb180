//! Per-game option sections of the new-game dialog. Each starts from the game on the table,
//! offers only the choices `table::choices` finds valid, and yields the options text.

use crate::engine::chirality::{BoardChoice, ChiralityOptions, Setup};
use crate::engine::{AnyGame, GameId};
use crate::table::{choices, random_seed};
use leptos::prelude::*;

/// The options form of a game that has one, starting from `current`, and the options text
/// it builds.
pub fn form_for(game: GameId, current: &AnyGame) -> Option<(AnyView, Signal<String>)> {
    match game {
        GameId::Chirality => Some(chirality_form(choices::chirality_options(current))),
        GameId::Chiron | GameId::Pyrga | GameId::ShiftingChess => None,
    }
}

/// Chirality: board R1/R2, setup A/B/C, 2–6 players, Deep Moats; a fresh seed for setup C
/// (it draws the first-turn Gate).
fn chirality_form(start: ChiralityOptions) -> (AnyView, Signal<String>) {
    let options = RwSignal::new(start);
    let seed = random_seed();
    let text = Signal::derive(move || choices::new_game_text(options.get(), seed));
    let board = move |value: BoardChoice, label: &'static str| {
        view! {
            <label><input type="radio" name="board" value=value.as_str()
                prop:checked=move || options.get().board == value
                on:change=move |_| options.update(|o| *o = choices::with_board(*o, value))/>{label}</label>
        }
    };
    let setup = move |value: Setup, label: &'static str| {
        view! {
            <label><input type="radio" name="setup" value=value.as_str()
                prop:checked=move || options.get().setup == value
                prop:disabled=move || !choices::setup_fits(options.get(), value)
                on:change=move |_| options.update(|o| *o = choices::with_setup(*o, value))/>{label}</label>
        }
    };
    let view = view! {
        <fieldset class="game-options">
            <legend>"Board"</legend>
            {board(BoardChoice::R1, " R1 (compact, 160 tiles, up to 5 players)")}
            {board(BoardChoice::R2, " R2 (standard, 300 tiles, up to 6 players)")}
        </fieldset>
        <fieldset class="game-options">
            <legend>"Setup"</legend>
            {setup(Setup::A, " A: standard (two players on R2)")}
            {setup(Setup::B, " B: quick (a Garrison each from the start)")}
            {setup(Setup::C, " C: long (one Gate each)")}
            {move || [Setup::A, Setup::B, Setup::C].into_iter()
                .find_map(|s| choices::why_not(options.get(), s))
                .map(|why| view! { <p class="muted">{format!("Not on this board: {why}.")}</p> })}
        </fieldset>
        <fieldset class="game-options">
            <legend>"Table"</legend>
            <label>"Players "
                <select aria-label="Number of players" prop:value=move || options.get().players.to_string() on:change=move |e| {
                    if let Ok(n) = event_target_value(&e).parse::<u8>() {
                        options.update(|o| *o = choices::with_players(*o, n));
                    }
                }>
                    {choices::PLAYER_COUNTS.map(|n| view! {
                        <option value=n selected=move || options.get().players == n
                            disabled=move || !choices::players_fit(options.get(), n)>{n}</option>
                    }).collect_view()}
                </select>
            </label>
            <label><input type="checkbox" prop:checked=move || options.get().deep_moats
                on:change=move |e| options.update(|o| o.deep_moats = event_target_checked(&e))/>" Deep Moats"</label>
        </fieldset>
    }
    .into_any();
    (view, text)
}
