//! What one Chirality board's parts share: the position and its queries, the pick (a
//! piece or the reserve) and what a click does with it, the capture log's shown turn and
//! step, and the actions of clicks, drags and keys. A Copy bundle of signals, handed to
//! the picture and the side panel.

use super::explain::{self, LoggedTurn};
use super::pieces;
use crate::engine::chirality::board::TileId;
use crate::engine::chirality::{
    BoardChoice, CaptureReport, Chirality, ChiralityMove, MusterTarget,
};
use crate::engine::{AnyMove, Game, Player, Turn};
use crate::i18n::Msg;
use crate::persist::history::History;
use crate::table::picker::{Answer, Holder, Picker, Source};
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::keyed::Keyed;
use crate::ui::boards::common::suggest::Suggestion;
use crate::ui::lang::tf;
use leptos::prelude::*;

/// What a click on the board does now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Nothing chosen: a click on one's own piece selects it.
    Idle,
    /// The piece on this tile is selected: a lit tile moves it there.
    Piece(TileId),
    /// Mustering from the reserve: a lit Gate tile receives the piece.
    Muster,
}

/// The reactive state of one Chirality board and the board's user's hooks.
#[derive(Clone, Copy)]
pub(super) struct Play {
    /// The position shown.
    pub state: Memo<Chirality>,
    /// The position's board (a new one redraws the picture).
    pub kind: Memo<BoardChoice>,
    /// The pick (a piece, or the reserve: `Source::Hand(0)`) in the position it was made
    /// in; it decides what a click does.
    pub picker: Keyed<Picker<ChiralityMove>>,
    /// What a click does, read from the pick.
    pub mode: Memo<Mode>,
    /// Whether the threat overlay and summary are shown.
    pub threats_on: RwSignal<bool>,
    /// The explainer's current capture, in the turn it shows.
    pub step: Keyed<usize>,
    /// Every player's last turn.
    pub log: Memo<Vec<LoggedTurn>>,
    /// The turn the explainer shows (`None`: the latest), while the log stays the same.
    pub shown: Keyed<Option<usize>>,
    /// The shown turn's move and captures.
    pub report: Memo<Option<(ChiralityMove, CaptureReport)>>,
    /// The tiles a click may choose now (placement, destinations or Muster targets).
    pub targets: Memo<Vec<MusterTarget>>,
    /// The player to move, if a player is.
    pub mover: Memo<Option<Player>>,
    /// The piece being dragged.
    pub drag: Drag,
    /// Whether the person at the screen may move now.
    pub interactive: Signal<bool>,
    /// Plays a chosen move.
    pub on_move: Callback<AnyMove>,
}

impl Play {
    /// The state of a board showing `state`, the position on view in `history`.
    pub fn new(
        state: Memo<Chirality>,
        history: Signal<History>,
        interactive: Signal<bool>,
        on_move: Callback<AnyMove>,
    ) -> Play {
        let kind = Memo::new(move |_| state.with(|s| s.options().board));
        // A new position (a move, undo, redo) has nothing picked.
        let picker = Keyed::<Picker<ChiralityMove>>::new(state);
        let mode = Memo::new(move |_| match picker.with(Picker::selected) {
            Some(Source::Cell(t)) => Mode::Piece(t),
            Some(Source::Hand(_)) => Mode::Muster,
            None => Mode::Idle,
        });
        let threats_on = RwSignal::new(false);
        let log = Memo::new(move |_| history.with(explain::turn_log));
        let shown = Keyed::<Option<usize>>::new(log);
        let report = Memo::new(move |_| {
            let pick = shown.get();
            log.with(|l| {
                l.iter()
                    .rev()
                    .find(|t| pick.is_none_or(|p| t.ply == p))
                    .map(|t| (t.m, t.report.clone()))
            })
        });
        let step = Keyed::new(report);
        Play {
            state,
            kind,
            picker,
            mode,
            threats_on,
            step,
            log,
            shown,
            report,
            targets: targets(state, mode),
            mover: Memo::new(move |_| match state.with(Game::turn) {
                Turn::Player(p) => Some(p),
                _ => None,
            }),
            drag: Drag::new(),
            interactive,
            on_move,
        }
    }

    /// The tiles a phone's board zooms on: the selected piece (or the Muster) and its
    /// targets, or else a hint's tiles; unchanged while a piece is dragged.
    pub fn close_up(self, hint: Signal<Option<Suggestion<ChiralityMove>>>) -> Signal<Vec<TileId>> {
        let Play {
            mode,
            targets,
            drag,
            ..
        } = self;
        // A drag keeps the tiles it began with: the board must not move under the pointer
        // while a piece is carried to its target.
        Memo::new(move |before: Option<&Vec<TileId>>| {
            if let (Some(before), Some(_)) = (before, drag.lifted()) {
                return before.clone();
            }
            match mode.get() {
                Mode::Idle => hint.get().map(hint_tiles).unwrap_or_default(),
                Mode::Piece(from) => std::iter::once(from)
                    .chain(targets.with(|t| t.iter().map(|t| t.tile).collect::<Vec<_>>()))
                    .collect(),
                Mode::Muster => targets.with(|t| t.iter().map(|t| t.tile).collect()),
            }
        })
        .into()
    }

