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
use super::report::{difficulty, steps_in};
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
) -> Result<Proven, String> {
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
) -> Result<Proven, String> {
    let found = match evaluator.prove(game, nodes, &|| false) {
        Ok(found) => found,
        Err(Unproven::NoSolver) => {
            let depth = depth.max(1);
            let limit = if nodes == SOLVER_NODES {
                u64::MAX
            } else {
                nodes
            };
            let found =
                ai::alpha_beta(game, evaluator, depth, limit).ok_or("no player is to move")?;
            if found.exact_plies.is_none() && found.depth < Some(depth) {
                return Err(format!("the search gave up after {nodes} nodes"));
            }
            found
        }
        Err(Unproven::GaveUp(nodes)) => {
            return Err(format!("the solver gave up after {nodes} nodes"))
        }
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
) -> Result<Option<bool>, String> {
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
pub fn winning_moves<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    side: Player,
    plies: u32,
) -> Result<Vec<(G::Move, bool)>, String> {
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
fn has_choices<G: Game>(game: &G, puzzle: &Puzzle) -> Result<(), String> {
    let legal = game.legal_move_list().len();
    let band = difficulty(&steps_in::<G>(puzzle).map_err(|e| e.to_string())?);
    match legal {
        0 | 1 => Err("the first move is the only legal one".into()),
        n if n < band.min_choices() => Err(format!(
            "a {} puzzle needs at least {} legal first moves, not {n}",
            band.name(),
            band.min_choices()
        )),
        _ => Ok(()),
    }
}

/// Checks a `win` puzzle of game `G` (see the module's description).
///
/// # Errors
/// What fails, in a sentence.
pub fn verify_win<G: Game, E: Evaluator<G> + Default>(puzzle: &Puzzle) -> Result<(), String> {
    let evaluator = E::default();
    let mut game = start::<G>(puzzle)?;
    let (side, depth) = (puzzle.side, puzzle.depth);
    if puzzle.solution.len() != depth as usize {
        return Err(format!(
            "the line has {} moves, not the {depth} to the game's end",
            puzzle.solution.len()
        ));
    }
    has_choices(&game, puzzle)?;
    for (k, text) in puzzle.solution.iter().enumerate() {
        let m = game
            .parse_move(text)
            .map_err(|e| format!("move {} '{text}': {e}", k + 1))?;
        let remaining = depth - k as u32;
        let turn = game.turn();
        // The side's move is the only one that keeps the win (the first: the only one
        // that wins in exactly `depth` plies, which proves the puzzle), except a last move
        // that ends the game after the first: any move that wins at once is accepted there.
        if turn == Turn::Player(side) && (k == 0 || remaining > 1) {
            let winners = winning_moves(&game, &evaluator, side, remaining)?;
            if winners == [(m, false)] {
                return Err(format!(
                    "move {} '{text}' does not win in exactly {remaining} plies",
                    k + 1
                ));
            }
            if winners != [(m, true)] {
                let names: Vec<String> = winners
                    .iter()
                    .map(|&(w, _)| game.move_notation(w))
                    .collect();
                return Err(format!(
                    "move {} '{text}' is not the only win: winning moves [{}]",
                    k + 1,
                    names.join(" ")
                ));
            }
        }
        // A card is drawn only after the side's move (which won whatever card comes), and
        // the line holds the one the position's deck gives.
        if turn == Turn::Chance && game.resolve_chance(&mut Rng::new(0)) != m {
            return Err(format!(
                "move {} '{text}' is not the deck's next card",
                k + 1
            ));
        }
        if k == 0 && turn != Turn::Player(side) {
            return Err("the side does not move first".into());
        }
        game.play_unchecked(m);
        if let Some(outcome) = game.outcome() {
            if k + 1 != puzzle.solution.len() {
                return Err(format!("the game ends after move {}", k + 1));
            }
            return match outcome.winners[..] {
                [w] if w == side => Ok(()),
                _ => Err(format!(
                    "the line ends in '{}'",
                    outcome.reason.english_in::<G>()
                )),
            };
        }
        // Each reply is a longest defence: the win still needs every remaining ply.
        let reply = matches!(turn, Turn::Player(p) if p != side);
        if reply && prove(&game, &evaluator, remaining - 1)? != Proven::Win(remaining - 1) {
            return Err(format!(
                "after move {} the win no longer takes {} plies",
                k + 1,
                remaining - 1
            ));
        }
    }
    Err("the line ends before the game does".into())
}

/// The position of `puzzle`, checked against its options and side to move.
pub(super) fn start<G: Game>(puzzle: &Puzzle) -> Result<G, String> {
    let game = G::from_position(&puzzle.position).map_err(|e| format!("bad position: {e}"))?;
    let options = game.options().to_map().to_string();
    if options != puzzle.options {
        return Err(format!(
            "options '{}' but the position has '{options}'",
            puzzle.options
        ));
    }
    if game.turn() != Turn::Player(puzzle.side) {
        return Err(format!("seat {} is not to move", puzzle.side + 1));
    }
    Ok(game)
}

/// The cheap part of [`verify`]: the position reads with its options and side to move,
/// offers a choice, and the solution replays legally from a move of the side's, a card
/// drawn only after one of the side's moves; a win's line ends the game with the side's
/// win.
///
/// # Errors
/// What fails, in a sentence.
pub fn replays(id: GameId, puzzle: &Puzzle) -> Result<(), String> {
    with_game!(id, G, E => replays_in::<G>(puzzle))
}

fn replays_in<G: Game>(puzzle: &Puzzle) -> Result<(), String> {
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
            return Err(format!("move {}: not the turn the line expects", k + 1));
        }
        let m = game
            .parse_move(text)
            .map_err(|e| format!("move {} '{text}': {e}", k + 1))?;
        game.play_unchecked(m);
        before = turn;
    }
    match (puzzle.goal, game.outcome()) {
        (Goal::Capture, _) => Ok(()),
        (Goal::Win, Some(o)) if o.winners == [puzzle.side] => Ok(()),
        (Goal::Win, Some(o)) => Err(format!("the line ends in '{}'", o.reason.english_in::<G>())),
        (Goal::Win, None) => Err("the line ends before the game does".into()),
    }
}

/// Checks a puzzle of game `id`.
///
/// # Errors
/// Why it fails, in a sentence.
pub fn verify(id: GameId, puzzle: &Puzzle) -> Result<(), String> {
    match (puzzle.goal, id) {
        (Goal::Capture, GameId::Chirality) => verify_capture(puzzle),
        (Goal::Capture, _) => Err(format!(
            "capture puzzles are for Chirality, not {}",
            id.title()
        )),
        (Goal::Win, _) => with_game!(id, G, E => verify_win::<G, E>(puzzle)),
    }
}
