//! The evaluation graph: for two players, the first player's advantage in [-1, 1] as an
//! area above (first player ahead) or below (second player ahead) the middle line; for more
//! players, one line per player with their share of the result. Okabe–Ito colours, with a
//! dash pattern per player as the second cue. The current move is marked; hovering shows a
//! move's value and clicking goes to it. The graph is also a slider for the keyboard and
//! screen readers: ← → (↓ ↑) step through the moves and Home End go to the first and last,
//! as the replay keys do; its value is the viewed move and how it stands.

use super::PanelHistory;
use crate::i18n::Msg;
use crate::persist::history::History;
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;

const W: f64 = 600.0;
const H: f64 = 160.0;
const PAD: f64 = 6.0;
/// Okabe–Ito, in seat order (Chirality's seats are named after these).
const COLOURS: [&str; 6] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
];
/// Each seat's dash pattern, so colour is never the only cue.
const DASHES: [&str; 6] = ["none", "8 4", "2 3", "10 3 2 3", "5 5", "1 6"];

/// Room at the left and right, so the markers at the ends show whole.
const PAD_X: f64 = 4.0;

fn x_of(ply: usize, last: usize) -> f64 {
    PAD_X + ply as f64 * (W - 2.0 * PAD_X) / last.max(1) as f64
}

/// The first player's advantage in [-1, 1].
fn advantage(shares: &[f64]) -> f64 {
    2.0 * shares.first().copied().unwrap_or(0.5) - 1.0
}

fn y_of_advantage(v: f64) -> f64 {
    H / 2.0 - v * (H / 2.0 - PAD)
}

fn y_of_share(s: f64) -> f64 {
    H - PAD - s * (H - 2.0 * PAD)
}

fn points(ys: impl Iterator<Item = f64>, last: usize) -> String {
    ys.enumerate()
        .map(|(i, y)| format!("{:.1},{:.1}", x_of(i, last), y))
        .collect::<Vec<_>>()
        .join(" ")
}

/// One position's value in words.
pub fn describe(shares: &[f64], names: &[String]) -> String {
    if shares.len() == 2 {
        let v = advantage(shares);
        return match v {
            v if v.abs() < 0.05 => t(Msg::EvalEven),
            v if v > 0.0 => format!("{} +{:.2}", names[0], v),
            v => format!("{} +{:.2}", names[1], -v),
        };
    }
    shares
        .iter()
        .zip(names)
        .map(|(s, n)| format!("{n} {:.0}%", s * 100.0))
        .collect::<Vec<_>>()
        .join(", ")
}

fn position_name(ply: usize, moves: &[String]) -> String {
    match ply.checked_sub(1).and_then(|i| moves.get(i)) {
        Some(m) => tf(Msg::EvalMove, &[("ply", ply.into()), ("move", m.into())]),
        None => t(Msg::EvalStart),
    }
}

/// The summary read by screen readers.
fn summary(values: &[Vec<f64>], names: &[String], moves: &[String]) -> String {
    let Some(final_shares) = values.last() else {
        return t(Msg::EvalNone);
    };
    let args = [
        ("count", values.len().into()),
        ("at", position_name(values.len() - 1, moves).into()),
        ("value", describe(final_shares, names).into()),
    ];
    let head = tf(Msg::EvalSummary, &args);
    if names.len() != 2 {
        return head;
    }
    let best = |sign: f64| {
        values
            .iter()
            .enumerate()
            .map(|(i, s)| (i, sign * advantage(s)))
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .filter(|&(_, v)| v >= 0.05)
    };
    let lead = |sign: f64, name: &str| {
        best(sign).map_or_else(
            || tf(Msg::EvalNeverAhead, &[("seat", name.into())]),
            |(i, v)| {
                let args = [
                    ("seat", name.into()),
                    ("lead", format!("{v:.2}").into()),
                    ("at", position_name(i, moves).into()),
                ];
                tf(Msg::EvalLargestLead, &args)
            },
        )
    };
    format!("{head} {} {}", lead(1.0, &names[0]), lead(-1.0, &names[1]))
}

/// The ply a key takes the graph to from `cursor` (of `last`), as the replay keys do.
fn key_target(key: &str, cursor: usize, last: usize) -> Option<usize> {
    match key {
        "ArrowLeft" | "ArrowDown" => Some(cursor.saturating_sub(1)),
        "ArrowRight" | "ArrowUp" => Some((cursor + 1).min(last)),
        "Home" => Some(0),
        "End" => Some(last),
        _ => None,
    }
}

