//! The messages between the page and the AI Web Worker, as enums in serde's external
//! tagging (`{"move": {…}}`, `{"ready": {"build": …}}`: the variant's name holds its fields,
//! which keeps the decoders small in the wasm builds; the page and the worker carry them as
//! JavaScript objects through serde-wasm-bindgen), and the worker's pure request handler (the clock is injected, so
//! it is tested natively).

use super::coach::{self, LessonMove, LessonVerdict, PuzzleJudgement, PuzzleMove};
use super::evaluation::{self, EvalReply, EvalRequest};
use super::proof::{self, ProofReply};
use crate::ai::{choose_move_in_game, AiFailure, Budget, Level, Strategy};
use crate::engine::Game;
use crate::engine::{AnyGame, GameId, InAnyGame};
use crate::persist::GameRecord;
use serde::{Deserialize, Serialize};

/// A message from the page to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// Choose a move.
    Move(MoveRequest),
    /// Evaluate one position of a game.
    Evaluate(EvalRequest),
    /// Run `games` random playouts of `game` and report the rate (the engine's speed in
    /// the browser).
    Bench {
        /// The game.
        game: GameId,
        /// How many playouts.
        games: u32,
    },
    /// Prove the result of one position (Pyrga's exact solver) within the budget.
    Prove(EvalRequest),
    /// Judge a learner's move in a lesson.
    Lesson(LessonMove),
    /// Judge a player's move in a puzzle.
    Puzzle(PuzzleMove),
    /// Measure Pyrga's solver on `count` random positions at each of `plies`.
    SolverBench {
        /// Placements before each position.
        plies: Vec<usize>,
        /// Positions per ply.
        count: usize,
        /// Seed of the random placements.
        seed: u64,
        /// Milliseconds per position.
        limit_ms: f64,
    },
}

/// A message from the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The worker has loaded (messages sent earlier would be lost); sent once, first.
    Ready {
        /// The worker's [`BUILD_ID`](crate::BUILD_ID).
        build: String,
    },
    /// The answer to a [`Request::Move`].
    Move(MoveReply),
    /// The answer to a [`Request::Evaluate`].
    Evaluation(EvalReply),
    /// The answer to a [`Request::Bench`]: playouts a second.
    Bench {
        /// The rate.
        playouts_per_second: f64,
    },
    /// The answer to a [`Request::Prove`].
    Proof(ProofReply),
    /// The answer to a [`Request::Lesson`].
    Lesson(LessonVerdict),
    /// The answer to a [`Request::Puzzle`].
    Puzzle(PuzzleJudgement),
    /// The answer to a [`Request::SolverBench`]: one line of figures per ply.
    SolverBench {
        /// The figures.
        figures: String,
    },
    /// A message the worker could not read or serve, and why.
    Refused(AiFailure),
}

/// A request to choose a move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveRequest {
    /// Echoed in the reply, so the page can ignore stale answers.
    pub job: u32,
    /// The game so far (the worker replays it).
    pub record: GameRecord,
    /// The AI's level.
    pub level: Level,
    /// Seed for the search's random choices (below 2^53, exact in JavaScript).
    pub seed: u64,
    /// Milliseconds the search may take (the level's deadline, if it has one).
    pub time_ms: f64,
}

/// The worker's answer to a [`MoveRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReply {
    /// The request's job number.
    pub job: u32,
    /// The chosen move in notation, or why there is none.
    pub result: Result<String, AiFailure>,
    /// The mover's estimated expected score in `[0, 1]`.
    pub value: f64,
    /// Nodes searched.
    pub nodes: u64,
}

/// Chooses a move for any game with that game's evaluator, in a game that passed through
/// the positions `earlier` (see [`choose_move_in_game`]).
pub fn choose_any_move(
    game: &AnyGame,
    earlier: &[AnyGame],
    strategy: Strategy,
    seed: u64,
    budget: &Budget,
) -> Option<(crate::engine::AnyMove, f64, u64)> {
    crate::with_game!(game.id(), G, E => {
        let g = G::from_any(game)?;
        let earlier: Vec<G> = if G::MAY_CYCLE {
            earlier.iter().filter_map(|e| G::from_any(e).cloned()).collect()
        } else {
            Vec::new()
        };
        choose_move_in_game(g, &earlier, strategy, &E::default(), seed, budget)
            .map(|r| (r.best.into(), r.value, r.nodes))
    })
}

