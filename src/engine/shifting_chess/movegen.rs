//! Ordinary moves: generation with legality (pins and checks computed once per position,
//! so most moves need no trial), and making a move on the board.
//!
//! Geometry as ruled: boulders block like friendly pieces and are never captured; gaps
//! stop rooks, bishops, kings and pawns; queens slide over gaps without stopping on one;
//! knights leap; an unmoved pawn may double-step wherever it stands, over land or a gap.

use super::board::{
    colour_of, is_body, is_own, Board, BISHOP, BLACK, BOULDER, DIRS, EMPTY, GAP, KIND, KING,
    KNIGHT, KNIGHT_STEPS, MOVED, OFF, PAWN, QUEEN, ROOK,
};

/// The promotion choices of a pawn's own move, in notation order.
pub(super) const PROMOTIONS: [u8; 4] = [QUEEN, ROOK, BISHOP, KNIGHT];

/// What a move did, for the clocks and en passant.
pub(super) struct Made {
    /// A capture or a pawn move (resets the fifty-move clock).
    pub irreversible: bool,
    /// A capture (material fell).
    pub capture: bool,
    /// The square a double-stepping pawn passed over, if it was land (mailbox), else 0.
    pub ep: u8,
}

/// The generator's view of one position.
struct Ctx<'a> {
    b: &'a Board,
    tmp: Board,
    col: u8,
    them: u8,
    king: usize,
    in_check: bool,
    pins: [u8; 8],
    npins: usize,
    ep: usize,
}

impl Ctx<'_> {
    fn pinned(&self, s: usize) -> bool {
        self.pins[..self.npins].contains(&(s as u8))
    }

    /// Full trial of a non-king move (with an en passant victim square, or 0).
    fn trial(&mut self, from: usize, to: usize, victim: usize) -> bool {
        let (vf, vt, vv) = (self.tmp.sq[from], self.tmp.sq[to], self.tmp.sq[victim]);
        self.tmp.sq[to] = vf;
        self.tmp.sq[from] = EMPTY;
        if victim != 0 {
            self.tmp.sq[victim] = EMPTY;
        }
        let ok = !self.tmp.attacked(self.king, self.them);
        self.tmp.sq[victim] = vv;
        self.tmp.sq[to] = vt;
        self.tmp.sq[from] = vf;
        ok
    }

    fn legal(&mut self, from: usize, to: usize) -> bool {
        if !self.in_check && !self.pinned(from) {
            return true;
        }
        self.trial(from, to, 0)
    }

    fn king_safe(&mut self, to: usize) -> bool {
        let k = self.tmp.sq[self.king];
        self.tmp.sq[self.king] = EMPTY;
        let ok = !self.tmp.attacked(to, self.them);
        self.tmp.sq[self.king] = k;
        ok
    }

    fn compute_pins(&mut self) {
        for d in DIRS.iter().enumerate().map(|(i, d)| (i, *d)) {
            let (i, d) = d;
            let line = if i < 4 { ROOK } else { BISHOP };
            let mut s = self.king as i16 + d;
            let mut gap = false;
            let mut candidate = 0usize;
            loop {
                let v = self.b.sq[s as usize];
                if v == EMPTY {
                } else if v == GAP {
                    gap = true;
                } else if v == OFF {
                    break;
                } else if candidate == 0 {
                    if !is_own(v, self.col) {
                        break;
                    }
                    candidate = s as usize;
                } else {
                    let k = v & KIND;
                    if is_own(v, self.them) && (k == QUEEN || (k == line && !gap)) {
                        self.pins[self.npins] = candidate as u8;
                        self.npins += 1;
                    }
                    break;
                }
                s += d;
            }
        }
    }
}

