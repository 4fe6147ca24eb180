//! The patch of the unbounded tiling a board is cut from: whole rhombs well beyond the
//! board, with exact vertices, edge neighbours, every Star and its Moat, and the rings.
//! Board features that depend on tiles off the board (is a Star's Moat complete "as in
//! the unbounded tiling"?) are read here.

use super::deflate::{deflated_sun, Rhomb, TileKind};
use super::exact::ExactPoint;
use super::Tiling;
use std::collections::HashMap;

/// How far beyond a board's radius the patch reaches, in edge lengths. A board Star's
/// centre lies within radius + 1.7 and its Moat within 2.7 of that, so 6 is ample.
pub(crate) const MARGIN: f64 = 6.0;

/// A Star of the patch.
#[derive(Clone, Debug)]
pub(crate) struct WorldStar {
    pub centre: ExactPoint,
    pub tiles: [usize; 5],
    pub moat: Vec<usize>,
    pub ring: usize,
}

/// A patch of one star-centred tiling around its central Star, in the exact frame where a
/// Throne tile points east (its far 72° corner at φ on the positive real axis).
pub(crate) struct World {
    pub tiling: Tiling,
    pub rhombs: Vec<Rhomb>,
    /// Exact vertex → vertex index.
    pub vertex_index: HashMap<ExactPoint, usize>,
    pub tile_vertices: Vec<[usize; 4]>,
    pub edge_neighbours: Vec<Vec<usize>>,
    pub stars: Vec<WorldStar>,
    /// Number of Stars in each ring (index = ring; ring 0 is the central Star).
    pub ring_sizes: Vec<usize>,
    /// The display frame: display = rot90(exact × unit10(−turn)).
    pub turn: i64,
    /// Sorted exact vertices of each tile → tile index.
    pub tile_by_key: HashMap<[ExactPoint; 4], usize>,
}

impl std::fmt::Debug for World {
    /// A summary: the patch is thousands of tiles.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "World {{ tiling: {}, tiles: {}, stars: {} }}",
            self.tiling,
            self.rhombs.len(),
            self.stars.len()
        )
    }
}

/// The smallest deflation count of the right parity whose sun covers `keep` with whole
/// tiles to spare.
fn deflations_for(tiling: Tiling, keep: f64) -> u32 {
    let parity = match tiling {
        Tiling::FiveThin => 1,
        Tiling::TenThin => 0,
    };
    let inradius = |n: u32| ExactPoint::phi_pow(n).to_f64()[0] * 18f64.to_radians().cos();
    (1..)
        .find(|&n| n % 2 == parity && inradius(n) >= keep + 3.0)
        .unwrap_or(1)
}

/// The sorted exact corners of a tile: its identity whatever the vertex order.
pub(crate) fn tile_key(v: &[ExactPoint; 4]) -> [ExactPoint; 4] {
    let mut k = *v;
    k.sort();
    k
}

impl World {
    /// The patch of `tiling` with every tile within `reach` of the centre exact.
    pub fn new(tiling: Tiling, reach: f64) -> World {
        let n = deflations_for(tiling, reach);
        let mut rhombs = deflated_sun(n, Some(reach + 3.0));
        // Suns deflated n and n + 2 times differ by a 36° turn: fix the frame so that a
        // Throne tile points east, whatever the depth.
        let east = rhombs.iter().find_map(|r| {
            let v = r.vertices;
            let far = match r.kind {
                TileKind::Thick if v[0] == ExactPoint::ZERO => v[2],
                TileKind::Thick if v[2] == ExactPoint::ZERO => v[0],
                _ => return None,
            };
            let [x, y] = far.to_f64();
            Some((y.atan2(x).to_degrees() / 36.0).round() as i64)
        });
        if let Some(k) = east.filter(|&k| k.rem_euclid(10) != 0) {
            let turn = ExactPoint::unit10(-k);
            for r in &mut rhombs {
                r.vertices = r.vertices.map(|p| p * turn);
            }
        }
        let mut vertex_index = HashMap::new();
        let tile_vertices: Vec<[usize; 4]> = rhombs
            .iter()
            .map(|r| {
                r.vertices.map(|p| {
                    let next = vertex_index.len();
                    *vertex_index.entry(p).or_insert(next)
                })
            })
            .collect();
        let mut edges: HashMap<(usize, usize), Vec<usize>> = HashMap::new();
        for (t, v) in tile_vertices.iter().enumerate() {
            for i in 0..4 {
                let (a, b) = (v[i], v[(i + 1) % 4]);
                edges.entry((a.min(b), a.max(b))).or_default().push(t);
            }
        }
        let mut edge_neighbours = vec![Vec::new(); rhombs.len()];
        for ts in edges.values() {
            for &a in ts {
                for &b in ts {
                    if a != b {
                        edge_neighbours[a].push(b);
                    }
                }
            }
        }
        for list in &mut edge_neighbours {
            list.sort_unstable();
        }
        let tile_by_key = rhombs
            .iter()
            .enumerate()
            .map(|(i, r)| (tile_key(&r.vertices), i))
            .collect();
        let mut world = World {
            tiling,
            rhombs,
            vertex_index,
            tile_vertices,
            edge_neighbours,
            stars: Vec::new(),
            ring_sizes: Vec::new(),
            turn: 0,
            tile_by_key,
        };
        world.find_stars(reach);
        world
    }

