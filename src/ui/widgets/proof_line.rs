//! "White wins with best play (in 5 moves: …)" or "Draw with best play" beside the turn
//! line once the position on the board is solved (games with an exact solver, [`has_solver`]). Its
//! own worker proves each position shown — while playing and while going through the
//! moves — one at a time: a position shown while another is being proven waits its turn,
//! and only the latest one waiting is asked about.

use super::PanelHistory;
use crate::ai::proof::{has_solver, Solved};
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::ui::lang::{t, tf, tr};
use crate::ui::words::seat;
use crate::ui::worker_client::WorkerClient;
use crate::worker::evaluation::EvalRequest;
use crate::worker::protocol::{Reply, Request};
use leptos::prelude::*;

/// The proven result of the position on the board, when there is one.
#[component]
pub fn ProofLine(history: PanelHistory) -> impl IntoView {
    let game = history.with_untracked(|h| h.full_record().game);
    let solved = RwSignal::new(None::<Solved>);
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
            solved.set(reply.result.ok().flatten());
        }
        if let Some(next) = waiting.try_update_value(Option::take).flatten() {
            send(next);
        }
    };
    let on_failure = move |_| busy.set_value(false);
    if has_solver(game) {
        worker.set_value(Some(WorkerClient::new(on_reply, on_failure)));
    }
    Effect::new(move |_| {
        let (record, ply) = history.with(|h| (h.full_record().clone(), h.cursor()));
        solved.set(None);
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
        {move || solved.get().map(|s| view! {
            <p class="proof-line" role="status" title=tr(Msg::ProofLineTitle)>{proof(game, s)}</p>
        })}
    }
}

/// A proven result in `game` ("White wins with best play (in 5 moves: 3 by White, 2 by
/// Black)", "Draw with best play").
fn proof(game: GameId, s: Solved) -> String {
    let Some(winner) = s.winner else {
        return t(Msg::ProofDraw);
    };
    let name = |p| seat(game, p).into();
    match s.plies {
        None => tf(Msg::ProofWin, &[("winner", name(winner))]),
        Some(1) => tf(Msg::ProofWinNext, &[("winner", name(winner))]),
        Some(n) => {
            let first = n.div_ceil(2);
            tf(
                Msg::ProofWinIn,
                &[
                    ("winner", name(winner)),
                    ("moves", n.into()),
                    ("first", first.into()),
                    ("mover", name(s.mover)),
                    ("second", (n - first).into()),
                    ("other", name(1 - s.mover)),
                ],
            )
        }
    }
}
