//! The board as plain data: a 16×16 mailbox (the 12×12 blue board inside a two-square
//! border, so knight leaps never index out of range), the 6×6 grid of megatile slots, the
//! voided tile's contents and both kings' squares, with derived piece sets and a Zobrist
//! hash kept in step by [`Board::set`].

use super::attack::attackers;

/// An empty land square.
pub(super) const EMPTY: u8 = 0;
/// Empty space: a square no present megatile covers.
pub(super) const GAP: u8 = 0x20;
/// Outside the blue board (the mailbox border).
pub(super) const OFF: u8 = 0x40;
/// Colour bit of a piece: set for Black.
pub(super) const BLACK: u8 = 0x08;
/// Set on pawns, rooks and kings that have moved by their own move.
pub(super) const MOVED: u8 = 0x10;
/// Mask of the piece kind.
pub(super) const KIND: u8 = 0x07;
pub(super) const PAWN: u8 = 1;
pub(super) const KNIGHT: u8 = 2;
pub(super) const BISHOP: u8 = 3;
pub(super) const ROOK: u8 = 4;
pub(super) const QUEEN: u8 = 5;
pub(super) const KING: u8 = 6;
pub(super) const BOULDER: u8 = 7;

/// A slot holding no megatile.
pub(super) const NO_TILE: u8 = 0xFF;
/// Slot flag: the tile there is voided (lifted off; its spot is reserved).
pub(super) const VOIDED: u8 = 0x40;
/// Mask of a slot's tile id (0..16 for A..P).
pub(super) const TILE_ID: u8 = 0x0F;

/// Mailbox steps: north, east, south, west, then the diagonals NE, SE, SW, NW.
pub(super) const DIRS: [i16; 8] = [16, 1, -16, -1, 17, -15, -17, 15];
/// Knight leaps in the mailbox.
pub(super) const KNIGHT_STEPS: [i16; 8] = [33, 31, 18, 14, -14, -18, -31, -33];

/// The mailbox index of blue-board square `rank * 12 + file`.
pub(super) const fn mailbox(square: usize) -> usize {
    (square / 12 + 2) * 16 + square % 12 + 2
}

const fn square_table() -> [u8; 256] {
    let mut t = [255u8; 256];
    let mut s = 0;
    while s < 144 {
        t[mailbox(s)] = s as u8;
        s += 1;
    }
    t
}

/// Blue-board square of each mailbox index (255 off the board).
pub(super) const SQUARE_OF: [u8; 256] = square_table();

const fn slot_table() -> [u8; 256] {
    let mut t = [255u8; 256];
    let mut s = 0;
    while s < 144 {
        let (rank, file) = (s / 12, s % 12);
        t[mailbox(s)] = ((rank / 2) * 6 + file / 2) as u8;
        s += 1;
    }
    t
}

/// The slot (0..36, `row * 6 + column`) holding each mailbox square (255 off the board).
pub(super) const SLOT_OF: [u8; 256] = slot_table();

/// The four mailbox squares of a slot: bottom-left, bottom-right, top-left, top-right.
pub(super) const fn slot_squares(slot: usize) -> [usize; 4] {
    let bl = mailbox((slot / 6) * 2 * 12 + (slot % 6) * 2);
    [bl, bl + 1, bl + 16, bl + 17]
}

/// Whether `v` is a piece (any colour) or a boulder.
#[inline]
pub(super) fn is_body(v: u8) -> bool {
    v & KIND != 0
}

/// Whether `v` is a piece of the colour whose bit is `colour` (0 or [`BLACK`]).
#[inline]
pub(super) fn is_own(v: u8, colour: u8) -> bool {
    let k = v & KIND;
    k != 0 && k != BOULDER && v & BLACK == colour
}

const fn promotion_ranks() -> [[u64; 4]; 2] {
    let mut t = [[0u64; 4]; 2];
    let mut s = 0;
    while s < 144 {
        let (m, rank) = (mailbox(s), s / 12);
        if rank >= 9 {
            t[0][m / 64] |= 1 << (m % 64);
        }
        if rank <= 2 {
            t[1][m / 64] |= 1 << (m % 64);
        }
        s += 1;
    }
    t
}

