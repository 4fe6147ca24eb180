//! What a puzzle asks of the player, step by step: at each of its side's turns in the
//! solution, how many legal moves there are and whether the move is played for the player
//! (a later turn with a single legal move). `rosette puzzles <game> --report` prints it
//! for every puzzle (docs/puzzles.md).

use super::{Difficulty, Puzzle};
use crate::engine::{Game, GameId, MoveError, SetupError, Turn};
use crate::with_game;
use std::fmt;

/// Why a puzzle's solution cannot be replayed (`rosette puzzles --check` catches it).
#[derive(Clone, Debug, PartialEq)]
pub enum Unreplayable {
    /// Its position does not read.
    Position(SetupError),
    /// A move of its solution (its text) cannot be played.
    Move(String, MoveError),
}

impl fmt::Display for Unreplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreplayable::Position(e) => e.fmt(f),
            Unreplayable::Move(text, e) => write!(f, "'{text}': {e}"),
        }
    }
}

/// A puzzle of a list whose solution cannot be replayed: its id, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Unlisted {
    /// The puzzle's id.
    pub id: String,
    /// Why.
    pub why: Unreplayable,
}

impl fmt::Display for Unlisted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.id, self.why)
    }
}

/// One of the player's turns in a puzzle's solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Its place in the solution, from 0.
    pub ply: usize,
    /// The solution's move there, in notation.
    pub mv: String,
    /// The legal moves the player could choose from.
    pub legal: usize,
    /// Whether it is played for the player: a turn after the first with a single legal
    /// move.
    pub auto: bool,
}

/// The player's turns in `puzzle` of game `id`, in order.
///
/// # Errors
/// When the position or a move of the solution cannot be read or played.
pub fn steps(id: GameId, puzzle: &Puzzle) -> Result<Vec<Step>, Unreplayable> {
    with_game!(id, G, E => steps_in::<G>(puzzle))
}

/// [`steps`] in game `G`.
pub(super) fn steps_in<G: Game>(puzzle: &Puzzle) -> Result<Vec<Step>, Unreplayable> {
    let mut game = G::from_position(&puzzle.position).map_err(Unreplayable::Position)?;
    let mut steps = Vec::new();
    for (ply, text) in puzzle.solution.iter().enumerate() {
        let m = game
            .parse_move(text)
            .map_err(|e| Unreplayable::Move(text.clone(), e))?;
        if game.turn() == Turn::Player(puzzle.side) {
            let legal = game.legal_move_list().len();
            steps.push(Step {
                ply,
                mv: text.clone(),
                legal,
                auto: !steps.is_empty() && legal == 1,
            });
        }
        game.play_unchecked(m);
    }
    Ok(steps)
}

/// The band of a puzzle whose player's turns are `steps`: from the moves to find.
pub fn difficulty(steps: &[Step]) -> Difficulty {
    Difficulty::of(steps.iter().filter(|s| !s.auto).count())
}

/// A puzzle with what it asks of the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The player's turns in its solution.
    pub steps: Vec<Step>,
    /// The player's moves in the solution, those played for it included: "win in N
    /// moves".
    pub moves: u32,
    /// Its band.
    pub difficulty: Difficulty,
}

/// The puzzles of game `id` in the order they are listed and numbered: easy first (by the
/// band, then the player's moves), in file order within each.
///
/// # Errors
/// The first puzzle whose solution cannot be replayed, named.
pub fn listed(id: GameId, puzzles: Vec<Puzzle>) -> Result<Vec<Listed>, Unlisted> {
    let mut list = puzzles
        .into_iter()
        .map(|puzzle| {
            let steps = steps(id, &puzzle).map_err(|why| Unlisted {
                id: puzzle.id.clone(),
                why,
            })?;
            let difficulty = difficulty(&steps);
            Ok(Listed {
                puzzle,
                moves: steps.len() as u32,
                steps,
                difficulty,
            })
        })
        .collect::<Result<Vec<Listed>, Unlisted>>()?;
    list.sort_by_key(|l| (l.difficulty, l.moves));
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{parse_file, shipped};

    #[test]
    fn every_shipped_puzzle_has_a_step_per_move_of_the_player_easy_first() {
        for id in GameId::ALL {
            let list = listed(id, parse_file(shipped(id)).expect("reads")).expect("replays");
            for l in &list {
                let (p, steps) = (&l.puzzle, &l.steps);
                assert_eq!(steps[0].mv, p.solution[0]);
                assert_eq!(steps[0].ply, 0);
                assert!(steps[0].legal >= l.difficulty.min_choices() && !steps[0].auto);
                assert!(steps[1..].iter().all(|s| s.auto == (s.legal == 1)));
            }
            assert!(list.windows(2).all(|w| w[0].difficulty <= w[1].difficulty));
        }
    }
}
