//! The worker's analysis requests: the position after some moves of a saved game, and each
//! player's estimated share of the result there (one position per request, so the page can
//! show progress and stop at any time).

use crate::ai::analysis::evaluate_position;
use crate::ai::AiFailure;
use crate::engine::AnyGame;
use crate::persist::GameRecord;
use serde::{Deserialize, Serialize};

/// A request to evaluate the position after `ply` moves of a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EvalRequest {
    /// Echoed in the reply, so the page can ignore stale answers.
    pub job: u32,
    /// The game (the worker replays its first `ply` moves).
    pub record: GameRecord,
    /// Which position: the one after this many moves.
    pub ply: usize,
    /// The most search nodes to spend.
    pub nodes: u64,
    /// Milliseconds the search may take.
    pub time_ms: f64,
}

impl EvalRequest {
    /// A request to evaluate the position after `ply` moves of `record`, within the
    /// graph's budget per position (200 000 nodes, 0.4 s).
    pub fn evaluation(job: u32, record: GameRecord, ply: usize) -> EvalRequest {
        EvalRequest {
            job,
            record,
            ply,
            nodes: 200_000,
            time_ms: 400.0,
        }
    }

    /// A request to prove the position after `ply` moves of `record`, within the proof
    /// line's budget (3 000 000 solver nodes, about a second in the browser; the clock
    /// stops it at a second too).
    pub fn proof(job: u32, record: GameRecord, ply: usize) -> EvalRequest {
        EvalRequest {
            job,
            record,
            ply,
            nodes: 3_000_000,
            time_ms: 1000.0,
        }
    }
}

/// The worker's answer to an [`EvalRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EvalReply {
    /// The request's job number.
    pub job: u32,
    /// The request's ply.
    pub ply: usize,
    /// Each player's estimated share of the result (summing to 1), or why there is none.
    pub shares: Result<Vec<f64>, AiFailure>,
}

/// Answers an [`EvalRequest`]. `now` gives milliseconds from any fixed origin.
pub fn answer(req: &EvalRequest, now: &dyn Fn() -> f64) -> EvalReply {
    EvalReply {
        job: req.job,
        ply: req.ply,
        shares: evaluate_request(req, now),
    }
}

/// The position a request asks about: the one after its first `ply` moves.
pub(super) fn requested_position(req: &EvalRequest) -> Result<AnyGame, AiFailure> {
    let mut record = req.record.clone();
    if req.ply > record.moves.len() {
        return Err(AiFailure::NoSuchPosition);
    }
    record.moves.truncate(req.ply);
    Ok(record
        .replay()
        .map_err(|_| AiFailure::Unplayable)?
        .into_end())
}

fn evaluate_request(req: &EvalRequest, now: &dyn Fn() -> f64) -> Result<Vec<f64>, AiFailure> {
    let game = requested_position(req)?;
    let deadline = now() + req.time_ms;
    Ok(evaluate_position(&game, req.nodes, &|| now() >= deadline))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::tests::assert_shares;
    use crate::engine::GameId;

    fn request(ply: usize) -> EvalRequest {
        let mut record = GameRecord::new(GameId::Pyrga, "", "t".into(), 0.0);
        record.moves = vec!["Sb2".into(), "Cb3".into()];
        EvalRequest {
            job: 9,
            record,
            ply,
            nodes: 10_000,
            time_ms: 1e9,
        }
    }

    #[test]
    fn requests_are_answered_through_the_worker_protocol() {
        use crate::worker::protocol::{handle, Reply, Request};
        let Reply::Evaluation(r) = handle(Request::Evaluate(request(2)), &|| 0.0) else {
            panic!("an evaluation")
        };
        assert_eq!((r.job, r.ply), (9, 2));
        assert_shares(&r.shares.unwrap(), 2);
        let r = answer(&request(3), &|| 0.0);
        assert_eq!(r.shares, Err(AiFailure::NoSuchPosition));
    }

    #[test]
    fn the_clock_bounds_each_position() {
        let clock = crate::ai::test_clock::SteppingClock::new(1.0);
        let mut req = request(0);
        req.record = GameRecord::new(GameId::Chiron, "", "c".into(), 0.0);
        req.nodes = u64::MAX;
        req.time_ms = 3.0;
        let r = answer(&req, &|| clock.read());
        assert_shares(&r.shares.unwrap(), 2);
        assert!(
            clock.readings() < 100.0,
            "stopped soon: {} clock reads",
            clock.readings()
        );
    }
}
