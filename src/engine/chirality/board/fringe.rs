//! The board's outline: boundary cycles, the fringe in clockwise order, and the Gates
//! (the general rule and R1's own rule).

use super::deflate::TileKind;
use super::{angle_of, clockwise_from_north, Tile, TileId};
use std::collections::HashMap;

/// The boundary of a board: its closed outlines and the outer one, clockwise.
#[derive(Clone, Debug, Default)]
pub(crate) struct Outlines {
    /// Outlines enclosing board (counter-clockwise with the board on the left).
    pub outer_count: usize,
    /// Outlines of holes.
    pub hole_count: usize,
    /// The outer outline's edges, clockwise: (tile, edge midpoint).
    outer: Vec<(TileId, [f64; 2])>,
}

struct Edge {
    from: usize,
    to: usize,
    tile: TileId,
}

impl Outlines {
    /// Traces every boundary edge (an edge of exactly one tile) into closed outlines,
    /// keeping each outline simple at a pinch (a corner where the board touches itself).
    pub fn new(tiles: &[Tile]) -> Outlines {
        let mut pos: HashMap<usize, [f64; 2]> = HashMap::new();
        let mut count: HashMap<(usize, usize), u32> = HashMap::new();
        for t in tiles {
            for i in 0..4 {
                pos.insert(t.vertex_ids[i], t.vertices[i]);
                let (a, b) = (t.vertex_ids[i], t.vertex_ids[(i + 1) % 4]);
                *count.entry((a.min(b), a.max(b))).or_default() += 1;
            }
        }
        let mut edges = Vec::new();
        let mut out: HashMap<usize, Vec<usize>> = HashMap::new();
        for t in tiles {
            for i in 0..4 {
                let (a, b) = (t.vertex_ids[i], t.vertex_ids[(i + 1) % 4]);
                if count[&(a.min(b), a.max(b))] == 1 {
                    out.entry(a).or_default().push(edges.len());
                    edges.push(Edge {
                        from: a,
                        to: b,
                        tile: t.id,
                    });
                }
            }
        }
        let dir = |a: usize, b: usize| angle_of([pos[&b][0] - pos[&a][0], pos[&b][1] - pos[&a][1]]);
        let mut used = vec![false; edges.len()];
        let mut result = Outlines::default();
        let mut best_area = f64::NEG_INFINITY;
        for start in 0..edges.len() {
            if used[start] {
                continue;
            }
            let mut cycle = vec![start];
            used[start] = true;
            let mut cur = start;
            loop {
                let e = &edges[cur];
                let back = dir(e.to, e.from);
                // The next edge clockwise from the way back keeps the outline simple.
                let next = out[&e.to].iter().copied().min_by(|&x, &y| {
                    let turn =
                        |n: usize| (back - dir(edges[n].from, edges[n].to)).rem_euclid(360.0);
                    turn(x).total_cmp(&turn(y))
                });
                match next {
                    Some(n) if n == start => break,
                    Some(n) if !used[n] => {
                        used[n] = true;
                        cycle.push(n);
                        cur = n;
                    }
                    _ => break,
                }
            }
            let area: f64 = cycle
                .iter()
                .map(|&i| {
                    let (p, q) = (pos[&edges[i].from], pos[&edges[i].to]);
                    p[0] * q[1] - q[0] * p[1]
                })
                .sum::<f64>()
                / 2.0;
            if area > 0.0 {
                result.outer_count += 1;
            } else {
                result.hole_count += 1;
            }
            if area > best_area {
                best_area = area;
                result.outer = cycle
                    .iter()
                    .rev()
                    .map(|&i| {
                        let (p, q) = (pos[&edges[i].from], pos[&edges[i].to]);
                        (edges[i].tile, [(p[0] + q[0]) / 2.0, (p[1] + q[1]) / 2.0])
                    })
                    .collect();
            }
        }
        result
    }

