//! Drawing helpers for the Penrose board: display coordinates, names and labels read from
//! the board API, the move-by-arrow-key choice, and the overlay layers (Moats, Deep Moats,
//! rings, halves, Gates, names, neighbours). No rules logic: every feature is the board's.

use crate::engine::chirality::board::{gate_number, Board, StarId, Tile, TileId, TileKind};
use crate::i18n::Msg;
use crate::ui::lang::{t, tf};
use leptos::prelude::*;
use std::sync::Arc;

/// SVG units per edge length (the picture's y axis points down, the board's up).
pub const S: f64 = 10.0;

/// A board point in SVG units.
pub fn pt(p: [f64; 2]) -> [f64; 2] {
    [p[0] * S, -p[1] * S]
}

/// An SVG `points` attribute for board points.
pub fn points(vs: &[[f64; 2]]) -> String {
    vs.iter()
        .map(|&p| {
            let [x, y] = pt(p);
            format!("{x:.2},{y:.2}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A tile's corners moved toward its centre by `k` (0 = unchanged, 1 = the centre).
pub fn inset(t: &Tile, k: f64) -> Vec<[f64; 2]> {
    let c = t.centroid;
    t.vertices
        .iter()
        .map(|v| [v[0] + (c[0] - v[0]) * k, v[1] + (c[1] - v[1]) * k])
        .collect()
}

/// A Thin tile's touch target: its obtuse corners (1 and 3) pushed outward, so the
/// narrow rhomb is easier to hit; drawn above the Thick tiles.
pub fn widened(t: &Tile) -> Vec<[f64; 2]> {
    let c = t.centroid;
    t.vertices
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let k = if i % 2 == 1 { 1.5 } else { 1.0 };
            [c[0] + (v[0] - c[0]) * k, c[1] + (v[1] - c[1]) * k]
        })
        .collect()
}

/// Half the width of the picture, in SVG units: the farthest corner plus a margin.
pub fn view_radius(board: &Board) -> f64 {
    let far = board
        .vertices()
        .iter()
        .map(|p| p[0].hypot(p[1]))
        .fold(0.0, f64::max);
    (far + 0.8) * S
}

/// The sector letter of a direction (A centred on north, then B–E clockwise, 72° each;
/// a wedge includes its counter-clockwise edge), as in the tile names.
fn sector(angle: f64) -> char {
    let k = ((90.0 - angle + 36.0 + 1e-7).rem_euclid(360.0) / 72.0).floor() as u8;
    char::from(b'A' + k.min(4))
}

/// Display names of the Stars: "Throne", then "B-1" (sector letter, ring), with a, b, …
/// when a sector holds several Stars of one ring (in the board's clockwise order).
pub fn star_names(board: &Board) -> Vec<String> {
    let stars = board.stars();
    let keys: Vec<(char, usize)> = stars.iter().map(|s| (sector(s.angle), s.ring)).collect();
    stars
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if s.ring == 0 {
                return "Throne".to_string();
            }
            let same = keys.iter().filter(|&&k| k == keys[i]).count();
            let nth = keys[..i].iter().filter(|&&k| k == keys[i]).count();
            let suffix = if same > 1 {
                char::from(b'a' + nth as u8).to_string()
            } else {
                String::new()
            };
            format!("{}-{}{suffix}", keys[i].0, s.ring)
        })
        .collect()
}

/// "Star B-1", or "the Throne".
pub fn star_title(names: &[String], id: StarId) -> String {
    match names.get(id).map(String::as_str) {
        Some("Throne") => t(Msg::ChiralityTheThrone),
        Some(n) => tf(Msg::ChiralityStar, &[("name", n.into())]),
        None => tf(Msg::ChiralityStar, &[("name", id.into())]),
    }
}

/// "Thick" or "Thin", in the page's language.
pub fn kind_word(kind: TileKind) -> String {
    t(match kind {
        TileKind::Thick => Msg::ChiralityThick,
        TileKind::Thin => Msg::ChiralityThin,
    })
}

