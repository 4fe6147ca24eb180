//! The puzzles pages' sentences, made from the typed verdicts of `crate::puzzles` (one
//! place for issue 34's translations): what a puzzle asks, what followed a right move, and
//! why a wrong move fails.

use crate::engine::GameId;
use crate::puzzles::attempt::{MoveText, Refutation, Then};
use crate::puzzles::run::{Auto, Progressed};
use crate::puzzles::{Goal, Puzzle};

/// "1 move", "3 moves".
pub(super) fn moves_word(n: u32) -> String {
    match n {
        1 => "1 move".into(),
        n => format!("{n} moves"),
    }
}

/// "1 piece", "2 pieces".
fn pieces(n: i32) -> String {
    match n.abs() {
        1 => "1 piece".into(),
        n => format!("{n} pieces"),
    }
}

/// What a puzzle of `moves` moves asks, e.g. "White to play and win in 2 moves".
pub(super) fn prompt(seat: &str, puzzle: &Puzzle, moves: u32) -> String {
    match puzzle.goal {
        Goal::Win => format!("{seat} to play and win in {}", moves_word(moves)),
        Goal::Capture => format!("{seat} to play and win material that no reply takes back"),
    }
}

/// What followed a right move: the moves played for the player, then either "Solved!"
/// or how many moves are left.
pub(super) fn right_words(
    last: &Progressed,
    opponent: &str,
    solved: bool,
    moves_left: u32,
) -> String {
    let mut words = format!("{} is right.", last.played);
    for auto in &last.then {
        match auto {
            Auto::Reply(r) => words += &format!(" {opponent} replies {r}."),
            Auto::Forced(f) => words += &format!(" {f}: your only move, played for you."),
            Auto::Draw(card) => words += &format!(" You draw a {card} card."),
        }
    }
    if solved {
        words += " Solved!";
    } else {
        words += &format!(" Your move ({} to go).", moves_word(moves_left));
    }
    words
}

/// Moves as shown, separated by spaces.
fn line(moves: &[MoveText]) -> String {
    let shown: Vec<&str> = moves.iter().map(|m| m.shown.as_str()).collect();
    shown.join(" ")
}

/// Why the wrong move `shown` fails: the reply on the board, the threat it stops, and
/// what follows.
pub(super) fn wrong_words(
    game: GameId,
    shown: &str,
    refutation: &Refutation,
    opponent: &str,
) -> String {
    let mut words = format!("{shown} is not it.");
    let drawn = matches!(refutation.then, Then::CardSpoils { .. });
    if let Some(reply) = refutation.reply.as_ref().filter(|_| !drawn) {
        words += &format!(" {opponent} answers {}", reply.shown);
        if let Some(threat) = &refutation.stops {
            words += &format!(", which stops your threat {}", threat.shown);
        }
        words.push('.');
    }
    let then = match &refutation.then {
        Then::Ended(outcome) if refutation.reply.is_none() => {
            format!(
                "The game ends: {}, but that is not a win.",
                crate::ui::words::reason(game, &outcome.reason)
            )
        }
        Then::Ended(outcome) => {
            format!(
                "The game ends: {}.",
                crate::ui::words::reason(game, &outcome.reason)
            )
        }
        Then::OpponentWins { moves, line: rest } if rest.is_empty() => {
            format!("{opponent} then wins in {}.", moves_word(*moves))
        }
        Then::OpponentWins { moves, line: rest } => {
            let reply = refutation.reply.as_ref().map_or("", |r| r.shown.as_str());
            format!(
                "{opponent} then wins in {}: {reply} {}.",
                moves_word(*moves),
                line(rest)
            )
        }
        Then::Draw => "With best play the game is now only a draw.".into(),
        Then::SlowerWin { moves, wanted } => format!(
            "You still win, but in {}; this puzzle wins in {}.",
            moves_word(*moves),
            moves_word(*wanted)
        ),
        Then::NoWin { moves: 0 } => "That does not keep the win.".into(),
        Then::NoWin { moves } => format!("You no longer win in {}.", moves_word(*moves)),
        Then::CardSpoils { card } => {
            format!(
                "It does not win whatever card you draw: after a {card} card (drawn here), no use of it keeps the win."
            )
        }
        Then::KeepsLess { kept, best } => {
            let standing = match *kept {
                k if k > 0 => format!("{} up", pieces(k)),
                0 => "even".into(),
                k => format!("{} down", pieces(k)),
            };
            format!(
                "After it you are {standing}; the best capture keeps {} up.",
                pieces(*best)
            )
        }
    };
    format!("{words} {then}")
}
