//! The Chirality play board: the Penrose board component with pieces coloured by owner
//! (Okabe–Ito colours plus a shape per player), Garrisons outlined, the last move marked,
//! a piece's legal destinations, Muster from the reserve tray with the legal Gate tiles lit
//! (Remote ones marked), Setup C placements, the threat overlay, the capture explainer and
//! a hint's move (dashed). Every legal tile, threat and capture comes from the engine's queries.

mod explain;
pub(crate) mod pieces;

use super::drag::Drag;
use super::penrose::layers::{inset, points, pt, S};
use super::penrose::{Overlays, PenroseBoard};
use super::suggest;
use crate::engine::chirality::board::{Board, TileId};
use crate::engine::chirality::{CaptureReport, Chirality, ChiralityMove, MusterTarget};
use crate::engine::{AnyMove, Game, Turn};
use crate::persist::history::History;
use crate::table::picker::{Answer, Holder, Picker, Source};
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// What a click on the board does now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Nothing chosen: a click on one's own piece selects it.
    Idle,
    /// The piece on this tile is selected: a lit tile moves it there.
    Piece(TileId),
    /// Mustering from the reserve: a lit Gate tile receives the piece.
    Muster,
}

/// The Chirality board with its tray, overlay toggles and capture explainer.
#[component]
pub fn ChiralityBoard(
    history: Signal<History>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
    /// A hint's move: its tiles outlined dashed, an arrow for a step.
    #[prop(optional)]
    hint: Signal<Option<ChiralityMove>>,
) -> impl IntoView {
    let state = Memo::new(move |_| history.with(super::current::<Chirality>));
    let kind = Memo::new(move |_| state.with(|s| s.options().board));
    // The pick (a piece, or the reserve: `Source::Hand(0)`) decides what a click does.
    let picker = RwSignal::new(Picker::<ChiralityMove>::default());
    let mode = Memo::new(move |_| match picker.with(Picker::selected) {
        Some(Source::Cell(t)) => Mode::Piece(t),
        Some(Source::Hand(_)) => Mode::Muster,
        None => Mode::Idle,
    });
    // The board's selection outline follows the selected piece only.
    let sel = RwSignal::new(None::<TileId>);
    let threats_on = RwSignal::new(false);
    let step = RwSignal::new(0usize);
    // A new position (a move, undo, redo) clears the selection.
    Effect::new(move |_| {
        state.with(|_| ());
        picker.update(Picker::reset);
        sel.set(None);
    });
    // Every player's last turn, and the one the explainer shows (`None`: the latest).
    let log = Memo::new(move |_| history.with(explain::turn_log));
    let shown = RwSignal::new(None::<usize>);
    Effect::new(move |_| {
        log.with(|_| ());
        shown.set(None);
    });
    let report = Memo::new(move |_| {
        let pick = shown.get();
        log.with(|l| {
            l.iter()
                .rev()
                .find(|t| pick.is_none_or(|p| t.ply == p))
                .map(|t| (t.m, t.report.clone()))
        })
    });
    Effect::new(move |_| {
        report.with(|_| ());
        step.set(0);
    });
    let targets = Memo::new(move |_| {
        state.with(|s| match mode.get() {
            _ if s.is_placing() => s
                .placement_targets()
                .into_iter()
                .map(|tile| MusterTarget {
                    tile,
                    remote: false,
                })
                .collect(),
            Mode::Piece(from) => s
                .destinations(from)
                .into_iter()
                .map(|tile| MusterTarget {
                    tile,
                    remote: false,
                })
                .collect(),
            Mode::Muster => s.muster_targets(),
            Mode::Idle => Vec::new(),
        })
    });
    // On a phone the board zooms on the selected piece (or the Muster) and its targets,
    // or else on a hint's tiles.
    let close_up = Signal::derive(move || match mode.get() {
        Mode::Idle => hint
            .get()
            .map(|m| m.from().into_iter().chain([m.to()]).collect())
            .unwrap_or_default(),
        Mode::Piece(from) => std::iter::once(from)
            .chain(targets.with(|t| t.iter().map(|t| t.tile).collect::<Vec<_>>()))
            .collect(),
        Mode::Muster => targets.with(|t| t.iter().map(|t| t.tile).collect()),
    });
    let mover = Memo::new(move |_| match state.with(Game::turn) {
        Turn::Player(p) => Some(p),
        _ => None,
    });

    let drag = Drag::new();
    let activate = move |tile: TileId| {
        if !drag.take_click() {
            // The click that ends a drag: the drop has done its work.
            sel.set(match mode.get_untracked() {
                Mode::Piece(t) => Some(t),
                _ => None,
            });
            return;
        }
        if !interactive.get_untracked() {
            picker.update(Picker::reset);
            sel.set(None);
            return;
        }
        let answer = state.with_untracked(|s| {
            let own = mover.get_untracked().is_some() && s.piece_at(tile) == mover.get_untracked();
            let holder = if own && !s.is_placing() {
                Holder::Mover
            } else {
                Holder::Nobody
            };
            let legal = s.legal_move_list();
            picker.try_update(|p| p.click_cell(tile, holder, &legal))
        });
        sel.set(match answer {
            Some(Answer::Selected(Source::Cell(t))) => Some(t),
            _ => None,
        });
        if let Some(Answer::Play(m)) = answer {
            on_move.run(AnyMove::Chirality(m));
        }
    };

    // Dragging one's own piece picks it up as a click would; a drop on a lit tile moves it.
    let on_press = Callback::new(move |(tile, e): (TileId, web_sys::PointerEvent)| {
        let own = interactive.get_untracked()
            && mover.get_untracked().is_some()
            && state
                .with_untracked(|s| !s.is_placing() && s.piece_at(tile) == mover.get_untracked());
        if own {
            drag.press(&e, tile as u32, event_target::<web_sys::Element>(&e));
        }
        own
    });
    let lift = move |tile: u32| {
        picker.update(|p| p.select(Some(Source::Cell(tile as TileId))));
        sel.set(Some(tile as TileId));
    };
    let put_down = move |to: Option<u32>| {
        let lit = |t: TileId| targets.with_untracked(|ts| ts.iter().any(|x| x.tile == t));
        sel.set(None);
        match to.map(|t| t as TileId).filter(|&t| lit(t)) {
            Some(t) => {
                let legal = state.with_untracked(Game::legal_move_list);
                let answer = picker.try_update(|p| p.click_cell(t, Holder::Nobody, &legal));
                if let Some(Answer::Play(m)) = answer {
                    on_move.run(AnyMove::Chirality(m));
                }
            }
            None => picker.update(Picker::reset),
        }
    };
    let tile_text = Callback::new(move |tile: TileId| {
        state.with(|s| {
            s.piece_at(tile)
                .map(|p| format!("{} piece", pieces::seat(p)))
                .unwrap_or_default()
        })
    });

    let tile_class = Callback::new(move |tile: TileId| {
        let mut c = String::new();
        targets.with(|t| {
            if let Some(t) = t.iter().find(|t| t.tile == tile) {
                c.push_str(if t.remote { "target remote" } else { "target" });
            }
        });
        if mode.get() == Mode::Piece(tile) {
            c.push_str(" chosen");
        }
        report.with(|r| {
            if let Some((m, _)) = r {
                if m.from() == Some(tile) {
                    c.push_str(" last-from");
                } else if m.to() == tile {
                    c.push_str(" last-to");
                }
            }
        });
        c
    });

    let board_view = move || {
        // Read, not just tracked: a memo that was never read has no sources yet.
        let _ = kind.get();
        let board: Arc<Board> = Arc::new(state.with_untracked(|s| s.board().clone()));
        let b = board.clone();
        view! {
            <PenroseBoard board=board overlays=Signal::derive(Overlays::default)
                selected=sel on_activate=Callback::new(activate) tile_class=tile_class
                tile_text=tile_text on_press=on_press close_up=close_up
                label="Chirality board".to_string()>
                {layers(b.clone(), state, threats_on, targets, report, step)}
                {let b = b.clone(); move || hint.get().map(|m| suggested(&b, m))}
                {move || drag.ghost.get().map(|(_, at)| {
                    let who = mover.get().unwrap_or(0);
                    view! { <g class="drag-ghost">{pieces::glyph(who, at, 2.8, "piece")}</g> }
                })}
            </PenroseBoard>
        }
    };

    view! {
        <div class="chirality"
            on:pointerdown=move |_| drag.fresh()
            on:pointermove=move |e| if let Some(k) = drag.moved(&e) { lift(k) }
            on:pointerup=move |e| if let Some((_, to)) = drag.release(&e) { put_down(to) }
            on:pointercancel=move |_| drag.cancel()
            on:keydown=move |e| if e.key() == "Escape" {
                picker.update(Picker::reset);
                sel.set(None);
            }>
            <div class="board-main">{board_view}</div>
            <div class="chirality-side board-extra">
                {pieces::tray(state, mover, interactive, mode_is_muster(mode), Callback::new(move |on: bool| {
                    picker.update(|p| p.select(on.then_some(Source::Hand(0))));
                    sel.set(None);
                    if on {
                        request_animation_frame(reveal_targets);
                    }
                }))}
                <label class="toggle">
                    <input type="checkbox" prop:checked=move || threats_on.get()
                        on:change=move |e| threats_on.set(event_target_checked(&e))/>
                    " Show threats"
                </label>
                {move || threats_on.get().then(|| state.with(explain::threat_summary))}
                {explain::explainer(state, log, shown, step)}
                <p class="visually-hidden" aria-live="assertive">{move || log.with(|l| {
                    l.last().map(|t| explain::captures_said(&t.report)).unwrap_or_default()
                })}</p>
            </div>
        </div>
    }
}

