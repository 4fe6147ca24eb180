//! The Chirality board's picture: the Penrose board with the tiles' classes and names from
//! the play, and drawn over it the pieces, threats, target marks, the capture explainer's
//! lines, a hint's move and the dragged piece.

use super::penrose::layers::{inset, points, pt, S};
use super::penrose::overlays::Overlays;
use super::penrose::PenroseBoard;
use super::play::{hint_tiles, Play};
use super::{explain, pieces};
use crate::engine::chirality::board::{Board, TileId};
use crate::engine::chirality::{CaptureReport, Chirality, ChiralityMove, MusterTarget};
use crate::i18n::Msg;
use crate::ui::boards::common::keyed::Keyed;
use crate::ui::boards::common::suggest::{self, Suggestion};
use crate::ui::lang::t;
use leptos::prelude::*;
use std::sync::Arc;

/// The board picture, drawn afresh when the position's board changes.
#[component]
pub(super) fn Picture(
    play: Play,
    /// A hint's move: its tiles outlined dashed, an arrow for a step.
    hint: Signal<Option<Suggestion<ChiralityMove>>>,
) -> impl IntoView {
    let Play {
        state,
        kind,
        threats_on,
        step,
        report,
        targets,
        mover,
        drag,
        ..
    } = play;
    // On a phone the board zooms on the selected piece (or the Muster) and its targets,
    // or else on a hint's tiles.
    let close_up = play.close_up(hint);
    let on_press =
        Callback::new(move |(tile, e): (TileId, web_sys::PointerEvent)| play.press(tile, e));
    let tile_text = Callback::new(move |tile: TileId| play.tile_text(tile));
    let tile_class = Callback::new(move |tile: TileId| play.tile_class(tile));
    // With coordinates on, every tile's name is shown.
    let settings = crate::ui::settings::use_settings().map(|c| c.settings);
    let overlays = Signal::derive(move || Overlays {
        names: settings.is_some_and(|s| s.with(|s| s.coordinates)),
        ..Overlays::default()
    });

    move || {
        // Read, not just tracked: a memo that was never read has no sources yet.
        let _ = kind.get();
        let board: Arc<Board> = Arc::new(state.with_untracked(|s| s.board().clone()));
        let b = board.clone();
        view! {
            <PenroseBoard board=board overlays=overlays
                selected=play.selection() on_activate=Callback::new(move |tile| play.activate(tile)) tile_class=tile_class
                tile_text=tile_text on_press=on_press close_up=close_up
                label=t(Msg::ChiralityBoard)>
                {layers(b.clone(), state, threats_on, targets, report, step)}
                {let b = b.clone(); move || hint.get().map(|m| suggested(&b, m))}
                {move || drag.ghost.get().map(|(_, at)| {
                    let who = mover.get().unwrap_or(0);
                    view! { <g class="drag-ghost">{pieces::glyph(who, at, 2.8, "piece")}</g> }
                })}
            </PenroseBoard>
        }
    }
}

/// A hint's move: the tiles it leaves and enters outlined dashed, and an arrow between
/// them for a step (a Muster or a placement enters its tile from the reserve); shown only
/// where it begins, the first of those tiles alone.
fn suggested(board: &Board, hint: Suggestion<ChiralityMove>) -> impl IntoView {
    let Suggestion { mv: m, whole } = hint;
    let tiles = hint_tiles(hint);
    let boxes = tiles
        .iter()
        .map(|&t| suggest::outline_points(points(&inset(board.tile(t), 0.12))))
        .collect_view();
    let arrow = m.from().filter(|_| whole).map(|from| {
        let centre = |t: TileId| pt(board.tile(t).centroid);
        suggest::arrow(centre(from), centre(m.to()), S)
    });
    view! { <g class="suggest" class:start-only=!whole data-tile=tiles[0]>{boxes}{arrow}</g> }
}

/// The SVG drawn over the tiles: pieces, threats, Remote Muster marks, the explainer.
fn layers(
    b: Arc<Board>,
    state: Memo<Chirality>,
    threats_on: RwSignal<bool>,
    targets: Memo<Vec<MusterTarget>>,
    report: Memo<Option<(ChiralityMove, CaptureReport)>>,
    step: Keyed<usize>,
) -> impl IntoView {
    let (b1, b2, b3) = (b.clone(), b.clone(), b.clone());
    view! {
        {move || state.with(|s| pieces::pieces_layer(&b, s))}
        {move || threats_on.get().then(|| state.with(|s| explain::threat_layer(&b1, s)))}
        {move || targets.with(|t| pieces::target_marks(&b2, t))}
        {move || report.with(|r| r.as_ref().map(|(_, r)| explain::report_layer(&b3, r, step.get())))}
    }
}
