//! Making an ordinary move on the board, and telling cheaply whether it gives check.

use super::attack::LINE;
use super::board::{is_body, is_own, Board, BLACK, EMPTY, GAP, KIND, KING, KNIGHT, KNIGHT_STEPS};
use super::board::{BISHOP, MOVED, PAWN, QUEEN, ROOK};
use super::movegen::castling_rook;

/// What a move did, for the clocks and en passant.
pub(super) struct Made {
    /// A capture or a pawn move (resets the fifty-move clock).
    pub irreversible: bool,
    /// A capture (material fell).
    pub capture: bool,
    /// The square a double-stepping pawn passed over, if it was land (mailbox), else 0.
    pub ep: u8,
    /// No castling, en passant or promotion: only `from` and `to` changed.
    pub simple: bool,
}

/// Makes an ordinary (legal) move on the board: en passant, castling and promotion
/// included. `ep` is the current en passant square (mailbox) or 0.
pub(super) fn make(b: &mut Board, from: usize, to: usize, promo: u8, ep: usize) -> Made {
    let v = b.sq[from];
    let kind = v & KIND;
    let col = v & BLACK;
    let mut capture = is_body(b.sq[to]);
    let mut made_ep = 0;
    let mut simple = promo == 0;
    b.set(from, EMPTY);
    match kind {
        PAWN => {
            let fwd: i16 = if col == 0 { 16 } else { -16 };
            if to == ep && !capture && (to as i16 - from as i16).abs() != 16 {
                b.set((to as i16 - fwd) as usize, EMPTY);
                capture = true;
                simple = false;
            }
            if (to as i16 - from as i16).abs() == 32 && promo == 0 {
                let passed = (from as i16 + fwd) as usize;
                if b.sq[passed] == EMPTY {
                    made_ep = passed as u8;
                }
            }
            let new = if promo != 0 {
                promo | col | if promo == ROOK { MOVED } else { 0 }
            } else {
                v | MOVED
            };
            b.set(to, new);
        }
        KING => {
            let delta = to as i16 - from as i16;
            if matches!(delta.abs(), 2 | 32) {
                let d = delta / 2;
                simple = false;
                if let Some(rook) = castling_rook(b, from, d, col) {
                    b.set(rook, EMPTY);
                    b.set((from as i16 + d) as usize, ROOK | col | MOVED);
                }
            }
            b.set(to, v | MOVED);
        }
        ROOK => b.set(to, v | MOVED),
        _ => b.set(to, v),
    }
    Made {
        irreversible: capture || kind == PAWN,
        capture,
        ep: made_ep,
        simple,
    }
}

/// After a simple move (see [`Made::simple`]) from `from` to `to`, whether the mover now
/// attacks the king on `king`: directly with the moved piece, or by uncovering a line
/// through `from`. Equal to a full attack test, at a fraction of its cost.
pub(super) fn gives_check(b: &Board, from: usize, to: usize, king: usize) -> bool {
    let v = b.sq[to];
    let col = v & BLACK;
    let kind = v & KIND;
    let direct = match kind {
        PAWN => {
            let fwd = if col == 0 { 16 } else { -16 };
            let k = king as i16 - to as i16;
            k == fwd + 1 || k == fwd - 1
        }
        KNIGHT => KNIGHT_STEPS.contains(&(king as i16 - to as i16)),
        BISHOP | ROOK | QUEEN => {
            let d = LINE[king + 256 - to] as i16;
            let orth = matches!(d, 1 | -1 | 16 | -16);
            if d == 0 || (kind == ROOK && !orth) || (kind == BISHOP && orth) {
                false
            } else {
                let (mut t, mut gap, mut open) = (to as i16 + d, false, true);
                while t as usize != king {
                    match b.sq[t as usize] {
                        EMPTY => {}
                        GAP => gap = true,
                        _ => {
                            open = false;
                            break;
                        }
                    }
                    t += d;
                }
                open && (kind == QUEEN || !gap)
            }
        }
        _ => false,
    };
    if direct {
        return true;
    }
    let d = LINE[from + 256 - king] as i16;
    if d == 0 {
        return false;
    }
    let line = if matches!(d, 1 | -1 | 16 | -16) {
        ROOK
    } else {
        BISHOP
    };
    let (mut t, mut gap) = (king as i16 + d, false);
    loop {
        let w = b.sq[t as usize];
        match w {
            EMPTY => {}
            GAP => gap = true,
            _ => {
                let k = w & KIND;
                return is_own(w, col) && (k == QUEEN || (k == line && !gap));
            }
        }
        t += d;
    }
}
