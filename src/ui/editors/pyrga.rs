//! The Pyrga editor: put or take each player's Squares, Triangles and Cylinders per cell,
//! turn Triangles, mark the piece placed last; hands follow from the board.

use super::common::{activates, side_choice, start_position, tool_button, EditorShell, Verdict};
use crate::engine::pyrga::{Pyrga, PyrgaMove, PyrgaSetup, Shape, Tower};
use crate::engine::{AnyGame, GameId};
use crate::i18n::Msg;
use crate::ui::boards::pyrga::geometry::centre;
use crate::ui::boards::pyrga::pieces::{shape_icon, tower_pieces};
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// What a click on a cell does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    /// Put (or take back) this player's piece of this shape.
    Place(Shape, u8),
    /// Empty the cell.
    Erase,
    /// Turn the cell's Triangle clockwise.
    Turn,
    /// Mark the cell's next piece as the one placed last.
    Last,
}

/// A cell's name ("b2").
pub(super) fn cell_name(cell: usize) -> String {
    format!("{}{}", (b'a' + (cell % 4) as u8) as char, cell / 4 + 1)
}

fn tower(s: &PyrgaSetup, cell: usize) -> Tower {
    Tower {
        pieces: s.cells[cell],
        triangle: s.cells[cell][1].map(|_| s.dirs[cell]),
    }
}

fn describe(s: &PyrgaSetup, cell: usize) -> String {
    let pieces: Vec<String> = (0..3)
        .filter_map(|i| {
            let args = [
                ("seat", words::seat(GameId::Pyrga, s.cells[cell][i]?).into()),
                ("piece", words::pyrga_shape(Shape::ALL[i]).into()),
            ];
            Some(tf(Msg::PieceOf, &args))
        })
        .collect();
    let what = if pieces.is_empty() {
        t(Msg::EditEmpty)
    } else {
        pieces.join(", ")
    };
    tf(
        Msg::SquareLabel,
        &[("square", cell_name(cell).into()), ("piece", what.into())],
    )
}

fn click(s: &mut PyrgaSetup, cell: usize, tool: Tool) {
    match tool {
        Tool::Place(shape, owner) => s.toggle(cell, shape, owner),
        Tool::Erase => {
            s.cells[cell] = [None; 3];
            if s.last.is_some_and(|(c, _)| c == cell) {
                s.last = None;
            }
        }
        Tool::Turn => s.turn_triangle(cell),
        Tool::Last => {
            let present: Vec<Shape> = Shape::ALL
                .into_iter()
                .filter(|&k| s.cells[cell][k as usize].is_some())
                .collect();
            let now = s
                .last
                .filter(|(c, _)| *c == cell)
                .and_then(|(_, k)| present.iter().position(|&p| p == k));
            s.last = match now {
                Some(i) => present.get(i + 1).map(|&k| (cell, k)),
                None => present.first().map(|&k| (cell, k)),
            };
        }
    }
}

