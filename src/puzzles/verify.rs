//! Re-verifies a puzzle with the engine.
//!
//! Every puzzle's first position offers a choice: at least two legal moves, three for a
//! medium or hard one.
//!
//! A `win` puzzle of depth N: the side to move wins in exactly N plies with best play, as
//! proven by the game's exact solver (Pyrga) or found by alpha-beta searching N plies (the
//! other games; a value beyond every estimate is a forced win: every reply was searched).
//! The solution is the whole line, N plies to the game's end, the side and its opponent in
//! turn (a card the side draws comes between its move and the card's application), and
//! the game ends there with the side's win. The first move, and each later move
//! of the side's except a last one that ends the game, is the only move that keeps the
//! win: every other move leaves a position that is not a proven loss for the opponent
//! (Pyrga: a draw or a win for the opponent with perfect play; the others: no forced win
//! within the remaining plies). A last move that ends the game may have rivals that also
//! win at once (the player may play any of them). Each reply is a longest defence: after it
//! the win still needs every remaining ply.
//!
//! Shifting Chess's card draws: a move of the side's after which it draws a card wins only
//! if it wins whatever card the pile gives (for each kind left, the side then has a win in
//! the plies left, searched by alpha-beta); the line holds the card the position's deck
//! gives next, and the application after it is, like every move of the side's, the only one
//! that keeps the win. A draw after the opponent's move is not searched through (the
//! drawer's choice would have to be refuted for every card): such a line proves nothing.
//!
//! A `capture` puzzle (Chirality): see [`super::capture`].

use super::capture::verify_capture;
use super::problem::{ProofFailure, PuzzleProblem};
use super::report::{difficulty, steps_in, Unreplayable};
use super::{Goal, Puzzle};
use crate::ai::eval::Unproven;
use crate::ai::{self, Evaluator};
use crate::engine::game::GameOptions;
use crate::engine::{Game, GameId, Player, Rng, Turn};
use crate::with_game;

/// Solver nodes per proof (Pyrga): enough for any position of a generated puzzle. Alpha-beta
/// searches have no node limit in a proof: their depth bounds them.
const SOLVER_NODES: u64 = 50_000_000;

/// What a proof says about a position, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proven {
    /// The player to move wins in this many plies with best play.
    Win(u32),
    /// The player to move loses in this many plies with best play.
    Loss(u32),
    /// Neither is proven (a draw, or nothing forced within the depth).
    Unknown,
}

/// Proves `game` (a player to move) for the player to move: with the game's exact solver
/// if it has one, else with alpha-beta `depth` plies deep.
///
/// # Errors
/// When the solver's budget runs out (a budget that proves nothing would make every move
/// look alike).
pub fn prove<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    depth: u32,
) -> Result<Proven, ProofFailure> {
    prove_within(game, evaluator, depth, SOLVER_NODES)
}

/// [`prove`] within `nodes` nodes of the solver, or of alpha-beta for a game without one.
///
/// # Errors
/// When the budget runs out first.
pub fn prove_within<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    depth: u32,
    nodes: u64,
) -> Result<Proven, ProofFailure> {
    let found = match evaluator.prove(game, nodes, &|| false) {
        Ok(found) => found,
        Err(Unproven::NoSolver) => {
            let depth = depth.max(1);
            let limit = if nodes == SOLVER_NODES {
                u64::MAX
            } else {
                nodes
            };
            let found = ai::alpha_beta(game, evaluator, depth, limit)
                .ok_or(ProofFailure::NoPlayerToMove)?;
            if found.exact_plies.is_none() && found.depth < Some(depth) {
                return Err(ProofFailure::SearchGaveUp(nodes));
            }
            found
        }
        Err(Unproven::GaveUp(nodes)) => return Err(ProofFailure::SolverGaveUp(nodes)),
    };
    Ok(match found.exact_plies {
        Some(n) if found.result.value > 0.5 => Proven::Win(n),
        Some(n) => Proven::Loss(n),
        None => Proven::Unknown,
    })
}

