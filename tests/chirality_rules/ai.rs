//! AI strength (measured on demand) and the uniform random move.

use super::*;

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
