//! Drawing the Shifting Chess board: the coordinates, the marks of the last plies, and
//! the picture itself (islands, land, badges, pieces, the voided tile's ghost,
//! changed tiles, Slide arrows and legal targets), shared by the play board, the editor and
//! the rules diagrams.

use super::frame::Frame;
use super::geometry::{all_squares, slot_square, slot_xy, sq_xy, squares_of, SQ};
use super::marks::Marks;
use super::pieces;
use crate::engine::shifting_chess::{
    square_is_dark, Card, Content, Phase, ShiftingChess, ShiftingMove, SlideDir, Square, TileInfo,
};
use crate::i18n::Msg;
use crate::table::cards::CardPicker;
use crate::ui::lang::tf;
use leptos::prelude::*;

/// The file letters and rank numbers around the whole board.
pub fn coords(flip: bool) -> impl IntoView {
    coords_in(flip, Frame::WHOLE)
}

/// The file letters and rank numbers of the squares `frame` shows, along its left and
/// bottom edges.
pub fn coords_in(flip: bool, frame: Frame) -> impl IntoView {
    let (ranks_x, files_y) = frame.label_at();
    (0..12u8)
        .map(|i| {
            let (x, _) = sq_xy(i, 0, flip);
            let (_, y) = sq_xy(0, i, flip);
            let (cx, cy) = (x + SQ / 2.0, y + SQ / 2.0);
            view! {
                {frame.shows_file(cx).then(|| view! {
                    <text class="coord" x=cx y=files_y text-anchor="middle">{((b'a' + i) as char).to_string()}</text>
                })}
                {frame.shows_rank(cy).then(|| view! {
                    <text class="coord" x=ranks_x y=cy + 5.0 text-anchor="middle">{(i + 1).to_string()}</text>
                })}
            }
        })
        .collect_view()
}

/// A still picture of a position (no marks, nothing selected), for the editor and the
/// rules diagrams: the play board's layers below the choices in progress (see `picture`).
pub fn still_picture(g: &ShiftingChess) -> AnyView {
    let tiles = g.tiles();
    vec![
        ground(&tiles, false),
        marks_under(g, false, None, &Marks::default(), false),
        badges(&tiles, false),
        pieces_on(g, false),
    ]
    .collect_view()
    .into_any()
}

/// Whether `g` is a preview of a card's use on `base` rather than `base` itself.
pub(super) fn previewing(g: &ShiftingChess, base: &ShiftingChess) -> bool {
    !std::ptr::eq(g, base) && g != base
}

/// The megatiles by slot, as [`ShiftingChess::tiles`] gives them: all that the islands,
/// their squares and the badges are drawn from.
pub(super) type Layout = [Option<TileInfo>; 36];

/// Islands and their land squares, drawn from the tiles alone. Each square says what it
/// shows (`data-square`, `data-tile`, `data-north`: its tile's quarter turns, `data-shade`),
/// so a test can compare the picture with the engine's position.
pub(super) fn ground(tiles: &Layout, flip: bool) -> AnyView {
    let mut out = Vec::new();
    for (slot, t, (x, y)) in live_tiles(tiles, flip) {
        out.push(view! { <rect class="sc-tile" x=x + 1.5 y=y + 1.5 width=2.0 * SQ - 3.0 height=2.0 * SQ - 3.0 rx="7"></rect> }.into_any());
        for sq in squares_of(slot) {
            out.push(land_square(sq, t, flip));
        }
    }
    out.collect_view().into_any()
}

/// The tiles on the board (not voided) with their slot and the top-left corner of that slot
/// in the picture.
fn live_tiles(
    tiles: &Layout,
    flip: bool,
) -> impl Iterator<Item = (usize, TileInfo, (f64, f64))> + '_ {
    tiles.iter().enumerate().filter_map(move |(slot, t)| {
        t.filter(|t| !t.voided)
            .map(|t| (slot, t, slot_xy(slot, flip)))
    })
}

/// One land square of tile `t`, inset where it meets the tile's edge.
fn land_square(sq: Square, t: TileInfo, flip: bool) -> AnyView {
    let shade = if square_is_dark(sq, t.orientation) {
        "dark"
    } else {
        "light"
    };
    let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
    let inset = |v: f64, lo: bool| if lo { v + 4.0 } else { v };
    let (x0, y0) = (
        inset(x, x % (2.0 * SQ) == 0.0),
        inset(y, y % (2.0 * SQ) == 0.0),
    );
    let far = |v: f64| {
        if (v + SQ) % (2.0 * SQ) == 0.0 {
            v + SQ - 4.0
        } else {
            v + SQ
        }
    };
    let (x1, y1) = (far(x), far(y));
    view! {
        <rect class=format!("sc-sq {shade}") x=x0 y=y0 width=x1 - x0 height=y1 - y0
            data-square=sq.to_string() data-tile=t.name.to_string() data-north=t.orientation data-shade=shade></rect>
    }
    .into_any()
}

/// Marks under the pieces: the last move (not on a preview), the selected square, a king
/// in check.
pub(super) fn marks_under(
    g: &ShiftingChess,
    flip: bool,
    selected: Option<Square>,
    marks: &Marks,
    previewing: bool,
) -> AnyView {
    let mut out = Vec::new();
    if let Some((from, to)) = marks.last_move.filter(|_| !previewing) {
        for sq in [from, to].into_iter().flatten() {
            let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
            out.push(view! { <rect class="sc-last" x=x y=y width=SQ height=SQ></rect> }.into_any());
        }
    }
    if let Some(sq) = selected {
        let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
        out.push(view! { <rect class="sc-selected" x=x y=y width=SQ height=SQ></rect> }.into_any());
    }
    if g.phase() == Phase::Move && g.in_check() {
        let k = g.king_square(g.side());
        let (x, y) = sq_xy(k.file(), k.rank(), flip);
        out.push(view! { <circle class="sc-check" cx=x + SQ / 2.0 cy=y + SQ / 2.0 r=SQ * 0.48></circle> }.into_any());
    }
    out.collect_view().into_any()
}

