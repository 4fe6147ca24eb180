//! Ordinary moves: generation with legality (checks found once per position, pins screened
//! by the lines enemy sliders hold, so most moves need no trial). Making a move is in
//! `make`.
//!
//! Geometry as ruled: boulders block like friendly pieces and are never captured; gaps
//! stop rooks, bishops, kings and pawns; queens slide over gaps without stopping on one;
//! knights leap; an unmoved pawn may double-step wherever it stands, over land or a gap.

use super::attack::{attackers, LINE};
use super::board::{
    any_square, colour_of, is_own, Board, BISHOP, BLACK, BOULDER, DIRS, EMPTY, GAP, KIND, KNIGHT,
    KNIGHT_STEPS, MOVED, OFF, PAWN, QUEEN, ROOK,
};
use super::pins::{is_pinned, pin_lines};

/// Where the generator sends each move `(from, to, promotion)` (mailbox squares;
/// promotion kind or 0); `true` back stops the generation. Closures are sinks.
pub(super) trait Sink {
    /// Takes one move.
    fn add(&mut self, from: usize, to: usize, promotion: u8) -> bool;

    /// Takes a move without promotion only if `ok` (a sink may write it regardless and
    /// count it only if `ok`, sparing a branch).
    #[inline]
    fn add_if(&mut self, from: usize, to: usize, ok: bool) -> bool {
        ok && self.add(from, to, 0)
    }
}

impl<F: FnMut(usize, usize, u8) -> bool> Sink for F {
    #[inline]
    fn add(&mut self, from: usize, to: usize, promotion: u8) -> bool {
        self(from, to, promotion)
    }
}

/// The promotion choices of a pawn's own move, in notation order.
pub(super) const PROMOTIONS: [u8; 4] = [QUEEN, ROOK, BISHOP, KNIGHT];

/// The generator's view of one position.
struct Ctx<'a> {
    b: &'a Board,
    /// A scratch copy of the squares, made on the first trial.
    tmp: Option<[u8; 256]>,
    /// In check by one piece: the squares a non-king move may go to (mailbox bitset).
    evasions: [u64; 4],
    col: u8,
    them: u8,
    king: usize,
    in_check: bool,
    /// Whether each move of the piece being generated is legal without a test (no check,
    /// no pin).
    free: bool,
    /// The lines out from the king (bits by [`dir_bit`]) holding an enemy piece that
    /// attacks along them: only the mover's pieces on these lines may be pinned.
    pin_lines: u8,
    /// Whether the king's one-step moves are left out (for the caller to add and verify).
    lazy_king: bool,
    ep: usize,
}

impl Ctx<'_> {
    fn scratch(&mut self) -> &mut [u8; 256] {
        let b = self.b;
        match &mut self.tmp {
            Some(t) => t,
            t => t.insert(b.sq),
        }
    }

    /// Full trial of a non-king move (with an en passant victim square, or 0).
    fn trial(&mut self, from: usize, to: usize, victim: usize) -> bool {
        let (b, king, them) = (self.b, self.king, self.them);
        let tmp = self.scratch();
        let (vf, vt, vv) = (tmp[from], tmp[to], tmp[victim]);
        tmp[to] = vf;
        tmp[from] = EMPTY;
        if victim != 0 {
            tmp[victim] = EMPTY;
        }
        let ok = attackers(b, tmp, king, them, 0, true) == 0;
        tmp[victim] = vv;
        tmp[to] = vt;
        tmp[from] = vf;
        ok
    }

    #[inline]
    fn legal(&mut self, from: usize, to: usize) -> bool {
        if self.free {
            return true;
        }
        if !self.in_check {
            return self.trial(from, to, 0); // pinned
        }
        self.evasions[to >> 6] >> (to & 63) & 1 != 0 && self.trial(from, to, 0)
    }

    #[inline]
    fn king_safe(&mut self, to: usize) -> bool {
        attackers(self.b, &self.b.sq, to, self.them, self.king, true) == 0
    }
}

