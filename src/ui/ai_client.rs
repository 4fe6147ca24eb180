//! The game's AI: asks the worker the table's question, numbers each request so that stale
//! replies are ignored, and stops a search by restarting the worker.

use crate::persist::GameRecord;
use crate::table::AiQuestion;
use crate::ui::worker_client::WorkerClient;
use crate::worker::protocol::{MoveReply, MoveRequest, Reply, Request};
use leptos::prelude::*;

/// A handle on the AI; cheap to copy.
#[derive(Clone, Copy)]
pub struct AiClient {
    worker: WorkerClient,
    job: StoredValue<u32>,
    /// The question of the current job.
    asked: StoredValue<Option<AiQuestion>>,
    /// Whether a search is running.
    pub thinking: RwSignal<bool>,
    /// The latest reply to the current job.
    pub reply: RwSignal<Option<MoveReply>>,
    /// A message if the worker could not start or failed.
    pub failure: RwSignal<Option<String>>,
}

impl AiClient {
    /// Starts the worker, so the first question need not wait for it.
    pub fn new() -> AiClient {
        let client = AiClient::on_demand();
        client.worker.restart();
        client
    }

    /// A client whose worker starts with its first question (for occasional questions,
    /// such as hints).
    pub fn on_demand() -> AiClient {
        let job = StoredValue::new(0);
        let asked = StoredValue::new(None);
        let thinking = RwSignal::new(false);
        let reply = RwSignal::new(None);
        let failure = RwSignal::new(None);
        let on_reply = move |r: Reply| match r {
            Reply::Move(r)
                if job.try_get_value() == Some(r.job)
                    && thinking.try_get_untracked() == Some(true) =>
            {
                thinking.set(false);
                reply.set(Some(r));
            }
            Reply::Refused { why } => {
                thinking.set(false);
                failure.set(Some(format!("The AI refused the question: {why}")));
            }
            _ => {}
        };
        let on_failure = move |why: String| {
            thinking.set(false);
            failure.set(Some(why));
        };
        let worker = WorkerClient::new(on_reply, on_failure);
        AiClient {
            worker,
            job,
            asked,
            thinking,
            reply,
            failure,
        }
    }

    /// Whether the AI is thinking about `question`'s game at its level now (whatever the
    /// seed).
    pub fn thinks_about(self, question: &AiQuestion) -> bool {
        self.thinking.get_untracked()
            && self.asked.with_value(|asked| {
                asked.as_ref().is_some_and(|a| {
                    a.level == question.level && same_play(&a.record, &question.record)
                })
            })
    }

    /// Whether the last question was about the game `record`.
    pub fn was_asked_about(self, record: &GameRecord) -> bool {
        self.asked
            .with_value(|asked| asked.as_ref().is_some_and(|a| same_play(&a.record, record)))
    }

    /// Asks for a move; the answer arrives in `reply`. A question asked while the AI thinks
    /// about another replaces it (the earlier answer is ignored). The question (the whole
    /// game) goes to the worker after the board has painted, unless another replaces it
    /// first.
    pub fn ask(self, question: AiQuestion) {
        let job = self.job.get_value().wrapping_add(1);
        self.job.set_value(job);
        self.asked.set_value(Some(question.clone()));
        self.thinking.set(true);
        crate::ui::soon(move || {
            if self.job.try_get_value() == Some(job) {
                self.worker.send(Request::Move(MoveRequest {
                    job,
                    record: question.record,
                    level: question.level,
                    seed: question.seed,
                    time_ms: question.time_ms,
                }));
            }
        });
    }

    /// Abandons the current search: the worker is replaced, so the page never waits on it.
    pub fn stop(self) {
        if !self.thinking.get_untracked() {
            return;
        }
        self.job.update_value(|j| *j = j.wrapping_add(1));
        self.thinking.set(false);
        self.worker.restart();
    }
}

/// Whether two records hold the same play: options, start and moves (a rename, a hint
/// counted or the time of the last change make no difference to the AI).
fn same_play(a: &GameRecord, b: &GameRecord) -> bool {
    a.game == b.game && a.options == b.options && a.start == b.start && a.moves == b.moves
}