/// Tile badges: name and an arrow to the tile's starting north, drawn from the tiles alone.
pub(super) fn badges(tiles: &Layout, flip: bool) -> AnyView {
    let mut out = Vec::new();
    for (_, t, (x, y)) in live_tiles(tiles, flip) {
        let (cx, cy) = (x + SQ, y + SQ);
        let turn = (u32::from(t.orientation) + if flip { 2 } else { 0 }) % 4 * 90;
        out.push(view! {
            <g class="sc-badge" transform=format!("translate({cx},{cy})") data-tile=t.name.to_string() data-north=t.orientation>
                <polygon points="0,-12 -5,-6 5,-6" transform=format!("rotate({turn})")></polygon>
                <circle r="7"></circle>
                <text y="3.5" text-anchor="middle">{t.name.to_string()}</text>
            </g>
        });
    }
    out.collect_view().into_any()
}

/// Pieces and boulders, and the voided tile's ghost with its pieces in limbo.
pub(super) fn pieces_on(g: &ShiftingChess, flip: bool) -> AnyView {
    let mut out = Vec::new();
    for sq in all_squares() {
        let c = g.content(sq);
        if matches!(c, Content::Piece(_) | Content::Boulder) {
            let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
            out.push(pieces::content(c, x + 4.0, y + 4.0, SQ - 8.0));
        }
    }
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
                <title>{tf(Msg::ShiftingVoidedTitle, &[("tile", name.to_string().into())])}</title>
                <rect x=x + 3.0 y=y + 3.0 width=2.0 * SQ - 6.0 height=2.0 * SQ - 6.0 rx="7"></rect>
                {inner}
            </g>
        }.into_any());
    }
    out.collect_view().into_any()
}

/// Tiles changed by the last distortion or the previewed one; while a card is applied, the
/// tiles that may be chosen, the tile chosen and a Slide's arrows (the `cards` choices).
pub(super) fn overlays(
    g: &ShiftingChess,
    base: &ShiftingChess,
    flip: bool,
    cards: &CardPicker,
    marks: &Marks,
    interactive: bool,
) -> AnyView {
    let previewing = previewing(g, base);
    let mut out = Vec::new();
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
        if cards.pending().is_none() {
            out.push(choice_marks(base, cards.picked(), flip));
        }
        if let Some(slot) = cards.picked() {
            let (x, y) = slot_xy(slot as usize, flip);
            out.push(view! { <rect class="sc-picked" x=x + 1.0 y=y + 1.0 width=2.0 * SQ - 2.0 height=2.0 * SQ - 2.0 rx="8"></rect> }.into_any());
        }
        out.push(slide_arrows(base, cards, flip));
    }
    out.collect_view().into_any()
}

/// Legal targets: dots, and rings for captures.
pub(super) fn target_marks(base: &ShiftingChess, targets: &[ShiftingMove], flip: bool) -> AnyView {
    let mut out = Vec::new();
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

/// The tiles that may be chosen at this step of applying the drawn card (outlined) and
/// those that may not (shaded), as the engine says: first any tile with a legal use, then
/// for a Swap the chosen tile's neighbours.
fn choice_marks(base: &ShiftingChess, pick: Option<u8>, flip: bool) -> AnyView {
    let present = |slot: u8| base.tile(slot as usize).is_some_and(|t| !t.voided);
    let allowed: Vec<(u8, bool)> = match (base.drawn_card(), pick) {
        (_, None) => (0..36u8)
            .filter(|&s| present(s))
            .map(|s| (s, base.tile_choice(s).is_ok()))
            .collect(),
        (Some(Card::Swap), Some(p)) => base
            .tile_uses(p)
            .into_iter()
            .filter_map(|(m, why)| match m {
                ShiftingMove::Swap(x, y) => Some((if x == p { y } else { x }, why.is_none())),
                _ => None,
            })
            .filter(|&(s, _)| present(s))
            .collect(),
        _ => Vec::new(),
    };
    allowed
        .into_iter()
        .map(|(slot, ok)| {
            let (x, y) = slot_xy(slot as usize, flip);
            let class = if ok { "sc-pickable" } else { "sc-unpickable" };
            view! { <rect class=class data-slot=slot x=x + 4.0 y=y + 4.0 width=2.0 * SQ - 8.0 height=2.0 * SQ - 8.0 rx="6"></rect> }
        })
        .collect_view()
        .into_any()
}

/// Arrows around the tile chosen for a Slide (only drawn; the card panel's buttons and
/// clicks on the neighbouring tiles choose).
fn slide_arrows(base: &ShiftingChess, cards: &CardPicker, flip: bool) -> AnyView {
    let (Some(slot), Some(Card::Slide)) = (cards.picked(), base.drawn_card()) else {
        return ().into_any();
    };
    let (x, y) = slot_xy(slot as usize, flip);
    let (cx, cy) = (x + SQ, y + SQ);
    SlideDir::ALL
        .into_iter()
        .map(|d| {
            let ok = base
                .why_illegal(ShiftingMove::Slide { slot, dir: d })
                .is_none();
            let chosen = cards.pending() == Some(ShiftingMove::Slide { slot, dir: d });
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
