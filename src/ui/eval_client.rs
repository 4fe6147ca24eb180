//! The page's side of game evaluation: its own AI worker (so a game's AI is never held
//! up), asked about one position at a time in order, so the graph fills in as answers come
//! and Stop takes effect at once.

use crate::ai::analysis::{EvalReply, EvalRequest};
use crate::persist::GameRecord;
use crate::ui::worker_client::{post, spawn_worker};
use leptos::prelude::*;
use web_sys::Worker;

/// Search nodes per position.
const NODES: u64 = 200_000;
/// Milliseconds per position, at most.
const TIME_MS: f64 = 400.0;

/// A handle on the evaluation worker; cheap to copy.
#[derive(Clone, Copy)]
pub struct EvalClient {
    worker: StoredValue<Option<Worker>, LocalStorage>,
    ready: StoredValue<bool>,
    job: StoredValue<u32>,
    /// The game being (or last) evaluated.
    pub record: RwSignal<Option<GameRecord>>,
    /// Each evaluated position's shares, from the start position on.
    pub values: RwSignal<Vec<Vec<f64>>>,
    /// Whether an evaluation is under way.
    pub running: RwSignal<bool>,
    /// Why the last evaluation failed.
    pub failure: RwSignal<Option<String>>,
}

impl EvalClient {
    /// A client; its worker starts with the first evaluation and ends with the page.
    pub fn new() -> EvalClient {
        let client = EvalClient {
            worker: StoredValue::new_local(None),
            ready: StoredValue::new(false),
            job: StoredValue::new(0),
            record: RwSignal::new(None),
            values: RwSignal::new(Vec::new()),
            running: RwSignal::new(false),
            failure: RwSignal::new(None),
        };
        on_cleanup(move || {
            if let Some(Some(w)) = client.worker.try_update_value(Option::take) {
                w.terminate();
            }
        });
        client
    }

    /// Evaluates every position of `record`, from the start on.
    pub fn evaluate(self, record: GameRecord) {
        self.job.update_value(|j| *j = j.wrapping_add(1));
        self.record.set(Some(record));
        self.values.set(Vec::new());
        self.failure.set(None);
        self.running.set(true);
        if self.worker.with_value(Option::is_none) {
            self.start();
        } else if self.ready.get_value() {
            self.send_next();
        }
    }

    /// Stops after the position being evaluated (its answer is ignored).
    pub fn stop(self) {
        self.job.update_value(|j| *j = j.wrapping_add(1));
        self.running.set(false);
    }

    /// Stops and forgets the last evaluation.
    pub fn clear(self) {
        self.stop();
        self.record.set(None);
        self.values.set(Vec::new());
        self.failure.set(None);
    }

    fn fail(self, why: String) {
        self.running.set(false);
        self.failure.set(Some(why));
    }

    fn start(self) {
        self.ready.set_value(false);
        let on_text = move |text: String| {
            if text == "ready" {
                self.ready.set_value(true);
                if self.running.get_untracked() {
                    self.send_next();
                }
                return;
            }
            match serde_json::from_str::<EvalReply>(&text) {
                Ok(reply) if reply.job != self.job.get_value() => {}
                Ok(EvalReply { shares: Ok(v), .. }) => {
                    self.values.update(|values| values.push(v));
                    self.send_next();
                }
                Ok(EvalReply { shares: Err(e), .. }) => {
                    self.fail(format!("The evaluation failed: {e}"))
                }
                Err(e) => self.fail(format!("The evaluation sent an unreadable reply: {e}")),
            }
        };
        let on_error = move |message: String| {
            if let Some(Some(w)) = self.worker.try_update_value(Option::take) {
                w.terminate();
            }
            self.fail(format!("The evaluation stopped with an error: {message}"));
        };
        match spawn_worker(on_text, on_error) {
            Some(worker) => self.worker.set_value(Some(worker)),
            None => self.fail("The evaluation could not start in this browser.".into()),
        }
    }

    /// Asks about the next position, or finishes after the last one.
    fn send_next(self) {
        let ply = self.values.with_untracked(Vec::len);
        let Some(record) = self.record.get_untracked() else {
            return;
        };
        if ply > record.moves.len() || !self.running.get_untracked() {
            self.running.set(false);
            return;
        }
        let request = EvalRequest {
            job: self.job.get_value(),
            evaluate: record,
            ply,
            nodes: NODES,
            time_ms: TIME_MS,
        };
        post(
            self.worker,
            &serde_json::to_string(&request).expect("requests serialise"),
        );
    }
}