/// The Pyrga editor page.
#[component]
pub fn PyrgaEditor() -> impl IntoView {
    let (start, notice) = start_position::<Pyrga>(GameId::Pyrga);
    let setup = RwSignal::new(PyrgaSetup::of(&start));
    let tool = RwSignal::new(Tool::Place(Shape::Square, 0));
    let verdict = Signal::derive(move || setup.with(|s| s.build().map(AnyGame::Pyrga)) as Verdict);
    let text = Signal::derive(move || setup.with(PyrgaSetup::position));
    let on_load = Callback::new(move |g: AnyGame| {
        if let AnyGame::Pyrga(g) = g {
            setup.set(PyrgaSetup::of(&g));
        }
    });

    let cells = (0..16)
        .map(|cell| {
            let (cx, cy) = centre(cell);
            let pieces = move || {
                setup.with(|s| {
                    let last = s.last.filter(|(c, _)| *c == cell).map(|(c, k)| PyrgaMove::new(k, c, s.dirs[c]));
                    tower_pieces(cell, tower(s, cell), last)
                })
            };
            view! {
                <g class="cell" id=format!("cell-{}", cell_name(cell)) role="button" tabindex="0"
                    aria-label=move || setup.with(|s| describe(s, cell))
                    on:click=move |_| setup.update(|s| click(s, cell, tool.get_untracked()))
                    on:keydown=move |e| if activates(&e) { setup.update(|s| click(s, cell, tool.get_untracked())) }>
                    <rect class="cell-bg" x=cx - 46.0 y=cy - 46.0 width="92" height="92" rx="10"></rect>
                    {pieces}
                </g>
            }
        })
        .collect_view();
    let board = view! {
        <div class="pyrga">
            <svg class="board pyrga-board" viewBox="-6 -6 412 412" role="group" aria-label=tr(Msg::EditPyrgaBoard)>
                <rect class="board-bg" x="-4" y="-4" width="408" height="408" rx="14"></rect>
                {cells}
            </svg>
        </div>
    }
    .into_any();
    let palette_row = move |owner: u8| {
        Shape::ALL
            .into_iter()
            .map(|shape| {
                let args = [
                    ("seat", words::seat(GameId::Pyrga, owner).into()),
                    ("piece", words::pyrga_shape(shape).into()),
                ];
                let title = tf(Msg::PieceOf, &args);
                let icon = view! { <svg viewBox="0 0 40 40" aria-hidden="true">{shape_icon(shape, owner, [20.0, 20.0], 1.0)}</svg> }.into_any();
                tool_button(tool, Tool::Place(shape, owner), title, icon)
            })
            .collect_view()
    };
    let hands = move |owner: u8| {
        setup.with(|s| {
            let counts: Vec<String> = Shape::ALL
                .iter()
                .map(|&k| {
                    let args = [
                        ("count", s.in_hand(owner, k).into()),
                        ("shape", words::pyrga_shape(k).into()),
                    ];
                    tf(Msg::EditInHand, &args)
                })
                .collect();
            let args = [
                ("seat", words::seat(GameId::Pyrga, owner).into()),
                ("pieces", counts.join(", ").into()),
            ];
            tf(Msg::EditHolds, &args)
        })
    };
    let side = Signal::derive(move || setup.with(|s| s.to_move));

    view! {
        <EditorShell game=GameId::Pyrga board=board verdict=verdict text=text on_load=on_load notice=notice>
            <p class="muted">{tr(Msg::EditPyrgaHint)}</p>
            <div class="palette" role="toolbar" aria-label=tr(Msg::EditWhitePieces)>{palette_row(0)}</div>
            <div class="palette" role="toolbar" aria-label=tr(Msg::EditBlackPieces)>{palette_row(1)}</div>
            <div class="controls" role="toolbar" aria-label=tr(Msg::EditTools)>
                <button aria-pressed=move || (tool.get() == Tool::Erase).to_string() on:click=move |_| tool.set(Tool::Erase)>{tr(Msg::EditEraser)}</button>
                <button aria-pressed=move || (tool.get() == Tool::Turn).to_string() on:click=move |_| tool.set(Tool::Turn)>{tr(Msg::EditTurnTriangle)}</button>
                <button aria-pressed=move || (tool.get() == Tool::Last).to_string() on:click=move |_| tool.set(Tool::Last)>{tr(Msg::EditMarkLast)}</button>
            </div>
            <div class="controls">
                <button on:click=move |_| setup.set(PyrgaSetup::default())>{tr(Msg::EditClear)}</button>
            </div>
            {side_choice(GameId::Pyrga, side, move |p| setup.update(|s| s.to_move = p))}
            <p class="muted hands">{move || hands(0)}<br/>{move || hands(1)}</p>
            <p class="muted">{move || setup.with(|s| match s.last {
                Some((c, Shape::Triangle)) => tf(Msg::EditPlacedLastTriangle, &[("cell", cell_name(c).into()), ("direction", words::direction(s.dirs[c]).into())]),
                Some((c, k)) => tf(Msg::EditPlacedLast, &[("shape", words::pyrga_shape(k).into()), ("cell", cell_name(c).into())]),
                None => t(Msg::EditNoneLast),
            })}</p>
        </EditorShell>
    }
}
