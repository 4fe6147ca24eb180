//! The Shifting Chess board: the 12×12 blue board with megatiles drawn as islands (a badge
//! at each tile's centre names it and points to its starting north), boulders, gaps and
//! the voided tile as a ghost with its pieces in limbo. Ordinary moves by selecting a
//! piece (legal targets as dots, captures as rings); a drawn card is applied by choosing
//! tiles on the board, with the result previewed before it is confirmed (see
//! `shifting_card`). All legality comes from the engine.

use super::drag::Drag;
use super::keys::{board_key, focus_id, focus_soon, grid_step, tab_index, BoardKey};
use super::shifting_card::{slot_click, CardPanel, Ui};
use super::shifting_pieces::{self as pieces, kind_name};
use crate::engine::shifting_chess::{
    Content, Phase, PieceKind, ShiftingChess, ShiftingMove, SlideDir, Square,
};
use crate::engine::{AnyMove, Game, InAnyGame};
use crate::persist::history::History;
use leptos::prelude::*;

/// The side of one square in board units.
pub const SQ: f64 = 50.0;

/// Top-left corner of a square on screen.
pub fn sq_xy(file: u8, rank: u8, flip: bool) -> (f64, f64) {
    let (c, r) = if flip {
        (11 - file, rank)
    } else {
        (file, 11 - rank)
    };
    (f64::from(c) * SQ, f64::from(r) * SQ)
}

/// Top-left corner of a slot (2×2 squares) on screen.
pub fn slot_xy(slot: usize, flip: bool) -> (f64, f64) {
    let (col, row) = ((slot % 6) as u8, (slot / 6) as u8);
    let (x0, y0) = sq_xy(col * 2, row * 2, flip);
    let (x1, y1) = sq_xy(col * 2 + 1, row * 2 + 1, flip);
    (x0.min(x1), y0.min(y1))
}

/// The square of limbo index `i` (bottom-left, bottom-right, top-left, top-right) of a slot.
fn slot_square(slot: usize, i: usize) -> Square {
    let (col, row) = ((slot % 6) as u8, (slot / 6) as u8);
    Square::new(col * 2 + (i % 2) as u8, row * 2 + (i / 2) as u8)
}

fn all_squares() -> impl Iterator<Item = Square> {
    (0..144).filter_map(Square::from_index)
}

/// What the last plies did: the last ordinary move, and the slots the distortions since
/// then changed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    last_move: Option<(Square, Square)>,
    changed: Vec<usize>,
}

/// Reads the marks from the history.
pub fn marks(h: &History) -> Marks {
    let mut out = Marks::default();
    let now = ShiftingChess::from_any(h.current()).cloned();
    let mut ply = h.cursor();
    while ply > 0 {
        ply -= 1;
        let Some(before) = h.state_at(ply).and_then(ShiftingChess::from_any) else {
            break;
        };
        let Some(text) = h.move_texts().get(ply) else {
            break;
        };
        match before.parse_move(text) {
            Ok(ShiftingMove::Move { from, to, .. }) => {
                out.last_move = Some((from, to));
                break;
            }
            Ok(ShiftingMove::Draw(_)) | Err(_) => {}
            Ok(_) => {
                if let Some(now) = &now {
                    out.changed = (0..36).filter(|&s| before.tile(s) != now.tile(s)).collect();
                }
            }
        }
    }
    out
}

