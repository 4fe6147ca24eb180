//! Uniformly random ordinary moves for playouts in the positions the quiet sampler
//! (`quiet`) leaves aside (check, en passant, a pinned piece), without building the legal
//! move list: candidates (every legal move, with the king's one-step moves not yet checked) go to a
//! small array on the stack, and rejection sampling verifies only the king steps drawn.
//! The king steps are added last without branches (each written, counted if its target
//! square may be entered).

use super::board::{colour_of, mailbox, Board, DIRS, SQUARE_OF};
use super::movegen;
use super::types::{PieceKind, ShiftingMove, Square};
use crate::engine::Rng;

/// Candidates held on the stack; a position with more (many queens) falls back to the
/// move list.
const CAP: usize = 128;

/// A uniformly random legal ordinary move of player `side` (`check`: whether that king is
/// attacked; `ep`: the en passant square, mailbox, or 0), or `None` when there are more
/// candidates than fit on the stack or (never at a live position) no legal move.
pub(super) fn random_ordinary(
    b: &Board,
    side: u8,
    ep: usize,
    check: bool,
    rng: &mut Rng,
) -> Option<ShiftingMove> {
    let mut c = Candidates {
        list: [0; CAP + 8],
        n: 0,
    };
    if movegen::generate_with(b, side, ep, check, true, &mut c) {
        return None;
    }
    let king = b.kings[side as usize] as usize;
    let col = colour_of(side);
    for d in DIRS {
        let t = (king as i16 + d) as usize;
        c.list[c.n] = king as u32 | (t as u32) << 8;
        c.n += movegen::target_ok(b.sq[t], col) as usize;
    }
    let found = pick(&mut c.list[..c.n], rng, |m| {
        let (f, t) = (m as usize & 0xFF, (m >> 8) as usize & 0xFF);
        !is_king_step(king, f, t) || movegen::king_step_safe(b, side, f, t)
    })?;
    Some(ShiftingMove::Move {
        from: Square(SQUARE_OF[found as usize & 0xFF]),
        to: Square(SQUARE_OF[(found >> 8) as usize & 0xFF]),
        promotion: PieceKind::from_code((found >> 16) as u8),
    })
}

/// The candidates found so far (the king's steps are added after [`CAP`]).
struct Candidates {
    list: [u32; CAP + 8],
    n: usize,
}

impl movegen::Sink for Candidates {
    #[inline]
    fn add(&mut self, from: usize, to: usize, promotion: u8) -> bool {
        if self.n == CAP {
            return true;
        }
        self.list[self.n] = from as u32 | (to as u32) << 8 | (promotion as u32) << 16;
        self.n += 1;
        false
    }

    #[inline]
    fn add_if(&mut self, from: usize, to: usize, ok: bool) -> bool {
        if self.n == CAP {
            return true;
        }
        self.list[self.n] = from as u32 | (to as u32) << 8;
        self.n += ok as usize;
        false
    }
}

/// As [`random_ordinary`] (the same draws, so the same move), on a move list: for
/// positions with too many candidates for the stack.
pub(super) fn random_from_list(
    b: &Board,
    side: u8,
    ep: usize,
    check: bool,
    rng: &mut Rng,
    buffer: &mut Vec<ShiftingMove>,
) -> Option<ShiftingMove> {
    buffer.clear();
    movegen::generate_with(b, side, ep, check, true, &mut |f, t, p| {
        buffer.push(ShiftingMove::Move {
            from: Square(SQUARE_OF[f]),
            to: Square(SQUARE_OF[t]),
            promotion: PieceKind::from_code(p),
        });
        false
    });
    let king = b.kings[side as usize] as usize;
    let col = colour_of(side);
    for d in DIRS {
        let t = (king as i16 + d) as usize;
        if movegen::target_ok(b.sq[t], col) {
            buffer.push(ShiftingMove::Move {
                from: Square(SQUARE_OF[king]),
                to: Square(SQUARE_OF[t]),
                promotion: None,
            });
        }
    }
    pick(buffer, rng, |m| match m {
        ShiftingMove::Move { from, to, .. } => {
            let (f, t) = (mailbox(from.index()), mailbox(to.index()));
            !is_king_step(king, f, t) || movegen::king_step_safe(b, side, f, t)
        }
        _ => true,
    })
}

/// Whether the move from `f` to `t` is a one-square step of the king on `king`.
fn is_king_step(king: usize, f: usize, t: usize) -> bool {
    f == king && matches!((f as i16 - t as i16).abs(), 1 | 15 | 16 | 17)
}

/// Draws uniformly among `list` until `accept` takes one, dropping each rejected
/// candidate (swapping the last into its place); `None` if all are rejected.
fn pick<T: Copy>(list: &mut [T], rng: &mut Rng, accept: impl Fn(T) -> bool) -> Option<T> {
    let mut n = list.len();
    while n > 0 {
        let i = rng.below(n);
        if accept(list[i]) {
            return Some(list[i]);
        }
        n -= 1;
        list[i] = list[n];
    }
    None
}
