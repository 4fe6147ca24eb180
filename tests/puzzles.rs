//! The shipped puzzles: at least 60 per game, all distinct, spread from easy to hard; every
//! one replays to its goal, and the engine's full proof is re-run here for the puzzles it
//! proves quickly in the test profile (Chiron, Shifting Chess, Chirality's captures,
//! Pyrga's up to 3 plies). The rest of the full proof (Pyrga's deeper wins by the exact
//! solver, Chirality's wins by alpha-beta: about 45 s in a release build) is
//! `rosette puzzles <game> --check`, which ./scripts/test runs for every game.

use rosette::engine::GameId;
use rosette::puzzles::verify::{replays, verify};
use rosette::puzzles::{parse_file, shipped, Difficulty, Goal, Puzzle};
use std::collections::HashSet;

fn shipped_puzzles(id: GameId) -> Vec<Puzzle> {
    parse_file(shipped(id)).unwrap_or_else(|e| panic!("{id:?}: {e}"))
}

/// Whether the test profile re-runs this puzzle's full proof.
fn proven_here(id: GameId, p: &Puzzle) -> bool {
    match id {
        GameId::Chiron | GameId::ShiftingChess => true,
        GameId::Chirality => p.goal == Goal::Capture,
        GameId::Pyrga => p.depth <= 3,
    }
}

#[test]
fn every_game_ships_60_distinct_puzzles_that_replay_to_their_goal() {
    for id in GameId::ALL {
        let puzzles = shipped_puzzles(id);
        assert!(puzzles.len() >= 60, "{id:?}: {} puzzles", puzzles.len());
        let positions: HashSet<&str> = puzzles.iter().map(|p| p.position.as_str()).collect();
        assert_eq!(positions.len(), puzzles.len(), "{id:?}: a position repeats");
        let bands: HashSet<Difficulty> = puzzles.iter().map(|p| p.difficulty()).collect();
        assert!(bands.len() >= 2, "{id:?}: one difficulty only: {bands:?}");
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
    let err = verify(GameId::Pyrga, &deeper).unwrap_err();
    assert!(err.contains("no proven win"), "{err}");
}