/// A square's contents in words ("White king", "gap").
pub fn describe(c: Content) -> String {
    match c {
        Content::Gap => "gap".into(),
        Content::Empty => "empty".into(),
        Content::Boulder => "boulder".into(),
        Content::Piece(p) => format!(
            "{} {}",
            ["White", "Black"][p.owner as usize & 1],
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
    let targets = Memo::new(move |_| match ui.selected.get() {
        Some(sq) => state.with(|g| g.moves_from(sq)),
        None => Vec::new(),
    });
    let play = Callback::new(move |m: ShiftingMove| {
        ui.reset();
        on_move.run(AnyMove::ShiftingChess(m));
    });

    let click = move |sq: Square| {
        if !interactive.get_untracked() {
            return;
        }
        let phase = state.with_untracked(ShiftingChess::phase);
        match phase {
            Phase::Move => {
                let to_here: Vec<ShiftingMove> = targets.with_untracked(|t| {
                    t.iter()
                        .copied()
                        .filter(|m| matches!(m, ShiftingMove::Move { to, .. } if *to == sq))
                        .collect()
                });
                match to_here.len() {
                    0 => {
                        let own = state.with_untracked(|g| {
                            g.piece_at(sq).is_some_and(|p| p.owner == g.side())
                        });
                        let again = ui.selected.get_untracked() == Some(sq);
                        ui.promo.set(None);
                        ui.selected.set((own && !again).then_some(sq));
                    }
                    1 => play.run(to_here[0]),
                    _ => {
                        if let (Some(from), ShiftingMove::Move { to, .. }) =
                            (ui.selected.get_untracked(), to_here[0])
                        {
                            ui.promo.set(Some((from, to)));
                        }
                    }
                }
            }
            Phase::Apply(card) => slot_click(state, apps, ui, play, card, sq.slot() as u8),
            Phase::Draw => {}
        }
    };

    // One Tab stop into the board (roving tabindex): Enter or Space acts on the focused
    // square, the arrow keys move the focus, Escape drops the choices in progress.
    let kfocus = RwSignal::new(Square::new(6, 3));
    let on_key = move |sq: Square, e: leptos::ev::KeyboardEvent| {
        match board_key(&e.key()) {
            Some(BoardKey::Activate) => {
                click(sq);
                if ui.promo.with_untracked(Option::is_some) {
                    focus_soon(".sc-promo button");
                }
            }
            Some(BoardKey::Cancel) => ui.reset(),
            Some(BoardKey::Step(dx, dy)) => {
                let flip = ui.flipped.get_untracked();
                if let Some((f, r)) = grid_step((sq.file(), sq.rank()), (dx, dy), (12, 12), flip) {
                    let next = Square::new(f, r);
                    kfocus.set(next);
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
        ui.promo.set(None);
        ui.selected.set(Square::from_index(key as usize));
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
            _ => ui.selected.set(None),
        }
    };

    let hits = all_squares()
        .map(|sq| {
            let xy = move || sq_xy(sq.file(), sq.rank(), ui.flipped.get());
            let is_target = move || {
                targets.with(|t| {
                    t.iter()
                        .any(|m| matches!(m, ShiftingMove::Move { to, .. } if *to == sq))
                })
            };
            view! {
                <rect class="sc-hit" id=format!("sq-{sq}") role="button"
                    x=move || xy().0 y=move || xy().1 width=SQ height=SQ
                    class:target=is_target
                    class:selected=move || ui.selected.get() == Some(sq)
                    tabindex=move || tab_index(kfocus.get() == sq)
                    data-drop=sq.index()
                    aria-label=move || format!("{sq}: {}", state.with(|g| describe(g.content(sq))))
                    on:focus=move |_| kfocus.set(sq)
                    on:pointerdown=move |e| if can_lift(sq) {
                        drag.press(&e, sq.index() as u32, event_target::<web_sys::Element>(&e));
                    }
                    on:click=move |_| if drag.take_click() { click(sq) }
                    on:keydown=move |e| on_key(sq, e)>
                </rect>
            }
        })
        .collect_view();

    let picture = move || {
        let flip = ui.flipped.get();
        // The choices in progress are drawn too.
        let _ = (ui.selected.get(), ui.tile_pick.get(), ui.pending.get());
        shown.with(|g| {
            state.with(|base| {
                draw(
                    g,
                    base,
                    flip,
                    &ui,
                    &targets.get(),
                    &marks.get(),
                    interactive.get(),
                )
            })
        })
    };

    let coord_labels = move || coords(ui.flipped.get());

    let promo_view = move || {
        ui.promo.get().map(|(from, to)| {
            let owner = state.with_untracked(ShiftingChess::side);
            let buttons = [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight]
                .into_iter()
                .map(|k| {
                    view! {
                        <button class="sc-promo-choice" aria-label=format!("Promote to {}", kind_name(k))
                            on:click=move |_| play.run(ShiftingMove::Move { from, to, promotion: Some(k) })>
                            {pieces::icon(k, owner)}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="sc-promo" role="dialog" aria-label="Promotion">
                    <span>"Promote to"</span>
                    {buttons}
                    <button class="link" on:click=move |_| ui.promo.set(None)>"Cancel"</button>
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
            <div class="sc-board-wrap">
                <svg class="board sc-board" viewBox="-26 -4 630 630" role="group" aria-label="Shifting Chess board">
                    <rect class="sc-water" x="-2" y="-2" width="604" height="604" rx="8"></rect>
                    {coord_labels}
                    <g class="sc-picture">{picture}</g>
                    <g class="sc-hits">{hits}</g>
                    {move || drag.ghost.get().and_then(|(key, [x, y])| {
                        let sq = Square::from_index(key as usize)?;
                        let c = state.with(|g| g.content(sq));
                        let half = (SQ - 8.0) / 2.0;
                        Some(view! { <g class="drag-ghost">{pieces::content(c, x - half, y - half, SQ - 8.0)}</g> })
                    })}
                </svg>
                {promo_view}
            </div>
            <CardPanel state=state apps=apps ui=ui play=play interactive=interactive/>
        </div>
    }
}

/// The file letters and rank numbers around the board.
pub fn coords(flip: bool) -> impl IntoView {
    (0..12u8)
        .map(|i| {
            let (x, _) = sq_xy(i, 0, flip);
            let (_, y) = sq_xy(0, i, flip);
            view! {
                <text class="coord" x=x + SQ / 2.0 y="616" text-anchor="middle">{((b'a' + i) as char).to_string()}</text>
                <text class="coord" x="-12" y=y + SQ / 2.0 + 5.0 text-anchor="middle">{(i + 1).to_string()}</text>
            }
        })
        .collect_view()
}

/// A still picture of a position (no marks, nothing selected), for the editor.
pub fn still_picture(g: &ShiftingChess) -> AnyView {
    draw(g, g, false, &Ui::new(), &[], &Marks::default(), false)
}

/// Everything visible but the click targets.
pub(super) fn draw(
    g: &ShiftingChess,
    base: &ShiftingChess,
    flip: bool,
    ui: &Ui,
    targets: &[ShiftingMove],
    marks: &Marks,
    interactive: bool,
) -> AnyView {
    let previewing = !std::ptr::eq(g, base) && g != base;
    let tiles = g.tiles();
    let mut out = Vec::new();
    // Islands.
    for (slot, t) in tiles.iter().enumerate() {
        let Some(t) = t else { continue };
        let (x, y) = slot_xy(slot, flip);
        if t.voided {
            continue;
        }
        out.push(view! { <rect class="sc-tile" x=x + 1.5 y=y + 1.5 width=2.0 * SQ - 3.0 height=2.0 * SQ - 3.0 rx="7"></rect> }.into_any());
    }
    // Land squares.
    for sq in all_squares() {
        if !g.is_land(sq) {
            continue;
        }
        let orient = g.tile(sq.slot()).map_or(0, |t| t.orientation);
        let dark = (sq.file() + sq.rank() + orient).is_multiple_of(2);
        let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
        let inset = |v: f64, lo: bool| if lo { v + 4.0 } else { v };
        let (x0, y0) = (
            inset(x, x % (2.0 * SQ) == 0.0),
            inset(y, y % (2.0 * SQ) == 0.0),
        );
        let (x1, y1) = (
            if (x + SQ) % (2.0 * SQ) == 0.0 {
                x + SQ - 4.0
            } else {
                x + SQ
            },
            if (y + SQ) % (2.0 * SQ) == 0.0 {
                y + SQ - 4.0
            } else {
                y + SQ
            },
        );
        out.push(view! {
            <rect class=if dark { "sc-sq dark" } else { "sc-sq light" } x=x0 y=y0 width=x1 - x0 height=y1 - y0></rect>
        }.into_any());
    }
    // Marks under the pieces: last move, selection, check, changed tiles.
    if let Some((from, to)) = marks.last_move.filter(|_| !previewing) {
        for sq in [from, to] {
            let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
            out.push(view! { <rect class="sc-last" x=x y=y width=SQ height=SQ></rect> }.into_any());
        }
    }
    if let Some(sq) = ui.selected.get_untracked() {
        let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
        out.push(view! { <rect class="sc-selected" x=x y=y width=SQ height=SQ></rect> }.into_any());
    }
    if g.phase() == Phase::Move && g.in_check() {
        let k = g.king_square(g.side());
        let (x, y) = sq_xy(k.file(), k.rank(), flip);
        out.push(view! { <circle class="sc-check" cx=x + SQ / 2.0 cy=y + SQ / 2.0 r=SQ * 0.48></circle> }.into_any());
    }
    // Tile badges: name and an arrow to the tile's starting north.
    for (slot, t) in tiles.iter().enumerate() {
        let Some(t) = t else { continue };
        if t.voided {
            continue;
        }
        let (x, y) = slot_xy(slot, flip);
        let (cx, cy) = (x + SQ, y + SQ);
        let turn = (u32::from(t.orientation) + if flip { 2 } else { 0 }) % 4 * 90;
        out.push(view! {
            <g class="sc-badge" transform=format!("translate({cx},{cy})")>
                <polygon points="0,-12 -5,-6 5,-6" transform=format!("rotate({turn})")></polygon>
                <circle r="7"></circle>
                <text y="3.5" text-anchor="middle">{t.name.to_string()}</text>
            </g>
        }.into_any());
    }
    // Pieces and boulders.
    for sq in all_squares() {
        let c = g.content(sq);
        if matches!(c, Content::Piece(_) | Content::Boulder) {
            let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
            out.push(pieces::content(c, x + 4.0, y + 4.0, SQ - 8.0));
        }
    }
    // The voided tile: a ghost with its pieces in limbo.
    if let Some((slot, limbo)) = g.limbo() {
        let (x, y) = slot_xy(slot, flip);
        let name = g.tile(slot).map_or('?', |t| t.name);
        let inner = limbo
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                let sq = slot_square(slot, i);
                let (px, py) = sq_xy(sq.file(), sq.rank(), flip);
                pieces::content(c, px + 8.0, py + 8.0, SQ - 16.0)
            })
            .collect_view();
        out.push(view! {
            <g class="sc-ghost">
                <title>{format!("Tile {name} is voided; it returns at the next draw")}</title>
                <rect x=x + 3.0 y=y + 3.0 width=2.0 * SQ - 6.0 height=2.0 * SQ - 6.0 rx="7"></rect>
                {inner}
            </g>
        }.into_any());
    }
    // Tiles changed by the last distortion or the previewed one; the tile being chosen.
    let changed: Vec<usize> = if previewing {
        (0..36).filter(|&s| g.tile(s) != base.tile(s)).collect()
    } else {
        marks.changed.clone()
    };
    for slot in changed {
        let (x, y) = slot_xy(slot, flip);
        let class = if previewing {
            "sc-moved preview"
        } else {
            "sc-moved"
        };
        out.push(view! { <rect class=class x=x + 1.0 y=y + 1.0 width=2.0 * SQ - 2.0 height=2.0 * SQ - 2.0 rx="8"></rect> }.into_any());
    }
    if interactive && matches!(base.phase(), Phase::Apply(_)) {
        if let Some(slot) = ui.tile_pick.get_untracked() {
            let (x, y) = slot_xy(slot as usize, flip);
            out.push(view! { <rect class="sc-picked" x=x + 1.0 y=y + 1.0 width=2.0 * SQ - 2.0 height=2.0 * SQ - 2.0 rx="8"></rect> }.into_any());
        }
        out.push(slide_arrows(base, ui, flip));
    }
    // Legal targets: dots, and rings for captures.
    for m in targets {
        if let ShiftingMove::Move { to, .. } = *m {
            let (x, y) = sq_xy(to.file(), to.rank(), flip);
            let (cx, cy) = (x + SQ / 2.0, y + SQ / 2.0);
            let capture = matches!(base.content(to), Content::Piece(_));
            out.push(if capture {
                view! { <circle class="sc-ring" cx=cx cy=cy r=SQ * 0.44></circle> }.into_any()
            } else {
                view! { <circle class="sc-dot" cx=cx cy=cy r=SQ * 0.14></circle> }.into_any()
            });
        }
    }
    out.collect_view().into_any()
}

/// Arrows around the tile chosen for a Slide (only drawn; the card panel's buttons and
/// clicks on the neighbouring tiles choose).
fn slide_arrows(base: &ShiftingChess, ui: &Ui, flip: bool) -> AnyView {
    let (Some(slot), Some(crate::engine::shifting_chess::Card::Slide)) =
        (ui.tile_pick.get_untracked(), base.drawn_card())
    else {
        return ().into_any();
    };
    let legal = base.legal_move_list();
    let (x, y) = slot_xy(slot as usize, flip);
    let (cx, cy) = (x + SQ, y + SQ);
    SlideDir::ALL
        .into_iter()
        .map(|d| {
            let ok = legal.contains(&ShiftingMove::Slide { slot, dir: d });
            let chosen = ui.pending.get_untracked() == Some(ShiftingMove::Slide { slot, dir: d });
            let angle = (d as u32 + if flip { 2 } else { 0 }) % 4 * 90;
            view! {
                <polygon class="sc-arrow" class:ok=ok class:chosen=chosen
                    points="0,-62 -12,-48 12,-48"
                    transform=format!("translate({cx},{cy}) rotate({angle})")></polygon>
            }
        })
        .collect_view()
        .into_any()
}
