//! "White wins with best play (in 5 moves: …)" or "Draw with best play" beside the turn
//! line once the position on the board is solved (games with an exact solver, [`has_solver`]). Its
//! own worker proves each position shown — while playing and while going through the
//! moves — one at a time: a position shown while another is being proven waits its turn,
//! and only the latest one waiting is asked about.

use super::PanelHistory;
use crate::ai::proof::has_solver;
use crate::i18n::Msg;
use crate::ui::lang::tr;
use crate::ui::worker_client::WorkerClient;
use crate::worker::evaluation::EvalRequest;
use crate::worker::protocol::{Reply, Request};
use leptos::prelude::*;

/// The proven result of the position on the board, when there is one.
#[component]
pub fn ProofLine(history: PanelHistory) -> impl IntoView {
    let text = RwSignal::new(None::<String>);
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
        if worker.with_value(|w| w.is_some_and(|w| w.is_current(reply.job))) {
            text.set(reply.result.ok().flatten());
        }
        if let Some(next) = waiting.try_update_value(Option::take).flatten() {
            send(next);
        }
    };
    let on_failure = move |_why: String| busy.set_value(false);
    if history.with_untracked(|h| has_solver(h.full_record().game)) {
        worker.set_value(Some(WorkerClient::new(on_reply, on_failure)));
    }
    Effect::new(move |_| {
        let (record, ply) = history.with(|h| (h.full_record().clone(), h.cursor()));
        text.set(None);
        let Some(job) = worker.with_value(|w| w.map(WorkerClient::next_job)) else {
            return;
        };
        let request = EvalRequest::proof(job, record, ply);
        if busy.get_value() {
            waiting.set_value(Some(request));
        } else {
            send(request);
        }
    });
    view! {
        {move || text.get().map(|t| view! {
            <p class="proof-line" role="status" title=tr(Msg::ProofLineTitle)>{t}</p>
        })}
    }
}
