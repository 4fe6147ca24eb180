//! Move generation and play: bitboard targets from the precomputed tables, promotion
//! expansion (flip + relocation, Ant pool choices), drops, and the end of the game.

use super::piece::{ChironMove, Piece, DROP, POOL_KINDS};
use super::tables::{ray_attacks, FIRST_RANK, MOVES, NO_RAY, T_ANT, T_KING, T_PHOENIX, ZONE};
use super::{Chiron, NO_WINNER};

/// Pool index of a normal Ant.
const POOL_ANT: usize = 0;

#[inline]
fn type_of(code: u8) -> u8 {
    ((code - 1) % 12) >> 1
}

#[inline]
fn owner_of(code: u8) -> usize {
    ((code - 1) / 12) as usize
}

/// Whether the code is a symmetric piece in its normal form (it may flip).
#[inline]
pub(super) fn may_flip(code: u8) -> bool {
    let k = (code - 1) % 12;
    k < 6 && k & 1 == 0
}

/// Whether the code is a King of either form.
#[inline]
pub(super) fn is_king(code: u8) -> bool {
    code != 0 && type_of(code) == T_KING
}

impl Chiron {
    /// The square of `owner`'s King, if it is on the board.
    pub(super) fn king_square(&self, owner: usize) -> Option<usize> {
        let mut kings = self.occ[owner];
        while kings != 0 {
            let sq = kings.trailing_zeros() as usize;
            kings &= kings - 1;
            if is_king(self.board[sq]) {
                return Some(sq);
            }
        }
        None
    }

    /// The squares the piece `code` on `sq` may move to by ordinary moves (empty or
    /// capturable) and by capture-only moves (capturable only).
    #[inline(always)]
    pub(super) fn target_masks(&self, sq: usize, code: u8) -> (u64, u64) {
        let t = &MOVES[(code - 1) as usize][sq];
        let c = t.owner as usize;
        let own = self.occ[c];
        let enemy = self.occ[c ^ 1];
        let all = own | enemy;
        let mut ord = t.ord_leaps;
        if t.ord_ray != NO_RAY {
            ord |= ray_attacks(t.ord_ray, sq, all);
        }
        ord &= if t.ant {
            !own | (own & self.ants)
        } else {
            !own
        };
        let mut cap = t.cap_leaps;
        if t.cap_ray != NO_RAY {
            cap |= ray_attacks(t.cap_ray, sq, all);
        }
        (ord, cap & enemy & !self.phoenixes)
    }

    /// All squares the piece on `sq` may move to.
    #[inline(always)]
    fn all_targets(&self, sq: usize, code: u8) -> u64 {
        let (ord, cap) = self.target_masks(sq, code);
        ord | cap
    }

    /// The squares a flipped piece `code` reaches from `start` by consecutive ordinary
    /// non-capturing moves through empty squares, `start` included.
    pub(super) fn relocation_squares(code: u8, start: usize, occupied: u64) -> u64 {
        let idx = (code - 1) as usize;
        let mut reached = 1u64 << start;
        let mut frontier = reached;
        while frontier != 0 {
            let mut next = 0u64;
            let mut f = frontier;
            while f != 0 {
                let s = f.trailing_zeros() as usize;
                f &= f - 1;
                // Flipped forms only leap (their moves have no rays).
                next |= MOVES[idx][s].ord_leaps;
            }
            next &= !occupied & !reached;
            reached |= next;
            frontier = next;
        }
        reached
    }

