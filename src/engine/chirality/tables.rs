//! Precomputed rule tables for one board: tile sets as bitsets over tile ids, each
//! tile's reach (where a piece on it moves and what it attacks), Stars with their
//! (Deep) Moats, Gates, and which Gates lie on each Inner Star's half. Built once per
//! board, so move generation and capture resolution are a few word operations.

use super::board::{Board, BoardKind, TileId, TileKind};
use std::sync::OnceLock;

/// Words in a [`TileSet`]: room for 320 tiles (R2 has 300).
pub const WORDS: usize = 5;
/// The most tiles a board may have for the rules engine.
pub const MAX_TILES: usize = WORDS * 64;

/// A set of tiles, one bit per [`TileId`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileSet(pub [u64; WORDS]);

impl TileSet {
    /// The empty set.
    pub const EMPTY: TileSet = TileSet([0; WORDS]);

    /// The set holding `tile` alone.
    pub fn single(tile: TileId) -> TileSet {
        let mut s = TileSet::EMPTY;
        s.insert(tile);
        s
    }

    /// The set of the given tiles.
    pub fn of(tiles: &[TileId]) -> TileSet {
        let mut s = TileSet::EMPTY;
        for &t in tiles {
            s.insert(t);
        }
        s
    }

    /// Adds a tile.
    #[inline]
    pub fn insert(&mut self, tile: TileId) {
        self.0[tile >> 6] |= 1 << (tile & 63);
    }

    /// Removes a tile.
    #[inline]
    pub fn remove(&mut self, tile: TileId) {
        self.0[tile >> 6] &= !(1 << (tile & 63));
    }

