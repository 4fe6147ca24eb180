//! The capture log of every player's last turn and its explainer (which pieces fell in the
//! active phase and in the response, with their attack sources drawn, step by step) and the threat overlay (per tile, which
//! players attack it and with how many sources). Both read the engine's reports.

use super::penrose::layers::pt;
use super::pieces::{colour, glyph, seat, swatch};
use crate::engine::chirality::board::{Board, TileKind};
use crate::engine::chirality::{CaptureEvent, CaptureReport, Chirality, ChiralityMove};
use crate::engine::{AnyGame, AnyMove, Game, Player, Turn};
use crate::i18n::Msg;
use crate::persist::history::History;
use crate::ui::boards::common::keyed::Keyed;
use crate::ui::lang::{t, tf, tr};
use crate::ui::words::and_list;
use leptos::prelude::*;

/// Every capture of a turn in order, each with its phase name.
fn events(r: &CaptureReport) -> Vec<(Msg, &CaptureEvent)> {
    r.active
        .iter()
        .map(|e| (Msg::ChiralityActivePhase, e))
        .chain(r.response.iter().map(|e| (Msg::ChiralityResponsePhase, e)))
        .collect()
}

fn tile_words(board: &Board, tile: usize) -> String {
    let t = board.tile(tile);
    let kind = if board.is_throne_tile(tile) {
        Msg::ChiralityThroneTile
    } else if t.kind == TileKind::Thick {
        Msg::ChiralityThickTile
    } else {
        Msg::ChiralityThinTile
    };
    tf(kind, &[("tile", (&t.name).into())])
}

/// One capture in words.
fn describe(board: &Board, e: &CaptureEvent) -> String {
    let by = e
        .attackers
        .iter()
        .map(|a| {
            let mut src: Vec<String> = a
                .sources
                .iter()
                .map(|&t| board.tile(t).name.clone())
                .collect();
            src.extend(a.garrisons.iter().map(|&s| {
                tf(
                    Msg::ChiralityMoatOfGarrison,
                    &[("star", star_name(board, s).into())],
                )
            }));
            let args = [
                ("seat", seat(a.player).into()),
                ("count", src.len().into()),
                ("sources", src.join(", ").into()),
            ];
            tf(Msg::ChiralityAttacker, &args)
        })
        .collect::<Vec<_>>();
    let args = [
        ("seat", seat(e.owner).into()),
        ("tile", tile_words(board, e.tile).into()),
        ("attackers", and_list(&by).into()),
    ];
    tf(Msg::ChiralityFell, &args)
}

fn star_name(board: &Board, star: usize) -> String {
    let s = &board.stars()[star];
    let first = board.tile(s.tiles[0]).name.clone();
    if s.ring == 0 {
        t(Msg::ChiralityTheThrone)
    } else {
        tf(Msg::ChiralityStarBy, &[("tile", first.into())])
    }
}

/// The turn's captures and eliminations in one sentence, for screen readers.
pub fn captures_said(r: &CaptureReport) -> String {
    let mut out = Vec::new();
    let n = r.active.len() + r.response.len();
    if n > 0 {
        out.push(tf(Msg::ChiralityCapturedCount, &[("count", n.into())]));
    }
    out.extend(
        r.eliminated
            .iter()
            .map(|&p| tf(Msg::ChiralityEliminated, &[("seat", seat(p).into())])),
    );
    out.join(" ")
}

/// The explainer's drawing: a crossed ghost of every piece taken; for the current step,
/// a line from each attack source to the captured piece.
pub fn report_layer(board: &Board, r: &CaptureReport, step: usize) -> impl IntoView {
    let all = events(r);
    all.iter()
        .enumerate()
        .map(|(i, (_, e))| {
            let c = pt(board.tile(e.tile).centroid);
            let current = i == step;
            let lines = current.then(|| {
                e.attackers
                    .iter()
                    .flat_map(|a| {
                        let from_pieces = a.sources.iter().map(|&s| pt(board.tile(s).centroid));
                        let from_stars = a.garrisons.iter().map(|&s| pt(board.stars()[s].centre));
                        from_pieces
                            .chain(from_stars)
                            .map(move |f| (a.player, f))
                            .collect::<Vec<_>>()
                    })
                    .map(|(p, f)| {
                        view! {
                            <line class="attack" x1=format!("{:.2}", f[0]) y1=format!("{:.2}", f[1])
                                x2=format!("{:.2}", c[0]) y2=format!("{:.2}", c[1]) stroke=colour(p)></line>
                            <circle class="attack-source" cx=format!("{:.2}", f[0]) cy=format!("{:.2}", f[1]) r="1.4" stroke=colour(p)></circle>
                        }
                    })
                    .collect_view()
            });
            let (x, y) = (c[0], c[1]);
            view! {
                <g class="captured" class:current=current data-tile=e.tile>
                    {lines}
                    {glyph(e.owner, c, 2.3, "ghost")}
                    <path class="cross" d=format!("M{:.2},{:.2} l4,4 m0,-4 l-4,4", x - 2.0, y - 2.0)></path>
                </g>
            }
        })
        .collect_view()
}