/// The graph of `values` (each evaluated position's shares, from the start on).
#[component]
pub fn EvalGraph(history: PanelHistory, values: Signal<Vec<Vec<f64>>>) -> impl IntoView {
    let hover = RwSignal::new(None::<usize>);
    let last = move || history.with(|h| h.move_texts().len());
    let names = move || {
        history.with(|h| {
            let g = h.current();
            (0..g.num_players())
                .map(|p| words::seat(g.id(), p as u8))
                .collect::<Vec<_>>()
        })
    };
    let two = move || names().len() == 2;
    // The even result: no advantage, or every player's equal share.
    let mid = move || {
        let n = names().len();
        if n == 2 {
            H / 2.0
        } else {
            y_of_share(1.0 / n.max(1) as f64)
        }
    };
    let curves = move || {
        let last = last();
        values.with(|vs| {
            if vs.first().is_some_and(|s| s.len() == 2) {
                let line = points(vs.iter().map(|s| y_of_advantage(advantage(s))), last);
                let mid = H / 2.0;
                let end = x_of(vs.len() - 1, last);
                let area = format!("{PAD_X},{mid} {line} {end:.1},{mid}");
                view! {
                    <polygon class="eval-area" clip-path="url(#eval-above)" points=area.clone() fill=COLOURS[0]></polygon>
                    <polygon class="eval-area" clip-path="url(#eval-below)" points=area fill=COLOURS[1]></polygon>
                    <polyline class="eval-line" points=line></polyline>
                }
                .into_any()
            } else {
                let players = vs.first().map_or(0, Vec::len);
                (0..players)
                    .map(|p| {
                        let line = points(vs.iter().map(|s| y_of_share(s[p])), last);
                        view! {
                            <polyline class="eval-share" points=line stroke=COLOURS[p % 6] stroke-dasharray=DASHES[p % 6]></polyline>
                        }
                    })
                    .collect_view()
                    .into_any()
            }
        })
    };
    let hits = move || {
        let last = last();
        let step = (W - 2.0 * PAD_X) / last.max(1) as f64;
        let (names, moves) = (names(), history.with(|h| h.move_texts().to_vec()));
        values.with(|vs| {
            vs.iter()
                .enumerate()
                .map(|(i, s)| {
                    let label = format!("{}: {}", position_name(i, &moves), describe(s, &names));
                    view! {
                        <rect class="ply-hit" x=x_of(i, last) - step / 2.0 y="0" width=step height=H
                            on:mouseenter=move |_| hover.set(Some(i))
                            on:mouseleave=move |_| hover.set(None)
                            on:click=move |_| history.go_to(i)>
                            <title>{label}</title>
                        </rect>
                    }
                })
                .collect_view()
        })
    };
    let mark = move |ply: usize| x_of(ply, last());
    let value_at = move |ply: usize| {
        let moves = history.with(|h| h.move_texts().to_vec());
        values.with(|vs| {
            vs.get(ply).map_or_else(
                || {
                    tf(
                        Msg::EvalNotYet,
                        &[("at", position_name(ply, &moves).into())],
                    )
                },
                |s| format!("{}: {}", position_name(ply, &moves), describe(s, &names())),
            )
        })
    };
    let readout = move || value_at(hover.get().unwrap_or_else(|| history.with(History::cursor)));
    let on_key = move |e: leptos::ev::KeyboardEvent| {
        if e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
            return;
        }
        let (cursor, last) = history.with_untracked(|h| (h.cursor(), h.move_texts().len()));
        if let Some(ply) = key_target(&e.key(), cursor, last) {
            e.prevent_default();
            history.go_to(ply);
        }
    };
    let label = move || {
        let moves = history.with(|h| h.move_texts().to_vec());
        values.with(|vs| summary(vs, &names(), &moves))
    };
    let legend = move || {
        let names = names();
        if two() {
            let args = [("above", (&names[0]).into()), ("below", (&names[1]).into())];
            return tf(Msg::EvalAboveBelow, &args).into_any();
        }
        names
            .into_iter()
            .enumerate()
            .map(|(p, n)| {
                view! {
                    <span class="eval-key">
                        <svg viewBox="0 0 24 8" aria-hidden="true"><line x1="0" y1="4" x2="24" y2="4" stroke=COLOURS[p % 6] stroke-dasharray=DASHES[p % 6]></line></svg>
                        {n}
                    </span>
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <svg class="eval-graph" viewBox=format!("0 0 {W} {H}") preserveAspectRatio="none"
            tabindex="0" role="slider" aria-label=tr(Msg::EvalSlider) aria-describedby="eval-summary"
            aria-orientation="horizontal" aria-valuemin="0" aria-valuemax=last
            aria-valuenow=move || history.with(History::cursor)
            aria-valuetext=move || value_at(history.with(History::cursor))
            on:keydown=on_key>
            <defs>
                <clipPath id="eval-above"><rect x="0" y="0" width=W height=H / 2.0></rect></clipPath>
                <clipPath id="eval-below"><rect x="0" y=H / 2.0 width=W height=H / 2.0></rect></clipPath>
            </defs>
            <line class="eval-mid" x1="0" x2=W y1=mid y2=mid></line>
            {curves}
            <line class="eval-cursor" y1="0" y2=H x1=move || mark(history.with(History::cursor)) x2=move || mark(history.with(History::cursor))></line>
            {move || hover.get().map(|i| view! { <line class="eval-hover" y1="0" y2=H x1=mark(i) x2=mark(i)></line> })}
            {hits}
        </svg>
        <p class="eval-readout">{readout}</p>
        <p id="eval-summary" class="visually-hidden">{label}</p>
        <p class="eval-legend muted">{legend}</p>
    }
}
