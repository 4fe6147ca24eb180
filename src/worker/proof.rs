//! The worker's proof requests: whether the position after some moves of a saved game is
//! solved, and how, for games with an exact solver.

use super::evaluation::{requested_position, EvalRequest};
use crate::ai::proof::{solve, Solved};
use crate::ai::AiFailure;
use serde::{Deserialize, Serialize};

/// The worker's answer to a request to prove a position (an [`EvalRequest`]: a position of
/// a game, and the solver's budget).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProofReply {
    /// The request's job number.
    pub job: u32,
    /// The request's ply.
    pub ply: usize,
    /// The proven result; `None` when not proven within the budget, or for a game without
    /// a solver or already over. Why not, if the position cannot be set up.
    pub result: Result<Option<Solved>, AiFailure>,
}

/// Answers a request to prove a position; `now` gives milliseconds from any fixed origin.
pub fn answer(req: &EvalRequest, now: &dyn Fn() -> f64) -> ProofReply {
    let deadline = now() + req.time_ms;
    let result = requested_position(req).map(|game| solve(&game, req.nodes, &|| now() >= deadline));
    ProofReply {
        job: req.job,
        ply: req.ply,
        result,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::engine::pyrga::Pyrga;
    use crate::engine::{Game, GameId, Turn};
    use crate::persist::GameRecord;

    /// A random finished game's moves, and who won.
    pub(in crate::worker) fn random_game() -> (Vec<String>, Option<u8>) {
        let mut game = Pyrga::new_game(&Default::default());
        let (mut rng, mut buffer, mut moves) = (crate::engine::Rng::new(4), Vec::new(), Vec::new());
        while game.turn() != Turn::Over {
            let m = game.random_move(&mut rng, &mut buffer);
            moves.push(game.move_notation(m));
            game.play_unchecked(m);
        }
        (moves, game.winner())
    }

    fn request(moves: &[String], ply: usize) -> EvalRequest {
        let mut record = GameRecord::new(GameId::Pyrga, "", "t".into(), 0.0);
        record.moves = moves.to_vec();
        EvalRequest {
            job: 3,
            record,
            ply,
            nodes: u64::MAX,
            time_ms: 1e9,
        }
    }

    #[test]
    fn a_late_position_is_described_and_an_early_one_is_not_proven_cheaply() {
        let (moves, _) = random_game();
        let n = moves.len();
        let reply = answer(&request(&moves, n - 4), &|| 0.0);
        assert_eq!((reply.job, reply.ply), (3, n - 4));
        let solved = reply.result.expect("replays").expect("proven");
        let position = requested_position(&request(&moves, n - 4)).unwrap();
        assert_eq!(Turn::Player(solved.mover), position.turn(), "{solved:?}");
        assert!(
            solved.winner.is_some() || solved.plies.is_none(),
            "{solved:?}"
        );
        let mut early = request(&moves, 2);
        early.nodes = 1_000;
        assert_eq!(answer(&early, &|| 0.0).result, Ok(None));
        assert_eq!(
            answer(&request(&moves, n), &|| 0.0).result,
            Ok(None),
            "over"
        );
        let too_far = answer(&request(&moves, n + 1), &|| 0.0);
        assert_eq!(too_far.result, Err(AiFailure::NoSuchPosition));
    }
}
