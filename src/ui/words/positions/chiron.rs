//! Why a Chiron position cannot occur, in words.

use crate::engine::chiron::Illegal;
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::ui::lang::tf;
use crate::ui::words::seat;

/// The rule a Chiron position breaks ("White has 2 Kings").
pub fn illegal(why: &Illegal) -> String {
    let side = |p| seat(GameId::Chiron, p).into();
    match why {
        Illegal::NotInPool(piece) => tf(Msg::IllegalChironNotInPool, &[("piece", piece.into())]),
        Illegal::Kings { side: p, kings } => tf(
            Msg::IllegalChironKings,
            &[("seat", side(*p)), ("count", (*kings).into())],
        ),
        Illegal::NoKingAfterMoving(p) => {
            tf(Msg::IllegalChironNoKingAfterMoving, &[("seat", side(*p))])
        }
        Illegal::Ants { side: p, ants } => tf(
            Msg::IllegalChironAnts,
            &[("seat", side(*p)), ("count", (*ants).into())],
        ),
        Illegal::NotOne {
            side: p,
            piece,
            count,
        } => tf(
            Msg::IllegalChironNotOne,
            &[
                ("seat", side(*p)),
                ("piece", piece.into()),
                ("count", (*count).into()),
            ],
        ),
        Illegal::Phoenixes(n) => tf(Msg::IllegalChironPhoenixes, &[("count", (*n).into())]),
    }
}
