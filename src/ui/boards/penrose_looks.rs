//! Each tile's changing looks (classes, accessible name, pressed state) in a signal of its
//! own. One effect works out every tile's looks when anything they depend on changes and
//! updates only the tiles whose looks changed: a selection or a move re-renders a few
//! tiles, where one closure per tile and attribute re-ran on the whole board (hundreds of
//! them, each re-subscribing to the same few signals).

use crate::engine::chirality::board::TileId;
use leptos::prelude::*;
use std::sync::Arc;

/// What a tile shows that can change during play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Looks {
    /// Its CSS classes.
    pub class: String,
    /// Its accessible name.
    pub label: String,
    /// Whether it is the selected tile.
    pub pressed: bool,
}

/// One signal per tile (indexed by [`TileId`]) holding `looks_of(tile)`, kept current.
pub fn per_tile(
    count: usize,
    looks_of: impl Fn(TileId) -> Looks + Send + Sync + 'static,
) -> Arc<[RwSignal<Looks>]> {
    let signals: Arc<[RwSignal<Looks>]> = (0..count)
        .map(|id| RwSignal::new(untrack(|| looks_of(id))))
        .collect();
    let kept = signals.clone();
    Effect::new(move |_| {
        for (id, signal) in kept.iter().enumerate() {
            let looks = looks_of(id);
            if signal.with_untracked(|old| *old != looks) {
                signal.set(looks);
            }
        }
    });
    signals
}
