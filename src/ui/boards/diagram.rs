//! Static board diagrams for the rules pages: the real position (read by the engine, see
//! `crate::docs::diagram`) drawn with each game's own board pictures, plus marks
//! (tinted places, dots, crosses, arrows). Nothing here is interactive.

use super::chirality::penrose::layers::{
    base_class, deep_moat_layer, gate_layer, moat_layer, points, pt, ring_layer, view_radius,
};
use super::chiron::geometry::{coords as chiron_coords, corner as chiron_corner};
use super::chiron::glyphs::{glyph_icon, glyph_on};
use crate::docs::diagram::{Diagram, DiagramError, Overlay, Place};
use crate::docs::markup::escape;
use crate::engine::chirality::Chirality;
use crate::engine::chiron::{Chiron, Form, Hand, Piece, PieceType};
use crate::engine::pyrga::Pyrga;
use crate::engine::shifting_chess::ShiftingChess;
use crate::engine::{AnyGame, GameId};
use crate::i18n::Msg;
use crate::ui::lang::tr;
use leptos::prelude::*;

/// How a mark finds a place on the picture: its centre and outline.
struct Spot {
    centre: (f64, f64),
    outline: String,
}

/// A rectangle as SVG polygon points.
fn rect_points(x: f64, y: f64, w: f64, h: f64) -> String {
    format!(
        "{x:.1},{y:.1} {:.1},{y:.1} {:.1},{:.1} {x:.1},{:.1}",
        x + w,
        x + w,
        y + h,
        y + h
    )
}

/// One game's picture: its frame, layers and geometry.
struct Picture {
    view_box: String,
    class: &'static str,
    layers: AnyView,
    /// Board units per square or tile (marks are sized by it).
    unit: f64,
    below: Option<AnyView>,
    spot: Box<dyn Fn(Place) -> Option<Spot>>,
}

fn pyrga(g: &Pyrga) -> Picture {
    use super::pyrga::geometry::{centre, coords};
    Picture {
        view_box: "-28 -6 434 430".into(),
        class: "board pyrga-board",
        layers: view! {
            <rect class="board-bg" x="-4" y="-4" width="408" height="408" rx="14"></rect>
            {coords()}
            {super::pyrga::pieces::position_cells(g)}
        }
        .into_any(),
        unit: 100.0,
        below: None,
        spot: Box::new(|p| match p {
            Place::Square(c) => {
                let (x, y) = centre(c);
                Some(Spot {
                    centre: (x, y),
                    outline: rect_points(x - 46.0, y - 46.0, 92.0, 92.0),
                })
            }
            Place::Slot(_) => None,
        }),
    }
}

fn chiron(g: &Chiron) -> Picture {
    let squares = (0..64u8)
        .map(|sq| {
            let (x, y) = chiron_corner(sq, false);
            view! {
                <g class="csq" class:dark=(sq % 8 + sq / 8) % 2 == 0>
                    <rect class="csq-bg" x=x y=y width="100" height="100"></rect>
                    <g transform=format!("translate({},{})", x + 50.0, y + 50.0)>
                        {g.piece_at(sq).map(|p| glyph_on(p, false))}
                    </g>
                </g>
            }
        })
        .collect_view();
    let hands: Vec<AnyView> = [0u8, 1]
        .into_iter()
        .filter(|&o| g.hand(o) > 0)
        .map(|o| {
            let p = Piece::new(o, PieceType::Phoenix, Hand::Left, Form::Normal);
            let n = g.hand(o);
            let holds = move || {
                let seat = crate::ui::words::seat(GameId::Chiron, o);
                crate::ui::lang::tf(crate::i18n::Msg::ChironHolds, &[("seat", seat.into())])
            };
            view! {
                <span class="rdiag-hand">{holds}{format!(" {n} ")}{glyph_icon(p)}</span>
            }
            .into_any()
        })
        .collect();
    Picture {
        view_box: "-32 -4 836 840".into(),
        class: "board chiron-board",
        layers: view! { {chiron_coords(false)} {squares} }.into_any(),
        unit: 100.0,
        below: (!hands.is_empty()).then(|| view! { <p class="rdiag-hands">{hands}</p> }.into_any()),
        spot: Box::new(|p| match p {
            Place::Square(sq) => {
                let (x, y) = chiron_corner(sq as u8, false);
                Some(Spot {
                    centre: (x + 50.0, y + 50.0),
                    outline: rect_points(x + 3.0, y + 3.0, 94.0, 94.0),
                })
            }
            Place::Slot(_) => None,
        }),
    }
}

