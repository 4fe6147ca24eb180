//! What live play shows: on the board's status line, the connection's state with
//! "Reconnect" and "Continue by link" when it is stuck ([`LiveLine`]); in the panel, "Play
//! a friend live", the invitation or answer as a link and a QR code, pasting the answer,
//! the friend's questions, the actions that ask the friend, and the settings
//! ([`LivePanel`]).

use super::{ice_setting, set_ice_setting, Flag, LiveTable, Shown};
use crate::engine::Turn;
use crate::i18n::Msg;
use crate::table::live::{Status, INVITATION_MS};
use crate::ui::lang::{t, tf, tr};
use crate::ui::widgets::QrFigure;
use crate::ui::words;
use leptos::prelude::*;

/// The connection's state on the board's status line, with what the player can do when
/// no connection came or none is left.
#[component]
pub fn LiveLine(table: LiveTable) -> impl IntoView {
    let status = move || table.status();
    let text = move || {
        status().map(|s| {
            let relay = matches!(s, Status::Connected) && table.relayed.get() == Some(true);
            let text = words::live_status(table.game, &s);
            if relay {
                tf(Msg::LiveRelayed, &[("status", text.into())])
            } else {
                text
            }
        })
    };
    let why = move || status().and_then(|s| words::live_status_why(&s));
    let stuck = move || status().is_some_and(|s| s.stuck());
    view! {
        <Show when=move || status().is_some()>
            <div class="live-line" role="status" data-status=move || status().map(|s| s.name())>
                <p class="live-status">{text}</p>
                {move || why().map(|w| view! { <p class="live-why">{w}</p> })}
                <Show when=stuck>
                    <div class="controls">
                        <button class="primary" on:click=move |_| table.invite() title=tr(Msg::LiveReconnectTitle)>{tr(Msg::LiveReconnect)}</button>
                        <button on:click=move |_| table.continue_by_link() title=tr(Msg::LiveContinueByLinkTitle)>{tr(Msg::LiveContinueByLink)}</button>
                    </div>
                </Show>
            </div>
        </Show>
    }
}

/// The panel: a button to start live play, or the live game's link, questions and actions.
#[component]
pub fn LivePanel(
    table: LiveTable,
    history: Signal<crate::persist::history::History>,
) -> impl IntoView {
    let status = move || table.status();
    let connected = move || matches!(status(), Some(Status::Connected));
    let question = move || {
        table
            .play
            .with(|t| t.live().and_then(|l| l.question().cloned()))
    };
    let over = move || history.with(|h| h.end_turn() == Turn::Over);
    let draws = move || history.with(|h| h.end().id().has_draws());
    let answer_text = RwSignal::new(String::new());
    let minutes = (INVITATION_MS / 60_000.0) as i64;
    view! {
        <section class="live" aria-label=tr(Msg::LivePlay)>
            <Show when=move || table.active() fallback=move || view! {
                <button class="live-start" on:click=move |_| table.invite()>{tr(Msg::LiveStart)}</button>
            }>
                {move || question().map(|q| view! {
                    <p class="live-question">{words::live_question(&q)}
                        <button class="primary" on:click=move |_| table.answer(true)>{tr(Msg::LiveAccept)}</button>
                        <button on:click=move |_| table.answer(false)>{tr(Msg::LiveDecline)}</button>
                    </p>
                })}
                {move || table.shown.get().map(|shown| {
                    let (intro, url, paste) = match shown {
                        Shown::Invitation(url) => (tf(Msg::LiveInvitationIntro, &[("minutes", minutes.into())]), url, true),
                        Shown::Answer(url) => (t(Msg::LiveAnswerIntro), url, false),
                    };
                    view! {
                        <p>{intro}</p>
                        <input class="live-link" readonly value=url.clone() aria-label=tr(Msg::LiveLink)/>
                        <QrFigure url=url/>
                        {paste.then(|| view! {
                            <p class="live-paste">
                                <input class="live-answer" placeholder=tr(Msg::LivePaste) aria-label=tr(Msg::LiveAnswer) prop:value=answer_text on:input=move |e| answer_text.set(event_target_value(&e))/>
                                <button on:click=move |_| table.take(&answer_text.get_untracked())>{tr(Msg::LiveConnect)}</button>
                            </p>
                        })}
                    }
                })}
                <div class="controls live-controls">
                    <Show when=connected>
                        <button on:click=move |_| table.ask_undo() disabled=over>{tr(Msg::LiveAskUndo)}</button>
                        <Show when=draws><button on:click=move |_| table.offer_draw() disabled=over>{tr(Msg::LiveOfferDraw)}</button></Show>
                        <button on:click=move |_| table.resign() disabled=over>{tr(Msg::Resign)}</button>
                        <Show when=over><button on:click=move |_| table.offer_rematch()>{tr(Msg::LiveAnotherGame)}</button></Show>
                    </Show>
                    <Show when=move || !connected()>
                        <button on:click=move |_| table.invite()>{tr(Msg::LiveNewInvitation)}</button>
                    </Show>
                    <button on:click=move |_| table.leave()>{tr(Msg::LiveLeave)}</button>
                </div>
            </Show>
            <LiveSettings/>
        </section>
    }
}

/// What a STUN server sees and "Only on this network"; under "Live play across
/// networks", the player's own STUN or TURN server and whether invitations carry its TURN
/// login.
#[component]
fn LiveSettings() -> impl IntoView {
    let ice = RwSignal::new(ice_setting());
    // Worded when shown, so that it follows a change of language.
    let note = RwSignal::new(None);
    let save = move |_| note.set(Some(set_ice_setting(&ice.get_untracked())));
    let note_words = move || {
        note.get().map(|kept| match kept {
            Ok(()) => t(Msg::LiveSaved),
            Err(e) => tf(Msg::LiveNotSaved, &[("why", e.words().into())]),
        })
    };
    let flag = |flag: Flag, label: Msg| {
        view! {
            <label class="check">
                <input type="checkbox" prop:checked=flag.get() on:change=move |e| flag.set(event_target_checked(&e))/>
                " "{tr(label)}
            </label>
        }
    };
    view! {
        <p class="muted live-stun">{tr(Msg::LiveStun)}</p>
        {flag(Flag::LocalOnly, Msg::LiveLocalOnly)}
        <details class="live-settings">
            <summary>{tr(Msg::LiveAcross)}</summary>
            <p class="muted">{tr(Msg::LiveTurnNote)}</p>
            <input class="live-ice" aria-label=tr(Msg::LiveIce) placeholder="stun:stun.example.org:3478" prop:value=ice on:input=move |e| ice.set(event_target_value(&e))/>
            <button on:click=save>{tr(Msg::LiveSave)}</button>
            <span class="muted">{note_words}</span>
            {flag(Flag::ShareTurn, Msg::LiveShareTurn)}
        </details>
    }
}
