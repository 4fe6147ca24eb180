//! The Chirality board model against the rulings (shared/rules/chirality-rulings.md):
//! every count and angle of R1 and R2, the geometry of every tile, adjacency, features,
//! legality, identity up to rotation, Gate assignment and the JSON export.

use rosette::engine::chirality::board::deflate::deflated_sun;
use rosette::engine::chirality::board::*;
use std::collections::BTreeSet;

fn count(b: &Board, k: TileKind) -> usize {
    b.tiles().iter().filter(|t| t.kind == k).count()
}

fn kinds(b: &Board, ids: &[TileId]) -> String {
    ids.iter()
        .map(|&t| match b.tile(t).kind {
            TileKind::Thick => 'K',
            TileKind::Thin => 'n',
        })
        .collect()
}

fn angles(b: &Board, ring: usize) -> Vec<f64> {
    let mut a: Vec<f64> = b.ring(ring).map(|s| s.angle).collect();
    a.sort_by(f64::total_cmp);
    a
}

fn assert_angles(actual: &[f64], expected: &[f64], tolerance: f64) {
    let mut actual = actual.to_vec();
    actual.sort_by(f64::total_cmp);
    let mut expected = expected.to_vec();
    expected.sort_by(f64::total_cmp);
    assert_eq!(actual.len(), expected.len(), "{actual:?} vs {expected:?}");
    for (a, e) in actual.iter().zip(&expected) {
        assert!((a - e).abs() <= tolerance, "{actual:?} vs {expected:?}");
    }
}

#[test]
fn r1_has_160_tiles_100_thick_60_thin() {
    let b = Board::r1();
    assert_eq!(b.name(), "R1");
    assert_eq!(b.kind(), BoardKind::R1);
    assert_eq!(b.tiling(), Tiling::FiveThin);
    assert_eq!(b.tiles().len(), 160);
    assert_eq!(count(b, TileKind::Thick), 100);
    assert_eq!(count(b, TileKind::Thin), 60);
}

#[test]
fn r2_has_300_tiles_180_thick_120_thin() {
    let b = Board::r2();
    assert_eq!(b.name(), "R2");
    assert_eq!(b.kind(), BoardKind::R2);
    assert_eq!(b.tiling(), Tiling::TenThin);
    assert_eq!(b.tiles().len(), 300);
    assert_eq!(count(b, TileKind::Thick), 180);
    assert_eq!(count(b, TileKind::Thin), 120);
}

#[test]
fn r1_throne_and_ring_one() {
    let b = Board::r1();
    let throne = b.throne().expect("throne");
    assert_eq!((throne.id, throne.ring), (0, 0));
    assert!(throne.distance < 1e-12);
    assert_eq!(throne.moat.len(), 5);
    assert!(throne.complete);
    assert_angles(&angles(b, 1), &[18.0, 90.0, 162.0, 234.0, 306.0], 1e-9);
    let phi3 = ((1.0 + 5f64.sqrt()) / 2.0).powi(3);
    for s in b.ring(1) {
        assert!((s.distance - phi3).abs() < 1e-9);
        assert_eq!((s.moat.len(), s.deep_moat.len(), s.complete), (5, 7, true));
    }
    // Ring 1 listed clockwise from north.
    let listed: Vec<f64> = b.ring(1).map(|s| s.angle.round()).collect();
    assert_eq!(listed, [90.0, 18.0, 306.0, 234.0, 162.0]);
}

#[test]
fn r1_gates_are_five_thick_thin_thin_thick() {
    let b = Board::r1();
    assert_eq!(b.gate_rule(), GateRule::R1);
    assert_eq!(b.gates().len(), 5);
    for g in b.gates() {
        assert_eq!(kinds(b, &g.tiles), "KnnK", "gate at {}", g.angle);
    }
    let a: Vec<f64> = b.gates().iter().map(|g| g.angle).collect();
    assert_angles(&a, &[54.0, 126.0, 198.0, 270.0, 342.0], 1e-9);
    // Numbered clockwise from north.
    let listed: Vec<f64> = a.iter().map(|x| x.round()).collect();
    assert_eq!(listed, [54.0, 342.0, 270.0, 198.0, 126.0]);
    // Each sits under a capping fringe Thick tile (ordinary terrain) whose only edge
    // neighbours are the gate's two Thin tiles.
    for g in b.gates() {
        let thins = [g.tiles[1], g.tiles[2]];
        let caps: Vec<&Tile> = b
            .tiles()
            .iter()
            .filter(|t| t.fringe && t.kind == TileKind::Thick)
            .filter(|t| {
                let mut n = t.edge_neighbours.clone();
                n.sort_unstable();
                let mut e = thins.to_vec();
                e.sort_unstable();
                n == e
            })
            .collect();
        assert_eq!(caps.len(), 1);
        assert!(caps[0].gates.is_empty());
    }
    // The general rule would have given 10 formations: TKKT and TKT, ordinary terrain here.
    let general = Board::disc(Tiling::FiveThin, R1_RADIUS).unwrap();
    let mut shapes: Vec<String> = general
        .gates()
        .iter()
        .map(|g| kinds(&general, &g.tiles))
        .collect();
    shapes.sort();
    shapes.dedup();
    assert_eq!(general.gates().len(), 10);
    assert_eq!(shapes, ["nKKn", "nKn"]);
}

