//! What an application of a card did, for the screen ([`Applied`]: "turned N
//! counter-clockwise"), and where each square's contents went (so that marks of an earlier
//! move follow their tiles).

use super::board::Board;
use super::{ShiftingChess, ShiftingMove, SlideDir, Square};

/// Where the square at position `i` of a slot (0 bottom-left, 1 bottom-right, 2 top-left,
/// 3 top-right) goes by a quarter turn clockwise, and counter-clockwise.
const TURN_CW: [u8; 4] = [2, 0, 3, 1];
const TURN_CCW: [u8; 4] = [1, 3, 0, 2];

/// What applying a card did, for the screen to say in words.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Applied {
    /// Swapped the two tiles named.
    Swapped(char, char),
    /// Turned the tile a quarter, clockwise or not.
    Turned {
        /// The tile.
        tile: char,
        /// Clockwise (else counter-clockwise).
        clockwise: bool,
    },
    /// Slid the tile one place, pushing the tiles in its way along (in order).
    Slid {
        /// The tile.
        tile: char,
        /// Which way.
        dir: SlideDir,
        /// The tiles it pushed.
        pushed: Vec<char>,
    },
    /// Voided the tile.
    Voided(char),
    /// The card had no legal use.
    NoEffect,
}

impl ShiftingChess {
    /// What the application `m` does here (`None` for a piece's move or a draw).
    pub fn application(&self, m: ShiftingMove) -> Option<Applied> {
        Some(match m {
            ShiftingMove::Swap(x, y) => Applied::Swapped(self.tile_name(x), self.tile_name(y)),
            ShiftingMove::Rotate { slot, clockwise } => Applied::Turned {
                tile: self.tile_name(slot),
                clockwise,
            },
            ShiftingMove::Slide { slot, dir } => Applied::Slid {
                tile: self.tile_name(slot),
                dir,
                pushed: self
                    .board
                    .slide_chain(slot as usize, dir as u8)
                    .map(|(chain, n, _)| {
                        chain[1..n]
                            .iter()
                            .map(|&s| self.tile_name(s as u8))
                            .collect()
                    })
                    .unwrap_or_default(),
            },
            ShiftingMove::Void(slot) => Applied::Voided(self.tile_name(slot)),
            ShiftingMove::NoEffect => Applied::NoEffect,
            ShiftingMove::Move { .. } | ShiftingMove::Draw(_) => return None,
        })
    }

    /// Where the contents of `square` are after the application `m` (assumed legal here):
    /// moved with their tile, or `None` when the tile is voided. Other squares stay.
    pub fn square_after(&self, m: ShiftingMove, square: Square) -> Option<Square> {
        let slot = square.slot() as u8;
        let at = (square.rank() % 2) * 2 + square.file() % 2;
        let place = |slot: usize, at: u8| {
            let (col, row) = ((slot % 6) as u8, (slot / 6) as u8);
            Square::new(col * 2 + at % 2, row * 2 + at / 2)
        };
        match m {
            ShiftingMove::Rotate { slot: s, clockwise } if s == slot => {
                let turn = if clockwise { TURN_CW } else { TURN_CCW };
                Some(place(slot as usize, turn[at as usize]))
            }
            ShiftingMove::Swap(x, y) if x == slot || y == slot => {
                Some(place(if x == slot { y } else { x } as usize, at))
            }
            ShiftingMove::Slide { slot: s, dir } => {
                let moved = self
                    .board
                    .slide_chain(s as usize, dir as u8)
                    .is_some_and(|(chain, n, _)| chain[..n].contains(&(slot as usize)));
                if moved {
                    Board::slot_step(slot as usize, dir as u8).map(|to| place(to, at))
                } else {
                    Some(square)
                }
            }
            ShiftingMove::Void(s) if s == slot => None,
            _ => Some(square),
        }
    }
}
