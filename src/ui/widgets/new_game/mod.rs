//! The new-game dialog: who sits in each seat (a person on this device, or the AI at a
//! level) and, for games that have them, the game's options, starting from the game on the
//! table. Two-seat games without options keep the simple "friend or computer" form; games
//! with options and more seats (Chirality) get an options section and one row per seat.
//! The engine checks the options and names the seats.

mod options;

use crate::ai::Level;
use crate::engine::{AnyGame, GameId};
use crate::i18n::Msg;
use crate::persist::{GameRecord, Seat};
use crate::table::NewGame;
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// Asks how the next game is played and starts it.
#[component]
pub fn NewGameDialog(
    /// The game to start.
    game: GameId,
    /// The game on the table: the dialog starts from its seats and options.
    current: GameRecord,
    /// Called with the seats and options of the game to start.
    on_start: Callback<NewGame>,
    /// Called when the player closes the dialog without starting.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let seats = &current.seats;
    let first_ai = seats.iter().find_map(Seat::level);
    let against_ai = RwSignal::new(first_ai.is_some());
    let level = RwSignal::new(first_ai.unwrap_or(Level::Medium));
    let human_first = RwSignal::new(seats.first().is_none_or(Seat::is_human));
    let on_table = current.start_state().ok();
    let (form_view, form_text) = match on_table.as_ref().and_then(|g| options::form_for(game, g)) {
        Some((v, t)) => (Some(v), Some(t)),
        None => (None, None),
    };
    // Per-seat choices for games with a player count: the seats on the table, then the AI.
    let seat_choice: RwSignal<Vec<Seat>> = RwSignal::new(
        (0..6)
            .map(|i| seats.get(i).cloned().unwrap_or(Seat::Ai(Level::Medium)))
            .collect(),
    );
    let options_text = Signal::derive(move || form_text.map(|t| t.get()).unwrap_or_default());
    let check = Memo::new(move |_| {
        AnyGame::new_game(game, &options_text.get()).map_err(|e| {
            tf(
                Msg::NewGameRefused,
                &[("why", words::setup_error(&e).into())],
            )
        })
    });
    let players = Memo::new(move |_| check.with(|c| c.as_ref().map_or(2, AnyGame::num_players)));
    let form = NodeRef::<leptos::html::Form>::new();
    super::modal(form, move || on_cancel.run(()));
    let per_seat = form_text.is_some();

    let start = move || {
        let Ok(g) = check.get_untracked() else { return };
        let seats = if per_seat {
            seat_choice.with_untracked(|c| c.iter().take(g.num_players()).cloned().collect())
        } else {
            let ai = Seat::Ai(level.get_untracked());
            match (against_ai.get_untracked(), human_first.get_untracked()) {
                (false, _) => vec![Seat::Human, Seat::Human],
                (true, true) => vec![Seat::Human, ai],
                (true, false) => vec![ai, Seat::Human],
            }
        };
        let options = if per_seat {
            g.options_text()
        } else {
            String::new()
        };
        on_start.run(NewGame { seats, options });
    };
    let two_seat_form = view! {
        <fieldset>
            <legend>{tr(Msg::Opponent)}</legend>
            <label><input type="radio" name="opponent" prop:checked=move || !against_ai.get() on:change=move |_| against_ai.set(false)/> {tr(Msg::OpponentFriend)}</label>
            <label><input type="radio" name="opponent" prop:checked=move || against_ai.get() on:change=move |_| against_ai.set(true)/> {tr(Msg::OpponentComputer)}</label>
        </fieldset>
        <Show when=move || against_ai.get()>
            <fieldset>
                <legend>{tr(Msg::Level)}</legend>
                <select aria-label=tr(Msg::AiLevel) on:change=move |e| {
                    if let Ok(l) = event_target_value(&e).parse::<Level>() { level.set(l); }
                }>
                    {Level::ALL.into_iter().map(|l| view! {
                        <option value=l.name() selected=move || level.get() == l>{move || words::level_label(l)}</option>
                    }).collect_view()}
                </select>
                <p class="level-caption">{move || words::level_caption(level.get(), game)}</p>
            </fieldset>
            <fieldset>
                <legend>{tr(Msg::YouPlay)}</legend>
                <label><input type="radio" name="side" prop:checked=move || human_first.get() on:change=move |_| human_first.set(true)/> {tr(Msg::PlayFirst)}</label>
                <label><input type="radio" name="side" prop:checked=move || !human_first.get() on:change=move |_| human_first.set(false)/> {tr(Msg::PlaySecond)}</label>
            </fieldset>
        </Show>
    };
    let seat_rows = move || {
        (0..players.get())
            .map(|i| {
                let name = words::seat(game, i as u8);
                view! {
                    <label class="seat-row">
                        <span class="seat-name">{name.clone()}</span>
                        <select aria-label=tf(Msg::SeatIsPlayedBy, &[("seat", name.as_str().into())]) data-seat=i on:change=move |e| {
                            let seat = event_target_value(&e).parse().map_or(Seat::Human, Seat::Ai);
                            seat_choice.update(|c| c[i] = seat);
                        }>
                            <option value="human" selected=move || seat_choice.with(|c| c[i].is_human())>{t(Msg::SeatPerson)}</option>
                            {Level::ALL.into_iter().map(|l| view! {
                                <option value=l.name() selected=move || seat_choice.with(|c| c[i] == Seat::Ai(l))>{tf(Msg::SeatComputer, &[("level", words::level_label(l).into())])}</option>
                            }).collect_view()}
                        </select>
                        {move || seat_choice.with(|c| c[i].level()).map(|l| view! { <span class="level-caption">{words::level_caption(l, game)}</span> })}
                    </label>
                }
            })
            .collect_view()
    };
    view! {
        <div class="modal-backdrop">
            <form class="modal" node_ref=form role="dialog" aria-modal="true" aria-labelledby="new-title" on:submit=move |e| { e.prevent_default(); start(); }>
                <h2 id="new-title">{tr(Msg::NewGame)}</h2>
                {form_view}
                {if per_seat {
                    view! { <fieldset class="seats"><legend>{tr(Msg::Seats)}</legend>{seat_rows}</fieldset> }.into_any()
                } else {
                    two_seat_form.into_any()
                }}
                {move || check.get().err().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
                <div class="controls">
                    <button type="submit" class="primary" disabled=move || check.with(Result::is_err)>{tr(Msg::Start)}</button>
                    <button type="button" on:click=move |_| on_cancel.run(())>{tr(Msg::Cancel)}</button>
                </div>
            </form>
        </div>
    }
}
