//! Robinson-triangle deflation of the 10-triangle "sun", paired into whole P3 rhombs.
//!
//! A thin rhomb is two acute golden triangles (36°-72°-72°) joined along their base; a
//! thick rhomb is two obtuse ones (108°-36°-36°) joined along their base. The sun is ten
//! acute triangles with their apex at the origin, alternately mirrored. Each deflation
//! splits every triangle by φ (the subdivision of Preshing's well-known P3 recipe); the
//! coordinates never change scale, so a sun of circumradius φⁿ has unit edges after n
//! deflations. Halves whose partner lies outside the sun (or outside the kept disc) are
//! dropped, so only whole rhombs remain.

use super::exact::ExactPoint;
use std::collections::HashMap;

/// The two P3 rhombs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TileKind {
    /// The 72°/108° rhomb.
    Thick,
    /// The 36°/144° rhomb.
    Thin,
}

impl TileKind {
    /// `"thick"` or `"thin"` (the JSON and notation spelling).
    pub fn as_str(self) -> &'static str {
        match self {
            TileKind::Thick => "thick",
            TileKind::Thin => "thin",
        }
    }
}

/// A whole rhomb of a deflated sun, in the exact frame. The vertices run
/// counter-clockwise; `vertices[0]` and `vertices[2]` are the acute corners (72° for
/// Thick, 36° for Thin).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rhomb {
    /// Thick or Thin.
    pub kind: TileKind,
    /// The four corners, counter-clockwise, acute corners first and third.
    pub vertices: [ExactPoint; 4],
}

impl Rhomb {
    /// Whether this is a P3 rhomb with unit edges and the right angles, checked exactly.
    pub fn is_valid(&self) -> bool {
        let v = self.vertices;
        let edges: [ExactPoint; 4] = std::array::from_fn(|i| v[(i + 1) % 4] - v[i]);
        let unit = |e: ExactPoint| (0..10).find(|&k| ExactPoint::unit10(k) == e);
        let Some(dirs) = edges.iter().map(|&e| unit(e)).collect::<Option<Vec<_>>>() else {
            return false;
        };
        // Turning from edge 3 reversed to edge 0 at the acute corner: 2 steps of 36° for
        // Thick, 1 for Thin; opposite edges parallel.
        let step = match self.kind {
            TileKind::Thick => 2,
            TileKind::Thin => 1,
        };
        let back = (dirs[3] + 5) % 10;
        edges[0] == -edges[2] && edges[1] == -edges[3] && (back - dirs[0]).rem_euclid(10) == step
    }
}

#[derive(Clone, Copy)]
struct Tri {
    thin: bool,
    a: ExactPoint,
    b: ExactPoint,
    c: ExactPoint,
}

fn sun(deflations: u32) -> Vec<Tri> {
    let r = ExactPoint::phi_pow(deflations);
    (0..10)
        .map(|i| {
            let (mut b, mut c) = (r * ExactPoint::unit10(i), r * ExactPoint::unit10(i + 1));
            if i % 2 == 0 {
                std::mem::swap(&mut b, &mut c);
            }
            Tri {
                thin: true,
                a: ExactPoint::ZERO,
                b,
                c,
            }
        })
        .collect()
}

fn subdivide(tris: &[Tri], out: &mut Vec<Tri>) {
    out.clear();
    for t in tris {
        let (a, b, c) = (t.a, t.b, t.c);
        if t.thin {
            let p = a + (b - a).div_phi();
            out.push(Tri {
                thin: true,
                a: c,
                b: p,
                c: b,
            });
            out.push(Tri {
                thin: false,
                a: p,
                b: c,
                c: a,
            });
        } else {
            let q = b + (a - b).div_phi();
            let r = b + (c - b).div_phi();
            out.push(Tri {
                thin: false,
                a: r,
                b: c,
                c: a,
            });
            out.push(Tri {
                thin: false,
                a: q,
                b: r,
                c: b,
            });
            out.push(Tri {
                thin: true,
                a: r,
                b: q,
                c: a,
            });
        }
    }
}

fn far_outside(t: &Tri, keep: f64) -> bool {
    let p = [t.a.to_f64(), t.b.to_f64(), t.c.to_f64()];
    let len = |u: [f64; 2]| u[0].hypot(u[1]);
    let nearest = p.iter().map(|&u| len(u)).fold(f64::INFINITY, f64::min);
    let diam = (0..3)
        .map(|i| len([p[i][0] - p[(i + 1) % 3][0], p[i][1] - p[(i + 1) % 3][1]]))
        .fold(0.0, f64::max);
    nearest - diam > keep
}

/// The whole rhombs of a sun of circumradius φⁿ deflated `deflations` times (unit edges).
/// Triangles lying wholly beyond `keep_radius` from the centre are discarded as soon as
/// they are (their descendants would lie there too), which keeps big suns cheap; rhombs
/// within about `keep_radius − 2` of the centre are exactly those of the full patch.
/// Odd counts give the tiling with 5 Thin tiles in the central Star's notches, even counts
/// the one with 10 Thin tiles around it. The order is deterministic.
pub fn deflated_sun(deflations: u32, keep_radius: Option<f64>) -> Vec<Rhomb> {
    let mut tris = sun(deflations);
    let mut next = Vec::new();
    for _ in 0..deflations {
        subdivide(&tris, &mut next);
        std::mem::swap(&mut tris, &mut next);
        if let Some(keep) = keep_radius {
            tris.retain(|t| !far_outside(t, keep));
        }
    }
    pair(&tris)
}

fn pair(tris: &[Tri]) -> Vec<Rhomb> {
    let mut open: HashMap<(bool, ExactPoint, ExactPoint), usize> = HashMap::new();
    let mut rhombs = Vec::with_capacity(tris.len() / 2);
    for (i, t) in tris.iter().enumerate() {
        let key = (t.thin, t.b.min(t.c), t.b.max(t.c));
        let Some(j) = open.remove(&key) else {
            open.insert(key, i);
            continue;
        };
        let (a, b, c, a2) = (t.a, t.b, t.c, tris[j].a);
        // Cycle a → b → a2 → c. Thin: acute at the apexes; Thick: acute at the base ends.
        let (kind, mut v) = if t.thin {
            (TileKind::Thin, [a, b, a2, c])
        } else {
            (TileKind::Thick, [b, a2, c, a])
        };
        let f = v.map(ExactPoint::to_f64);
        let cross =
            (f[1][0] - f[0][0]) * (f[2][1] - f[1][1]) - (f[1][1] - f[0][1]) * (f[2][0] - f[1][0]);
        if cross < 0.0 {
            v = [v[0], v[3], v[2], v[1]];
        }
        rhombs.push(Rhomb { kind, vertices: v });
    }
    rhombs
}
