//! Live play's words: the connection's state, the friend's questions and every notice of
//! a live game.

use crate::engine::GameId;
use crate::i18n::Msg;
use crate::persist::live::ice::IceError;
use crate::persist::live::invite::InviteError;
use crate::persist::live::sdp::OfferError;
use crate::persist::live::{Refusal, LIVE_VERSION};
use crate::table::live::{LiveSaid, Mismatch, Question, Status, INVITATION_MS};
use crate::ui::lang::{t, tf};
use crate::BUILD_ID;

use super::{move_error, persist_error, seat};

/// What the page says of a live connection in `game`.
pub fn live_status(game: GameId, s: &Status) -> String {
    match s {
        Status::Waiting => t(Msg::LiveWaiting),
        Status::Connected => t(Msg::LiveConnected),
        Status::Interrupted => t(Msg::LiveInterrupted),
        Status::Reconnecting => t(Msg::LiveReconnecting),
        Status::NoPath => t(Msg::LiveNoPath),
        Status::Expired => tf(
            Msg::LiveExpired,
            &[("minutes", ((INVITATION_MS / 60_000.0) as i64).into())],
        ),
        Status::Refused(why) => tf(Msg::LiveRefused, &[("why", mismatch(game, why).into())]),
    }
}

/// Why a live connection is as it is, when there is something to explain.
pub fn live_status_why(s: &Status) -> Option<String> {
    match s {
        Status::NoPath => Some(t(Msg::LiveNoPathWhy)),
        Status::Reconnecting => Some(t(Msg::LiveReconnectingWhy)),
        _ => None,
    }
}

/// What a friend asks in live play.
pub fn live_question(q: &Question) -> String {
    t(match q {
        Question::Undo { .. } => Msg::LiveAsksUndo,
        Question::Draw { .. } => Msg::LiveOffersDraw,
        Question::Rematch { .. } => Msg::LiveOffersRematch,
    })
}

/// Why the friend's device cannot play with this one, as a sentence.
fn mismatch(game: GameId, m: &Mismatch) -> String {
    match m {
        Mismatch::Version(v) => tf(
            Msg::LiveMismatchVersion,
            &[("theirs", (*v).into()), ("ours", LIVE_VERSION.into())],
        ),
        Mismatch::Build(b) => tf(
            Msg::LiveMismatchBuild,
            &[("theirs", b.as_str().into()), ("ours", BUILD_ID.into())],
        ),
        Mismatch::AnotherGame => t(Msg::LiveMismatchAnotherGame),
        Mismatch::ClaimsMySeat(p) => tf(
            Msg::LiveMismatchClaimsMySeat,
            &[("seat", seat(game, *p).into())],
        ),
        Mismatch::NobodyPlays(p) => tf(
            Msg::LiveMismatchNobodyPlays,
            &[("seat", seat(game, *p).into())],
        ),
        Mismatch::NoSuchSeat => t(Msg::LiveMismatchNoSuchSeat),
        Mismatch::DoesNotReplay(e) => tf(
            Msg::LiveMismatchDoesNotReplay,
            &[("why", persist_error(e).into())],
        ),
    }
}

/// Why a device refused a move at `ply` (counting from 0).
fn refusal(why: &Refusal, ply: usize) -> String {
    match why {
        Refusal::Holds { held } => tf(
            Msg::LiveRefusalHolds,
            &[("held", held.as_str().into()), ("move", (ply + 1).into())],
        ),
        Refusal::NotYourTurn => t(Msg::LiveRefusalNotYourTurn),
        Refusal::NotLegal => t(Msg::LiveRefusalNotLegal),
    }
}

