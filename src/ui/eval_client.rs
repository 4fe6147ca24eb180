//! The page's side of game evaluation: its own AI worker (so a game's AI is never held
//! up), asked about one position at a time in order, so the graph fills in as answers come
//! and Stop takes effect at once.

use crate::ai::AiFailure;
use crate::persist::GameRecord;
use crate::ui::worker_client::WorkerClient;
use crate::worker::evaluation::{EvalReply, EvalRequest};
use crate::worker::protocol::{Reply, Request};
use leptos::prelude::*;

/// A handle on the evaluation worker; cheap to copy.
#[derive(Clone, Copy)]
pub struct EvalClient {
    worker: StoredValue<Option<WorkerClient>, LocalStorage>,
    /// The game being (or last) evaluated.
    pub record: RwSignal<Option<GameRecord>>,
    /// Each evaluated position's shares, from the start position on.
    pub values: RwSignal<Vec<Vec<f64>>>,
    /// Whether an evaluation is under way.
    pub running: RwSignal<bool>,
    /// Why the last evaluation failed.
    pub failure: RwSignal<Option<AiFailure>>,
}

impl EvalClient {
    /// A client; its worker starts with the first evaluation and ends with the page.
    pub fn new() -> EvalClient {
        let client = EvalClient {
            worker: StoredValue::new_local(None),
            record: RwSignal::new(None),
            values: RwSignal::new(Vec::new()),
            running: RwSignal::new(false),
            failure: RwSignal::new(None),
        };
        let on_reply = move |reply: Reply| match reply {
            Reply::Evaluation(reply) => client.take(reply),
            Reply::Refused(why) => client.fail(why),
            _ => {}
        };
        let on_failure = move |why: AiFailure| client.fail(why);
        client
            .worker
            .set_value(Some(WorkerClient::new(on_reply, on_failure)));
        client
    }

    /// Evaluates every position of `record`, from the start on.
    pub fn evaluate(self, record: GameRecord) {
        self.new_job();
        self.record.set(Some(record));
        self.values.set(Vec::new());
        self.failure.set(None);
        self.running.set(true);
        self.send_next();
    }

    /// Stops after the position being evaluated (its answer is ignored).
    pub fn stop(self) {
        self.new_job();
        self.running.set(false);
    }

    /// Stops and forgets the last evaluation.
    pub fn clear(self) {
        self.stop();
        self.record.set(None);
        self.values.set(Vec::new());
        self.failure.set(None);
    }

    /// Makes earlier answers stale.
    fn new_job(self) {
        if let Some(worker) = self.worker.get_value() {
            worker.next_job();
        }
    }

    fn fail(self, why: AiFailure) {
        self.running.set(false);
        self.failure.set(Some(why));
    }

    fn take(self, reply: EvalReply) {
        let current = self.worker.try_get_value().flatten();
        if !current.is_some_and(|w| w.is_current(reply.job)) {
            return;
        }
        match reply.shares {
            Ok(v) => {
                self.values.update(|values| values.push(v));
                self.send_next();
            }
            Err(why) => self.fail(why),
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
        if let Some(worker) = self.worker.get_value() {
            let job = worker.next_job();
            worker.send(Request::Evaluate(EvalRequest::evaluation(job, record, ply)));
        }
    }
}