/// A tile's features in words, e.g. `["Moat of Star B-1", "Gate 3"]`.
pub fn features(board: &Board, names: &[String], id: TileId) -> Vec<String> {
    let t = board.tile(id);
    let mut out = Vec::new();
    for &s in &t.stars {
        let star = |m: Msg| tf(m, &[("star", star_title(names, s).into())]);
        out.push(if board.stars()[s].ring == 0 {
            crate::ui::lang::t(Msg::ChiralityThrone)
        } else {
            star(Msg::ChiralityPartOf)
        });
    }
    let star = |m: Msg, s: StarId| tf(m, &[("star", star_title(names, s).into())]);
    for &s in &t.moat_of {
        out.push(star(Msg::ChiralityMoatOf, s));
    }
    for &s in t.deep_moat_of.iter().filter(|s| !t.moat_of.contains(s)) {
        out.push(star(Msg::ChiralityDeepMoatOf, s));
    }
    for &g in &t.gates {
        out.push(tf(Msg::ChiralityGate, &[("number", gate_number(g).into())]));
    }
    if t.fringe {
        out.push(crate::ui::lang::t(Msg::ChiralityRim));
    }
    out
}

/// The screen reader's label: "A7: Thin, Moat of Star B-1, Gate 3".
pub fn tile_label(board: &Board, names: &[String], id: TileId) -> String {
    let t = board.tile(id);
    let mut parts = vec![kind_word(t.kind)];
    parts.extend(features(board, names, id));
    let args = [
        ("tile", (&t.name).into()),
        ("features", parts.join(", ").into()),
    ];
    tf(Msg::ChiralityTileLabel, &args)
}

/// The CSS classes every tile keeps: kind and features.
pub fn base_class(board: &Board, id: TileId) -> String {
    let t = board.tile(id);
    let mut c = format!("tile {}", t.kind.as_str());
    if board.is_throne_tile(id) {
        c.push_str(" throne");
    } else if !t.stars.is_empty() {
        c.push_str(" star");
    }
    if !t.moat_of.is_empty() {
        c.push_str(" moat");
    }
    if !t.gates.is_empty() {
        c.push_str(" gate");
    }
    c
}

/// The tile an arrow key moves to from `from`: the neighbour (sharing a corner) best
/// aligned with `dir` (a board direction, y up) within 60°, nearer ones first; failing
/// that, the nearest tile in that cone anywhere on the board.
pub fn step(board: &Board, from: TileId, dir: [f64; 2]) -> Option<TileId> {
    let c = board.tile(from).centroid;
    let score = |id: &TileId| {
        let p = board.tile(*id).centroid;
        let d = [p[0] - c[0], p[1] - c[1]];
        let len = d[0].hypot(d[1]);
        let cos = (d[0] * dir[0] + d[1] * dir[1]) / len.max(1e-9);
        (cos >= 0.5 && *id != from).then_some((len * (2.0 - cos), *id))
    };
    let best = |it: &mut dyn Iterator<Item = (f64, TileId)>| {
        it.min_by(|a, b| a.0.total_cmp(&b.0)).map(|(_, id)| id)
    };
    best(&mut board.vertex_neighbours(from).iter().filter_map(score)).or_else(|| {
        best(
            &mut (0..board.tiles().len())
                .collect::<Vec<_>>()
                .iter()
                .filter_map(score),
        )
    })
}

/// Inset outlines of `ids`, each with `class`.
fn outlines(board: &Board, ids: &[TileId], class: &'static str, k: f64) -> impl IntoView {
    ids.iter()
        .map(|&id| view! { <polygon class=class data-of=id points=points(&inset(board.tile(id), k))></polygon> })
        .collect_view()
}

/// Every Moat tile, outlined (a tile in two Moats once).
pub fn moat_layer(board: &Board) -> impl IntoView {
    let ids: Vec<TileId> = (0..board.tiles().len())
        .filter(|&i| !board.tile(i).moat_of.is_empty())
        .collect();
    view! { <g class="ov ov-moats">{outlines(board, &ids, "ov-moat", 0.16)}</g> }
}

/// The Deep Moat tiles beyond the Moats, outlined dashed.
pub fn deep_moat_layer(board: &Board) -> impl IntoView {
    let ids: Vec<TileId> = (0..board.tiles().len())
        .filter(|&i| {
            let t = board.tile(i);
            t.deep_moat_of.iter().any(|s| !t.moat_of.contains(s))
        })
        .collect();
    view! { <g class="ov ov-deep-moats">{outlines(board, &ids, "ov-deep-moat", 0.16)}</g> }
}

