//! Why a Shifting Chess position cannot occur, in words.

use crate::engine::shifting_chess::Illegal;
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::ui::lang::{t, tf};
use crate::ui::words::{card, seat};

/// The rule a Shifting Chess position breaks ("tile C is missing").
pub fn illegal(why: &Illegal) -> String {
    let side = |p| seat(GameId::ShiftingChess, p).into();
    let square = |msg, s: &String| tf(msg, &[("square", s.into())]);
    match why {
        Illegal::TileTwice(c) => tf(
            Msg::IllegalShiftingTileTwice,
            &[("tile", c.to_string().into())],
        ),
        Illegal::TileMissing(c) => tf(
            Msg::IllegalShiftingTileMissing,
            &[("tile", c.to_string().into())],
        ),
        Illegal::TwoVoided => t(Msg::IllegalShiftingTwoVoided),
        Illegal::KingVoided => t(Msg::IllegalShiftingKingVoided),
        Illegal::PileTooBig => t(Msg::IllegalShiftingPileTooBig),
        Illegal::Pawns { side: p, pawns } => tf(
            Msg::IllegalShiftingPawns,
            &[("seat", side(*p)), ("count", (*pawns).into())],
        ),
        Illegal::Promoted {
            side: p,
            promoted,
            gone,
        } => tf(
            Msg::IllegalShiftingPromoted,
            &[
                ("seat", side(*p)),
                ("promoted", (*promoted).into()),
                ("gone", (*gone).into()),
            ],
        ),
        Illegal::HalfmoveClock => t(Msg::IllegalShiftingHalfmoveClock),
        Illegal::GapCovered(s) => square(Msg::IllegalShiftingGapCovered, s),
        Illegal::LandUncovered(s) => square(Msg::IllegalShiftingLandUncovered, s),
        Illegal::NoLimbo => t(Msg::IllegalShiftingNoLimbo),
        Illegal::NoVoidedTile => t(Msg::IllegalShiftingNoVoidedTile),
        Illegal::VoidedWhileApplying => t(Msg::IllegalShiftingVoidedWhileApplying),
        Illegal::Unpromoted(s) => square(Msg::IllegalShiftingUnpromoted, s),
        Illegal::Kings { white, black } => tf(
            Msg::IllegalShiftingKings,
            &[("white", (*white).into()), ("black", (*black).into())],
        ),
        Illegal::DeckCount { card: c, count } => tf(
            Msg::IllegalShiftingDeckCount,
            &[("card", card(*c).into()), ("count", (*count).into())],
        ),
        Illegal::EmptyPile => t(Msg::IllegalShiftingEmptyPile),
        Illegal::CardOffTurn => t(Msg::IllegalShiftingCardOffTurn),
        Illegal::EnPassantOccupied(s) => square(Msg::IllegalShiftingEnPassantOccupied, s),
        Illegal::EnPassantNoPawn(s) => square(Msg::IllegalShiftingEnPassantNoPawn, s),
        Illegal::Over(_) => t(Msg::IllegalShiftingOver),
        Illegal::NotToMoveInCheck => t(Msg::IllegalShiftingNotToMoveInCheck),
        Illegal::NotExposed => t(Msg::IllegalShiftingNotExposed),
        Illegal::WrongResult(_) => t(Msg::IllegalShiftingWrongResult),
        Illegal::CardAfterEnd => t(Msg::IllegalShiftingCardAfterEnd),
        Illegal::DrawerInCheck => t(Msg::IllegalShiftingDrawerInCheck),
        Illegal::DrawAfterEnd => t(Msg::IllegalShiftingDrawAfterEnd),
    }
}
