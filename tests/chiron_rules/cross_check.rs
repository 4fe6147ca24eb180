//! The engine against the independent generator ([`super::model`]): perft, random
//! positions, and (on demand) playout rate and random-play statistics.

use super::*;

/// The model's perft against a case of tests/perft/chiron.perft (the engine's own counts
/// are checked against the same file by tests/perft.rs), from the position the model
/// reads off `g`, which must be the case's.
fn model_matches_the_perft_file(id: &str, g: &Chiron) {
    let case = common::perft_file::cases_of("chiron", id);
    assert_eq!(
        case.game,
        rosette::engine::AnyGame::Chiron(g.clone()),
        "{id} is this position"
    );
    let m = model::Model::of(g);
    for (depth, count) in case.counts {
        assert_eq!(m.perft(depth), count, "{id} depth {depth}");
    }
}

#[test]
fn perft_of_the_start_matches_the_independent_generator() {
    model_matches_the_perft_file("chiron-start", &start());
}

#[test]
fn perft_of_a_promotion_and_drop_endgame_matches_the_independent_generator() {
    // Kings, Ants and a Phoenix close to promotion, full pools, Phoenixes in hand.
    model_matches_the_perft_file("chiron-endgame", &endgame());
}

/// Kings, Ants and a Phoenix close to promotion, full pools, Phoenixes in hand.
pub(super) fn endgame() -> Chiron {
    setup(
        &[
            ("e5", "K"),
            ("d4", "k"),
            ("c6", "A"),
            ("c5", "A"),
            ("g6", "+A"),
            ("g5", "A"),
            ("b6", "P"),
            ("f3", "a"),
            ("f2", "a"),
            ("b3", "+a"),
            ("h5", "mr"),
            ("a5", "CR"),
        ],
        'w',
    )
}

#[test]
fn random_positions_match_the_independent_generator() {
    let mut buf = Vec::new();
    let mut checked = 0;
    // The opening, and endgames where Kings, Phoenixes and Ants near the zone promote
    // often, with full pools, Phoenixes in hand and friendly Ants in line.
    let endgame = setup(
        &[
            ("e3", "K"),
            ("d6", "k"),
            ("c5", "A"),
            ("c4", "A"),
            ("g6", "+A"),
            ("g5", "A"),
            ("b6", "P"),
            ("f3", "a"),
            ("f4", "a"),
            ("b3", "+a"),
            ("h5", "mr"),
            ("a5", "CR"),
        ],
        'w',
    );
    let starts = [start(), endgame];
    let mut kinds = [0usize; 4];
    for seed in 0..240 {
        let mut rng = Rng::new(seed);
        let mut g = starts[seed as usize % 2].clone();
        while g.turn() != Turn::Over {
            let m = model::Model::of(&g);
            assert_eq!(
                model::engine_moves(&g),
                model::model_moves(&m),
                "{}",
                g.to_position()
            );
            checked += 1;
            g.legal_moves(&mut buf);
            for &mv in &buf {
                kinds[match mv.promotion(g.side_to_move()) {
                    Promotion::None if mv.drop_owner().is_some() => 1,
                    Promotion::None => 0,
                    Promotion::Flip => 2,
                    Promotion::Pool(_) => 3,
                }] += 1;
            }
            let mv = buf[rng.below(buf.len())];
            let mut next_model = m.clone();
            next_model.play(model::describe(&g, mv));
            g.play_unchecked(mv);
            assert_eq!(model::Model::of(&g), next_model, "after {mv:?}");
        }
    }
    println!("{checked} positions checked; moves (plain, drop, flip, pool): {kinds:?}");
    assert!(
        kinds.iter().all(|&k| k > 1000),
        "every kind of move is exercised"
    );
}

/// Prints the random-playout rate: `cargo test --release --test chiron_rules --
/// --ignored playout_rate --nocapture`.
#[test]
#[ignore]
fn playout_rate() {
    let g = start();
    let mut rng = Rng::new(1);
    let mut buf = Vec::new();
    let n = 200_000;
    let t = std::time::Instant::now();
    let mut plies = 0u64;
    for _ in 0..n {
        plies += rosette::engine::perft::random_playout(g.clone(), &mut rng, 2000, &mut buf).plies
            as u64;
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{n} playouts in {secs:.2} s: {:.0} playouts/s, mean {:.1} plies",
        n as f64 / secs,
        plies as f64 / n as f64
    );
}

/// Statistics of random play, to see that the cross-checks reach every kind of move.
#[test]
#[ignore]
fn random_play_statistics() {
    let mut buf = Vec::new();
    let (mut drops, mut flips, mut relocs, mut pools, mut friendly, mut capped) =
        (0, 0, 0, 0, 0, 0);
    let mut lens = Vec::new();
    let mut reasons = std::collections::BTreeMap::new();
    for seed in 0..2000 {
        let mut rng = Rng::new(seed);
        let mut g = start();
        let mut n = 0;
        while g.turn() != Turn::Over && n < 2000 {
            g.legal_moves(&mut buf);
            let m = buf[rng.below(buf.len())];
            match m.promotion(g.side_to_move()) {
                rosette::engine::chiron::Promotion::Flip => {
                    flips += 1;
                    relocs += usize::from(m.final_square() != m.to());
                }
                rosette::engine::chiron::Promotion::Pool(_) => pools += 1,
                _ => {}
            }
            drops += usize::from(m.drop_owner().is_some());
            if let (Some(c), Some(_)) = (g.captured_by(m), m.from()) {
                friendly += usize::from(c.owner() == g.side_to_move());
            }
            g.play_unchecked(m);
            n += 1;
        }
        capped += usize::from(g.turn() != Turn::Over);
        if let Some(o) = g.outcome() {
            *reasons.entry(o.reason.english(GameId::Chiron)).or_insert(0) += 1;
        }
        lens.push(n);
    }
    lens.sort();
    println!("drops {drops} flips {flips} relocations {relocs} pool {pools} friendly {friendly} capped {capped}");
    println!(
        "length median {} max {}",
        lens[lens.len() / 2],
        lens[lens.len() - 1]
    );
    println!("{reasons:?}");
}
