//! The exact Pyrga solver checked against a plain negamax (no table, no symmetry, no
//! pruning, the rules' own `outcome`), and its fast winner against the towers counted one
//! by one.

use rosette::ai::eval::PyrgaEvaluator;
use rosette::ai::solver::measure::{measure, random_position};
use rosette::ai::solver::{solve, Verdict};
use rosette::ai::{choose_move, Budget, Level, Strategy};
use rosette::engine::pyrga::Pyrga;
use rosette::engine::{Game, GameId, Player, Rng, Turn};

/// The plain negamax's value for the player to move: `(1, n)` a win `n` plies from here,
/// `(-1, n)` a loss, `(0, _)` a draw; the winner takes the quickest win, the loser the
/// slowest loss.
fn reference(game: &Pyrga) -> (i32, u32) {
    if game.turn() == Turn::Over {
        let outcome = game.outcome().expect("over");
        return match outcome.winners.first() {
            None => (0, 0),
            Some(&w) if w == to_move_by_count(game) => (1, 0),
            Some(_) => (-1, 0),
        };
    }
    game.legal_move_list()
        .into_iter()
        .map(|m| {
            let mut child = game.clone();
            child.play_unchecked(m);
            let (v, n) = reference(&child);
            (-v, n + 1)
        })
        .max_by_key(|&(v, n)| (v, if v > 0 { -(n as i64) } else { n as i64 }))
        .expect("a position not over has moves")
}

/// The seat whose turn it would be: pieces alternate, White first.
fn to_move_by_count(game: &Pyrga) -> Player {
    let placed: usize = (0..16).map(|c| game.tower(c).height()).sum();
    (placed % 2) as Player
}

fn verdict_of(v: i32) -> Verdict {
    match v {
        1 => Verdict::Win,
        0 => Verdict::Draw,
        _ => Verdict::Loss,
    }
}

/// 120 random positions from ply 18 to 22: the solver's verdict and distance equal the
/// plain negamax's, and its move keeps that value.
#[test]
fn the_solver_agrees_with_plain_negamax() {
    let mut rng = Rng::new(2026);
    let (mut checked, mut verdicts) = (0, [0; 3]);
    while checked < 120 {
        let plies = 18 + rng.below(5);
        let game = random_position(&mut rng, plies);
        let (v, n) = reference(&game);
        let proof = solve(&game, u64::MAX, &|| false).expect("no budget limit");
        let position = game.to_position();
        assert_eq!(proof.verdict, verdict_of(v), "{position}");
        let expected_plies = (v != 0).then_some(n);
        assert_eq!(proof.plies, expected_plies, "{position}");
        let mut after = game.clone();
        after.play_unchecked(proof.best.expect("a move"));
        let (cv, cn) = reference(&after);
        assert_eq!(
            (-cv, if v != 0 { cn + 1 } else { n }),
            (v, n),
            "{position}: best move"
        );
        verdicts[(v + 1) as usize] += 1;
        checked += 1;
    }
    // The sample holds every kind of result.
    assert!(
        verdicts.iter().all(|&k| k > 0),
        "losses, draws, wins: {verdicts:?}"
    );
}

/// The solver's fast `winner` equals the towers counted cell by cell (rule 7), on random
/// finished games.
#[test]
fn the_fast_winner_follows_rule_7() {
    let mut rng = Rng::new(7);
    let mut buffer = Vec::new();
    for _ in 0..5000 {
        let mut game = Pyrga::new_game(&Default::default());
        while game.turn() != Turn::Over {
            game.play_random(&mut rng, &mut buffer);
        }
        let mut stages = [[0u32; 2]; 3];
        for cell in 0..16 {
            let t = game.tower(cell);
            if let Some(p) = t.controller() {
                stages[0][p as usize] += 1;
                continue;
            }
            for p in 0..2u8 {
                match t.pieces.iter().filter(|o| **o == Some(p)).count() {
                    2 => stages[1][p as usize] += 1,
                    1 => stages[2][p as usize] += 1,
                    _ => {}
                }
            }
        }
        let expected = if stages[0][0] >= 3 {
            Some(0)
        } else if stages[0][1] >= 3 {
            Some(1)
        } else {
            stages
                .iter()
                .find(|[w, b]| w != b)
                .map(|[w, b]| Player::from(b > w))
        };
        assert_eq!(game.winner(), expected, "{}", game.to_position());
        assert_eq!(
            game.outcome().unwrap().winners.first().copied(),
            expected,
            "{}",
            game.to_position()
        );
    }
}

/// Out of budget, the solver says nothing rather than guessing.
#[test]
fn a_small_budget_gives_no_proof() {
    let mut rng = Rng::new(3);
    let game = random_position(&mut rng, 4);
    let spent = solve(&game, 1_000, &|| false).expect_err("too small").nodes;
    assert_eq!(spent, 1_000);
    let stopped = solve(&game, u64::MAX, &|| true).expect_err("stopped").nodes;
    assert_eq!(stopped, 128, "the clock is polled every 128 nodes");
}

