//! The Chiron piece legend: each piece's move diagram as the designer drew them, from the
//! engine's [`Piece::diagram`]: dots for ordinary moves, crosses for capture-only moves,
//! lines with an arrowhead for rays, and shaded ranks for the Phoenix's rank capture.

use super::glyphs::{glyph, piece_name};
use crate::engine::chiron::{Form, Hand, MoveDiagram, Piece, PieceType};
use crate::i18n::Msg;
use crate::ui::lang::{tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// Half the diagram's width in squares (moves reach at most three squares).
const R: i32 = 3;
const CELL: f64 = 20.0;

/// Screen position of an offset in a diagram centred on (0, 0); dy > 0 is up.
fn at(dx: i32, dy: i32) -> (f64, f64) {
    (f64::from(dx) * CELL, -f64::from(dy) * CELL)
}

fn cross((x, y): (f64, f64)) -> String {
    let s = 5.5;
    format!(
        "M{},{} L{},{} M{},{} L{},{}",
        x - s,
        y - s,
        x + s,
        y + s,
        x - s,
        y + s,
        x + s,
        y - s
    )
}

/// One piece's move diagram as an SVG.
pub fn diagram_svg(p: Piece) -> impl IntoView {
    let d: MoveDiagram = p.diagram();
    let half = f64::from(R) * CELL + CELL / 2.0;
    let squares = (-R..=R)
        .flat_map(|y| (-R..=R).map(move |x| (x, y)))
        .map(|(x, y)| {
            let (cx, cy) = at(x, y);
            let shade = d
                .rank_capture
                .is_some_and(|dir| y != 0 && y.signum() == i32::from(dir));
            view! {
                <rect class="dsq" class:dark=(x + y).rem_euclid(2) == 1 class:rank-capture=shade
                    x=cx - CELL / 2.0 y=cy - CELL / 2.0 width=CELL height=CELL></rect>
            }
        })
        .collect_view();
    let ray = |(dx, dy): (i8, i8), capture: bool| {
        let (dx, dy) = (i32::from(dx), i32::from(dy));
        let (x0, y0) = at(dx, dy);
        let (x1, y1) = at(dx * R, dy * R);
        let class = if capture { "dray capture" } else { "dray" };
        let marks = (1..=R)
            .map(|k| {
                let c = at(dx * k, dy * k);
                if capture {
                    view! { <path class="dcross" d=cross(c)></path> }.into_any()
                } else {
                    view! { <circle class="ddot" cx=c.0 cy=c.1 r="4.5"></circle> }.into_any()
                }
            })
            .collect_view();
        view! {
            <line class=class x1=x0 y1=y0 x2=x1 y2=y1></line>
            {marks}
        }
    };
    let rays = d
        .ordinary_rays
        .iter()
        .map(|&v| ray(v, false).into_any())
        .chain(d.capture_rays.iter().map(|&v| ray(v, true).into_any()))
        .collect_view();
    let leaps = d
        .ordinary_leaps
        .iter()
        .map(|&(dx, dy)| {
            let (x, y) = at(i32::from(dx), i32::from(dy));
            view! { <circle class="ddot" cx=x cy=y r="5.5"></circle> }.into_any()
        })
        .chain(d.capture_leaps.iter().map(|&(dx, dy)| {
            view! { <path class="dcross" d=cross(at(i32::from(dx), i32::from(dy)))></path> }
                .into_any()
        }))
        .collect_view();
    view! {
        <svg class="diagram" viewBox=format!("{} {} {} {}", -half, -half, 2.0 * half, 2.0 * half)
            role="img" aria-label=move || tf(Msg::ChironMovesOf, &[("piece", words::chiron_piece(p).into())])>
            {squares}
            {rays}
            {leaps}
            <g transform="scale(0.19)">{glyph(p)}</g>
        </svg>
    }
}

/// What a piece's diagram does not show by itself.
fn note(kind: PieceType) -> Msg {
    match kind {
        PieceType::King => Msg::ChironNoteKing,
        PieceType::Phoenix => Msg::ChironNotePhoenix,
        PieceType::Ant => Msg::ChironNoteAnt,
        PieceType::Crab => Msg::ChironNoteCrab,
        PieceType::Moth => Msg::ChironNoteMoth,
        PieceType::Hummingbird => Msg::ChironNoteHummingbird,
    }
}

/// The legend of all six pieces (White, left-handed, normal form, as the designer drew
/// them), with the piece on `selected` shown first when there is one.
#[component]
pub fn Legend(selected: Signal<Option<Piece>>) -> impl IntoView {
    let current = move || {
        selected.get().map(|p| {
            view! {
                <div class="legend-current">
                    {diagram_svg(p)}
                    <div>
                        <strong>{piece_name(p)}</strong>
                        <p>{tr(note(p.kind()))}</p>
                    </div>
                </div>
            }
        })
    };
    let all = PieceType::ALL
        .into_iter()
        .map(|k| {
            let p = Piece::new(0, k, Hand::Left, Form::Normal);
            let name = move || {
                let name = words::chiron_kind(k);
                if k.is_symmetric() {
                    name
                } else {
                    tf(Msg::ChironLegendMirror, &[("piece", name.into())])
                }
            };
            view! {
                <li>
                    {diagram_svg(p)}
                    <span class="legend-name">{name}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="chiron-legend" aria-label=tr(Msg::ChironLegend)>
            {current}
            <details>
                <summary>{tr(Msg::ChironLegendSummary)}</summary>
                <ul class="legend-grid">{all}</ul>
                <p class="muted">{tr(Msg::ChironLegendBlack)}</p>
            </details>
        </section>
    }
}