/// A circle through each ring's Star centres, and each Star's ring number.
pub fn ring_layer(board: &Board) -> impl IntoView {
    let mut radii: Vec<(usize, f64)> = Vec::new();
    for s in board.stars().iter().filter(|s| s.ring > 0) {
        if !radii.iter().any(|&(r, _)| r == s.ring) {
            radii.push((s.ring, s.distance));
        }
    }
    let circles = radii
        .into_iter()
        .map(|(ring, d)| {
            view! {
                <circle class="ov-ring" data-ring=ring cx="0" cy="0" r=d * S></circle>
                <text class="ov-ring-label" x=d * S y="1.4" text-anchor="middle">{format!("ring {ring}")}</text>
            }
        })
        .collect_view();
    let marks = board
        .stars()
        .iter()
        .map(|s| {
            let [x, y] = pt(s.centre);
            view! {
                <circle class="ov-star-dot" cx=x cy=y r="2.2"></circle>
                <text class="ov-star-num" x=x y=y + 1.1 text-anchor="middle">{s.ring.to_string()}</text>
            }
        })
        .collect_view();
    view! { <g class="ov ov-rings">{circles}{marks}</g> }
}

/// The half of the board within 90° of `star`, tinted, with its Gates outlined
/// (`Board::same_half`).
pub fn half_layer(board: &Board, names: &[String], star: StarId) -> impl IntoView {
    let Some(s) = board.stars().get(star) else {
        return ().into_any();
    };
    let r = view_radius(board);
    let a = s.angle.to_radians();
    let (ux, uy) = (a.cos(), a.sin());
    // The dividing line is perpendicular to the Star's direction, through the centre.
    let p = |x: f64, y: f64| format!("{:.2},{:.2}", x * r, -y * r);
    // A half-disc from one end of the line round through the Star's side to the other.
    let path = format!("M{} A{r:.2},{r:.2} 0 0 1 {} Z", p(-uy, ux), p(uy, -ux));
    let gates: Vec<TileId> = board
        .gates()
        .iter()
        .filter(|g| board.same_half(g.id, star))
        .flat_map(|g| g.tiles.iter().copied())
        .collect();
    let [sx, sy] = pt(s.centre);
    view! {
        <g class="ov ov-halves">
            <path class="ov-half" d=path></path>
            <line class="ov-half-line" x1=-uy * r y1=-ux * r x2=uy * r y2=ux * r></line>
            {outlines(board, &gates, "ov-half-gate", 0.1)}
            <circle class="ov-half-star" cx=sx cy=sy r="9"></circle>
            <text class="ov-label" x=sx y=sy - 10.5 text-anchor="middle">{star_title(names, star)}</text>
        </g>
    }
    .into_any()
}

/// Every Gate's tiles outlined, with its number (from 1) outside the rim.
pub fn gate_layer(board: &Board) -> impl IntoView {
    let gates = board
        .gates()
        .iter()
        .map(|g| {
            let d = g.centre[0].hypot(g.centre[1]).max(1e-9);
            let out = [g.centre[0] / d * (d + 1.25), g.centre[1] / d * (d + 1.25)];
            let [x, y] = pt(out);
            view! {
                <g class="ov-gate" data-gate=g.id>
                    {outlines(board, &g.tiles, "ov-gate-tile", 0.1)}
                    <circle class="ov-gate-badge" cx=x cy=y r="4.6"></circle>
                    <text class="ov-gate-num" x=x y=y + 1.9 text-anchor="middle">{gate_number(g.id).to_string()}</text>
                </g>
            }
        })
        .collect_view();
    view! { <g class="ov ov-gates">{gates}</g> }
}

/// The tiles that touch tile `id` at a corner only (not along an edge).
pub fn corner_only_neighbours(board: &Board, id: TileId) -> Vec<TileId> {
    let t = board.tile(id);
    t.vertex_neighbours
        .iter()
        .copied()
        .filter(|n| !t.edge_neighbours.contains(n))
        .collect()
}

/// The selected tile outlined, its edge neighbours filled and its other corner
/// neighbours ringed.
pub fn neighbour_layer(board: &Arc<Board>, id: TileId) -> impl IntoView {
    let t = board.tile(id);
    let vertex_only = corner_only_neighbours(board, id);
    view! {
        <g class="ov ov-neighbours" data-of=id>
            {outlines(board, &t.edge_neighbours, "nb nb-edge", 0.12)}
            {outlines(board, &vertex_only, "nb nb-vertex", 0.12)}
        </g>
    }
}