    fn find_stars(&mut self, reach: f64) {
        let mut corners: HashMap<usize, Vec<usize>> = HashMap::new();
        for (t, r) in self.rhombs.iter().enumerate() {
            if r.kind == TileKind::Thick {
                for i in [0, 2] {
                    corners.entry(self.tile_vertices[t][i]).or_default().push(t);
                }
            }
        }
        let mut points: Vec<ExactPoint> = vec![ExactPoint::ZERO; self.vertex_index.len()];
        for (p, &i) in &self.vertex_index {
            points[i] = *p;
        }
        let mut stars: Vec<WorldStar> = corners
            .into_iter()
            .filter(|(_, ts)| ts.len() == 5)
            .map(|(v, mut ts)| {
                ts.sort_unstable();
                let tiles = [ts[0], ts[1], ts[2], ts[3], ts[4]];
                let mut moat: Vec<usize> = tiles
                    .iter()
                    .flat_map(|&t| self.edge_neighbours[t].iter().copied())
                    .filter(|&m| self.rhombs[m].kind == TileKind::Thin)
                    .collect();
                moat.sort_unstable();
                moat.dedup();
                WorldStar {
                    centre: points[v],
                    tiles,
                    moat,
                    ring: usize::MAX,
                }
            })
            .collect();
        // Rings: distinct exact distances, in order, among the Stars surely inside.
        let len = |p: ExactPoint| p.to_f64()[0].hypot(p.to_f64()[1]);
        let mut shells: Vec<(f64, ExactPoint)> = stars
            .iter()
            .filter(|s| len(s.centre) <= reach - 3.0)
            .map(|s| (len(s.centre), s.centre.norm2()))
            .collect();
        shells.sort_by(|a, b| a.0.total_cmp(&b.0));
        shells.dedup_by(|a, b| a.1 == b.1);
        let ring_of: HashMap<ExactPoint, usize> =
            shells.iter().enumerate().map(|(i, s)| (s.1, i)).collect();
        self.ring_sizes = vec![0; shells.len()];
        for s in &mut stars {
            if let Some(&r) = ring_of.get(&s.centre.norm2()) {
                s.ring = r;
                if len(s.centre) <= reach - 3.0 {
                    self.ring_sizes[r] += 1;
                }
            }
        }
        stars.sort_by_key(|a| (a.ring, a.centre));
        // Display frame: a ring-1 Star at 90°; its exact direction is a multiple of 36°.
        if let Some(s) = stars.iter().find(|s| s.ring == 1) {
            let [x, y] = s.centre.to_f64();
            self.turn = (y.atan2(x).to_degrees() / 36.0).round() as i64;
        }
        self.stars = stars;
    }

    /// A point of the exact frame in display coordinates (ring-1 Star at 90°).
    pub fn display(&self, p: ExactPoint) -> [f64; 2] {
        let [x, y] = (p * ExactPoint::unit10(-self.turn)).to_f64();
        [-y, x]
    }

    /// The exact map of a display rotation by `steps × 36°` counter-clockwise.
    pub fn rotate(&self, p: ExactPoint, steps: i64) -> ExactPoint {
        p * ExactPoint::unit10(steps)
    }

    /// The exact map of the mirror across the display's vertical axis.
    pub fn mirror(&self, p: ExactPoint) -> ExactPoint {
        // The display y-axis is the exact line at turn × 36°.
        ExactPoint::unit10(2 * self.turn) * p.conj()
    }

    /// The tile of the patch with exactly these corners (in any order).
    pub fn find_tile(&self, corners: &[ExactPoint; 4]) -> Option<usize> {
        self.tile_by_key.get(&tile_key(corners)).copied()
    }
}