/// Per colour, the mailbox squares of its last three ranks (where its pawns may promote).
const PROMOTION_RANKS: [[u64; 4]; 2] = promotion_ranks();

/// Calls `f` with each square of a 256-bit set of mailbox squares, in increasing order,
/// until it returns true; returns whether it did.
#[inline(always)]
pub(super) fn any_square(set: [u64; 4], mut f: impl FnMut(usize) -> bool) -> bool {
    for (w, word) in set.into_iter().enumerate() {
        let mut m = word;
        while m != 0 {
            if f(w * 64 + m.trailing_zeros() as usize) {
                return true;
            }
            m &= m - 1;
        }
    }
    false
}

/// The colour bit of player `p`.
#[inline]
pub(super) fn colour_of(p: u8) -> u8 {
    if p == 0 {
        0
    } else {
        BLACK
    }
}

/// Squares, tiles, limbo and king squares: everything a distortion changes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Board {
    /// The mailbox.
    pub sq: [u8; 256],
    /// Per slot: [`NO_TILE`] or tile id | orientation << 4 | [`VOIDED`].
    pub slots: [u8; 36],
    /// The voided tile's contents (bottom-left, bottom-right, top-left, top-right).
    pub limbo: [u8; 4],
    /// Each player's king (mailbox index).
    pub kings: [u8; 2],
    /// Derived: per colour, the mailbox squares holding its pieces (a 256-bit set).
    pub occ: [[u64; 4]; 2],
    /// Derived: per colour, the squares of its rooks, bishops and queens.
    pub sliders: [[u64; 4]; 2],
    /// Derived: the Zobrist hash of every piece and boulder on its square.
    pub hash: u64,
}

