//! The Pyrga board: towers drawn from above (Square, then Triangle, then Cylinder, so all
//! three stay visible), legal cells lit for the chosen shape, the last piece outlined, a
//! hint's piece drawn dashed.
//! A Triangle's orientation is chosen by a second click (on an arrow button around the
//! cell, or on the cell again for the highlighted direction) or by the arrow keys.

use super::drag::Drag;
use super::keys::{focus_id, tab_index};
use super::pyrga_tray::Tray;
use super::suggest;
use crate::engine::pyrga::{Dir, Pyrga, PyrgaMove, Shape, Tower};
use crate::engine::{AnyMove, Game, GameId, Turn};
use crate::table::picker::{Answer, Holder, Picker, Source};
use leptos::prelude::*;

const CELL: f64 = 100.0;
const FILES: [&str; 4] = ["a", "b", "c", "d"];
/// The Triangle's direction buttons: their distance from the cell's centre and radius,
/// in board units (on a 360 px phone a unit is about 0.75 px: the buttons are 36 px).
const ARROW_OFFSET: f64 = 52.0;
const ARROW_RADIUS: f64 = 24.0;

/// A direction in words ("north").
fn dir_name(dir: Dir) -> &'static str {
    match dir {
        Dir::North => "north",
        Dir::East => "east",
        Dir::South => "south",
        Dir::West => "west",
    }
}

/// The picker's hand slot of a tray shape.
fn tray_slot(shape: Shape) -> Source {
    Source::Hand(shape as u8)
}

/// The centre of a cell in board units.
pub fn centre(cell: usize) -> (f64, f64) {
    (
        (cell % 4) as f64 * CELL + CELL / 2.0,
        (3 - cell / 4) as f64 * CELL + CELL / 2.0,
    )
}

fn cell_name(cell: usize) -> String {
    format!("{}{}", FILES[cell % 4], cell / 4 + 1)
}

/// The unit vector of a direction in screen coordinates (y down).
fn unit(dir: Dir) -> (f64, f64) {
    match dir {
        Dir::North => (0.0, -1.0),
        Dir::East => (1.0, 0.0),
        Dir::South => (0.0, 1.0),
        Dir::West => (-1.0, 0.0),
    }
}

fn triangle_points((cx, cy): (f64, f64), dir: Dir, size: f64) -> String {
    let (ux, uy) = unit(dir);
    let (vx, vy) = (-uy, ux);
    let p = |a: f64, b: f64| format!("{:.1},{:.1}", cx + ux * a + vx * b, cy + uy * a + vy * b);
    format!(
        "{} {} {}",
        p(0.9 * size, 0.0),
        p(-0.6 * size, 0.85 * size),
        p(-0.6 * size, -0.85 * size)
    )
}

fn owner_class(owner: u8) -> &'static str {
    if owner == 0 {
        "white"
    } else {
        "black"
    }
}

pub(super) fn shape_name(shape: Shape) -> &'static str {
    match shape {
        Shape::Square => "Square",
        Shape::Triangle => "Triangle",
        Shape::Cylinder => "Cylinder",
    }
}

fn describe(cell: usize, t: &Tower) -> String {
    let pieces: Vec<String> = Shape::ALL
        .iter()
        .zip(t.pieces)
        .filter_map(|(s, o)| {
            o.map(|o| format!("{} {}", GameId::Pyrga.seat_name(o), shape_name(*s)))
        })
        .collect();
    let mut text = format!(
        "{}: {}",
        cell_name(cell),
        if pieces.is_empty() {
            "empty".into()
        } else {
            pieces.join(", ")
        }
    );
    if let Some(c) = t.controller() {
        text.push_str(&format!(", tower of {}", GameId::Pyrga.seat_name(c)));
    }
    text
}

/// Draws the pieces of one tower.
pub fn tower_pieces(cell: usize, t: Tower, last: Option<PyrgaMove>) -> impl IntoView {
    let (cx, cy) = centre(cell);
    let is_last = |s: Shape| last.is_some_and(|m| m.cell() == cell && m.shape() == s);
    let square = t.pieces[0].map(|o| {
        view! {
            <rect class=format!("piece square {}", owner_class(o)) class:last=is_last(Shape::Square)
                x=cx - 36.0 y=cy - 36.0 width="72" height="72" rx="7"></rect>
        }
    });
    let triangle = t.pieces[1].map(|o| view! {
        <polygon class=format!("piece triangle {}", owner_class(o)) class:last=is_last(Shape::Triangle)
            points=triangle_points((cx, cy), t.triangle.unwrap_or(Dir::North), 30.0)></polygon>
    });
    let cylinder = t.pieces[2].map(|o| view! {
        <g class=format!("piece cylinder {}", owner_class(o)) class:last=is_last(Shape::Cylinder)>
            <circle cx=cx cy=cy r="14"></circle>
            <circle class="rim" cx=cx cy=cy r="8"></circle>
        </g>
    });
    let badge = t.controller().map(|c| {
        view! {
            <g class=format!("badge {}", owner_class(c))>
                <circle cx=cx + 33.0 cy=cy - 33.0 r="10"></circle>
                <text x=cx + 33.0 y=cy - 29.0 text-anchor="middle">{GameId::Pyrga.seat_name(c).chars().next().map(String::from)}</text>
            </g>
        }
    });
    view! { {square} {triangle} {cylinder} {badge} }
}

