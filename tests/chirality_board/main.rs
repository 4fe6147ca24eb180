//! The Chirality board model against the rulings (shared/rules/chirality-rulings.md):
//! every count and angle of R1 and R2, the geometry of every tile, adjacency, features,
//! legality, identity up to rotation, Gate assignment and the JSON export.

mod features;
mod generation;
mod geometry;
mod legality;

use rosette::engine::chirality::board::deflate::deflated_sun;
use rosette::engine::chirality::board::*;
use std::collections::BTreeSet;

fn count(b: &Board, k: TileKind) -> usize {
    b.tiles().iter().filter(|t| t.kind == k).count()
}

fn kinds(b: &Board, ids: &[TileId]) -> String {
    ids.iter()
        .map(|&t| match b.tile(t).kind {
            TileKind::Thick => 'K',
            TileKind::Thin => 'n',
        })
        .collect()
}

fn angles(b: &Board, ring: usize) -> Vec<f64> {
    let mut a: Vec<f64> = b.ring(ring).map(|s| s.angle).collect();
    a.sort_by(f64::total_cmp);
    a
}

fn assert_angles(actual: &[f64], expected: &[f64], tolerance: f64) {
    let mut actual = actual.to_vec();
    actual.sort_by(f64::total_cmp);
    let mut expected = expected.to_vec();
    expected.sort_by(f64::total_cmp);
    assert_eq!(actual.len(), expected.len(), "{actual:?} vs {expected:?}");
    for (a, e) in actual.iter().zip(&expected) {
        assert!((a - e).abs() <= tolerance, "{actual:?} vs {expected:?}");
    }
}
