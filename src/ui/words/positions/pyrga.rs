//! Why a Pyrga position cannot occur, in words.

use crate::engine::pyrga::Illegal;
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::ui::lang::{t, tf};
use crate::ui::words::{pyrga_shape, seat};

/// The rule a Pyrga position breaks ("the Triangle on a1 points off the board").
pub fn illegal(why: &Illegal) -> String {
    match why {
        Illegal::TwoOfAShape(cell) => tf(Msg::IllegalPyrgaTwoOfAShape, &[("cell", cell.into())]),
        Illegal::TriangleAtEdge(cell) => {
            tf(Msg::IllegalPyrgaTriangleAtEdge, &[("cell", cell.into())])
        }
        Illegal::TooMany { side, shape } => tf(
            Msg::IllegalPyrgaTooMany,
            &[
                ("seat", seat(GameId::Pyrga, *side).into()),
                ("shape", pyrga_shape(*shape).into()),
            ],
        ),
        Illegal::SideToMove => t(Msg::IllegalPyrgaSideToMove),
        Illegal::NoLastMove => t(Msg::IllegalPyrgaNoLastMove),
        Illegal::LastMoveNotTheirs(m) => {
            tf(Msg::IllegalPyrgaLastMoveNotTheirs, &[("move", m.into())])
        }
        Illegal::OpeningFlag => t(Msg::IllegalPyrgaOpeningFlag),
    }
}