fn shifting(g: &ShiftingChess) -> Picture {
    use super::shifting::draw::{coords, still_picture};
    use super::shifting::geometry::{slot_xy, sq_xy, SQ};
    Picture {
        view_box: "-26 -4 630 630".into(),
        class: "board sc-board",
        layers: view! {
            <rect class="sc-water" x="-2" y="-2" width="604" height="604" rx="8"></rect>
            {coords(false)}
            {still_picture(g)}
        }
        .into_any(),
        unit: SQ,
        below: None,
        spot: Box::new(|p| {
            let (x, y, side) = match p {
                Place::Square(i) => {
                    let (x, y) = sq_xy((i % 12) as u8, (i / 12) as u8, false);
                    (x, y, SQ)
                }
                Place::Slot(s) => {
                    let (x, y) = slot_xy(s, false);
                    (x, y, 2.0 * SQ)
                }
            };
            Some(Spot {
                centre: (x + side / 2.0, y + side / 2.0),
                outline: rect_points(x + 2.0, y + 2.0, side - 4.0, side - 4.0),
            })
        }),
    }
}

fn chirality(g: &Chirality, show: &[Overlay], focus: &[Place]) -> Picture {
    let board = g.board();
    // One piece of markup: 300 tiles as views would slow a page of diagrams.
    let tiles: String = (0..board.tiles().len())
        .map(|id| {
            let t = board.tile(id);
            format!(
                r#"<g class="{}" data-name="{}"><polygon class="face" points="{}"></polygon></g>"#,
                base_class(board, id),
                escape(&t.name),
                points(&t.vertices)
            )
        })
        .collect();
    let overlays = show
        .iter()
        .map(|o| match o {
            Overlay::Moats => moat_layer(board).into_any(),
            Overlay::DeepMoats => deep_moat_layer(board).into_any(),
            Overlay::Rings => ring_layer(board).into_any(),
            Overlay::Gates => gate_layer(board).into_any(),
            Overlay::Names => super::chirality::penrose::tags::all_names(board).into_any(),
        })
        .collect_view();
    // Frame the focus tiles with a margin, or the whole board.
    let view_box = if focus.is_empty() {
        let r = view_radius(board);
        format!("{:.1} {:.1} {:.1} {:.1}", -r, -r, 2.0 * r, 2.0 * r)
    } else {
        let pts: Vec<[f64; 2]> = focus
            .iter()
            .filter_map(|p| match p {
                Place::Square(t) => Some(board.tile(*t).vertices),
                Place::Slot(_) => None,
            })
            .flatten()
            .map(pt)
            .collect();
        let min = |i: usize| pts.iter().map(|p| p[i]).fold(f64::MAX, f64::min) - 14.0;
        let max = |i: usize| pts.iter().map(|p| p[i]).fold(f64::MIN, f64::max) + 14.0;
        format!(
            "{:.1} {:.1} {:.1} {:.1}",
            min(0),
            min(1),
            max(0) - min(0),
            max(1) - min(1)
        )
    };
    Picture {
        view_box,
        class: "penrose-board",
        layers: view! {
            <g class="tiles" inner_html=tiles></g>
            <g class="overlays">{overlays}</g>
            <g class="pieces">{super::chirality::pieces::pieces_layer(board, g)}</g>
        }
        .into_any(),
        unit: 8.0,
        below: None,
        spot: Box::new(move |p| match p {
            Place::Square(t) => {
                let [x, y] = pt(board.tile(t).centroid);
                Some(Spot {
                    centre: (x, y),
                    outline: points(&board.tile(t).vertices),
                })
            }
            Place::Slot(_) => None,
        }),
    }
}

/// The picture of any game's position, with Chirality's overlays and framing.
fn picture(game: &AnyGame, show: &[Overlay], focus: &[Place]) -> Picture {
    match game.in_build() {
        AnyGame::Pyrga(g) => pyrga(g),
        AnyGame::Chiron(g) => chiron(g),
        AnyGame::ShiftingChess(g) => shifting(g),
        AnyGame::Chirality(g) => chirality(g, show, focus),
    }
}

/// A small still picture of any position, without marks or caption (the saves list).
pub fn still(game: &AnyGame) -> AnyView {
    let pic = picture(game, &[], &[]);
    view! {
        <svg class=format!("still {}", pic.class) viewBox=pic.view_box aria-hidden="true">
            {pic.layers}
        </svg>
    }
    .into_any()
}

