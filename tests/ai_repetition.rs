//! Where play may cycle (Chirality has no repetition rule), the AI does not walk back into
//! a position the game has passed through while another move is as safe; where play cannot
//! cycle (Chiron), the game's history changes nothing.

mod common;

use common::random_walk;
use rosette::ai::eval::{ChiralityEvaluator, ChironEvaluator};
use rosette::ai::{choose_move, choose_move_in_game, Budget, Evaluator, Level};
use rosette::engine::chirality::Chirality;
use rosette::engine::chiron::Chiron;
use rosette::engine::{Game, GameId, Rng};

fn played<G: Game>(g: &G, m: G::Move) -> G {
    let mut child = g.clone();
    child.play_unchecked(m);
    child
}

/// The move `level` chooses in `game`, first with no history, then with the position that
/// move leads to (or every position a move leads to) among the earlier ones.
fn choices<G: Game, E: Evaluator<G> + Default>(game: &G, id: GameId, level: Level) -> [G::Move; 3] {
    let (strategy, eval, budget) = (level.strategy(id), E::default(), Budget::nodes(u64::MAX));
    let first = choose_move(game, strategy, &eval, 1, &budget)
        .expect("a move")
        .best;
    let earlier = [played(game, first)];
    let second = choose_move_in_game(game, &earlier, strategy, &eval, 1, &budget)
        .expect("a move")
        .best;
    let every: Vec<G> = game
        .legal_move_list()
        .into_iter()
        .map(|m| played(game, m))
        .collect();
    let cornered = choose_move_in_game(game, &every, strategy, &eval, 1, &budget)
        .expect("still a move")
        .best;
    [first, second, cornered]
}

#[test]
fn chirality_ai_steers_clear_of_earlier_positions() {
    let start = Chirality::new_game(&Default::default());
    for seed in 1..=6 {
        let walk = random_walk(start.clone(), &mut Rng::new(seed), 12);
        let game = walk.last().expect("a position");
        for level in [Level::Easy, Level::Medium] {
            let [first, second, cornered] =
                choices::<Chirality, ChiralityEvaluator>(game, GameId::Chirality, level);
            assert_ne!(
                second, first,
                "seed {seed}, {level:?}: the repeating move is left out"
            );
            assert!(
                game.legal_move_list().contains(&cornered),
                "when every move repeats, one is still played"
            );
        }
    }
}

#[test]
fn where_play_cannot_cycle_the_history_changes_nothing() {
    let start = Chiron::new_game(&Default::default());
    for seed in 1..=4 {
        let walk = random_walk(start.clone(), &mut Rng::new(seed), 6);
        let game = walk.last().expect("a position");
        let [first, second, _] =
            choices::<Chiron, ChironEvaluator>(game, GameId::Chiron, Level::Medium);
        assert_eq!(second, first, "seed {seed}");
    }
}
