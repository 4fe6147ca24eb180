//! A board's own state (a pick, a choice in progress, the turn an explainer shows) kept
//! together with the position it was made in. Read in a newer position it is fresh (by
//! default, nothing picked), derived at once in the same update: a move, an undo or the
//! AI's reply never draws a stale pick first, as an effect clearing it after the render
//! would.

use leptos::prelude::*;

/// State of type `T` belonging to one position of a board.
pub struct Keyed<T: Send + Sync + 'static> {
    /// Counts the positions: a new number whenever the position changes.
    version: Memo<u64>,
    /// The value last written and the position it was written in.
    stored: RwSignal<(Option<u64>, T)>,
    /// The value now: the stored one in its own position, else a fresh one.
    now: Memo<T>,
}

impl<T: Send + Sync + 'static> Clone for Keyed<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Keyed<T> {}

impl<T> Keyed<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    /// The default in each new value of `position`.
    pub fn new<P>(position: Memo<P>) -> Self
    where
        T: Default,
        P: PartialEq + Send + Sync + 'static,
    {
        Keyed::carried(position, T::default(), |_| T::default())
    }

    /// `initial`, then in each new value of `position` what `fresh` makes of the value
    /// last written (or of `initial`).
    pub fn carried<P>(
        position: Memo<P>,
        initial: T,
        fresh: impl Fn(&T) -> T + Send + Sync + 'static,
    ) -> Self
    where
        P: PartialEq + Send + Sync + 'static,
    {
        // Read, not tracked: a memo that was never read has no sources to follow.
        let version = Memo::new(move |before: Option<&u64>| {
            position.with(|_| ());
            before.map_or(0, |v| v + 1)
        });
        let stored = RwSignal::new((None, initial));
        let now = Memo::new(move |_| {
            let v = version.get();
            stored.with(|(at, value)| {
                if *at == Some(v) {
                    value.clone()
                } else {
                    fresh(value)
                }
            })
        });
        Keyed {
            version,
            stored,
            now,
        }
    }

    /// Reads the value (tracked).
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.now.with(f)
    }

    /// Reads the value without tracking it.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.now.with_untracked(f)
    }

    /// The value (tracked).
    pub fn get(&self) -> T {
        self.now.get()
    }

    /// Changes the value in the position on the board, returning what `f` returns.
    pub fn update<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        let mut value = self.now.get_untracked();
        let out = f(&mut value);
        self.stored.set((Some(self.version.get_untracked()), value));
        out
    }

    /// Sets the value in the position on the board.
    pub fn set(&self, value: T) {
        self.update(|v| *v = value);
    }
}