    /// The fringe: the tiles of the outer outline's edges, clockwise from north, each run
    /// of edges of one tile counted once.
    pub fn fringe(&self) -> Vec<TileId> {
        let n = self.outer.len();
        let Some(first) = (0..n).min_by(|&a, &b| {
            let key = |i: usize| clockwise_from_north(angle_of(self.outer[i].1));
            key(a).total_cmp(&key(b))
        }) else {
            return Vec::new();
        };
        let mut fringe: Vec<TileId> = Vec::with_capacity(n);
        for k in 0..n {
            let t = self.outer[(first + k) % n].0;
            if fringe.last() != Some(&t) {
                fringe.push(t);
            }
        }
        if fringe.len() > 1 && fringe.first() == fringe.last() {
            fringe.pop();
        }
        fringe
    }
}

/// Gates by the general rule: runs of consecutive fringe tiles Thin, 1–3 Thick, Thin,
/// in fringe order.
pub(crate) fn general_gates(tiles: &[Tile], fringe: &[TileId]) -> Vec<Vec<TileId>> {
    let n = fringe.len();
    let mut gates: Vec<Vec<TileId>> = Vec::new();
    for i in 0..n {
        if tiles[fringe[i]].kind != TileKind::Thin {
            continue;
        }
        let mut run = vec![fringe[i]];
        for k in 1..n.min(5) {
            let t = fringe[(i + k) % n];
            run.push(t);
            if tiles[t].kind == TileKind::Thin {
                if run.len() >= 3 {
                    let mut key = run.clone();
                    key.sort_unstable();
                    if !gates.iter().any(|g| {
                        let mut h = g.clone();
                        h.sort_unstable();
                        h == key
                    }) {
                        gates.push(run.clone());
                    }
                }
                break;
            }
        }
    }
    gates
}

/// R1's Gates: under each fringe Thick tile whose only edge neighbours are two
/// edge-adjacent Thin tiles, those two Thin tiles and the two Thick tiles flanking them
/// (edge-adjacent to them and touching a fringe Thin tile); clockwise order.
pub(crate) fn r1_gates(tiles: &[Tile], fringe: &[TileId]) -> Vec<Vec<TileId>> {
    let is_fringe = |t: TileId| fringe.contains(&t);
    let thin = |t: TileId| tiles[t].kind == TileKind::Thin;
    let mut gates = Vec::new();
    for &cap in fringe {
        let nb = &tiles[cap].edge_neighbours;
        if tiles[cap].kind != TileKind::Thick
            || nb.len() != 2
            || !nb.iter().all(|&t| thin(t))
            || !tiles[nb[0]].edge_neighbours.contains(&nb[1])
        {
            continue;
        }
        let mut flank: Vec<TileId> = nb
            .iter()
            .flat_map(|&t| tiles[t].edge_neighbours.iter().copied())
            .filter(|&t| t != cap && !thin(t))
            .filter(|&t| {
                tiles[t]
                    .vertex_neighbours
                    .iter()
                    .any(|&u| thin(u) && is_fringe(u))
            })
            .collect();
        flank.sort_unstable();
        flank.dedup();
        if flank.len() == 2 {
            let mut gate = vec![flank[0], nb[0], nb[1], flank[1]];
            clockwise(tiles, &mut gate);
            gates.push(gate);
        }
    }
    gates
}

/// Sorts tiles clockwise around the centre, relative to their mean direction.
fn clockwise(tiles: &[Tile], ids: &mut [TileId]) {
    let n = ids.len() as f64;
    let mean = [0, 1].map(|k| ids.iter().map(|&t| tiles[t].centroid[k]).sum::<f64>() / n);
    let base = clockwise_from_north(angle_of(mean));
    let key = |t: TileId| {
        (clockwise_from_north(angle_of(tiles[t].centroid)) - base + 180.0).rem_euclid(360.0)
    };
    ids.sort_by(|&a, &b| key(a).total_cmp(&key(b)));
}