/// The interactive Pyrga board with its piece tray.
#[component]
pub fn PyrgaBoard(
    state: Memo<Pyrga>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
    /// A hint's move, outlined with its piece drawn dashed where it would go.
    #[prop(optional)]
    hint: Signal<Option<PyrgaMove>>,
) -> impl IntoView {
    let legal = Memo::new(move |_| state.with(Game::legal_move_list));
    // The shape picked from the tray (always one) and a Triangle's directions to choose.
    let picker = RwSignal::new(Picker::<PyrgaMove>::default());
    let pick_shape = move |s: Shape| picker.update(|p| p.select(Some(tray_slot(s))));
    pick_shape(Shape::Square);
    let selected = Memo::new(move |_| match picker.with(Picker::selected) {
        Some(Source::Hand(slot)) => Shape::ALL[usize::from(slot) % 3],
        _ => Shape::Square,
    });
    // The direction highlighted among the chooser's (a second click on the cell takes it).
    let aim = RwSignal::new(Dir::North);
    let pending = Memo::new(move |_| {
        let cell = picker.with(|p| p.choices().first().map(|m| m.cell()))?;
        Some((cell, aim.get()))
    });
    let shape_ok = move |s: Shape| legal.with(|l| l.iter().any(|m| m.shape() == s));
    // A new position: forget a half-made Triangle; keep the shape if it is still playable.
    Effect::new(move |_| {
        legal.track();
        let shape = selected.get_untracked();
        let playable = Shape::ALL.into_iter().find(|&s| shape_ok(s));
        pick_shape(if shape_ok(shape) {
            shape
        } else {
            playable.unwrap_or(shape)
        });
    });
    let targets = move |s: Shape| {
        legal.with(|l| {
            l.iter()
                .filter(|m| m.shape() == s)
                .map(|m| m.cell())
                .collect::<Vec<_>>()
        })
    };
    let dirs_at = move |cell: usize| {
        legal.with(|l| {
            l.iter()
                .filter(|m| m.shape() == Shape::Triangle && m.cell() == cell)
                .map(|m| m.dir())
                .collect::<Vec<_>>()
        })
    };
    // The picker's answer: a move keeps its shape picked for the next turn.
    let answer = move |a: Option<Answer<PyrgaMove>>| match a {
        Some(Answer::Play(m)) => {
            pick_shape(m.shape());
            on_move.run(AnyMove::Pyrga(m));
        }
        Some(Answer::Choose) => {
            if let Some(m) = picker.with_untracked(|p| p.choices().first().copied()) {
                aim.set(m.dir());
            }
        }
        _ => {}
    };
    let choose = move |m: PyrgaMove| answer(picker.try_update(|p| p.choose(m)));
    let activate = move |cell: usize| {
        if !interactive.get_untracked() {
            return;
        }
        if let Some((p, d)) = pending.get_untracked() {
            if p == cell {
                choose(PyrgaMove::new(Shape::Triangle, cell, d));
                return;
            }
        }
        // A cell off the targets leaves a Triangle's choice open.
        let legal = legal.get_untracked();
        if !picker.with_untracked(|p| p.is_target(&legal, cell)) {
            return;
        }
        picker.update(Picker::close);
        answer(picker.try_update(|p| p.click_cell(cell, Holder::Nobody, &legal)));
    };
    // One Tab stop into the board (roving tabindex).
    let kfocus = RwSignal::new(0usize);
    // A shape dragged from the tray onto a lit cell is placed there.
    let drag = Drag::new();
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let put_down = move |shape: u32, to: Option<u32>| {
        let Some(shape) = Shape::ALL.get(shape as usize).copied() else {
            return;
        };
        match to.map(|t| t as usize) {
            Some(cell) if targets(shape).contains(&cell) => {
                pick_shape(shape);
                activate(cell);
            }
            _ => {}
        }
    };
    let on_key = move |cell: usize, e: leptos::ev::KeyboardEvent| {
        let key = e.key();
        let dir = match key.as_str() {
            "ArrowUp" => Some(Dir::North),
            "ArrowRight" => Some(Dir::East),
            "ArrowDown" => Some(Dir::South),
            "ArrowLeft" => Some(Dir::West),
            _ => None,
        };
        match (key.as_str(), dir, pending.get_untracked()) {
            ("Enter" | " ", _, _) => activate(cell),
            ("Escape", _, _) => picker.update(Picker::close),
            ("s" | "S", _, _) => pick_shape(Shape::Square),
            ("t" | "T", _, _) => pick_shape(Shape::Triangle),
            ("c" | "C", _, _) => pick_shape(Shape::Cylinder),
            (_, Some(d), Some((p, _))) if dirs_at(p).contains(&d) => aim.set(d),
            (_, Some(d), None) => {
                let (dx, dy) = unit(d);
                let (f, r) = ((cell % 4) as i32 + dx as i32, (cell / 4) as i32 - dy as i32);
                if (0..4).contains(&f) && (0..4).contains(&r) {
                    let next = (r * 4 + f) as usize;
                    kfocus.set(next);
                    focus_id(&format!("cell-{}", cell_name(next)));
                }
            }
            _ => return,
        }
        e.prevent_default();
    };

    let cells = (0..16)
        .map(|cell| {
            let (cx, cy) = centre(cell);
            let target = move || interactive.get() && targets(selected.get()).contains(&cell);
            let tower = move || state.with(|g| g.tower(cell));
            view! {
                <g class="cell" id=format!("cell-{}", cell_name(cell)) role="button"
                    tabindex=move || tab_index(kfocus.get() == cell) data-drop=cell
                    on:focus=move |_| kfocus.set(cell)
                    class:target=target
                    class:last=move || state.with(|g| g.last_move().is_some_and(|m| m.cell() == cell))
                    aria-label=move || describe(cell, &tower())
                    on:click=move |_| if drag.take_click() { activate(cell) }
                    on:keydown=move |e| on_key(cell, e)>
                    <rect class="cell-bg" x=cx - 46.0 y=cy - 46.0 width="92" height="92" rx="10"></rect>
                    {move || tower_pieces(cell, tower(), state.with(|g| g.last_move()))}
                    <circle class="target-dot" cx=cx cy=cy + 38.0 r="5"></circle>
                </g>
            }
        })
        .collect_view();

    let pending_view = move || {
        pending.get().map(|(cell, dir)| {
            let c = centre(cell);
            let arrows = dirs_at(cell)
                .into_iter()
                .map(|d| {
                    let (ux, uy) = unit(d);
                    let at = (c.0 + ux * ARROW_OFFSET, c.1 + uy * ARROW_OFFSET);
                    view! {
                        <g class="arrow-button" class:chosen=d == dir data-dir=dir_name(d)
                            on:click=move |e| { e.stop_propagation(); choose(PyrgaMove::new(Shape::Triangle, cell, d)); }>
                            <title>{format!("Point the Triangle {}", dir_name(d))}</title>
                            <circle class="arrow-pad" cx=at.0 cy=at.1 r=ARROW_RADIUS></circle>
                            <polygon class="arrow" class:chosen=d == dir points=triangle_points(at, d, 14.0)></polygon>
                        </g>
                    }
                })
                .collect_view();
            view! {
                <g class="pending">
                    <polygon class="piece triangle preview" points=triangle_points(c, dir, 30.0)></polygon>
                    {arrows}
                </g>
            }
        })
    };

    let coords = (0..4)
        .map(|i| {
            view! {
                <text class="coord" x=i as f64 * CELL + 50.0 y="414" text-anchor="middle">{FILES[i]}</text>
                <text class="coord" x="-14" y=(3 - i) as f64 * CELL + 55.0 text-anchor="middle">{(i + 1).to_string()}</text>
            }
        })
        .collect_view();

    view! {
        <div class="pyrga"
            on:pointerdown=move |_| drag.fresh()
            on:pointermove=move |e| if let Some(k) = drag.moved(&e) { pick_shape(Shape::ALL[k as usize % 3]) }
            on:pointerup=move |e| if let Some((k, to)) = drag.release(&e) { put_down(k, to) }
            on:pointercancel=move |_| drag.cancel()>
            <svg node_ref=svg_ref class="board pyrga-board" viewBox="-30 -30 460 460" role="group" aria-label="Pyrga board">
                <rect class="board-bg" x="-4" y="-4" width="408" height="408" rx="14"></rect>
                {coords}
                {cells}
                {move || hint.get().map(|m| suggested(m, state.with(mover)))}
                {pending_view}
                {move || drag.ghost.get().map(|(k, at)| view! {
                    <g class="drag-ghost">{shape_icon(Shape::ALL[k as usize % 3], state.with(mover), at, 1.8)}</g>
                })}
            </svg>
            <Tray state=state selected=selected on_pick=Callback::new(pick_shape) shape_ok=Signal::derive(move || Shape::ALL.map(shape_ok)) interactive=interactive
                on_press=Callback::new(move |(e, shape): (leptos::ev::PointerEvent, Shape)| {
                    if let Some(svg) = svg_ref.get_untracked() {
                        drag.press(&e, shape as u32, svg.into());
                    }
                })/>
            <Show when=move || state.with(|g| g.fallback_applies()) && state.with(|g| g.last_move().is_some())>
                <p class="hint" role="note">"Nowhere to play where the last piece points, so any empty cell is allowed (rule 4)."</p>
            </Show>
            <Show when=move || state.with(|g| g.square_banned())>
                <p class="hint" role="note">"White opened with a Square, so White's second piece may not be a Square (rule 5)."</p>
            </Show>
            {move || pending.get().map(|(_, dir)| {
                let dir = dir_name(dir);
                view! {
                    <p class="hint triangle-hint" role="note">
                        <span class="touch-only">{format!("Tap an arrow to point the Triangle; tap the cell again to point it {dir} (highlighted).")}</span>
                        <span class="mouse-only">{format!("Click an arrow to point the Triangle that way, or choose with the arrow keys and press Enter. Clicking the cell again places it pointing {dir} (the highlighted arrow).")}</span>
                    </p>
                }
            })}
        </div>
    }
}

