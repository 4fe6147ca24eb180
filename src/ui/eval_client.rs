//! The page's side of game evaluation: its own AI worker (so a game's AI is never held
//! up), asked about one position at a time in order, so the graph fills in as answers come
//! and Stop takes effect at once.

use crate::persist::GameRecord;
use crate::ui::worker_client::WorkerClient;
use crate::worker::evaluation::{EvalReply, EvalRequest};
use crate::worker::protocol::{Reply, Request};
use leptos::prelude::*;

/// Search nodes per position.
const NODES: u64 = 200_000;
/// Milliseconds per position, at most.
const TIME_MS: f64 = 400.0;

/// A handle on the evaluation worker; cheap to copy.
#[derive(Clone, Copy)]
pub struct EvalClient {
    worker: StoredValue<Option<WorkerClient>, LocalStorage>,
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
            job: StoredValue::new(0),
            record: RwSignal::new(None),
            values: RwSignal::new(Vec::new()),
            running: RwSignal::new(false),
            failure: RwSignal::new(None),
        };
        let on_reply = move |reply: Reply| match reply {
            Reply::Evaluation(reply) => client.take(reply),
            Reply::Refused { why } => client.fail(format!("The evaluation failed: {why}")),
            _ => {}
        };
        let on_failure = move |why: String| client.fail(why);
        client
            .worker
            .set_value(Some(WorkerClient::new(on_reply, on_failure)));
        client
    }

    /// Evaluates every position of `record`, from the start on.
    pub fn evaluate(self, record: GameRecord) {
        self.job.update_value(|j| *j = j.wrapping_add(1));
        self.record.set(Some(record));
        self.values.set(Vec::new());
        self.failure.set(None);
        self.running.set(true);
        self.send_next();
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

    fn take(self, reply: EvalReply) {
        if self.job.try_get_value() != Some(reply.job) {
            return;
        }
        match reply.shares {
            Ok(v) => {
                self.values.update(|values| values.push(v));
                self.send_next();
            }
            Err(e) => self.fail(format!("The evaluation failed: {e}")),
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
        let request = Request::Evaluate(EvalRequest {
            job: self.job.get_value(),
            record,
            ply,
            nodes: NODES,
            time_ms: TIME_MS,
        });
        if let Some(worker) = self.worker.get_value() {
            worker.send(request);
        }
    }
}