#[test]
fn r2_stars_one_five_ten_all_complete() {
    let b = Board::r2();
    let throne = b.throne().expect("throne");
    assert_eq!((throne.moat.len(), throne.complete), (10, true));
    assert_eq!(b.ring(1).count(), 5);
    assert_eq!(b.ring(2).count(), 10);
    assert_eq!(b.stars().len(), 16);
    assert_angles(&angles(b, 1), &[18.0, 90.0, 162.0, 234.0, 306.0], 1e-9);
    for s in b.ring(1) {
        assert_eq!((s.moat.len(), s.deep_moat.len(), s.complete), (5, 9, true));
    }
    let mut ring2: Vec<(usize, usize)> = b
        .ring(2)
        .map(|s| (s.moat.len(), s.deep_moat.len()))
        .collect();
    ring2.sort_unstable();
    assert_eq!(
        ring2,
        [(5, 7); 5]
            .into_iter()
            .chain([(10, 10); 5])
            .collect::<Vec<_>>()
    );
    assert!(b.ring(2).all(|s| s.complete));
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    assert!(b.ring(2).all(|s| (s.distance - phi.powi(4)).abs() < 1e-9));
}

#[test]
fn r2_gates_are_ten_thin_three_thick_thin_in_mirror_pairs() {
    let b = Board::r2();
    assert_eq!(b.gate_rule(), GateRule::General);
    assert_eq!(b.gates().len(), 10);
    for g in b.gates() {
        assert_eq!(kinds(b, &g.tiles), "nKKKn");
        assert!(g.tiles.iter().all(|&t| b.tile(t).fringe));
    }
    let a: Vec<f64> = b.gates().iter().map(|g| g.angle).collect();
    let expected = [
        2.8, 177.2, 33.2, 146.8, 74.8, 105.2, 218.8, 321.2, 249.2, 290.8,
    ];
    assert_angles(&a, &expected, 0.05);
    // Mirror pairs across the vertical axis.
    for g in b.gates() {
        let mirrored = (180.0 - g.angle).rem_euclid(360.0);
        assert!(a.iter().any(|x| angle_between(*x, mirrored) < 1e-9));
    }
}

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

#[test]
fn moats_and_deep_moats_follow_their_definitions() {
    for b in [Board::r1(), Board::r2()] {
        for s in b.stars() {
            assert!(s.tiles.iter().all(|&t| b.tile(t).kind == TileKind::Thick));
            let moat: BTreeSet<TileId> = s
                .tiles
                .iter()
                .flat_map(|&t| b.edge_neighbours(t).iter().copied())
                .filter(|&t| b.tile(t).kind == TileKind::Thin)
                .collect();
            assert_eq!(moat.into_iter().collect::<Vec<_>>(), s.moat);
            assert!(s.moat.iter().all(|t| s.deep_moat.contains(t)));
            // On the built-in boards the Deep Moat is the Thin tiles touching the Star.
            let touching: BTreeSet<TileId> = s
                .tiles
                .iter()
                .flat_map(|&t| b.vertex_neighbours(t).iter().copied())
                .filter(|&t| b.tile(t).kind == TileKind::Thin)
                .collect();
            assert_eq!(
                touching.into_iter().collect::<Vec<_>>(),
                s.deep_moat,
                "star {}",
                s.id
            );
            // The Moat covers all ten outer edges of the Star.
            let mut covered = 0;
            for &t in &s.tiles {
                for &n in b.edge_neighbours(t) {
                    if b.tile(n).kind == TileKind::Thin {
                        covered += 1;
                    }
                }
            }
            assert_eq!(covered, 10);
            for &t in &s.tiles {
                assert_eq!(b.tile(t).stars, [s.id]);
            }
            for &t in &s.moat {
                assert!(b.tile(t).moat_of.contains(&s.id));
            }
        }
    }
}

