//! The shipped puzzles and the rules they keep: at least 60 per game, all distinct, every
//! difficulty band the game allows; every one offers a choice and replays to its goal, and
//! the engine's full proof is re-run here for the puzzles it proves quickly in the test
//! profile. The rest of the full proof (Pyrga's deeper wins by the exact solver, the other
//! games' deeper wins by alpha-beta) is `rosette puzzles <game> --check`, which
//! ./scripts/test runs for every game. Then each rule as a scenario: a trivial first move
//! is refused (by the verifier and by `--check`), and a wrong move's refutation says true
//! things.

use rosette::engine::pyrga::Pyrga;
use rosette::engine::{Game, GameId, Rng, Turn};
use rosette::puzzles::attempt::{judge, Judgement, Refutation, Then};
use rosette::puzzles::problem::PuzzleProblem;
use rosette::puzzles::report::listed;
use rosette::puzzles::verify::{replays, verify};
use rosette::puzzles::{parse_file, shipped, Difficulty, Goal, Puzzle};
use std::collections::HashSet;
use std::process::Command;

fn shipped_puzzles(id: GameId) -> Vec<Puzzle> {
    parse_file(shipped(id)).unwrap_or_else(|e| panic!("{id:?}: {e}"))
}

/// Whether the test profile re-runs this puzzle's full proof.
fn proven_here(id: GameId, p: &Puzzle) -> bool {
    match id {
        GameId::Chiron | GameId::ShiftingChess => p.depth <= 3,
        GameId::Chirality => p.goal == Goal::Capture || p.depth == 1,
        GameId::Pyrga => p.depth <= 3,
    }
}

#[test]
fn every_game_ships_60_distinct_puzzles_in_every_band_that_replay_to_their_goal() {
    for id in GameId::ALL {
        let puzzles = shipped_puzzles(id);
        assert!(puzzles.len() >= 60, "{id:?}: {} puzzles", puzzles.len());
        let positions: HashSet<&str> = puzzles.iter().map(|p| p.position.as_str()).collect();
        assert_eq!(positions.len(), puzzles.len(), "{id:?}: a position repeats");
        let list = listed(id, puzzles.clone()).unwrap_or_else(|e| panic!("{id:?}: {e}"));
        let bands: HashSet<Difficulty> = list.iter().map(|l| l.difficulty).collect();
        let wanted = 3;
        assert_eq!(bands.len(), wanted, "{id:?}: bands {bands:?}");
        for p in &puzzles {
            replays(id, p).unwrap_or_else(|e| panic!("{id:?} {}: {e}", p.id));
        }
    }
}

#[test]
fn the_quick_proofs_hold() {
    for id in GameId::ALL {
        let failures: Vec<String> = shipped_puzzles(id)
            .iter()
            .filter(|p| proven_here(id, p))
            .filter_map(|p| verify(id, p).err().map(|e| format!("{}: {e}", p.id)))
            .collect();
        assert!(failures.is_empty(), "{id:?}: {failures:#?}");
    }
}

#[test]
fn a_wrong_solution_or_depth_fails() {
    let mut puzzle = shipped_puzzles(GameId::Chiron)[0].clone();
    puzzle.solution.reverse();
    puzzle.solution.push("zz".into());
    assert!(verify(GameId::Chiron, &puzzle).is_err());
    assert!(replays(GameId::Chiron, &puzzle).is_err());
    let mut deeper = shipped_puzzles(GameId::Pyrga)
        .into_iter()
        .find(|p| p.depth == 1)
        .expect("a win in one");
    deeper.depth = 3;
    assert_eq!(
        verify(GameId::Pyrga, &deeper),
        Err(PuzzleProblem::LineLength { moves: 1, depth: 3 })
    );
}

#[test]
fn a_line_that_stops_before_the_game_ends_fails() {
    let long = shipped_puzzles(GameId::Pyrga)
        .into_iter()
        .find(|p| p.depth >= 3)
        .expect("a longer win");
    let short = Puzzle {
        depth: 1,
        solution: long.solution[..1].to_vec(),
        ..long
    };
    let err = verify(GameId::Pyrga, &short).unwrap_err();
    let wanted = PuzzleProblem::NotExact {
        number: 1,
        text: short.solution[0].clone(),
        plies: 1,
    };
    assert_eq!(err, wanted);
    let err = replays(GameId::Pyrga, &short).unwrap_err();
    assert_eq!(err, PuzzleProblem::EndsTooSoon);
}

