//! An independent, deliberately simple Shifting Chess move generator (pseudo-moves, then
//! a brute-force "is the king attacked by any enemy piece" test on a copy), built only
//! from the public API, cross-checking the engine's legal moves at every node to depth 3
//! from the start and along random games full of distortions.

mod slow;

#[path = "../common/mod.rs"]
mod common;

use rosette::engine::shifting_chess::{Phase, ShiftingChess, ShiftingOptions};
use rosette::engine::{Game, Rng, Turn};
use slow::Slow;

fn check(g: &ShiftingChess) {
    if g.turn() == Turn::Over {
        return;
    }
    assert_eq!(
        common::legal_notation(g),
        Slow::from(g).moves(),
        "at {}",
        g.to_position()
    );
}

fn walk(g: &ShiftingChess, depth: u32) -> u64 {
    check(g);
    if depth == 0 {
        return 1;
    }
    g.legal_move_list()
        .into_iter()
        .map(|m| {
            let mut next = g.clone();
            next.play_unchecked(m);
            walk(&next, depth - 1)
        })
        .sum()
}

#[test]
fn slow_generator_agrees_to_depth_three_from_the_start() {
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    assert_eq!(walk(&g, 3), 6318);
}

#[test]
fn slow_generator_agrees_along_random_games_with_distortions() {
    let mut applications = 0;
    for seed in 0..100u64 {
        let mut g = ShiftingChess::new_game(&ShiftingOptions { seed, cards: true });
        let mut rng = Rng::new(seed);
        for _ in 0..300 {
            check(&g);
            let m = match g.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    // Sample a kind like the AI does, not only the seeded top card.
                    let outcomes = g.chance_outcomes();
                    outcomes[rng.below(outcomes.len())].0
                }
                Turn::Player(_) => {
                    let moves = g.legal_move_list();
                    moves[rng.below(moves.len())]
                }
            };
            if matches!(g.phase(), Phase::Apply(_)) {
                applications += 1;
            }
            g.play_unchecked(m);
        }
    }
    assert!(applications > 800, "{applications} applications checked");
}