#[test]
fn fringe_runs_clockwise_around_the_outline() {
    for (b, len) in [(Board::r1(), 25), (Board::r2(), 50)] {
        let f = b.fringe();
        assert_eq!(f.len(), len);
        let set: BTreeSet<_> = f.iter().collect();
        assert_eq!(set.len(), len);
        assert_eq!(b.tiles().iter().filter(|t| t.fringe).count(), len);
        for i in 0..len {
            let (s, t) = (f[i], f[(i + 1) % len]);
            assert!(b.vertex_neighbours(s).contains(&t), "{i}");
            let turn = angle_of(b.tile(s).centroid) - angle_of(b.tile(t).centroid);
            assert!(turn.rem_euclid(360.0) < 30.0, "clockwise at {i}");
        }
        assert!(clockwise_start(b.tile(f[0]).centroid) < 20.0);
    }
}

fn clockwise_start(p: [f64; 2]) -> f64 {
    (90.0 - angle_of(p)).rem_euclid(360.0)
}

#[test]
fn halves_and_opposing_gates() {
    let b = Board::r2();
    let gate = |deg: f64| {
        b.gates()
            .iter()
            .position(|g| (g.angle - deg).abs() < 0.06)
            .unwrap()
    };
    let star = |deg: f64| b.ring(1).find(|s| (s.angle - deg).abs() < 1e-6).unwrap().id;
    assert!(b.opposing(gate(74.8), gate(249.2)));
    assert!(b.opposing(gate(74.8), gate(290.8)));
    assert!(!b.opposing(gate(74.8), gate(105.2)));
    assert!(!b.opposing(gate(74.8), gate(177.2)));
    // 2.8° and 146.8° are one Gate turned by 144°: exactly opposing.
    assert!(b.opposing(gate(2.8), gate(146.8)) && b.opposing(gate(74.8), gate(218.8)));
    assert!(b.same_half(gate(74.8), star(90.0)));
    assert!(b.same_half(gate(2.8), star(90.0)) && b.same_half(gate(177.2), star(90.0)));
    assert!(!b.same_half(gate(249.2), star(90.0)));
    let r1 = Board::r1();
    // R1's Gates 144° apart are opposing (the boundary case).
    assert!(r1.opposing(0, 2) && !r1.opposing(0, 1));
    assert_eq!(angle_between(350.0, 10.0), 20.0);
}

#[test]
fn built_in_boards_are_legal_and_suit_their_player_counts() {
    assert_eq!(Board::r1().check_legal(), Ok(()));
    assert_eq!(Board::r2().check_legal(), Ok(()));
    for p in 2..=6 {
        assert_eq!(Board::r2().check_players(p), Ok(()), "R2 {p}");
    }
    for p in 2..=5 {
        assert_eq!(Board::r1().check_players(p), Ok(()), "R1 {p}");
    }
    assert_eq!(
        Board::r1().check_players(6),
        Err(BoardError::TooFewGates {
            players: 6,
            gates: 5
        })
    );
    assert_eq!(
        Board::r2().check_players(1),
        Err(BoardError::PlayerCount { players: 1 })
    );
}

