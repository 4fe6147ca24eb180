//! The geometry of every tile, adjacency, overlap, symmetry and tile names.

use super::*;

#[test]
fn tiles_are_unit_rhombs_with_the_right_angles() {
    for b in [Board::r1(), Board::r2()] {
        for t in b.tiles() {
            let r = Rhomb {
                kind: t.kind,
                vertices: t.exact,
            };
            assert!(r.is_valid(), "{}", t.name);
            let v = t.vertices;
            let acute = match t.kind {
                TileKind::Thick => 72.0,
                TileKind::Thin => 36.0,
            };
            for i in 0..4 {
                let (p, q, o) = (v[i], v[(i + 1) % 4], v[(i + 3) % 4]);
                assert!(((q[0] - p[0]).hypot(q[1] - p[1]) - 1.0).abs() < 1e-9);
                let a = (q[1] - p[1]).atan2(q[0] - p[0]);
                let c = (o[1] - p[1]).atan2(o[0] - p[0]);
                let corner = (c - a).to_degrees().rem_euclid(360.0);
                let want = if i % 2 == 0 { acute } else { 180.0 - acute };
                assert!(
                    (corner - want).abs() < 1e-9,
                    "{} corner {i}: {corner}",
                    t.name
                );
            }
            let c = [0, 1].map(|k| v.iter().map(|p| p[k]).sum::<f64>() / 4.0);
            assert!((c[0] - t.centroid[0]).abs() < 1e-9 && (c[1] - t.centroid[1]).abs() < 1e-9);
        }
    }
}

#[test]
fn adjacency_is_symmetric_and_consistent() {
    for b in [Board::r1(), Board::r2()] {
        for t in b.tiles() {
            for &n in &t.edge_neighbours {
                assert!(b.edge_neighbours(n).contains(&t.id));
                assert!(t.vertex_neighbours.contains(&n));
                let shared = t
                    .vertex_ids
                    .iter()
                    .filter(|v| b.tile(n).vertex_ids.contains(v))
                    .count();
                assert_eq!(shared, 2);
            }
            for &n in &t.vertex_neighbours {
                assert_ne!(n, t.id);
                assert!(b.vertex_neighbours(n).contains(&t.id));
                assert!(t
                    .vertex_ids
                    .iter()
                    .any(|v| b.tile(n).vertex_ids.contains(v)));
            }
            assert!(t.edge_neighbours.len() <= 4);
            assert_eq!(t.edge_neighbours.len() < 4, t.fringe);
        }
        // Shared corners are shared vertex ids.
        for t in b.tiles() {
            for (i, &v) in t.vertex_ids.iter().enumerate() {
                let p = b.vertices()[v];
                assert!(
                    (p[0] - t.vertices[i][0]).abs() < 1e-9
                        && (p[1] - t.vertices[i][1]).abs() < 1e-9
                );
            }
        }
    }
}

/// Whether two convex polygons' interiors overlap (separating axis test).
fn interiors_overlap(a: &[[f64; 2]; 4], b: &[[f64; 2]; 4]) -> bool {
    for poly in [a, b] {
        for i in 0..4 {
            let (p, q) = (poly[i], poly[(i + 1) % 4]);
            let axis = [q[1] - p[1], p[0] - q[0]];
            let proj = |s: &[[f64; 2]; 4]| {
                let d: Vec<f64> = s.iter().map(|v| v[0] * axis[0] + v[1] * axis[1]).collect();
                (
                    d.iter().cloned().fold(f64::INFINITY, f64::min),
                    d.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
                )
            };
            let ((amin, amax), (bmin, bmax)) = (proj(a), proj(b));
            if amax <= bmin + 1e-9 || bmax <= amin + 1e-9 {
                return false;
            }
        }
    }
    true
}

