//! Whether a player has any legal ordinary move (asked after every move, for mate and
//! stalemate). Nearly always a piece that cannot be pinned has a free square next to
//! it, or else the king a safe step, which answers without the generator; otherwise the
//! generator decides.

use super::attack::LINE;
use super::board::{
    any_square, colour_of, is_body, Board, BLACK, BOULDER, DIRS, EMPTY, KIND, KNIGHT_STEPS,
};
use super::board::{BISHOP, KNIGHT, PAWN, QUEEN, ROOK};
use super::movegen::{generate, king_step_safe, target_ok};
use super::pins::{dir_bit, pin_lines};

/// Whether player `me` (whose king is attacked exactly when `in_check`; `ep` the en
/// passant square, mailbox, or 0) has a legal ordinary move.
pub(super) fn has_legal_move(b: &Board, me: u8, ep: usize, in_check: bool) -> bool {
    (!in_check && (quick_witness(b, me) || king_can_step(b, me)))
        || generate(b, me, ep, in_check, &mut |_, _, _| true)
}

/// Out of check: whether some piece of `me` other than the king, on no line from its
/// king that an enemy rook, bishop or queen attacks along (so it cannot be pinned), has
/// a legal move to a neighbouring square (a knight: to a leap's end). The pieces off the
/// king's eight lines are tried first; the enemy lines are found only if none can move.
fn quick_witness(b: &Board, me: u8) -> bool {
    let col = colour_of(me);
    let king = b.kings[me as usize] as usize;
    let free = |v: u8| v == EMPTY || (is_body(v) && v & KIND != BOULDER && v & BLACK != col);
    let fwd: i16 = if col == 0 { 16 } else { -16 };
    let can_move = |s: usize| {
        let steps: &[i16] = match b.sq[s] & KIND {
            PAWN => return b.sq[(s as i16 + fwd) as usize] == EMPTY,
            KNIGHT => &KNIGHT_STEPS,
            BISHOP => &DIRS[4..],
            ROOK => &DIRS[..4],
            QUEEN => &DIRS,
            _ => return false,
        };
        steps.iter().any(|d| free(b.sq[(s as i16 + d) as usize]))
    };
    let mut aligned = [0u64; 4];
    let found = any_square(b.occ[me as usize], |s| {
        if LINE[s + 256 - king] != 0 {
            aligned[s >> 6] |= 1 << (s & 63);
            return false;
        }
        can_move(s)
    });
    if found || aligned == [0; 4] {
        return found;
    }
    let lines = pin_lines(b, king, col ^ BLACK);
    any_square(aligned, |s| {
        lines & dir_bit(LINE[s + 256 - king] as i16) == 0 && can_move(s)
    })
}

/// Out of check: whether the king of `me` may step to a neighbouring square.
fn king_can_step(b: &Board, me: u8) -> bool {
    let col = colour_of(me);
    let king = b.kings[me as usize] as usize;
    DIRS.iter().any(|&d| {
        let t = (king as i16 + d) as usize;
        target_ok(b.sq[t], col) && king_step_safe(b, me, king, t)
    })
}
