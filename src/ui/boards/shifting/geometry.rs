//! Where the Shifting Chess board's squares and slots are drawn (board units: [`SQ`] per
//! square, White at the bottom unless the board is flipped).

use crate::engine::shifting_chess::Square;

/// The side of one square in board units.
pub const SQ: f64 = 50.0;

/// Top-left corner of a square on screen.
pub fn sq_xy(file: u8, rank: u8, flip: bool) -> (f64, f64) {
    let (c, r) = if flip {
        (11 - file, rank)
    } else {
        (file, 11 - rank)
    };
    (f64::from(c) * SQ, f64::from(r) * SQ)
}

/// Top-left corner of a slot (2×2 squares) on screen.
pub fn slot_xy(slot: usize, flip: bool) -> (f64, f64) {
    let (col, row) = ((slot % 6) as u8, (slot / 6) as u8);
    let (x0, y0) = sq_xy(col * 2, row * 2, flip);
    let (x1, y1) = sq_xy(col * 2 + 1, row * 2 + 1, flip);
    (x0.min(x1), y0.min(y1))
}

/// The square of limbo index `i` (bottom-left, bottom-right, top-left, top-right) of a slot.
pub(super) fn slot_square(slot: usize, i: usize) -> Square {
    let (col, row) = ((slot % 6) as u8, (slot / 6) as u8);
    Square::new(col * 2 + (i % 2) as u8, row * 2 + (i / 2) as u8)
}

/// Every square of the 12×12 board.
pub fn all_squares() -> impl Iterator<Item = Square> {
    (0..144).filter_map(Square::from_index)
}

/// The four squares of `slot`.
pub(super) fn squares_of(slot: usize) -> [Square; 4] {
    std::array::from_fn(|i| slot_square(slot, i))
}
