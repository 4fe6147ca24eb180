//! The Chirality rules engine against the rules text and the rulings
//! (shared/rules/chirality.txt, chirality-rulings.md, docs/rules/chirality.md): one
//! scenario per rule clause, setups, notation, and perft and random positions checked
//! against an independent, slow implementation written from the rulings (module `slow`).

mod ai;
mod captures;
mod cross_check;
mod end_of_game;
mod garrisons;
mod movement;
mod notation;
mod setups;
mod slow;

#[path = "../common/mod.rs"]
mod common;

use rosette::engine::chirality::board::{Board, TileId, TileKind};
use rosette::engine::chirality::Illegal;
use rosette::engine::chirality::*;
use rosette::engine::game::GameOptions;
use rosette::engine::perft::perft;
use rosette::engine::{BadOption, Game, OptionMap, Part, Rng, SetupError, Turn};

// ---------------------------------------------------------------------------------
// Helpers: positions built from tile lists, geometry searches.

fn options(text: &str) -> ChiralityOptions {
    ChiralityOptions::from_map(&OptionMap::parse(text).unwrap()).unwrap()
}

fn board_of(opts: &ChiralityOptions) -> &'static Board {
    match opts.board {
        BoardChoice::R1 => Board::r1(),
        BoardChoice::R2 => Board::r2(),
    }
}

