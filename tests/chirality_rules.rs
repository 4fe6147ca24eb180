//! The Chirality rules engine against the rules text and the rulings
//! (shared/rules/chirality.txt, chirality-rulings.md, docs/rules/chirality.md): one
//! scenario per rule clause, setups, notation, and perft and random positions checked
//! against an independent, slow implementation written from the rulings (at the end).

use rosette::engine::chirality::board::{Board, TileId, TileKind};
use rosette::engine::chirality::*;
use rosette::engine::game::GameOptions;
use rosette::engine::perft::perft;
use rosette::engine::{Game, OptionMap, Rng, SetupError, Turn};

// ---------------------------------------------------------------------------------
// Helpers: positions built from tile lists, geometry searches.

fn options(text: &str) -> ChiralityOptions {
    ChiralityOptions::from_map(&OptionMap::parse(text).unwrap()).unwrap()
}

fn board_of(opts: &ChiralityOptions) -> &'static Board {
    match opts.board {
        BoardChoice::R1 => Board::r1(),
        BoardChoice::R2 => Board::r2(),
    }
}

/// A position from per-player tile lists and reserves (captured makes up the rest).
fn position(opts: &str, pieces: &[&[TileId]], reserves: &[u8], to_move: usize) -> Chirality {
    let text = position_text(opts, pieces, reserves, to_move);
    Chirality::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The position text for [`position`].
fn position_text(opts: &str, pieces: &[&[TileId]], reserves: &[u8], to_move: usize) -> String {
    let o = options(opts);
    let b = board_of(&o);
    let mut map = o.to_map();
    let mut rest = OptionMap::default();
    for k in map.keys() {
        if k != "board" {
            rest.push(k, map.get(k).flatten());
        }
    }
    map = rest;
    let lists: Vec<String> = pieces
        .iter()
        .map(|ts| {
            let mut ts = ts.to_vec();
            ts.sort();
            if ts.is_empty() {
                "-".to_string()
            } else {
                ts.iter()
                    .map(|&t| b.tile(t).name.clone())
                    .collect::<Vec<_>>()
                    .join(",")
            }
        })
        .collect();
    let caps: Vec<String> = pieces
        .iter()
        .zip(reserves)
        .map(|(ts, r)| (16 - ts.len() as u8 - r).to_string())
        .collect();
    let res: Vec<String> = reserves.iter().map(u8::to_string).collect();
    let m = map.to_string();
    format!(
        "{} {} {} {} {} {} - -",
        o.board.as_str(),
        if m.is_empty() { "-" } else { &m },
        lists.join("/"),
        res.join("/"),
        caps.join("/"),
        to_move + 1
    )
}

fn tile(b: &Board, name: &str) -> TileId {
    b.tile_by_name(name).unwrap()
}

fn thick(b: &Board, t: TileId) -> bool {
    b.tile(t).kind == TileKind::Thick
}

/// Tiles a piece on `t` attacks: edge-adjacent Thin for Thick, vertex-adjacent Thick for
/// Thin (from the board's neighbour lists).
fn attacks(b: &Board, t: TileId) -> Vec<TileId> {
    if thick(b, t) {
        b.edge_neighbours(t)
            .iter()
            .copied()
            .filter(|&u| !thick(b, u))
            .collect()
    } else {
        b.vertex_neighbours(t)
            .iter()
            .copied()
            .filter(|&u| thick(b, u))
            .collect()
    }
}

/// Tiles from which a piece attacks `t`: vertex-adjacent Thin tiles for a Thick tile,
/// edge-adjacent Thick tiles for a Thin tile.
fn attackers(b: &Board, t: TileId) -> Vec<TileId> {
    if thick(b, t) {
        b.vertex_neighbours(t)
            .iter()
            .copied()
            .filter(|&u| !thick(b, u))
            .collect()
    } else {
        b.edge_neighbours(t)
            .iter()
            .copied()
            .filter(|&u| thick(b, u))
            .collect()
    }
}

fn radius(b: &Board, t: TileId) -> f64 {
    let c = b.tile(t).centroid;
    c[0].hypot(c[1])
}

/// A plain tile: not in a Star (the Throne included) or a Gate, within `lo..hi` of the
/// centre. (Moats matter only where a Garrison stands.)
fn plain(b: &Board, t: TileId, lo: f64, hi: f64) -> bool {
    let x = b.tile(t);
    x.stars.is_empty() && x.gates.is_empty() && (lo..hi).contains(&radius(b, t))
}

/// A Thick tile far (more than 4 edge lengths) from every tile of `near`, with an empty
/// Thin neighbour: a quiet move for player `p` that touches nothing else.
fn quiet(b: &Board, near: &[TileId]) -> (TileId, TileId) {
    for t in 0..b.tiles().len() {
        if !thick(b, t) || !plain(b, t, 2.0, 7.5) {
            continue;
        }
        let c = b.tile(t).centroid;
        let far = near.iter().all(|&u| {
            let d = b.tile(u).centroid;
            (c[0] - d[0]).hypot(c[1] - d[1]) > 4.0
        });
        if let Some(&to) = attacks(b, t).iter().find(|&&u| plain(b, u, 0.0, 9.0)) {
            if far {
                return (t, to);
            }
        }
    }
    panic!("no quiet move");
}

/// The first tile of a Gate far (more than 4) from every tile of `near`, skipping `skip`
/// such Gates: a harmless piece that keeps a player able to Muster.
fn far_gate_tile(b: &Board, near: &[TileId], skip: usize) -> TileId {
    b.gates()
        .iter()
        .map(|g| g.tiles[0])
        .filter(|&t| {
            let c = b.tile(t).centroid;
            near.iter().all(|&u| {
                let d = b.tile(u).centroid;
                (c[0] - d[0]).hypot(c[1] - d[1]) > 4.0
            })
        })
        .nth(skip)
        .expect("a far Gate")
}

fn step(game: &Chirality, from: TileId, to: TileId) -> ChiralityMove {
    let m = ChiralityMove::Step {
        from: from as u16,
        to: to as u16,
    };
    assert!(game.is_legal(m), "{} not legal", game.move_notation(m));
    m
}

fn play(game: &Chirality, m: ChiralityMove) -> Chirality {
    game.clone().play(m).unwrap_or_else(|(_, e)| panic!("{e}"))
}

// ---------------------------------------------------------------------------------
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

// §12 Capture

/// A plain Thick tile `x` with two Thin tiles `s1`, `s2` attacking it, and a Thick tile
/// `y` from which a piece steps onto `s2`, none of them next to another of the others
/// except as required.
fn thick_target(b: &Board) -> (TileId, TileId, TileId, TileId) {
    for x in 0..b.tiles().len() {
        if !thick(b, x) || !plain(b, x, 2.5, 7.0) {
            continue;
        }
        let thins: Vec<TileId> = attackers(b, x)
            .into_iter()
            .filter(|&s| plain(b, s, 0.0, 9.0))
            .collect();
        for &s1 in &thins {
            for &s2 in &thins {
                if s1 == s2 {
                    continue;
                }
                for y in attackers(b, s2) {
                    if y != x && plain(b, y, 0.0, 9.0) {
                        return (x, s1, s2, y);
                    }
                }
            }
        }
    }
    panic!("no configuration");
}

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

// §13 Garrisons

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

// §15 Elimination

#[test]
fn capturing_the_last_piece_with_no_reserve_wins_two_player_games() {
    let b = Board::r2();
    let (x, s1, s2, y) = thick_target(b);
    let g = position("", &[&[y, s1], &[x]], &[5, 0], 0);
    let after = play(&g, step(&g, y, s2));
    assert_eq!(after.ending(), Some(Ending::LastStanding(0)));
    assert_eq!(after.outcome().unwrap().scores, vec![1.0, 0.0]);
    assert_eq!(after.eliminated(), vec![1]);
}

#[test]
fn eliminated_player_leaves_and_play_goes_on() {
    let b = Board::r2();
    let (x, s1, s2, y) = thick_target(b);
    let gate = &b.gates()[5];
    let g = position(
        "setup=c,players=3",
        &[&[y, s1], &[x], &[gate.tiles[0]]],
        &[5, 0, 5],
        0,
    );
    let report = g.explain_turn(step(&g, y, s2));
    let after = play(&g, step(&g, y, s2));
    assert_eq!(after.eliminated(), vec![1]);
    assert_eq!(report.eliminated, vec![1]);
    assert_eq!(after.turn(), Turn::Player(2), "player 2 is skipped");
    let text = after.to_position();
    assert!(text.ends_with(" 3 2 -"), "{text}");
}

#[test]
fn no_legal_action_at_the_start_of_the_turn_eliminates() {
    // Player 2's only piece is taken while it still has reserves: with no piece on a
    // Gate it can neither move nor Muster, so it is out (rulings).
    let b = Board::r2();
    let (x, s1, s2, y) = thick_target(b);
    let g = position("", &[&[y, s1], &[x]], &[5, 6], 0);
    let after = play(&g, step(&g, y, s2));
    assert_eq!(after.ending(), Some(Ending::LastStanding(0)));
    assert_eq!(after.reserve(1), 6);
    assert_eq!(after.captured(1), 10);
    // With three players the game goes on without it; its pieces leave the board.
    let gate = &b.gates()[5];
    let far = position(
        "setup=c,players=3",
        &[&[y, s1], &[x], &[gate.tiles[0]]],
        &[5, 6, 5],
        0,
    );
    let after = play(&far, step(&far, y, s2));
    assert_eq!(after.eliminated(), vec![1]);
    assert_eq!(after.turn(), Turn::Player(2));
}

#[test]
fn stuck_pieces_on_the_board_leave_when_their_owner_is_eliminated() {
    // Player 2 (three players) has one Thin piece whose Thick neighbours are all taken
    // and no reserve: at the start of its turn it has no legal action.
    let b = Board::r2();
    let s = (0..300)
        .find(|&t| !thick(b, t) && plain(b, t, 3.0, 6.5))
        .unwrap();
    let blockers: Vec<TileId> = attacks(b, s);
    // Player 3 fills the Thick tiles around s (they are Thick: one Thin source each
    // does not capture them), player 1 moves quietly.
    let (qf, qt) = quiet(b, &blockers);
    let g = position(
        "setup=c,players=3",
        &[&[qf], &[s], &blockers],
        &[5, 0, 16 - blockers.len() as u8],
        0,
    );
    let after = play(&g, step(&g, qf, qt));
    assert_eq!(after.eliminated(), vec![1]);
    assert_eq!(after.piece_at(s), None, "its piece leaves the board");
    assert_eq!(after.captured(1), 16);
    assert_eq!(after.turn(), Turn::Player(2));
}

// §5 Setups

#[test]
fn setup_a_puts_four_pieces_on_each_of_two_opposing_gates() {
    let b = Board::r2();
    let g = Chirality::new_game(&Default::default());
    assert_eq!(g.turn(), Turn::Player(0));
    for p in 0..2u8 {
        assert_eq!(g.pieces(p).len(), 8);
        assert_eq!(g.reserve(p), 8);
        assert_eq!(g.captured(p), 0);
    }
    let gate_at = |angle: f64| {
        b.gates()
            .iter()
            .find(|x| (x.angle - angle).abs() < 0.2)
            .unwrap()
    };
    for (p, angles) in [(0u8, [74.8, 105.2]), (1, [249.2, 290.8])] {
        for a in angles {
            let gate = gate_at(a);
            let held: Vec<bool> = gate
                .tiles
                .iter()
                .map(|&t| g.piece_at(t) == Some(p))
                .collect();
            assert_eq!(held, [true, true, false, true, true], "{a}°");
        }
    }
    assert!(b.opposing(gate_at(74.8).id, gate_at(249.2).id));
    let text = g.to_position();
    assert_eq!(
        text,
        "r2 - A51,A52,A53,A54,A55,A56,A59,A60/D51,C52,D53,C54,D55,C56,D59,C60 8/8 0/0 1 - -"
    );
}

#[test]
fn setup_b_fills_an_inner_star_each() {
    let b = Board::r1();
    let g = Chirality::new_game(&options("board=r1"));
    assert_eq!(g.options().setup, Setup::B);
    let stars: Vec<_> = b.ring(1).collect();
    for (p, s) in [(0u8, 0usize), (1, 2)] {
        assert_eq!(g.reserve(p), 11);
        assert!(stars[s].tiles.iter().all(|&t| g.piece_at(t) == Some(p)));
        assert_eq!(g.pieces(p).len(), 5);
    }
    assert_eq!(stars[0].angle.round(), 90.0);
    assert_eq!(stars[2].angle.round(), 306.0);
    let garrisons = g.garrisons();
    assert_eq!(garrisons.len(), 2);
    assert!(garrisons.iter().all(|x| x.inner));
    // Setup B also works on R2 and for more players.
    let g = Chirality::new_game(&options("setup=b,players=4"));
    assert_eq!(g.garrisons().len(), 4);
    assert!(Chirality::try_new(&ChiralityOptions {
        players: 6,
        setup: Setup::B,
        ..Default::default()
    })
    .is_err());
}

#[test]
fn setup_c_places_one_piece_each_in_turn_order_before_the_first_turn() {
    let b = Board::r2();
    let o = options("setup=c,players=3,seed=5");
    let mut g = Chirality::new_game(&o);
    let gates = assign_c(&o);
    for p in 0..3u8 {
        assert!(g.is_placing());
        assert_eq!(g.turn(), Turn::Player(p));
        let moves = g.legal_move_list();
        let mut want = b.gates()[gates[p as usize]].tiles.clone();
        want.sort();
        let got: Vec<TileId> = moves.iter().map(|m| m.to()).collect();
        assert_eq!(got, want);
        assert!(moves
            .iter()
            .all(|m| matches!(m, ChiralityMove::Place { .. })));
        assert!(g.move_notation(moves[0]).starts_with('@'));
        g = play(&g, moves[2]);
    }
    assert!(!g.is_placing());
    assert_eq!(g.turn(), Turn::Player(0));
    for p in 0..3u8 {
        assert_eq!((g.pieces(p).len(), g.reserve(p)), (1, 15));
    }
    // Turn order runs clockwise from the first-turn Gate: Gate numbers grow clockwise.
    let first = rosette::engine::chirality::board::first_gate_from_seed(5, 10);
    assert_eq!(gates[0], first);
    let gaps: Vec<usize> = (0..3)
        .map(|i| (gates[(i + 1) % 3] + 10 - gates[i]) % 10)
        .collect();
    assert_eq!(gaps.iter().sum::<usize>(), 10, "{gates:?}");
    // A different seed can draw a different first Gate; the same seed replays.
    assert_eq!(Chirality::new_game(&o), Chirality::new_game(&o));
}

fn assign_c(o: &ChiralityOptions) -> Vec<usize> {
    let n = board_of(o).gates().len();
    let first = rosette::engine::chirality::board::first_gate_from_seed(o.seed, n);
    rosette::engine::chirality::board::assign_gates(n, o.players as usize, first).unwrap()
}

#[test]
fn player_counts_per_board() {
    for (board, max) in [("r1", 5u8), ("r2", 6)] {
        for p in 1..=8u8 {
            let text = format!("board={board},setup=c,players={p}");
            let ok = ChiralityOptions::from_map(&OptionMap::parse(&text).unwrap()).is_ok();
            assert_eq!(ok, (2..=max).contains(&p), "{text}");
            if ok {
                let g = Chirality::new_game(&options(&text));
                assert_eq!(g.num_players(), p as usize);
            }
        }
    }
    assert!(ChiralityOptions::from_map(&OptionMap::parse("board=r1,setup=a").unwrap()).is_err());
    assert!(ChiralityOptions::from_map(&OptionMap::parse("players=3").unwrap()).is_err());
}

// Options and notation

#[test]
fn options_default_and_round_trip() {
    let d = ChiralityOptions::from_map(&OptionMap::default()).unwrap();
    assert_eq!(d, ChiralityOptions::default());
    assert_eq!(d.board, BoardChoice::R2);
    assert_eq!(d.setup, Setup::A);
    assert_eq!(d.to_map().to_string(), "");
    for text in [
        "board=r1",
        "board=r1,setup=c,players=5,seed=9",
        "setup=b,deep-moats",
        "setup=c,players=6,deep-moats,seed=18446744073709551615",
    ] {
        let o = options(text);
        assert_eq!(o.to_map().to_string(), text);
    }
    assert_eq!(options("board=r1").setup, Setup::B);
    for bad in [
        "board=r3",
        "setup=d",
        "players=x",
        "seed=-1",
        "colour=red",
        "deep-moats=maybe",
    ] {
        assert!(
            ChiralityOptions::from_map(&OptionMap::parse(bad).unwrap()).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn move_notation_uses_tile_names() {
    let b = Board::r2();
    let g = Chirality::new_game(&Default::default());
    let texts: Vec<String> = g
        .legal_move_list()
        .iter()
        .map(|&m| g.move_notation(m))
        .collect();
    assert!(texts.contains(&"A59-A38".to_string()), "{texts:?}");
    assert!(texts.contains(&"+A57".to_string()));
    let m = g
        .parse_move("a59-a38")
        .unwrap_or_else(|_| g.parse_move("A59-A38").unwrap());
    assert_eq!(m.from(), Some(tile(b, "A59")));
    assert_eq!(
        parse_move_text(b, "+a57"),
        Some(ChiralityMove::Muster {
            to: tile(b, "A57") as u16
        })
    );
    assert_eq!(parse_move_text(b, "Z9-A1"), None);
}

#[test]
fn position_notation_round_trips() {
    let starts = [
        Chirality::new_game(&Default::default()),
        Chirality::new_game(&options("board=r1")),
        Chirality::new_game(&options("setup=c,players=4,seed=3,deep-moats")),
    ];
    for start in starts {
        let mut g = start;
        let mut rng = Rng::new(1);
        for _ in 0..300 {
            let text = g.to_position();
            let back = Chirality::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back, g);
            assert_eq!(back.to_position(), text);
            if g.turn() == Turn::Over {
                break;
            }
            let moves = g.legal_move_list();
            g.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
}

#[test]
fn from_position_gives_precise_errors() {
    let ok = "r2 - A51,A52,A53,A54,A55,A56,A59,A60/D51,C52,D53,C54,D55,C56,D59,C60 8/8 0/0 1 - -";
    assert!(Chirality::from_position(ok).is_ok());
    let cases: &[(&str, &str)] = &[
        ("r2 - A51/D51 8/8 0/0 1 -", "8 fields"),
        ("r3 - A51/D51 15/15 0/0 1 - -", "board"),
        ("r2 players=x A51/D51 15/15 0/0 1 - -", "bad player count"),
        ("r2 board=r1 A51/D51 15/15 0/0 1 - -", "first field"),
        ("r2 - A51/Q99 15/15 0/0 1 - -", "no tile 'Q99'"),
        ("r2 - A51/A51 15/15 0/0 1 - -", "listed twice"),
        ("r2 - A51/D51 15/14 0/0 1 - -", "player 2"),
        ("r2 - A51/D51 15/15 0/0 3 - -", "turn"),
        ("r2 - A51/D51 15/15 0/0 @1 - -", "placement"),
        ("r2 - A51/- 15/16 0/0 1 2 -", "fewer than two"),
        ("r2 - A51/D51 15/15 0/0 1 2 -", "eliminated but has pieces"),
        ("r2 - A51/D51 15/15 0/0 - - last:1", "last player left"),
        ("r2 - A51/D51 15/15 0/0 1 - throne:1", "does not"),
        ("r2 - A51/D51 15/x 0/0 1 - -", "reserves"),
        ("r2 - A51/- 15/0 0/16 1 - -", "no pieces and no reserve"),
        ("r2 - A1,B1,C1,D1,E1/D51 11/15 0/0 2 - -", "whole Throne"),
    ];
    for (text, needle) in cases {
        let e = Chirality::from_position(text).expect_err(text);
        assert!(e.to_string().contains(needle), "{text}: {e}");
    }
    assert!(matches!(
        Chirality::from_position("r2 - A51/Q99 15/15 0/0 1 - -"),
        Err(SetupError::Syntax { what: "pieces", .. })
    ));
}

#[test]
fn from_position_never_panics_on_mangled_text() {
    let mut rng = Rng::new(99);
    let mut seeds: Vec<String> = Vec::new();
    for opts in ["", "board=r1", "setup=c,players=3"] {
        let mut g = Chirality::new_game(&options(opts));
        for _ in 0..40 {
            seeds.push(g.to_position());
            if g.turn() == Turn::Over {
                break;
            }
            let moves = g.legal_move_list();
            g.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    let alphabet: Vec<char> = "0123456789ABCDEabcde,/-:@+= rsetuplayhonc"
        .chars()
        .collect();
    for i in 0..20_000 {
        let mut chars: Vec<char> = seeds[i % seeds.len()].chars().collect();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(chars.len() + 1);
            match rng.below(3) {
                0 if at < chars.len() => {
                    chars.remove(at);
                }
                1 if at < chars.len() => chars[at] = alphabet[rng.below(alphabet.len())],
                _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
            }
        }
        let text: String = chars.into_iter().collect();
        if let Ok(g) = Chirality::from_position(&text) {
            // Whatever reads back is a consistent state.
            let again = Chirality::from_position(&g.to_position()).unwrap();
            assert_eq!(again, g);
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            assert_eq!(moves.is_empty(), g.turn() == Turn::Over, "{text}");
        }
    }
}

// ---------------------------------------------------------------------------------
// An independent, slow implementation straight from the rulings: tiles hold an owner,
// neighbours come from the board's lists, nothing is precomputed or shared with the
// engine but the board.

mod slow {
    use rosette::engine::chirality::board::{
        angle_between, assign_gates, first_gate_from_seed, Board, TileKind,
    };
    use std::collections::BTreeSet;

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct State {
        pub cells: Vec<Option<usize>>,
        pub reserve: Vec<u8>,
        pub captured: Vec<u8>,
        pub out: Vec<bool>,
        pub to_move: usize,
        pub placing: bool,
        pub over: bool,
        pub deep: bool,
        pub c_gates: Vec<usize>,
    }

    /// A move: (kind 0 step / 1 muster / 2 place, from, to).
    pub type Mv = (u8, usize, usize);

    fn is_thick(b: &Board, t: usize) -> bool {
        b.tile(t).kind == TileKind::Thick
    }

    pub fn start(b: &Board, setup: char, players: usize, seed: u64) -> State {
        let mut s = State {
            cells: vec![None; b.tiles().len()],
            reserve: vec![16; players],
            captured: vec![0; players],
            out: vec![false; players],
            to_move: 0,
            placing: false,
            over: false,
            deep: false,
            c_gates: Vec::new(),
        };
        match setup {
            'a' => {
                for (p, angles) in [(0, [74.8, 105.2]), (1, [249.2, 290.8])] {
                    for a in angles {
                        let g = b
                            .gates()
                            .iter()
                            .find(|g| angle_between(g.angle, a) < 0.2)
                            .unwrap();
                        for i in [0, 1, 3, 4] {
                            s.cells[g.tiles[i]] = Some(p);
                        }
                        s.reserve[p] -= 4;
                    }
                }
            }
            'b' => {
                let stars: Vec<_> = b.ring(1).collect();
                for (p, &i) in assign_gates(5, players, 0).unwrap().iter().enumerate() {
                    for &t in &stars[i].tiles {
                        s.cells[t] = Some(p);
                    }
                    s.reserve[p] -= 5;
                }
            }
            _ => {
                let first = first_gate_from_seed(seed, b.gates().len());
                s.c_gates = assign_gates(b.gates().len(), players, first).unwrap();
                s.placing = true;
            }
        }
        s
    }

    fn garrisons(b: &Board, s: &State) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for star in b.stars().iter().filter(|x| x.ring > 0) {
            if let Some(p) = s.cells[star.tiles[0]] {
                if star.tiles.iter().all(|&t| s.cells[t] == Some(p)) {
                    out.push((p, star.id));
                }
            }
        }
        out
    }

    pub fn moves(b: &Board, s: &State) -> Vec<Mv> {
        let mut set = BTreeSet::new();
        if s.over {
            return Vec::new();
        }
        let p = s.to_move;
        if s.placing {
            for &t in &b.gates()[s.c_gates[p]].tiles {
                if s.cells[t].is_none() {
                    set.insert((2, 0, t));
                }
            }
            return set.into_iter().collect();
        }
        for t in 0..s.cells.len() {
            if s.cells[t] != Some(p) {
                continue;
            }
            if is_thick(b, t) {
                for &u in b.edge_neighbours(t) {
                    if !is_thick(b, u) && s.cells[u].is_none() {
                        set.insert((0, t, u));
                    }
                }
            } else {
                for &u in b.vertex_neighbours(t) {
                    if is_thick(b, u) && s.cells[u].is_none() {
                        set.insert((0, t, u));
                    }
                }
            }
        }
        if s.reserve[p] > 0 {
            for g in b.gates() {
                if g.tiles.iter().any(|&t| s.cells[t] == Some(p)) {
                    for &t in &g.tiles {
                        if s.cells[t].is_none() {
                            set.insert((1, 0, t));
                        }
                    }
                }
            }
            for (owner, star) in garrisons(b, s) {
                if owner != p || b.stars()[star].ring != 1 {
                    continue;
                }
                for g in b.gates() {
                    let enemy = g.tiles.iter().any(|&t| s.cells[t].is_some_and(|q| q != p));
                    if !enemy && b.same_half(g.id, star) {
                        for &t in &g.tiles {
                            if is_thick(b, t) && s.cells[t].is_none() {
                                set.insert((1, 0, t));
                            }
                        }
                    }
                }
            }
        }
        set.into_iter().collect()
    }

    /// Attack sources of player `p` on `tile`.
    fn sources(b: &Board, s: &State, gar: &[(usize, usize)], p: usize, tile: usize) -> usize {
        if is_thick(b, tile) {
            b.vertex_neighbours(tile)
                .iter()
                .filter(|&&u| !is_thick(b, u) && s.cells[u] == Some(p))
                .count()
        } else {
            let pieces = b
                .edge_neighbours(tile)
                .iter()
                .filter(|&&u| is_thick(b, u) && s.cells[u] == Some(p))
                .count();
            let moats = gar
                .iter()
                .filter(|&&(o, star)| {
                    let st = &b.stars()[star];
                    o == p
                        && if s.deep {
                            st.deep_moat.contains(&tile)
                        } else {
                            st.moat.contains(&tile)
                        }
                })
                .count();
            pieces + moats
        }
    }

    fn captured_by(b: &Board, s: &State, gar: &[(usize, usize)], p: usize) -> Vec<usize> {
        let immune: Vec<usize> = gar
            .iter()
            .flat_map(|&(_, star)| b.stars()[star].tiles)
            .collect();
        (0..s.cells.len())
            .filter(|&t| {
                let Some(q) = s.cells[t] else { return false };
                if q == p || immune.contains(&t) {
                    return false;
                }
                let need = if !is_thick(b, t) || b.is_throne_tile(t) {
                    1
                } else {
                    2
                };
                sources(b, s, gar, p, t) >= need
            })
            .collect()
    }

    fn remove(s: &mut State, tiles: &[usize]) {
        for &t in tiles {
            if let Some(q) = s.cells[t].take() {
                s.captured[q] += 1;
            }
        }
    }

    pub fn play(b: &Board, s: &mut State, m: Mv) {
        let p = s.to_move;
        let n = s.reserve.len();
        let (kind, from, to) = m;
        if kind == 2 {
            s.cells[to] = Some(p);
            s.reserve[p] -= 1;
            if p + 1 == n {
                s.placing = false;
                s.to_move = 0;
            } else {
                s.to_move = p + 1;
            }
            return;
        }
        if kind == 0 {
            s.cells[from] = None;
        } else {
            s.reserve[p] -= 1;
        }
        s.cells[to] = Some(p);
        if b.throne()
            .unwrap()
            .tiles
            .iter()
            .all(|&t| s.cells[t] == Some(p))
        {
            s.over = true;
            return;
        }
        let gar = garrisons(b, s);
        let first = captured_by(b, s, &gar, p);
        remove(s, &first);
        let gar = garrisons(b, s);
        let mut second = Vec::new();
        for q in 0..n {
            if q != p {
                second.extend(captured_by(b, s, &gar, q));
            }
        }
        remove(s, &second);
        for q in 0..n {
            if !s.out[q] && s.reserve[q] == 0 && s.cells.iter().all(|c| *c != Some(q)) {
                s.out[q] = true;
            }
        }
        let mut at = p;
        loop {
            let live = (0..n).filter(|&q| !s.out[q]).count();
            if live <= 1 {
                s.over = true;
                return;
            }
            let next = (1..=n).map(|k| (at + k) % n).find(|&q| !s.out[q]).unwrap();
            s.to_move = next;
            if !moves(b, s).is_empty() {
                return;
            }
            for c in s.cells.iter_mut() {
                if *c == Some(next) {
                    *c = None;
                    s.captured[next] += 1;
                }
            }
            s.out[next] = true;
            at = next;
        }
    }

    pub fn perft(b: &Board, s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let ms = moves(b, s);
        if depth == 1 {
            return ms.len() as u64;
        }
        ms.iter()
            .map(|&m| {
                let mut next = s.clone();
                play(b, &mut next, m);
                perft(b, &next, depth - 1)
            })
            .sum()
    }
}

/// The engine's state in the slow implementation's terms.
fn to_slow(g: &Chirality) -> slow::State {
    let b = g.board();
    let n = g.num_players();
    let o = g.options();
    slow::State {
        cells: (0..b.tiles().len())
            .map(|t| g.piece_at(t).map(usize::from))
            .collect(),
        reserve: (0..n as u8).map(|p| g.reserve(p)).collect(),
        captured: (0..n as u8).map(|p| g.captured(p)).collect(),
        out: (0..n as u8).map(|p| g.is_eliminated(p)).collect(),
        to_move: match g.turn() {
            Turn::Player(p) => p as usize,
            _ => 0,
        },
        placing: g.is_placing(),
        over: g.turn() == Turn::Over,
        deep: o.deep_moats,
        c_gates: if o.setup == Setup::C {
            assign_c(&o)
        } else {
            Vec::new()
        },
    }
}

fn slow_move(m: ChiralityMove) -> slow::Mv {
    match m {
        ChiralityMove::Step { from, to } => (0, from as usize, to as usize),
        ChiralityMove::Muster { to } => (1, 0, to as usize),
        ChiralityMove::Place { to } => (2, 0, to as usize),
    }
}

/// Compares the engine with the slow implementation on `g` and every move from it.
fn cross_check(g: &Chirality) {
    let b = g.board();
    let s = to_slow(g);
    let mut fast: Vec<slow::Mv> = g.legal_move_list().into_iter().map(slow_move).collect();
    fast.sort();
    assert_eq!(fast, slow::moves(b, &s), "moves of {}", g.to_position());
    for m in g.legal_move_list() {
        let mut next = g.clone();
        next.play_unchecked(m);
        let mut want = s.clone();
        slow::play(b, &mut want, slow_move(m));
        let mut got = to_slow(&next);
        if want.over {
            // The slow state keeps the mover; the engine resets the turn at the end.
            got.to_move = want.to_move;
            got.placing = want.placing;
        }
        assert_eq!(
            got,
            want,
            "{} after {}",
            g.to_position(),
            g.move_notation(m)
        );
    }
}

fn perft_cases() -> [(&'static str, char, usize); 3] {
    [
        ("", 'a', 2),
        ("board=r1", 'b', 2),
        ("board=r1,setup=c,players=3,seed=4", 'c', 3),
    ]
}

fn check_perft_against_slow(depths: [u32; 3]) {
    for ((opts, setup, players), depth) in perft_cases().into_iter().zip(depths) {
        let o = options(opts);
        let g = Chirality::new_game(&o);
        let s = slow::start(board_of(&o), setup, players, o.seed);
        assert_eq!(to_slow(&g), s, "{opts}: the start positions agree");
        for d in 1..=depth {
            assert_eq!(
                perft(&g, d),
                slow::perft(board_of(&o), &s, d),
                "{opts} depth {d}"
            );
        }
    }
}

#[test]
fn perft_matches_the_slow_implementation() {
    check_perft_against_slow([5, 5, 6]);
}

/// Depth 6 (millions of leaves): `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn perft_depth_6_matches_the_slow_implementation() {
    check_perft_against_slow([6, 6, 7]);
}

/// The counts listed in docs/rules/chirality.md.
#[test]
fn perft_counts() {
    let r2a = Chirality::new_game(&Default::default());
    let r1b = Chirality::new_game(&options("board=r1"));
    let want_r2a = [12, 144, 2112, 31328, 508368];
    let want_r1b = [14, 196, 2688, 36864, 558336];
    for d in 1..=5 {
        assert_eq!(perft(&r2a, d), want_r2a[d as usize - 1], "R2/A depth {d}");
        assert_eq!(perft(&r1b, d), want_r1b[d as usize - 1], "R1/B depth {d}");
    }
}

/// Random crowded positions: pieces of 2–4 players scattered near the centre of R1 or
/// R2, where captures, Garrisons and the Throne come into play.
fn crowded(rng: &mut Rng) -> Option<Chirality> {
    let r1 = rng.below(2) == 0;
    let players = 2 + rng.below(3);
    let deep = rng.below(2) == 0;
    let board = if r1 { Board::r1() } else { Board::r2() };
    let mut opts = format!(
        "board={},setup=c,players={players}",
        if r1 { "r1" } else { "r2" }
    );
    if deep {
        opts.push_str(",deep-moats");
    }
    let reach = if r1 { 6.5 } else { 5.0 };
    let near: Vec<TileId> = (0..board.tiles().len())
        .filter(|&t| radius(board, t) < reach)
        .collect();
    let mut lists: Vec<Vec<TileId>> = vec![Vec::new(); players];
    let mut used = std::collections::HashSet::new();
    // Sometimes a Star filled by one player, sometimes most of the Throne.
    if rng.below(3) == 0 {
        let s = &board.stars()[1 + rng.below(5)];
        let p = rng.below(players);
        for &t in &s.tiles {
            used.insert(t);
            lists[p].push(t);
        }
    }
    if rng.below(4) == 0 {
        let p = rng.below(players);
        for &t in &board.throne().unwrap().tiles[..4] {
            if used.insert(t) {
                lists[p].push(t);
            }
        }
    }
    for list in lists.iter_mut() {
        for _ in 0..3 + rng.below(8) {
            let t = near[rng.below(near.len())];
            if used.insert(t) && list.len() < 14 {
                list.push(t);
            }
        }
    }
    let refs: Vec<&[TileId]> = lists.iter().map(|v| v.as_slice()).collect();
    let reserves: Vec<u8> = lists
        .iter()
        .map(|v| (rng.below(3) as u8).min(16 - v.len() as u8))
        .collect();
    Chirality::from_position(&position_text(&opts, &refs, &reserves, 0)).ok()
}

#[test]
fn random_crowded_positions_match_the_slow_implementation() {
    let mut rng = Rng::new(2024);
    let mut checked = 0;
    let mut captures = 0;
    let mut positions = Vec::new();
    while positions.len() < 150 {
        if let Some(g) = crowded(&mut rng) {
            positions.push(g);
        }
    }
    for g in positions {
        // A few plies from each, checking every move of every position on the way.
        let mut g = g;
        for _ in 0..4 {
            if g.turn() == Turn::Over {
                break;
            }
            cross_check(&g);
            checked += 1;
            let moves = g.legal_move_list();
            let m = moves[rng.below(moves.len())];
            let r = g.explain_turn(m);
            captures += r.active.len() + r.response.len();
            g.play_unchecked(m);
        }
    }
    assert!(checked > 300);
    assert!(
        captures > 50,
        "the positions exercise captures ({captures})"
    );
}

#[test]
fn random_games_match_the_slow_implementation() {
    for opts in [
        "",
        "board=r1",
        "board=r1,setup=c,players=4,seed=2,deep-moats",
    ] {
        let mut rng = Rng::new(7);
        let mut g = Chirality::new_game(&options(opts));
        for ply in 0..120 {
            if g.turn() == Turn::Over {
                break;
            }
            if ply % 3 == 0 {
                cross_check(&g);
            }
            let moves = g.legal_move_list();
            g.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
}

// ---------------------------------------------------------------------------------
// AI strength, measured on demand (slow): `cargo test --release --test chirality_rules
// ai_strength -- --ignored --nocapture`, with CHIRALITY_AI_GAMES (default 20),
// CHIRALITY_AI_ITERATIONS (default 2000, the Medium level), CHIRALITY_AI_OPTIONS.

/// A one-ply greedy player: the move whose result the evaluator likes best.
fn greedy_move(g: &Chirality, rng: &mut Rng) -> ChiralityMove {
    use rosette::ai::eval::ChiralityEvaluator;
    use rosette::ai::Evaluator;
    let Turn::Player(p) = g.turn() else {
        panic!("not a player's turn")
    };
    let e = ChiralityEvaluator::default();
    let mut best = (f64::NEG_INFINITY, None);
    for m in g.legal_move_list() {
        let mut next = g.clone();
        next.play_unchecked(m);
        let v = e.evaluate(&next, p) + rng.next_f64() * 1e-9;
        if v > best.0 {
            best = (v, Some(m));
        }
    }
    best.1.expect("a legal move")
}

/// MCTS with the evaluator against `opponent` ("random" or "greedy"), seats
/// alternating; games stopped at `cap` plies count as not won.
fn ai_match(opts: &str, iterations: u64, opponent: &str, games: u32, cap: u32) -> String {
    use rosette::ai::eval::ChiralityEvaluator;
    use rosette::ai::{choose_move, Budget, Strategy};
    let o = options(opts);
    let e = ChiralityEvaluator::default();
    let mut rng = Rng::new(42);
    let (mut won, mut lost, mut capped, mut plies) = (0, 0, 0, 0u64);
    let clock = std::time::Instant::now();
    for i in 0..games {
        let seat = (i % 2) as u8;
        let mut g = Chirality::new_game(&o);
        let mut n = 0;
        while let (Turn::Player(p), true) = (g.turn(), n < cap) {
            let m = if p == seat {
                let strategy = Strategy::Mcts { iterations };
                choose_move(&g, strategy, &e, rng.next_u64(), &Budget::nodes(u64::MAX))
                    .expect("a move")
                    .best
            } else if opponent == "greedy" {
                greedy_move(&g, &mut rng)
            } else {
                let moves = g.legal_move_list();
                moves[rng.below(moves.len())]
            };
            g.play_unchecked(m);
            n += 1;
        }
        plies += u64::from(n);
        match g.outcome() {
            None => capped += 1,
            Some(out) if out.winners.contains(&seat) => won += 1,
            Some(_) => lost += 1,
        }
    }
    format!(
        "{opts:?} mcts:{iterations} vs {opponent}: {won} won, {lost} lost, {capped} stopped at \
         {cap} plies, of {games}; mean {:.0} plies; {:.0} s",
        plies as f64 / f64::from(games),
        clock.elapsed().as_secs_f64()
    )
}

#[test]
#[ignore]
fn ai_strength() {
    let env = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let games = env("CHIRALITY_AI_GAMES", 20) as u32;
    let iterations = env("CHIRALITY_AI_ITERATIONS", 2000);
    let opts = std::env::var("CHIRALITY_AI_OPTIONS").unwrap_or_default();
    for opponent in ["random", "greedy"] {
        println!("{}", ai_match(&opts, iterations, opponent, games, 1500));
    }
}

#[test]
fn random_move_is_uniform_over_the_legal_moves() {
    let g = Chirality::new_game(&options("board=r1"));
    let moves = g.legal_move_list();
    let mut counts = std::collections::HashMap::new();
    let mut rng = Rng::new(5);
    let mut scratch = Vec::new();
    let draws = 1400 * moves.len();
    for _ in 0..draws {
        *counts
            .entry(g.random_move(&mut rng, &mut scratch))
            .or_insert(0) += 1;
    }
    assert_eq!(counts.len(), moves.len());
    for m in moves {
        let c = counts[&m];
        assert!((1200..1600).contains(&c), "{}: {c}", g.move_notation(m));
    }
}
