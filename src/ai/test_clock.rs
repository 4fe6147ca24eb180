//! A clock for tests: each reading is one step later than the last, so a search that
//! reads the clock sees time pass at a known rate, and a test can count the readings.

use std::cell::Cell;

/// Milliseconds that advance by `step` at every reading.
pub(crate) struct SteppingClock {
    step: f64,
    now: Cell<f64>,
}

impl SteppingClock {
    /// A clock at 0 that moves `step` ms per reading.
    pub(crate) fn new(step: f64) -> SteppingClock {
        SteppingClock {
            step,
            now: Cell::new(0.0),
        }
    }

    /// Reads the clock (and so moves it on).
    pub(crate) fn read(&self) -> f64 {
        self.now.set(self.now.get() + self.step);
        self.now.get()
    }

    /// How many times it was read.
    pub(crate) fn readings(&self) -> f64 {
        self.now.get() / self.step
    }
}
