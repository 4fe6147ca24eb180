//! The Shifting Chess board: the 12×12 blue board with megatiles drawn as islands (a badge
//! at each tile's centre names it and points to its starting north), boulders, gaps and
//! the voided tile as a ghost with its pieces in limbo. Ordinary moves by selecting a
//! piece (legal targets as dots, captures as rings); a drawn card is applied by choosing
//! tiles on the board, with the result previewed before it is confirmed (see
//! `shifting_card`; the picture is drawn by `shifting_draw`). All legality comes from the
//! engine.

use super::drag::Drag;
use super::keys::{board_key, focus_id, focus_soon, grid_step, tab_index, BoardKey};
use super::per_cell::per_cell;
use super::shifting_card::{slot_click, CardPanel, Ui};
use super::shifting_draw::{self as draw, all_squares, coords_in, sq_xy, SQ};
use super::shifting_frame::{self as frame, Fitting, TAP_MIN_PX};
use super::shifting_hint::suggested;
use super::shifting_marks::Marks;
use super::shifting_pieces::{self as pieces, kind_name};
use crate::engine::shifting_chess::{
    Content, Phase, PieceKind, ShiftingChess, ShiftingMove, Square,
};
use crate::engine::{AnyMove, Game, GameId};
use crate::table::picker::{Answer, Holder, Picker, Source};
use leptos::prelude::*;

/// A square's contents in words ("White king", "gap").
pub fn describe(c: Content) -> String {
    match c {
        Content::Gap => "gap".into(),
        Content::Empty => "empty".into(),
        Content::Boulder => "boulder".into(),
        Content::Piece(p) => format!(
            "{} {}",
            GameId::ShiftingChess.seat_name(p.owner),
            kind_name(p.kind)
        ),
    }
}