/// A Pyrga puzzle (not a true one) at the first position of a random game where the side
/// to move has `legal` legal moves, its solution `plies` random moves from there, of band
/// `band`.
fn pyrga_with_choices(legal: usize, plies: usize, band: Difficulty) -> Puzzle {
    for seed in 0.. {
        let mut rng = Rng::new(seed);
        let mut game = Pyrga::new_game(&Default::default());
        let mut buffer = Vec::new();
        while game.outcome().is_none() {
            if game.legal_move_list().len() == legal {
                let start = game.clone();
                let Turn::Player(side) = start.turn() else {
                    break;
                };
                let mut line = Vec::new();
                while line.len() < plies && game.outcome().is_none() {
                    let m = game.random_move(&mut rng, &mut buffer);
                    line.push(game.move_notation(m));
                    game.play_unchecked(m);
                }
                let puzzle = Puzzle {
                    id: "made-up".into(),
                    goal: Goal::Win,
                    depth: plies as u32,
                    side,
                    options: String::new(),
                    position: start.to_position(),
                    solution: line,
                };
                match listed(GameId::Pyrga, vec![puzzle.clone()]) {
                    Ok(l) if l[0].difficulty == band => return puzzle,
                    _ => break,
                }
            }
            game.play_random(&mut rng, &mut buffer);
        }
    }
    unreachable!("random games have positions of every small move count")
}

#[test]
fn a_first_move_that_is_the_only_legal_one_is_no_puzzle() {
    let trivial = pyrga_with_choices(1, 1, Difficulty::Easy);
    for check in [verify, replays] {
        assert_eq!(
            check(GameId::Pyrga, &trivial),
            Err(PuzzleProblem::OnlyLegalMove)
        );
    }
}

#[test]
fn a_medium_puzzle_needs_three_legal_first_moves() {
    // Two moves of the player's with a choice: medium.
    let mut two = pyrga_with_choices(2, 3, Difficulty::Medium);
    let err = verify(GameId::Pyrga, &two).unwrap_err();
    assert_eq!(
        err,
        PuzzleProblem::TooFewChoices {
            band: Difficulty::Medium,
            legal: 2
        }
    );
    // The same position as an easy puzzle passes the choice rule (and fails the proof).
    two.solution.truncate(1);
    two.depth = 1;
    let err = verify(GameId::Pyrga, &two).unwrap_err();
    assert!(
        !matches!(
            err,
            PuzzleProblem::OnlyLegalMove | PuzzleProblem::TooFewChoices { .. }
        ),
        "{err}"
    );
}

