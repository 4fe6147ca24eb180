//! Live play with a friend's device on the play page: the invitation and answer links
//! ([`connect`]), the WebRTC channel ([`rtc`]) and the connection model (`table::live`),
//! which decides what every message and action does. This file carries its decisions out:
//! it sends, shows notices and keeps games in storage.

mod connect;
mod panel;
mod rtc;

pub use panel::LivePanel;

use crate::engine::{AnyMove, GameId, Player};
use crate::persist::history::History;
use crate::persist::live::{encode, ice};
use crate::table::live::{Effects, Live, Status};
use crate::table::{self, Notice};
use crate::ui::storage;
use leptos::prelude::*;
use rtc::{Events, Peer};
use std::rc::Rc;
use std::time::Duration;

/// The localStorage key of the STUN/TURN address the player gave.
const ICE_KEY: &str = "rosette.v1.live-ice";

/// The localStorage key through which an answer opened in another tab (a phone's camera
/// opens a new one) reaches the tab that made the invitation.
const ANSWER_KEY: &str = "rosette.v1.live-answer";

/// The localStorage key that says a game of `game` is played live: `<id>|<seats>`.
fn session_key(game: GameId) -> String {
    format!("rosette.v1.live.{}", game.as_str())
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// Which link the panel shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// The invitation to send (this device awaits the answer).
    Invitation(String),
    /// The answer to send back.
    Answer(String),
}

/// The page's game as live play sees it: read from the page's table, and replaced
/// through it (as another tab's change is); cheap to copy.
#[derive(Clone, Copy)]
pub struct LiveGame {
    read: Signal<History>,
    replace: Callback<History>,
}

impl LiveGame {
    /// The game `read` shows, replaced by calling `replace`.
    pub fn new(read: Signal<History>, replace: Callback<History>) -> LiveGame {
        LiveGame { read, replace }
    }

    fn with<R>(&self, f: impl FnOnce(&History) -> R) -> R {
        self.read.with(f)
    }

    fn with_untracked<R>(&self, f: impl FnOnce(&History) -> R) -> R {
        self.read.with_untracked(f)
    }

    fn get_untracked(&self) -> History {
        self.read.get_untracked()
    }

    fn set(&self, history: History) {
        self.replace.run(history);
    }

    fn update(&self, f: impl FnOnce(&mut History)) {
        let mut h = self.get_untracked();
        f(&mut h);
        self.set(h);
    }
}

/// The play page's live game; cheap to copy.
#[derive(Clone, Copy)]
pub struct LiveTable {
    /// The connection model, while live play is on.
    pub live: RwSignal<Option<Live>>,
    /// The link to show.
    pub shown: RwSignal<Option<Shown>>,
    peer: StoredValue<Option<Rc<Peer>>, LocalStorage>,
    history: LiveGame,
    notice: RwSignal<Option<Notice>>,
    game: GameId,
}

impl LiveTable {
    /// The live side of `game`'s play page: it resumes a live game this page played before
    /// a reload (as "Reconnecting…"), opens a live link in the address, and keeps the
    /// channel alive.
    pub fn new(game: GameId, history: LiveGame, notice: RwSignal<Option<Notice>>) -> LiveTable {
        let t = LiveTable {
            live: RwSignal::new(None),
            shown: RwSignal::new(None),
            peer: StoredValue::new_local(None),
            history,
            notice,
            game,
        };
        t.resume();
        t.open_address();
        t.expose_raw_send();
        let listener = window_event_listener(leptos::ev::hashchange, move |_| t.open_address());
        let forwarded = window_event_listener(leptos::ev::storage, move |e| {
            if e.key().as_deref() == Some(ANSWER_KEY) {
                t.take_forwarded(&e.new_value().unwrap_or_default());
            }
        });
        let ping = set_interval_with_handle(move || t.ping(), Duration::from_millis(1500)).ok();
        on_cleanup(move || {
            listener.remove();
            forwarded.remove();
            if let Some(p) = ping {
                p.clear();
            }
            t.close_peer();
        });
        t
    }

    /// Whether live play is on.
    pub fn active(&self) -> bool {
        self.live.with(Option::is_some)
    }