/// A hint's move: the tiles it leaves and enters outlined dashed, and an arrow between
/// them for a step (a Muster or a placement enters its tile from the reserve).
fn suggested(board: &Board, m: ChiralityMove) -> impl IntoView {
    let tiles: Vec<TileId> = m.from().into_iter().chain([m.to()]).collect();
    let boxes = tiles
        .iter()
        .map(|&t| suggest::outline_points(points(&inset(board.tile(t), 0.12))))
        .collect_view();
    let arrow = m.from().map(|from| {
        let centre = |t: TileId| pt(board.tile(t).centroid);
        suggest::arrow(centre(from), centre(m.to()), S)
    });
    view! { <g class="suggest" data-tile=m.to()>{boxes}{arrow}</g> }
}

/// The top and bottom of an element on screen, in CSS pixels.
fn screen_span(el: &web_sys::Element) -> Option<(f64, f64)> {
    let rect: js_sys::Function = js_sys::Reflect::get(el, &"getBoundingClientRect".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let r = rect.call0(el).ok()?;
    let side = |k: &str| js_sys::Reflect::get(&r, &k.into()).ok()?.as_f64();
    Some((side("top")?, side("bottom")?))
}

/// Scrolls the page so that the lit tiles are in view (on a phone the Muster button sits
/// below the board, which may be scrolled out of sight), centring them if they are not.
fn reveal_targets() {
    let Ok(list) = document().query_selector_all(".penrose-board g.tile.target") else {
        return;
    };
    let spans: Vec<(f64, f64)> = (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| screen_span(n.unchecked_ref()))
        .collect();
    let top = spans.iter().map(|s| s.0).fold(f64::INFINITY, f64::min);
    let bottom = spans.iter().map(|s| s.1).fold(f64::NEG_INFINITY, f64::max);
    let height = window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    if spans.is_empty() || (top >= 0.0 && bottom <= height) {
        return;
    }
    window().scroll_by_with_x_and_y(0.0, (top + bottom - height) / 2.0);
}

fn mode_is_muster(mode: Memo<Mode>) -> Signal<bool> {
    Signal::derive(move || mode.get() == Mode::Muster)
}

/// The SVG drawn over the tiles: pieces, threats, Remote Muster marks, the explainer.
fn layers(
    b: Arc<Board>,
    state: Memo<Chirality>,
    threats_on: RwSignal<bool>,
    targets: Memo<Vec<MusterTarget>>,
    report: Memo<Option<(ChiralityMove, CaptureReport)>>,
    step: RwSignal<usize>,
) -> impl IntoView {
    let (b1, b2, b3) = (b.clone(), b.clone(), b.clone());
    view! {
        {move || state.with(|s| pieces::pieces_layer(&b, s))}
        {move || threats_on.get().then(|| state.with(|s| explain::threat_layer(&b1, s)))}
        {move || targets.with(|t| pieces::target_marks(&b2, t))}
        {move || report.with(|r| r.as_ref().map(|(_, r)| explain::report_layer(&b3, r, step.get())))}
    }
}