#[test]
fn illegal_boards_report_every_failing_clause() {
    // R1's tiles with general-rule Gates are an ordinary disc: no second ring.
    let small = Board::disc(Tiling::FiveThin, R1_RADIUS).unwrap();
    assert_eq!(
        small.check_legal(),
        Err(vec![LegalityFailure::IncompleteRing {
            ring: 2,
            complete: 0,
            total: 5
        }])
    );
    assert!(matches!(
        small.check_players(2),
        Err(BoardError::Illegal(_))
    ));
    // Too big: a third full ring.
    let big = Board::disc(Tiling::TenThin, 12.0).unwrap();
    assert_eq!(
        big.check_legal(),
        Err(vec![LegalityFailure::ExtraRing { ring: 3 }])
    );
    // A ring (the centre cut out): no Throne, a hole, incomplete ring 1.
    let holed = Board::crop("holed", Tiling::TenThin, R2_RADIUS, |c| {
        c[0].hypot(c[1]) > 2.0
    })
    .unwrap();
    let fails = holed.check_legal().unwrap_err();
    assert!(fails.contains(&LegalityFailure::NoThrone));
    assert!(fails.contains(&LegalityFailure::Holes { holes: 1 }));
    assert!(holed.throne().is_none());
    // Two pieces.
    let split = Board::crop("split", Tiling::TenThin, R2_RADIUS, |c| {
        let r = c[0].hypot(c[1]);
        !(2.5..6.5).contains(&r)
    })
    .unwrap();
    let fails = split.check_legal().unwrap_err();
    assert!(fails
        .iter()
        .any(|f| matches!(f, LegalityFailure::Disconnected { parts } if *parts >= 2)));
    // Every failure explains itself.
    for f in fails {
        assert!(!f.to_string().is_empty());
    }
    assert!(matches!(
        Board::legal_disc(Tiling::FiveThin, R1_RADIUS, 2),
        Err(BoardError::Illegal(_))
    ));
    let ok = Board::legal_disc(Tiling::TenThin, 9.0, 4).unwrap();
    assert_eq!(ok.tiles().len(), 310);
    assert!(matches!(
        Board::legal_disc(Tiling::TenThin, 9.0, 11),
        Err(BoardError::TooFewGates {
            players: 11,
            gates: 10
        })
    ));
    assert!(matches!(
        Board::legal_disc(Tiling::TenThin, 30.0, 2),
        Err(BoardError::RadiusOutOfRange { .. })
    ));
    // Legal custom discs exist for both tilings.
    assert_eq!(
        Board::disc(Tiling::TenThin, 10.0).unwrap().check_legal(),
        Ok(())
    );
    assert_eq!(
        Board::disc(Tiling::FiveThin, 8.8).unwrap().check_legal(),
        Ok(())
    );
}

#[test]
fn out_of_range_requests_are_errors_not_panics() {
    for r in [0.0, 3.99, 20.01, -5.0, f64::NAN, f64::INFINITY] {
        assert!(matches!(
            Board::disc(Tiling::TenThin, r),
            Err(BoardError::RadiusOutOfRange { .. })
        ));
    }
    assert!(Board::disc(Tiling::FiveThin, MIN_RADIUS).is_ok());
    let e = Board::disc(Tiling::TenThin, 25.0).unwrap_err();
    assert!(e.to_string().contains("out of range"));
    assert_eq!("five-thin".parse::<Tiling>(), Ok(Tiling::FiveThin));
    assert_eq!("TEN-THIN".parse::<Tiling>(), Ok(Tiling::TenThin));
    assert_eq!("odd".parse::<Tiling>(), Ok(Tiling::FiveThin));
    assert!(matches!(
        "hex".parse::<Tiling>(),
        Err(BoardError::UnknownTiling(_))
    ));
    assert_eq!(Tiling::from_deflations(5), Tiling::FiveThin);
    assert_eq!(Tiling::from_deflations(6), Tiling::TenThin);
    assert_eq!(Tiling::TenThin.to_string(), "ten-thin");
    assert!(assign_gates(3, 4, 0).is_err());
    assert!(assign_gates(5, 2, 5).is_err());
    assert!(assign_gates(5, 0, 0).is_err());
}

#[test]
fn rotations_are_the_same_board_mirror_images_are_not() {
    let r1 = Board::r1();
    let r2 = Board::r2();
    assert!(r1.same_board(&r1.rotated(1)));
    assert!(r2.same_board(&r2.rotated(3)));
    // R1 and R2 are mirror-symmetric: their mirror images are themselves.
    assert!(r1.same_board(&r1.mirrored()));
    assert!(r2.same_board(&r2.mirrored()));
    assert!(!r1.same_board(r2));
    // R1's tiles with general-rule Gates are another board.
    assert!(!r1.same_board(&Board::disc(Tiling::FiveThin, R1_RADIUS).unwrap()));
    assert!(r2.same_board(&Board::disc(Tiling::TenThin, R2_RADIUS).unwrap()));
    // A chiral crop: a notch cut at 60°–80°.
    let chiral = Board::crop("notched", Tiling::TenThin, R2_RADIUS, |c| {
        let a = angle_of(c);
        !((60.0..80.0).contains(&a) && c[0].hypot(c[1]) > 7.0)
    })
    .unwrap();
    assert!(chiral.tiles().len() < 300);
    let turned = chiral.rotated(2);
    assert_ne!(
        chiral.tiles().iter().map(|t| t.exact).collect::<Vec<_>>(),
        turned.tiles().iter().map(|t| t.exact).collect::<Vec<_>>()
    );
    assert!(chiral.same_board(&turned));
    assert_eq!(chiral.canonical(), turned.canonical());
    let mirror = chiral.mirrored();
    assert_eq!(mirror.tiles().len(), chiral.tiles().len());
    assert!(!chiral.same_board(&mirror));
    assert!(chiral.same_board(&mirror.mirrored()));
    assert!(chiral.mirror_map().is_none() && chiral.rotation_map(1).is_none());
}

