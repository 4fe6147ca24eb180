//! The page's side of the AI Web Worker: it waits for the worker's "ready" before sending
//! (earlier messages would be lost), numbers each request so stale replies are ignored,
//! and can stop a search by replacing the worker.

use crate::ai::protocol::{AiReply, AiRequest};
use crate::persist::GameRecord;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// Starts an AI worker (it answers "ready" once loaded, then one reply per request),
/// handing each message's text to `on_text` and each error's message to `on_error`. `None`
/// if this browser cannot start it.
pub fn spawn_worker(
    mut on_text: impl FnMut(String) + 'static,
    mut on_error: impl FnMut(String) + 'static,
) -> Option<Worker> {
    let worker = Worker::new(&crate::ui::deploy::worker_loader_url()).ok()?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        on_text(e.data().as_string().unwrap_or_default());
    });
    let on_failure =
        Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |e: web_sys::ErrorEvent| {
            on_error(e.message());
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_failure.as_ref().unchecked_ref()));
    on_message.forget();
    on_failure.forget();
    Some(worker)
}

/// Posts a request to the worker in `worker`, if there is one.
pub fn post(worker: StoredValue<Option<Worker>, LocalStorage>, text: &str) {
    worker.with_value(|w| {
        if let Some(w) = w {
            // A failed post means the worker has gone; its owner restarts it.
            let _ = w.post_message(&JsValue::from_str(text));
        }
    });
}

/// A handle on the AI worker; cheap to copy.
#[derive(Clone, Copy)]
pub struct AiClient {
    worker: StoredValue<Option<Worker>, LocalStorage>,
    ready: StoredValue<bool>,
    queued: StoredValue<Option<String>>,
    job: StoredValue<u32>,
    /// Whether a search is running.
    pub thinking: RwSignal<bool>,
    /// The latest reply to the current job.
    pub reply: RwSignal<Option<AiReply>>,
    /// A message if the worker could not start or failed.
    pub failure: RwSignal<Option<String>>,
}

impl AiClient {
    /// Starts a worker.
    pub fn new() -> AiClient {
        let client = AiClient {
            worker: StoredValue::new_local(None),
            ready: StoredValue::new(false),
            queued: StoredValue::new(None),
            job: StoredValue::new(0),
            thinking: RwSignal::new(false),
            reply: RwSignal::new(None),
            failure: RwSignal::new(None),
        };
        client.start();
        client
    }

    fn start(self) {
        self.ready.set_value(false);
        let on_text = move |text: String| {
            if text == "ready" {
                self.ready.set_value(true);
                if let Some(request) = self.queued.try_update_value(Option::take).flatten() {
                    self.post(&request);
                }
                return;
            }
            match serde_json::from_str::<AiReply>(&text) {
                Ok(reply) if reply.job == self.job.get_value() && self.thinking.get_untracked() => {
                    self.thinking.set(false);
                    self.reply.set(Some(reply));
                }
                Ok(_) => {}
                Err(e) => self
                    .failure
                    .set(Some(format!("The AI sent an unreadable reply: {e}"))),
            }
        };
        let on_error = move |message: String| {
            self.thinking.set(false);
            self.failure
                .set(Some(format!("The AI stopped with an error: {message}")));
        };
        match spawn_worker(on_text, on_error) {
            Some(worker) => self.worker.set_value(Some(worker)),
            None => self
                .failure
                .set(Some("The AI could not start in this browser.".into())),
        }
    }

    fn post(self, text: &str) {
        post(self.worker, text);
    }

    /// Asks for a move in the game `record` at `level`; the answer arrives in `reply`.
    pub fn ask(self, record: GameRecord, level: &str, time_ms: f64) {
        let job = self.job.get_value().wrapping_add(1);
        self.job.set_value(job);
        let request = AiRequest {
            job,
            record,
            level: level.to_string(),
            seed: (js_sys::Math::random() * 2f64.powi(53)) as u64,
            time_ms,
        };
        let text = serde_json::to_string(&request).expect("requests serialise");
        self.thinking.set(true);
        if self.ready.get_value() {
            self.post(&text);
        } else {
            self.queued.set_value(Some(text));
        }
    }

    /// Abandons the current search: the worker is replaced, so the page never waits on it.
    pub fn stop(self) {
        if !self.thinking.get_untracked() {
            return;
        }
        self.job.update_value(|j| *j = j.wrapping_add(1));
        self.thinking.set(false);
        self.queued.set_value(None);
        self.worker.update_value(|w| {
            if let Some(w) = w.take() {
                w.terminate();
            }
        });
        self.start();
    }
}
