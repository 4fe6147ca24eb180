//! Why a Chirality board is not legal, or not for a number of players, in words.

use crate::engine::chirality::board::{
    gate_number, BoardError, LegalityFailure, MAX_RADIUS, MIN_RADIUS,
};
use crate::i18n::Msg;
use crate::ui::lang::{t, tf};

/// A clause of the legal board's definition that a board fails, in words.
pub fn legality_failure(f: &LegalityFailure) -> String {
    match f {
        LegalityFailure::NoThrone => t(Msg::LegalityNoThrone),
        LegalityFailure::IncompleteRing {
            ring,
            complete,
            total,
        } => tf(
            Msg::LegalityIncompleteRing,
            &[
                ("ring", (*ring).into()),
                ("complete", (*complete).into()),
                ("total", (*total).into()),
            ],
        ),
        LegalityFailure::ExtraRing { ring } => {
            tf(Msg::LegalityExtraRing, &[("ring", (*ring).into())])
        }
        LegalityFailure::NoOpposingGates { gates } => {
            tf(Msg::LegalityNoOpposingGates, &[("gates", (*gates).into())])
        }
        LegalityFailure::Disconnected { parts } => {
            tf(Msg::LegalityDisconnected, &[("parts", (*parts).into())])
        }
        LegalityFailure::BrokenTile { tile } => {
            tf(Msg::LegalityBrokenTile, &[("tile", tile.as_str().into())])
        }
        LegalityFailure::Holes { holes } => tf(Msg::LegalityHoles, &[("holes", (*holes).into())]),
        LegalityFailure::Pinched { outlines } => {
            tf(Msg::LegalityPinched, &[("outlines", (*outlines).into())])
        }
    }
}

/// Why a board could not be built, or is not legal for a game, in words.
pub fn board_error(e: &BoardError) -> String {
    match e {
        BoardError::RadiusOutOfRange { radius } => tf(
            Msg::BoardRadiusOutOfRange,
            &[
                ("radius", radius.to_string().into()),
                ("min", MIN_RADIUS.to_string().into()),
                ("max", MAX_RADIUS.to_string().into()),
            ],
        ),
        BoardError::UnknownTiling(s) => {
            tf(Msg::BoardUnknownTiling, &[("tiling", s.as_str().into())])
        }
        BoardError::Illegal(fails) => {
            let fails: Vec<String> = fails.iter().map(legality_failure).collect();
            tf(Msg::BoardIllegal, &[("why", fails.join("; ").into())])
        }
        BoardError::PlayerCount { players } => {
            tf(Msg::BoardPlayerCount, &[("players", (*players).into())])
        }
        BoardError::TooFewGates { players, gates } => tf(
            Msg::BoardTooFewGates,
            &[("players", (*players).into()), ("gates", (*gates).into())],
        ),
        BoardError::Crowded {
            players,
            first_gate,
        } => tf(
            Msg::BoardCrowded,
            &[
                ("players", (*players).into()),
                ("gate", gate_number(*first_gate).into()),
            ],
        ),
        BoardError::NoSuchGate { gate, gates } => tf(
            Msg::BoardNoSuchGate,
            &[
                ("gate", gate_number(*gate).into()),
                ("gates", (*gates).into()),
            ],
        ),
    }
}
