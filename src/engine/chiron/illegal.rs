//! The rules a Chiron position can break (the pieces' count), as values.

use crate::engine::{Player, SIDE_NAMES};
use std::fmt;

/// Why a Chiron position cannot occur.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A King or a Phoenix (its token) in a captured pool, which holds neither.
    NotInPool(String),
    /// A side with more than one King.
    Kings {
        /// The side.
        side: Player,
        /// Its Kings.
        kings: u32,
    },
    /// A side with no King that has just moved (a King is lost only by the mover's capture).
    NoKingAfterMoving(Player),
    /// A side whose Ants on the board and in its pool are not 8.
    Ants {
        /// The side.
        side: Player,
        /// Its Ants.
        ants: u32,
    },
    /// A side whose pieces of one kind (its token) on the board and in its pool are not 1.
    NotOne {
        /// The side.
        side: Player,
        /// The piece's token.
        piece: String,
        /// How many there are.
        count: u32,
    },
    /// Phoenixes on the board and in hand that are not 2.
    Phoenixes(u32),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: &Player| SIDE_NAMES[*p as usize];
        match self {
            Illegal::NotInPool(t) => write!(f, "'{t}' cannot be in a captured pool"),
            Illegal::Kings { side, kings } => write!(f, "{} has {kings} Kings", name(side)),
            Illegal::NoKingAfterMoving(side) => {
                write!(f, "{0} has no King but {0} has just moved", name(side))
            }
            Illegal::Ants { side, ants } => write!(
                f,
                "{} has {ants} Ants on the board and in its pool, not 8",
                name(side)
            ),
            Illegal::NotOne { side, piece, count } => write!(
                f,
                "{} has {count} of '{piece}' on the board and in its pool, not 1",
                name(side)
            ),
            Illegal::Phoenixes(n) => write!(f, "{n} Phoenixes on the board and in hand, not 2"),
        }
    }
}
