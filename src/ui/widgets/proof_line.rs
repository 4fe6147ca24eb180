//! "White wins with best play (in 5 moves: …)" or "Draw with best play" beside the turn
//! line once the position on the board is solved (games with an exact solver: Pyrga). Its
//! own worker proves each position shown — while playing and while going through the
//! moves — one at a time: a position shown while another is being proven waits its turn,
//! and only the latest one waiting is asked about.

use super::PanelHistory;
use crate::engine::GameId;
use crate::ui::worker_client::WorkerClient;
use crate::worker::evaluation::EvalRequest;
use crate::worker::protocol::{Reply, Request};
use leptos::prelude::*;

/// Solver nodes per position (about a second in the browser; the clock stops it too).
const NODES: u64 = 3_000_000;
/// Milliseconds per position, at most.
const TIME_MS: f64 = 1000.0;

/// The proven result of the position on the board, when there is one.
#[component]
pub fn ProofLine(history: PanelHistory) -> impl IntoView {
    let text = RwSignal::new(None::<String>);
    let job = StoredValue::new(0u32);
    let busy = StoredValue::new(false);
    let waiting = StoredValue::new(None::<EvalRequest>);
    let worker = StoredValue::new_local(None::<WorkerClient>);
    let send = move |request: EvalRequest| {
        busy.set_value(true);
        if let Some(w) = worker.get_value() {
            w.send(Request::Prove(request));
        }
    };
    let on_reply = move |reply: Reply| {
        let Reply::Proof(reply) = reply else { return };
        busy.set_value(false);
        if reply.job == job.get_value() {
            text.set(reply.result.ok().flatten());
        }
        if let Some(next) = waiting.try_update_value(Option::take).flatten() {
            send(next);
        }
    };
    let on_failure = move |_why: String| busy.set_value(false);
    if history.with_untracked(|h| h.full_record().game) == GameId::Pyrga {
        worker.set_value(Some(WorkerClient::new(on_reply, on_failure)));
    }
    Effect::new(move |_| {
        let (record, ply) = history.with(|h| (h.full_record().clone(), h.cursor()));
        text.set(None);
        if worker.with_value(Option::is_none) {
            return;
        }
        job.update_value(|j| *j = j.wrapping_add(1));
        let request = EvalRequest {
            job: job.get_value(),
            record,
            ply,
            nodes: NODES,
            time_ms: TIME_MS,
        };
        if busy.get_value() {
            waiting.set_value(Some(request));
        } else {
            send(request);
        }
    });
    view! {
        {move || text.get().map(|t| view! {
            <p class="proof-line" role="status" title="Proven by searching every line to the end of the game">{t}</p>
        })}
    }
}