/// The Zobrist value of content `v` (a piece or a boulder) on mailbox square `s`: a
/// SplitMix64 finaliser of the pair, so no table is needed.
#[inline]
fn zobrist(s: usize, v: u8) -> u64 {
    let mut z = ((s as u64) << 5 | (v & 0x1F) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Board {
    /// An empty blue board: all gaps, no tiles.
    pub fn blank() -> Board {
        let mut sq = [OFF; 256];
        for s in 0..144 {
            sq[mailbox(s)] = GAP;
        }
        Board {
            sq,
            slots: [NO_TILE; 36],
            limbo: [EMPTY; 4],
            kings: [0; 2],
            occ: [[0; 4]; 2],
            sliders: [[0; 4]; 2],
            hash: 0,
        }
    }

    /// The sixteen tiles on the central 4×4 slots, all land empty.
    pub fn central_tiles() -> Board {
        let mut b = Board::blank();
        for t in 0..16 {
            let slot = (t / 4 + 1) * 6 + t % 4 + 1;
            b.slots[slot] = t as u8;
            for s in slot_squares(slot) {
                b.sq[s] = EMPTY;
            }
        }
        b
    }

    /// Writes `v` to mailbox square `s`, keeping the derived data (kings, piece and
    /// slider sets, hash) in step. Every change to a square goes through here.
    #[inline]
    pub fn set(&mut self, s: usize, v: u8) {
        let old = self.sq[s];
        if old & KIND != 0 {
            self.hash ^= zobrist(s, old);
            if old & KIND != BOULDER {
                let c = ((old & BLACK) >> 3) as usize;
                self.occ[c][s >> 6] &= !(1 << (s & 63));
                self.sliders[c][s >> 6] &= !(1 << (s & 63));
            }
        }
        self.sq[s] = v;
        if v & KIND != 0 {
            self.hash ^= zobrist(s, v);
            if v & KIND != BOULDER {
                let c = ((v & BLACK) >> 3) as usize;
                self.occ[c][s >> 6] |= 1 << (s & 63);
                let slider = matches!(v & KIND, BISHOP | ROOK | QUEEN) as u64;
                self.sliders[c][s >> 6] |= slider << (s & 63);
            }
            if v & KIND == KING {
                self.kings[((v & BLACK) >> 3) as usize] = s as u8;
            }
        }
    }

    /// Recomputes the derived data (kings, piece and slider sets, hash) from the squares.
    pub fn recount(&mut self) {
        let sq = self.sq;
        self.sq = [OFF; 256];
        (self.occ, self.sliders, self.hash) = ([[0; 4]; 2], [[0; 4]; 2], 0);
        for (s, v) in sq.into_iter().enumerate() {
            self.set(s, v);
        }
    }

    /// How many pieces (boulders aside) stand on the board.
    pub fn piece_count(&self) -> u32 {
        self.occ.iter().flatten().map(|w| w.count_ones()).sum()
    }

    /// Whether a present tile covers slot `slot`.
    #[inline]
    pub fn present(&self, slot: usize) -> bool {
        self.slots[slot] != NO_TILE && self.slots[slot] & VOIDED == 0
    }

    /// The slot of the voided tile, if any.
    pub fn voided_slot(&self) -> Option<usize> {
        // A tile byte has bit 7 clear; bit 6 is the voided flag ([`NO_TILE`] sets both).
        let mut bytes = [NO_TILE; 40];
        bytes[..36].copy_from_slice(&self.slots);
        bytes.chunks_exact(8).enumerate().find_map(|(i, chunk)| {
            let w = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
            let m = w & !(w >> 1) & 0x4040_4040_4040_4040;
            (m != 0).then(|| i * 8 + m.trailing_zeros() as usize / 8)
        })
    }

    /// Whether a white (`colour` 0) or black pawn on mailbox square `s` meets the promotion
    /// condition: in its last three ranks with no land further ahead in its file.
    #[inline]
    pub fn promotes_at(&self, s: usize, colour: u8) -> bool {
        let rank = SQUARE_OF[s] / 12;
        let step: i16 = if colour == 0 { 16 } else { -16 };
        if (colour == 0 && rank < 9) || (colour != 0 && rank > 2) {
            return false;
        }
        let mut t = s as i16 + step;
        loop {
            match self.sq[t as usize] {
                OFF => return true,
                GAP => t += step,
                _ => return false,
            }
        }
    }

    /// Promotes every pawn (both sides) that meets the promotion condition to a queen, as
    /// after a distortion. Returns whether any promoted.
    pub fn promote_all(&mut self) -> bool {
        let mut any = false;
        for (colour, masks) in [(0, PROMOTION_RANKS[0]), (BLACK, PROMOTION_RANKS[1])] {
            let own = self.occ[(colour >> 3) as usize];
            any_square(std::array::from_fn(|w| own[w] & masks[w]), |s| {
                if self.sq[s] & !MOVED == PAWN | colour && self.promotes_at(s, colour) {
                    self.set(s, QUEEN | colour);
                    any = true;
                }
                false
            });
        }
        any
    }

    /// Whether a piece of colour `by` (0 or [`BLACK`]) attacks mailbox square `target`.
    #[inline]
    pub fn attacked(&self, target: usize, by: u8) -> bool {
        attackers(self, &self.sq, target, by, 0, true) != 0
    }
    /// Whether player `p`'s king is attacked.
    #[inline]
    pub fn king_attacked(&self, p: u8) -> bool {
        self.attacked(self.kings[p as usize] as usize, colour_of(1 - p))
    }

    /// Rotates the tile on `slot` a quarter turn (clockwise seen with White at the bottom).
    pub fn rotate(&mut self, slot: usize, clockwise: bool) {
        let [bl, br, tl, tr] = slot_squares(slot);
        let (a, b, c, d) = (self.sq[bl], self.sq[br], self.sq[tl], self.sq[tr]);
        if clockwise {
            self.set(tr, c);
            self.set(br, d);
            self.set(bl, b);
            self.set(tl, a);
        } else {
            self.set(tl, d);
            self.set(tr, b);
            self.set(br, a);
            self.set(bl, c);
        }
        let t = self.slots[slot];
        let turn = if clockwise { 1 } else { 3 };
        self.slots[slot] = (t & !0x30) | ((((t >> 4) + turn) & 3) << 4);
    }

    /// Moves the tile (and its squares) from slot `from` to the empty slot `to`.
    pub fn move_tile(&mut self, from: usize, to: usize) {
        let (a, b) = (slot_squares(from), slot_squares(to));
        for i in 0..4 {
            let v = self.sq[a[i]];
            self.set(a[i], GAP);
            self.set(b[i], v);
        }
        self.slots[to] = self.slots[from];
        self.slots[from] = NO_TILE;
    }

    /// Exchanges the tiles of two slots.
    pub fn swap_tiles(&mut self, x: usize, y: usize) {
        let (a, b) = (slot_squares(x), slot_squares(y));
        for i in 0..4 {
            let (va, vb) = (self.sq[a[i]], self.sq[b[i]]);
            self.set(a[i], vb);
            self.set(b[i], va);
        }
        self.slots.swap(x, y);
    }

    /// Lifts the tile on `slot` into limbo.
    pub fn void_tile(&mut self, slot: usize) {
        for (i, s) in slot_squares(slot).into_iter().enumerate() {
            self.limbo[i] = self.sq[s];
            self.set(s, GAP);
        }
        self.slots[slot] |= VOIDED;
    }

    /// Puts the voided tile back where it was. Returns whether there was one.
    pub fn return_void(&mut self) -> bool {
        let Some(slot) = self.voided_slot() else {
            return false;
        };
        for (i, s) in slot_squares(slot).into_iter().enumerate() {
            self.set(s, self.limbo[i]);
            self.limbo[i] = EMPTY;
        }
        self.slots[slot] &= !VOIDED;
        true
    }

    /// The slot `slot` steps to in direction `dir` (0 north, 1 east, 2 south, 3 west).
    pub fn slot_step(slot: usize, dir: u8) -> Option<usize> {
        let (row, col) = (slot / 6, slot % 6);
        match dir {
            0 if row < 5 => Some(slot + 6),
            1 if col < 5 => Some(slot + 1),
            2 if row > 0 => Some(slot - 6),
            3 if col > 0 => Some(slot - 1),
            _ => None,
        }
    }

    /// The slots a slide of the tile on `slot` towards `dir` moves, nearest last pushed
    /// first, and the empty slot it ends in; `None` if the slide is impossible.
    #[inline]
    pub fn slide_chain(&self, slot: usize, dir: u8) -> Option<([usize; 3], usize, usize)> {
        self.slide_path(slot, dir).ok()
    }

    /// As [`Board::slide_chain`], or why the slide is impossible.
    pub fn slide_path(
        &self,
        slot: usize,
        dir: u8,
    ) -> Result<([usize; 3], usize, usize), SlideBlocked> {
        let mut chain = [slot; 3];
        let mut n = 1;
        let mut next = Board::slot_step(slot, dir).ok_or(SlideBlocked::OffBoard)?;
        while self.present(next) {
            if n == 3 {
                return Err(SlideBlocked::TooManyTiles);
            }
            chain[n] = next;
            n += 1;
            next = Board::slot_step(next, dir).ok_or(SlideBlocked::OffBoard)?;
        }
        if self.slots[next] != NO_TILE {
            return Err(SlideBlocked::IntoVoidSpot);
        }
        Ok((chain, n, next))
    }

    /// Slides the tile on `slot` one slot towards `dir`, pushing the tiles ahead.
    pub fn slide(&mut self, slot: usize, dir: u8) {
        if let Some((chain, n, end)) = self.slide_chain(slot, dir) {
            let mut to = end;
            for i in (0..n).rev() {
                self.move_tile(chain[i], to);
                to = chain[i];
            }
        }
    }
}

/// Why a slide cannot be made, as the board sees it (the card's refusal, `ApplyError`, says
/// it to the player).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlideBlocked {
    /// The slide would push a tile off the blue board.
    OffBoard,
    /// The slide would push more than two tiles.
    TooManyTiles,
    /// The slide would move a tile onto the voided tile's reserved spot.
    IntoVoidSpot,
}
