//! Setting up the connection: the invitation this page makes, the invitation or answer it
//! is given (in its address, pasted, or passed on by another tab), and the peer they set
//! up. Who plays which seats and which game stays are the table's decisions
//! ([`LiveEvent::Invite`], [`LiveEvent::Join`]).

use super::rtc::{ConnectFailure, Events, Peer};
use super::servers::{choice, Flag};
use super::{LiveTable, Shown, ANSWER_KEY};
use crate::engine::Player;
use crate::i18n::Msg;
use crate::persist::live::ice;
use crate::persist::live::invite::{self, Answer, Invitation, Payload};
use crate::persist::GameRecord;
use crate::table::live::LiveEvent;
use crate::table::Notice;
use crate::ui::lang::{t, tf};
use crate::ui::storage;
use crate::ui::words;
use leptos::prelude::*;
use std::rc::Rc;

impl LiveTable {
    /// A live link in the page's address: taken, and taken out of the address.
    pub(super) fn open_address(&self) {
        let hash = window().location().hash().unwrap_or_default();
        if !hash.contains(invite::ROUTE) {
            return;
        }
        let clean = format!("#/play/{}", self.game.as_str());
        if let Ok(h) = window().history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&clean));
        }
        self.take(&hash);
    }

    /// Takes an invitation or answer the player opened or pasted.
    pub fn take(&self, text: &str) {
        match invite::decode(text) {
            Ok(Payload::Invitation(i)) => self.event(LiveEvent::Join(Box::new(i))),
            Ok(Payload::Answer(a)) => self.accept_answer(a),
            Err(e) => self.error(move || {
                tf(
                    Msg::LiveLinkUnusable,
                    &[("why", words::invite_error(&e).into())],
                )
            }),
        }
    }

    /// Makes the invitation to `record` (this device playing `seats`) and shows it.
    pub(super) fn dial(&self, record: GameRecord, seats: Vec<Player>) {
        self.close_peer();
        self.shown.set(None);
        leptos::task::spawn_local(make_invitation(*self, self.events(), record, seats));
    }

    /// Makes the answer to a friend's invitation the table took, and shows it; the
    /// devices look for each other from then on.
    pub(super) fn answer_invitation(&self, invitation: Box<Invitation>) {
        self.close_peer();
        self.shown.set(None);
        leptos::task::spawn_local(make_answer(*self, self.events(), invitation));
    }

    /// The peer awaiting the answer to this page's invitation of the game `id`.
    fn awaiting(&self, id: &str) -> Option<Rc<Peer>> {
        let same = self
            .play
            .history
            .with_untracked(|h| h.full_record().id == id);
        let waiting = self
            .shown
            .with_untracked(|s| matches!(s, Some(Shown::Invitation(_))));
        self.peer
            .with_value(Clone::clone)
            .filter(|_| same && waiting)
    }

    /// An answer another tab of this browser was given: taken if it is this page's.
    pub(super) fn take_forwarded(&self, text: &str) {
        if let Ok(Payload::Answer(a)) = invite::decode(text) {
            if self.awaiting(&a.id).is_some() {
                storage::remove(ANSWER_KEY);
                self.accept_answer(a);
            }
        }
    }

    fn accept_answer(&self, answer: Answer) {
        let Some(peer) = self.awaiting(&answer.id) else {
            // Another tab of this browser may have made the invitation: pass it on.
            let _ = storage::set(ANSWER_KEY, &invite::encode_answer(&answer));
            self.play
                .notice
                .set(Some(Notice::info(|| t(Msg::LiveAnswerElsewhere))));
            return;
        };
        leptos::task::spawn_local(use_answer(*self, peer, answer));
    }
}

// What sets a connection up is loaded when a player first invites, answers or is answered:
// each function below is a chunk of its own in a split build (they share the WebRTC code).

/// The invitation to `record` (this device playing `seats`), shown once made.
#[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
async fn make_invitation(t: LiveTable, events: Events, record: GameRecord, seats: Vec<Player>) {
    let (choice, problem) = choice().await;
    if let Some(problem) = problem {
        t.error(move || problem.words());
    }
    let used = ice::chosen(&choice, &[]);
    let servers = ice::for_invitation(&used, &choice.site, Flag::ShareTurn.get());
    let game = record.game;
    let made = match Peer::invite(&used, events).await {
        Ok((peer, offer)) => invite::encode_invitation(&Invitation {
            record,
            seats,
            servers,
            offer,
        })
        .map(|payload| (peer, payload))
        .map_err(ConnectFailure::Invitation),
        Err(e) => Err(e),
    };
    match made {
        Ok((peer, payload)) => {
            t.peer.set_value(Some(Rc::new(peer)));
            t.shown.set(Some(Shown::Invitation(invite::url(
                &base_url(),
                game,
                &payload,
            ))));
        }
        Err(e) => t.error(move || tf(Msg::LiveNoInvitation, &[("why", e.words().into())])),
    }
}

/// The answer to a friend's invitation, shown once made.
#[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
async fn make_answer(t: LiveTable, events: Events, invitation: Box<Invitation>) {
    let (choice, problem) = choice().await;
    if let Some(problem) = problem {
        t.error(move || problem.words());
    }
    let used = ice::chosen(&choice, &invitation.servers);
    match Peer::answer(&used, &invitation.offer, events).await {
        Ok((peer, offer)) => {
            t.peer.set_value(Some(Rc::new(peer)));
            let id = invitation.record.id.clone();
            let payload = invite::encode_answer(&Answer { id, offer });
            t.shown.set(Some(Shown::Answer(invite::url(
                &base_url(),
                t.game,
                &payload,
            ))));
            t.event(LiveEvent::AnswerGiven);
        }
        Err(e) => t.error(move || tf(Msg::LiveNoAnswerMade, &[("why", e.words().into())])),
    }
}

/// The friend's answer, given to the peer that awaited it.
#[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
async fn use_answer(t: LiveTable, peer: Rc<Peer>, answer: Answer) {
    match peer.accept(&answer.offer).await {
        Ok(()) => t.event(LiveEvent::AnswerGiven),
        Err(e) => t.error(move || tf(Msg::LiveAnswerUnusable, &[("why", e.words().into())])),
    }
}

/// The page's address without its fragment.
fn base_url() -> String {
    let location = window().location();
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}