#[test]
fn deflation_depth_matches_the_rulings() {
    // 5 deflations and radius 6.4 give exactly R1; 6 and 8.6 exactly R2 (and deeper
    // suns of the same parity agree).
    let key = |v: [ExactPoint; 4]| {
        let mut k = v;
        k.sort();
        k
    };
    for (b, n, r) in [(Board::r1(), 5, R1_RADIUS), (Board::r2(), 6, R2_RADIUS)] {
        let board: BTreeSet<_> = b.tiles().iter().map(|t| key(t.exact)).collect();
        for depth in [n, n + 2] {
            let sun: BTreeSet<_> = deflated_sun(depth, None)
                .into_iter()
                .filter(|h| {
                    let c = (h.vertices[0] + h.vertices[2]).to_f64();
                    c[0].hypot(c[1]) / 2.0 <= r
                })
                .map(|h| key(h.vertices))
                .collect();
            // The same tiles up to a turn (deflating twice turns the sun's tiling by 36°).
            let same = (0..10).any(|r| {
                let turned: BTreeSet<_> = sun
                    .iter()
                    .map(|k| key(k.map(|p| p * ExactPoint::unit10(r))))
                    .collect();
                turned == board
            });
            assert!(same, "{} from {depth} deflations", b.name());
        }
    }
    // The exact frame does not depend on the depth: a Throne tile points east.
    for b in [Board::r1(), Board::r2()] {
        let throne = b.throne().unwrap().tiles;
        assert!(throne
            .iter()
            .any(|&t| b.tile(t).exact.contains(&ExactPoint::PHI)));
    }
    // The radius ranges in the rulings give the same sets.
    for (t, lo, hi, b) in [
        (Tiling::FiveThin, 6.24, 6.64, Board::r1()),
        (Tiling::TenThin, 8.58, 8.82, Board::r2()),
    ] {
        for r in [lo, hi] {
            let d = Board::disc(t, r).unwrap();
            assert_eq!(d.tiles().len(), b.tiles().len(), "{t} {r}");
        }
    }
}

#[test]
fn gate_assignment_spaces_players_evenly() {
    assert_eq!(assign_gates(5, 2, 0), Ok(vec![0, 2]));
    assert_eq!(assign_gates(10, 2, 3), Ok(vec![3, 8]));
    assert_eq!(assign_gates(10, 3, 0), Ok(vec![0, 3, 7]));
    assert_eq!(assign_gates(10, 4, 0), Ok(vec![0, 2, 5, 7]));
    assert_eq!(assign_gates(10, 6, 0), Ok(vec![0, 2, 3, 5, 7, 8]));
    assert_eq!(assign_gates(10, 6, 9), Ok(vec![9, 1, 2, 4, 6, 7]));
    assert_eq!(assign_gates(7, 3, 0), Ok(vec![0, 2, 5]));
    assert_eq!(assign_gates(5, 5, 2), Ok(vec![2, 3, 4, 0, 1]));
    for g in 1..=12 {
        for p in 1..=g {
            for f in 0..g {
                let a = assign_gates(g, p, f).unwrap();
                let set: BTreeSet<_> = a.iter().collect();
                assert_eq!((a.len(), set.len(), a[0]), (p, p, f));
            }
        }
    }
    // Setup B with two players: the 90° Star, then the one two clockwise (306°).
    let b = Board::r1();
    let ring: Vec<&Star> = b.ring(1).collect();
    let a = assign_gates(ring.len(), 2, 0).unwrap();
    assert_eq!(
        a.iter().map(|&i| ring[i].angle.round()).collect::<Vec<_>>(),
        [90.0, 306.0]
    );
    // The first-turn Gate from a seed: deterministic, in range.
    for seed in 0..50 {
        let f = first_gate_from_seed(seed, 10);
        assert!(f < 10);
        assert_eq!(f, first_gate_from_seed(seed, 10));
    }
    assert_eq!(first_gate_from_seed(7, 0), 0);
    // Big counts stay fast (no exponential search over ties).
    let a = assign_gates(60, 40, 0).unwrap();
    assert_eq!(a.iter().collect::<BTreeSet<_>>().len(), 40);
}

