//! The messages between the page and the AI Web Worker, as JSON text, and the worker's
//! pure request handler (the clock is injected, so it is tested natively).

use super::{choose_move, Budget, Level, Strategy};
use crate::engine::{AnyGame, InAnyGame};
use crate::persist::GameRecord;
use serde::{Deserialize, Serialize};

/// A request to think about a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiRequest {
    /// Echoed in the reply, so the page can ignore stale answers.
    pub job: u32,
    /// The game so far (the worker replays it).
    pub record: GameRecord,
    /// The level's name (`"beginner"` … `"strongest"`).
    pub level: String,
    /// Seed for the search's random choices.
    pub seed: u64,
    /// Milliseconds the search may take (the level's deadline, if it has one).
    pub time_ms: f64,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiReply {
    /// The request's job number.
    pub job: u32,
    /// The chosen move in notation, or the error that prevented a choice.
    pub result: Result<String, String>,
    /// The mover's estimated expected score in `[0, 1]`.
    pub value: f64,
    /// Nodes searched.
    pub nodes: u64,
}

/// Chooses a move for any game with that game's evaluator.
pub fn choose_any_move(
    game: &AnyGame,
    strategy: Strategy,
    seed: u64,
    budget: &Budget,
) -> Option<(crate::engine::AnyMove, f64, u64)> {
    crate::with_game!(game.id(), G, E => {
        let g = G::from_any(game)?;
        choose_move(g, strategy, &E::default(), seed, budget).map(|r| (r.best.into(), r.value, r.nodes))
    })
}

/// Runs `games` random playouts of a game and reports the rate, for measuring the engine's
/// speed inside the browser: the request `bench <game> <games>` answers
/// `playouts/s: <rate>` (or an error line).
fn bench(request: &str, now: &dyn Fn() -> f64) -> String {
    let words: Vec<&str> = request.split_whitespace().collect();
    let (Some(game), Some(games)) = (
        words.get(1),
        words.get(2).and_then(|n| n.parse::<u32>().ok()),
    ) else {
        return "error: usage: bench <game> <games>".into();
    };
    let game = match crate::engine::GameId::parse(game).and_then(|id| AnyGame::new_game(id, "")) {
        Ok(g) => g,
        Err(e) => return format!("error: {e}"),
    };
    let mut rng = crate::engine::Rng::new(1);
    let start = now();
    crate::with_game!(game.id(), G, E => {
        let g = G::from_any(&game).expect("the game matches its id");
        let mut buffer = Vec::new();
        for _ in 0..games {
            crate::engine::perft::random_playout(g.clone(), &mut rng, 2000, &mut buffer);
        }
    });
    let secs = ((now() - start) / 1000.0).max(1e-6);
    format!("playouts/s: {:.0}", f64::from(games) / secs)
}

/// Handles one request (JSON text: a move request or an
/// [`EvalRequest`](super::analysis::EvalRequest); or a `bench` line) and returns the reply. `now` gives
/// milliseconds from any fixed origin.
pub fn handle(request: &str, now: &dyn Fn() -> f64) -> String {
    if request.starts_with("bench ") {
        return bench(request, now);
    }
    if let Some(reply) = super::analysis::handle(request, now) {
        return reply;
    }
    let reply = match serde_json::from_str::<AiRequest>(request) {
        Ok(req) => think(&req, now),
        Err(e) => AiReply {
            job: 0,
            result: Err(format!("bad request: {e}")),
            value: 0.0,
            nodes: 0,
        },
    };
    serde_json::to_string(&reply).expect("replies serialise")
}

fn think(req: &AiRequest, now: &dyn Fn() -> f64) -> AiReply {
    let fail = |why: String| AiReply {
        job: req.job,
        result: Err(why),
        value: 0.0,
        nodes: 0,
    };
    let level: Level = match req.level.parse() {
        Ok(l) => l,
        Err(e) => return fail(e),
    };
    let (start, moves) = match req.record.replay() {
        Ok(x) => x,
        Err(e) => return fail(e.to_string()),
    };
    let mut game = start;
    for m in moves {
        game.play(m).expect("replayed moves are legal");
    }
    let deadline = now() + req.time_ms;
    let stop = || now() >= deadline;
    let budget = Budget {
        nodes: u64::MAX,
        stop: &stop,
    };
    match choose_any_move(&game, level.strategy(game.id()), req.seed, &budget) {
        Some((m, value, nodes)) => AiReply {
            job: req.job,
            result: Ok(game.move_notation(m)),
            value,
            nodes,
        },
        None => fail("no move to choose: the game is over or awaits chance".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    fn request(level: &str) -> String {
        let record = GameRecord::new(GameId::Pyrga, "", "t".into(), 0.0);
        serde_json::to_string(&AiRequest {
            job: 7,
            record,
            level: level.into(),
            seed: 1,
            time_ms: 1e9,
        })
        .unwrap()
    }

    #[test]
    fn answers_with_a_legal_move_and_echoes_the_job() {
        let reply: AiReply = serde_json::from_str(&handle(&request("easy"), &|| 0.0)).unwrap();
        assert_eq!(reply.job, 7);
        let text = reply.result.unwrap();
        let game = AnyGame::new_game(GameId::Pyrga, "").unwrap();
        assert!(game.parse_move(&text).is_ok(), "{text}");
    }

    #[test]
    fn the_injected_clock_stops_the_search() {
        let calls = std::cell::Cell::new(0.0);
        let now = || {
            calls.set(calls.get() + 1.0);
            calls.get()
        };
        let mut req: AiRequest = serde_json::from_str(&request("strongest")).unwrap();
        req.time_ms = 5.0;
        let reply: AiReply =
            serde_json::from_str(&handle(&serde_json::to_string(&req).unwrap(), &now)).unwrap();
        assert!(reply.result.is_ok());
        assert!(reply.nodes < 1_000, "stopped early: {} nodes", reply.nodes);
    }

    #[test]
    fn bench_reports_a_rate() {
        let clock = std::cell::Cell::new(0.0);
        let now = || {
            clock.set(clock.get() + 500.0);
            clock.get()
        };
        assert_eq!(handle("bench pyrga 10", &now), "playouts/s: 20");
        assert!(handle("bench chess 10", &now).starts_with("error: "));
        assert!(handle("bench pyrga", &now).starts_with("error: usage"));
    }

    #[test]
    fn bad_requests_get_errors_not_panics() {
        let reply: AiReply = serde_json::from_str(&handle("{", &|| 0.0)).unwrap();
        assert!(reply.result.unwrap_err().starts_with("bad request"));
        let reply: AiReply =
            serde_json::from_str(&handle(&request("grandmaster"), &|| 0.0)).unwrap();
        assert!(reply.result.is_err());
    }
}
