//! Per-game option sections of the new-game dialog. Each starts from the game on the table,
//! offers only the choices `table::choices` finds valid, and yields the options text.

use crate::engine::chirality::{BoardChoice, ChiralityOptions, Setup};
use crate::engine::{AnyGame, GameId};
use crate::i18n::Msg;
use crate::table::{choices, random_seed};
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
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
    let board = move |value: BoardChoice, label: Msg| {
        view! {
            <label><input type="radio" name="board" value=value.as_str()
                prop:checked=move || options.get().board == value
                on:change=move |_| options.update(|o| *o = choices::with_board(*o, value))/>" "{move || t(label)}</label>
        }
    };
    let setup = move |value: Setup, label: Msg| {
        view! {
            <label><input type="radio" name="setup" value=value.as_str()
                prop:checked=move || options.get().setup == value
                prop:disabled=move || !choices::setup_fits(options.get(), value)
                on:change=move |_| options.update(|o| *o = choices::with_setup(*o, value))/>" "{move || t(label)}</label>
        }
    };
    let view = view! {
        <fieldset class="game-options">
            <legend>{tr(Msg::OptionsBoard)}</legend>
            {board(BoardChoice::R1, Msg::OptionsBoardR1)}
            {board(BoardChoice::R2, Msg::OptionsBoardR2)}
        </fieldset>
        <fieldset class="game-options">
            <legend>{tr(Msg::OptionsSetup)}</legend>
            {setup(Setup::A, Msg::OptionsSetupA)}
            {setup(Setup::B, Msg::OptionsSetupB)}
            {setup(Setup::C, Msg::OptionsSetupC)}
            {move || [Setup::A, Setup::B, Setup::C].into_iter()
                .find_map(|s| choices::why_not(options.get(), s))
                .map(|why| view! { <p class="muted">{tf(Msg::OptionsNotOnBoard, &[("why", words::chirality_option(&why).unwrap_or_default().into())])}</p> })}
        </fieldset>
        <fieldset class="game-options">
            <legend>{tr(Msg::OptionsTable)}</legend>
            <label>{tr(Msg::OptionsPlayers)}" "
                <select aria-label=tr(Msg::OptionsPlayerCount) prop:value=move || options.get().players.to_string() on:change=move |e| {
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
                on:change=move |e| options.update(|o| o.deep_moats = event_target_checked(&e))/>" "{tr(Msg::OptionsDeepMoats)}</label>
        </fieldset>
    }
    .into_any();
    (view, text)
}