    /// Fills `out` with the legal moves (clearing it first).
    pub(super) fn generate(&self, out: &mut Vec<ChironMove>) {
        out.clear();
        if self.winner != NO_WINNER {
            return;
        }
        let all = self.occ[0] | self.occ[1];
        for (owner, &first) in FIRST_RANK.iter().enumerate() {
            if self.hands[owner] > 0 {
                let mut empty = first & !all;
                while empty != 0 {
                    let sq = empty.trailing_zeros() as usize;
                    empty &= empty - 1;
                    out.push(ChironMove::drop(owner, sq));
                }
            }
        }
        let c = self.side as usize;
        let mut pieces = self.occ[c];
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let code = self.board[from];
            let mut t = self.all_targets(from, code);
            let promotable = if may_flip(code) { ZONE[c] } else { 0 };
            // Final squares of flips after non-capturing arrivals already listed: reaching
            // the same square from another arrival square is the same move (same effect).
            let mut quiet_flips = 0u64;
            let mut plain = t & !promotable;
            t &= promotable;
            while plain != 0 {
                let to = plain.trailing_zeros() as usize;
                plain &= plain - 1;
                out.push(ChironMove::step(from, to));
            }
            while t != 0 {
                let to = t.trailing_zeros() as usize;
                t &= t - 1;
                out.push(ChironMove::step(from, to));
                if !is_king(self.board[to]) {
                    self.push_promotions(from, to, code, all, &mut quiet_flips, out);
                }
            }
        }
    }

    /// The promotion choices of `code` arriving on `to` from `from` (declining excluded).
    /// After a non-capturing arrival, flips to a final square in `quiet_flips` are
    /// skipped (they were listed from an earlier arrival square), and the others added.
    pub(super) fn push_promotions(
        &self,
        from: usize,
        to: usize,
        code: u8,
        all: u64,
        quiet_flips: &mut u64,
        out: &mut Vec<ChironMove>,
    ) {
        let flipped = Piece(code).flipped().0;
        let occupied = (all & !(1u64 << from)) | 1u64 << to;
        let mut reach = Self::relocation_squares(flipped, to, occupied);
        if self.board[to] == 0 {
            reach &= !*quiet_flips;
            *quiet_flips |= reach;
        }
        while reach != 0 {
            let dest = reach.trailing_zeros() as usize;
            reach &= reach - 1;
            out.push(ChironMove::flip(from, to, dest));
        }
        if type_of(code) == T_ANT {
            let c = owner_of(code);
            let captured = self.board[to];
            let taken = (captured != 0 && owner_of(captured) == c)
                .then(|| Piece(captured).pool_index())
                .flatten();
            for p in 1..POOL_KINDS {
                if self.pools[c][p] > 0 || taken == Some(p) {
                    out.push(ChironMove::pool(from, to, p));
                }
            }
        }
    }

    /// Whether the side to move has any legal move (an early-exit [`Chiron::generate`]).
    pub(super) fn has_any_move(&self) -> bool {
        let all = self.occ[0] | self.occ[1];
        for (owner, &first) in FIRST_RANK.iter().enumerate() {
            if self.hands[owner] > 0 && first & !all != 0 {
                return true;
            }
        }
        let c = self.side as usize;
        let mut pieces = self.occ[c];
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            if self.all_targets(from, self.board[from]) != 0 {
                return true;
            }
        }
        false
    }

    #[inline]
    pub(super) fn put_piece(&mut self, sq: usize, code: u8) {
        let bit = 1u64 << sq;
        self.board[sq] = code;
        self.occ[owner_of(code)] |= bit;
        match type_of(code) {
            T_PHOENIX => self.phoenixes |= bit,
            T_ANT => self.ants |= bit,
            _ => {}
        }
    }

    #[inline]
    fn take(&mut self, sq: usize) -> u8 {
        let code = self.board[sq];
        let bit = !(1u64 << sq);
        self.board[sq] = 0;
        self.occ[0] &= bit;
        self.occ[1] &= bit;
        self.phoenixes &= bit;
        self.ants &= bit;
        code
    }

    /// Plays a move assumed legal, then decides whether the game is over.
    pub(super) fn apply(&mut self, m: ChironMove) {
        let c = self.side as usize;
        if m.from >= DROP {
            // (Saturating and masked: an illegal move must not panic.)
            let owner = ((m.from - DROP) & 1) as usize;
            self.hands[owner] = self.hands[owner].saturating_sub(1);
            self.put_piece(m.to as usize, Piece::from_kind(owner as u8, 2).0);
        } else {
            let mut code = self.take(m.from as usize);
            if code == 0 {
                return;
            }
            let captured = self.take(m.to as usize);
            if captured != 0 {
                match type_of(captured) {
                    T_KING => self.winner = c as u8,
                    T_PHOENIX => self.hands[c] = self.hands[c].saturating_add(1),
                    _ => {
                        let p = Piece(captured);
                        let i = p.pool_index().unwrap_or(POOL_ANT);
                        let n = &mut self.pools[p.owner() as usize][i];
                        *n = n.saturating_add(1);
                    }
                }
            }
            match m.promo {
                0 => {}
                1 if may_flip(code) => code = Piece(code).flipped().0,
                1 => {}
                p => {
                    let i = (p - 2) as usize % POOL_KINDS;
                    self.pools[c][i] = self.pools[c][i].saturating_sub(1);
                    self.pools[c][POOL_ANT] = self.pools[c][POOL_ANT].saturating_add(1);
                    code = Piece::from_pool_index(c as u8, i).0;
                }
            }
            self.put_piece(m.dest as usize, code);
        }
        self.side ^= 1;
        if self.winner == NO_WINNER && !self.has_any_move() {
            self.winner = c as u8;
        }
    }
}
