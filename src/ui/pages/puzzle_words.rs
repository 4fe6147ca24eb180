//! The puzzles pages' sentences, made from the typed verdicts of `crate::puzzles` (one
//! place for issue 34's translations): what a puzzle asks, what followed a right move, and
//! why a wrong move fails.

use crate::engine::GameId;
use crate::i18n::{Arg, Msg};
use crate::puzzles::attempt::{MoveText, Refutation, Then};
use crate::puzzles::run::{Auto, Progressed};
use crate::puzzles::{Goal, Puzzle};
use crate::ui::lang::{t, tf};
use crate::ui::words;

/// "1 move", "3 moves".
pub(super) fn moves_word(n: u32) -> String {
    tf(Msg::MovesCount, &[("count", n.into())])
}

/// "1 piece", "2 pieces".
fn pieces(n: i32) -> String {
    tf(Msg::PiecesCount, &[("count", n.unsigned_abs().into())])
}

/// What a puzzle of `moves` moves asks, e.g. "White to play and win in 2 moves".
pub(super) fn prompt(seat: &str, puzzle: &Puzzle, moves: u32) -> String {
    let seat = ("seat", seat.into());
    match puzzle.goal {
        Goal::Win => tf(
            Msg::PuzzleAskWin,
            &[seat, ("moves", moves_word(moves).into())],
        ),
        Goal::Capture => tf(Msg::PuzzleAskCapture, &[seat]),
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
    let mut said = vec![tf(
        Msg::PuzzleRight,
        &[("move", last.played.as_str().into())],
    )];
    for auto in &last.then {
        said.push(match auto {
            Auto::Reply(r) => tf(
                Msg::PuzzleReplies,
                &[("seat", opponent.into()), ("move", r.as_str().into())],
            ),
            Auto::Forced(f) => tf(Msg::PuzzleForced, &[("move", f.as_str().into())]),
            Auto::Draw(card) => tf(Msg::PuzzleYouDraw, &[("card", card.as_str().into())]),
        });
    }
    said.push(if solved {
        t(Msg::PuzzleSolved)
    } else {
        tf(
            Msg::PuzzleYourMove,
            &[("moves", moves_word(moves_left).into())],
        )
    });
    said.join(" ")
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
    let mut said = vec![tf(Msg::PuzzleNotIt, &[("move", shown.into())])];
    let seat = || ("seat", Arg::from(opponent));
    let drawn = matches!(refutation.then, Then::CardSpoils { .. });
    if let Some(reply) = refutation.reply.as_ref().filter(|_| !drawn) {
        let reply_move = ("move", Arg::from(reply.shown.as_str()));
        said.push(match &refutation.stops {
            Some(threat) => tf(
                Msg::PuzzleAnswersStopping,
                &[seat(), reply_move, ("threat", threat.shown.as_str().into())],
            ),
            None => tf(Msg::PuzzleAnswers, &[seat(), reply_move]),
        });
    }
    let moves = |n: u32| ("moves", Arg::from(moves_word(n)));
    said.push(match &refutation.then {
        Then::Ended(outcome) => {
            let msg = match refutation.reply {
                None => Msg::PuzzleEndsNoWin,
                Some(_) => Msg::PuzzleEnds,
            };
            tf(
                msg,
                &[("reason", words::reason(game, &outcome.reason).into())],
            )
        }
        Then::OpponentWins {
            moves: n,
            line: rest,
        } if rest.is_empty() => tf(Msg::PuzzleThenWins, &[seat(), moves(*n)]),
        Then::OpponentWins {
            moves: n,
            line: rest,
        } => {
            let reply = refutation.reply.as_ref().map_or("", |r| r.shown.as_str());
            let line = format!("{reply} {}", line(rest));
            tf(
                Msg::PuzzleThenWinsLine,
                &[seat(), moves(*n), ("line", line.into())],
            )
        }
        Then::Draw => t(Msg::PuzzleOnlyDraw),
        Then::SlowerWin { moves: n, wanted } => tf(
            Msg::PuzzleSlowerWin,
            &[moves(*n), ("wanted", moves_word(*wanted).into())],
        ),
        Then::NoWin { moves: 0 } => t(Msg::PuzzleNoWin),
        Then::NoWin { moves: n } => tf(Msg::PuzzleNoWinIn, &[moves(*n)]),
        Then::CardSpoils { card } => tf(Msg::PuzzleCardSpoils, &[("card", card.as_str().into())]),
        Then::KeepsLess { kept, best } => {
            let standing = match *kept {
                k if k > 0 => tf(Msg::StandingUp, &[("pieces", pieces(k).into())]),
                0 => t(Msg::StandingEven),
                k => tf(Msg::StandingDown, &[("pieces", pieces(k).into())]),
            };
            let args = [
                ("standing", standing.into()),
                ("best", pieces(*best).into()),
            ];
            tf(Msg::PuzzleKeepsLess, &args)
        }
    });
    said.join(" ")
}
