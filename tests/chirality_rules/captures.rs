//! Capture (§12), Throne victory before captures (§12/§14), and captures with three
//! players.

use super::*;

#[test]
fn thick_piece_survives_one_thin_attacker_and_falls_to_two() {
    let b = Board::r2();
    let (x, s1, s2, y) = thick_target(b);
    let one = position("", &[&[y], &[x]], &[5, 5], 0);
    let after = play(&one, step(&one, y, s2));
    assert_eq!(after.piece_at(x), Some(1), "one Thin source is not enough");
    let two = position("", &[&[y, s1], &[x]], &[5, 5], 0);
    let report = two.explain_turn(step(&two, y, s2));
    let after = play(&two, step(&two, y, s2));
    assert_eq!(after.piece_at(x), None, "two Thin sources capture");
    assert_eq!(after.captured(1), 16 - 5);
    assert_eq!(report.active.len(), 1);
    let mut sources = report.active[0].attackers[0].sources.clone();
    sources.sort();
    let mut want = vec![s1, s2];
    want.sort();
    assert_eq!(sources, want);
}

#[test]
fn thin_piece_falls_to_one_thick_attacker() {
    let b = Board::r2();
    let s = (0..300)
        .find(|&t| !thick(b, t) && plain(b, t, 3.0, 7.0))
        .unwrap();
    let k = *attacks(b, s)
        .iter()
        .find(|&&k| b.edge_neighbours(s).contains(&k) && plain(b, k, 0.0, 9.0))
        .unwrap();
    // The Thick piece arrives on k from a Thin tile (a Thin piece steps onto Thick).
    let from = b
        .vertex_neighbours(k)
        .iter()
        .copied()
        .find(|&u| !thick(b, u) && u != s && plain(b, u, 0.0, 9.0))
        .unwrap();
    let g = position("", &[&[from], &[s]], &[5, 5], 0);
    let after = play(&g, step(&g, from, k));
    assert_eq!(after.piece_at(s), None);
    assert_eq!(after.piece_at(k), Some(0), "the attacker does not move");
}

#[test]
fn throne_tile_falls_to_one_source() {
    let b = Board::r2();
    let a1 = tile(b, "A1");
    let s = *attackers(b, a1)
        .iter()
        .find(|&&s| !b.edge_neighbours(a1).contains(&s))
        .unwrap();
    // The attacker steps onto s from a Thick tile that does not touch the Throne.
    let y = attackers(b, s)
        .into_iter()
        .find(|&y| !b.is_throne_tile(y) && b.tile(y).stars.is_empty())
        .unwrap();
    let g = position("", &[&[y], &[a1]], &[5, 5], 0);
    let after = play(&g, step(&g, y, s));
    assert_eq!(
        after.piece_at(a1),
        None,
        "Throne exposure: one source suffices"
    );
}

#[test]
fn exposed_throne_piece_survives_when_its_captures_remove_the_source() {
    // Player 1 enters a Throne tile; the only enemy source is a Thin piece that the
    // mover (now Thick) attacks along an edge, so it is removed first.
    let b = Board::r2();
    let a1 = tile(b, "A1");
    let s = *attacks(b, a1)
        .iter()
        .find(|&&s| b.edge_neighbours(a1).contains(&s))
        .unwrap();
    let from = attacks(b, a1)
        .into_iter()
        .find(|&u| u != s && !b.vertex_neighbours(u).contains(&s))
        .or_else(|| attacks(b, a1).into_iter().find(|&u| u != s))
        .unwrap();
    let g = position("", &[&[from], &[s]], &[5, 5], 0);
    let after = play(&g, step(&g, from, a1));
    assert_eq!(after.piece_at(s), None, "the mover takes the source first");
    assert_eq!(after.piece_at(a1), Some(0), "and survives the response");
}

/// A Thin tile `z` with two Thick edge-neighbours `w`, `w2` and a third `y`; a Thin
/// tile `s` attacking `w` but not `w2`.
fn threat_config(b: &Board) -> (TileId, TileId, TileId, TileId, TileId) {
    for z in 0..b.tiles().len() {
        if thick(b, z) || !plain(b, z, 2.0, 7.5) {
            continue;
        }
        let ks: Vec<TileId> = b
            .edge_neighbours(z)
            .iter()
            .copied()
            .filter(|&k| thick(b, k) && plain(b, k, 0.0, 9.0))
            .collect();
        for &w in &ks {
            for &w2 in &ks {
                for &y in &ks {
                    if w == w2 || y == w || y == w2 {
                        continue;
                    }
                    for s in attackers(b, w) {
                        let ok = s != z && !attackers(b, w2).contains(&s) && plain(b, s, 0.0, 9.0);
                        if ok {
                            return (z, w, w2, y, s);
                        }
                    }
                }
            }
        }
    }
    panic!("no configuration");
}

#[test]
fn move_into_threat_survives_when_its_captures_remove_every_attacker() {
    let b = Board::r2();
    let (z, w, _, y, s) = threat_config(b);
    let g = position("", &[&[y, s], &[w]], &[5, 5], 0);
    let after = play(&g, step(&g, y, z));
    assert_eq!(after.piece_at(w), None, "z and s take w first");
    assert_eq!(after.piece_at(z), Some(0), "so w cannot respond");
}