/// Calls `f(from, to, promotion)` (mailbox squares; promotion kind or 0) for every legal
/// ordinary move of player `me` (whose king is attacked exactly when `in_check`), stopping as soon as `f` returns true. `ep` is the en
/// passant square (mailbox) or 0. Returns whether `f` stopped it.
pub(super) fn generate<F: Sink>(b: &Board, me: u8, ep: usize, in_check: bool, f: &mut F) -> bool {
    generate_with(b, me, ep, in_check, false, f)
}

/// As [`generate`] (`in_check` must be whether `me`'s king is attacked), but with
/// `lazy_king` the king's one-step moves are left out: the caller adds them (those to
/// [`target_ok`] squares) and verifies a chosen one with [`king_step_safe`].
pub(super) fn generate_with<F: Sink>(
    b: &Board,
    me: u8,
    ep: usize,
    in_check: bool,
    lazy_king: bool,
    f: &mut F,
) -> bool {
    let col = colour_of(me);
    let them = col ^ BLACK;
    let king = b.kings[me as usize] as usize;
    let mut c = Ctx {
        b,
        tmp: None,
        evasions: [0; 4],
        col,
        them,
        king,
        in_check,
        free: false,
        pin_lines: 0,
        lazy_king,
        ep,
    };
    if !c.in_check {
        c.pin_lines = pin_lines(b, king, them);
    } else {
        let a = attackers(b, &b.sq, king, them, 0, false);
        if a & 0xFF == 1 {
            let checker = (a >> 8) as usize;
            let mut add = |s: usize| c.evasions[s >> 6] |= 1 << (s & 63);
            add(checker);
            let v = b.sq[checker] & KIND;
            if matches!(v, BISHOP | ROOK | QUEEN) {
                let d = LINE[checker + 256 - king] as i16;
                let mut t = king as i16 + d;
                while t as usize != checker {
                    add(t as usize);
                    t += d;
                }
            }
        }
    }
    let fwd: i16 = if col == 0 { 16 } else { -16 };
    // The king goes last: its moves need attack tests, so an early exit (is there any
    // legal move?) usually finds another piece's move first.
    let mut others = b.occ[me as usize];
    others[king >> 6] &= !(1 << (king & 63));
    let stopped = any_square(others, |s| {
        let v = b.sq[s];
        c.free = !c.in_check && (c.pin_lines == 0 || !is_pinned(b, king, them, c.pin_lines, s));
        match v & KIND {
            PAWN => pawn_moves(&mut c, s, v, fwd, f),
            KNIGHT => leaper(&mut c, s, &KNIGHT_STEPS, f),
            BISHOP => slider::<false, F>(&mut c, s, &DIRS[4..], f),
            ROOK => slider::<false, F>(&mut c, s, &DIRS[..4], f),
            QUEEN => slider::<true, F>(&mut c, s, &DIRS, f),
            _ => false,
        }
    });
    if stopped {
        return true;
    }
    let k = c.king;
    if king_moves(&mut c, k, b.sq[k], f) {
        return true;
    }
    false
}

const fn target_table() -> [[bool; 256]; 2] {
    let mut t = [[false; 256]; 2];
    let mut v = 0;
    while v < 256 {
        let (b, k) = (v as u8, v as u8 & KIND);
        let piece = k != 0 && k != BOULDER && b & (GAP | OFF) == 0;
        t[0][v] = b == EMPTY || (piece && b & BLACK != 0);
        t[1][v] = b == EMPTY || (piece && b & BLACK == 0);
        v += 1;
    }
    t
}

/// Per colour index, whether a piece of that colour may move onto a square holding each
/// value: empty land or an enemy piece (not a gap, a boulder or the border).
const TARGET_OK: [[bool; 256]; 2] = target_table();

/// Whether a piece of colour `col` may move onto a square holding `v`: empty land or an
/// enemy piece.
#[inline]
pub(super) fn target_ok(v: u8, col: u8) -> bool {
    TARGET_OK[(col >> 3) as usize][v as usize]
}

fn pawn_to<F: Sink>(c: &Ctx, s: usize, t: usize, f: &mut F) -> bool {
    if c.b.promotes_at(t, c.col) {
        PROMOTIONS.iter().any(|&p| f.add(s, t, p))
    } else {
        f.add(s, t, 0)
    }
}

