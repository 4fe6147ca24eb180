//! Building a [`Board`] from a selection of the patch's tiles: names and ids, vertex
//! ids, neighbour lists, Stars with their Moats and rings, fringe and Gates.

use super::deflate::TileKind;
use super::exact::ExactPoint;
use super::world::World;
use super::{
    angle_of, clockwise_from_north, fringe, Board, BoardKind, Gate, GateRule, Star, Tile, TileId,
};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::sync::Arc;

/// The patch tiles whose display centroid satisfies `keep`, in patch order.
pub(super) fn select(world: &World, keep: impl Fn([f64; 2]) -> bool) -> Vec<usize> {
    (0..world.rhombs.len())
        .filter(|&t| keep(centroid(world, t)))
        .collect()
}

fn centroid(world: &World, t: usize) -> [f64; 2] {
    let v = world.rhombs[t].vertices;
    let [x, y] = world.display(v[0] + v[2]);
    [x / 2.0, y / 2.0]
}

/// Letters of the five 72° sectors, clockwise from the one centred on north.
const SECTORS: [char; 5] = ['A', 'B', 'C', 'D', 'E'];

/// Orders the selected tiles by name and returns (patch id, name) in id order.
///
/// A tile's sector is the 72° wedge (A centred on north, then B, C, D, E clockwise) that
/// holds its centroid, each wedge including its counter-clockwise edge; its number is its
/// rank within the sector by distance from the centre, ties broken clockwise.
fn names(world: &World, selected: &[usize]) -> Vec<(usize, String)> {
    struct Key {
        world: usize,
        sector: usize,
        offset: f64,
        dist: f64,
        norm: ExactPoint,
    }
    let mut keys: Vec<Key> = selected
        .iter()
        .map(|&t| {
            let c = centroid(world, t);
            let turned = (clockwise_from_north(angle_of(c)) + 36.0).rem_euclid(360.0);
            let sector = ((turned / 72.0) as usize).min(4);
            let v = world.rhombs[t].vertices;
            Key {
                world: t,
                sector,
                offset: turned - 72.0 * sector as f64,
                dist: c[0].hypot(c[1]),
                norm: (v[0] + v[2]).norm2(),
            }
        })
        .collect();
    keys.sort_by(|a, b| {
        a.sector.cmp(&b.sector).then_with(|| {
            if a.norm == b.norm {
                a.offset.total_cmp(&b.offset)
            } else {
                a.dist.total_cmp(&b.dist)
            }
        })
    });
    let mut ranked: Vec<(usize, usize, usize)> = Vec::with_capacity(keys.len());
    let mut rank = 0;
    for (i, k) in keys.iter().enumerate() {
        rank = if i > 0 && keys[i - 1].sector == k.sector {
            rank + 1
        } else {
            1
        };
        ranked.push((rank, k.sector, k.world));
    }
    ranked.sort_unstable();
    ranked
        .into_iter()
        .map(|(rank, sector, w)| (w, format!("{}{rank}", SECTORS[sector])))
        .collect()
}

