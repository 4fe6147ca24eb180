//! Pins: the lines out from a king that an enemy rook, bishop or queen attacks along,
//! and whether a given piece on such a line is pinned to its king.

use super::attack::DIAGONAL;
use super::attack::{LINE, ORTHOGONAL, REACH, USES};
use super::board::{any_square, is_own, Board, BISHOP, BLACK, DIRS, EMPTY, GAP, KIND, QUEEN, ROOK};

const fn dir_bits() -> [u8; 35] {
    let mut t = [0u8; 35];
    let mut i = 0;
    while i < 8 {
        t[(DIRS[i] + 17) as usize] = 1 << i;
        i += 1;
    }
    t
}

/// The bit of each mailbox step among the eight directions, at `step + 17` (0 for no
/// step).
const DIR_BITS: [u8; 35] = dir_bits();

/// The bit of mailbox step `d` (one of [`DIRS`], or 0 for none) in a set of directions.
#[inline]
pub(super) fn dir_bit(d: i16) -> u8 {
    DIR_BITS[(d + 17) as usize]
}

/// The directions (bits by [`dir_bit`]) out from the king on `king` along which a piece
/// of colour `them` stands that attacks along that kind of line, whatever lies between.
pub(super) fn pin_lines(b: &Board, king: usize, them: u8) -> u8 {
    let mut lines = 0;
    any_square(b.sliders[(them >> 3) as usize], |s| {
        let diff = s + 256 - king;
        let along = REACH[diff] & USES[(b.sq[s] & (KIND | BLACK)) as usize];
        let line = dir_bit(LINE[diff] as i16);
        lines |= line & 0u8.wrapping_sub((along & (ORTHOGONAL | DIAGONAL) != 0) as u8);
        false
    });
    lines
}

/// Whether the piece on `s` is pinned to the king on `king` by a piece of colour `them`,
/// given that king's [`pin_lines`] `lines` (usually one lookup: most pieces are not on
/// such a line).
#[inline]
pub(super) fn is_pinned(b: &Board, king: usize, them: u8, lines: u8, s: usize) -> bool {
    let d = LINE[s + 256 - king] as i16;
    lines & dir_bit(d) != 0 && pinned_along(b, king, them, s, d)
}

/// [`is_pinned`] for a piece on `s`, on the line `d` out from the king.
#[inline(never)]
fn pinned_along(b: &Board, king: usize, them: u8, s: usize, d: i16) -> bool {
    let sq = &b.sq;
    let mut t = (king as i16 + d) as usize;
    let mut gap = false;
    while t != s {
        match sq[t] {
            EMPTY => {}
            GAP => gap = true,
            _ => return false,
        }
        t = (t as i16 + d) as usize;
    }
    loop {
        t = (t as i16 + d) as usize;
        match sq[t] {
            EMPTY => {}
            GAP => gap = true,
            v => {
                let line = if REACH[s + 256 - king] & ORTHOGONAL != 0 {
                    ROOK
                } else {
                    BISHOP
                };
                let k = v & KIND;
                return is_own(v, them) && (k == QUEEN || (k == line && !gap));
            }
        }
    }
}
