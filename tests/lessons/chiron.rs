//! Chiron's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::chiron::Chiron;
use rosette::engine::{Game, GameId};
use rosette::learn::Course;

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[
    (
        "Counting moves (perft)",
        "how the app counts moves for testing; the choices it counts are taught under Promotion and The Phoenix",
    ),
    (
        "AI levels",
        "the strength and budgets of the app's computer opponents",
    ),
];

#[test]
fn lessons_pass_the_checker() {
    super::assert_lessons_pass(GameId::Chiron);
}

#[test]
fn every_section_is_taught() {
    super::assert_sections_taught(GameId::Chiron, NOT_RULES);
}

/// The feedback after a wrong move says what the move did: what it took (named with its
/// hand), a drop and whose Phoenix it was, and a King left where it can be taken.
#[test]
fn a_wrong_move_is_described() {
    let said = |id: &str, text: &str| {
        let lesson = Chiron::lessons().into_iter().find(|l| l.id == id).unwrap();
        let start = Chiron::from_position(lesson.position).unwrap();
        let m = start.parse_move(text).unwrap();
        start.happened(m).unwrap()
    };
    assert_eq!(
        said("take-the-king", "Mc5xa6"),
        "That took the left-handed Hummingbird on a6."
    );
    assert_eq!(
        said("phoenix-drop", "P@a1"),
        "That dropped your Phoenix on a1. Now your King can be taken."
    );
    assert_eq!(
        said("drop-for-black", "Ke4-c6"),
        "That move captured nothing. Now your King can be taken."
    );
    assert_eq!(
        said("drop-for-black", "p@a8"),
        "That dropped your opponent's Phoenix on a8."
    );
}
