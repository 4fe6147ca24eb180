//! The verdict on a player's move in a puzzle: right (the solution's move, or any move
//! that wins at once), or wrong with its [`Refutation`]: the opponent's reply, which
//! threat of the player's it stops, and what follows (the game's end, the opponent's
//! winning line, a draw, a slower win, no win in the puzzle's moves, or for a capture the
//! material kept). Typed: the page makes the sentences.
//!
//! The refutation's search is bounded ([`REFUTATION_NODES`]); the AI worker runs it
//! (`worker::coach`), so the page never waits on it.

use super::capture::kept_gain;
use super::{Goal, Puzzle};
use crate::ai::{self, Analysis, Budget, Evaluator, Strategy};
use crate::engine::chirality::Chirality;
use crate::engine::{Game, GameId, Outcome, Player, Turn};
use crate::with_game;
use serde::{Deserialize, Serialize};

/// Search nodes for a refutation: the whole budget of the exact solver (Pyrga), and a
/// twentieth of it per alpha-beta iteration's limit in the other games.
pub const REFUTATION_NODES: u64 = 3_000_000;

/// A move as the engine writes it and as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveText {
    /// In the game's notation (what the solution and links hold).
    pub notation: String,
    /// As shown to players ([`Game::move_display`]).
    pub shown: String,
}

impl MoveText {
    fn of<G: Game>(game: &G, m: G::Move) -> MoveText {
        MoveText {
            notation: game.move_notation(m),
            shown: game.move_display(m),
        }
    }
}

/// The verdict on a move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Judgement {
    /// The solution's move, or another that wins the game at once.
    Right,
    /// Not it, and why.
    Wrong(Refutation),
}

/// Why a move is not the solution.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Refutation {
    /// The move played on the board after it: the opponent's reply, or for a move before
    /// the player's own card draw the card that spoils it (`None` when the move ended the
    /// game, or nothing is shown).
    pub reply: Option<MoveText>,
    /// A move of the player's that would have won at once after other replies, and that
    /// this reply stops.
    pub stops: Option<MoveText>,
    /// What follows the reply.
    pub then: Then,
}

/// What follows a wrong move and its reply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Then {
    /// The game is over (after the move, or after its reply), not with the player's win.
    Ended(Outcome),
    /// The opponent wins, in this many moves of its own (the reply counted), going on
    /// with `line` after the reply (as far as the search gives it).
    OpponentWins {
        /// The opponent's moves to its win, the reply counted.
        moves: u32,
        /// The opponent's winning line after the reply, both sides' moves.
        line: Vec<MoveText>,
    },
    /// With best play the game is a draw (proven by the exact solver).
    Draw,
    /// The player still wins, but in `moves` moves (the wrong one counted), where the
    /// puzzle wins in `wanted`.
    SlowerWin {
        /// The player's moves to the slower win.
        moves: u32,
        /// The player's moves the puzzle's win takes from here.
        wanted: u32,
    },
    /// The player has no forced win in the `moves` moves the puzzle's win takes from here
    /// (every other move was proven so when the puzzle was made); 0 when the position
    /// could not be read.
    NoWin {
        /// The player's moves the puzzle's win takes from here.
        moves: u32,
    },
    /// A move after which the player draws a card: it does not win whatever card comes;
    /// with `card` (as shown; drawn on the board), no use of it keeps the win.
    CardSpoils {
        /// The card that spoils it.
        card: String,
    },
    /// A capture puzzle: after the reply that takes back the most, the move has won
    /// `kept` pieces (negative: lost), where the best capture keeps `best`.
    KeepsLess {
        /// What the move keeps.
        kept: i32,
        /// What the best capture keeps.
        best: i32,
    },
}

/// Judges `m` (notation, legal) after the solution's first `done` moves of `puzzle` of
/// game `id`.
pub fn judge(id: GameId, puzzle: &Puzzle, done: usize, m: &str) -> Judgement {
    if puzzle.solution.get(done).map(String::as_str) == Some(m) {
        return Judgement::Right;
    }
    with_game!(id, G, E => judge_in::<G, E>(puzzle, done, m))
}

