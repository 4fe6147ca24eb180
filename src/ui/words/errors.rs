//! Why a move, a position or a stored game was refused, in words. The text of a position
//! that does not read is quoted as the player wrote it.

use crate::engine::{BadOption, Illegal, MoveError, SetupError};
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
        SetupError::Syntax { part, found } => {
            let why = tf(Msg::SetupSyntax, &[("part", part.key().into())]);
            if found.is_empty() {
                return why;
            }
            tf(
                Msg::SetupSyntaxAt,
                &[("why", why.into()), ("found", quoted(found).into())],
            )
        }
        SetupError::Illegal(why) => illegal(why),
        SetupError::BadOption(why) => tf(Msg::SetupBadOption, &[("why", bad_option(why).into())]),
        SetupError::NotBuilt(id) => tf(Msg::SetupNotBuilt, &[("game", id.title().into())]),
    }
}

/// At most 24 characters of a player's text, with "…" where it was cut.
fn quoted(text: &str) -> String {
    match text.char_indices().nth(24) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// The rule a position breaks: named on the games' pages, which carry their games' words.
#[cfg(feature = "game-pages")]
fn illegal(why: &Illegal) -> String {
    tf(
        Msg::SetupIllegal,
        &[("why", super::positions::illegal(why).into())],
    )
}

/// The rule a position breaks: the saves page says only that one is.
#[cfg(not(feature = "game-pages"))]
fn illegal(_: &Illegal) -> String {
    t(Msg::SetupIllegalUnsaid)
}

/// Why options cannot be played, in words.
pub fn bad_option(why: &BadOption) -> String {
    match why {
        BadOption::UnknownGame(game) => tf(Msg::BadOptionUnknownGame, &[("game", game.into())]),
        BadOption::BadName(name) => tf(Msg::BadOptionBadName, &[("name", name.into())]),
        BadOption::NoSuchOption(name) => tf(Msg::BadOptionNoSuch, &[("name", name.into())]),
        BadOption::NeedsValue(name) => tf(Msg::BadOptionNeedsValue, &[("name", name.into())]),
        BadOption::BadValue { option, value } => tf(
            Msg::BadOptionBadValue,
            &[("option", (*option).into()), ("value", value.into())],
        ),
        #[cfg(feature = "game-pages")]
        other => super::positions::chirality_option(other).unwrap_or_default(),
        #[cfg(not(feature = "game-pages"))]
        _ => t(Msg::BadOptionUnsaid),
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
