//! One signal per cell of a board (square, tile), kept current by a single effect that
//! works out every cell's value when anything it depends on changes and sets only the
//! cells whose value changed. A selection or a move then redraws the few cells it touched,
//! where one closure or memo per cell and attribute would re-run on the whole board, each
//! re-subscribing to the same few signals (issue 15: a move at 4× CPU within 100 ms).

use leptos::prelude::*;
use std::sync::Arc;

/// One signal per cell (indexed `0..count`) holding `value_of(cell)`, kept current.
pub fn per_cell<T>(
    count: usize,
    value_of: impl Fn(usize) -> T + Send + Sync + 'static,
) -> Arc<[RwSignal<T>]>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let signals: Arc<[RwSignal<T>]> = (0..count)
        .map(|cell| RwSignal::new(untrack(|| value_of(cell))))
        .collect();
    let kept = signals.clone();
    Effect::new(move |_| {
        for (cell, signal) in kept.iter().enumerate() {
            let value = value_of(cell);
            if signal.with_untracked(|old| *old != value) {
                signal.set(value);
            }
        }
    });
    signals
}