/// Whether `m` (legal in `game`, `side` to move) wins for `side` within `plies` plies:
/// `Some(exact)` when it ends the game with a win (`exact` true) or leaves a proven loss
/// for the opponent in exactly `plies - 1` plies; `None` when it does not win. A move
/// followed by the mover's own card draw wins when it wins whatever card is drawn: for each
/// card the pile may give, `side` then wins within the plies left (`exact` when the longest
/// of these wins takes them all).
fn keeps_win<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    side: Player,
    m: G::Move,
    plies: u32,
) -> Result<Option<bool>, ProofFailure> {
    let mut child = game.clone();
    child.play_unchecked(m);
    if let Some(outcome) = child.outcome() {
        let won = outcome.winners == [side];
        return Ok(won.then_some(plies == 1));
    }
    if child.turn() != Turn::Chance {
        return Ok(match prove(&child, evaluator, plies.saturating_sub(1))? {
            Proven::Loss(n) => Some(n + 1 == plies),
            _ => None,
        });
    }
    let mut longest = 0;
    for (card, _) in child.chance_outcomes() {
        let mut drawn = child.clone();
        drawn.play_unchecked(card);
        if drawn.turn() != Turn::Player(side) || plies < 3 {
            return Ok(None);
        }
        match prove(&drawn, evaluator, plies - 2)? {
            Proven::Win(n) => longest = longest.max(n),
            _ => return Ok(None),
        }
    }
    Ok(Some(longest + 2 == plies))
}

/// The moves of `side` (to move in `game`) that win within `plies` plies, each with
/// whether it wins in exactly that many.
///
/// # Errors
/// A proof that gave nothing ([`prove`]).
pub fn winning_moves<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    side: Player,
    plies: u32,
) -> Result<Vec<(G::Move, bool)>, ProofFailure> {
    let mut found = Vec::new();
    for m in game.legal_move_list() {
        if let Some(exact) = keeps_win(game, evaluator, side, m, plies)? {
            found.push((m, exact));
        }
    }
    Ok(found)
}

/// Checks that the first position offers the player a choice: at least
/// [`Difficulty::min_choices`](super::Difficulty::min_choices) legal moves.
fn has_choices<G: Game>(game: &G, puzzle: &Puzzle) -> Result<(), PuzzleProblem> {
    let legal = game.legal_move_list().len();
    let band = difficulty(&steps_in::<G>(puzzle).map_err(PuzzleProblem::Unreplayable)?);
    match legal {
        0 | 1 => Err(PuzzleProblem::OnlyLegalMove),
        legal if legal < band.min_choices() => Err(PuzzleProblem::TooFewChoices { band, legal }),
        _ => Ok(()),
    }
}

/// Move `number` (from 1) of a solution, `text`, read in `game`.
fn read_move<G: Game>(game: &G, number: usize, text: &str) -> Result<G::Move, PuzzleProblem> {
    game.parse_move(text).map_err(|e| PuzzleProblem::Move {
        number,
        why: Unreplayable::Move(text.to_string(), e),
    })
}

/// Checks a `win` puzzle of game `G`, whose id is `id` (see the module's description).
///
/// # Errors
/// What fails.
pub fn verify_win<G: Game, E: Evaluator<G> + Default>(
    id: GameId,
    puzzle: &Puzzle,
) -> Result<(), PuzzleProblem> {
    let evaluator = E::default();
    let mut game = start::<G>(puzzle)?;
    let (side, depth) = (puzzle.side, puzzle.depth);
    if puzzle.solution.len() != depth as usize {
        return Err(PuzzleProblem::LineLength {
            moves: puzzle.solution.len(),
            depth,
        });
    }
    has_choices(&game, puzzle)?;
    for (k, text) in puzzle.solution.iter().enumerate() {
        let m = read_move(&game, k + 1, text)?;
        let remaining = depth - k as u32;
        let turn = game.turn();
        // The side's move is the only one that keeps the win (the first: the only one
        // that wins in exactly `depth` plies, which proves the puzzle), except a last move
        // that ends the game after the first: any move that wins at once is accepted there.
        if turn == Turn::Player(side) && (k == 0 || remaining > 1) {
            let winners = winning_moves(&game, &evaluator, side, remaining)?;
            if winners == [(m, false)] {
                return Err(PuzzleProblem::NotExact {
                    number: k + 1,
                    text: text.clone(),
                    plies: remaining,
                });
            }
            if winners != [(m, true)] {
                return Err(PuzzleProblem::NotOnlyWin {
                    number: k + 1,
                    text: text.clone(),
                    winners: winners
                        .iter()
                        .map(|&(w, _)| game.move_notation(w))
                        .collect(),
                });
            }
        }
        // A card is drawn only after the side's move (which won whatever card comes), and
        // the line holds the one the position's deck gives.
        if turn == Turn::Chance && game.resolve_chance(&mut Rng::new(0)) != m {
            return Err(PuzzleProblem::NotDealt {
                number: k + 1,
                text: text.clone(),
            });
        }
        if k == 0 && turn != Turn::Player(side) {
            return Err(PuzzleProblem::SideNotFirst);
        }
        game.play_unchecked(m);
        if let Some(outcome) = game.outcome() {
            if k + 1 != puzzle.solution.len() {
                return Err(PuzzleProblem::EndsEarly(k + 1));
            }
            return match outcome.winners[..] {
                [w] if w == side => Ok(()),
                _ => Err(PuzzleProblem::EndsIn {
                    game: id,
                    reason: outcome.reason,
                }),
            };
        }
        // Each reply is a longest defence: the win still needs every remaining ply.
        let reply = matches!(turn, Turn::Player(p) if p != side);
        if reply && prove(&game, &evaluator, remaining - 1)? != Proven::Win(remaining - 1) {
            return Err(PuzzleProblem::Shorter {
                number: k + 1,
                plies: remaining - 1,
            });
        }
    }
    Err(PuzzleProblem::EndsTooSoon)
}