/// One turn of the capture log: its ply (from 1), who played what, and its report.
#[derive(Clone, Debug, PartialEq)]
pub struct LoggedTurn {
    /// The ply number in the line.
    pub ply: usize,
    /// Who played.
    pub player: Player,
    /// The move.
    pub m: ChiralityMove,
    /// The move in notation.
    pub text: String,
    /// Its captures and eliminations.
    pub report: CaptureReport,
}

/// Every player's last turn up to the position shown, oldest first: the turns back from
/// the cursor until a player would appear twice.
pub fn turn_log(h: &History) -> Vec<LoggedTurn> {
    let mut out: Vec<LoggedTurn> = Vec::new();
    for ply in (1..=h.cursor()).rev() {
        let (Some(AnyGame::Chirality(before)), Some(text)) =
            (h.state_at(ply - 1), h.move_texts().get(ply - 1))
        else {
            break;
        };
        let Turn::Player(player) = before.turn() else {
            break;
        };
        if out.iter().any(|t| t.player == player) {
            break;
        }
        let Some(AnyMove::Chirality(m)) = h.move_at(ply - 1) else {
            break;
        };
        out.push(LoggedTurn {
            ply,
            player,
            m,
            text: text.clone(),
            report: before.explain_turn(m),
        });
    }
    out.reverse();
    out
}

/// A turn's captures in a few words: "1 capture, Vermillion eliminated".
fn summary(r: &CaptureReport) -> String {
    if r.throne_victory {
        return t(Msg::ChiralitySummaryThrone);
    }
    let n = r.active.len() + r.response.len();
    let mut out = tf(Msg::ChiralitySummaryCaptures, &[("count", n.into())]);
    for &p in &r.eliminated {
        let args = [("summary", out.into()), ("seat", seat(p).into())];
        out = tf(Msg::ChiralitySummaryEliminated, &args);
    }
    out
}

