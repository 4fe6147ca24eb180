//! Live play with a friend's device on the play page: the invitation and answer links
//! ([`connect`]), the WebRTC channel ([`rtc`]), the ICE servers ([`servers`]) and the
//! panel and status line ([`panel`]). Live play is a mode of the page's table
//! (`table::live`), which decides what every message and action does: this module hands
//! the table the connection's news and the player's live actions, and carries out its
//! [`LiveCommand`]s (connect, send, hang up, remember the session).

mod connect;
mod panel;
mod rtc;
mod servers;

pub use panel::{LiveLine, LivePanel};
pub use servers::{ice_setting, set_ice_setting, Flag};

use crate::engine::GameId;
use crate::persist::live::encode;
use crate::table::live::{LiveAction, LiveCommand, LiveEvent, Status};
use crate::table::{Event, Notice};
use crate::ui::play_table::PlayTable;
use crate::ui::storage;
use leptos::prelude::*;
use rtc::{Events, Peer};
use std::rc::Rc;
use std::time::Duration;

/// The localStorage key through which an answer opened in another tab (a phone's camera
/// opens a new one) reaches the tab that made the invitation.
const ANSWER_KEY: &str = "rosette.v1.live-answer";

/// The localStorage key of the live game `game`'s session (`table::live::Session`).
fn session_key(game: GameId) -> String {
    format!("rosette.v1.live.{}", game.as_str())
}

/// Which link the panel shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// The invitation to send (this device awaits the answer).
    Invitation(String),
    /// The answer to send back.
    Answer(String),
}

/// The play page's live side; cheap to copy.
#[derive(Clone, Copy)]
pub struct LiveTable {
    /// The link to show.
    pub shown: RwSignal<Option<Shown>>,
    /// Whether the open connection goes through a relay (TURN), once known.
    pub relayed: RwSignal<Option<bool>>,
    peer: StoredValue<Option<Rc<Peer>>, LocalStorage>,
    play: PlayTable,
    /// The game played.
    pub game: GameId,
}

impl LiveTable {
    /// The live side of `game`'s play page: it carries out the table's live commands,
    /// resumes a live game this page played before a reload, opens a live link in the
    /// address, and ticks the table every second (keep-alives, the no-path verdict).
    pub fn new(game: GameId, play: PlayTable) -> LiveTable {
        let t = LiveTable {
            shown: RwSignal::new(None),
            relayed: RwSignal::new(None),
            peer: StoredValue::new_local(None),
            play,
            game,
        };
        play.carry_live_with(Callback::new(move |c| t.carry(c)));
        if let Some(text) = storage::get(&session_key(game)) {
            t.event(LiveEvent::Resume(text));
        }
        crate::ui::lang::when_settled(move || t.open_address());
        t.expose_raw_send();
        let listener = window_event_listener(leptos::ev::hashchange, move |_| t.open_address());
        let forwarded = window_event_listener(leptos::ev::storage, move |e| {
            if e.key().as_deref() == Some(ANSWER_KEY) {
                t.take_forwarded(&e.new_value().unwrap_or_default());
            }
        });
        let tick = set_interval_with_handle(
            move || {
                if t.active() {
                    t.event(LiveEvent::Tick);
                }
            },
            Duration::from_millis(1000),
        )
        .ok();
        on_cleanup(move || {
            listener.remove();
            forwarded.remove();
            if let Some(p) = tick {
                p.clear();
            }
            t.close_peer();
        });
        t
    }

    fn event(&self, event: LiveEvent) {
        self.play.send(Event::Live(event));
    }

    /// The connection's state, while live play is on (tracked).
    pub fn status(&self) -> Option<Status> {
        self.play.with(|t| t.live().map(|l| l.status().clone()))
    }

    /// Whether live play is on (tracked).
    pub fn active(&self) -> bool {
        self.play.with(|t| t.live().is_some())
    }

    /// `window.rosetteLiveSend(text)` sends raw text to the friend's device, which checks
    /// it like any message: browser tests inject hostile messages through it, and a player
    /// can see for themselves that a peer cannot cheat.
    fn expose_raw_send(&self) {
        use wasm_bindgen::prelude::*;
        let t = *self;
        let send = Closure::<dyn Fn(String) -> bool>::new(move |text: String| {
            t.peer
                .try_with_value(|p| p.as_ref().is_some_and(|p| p.send(&text)))
                .unwrap_or(false)
        });
        let _ = js_sys::Reflect::set(&window(), &"rosetteLiveSend".into(), send.as_ref());
        // One page's handler for the page's life (a new play page replaces it).
        send.forget();
    }

    fn error(&self, say: impl Fn() -> String + Send + Sync + 'static) {
        self.play.notice.set(Some(Notice::error(say)));
    }

    fn events(&self) -> Events {
        let t = *self;
        Events {
            open: Rc::new(move || {
                t.shown.set(None);
                t.event(LiveEvent::Opened)
            }),
            message: Rc::new(move |text| t.event(LiveEvent::Message(text))),
            close: Rc::new(move || t.event(LiveEvent::Closed)),
            unreachable: Rc::new(move || t.event(LiveEvent::Unreachable)),
            interrupted: Rc::new(move || t.event(LiveEvent::Interrupted)),
            up: Rc::new(move |relayed| {
                t.relayed.set(Some(relayed));
                t.event(LiveEvent::Restored)
            }),
        }
    }

    /// Carries out what the table asks of the connection.
    fn carry(&self, command: LiveCommand) {
        match command {
            LiveCommand::Invite { record, seats } => self.dial(record, seats),
            LiveCommand::Answer(invitation) => self.answer_invitation(invitation),
            LiveCommand::Send(m) => {
                self.peer.with_value(|p| {
                    if let Some(p) = p {
                        p.send(&encode(&m));
                    }
                });
            }
            LiveCommand::Hangup => {
                self.close_peer();
                self.shown.set(None);
            }
            LiveCommand::Remember(Some(text)) => {
                let _ = storage::set(&session_key(self.game), &text);
            }
            LiveCommand::Remember(None) => storage::remove(&session_key(self.game)),
        }
    }

    /// Starts (or starts again: Reconnect) live play with an invitation.
    pub fn invite(&self) {
        self.event(LiveEvent::Invite);
    }

    /// Asks the friend to take back this player's last move.
    pub fn ask_undo(&self) {
        self.event(LiveEvent::Act(LiveAction::AskUndo));
    }

    /// Offers a draw.
    pub fn offer_draw(&self) {
        self.event(LiveEvent::Act(LiveAction::OfferDraw));
    }

    /// Resigns.
    pub fn resign(&self) {
        self.play.send(Event::Resign);
    }

    /// Offers another game.
    pub fn offer_rematch(&self) {
        self.event(LiveEvent::Act(LiveAction::Rematch {
            id: storage::new_record_id(),
            seed: crate::table::random_seed(),
        }));
    }

    /// Answers the friend's question.
    pub fn answer(&self, accept: bool) {
        self.event(LiveEvent::Act(LiveAction::Answer(accept)));
    }

    /// Ends live play on this device (the game stays, as a game between people here).
    pub fn leave(&self) {
        self.event(LiveEvent::Leave);
    }

    /// Goes on by link: live play ends, and the same game is played by sending links.
    pub fn continue_by_link(&self) {
        self.event(LiveEvent::ContinueByLink);
    }

    fn close_peer(&self) {
        let _ = self.relayed.try_set(None);
        if let Some(p) = self.peer.try_update_value(Option::take).flatten() {
            p.close();
        }
    }
}