    /// Whether the set holds `tile` (false for ids beyond the set's range).
    #[inline]
    pub fn contains(&self, tile: TileId) -> bool {
        tile < MAX_TILES && self.0[tile >> 6] >> (tile & 63) & 1 != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The number of tiles in the set.
    #[inline]
    pub fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Whether every tile of `self` is in `other`.
    #[inline]
    pub fn is_subset(&self, other: &TileSet) -> bool {
        (0..WORDS).all(|i| self.0[i] & !other.0[i] == 0)
    }

    /// Whether the two sets share a tile.
    #[inline]
    pub fn intersects(&self, other: &TileSet) -> bool {
        (0..WORDS).any(|i| self.0[i] & other.0[i] != 0)
    }

    /// The tiles of both sets.
    #[inline]
    pub fn and(self, other: TileSet) -> TileSet {
        TileSet(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// The tiles of either set.
    #[inline]
    pub fn or(self, other: TileSet) -> TileSet {
        TileSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The tiles of `self` not in `other`.
    #[inline]
    pub fn minus(self, other: TileSet) -> TileSet {
        TileSet(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// The `n`-th tile in ascending order, if the set has more than `n` tiles.
    pub fn nth(&self, mut n: u32) -> Option<TileId> {
        for (i, &w) in self.0.iter().enumerate() {
            let c = w.count_ones();
            if n < c {
                let mut w = w;
                for _ in 0..n {
                    w &= w - 1;
                }
                return Some(i * 64 + w.trailing_zeros() as usize);
            }
            n -= c;
        }
        None
    }

    /// The tiles in ascending order.
    pub fn iter(&self) -> TileIter {
        TileIter {
            words: self.0,
            word: 0,
        }
    }
}

/// Ascending iterator over a [`TileSet`].
#[derive(Clone, Debug)]
pub struct TileIter {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for TileIter {
    type Item = TileId;
    #[inline]
    fn next(&mut self) -> Option<TileId> {
        while self.word < WORDS {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(self.word * 64 + w.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }
}

/// A Star other than the Throne, as the rules read it.
#[derive(Clone, Debug)]
pub struct StarTable {
    /// The board's Star id.
    pub id: usize,
    /// Its ring (1 = Inner).
    pub ring: usize,
    /// Its five Thick tiles.
    pub tiles: TileSet,
    /// The tiles its Garrison attacks: the Moat, or the Deep Moat under that variant.
    pub moat: TileSet,
    /// The Deep Moat.
    pub deep_moat: TileSet,
}

/// A Gate, as the rules read it.
#[derive(Clone, Debug)]
pub struct GateTable {
    /// All its tiles.
    pub tiles: TileSet,
    /// Its Thick tiles (Remote Muster targets).
    pub thick: TileSet,
    /// Bit `i` set when the Gate is on the same half as the `i`-th Inner Star
    /// ([`Tables::inner`]).
    pub inner_halves: u8,
}

/// Everything the rules need about one board, precomputed.
#[derive(Clone, Debug)]
pub struct Tables {
    /// The board.
    pub board: &'static Board,
    /// The number of tiles.
    pub tiles: usize,
    /// Every tile.
    pub all: TileSet,
    /// The Thick tiles.
    pub thick: TileSet,
    /// The Thin tiles.
    pub thin: TileSet,
    /// The Throne's five tiles.
    pub throne: TileSet,
    /// Per tile: for a Thick tile the edge-adjacent Thin tiles, for a Thin tile the edge-
    /// or vertex-adjacent Thick tiles. A piece moves to (the empty ones of) and attacks
    /// exactly these.
    pub reach: Vec<TileSet>,
    /// The Stars other than the Throne (any of them may become a Garrison).
    pub stars: Vec<StarTable>,
    /// Indices into `stars` of the Inner (ring-1) Stars.
    pub inner: Vec<usize>,
    /// The Gates, in the board's order.
    pub gates: Vec<GateTable>,
    /// The union of all Gate tiles.
    pub gate_tiles: TileSet,
    /// Per tile, the Gates it belongs to, as a bit mask over Gate indices.
    pub gates_of: Vec<u32>,
}

static R1: OnceLock<Tables> = OnceLock::new();
static R2: OnceLock<Tables> = OnceLock::new();

impl Tables {
    /// The tables of a built-in board.
    pub fn get(kind: BoardKind) -> &'static Tables {
        match kind {
            BoardKind::R1 => R1.get_or_init(|| Tables::build(Board::r1())),
            _ => R2.get_or_init(|| Tables::build(Board::r2())),
        }
    }

    /// Builds the tables of `board`.
    ///
    /// # Panics
    /// Panics if the board has more than [`MAX_TILES`] tiles or more than 32 Gates.
    pub fn build(board: &'static Board) -> Tables {
        let n = board.tiles().len();
        assert!(n <= MAX_TILES, "board too large for the rules tables");
        assert!(board.gates().len() <= 32, "too many Gates");
        let is_thick = |t: TileId| board.tile(t).kind == TileKind::Thick;
        let all = TileSet::of(&(0..n).collect::<Vec<_>>());
        let thick = TileSet::of(&(0..n).filter(|&t| is_thick(t)).collect::<Vec<_>>());
        let thin = all.minus(thick);
        let throne = board
            .throne()
            .map_or(TileSet::EMPTY, |s| TileSet::of(&s.tiles));
        let reach = (0..n)
            .map(|t| {
                if is_thick(t) {
                    TileSet::of(board.edge_neighbours(t)).and(thin)
                } else {
                    TileSet::of(board.vertex_neighbours(t)).and(thick)
                }
            })
            .collect();
        let stars: Vec<StarTable> = board
            .stars()
            .iter()
            .filter(|s| s.ring > 0)
            .map(|s| StarTable {
                id: s.id,
                ring: s.ring,
                tiles: TileSet::of(&s.tiles),
                moat: TileSet::of(&s.moat),
                deep_moat: TileSet::of(&s.deep_moat),
            })
            .collect();
        let inner: Vec<usize> = (0..stars.len()).filter(|&i| stars[i].ring == 1).collect();
        let gates: Vec<GateTable> = board
            .gates()
            .iter()
            .map(|g| {
                let tiles = TileSet::of(&g.tiles);
                let mut inner_halves = 0u8;
                for (i, &s) in inner.iter().enumerate() {
                    if board.same_half(g.id, stars[s].id) {
                        inner_halves |= 1 << i;
                    }
                }
                GateTable {
                    tiles,
                    thick: tiles.and(thick),
                    inner_halves,
                }
            })
            .collect();
        let mut gates_of = vec![0u32; n];
        let mut gate_tiles = TileSet::EMPTY;
        for (i, g) in board.gates().iter().enumerate() {
            for &t in &g.tiles {
                gates_of[t] |= 1 << i;
                gate_tiles.insert(t);
            }
        }
        Tables {
            board,
            tiles: n,
            all,
            thick,
            thin,
            throne,
            reach,
            stars,
            inner,
            gates,
            gate_tiles,
            gates_of,
        }
    }
}
