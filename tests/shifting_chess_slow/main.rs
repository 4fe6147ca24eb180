//! An independent, deliberately simple Shifting Chess move generator (pseudo-moves, then
//! a brute-force "is the king attacked by any enemy piece" test on a copy) that keeps its
//! own board from the rules' start, playing every move, draw and distortion itself. It
//! cross-checks the engine's legal moves and the board after every ply, at every node to
//! depth 3 from the start and along random games full of distortions.

mod play;
mod slow;

#[path = "../common/mod.rs"]
mod common;

use rosette::engine::shifting_chess::{Phase, ShiftingChess, ShiftingOptions, Square};
use rosette::engine::{Game, Rng, Turn};
use slow::Slow;

/// The engine's position in the slow generator's terms, read through the public API (to
/// compare with, never to start from).
fn seen(g: &ShiftingChess) -> Slow {
    let voided = g.limbo();
    Slow {
        cells: (0..144)
            .map(|i| g.content(Square::from_index(i).unwrap()))
            .collect(),
        tiles: (0..36)
            .map(|s| g.tile(s).map(|t| (t.name, t.voided)))
            .collect(),
        limbo: voided.map_or(
            [rosette::engine::shifting_chess::Content::Empty; 4],
            |(_, l)| l,
        ),
        side: g.side(),
        phase: g.phase(),
        ep: g.en_passant().map(|s| (s.file() as i32, s.rank() as i32)),
        pile: g.pile_counts(),
        discard: g.discard_counts(),
        turns: g.turns(),
    }
}

/// The two agree on the board and, unless the game is over (the slow generator does not
/// judge ends, so it may still expect a draw), on whose turn it is and the legal moves.
fn check(g: &ShiftingChess, slow: &Slow) {
    let mut engine = seen(g);
    if g.turn() == Turn::Over {
        (engine.side, engine.phase) = (slow.side, slow.phase);
    }
    assert_eq!(&engine, slow, "positions differ at {}", g.to_position());
    if g.turn() != Turn::Over {
        assert_eq!(
            common::legal_notation(g),
            slow.moves(),
            "at {}",
            g.to_position()
        );
    }
}

fn walk(g: &ShiftingChess, slow: &Slow, depth: u32) -> u64 {
    check(g, slow);
    if depth == 0 {
        return 1;
    }
    g.legal_move_list()
        .into_iter()
        .map(|m| {
            let text = g.move_notation(m);
            let next = g
                .clone()
                .play(m)
                .unwrap_or_else(|(_, e)| panic!("{text}: {e}"));
            let mut s = slow.clone();
            s.play(&text);
            walk(&next, &s, depth - 1)
        })
        .sum()
}

#[test]
fn slow_generator_agrees_to_depth_three_from_the_start() {
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    let case = common::perft_file::cases_of("shifting-chess", "real-start");
    assert_eq!(
        case.game,
        rosette::engine::AnyGame::ShiftingChess(g.clone())
    );
    let (depth, count) = case.counts[2];
    assert_eq!((depth, walk(&g, &Slow::start(), depth)), (3, count));
}

#[test]
fn slow_generator_agrees_along_random_games_with_distortions() {
    let mut applications = 0;
    for seed in 0..100u64 {
        let mut g = ShiftingChess::new_game(&ShiftingOptions { seed, cards: true });
        let mut slow = Slow::start();
        let mut rng = Rng::new(seed);
        for _ in 0..300 {
            check(&g, &slow);
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
            slow.play(&g.move_notation(m));
            g = g.play(m).unwrap_or_else(|(_, e)| panic!("{e}"));
        }
    }
    assert!(applications > 800, "{applications} applications checked");
}
