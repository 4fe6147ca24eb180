//! The Shifting Chess play board's squares as targets, over its picture: clicked or
//! tapped, reached by the keyboard (one Tab stop into the board, roving tabindex: Enter
//! or Space acts on the focused square, the arrow keys move the focus, Escape drops the
//! choices in progress), and pressed to drag a piece (see `drag`): lifting it selects it
//! as a click would, a drop on a lit square plays.

use super::choices::Ui;
use super::frame::Fitting;
use super::geometry::{all_squares, sq_xy, SQ};
use super::pieces::describe;
use crate::engine::shifting_chess::{Content, Phase, ShiftingChess, ShiftingMove, Square};
use crate::i18n::Msg;
use crate::table::picker::Source;
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::keys::{
    board_key, focus_id, focus_soon, grid_step, tab_index, BoardKey,
};
use crate::ui::boards::common::per_cell::per_cell;
use crate::ui::lang::tf;
use leptos::prelude::*;

/// The 144 squares' click targets, each a button named by its square and contents and
/// marked when it is the selected piece's or one of its `targets`. `click` is what a
/// click on a square does.
#[component]
pub(super) fn Squares(
    state: Memo<ShiftingChess>,
    ui: Ui,
    targets: Memo<Vec<ShiftingMove>>,
    interactive: Signal<bool>,
    fit: Fitting,
    drag: Drag,
    click: Callback<Square>,
) -> impl IntoView {
    let kfocus = RwSignal::new(Square::new(6, 3));
    // Only the squares gaining or losing the Tab stop or the selection redraw them.
    let focused = Selector::new(move || kfocus.get());
    let picked = Selector::new(move || ui.selected());
    let on_key = move |sq: Square, e: leptos::ev::KeyboardEvent| {
        match board_key(&e.key()) {
            Some(BoardKey::Activate) => {
                click.run(sq);
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
    let can_lift = move |sq: Square| {
        interactive.get_untracked()
            && state.with_untracked(|g| {
                g.phase() == Phase::Move && g.piece_at(sq).is_some_and(|p| p.owner == g.side())
            })
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
                    aria-label=move || tf(Msg::SquareLabel, &[("square", sq.to_string().into()), ("piece", describe(cell.with(|c| c.0)).into())])
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
                            click.run(sq);
                        }
                    }
                    on:keydown=move |e| on_key(sq, e)>
                </rect>
            }
        })
        .collect_view();
    view! { <g class="sc-hits">{hits}</g> }
}

/// A drag has begun from the square of index `key`: its piece is selected.
pub(super) fn lift(ui: Ui, key: u32) {
    ui.pick
        .update(|p| p.select(Some(Source::Cell(key as usize))));
}

/// A dragged piece is let go over the square of index `to` (`None`: off the board). A lit
/// square (one of the `targets`) is clicked, which plays; anywhere else drops the piece.
pub(super) fn put_down(
    ui: Ui,
    targets: Memo<Vec<ShiftingMove>>,
    click: Callback<Square>,
    to: Option<u32>,
) {
    let to = to.and_then(|t| Square::from_index(t as usize));
    let lit = to.is_some_and(|to| {
        targets.with_untracked(|t| {
            t.iter()
                .any(|m| matches!(m, ShiftingMove::Move { to: x, .. } if *x == to))
        })
    });
    match to {
        Some(to) if lit => click.run(to),
        _ => ui.pick.update(|p| p.select(None)),
    }
}
