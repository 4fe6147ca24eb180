//! Deflation depth, Gate assignment, the JSON export and (on demand) generation time.

use super::*;

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

/// The export is the command line's, so native only.
#[cfg(not(target_arch = "wasm32"))]
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
