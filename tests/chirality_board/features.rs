//! Tile counts, the Throne, Stars and Gates of R1 and R2, Moats, the fringe and the
//! halves.

use super::*;

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
fn the_tiles_a_text_names_are_found_in_order_once_each() {
    let b = Board::r1();
    let id = |n: &str| b.tile_by_name(n).expect("a tile of R1");
    assert_eq!(
        b.tiles_named_in("C13-C8 answers it; then A6 (not Z99, a6, or 'Step'). C13 again."),
        vec![id("C13"), id("C8"), id("A6")]
    );
    assert!(b.tiles_named_in("Garrisons stand on Stars.").is_empty());
}