/// The oracle: the solver without a budget (checked against plain negamax above).
fn verdict(game: &Pyrga) -> Verdict {
    solve(game, u64::MAX, &|| false).expect("no budget").verdict
}

/// Hard and Strongest against a random player and against perfect play, from random
/// positions at plies 12 to 16: whenever the level's own proof attempt succeeds, its move
/// keeps a won position won and a drawn one at least drawn, and the game ends that way.
#[test]
fn proving_levels_never_let_a_result_slip() {
    let mut rng = Rng::new(99);
    let mut proven_moves = 0;
    for level in [Level::Hard, Level::Strongest] {
        let strategy = level.strategy(GameId::Pyrga);
        let Strategy::Solve { nodes, .. } = strategy else {
            panic!("{level:?} plays Pyrga with {strategy}");
        };
        for game_no in 0..24 {
            let plies = 12 + rng.below(5);
            let mut game = random_position(&mut rng, plies);
            let ai: Player = (game_no % 2) as Player;
            let perfect_opponent = game_no % 4 >= 2;
            let mut promised: Option<Verdict> = None;
            let mut buffer = Vec::new();
            while let Turn::Player(p) = game.turn() {
                if p != ai {
                    let m = if perfect_opponent {
                        solve(&game, u64::MAX, &|| false).unwrap().best.unwrap()
                    } else {
                        game.random_move(&mut rng, &mut buffer)
                    };
                    game.play_unchecked(m);
                    continue;
                }
                let before = solve(&game, nodes, &|| false).ok().map(|p| p.verdict);
                let chosen = choose_move(
                    &game,
                    strategy,
                    &PyrgaEvaluator,
                    1,
                    &Budget::nodes(u64::MAX),
                )
                .expect("a move");
                let mut after = game.clone();
                after.play_unchecked(chosen.best);
                if let Some(v) = before {
                    proven_moves += 1;
                    let kept = match verdict(&after) {
                        Verdict::Loss => Verdict::Win,
                        Verdict::Draw => Verdict::Draw,
                        Verdict::Win => Verdict::Loss,
                    };
                    assert!(
                        rank(kept) >= rank(v),
                        "{level:?} at {}: {v:?} became {kept:?}",
                        game.to_position()
                    );
                    promised = Some(
                        promised
                            .map_or(v, |old: Verdict| if rank(old) > rank(v) { old } else { v }),
                    );
                }
                game = after;
            }
            let result = match game.winner() {
                Some(w) if w == ai => Verdict::Win,
                None => Verdict::Draw,
                Some(_) => Verdict::Loss,
            };
            if let Some(v) = promised {
                assert!(
                    rank(result) >= rank(v),
                    "{level:?}: proved {v:?}, ended {result:?}"
                );
            }
        }
    }
    assert!(
        proven_moves > 100,
        "only {proven_moves} moves were made from proven positions"
    );
}

fn rank(v: Verdict) -> u8 {
    match v {
        Verdict::Loss => 0,
        Verdict::Draw => 1,
        Verdict::Win => 2,
    }
}

/// The figures of issue 13 part 3, natively: for 200 positions after 10, 12 and 14 random
/// placements, the share proven within a second and the median and worst times. Time is the
/// thread's CPU time where Linux reports it (the machine may be shared), else wall time.
/// Run with `cargo test --release --test pyrga_solver -- --ignored --nocapture
/// solver_figures` (`POSITIONS=n` measures fewer).
#[test]
#[ignore]
fn solver_figures() {
    let count = std::env::var("POSITIONS").map_or(200, |n| n.parse().expect("a number"));
    let origin = std::time::Instant::now();
    let cpu_ms = || {
        let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
        let ns: f64 = stat.split_whitespace().next()?.parse().ok()?;
        Some(ns / 1e6)
    };
    let clock = if cpu_ms().is_some() {
        "thread CPU time"
    } else {
        "wall time"
    };
    let now = || cpu_ms().unwrap_or_else(|| origin.elapsed().as_secs_f64() * 1000.0);
    println!("clock: {clock}");
    for plies in [10, 12, 14] {
        println!("{}", measure(plies, count, 13, 1000.0, &now));
    }
}

/// `prove` says why it proved nothing: Pyrga's solver gives up on a budget too small for
/// the opening, having spent its nodes; a game without a solver says so, spending none.
#[test]
fn prove_says_why_nothing_was_proven() {
    use rosette::ai::eval::{ChironEvaluator, Unproven};
    use rosette::ai::Evaluator;
    use rosette::engine::chiron::Chiron;
    let opening = Pyrga::new_game(&Default::default());
    match PyrgaEvaluator.prove(&opening, 50, &|| false) {
        Err(Unproven::GaveUp(nodes)) => assert!(nodes > 0, "spent {nodes} nodes"),
        other => panic!("expected the solver to give up, got {other:?}"),
    }
    let chiron = Chiron::new_game(&Default::default());
    let unproven = ChironEvaluator
        .prove(&chiron, 1_000_000, &|| false)
        .expect_err("Chiron has no solver");
    assert_eq!(unproven, Unproven::NoSolver);
    assert_eq!(unproven.nodes(), 0);
}
