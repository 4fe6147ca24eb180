//! Why a Chirality position, start or set of options cannot be played, in words.

use crate::engine::chirality::{Illegal, PIECES};
use crate::engine::{BadOption, GameId, Player};
use crate::i18n::Msg;
use crate::ui::lang::{t, tf};
use crate::ui::words::{board_error, seat};

/// The rule a Chirality position or start breaks ("Blue is listed twice as eliminated").
pub fn illegal(why: &Illegal) -> String {
    let of = |msg, p: &Player| tf(msg, &[("seat", seat(GameId::Chirality, *p).into())]);
    match why {
        Illegal::TileTwice(tile) => tf(Msg::IllegalChiralityTileTwice, &[("tile", tile.into())]),
        Illegal::PieceCount {
            player,
            board,
            reserve,
            captured,
        } => tf(
            Msg::IllegalChiralityPieceCount,
            &[
                ("seat", seat(GameId::Chirality, *player).into()),
                ("board", (*board).into()),
                ("reserve", (*reserve).into()),
                ("captured", (*captured).into()),
                ("pieces", PIECES.into()),
            ],
        ),
        Illegal::EliminatedTwice(p) => of(Msg::IllegalChiralityEliminatedTwice, p),
        Illegal::EliminatedWithPieces(p) => of(Msg::IllegalChiralityEliminatedWithPieces, p),
        Illegal::NotOnThrone(p) => of(Msg::IllegalChiralityNotOnThrone, p),
        Illegal::NotLast(p) => of(Msg::IllegalChiralityNotLast, p),
        Illegal::SharerTwice(p) => of(Msg::IllegalChiralitySharerTwice, p),
        Illegal::SharedWhileLive => t(Msg::IllegalChiralitySharedWhileLive),
        Illegal::SharerHasReserves => t(Msg::IllegalChiralitySharerHasReserves),
        Illegal::PlacementOutsideC => t(Msg::IllegalChiralityPlacementOutsideC),
        Illegal::TooFewGatesForC => t(Msg::IllegalChiralityTooFewGatesForC),
        Illegal::Placement(p) => of(Msg::IllegalChiralityPlacement, p),
        Illegal::MoverEliminated(p) => of(Msg::IllegalChiralityMoverEliminated, p),
        Illegal::OverWithoutResult => t(Msg::IllegalChiralityOverWithoutResult),
        Illegal::NotListedEliminated(p) => of(Msg::IllegalChiralityNotListedEliminated, p),
        Illegal::HoldsThrone(p) => of(Msg::IllegalChiralityHoldsThrone, p),
        Illegal::NoAction(p) => of(Msg::IllegalChiralityNoAction, p),
        Illegal::SetupAGates => t(Msg::IllegalChiralitySetupAGates),
        Illegal::SetupBStars => t(Msg::IllegalChiralitySetupBStars),
        Illegal::Board(e) => board_error(e),
    }
}

/// Why Chirality's options do not go together, in words (`None` for an option every game
/// words alike).
pub fn chirality_option(why: &BadOption) -> Option<String> {
    Some(match why {
        BadOption::Players {
            players,
            board,
            max,
        } => tf(
            Msg::BadOptionPlayers,
            &[
                ("players", (*players).into()),
                ("board", (*board).into()),
                ("max", (*max).into()),
            ],
        ),
        BadOption::SetupAIsForTwoOnR2 => t(Msg::BadOptionSetupA),
        BadOption::SetupBSeatsFive => t(Msg::BadOptionSetupB),
        BadOption::Board(e) => board_error(e),
        _ => return None,
    })
}
