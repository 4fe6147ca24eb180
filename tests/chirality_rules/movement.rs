//! Moving and mustering: rules §8 (movement), §9 (mustering) and §10 (remote mustering).

use super::*;

// §8 Movement

#[test]
fn thick_piece_moves_to_edge_adjacent_empty_thin_tiles() {
    let b = Board::r2();
    let x = (0..300)
        .find(|&t| thick(b, t) && plain(b, t, 3.0, 6.0))
        .unwrap();
    let targets = attacks(b, x);
    let blocker = targets[0];
    let g = position("", &[&[x], &[blocker]], &[5, 5], 0);
    let mut want: Vec<TileId> = targets[1..].to_vec();
    want.sort();
    assert_eq!(g.destinations(x), want);
    for d in g.destinations(x) {
        assert!(!thick(b, d) && b.edge_neighbours(x).contains(&d));
    }
}

#[test]
fn thin_piece_moves_to_edge_or_vertex_adjacent_empty_thick_tiles() {
    let b = Board::r2();
    let x = (0..300)
        .find(|&t| !thick(b, t) && plain(b, t, 3.0, 6.0))
        .unwrap();
    let mut want = attacks(b, x);
    want.sort();
    let vertex_only = want
        .iter()
        .any(|t| !b.edge_neighbours(x).contains(t) && b.vertex_neighbours(x).contains(t));
    assert!(
        vertex_only,
        "a Thin tile reaches Thick tiles by a corner too"
    );
    let g = position("", &[&[x], &[]], &[5, 5], 0);
    assert_eq!(g.destinations(x), want);
    // The piece changes type with the tile: from Thick it now moves to Thin tiles.
    let next = play(&g, step(&g, x, want[0]));
    let g2 = position("", &[&[want[0]], &[]], &[5, 5], 0);
    assert_eq!(next.pieces(0), g2.pieces(0));
    assert!(g2.destinations(want[0]).iter().all(|&d| !thick(b, d)));
}

#[test]
fn a_player_may_not_move_enemy_pieces_or_onto_occupied_tiles() {
    let b = Board::r2();
    let g = Chirality::new_game(&Default::default());
    for m in g.legal_move_list() {
        if let Some(from) = m.from() {
            assert_eq!(g.piece_at(from), Some(0));
        }
        assert_eq!(g.piece_at(m.to()), None, "{}", b.tile(m.to()).name);
    }
}

// §9 Mustering

#[test]
fn muster_onto_any_empty_tile_of_an_occupied_gate_even_beside_an_enemy() {
    let b = Board::r2();
    let gate = &b.gates()[2];
    let (mine, theirs) = (gate.tiles[0], gate.tiles[1]);
    let g = position("", &[&[mine], &[theirs]], &[3, 3], 0);
    let targets = g.muster_targets();
    let tiles: Vec<TileId> = targets.iter().map(|t| t.tile).collect();
    assert_eq!(tiles, {
        let mut v = gate.tiles[2..].to_vec();
        v.sort();
        v
    });
    assert!(targets.iter().all(|t| !t.remote));
    // The enemy on the same Gate may Muster there too.
    let after = play(
        &g,
        ChiralityMove::Muster {
            to: gate.tiles[2] as u16,
        },
    );
    assert!(after
        .muster_targets()
        .iter()
        .any(|t| t.tile == gate.tiles[3]));
    assert_eq!(after.reserve(0), 2);
}

#[test]
fn no_muster_without_reserve_or_without_a_gate() {
    let b = Board::r2();
    let gate = &b.gates()[2];
    let g = position("", &[&[gate.tiles[0]], &[gate.tiles[4]]], &[0, 4], 0);
    assert!(g.muster_targets().is_empty(), "no reserve");
    let x = (0..300)
        .find(|&t| thick(b, t) && plain(b, t, 3.0, 6.0))
        .unwrap();
    let g = position("", &[&[x], &[gate.tiles[4]]], &[5, 4], 0);
    assert!(g.muster_targets().is_empty(), "no Gate occupied");
}