    /// Whether this device's player may move on the board now.
    pub fn may_move(&self) -> bool {
        self.live.with(|l| {
            l.as_ref()
                .is_some_and(|l| self.history.with(|h| !h.is_viewing_past() && l.may_move(h)))
        })
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

    fn resume(&self) {
        let Some(text) = storage::get(&session_key(self.game)) else {
            return;
        };
        let (id, seats) = text.split_once('|').unwrap_or_default();
        let seats: Vec<Player> = seats
            .bytes()
            .filter(u8::is_ascii_digit)
            .map(|b| b - b'0')
            .collect();
        let (same, players) = self
            .history
            .with_untracked(|h| (h.full_record().id == id, h.end().num_players()));
        if same && !seats.is_empty() {
            let mut live = Live::new(seats, players);
            live.disconnected();
            self.live.set(Some(live));
        }
    }

    fn remember(&self) {
        let (id, seats) = (
            self.history.with_untracked(|h| h.full_record().id.clone()),
            self.live
                .with_untracked(|l| l.as_ref().map(|l| l.mine().to_vec()).unwrap_or_default()),
        );
        let seats: String = seats.iter().map(|s| s.to_string()).collect();
        let _ = storage::set(&session_key(self.game), &format!("{id}|{seats}"));
    }

    fn error(&self, text: String) {
        self.notice.set(Some(Notice::error(text)));
    }

    fn ice_server(&self) -> Result<Option<ice::IceServer>, ()> {
        ice::parse(&ice_setting()).map_err(|e| {
            self.error(format!(
                "The connection server in live play's settings is not valid: {e}."
            ))
        })
    }

    fn events(&self) -> Events {
        let t = *self;
        Events {
            open: Rc::new(move || t.on_open()),
            message: Rc::new(move |text| t.on_message(&text)),
            close: Rc::new(move || t.on_close()),
            unreachable: Rc::new(move || t.on_unreachable()),
        }
    }

    fn on_open(&self) {
        self.shown.set(None);
        self.with_live(|live, h| live.connected(h));
    }

    fn on_message(&self, text: &str) {
        self.with_live(|live, h| live.receive(h, text, now()));
    }

    fn on_close(&self) {
        self.live.update(|l| {
            if let Some(l) = l {
                l.disconnected();
            }
        });
    }

    /// The browser gave up reaching the friend's device: the links made are of no more
    /// use.
    fn on_unreachable(&self) {
        self.close_peer();
        self.shown.set(None);
        self.with_live(|live, _| live.unreachable());
    }

    fn ping(&self) {
        let ping = self.live.with_untracked(|l| {
            l.as_ref()
                .filter(|l| *l.status() == Status::Connected)
                .map(|l| self.history.with_untracked(|h| l.ping(h)))
        });
        if let Some(m) = ping {
            self.send(&[m]);
        }
    }

    fn send(&self, messages: &[crate::persist::live::Message]) {
        self.peer.with_value(|p| {
            if let Some(p) = p {
                for m in messages {
                    p.send(&encode(m));
                }
            }
        });
    }

    /// Runs `f` on the model and the game, and carries out its effects.
    fn with_live(&self, f: impl FnOnce(&mut Live, &mut History) -> Effects) {
        let Some(mut live) = self.live.get_untracked() else {
            return;
        };
        let mut h = self.history.get_untracked();
        let effects = f(&mut live, &mut h);
        if effects.changed || h != self.history.get_untracked() {
            self.history.set(h);
        }
        self.live.set(Some(live));
        self.apply(effects);
    }

    fn apply(&self, effects: Effects) {
        self.send(&effects.send);
        if let Some(n) = effects.notice {
            self.notice.set(Some(n));
        }
        if let Some(old) = effects.keep {
            if let Err(e) = storage::keep_in_saves(&old) {
                self.error(format!(
                    "This device's version of the game could not be kept: {e}"
                ));
            }
        }
        if let Some(record) = effects.rematch {
            match History::from_record(record) {
                Ok(h) => {
                    self.history.set(h);
                    self.remember();
                }
                Err(e) => self.error(format!("The new game cannot be set up: {e}")),
            }
        }
    }

    /// Runs a player's action on the model (its notice shown if refused).
    fn act(&self, f: impl FnOnce(&mut Live, &mut History) -> Result<Effects, Notice>) {
        self.with_live(|live, h| {
            f(live, h).unwrap_or_else(|n| Effects {
                notice: Some(n),
                ..Effects::default()
            })
        });
    }

    /// This device's player moves.
    pub fn play(&self, m: AnyMove) {
        self.act(|live, h| live.play(h, m, now()));
    }

    /// Asks the friend to take back this player's last move.
    pub fn ask_undo(&self) {
        self.act(|live, h| live.ask_undo(h));
    }

    /// Offers a draw.
    pub fn offer_draw(&self) {
        self.act(|live, h| live.offer_draw(h));
    }

    /// Resigns.
    pub fn resign(&self) {
        self.act(|live, h| live.resign(h, now()));
    }

    /// Offers another game.
    pub fn offer_rematch(&self) {
        let (id, seed) = (storage::new_record_id(), table::random_seed());
        self.act(|live, h| live.offer_rematch(h, id, seed, now()));
    }

    /// Answers the friend's question.
    pub fn answer(&self, accept: bool) {
        self.act(|live, h| live.answer(h, accept, now()));
    }

    /// Ends live play on this device (the game stays, as a game between people here).
    pub fn leave(&self) {
        self.close_peer();
        self.live.set(None);
        self.shown.set(None);
        storage::remove(&session_key(self.game));
    }

    fn close_peer(&self) {
        if let Some(p) = self.peer.try_update_value(Option::take).flatten() {
            p.close();
        }
    }
}

/// The STUN/TURN address the player gave (empty: none).
pub fn ice_setting() -> String {
    storage::get(ICE_KEY).unwrap_or_default()
}

/// Stores the STUN/TURN address, if it reads.
///
/// # Errors
/// Why it does not read.
pub fn set_ice_setting(text: &str) -> Result<(), String> {
    ice::parse(text)?;
    storage::set(ICE_KEY, text.trim()).map_err(|e| e.to_string())
}
