//! The live play panel: "Play a friend live", the invitation or answer as a link and a QR
//! code, pasting the answer, the connection's state, the friend's questions and the
//! actions that ask the friend (take back, draw, resign, another game).

use super::{ice_setting, set_ice_setting, LiveTable, Shown};
use crate::engine::Turn;
use crate::table::live::{has_draws, Question, Status};
use crate::ui::widgets::QrFigure;
use leptos::prelude::*;

fn question_text(q: &Question) -> &'static str {
    match q {
        Question::Undo { .. } => "Your friend asks to take back their last move.",
        Question::Draw { .. } => "Your friend offers a draw.",
        Question::Rematch { .. } => "Your friend offers another game.",
    }
}

/// The panel: a button to start live play, or the live game's link, state and actions.
#[component]
pub fn LivePanel(
    table: LiveTable,
    history: Signal<crate::persist::history::History>,
) -> impl IntoView {
    let status = move || table.live.with(|l| l.as_ref().map(|l| l.status().clone()));
    let connected = move || status() == Some(Status::Connected);
    let question = move || {
        table
            .live
            .with(|l| l.as_ref().and_then(|l| l.question().cloned()))
    };
    let over = move || history.with(|h| h.end_turn() == Turn::Over);
    let draws = move || history.with(|h| has_draws(h.end().id()));
    let answer_text = RwSignal::new(String::new());
    let ice = RwSignal::new(ice_setting());
    let ice_note = RwSignal::new(None::<String>);
    let save_ice = move |_| {
        ice_note.set(Some(match set_ice_setting(&ice.get_untracked()) {
            Ok(()) => "Saved.".into(),
            Err(e) => format!("Not saved: {e}."),
        }));
    };
    view! {
        <section class="live" aria-label="Live play">
            <Show when=move || table.active() fallback=move || view! {
                <button class="live-start" on:click=move |_| table.invite()>"Play a friend live"</button>
            }>
                <p class="live-status" data-status=move || status().map(|s| match s {
                    Status::Waiting => "waiting",
                    Status::Connected => "connected",
                    Status::Reconnecting => "reconnecting",
                    Status::Refused(_) => "refused",
                })>{move || status().map(|s| s.text())}</p>
                {move || question().map(|q| view! {
                    <p class="live-question">{question_text(&q)}
                        <button class="primary" on:click=move |_| table.answer(true)>"Accept"</button>
                        <button on:click=move |_| table.answer(false)>"Decline"</button>
                    </p>
                })}
                {move || table.shown.get().map(|shown| {
                    let (intro, url, paste) = match shown {
                        Shown::Invitation(url) => ("Send this invitation to your friend (link or QR code). Their device then shows an answer: open it here or paste it below.", url, true),
                        Shown::Answer(url) => ("Send this answer back to your friend: they open it or paste it on their device.", url, false),
                    };
                    view! {
                        <p>{intro}</p>
                        <input class="live-link" readonly value=url.clone() aria-label="Live link"/>
                        <QrFigure url=url/>
                        {paste.then(|| view! {
                            <p class="live-paste">
                                <input class="live-answer" placeholder="Paste your friend's answer" aria-label="Your friend's answer" prop:value=answer_text on:input=move |e| answer_text.set(event_target_value(&e))/>
                                <button on:click=move |_| table.take(&answer_text.get_untracked())>"Connect"</button>
                            </p>
                        })}
                    }
                })}
                <div class="controls live-controls">
                    <Show when=connected>
                        <button on:click=move |_| table.ask_undo() disabled=over>"Ask to take back"</button>
                        <Show when=draws><button on:click=move |_| table.offer_draw() disabled=over>"Offer a draw"</button></Show>
                        <button on:click=move |_| table.resign() disabled=over>"Resign"</button>
                        <Show when=over><button on:click=move |_| table.offer_rematch()>"Another game"</button></Show>
                    </Show>
                    <Show when=move || !connected()>
                        <button on:click=move |_| table.invite()>"New invitation"</button>
                    </Show>
                    <button on:click=move |_| table.leave()>"Leave live play"</button>
                </div>
            </Show>
            <details class="live-settings">
                <summary>"Live play across networks"</summary>
                <p class="muted">"On one network (the same Wi-Fi) no server is needed. Across networks, give a STUN server (stun:host:port) or, behind strict routers, a TURN server (turn:user:password@host:port); both devices need it."</p>
                <input class="live-ice" aria-label="STUN or TURN server" placeholder="stun:stun.example.org:3478" prop:value=ice on:input=move |e| ice.set(event_target_value(&e))/>
                <button on:click=save_ice>"Save"</button>
                <span class="muted">{move || ice_note.get()}</span>
            </details>
        </section>
    }
}
