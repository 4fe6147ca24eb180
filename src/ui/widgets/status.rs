//! Whose turn it is (and, while an earlier move is shown, which one), the AI thinking (with
//! Stop), and the result with its reason. Announced
//! to screen readers through an aria-live region.

use super::PanelHistory;
use crate::engine::Turn;
use crate::persist::history::History;
use crate::persist::Seat;
use leptos::prelude::*;

/// Whose turn it is in `h`'s position now ("White to move", "Blue to apply the Swap
/// card", "Drawing a card…"), or how the game ended ("Black wins — …").
pub fn turn_text(h: &History) -> String {
    let game = h.current();
    match h.turn() {
        Turn::Over => {
            let Some(o) = h.outcome() else {
                return "The game is over".into();
            };
            let head = match o.winners.as_slice() {
                [] => "Draw".to_string(),
                [w] => format!("{} wins", game.seat_name(*w)),
                ws => format!(
                    "{} share the win",
                    ws.iter()
                        .map(|w| game.seat_name(*w))
                        .collect::<Vec<_>>()
                        .join(" and ")
                ),
            };
            format!("{head} — {}", o.reason)
        }
        Turn::Chance => "Drawing a card…".to_string(),
        Turn::Player(p) => format!("{} {}", game.seat_name(p), game.turn_prompt()),
    }
}

/// The status line.
#[component]
pub fn Status(
    history: PanelHistory,
    thinking: Signal<bool>,
    paused: Signal<bool>,
    on_stop: Callback<()>,
    on_resume: Callback<()>,
) -> impl IntoView {
    let text = move || {
        history.with(|h| {
            let game = h.current();
            let now = match h.turn() {
                Turn::Player(p) => match h.seats().get(p as usize) {
                    Some(Seat::Ai(level)) if thinking.get() => {
                        format!("{} (AI, {}) is thinking…", game.seat_name(p), level.name())
                    }
                    Some(Seat::Ai(level)) => format!(
                        "{} (AI, {}) {}",
                        game.seat_name(p),
                        level.name(),
                        game.turn_prompt()
                    ),
                    _ => turn_text(h),
                },
                _ => turn_text(h),
            };
            let (at, of) = (h.cursor(), h.move_texts().len());
            match at {
                _ if !h.is_viewing_past() => now,
                0 => format!("Viewing the start, before move 1 of {of} · {now}"),
                _ => format!("Viewing move {at} of {of} · {now}"),
            }
        })
    };
    let over = move || history.with(|h| h.turn() == Turn::Over);
    let players = move || {
        history.with(|h| {
            let game = h.current();
            (0..game.num_players())
                .map(|p| {
                    let who = match h.seats().get(p) {
                        Some(Seat::Ai(level)) => format!("AI ({})", level.name()),
                        _ => "human".to_string(),
                    };
                    format!("{}: {who}", game.seat_name(p as u8))
                })
                .collect::<Vec<_>>()
                .join(" · ")
        })
    };
    // Screen readers hear each move as it is played, and whether it captured.
    let announcement = move || {
        history.with(|h| {
            let ply = h.cursor().checked_sub(1)?;
            let before = h.state_at(ply)?;
            let played = h.move_at(ply)?;
            let text = before.move_display(played);
            Some(match before.turn() {
                Turn::Player(p) => {
                    let captured = before.is_capture(played);
                    let how = if captured { ", a capture" } else { "" };
                    format!("{} played {text}{how}.", h.current().seat_name(p))
                }
                _ => format!("Chance: {text}."),
            })
        })
    };
    view! {
        <p class="visually-hidden" aria-live="polite">{announcement}</p>
        <p class="players">{players}</p>
        <div class="status" class:result=over role="status" aria-live="polite">
            <span class="status-text">{text}</span>
            <Show when=move || thinking.get()>
                <span class="spinner" aria-hidden="true"></span>
                <button on:click=move |_| on_stop.run(())>"Stop"</button>
            </Show>
            <Show when=move || paused.get() && !thinking.get()>
                <button on:click=move |_| on_resume.run(())>"Resume AI"</button>
            </Show>
        </div>
    }
}