/// An unreadable position or move: nothing to refute but that the win is missed.
pub fn unreadable() -> Judgement {
    Judgement::Wrong(Refutation {
        reply: None,
        stops: None,
        then: Then::NoWin { moves: 0 },
    })
}

/// The side's moves in `line` played from `game`, if it replays.
fn side_moves<G: Game>(game: &G, side: Player, line: &[String]) -> Option<u32> {
    let mut game = game.clone();
    let mut count = 0;
    for text in line {
        count += u32::from(game.turn() == Turn::Player(side));
        let m = game.parse_move(text).ok()?;
        game.play_unchecked(m);
    }
    Some(count)
}

fn judge_in<G: Game, E: Evaluator<G> + Default>(
    puzzle: &Puzzle,
    done: usize,
    m: &str,
) -> Judgement {
    let Ok(mut game) = G::from_position(&puzzle.position) else {
        return unreadable();
    };
    for text in &puzzle.solution[..done] {
        match game.parse_move(text) {
            Ok(mv) => game.play_unchecked(mv),
            Err(_) => return unreadable(),
        }
    }
    let (Ok(mv), Some(wanted)) = (
        game.parse_move(m),
        side_moves(&game, puzzle.side, &puzzle.solution[done..]),
    ) else {
        return unreadable();
    };
    if puzzle.goal == Goal::Capture {
        return capture_refutation(puzzle, m).map_or_else(unreadable, Judgement::Wrong);
    }
    game.play_unchecked(mv);
    let side = puzzle.side;
    match game.outcome() {
        Some(o) if o.winners == [side] => return Judgement::Right,
        Some(o) => {
            return Judgement::Wrong(Refutation {
                reply: None,
                stops: None,
                then: Then::Ended(o),
            })
        }
        None => {}
    }
    // The plies the puzzle's win takes from before the move (the player's moves in it:
    // `wanted`).
    let remaining = (puzzle.solution.len() - done) as u32;
    let evaluator = E::default();
    if game.turn() == Turn::Chance {
        let card = spoiling_card(&game, &evaluator, side, remaining);
        return Judgement::Wrong(Refutation {
            reply: card.map(|c| MoveText::of(&game, c)),
            stops: None,
            then: card.map_or(Then::NoWin { moves: wanted }, |c| Then::CardSpoils {
                card: game.move_display(c),
            }),
        });
    }
    let Some(found) = refute(&game, &evaluator, remaining.saturating_sub(1).max(1)) else {
        return Judgement::Wrong(Refutation {
            reply: None,
            stops: None,
            then: Then::NoWin { moves: wanted },
        });
    };
    let r = found.result.best;
    let mut after = game.clone();
    after.play_unchecked(r);
    let then = match (after.outcome(), found.exact_plies) {
        (Some(o), _) => Then::Ended(o),
        (None, _) if found.proven_draw => Then::Draw,
        (None, Some(n)) if found.result.value > 0.5 => Then::OpponentWins {
            moves: n.div_ceil(2),
            line: line_after(&after, &evaluator, &found, n),
        },
        (None, Some(n)) => Then::SlowerWin {
            moves: 1 + (n - 1).div_ceil(2),
            wanted,
        },
        (None, None) => Then::NoWin { moves: wanted },
    };
    Judgement::Wrong(Refutation {
        reply: Some(MoveText::of(&game, r)),
        stops: stopped_threat(&game, side, r),
        then,
    })
}

/// A card the side may draw in `game` (a chance turn after its move: its draw) after which
/// no use of it wins within the plies the puzzle's win has left (`remaining` from before
/// the move), as alpha-beta finds when it finishes within the refutation's budget.
fn spoiling_card<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    side: Player,
    remaining: u32,
) -> Option<G::Move> {
    let depth = remaining.checked_sub(2).filter(|&d| d > 0)?;
    let cards = game.chance_outcomes();
    // The alpha-beta budget of one refutation, shared by the cards.
    let nodes = REFUTATION_NODES / 20 / cards.len().max(1) as u64;
    cards.into_iter().find_map(|(card, _)| {
        let mut drawn = game.clone();
        drawn.play_unchecked(card);
        if drawn.turn() != Turn::Player(side) {
            return None;
        }
        // A search cut short by the budget says nothing.
        let found = ai::alpha_beta(&drawn, evaluator, depth, nodes)?;
        let wins = found.exact_plies.is_some() && found.result.value > 0.5;
        (!wins && found.depth == Some(depth)).then_some(card)
    })
}