#[test]
fn no_two_tiles_overlap_and_areas_add_up() {
    for b in [Board::r1(), Board::r2()] {
        let tiles = b.tiles();
        for (i, s) in tiles.iter().enumerate() {
            for t in &tiles[..i] {
                let d = (s.centroid[0] - t.centroid[0]).hypot(s.centroid[1] - t.centroid[1]);
                if d < 2.0 {
                    assert!(
                        !interiors_overlap(&s.vertices, &t.vertices),
                        "{} {}",
                        s.name,
                        t.name
                    );
                }
            }
        }
        // Sum of tile areas equals the area inside the fringe outline (no holes, no overlap).
        let area = |v: &[[f64; 2]; 4]| {
            (0..4)
                .map(|i| v[i][0] * v[(i + 1) % 4][1] - v[(i + 1) % 4][0] * v[i][1])
                .sum::<f64>()
                / 2.0
        };
        let total: f64 = tiles.iter().map(|t| area(&t.vertices)).sum();
        let thick = count(b, TileKind::Thick) as f64;
        let thin = count(b, TileKind::Thin) as f64;
        let expect = thick * 72f64.to_radians().sin() + thin * 36f64.to_radians().sin();
        assert!((total - expect).abs() < 1e-6);
        assert!(tiles.iter().all(|t| area(&t.vertices) > 0.5));
    }
}

#[test]
fn boards_map_onto_themselves_under_72_degree_rotation_and_the_mirror() {
    for b in [Board::r1(), Board::r2()] {
        for steps in 1..5 {
            let map = b.rotation_map(steps).expect("5-fold symmetric");
            let distinct: BTreeSet<_> = map.iter().collect();
            assert_eq!(distinct.len(), b.tiles().len());
            for (t, &u) in map.iter().enumerate() {
                assert_eq!(b.tile(t).kind, b.tile(u).kind);
            }
        }
        assert!(b.mirror_map().is_some(), "mirror symmetric");
        assert!(b
            .rotation_map(0)
            .unwrap()
            .iter()
            .enumerate()
            .all(|(i, &t)| i == t));
    }
}

#[test]
fn tile_names_are_unique_readable_and_follow_the_symmetry() {
    for b in [Board::r1(), Board::r2()] {
        let names: BTreeSet<&str> = b.tiles().iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names.len(), b.tiles().len());
        let per_sector = b.tiles().len() / 5;
        for (i, t) in b.tiles().iter().enumerate() {
            // Ids in name order: A1, B1, …, E1, A2, …
            let letter = ["A", "B", "C", "D", "E"][i % 5];
            assert_eq!(t.name, format!("{letter}{}", i / 5 + 1));
            assert_eq!(b.tile_by_name(&t.name), Some(i));
            assert_eq!(b.tile_by_name(&t.name.to_lowercase()), Some(i));
        }
        assert_eq!(b.tile_by_name(&format!("A{}", per_sector + 1)), None);
        // The Throne is A1..E1.
        let mut throne = b.throne().unwrap().tiles;
        throne.sort_unstable();
        assert_eq!(throne, [0, 1, 2, 3, 4]);
        assert!((0..5).all(|t| b.is_throne_tile(t)) && !b.is_throne_tile(5));
        // A clockwise turn by 72° takes A7 to B7, …, E7 to A7.
        let map = b.rotation_map(-1).unwrap();
        for (t, &u) in map.iter().enumerate() {
            let (a, c) = (&b.tile(t).name, &b.tile(u).name);
            assert_eq!(a[1..], c[1..]);
            let next = (a.as_bytes()[0] - b'A' + 1) % 5 + b'A';
            assert_eq!(c.as_bytes()[0], next, "{a} -> {c}");
        }
        // Sector A holds the ring-1 Star at 90°.
        let north = b.ring(1).find(|s| (s.angle - 90.0).abs() < 1e-9).unwrap();
        assert!(north.tiles.iter().all(|&t| b.tile(t).name.starts_with('A')));
    }
}

#[test]
fn names_are_stable_across_regeneration() {
    let a = Board::disc(Tiling::TenThin, R2_RADIUS).unwrap();
    let b = Board::r2();
    for (s, t) in a.tiles().iter().zip(b.tiles()) {
        assert_eq!((&s.name, s.exact), (&t.name, t.exact));
    }
    // Spot checks that pin the scheme (documented in docs/rules/chirality-board.md).
    let g = &b.gates()[0];
    let names: Vec<&str> = g.tiles.iter().map(|&t| b.tile(t).name.as_str()).collect();
    assert_eq!(names, ["A60", "A54", "A58", "A52", "A56"]);
}