/// The interactive Shifting Chess board with its card panel.
#[component]
pub fn ShiftingBoard(
    state: Memo<ShiftingChess>,
    marks: Memo<Marks>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
    /// A hint's move, drawn dashed.
    #[prop(optional)]
    hint: Signal<Option<ShiftingMove>>,
) -> impl IntoView {
    let ui = Ui::new();
    let apps = Memo::new(move |_| state.with(ShiftingChess::applications_preview));
    // A new position: forget half-made choices.
    Effect::new(move |_| {
        state.track();
        ui.reset();
    });
    let shown = Memo::new(move |_| match ui.pending.get() {
        Some(m) => apps
            .with(|a| a.iter().find(|(x, _)| *x == m).map(|(_, g)| g.clone()))
            .unwrap_or_else(|| state.get()),
        None => state.get(),
    });
    let legal = Memo::new(move |_| state.with(Game::legal_move_list));
    let targets = Memo::new(move |_| ui.pick.with(|p| legal.with(|l| p.targets(l))));
    let play = Callback::new(move |m: ShiftingMove| {
        ui.reset();
        on_move.run(AnyMove::ShiftingChess(m));
    });

    // Narrow screens: the picture is cropped to the tiles and, if still too small to
    // tap, zooms under a finger (see `shifting_frame`). The selected piece and its
    // targets are framed.
    let chosen = Signal::derive(move || {
        let Some(from) = ui.selected() else {
            return Vec::new();
        };
        let mut squares = vec![from];
        targets.with(|t| {
            squares.extend(t.iter().filter_map(|m| match *m {
                ShiftingMove::Move { to, .. } => Some(to),
                _ => None,
            }))
        });
        squares
    });
    let fit = Fitting::new(state, shown, ui.flipped.into(), chosen);
    let (pz, shown_frame) = (fit.pz, fit.frame);

    let click = move |sq: Square| {
        if !interactive.get_untracked() {
            return;
        }
        let phase = state.with_untracked(ShiftingChess::phase);
        match phase {
            Phase::Move => {
                let own =
                    state.with_untracked(|g| g.piece_at(sq).is_some_and(|p| p.owner == g.side()));
                let holder = if own { Holder::Mover } else { Holder::Nobody };
                let answer = legal.with_untracked(|l| {
                    ui.pick.try_update(|p| p.click_cell(sq.index(), holder, l))
                });
                if let Some(Answer::Play(m)) = answer {
                    play.run(m);
                }
            }
            Phase::Apply(card) => slot_click(state, ui, play, card, sq.slot() as u8),
            Phase::Draw => {}
        }
    };

    // One Tab stop into the board (roving tabindex): Enter or Space acts on the focused
    // square, the arrow keys move the focus, Escape drops the choices in progress.
    let kfocus = RwSignal::new(Square::new(6, 3));
    // Only the squares gaining or losing the Tab stop or the selection redraw them.
    let focused = Selector::new(move || kfocus.get());
    let picked = Selector::new(move || ui.selected());
    let on_key = move |sq: Square, e: leptos::ev::KeyboardEvent| {
        match board_key(&e.key()) {
            Some(BoardKey::Activate) => {
                click(sq);
                if ui.pick.with_untracked(|p| !p.choices().is_empty()) {
                    focus_soon(".sc-promo button");
                }
            }
            Some(BoardKey::Cancel) => ui.reset(),
            Some(BoardKey::Step(dx, dy)) => {
                let flip = ui.flipped.get_untracked();
                if let Some((f, r)) = grid_step((sq.file(), sq.rank()), (dx, dy), (12, 12), flip) {
                    let next = Square::new(f, r);
                    kfocus.set(next);
                    fit.reveal(next);
                    focus_id(&format!("sq-{next}"));
                }
            }
            None => return,
        }
        e.prevent_default();
    };
    // Dragging a piece picks it up as a click would; a drop on a lit square plays.
    let drag = Drag::new();
    let can_lift = move |sq: Square| {
        interactive.get_untracked()
            && state.with_untracked(|g| {
                g.phase() == Phase::Move && g.piece_at(sq).is_some_and(|p| p.owner == g.side())
            })
    };
    let lift = move |key: u32| {
        ui.pick
            .update(|p| p.select(Some(Source::Cell(key as usize))));
    };
    let put_down = move |to: Option<u32>| {
        let to = to.and_then(|t| Square::from_index(t as usize));
        let lit = to.is_some_and(|to| {
            targets.with_untracked(|t| {
                t.iter()
                    .any(|m| matches!(m, ShiftingMove::Move { to: x, .. } if *x == to))
            })
        });
        match to {
            Some(to) if lit => click(to),
            _ => ui.pick.update(|p| p.select(None)),
        }
    };

    // Each square's content and whether it is a target, one signal per square
    // (`per_cell`): a move or a pick relabels and re-marks only the squares it changed.
    let cells = per_cell(144, move |i| {
        Square::from_index(i).map_or((Content::Gap, false), |sq| {
            let target = targets.with(|t| {
                t.iter()
                    .any(|m| matches!(m, ShiftingMove::Move { to, .. } if *to == sq))
            });
            (state.with(|g| g.content(sq)), target)
        })
    });
    let hits = all_squares()
        .map(|sq| {
            let xy = move || sq_xy(sq.file(), sq.rank(), ui.flipped.get());
            let cell = cells[sq.index()];
            let (focused, picked) = (focused.clone(), picked.clone());
            view! {
                <rect class="sc-hit" id=format!("sq-{sq}") role="button"
                    x=move || xy().0 y=move || xy().1 width=SQ height=SQ
                    class:target=move || cell.with(|c| c.1)
                    class:selected=move || picked.selected(&Some(sq))
                    tabindex=move || tab_index(focused.selected(&sq))
                    data-drop=sq.index()
                    aria-label=move || format!("{sq}: {}", describe(cell.with(|c| c.0)))
                    on:focus=move |_| kfocus.set(sq)
                    on:pointerdown=move |e| {
                        let lifting = can_lift(sq);
                        fit.press(&e, lifting);
                        if lifting {
                            drag.press(&e, sq.index() as u32, event_target::<web_sys::Element>(&e));
                        }
                    }
                    on:click=move |e| {
                        // Squares only: a card's tiles are two squares wide.
                        let squares = state.with_untracked(|g| g.phase() == Phase::Move);
                        if drag.take_click() && !fit.took_click(&e, squares) {
                            click(sq);
                        }
                    }
                    on:keydown=move |e| on_key(sq, e)>
                </rect>
            }
        })
        .collect_view();

    // The picture in layers (`shifting_draw`), each redrawn only when what it shows
    // changes: a click that selects a piece redraws the marks and targets, not the
    // islands, badges and pieces.
    let flip = move || ui.flipped.get();
    let layout = Memo::new(move |_| shown.with(ShiftingChess::tiles));
    let ground = move || {
        layout.track();
        let flip = flip();
        shown.with_untracked(|g| draw::ground(g, flip))
    };
    let badges = move || {
        layout.track();
        let flip = flip();
        shown.with_untracked(|g| draw::badges(g, flip))
    };
    let under = move || {
        let (flip, selected, marks) = (flip(), ui.selected(), marks.get());
        shown.with(|g| {
            state.with(|base| {
                draw::marks_under(g, flip, selected, &marks, draw::previewing(g, base))
            })
        })
    };
    let pieces_layer = move || {
        let flip = flip();
        shown.with(|g| draw::pieces_on(g, flip))
    };
    let overlays = move || {
        let flip = flip();
        // The choices in progress are drawn too.
        let _ = (ui.tile_pick.get(), ui.pending.get());
        let (marks, interactive) = (marks.get(), interactive.get());
        shown.with(|g| state.with(|base| draw::overlays(g, base, flip, &ui, &marks, interactive)))
    };
    let target_marks = move || {
        let flip = flip();
        targets.with(|t| state.with(|base| draw::target_marks(base, t, flip)))
    };

    let coord_labels = move || coords_in(ui.flipped.get(), shown_frame.get());
    let zoom_bar = move || {
        (fit.square_px.get() < TAP_MIN_PX).then(|| {
            let zoomed = move || pz.view.get().zoom > 1.01;
            let g = Signal::derive(move || shown.get());
            let flip = Signal::derive(move || ui.flipped.get());
            view! {
                <div class="sc-zoom" role="toolbar" aria-label="Zoom">
                    {frame::minimap(pz, g, flip, shown_frame.into())}
                    <Show when=zoomed fallback=|| view! { <span class="hint">"Tap the board to zoom in."</span> }>
                        <button type="button" on:click=move |_| pz.reset()>"Whole board"</button>
                    </Show>
                </div>
            }
        })
    };

    let promo_view = move || {
        let choices = ui.pick.with(|p| p.choices().to_vec());
        (!choices.is_empty()).then(|| {
            let owner = state.with_untracked(ShiftingChess::side);
            let buttons = [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight]
                .into_iter()
                .filter_map(|k| {
                    let m = *choices.iter().find(|m| {
                        matches!(m, ShiftingMove::Move { promotion: Some(x), .. } if *x == k)
                    })?;
                    Some(view! {
                        <button class="sc-promo-choice" aria-label=format!("Promote to {}", kind_name(k))
                            on:click=move |_| play.run(m)>
                            {pieces::icon(k, owner)}
                        </button>
                    })
                })
                .collect_view();
            view! {
                <div class="sc-promo" role="dialog" aria-label="Promotion">
                    <span>"Promote to"</span>
                    {buttons}
                    <button class="link" on:click=move |_| ui.pick.update(Picker::close)>"Cancel"</button>
                </div>
            }
        })
    };

    view! {
        <div class="shifting"
            on:pointerdown=move |_| drag.fresh()
            on:pointermove=move |e| if let Some(k) = drag.moved(&e) { lift(k) }
            on:pointerup=move |e| if let Some((_, to)) = drag.release(&e) { put_down(to) }
            on:pointercancel=move |_| drag.cancel()>
            <div class="sc-board-wrap" node_ref=fit.wrap>
                <svg node_ref=fit.svg class="board sc-board" class:cropped=move || shown_frame.get() != frame::Frame::WHOLE
                    viewBox=move || shown_frame.get().view_box() role="group" aria-label="Shifting Chess board"
                    on:pointermove=move |e| if fit.zoomable() { pz.on_move(&e) }
                    on:pointerup=move |e| pz.on_up(&e)
                    on:pointercancel=move |e| pz.on_up(&e)>
                    <g transform=move || pz.view.get().transform()>
                        <g transform=move || shown_frame.get().centring()>
                            <rect class="sc-water" x="-2" y="-2" width="604" height="604" rx="8"></rect>
                            {coord_labels}
                            <g class="sc-picture">{ground}{under}{badges}{pieces_layer}{overlays}{target_marks}</g>
                            {move || hint.get().map(|m| suggested(m, ui.flipped.get()))}
                            <g class="sc-hits">{hits}</g>
                            {move || drag.ghost.get().and_then(|(key, [x, y])| {
                                let sq = Square::from_index(key as usize)?;
                                let c = state.with(|g| g.content(sq));
                                let half = (SQ - 8.0) / 2.0;
                                Some(view! { <g class="drag-ghost">{pieces::content(c, x - half, y - half, SQ - 8.0)}</g> })
                            })}
                        </g>
                    </g>
                </svg>
                {zoom_bar}
                {promo_view}
            </div>
            <CardPanel state=state marks=marks ui=ui play=play interactive=interactive/>
        </div>
    }
}
