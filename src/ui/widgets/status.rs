//! Whose turn it is (and, while an earlier move is shown, which one), the AI thinking (with
//! Stop), and the result with its reason. Announced
//! to screen readers through an aria-live region.

use super::PanelHistory;
use crate::engine::Turn;
use crate::i18n::Msg;
use crate::persist::history::History;
use crate::persist::Seat;
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// Whose turn it is in `h`'s position now ("White to move", "Blue to apply the Swap
/// card", "Drawing a card…"), or how the game ended ("Black wins — …").
pub fn turn_text(h: &History) -> String {
    let game = h.current();
    let id = game.id();
    match h.turn() {
        Turn::Over => {
            let Some(o) = h.outcome() else {
                return t(Msg::GameOver);
            };
            let reason = ("reason", words::reason(id, &o.reason).into());
            match o.winners.as_slice() {
                [] => tf(Msg::ResultDraw, &[reason]),
                [w] => tf(
                    Msg::ResultWin,
                    &[("who", words::seat(id, *w).into()), reason],
                ),
                ws => {
                    let names: Vec<String> = ws.iter().map(|w| words::seat(id, *w)).collect();
                    tf(
                        Msg::ResultShared,
                        &[("who", words::and_list(&names).into()), reason],
                    )
                }
            }
        }
        Turn::Chance => t(Msg::TurnChance),
        Turn::Player(p) => words::prompt(&words::seat(id, p), None, game.turn_prompt()),
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
            let id = game.id();
            let now = match h.turn() {
                Turn::Player(p) => match h.seats().get(p as usize) {
                    Some(Seat::Ai(level)) if thinking.get() => tf(
                        Msg::TurnAiThinking,
                        &[
                            ("who", words::seat(id, p).into()),
                            ("level", words::level(*level).into()),
                        ],
                    ),
                    Some(Seat::Ai(level)) => {
                        words::prompt(&words::seat(id, p), Some(*level), game.turn_prompt())
                    }
                    _ => turn_text(h),
                },
                _ => turn_text(h),
            };
            if !h.is_viewing_past() {
                return now;
            }
            let (at, of) = (h.cursor(), h.move_texts().len());
            let (total, now) = (("total", of.into()), ("now", now.into()));
            match at {
                0 => tf(Msg::ViewingStart, &[total, now]),
                _ => tf(Msg::ViewingMove, &[("at", at.into()), total, now]),
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
                        Some(Seat::Ai(level)) => {
                            tf(Msg::SeatAi, &[("level", words::level(*level).into())])
                        }
                        _ => t(Msg::SeatHuman),
                    };
                    let seat = words::seat(game.id(), p as u8);
                    tf(
                        Msg::SeatPlayedBy,
                        &[("seat", seat.into()), ("who", who.into())],
                    )
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
            let text = ("move", before.move_display(played).into());
            Some(match before.turn() {
                Turn::Player(p) => {
                    let who = ("who", words::seat(before.id(), p).into());
                    let msg = if before.is_capture(played) {
                        Msg::AnnounceCapture
                    } else {
                        Msg::AnnounceMove
                    };
                    tf(msg, &[who, text])
                }
                _ => tf(Msg::AnnounceChance, &[text]),
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
                <button on:click=move |_| on_stop.run(())>{tr(Msg::Stop)}</button>
            </Show>
            <Show when=move || paused.get() && !thinking.get()>
                <button on:click=move |_| on_resume.run(())>{tr(Msg::ResumeAi)}</button>
            </Show>
        </div>
    }
}
