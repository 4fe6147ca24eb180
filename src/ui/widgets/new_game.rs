//! The new-game dialog: a friend on this device, or the AI at a level on either side.

use crate::ai::Level;
use crate::persist::Seat;
use leptos::prelude::*;

/// Asks how the next game is played and starts it.
#[component]
pub fn NewGameDialog(on_start: Callback<Vec<Seat>>, on_cancel: Callback<()>) -> impl IntoView {
    let against_ai = RwSignal::new(true);
    let level = RwSignal::new(Level::Medium);
    let human_first = RwSignal::new(true);
    let start = move |_| {
        let ai = Seat::Ai(level.get_untracked().name().to_string());
        let seats = match (against_ai.get_untracked(), human_first.get_untracked()) {
            (false, _) => vec![Seat::Human, Seat::Human],
            (true, true) => vec![Seat::Human, ai],
            (true, false) => vec![ai, Seat::Human],
        };
        on_start.run(seats);
    };
    view! {
        <div class="modal-backdrop">
            <form class="modal" role="dialog" aria-modal="true" aria-labelledby="new-title" on:submit=move |e| { e.prevent_default(); start(()); }>
                <h2 id="new-title">"New game"</h2>
                <fieldset>
                    <legend>"Opponent"</legend>
                    <label><input type="radio" name="opponent" prop:checked=move || !against_ai.get() on:change=move |_| against_ai.set(false)/> "A friend on this device"</label>
                    <label><input type="radio" name="opponent" prop:checked=move || against_ai.get() on:change=move |_| against_ai.set(true)/> "The computer"</label>
                </fieldset>
                <Show when=move || against_ai.get()>
                    <fieldset>
                        <legend>"Level"</legend>
                        <select aria-label="AI level" on:change=move |e| {
                            if let Ok(l) = event_target_value(&e).parse::<Level>() { level.set(l); }
                        }>
                            {Level::ALL.into_iter().map(|l| view! {
                                <option value=l.name() selected=move || level.get() == l>{level_label(l)}</option>
                            }).collect_view()}
                        </select>
                    </fieldset>
                    <fieldset>
                        <legend>"You play"</legend>
                        <label><input type="radio" name="side" prop:checked=move || human_first.get() on:change=move |_| human_first.set(true)/> "First"</label>
                        <label><input type="radio" name="side" prop:checked=move || !human_first.get() on:change=move |_| human_first.set(false)/> "Second"</label>
                    </fieldset>
                </Show>
                <div class="controls">
                    <button type="submit" class="primary">"Start"</button>
                    <button type="button" on:click=move |_| on_cancel.run(())>"Cancel"</button>
                </div>
            </form>
        </div>
    }
}

fn level_label(l: Level) -> &'static str {
    match l {
        Level::Beginner => "Beginner",
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
        Level::Strongest => "Strongest (1 s a move)",
    }
}
