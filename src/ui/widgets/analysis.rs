//! The Analysis section: "Evaluate game" asks the AI about every position of the line, one
//! after another in its own worker, and draws the evaluation graph as the answers come.

use super::eval_graph::EvalGraph;
use super::PanelHistory;
use crate::i18n::Msg;
use crate::persist::GameRecord;
use crate::ui::eval_client::EvalClient;
use crate::ui::lang::{tf, tr};
use crate::ui::words::ai_failed;
use leptos::prelude::*;

/// How many positions the evaluated `record` shares with the `line` on the board: up to
/// their last common move (none if the games start differently).
fn shared_positions(record: &GameRecord, line: &GameRecord) -> usize {
    let same_start =
        record.game == line.game && record.options == line.options && record.start == line.start;
    if !same_start {
        return 0;
    }
    let common = record
        .moves
        .iter()
        .zip(&line.moves)
        .take_while(|(a, b)| a == b)
        .count();
    common + 1
}

/// The Analysis section of the play page.
#[component]
pub fn AnalysisPanel(history: PanelHistory) -> impl IntoView {
    let client = EvalClient::new();
    // Another game on the board (new, branched or opened) starts without a graph.
    Effect::new(move |previous: Option<String>| {
        let id = history.with(|h| h.full_record().id.clone());
        if previous.is_some_and(|p| p != id) {
            client.clear();
        }
        id
    });
    // Only the evaluated positions the line on the board still has.
    let shown = Memo::new(move |_| {
        let valid = client.record.with(|r| {
            r.as_ref().map_or(0, |r| {
                history.with(|h| shared_positions(r, h.full_record()))
            })
        });
        client.values.with(|v| v[..v.len().min(valid)].to_vec())
    });
    let stale = move || {
        client.record.with(|r| {
            r.as_ref().is_some_and(|r| {
                history.with(|h| {
                    let line = h.full_record();
                    shared_positions(r, line) != line.moves.len() + 1 || r.moves != line.moves
                })
            })
        })
    };
    let evaluate = move |_| client.evaluate(history.with_untracked(|h| h.full_record().clone()));
    let total = move || {
        client
            .record
            .with(|r| r.as_ref().map_or(0, |r| r.moves.len() + 1))
    };
    view! {
        <section class="analysis" aria-label=tr(Msg::Analysis)>
            <h2>{tr(Msg::Analysis)}</h2>
            <div class="controls">
                <button on:click=evaluate disabled=move || client.running.get()
                    title=tr(Msg::AnalysisEvaluateTitle)>
                    {tr(Msg::AnalysisEvaluate)}
                </button>
                <Show when=move || client.running.get()>
                    <progress max=total value=move || client.values.with(Vec::len)></progress>
                    <span class="muted" role="status">
                        {move || tf(Msg::AnalysisProgress, &[("number", (client.values.with(Vec::len) + 1).min(total()).into()), ("total", total().into())])}
                    </span>
                    <button on:click=move |_| client.stop()>{tr(Msg::AnalysisStop)}</button>
                </Show>
            </div>
            {move || client.failure.get().map(|f| view! { <p class="notice error" role="alert">{ai_failed(Msg::EvalFailed, f)}</p> })}
            <Show when=stale>
                <p class="muted">{tr(Msg::AnalysisStale)}</p>
            </Show>
            <Show when=move || !shown.with(Vec::is_empty)>
                <EvalGraph history=history values=shown.into()/>
            </Show>
        </section>
    }
}
