//! A WebRTC data channel to the friend's device, set up with no signalling server: the
//! descriptions travel in links ([`crate::persist::live::invite`]), cut down by
//! [`sdp::minimise`] and grown back by [`sdp::expand`]. ICE gathering is waited for
//! before a description is given out (no trickling: there is no channel to trickle on).

use crate::i18n::Msg;
use crate::persist::live::ice::IceServer;
use crate::persist::live::sdp::{self, Offer, OfferError};
use crate::persist::PersistError;
use crate::ui::lang::{t, tf};
use crate::ui::words;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// What the page hears from the channel.
#[derive(Clone)]
pub struct Events {
    /// The channel opened.
    pub open: Rc<dyn Fn()>,
    /// A message arrived.
    pub message: Rc<dyn Fn(String)>,
    /// The channel closed.
    pub close: Rc<dyn Fn()>,
    /// The browser gave up reaching the other device.
    pub unreachable: Rc<dyn Fn()>,
    /// The connection stalled (the browser keeps trying).
    pub interrupted: Rc<dyn Fn()>,
    /// The connection is up (again); whether it goes through a relay (TURN).
    pub up: Rc<dyn Fn(bool)>,
}

/// Event handlers a connection keeps alive.
type Handlers = Rc<RefCell<Vec<Closure<dyn FnMut(JsValue)>>>>;

/// One connection to the friend's device.
pub struct Peer {
    pc: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
    /// The channel's handlers, kept alive as long as the connection.
    handlers: Handlers,
    /// The handler of the channel the inviting device opens.
    on_channel: Option<Closure<dyn FnMut(JsValue)>>,
}

/// Why a connection's offer or answer could not be made or used.
#[derive(Clone, Debug, PartialEq)]
pub enum ConnectFailure {
    /// The browser refused: the name of its error (`OperationError`), which the player
    /// reads inside a sentence of their language (the browser's message, in English, goes
    /// to the console).
    Browser(String),
    /// The browser gave no description of this side of the connection.
    NoOffer,
    /// This side's description cannot be put in a link.
    Offer(OfferError),
    /// The invitation cannot be written.
    Invitation(PersistError),
}

impl ConnectFailure {
    /// Why, in the page's language.
    pub fn words(&self) -> String {
        match self {
            ConnectFailure::Browser(name) => tf(Msg::LiveBrowserRefused, &[("why", name.into())]),
            ConnectFailure::NoOffer => t(Msg::LiveNoOffer),
            ConnectFailure::Offer(e) => words::offer_error(e),
            ConnectFailure::Invitation(e) => words::persist_error(e),
        }
    }
}

fn js_error(e: JsValue) -> ConnectFailure {
    leptos::logging::warn!("The browser refused the live connection: {e:?}");
    let name = e
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.name()))
        .unwrap_or_else(|| "Error".to_string());
    ConnectFailure::Browser(name)
}

/// A handler the connection keeps.
fn handler(f: impl FnMut(JsValue) + 'static) -> Closure<dyn FnMut(JsValue)> {
    Closure::new(f)
}

/// Waits `ms` milliseconds.
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .expect("a window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = JsFuture::from(promise).await;
}

impl Peer {
    fn new(ice: &[IceServer]) -> Result<Peer, ConnectFailure> {
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        for server in ice {
            let s = RtcIceServer::new();
            let urls: js_sys::Array = server.urls.iter().map(|u| JsValue::from_str(u)).collect();
            s.set_urls(&urls);
            if let Some(user) = &server.username {
                s.set_username(user);
            }
            if let Some(password) = &server.credential {
                s.set_credential(password);
            }
            servers.push(&s);
        }
        config.set_ice_servers(&servers);
        let pc = RtcPeerConnection::new_with_configuration(&config).map_err(js_error)?;
        Ok(Peer {
            pc,
            channel: Rc::default(),
            handlers: Rc::default(),
            on_channel: None,
        })
    }

    /// Tells `events` when the connection stalls, comes back (and by which path) or is
    /// given up.
    fn watch(&self, events: &Events) {
        let (pc, events) = (self.pc.clone(), events.clone());
        let on_change = handler(move |_| match pc.connection_state() {
            RtcPeerConnectionState::Failed => (events.unreachable)(),
            RtcPeerConnectionState::Disconnected => (events.interrupted)(),
            RtcPeerConnectionState::Connected => {
                let (pc, up) = (pc.clone(), events.up.clone());
                wasm_bindgen_futures::spawn_local(async move { up(relayed(&pc).await) });
            }
            _ => {}
        });
        self.pc
            .set_onconnectionstatechange(Some(on_change.as_ref().unchecked_ref()));
        self.handlers.borrow_mut().push(on_change);
    }

    /// Listens to `channel` and keeps it as the connection's channel.
    fn wire(&self, channel: &RtcDataChannel, events: &Events) {
        Peer::wire_into(channel, &self.channel, &self.handlers, events);
    }

    fn wire_into(
        channel: &RtcDataChannel,
        store: &Rc<RefCell<Option<RtcDataChannel>>>,
        handlers: &Handlers,
        events: &Events,
    ) {
        let open = events.open.clone();
        let on_open = handler(move |_| open());
        let message = events.message.clone();
        let on_message = handler(move |e: JsValue| {
            if let Some(text) = e.unchecked_into::<MessageEvent>().data().as_string() {
                message(text);
            }
        });
        let close = events.close.clone();
        let on_close = handler(move |_| close());
        channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        *store.borrow_mut() = Some(channel.clone());
        handlers
            .borrow_mut()
            .extend([on_open, on_message, on_close]);
    }