/// The capture log (every player's last turn, each a button that shows it) and the
/// chosen turn's captures step by step, with Previous/Next.
pub fn explainer(
    state: Memo<Chirality>,
    log: Memo<Vec<LoggedTurn>>,
    shown: Keyed<Option<usize>>,
    step: Keyed<usize>,
) -> impl IntoView {
    move || {
        let turns = log.get();
        let latest = turns.last()?.ply;
        let chosen = shown.get().unwrap_or(latest);
        let entries = turns
            .iter()
            .map(|t| {
                let ply = t.ply;
                let args = [
                    ("seat", seat(t.player).into()),
                    ("move", (&t.text).into()),
                    ("summary", summary(&t.report).into()),
                ];
                let text = tf(Msg::ChiralityLogEntry, &args);
                view! {
                    <li class:current=ply == chosen data-ply=ply>
                        <button class="link turn-entry" aria-pressed=(ply == chosen).to_string()
                            on:click=move |_| shown.set(Some(ply))>
                            {swatch(t.player)}{text}
                        </button>
                    </li>
                }
            })
            .collect_view();
        let turn = turns.iter().find(|t| t.ply == chosen)?.clone();
        let r = turn.report;
        let board = state.with(|s| s.board());
        let all = events(&r);
        let n = all.len();
        let body = if r.throne_victory {
            view! { <p>{t(Msg::ChiralityThroneEnds)}</p> }.into_any()
        } else if n == 0 {
            view! { <p class="muted">{t(Msg::ChiralityNoCaptures)}</p> }.into_any()
        } else {
            let cur = step.get().min(n - 1);
            let items = all
                .iter()
                .enumerate()
                .map(|(i, (phase, e))| {
                    let args = [
                        ("phase", t(*phase).into()),
                        ("capture", describe(board, e).into()),
                    ];
                    let text = tf(Msg::ChiralityCaptureLine, &args);
                    view! {
                        <li class:current=i == cur>
                            <button class="link" on:click=move |_| step.set(i)>{text}</button>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <div class="explain-nav">
                    <button on:click=move |_| step.update(|s| *s = s.saturating_sub(1)) disabled={cur == 0}>{t(Msg::ChiralityPrevious)}</button>
                    <span>{tf(Msg::ChiralityCaptureOf, &[("number", (cur + 1).into()), ("total", n.into())])}</span>
                    <button on:click=move |_| step.update(|s| *s = (*s + 1).min(n - 1)) disabled={cur + 1 >= n}>{t(Msg::ChiralityNext)}</button>
                </div>
                <ol class="explain-list">{items}</ol>
            }
            .into_any()
        };
        let out = (!r.eliminated.is_empty()).then(|| {
            let names: Vec<String> = r.eliminated.iter().map(|&p| seat(p)).collect();
            view! { <p class="eliminated-note"><strong>{tf(Msg::ChiralityEliminatedList, &[("seats", and_list(&names).into())])}</strong></p> }
        });
        Some(view! {
            <section class="explainer" aria-label=tr(Msg::ChiralityCapturesLabel)>
                <h2>{t(Msg::ChiralityLastTurns)}</h2>
                <ol class="turn-log">{entries}</ol>
                <h3 class="turn-shown">{tf(Msg::ChiralityTurnShown, &[("seat", seat(turn.player).into()), ("move", turn.text.into())])}</h3>
                {body}
                {out}
            </section>
        })
    }
}

/// Badges on every attacked tile: per attacking player, its number of sources; pieces
/// that would fall ringed, Garrison pieces marked immune.
pub fn threat_layer(board: &Board, s: &Chirality) -> impl IntoView {
    let n = s.num_players();
    s.threat_map()
        .into_iter()
        .enumerate()
        .filter(|(_, t)| t.sources.iter().take(n).any(|&k| k > 0))
        .map(|(tile, t)| {
            let c = pt(board.tile(tile).centroid);
            let attackers: Vec<(Player, u8)> = (0..n as Player)
                .filter(|&p| t.sources[p as usize] > 0 && t.occupant != Some(p))
                .map(|p| (p, t.sources[p as usize]))
                .collect();
            let w = attackers.len() as f64 * 2.4;
            let badges = attackers
                .iter()
                .enumerate()
                .map(|(i, &(p, k))| {
                    let x = c[0] - w / 2.0 + 1.2 + i as f64 * 2.4;
                    let y = if t.occupant.is_some() { c[1] + 3.0 } else { c[1] };
                    view! {
                        <circle class="threat-badge" cx=format!("{x:.2}") cy=format!("{y:.2}") r="1.6" fill=colour(p)></circle>
                        <text class="threat-num" x=format!("{x:.2}") y=format!("{:.2}", y + 0.85) text-anchor="middle">{k}</text>
                    }
                })
                .collect_view();
            let ring = (t.falls || t.immune).then(|| {
                let class = if t.falls { "threat-falls" } else { "threat-immune" };
                view! { <circle class=class cx=format!("{:.2}", c[0]) cy=format!("{:.2}", c[1]) r="3.2"></circle> }
            });
            view! { <g class="threat" data-tile=tile>{ring}{badges}</g> }
        })
        .collect_view()
}

/// The threat overlay in words: the pieces that stand where an enemy's sources meet the
/// capture condition.
pub fn threat_summary(s: &Chirality) -> impl IntoView {
    let board = s.board();
    let n = s.num_players();
    let lines: Vec<String> = s
        .threat_map()
        .into_iter()
        .enumerate()
        .filter(|(_, t)| t.falls)
        .map(|(tile, t)| {
            let owner = t.occupant.unwrap_or(0);
            let by: Vec<String> = (0..n as Player)
                .filter(|&p| p != owner && t.sources[p as usize] > 0)
                .map(|p| format!("{} ×{}", seat(p), t.sources[p as usize]))
                .collect();
            let args = [
                ("seat", seat(owner).into()),
                ("tile", tile_words(board, tile).into()),
                ("attackers", by.join(", ").into()),
            ];
            tf(Msg::ChiralityThreat, &args)
        })
        .collect();
    view! {
        <section class="threat-summary" aria-label=tr(Msg::ChiralityThreats)>
            <p class="hint">{t(Msg::ChiralityThreatsHint)}</p>
            {if lines.is_empty() {
                view! { <p class="muted">{t(Msg::ChiralityNoDanger)}</p> }.into_any()
            } else {
                view! { <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul> }.into_any()
            }}
        </section>
    }
}
