//! Chess piece silhouettes for Shifting Chess, drawn here in a 100×100 box: bold shapes
//! that read at small sizes, White light with a dark edge, Black dark with a light edge.

use crate::engine::shifting_chess::{Content, PieceKind};
use crate::engine::{GameId, Player};
use crate::i18n::Msg;
use crate::ui::lang::{t, tf};
use crate::ui::words;
use leptos::prelude::*;

const BASE: &str = "M22 91 H78 V83 Q78 76 71 76 H29 Q22 76 22 83 Z";

/// The outline paths of a piece kind (the base is added by [`piece`]).
fn body(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => "M50 15 A14 14 0 1 1 49.9 15 Z M35 76 Q37 54 44 45 H56 Q63 54 65 76 Z",
        PieceKind::Rook => "M30 76 L33 42 H67 L70 76 Z M25 42 V16 H36 V25 H45 V16 H55 V25 H64 V16 H75 V42 Z",
        PieceKind::Knight => "M30 76 C30 62 38 54 46 47 C40 47 32 52 25 47 C20 43 24 36 31 31 C38 25 40 17 47 13 L50 5 L56 14 C71 21 78 42 73 76 Z",
        PieceKind::Bishop => "M36 76 Q33 62 42 54 Q29 43 39 27 Q45 19 50 15 Q55 19 61 27 Q71 43 58 54 Q67 62 64 76 Z M50 3 A6 6 0 1 1 49.9 3 Z",
        PieceKind::Queen => "M28 76 L19 30 L35 50 L41 20 L50 47 L59 20 L65 50 L81 30 L72 76 Z M19 20 A5 5 0 1 1 18.9 20 Z M41 10 A5 5 0 1 1 40.9 10 Z M59 10 A5 5 0 1 1 58.9 10 Z M81 20 A5 5 0 1 1 80.9 20 Z",
        PieceKind::King => "M30 76 Q19 52 30 43 Q41 35 50 46 Q59 35 70 43 Q81 52 70 76 Z M45 6 H55 V15 H63 V24 H55 V38 H45 V24 H37 V15 H45 Z",
    }
}

/// A contrasting detail line (the knight's eye, the bishop's slit), if any.
fn detail(kind: PieceKind) -> Option<&'static str> {
    match kind {
        PieceKind::Knight => Some("M44 24 L48 24"),
        PieceKind::Bishop => Some("M55 28 L46 41"),
        PieceKind::King => Some("M30 64 H70"),
        PieceKind::Queen => Some("M30 64 H70"),
        _ => None,
    }
}

pub fn owner_class(owner: Player) -> &'static str {
    if owner == 0 {
        "white"
    } else {
        "black"
    }
}

pub fn kind_name(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => "pawn",
        PieceKind::Knight => "knight",
        PieceKind::Bishop => "bishop",
        PieceKind::Rook => "rook",
        PieceKind::Queen => "queen",
        PieceKind::King => "king",
    }
}

/// A piece drawn with its box's top-left at (`x`, `y`) and side `size`.
pub fn piece(kind: PieceKind, owner: Player, x: f64, y: f64, size: f64) -> impl IntoView {
    let s = size / 100.0;
    view! {
        <g class=format!("sc-piece {} {}", owner_class(owner), kind_name(kind))
            transform=format!("translate({x:.1},{y:.1}) scale({s:.3})")>
            <path class="body" d=format!("{} {}", body(kind), BASE)></path>
            {detail(kind).map(|d| view! { <path class="detail" d=d></path> })}
        </g>
    }
}

/// A boulder: a rounded grey rock.
pub fn boulder(x: f64, y: f64, size: f64) -> impl IntoView {
    let s = size / 100.0;
    view! {
        <g class="sc-boulder" transform=format!("translate({x:.1},{y:.1}) scale({s:.3})")>
            <path d="M18 70 Q12 48 30 34 Q42 18 62 24 Q84 30 86 54 Q88 76 66 82 Q40 88 18 70 Z"></path>
            <path class="detail" d="M40 44 Q50 38 60 46"></path>
        </g>
    }
}

/// Whatever `content` shows, drawn in a square box (nothing for land or gaps).
pub fn content(c: Content, x: f64, y: f64, size: f64) -> AnyView {
    match c {
        Content::Piece(p) => piece(p.kind, p.owner, x, y, size).into_any(),
        Content::Boulder => boulder(x, y, size).into_any(),
        _ => ().into_any(),
    }
}

/// A piece alone in a small SVG, for buttons (promotion choice).
pub fn icon(kind: PieceKind, owner: Player) -> impl IntoView {
    view! { <svg class="sc-icon" viewBox="0 0 100 100" aria-hidden="true">{piece(kind, owner, 0.0, 0.0, 100.0)}</svg> }
}

/// A square's contents in words ("White king", "gap").
pub fn describe(c: Content) -> String {
    match c {
        Content::Gap => t(Msg::ShiftingGap),
        Content::Empty => t(Msg::SquareEmpty),
        Content::Boulder => t(Msg::ShiftingBoulder),
        Content::Piece(p) => {
            let args = [
                ("seat", words::seat(GameId::ShiftingChess, p.owner).into()),
                ("piece", words::chess_piece(p.kind).into()),
            ];
            tf(Msg::PieceOf, &args)
        }
    }
}
