//! Distortions: the legal applications of a drawn card and their effect on the board,
//! and the deck (a seeded shuffle, drawn by kind, reshuffled from the discard).

use super::board::{slot_squares, Board, NO_TILE, SLOT_OF};
use super::{Card, ShiftingMove, SlideDir};
use crate::engine::Rng;

/// Cards of each kind in the deck: Swap, Rotate, Slide, Void.
pub(super) const DECK_COUNTS: [u8; 4] = [6, 6, 5, 3];
/// Cards in the deck.
pub(super) const DECK_SIZE: usize = 20;

/// The draw pile (in order, top first), the discard pile, and the shuffle seed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Deck {
    /// Whether cards are used at all (off only for orthodox tests).
    pub on: bool,
    /// The seed every shuffle derives from.
    pub seed: u64,
    /// How many shuffles have been made (the first deal is shuffle 0).
    pub shuffles: u32,
    /// The draw pile, top first; entries past `len` are 0.
    pub pile: [u8; DECK_SIZE],
    /// Cards in the draw pile.
    pub len: u8,
    /// Discarded cards of each kind.
    pub discard: [u8; 4],
}

impl Deck {
    /// A deck shuffled from `seed`, or no deck.
    pub fn new(seed: u64, on: bool) -> Deck {
        let mut d = Deck {
            on,
            seed,
            shuffles: 0,
            pile: [0; DECK_SIZE],
            len: 0,
            discard: [0; 4],
        };
        if on {
            d.deal(DECK_COUNTS);
        }
        d
    }

    /// Shuffles `counts` into the (empty) pile with shuffle number `self.shuffles`.
    fn deal(&mut self, counts: [u8; 4]) {
        let mut n = 0;
        for (kind, &c) in counts.iter().enumerate() {
            for _ in 0..c {
                self.pile[n] = kind as u8;
                n += 1;
            }
        }
        let mut rng =
            Rng::new(self.seed ^ (self.shuffles as u64).wrapping_mul(0xD1B5_4A32_D192_ED03));
        for i in (1..n).rev() {
            let j = rng.below(i + 1);
            self.pile.swap(i, j);
        }
        self.len = n as u8;
    }

