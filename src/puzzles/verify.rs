//! Re-verifies a puzzle with the engine.
//!
//! A `win` puzzle of depth N: the side to move wins in exactly N plies with best play, as
//! proven by the game's exact solver (Pyrga) or found by alpha-beta searching N plies (the
//! other games; a value beyond every estimate is a forced win: every reply was searched).
//! At each of the solver's turns in the solution, its move is the only move that keeps
//! the win: every other move leaves a position that is not a proven loss for the opponent
//! (Pyrga: a draw or a win for the opponent with perfect play; the others: no forced win
//! within the remaining plies; a line through a card draw proves nothing, so it never
//! counts as a win). Each reply in the solution is a best reply: after it the win still
//! needs every remaining ply. The line ends when the game does, or on a move of the
//! winner's after which the win is proven (and the next move of the winner's would not be
//! the only one).
//!
//! A `capture` puzzle (Chirality): the solution's one move captures more (the opponent's
//! pieces taken less the mover's own) than any other legal move, and the opponent cannot
//! win at once in reply.

use super::{Goal, Puzzle};
use crate::ai::{self, Evaluator};
use crate::engine::chirality::Chirality;
use crate::engine::game::GameOptions;
use crate::engine::{Game, GameId, Player, Turn};
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
        Err(0) => {
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
        Err(nodes) => return Err(format!("the solver gave up after {nodes} nodes")),
    };
    Ok(match found.exact_plies {
        Some(n) if found.result.value > 0.5 => Proven::Win(n),
        Some(n) => Proven::Loss(n),
        None => Proven::Unknown,
    })
}

/// Whether `m` (legal in `game`, `side` to move) wins for `side` within `plies` plies:
/// `Some(exact)` when it ends the game with a win (`exact` true) or leaves a proven loss
/// for the opponent in exactly `plies - 1` plies; `None` when it does not win.
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
    if child.turn() == Turn::Chance {
        return Ok(None);
    }
    Ok(match prove(&child, evaluator, plies.saturating_sub(1))? {
        Proven::Loss(n) => Some(n + 1 == plies),
        _ => None,
    })
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