/// A position from per-player tile lists and reserves (captured makes up the rest).
fn position(opts: &str, pieces: &[&[TileId]], reserves: &[u8], to_move: usize) -> Chirality {
    let text = position_text(opts, pieces, reserves, to_move);
    Chirality::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The position text for [`position`].
fn position_text(opts: &str, pieces: &[&[TileId]], reserves: &[u8], to_move: usize) -> String {
    let o = options(opts);
    let b = board_of(&o);
    let mut map = o.to_map();
    let mut rest = OptionMap::default();
    for k in map.keys() {
        if k != "board" {
            rest.push(k, map.get(k).flatten());
        }
    }
    map = rest;
    let lists: Vec<String> = pieces
        .iter()
        .map(|ts| {
            let mut ts = ts.to_vec();
            ts.sort();
            if ts.is_empty() {
                "-".to_string()
            } else {
                ts.iter()
                    .map(|&t| b.tile(t).name.clone())
                    .collect::<Vec<_>>()
                    .join(",")
            }
        })
        .collect();
    let caps: Vec<String> = pieces
        .iter()
        .zip(reserves)
        .map(|(ts, r)| (16 - ts.len() as u8 - r).to_string())
        .collect();
    let res: Vec<String> = reserves.iter().map(u8::to_string).collect();
    let m = map.to_string();
    format!(
        "{} {} {} {} {} {} - -",
        o.board.as_str(),
        if m.is_empty() { "-" } else { &m },
        lists.join("/"),
        res.join("/"),
        caps.join("/"),
        to_move + 1
    )
}

fn tile(b: &Board, name: &str) -> TileId {
    b.tile_by_name(name).unwrap()
}

fn thick(b: &Board, t: TileId) -> bool {
    b.tile(t).kind == TileKind::Thick
}

/// The tiles of the other kind than `t` among its edge neighbours (`edge`) or its vertex
/// neighbours (from the board's neighbour lists).
fn other_kind(b: &Board, t: TileId, edge: bool) -> Vec<TileId> {
    let list = if edge {
        b.edge_neighbours(t)
    } else {
        b.vertex_neighbours(t)
    };
    list.iter()
        .copied()
        .filter(|&u| thick(b, u) != thick(b, t))
        .collect()
}

/// Tiles a piece on `t` attacks: edge-adjacent Thin for Thick, vertex-adjacent Thick for
/// Thin.
fn attacks(b: &Board, t: TileId) -> Vec<TileId> {
    other_kind(b, t, thick(b, t))
}

/// Tiles from which a piece attacks `t`: vertex-adjacent Thin tiles for a Thick tile,
/// edge-adjacent Thick tiles for a Thin tile.
fn attackers(b: &Board, t: TileId) -> Vec<TileId> {
    other_kind(b, t, !thick(b, t))
}

fn radius(b: &Board, t: TileId) -> f64 {
    let c = b.tile(t).centroid;
    c[0].hypot(c[1])
}

/// A plain tile: not in a Star (the Throne included) or a Gate, within `lo..hi` of the
/// centre. (Moats matter only where a Garrison stands.)
fn plain(b: &Board, t: TileId, lo: f64, hi: f64) -> bool {
    let x = b.tile(t);
    x.stars.is_empty() && x.gates.is_empty() && (lo..hi).contains(&radius(b, t))
}

/// A Thick tile far (more than 4 edge lengths) from every tile of `near`, with an empty
/// Thin neighbour: a quiet move for player `p` that touches nothing else.
fn quiet(b: &Board, near: &[TileId]) -> (TileId, TileId) {
    for t in 0..b.tiles().len() {
        if !thick(b, t) || !plain(b, t, 2.0, 7.5) {
            continue;
        }
        let c = b.tile(t).centroid;
        let far = near.iter().all(|&u| {
            let d = b.tile(u).centroid;
            (c[0] - d[0]).hypot(c[1] - d[1]) > 4.0
        });
        if let Some(&to) = attacks(b, t).iter().find(|&&u| plain(b, u, 0.0, 9.0)) {
            if far {
                return (t, to);
            }
        }
    }
    panic!("no quiet move");
}

/// The first tile of a Gate far (more than 4) from every tile of `near`, skipping `skip`
/// such Gates: a harmless piece that keeps a player able to Muster.
fn far_gate_tile(b: &Board, near: &[TileId], skip: usize) -> TileId {
    b.gates()
        .iter()
        .map(|g| g.tiles[0])
        .filter(|&t| {
            let c = b.tile(t).centroid;
            near.iter().all(|&u| {
                let d = b.tile(u).centroid;
                (c[0] - d[0]).hypot(c[1] - d[1]) > 4.0
            })
        })
        .nth(skip)
        .expect("a far Gate")
}

fn step(game: &Chirality, from: TileId, to: TileId) -> ChiralityMove {
    let m = ChiralityMove::Step {
        from: from as u16,
        to: to as u16,
    };
    assert!(game.is_legal(m), "{} not legal", game.move_notation(m));
    m
}

fn play(game: &Chirality, m: ChiralityMove) -> Chirality {
    game.clone().play(m).unwrap_or_else(|(_, e)| panic!("{e}"))
}

/// A plain Thick tile `x` with two Thin tiles `s1`, `s2` attacking it, and a Thick tile
/// `y` from which a piece steps onto `s2`, none of them next to another of the others
/// except as required.
fn thick_target(b: &Board) -> (TileId, TileId, TileId, TileId) {
    for x in 0..b.tiles().len() {
        if !thick(b, x) || !plain(b, x, 2.5, 7.0) {
            continue;
        }
        let thins: Vec<TileId> = attackers(b, x)
            .into_iter()
            .filter(|&s| plain(b, s, 0.0, 9.0))
            .collect();
        for &s1 in &thins {
            for &s2 in &thins {
                if s1 == s2 {
                    continue;
                }
                for y in attackers(b, s2) {
                    if y != x && plain(b, y, 0.0, 9.0) {
                        return (x, s1, s2, y);
                    }
                }
            }
        }
    }
    panic!("no configuration");
}

/// Setup C's Gates by the slow implementation's assignment (the first-turn Gate drawn
/// from the seed).
fn assign_c(o: &ChiralityOptions) -> Vec<usize> {
    let n = board_of(o).gates().len();
    slow::assign_gates(
        n,
        o.players as usize,
        rosette::engine::Rng::new(o.seed).below(n),
    )
}
