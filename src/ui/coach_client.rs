//! The page's side of the AI worker for lessons and puzzles: a learner's or solver's move is
//! judged there (a search may take a while), one question at a time, and only the answer to
//! the latest question is heard. The worker starts once the page has painted, so the first
//! answer need not wait for it to load.

use crate::ai::AiFailure;
use crate::ui::worker_client::WorkerClient;
use crate::worker::protocol::{Reply, Request};
use leptos::prelude::*;

/// A handle on the judging worker; cheap to copy.
#[derive(Clone, Copy)]
pub struct CoachClient {
    worker: StoredValue<Option<WorkerClient>, LocalStorage>,
}

impl CoachClient {
    /// A client whose worker starts after the page's first paint and ends with the page;
    /// `on_answer` hears the answer to the latest question (a [`Reply::Lesson`] or
    /// [`Reply::Puzzle`]), `on_failure` why a question found no answer.
    pub fn new(
        on_answer: impl Fn(Reply) + 'static,
        on_failure: impl Fn(AiFailure) + 'static,
    ) -> Self {
        let client = CoachClient {
            worker: StoredValue::new_local(None),
        };
        let on_failure = std::rc::Rc::new(on_failure);
        let failed = on_failure.clone();
        let on_reply = move |reply: Reply| {
            let job = match &reply {
                Reply::Lesson(answer) => answer.job,
                Reply::Puzzle(answer) => answer.job,
                Reply::Refused(why) => return failed(*why),
                _ => return,
            };
            if client
                .worker
                .try_get_value()
                .flatten()
                .is_some_and(|w| w.is_current(job))
            {
                on_answer(reply);
            }
        };
        let worker = WorkerClient::new(on_reply, move |why| on_failure(why));
        client.worker.set_value(Some(worker));
        crate::ui::soon(move || {
            if let Some(worker) = client.worker.try_get_value().flatten() {
                worker.warm();
            }
        });
        client
    }

    /// Asks the question `question(job)` makes with a fresh job number; an earlier
    /// question's answer is no longer heard.
    pub fn ask(self, question: impl FnOnce(u32) -> Request) {
        if let Some(worker) = self.worker.get_value() {
            let job = worker.next_job();
            worker.send(question(job));
        }
    }
}