/// Runs `games` random playouts of `game` and returns playouts a second.
fn bench(game: GameId, games: u32, now: &dyn Fn() -> f64) -> Reply {
    let game = match AnyGame::new_game(game, "") {
        Ok(g) => g,
        Err(_) => return Reply::Refused(AiFailure::Unplayable),
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
    Reply::Bench {
        playouts_per_second: (f64::from(games) / secs).round(),
    }
}

/// Answers one request. `now` gives milliseconds from any fixed origin.
pub fn handle(request: Request, now: &dyn Fn() -> f64) -> Reply {
    match request {
        Request::Move(req) => Reply::Move(think(&req, now)),
        Request::Evaluate(req) => Reply::Evaluation(evaluation::answer(&req, now)),
        Request::Bench { game, games } => bench(game, games, now),
        Request::Prove(req) => Reply::Proof(proof::answer(&req, now)),
        Request::Lesson(question) => Reply::Lesson(coach::lesson(&question)),
        Request::Puzzle(question) => Reply::Puzzle(coach::puzzle(&question)),
        Request::SolverBench {
            plies,
            count,
            seed,
            limit_ms,
        } => Reply::SolverBench {
            figures: crate::ai::proof::bench(&plies, count, seed, limit_ms, now),
        },
    }
}

fn think(req: &MoveRequest, now: &dyn Fn() -> f64) -> MoveReply {
    let fail = |why: AiFailure| MoveReply {
        job: req.job,
        result: Err(why),
        value: 0.0,
        nodes: 0,
    };
    let mut earlier = match req.record.replay() {
        Ok(replay) => replay.states,
        Err(_) => return fail(AiFailure::Unplayable),
    };
    let game = earlier.pop().expect("a replay holds its start");
    let deadline = now() + req.time_ms;
    let stop = || now() >= deadline;
    let budget = Budget {
        nodes: u64::MAX,
        stop: &stop,
    };
    match choose_any_move(
        &game,
        &earlier,
        req.level.strategy(game.id()),
        req.seed,
        &budget,
    ) {
        Some((m, value, nodes)) => MoveReply {
            job: req.job,
            result: Ok(game.move_notation(m)),
            value,
            nodes,
        },
        None => fail(AiFailure::NoMove),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::run::{Verdict, Wrong};
    use crate::puzzles::attempt::Judgement;
    use crate::BUILD_ID;

    fn request(level: Level) -> MoveRequest {
        MoveRequest {
            job: 7,
            record: GameRecord::new(GameId::Pyrga, "", "t".into(), 0.0),
            level,
            seed: 1,
            time_ms: 1e9,
        }
    }

    /// Through JSON, as the tagged form the worker and the page exchange.
    fn round_trip(request: &Request) -> Reply {
        let text = serde_json::to_string(request).unwrap();
        let back: Request = serde_json::from_str(&text).unwrap();
        assert_eq!(&back, request);
        let reply = handle(back, &|| 0.0);
        serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap()
    }

    #[test]
    fn answers_with_a_legal_move_and_echoes_the_job() {
        let Reply::Move(reply) = round_trip(&Request::Move(request(Level::Easy))) else {
            panic!("a move reply")
        };
        assert_eq!(reply.job, 7);
        let text = reply.result.unwrap();
        let game = AnyGame::new_game(GameId::Pyrga, "").unwrap();
        assert!(game.parse_move(&text).is_ok(), "{text}");
    }

    #[test]
    fn messages_are_named_by_their_variant() {
        let text = serde_json::to_string(&Request::Move(request(Level::Medium))).unwrap();
        assert!(text.starts_with(r#"{"move":{"job":7,"#), "{text}");
        assert!(text.contains(r#""level":"medium""#), "{text}");
        let ready = Reply::Ready {
            build: BUILD_ID.into(),
        };
        let text = serde_json::to_string(&ready).unwrap();
        assert_eq!(text, format!(r#"{{"ready":{{"build":"{BUILD_ID}"}}}}"#));
        assert!(!BUILD_ID.is_empty());
    }

    #[test]
    fn lessons_and_puzzles_are_judged_from_the_question_alone() {
        let question = LessonMove {
            job: 3,
            game: GameId::Pyrga,
            lesson: "counting-towers".into(),
            before: Vec::new(),
            m: "Cb3".into(),
        };
        let Reply::Lesson(answer) = round_trip(&Request::Lesson(question.clone())) else {
            panic!("a lesson's answer")
        };
        assert_eq!(answer.job, 3);
        assert!(matches!(answer.verdict, Verdict::Done), "{answer:?}");
        let unknown = LessonMove {
            lesson: "no-such-lesson".into(),
            ..question
        };
        let Reply::Lesson(answer) = round_trip(&Request::Lesson(unknown)) else {
            panic!("a lesson's answer")
        };
        assert_eq!(answer.verdict, Verdict::Wrong(Wrong::Unplayable));

        let shipped = crate::puzzles::shipped(GameId::Pyrga);
        let puzzle = crate::puzzles::parse_file(shipped).unwrap().remove(0);
        let ask = |m: &str| {
            let question = PuzzleMove {
                job: 4,
                game: GameId::Pyrga,
                puzzle: puzzle.to_line(),
                done: 0,
                m: m.into(),
            };
            let Reply::Puzzle(answer) = round_trip(&Request::Puzzle(question)) else {
                panic!("a puzzle's answer")
            };
            assert_eq!(answer.job, 4);
            answer.judgement
        };
        assert_eq!(ask(&puzzle.solution[0]), Judgement::Right);
        let start = AnyGame::from_position(GameId::Pyrga, &puzzle.position).unwrap();
        let other = start
            .legal_moves()
            .into_iter()
            .map(|m| start.move_notation(m))
            .find(|m| m != &puzzle.solution[0])
            .unwrap();
        // Another move may also win at once; either way the worker judged it.
        let judged = ask(&other);
        assert_eq!(
            judged,
            crate::puzzles::attempt::judge(GameId::Pyrga, &puzzle, 0, &other)
        );
    }

    #[test]
    fn the_injected_clock_stops_the_search() {
        let clock = crate::ai::test_clock::SteppingClock::new(1.0);
        let mut req = request(Level::Strongest);
        req.time_ms = 5.0;
        let Reply::Move(reply) = handle(Request::Move(req), &|| clock.read()) else {
            panic!("a move reply")
        };
        assert!(reply.result.is_ok());
        assert!(reply.nodes < 1_000, "stopped early: {} nodes", reply.nodes);
    }

    #[test]
    fn bench_reports_a_rate() {
        let clock = crate::ai::test_clock::SteppingClock::new(500.0);
        let bench = Request::Bench {
            game: GameId::Pyrga,
            games: 10,
        };
        assert_eq!(
            handle(bench, &|| clock.read()),
            Reply::Bench {
                playouts_per_second: 20.0
            }
        );
    }

    #[test]
    fn bad_requests_are_refused_not_panics() {
        for text in [
            "{",
            r#"{"move":{"job":1}}"#,
            r#"{"bench":{"game":"chess","games":1}}"#,
            r#"{"dance":{}}"#,
            r#"{"kind":"bench","game":"pyrga","games":1}"#,
        ] {
            assert!(serde_json::from_str::<Request>(text).is_err(), "{text}");
        }
        let mut bad = request(Level::Easy);
        bad.record.moves = vec!["Zz9".into()];
        let Reply::Move(reply) = handle(Request::Move(bad), &|| 0.0) else {
            panic!("a move reply")
        };
        assert_eq!(reply.result, Err(AiFailure::Unplayable));
        let mut over = request(Level::Easy);
        over.record.moves = crate::worker::proof::tests::random_game().0;
        let Reply::Move(reply) = handle(Request::Move(over), &|| 0.0) else {
            panic!("a move reply")
        };
        assert_eq!(reply.result, Err(AiFailure::NoMove));
        let refused = serde_json::to_string(&Reply::Refused(AiFailure::QuestionUnreadable));
        assert_eq!(refused.unwrap(), r#"{"refused":"question_unreadable"}"#);
    }
}