/// Calls `f(from, to, promotion)` (mailbox squares; promotion kind or 0) for every legal
/// ordinary move of player `me`, stopping as soon as `f` returns true. `ep` is the en
/// passant square (mailbox) or 0. Returns whether `f` stopped it.
pub(super) fn generate<F: FnMut(usize, usize, u8) -> bool>(
    b: &Board,
    me: u8,
    ep: usize,
    f: &mut F,
) -> bool {
    let col = colour_of(me);
    let them = col ^ BLACK;
    let king = b.kings[me as usize] as usize;
    let mut c = Ctx {
        b,
        tmp: b.clone(),
        col,
        them,
        king,
        in_check: b.attacked(king, them),
        pins: [0; 8],
        npins: 0,
        ep,
    };
    if !c.in_check {
        c.compute_pins();
    }
    let fwd: i16 = if col == 0 { 16 } else { -16 };
    for rank in 0..12 {
        let row = (rank + 2) * 16 + 2;
        for s in row..row + 12 {
            let v = b.sq[s];
            if !is_own(v, col) {
                continue;
            }
            let stop = match v & KIND {
                PAWN => pawn_moves(&mut c, s, v, fwd, f),
                KNIGHT => leaper(&mut c, s, &KNIGHT_STEPS, f),
                BISHOP => slider(&mut c, s, &DIRS[4..], false, f),
                ROOK => slider(&mut c, s, &DIRS[..4], false, f),
                QUEEN => slider(&mut c, s, &DIRS, true, f),
                _ => king_moves(&mut c, s, v, f),
            };
            if stop {
                return true;
            }
        }
    }
    false
}

fn target_ok(v: u8, col: u8) -> bool {
    v == EMPTY || (is_body(v) && v & KIND != BOULDER && v & BLACK != col && v & (GAP | OFF) == 0)
}

fn pawn_to<F: FnMut(usize, usize, u8) -> bool>(c: &Ctx, s: usize, t: usize, f: &mut F) -> bool {
    if c.b.promotes_at(t, c.col) {
        PROMOTIONS.iter().any(|&p| f(s, t, p))
    } else {
        f(s, t, 0)
    }
}

fn pawn_moves<F: FnMut(usize, usize, u8) -> bool>(
    c: &mut Ctx,
    s: usize,
    v: u8,
    fwd: i16,
    f: &mut F,
) -> bool {
    let one = (s as i16 + fwd) as usize;
    let vo = c.b.sq[one];
    if vo == EMPTY && c.legal(s, one) && pawn_to(c, s, one, f) {
        return true;
    }
    if v & MOVED == 0 && (vo == EMPTY || vo == GAP) {
        let two = (one as i16 + fwd) as usize;
        if c.b.sq[two] == EMPTY && c.legal(s, two) && pawn_to(c, s, two, f) {
            return true;
        }
    }
    for side in [-1i16, 1] {
        let t = (one as i16 + side) as usize;
        let vt = c.b.sq[t];
        if is_own(vt, c.them) {
            if c.legal(s, t) && pawn_to(c, s, t, f) {
                return true;
            }
        } else if t == c.ep && vt == EMPTY {
            let victim = (t as i16 - fwd) as usize;
            if c.b.sq[victim] & !MOVED == PAWN | c.them
                && c.trial(s, t, victim)
                && pawn_to(c, s, t, f)
            {
                return true;
            }
        }
    }
    false
}

fn leaper<F: FnMut(usize, usize, u8) -> bool>(
    c: &mut Ctx,
    s: usize,
    steps: &[i16],
    f: &mut F,
) -> bool {
    for d in steps {
        let t = (s as i16 + d) as usize;
        if target_ok(c.b.sq[t], c.col) && c.legal(s, t) && f(s, t, 0) {
            return true;
        }
    }
    false
}

fn slider<F: FnMut(usize, usize, u8) -> bool>(
    c: &mut Ctx,
    s: usize,
    dirs: &[i16],
    over_gaps: bool,
    f: &mut F,
) -> bool {
    for &d in dirs {
        let mut t = s as i16 + d;
        loop {
            let v = c.b.sq[t as usize];
            if v == GAP {
                if !over_gaps {
                    break;
                }
            } else if v == EMPTY {
                if c.legal(s, t as usize) && f(s, t as usize, 0) {
                    return true;
                }
            } else {
                if target_ok(v, c.col) && c.legal(s, t as usize) && f(s, t as usize, 0) {
                    return true;
                }
                break;
            }
            t += d;
        }
    }
    false
}

