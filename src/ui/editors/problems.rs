//! Why an editor's arrangement is illegal, in the page's language: the words for the
//! engine's [`SetupProblem`]s.

use super::pyrga::cell_name;
use crate::engine::chirality::{ChiralityProblem, PIECES};
use crate::engine::chiron::ChironProblem;
use crate::engine::edit::{SetupProblem, Unfinished};
use crate::engine::pyrga::{PyrgaProblem, PIECES_PER_SHAPE};
use crate::engine::shifting_chess::ShiftingProblem;
use crate::engine::{GameId, Player, SetupError};
use crate::i18n::Msg;
use crate::persist::edit_start::LeftOut;
use crate::ui::lang::{t, tf};
use crate::ui::words;

/// A problem of an arrangement, as a sentence.
pub fn problem(p: &SetupProblem) -> String {
    match p {
        SetupProblem::Pyrga(p) => pyrga(p),
        SetupProblem::Chiron(p) => chiron(p),
        SetupProblem::Chirality(p) => chirality(p),
        SetupProblem::ShiftingChess(p) => shifting(p),
        SetupProblem::Position(e) => refused(e),
    }
}

/// Why the position an editor holds or is given cannot be used, as a sentence.
pub fn refused(e: &SetupError) -> String {
    tf(
        Msg::EditPositionRefused,
        &[("why", words::setup_error(e).into())],
    )
}

/// What an editor opened on a game in progress left out of it, as a notice.
pub fn left_out(notice: &LeftOut) -> String {
    let step = |step: &Unfinished| match step {
        Unfinished::CardToDraw => t(Msg::EditStepDraw),
        Unfinished::CardToUse(card) => tf(Msg::EditStepUse, &[("card", words::card(*card).into())]),
        Unfinished::Placing => t(Msg::EditStepPlacing),
    };
    match notice {
        LeftOut::Earlier {
            step: s,
            back,
            dropped,
        } => tf(
            Msg::EditOpensEarlier,
            &[
                ("step", step(s).into()),
                ("count", (*back).into()),
                ("moves", dropped.join(", ").into()),
            ],
        ),
        LeftOut::StandIn(s) => {
            let stand_in = match s {
                Unfinished::Placing => t(Msg::EditStandInPlacing),
                Unfinished::CardToDraw | Unfinished::CardToUse(_) => t(Msg::EditStandInCard),
            };
            tf(
                Msg::EditOpensStandIn,
                &[("step", step(s).into()), ("kept", stand_in.into())],
            )
        }
    }
}

fn seat(game: GameId, p: Player) -> (&'static str, crate::i18n::Arg) {
    ("seat", words::seat(game, p).into())
}

fn pyrga(p: &PyrgaProblem) -> String {
    let seat = |p: Player| seat(GameId::Pyrga, p);
    match *p {
        PyrgaProblem::TooMany {
            player,
            shape,
            on_board,
        } => tf(
            Msg::EditPyrgaTooMany,
            &[
                seat(player),
                ("count", on_board.into()),
                ("shape", words::pyrga_shape(shape).into()),
                ("set", PIECES_PER_SHAPE.into()),
            ],
        ),
        PyrgaProblem::TriangleOffBoard { cell } => {
            tf(Msg::EditTriangleOff, &[("cell", cell_name(cell).into())])
        }
        PyrgaProblem::WrongTurn { placed } => tf(
            Msg::EditPyrgaWrongTurn,
            &[("count", placed.into()), seat((placed % 2) as Player)],
        ),
        PyrgaProblem::LastNotMarked => t(Msg::EditLastNotMarked),
        PyrgaProblem::LastNotOnBoard { .. } => t(Msg::EditLastNotOnBoard),
        PyrgaProblem::LastBySideToMove { to_move } => tf(
            Msg::EditLastBySide,
            &[
                seat(1 - to_move),
                ("mover", words::seat(GameId::Pyrga, to_move).into()),
            ],
        ),
    }
}

fn chiron(p: &ChironProblem) -> String {
    let seat = |p: Player| seat(GameId::Chiron, p);
    match *p {
        ChironProblem::TooManyKings { player, kings } => tf(
            Msg::EditTooManyKings,
            &[seat(player), ("count", kings.into())],
        ),
        ChironProblem::TooManyAnts { player, on_board } => tf(
            Msg::EditTooManyAnts,
            &[seat(player), ("count", on_board.into())],
        ),
        ChironProblem::HandedRepeated { piece, on_board } => tf(
            Msg::EditHandedRepeated,
            &[
                seat(piece.owner()),
                ("count", on_board.into()),
                ("piece", words::chiron_piece(piece).into()),
            ],
        ),
        ChironProblem::NoKings => t(Msg::EditNoKings),
        ChironProblem::MovedWithoutKing { player } => {
            tf(Msg::EditMovedWithoutKing, &[seat(player)])
        }
        ChironProblem::PhoenixCount { phoenixes } => {
            tf(Msg::EditPhoenixCount, &[("count", phoenixes.into())])
        }
    }
}

fn chirality(p: &ChiralityProblem) -> String {
    let seat = |p: Player| seat(GameId::Chirality, p);
    match *p {
        ChiralityProblem::TooManyPieces {
            player,
            on_board,
            reserve,
        } => tf(
            Msg::EditTooManyPieces,
            &[
                seat(player),
                ("board", on_board.into()),
                ("reserve", reserve.into()),
                ("set", PIECES.into()),
            ],
        ),
        ChiralityProblem::NotPlaying { player } => tf(Msg::EditNotPlaying, &[seat(player)]),
        ChiralityProblem::FewerThanTwoLeft => t(Msg::EditFewerThanTwo),
        ChiralityProblem::ToMoveHasNoPieces { player } => {
            tf(Msg::EditToMoveNoPieces, &[seat(player)])
        }
        ChiralityProblem::HoldsThrone { player } => tf(Msg::EditHoldsThrone, &[seat(player)]),
    }
}

fn shifting(p: &ShiftingProblem) -> String {
    let seat = |p: Player| seat(GameId::ShiftingChess, p);
    let square = |s: &dyn std::fmt::Display| ("square", s.to_string().into());
    match *p {
        ShiftingProblem::NoKing { player } => tf(Msg::EditNoKing, &[seat(player)]),
        ShiftingProblem::TooManyKings { player, kings } => tf(
            Msg::EditTooManyKings,
            &[seat(player), ("count", kings.into())],
        ),
        ShiftingProblem::KingVoided { .. } => t(Msg::EditKingVoided),
        ShiftingProblem::UnpromotedPawn { square: s } => tf(Msg::EditUnpromotedPawn, &[square(&s)]),
        ShiftingProblem::HalfmoveExceedsTurns { .. } => t(Msg::EditHalfmoveExceeds),
        ShiftingProblem::EnPassantNotEmpty { square: s } => {
            tf(Msg::EditEnPassantNotEmpty, &[square(&s)])
        }
        ShiftingProblem::EnPassantNoPawn { square: s, player } => {
            tf(Msg::EditEnPassantNoPawn, &[square(&s), seat(player)])
        }
        ShiftingProblem::NotToMoveInCheck { player } => {
            tf(Msg::EditNotToMoveInCheck, &[seat(player)])
        }
    }
}
