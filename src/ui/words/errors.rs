//! Why a move, a position or a stored game was refused, in words. A notation's own detail
//! (the part of a position that does not read) stays as the engine gives it.

use crate::engine::{MoveError, SetupError};
use crate::i18n::Msg;
use crate::persist::{LinkDamage, LinkPart, PersistError};
use crate::ui::lang::{t, tf};

use super::apply_error;

/// Why a move was refused, in words.
pub fn move_error(e: &MoveError) -> String {
    match e {
        MoveError::Unparsable(m) => tf(Msg::MoveUnparsable, &[("move", m.as_str().into())]),
        MoveError::Illegal => t(Msg::MoveIllegal),
        MoveError::CardRefused(why) => {
            tf(Msg::MoveCardRefused, &[("why", apply_error(*why).into())])
        }
        MoveError::NotDealt { dealt, played } => tf(
            Msg::MoveNotDealt,
            &[
                ("dealt", dealt.as_str().into()),
                ("played", played.as_str().into()),
            ],
        ),
        MoveError::WrongGame => t(Msg::MoveWrongGame),
        MoveError::NoSuchMove(i) => tf(Msg::MoveNoSuchMove, &[("index", (*i).into())]),
        MoveError::NoSuchPlayer(p) => tf(Msg::MoveNoSuchPlayer, &[("number", (*p).into())]),
        MoveError::GameOver => t(Msg::MoveGameOver),
    }
}

/// Why a position or options were refused, in words.
pub fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::Syntax { what, detail } => tf(
            Msg::SetupSyntax,
            &[("part", (*what).into()), ("detail", detail.as_str().into())],
        ),
        SetupError::Illegal(why) => tf(Msg::SetupIllegal, &[("why", why.as_str().into())]),
        SetupError::BadOption(why) => tf(Msg::SetupBadOption, &[("why", why.as_str().into())]),
        SetupError::NotBuilt(id) => tf(Msg::SetupNotBuilt, &[("game", id.title().into())]),
    }
}

/// Why a saved or shared game cannot be read, in words.
pub fn persist_error(e: &PersistError) -> String {
    match e {
        PersistError::Malformed(_) => t(Msg::PersistMalformed),
        PersistError::Link(damage) => link_damage(*damage),
        PersistError::FutureVersion(v) => tf(Msg::PersistFutureVersion, &[("format", (*v).into())]),
        PersistError::Setup(e) => tf(Msg::PersistSetup, &[("why", setup_error(e).into())]),
        PersistError::Move { ply, text, error } => tf(
            Msg::PersistMove,
            &[
                ("move", (*ply).into()),
                ("text", text.as_str().into()),
                ("why", move_error(error).into()),
            ],
        ),
    }
}

/// What is wrong with a link, in words.
pub fn link_damage(damage: LinkDamage) -> String {
    match damage {
        LinkDamage::TooLong => t(Msg::LinkDamageTooLong),
        LinkDamage::NotRosette => t(Msg::LinkDamageNotRosette),
        LinkDamage::CutShort => t(Msg::LinkDamageCutShort),
        LinkDamage::Damaged(part) => {
            let part = match part {
                LinkPart::Position => "position",
                LinkPart::GameId => "game-id",
                LinkPart::Seats => "seats",
                LinkPart::Start => "start",
                LinkPart::Moves => "moves",
                LinkPart::Ending => "ending",
                LinkPart::Hints => "hints",
            };
            tf(Msg::LinkDamagePart, &[("part", part.into())])
        }
        LinkDamage::NotCanonical => t(Msg::LinkDamageNotCanonical),
        LinkDamage::CannotCarry => t(Msg::LinkDamageCannotCarry),
    }
}