/// Checks a `win` puzzle of game `G` (see the module's description).
///
/// # Errors
/// What fails, in a sentence.
pub fn verify_win<G: Game, E: Evaluator<G> + Default>(puzzle: &Puzzle) -> Result<(), String> {
    let evaluator = E::default();
    let mut game = start::<G>(puzzle)?;
    let side = puzzle.side;
    if prove(&game, &evaluator, puzzle.depth)? != Proven::Win(puzzle.depth) {
        return Err(format!("no proven win in {} plies", puzzle.depth));
    }
    let mut remaining = puzzle.depth;
    let mut last_mover = Turn::Over;
    for (k, text) in puzzle.solution.iter().enumerate() {
        let m = game
            .parse_move(text)
            .map_err(|e| format!("move {} '{text}': {e}", k + 1))?;
        match game.turn() {
            Turn::Player(p) if p == side => {
                let winners = winning_moves(&game, &evaluator, side, remaining)?;
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
            Turn::Player(_) => {}
            _ => return Err(format!("move {}: a chance turn inside the line", k + 1)),
        }
        last_mover = game.turn();
        game.play_unchecked(m);
        remaining = remaining.saturating_sub(1);
        if let Some(outcome) = game.outcome() {
            if k + 1 != puzzle.solution.len() {
                return Err(format!("the game ends after move {}", k + 1));
            }
            return match outcome.winners[..] {
                [w] if w == side => Ok(()),
                _ => Err(format!("the line ends in '{}'", outcome.reason)),
            };
        }
        if game.turn() == Turn::Player(side)
            && prove(&game, &evaluator, remaining)? != Proven::Win(remaining)
        {
            return Err(format!(
                "after move {} the win no longer takes {remaining} plies",
                k + 1
            ));
        }
    }
    if last_mover != Turn::Player(side) {
        return Err("the line ends on the opponent's reply".into());
    }
    Ok(())
}

/// The position of `puzzle`, checked against its options and side to move.
fn start<G: Game>(puzzle: &Puzzle) -> Result<G, String> {
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

/// What `m` captures for the mover: the opponents' pieces taken less the mover's own.
pub fn capture_gain(game: &Chirality, m: <Chirality as Game>::Move) -> i32 {
    let Turn::Player(me) = game.turn() else {
        return 0;
    };
    let mut next = game.clone();
    next.play_unchecked(m);
    (0..game.num_players() as Player)
        .map(|p| {
            let lost = i32::from(next.captured(p)) - i32::from(game.captured(p));
            if p == me {
                -lost
            } else {
                lost
            }
        })
        .sum()
}

/// The best capture of the player to move in `game`, if one move captures more than
/// every other (and more than nothing) and leaves the opponent no win at once.
pub fn best_capture(game: &Chirality) -> Option<<Chirality as Game>::Move> {
    let Turn::Player(me) = game.turn() else {
        return None;
    };
    let mut gains: Vec<(i32, _)> = game
        .legal_move_list()
        .into_iter()
        .map(|m| (capture_gain(game, m), m))
        .collect();
    gains.sort_by_key(|&(g, _)| -g);
    let (best, m) = *gains.first()?;
    let unique = gains.get(1).is_none_or(|&(second, _)| second < best);
    let mut next = game.clone();
    next.play_unchecked(m);
    let safe = next.outcome().is_none() && !opponent_wins_at_once(&next, me);
    (best > 0 && unique && safe).then_some(m)
}

/// Whether a player other than `me`, to move in `game`, can win at once.
fn opponent_wins_at_once(game: &Chirality, me: Player) -> bool {
    game.legal_move_list().into_iter().any(|r| {
        let mut next = game.clone();
        next.play_unchecked(r);
        next.outcome()
            .is_some_and(|o| !o.winners.is_empty() && !o.winners.contains(&me))
    })
}

/// Checks a `capture` puzzle (Chirality only).
fn verify_capture(puzzle: &Puzzle) -> Result<(), String> {
    let game = start::<Chirality>(puzzle)?;
    let [text] = &puzzle.solution[..] else {
        return Err("a capture puzzle's solution is one move".into());
    };
    let m = game
        .parse_move(text)
        .map_err(|e| format!("'{text}': {e}"))?;
    if puzzle.depth != 1 {
        return Err(format!(
            "a capture puzzle has depth 1, not {}",
            puzzle.depth
        ));
    }
    match best_capture(&game) {
        Some(best) if best == m => Ok(()),
        Some(best) => Err(format!("the best capture is {}", game.move_notation(best))),
        None => Err("no move captures more than every other".into()),
    }
}

/// The cheap part of [`verify`]: the position reads with its options and side to move,
/// the solution replays legally with no chance turn, ends on a move of the side's, and if
/// the game ended there, the side won.
///
/// # Errors
/// What fails, in a sentence.
pub fn replays(id: GameId, puzzle: &Puzzle) -> Result<(), String> {
    with_game!(id, G, E => replays_in::<G>(puzzle))
}

fn replays_in<G: Game>(puzzle: &Puzzle) -> Result<(), String> {
    let mut game = start::<G>(puzzle)?;
    let mut last_mover = Turn::Over;
    for (k, text) in puzzle.solution.iter().enumerate() {
        if !matches!(game.turn(), Turn::Player(_)) {
            return Err(format!("move {}: no player to move", k + 1));
        }
        let m = game
            .parse_move(text)
            .map_err(|e| format!("move {} '{text}': {e}", k + 1))?;
        last_mover = game.turn();
        game.play_unchecked(m);
    }
    if last_mover != Turn::Player(puzzle.side) {
        return Err("the line does not end on the side's move".into());
    }
    match game.outcome() {
        Some(o) if o.winners != [puzzle.side] => Err(format!("the line ends in '{}'", o.reason)),
        _ => Ok(()),
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