#[test]
fn json_export_follows_the_cli_format() {
    for b in [Board::r1(), Board::r2()] {
        let text = board_json(b);
        assert!(text.starts_with(&format!(
            "{{\"name\":\"{}\",\"tiles\":[{{\"id\":0,\"kind\":",
            b.name()
        )));
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let tiles = v["tiles"].as_array().unwrap();
        assert_eq!(tiles.len(), b.tiles().len());
        for (i, t) in tiles.iter().enumerate() {
            assert_eq!(t["id"].as_u64(), Some(i as u64));
            assert_eq!(t["kind"].as_str(), Some(b.tile(i).kind.as_str()));
            let vs = t["vertices"].as_array().unwrap();
            assert_eq!(vs.len(), 4);
            for (k, p) in vs.iter().enumerate() {
                let x = p[0].as_f64().unwrap();
                assert!((x - b.tile(i).vertices[k][0]).abs() < 1e-6);
            }
        }
        let stars = v["stars"].as_array().unwrap();
        assert_eq!(stars.len(), b.stars().len());
        assert_eq!(stars[0]["ring"].as_u64(), Some(0));
        // A ring-1 Star at 90°: its five tiles meet at (0, φ³).
        let star = &stars[1];
        assert_eq!(star["ring"].as_u64(), Some(1));
        let ids: Vec<usize> = star["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap() as usize)
            .collect();
        let corner = |id: usize, k: usize| {
            let p = &tiles[id]["vertices"][k];
            (p[0].as_f64().unwrap(), p[1].as_f64().unwrap())
        };
        let phi3 = 4.236068;
        for id in ids {
            assert!((0..4).any(|k| {
                let (x, y) = corner(id, k);
                x.abs() < 1e-6 && (y - phi3).abs() < 1e-6
            }));
        }
        assert!(star["moat"].is_array() && star["deep_moat"].is_array());
        let gates = v["gates"].as_array().unwrap();
        assert_eq!(gates.len(), b.gates().len());
        for (g, j) in b.gates().iter().zip(gates) {
            let a = j["angle"].as_f64().unwrap();
            assert!((a - g.angle).abs() <= 0.05 + 1e-9);
            assert_eq!(j["tiles"].as_array().unwrap().len(), g.tiles.len());
        }
    }
    let r1: serde_json::Value = serde_json::from_str(&board_json(Board::r1())).unwrap();
    let a: Vec<f64> = r1["gates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["angle"].as_f64().unwrap())
        .collect();
    assert_eq!(a, [54.0, 342.0, 270.0, 198.0, 126.0]);
    let r2: serde_json::Value = serde_json::from_str(&board_json(Board::r2())).unwrap();
    let a: Vec<f64> = r2["gates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["angle"].as_f64().unwrap())
        .collect();
    assert_eq!(
        a,
        [74.8, 33.2, 2.8, 321.2, 290.8, 249.2, 218.8, 177.2, 146.8, 105.2]
    );
}

#[test]
#[ignore]
fn r2_generation_time() {
    let start = std::time::Instant::now();
    let n = 20;
    for _ in 0..n {
        std::hint::black_box(Board::disc(Tiling::TenThin, R2_RADIUS).unwrap());
    }
    let ms = start.elapsed().as_secs_f64() * 1000.0 / n as f64;
    println!("R2 generation: {ms:.2} ms per board");
    let start = std::time::Instant::now();
    for _ in 0..n {
        std::hint::black_box(Board::disc(Tiling::FiveThin, R1_RADIUS).unwrap());
    }
    let ms = start.elapsed().as_secs_f64() * 1000.0 / n as f64;
    println!("R1-size generation: {ms:.2} ms per board");
    let start = std::time::Instant::now();
    std::hint::black_box(Board::disc(Tiling::TenThin, MAX_RADIUS).unwrap());
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    println!("radius-20 disc: {ms:.2} ms");
}
