//! Shifting Chess's lessons (written on branch `learn-shifting`).

use super::Lesson;
use crate::engine::shifting_chess::ShiftingChess;

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<ShiftingChess>> {
    Vec::new()
}