    /// Cards of each kind in the draw pile (counted bit-parallel: kind 1 has only its low
    /// bit set, kind 2 only its high bit, kind 3 both; entries past `len` are 0).
    pub fn pile_counts(&self) -> [u8; 4] {
        let mut bytes = [0u8; 24];
        bytes[..DECK_SIZE].copy_from_slice(&self.pile);
        // Per byte, whether the card is of kind 1, 2, 3; summed byte-wise over the three
        // words (at most 3 a byte, no carries), then the bytes summed by one product.
        let (mut low, mut high, mut both) = (0u64, 0u64, 0u64);
        for chunk in bytes.chunks_exact(8) {
            let w = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
            let (l, h) = (w & 0x0101_0101_0101_0101, (w >> 1) & 0x0101_0101_0101_0101);
            low += l & !h;
            high += h & !l;
            both += l & h;
        }
        let sum = |x: u64| (x.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8;
        let (low, high, both) = (sum(low), sum(high), sum(both));
        [self.len - low - high - both, low, high, both]
    }

    /// Takes the first card of kind `card` from the pile (if there is one).
    pub fn take(&mut self, card: Card) {
        let n = self.len as usize;
        if let Some(i) = self.pile[..n].iter().position(|&k| k == card as u8) {
            self.pile.copy_within(i + 1..n, i);
            self.pile[n - 1] = 0;
            self.len -= 1;
        }
    }

    /// Discards the applied card; reshuffles the discard when the pile is empty.
    pub fn discard(&mut self, card: Card) {
        self.discard[card as usize] += 1;
        if self.len == 0 {
            self.shuffles += 1;
            let counts = self.discard;
            self.discard = [0; 4];
            self.deal(counts);
        }
    }
}

/// Slots (up to four) whose squares an application changes.
pub(super) fn touched(b: &Board, m: ShiftingMove) -> ([usize; 4], usize) {
    match m {
        ShiftingMove::Swap(x, y) => ([x as usize, y as usize, 0, 0], 2),
        ShiftingMove::Rotate { slot, .. } | ShiftingMove::Void(slot) => ([slot as usize; 4], 1),
        ShiftingMove::Slide { slot, dir } => match b.slide_chain(slot as usize, dir as u8) {
            Some((chain, n, end)) => {
                let mut out = [end; 4];
                out[..n].copy_from_slice(&chain[..n]);
                (out, n + 1)
            }
            None => ([0; 4], 0),
        },
        _ => ([0; 4], 0),
    }
}

/// Applies a distortion to the board, then promotes every pawn that now qualifies (to a
/// queen, for both sides).
pub(super) fn apply(b: &mut Board, m: ShiftingMove) {
    match m {
        ShiftingMove::Swap(x, y) => b.swap_tiles(x as usize, y as usize),
        ShiftingMove::Rotate { slot, clockwise } => b.rotate(slot as usize, clockwise),
        ShiftingMove::Slide { slot, dir } => b.slide(slot as usize, dir as u8),
        ShiftingMove::Void(slot) => b.void_tile(slot as usize),
        _ => return,
    }
    b.promote_all();
}

/// Whether applying `m` leaves player `me`'s king unattacked (after the promotions it
/// triggers). `tmp` is scratch space.
pub(super) fn legal(b: &Board, me: u8, m: ShiftingMove, tmp: &mut Board) -> bool {
    tmp.clone_from(b);
    apply(tmp, m);
    !tmp.king_attacked(me)
}

/// Calls `f` with every application of `card` by player `me` that the card's own
/// conditions allow, before the check test (stopping when `f` returns true).
pub(super) fn candidates<F: FnMut(ShiftingMove) -> bool>(
    b: &Board,
    me: u8,
    card: Card,
    f: &mut F,
) -> bool {
    let their_king = SLOT_OF[b.kings[1 - me as usize] as usize] as usize;
    let my_king = SLOT_OF[b.kings[me as usize] as usize] as usize;
    for slot in 0..36 {
        if !b.present(slot) {
            continue;
        }
        let s8 = slot as u8;
        let stop = match card {
            Card::Swap => {
                slot != their_king
                    && [Board::slot_step(slot, 1), Board::slot_step(slot, 0)]
                        .into_iter()
                        .flatten()
                        .any(|o| {
                            b.present(o) && o != their_king && f(ShiftingMove::Swap(s8, o as u8))
                        })
            }
            Card::Rotate => [true, false].into_iter().any(|clockwise| {
                f(ShiftingMove::Rotate {
                    slot: s8,
                    clockwise,
                })
            }),
            Card::Slide => SlideDir::ALL.into_iter().any(|dir| {
                b.slide_chain(slot, dir as u8).is_some() && f(ShiftingMove::Slide { slot: s8, dir })
            }),
            Card::Void => slot != their_king && slot != my_king && f(ShiftingMove::Void(s8)),
        };
        if stop {
            return true;
        }
    }
    false
}

/// The application of `card` in variant `v` (rotation: cw/ccw; slide: n/e/s/w; swap:
/// the east/north neighbour) of the tile on `slot`, if the card's own conditions allow it.
fn candidate(b: &Board, me: u8, card: Card, slot: usize, v: usize) -> Option<ShiftingMove> {
    let their_king = SLOT_OF[b.kings[1 - me as usize] as usize] as usize;
    let s8 = slot as u8;
    match card {
        Card::Rotate => Some(ShiftingMove::Rotate {
            slot: s8,
            clockwise: v == 0,
        }),
        Card::Slide => {
            let dir = SlideDir::ALL[v];
            b.slide_chain(slot, dir as u8)
                .map(|_| ShiftingMove::Slide { slot: s8, dir })
        }
        Card::Swap => {
            let o = Board::slot_step(slot, [1, 0][v])?;
            (b.present(o) && slot != their_king && o != their_king)
                .then_some(ShiftingMove::Swap(s8, o as u8))
        }
        Card::Void => {
            let my_king = SLOT_OF[b.kings[me as usize] as usize] as usize;
            (slot != their_king && slot != my_king).then_some(ShiftingMove::Void(s8))
        }
    }
}

/// A uniformly random legal application of `card` (or [`ShiftingMove::NoEffect`]), found
/// by rejection sampling over (tile, variant) pairs, so that usually only one
/// application is tried.
pub(super) fn sample(b: &Board, me: u8, card: Card, rng: &mut Rng) -> ShiftingMove {
    sample_in_place(&mut b.clone(), me, card, rng)
}

/// As [`sample`], leaving the chosen application made on `b` (which is unchanged for
/// "no effect"): each one tried is made on `b` itself and undone from a copy if it
/// leaves `me`'s king attacked.
pub(super) fn sample_in_place(b: &mut Board, me: u8, card: Card, rng: &mut Rng) -> ShiftingMove {
    // A slot byte holds a present tile exactly when its voided bit (also set in an empty
    // slot's byte) is clear.
    let mut bytes = [NO_TILE; 40];
    bytes[..36].copy_from_slice(&b.slots);
    let mut present = 0u64;
    for (i, chunk) in bytes.chunks_exact(8).enumerate() {
        let w = !u64::from_le_bytes(chunk.try_into().expect("8 bytes")) & 0x4040_4040_4040_4040;
        // Gather each byte's bit 6 into one bit per slot.
        present |= ((w >> 6).wrapping_mul(0x0102_0408_1020_4080) >> 56) << (i * 8);
    }
    // There are sixteen tiles: at most 16 × 4 (tile, variant) pairs, one bit each in
    // `tried`.
    let n = (present.count_ones() as usize).min(16);
    let variants = match card {
        Card::Rotate | Card::Swap => 2,
        Card::Slide => 4,
        Card::Void => 1,
    };
    let total = n * variants;
    let mut tried = 0u64;
    let mut left = total;
    let mut backup: Option<Board> = None;
    while left > 0 {
        let i = rng.below(total);
        if tried >> i & 1 != 0 {
            continue;
        }
        tried |= 1 << i;
        left -= 1;
        // The (i / variants)-th present slot.
        let mut rest = present;
        for _ in 0..i / variants {
            rest &= rest - 1;
        }
        let slot = rest.trailing_zeros() as usize;
        if let Some(m) = candidate(b, me, card, slot, i % variants) {
            let saved = backup.get_or_insert_with(|| b.clone());
            apply(b, m);
            if !b.king_attacked(me) {
                return m;
            }
            b.clone_from(saved);
        }
    }
    ShiftingMove::NoEffect
}

/// Calls `f` with every legal application of `card` by player `me` (stopping when `f`
/// returns true). An application is legal when, after the promotions it triggers,
/// `me`'s king is not attacked. Returns whether `f` stopped it.
pub(super) fn applications<F: FnMut(ShiftingMove) -> bool>(
    b: &Board,
    me: u8,
    card: Card,
    f: &mut F,
) -> bool {
    let mut tmp = b.clone();
    candidates(b, me, card, &mut |m| legal(b, me, m, &mut tmp) && f(m))
}

/// Whether the tile on `slot` holds a piece on mailbox square `s`.
pub(super) fn slot_holds(slot: usize, s: usize) -> bool {
    slot_squares(slot).contains(&s)
}