fn king_moves<F: FnMut(usize, usize, u8) -> bool>(c: &mut Ctx, s: usize, v: u8, f: &mut F) -> bool {
    for d in DIRS {
        let t = (s as i16 + d) as usize;
        if target_ok(c.b.sq[t], c.col) && c.king_safe(t) && f(s, t, 0) {
            return true;
        }
    }
    if v & MOVED != 0 || c.in_check {
        return false;
    }
    for d in &DIRS[..4] {
        if let Some(rook) = castling_rook(c.b, s, *d, c.col) {
            let (cross, dest) = ((s as i16 + d) as usize, (s as i16 + 2 * d) as usize);
            if c.b.sq[cross] != EMPTY || c.b.sq[dest] != EMPTY {
                continue;
            }
            if c.b.attacked(cross, c.them) || c.b.attacked(dest, c.them) {
                continue;
            }
            // A full trial: a rook or queen beyond the castling rook may now see the king.
            let (vr, vk) = (c.tmp.sq[rook], c.tmp.sq[s]);
            c.tmp.sq[rook] = EMPTY;
            c.tmp.sq[s] = EMPTY;
            c.tmp.sq[cross] = vr;
            c.tmp.sq[dest] = vk;
            let ok = !c.tmp.attacked(dest, c.them);
            c.tmp.sq[cross] = EMPTY;
            c.tmp.sq[dest] = EMPTY;
            c.tmp.sq[rook] = vr;
            c.tmp.sq[s] = vk;
            if ok && f(s, dest, 0) {
                return true;
            }
        }
    }
    false
}

/// The unmoved rook the unmoved king on `s` may castle with towards `d`: 2 or 3 squares
/// between them, none holding a piece or boulder (gaps allowed except on the king's path,
/// which the caller checks).
pub(super) fn castling_rook(b: &Board, s: usize, d: i16, col: u8) -> Option<usize> {
    let mut t = s as i16 + d;
    let mut between = 0;
    while b.sq[t as usize] == EMPTY || b.sq[t as usize] == GAP {
        between += 1;
        t += d;
    }
    let v = b.sq[t as usize];
    (v == ROOK | col && (2..=3).contains(&between)).then_some(t as usize)
}

/// Makes an ordinary (legal) move on the board: en passant, castling and promotion
/// included. `ep` is the current en passant square (mailbox) or 0.
pub(super) fn make(b: &mut Board, from: usize, to: usize, promo: u8, ep: usize) -> Made {
    let v = b.sq[from];
    let kind = v & KIND;
    let col = v & BLACK;
    let mut capture = is_body(b.sq[to]);
    let mut made_ep = 0;
    b.sq[from] = EMPTY;
    match kind {
        PAWN => {
            let fwd: i16 = if col == 0 { 16 } else { -16 };
            if to == ep && !capture && (to as i16 - from as i16).abs() != 16 {
                b.sq[(to as i16 - fwd) as usize] = EMPTY;
                capture = true;
            }
            if (to as i16 - from as i16).abs() == 32 {
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
            b.put(to, new);
        }
        KING => {
            let delta = to as i16 - from as i16;
            if matches!(delta.abs(), 2 | 32) {
                let d = delta / 2;
                if let Some(rook) = castling_rook(b, from, d, col) {
                    b.sq[rook] = EMPTY;
                    b.sq[(from as i16 + d) as usize] = ROOK | col | MOVED;
                }
            }
            b.put(to, v | MOVED);
        }
        ROOK => b.put(to, v | MOVED),
        _ => b.put(to, v),
    }
    Made {
        irreversible: capture || kind == PAWN,
        capture,
        ep: made_ep,
    }
}
