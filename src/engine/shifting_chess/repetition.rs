//! Threefold repetition: the keys of the positions seen since the last irreversible
//! move. A key combines the board's running Zobrist hash (pieces and boulders), the
//! tiles, limbo and deck (hashed once after each card, cached), and the side, en passant
//! square and card cycle.

use super::ShiftingChess;
use std::hash::{Hash, Hasher};

const fn key_salts() -> [u64; 7] {
    let mut out = [0u64; 7];
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut i = 0;
    while i < 7 {
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        out[i] = z ^ (z >> 31);
        i += 1;
    }
    out
}

/// Random salts for the repetition key.
const KEY_SALTS: [u64; 7] = key_salts();

/// The positions seen since the last irreversible move (for threefold repetition), and
/// the cached hash of the tiles, limbo and deck. Not part of equality or hashing: two
/// states differing only here are the same position.
#[derive(Clone, Debug, Default)]
pub(super) struct History {
    /// The keys seen, oldest first.
    keys: Vec<u64>,
    /// One bit per key seen, at its top ten bits: a key whose bit is clear is new, which
    /// spares the scan of `keys`.
    filter: [u64; 16],
    /// The hash of the tiles, limbo and deck, if known (cleared when a card changes them).
    cards: Option<u64>,
}

impl PartialEq for History {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for History {}
impl Hash for History {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

impl History {
    /// Forgets the positions seen (after an irreversible move).
    pub fn clear(&mut self) {
        self.keys.clear();
        self.filter = [0; 16];
    }

    /// Forgets the cached hash of the tiles, limbo and deck: call whenever they change.
    pub fn cards_changed(&mut self) {
        self.cards = None;
    }
}

impl ShiftingChess {
    /// The hash of what only cards change: the tiles, limbo, pile counts and discard.
    fn cards_hash(&self) -> u64 {
        let slots = &self.board.slots;
        let word = |i: usize| u64::from_le_bytes(slots[i..i + 8].try_into().expect("8 bytes"));
        let (l, p, d) = (self.board.limbo, self.deck.pile_counts(), self.deck.discard);
        let words = [
            word(0),
            word(8),
            word(16),
            word(24),
            word(28),
            u64::from_le_bytes([l[0], l[1], l[2], l[3], p[0], p[1], p[2], p[3]]),
            u64::from_le_bytes([d[0], d[1], d[2], d[3], 0, 0, 0, 0]),
        ];
        // Independent products (so they pipeline), one salt per word.
        let mut h = 0u64;
        for (w, salt) in words.iter().zip(KEY_SALTS.iter()) {
            h = h.wrapping_add((w ^ salt).wrapping_mul(salt | 1));
        }
        h
    }

    /// A key for repetition: everything but the clocks' absolute values.
    fn position_key(&mut self) -> u64 {
        let cards = match self.history.cards {
            Some(h) => h,
            None => *self.history.cards.insert(self.cards_hash()),
        };
        let cycle = if self.deck.on { self.turns % 3 } else { 0 };
        let turn = u64::from(self.side) | u64::from(self.ep) << 8 | u64::from(cycle) << 16;
        let mut h = self.board.hash ^ cards;
        h = h.wrapping_add((turn ^ KEY_SALTS[0]).wrapping_mul(KEY_SALTS[1] | 1));
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ (h >> 33)
    }

    /// Records the current position; returns how many times it was seen before.
    pub(super) fn record_position(&mut self) -> usize {
        let key = self.position_key();
        let h = &mut self.history;
        let (word, bit) = ((key >> 60) as usize, 1 << (key >> 54 & 63));
        let seen = if h.filter[word] & bit == 0 {
            0
        } else {
            h.keys.iter().filter(|&&k| k == key).count()
        };
        h.filter[word] |= bit;
        h.keys.push(key);
        seen
    }
}