/// A hint's move: its cell outlined and its piece drawn dashed where it would go.
fn suggested(m: PyrgaMove, owner: u8) -> impl IntoView {
    let (cx, cy) = centre(m.cell());
    let class = format!(
        "piece {} {} suggest-piece",
        shape_name(m.shape()).to_lowercase(),
        owner_class(owner)
    );
    let piece = match m.shape() {
        Shape::Square => view! { <rect class=class x=cx - 36.0 y=cy - 36.0 width="72" height="72" rx="7"></rect> }.into_any(),
        Shape::Triangle => view! { <polygon class=class points=triangle_points((cx, cy), m.dir(), 30.0)></polygon> }.into_any(),
        Shape::Cylinder => view! { <circle class=class cx=cx cy=cy r="14"></circle> }.into_any(),
    };
    view! {
        <g class="suggest" data-cell=cell_name(m.cell())>
            {suggest::outline(cx - 44.0, cy - 44.0, 88.0, 88.0, 9.0)}
            {piece}
        </g>
    }
}

/// The player to move (White once the game is over).
pub(super) fn mover(g: &Pyrga) -> u8 {
    match g.turn() {
        Turn::Player(p) => p,
        _ => 0,
    }
}

/// A tray shape of `owner`'s drawn about `(cx, cy)`, `k` times the tray icon's size.
pub fn shape_icon(shape: Shape, owner: u8, [cx, cy]: [f64; 2], k: f64) -> AnyView {
    let class = format!(
        "piece {} {}",
        shape_name(shape).to_lowercase(),
        owner_class(owner)
    );
    match shape {
        Shape::Square => view! { <rect class=class x=cx - 16.0 * k y=cy - 16.0 * k width=32.0 * k height=32.0 * k rx=4.0 * k></rect> }.into_any(),
        Shape::Triangle => view! { <polygon class=class points=triangle_points((cx, cy + 2.0 * k), Dir::North, 17.0 * k)></polygon> }.into_any(),
        Shape::Cylinder => view! { <circle class=class cx=cx cy=cy r=13.0 * k></circle> }.into_any(),
    }
}

/// A small static Pyrga position for the home page.
pub fn thumbnail() -> impl IntoView {
    let mut g = Pyrga::new_game(&Default::default());
    for m in ["Cb2", "Sb2", "Tb2e", "Sc2", "Cc1", "Tc1n"] {
        if let Ok(mv) = g.parse_move(m) {
            g.play_unchecked(mv);
        }
    }
    position_picture(&g)
}

/// A small static picture of a position.
pub fn position_picture(g: &Pyrga) -> impl IntoView {
    view! {
        <svg class="thumb-svg board pyrga-thumb" viewBox="-6 -6 412 412">
            <rect class="board-bg" x="-4" y="-4" width="408" height="408" rx="14"></rect>
            {position_cells(g)}
        </svg>
    }
}

/// The cells and towers of a position, static (board units: 100 per cell, a4 at the
/// top left).
pub fn position_cells(g: &Pyrga) -> impl IntoView {
    (0..16)
        .map(|cell| {
            let (cx, cy) = centre(cell);
            view! {
                <rect class="cell-bg" x=cx - 46.0 y=cy - 46.0 width="92" height="92" rx="10"></rect>
                {tower_pieces(cell, g.tower(cell), g.last_move())}
            }
        })
        .collect_view()
}
