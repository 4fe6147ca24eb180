//! What makes a Shifting Chess arrangement illegal, and the check that finds it.

use super::ShiftingSetup;
use crate::engine::edit::count;
use crate::engine::shifting_chess::board::{mailbox, BLACK, EMPTY, GAP, KIND, KING, MOVED, PAWN};
use crate::engine::shifting_chess::types::Square;
use crate::engine::Player;
use crate::engine::SIDE_NAMES as NAMES;
use std::fmt;

/// What makes a Shifting Chess arrangement illegal; `Display` gives the sentence the
/// editor shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShiftingProblem {
    /// A player has no King on the land.
    NoKing {
        /// The player.
        player: Player,
    },
    /// A player has more than one King.
    TooManyKings {
        /// The player.
        player: Player,
        /// How many stand on the land.
        kings: usize,
    },
    /// A King stands on the voided tile; a King cannot be voided.
    KingVoided {
        /// The voided tile's slot.
        slot: usize,
    },
    /// A pawn stands in its promotion zone, unpromoted.
    UnpromotedPawn {
        /// The pawn's square.
        square: Square,
    },
    /// The moves since a capture or pawn move exceed the moves made.
    HalfmoveExceedsTurns {
        /// Moves since the last capture or pawn move.
        halfmove: u16,
        /// Moves made.
        turns: u32,
    },
    /// The en passant square is not empty land.
    EnPassantNotEmpty {
        /// The en passant square.
        square: Square,
    },
    /// No pawn of the player who has just moved, marked as moved, stands just beyond the
    /// en passant square.
    EnPassantNoPawn {
        /// The en passant square.
        square: Square,
        /// The player whose pawn would have stepped.
        player: Player,
    },
    /// The side not to move is in check.
    NotToMoveInCheck {
        /// The side not to move.
        player: Player,
    },
}

impl fmt::Display for ShiftingProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ShiftingProblem::NoKing { player } => {
                write!(f, "{} has no King.", NAMES[player as usize])
            }
            ShiftingProblem::TooManyKings { player, kings } => {
                write!(
                    f,
                    "{} has {}.",
                    NAMES[player as usize],
                    count(kings, "King")
                )
            }
            ShiftingProblem::KingVoided { .. } => {
                f.write_str("A King stands on the voided tile; a King cannot be voided.")
            }
            ShiftingProblem::UnpromotedPawn { square } => write!(
                f,
                "The pawn on {square} has reached its promotion zone and should have promoted."
            ),
            ShiftingProblem::HalfmoveExceedsTurns { .. } => {
                f.write_str("The moves since a capture or pawn move exceed the moves made.")
            }
            ShiftingProblem::EnPassantNotEmpty { square } => {
                write!(f, "The en passant square {square} is not empty land.")
            }
            ShiftingProblem::EnPassantNoPawn { square, player } => write!(
                f,
                "No {} pawn marked as moved stands just beyond the en passant square {square}.",
                NAMES[player as usize]
            ),
            ShiftingProblem::NotToMoveInCheck { player } => write!(
                f,
                "{}, the side not to move, is in check.",
                NAMES[player as usize]
            ),
        }
    }
}

impl ShiftingSetup {
    /// Every reason this arrangement is not a legal position.
    pub fn problems(&self) -> Vec<ShiftingProblem> {
        let mut out = Vec::new();
        let kings = self.kings();
        for player in 0..2 {
            match kings[player as usize] {
                0 => out.push(ShiftingProblem::NoKing { player }),
                1 => {}
                kings => out.push(ShiftingProblem::TooManyKings { player, kings }),
            }
        }
        let king_in_limbo = self.board.limbo.iter().any(|v| v & KIND == KING);
        if let Some(slot) = self.board.voided_slot().filter(|_| king_in_limbo) {
            out.push(ShiftingProblem::KingVoided { slot });
        }
        for s in 0..144 {
            let v = self.board.sq[mailbox(s)];
            if v != GAP && v & KIND == PAWN && self.board.promotes_at(mailbox(s), v & BLACK) {
                out.push(ShiftingProblem::UnpromotedPawn {
                    square: Square(s as u8),
                });
            }
        }
        if u32::from(self.halfmove) > self.turns {
            out.push(ShiftingProblem::HalfmoveExceedsTurns {
                halfmove: self.halfmove,
                turns: self.turns,
            });
        }
        if let Some(square) = self.en_passant {
            let s = mailbox(square.index());
            let stepper = 1 - self.side;
            let pawn = if stepper == 0 { s + 16 } else { s - 16 };
            if self.board.sq[s] != EMPTY {
                out.push(ShiftingProblem::EnPassantNotEmpty { square });
            } else if self.board.sq[pawn] != PAWN | MOVED | if stepper == 1 { BLACK } else { 0 } {
                out.push(ShiftingProblem::EnPassantNoPawn {
                    square,
                    player: stepper,
                });
            }
        }
        if kings == [1, 1] {
            let g = self.picture();
            if g.board.king_attacked(1 - self.side) {
                out.push(ShiftingProblem::NotToMoveInCheck {
                    player: 1 - self.side,
                });
            }
        }
        out
    }
}
