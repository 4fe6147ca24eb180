//! Setting up the connection: the invitation this page makes, the invitation or answer it
//! is given (in its address, pasted, or passed on by another tab), and the peer they set up.

use super::rtc::Peer;
use super::{LiveTable, Shown, ANSWER_KEY};
use crate::persist::history::History;
use crate::persist::live::invite::{self, Answer, Invitation, Payload};
use crate::table::live::{self, Live};
use crate::table::Notice;
use crate::ui::storage;
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
            Ok(Payload::Invitation(i)) => self.accept_invitation(i),
            Ok(Payload::Answer(a)) => self.accept_answer(a),
            Err(e) => self.error(format!("This live link cannot be used: {e}.")),
        }
    }

    /// Starts (or starts again) live play with an invitation for the game on the board.
    pub fn invite(&self) {
        let Ok(server) = self.ice_server() else {
            return;
        };
        self.close_peer();
        let players = self.history.with_untracked(|h| h.end().num_players());
        let mine = self
            .live
            .with_untracked(|l| l.as_ref().map(|l| l.mine().to_vec()))
            .unwrap_or_else(|| vec![0]);
        let people = live::live_seats(players);
        if self.history.with_untracked(|h| h.seats() != people) {
            self.history.update(|h| h.set_seats(people));
        }
        let mut live = Live::new(mine.clone(), players);
        if self.live.with_untracked(Option::is_some) {
            live.disconnected();
        }
        self.live.set(Some(live));
        self.remember();
        self.shown.set(None);
        let record = self.history.with_untracked(|h| h.full_record().clone());
        let (t, events) = (*self, self.events());
        leptos::task::spawn_local(async move {
            match Peer::invite(server, events).await {
                Ok((peer, offer)) => {
                    let game = record.game;
                    match invite::encode_invitation(&Invitation {
                        record,
                        seats: mine,
                        offer,
                    }) {
                        Ok(payload) => {
                            t.peer.set_value(Some(Rc::new(peer)));
                            t.shown.set(Some(Shown::Invitation(invite::url(
                                &base_url(),
                                game,
                                &payload,
                            ))));
                        }
                        Err(e) => t.error(format!("No invitation: {e}.")),
                    }
                }
                Err(e) => t.error(format!("No invitation: {e}.")),
            }
        });
    }

    fn accept_invitation(&self, invitation: Invitation) {
        let Ok(server) = self.ice_server() else {
            return;
        };
        if invitation.record.game != self.game {
            return self.error("This invitation is for another game.".into());
        }
        self.close_peer();
        let held = self.history.with_untracked(|h| h.full_record().clone());
        let joining = live::join(&held, &invitation);
        if let Some(old) = joining.keep {
            if let Err(e) = storage::keep_in_saves(&old) {
                return self.error(format!("Your current game could not be kept: {e}"));
            }
        }
        if let Some(record) = joining.board {
            match History::from_record(record) {
                Ok(h) => self.history.set(h),
                Err(e) => {
                    return self.error(format!("The invitation's game cannot be played: {e}."))
                }
            }
        }
        let (mine, players) = (joining.mine, joining.players);
        self.live.set(Some(Live::new(mine, players)));
        self.remember();
        self.shown.set(None);
        let (t, events, id, game) = (
            *self,
            self.events(),
            invitation.record.id.clone(),
            self.game,
        );
        leptos::task::spawn_local(async move {
            match Peer::answer(server, &invitation.offer, events).await {
                Ok((peer, offer)) => {
                    t.peer.set_value(Some(Rc::new(peer)));
                    let payload = invite::encode_answer(&Answer { id, offer });
                    t.shown.set(Some(Shown::Answer(invite::url(
                        &base_url(),
                        game,
                        &payload,
                    ))));
                }
                Err(e) => t.error(format!("No answer could be made: {e}.")),
            }
        });
    }

    /// The peer awaiting the answer to this page's invitation of the game `id`.
    fn awaiting(&self, id: &str) -> Option<Rc<Peer>> {
        let same = self.history.with_untracked(|h| h.full_record().id == id);
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
            self.notice.set(Some(Notice::info(
                "This page made no invitation that awaits this answer; it was passed to your other tabs, and the one that made the invitation connects. Otherwise make a new invitation.",
            )));
            return;
        };
        let t = *self;
        leptos::task::spawn_local(async move {
            if let Err(e) = peer.accept(&answer.offer).await {
                t.error(format!("The answer could not be used: {e}."));
            }
        });
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