/// The marks of a diagram, drawn over the picture.
fn marks(d: &Diagram, pic: &Picture) -> impl IntoView {
    let u = pic.unit;
    let spots = |ps: &[Place]| ps.iter().filter_map(|&p| (pic.spot)(p)).collect::<Vec<_>>();
    let highlights = spots(&d.highlight)
        .into_iter()
        .map(|s| view! { <polygon class="rdiag-hl" points=s.outline stroke-width=u * 0.05></polygon> })
        .collect_view();
    let dots = spots(&d.targets)
        .into_iter()
        .map(|s| view! { <circle class="rdiag-dot" cx=s.centre.0 cy=s.centre.1 r=u * 0.16 stroke-width=u * 0.03></circle> })
        .collect_view();
    let rings = spots(&d.rings)
        .into_iter()
        .map(|s| view! { <circle class="rdiag-ring" cx=s.centre.0 cy=s.centre.1 r=u * 0.45 stroke-width=u * 0.07></circle> })
        .collect_view();
    let crosses = spots(&d.captures)
        .into_iter()
        .map(|s| {
            let (x, y, k) = (s.centre.0, s.centre.1, u * 0.32);
            view! {
                <path class="rdiag-x" stroke-width=u * 0.09
                    d=format!("M{:.1},{:.1} L{:.1},{:.1} M{:.1},{:.1} L{:.1},{:.1}", x - k, y - k, x + k, y + k, x - k, y + k, x + k, y - k)></path>
            }
        })
        .collect_view();
    let arrows = d
        .arrows
        .iter()
        .filter_map(|&(a, b)| Some(((pic.spot)(a)?.centre, (pic.spot)(b)?.centre)))
        .map(|((x0, y0), (x1, y1))| {
            let len = (x1 - x0).hypot(y1 - y0).max(1e-6);
            let (ux, uy) = ((x1 - x0) / len, (y1 - y0) / len);
            let head = u * 0.3;
            let (bx, by) = (x1 - ux * head, y1 - uy * head);
            let (px, py) = (-uy * head * 0.55, ux * head * 0.55);
            view! {
                <g class="rdiag-arrow">
                    <line x1=x0 y1=y0 x2=bx y2=by stroke-width=u * 0.09></line>
                    <polygon points=format!("{x1:.1},{y1:.1} {:.1},{:.1} {:.1},{:.1}", bx + px, by + py, bx - px, by - py)></polygon>
                </g>
            }
        })
        .collect_view();
    view! { <g class="rdiag-marks" aria-hidden="true">{highlights}{rings}{crosses}{arrows}{dots}</g> }
}

/// A diagram figure, or a visible error naming what is wrong with its source.
pub fn figure(spec: Result<Diagram, DiagramError>, source: String) -> AnyView {
    let d = match spec {
        Ok(d) => d,
        Err(e) => {
            return view! {
                <figure class="rdiag rdiag-error" role="alert">
                    <p><strong>{tr(Msg::RulesDiagramError)}</strong>" "{e.to_string()}</p>
                    <pre>{source}</pre>
                </figure>
            }
            .into_any()
        }
    };
    let pic = picture(&d.game, &d.show, &d.focus);
    let caption = d.caption.clone();
    let game = d.game.id().as_str();
    let marks = marks(&d, &pic);
    // The board is drawn in a task of its own once the page's text has painted and the
    // reader comes near it (`in_turn_when_near`): a rules page's dozen diagrams would
    // otherwise hold up its opening. The frame keeps its place meanwhile, and the figure
    // says it is busy.
    let drawn = RwSignal::new(false);
    let frame = NodeRef::<leptos::html::Figure>::new();
    crate::ui::in_turn_when_near(frame, move || {
        drawn.try_set(true);
    });
    let mut board = Some(view! { {pic.layers}{marks} });
    view! {
        <figure node_ref=frame class=format!("rdiag rdiag-{game}") aria-busy=move || (!drawn.get()).then_some("true")>
            <svg class=format!("rdiag-board {}", pic.class) viewBox=pic.view_box role="img" aria-label=caption.clone()>
                {move || drawn.get().then(|| board.take())}
            </svg>
            {pic.below}
            <figcaption>{super::super::markdown::inline(&caption)}</figcaption>
        </figure>
    }
    .into_any()
}
