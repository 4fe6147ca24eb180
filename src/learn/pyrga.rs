//! Pyrga's lessons: White (the learner) to move unless a lesson says otherwise. Goals are
//! tests on the engine's towers and outcome.

use super::{Goal, Lesson};
use crate::engine::pyrga::Pyrga;

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<Pyrga>> {
    vec![Lesson {
        id: "three-towers",
        title: "Three towers win",
        prompt: "Black's Square on c2 sends you next to it. You control the towers on a1 and b1: complete a third tower of yours.",
        why: "The first player to control three completed towers wins at once.",
        hint: "a Cylinder on c1 completes the tower there with two of your pieces out of three.",
        sections: &["End of the Game"],
        position: "stsc,.,.,./.,.,.,./.,.,s,./STeC,StnC,Stw,. w Sc2 -",
        goal: Goal::Win,
        moves: 1,
    }]
}
