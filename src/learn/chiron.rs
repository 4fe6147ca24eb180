//! Chiron's lessons (written on branch `learn-chiron`).

use super::Lesson;
use crate::engine::chiron::Chiron;

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<Chiron>> {
    Vec::new()
}