/// A notice of live play in `game`, in words.
pub fn live_said(game: GameId, said: &LiveSaid) -> String {
    let why = |text: String| [("why", text.into())];
    match said {
        LiveSaid::Connected => t(Msg::LiveSaidConnected),
        LiveSaid::Damaged => t(Msg::LiveSaidDamaged),
        LiveSaid::BeforeHello => t(Msg::LiveSaidBeforeHello),
        LiveSaid::Mismatch(m) => mismatch(game, m),
        LiveSaid::UndoAgreed => t(Msg::LiveSaidUndoAgreed),
        LiveSaid::UndoDeclined => t(Msg::LiveSaidUndoDeclined),
        LiveSaid::DrawAgreed => t(Msg::LiveSaidDrawAgreed),
        LiveSaid::DrawDeclined => t(Msg::LiveSaidDrawDeclined),
        LiveSaid::RematchAgreed => t(Msg::LiveSaidRematchAgreed),
        LiveSaid::RematchDeclined => t(Msg::LiveSaidRematchDeclined),
        LiveSaid::BothRematch => t(Msg::LiveSaidBothRematch),
        LiveSaid::Asked(q) => live_question(q),
        LiveSaid::Resigned => t(Msg::LiveSaidResigned),
        LiveSaid::BadResignation => t(Msg::LiveSaidBadResignation),
        LiveSaid::Diverged { ply, theirs_won } => tf(
            if *theirs_won {
                Msg::LiveSaidDivergedTheirs
            } else {
                Msg::LiveSaidDivergedMine
            },
            &[("move", (*ply).into())],
        ),
        LiveSaid::TheyRefused { ply, why } => tf(
            Msg::LiveSaidTheyRefused,
            &[
                ("move", (ply + 1).into()),
                ("why", refusal(why, *ply).into()),
            ],
        ),
        LiveSaid::RefusedTheirs {
            ply,
            text,
            why,
            error,
        } => {
            let mut reason = refusal(why, *ply);
            if let Some(e) = error {
                reason = tf(
                    Msg::LiveRefusalBecause,
                    &[("refusal", reason.into()), ("why", move_error(e).into())],
                );
            }
            tf(
                Msg::LiveSaidRefusedTheirs,
                &[
                    ("text", text.as_str().into()),
                    ("move", (ply + 1).into()),
                    ("why", reason.into()),
                ],
            )
        }
        LiveSaid::CannotPlay => t(Msg::LiveSaidCannotPlay),
        LiveSaid::FriendsTurn => t(Msg::LiveSaidFriendsTurn),
        LiveSaid::MoveImpossible(e) => tf(Msg::LiveSaidMoveImpossible, &why(move_error(e))),
        LiveSaid::NothingToTakeBack => t(Msg::LiveSaidNothingToTakeBack),
        LiveSaid::CannotResign(e) => tf(Msg::LiveSaidCannotResign, &why(move_error(e))),
        LiveSaid::NoDraw => t(Msg::LiveSaidNoDraw),
        LiveSaid::FinishFirst => t(Msg::LiveSaidFinishFirst),
        LiveSaid::NothingAsked => t(Msg::LiveSaidNothingAsked),
        LiveSaid::NotConnected => t(Msg::LiveSaidNotConnected),
        LiveSaid::RematchFailed(e) => tf(Msg::LiveSaidRematchFailed, &why(persist_error(e))),
        LiveSaid::ByLink => t(Msg::LiveSaidByLink),
        LiveSaid::OtherGameInvitation => t(Msg::LiveSaidOtherGame),
        LiveSaid::InvitationUnplayable(e) => {
            tf(Msg::LiveSaidInvitationUnplayable, &why(persist_error(e)))
        }
    }
}

/// Why a live link cannot be used, in words.
pub fn invite_error(e: &InviteError) -> String {
    match e {
        InviteError::TooLong => t(Msg::InviteTooLong),
        InviteError::NotLive => t(Msg::InviteNotLive),
        InviteError::OtherVersion => t(Msg::InviteOtherVersion),
        InviteError::AnswerNamesNoGame => t(Msg::InviteAnswerNoGame),
        InviteError::Game(e) => tf(Msg::InviteGame, &[("why", persist_error(e).into())]),
        InviteError::NoGame => t(Msg::InviteNoGame),
        InviteError::SeatsDamaged => t(Msg::InviteSeatsDamaged),
        InviteError::Servers(e) => tf(Msg::InviteServers, &[("why", ice_error(e).into())]),
        InviteError::Offer(e) => offer_error(e),
    }
}

/// Why a STUN or TURN server cannot be used, in words.
pub fn ice_error(e: &IceError) -> String {
    let url = |u: &str| [("url", u.into())];
    match e {
        IceError::NotConfig(why) => tf(Msg::IceNotConfig, &[("why", why.as_str().into())]),
        IceError::Scheme(u) => tf(Msg::IceScheme, &url(u)),
        IceError::Host(u) => tf(Msg::IceHost, &url(u)),
        IceError::NeedsLogin(u) => tf(Msg::IceNeedsLogin, &url(u)),
        IceError::Login => t(Msg::IceLogin),
        IceError::Damaged(u) => tf(Msg::IceDamaged, &url(u)),
    }
}

/// Why a connection offer cannot be used, in words.
pub fn offer_error(e: &OfferError) -> String {
    match e {
        OfferError::NoAddress => t(Msg::OfferNoAddress),
        OfferError::Missing(_) => t(Msg::OfferIncomplete),
        OfferError::Damaged(_) => t(Msg::InviteOffer),
    }
}
