//! The rules a Shifting Chess position can break, as values. Squares and tiles are named in
//! the game's notation (`f4`, tile `C`).

use super::types::{Card, End};
use crate::engine::{Player, SIDE_NAMES};
use std::fmt;

/// Why a Shifting Chess position cannot occur.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A megatile (its letter) placed twice.
    TileTwice(char),
    /// A megatile (its letter) missing.
    TileMissing(char),
    /// More than one tile voided.
    TwoVoided,
    /// A king on a voided tile.
    KingVoided,
    /// A draw pile of over 20 cards.
    PileTooBig,
    /// A side with over 8 pawns.
    Pawns {
        /// The side.
        side: Player,
        /// Its pawns.
        pawns: u32,
    },
    /// A side with more promoted pieces than pawns gone.
    Promoted {
        /// The side.
        side: Player,
        /// Pieces beyond the starting army.
        promoted: u32,
        /// Pawns gone.
        gone: u32,
    },
    /// A halfmove clock over the turn count.
    HalfmoveClock,
    /// A gap (the square) under a present tile.
    GapCovered(String),
    /// Land (the square) that no present tile covers.
    LandUncovered(String),
    /// A voided tile but no limbo.
    NoLimbo,
    /// A limbo but no voided tile.
    NoVoidedTile,
    /// A voided tile while a card is applied (it returns when a card is drawn).
    VoidedWhileApplying,
    /// A pawn (its square) on its last rank.
    Unpromoted(String),
    /// Not exactly one king a side.
    Kings {
        /// White's kings.
        white: usize,
        /// Black's kings.
        black: usize,
    },
    /// A deck whose cards of one kind are not all there.
    DeckCount {
        /// The card.
        card: Card,
        /// How many the deck holds in all.
        count: u8,
    },
    /// An empty draw pile with no card in play.
    EmptyPile,
    /// A card drawn or applied off a third turn, or with cards off.
    CardOffTurn,
    /// An en passant square (its name) that is not empty land.
    EnPassantOccupied(String),
    /// An en passant square (its name) with no double-stepped pawn beyond it.
    EnPassantNoPawn(String),
    /// The game is over but the result does not say so.
    Over(End),
    /// The side not to move is in check.
    NotToMoveInCheck,
    /// The result says a king was left attacked, and it was not.
    NotExposed,
    /// A result that does not match the position.
    WrongResult(End),
    /// A finished game with a card pending.
    CardAfterEnd,
    /// The drawer's king is in check.
    DrawerInCheck,
    /// The last move ended the game, so no card is drawn.
    DrawAfterEnd,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: &Player| SIDE_NAMES[*p as usize];
        match self {
            Illegal::TileTwice(t) => write!(f, "tile {t} appears twice"),
            Illegal::TileMissing(t) => write!(f, "tile {t} is missing"),
            Illegal::TwoVoided => write!(f, "more than one tile is voided"),
            Illegal::KingVoided => write!(f, "a king cannot be voided"),
            Illegal::PileTooBig => write!(f, "the draw pile holds over 20 cards"),
            Illegal::Pawns { side, pawns } => {
                write!(f, "{} has {pawns} pawns (at most 8)", name(side))
            }
            Illegal::Promoted {
                side,
                promoted,
                gone,
            } => write!(
                f,
                "{} has {promoted} pieces beyond its starting army but only {gone} of its 8 pawns have gone",
                name(side)
            ),
            Illegal::HalfmoveClock => write!(f, "the halfmove clock exceeds the turn count"),
            Illegal::GapCovered(s) => write!(f, "{s} is a gap but a tile covers it"),
            Illegal::LandUncovered(s) => write!(f, "{s} is land but no present tile covers it"),
            Illegal::NoLimbo => write!(f, "a tile is voided but limbo is '-'"),
            Illegal::NoVoidedTile => write!(f, "limbo holds a tile but none is voided"),
            Illegal::VoidedWhileApplying => write!(
                f,
                "a voided tile returns when a card is drawn, before it is applied"
            ),
            Illegal::Unpromoted(s) => write!(f, "the pawn on {s} should have promoted"),
            Illegal::Kings { white, black } => write!(
                f,
                "each side needs exactly one king (White {white}, Black {black})"
            ),
            Illegal::DeckCount { card, count } => write!(
                f,
                "the deck must hold {count} {} cards in all (pile, discard and drawn card)",
                card.name()
            ),
            Illegal::EmptyPile => write!(
                f,
                "the draw pile is empty (it is reshuffled when it runs out)"
            ),
            Illegal::CardOffTurn => {
                write!(f, "a card is only drawn after turns 3, 6, 9… with cards on")
            }
            Illegal::EnPassantOccupied(s) => write!(f, "en passant square {s} is not empty land"),
            Illegal::EnPassantNoPawn(s) => {
                write!(f, "no pawn that just double-stepped stands beyond {s}")
            }
            Illegal::Over(end) => write!(f, "the game is over ({end:?})"),
            Illegal::NotToMoveInCheck => write!(f, "the side not to move is in check"),
            Illegal::NotExposed => write!(f, "the result says a king was left attacked"),
            Illegal::WrongResult(end) => {
                write!(f, "the result {end:?} does not match the position")
            }
            Illegal::CardAfterEnd => write!(f, "a finished game has no pending card"),
            Illegal::DrawerInCheck => write!(f, "the drawer's king is in check"),
            Illegal::DrawAfterEnd => write!(f, "the last move ended the game; no card is drawn"),
        }
    }
}
