//! The page's side of an AI Web Worker, for any use of it (the game's AI, hints, the
//! evaluation, proofs): it starts the worker when first asked, checks that the worker comes
//! from this build when it says it is ready, holds requests until then (earlier messages
//! would be lost), numbers the jobs of its owner's questions so that stale replies are
//! ignored, and stops it — worker terminated, handlers freed — on restart and when the
//! page goes. A failure reaches its owner as an [`AiFailure`]; the browser's or reader's
//! own reason goes to the console.

use crate::ai::AiFailure;
use crate::worker::protocol::{Reply, Request};
use crate::BUILD_ID;
use leptos::prelude::*;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// A started worker and the handlers it calls.
struct Running {
    worker: Worker,
    ready: bool,
    on_message: Closure<dyn FnMut(MessageEvent)>,
    on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl Running {
    /// Terminates the worker; its handlers are freed once the current event is over (one of
    /// them may be running now).
    fn stop(self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
        let Running {
            on_message,
            on_error,
            ..
        } = self;
        leptos::task::spawn_local(async move {
            drop((on_message, on_error));
        });
    }
}

/// What the owner hears: each reply but "ready", and failures.
struct Handlers {
    on_reply: Rc<dyn Fn(Reply)>,
    on_failure: Rc<dyn Fn(AiFailure)>,
}

/// A handle on one worker; cheap to copy.
#[derive(Clone, Copy)]
pub struct WorkerClient {
    running: StoredValue<Option<Running>, LocalStorage>,
    waiting: StoredValue<Vec<Request>, LocalStorage>,
    handlers: StoredValue<Handlers, LocalStorage>,
    /// The latest job id given out.
    job: StoredValue<u32>,
    /// Counts requests sent after paint and stops, so that only the latest is sent.
    latest: StoredValue<u32>,
}

impl WorkerClient {
    /// A client whose worker starts with the first request; `on_reply` hears each reply,
    /// `on_failure` why the worker could not start, failed, or belongs to another build
    /// (the worker is stopped then, and the next request starts a new one).
    pub fn new(
        on_reply: impl Fn(Reply) + 'static,
        on_failure: impl Fn(AiFailure) + 'static,
    ) -> Self {
        let client = WorkerClient {
            running: StoredValue::new_local(None),
            waiting: StoredValue::new_local(Vec::new()),
            handlers: StoredValue::new_local(Handlers {
                on_reply: Rc::new(on_reply),
                on_failure: Rc::new(on_failure),
            }),
            job: StoredValue::new(0),
            latest: StoredValue::new(0),
        };
        on_cleanup(move || client.stop());
        client
    }

    /// Sends `request`, starting the worker if needed; held until the worker is ready.
    pub fn send(self, request: Request) {
        if self.running.with_value(Option::is_none) && !self.start() {
            return;
        }
        let ready = self
            .running
            .with_value(|r| r.as_ref().is_some_and(|r| r.ready));
        if ready {
            self.post(&request);
        } else {
            self.waiting.update_value(|w| w.push(request));
        }
    }

    /// A fresh job id for a request (the previous ones are no longer current).
    pub fn next_job(self) -> u32 {
        self.job.update_value(|j| *j = j.wrapping_add(1));
        self.job.get_value()
    }

    /// Whether `job` is the latest job id given out.
    pub fn is_current(self, job: u32) -> bool {
        self.job.try_get_value() == Some(job)
    }

    /// Sends `request` once the board has painted, unless another request sent this way
    /// or a stop comes first.
    pub fn send_soon(self, request: Request) {
        let latest = self.bump();
        crate::ui::soon(move || {
            if self.latest.try_get_value() == Some(latest) {
                self.send(request);
            }
        });
    }

    fn bump(self) -> u32 {
        self.latest.update_value(|n| *n = n.wrapping_add(1));
        self.latest.get_value()
    }

    /// Stops the worker (a search in progress is abandoned) and forgets waiting requests.
    pub fn stop(self) {
        self.latest.try_update_value(|n| *n = n.wrapping_add(1));
        self.waiting.try_update_value(Vec::clear);
        if let Some(Some(running)) = self.running.try_update_value(Option::take) {
            running.stop();
        }
    }

    /// Starts the worker if it is not running, so the first request need not wait for it.
    pub fn warm(self) {
        if self.running.try_with_value(Option::is_none) == Some(true) {
            self.start();
        }
    }

    /// Stops the worker and starts a fresh one, so the next request need not wait for it.
    pub fn restart(self) {
        self.stop();
        self.start();
    }

    /// Stops the worker and tells the owner why; `detail` (the browser's own words) goes
    /// to the console.
    fn fail(self, why: AiFailure, detail: &str) {
        leptos::logging::warn!("The AI's worker failed ({why:?}): {detail}");
        self.stop();
        // A worker's event can arrive as the page that asked goes: nobody to tell then.
        if let Some(on_failure) = self.handlers.try_with_value(|h| h.on_failure.clone()) {
            on_failure(why);
        }
    }

    fn post(self, request: &Request) {
        let value = match serde_wasm_bindgen::to_value(request) {
            Ok(v) => v,
            Err(e) => return self.fail(AiFailure::QuestionUnwritable, &e.to_string()),
        };
        let posted = self
            .running
            .try_with_value(|r| r.as_ref().map(|r| r.worker.post_message(&value)))
            .flatten();
        if let Some(Err(_)) = posted {
            self.fail(AiFailure::Gone, "postMessage failed");
        }
    }

    fn on_message(self, data: JsValue) {
        let reply = match serde_wasm_bindgen::from_value::<Reply>(data) {
            Ok(reply) => reply,
            Err(e) => return self.fail(AiFailure::AnswerUnreadable, &e.to_string()),
        };
        let Reply::Ready { build } = reply else {
            if let Some(on_reply) = self.handlers.try_with_value(|h| h.on_reply.clone()) {
                on_reply(reply);
            }
            return;
        };
        if build != BUILD_ID {
            let detail = format!("the worker's build is {build}, this page's {BUILD_ID}");
            return self.fail(AiFailure::OtherBuild, &detail);
        }
        self.running.try_update_value(|r| {
            if let Some(r) = r {
                r.ready = true;
            }
        });
        for request in self
            .waiting
            .try_update_value(std::mem::take)
            .unwrap_or_default()
        {
            self.post(&request);
        }
    }

    /// Starts the worker; false (with the failure told) if this browser cannot.
    fn start(self) -> bool {
        let Ok(worker) = Worker::new(&crate::ui::deploy::worker_loader_url()) else {
            leptos::logging::warn!("The AI's worker could not start: this browser refused it");
            let on_failure = self.handlers.with_value(|h| h.on_failure.clone());
            on_failure(AiFailure::CannotStart);
            return false;
        };
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            self.on_message(e.data());
        });
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |e: ErrorEvent| {
            self.fail(AiFailure::Crashed, &e.message());
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.running.set_value(Some(Running {
            worker,
            ready: false,
            on_message,
            on_error,
        }));
        true
    }
}
