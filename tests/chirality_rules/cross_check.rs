//! The engine against the slow implementation ([`super::slow`]): perft and the legal
//! moves and results of random and crowded positions.

use super::*;
use common::random_walk;

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
        let start = Chirality::new_game(&options(opts));
        for g in random_walk(start, &mut Rng::new(7), 119).iter().step_by(3) {
            if g.turn() != Turn::Over {
                cross_check(g);
            }
        }
    }
}

#[test]
fn the_gate_assignment_agrees_with_the_one_written_from_the_rules() {
    use rosette::engine::chirality::board::assign_gates;
    let mut cases = 0;
    for count in 1..=14 {
        for players in 1..=count.min(6) {
            for first in 0..count {
                assert_eq!(
                    assign_gates(count, players, first).unwrap(),
                    slow::assign_gates(count, players, first),
                    "{count} Gates, {players} players, first {first}"
                );
                cases += 1;
            }
        }
    }
    assert!(cases > 300, "{cases} cases");
}