#[test]
fn check_fails_a_trivial_puzzle_and_names_it() {
    let dir = std::env::temp_dir().join(format!("rosette-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("pyrga.txt");
    let good = shipped_puzzles(GameId::Pyrga)
        .into_iter()
        .find(|p| p.depth == 1)
        .expect("a win in one");
    let lines = [
        good.to_line(),
        pyrga_with_choices(1, 1, Difficulty::Easy).to_line(),
    ];
    std::fs::write(&file, lines.join("\n")).expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_rosette"))
        .args(["puzzles", "pyrga", "--check", "--file"])
        .arg(&file)
        .output()
        .expect("the rosette binary runs");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(out.status.code(), Some(2), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "made-up: the first move is the only legal one",
            "puzzles: 1 verified, 1 failed"
        ]
    );
    std::fs::remove_dir_all(dir).ok();
}

/// Plays the moves `line` (notation) from `game`, which must all be legal.
fn replay(game: &mut Pyrga, line: impl IntoIterator<Item = String>) {
    for text in line {
        let m = game
            .parse_move(&text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        game.play_unchecked(m);
    }
}

/// Checks what `refutation` says of the wrong move `m` in `puzzle` (its first move) against
/// the engine: the reply is legal, a stopped threat wins at once after another reply but
/// not after this one, and the opponent's winning line replays to its win.
fn check_refutation(puzzle: &Puzzle, m: &str, refutation: &Refutation) {
    let mut game = Pyrga::from_position(&puzzle.position).expect("reads");
    replay(&mut game, [m.to_string()]);
    let side = puzzle.side;
    let wins_at_once = |g: &Pyrga, t: &str| {
        g.parse_move(t).is_ok_and(|t| {
            let mut next = g.clone();
            next.play_unchecked(t);
            next.outcome().is_some_and(|o| o.winners == [side])
        })
    };
    let reply = refutation.reply.as_ref().expect("a reply");
    let mut after = game.clone();
    replay(&mut after, [reply.notation.clone()]);
    if let Some(threat) = &refutation.stops {
        assert!(!wins_at_once(&after, &threat.notation), "{refutation:?}");
        let elsewhere = game.legal_move_list().into_iter().any(|o| {
            let mut other = game.clone();
            other.play_unchecked(o);
            wins_at_once(&other, &threat.notation)
        });
        assert!(elsewhere, "{refutation:?}");
    }
    if let Then::OpponentWins { moves, line } = &refutation.then {
        let mut end = after.clone();
        replay(&mut end, line.iter().map(|t| t.notation.clone()));
        let outcome = end.outcome().expect("the line ends the game");
        assert!(!outcome.winners.contains(&side), "{refutation:?}");
        assert_eq!(
            *moves as usize,
            (line.len() + 1).div_ceil(2),
            "{refutation:?}"
        );
    }
}

#[test]
fn a_wrong_move_is_refuted_by_a_reply_that_stops_a_threat_or_wins() {
    let mut seen: HashSet<&str> = HashSet::new();
    for p in shipped_puzzles(GameId::Pyrga).iter().take(40) {
        let game = Pyrga::from_position(&p.position).expect("reads");
        for m in game.legal_move_list() {
            let text = game.move_notation(m);
            match judge(GameId::Pyrga, p, 0, &text) {
                Judgement::Right => {}
                Judgement::Wrong(r) => {
                    check_refutation(p, &text, &r);
                    seen.insert(match (&r.stops, &r.then) {
                        (Some(_), _) => "stops",
                        (_, Then::OpponentWins { .. }) => "wins",
                        (_, Then::Draw) => "draw",
                        (_, Then::Ended(_)) => "ended",
                        _ => "other",
                    });
                }
            }
        }
    }
    for kind in ["stops", "wins", "draw"] {
        assert!(
            seen.contains(kind),
            "no refutation of kind {kind}: {seen:?}"
        );
    }
}

#[test]
fn a_first_move_before_the_players_own_draw_that_fails_with_some_card_is_refuted_by_it() {
    use rosette::ai::eval::ShiftingChessEvaluator;
    use rosette::engine::shifting_chess::ShiftingChess;
    use rosette::puzzles::verify::{prove, Proven};
    let puzzle = shipped_puzzles(GameId::ShiftingChess)
        .into_iter()
        .find(|p| p.solution.iter().any(|m| m.starts_with("draw-")))
        .expect("a puzzle through the player's draw");
    let game = ShiftingChess::from_position(&puzzle.position).expect("reads");
    let ev = ShiftingChessEvaluator;
    let mut spoiled = 0;
    for m in game.legal_move_list() {
        let text = game.move_notation(m);
        let Judgement::Wrong(r) = judge(GameId::ShiftingChess, &puzzle, 0, &text) else {
            assert_eq!(text, puzzle.solution[0], "only the solution is right");
            continue;
        };
        let Then::CardSpoils { card } = &r.then else {
            continue;
        };
        // With that card, no use of it wins in the plies left.
        let mut after = game.clone();
        after.play_unchecked(m);
        let draw = after
            .chance_outcomes()
            .into_iter()
            .map(|(c, _)| c)
            .find(|&c| after.move_display(c) == *card)
            .expect("the card is one the pile may give");
        let shown = r.reply.as_ref().map(|d| d.notation.clone());
        assert_eq!(
            shown,
            Some(after.move_notation(draw)),
            "the card is drawn on the board"
        );
        after.play_unchecked(draw);
        let won = matches!(prove(&after, &ev, puzzle.depth - 2), Ok(Proven::Win(_)));
        assert!(!won, "{text}: {card} does not spoil it");
        spoiled += 1;
    }
    assert!(spoiled > 0, "some first move is refuted by a card");
}