    /// This side's description once ICE gathering is complete (or after five seconds,
    /// with the addresses found by then), cut down.
    async fn local_offer(&self, description: JsValue) -> Result<Offer, ConnectFailure> {
        let init: RtcSessionDescriptionInit = description.unchecked_into();
        JsFuture::from(self.pc.set_local_description(&init))
            .await
            .map_err(js_error)?;
        for _ in 0..100 {
            if self.pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                break;
            }
            sleep(50).await;
        }
        let sdp = self
            .pc
            .local_description()
            .map(|d| d.sdp())
            .ok_or(ConnectFailure::NoOffer)?;
        sdp::minimise(&sdp).map_err(ConnectFailure::Offer)
    }

    async fn set_remote(&self, offer: &Offer, kind: RtcSdpType) -> Result<(), ConnectFailure> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(&sdp::expand(offer));
        JsFuture::from(self.pc.set_remote_description(&init))
            .await
            .map_err(js_error)?;
        Ok(())
    }

    /// Opens a connection and makes the offer for an invitation.
    ///
    /// # Errors
    /// Why the browser could not.
    pub async fn invite(
        ice: &[IceServer],
        events: Events,
    ) -> Result<(Peer, Offer), ConnectFailure> {
        let peer = Peer::new(ice)?;
        peer.watch(&events);
        let channel = peer.pc.create_data_channel("rosette");
        peer.wire(&channel, &events);
        let description = JsFuture::from(peer.pc.create_offer())
            .await
            .map_err(js_error)?;
        let offer = peer.local_offer(description).await?;
        Ok((peer, offer))
    }

    /// Takes an invitation's offer and makes the answer.
    ///
    /// # Errors
    /// Why the browser could not.
    pub async fn answer(
        ice: &[IceServer],
        offer: &Offer,
        events: Events,
    ) -> Result<(Peer, Offer), ConnectFailure> {
        let mut peer = Peer::new(ice)?;
        peer.watch(&events);
        let (store, handlers) = (peer.channel.clone(), peer.handlers.clone());
        let on_channel = handler(move |e: JsValue| {
            let channel = e.unchecked_into::<RtcDataChannelEvent>().channel();
            Peer::wire_into(&channel, &store, &handlers, &events);
            // A channel announced open hears no "open" of its own.
            if channel.ready_state() == RtcDataChannelState::Open {
                (events.open)();
            }
        });
        peer.pc
            .set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
        peer.on_channel = Some(on_channel);
        peer.set_remote(offer, RtcSdpType::Offer).await?;
        let description = JsFuture::from(peer.pc.create_answer())
            .await
            .map_err(js_error)?;
        let answer = peer.local_offer(description).await?;
        Ok((peer, answer))
    }

    /// Takes the friend's answer: the connection then opens by itself.
    ///
    /// # Errors
    /// Why the browser refused it.
    pub async fn accept(&self, answer: &Offer) -> Result<(), ConnectFailure> {
        self.set_remote(answer, RtcSdpType::Answer).await
    }

    /// Sends a message if the channel is open; returns whether it was sent.
    pub fn send(&self, text: &str) -> bool {
        self.channel
            .borrow()
            .as_ref()
            .is_some_and(|c| c.send_with_str(text).is_ok())
    }

    /// Closes the connection.
    pub fn close(&self) {
        if let Some(c) = self.channel.borrow().as_ref() {
            c.set_onclose(None);
            c.close();
        }
        self.pc.set_onconnectionstatechange(None);
        self.pc.close();
    }
}

/// `object[key]`, or undefined.
fn field(object: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Whether the connection's chosen path goes through a TURN relay (from the browser's
/// statistics: the transport's selected candidate pair and its candidates' types).
async fn relayed(pc: &RtcPeerConnection) -> bool {
    let Ok(report) = JsFuture::from(pc.get_stats()).await else {
        return false;
    };
    let get = |id: JsValue| {
        js_sys::Reflect::get(&report, &"get".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| f.call1(&report, &id).ok())
            .unwrap_or(JsValue::UNDEFINED)
    };
    let stats: Rc<RefCell<Vec<JsValue>>> = Rc::default();
    let all = stats.clone();
    let each = Closure::<dyn FnMut(JsValue)>::new(move |s: JsValue| all.borrow_mut().push(s));
    if let Ok(for_each) = field(&report, "forEach").dyn_into::<js_sys::Function>() {
        let _ = for_each.call1(&report, each.as_ref());
    }
    let stats = stats.borrow();
    let pair = stats
        .iter()
        .find(|s| field(s, "type") == "transport")
        .map(|t| get(field(t, "selectedCandidatePairId")))
        .filter(|p| !p.is_undefined())
        .or_else(|| {
            stats
                .iter()
                .find(|s| {
                    field(s, "type") == "candidate-pair"
                        && field(s, "nominated") == JsValue::TRUE
                        && field(s, "state") == "succeeded"
                })
                .cloned()
        });
    pair.is_some_and(|p| {
        ["localCandidateId", "remoteCandidateId"]
            .iter()
            .any(|end| field(&get(field(&p, end)), "candidateType") == "relay")
    })
}
