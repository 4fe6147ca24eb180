//! The rules a Pyrga position can break, as values.

use super::{Shape, PIECES_PER_SHAPE};
use crate::engine::{Player, SIDE_NAMES};
use std::fmt;

/// Why a Pyrga position cannot occur.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A cell (its name) that holds two pieces of one shape.
    TwoOfAShape(String),
    /// A Triangle on a cell (its name) that points off the board.
    TriangleAtEdge(String),
    /// A side with more pieces of a shape on the board than it owns.
    TooMany {
        /// The side.
        side: Player,
        /// The shape.
        shape: Shape,
    },
    /// The side to move does not follow from the pieces placed (White starts).
    SideToMove,
    /// Pieces are placed but no last move is given.
    NoLastMove,
    /// The last move (its text) is not a piece of the player who just moved.
    LastMoveNotTheirs(String),
    /// The Square-opening flag after White's second piece.
    OpeningFlag,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::TwoOfAShape(cell) => write!(f, "cell {cell} holds two pieces of one shape"),
            Illegal::TriangleAtEdge(cell) => write!(f, "the Triangle on {cell} points at the edge"),
            Illegal::TooMany { side, shape } => write!(
                f,
                "{} has more than {PIECES_PER_SHAPE} {shape:?}s on the board",
                SIDE_NAMES[*side as usize]
            ),
            Illegal::SideToMove => write!(
                f,
                "the side to move does not match the number of pieces placed (White starts)"
            ),
            Illegal::NoLastMove => write!(f, "pieces are placed but no last move is given"),
            Illegal::LastMoveNotTheirs(m) => write!(
                f,
                "the last move {m} is not a piece of the player who just moved"
            ),
            Illegal::OpeningFlag => write!(
                f,
                "the Square-opening flag only applies before White's second piece"
            ),
        }
    }
}