/// The opponent's best reply in `game` (its turn), from the exact solver where the game
/// has one and it proves the position within the budget, else from alpha-beta `depth`
/// plies deep.
fn refute<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    depth: u32,
) -> Option<Analysis<G::Move>> {
    if let Ok(proven) = evaluator.prove(game, REFUTATION_NODES, &|| false) {
        return Some(proven);
    }
    let strategy = Strategy::AlphaBeta {
        depth,
        nodes: REFUTATION_NODES / 20,
    };
    ai::analyse(
        game,
        strategy,
        evaluator,
        1,
        &Budget::nodes(REFUTATION_NODES),
    )
}

/// The opponent's winning line after its reply (`after`: the position it leaves), `plies`
/// long with the reply: the search's line where it has one, else (an exact solver gives
/// one move) each next move proven in turn while the budget lasts.
fn line_after<G: Game, E: Evaluator<G>>(
    after: &G,
    evaluator: &E,
    found: &Analysis<G::Move>,
    plies: u32,
) -> Vec<MoveText> {
    let mut game = after.clone();
    let mut line = Vec::new();
    let mut budget = REFUTATION_NODES.saturating_sub(found.result.nodes);
    for k in 1..plies as usize {
        if game.outcome().is_some() {
            break;
        }
        let m = match found.line.get(k) {
            Some(&m) => m,
            None => match evaluator.prove(&game, budget, &|| false) {
                Ok(next) => {
                    budget = budget.saturating_sub(next.result.nodes);
                    next.result.best
                }
                Err(_) => break,
            },
        };
        if !game.is_legal(m) {
            break;
        }
        line.push(MoveText::of(&game, m));
        game.play_unchecked(m);
    }
    line
}

/// The player's threat that the reply `r` (to move in `game`) stops: the move that wins at
/// once after the most of the opponent's other replies and does not after `r`.
fn stopped_threat<G: Game>(game: &G, side: Player, r: G::Move) -> Option<MoveText> {
    let wins_at_once = |g: &G, t: G::Move| {
        let mut next = g.clone();
        next.play_unchecked(t);
        next.outcome().is_some_and(|o| o.winners == [side])
    };
    let winning = |g: &G| -> Vec<(G::Move, MoveText)> {
        if g.turn() != Turn::Player(side) {
            return Vec::new();
        }
        let moves = g.legal_move_list();
        moves
            .into_iter()
            .filter(|&t| wins_at_once(g, t))
            .map(|t| (t, MoveText::of(g, t)))
            .collect()
    };
    let mut after_r = game.clone();
    after_r.play_unchecked(r);
    let still = winning(&after_r);
    let mut counts: Vec<(MoveText, usize)> = Vec::new();
    for other in game.legal_move_list().into_iter().filter(|&o| o != r) {
        let mut next = game.clone();
        next.play_unchecked(other);
        for (_, text) in winning(&next) {
            if still.iter().any(|(_, s)| s.notation == text.notation) {
                continue;
            }
            match counts.iter_mut().find(|(t, _)| t.notation == text.notation) {
                Some((_, n)) => *n += 1,
                None => counts.push((text, 1)),
            }
        }
    }
    counts
        .into_iter()
        .max_by_key(|&(_, n)| n)
        .map(|(text, _)| text)
}

/// A capture puzzle's wrong move `m`: the reply that takes back the most, what `m` keeps
/// after it and what the best capture keeps.
fn capture_refutation(puzzle: &Puzzle, m: &str) -> Option<Refutation> {
    let game = Chirality::from_position(&puzzle.position).ok()?;
    let mv = game.parse_move(m).ok()?;
    let best = game.parse_move(puzzle.solution.first()?).ok()?;
    let (kept, reply) = kept_gain(&game, mv);
    let mut after = game.clone();
    after.play_unchecked(mv);
    Some(Refutation {
        reply: reply.map(|r| MoveText::of(&after, r)),
        stops: None,
        then: Then::KeepsLess {
            kept,
            best: kept_gain(&game, best).0,
        },
    })
}
