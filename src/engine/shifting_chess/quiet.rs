//! Uniformly random ordinary moves in quiet positions, the great majority in playouts:
//! the mover is not in check, none of its pieces is pinned and there is no en passant
//! square. Then every move of a piece other than the king is legal: the moves are
//! written straight into a small list on the stack (a pawn's promoting move four times,
//! one per promotion kind, the kind drawn when it is chosen), then the castling moves
//! (tested in full), and the king's steps are kept as a set of directions of which only
//! a drawn one is tested (a rejected one is dropped and the draw repeated), so the choice
//! is uniform over the legal moves.

use super::attack::LINE;
use super::board::{
    any_square, colour_of, is_own, Board, BISHOP, BLACK, DIRS, EMPTY, GAP, KIND, KNIGHT,
    KNIGHT_STEPS, MOVED, PAWN, QUEEN, ROOK,
};
use super::movegen::{castlings, king_step_safe, target_ok, PROMOTIONS};
use super::pins::{is_pinned, pin_lines};
use crate::engine::Rng;

/// List length (a power of two: indices are masked, so never out of range).
const LEN: usize = 128;
/// Room needed for one piece's moves (a queen has at most 44 on the 12×12 board) and,
/// after the last piece, the king's castling moves (at most 4).
const PIECE_MAX: usize = 52;

/// A move in the list: `from | to << 8` (mailbox squares).
#[inline]
fn code(from: usize, to: usize) -> u16 {
    (from | to << 8) as u16
}

/// A uniformly random legal move `(from, to, promotion kind or 0)` of player `side`, who
/// must not be in check, at a position with no en passant square; `None` if the position
/// is not quiet (a piece is pinned), has too many moves for the list, or
/// (never at a live position) has no legal move. Draws from `rng` only when it answers.
pub(super) fn random_quiet(b: &Board, side: u8, rng: &mut Rng) -> Option<(usize, usize, u8)> {
    let col = colour_of(side);
    let them = col ^ BLACK;
    let king = b.kings[side as usize] as usize;
    let sq = &b.sq;
    // The enemy lines through the king, found only once a piece on one of its lines
    // needs them.
    let mut lines = None;
    let fwd: i16 = if col == 0 { 16 } else { -16 };
    let mut list = [0u16; LEN];
    let mut n = 0;
    let mut others = b.occ[side as usize];
    others[king >> 6] &= !(1 << (king & 63));
    let unfit = any_square(others, |s| {
        if n > LEN - PIECE_MAX {
            return true;
        }
        if LINE[s + 256 - king] != 0 {
            let lines = *lines.get_or_insert_with(|| pin_lines(b, king, them));
            if lines != 0 && is_pinned(b, king, them, lines, s) {
                return true;
            }
        }
        let v = sq[s];
        n = match v & KIND {
            PAWN => pawn(b, s, v, fwd, &mut list, n),
            KNIGHT => leaps(sq, col, s, &mut list, n),
            BISHOP => rays::<false>(sq, col, s, &DIRS[4..], &mut list, n),
            ROOK => rays::<false>(sq, col, s, &DIRS[..4], &mut list, n),
            QUEEN => rays::<true>(sq, col, s, &DIRS, &mut list, n),
            _ => n,
        };
        false
    });
    if unfit {
        return None;
    }
    if sq[king] & MOVED == 0 {
        // Castling moves are tested in full as they are found.
        castlings(b, col, king, &mut |from, to, _| {
            list[n & (LEN - 1)] = code(from, to);
            n += 1;
            false
        });
    }
    // The king's steps to squares it may enter, as a set of directions.
    let mut steps = 0u32;
    for (i, d) in DIRS.iter().enumerate() {
        let t = (king as i16 + d) as usize & 0xFF;
        steps |= (target_ok(sq[t], col) as u32) << i;
    }
    let mut total = n + steps.count_ones() as usize;
    while total > 0 {
        let i = rng.below(total);
        if i < n {
            let m = list[i & (LEN - 1)] as usize;
            let (from, to) = (m & 0xFF, m >> 8);
            let promotion = if sq[from] & KIND == PAWN && b.promotes_at(to, col) {
                PROMOTIONS[rng.below(4)]
            } else {
                0
            };
            return Some((from, to, promotion));
        }
        // The (i - n)-th step left.
        let mut rest = steps;
        for _ in n..i {
            rest &= rest - 1;
        }
        let dir = rest.trailing_zeros() as usize;
        let to = (king as i16 + DIRS[dir]) as usize & 0xFF;
        if king_step_safe(b, side, king, to) {
            return Some((king, to, 0));
        }
        steps &= !(1 << dir);
        total -= 1;
    }
    None
}

/// Writes the pawn move from `s` to `t`: four times if it promotes.
#[inline]
fn pawn_to(b: &Board, s: usize, t: usize, list: &mut [u16; LEN], mut n: usize) -> usize {
    let times = if b.promotes_at(t, b.sq[s] & BLACK) {
        4
    } else {
        1
    };
    for _ in 0..times {
        list[n & (LEN - 1)] = code(s, t);
        n += 1;
    }
    n
}

/// The moves of the pawn `v` on `s` (en passant aside), `fwd` its forward step.
#[inline]
fn pawn(b: &Board, s: usize, v: u8, fwd: i16, list: &mut [u16; LEN], mut n: usize) -> usize {
    let sq = &b.sq;
    let them = (v & BLACK) ^ BLACK;
    let one = (s as i16 + fwd) as usize & 0xFF;
    let vo = sq[one];
    if vo == EMPTY {
        n = pawn_to(b, s, one, list, n);
    }
    if v & MOVED == 0 && (vo == EMPTY || vo == GAP) {
        let two = (one as i16 + fwd) as usize & 0xFF;
        if sq[two] == EMPTY {
            n = pawn_to(b, s, two, list, n);
        }
    }
    for t in [one - 1, one + 1] {
        if is_own(sq[t & 0xFF], them) {
            n = pawn_to(b, s, t & 0xFF, list, n);
        }
    }
    n
}

/// A knight's leaps from `s` (each written, counted if its square may be entered).
#[inline]
fn leaps(sq: &[u8; 256], col: u8, s: usize, list: &mut [u16; LEN], mut n: usize) -> usize {
    for d in KNIGHT_STEPS {
        let t = (s as i16 + d) as usize & 0xFF;
        list[n & (LEN - 1)] = code(s, t);
        n += target_ok(sq[t], col) as usize;
    }
    n
}

/// A rook's, bishop's or queen's moves from `s` along `dirs`; a queen (`OVER_GAPS`)
/// crosses gaps without stopping on them.
#[inline]
fn rays<const OVER_GAPS: bool>(
    sq: &[u8; 256],
    col: u8,
    s: usize,
    dirs: &[i16],
    list: &mut [u16; LEN],
    mut n: usize,
) -> usize {
    for &d in dirs {
        let mut t = (s as i16 + d) as usize & 0xFF;
        loop {
            let v = sq[t];
            list[n & (LEN - 1)] = code(s, t);
            if v == EMPTY {
                n += 1;
            } else if !OVER_GAPS || v != GAP {
                n += target_ok(v, col) as usize;
                break;
            }
            t = (t as i16 + d) as usize & 0xFF;
        }
    }
    n
}
