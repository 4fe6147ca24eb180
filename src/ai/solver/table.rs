//! The transposition table: proven bounds on positions' values, keyed by the symmetry-folded
//! position, two entries per bucket (one kept for the deepest result, one always replaced).

use crate::engine::pyrga::{Dir, PyrgaMove, Shape};

/// What a stored value says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    /// It is the value.
    Exact = 0,
    /// The value is at least this.
    Lower,
    /// The value is at most this.
    Upper,
}

/// One proven fact about a position.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    /// The value relative to this position (see the search's `to_table`).
    pub value: i8,
    /// How `value` bounds the true value.
    pub bound: Bound,
    /// The best move found, in the key's frame.
    pub best: Option<PyrgaMove>,
}

/// A fixed-size table of entries, packed three words each (the key's halves, then value,
/// bound, move and depth) so that a new table is zeroed memory: key 0 marks an empty slot
/// (it would be an empty board where nothing may be placed).
pub(super) struct Table {
    buckets: Vec<[[u64; 3]; 2]>,
}

fn pack_move(m: Option<PyrgaMove>) -> u64 {
    m.map_or(0, |m| {
        let dir = if m.shape() == Shape::Triangle {
            m.dir() as u64
        } else {
            0
        };
        1 << 8 | (m.shape() as u64) << 6 | dir << 4 | m.cell() as u64
    })
}

fn unpack_move(bits: u64) -> Option<PyrgaMove> {
    (bits & 1 << 8 != 0).then(|| {
        let shape = Shape::ALL[(bits >> 6 & 3) as usize];
        PyrgaMove::new(
            shape,
            (bits & 15) as usize,
            Dir::ALL[(bits >> 4 & 3) as usize],
        )
    })
}

impl Table {
    /// A table of `2^bits` buckets.
    pub fn new(bits: u32) -> Table {
        Table {
            buckets: vec![[[0; 3]; 2]; 1 << bits],
        }
    }

    fn bucket(&self, key: u128) -> usize {
        // Fold and mix the key (a 64-bit multiplicative hash), keep the top bits.
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        let mixed = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> (64 - self.buckets.len().trailing_zeros())) as usize
    }

    /// The entry stored for `key`, if any.
    pub fn get(&self, key: u128) -> Option<Entry> {
        let words = [(key >> 64) as u64, key as u64];
        let slot = self.buckets[self.bucket(key)]
            .into_iter()
            .find(|slot| slot[..2] == words)?;
        let meta = slot[2];
        let bound = match meta >> 8 & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            value: meta as u8 as i8,
            bound,
            best: unpack_move(meta >> 16),
        })
    }

    /// Stores a result for `key`, `depth` pieces from the end of the game at most.
    pub fn put(&mut self, key: u128, depth: u8, entry: Entry) {
        let words = [(key >> 64) as u64, key as u64];
        let meta = u64::from(entry.value as u8)
            | (entry.bound as u64) << 8
            | pack_move(entry.best) << 16
            | u64::from(depth) << 32;
        let i = self.bucket(key);
        let bucket = &mut self.buckets[i];
        let first = bucket[0];
        let keeps_first = first[..2] != words && (first[2] >> 32) as u8 > depth;
        bucket[usize::from(keeps_first)] = [words[0], words[1], meta];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(value: i8, bound: Bound, best: Option<PyrgaMove>) -> Entry {
        Entry { value, bound, best }
    }

    #[test]
    fn entries_round_trip() {
        let mut table = Table::new(4);
        assert!(table.get(7).is_none());
        let tri = PyrgaMove::new(Shape::Triangle, 13, Dir::West);
        let cases = [
            (7, entry(-97, Bound::Upper, Some(tri))),
            (8, entry(0, Bound::Exact, None)),
            (
                u128::MAX,
                entry(
                    88,
                    Bound::Lower,
                    Some(PyrgaMove::new(Shape::Cylinder, 0, Dir::North)),
                ),
            ),
        ];
        for (key, e) in cases {
            table.put(key, 10, e);
            let got = table.get(key).expect("stored");
            assert_eq!((got.value, got.bound, got.best), (e.value, e.bound, e.best));
        }
    }

    #[test]
    fn a_full_bucket_keeps_the_deeper_entry() {
        let mut table = Table::new(1);
        table.put(7, 20, entry(5, Bound::Exact, None));
        let same_bucket: Vec<u128> = (8..200u128)
            .filter(|&k| table.bucket(k) == table.bucket(7))
            .take(3)
            .collect();
        for &k in &same_bucket {
            table.put(k, 3, entry(-1, Bound::Lower, None));
        }
        assert_eq!(table.get(7).map(|e| e.value), Some(5));
        assert!(table.get(same_bucket[2]).is_some());
        assert!(table.get(same_bucket[0]).is_none());
    }
}
