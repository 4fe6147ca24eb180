//! Board identity: rotations of a board are the same board, mirror images are not
//! (rules §1). Exact coordinates make the comparison exact.

use super::exact::ExactPoint;
use super::world::tile_key;
use super::{Board, TileId};
use std::collections::HashMap;
use std::sync::Arc;

/// A board's identity up to rotation: its tiles (exact corners) and Gates, in the
/// rotation that sorts first. Equal exactly when one board is a rotation of the other.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CanonicalBoard {
    tiles: Vec<[ExactPoint; 4]>,
    gates: Vec<Vec<usize>>,
}

impl Board {
    fn key_under(&self, f: impl Fn(ExactPoint) -> ExactPoint) -> CanonicalBoard {
        let keys: Vec<[ExactPoint; 4]> = self
            .tiles()
            .iter()
            .map(|t| tile_key(&t.exact.map(&f)))
            .collect();
        let mut order: Vec<TileId> = (0..keys.len()).collect();
        order.sort_by_key(|&t| keys[t]);
        let mut rank = vec![0; keys.len()];
        for (r, &t) in order.iter().enumerate() {
            rank[t] = r;
        }
        let mut gates: Vec<Vec<usize>> = self
            .gates()
            .iter()
            .map(|g| {
                let mut v: Vec<usize> = g.tiles.iter().map(|&t| rank[t]).collect();
                v.sort_unstable();
                v
            })
            .collect();
        gates.sort();
        CanonicalBoard {
            tiles: order.iter().map(|&t| keys[t]).collect(),
            gates,
        }
    }

    /// The board's canonical form: the same for every rotation of the board (by any
    /// multiple of 36°, the rotations that keep the tiles' edge directions), different for
    /// a mirror image unless the board is mirror-symmetric.
    pub fn canonical(&self) -> CanonicalBoard {
        (0..10)
            .map(|r| self.key_under(|p| p * ExactPoint::unit10(r)))
            .min()
            .unwrap_or_else(|| self.key_under(|p| p))
    }

    /// Whether the two boards are the same board in the rules' sense (equal up to a
    /// rotation; a mirror image is a different board).
    pub fn same_board(&self, other: &Board) -> bool {
        self.canonical() == other.canonical()
    }

    /// The board's tiles mapped by `f`, if they all land on tiles of the same tiling.
    fn mapped(&self, f: impl Fn(ExactPoint) -> ExactPoint) -> Option<Vec<usize>> {
        self.tiles()
            .iter()
            .map(|t| self.world().find_tile(&t.exact.map(&f)))
            .collect()
    }

    fn rebuild(&self, name: String, selected: &[usize]) -> Board {
        Board::build(
            &name,
            self.kind(),
            self.gate_rule(),
            Arc::clone(self.world()),
            selected,
        )
    }

    /// The mirror image of the board across its vertical axis (the line through the
    /// Throne and the ring-1 Star at 90°). Gates are re-derived by the board's rule.
    pub fn mirrored(&self) -> Board {
        let w = Arc::clone(self.world());
        let selected = self.mapped(|p| w.mirror(p)).unwrap_or_default();
        self.rebuild(format!("{} mirrored", self.name()), &selected)
    }

    /// The board turned counter-clockwise by `steps × 72°` (a symmetry of the tiling, so
    /// the result is cut from the same tiling in the same frame).
    pub fn rotated(&self, steps: i64) -> Board {
        let w = Arc::clone(self.world());
        let selected = self.mapped(|p| w.rotate(p, 2 * steps)).unwrap_or_default();
        self.rebuild(format!("{} rotated", self.name()), &selected)
    }

    fn self_map(&self, f: impl Fn(ExactPoint) -> ExactPoint) -> Option<Vec<TileId>> {
        let index: HashMap<[ExactPoint; 4], TileId> = self
            .tiles()
            .iter()
            .map(|t| (tile_key(&t.exact), t.id))
            .collect();
        let map: Vec<TileId> = self
            .tiles()
            .iter()
            .map(|t| index.get(&tile_key(&t.exact.map(&f))).copied())
            .collect::<Option<_>>()?;
        let gate_sets = |perm: Option<&[TileId]>| {
            let mut v: Vec<Vec<TileId>> = self
                .gates()
                .iter()
                .map(|g| {
                    let mut s: Vec<TileId> =
                        g.tiles.iter().map(|&t| perm.map_or(t, |p| p[t])).collect();
                    s.sort_unstable();
                    s
                })
                .collect();
            v.sort();
            v
        };
        (gate_sets(Some(&map)) == gate_sets(None)).then_some(map)
    }

    /// If turning the board counter-clockwise by `steps × 72°` maps it (tiles and Gates)
    /// onto itself, the tile each tile lands on.
    pub fn rotation_map(&self, steps: i64) -> Option<Vec<TileId>> {
        let w = Arc::clone(self.world());
        self.self_map(|p| w.rotate(p, 2 * steps))
    }

    /// If the mirror across the vertical axis maps the board (tiles and Gates) onto
    /// itself, the tile each tile lands on.
    pub fn mirror_map(&self) -> Option<Vec<TileId>> {
        let w = Arc::clone(self.world());
        self.self_map(|p| w.mirror(p))
    }
}