fn pawn_moves<F: Sink>(c: &mut Ctx, s: usize, v: u8, fwd: i16, f: &mut F) -> bool {
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

fn leaper<F: Sink>(c: &mut Ctx, s: usize, steps: &[i16], f: &mut F) -> bool {
    if c.free {
        let (sq, col) = (&c.b.sq, c.col);
        return steps.iter().any(|d| {
            let t = (s as i16 + d) as usize;
            f.add_if(s, t, target_ok(sq[t], col))
        });
    }
    for d in steps {
        let t = (s as i16 + d) as usize;
        if target_ok(c.b.sq[t], c.col) && c.legal(s, t) && f.add(s, t, 0) {
            return true;
        }
    }
    false
}

/// A rook's, bishop's or queen's moves along `dirs`; a queen (`OVER_GAPS`) crosses gaps.
fn slider<const OVER_GAPS: bool, F: Sink>(c: &mut Ctx, s: usize, dirs: &[i16], f: &mut F) -> bool {
    if c.free {
        return free_slider::<OVER_GAPS, F>(c.b, c.col, s, dirs, f);
    }
    let sq = &c.b.sq;
    for &d in dirs {
        let mut t = (s as i16 + d) as usize;
        loop {
            let v = sq[t];
            if v == EMPTY {
                if (c.free || c.legal(s, t)) && f.add(s, t, 0) {
                    return true;
                }
            } else if !OVER_GAPS || v != GAP {
                if target_ok(v, c.col) && (c.free || c.legal(s, t)) && f.add(s, t, 0) {
                    return true;
                }
                break;
            }
            t = (t as i16 + d) as usize;
        }
    }
    false
}

/// [`slider`] for a piece whose every move is legal (no check, no pin).
#[inline]
fn free_slider<const OVER_GAPS: bool, F: Sink>(
    b: &Board,
    col: u8,
    s: usize,
    dirs: &[i16],
    f: &mut F,
) -> bool {
    let sq = &b.sq;
    for &d in dirs {
        let mut t = (s as i16 + d) as usize & 0xFF;
        loop {
            let v = sq[t];
            if v == EMPTY {
                if f.add(s, t, 0) {
                    return true;
                }
            } else if !OVER_GAPS || v != GAP {
                if f.add_if(s, t, target_ok(v, col)) {
                    return true;
                }
                break;
            }
            t = (t as i16 + d) as usize & 0xFF;
        }
    }
    false
}

fn king_moves<F: Sink>(c: &mut Ctx, s: usize, v: u8, f: &mut F) -> bool {
    for d in DIRS {
        let t = (s as i16 + d) as usize;
        if !c.lazy_king && target_ok(c.b.sq[t], c.col) && c.king_safe(t) && f.add(s, t, 0) {
            return true;
        }
    }
    if v & MOVED != 0 || c.in_check {
        return false;
    }
    castlings(c.b, c.col, s, f)
}

/// Sends `f` each legal castling move of the unmoved king of colour `col` (0 or
/// [`BLACK`]) on `s`, which must not be in check; returns whether `f` stopped it.
pub(super) fn castlings<F: Sink>(b: &Board, col: u8, s: usize, f: &mut F) -> bool {
    let them = col ^ BLACK;
    for d in &DIRS[..4] {
        if let Some(rook) = castling_rook(b, s, *d, col) {
            let (cross, dest) = ((s as i16 + d) as usize, (s as i16 + 2 * d) as usize);
            if b.sq[cross] != EMPTY || b.sq[dest] != EMPTY {
                continue;
            }
            if b.attacked(cross, them) || b.attacked(dest, them) {
                continue;
            }
            // A full trial: a rook or queen beyond the castling rook may now see the king.
            let mut tmp = b.sq;
            tmp[rook] = EMPTY;
            tmp[s] = EMPTY;
            tmp[cross] = b.sq[rook];
            tmp[dest] = b.sq[s];
            if attackers(b, &tmp, dest, them, 0, true) == 0 && f.add(s, dest, 0) {
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

/// Whether player `me`'s king may step from `from` to the adjacent `to`.
pub(super) fn king_step_safe(b: &Board, me: u8, from: usize, to: usize) -> bool {
    let them = colour_of(me) ^ BLACK;
    attackers(b, &b.sq, to, them, from, true) == 0
}