#[test]
fn move_into_threat_falls_when_one_attacker_survives() {
    let b = Board::r2();
    let (z, w, w2, y, s) = threat_config(b);
    let g = position("", &[&[y, s], &[w, w2]], &[5, 5], 0);
    let report = g.explain_turn(step(&g, y, z));
    let after = play(&g, step(&g, y, z));
    assert_eq!(after.piece_at(w), None);
    assert_eq!(
        after.piece_at(w2),
        Some(1),
        "one Thin source does not take w2"
    );
    assert_eq!(
        after.piece_at(z),
        None,
        "w2 takes the mover in the response"
    );
    assert_eq!(report.active.len(), 1);
    assert_eq!(report.response.len(), 1);
    assert_eq!(report.response[0].tile, z);
    assert_eq!(report.response[0].attackers[0].sources, vec![w2]);
}

#[test]
fn threat_map_counts_sources_and_predicts_falls() {
    let b = Board::r2();
    let (x, s1, s2, _) = thick_target(b);
    let g = position("", &[&[s1, s2], &[x]], &[5, 5], 1);
    let map = g.threat_map();
    assert_eq!(map.len(), 300);
    assert_eq!(map[x].occupant, Some(1));
    assert_eq!(map[x].sources[0], 2);
    assert!(map[x].falls);
    let g = position("", &[&[s1], &[x]], &[5, 5], 1);
    let map = g.threat_map();
    assert_eq!(map[x].sources[0], 1);
    assert!(!map[x].falls);
}

// §12/§14 Throne victory

#[test]
fn throne_victory_stands_although_captures_would_follow() {
    let b = Board::r2();
    let throne: Vec<TileId> = b.throne().unwrap().tiles.to_vec();
    let last = throne[4];
    let from = attacks(b, last)
        .into_iter()
        .find(|&u| b.tile(u).moat_of.contains(&0))
        .unwrap();
    // Player 2 has a Thin piece on the Throne's Moat touching every... at least one
    // Throne tile: one source suffices, so a capture would follow.
    let enemy = b.stars()[0]
        .moat
        .iter()
        .copied()
        .find(|&m| m != from)
        .unwrap();
    let mut mine = throne[..4].to_vec();
    mine.push(from);
    let g = position("", &[&mine, &[enemy]], &[5, 5], 0);
    let report = g.explain_turn(step(&g, from, last));
    let after = play(&g, step(&g, from, last));
    assert_eq!(after.turn(), Turn::Over);
    assert_eq!(after.ending(), Some(Ending::Throne(0)));
    assert_eq!(after.outcome().unwrap().winners, vec![0]);
    assert!(report.throne_victory && report.active.is_empty() && report.response.is_empty());
    assert_eq!(after.piece_at(enemy), Some(1), "no capture was resolved");
    for t in throne {
        assert_eq!(after.piece_at(t), Some(0));
    }
    assert!(after.legal_move_list().is_empty());
}

// Captures with three players

#[test]
fn two_opponents_single_thin_attacks_do_not_add_up() {
    let b = Board::r2();
    let (x, s1, s2, _) = thick_target(b);
    let (qf, qt) = quiet(b, &[x, s1, s2]);
    // Player 1 moves quietly; player 2 holds x; players 1 and 3 each attack it once.
    let g = position(
        "setup=c,players=3",
        &[&[s1, qf], &[x], &[s2]],
        &[5, 5, 5],
        0,
    );
    let after = play(&g, step(&g, qf, qt));
    assert_eq!(after.piece_at(x), Some(1));
    assert!(!g.threat_map()[x].falls);
}

#[test]
fn three_player_response_captures_are_resolved_per_player_and_removed_together() {
    // Player 2's Thick piece k takes player 3's Thin piece on s; player 3's two Thin
    // pieces (s and s3) take k. Removed together, both fall; one after the other, k
    // would survive.
    let b = Board::r2();
    let (k, s3, _, _) = thick_target(b);
    let s_edge = attacks(b, k)
        .into_iter()
        .find(|&u| plain(b, u, 0.0, 9.0) && u != s3 && !b.vertex_neighbours(u).contains(&s3))
        .unwrap();
    let (qf, qt) = quiet(b, &[k, s3, s_edge]);
    let keep = far_gate_tile(b, &[k, s3, s_edge, qf, qt], 0);
    let g = position(
        "setup=c,players=3",
        &[&[qf], &[k, keep], &[s_edge, s3]],
        &[5, 5, 5],
        0,
    );
    let report = g.explain_turn(step(&g, qf, qt));
    let after = play(&g, step(&g, qf, qt));
    assert_eq!(after.piece_at(k), None, "player 3 takes k");
    assert_eq!(
        after.piece_at(s_edge),
        None,
        "player 2 takes s at the same time"
    );
    assert_eq!(after.piece_at(s3), Some(2));
    assert_eq!(report.response.len(), 2);
    assert!(report.active.is_empty());
    assert_eq!(after.turn(), Turn::Player(1));
}

#[test]
fn active_player_captures_first_in_three_player_games() {
    let b = Board::r2();
    let (x, s1, s2, y) = thick_target(b);
    // Player 1 takes player 2's x; the others keep a piece on a far Gate.
    let k2 = far_gate_tile(b, &[x, s1, s2, y], 0);
    let k3 = far_gate_tile(b, &[x, s1, s2, y], 1);
    let g = position(
        "setup=c,players=3",
        &[&[y, s1], &[x, k2], &[k3]],
        &[5, 5, 3],
        0,
    );
    let after = play(&g, step(&g, y, s2));
    assert_eq!(after.piece_at(x), None);
    assert_eq!(after.turn(), Turn::Player(1));
}
