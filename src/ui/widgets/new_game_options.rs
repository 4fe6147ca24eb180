//! Per-game option sections of the new-game dialog. Each yields its form and the options
//! text it builds; the engine validates the text.

use crate::engine::{GameId, CHIRALITY_SEATS};
use leptos::prelude::*;

/// The options form of a game that has one, and the options text it builds.
pub fn form_for(game: GameId) -> Option<(AnyView, Signal<String>)> {
    match game {
        GameId::Chirality => Some(chirality_form()),
        _ => None,
    }
}

/// A seat's name in the dialog.
pub fn seat_label(game: GameId, seat: usize) -> String {
    match game {
        GameId::Chirality => CHIRALITY_SEATS
            .get(seat)
            .map_or_else(|| format!("Player {}", seat + 1), |s| s.to_string()),
        _ => ["White", "Black"][seat % 2].to_string(),
    }
}

/// Chirality: board R1/R2, setup A/B/C, 2–6 players, Deep Moats; a random seed for
/// setup C (it draws the first-turn Gate).
fn chirality_form() -> (AnyView, Signal<String>) {
    let board = RwSignal::new("r1".to_string());
    let setup = RwSignal::new("b".to_string());
    let players = RwSignal::new(2usize);
    let deep = RwSignal::new(false);
    let seed = (js_sys::Math::random() * 1e12) as u64 + 1;
    let text = Signal::derive(move || {
        let mut t = format!(
            "board={},setup={},players={}",
            board.get(),
            setup.get(),
            players.get()
        );
        if deep.get() {
            t.push_str(",deep-moats");
        }
        if setup.get() == "c" {
            t.push_str(&format!(",seed={seed}"));
        }
        t
    });
    let radio = |name: &'static str,
                 sig: RwSignal<String>,
                 value: &'static str,
                 label: &'static str| {
        view! {
            <label><input type="radio" name=name value=value prop:checked=move || sig.get() == value
                on:change=move |_| sig.set(value.to_string())/>{label}</label>
        }
    };
    let view = view! {
        <fieldset class="game-options">
            <legend>"Board"</legend>
            {radio("board", board, "r1", " R1 (compact, 160 tiles, up to 5 players)")}
            {radio("board", board, "r2", " R2 (standard, 300 tiles, up to 6 players)")}
        </fieldset>
        <fieldset class="game-options">
            <legend>"Setup"</legend>
            {radio("setup", setup, "a", " A: standard (two players on R2)")}
            {radio("setup", setup, "b", " B: quick (a Garrison each from the start)")}
            {radio("setup", setup, "c", " C: long (one Gate each)")}
        </fieldset>
        <fieldset class="game-options">
            <legend>"Table"</legend>
            <label>"Players "
                <select aria-label="Number of players" on:change=move |e| {
                    if let Ok(n) = event_target_value(&e).parse::<usize>() { players.set(n); }
                }>
                    {(2..=6).map(|n| view! { <option value=n selected=move || players.get() == n>{n}</option> }).collect_view()}
                </select>
            </label>
            <label><input type="checkbox" prop:checked=move || deep.get()
                on:change=move |e| deep.set(event_target_checked(&e))/>" Deep Moats"</label>
        </fieldset>
    }
    .into_any();
    (view, text)
}
