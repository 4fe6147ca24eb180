//! Chirality pieces: one Okabe–Ito colour and one shape per player (so colour is never the
//! only cue), Garrisons outlined in their owner's colour, the marks on tiles the player
//! may choose (Remote Muster ones lettered), and the reserve tray with the Muster button
//! and, when Muster is not possible, the engine's reason.

use super::penrose::layers::{inset, points, pt};
use crate::engine::chirality::board::{Board, TileId};
use crate::engine::chirality::{Chirality, MusterTarget, NoMuster};
use crate::engine::{Game, GameId, Player};
use crate::i18n::Msg;
use crate::ui::lang::{t, tf, tr};
use leptos::prelude::*;

/// The players' colours (Okabe–Ito), in seat order.
pub const COLOURS: [&str; 6] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
];

/// The shape of a player's pieces, in words (for labels and the legend).
pub const SHAPES: [&str; 6] = [
    "circle",
    "square",
    "triangle",
    "diamond",
    "down-triangle",
    "hexagon",
];

/// A player's colour.
pub fn colour(p: Player) -> &'static str {
    COLOURS[p as usize % COLOURS.len()]
}

/// A player's name ("Blue", …).
pub fn seat(p: Player) -> String {
    crate::ui::words::seat(GameId::Chirality, p)
}

/// The outline of player `p`'s glyph of radius `r` about `c` (SVG units).
fn glyph_points(p: Player, c: [f64; 2], r: f64) -> Option<String> {
    let (sides, turn) = match p % 6 {
        0 => return None,
        1 => (4, 45.0),
        2 => (3, -90.0),
        3 => (4, 0.0),
        4 => (3, 90.0),
        _ => (6, 0.0),
    };
    let k = if sides == 3 { 1.25 } else { 1.05 };
    Some(
        (0..sides)
            .map(|i| {
                let a = (turn + 360.0 * i as f64 / sides as f64).to_radians();
                format!(
                    "{:.2},{:.2}",
                    c[0] + k * r * a.cos(),
                    c[1] + k * r * a.sin()
                )
            })
            .collect::<Vec<_>>()
            .join(" "),
    )
}

/// Player `p`'s glyph at `c` with an extra CSS class.
pub fn glyph(p: Player, c: [f64; 2], r: f64, class: &'static str) -> AnyView {
    let fill = colour(p);
    match glyph_points(p, c, r) {
        None => view! { <circle class=class cx=format!("{:.2}", c[0]) cy=format!("{:.2}", c[1]) r=r fill=fill></circle> }.into_any(),
        Some(pts) => view! { <polygon class=class points=pts fill=fill></polygon> }.into_any(),
    }
}

/// Every piece, with Garrisons outlined.
pub fn pieces_layer(board: &Board, s: &Chirality) -> impl IntoView {
    let garrisons = s
        .garrisons()
        .into_iter()
        .map(|g| {
            let star = &board.stars()[g.star];
            let outline = star
                .tiles
                .iter()
                .map(|&t| view! { <polygon class="garrison-tile" points=points(&inset(board.tile(t), 0.06)) stroke=colour(g.owner)></polygon> })
                .collect_view();
            view! { <g class="garrison" class:inner=g.inner data-owner=g.owner>{outline}</g> }
        })
        .collect_view();
    let garrisoned: Vec<TileId> = s
        .garrisons()
        .iter()
        .flat_map(|g| board.stars()[g.star].tiles)
        .collect();
    let pieces = (0..s.num_players() as Player)
        .flat_map(|p| s.pieces(p).iter().map(move |t| (p, t)))
        .map(|(p, t)| {
            let c = pt(board.tile(t).centroid);
            let class = if garrisoned.contains(&t) {
                "piece garrisoned"
            } else {
                "piece"
            };
            view! { <g class="piece-at" data-tile=t data-owner=p>{glyph(p, c, 2.3, class)}</g> }
        })
        .collect_view();
    view! { {garrisons}{pieces} }
}

