//! Attack detection, seen from the attackers: each enemy piece is looked up in a table of
//! what can reach a square from where it stands, and only an aligned rook, bishop or queen
//! walks the squares between. Late games have few pieces on a mostly empty board, where
//! this is far cheaper than walking all eight rays out from the target.

use super::board::{
    any_square, Board, BISHOP, BLACK, EMPTY, GAP, KIND, KING, KNIGHT, PAWN, QUEEN, ROOK,
};

/// [`REACH`] bit: a white pawn attacks along this difference.
const WHITE_PAWN: u8 = 1;
/// [`REACH`] bit: a black pawn attacks along this difference.
const BLACK_PAWN: u8 = 2;
/// [`REACH`] bit: a knight's leap.
const LEAP: u8 = 4;
/// [`REACH`] bit: a king's step.
const STEP: u8 = 8;
/// [`REACH`] bit: along a rank or file (a rook's or queen's line).
pub(super) const ORTHOGONAL: u8 = 16;
/// [`REACH`] bit: along a diagonal (a bishop's or queen's line).
pub(super) const DIAGONAL: u8 = 32;

const fn line_table() -> [i8; 512] {
    let mut t = [0i8; 512];
    let dirs: [i16; 8] = [16, 1, -16, -1, 17, -15, -17, 15];
    let mut i = 0;
    while i < 8 {
        let mut n = 1;
        while n < 12 {
            t[(256 + dirs[i] * n) as usize] = dirs[i] as i8;
            n += 1;
        }
        i += 1;
    }
    t
}

/// The mailbox step from an origin towards a destination on one of its eight lines,
/// indexed by `destination + 256 - origin`; 0 off the lines. (A difference can alias a
/// line that wraps round the board edge: walks then meet the border, which blocks.)
pub(super) const LINE: [i8; 512] = line_table();

const fn reach_table() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        let d = LINE[i];
        if d == 1 || d == -1 || d == 16 || d == -16 {
            t[i] |= ORTHOGONAL;
        } else if d != 0 {
            t[i] |= DIAGONAL;
        }
        i += 1;
    }
    let leaps: [i16; 8] = [33, 31, 18, 14, -14, -18, -31, -33];
    let steps: [i16; 8] = [16, 1, -16, -1, 17, -15, -17, 15];
    let mut k = 0;
    while k < 8 {
        t[(256 + leaps[k]) as usize] |= LEAP;
        t[(256 + steps[k]) as usize] |= STEP;
        k += 1;
    }
    t[256 + 15] |= WHITE_PAWN;
    t[256 + 17] |= WHITE_PAWN;
    t[256 - 15] |= BLACK_PAWN;
    t[256 - 17] |= BLACK_PAWN;
    t
}

/// What can attack a square from a difference `target + 256 - from` away: [`REACH`] bits.
pub(super) const REACH: [u8; 512] = reach_table();

/// Whether every square strictly between `from` and `to` (a step `d` apart) is empty land
/// (or `ignore`), or also a gap when `over_gaps`.
#[inline]
pub(super) fn clear_between(
    sq: &[u8; 256],
    from: usize,
    to: usize,
    d: i16,
    over_gaps: bool,
    ignore: usize,
) -> bool {
    let mut t = (from as i16 + d) as usize & 0xFF;
    while t != to {
        let v = sq[t];
        if !(v == EMPTY || t == ignore || (v == GAP && over_gaps)) {
            return false;
        }
        t = (t as i16 + d) as usize & 0xFF;
    }
    true
}

const fn uses_table() -> [u8; 16] {
    let mut t = [0u8; 16];
    t[PAWN as usize] = WHITE_PAWN;
    t[(PAWN | BLACK) as usize] = BLACK_PAWN;
    let mut c = 0;
    while c < 2 {
        let colour = if c == 0 { 0 } else { BLACK };
        t[(KNIGHT | colour) as usize] = LEAP;
        t[(KING | colour) as usize] = STEP;
        t[(ROOK | colour) as usize] = ORTHOGONAL;
        t[(BISHOP | colour) as usize] = DIAGONAL;
        t[(QUEEN | colour) as usize] = ORTHOGONAL | DIAGONAL;
        c += 1;
    }
    t
}

/// The [`REACH`] bits each piece attacks along, indexed by its kind and colour bits.
pub(super) const USES: [u8; 16] = uses_table();

/// Whether piece `v` standing on `from` attacks `target` on `sq`, treating square
/// `ignore` (if not 0) as empty land.
#[inline]
pub(super) fn attacks(sq: &[u8; 256], v: u8, from: usize, target: usize, ignore: usize) -> bool {
    let diff = (target + 256 - from) & 511;
    let hit = REACH[diff] & USES[(v & (KIND | BLACK)) as usize];
    if hit & (ORTHOGONAL | DIAGONAL) == 0 {
        return hit != 0;
    }
    let over_gaps = v & KIND == QUEEN;
    clear_between(sq, from, target, LINE[diff] as i16, over_gaps, ignore)
}

/// Counts the pieces of colour `by` (0 or [`BLACK`]) on `b` attacking mailbox square
/// `target`, judged on the squares `sq` (the board's own, or a scratch copy in which a
/// move was tried: a piece captured there no longer attacks), treating square `ignore`
/// (if not 0) as empty land; with `first_only`, stops at the first. Returns the count in
/// the low byte and the last attacker's square above it.
pub(super) fn attackers(
    b: &Board,
    sq: &[u8; 256],
    target: usize,
    by: u8,
    ignore: usize,
    first_only: bool,
) -> u32 {
    let (mut n, mut last) = (0u32, 0u32);
    let stopped = any_square(b.occ[(by >> 3) as usize], |s| {
        let v = sq[s];
        let hit = v & BLACK == by && attacks(sq, v, s, target, ignore);
        if hit {
            n += 1;
            last = s as u32;
        }
        hit && first_only
    });
    if stopped {
        return 1;
    }
    n | last << 8
}