    /// The board's selection outline: the selected piece only.
    pub fn selection(self) -> Signal<Option<TileId>> {
        let mode = self.mode;
        Signal::derive(move || match mode.get() {
            Mode::Piece(t) => Some(t),
            _ => None,
        })
    }

    /// Puts the pick down.
    pub fn drop_pick(self) {
        self.picker.update(Picker::reset);
    }

    /// A click or Enter on `tile`: picks up one's own piece, plays a move to a lit tile,
    /// or puts the pick down (nothing happens to the click that ends a drag).
    pub fn activate(self, tile: TileId) {
        let Play {
            state,
            picker,
            mover,
            drag,
            ..
        } = self;
        if !drag.take_click() {
            // The click that ends a drag: the drop has done its work.
            return;
        }
        if !self.interactive.get_untracked() {
            self.drop_pick();
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
            picker.update(|p| p.click_cell(tile, holder, &legal))
        });
        if let Answer::Play(m) = answer {
            self.on_move.run(AnyMove::Chirality(m));
        }
    }

    /// A pointer goes down on `tile`: one's own piece is pressed for dragging (true: the
    /// press is taken).
    pub fn press(self, tile: TileId, e: web_sys::PointerEvent) -> bool {
        let Play { state, mover, .. } = self;
        let own = self.interactive.get_untracked()
            && mover.get_untracked().is_some()
            && state
                .with_untracked(|s| !s.is_placing() && s.piece_at(tile) == mover.get_untracked());
        if own {
            self.drag
                .press(&e, tile as u32, event_target::<web_sys::Element>(&e));
        }
        own
    }

    /// A drag starts: the piece on `tile` is picked up as a click would.
    pub fn lift(self, tile: u32) {
        self.picker
            .update(|p| p.select(Some(Source::Cell(tile as TileId))));
    }

    /// A drag ends over `to`: a lit tile receives the piece, anywhere else puts it down.
    pub fn put_down(self, to: Option<u32>) {
        let Play {
            state,
            picker,
            targets,
            ..
        } = self;
        let lit = |t: TileId| targets.with_untracked(|ts| ts.iter().any(|x| x.tile == t));
        match to.map(|t| t as TileId).filter(|&t| lit(t)) {
            Some(t) => {
                let legal = state.with_untracked(Game::legal_move_list);
                let answer = picker.update(|p| p.click_cell(t, Holder::Nobody, &legal));
                if let Answer::Play(m) = answer {
                    self.on_move.run(AnyMove::Chirality(m));
                }
            }
            None => picker.update(Picker::reset),
        }
    }

    /// What is on `tile`, for its accessible name ("Blue piece").
    pub fn tile_text(self, tile: TileId) -> String {
        self.state.with(|s| {
            s.piece_at(tile)
                .map(|p| tf(Msg::ChiralityTilePiece, &[("seat", pieces::seat(p).into())]))
                .unwrap_or_default()
        })
    }

    /// The classes of `tile`: a target (Remote or not), the chosen piece, the shown
    /// turn's move (`last-from`, `last-to`).
    pub fn tile_class(self, tile: TileId) -> String {
        let mut c = String::new();
        self.targets.with(|t| {
            if let Some(t) = t.iter().find(|t| t.tile == tile) {
                c.push_str(if t.remote { "target remote" } else { "target" });
            }
        });
        if self.mode.get() == Mode::Piece(tile) {
            c.push_str(" chosen");
        }
        self.report.with(|r| {
            if let Some((m, _)) = r {
                if m.from() == Some(tile) {
                    c.push_str(" last-from");
                } else if m.to() == tile {
                    c.push_str(" last-to");
                }
            }
        });
        c
    }
}

/// The tiles a click may choose: placement tiles while placing, the selected piece's
/// destinations, or the Muster's Gate tiles.
fn targets(state: Memo<Chirality>, mode: Memo<Mode>) -> Memo<Vec<MusterTarget>> {
    Memo::new(move |_| {
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
    })
}

/// The tiles a hint marks: where its move begins, then, when whole, where it ends.
pub(super) fn hint_tiles(Suggestion { mv, whole }: Suggestion<ChiralityMove>) -> Vec<TileId> {
    let mut tiles: Vec<TileId> = mv.from().into_iter().chain([mv.to()]).collect();
    if !whole {
        tiles.truncate(1);
    }
    tiles
}
