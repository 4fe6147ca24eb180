//! Garrisons (§13): protection, breaking, Moats and deep Moats.

use super::*;

fn r1_stars() -> (Vec<TileId>, Vec<TileId>) {
    let b = Board::r1();
    let mine = b.ring(1).next().unwrap().tiles.to_vec();
    let theirs = b.ring(1).nth(2).unwrap().tiles.to_vec();
    (mine, theirs)
}

/// A Thick tile of player 1's Star on R1 with two Thin attackers outside every Moat of
/// the Star (so the Garrison does not sweep them).
fn garrison_target() -> (TileId, TileId, TileId) {
    let b = Board::r1();
    let (star, _) = r1_stars();
    let sid = b.ring(1).next().unwrap().id;
    for &x in &star {
        let thins: Vec<TileId> = attackers(b, x)
            .into_iter()
            .filter(|&s| !b.tile(s).deep_moat_of.contains(&sid) && b.tile(s).gates.is_empty())
            .collect();
        if thins.len() >= 2 {
            return (x, thins[0], thins[1]);
        }
    }
    // Deep-Moat tiles then (the standard Moat only): pieces there are safe without the
    // variant.
    for &x in &star {
        let thins: Vec<TileId> = attackers(b, x)
            .into_iter()
            .filter(|&s| !b.tile(s).moat_of.contains(&sid))
            .collect();
        if thins.len() >= 2 {
            return (x, thins[0], thins[1]);
        }
    }
    panic!("no configuration");
}

#[test]
fn garrison_pieces_cannot_be_captured() {
    let (star, enemy) = r1_stars();
    let (x, s1, s2) = garrison_target();
    let mut theirs = enemy.clone();
    theirs.extend([s1, s2]);
    // Player 2, whose two Thin pieces attack x, makes a quiet move: a Remote Muster.
    let g = position("board=r1", &[&star, &theirs], &[11, 9], 1);
    let m = g
        .legal_move_list()
        .into_iter()
        .find(|m| matches!(m, ChiralityMove::Muster { .. }))
        .unwrap();
    let after = play(&g, m);
    assert_eq!(after.piece_at(x), Some(0), "Garrison pieces are immune");
    assert!(g.threat_map()[x].immune && !g.threat_map()[x].falls);
}

#[test]
fn garrison_breaks_when_a_piece_leaves_and_the_rest_become_capturable() {
    let (star, enemy) = r1_stars();
    let (x, s1, s2) = garrison_target();
    let mut theirs = enemy.clone();
    theirs.extend([s1, s2]);
    let g = position("board=r1", &[&star, &theirs], &[11, 9], 0);
    // Player 1 moves another piece of the Star out: the Garrison breaks at once and
    // player 2's response takes x.
    let m = g
        .legal_move_list()
        .into_iter()
        .find(|m| {
            m.from().is_some_and(|f| f != x && star.contains(&f)) && {
                let after = play(&g, *m);
                after.piece_at(s1) == Some(1) && after.piece_at(s2) == Some(1)
            }
        })
        .expect("a piece of the Star can step out");
    let report = g.explain_turn(m);
    let after = play(&g, m);
    assert_eq!(after.piece_at(x), None, "{report:?}");
    assert!(report.response.iter().any(|e| e.tile == x));
    assert!(!after.garrisons().iter().any(|x| x.owner == 0));
}

#[test]
fn garrison_formed_by_the_move_protects_at_once() {
    let b = Board::r1();
    let (star, enemy) = r1_stars();
    let (x, s1, s2) = garrison_target();
    let mut theirs = enemy.clone();
    theirs.extend([s1, s2]);
    let last = *star.iter().find(|&&t| t != x).unwrap();
    // Player 1 holds four tiles and steps onto the fifth from a Thin neighbour.
    let from = b
        .vertex_neighbours(last)
        .iter()
        .copied()
        .find(|&u| !thick(b, u) && u != s1 && u != s2 && !theirs.contains(&u))
        .unwrap();
    let mut mine: Vec<TileId> = star.iter().copied().filter(|&t| t != last).collect();
    mine.push(from);
    let (qf, qt) = quiet(b, &star);
    mine.push(qf);
    let g = position("board=r1", &[&mine, &theirs], &[10, 9], 0);
    let after = play(&g, step(&g, from, last));
    assert_eq!(after.piece_at(x), Some(0), "the new Garrison protects x");
    let control = play(&g, step(&g, qf, qt));
    assert_eq!(
        control.piece_at(x),
        None,
        "without it, x falls in the response"
    );
    assert!(after.garrisons().iter().any(|g| g.owner == 0 && g.inner));
}

#[test]
fn garrison_sweeps_its_moat_and_friendly_pieces_are_safe_there() {
    let b = Board::r1();
    let (star, enemy) = r1_stars();
    let sid = b.ring(1).next().unwrap().id;
    let moat = &b.stars()[sid].moat;
    let (qf, qt) = quiet(b, &star);
    let mut mine = star.clone();
    mine.extend([moat[0], qf]);
    let mut theirs = enemy.clone();
    theirs.push(moat[1]);
    let g = position("board=r1", &[&mine, &theirs], &[9, 10], 0);
    let report = g.explain_turn(step(&g, qf, qt));
    let after = play(&g, step(&g, qf, qt));
    assert_eq!(
        after.piece_at(moat[1]),
        None,
        "the enemy on the Moat is swept"
    );
    assert_eq!(after.piece_at(moat[0]), Some(0), "a friendly piece is safe");
    let e = report.active.iter().find(|e| e.tile == moat[1]).unwrap();
    assert!(e.attackers[0].garrisons.contains(&sid));
}

#[test]
fn deep_moats_extend_the_garrison_attack() {
    let b = Board::r1();
    let (star, enemy) = r1_stars();
    let sid = b.ring(1).next().unwrap().id;
    let s = &b.stars()[sid];
    let deep_only = *s.deep_moat.iter().find(|t| !s.moat.contains(t)).unwrap();
    // Deep Moat: Thin tiles sharing an edge with a Moat tile.
    assert!(s
        .moat
        .iter()
        .any(|&m| b.edge_neighbours(m).contains(&deep_only)));
    let (qf, qt) = quiet(b, &star);
    let mut mine = star.clone();
    mine.push(qf);
    let mut theirs = enemy.clone();
    theirs.push(deep_only);
    for (opts, survives) in [("board=r1", true), ("board=r1,deep-moats", false)] {
        let g = position(opts, &[&mine, &theirs], &[10, 10], 0);
        let after = play(&g, step(&g, qf, qt));
        assert_eq!(after.piece_at(deep_only).is_some(), survives, "{opts}");
    }
}