#[test]
fn why_no_muster_names_the_missing_reserve_gate_or_garrison() {
    let b = Board::r2();
    let gate = &b.gates()[2];
    let open = position("", &[&[gate.tiles[0]], &[gate.tiles[4]]], &[3, 4], 0);
    assert_eq!(open.why_no_muster(), None, "a Gate tile held and a reserve");
    let g = position("", &[&[gate.tiles[0]], &[gate.tiles[4]]], &[0, 4], 0);
    assert_eq!(g.why_no_muster(), Some(NoMuster::NoReserve));
    let x = (0..300)
        .find(|&t| thick(b, t) && plain(b, t, 3.0, 6.0))
        .unwrap();
    let g = position("", &[&[x], &[gate.tiles[4]]], &[5, 4], 0);
    let blocked = |gates_taken, garrison_blocked| {
        Some(NoMuster::Blocked {
            gates_taken,
            garrison_blocked,
        })
    };
    assert_eq!(g.why_no_muster(), blocked(false, false));
    // Every tile of the held Gate taken (the rest by the enemy).
    let rest: Vec<TileId> = gate.tiles[1..].to_vec();
    let g = position(
        "",
        &[&[gate.tiles[0]], &rest],
        &[5, 16 - rest.len() as u8],
        0,
    );
    assert_eq!(g.why_no_muster(), blocked(true, false));
    assert!(g.muster_targets().is_empty());
    // An Inner Garrison whose Gates hold enemies: the reason says so.
    let r1 = Board::r1();
    let star: Vec<TileId> = r1.ring(1).next().unwrap().tiles.to_vec();
    let enemy_star: Vec<TileId> = r1.ring(1).nth(2).unwrap().tiles.to_vec();
    let mut theirs = enemy_star.clone();
    theirs.extend([r1.gates()[0].tiles[1], r1.gates()[4].tiles[1]]);
    let g = position("board=r1", &[&star, &theirs], &[11, 9], 0);
    assert!(g.muster_targets().is_empty());
    assert!(matches!(
        g.why_no_muster(),
        Some(NoMuster::Blocked {
            garrison_blocked: true,
            ..
        })
    ));
    // Setup C placements come first.
    let c = Chirality::new_game(&options("setup=c"));
    assert_eq!(c.why_no_muster(), Some(NoMuster::Placing));
}

#[test]
fn a_muster_is_one_move_per_tile() {
    let g = Chirality::new_game(&Default::default());
    let musters: Vec<_> = g
        .legal_move_list()
        .into_iter()
        .filter(|m| matches!(m, ChiralityMove::Muster { .. }))
        .collect();
    assert_eq!(musters.len(), 2, "the two empty middle Thick tiles");
}

// §10 Remote Mustering

#[test]
fn remote_muster_only_to_empty_thick_tiles_of_same_half_gates_without_enemies() {
    let b = Board::r1();
    let g = Chirality::new_game(&options("board=r1"));
    assert!(g.garrisons().iter().any(|x| x.owner == 0 && x.inner));
    let targets = g.muster_targets();
    let names: Vec<&str> = targets
        .iter()
        .map(|t| b.tile(t.tile).name.as_str())
        .collect();
    // Player 1's Inner Garrison is the 90° Star: the Gates at 54° and 126°.
    let mut want: Vec<TileId> = [0, 4]
        .iter()
        .flat_map(|&gi| b.gates()[gi].tiles.clone())
        .filter(|&t| thick(b, t))
        .collect();
    want.sort();
    let got: Vec<TileId> = targets.iter().map(|t| t.tile).collect();
    assert_eq!(got, want, "{names:?}");
    assert!(targets.iter().all(|t| t.remote));
    for gi in [0, 4] {
        assert!(b.same_half(gi, b.ring(1).next().unwrap().id));
    }
    // An enemy on the 54° Gate closes it to Remote Muster.
    let star: Vec<TileId> = b.ring(1).next().unwrap().tiles.to_vec();
    let enemy_star: Vec<TileId> = b.ring(1).nth(2).unwrap().tiles.to_vec();
    let thin_of_gate0 = b.gates()[0].tiles[1];
    let mut theirs = enemy_star.clone();
    theirs.push(thin_of_gate0);
    let g2 = position("board=r1", &[&star, &theirs], &[11, 10], 0);
    let got: Vec<TileId> = g2.muster_targets().iter().map(|t| t.tile).collect();
    assert!(got.iter().all(|t| !b.gates()[0].tiles.contains(t)));
    assert!(!got.is_empty());
    // Without the full Garrison: no Remote Muster at all.
    let g3 = position("board=r1", &[&star[..4], &enemy_star], &[12, 11], 0);
    assert!(g3.muster_targets().is_empty());
    // Occupying a Gate still gives ordinary Muster, Thin tiles included.
    let mut mine = star.clone();
    mine.push(b.gates()[0].tiles[0]);
    let g4 = position("board=r1", &[&mine, &enemy_star], &[10, 11], 0);
    let t4 = g4.muster_targets();
    assert!(t4
        .iter()
        .any(|t| t.tile == b.gates()[0].tiles[1] && !t.remote));
}