impl Board {
    /// Builds the board made of the patch tiles `selected`.
    pub(super) fn build(
        name: &str,
        kind: BoardKind,
        gate_rule: GateRule,
        world: Arc<World>,
        selected: &[usize],
    ) -> Board {
        let named = names(&world, selected);
        let world_ids: Vec<usize> = named.iter().map(|(w, _)| *w).collect();
        let board_id: HashMap<usize, TileId> =
            world_ids.iter().enumerate().map(|(i, &w)| (w, i)).collect();
        let mut vertex_ids: HashMap<usize, usize> = HashMap::new();
        let mut vertices = Vec::new();
        let mut tiles: Vec<Tile> = named
            .into_iter()
            .enumerate()
            .map(|(id, (w, name))| {
                let r = world.rhombs[w];
                let ids: [usize; 4] = std::array::from_fn(|i| {
                    *vertex_ids
                        .entry(world.tile_vertices[w][i])
                        .or_insert_with(|| {
                            vertices.push(world.display(r.vertices[i]));
                            vertices.len() - 1
                        })
                });
                let mut edge_neighbours: Vec<TileId> = world.edge_neighbours[w]
                    .iter()
                    .filter_map(|n| board_id.get(n).copied())
                    .collect();
                edge_neighbours.sort_unstable();
                Tile {
                    id,
                    name,
                    kind: r.kind,
                    vertices: r.vertices.map(|p| world.display(p)),
                    exact: r.vertices,
                    vertex_ids: ids,
                    centroid: centroid(&world, w),
                    edge_neighbours,
                    vertex_neighbours: Vec::new(),
                    fringe: false,
                    stars: Vec::new(),
                    moat_of: Vec::new(),
                    deep_moat_of: Vec::new(),
                    gates: Vec::new(),
                }
            })
            .collect();
        let mut at_vertex: Vec<Vec<TileId>> = vec![Vec::new(); vertices.len()];
        for t in &tiles {
            for &v in &t.vertex_ids {
                at_vertex[v].push(t.id);
            }
        }
        for t in &mut tiles {
            let mut n: Vec<TileId> = t
                .vertex_ids
                .iter()
                .flat_map(|&v| at_vertex[v].iter().copied())
                .filter(|&o| o != t.id)
                .collect();
            n.sort_unstable();
            n.dedup();
            t.vertex_neighbours = n;
        }
        let stars = stars(&world, &board_id, &tiles);
        let outlines = fringe::Outlines::new(&tiles);
        let fringe = outlines.fringe();
        let gate_sets = match gate_rule {
            GateRule::General => fringe::general_gates(&tiles, &fringe),
            GateRule::R1 => fringe::r1_gates(&tiles, &fringe),
        };
        let gates = gates(&tiles, gate_sets);
        for &f in &fringe {
            tiles[f].fringe = true;
        }
        for s in &stars {
            s.tiles.iter().for_each(|&t| tiles[t].stars.push(s.id));
            s.moat.iter().for_each(|&t| tiles[t].moat_of.push(s.id));
            s.deep_moat
                .iter()
                .for_each(|&t| tiles[t].deep_moat_of.push(s.id));
        }
        for g in &gates {
            g.tiles.iter().for_each(|&t| tiles[t].gates.push(g.id));
        }
        Board {
            name: name.to_string(),
            kind,
            gate_rule,
            tiles,
            vertices,
            stars,
            gates,
            fringe,
            outlines,
            world,
            world_ids,
        }
    }

    /// The patch the board is cut from.
    pub(super) fn world(&self) -> &Arc<World> {
        &self.world
    }

    /// Board tile → patch tile.
    pub(super) fn world_ids(&self) -> &[usize] {
        &self.world_ids
    }

    /// Boundary outlines.
    pub(super) fn outlines(&self) -> &fringe::Outlines {
        &self.outlines
    }
}

fn stars(world: &World, board_id: &HashMap<usize, TileId>, tiles: &[Tile]) -> Vec<Star> {
    let map = |ts: &[usize]| -> Vec<TileId> {
        let mut v: Vec<TileId> = ts.iter().filter_map(|t| board_id.get(t).copied()).collect();
        v.sort_unstable();
        v
    };
    let mut stars: Vec<Star> = world
        .stars
        .iter()
        .filter(|s| s.tiles.iter().all(|t| board_id.contains_key(t)))
        .map(|s| {
            let t = map(&s.tiles);
            let moat = map(&s.moat);
            let mut deep_moat = moat.clone();
            for &m in &moat {
                deep_moat.extend(
                    tiles[m]
                        .edge_neighbours
                        .iter()
                        .filter(|&&n| tiles[n].kind == TileKind::Thin),
                );
            }
            deep_moat.sort_unstable();
            deep_moat.dedup();
            let centre = world.display(s.centre);
            let distance = centre[0].hypot(centre[1]);
            Star {
                id: 0,
                ring: s.ring,
                centre,
                exact_centre: s.centre,
                distance,
                angle: if s.ring == 0 { 0.0 } else { angle_of(centre) },
                tiles: [t[0], t[1], t[2], t[3], t[4]],
                complete: moat.len() == s.moat.len(),
                moat,
                deep_moat,
            }
        })
        .collect();
    stars.sort_by(|a, b| {
        a.ring.cmp(&b.ring).then_with(|| {
            clockwise_from_north(a.angle)
                .partial_cmp(&clockwise_from_north(b.angle))
                .unwrap_or(Ordering::Equal)
        })
    });
    for (i, s) in stars.iter_mut().enumerate() {
        s.id = i;
    }
    stars
}

fn gates(tiles: &[Tile], sets: Vec<Vec<TileId>>) -> Vec<Gate> {
    let mut gates: Vec<Gate> = sets
        .into_iter()
        .map(|ts| {
            let n = ts.len() as f64;
            let centre = [0, 1].map(|k| ts.iter().map(|&t| tiles[t].centroid[k]).sum::<f64>() / n);
            Gate {
                id: 0,
                tiles: ts,
                centre,
                angle: angle_of(centre),
            }
        })
        .collect();
    gates.sort_by(|a, b| clockwise_from_north(a.angle).total_cmp(&clockwise_from_north(b.angle)));
    for (i, g) in gates.iter_mut().enumerate() {
        g.id = i;
    }
    gates
}
