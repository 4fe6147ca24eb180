//! What live play shows: on the board's status line, the connection's state with
//! "Reconnect" and "Continue by link" when it is stuck ([`LiveLine`]); in the panel, "Play
//! a friend live", the invitation or answer as a link and a QR code, pasting the answer,
//! the friend's questions, the actions that ask the friend, and the settings
//! ([`LivePanel`]).

use super::{ice_setting, set_ice_setting, Flag, LiveTable, Shown};
use crate::engine::Turn;
use crate::table::live::{Status, INVITATION_MS};
use crate::ui::widgets::QrFigure;
use leptos::prelude::*;

/// The connection's state on the board's status line, with what the player can do when
/// no connection came or none is left.
#[component]
pub fn LiveLine(table: LiveTable) -> impl IntoView {
    let status = move || table.status();
    let text = move || {
        status().map(|s| {
            let relay = s == Status::Connected && table.relayed.get() == Some(true);
            format!(
                "{}{}",
                s.text(),
                if relay {
                    " (through a relay server)"
                } else {
                    ""
                }
            )
        })
    };
    let why = move || status().and_then(|s| s.why());
    let stuck = move || status().is_some_and(|s| s.stuck());
    view! {
        <Show when=move || status().is_some()>
            <div class="live-line" role="status" data-status=move || status().map(|s| s.name())>
                <p class="live-status">{text}</p>
                {move || why().map(|w| view! { <p class="live-why">{w}</p> })}
                <Show when=stuck>
                    <div class="controls">
                        <button class="primary" on:click=move |_| table.invite() title="Make a new invitation to this game: your friend opens it, and the game goes on">"Reconnect"</button>
                        <button on:click=move |_| table.continue_by_link() title="Play this game by sending a link after each move">"Continue by link"</button>
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
    let connected = move || status() == Some(Status::Connected);
    let question = move || {
        table
            .play
            .with(|t| t.live().and_then(|l| l.question().cloned()))
    };
    let over = move || history.with(|h| h.end_turn() == Turn::Over);
    let draws = move || history.with(|h| h.end().id().has_draws());
    let answer_text = RwSignal::new(String::new());
    let minutes = INVITATION_MS / 60_000.0;
    view! {
        <section class="live" aria-label="Live play">
            <Show when=move || table.active() fallback=move || view! {
                <button class="live-start" on:click=move |_| table.invite()>"Play a friend live"</button>
            }>
                {move || question().map(|q| view! {
                    <p class="live-question">{q.text()}
                        <button class="primary" on:click=move |_| table.answer(true)>"Accept"</button>
                        <button on:click=move |_| table.answer(false)>"Decline"</button>
                    </p>
                })}
                {move || table.shown.get().map(|shown| {
                    let (intro, url, paste) = match shown {
                        Shown::Invitation(url) => (format!("Send this invitation to your friend (link or QR code). It stays valid for {minutes} minutes while this page stays open. Their device then shows an answer: open it here or paste it below."), url, true),
                        Shown::Answer(url) => ("Send this answer back to your friend now: they open it or paste it on their device, and the two devices look for each other.".to_string(), url, false),
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
    let note = RwSignal::new(None::<String>);
    let save = move |_| {
        note.set(Some(match set_ice_setting(&ice.get_untracked()) {
            Ok(()) => "Saved.".into(),
            Err(e) => format!("Not saved: {e}."),
        }));
    };
    let flag = |flag: Flag, label: &'static str| {
        view! {
            <label class="check">
                <input type="checkbox" prop:checked=flag.get() on:change=move |e| flag.set(event_target_checked(&e))/>
                {label}
            </label>
        }
    };
    view! {
        <p class="muted live-stun">"To find a way between two homes, each device asks a STUN server (the site's, listed in live.json) for its public address: that server sees your address, nothing of your game."</p>
        {flag(Flag::LocalOnly, " Only on this network (no server)")}
        <details class="live-settings">
            <summary>"Live play across networks"</summary>
            <p class="muted">"Behind strict routers a TURN server relays the game. Your own server, used with the site's: stun:host:port, or turn:user:password@host:port."</p>
            <input class="live-ice" aria-label="STUN or TURN server" placeholder="stun:stun.example.org:3478" prop:value=ice on:input=move |e| ice.set(event_target_value(&e))/>
            <button on:click=save>"Save"</button>
            <span class="muted">{move || note.get()}</span>
            {flag(Flag::ShareTurn, " Put my TURN login into invitations (my friend can then use my TURN server)")}
        </details>
    }
}