/// The position of `puzzle`, checked against its options and side to move.
pub(super) fn start<G: Game>(puzzle: &Puzzle) -> Result<G, PuzzleProblem> {
    let game = G::from_position(&puzzle.position).map_err(PuzzleProblem::Position)?;
    let options = game.options().to_map().to_string();
    if options != puzzle.options {
        return Err(PuzzleProblem::Options {
            given: puzzle.options.clone(),
            position: options,
        });
    }
    if game.turn() != Turn::Player(puzzle.side) {
        return Err(PuzzleProblem::NotToMove(puzzle.side));
    }
    Ok(game)
}

/// The cheap part of [`verify`]: the position reads with its options and side to move,
/// offers a choice, and the solution replays legally from a move of the side's, a card
/// drawn only after one of the side's moves; a win's line ends the game with the side's
/// win.
///
/// # Errors
/// What fails.
pub fn replays(id: GameId, puzzle: &Puzzle) -> Result<(), PuzzleProblem> {
    with_game!(id, G, E => replays_in::<G>(id, puzzle))
}

fn replays_in<G: Game>(id: GameId, puzzle: &Puzzle) -> Result<(), PuzzleProblem> {
    let mut game = start::<G>(puzzle)?;
    has_choices(&game, puzzle)?;
    let mut before = Turn::Over;
    for (k, text) in puzzle.solution.iter().enumerate() {
        let turn = game.turn();
        let ok = match turn {
            Turn::Player(p) if k == 0 => p == puzzle.side,
            Turn::Player(_) => before != turn,
            Turn::Chance => before == Turn::Player(puzzle.side),
            Turn::Over => false,
        };
        if !ok {
            return Err(PuzzleProblem::WrongTurn(k + 1));
        }
        let m = read_move(&game, k + 1, text)?;
        game.play_unchecked(m);
        before = turn;
    }
    match (puzzle.goal, game.outcome()) {
        (Goal::Capture, _) => Ok(()),
        (Goal::Win, Some(o)) if o.winners == [puzzle.side] => Ok(()),
        (Goal::Win, Some(o)) => Err(PuzzleProblem::EndsIn {
            game: id,
            reason: o.reason,
        }),
        (Goal::Win, None) => Err(PuzzleProblem::EndsTooSoon),
    }
}

/// Checks a puzzle of game `id`.
///
/// # Errors
/// Why it fails.
pub fn verify(id: GameId, puzzle: &Puzzle) -> Result<(), PuzzleProblem> {
    match (puzzle.goal, id) {
        (Goal::Capture, GameId::Chirality) => verify_capture(puzzle),
        (Goal::Capture, _) => Err(PuzzleProblem::CaptureIn(id)),
        (Goal::Win, _) => with_game!(id, G, E => verify_win::<G, E>(id, puzzle)),
    }
}