/// A mark on every tile the player may choose: a hollow ring, dark outside and white
/// inside, that no board feature or piece shares (pieces are filled shapes, Gates and
/// Garrisons are outlines along tile edges), told apart by shape and contrast rather than
/// hue; an "R" inside on tiles only a Remote Muster reaches.
pub fn target_marks(board: &Board, targets: &[MusterTarget]) -> impl IntoView {
    targets
        .iter()
        .map(|t| {
            let [x, y] = pt(board.tile(t.tile).centroid);
            let (x, y) = (format!("{x:.2}"), format!("{y:.2}"));
            let remote = t.remote.then(|| view! {
                <text class="remote-mark" x=x.clone() y=format!("{:.2}", pt(board.tile(t.tile).centroid)[1] + 1.4) text-anchor="middle">"R"</text>
            });
            view! {
                <g class="target-mark" data-tile=t.tile>
                    <circle class="target-ring-out" cx=x.clone() cy=y.clone() r="2.1"></circle>
                    <circle class="target-ring-in" cx=x cy=y r="2.1"></circle>
                    {remote}
                </g>
            }
        })
        .collect_view()
}

/// A small legend glyph for HTML text.
pub fn swatch(p: Player) -> impl IntoView {
    view! {
        <svg class="swatch" viewBox="-3 -3 6 6" aria-hidden="true">{glyph(p, [0.0, 0.0], 2.3, "piece")}</svg>
    }
}

/// Per player: pieces on the board, in reserve and lost; the Muster button for the mover.
pub fn tray(
    state: Memo<Chirality>,
    mover: Memo<Option<Player>>,
    interactive: Signal<bool>,
    mustering: Signal<bool>,
    on_muster: Callback<bool>,
) -> impl IntoView {
    let rows = move || {
        state.with(|s| {
            (0..s.num_players() as Player)
                .map(|p| {
                    let on_board = s.pieces(p).iter().count();
                    let out = s.is_eliminated(p);
                    let to_move = mover.get() == Some(p);
                    view! {
                        <li class="tray-row" class:eliminated=out class:to-move=to_move data-player=p>
                            {swatch(p)}
                            <span class="tray-name" title=SHAPES[p as usize % 6]>{seat(p)}</span>
                            <span class="tray-counts">{if out {
                                t(Msg::ChiralityTrayEliminated)
                            } else {
                                let args = [("board", on_board.into()), ("reserve", s.reserve(p).into()), ("lost", s.captured(p).into())];
                                tf(Msg::ChiralityTrayCounts, &args)
                            }}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let can_muster = move || {
        interactive.get() && state.with(|s| !s.is_placing() && !s.muster_targets().is_empty())
    };
    view! {
        <section class="tray" aria-label=tr(Msg::ChiralityPlayers)>
            <ul class="tray-list">{rows}</ul>
            <Show when=move || state.with(|s| s.is_placing())>
                <p class="hint">{tr(Msg::ChiralityPlaceStart)}</p>
            </Show>
            <button class="muster" aria-pressed=move || mustering.get().to_string()
                disabled=move || !can_muster() aria-describedby="muster-why"
                on:click=move |_| on_muster.run(!mustering.get_untracked())>
                {move || if mustering.get() { t(Msg::ChiralityCancelMuster) } else {
                    let n = mover.get().map_or(0, |p| state.with(|s| s.reserve(p)));
                    tf(Msg::ChiralityMuster, &[("count", n.into())])
                }}
            </button>
            <p class="hint muster-why" id="muster-why">{move || {
                // Only at a player's own turn: the status line says whose turn it is.
                if !interactive.get() { return None; }
                state.with(Chirality::why_no_muster).map(no_muster)
            }}</p>
            <Show when=move || mustering.get()>
                <p class="hint">{tr(Msg::ChiralityMusterHint)}</p>
            </Show>
        </section>
    }
}

/// Why the player to move may not Muster, in words addressed to them.
fn no_muster(why: NoMuster) -> String {
    match why {
        NoMuster::Over => t(Msg::ChiralityNoMusterOver),
        NoMuster::Placing => t(Msg::ChiralityNoMusterPlacing),
        NoMuster::NobodysTurn => t(Msg::ChiralityNoMusterChance),
        NoMuster::NoReserve => t(Msg::ChiralityNoMusterReserve),
        NoMuster::Blocked {
            gates_taken,
            garrison_blocked,
        } => {
            let gates = if gates_taken {
                Msg::ChiralityGatesTaken
            } else {
                Msg::ChiralityNoGate
            };
            let garrison = if garrison_blocked {
                Msg::ChiralityGarrisonBlocked
            } else {
                Msg::ChiralityNoGarrison
            };
            let args = [("gates", t(gates).into()), ("garrison", t(garrison).into())];
            tf(Msg::ChiralityNoMuster, &args)
        }
    }
}
