//! What the lesson page says after a move, in the page's language: why the goal was met,
//! that the lesson goes on, or why the move was not accepted (what it did, then the rule
//! it missed).

use super::texts::LessonTexts;
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::learn::run::{Said, Wrong};
use crate::learn::{Happened, LessonText};
use crate::ui::lang::{t, tf};
use crate::ui::words::{self, and_list, or_list, seat};

/// What lesson `lesson` of `game` says after the learner's last move.
pub fn said_text(game: GameId, texts: &LessonTexts, lesson: &str, said: &Said) -> String {
    match said {
        Said::Right => texts.get(lesson, LessonText::Why),
        Said::Going { replied, left } => {
            let msg = if *replied {
                Msg::LessonGoingReplied
            } else {
                Msg::LessonGoingDrawn
            };
            tf(msg, &[("left", (*left).into())])
        }
        Said::Wrong(Wrong::Missed(did)) => {
            let mut parts: Vec<String> = did.iter().map(|h| happened(game, h)).collect();
            parts.push(texts.get(lesson, LessonText::Wrong));
            parts.push(t(Msg::LessonTryAgain));
            parts.join(" ")
        }
        Said::Wrong(Wrong::Refused(e)) => tf(
            Msg::NoticeMoveRefused,
            &[("why", words::move_error(e).into())],
        ),
        Said::Wrong(Wrong::Over) => t(Msg::LessonOver),
        Said::Wrong(Wrong::EarlierMove(m)) => tf(Msg::LessonEarlierMove, &[("move", m.into())]),
        Said::Wrong(Wrong::Unplayable) => t(Msg::LessonUnplayable),
        Said::Wrong(Wrong::Unjudged(why)) => words::ai_failed(Msg::CoachUnjudged, *why),
    }
}

/// One thing a move did, as a sentence.
fn happened(game: GameId, h: &Happened) -> String {
    let square = |s: &str| [("square", s.into())];
    match h {
        Happened::CompletedTower { cell, owner } => tf(
            Msg::HappenedCompletedTower,
            &[("cell", cell.into()), ("seat", seat(game, *owner).into())],
        ),
        Happened::AnyEmptyCell(p) => tf(
            Msg::HappenedAnyEmptyCell,
            &[("seat", seat(game, *p).into())],
        ),
        Happened::SentTo { player, cells } => tf(
            Msg::HappenedSentTo,
            &[
                ("seat", seat(game, *player).into()),
                ("cells", or_list(cells).into()),
            ],
        ),
        Happened::Ended { reason, draw } => tf(
            if *draw {
                Msg::HappenedEndedDraw
            } else {
                Msg::HappenedEnded
            },
            &[("reason", words::reason(game, reason).into())],
        ),
        Happened::CapturedNothing => t(Msg::HappenedCapturedNothing),
        Happened::CapturedOthers(tiles) => tf(
            Msg::HappenedCapturedOthers,
            &[
                ("count", tiles.len().into()),
                ("tiles", and_list(tiles).into()),
            ],
        ),
        Happened::LostInReply(tiles) => tf(
            Msg::HappenedLostInReply,
            &[
                ("count", tiles.len().into()),
                ("tiles", and_list(tiles).into()),
            ],
        ),
        Happened::DroppedPhoenix {
            own: true,
            square: s,
        } => tf(Msg::HappenedDroppedOwnPhoenix, &square(s)),
        Happened::DroppedPhoenix {
            own: false,
            square: s,
        } => tf(Msg::HappenedDroppedTheirPhoenix, &square(s)),
        Happened::Took { own, piece, square } => tf(
            if *own {
                Msg::HappenedTookOwn
            } else {
                Msg::HappenedTook
            },
            &[
                ("piece", words::chiron_piece(*piece).into()),
                ("square", square.into()),
            ],
        ),
        Happened::KingExposed => t(Msg::HappenedKingExposed),
        Happened::CapturedPiece => t(Msg::HappenedCapturedPiece),
        Happened::Applied(a) => words::applied(a),
        Happened::VoidReturnsWithCheck => t(Msg::HappenedVoidReturns),
        Happened::GivesCheck => t(Msg::HappenedGivesCheck),
    }
}
