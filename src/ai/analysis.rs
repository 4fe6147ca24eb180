//! Game analysis: each position's estimated share of the result for every player, from the
//! game's evaluator and a shallow search, (the worker's requests for it are
//! `crate::worker::evaluation`).

use super::{choose_move, Budget, Evaluator, Strategy};
use crate::engine::{AnyGame, Game, InAnyGame, Player, Turn};

/// Plies searched from each position of a two-player game (even, so that neither side's
/// last word is always counted: the graph does not zig-zag from one ply to the next).
pub const DEPTH: u32 = 2;

/// Each player's estimated share of the result in `game`, in `[0, 1]` and summing to 1:
/// the scores once the game is over; for two players, an alpha-beta search [`DEPTH`] plies
/// deep from the mover's view (at a chance turn, the mean over its outcomes); for more
/// players, the evaluator's estimate for each, normalised.
pub fn evaluate_position(game: &AnyGame, nodes: u64, stop: &dyn Fn() -> bool) -> Vec<f64> {
    let budget = Budget { nodes, stop };
    crate::with_game!(game.id(), G, E => {
        G::from_any(game).map_or_else(|| even(game.num_players()), |g| shares(g, &E::default(), DEPTH, &budget))
    })
}

fn even(players: usize) -> Vec<f64> {
    vec![1.0 / players.max(1) as f64; players]
}

fn shares<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    depth: u32,
    budget: &Budget,
) -> Vec<f64> {
    let n = game.num_players();
    if let Some(outcome) = game.outcome() {
        return outcome.scores;
    }
    match game.turn() {
        Turn::Chance => {
            let outcomes = game.chance_outcomes();
            let share = Budget {
                nodes: budget.nodes / outcomes.len().max(1) as u64,
                stop: budget.stop,
            };
            let mut total = vec![0.0; n];
            for (m, p) in outcomes {
                let mut child = game.clone();
                child.play_unchecked(m);
                let child_shares =
                    shares(&child, evaluator, depth.saturating_sub(1).max(1), &share);
                for (t, s) in total.iter_mut().zip(child_shares) {
                    *t += p * s;
                }
            }
            total
        }
        Turn::Player(mover) if n == 2 => {
            let strategy = Strategy::AlphaBeta {
                depth,
                nodes: budget.nodes,
            };
            let v = choose_move(game, strategy, evaluator, 0, budget)
                .map_or_else(|| evaluator.evaluate(game, mover), |r| r.value)
                .clamp(0.0, 1.0);
            let mut out = vec![1.0 - v; 2];
            out[mover as usize] = v;
            out
        }
        Turn::Player(_) | Turn::Over => {
            let raw: Vec<f64> = (0..n)
                .map(|p| evaluator.evaluate(game, p as Player).max(0.0))
                .collect();
            let sum: f64 = raw.iter().sum();
            if sum > 0.0 {
                raw.iter().map(|x| x / sum).collect()
            } else {
                even(n)
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::{GameId, Rng};

    fn start(id: GameId, options: &str) -> AnyGame {
        AnyGame::new_game(id, options).unwrap()
    }

    fn first_player_view(shares: &[f64]) -> f64 {
        2.0 * shares[0] - 1.0
    }

    /// Asserts that `shares` has one share per player, each in [0, 1], summing to 1.
    pub(crate) fn assert_shares(shares: &[f64], players: usize) {
        assert_eq!(shares.len(), players);
        assert!(shares.iter().all(|s| (0.0..=1.0).contains(s)), "{shares:?}");
        assert!(
            (shares.iter().sum::<f64>() - 1.0).abs() < 1e-9,
            "{shares:?}"
        );
    }

    #[test]
    fn symmetric_starts_are_near_even() {
        for id in [GameId::Pyrga, GameId::Chiron] {
            let shares = evaluate_position(&start(id, ""), 200_000, &|| false);
            assert_shares(&shares, 2);
            let v = first_player_view(&shares);
            assert!(v.abs() < 0.25, "{id:?} start evaluates {v}");
        }
    }

    /// Random Pyrga games: just before a winning move the winner is close to +1, and a
    /// finished game evaluates to its result.
    #[test]
    fn a_won_position_evaluates_near_the_winner() {
        let mut rng = Rng::new(3);
        let mut checked = 0;
        for _ in 0..40 {
            let mut game = start(GameId::Pyrga, "");
            let mut before = game.clone();
            while game.outcome().is_none() {
                before = game.clone();
                let moves = game.legal_moves();
                game.play(moves[rng.below(moves.len())]).unwrap();
            }
            let outcome = game.outcome().unwrap();
            assert_eq!(evaluate_position(&game, 1_000, &|| false), outcome.scores);
            let Turn::Player(mover) = before.turn() else {
                unreachable!()
            };
            if outcome.winners == [mover] {
                let shares = evaluate_position(&before, 100_000, &|| false);
                assert!(shares[mover as usize] > 0.95, "{shares:?}");
                checked += 1;
            }
        }
        assert!(
            checked > 5,
            "only {checked} games ended with the mover winning"
        );
    }

    #[test]
    fn more_players_get_one_share_each() {
        let shares = evaluate_position(
            &start(GameId::Chirality, "setup=c,players=4"),
            1_000,
            &|| false,
        );
        assert_shares(&shares, 4);
    }

    #[test]
    fn chance_turns_average_their_outcomes() {
        let mut game = start(GameId::ShiftingChess, "seed=5");
        let mut rng = Rng::new(1);
        while game.turn() != Turn::Chance {
            let moves = game.legal_moves();
            game.play(moves[rng.below(moves.len())]).unwrap();
        }
        assert_shares(&evaluate_position(&game, 20_000, &|| false), 2);
    }
}
